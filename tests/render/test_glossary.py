"""The glossary per game: every word in every language, with its picture and the short names
the Sedma buttons show."""

from __future__ import annotations

import html
import re

import pytest

from sjuan_notebooks.core.cards import Card
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.render.glossary import TERMS, Glossary, glossary_html, meaning


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(TERMS))
def test_every_word_has_its_meaning_and_its_cards(game: str, lang: str) -> None:
    page = glossary_html(game, lang)
    rows = re.findall(r'<tr><th scope="row".*?</tr>', page)
    assert len(rows) == len(TERMS[game])
    for term, row in zip(TERMS[game], rows, strict=True):
        assert html.escape(t(f"glossary.{game}.{term.key}", lang)) in row
        said = meaning(game, term.key, lang)
        assert said != f"glossary.{game}.{term.key}.what" and html.escape(said) in row
        assert "{" not in said, said  # every rule fact filled in
        drawn = re.findall(r'data-card="(\w+)"', row)
        assert drawn == [code for code in term.cards if code != "back"], term.key


@pytest.mark.parametrize("lang", LANGS)
def test_the_sedma_words_explain_every_short_name_on_the_buttons(lang: str) -> None:
    page = glossary_html("sedma", lang)
    for code in ("H7", "S7", "C7", "D7", "HJ", "HQ", "HK", "HA"):
        card = Card.parse(code)
        name = html.escape(str(card.name(lang, pack="sedma")))
        assert f"<b>{html.escape(card.short(lang, 'sedma'))}</b><br>{name}" in page


def test_the_words_differ_by_language_and_the_box_is_the_html() -> None:
    assert "renons" in glossary_html("femkamp", "nb") and "zdvih" in glossary_html("femkamp", "sk")
    assert Glossary("sedma", lang="sv")._repr_html_() == glossary_html("sedma", "sv")


def test_a_game_without_a_glossary_is_refused() -> None:
    with pytest.raises(ValueError, match="sjuan, femkamp, sedma"):
        glossary_html("poker")
