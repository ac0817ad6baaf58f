"""Translation section: switch. Keys start with ``switch.``.

The words a change of language re-draws that had none before: the rule chooser's values (yes
or no for a variant that is on or off, and the variants named in words rather than by their
record values).
"""

TABLE: dict[str, dict[str, str]] = {
    "switch.opt.yes": {"sv": "ja", "nb": "ja", "sk": "áno", "en": "yes"},
    "switch.opt.no": {"sv": "nej", "nb": "nei", "sk": "nie", "en": "no"},
    # start_card "any": any seven may open (000: «En valfri sjua ... ersätter hjärter sju»)
    "switch.opt.start_card.any": {
        "sv": "valfri sjua",
        "nb": "valgfri sjuer",
        "sk": "ľubovoľná sedmička",
        "en": "any seven",
    },
    # trump_chooser (002: «Spar er trumf» / «Noen familier lar giveren velge trumffargen.»)
    "switch.opt.trump_chooser.fixed": {
        "sv": "spader är trumf",
        "nb": "spar er trumf",
        "sk": "tromf sú piky",
        "en": "spades are trumps",
    },
    "switch.opt.trump_chooser.dealer": {
        "sv": "givaren väljer",
        "nb": "giveren velger",
        "sk": "volí rozdávajúci",
        "en": "the dealer chooses",
    },
}
