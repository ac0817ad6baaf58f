"""A glossary per game: the words the lessons and the rule cards use, each with a picture made
of the package's own cards, in the page's language.

A word learned beside a picture of it is remembered better than a definition alone, and a
Sedma learner meets an unfamiliar pack: so the Sedma glossary draws every suit and every rank
and writes under each card the short name the lesson's buttons show ("AcO" in English is the
ober of acorns). The same HTML is a box in lessons 3 and 4 and the printed handout
(``docs/handouts.py``).
"""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping

from ..core.cards import Card, Pack
from ..core.errors import check_lang
from ..core.registry import Term, games, get_game
from ..i18n import t
from .html import card_svg

#: the outline of the card a picture points at (the one that takes the trick)
MARK = "#0072B2"


class _Terms(Mapping[str, tuple[Term, ...]]):
    """game -> its words, in the order a lesson meets them: read from each game's spec
    (``GameSpec.glossary``), so a new game's glossary is declared in its own package."""

    def _all(self) -> dict[str, tuple[Term, ...]]:
        return {g: get_game(g).glossary for g in games() if get_game(g).glossary}

    def __getitem__(self, game: str) -> tuple[Term, ...]:
        return self._all()[game]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


#: game -> its words (from the registry)
TERMS: Mapping[str, tuple[Term, ...]] = _Terms()


def _picture(term: Term, pack: Pack, lang: str) -> str:
    cells = []
    for i, code in enumerate(term.cards):
        if code == "back":
            cells.append(card_svg(None, lang=lang, scale=0.8))
            continue
        card = Card.parse(code)
        svg = card_svg(
            card, pack=pack, lang=lang, scale=0.8, highlight=MARK if i == term.mark else None
        )
        if term.named:
            name = html.escape(str(card.name(lang, pack=pack)))
            short = html.escape(card.short(lang, pack))
            svg = (
                f'<figure style="display:inline-block;margin:0 4px 0 0;text-align:center;'
                f'font-size:small;width:64px">{svg}<figcaption><b>{short}</b><br>{name}'
                f"</figcaption></figure>"
            )
        cells.append(svg)
    return " ".join(cells)


def meaning(game: str, key: str, lang: str = "en") -> str:
    """What a word means (``glossary.<game>.<key>.what``), its rule facts (``Term.facts``,
    declared by the game) filled in."""
    term = next(term for term in TERMS[game] if term.key == key)
    return t(f"glossary.{game}.{key}.what", lang, **(term.facts(lang) if term.facts else {}))


def glossary_html(game: str, lang: str = "en") -> str:
    """The glossary of ``game`` (a game whose spec declares one: Sjuan, Femkamp, Sedma) as a
    table: word, picture, meaning."""
    lang = check_lang(lang)
    if game not in TERMS:
        raise ValueError(f"no glossary for {game!r}; there is one for {', '.join(TERMS)}")
    pack = get_game(game).pack
    rows = "".join(
        "<tr>"
        f'<th scope="row" style="text-align:left;vertical-align:top;padding:4px 8px">'
        f"{html.escape(t(f'glossary.{game}.{term.key}', lang))}</th>"
        f'<td style="vertical-align:top;padding:4px 8px;min-width:200px;max-width:300px;'
        f'{"" if term.named else "white-space:nowrap"}">{_picture(term, pack, lang)}</td>'
        f'<td style="vertical-align:top;padding:4px 8px">'
        f"{html.escape(meaning(game, term.key, lang))}</td>"
        "</tr>"
        for term in TERMS[game]
    )
    head = "".join(
        f'<th scope="col" style="text-align:left;padding:4px 8px">{html.escape(t(key, lang))}</th>'
        for key in ("glossary.word", "glossary.picture", "glossary.meaning")
    )
    title = html.escape(t(f"glossary.title.{game}", lang))
    return (
        f'<div class="sjuan-glossary" lang="{lang}"><table style="border-collapse:collapse">'
        f'<caption style="text-align:left;font-weight:bold">{title}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
    )


class Glossary:
    """The glossary box of a lesson: ``Glossary("sedma", lang=LANG)`` in a cell."""

    def __init__(self, game: str, *, lang: str = "en") -> None:
        self.html = glossary_html(game, lang)

    def _repr_html_(self) -> str:
        return self.html


__all__ = ["TERMS", "Glossary", "Term", "glossary_html", "meaning"]
