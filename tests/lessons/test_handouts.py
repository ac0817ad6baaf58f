"""The committed handouts (docs/handouts/): built from their current sources, one page per rule
card and score sheet, and saying what they should. No browser: the sources are hashed against
the manifest `make handouts` writes, and the PDFs are read with pypdf."""

from __future__ import annotations

import importlib.util
import json
import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest
from digest_data import DIGEST_ORDERS
from pypdf import PdfReader

from sjuan_notebooks.i18n import LANGS, t

ROOT = Path(__file__).parents[2]
OUT = ROOT / "docs" / "handouts"


@cache
def handouts():
    spec = importlib.util.spec_from_file_location("handouts", ROOT / "docs" / "handouts.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def sources() -> dict[str, str]:
    return dict(handouts().sources())


@cache
def text_of(name: str) -> tuple[int, str]:
    reader = PdfReader(OUT / f"{name}.pdf")
    text = " ".join(page.extract_text() or "" for page in reader.pages)
    # NFKC undoes the ligatures (fl, fi) the PDF's fonts use
    return len(reader.pages), " ".join(unicodedata.normalize("NFKC", text).split())


def _words(sentence: str) -> str:
    return " ".join(sentence.split())


def test_the_pdfs_are_those_of_their_sources() -> None:
    manifest = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    digest = handouts().digest
    stale = [name for name, page in sources().items() if manifest.get(name) != digest(page)]
    assert not stale, f"handouts out of date, run `make handouts`: {stale}"
    assert set(manifest) == set(sources())
    missing = [name for name in manifest if not (OUT / f"{name}.pdf").exists()]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["sjuan", "sjuern", "femkamp", "sedma"])
def test_a_rule_card_is_one_page_with_the_rules_and_the_start(game: str, lang: str) -> None:
    pages, text = text_of(f"rules-{game}-{lang}")
    assert pages == 1
    for key in (f"handout.{game}.title", "handout.rules", "handout.start"):
        assert _words(t(key, lang)) in text, key
    # the start sentence and a rule, by their first words (PDF text keeps words, not layout)
    for key in (f"handout.{game}.start", f"handout.{game}.rule.1"):
        head = " ".join(t(key, lang).split()[:5])
        assert head in text, (key, head)


def test_the_rule_cards_draw_their_position() -> None:
    _, sjuan = text_of("rules-sjuan-en")
    assert "Sjuan, after 7 moves" in sjuan and "D (12 cards)" in sjuan
    _, sedma = text_of("rules-sedma-sk")
    assert "Zdvih vzal P3 (20 bodov)" in sedma


@pytest.mark.parametrize("lang", LANGS)
def test_blank_sheets_list_every_deal_and_its_sum(lang: str) -> None:
    for game, order in DIGEST_ORDERS.items():
        pages, text = text_of(f"sheet-{game}-{lang}")
        assert pages == 1
        assert t("handout.sheet.title", lang, game=game.capitalize()) in text
        for deal in order:
            assert t(f"tricks.deal.{deal}", lang) in text
        assert ("32" in text) == ("finale" in order)
        assert "17 / 13 / 10" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_examples(lang: str) -> None:
    pages, text = text_of(f"examples-{lang}")
    assert pages == handouts().EXAMPLE_PAGES
    assert t("handout.examples.title", lang) in text
    for player, points in (("P1", 0), ("P4", 10), ("P3", 20)):
        sentence = t("quiz.trick.answer", lang, player=player, n=points)
        assert _words(sentence) in text, sentence
    # the text's score sheet and its totals 7, 16, 7, 9
    assert re.search(r"7\s*16\s*7\s*9", text), text[-300:]


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_names_every_word_of_every_game(lang: str) -> None:
    from sjuan_notebooks.render.glossary import TERMS

    _, text = text_of(f"glossary-{lang}")
    assert _words(t("handout.glossary.title", lang)) in text
    for game, terms in TERMS.items():
        assert _words(t(f"glossary.title.{game}", lang)) in text, game
        for term in terms:
            word = t(f"glossary.{game}.{term.key}", lang)
            assert _words(word) in text, (game, word)
            # the meaning, by its first words (PDF text keeps words, not layout)
            head = " ".join(t(f"glossary.{game}.{term.key}.what", lang).split()[:4])
            assert head in text, (game, head)
