"""Translation section: lesson_a. Keys start with ``lesson_a.``.

Words of the lesson kit (``sjuan_notebooks.lesson``) added with the start page and lesson 1.
"""

TABLE: dict[str, dict[str, str]] = {
    "lesson_a.tryit.refused": {
        "sv": "Widgeten ovanför tog inte steget: läs dess meddelande.",
        "nb": "Widgeten over tok ikke steget: les meldingen der.",
        "sk": "Widget vyššie tento krok neurobil: prečítajte si jeho správu.",
        "en": "The widget above did not take the step: read its message.",
    },
}
