"""Translation section: switch. Keys start with ``switch.``.

The words a change of language re-draws that had none before: a rule chooser's summary names a
variant that is on or off with yes or no, not with a programming language's True and False.
"""

TABLE: dict[str, dict[str, str]] = {
    "switch.opt.yes": {"sv": "ja", "nb": "ja", "sk": "áno", "en": "yes"},
    "switch.opt.no": {"sv": "nej", "nb": "nei", "sk": "nie", "en": "no"},
}
