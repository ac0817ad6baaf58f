"""Spelling of every sv, nb and sk message (package and lessons) with Debian's Hunspell
dictionaries (hunspell-sv, hunspell-no for nb_NO, hunspell-sk; `make dictionaries`), read by
the `hunspell` program, and each language's word list of card terms and names
(sjuan_notebooks/i18n/termbase/<lang>-words.txt). Quotations of rule texts, code and
placeholders are not spelled. Verdicts are cached in build/lang-checks/, so a dictionary is
parsed only when a new word comes."""

from __future__ import annotations

import pytest
from language import LANGS, Text, catalog_texts, misspellings, speller


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_is_spelled_right(lang):
    found = misspellings(lang, catalog_texts(lang))
    assert not found, f"{len(found)} messages with unknown words:\n" + "\n".join(found)


@pytest.mark.parametrize(
    ("lang", "good", "bad"),
    [
        ("sv", "Spelaren lägger hjärter sju.", "Spelaren läger hjärter sjuu."),
        ("nb", "Spilleren legger hjerter sju.", "Spilleren leger hjerter sjuu."),
        ("sk", "Hráč vynesie srdcovú sedmičku.", "Hráč vynesie srdcovú sedmičkku."),
    ],
)
def test_a_misspelling_is_found(lang, good, bad):
    assert misspellings(lang, [Text("catalog:x.po:k", good)]) == []
    found = misspellings(lang, [Text("catalog:x.po:k", bad)])
    assert len(found) == 1 and ("sjuu" in found[0] or "sedmičkku" in found[0])


def test_a_word_read_in_parts_or_beyond_the_dictionary_s_letters_is_not_known():
    """hunspell reads "sedma-example" as two words and prints only the one it does not know;
    and it cannot judge a letter its dictionary's encoding lacks (nb_NO's has no č)."""
    english = speller("en")
    assert english.knows("example") and english.knows("well-known")
    assert not english.knows("sedma-example")
    assert speller("sk").knows("červeň") and not speller("nb").knows("červeň")
