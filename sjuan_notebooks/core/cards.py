"""One card model for the 52-card French pack and the 32-card Sedma pack.

A :class:`Card` is a small frozen value (suit letter, rank number with the ace as 1). Each game
decides what order its ranks run in; the card itself only knows its identity, its code and its
names. All 52 cards exist once (``CARDS``) and every parse returns one of them, so engines can
index by ``card.index`` (suit-major: S, H, D, C; ranks A..K) and use bitmasks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from ..i18n import t
from .errors import BadCardError
from .safe_read import shown

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = frozenset({"H", "D"})
RANK_CODES: dict[int, str] = {
    1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7",
    8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K",
}  # fmt: skip
_CODE_RANKS = {code: rank for rank, code in RANK_CODES.items()}
_SYMBOL_SUITS = {
    "♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C",
}  # fmt: skip
_RANK_RE = r"(10|[2-9]|[AJQK])"
_SUIT_RE = r"([SHDC♠♤♥♡♦♢♣♧])"
_CODE_FORMS = (
    re.compile(rf"^{_SUIT_RE}{_RANK_RE}$"),  # H7, ♥7
    re.compile(rf"^{_RANK_RE}{_SUIT_RE}$"),  # 7♥, 7H
)

Pack = Literal["french", "sedma"]

# Slovak grammatical gender of each rank noun, for "srdcová sedmička", "pikové eso".
_SK_GENDER = {1: "é", 11: "ý", 13: "ý"}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A playing card. ``Card('H', 7)`` is the seven of hearts; ``str()`` gives ``'H7'``."""

    suit: str
    rank: int

    def __post_init__(self) -> None:
        if self.suit not in SUITS or self.rank not in RANK_CODES:
            raise BadCardError(code=f"{self.suit}{self.rank}")

    @property
    def code(self) -> str:
        return self.suit + RANK_CODES[self.rank]

    @property
    def index(self) -> int:
        """Position 0..51 in the canonical order (suits S, H, D, C; ranks A..K)."""
        return SUITS.index(self.suit) * 13 + self.rank - 1

    @property
    def bit(self) -> int:
        return 1 << self.index

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.suit] + RANK_CODES[self.rank]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.suit!r}, {self.rank})"

    @classmethod
    def parse(cls, text: str) -> Card:
        return parse_card(text)

    def name(self, lang: str = "en", pack: Pack = "french") -> str:
        """The card's name in ``lang``: "hjärter sju", "kløver dame", "kráľ červeň"."""
        if pack == "sedma":
            return t(
                "card.g.name",
                lang,
                suit=t(f"card.g.suit.{self.suit}", lang),
                rank=t(f"card.g.rank.{self.rank}", lang),
            )
        suit_adj = t(f"card.suit_adj.{self.suit}", lang)
        if lang == "sk":
            suit_adj += _SK_GENDER.get(self.rank, "á")
        return t(
            "card.name",
            lang,
            suit=t(f"card.suit.{self.suit}", lang),
            suit_adj=suit_adj,
            rank=t(f"card.rank.{self.rank}", lang),
        )


CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in range(1, 14))
FULL_MASK = (1 << 52) - 1
SEDMA_RANKS: tuple[int, ...] = (7, 8, 9, 10, 11, 12, 13, 1)
SEDMA_PACK: tuple[Card, ...] = tuple(Card(s, r) for s in ("H", "S", "C", "D") for r in SEDMA_RANKS)
_BY_CODE = {c.code: c for c in CARDS}


def parse_card(text: str | Card) -> Card:
    """Parse ``H7``, ``S10``, ``dq``, ``♥7``, ``7♥`` or ``10♠`` into a :class:`Card`.

    Raises :class:`BadCardError` quoting the input and saying what a code looks like.
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise BadCardError(code=shown(text))
    cleaned = text.strip().replace("\ufe0f", "").upper()
    for number, pattern in enumerate(_CODE_FORMS):
        m = pattern.match(cleaned)
        if m:
            suit, rank = m.groups() if number == 0 else reversed(m.groups())
            return _BY_CODE[_SYMBOL_SUITS.get(suit, suit) + rank]
    raise BadCardError(code=shown(text))


def parse_cards(texts: Iterable[str]) -> list[Card]:
    return [parse_card(x) for x in texts]


def card_from_index(index: int) -> Card:
    return CARDS[index]


def cards_of_mask(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, in canonical order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: c.index)


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def full_deck() -> list[Card]:
    return list(CARDS)
