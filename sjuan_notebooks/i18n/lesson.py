"""Translation section: lesson. Keys start with ``lesson.``.

The words of the lessons' own controls (``sjuan_notebooks.lesson``); the lessons' prose and
sentences are in their catalogs beside the notebooks (``notebooks/locale/``).
"""

TABLE: dict[str, dict[str, str]] = {
    "lesson.show_me": {"sv": "Visa mig", "nb": "Vis meg", "sk": "Ukážte mi", "en": "Show me"},
    "lesson.show_me.tip": {
        "sv": "Gör steget åt dig i widgeten ovanför",
        "nb": "Gjør steget for deg i widgeten over",
        "sk": "Urobí tento krok za vás vo widgete vyššie",
        "en": "Does the step for you in the widget above",
    },
    "lesson.shown": {
        "sv": "Gjort: se widgeten ovanför.",
        "nb": "Gjort: se widgeten over.",
        "sk": "Hotovo: pozrite si widget vyššie.",
        "en": "Done: see the widget above.",
    },
}
