"""Translation section: lesson_c. Keys start with ``chooser.``.

The words of the stepper chooser (``sjuan_notebooks.widgets.chooser``), which lesson 3 uses
for its seven stored deals; the lessons' own sentences are in their catalogs.
"""

TABLE: dict[str, dict[str, str]] = {
    "chooser.unknown": {
        "sv": "{choice} finns inte i menyn; välj bland {choices}.",
        "nb": "{choice} finnes ikke i menyen; velg blant {choices}.",
        "sk": "{choice} v ponuke nie je; vyberte si z možností {choices}.",
        "en": "{choice} is not in the menu; choose from {choices}.",
    },
}
