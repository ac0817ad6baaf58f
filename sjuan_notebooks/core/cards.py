"""One card model for the 52-card French pack and the 32-card Sedma pack.

A :class:`Card` is a small frozen value (suit letter, rank number with the ace as 1). Each game
decides what order its ranks run in; the card itself only knows its identity, its code and its
names. All 52 cards exist once (``CARDS``) and every parse returns one of them, so engines can
index by ``card.index`` (suit-major: S, H, D, C; ranks A..K) and use bitmasks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..i18n import t
from ..i18n.forms import Case, Named, join_named
from ..i18n.slovak import card_name as slovak_card_name
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


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """A playing card. ``Card('H', 7)`` is the seven of hearts; ``str()`` gives ``'H7'``."""

    suit: str
    rank: int
    #: position 0..51 in the canonical order (suits S, H, D, C; ranks A..K), and its bit in a
    #: card mask; worked out once here because the engines read them on every move
    index: int = field(init=False, repr=False, compare=False)
    bit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.suit not in SUITS or self.rank not in RANK_CODES:
            raise BadCardError(code=f"{self.suit}{self.rank}")
        index = SUITS.index(self.suit) * 13 + self.rank - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    @property
    def code(self) -> str:
        return self.suit + RANK_CODES[self.rank]

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

    def name(self, lang: str = "en", pack: Pack = "french", case: Case | None = None) -> Named:
        """The card's name in ``lang``, as written mid-sentence: "hjärter sju", "kløver dame",
        "červený horník", "seven of hearts". The result carries its case forms (Slovak), so a
        template may ask for ``{card:acc}``; ``case`` picks one here."""
        g = "g." if pack == "sedma" else ""
        suit = t(f"card.{g}suit.{self.suit}", lang)
        rank = t(f"card.{g}rank.{self.rank}", lang)
        if lang == "sk":
            named = slovak_card_name(t(f"card.{g}suit_adj.{self.suit}", lang), rank)
        else:
            named = Named(t(f"card.{g}name", lang, suit=suit, rank=rank, suit_adj=""))
        return named if case is None else Named(named.case(case))

    def short(self, lang: str = "en", pack: Pack = "french") -> str:
        """The card in a few letters, as on a button or in a list of hands: the suit symbol
        and the rank in the French pack ("♥7", "♠Kn" in Swedish), the language's suit and rank
        letters in the German-suited Sedma pack ("Č7", "ZH" in Slovak)."""
        rank = rank_short(self.rank, lang, pack)
        if pack == "sedma":
            return t(f"card.g.suit_short.{self.suit}", lang) + rank
        return SUIT_SYMBOLS[self.suit] + rank

    def in_lang(self, lang: str) -> Named:
        """The name a message shows for this card (French pack) when rendered in ``lang``."""
        return self.name(lang)


def rank_short(rank: int, lang: str = "en", pack: Pack = "french") -> str:
    """A rank as a card's corner writes it in ``lang``: 2-10 as numbers; the ace and the court
    cards by the language's letters ("E", "Kn", "D", "K" in Swedish; Sedma "D", "H" in
    Slovak for dolník and horník)."""
    if rank not in (1, 11, 12, 13):
        return RANK_CODES[rank]
    key = f"ui.g.rank_short.{rank}" if pack == "sedma" else f"card.rank_short.{rank}"
    return t(key, lang)


def card_phrase(card: Card, lang: str, pack: Pack = "french") -> Named:
    """The card as a sentence names a move: its name, in English with its article ("the seven
    of hearts"); other languages need none ("hjärter sju", Slovak with its case forms)."""
    name = card.name(lang, pack)
    return Named("the " + name) if lang == "en" else name


def name_list(cards: Sequence[Card], lang: str, pack: Pack = "french") -> Named:
    """Cards named as one list in a sentence ("hjärter tio, hjärter fem och spader åtta"),
    in every case the names have; no cards reads as the language's "none"."""
    if not cards:
        return Named(t("common.none", lang))
    names = [c.name(lang, pack) for c in cards]
    return join_named(names, ", ", t("list.and", lang))


@dataclass(frozen=True)
class CardNames:
    """Cards to be named when a message is rendered, in the reader's language and the pack's
    own names: an error's parameter (``card=CardNames.of(c, "sedma")``) stays one object
    until :meth:`SjuanError.message` knows the language."""

    cards: tuple[Card, ...]
    pack: Pack = "french"

    @classmethod
    def of(cls, cards: Card | Iterable[Card], pack: Pack = "french") -> CardNames:
        return cls((cards,) if isinstance(cards, Card) else tuple(cards), pack)

    def in_lang(self, lang: str) -> Named:
        if len(self.cards) == 1:
            return self.cards[0].name(lang, self.pack)
        return name_list(self.cards, lang, self.pack)

    def __str__(self) -> str:
        return str(self.in_lang("en"))


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
