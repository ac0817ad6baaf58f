"""What a Swedish, Norwegian or Slovak class sees outside the catalogs is in its language:
the lessons' stored outputs (read, not re-run), every text/plain fallback, the handouts'
text (docs/handouts/*.pdf, read with pypdf) and the CLI's output. No English sentence (runs
of words the English Hunspell dictionary knows and the language's does not), no English rank
letter in sv/nb (♥Q ♠J ♣A: Swedish and Norwegian write D, Kn, E), no Python repr where a
sentence belongs."""

from __future__ import annotations

import pytest
from language import (
    LANGS,
    Text,
    catalog_texts,
    cli_texts,
    english_rank_letters,
    english_runs,
    handout_texts,
    load_termbase,
    notebook_texts,
    outputs,
    plain_fallbacks,
    reprs,
    term_findings,
)

SOURCES = {"lessons": notebook_texts, "handouts": handout_texts, "cli": cli_texts}


def _report(found, what):
    return f"{len(found)} {what}:\n" + "\n".join(found)


@pytest.mark.parametrize("where", sorted(SOURCES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_what_a_class_sees(lang, where):
    found = english_runs(lang, SOURCES[where](lang))
    assert not found, _report(found, "English runs")


@pytest.mark.parametrize("lang", LANGS)
def test_no_forbidden_term_in_what_a_class_sees(lang):
    """The termbase's (test_termbase.py) forbidden variants, in the outputs read here."""
    found = term_findings(load_termbase(lang), outputs(lang))
    assert not found, _report(found, "forbidden terms")


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_in_the_text_fallbacks(lang):
    found = english_runs(lang, plain_fallbacks(lang))
    assert not found, _report(found, "English runs")


@pytest.mark.parametrize("where", sorted(SOURCES))
@pytest.mark.parametrize("lang", ["sv", "nb"])
def test_no_english_rank_letters(lang, where):
    found = english_rank_letters(SOURCES[where](lang))
    assert not found, _report(found, "English rank letters")


@pytest.mark.parametrize("lang", ["sv", "nb"])
def test_no_english_rank_letters_in_the_catalogs(lang):
    found = english_rank_letters(catalog_texts(lang))
    assert not found, _report(found, "English rank letters")


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_every_text_fallback_is_words_not_a_repr(lang):
    found = reprs(plain_fallbacks(lang))
    assert not found, _report(found, "reprs as text/plain")


def test_an_english_sentence_is_found_and_names_are_not():
    bad = Text(
        "notebook:sv/x.ipynb:cell 1", "Pass, stick 1\nSuit led: spades\nEvery row checks out."
    )
    found = english_runs("sv", [bad])
    assert len(found) == 1 and found[0].startswith("notebook:sv/x.ipynb:cell 1: 'Every row")
    good = Text("notebook:sv/x.ipynb:cell 1", "Kari spelar ut spader ess. Grand: Ola och Siri.")
    assert english_runs("sv", [good]) == []


def test_an_english_rank_letter_is_found_and_the_swedish_ones_are_not():
    found = english_rank_letters([Text("s", "A: ♥Q ♠J ♦K ♣A"), Text("t", "A: ♥D ♠Kn ♦K ♣E ♠10")])
    assert found == ["s: ♠J ♣A ♥Q"]


def test_a_repr_is_found_and_a_sentence_is_not():
    found = reprs([Text("a", "TrickState(rules=TrickRules(deal='pass'))"), Text("b", "True"),
                   Text("c", "Det är Olas tur (drag 3)."), Text("d", "Spelare | Kort\n3 | 17")])  # fmt: skip
    assert [f.split(":")[0] for f in found] == ["a", "b"]


@pytest.mark.parametrize("lang", [*LANGS, "en"])
def test_the_list_of_examples_is_in_the_language_asked(lang, capsys):
    from sjuan_notebooks.cli import main
    from sjuan_notebooks.i18n import t

    assert main(["examples", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    damer = next(line for line in lines if line.startswith("femkamp-damer "))
    assert damer.endswith(t("example.femkamp-damer", lang))
