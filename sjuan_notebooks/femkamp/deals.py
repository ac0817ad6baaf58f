"""Every deal of Femkamp and Sjukamp is one :class:`DealSpec`, and every compendium one order.

A deal says once what the rest of the package reads: its name and the words in the catalogs
(``tricks.deal.<name>``), what scores (each trick, each card of a set, named cards, the last
trick) and so the points in play and their sign, whether players avoid or take points, the
trump, the cards taken out for 3 or 5 players, and what a score sheet checks in its column.
The engine (:mod:`.tricks`), the tip players, the score sheet, the rule chooser, handouts,
quizzes and the docs' tables all read these specs; a deal a family adds is one
:func:`register_deal` call (the README's "Adding a deal") plus its words in the catalogs.

A :class:`Compendium` is an order of registered deals: Femkamp and Sjukamp as the text gives
them, and a family's own (a 10-kamp) as the match option ``order``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from math import gcd
from typing import Any, Literal, NamedTuple

from ..core.cards import RANK_CODES, SUITS, parse_card
from ..core.errors import RecordError, UnknownOptionError
from ..core.safe_read import shown
from ..i18n import join_list, t
from ..i18n.numbers import fmt_int

PLAYER_COUNTS: tuple[int, ...] = (3, 4, 5)
HAND_SIZE: dict[int, int] = {3: 17, 4: 13, 5: 10}

#: In :attr:`DealSpec.removed`, the red two that the option ``removed_two`` names.
REMOVED_TWO = "removed_two"
#: The text's equal hands: one red two out with 3 players (the option), both with 5.
RED_TWOS: Mapping[int, tuple[str, ...]] = {3: (REMOVED_TWO,), 5: ("D2", "H2")}


def suit_cards(suit: str) -> tuple[str, ...]:
    """The 13 codes of ``suit`` ("C": every club)."""
    return tuple(f"{suit}{code}" for code in RANK_CODES.values())


def rank_cards(rank: str) -> tuple[str, ...]:
    """The four codes of ``rank`` ("Q": every queen)."""
    return tuple(f"{suit}{rank}" for suit in SUITS)


def _mask(codes: Sequence[str]) -> int:
    out = 0
    for code in codes:
        out |= parse_card(code).bit
    return out


@dataclass(frozen=True)
class Points:
    """One way a deal scores, ``value`` points each (negative in a deal you want tricks in).

    per: "trick" (each trick taken), "card" (each of ``cards`` in your tricks: a set such as
        every club, or named cards such as the clubs queen), "last" (taking the last trick).
    all_zero: the option (a flag of the rules) under which taking every card of ``cards`` in
        play scores 0 (Kløver's ``klover_all_zero``); empty for none.
    """

    per: Literal["trick", "card", "last"]
    value: int
    cards: tuple[str, ...] = ()
    all_zero: str = ""

    @cached_property
    def mask(self) -> int:
        return _mask(self.cards)

    def most(self, n_players: int, removed: int) -> int:
        """How many of it one player can take: every trick, every card in play, one last trick."""
        if self.per == "trick":
            return HAND_SIZE[n_players]
        if self.per == "last":
            return 1
        return (self.mask & ~removed).bit_count()


class Column(NamedTuple):
    """A score-sheet column as a deal's check reads it: the players in seat order, their points,
    and the sheet's checks (``klover_all_zero``, ``kabal_zero``)."""

    players: tuple[str, ...]
    values: tuple[int, ...]
    checks: Mapping[str, bool]


#: A problem of a column: the translation key and its parameters.
Found = tuple[str, dict[str, Any]]
ColumnCheck = Callable[["DealSpec", Column], list[Found]]


@dataclass(frozen=True)
class DealSpec:
    """One deal, declared once.

    name: the code records and score sheets use ("klover"); its words are the catalog entry
        ``tricks.deal.<name>`` in every language.
    title: the deal's name in the rule text ("Kløver"), for records' titles.
    points: what scores (:class:`Points`); empty for a deal played by the Sevens engine.
    source: the rule text's words the deal rests on, or "house rule".
    aliases: other headings a pasted score sheet may give its column ("clubs").
    trump: the trump suit, if any ("S" in Trumf); the option ``trump_chooser`` may let the
        dealer name it instead.
    removed: the cards out of the pack per player count (:data:`REMOVED_TWO` stands for the
        option's red two); counts not named deal all 52.
    sevens: played by the Sevens engine (Kabal: H7 starts; 1 per pass, 1 per card left).
    house: a family's house deal, not one of the text's (marked so wherever it is offered).
    column: what a score sheet checks in the deal's column; if None, what ``points`` imply
        (:func:`scored_column`: each player's range and step, the column's total).
    """

    name: str
    title: str
    points: tuple[Points, ...]
    source: str
    aliases: tuple[str, ...] = ()
    trump: str | None = None
    removed: Mapping[int, tuple[str, ...]] = field(default_factory=lambda: RED_TWOS)
    sevens: bool = False
    house: bool = False
    column: ColumnCheck | None = None

    @property
    def key(self) -> str:
        """The catalog key of the deal's name."""
        return f"tricks.deal.{self.name}"

    def label(self, lang: str = "en") -> str:
        """The deal's name in ``lang``, marked as a house deal if it is one."""
        name = t(self.key, lang)
        return t("tricks.deal.house", lang, deal=name) if self.house else name

    def removed_mask(self, n_players: int, removed_two: str = "D2") -> int:
        codes = self.removed.get(n_players, ())
        return _mask([removed_two if c == REMOVED_TWO else c for c in codes])

    def score(self, rules: Any, taken: int, won: int, last: bool, removed: int) -> int:
        """One player's points from the cards and tricks they took (``last``: they took the
        last trick); ``rules`` carries the options a term's ``all_zero`` names."""
        total = 0
        for term in self.points:
            if term.per == "trick":
                total += term.value * won
            elif term.per == "last":
                total += term.value if last else 0
            else:
                got = taken & term.mask
                whole = got and got == term.mask & ~removed
                if not (whole and term.all_zero and getattr(rules, term.all_zero)):
                    total += term.value * got.bit_count()
        return total

    def total(self, n_players: int, all_zero_hit: bool = False) -> int:
        """What the deal's points add up to with ``n_players`` (0 for an all-zero set when one
        player took all of it). A Sevens deal has no fixed total (ValueError)."""
        if self.sevens:
            raise ValueError(f"{self.name} has no fixed total")
        removed = self.removed_mask(n_players)
        return sum(
            0 if term.all_zero and all_zero_hit else term.value * term.most(n_players, removed)
            for term in self.points
        )

    def span(self, n_players: int) -> tuple[int, int]:
        """The lowest and highest points one player can get."""
        removed = self.removed_mask(n_players)
        values = [term.value * term.most(n_players, removed) for term in self.points]
        return sum(min(0, v) for v in values), sum(max(0, v) for v in values)

    @property
    def step(self) -> int:
        """Every player's points are a multiple of this (4 in Damer)."""
        out = 0
        for term in self.points:
            out = gcd(out, term.value)
        return out or 1

    @property
    def avoid(self) -> bool:
        """Players avoid taking points (the tip players shed high cards); False when they want
        tricks (Grand, Trumf: the points are negative)."""
        return self.sevens or self.total(4) > 0

    def check_column(self, column: Column) -> list[Found]:
        return (self.column or scored_column)(self, column)


def scored_column(spec: DealSpec, column: Column) -> list[Found]:
    """What a deal's points imply for its column: each player within the deal's range and on
    its step, and the column adding up to the points in play."""
    n = len(column.players)
    lo, hi = spec.span(n)
    out: list[Found] = []
    for p, v in zip(column.players, column.values):
        if not lo <= v <= hi:
            out.append(("tricks.sheet.range", {"player": p, "value": v, "lo": lo, "hi": hi}))
    if spec.step > 1:
        for p, v in zip(column.players, column.values):
            if v % spec.step:
                out.append(("tricks.sheet.step", {"player": p, "value": v, "step": spec.step}))
    got, want = sum(column.values), spec.total(n)
    if got != want:
        out.append(("tricks.sheet.sum", {"got": got, "want": want}))
    return out


def can_split(spec: DealSpec, values: Sequence[int], n_players: int) -> bool:
    """Can the cards that score be shared out so that every player gets exactly their points?
    (Finale: clubs queen 8, three queens 4, twelve clubs 1.) Only card terms are counted."""
    removed = spec.removed_mask(n_players)
    terms = [(term.value, term.most(n_players, removed)) for term in spec.points]
    states: set[tuple[int, ...]] = {tuple(k for _, k in terms)}
    for v in values:
        nxt: set[tuple[int, ...]] = set()
        for left in states:
            _share(terms, left, 0, v, (), nxt)
        states = nxt
    return any(not any(left) for left in states)


def _share(terms: list[tuple[int, int]], left: tuple[int, ...], i: int, need: int,
           taken: tuple[int, ...], out: set[tuple[int, ...]]) -> None:  # fmt: skip
    if i == len(terms):
        if need == 0:
            out.add(tuple(k - x for k, x in zip(left, taken)))
        return
    value = terms[i][0]
    for x in range(left[i] + 1):
        if value * x > need:
            break
        _share(terms, left, i + 1, need - value * x, (*taken, x), out)


def _klover_column(spec: DealSpec, column: Column) -> list[Found]:
    """0..13 each; 13 in all, or every cell 0 when one player took all 13 under the house
    rule (then nobody can show 13)."""
    out = [f for f in scored_column(spec, column) if f[0] == "tricks.sheet.range"]
    all_zero = column.checks.get("klover_all_zero", True)
    if all_zero:
        out += [("tricks.sheet.klover_thirteen", {"player": p})
                for p, v in zip(column.players, column.values) if v == 13]  # fmt: skip
    total = sum(column.values)
    if total == 0 and not all_zero:
        out.append(("tricks.sheet.klover_zero_off", {}))
    elif total not in (13, 0):
        out.append(("tricks.sheet.sum_klover", {"got": total}))
    return out


def _finale_column(spec: DealSpec, column: Column) -> list[Found]:
    out = scored_column(spec, column)
    if out or can_split(spec, column.values, len(column.players)):
        return out
    return [("tricks.sheet.finale_split", {})]


def _kabal_column(spec: DealSpec, column: Column) -> list[Found]:
    """None negative; with the sheet's ``kabal_zero`` check, someone has 0 (see
    :mod:`.scoresheet` for why that is off by default)."""
    out: list[Found] = [("tricks.sheet.negative", {"player": p, "value": v})
                        for p, v in zip(column.players, column.values) if v < 0]  # fmt: skip
    if column.checks.get("kabal_zero", False) and 0 not in column.values:
        out.append(("tricks.sheet.kabal_zero", {}))
    return out


# ---------------------------------------------------------------------------------------------
# The registry of deals and compendiums


@dataclass(frozen=True)
class Compendium:
    """An order of deals played as one match (the lowest total wins; a tie is settled by extra
    Grands). ``swap_4_5``: the text lets deals 4 and 5 change places (Femkamp)."""

    name: str
    title: str
    order: tuple[str, ...]
    source: str
    swap_4_5: bool = False
    house: bool = False

    @property
    def key(self) -> str:
        return f"tricks.compendium.{self.name}"

    def label(self, lang: str = "en") -> str:
        name = t(self.key, lang)
        return t("tricks.deal.house", lang, deal=name) if self.house else name


_DEALS: dict[str, DealSpec] = {}
_COMPENDIUMS: dict[str, Compendium] = {}
_LISTENERS: list[Callable[[], None]] = []


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever a deal or a compendium comes or goes (the games rebuild
    their rule chooser's choices from the registry)."""
    _LISTENERS.append(listener)


def _changed() -> None:
    for listener in _LISTENERS:
        listener()


def register_deal(spec: DealSpec) -> DealSpec:
    """Add (or replace) a deal; returns it, so a module can keep it."""
    _DEALS[spec.name] = spec
    _changed()
    return spec


def unregister_deal(name: str) -> None:
    """Remove a deal (tests register deals of their own and take them away again)."""
    if _DEALS.pop(name, None) is not None:
        _changed()


def register_compendium(spec: Compendium) -> Compendium:
    for deal in spec.order:
        get_deal(deal)
    _COMPENDIUMS[spec.name] = spec
    _changed()
    return spec


def unregister_compendium(name: str) -> None:
    if _COMPENDIUMS.pop(name, None) is not None:
        _changed()


def deals() -> tuple[DealSpec, ...]:
    """Every registered deal, in registration order."""
    return tuple(_DEALS.values())


def deal_names() -> tuple[str, ...]:
    return tuple(_DEALS)


def trick_deals() -> tuple[str, ...]:
    """The deals the trick engine plays (all but the Sevens deals)."""
    return tuple(name for name, spec in _DEALS.items() if not spec.sevens)


def get_deal(name: object) -> DealSpec:
    """The spec of deal ``name``; anything else is refused in a sentence naming the deals."""
    if not isinstance(name, str) or name not in _DEALS:
        raise UnknownOptionError.bad_value("deal", shown(name), ", ".join(_DEALS))
    return _DEALS[name]


def is_deal(name: object) -> bool:
    return isinstance(name, str) and name in _DEALS


def compendiums() -> tuple[Compendium, ...]:
    return tuple(_COMPENDIUMS.values())


def compendium(name: str) -> Compendium:
    if name not in _COMPENDIUMS:
        raise RecordError("error.unknown_game", game=shown(name), known=", ".join(_COMPENDIUMS))
    return _COMPENDIUMS[name]


def swapped(order: Sequence[str]) -> tuple[str, ...]:
    """``order`` with deals 4 and 5 changed places."""
    out = list(order)
    if len(out) >= 5:
        out[3], out[4] = out[4], out[3]
    return tuple(out)


def orders_of(game: str) -> tuple[tuple[str, ...], ...]:
    """The orders a game's match may follow: its own, and swapped if the text allows."""
    spec = compendium(game)
    return (spec.order, swapped(spec.order)) if spec.swap_4_5 else (spec.order,)


def single_deals(game: str) -> tuple[str, ...]:
    """The deals one may play on their own in ``game``: the game's own deals and every house
    deal, in registration order."""
    own = set(compendium(game).order)
    return tuple(name for name, spec in _DEALS.items() if name in own or spec.house)


def check_order(value: Any) -> tuple[str, ...]:
    """A family's own order of deals (the match option ``order``): a list of registered deal
    names, or empty for the game's own order. ValueError otherwise (the option's sentence)."""
    if isinstance(value, str):
        value = [v for v in value.split(",") if v]
    if not isinstance(value, (list, tuple)) or len(value) > 40:
        raise ValueError(value)
    if not all(is_deal(v) for v in value):
        raise ValueError(value)
    return tuple(value)


def order_label(value: Any, lang: str = "en") -> str | None:
    """An order as the chooser names it: a registered compendium's name, or the deals' names
    (the game's own order when empty)."""
    order = tuple(value.split(",")) if isinstance(value, str) and value else tuple(value or ())
    if not order:
        return t("tricks.compendium.own", lang)
    for spec in _COMPENDIUMS.values():
        if spec.order == order:
            return spec.label(lang)
    if all(is_deal(d) for d in order):
        return ", ".join(t(_DEALS[d].key, lang) for d in order)
    return None


def deal_label(value: Any, lang: str = "en") -> str | None:
    """A deal as the chooser names it (a house deal marked so)."""
    return _DEALS[value].label(lang) if is_deal(value) else None


def alias_map() -> dict[str, str]:
    """Every heading a score sheet's column may carry -> the deal it names."""
    out: dict[str, str] = {}
    for spec in _DEALS.values():
        for word in (spec.name, spec.title, *spec.aliases):
            out[_heading(word)] = spec.name
    return out


def _heading(text: str) -> str:
    return "".join(ch for ch in text.strip().lower() if ch not in " \t-_")


# ---------------------------------------------------------------------------------------------
# The deals of the texts (002_*.txt), and one house deal

_CLUBS = suit_cards("C")
_QUEENS = rank_cards("Q")

register_deal(
    DealSpec("pass", "Pass", (Points("trick", 1),), "002: «Hvert stikk du tar, gir nemlig 1 poeng»")
)
register_deal(
    DealSpec(
        "klover",
        "Kløver",
        (Points("card", 1, _CLUBS, all_zero="klover_all_zero"),),
        "002: «Hver kløver teller 1 poeng»",
        aliases=("kloever", "klöver", "clubs"),
        column=_klover_column,
    )
)
register_deal(
    DealSpec(
        "damer",
        "Damer",
        (Points("card", 4, _QUEENS),),
        "002: «Hver dame du har i stikkene dine, gir 4 poeng»",
        aliases=("dame", "queens"),
    )
)
register_deal(
    DealSpec(
        "kabal",
        "Kabal",
        (),
        "002: «Hver pass gir 1 poeng»; «1 poeng for hvert kort de fortsatt har»",
        aliases=("fantan",),
        removed={},
        sevens=True,
        column=_kabal_column,
    )
)
register_deal(
    DealSpec("grand", "Grand", (Points("trick", -1),), "002: «I Grand gir hvert stikk −1 poeng»")
)
register_deal(
    DealSpec(
        "trumf",
        "Trumf",
        (Points("trick", -1),),
        "002: «Sjette omgang er trumf, også med −1 poeng per stikk. Spar er trumf»",
        aliases=("trumps",),
        trump="S",
    )
)
register_deal(
    DealSpec(
        "finale",
        "Finale",
        (
            Points("card", 8, ("CQ",)),
            Points("card", 4, tuple(q for q in _QUEENS if q != "CQ")),
            Points("card", 1, tuple(c for c in _CLUBS if c != "CQ")),
        ),
        "002: «Kløver dame gir 8 poeng, de andre damene gir 4 poeng hver»",
        aliases=("final",),
        column=_finale_column,
    )
)
# A house deal, not the text's: 1 point per heart (13 in play). So every heart stays in the
# pack, 3 players leave out the diamond two and 5 players the diamond and spade twos.
register_deal(
    DealSpec(
        "hjerter",
        "Hjerter",
        (Points("card", 1, suit_cards("H")),),
        "house rule (002: «Noen spiller også 10-kamp eller 11-kamp»)",
        aliases=("hjärter", "hearts", "srdcia"),
        removed={3: ("D2",), 5: ("D2", "S2")},
        house=True,
    )
)

register_compendium(
    Compendium(
        "femkamp",
        "Femkamp",
        ("pass", "klover", "damer", "kabal", "grand"),
        "002: «noen bytter om på omgang 4 og 5»",
        swap_4_5=True,
    )
)
register_compendium(
    Compendium(
        "sjukamp",
        "Sjukamp",
        ("pass", "klover", "kabal", "damer", "grand", "trumf", "finale"),
        "002: «Først kommer pass ... Til slutt kommer finalen»",
    )
)
register_compendium(
    Compendium(
        "tikamp",
        "10-kamp",
        (
            "pass",
            "klover",
            "hjerter",
            "damer",
            "kabal",
            "grand",
            "trumf",
            "finale",
            "pass",
            "grand",
        ),
        "house rule (002: «Noen spiller også 10-kamp eller 11-kamp»)",
        house=True,
    )
)


__all__ = [
    "HAND_SIZE",
    "PLAYER_COUNTS",
    "REMOVED_TWO",
    "Column",
    "Compendium",
    "DealSpec",
    "Points",
    "can_split",
    "check_order",
    "compendium",
    "compendiums",
    "deal_label",
    "deal_names",
    "deals",
    "get_deal",
    "order_label",
    "orders_of",
    "rank_cards",
    "register_compendium",
    "register_deal",
    "scored_column",
    "single_deals",
    "suit_cards",
    "trick_deals",
    "unregister_compendium",
    "unregister_deal",
]


def deal_facts(lang: str) -> dict[str, str]:
    """The glossary's facts of a deal (how many deals each compendium has, which ones Sjukamp
    adds, what a queen costs in Damer), read from the specs."""
    femkamp, sjukamp = compendium("femkamp").order, compendium("sjukamp").order
    added = [d for d in sjukamp if d not in femkamp]
    return {
        "n_femkamp": fmt_int(len(femkamp), lang),
        "femkamp": ", ".join(get_deal(d).label(lang) for d in femkamp),
        "added": join_list([get_deal(d).label(lang) for d in added], lang),
        "n_sjukamp": fmt_int(len(sjukamp), lang),
        "queen": fmt_int(get_deal("damer").points[0].value, lang),
    }


def sheet_facts(lang: str) -> dict[str, str]:
    """What a score sheet's row of each Femkamp deal with a fixed total adds up to with four
    players, by deal name (the glossary's sheet entry)."""
    return {
        d: fmt_int(get_deal(d).total(4), lang)
        for d in compendium("femkamp").order
        if not get_deal(d).sevens
    }
