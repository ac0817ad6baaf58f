"""translate-toolkit's pofilter checks over every catalog (the package's and the seven
lessons'), each sv, nb and sk translation against its English, and the check that no message
holds its own text twice (a reviewed sentence pasted before the one it replaced).

The package catalog's msgids are keys, so each translation is paired with the English
catalog's text (tests/language.py). pofilter's own command line runs the same checks on a
lesson catalog, whose msgids are English: docs/translating.md.

Checks turned off, and why:
- newlines, doublespacing: a lesson's markdown is wrapped where the translation's lines end;
  a line break or a wrap's indent in markdown is not seen by a reader.
- unchanged: deal and game names (Pass, Grand, Kabal), numbers and code values are the same
  in every language; English left in a translation is found by the English check
  (test_outputs.py) and the spelling check instead.
- doublequoting, singlequoting: each language has its own quotation marks (sv ”…”, nb «…»,
  sk „…“), which the native reviews ask for.
- startpunc, endpunc, puncspacing: the same marks, and the Slovak and Norwegian spacing and
  dashes around them; a lesson's translation also leaves out the English gloss after a
  quotation, so its last sentence differs.
- simplecaps, startcaps: a translation starts with {card:cap} where English starts with
  "The {card}", and the corner letters (Kn, Hj) differ in case from the English ones.
- sentencecount, long, short, brackets, numbers: a lesson's English msgid carries glosses
  of the quoted rule texts (with their numbers and brackets) that the translation does not
  repeat; numbers are written with the language's separators (20 000); a corner letter is
  longer than the English one. A doubled message is found by test_no_message_holds_its_text_twice.
- printf: the package uses brace placeholders only; "95 %" is a percent sign.
- acronyms, filepaths: command-line placeholders (NAME, FOLDER) and a lesson's address
  (sv/01-sjuan) are translated on purpose.
- spellcheck: needs enchant; the spelling is checked with Hunspell in test_spelling.py.
"""

from __future__ import annotations

import pytest
from language import LANGS, Text, catalog_texts, doubled, pofilter_findings

TURNED_OFF = (
    "newlines", "doublespacing", "unchanged", "doublequoting", "singlequoting", "startpunc",
    "endpunc", "puncspacing", "simplecaps", "startcaps", "sentencecount", "long", "short",
    "brackets", "numbers", "printf", "acronyms", "filepaths", "spellcheck",
)  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_pofilter_finds_nothing(lang):
    found = pofilter_findings(lang, catalog_texts(lang), TURNED_OFF)
    assert not found, f"{len(found)} pofilter findings:\n" + "\n".join(found)


def test_pofilter_finds_a_doubled_word_a_lost_placeholder_and_an_untranslated_message():
    bad = [
        Text("catalog:x.po:a", "Ola lägger lägger hjärter sju.", "Ola plays the seven of hearts."),
        Text("catalog:x.po:b", "Det är tur.", "It is {player}'s turn."),
        Text("catalog:x.po:c", "  ", "Deal"),
    ]
    found = pofilter_findings("sv", bad, TURNED_OFF)
    assert any(f.startswith("catalog:x.po:a: doublewords") for f in found)
    assert any(f.startswith("catalog:x.po:b: pythonbraceformat") for f in found)
    assert any(f.startswith("catalog:x.po:c:") for f in found)
    good = [Text("catalog:x.po:a", "{card:cap} får spelas.", "The {card} may be played.")]
    assert pofilter_findings("sv", good, TURNED_OFF) == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_holds_its_text_twice(lang):
    found = [f"{t.source}: {t.text[:90]!r}" for t in catalog_texts(lang) if doubled(t.text)]
    assert not found, f"{len(found)} doubled messages:\n" + "\n".join(found)


def test_a_doubled_message_is_found_and_a_repeated_phrase_is_not():
    new = "Lägsta summan vinner; vid lika lägsta summa: en extra Grand."
    old = "Lägsta summan vinner; lika lägst: en extra grand."
    assert doubled(new + old) == len(new)
    assert doubled("Ola passar. Ola passar igen, och sedan lägger Siri hjärter sju.") is None
