"""Matches of Femkamp and Sjukamp: the order of the deals, running totals, and the winner.

A :class:`Match` is an immutable list of scored deals. The lowest total after the regular
deals wins; a tie for the lowest total is settled by extra Grand deals (the text: "Mange avgjør
en slik likhet med en ekstra runde grand"). Our reading (a **choice**): every player plays the
extra Grand; of the tied players, the one with the lowest Grand score wins; those still tied
play another extra Grand, and so on. Extra Grand scores do not enter the totals.

:func:`play_match` plays a whole match with the trick engine (and the Sevens engine for Kabal).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import Phrase, RecordError, UnknownOptionError, shown
from ..core.options import OptionSpec, check_options, record_names
from ..i18n.forms import Person
from .deals import check_order, compendium, compendiums, is_deal, order_label, swapped
from .order import (
    FEMKAMP_ORDER,
    FEMKAMP_SWAPPED,
    GAME_TITLES,
    MATCH_GAMES,
    SJUKAMP_ORDER,
    deal_title,
    settle,
)
from .scoresheet import ScoreSheet
from .tricks import (
    DEAL_OPTIONS,
    DealState,
    TrickRules,
    check_players,
    deal_points,
    new_any_deal,
    play_out,
)


def order_option() -> OptionSpec:
    """A family's own compendium (a 10-kamp): the deals of the match in order, any registered
    deals; empty for the game's own order. The chooser offers the registered compendiums."""
    return OptionSpec("order", "list", (), ((), *(c.order for c in compendiums())),
                      validate=check_order, labels=order_label, allowed="opt.allowed.order",
                      source="002: «Noen spiller også 10-kamp eller 11-kamp, med flere "
                             "omganger etter samme prinsipp»")  # fmt: skip


SWAP_OPTION = OptionSpec("swap_4_5", "flag", False,
                         source="002: «noen bytter om på omgang 4 og 5»")  # fmt: skip

#: A match's options, declared once: the deal order, every deal's house rules, and a family's
#: own order of deals.
MATCH_OPTIONS: tuple[OptionSpec, ...] = (SWAP_OPTION, *DEAL_OPTIONS, order_option())

#: The rule text's players (its score sheet: Kari, Ola, Siri, Per), with their genders, so a
#: Slovak sentence about them agrees ("Siri pasovala", "Per pasoval").
DEFAULT_PLAYERS: tuple[str, ...] = (
    Person("Kari", "f"),
    Person("Ola", "m"),
    Person("Siri", "f"),
    Person("Per", "m"),
)


@dataclass(frozen=True)
class MatchRules:
    """A match's game and its house rules (the names records use).

    swap_4_5: Femkamp plays Grand as deal 4 and Kabal as deal 5 ("noen bytter om på omgang 4
        og 5"); no effect on Sjukamp.
    own_order: the record option ``order``: a family's own order of deals (empty: the game's).
    deal_rules: every deal's house rules (:data:`~.tricks.DEAL_OPTIONS`), held as the rules of
        one deal, so a new deal option needs no field here.
    """

    game: str = "femkamp"
    swap_4_5: bool = False
    own_order: tuple[str, ...] = ()
    deal_rules: TrickRules = field(default_factory=TrickRules)

    #: the names records use, in declaration order
    OPTION_NAMES = record_names(MATCH_OPTIONS)

    def __post_init__(self) -> None:
        """Rules check themselves however they are built."""
        if self.game not in MATCH_GAMES:
            raise RecordError(
                "error.unknown_game", game=shown(self.game), known=", ".join(MATCH_GAMES)
            )
        SWAP_OPTION.check_field(self.swap_4_5)
        if not isinstance(self.own_order, tuple) or not all(map(is_deal, self.own_order)):
            raise UnknownOptionError.bad_value("order", shown(self.own_order),
                                               Phrase("opt.allowed.order"))  # fmt: skip
        if not isinstance(self.deal_rules, TrickRules):
            raise UnknownOptionError.bad_value("deal_rules", shown(self.deal_rules), "TrickRules")

    @classmethod
    def for_game(cls, game: str = "femkamp", /, **options: Any) -> MatchRules:
        if game not in MATCH_GAMES:
            raise RecordError("error.unknown_game", game=game, known=", ".join(MATCH_GAMES))
        checked = check_options(MATCH_OPTIONS, options, GAME_TITLES[game])
        deal = {name: checked[name] for name in TrickRules.OPTION_NAMES}
        return cls(game, checked["swap_4_5"], checked["order"], TrickRules.for_deal(**deal))

    @property
    def order(self) -> tuple[str, ...]:
        """The deals of the match: the family's own order, else the game's; deals 4 and 5
        swapped where the game allows it."""
        spec = compendium(self.game)
        base = self.own_order or spec.order
        return swapped(base) if self.swap_4_5 and spec.swap_4_5 else base

    @property
    def title(self) -> str:
        return GAME_TITLES[self.game]

    def options(self) -> dict[str, Any]:
        return {"swap_4_5": self.swap_4_5, **self.deal_options(), "order": list(self.own_order)}

    def deal_options(self) -> dict[str, Any]:
        """The options a single deal takes (everything but the deal order)."""
        return self.deal_rules.options()


@dataclass(frozen=True)
class ScoredDeal:
    """One deal of a match: its kind, its dealer, the points per player, and whether it was an
    extra Grand played to settle a tie."""

    deal: str
    dealer: str
    points: dict[str, int]
    extra: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "deal": self.deal,
            "dealer": self.dealer,
            "points": dict(self.points),
            "extra": self.extra,
        }


@dataclass(frozen=True)
class Match:
    """A match in progress or finished. Immutable: :meth:`with_deal` returns a new match."""

    rules: MatchRules
    players: tuple[str, ...]
    first_dealer: int = -1  # -1: the last seat deals first, so the first seat leads
    deals: tuple[ScoredDeal, ...] = field(default=())

    def __post_init__(self) -> None:
        check_players(len(self.players), self.rules.title)
        if len(set(self.players)) != len(self.players):
            raise RecordError("tricks.error.same_name")

    @classmethod
    def start(
        cls, game: str = "femkamp", players: Sequence[str] = DEFAULT_PLAYERS,
        dealer: int | str | None = None, **options: Any,
    ) -> Match:  # fmt: skip
        names = tuple(players)
        if isinstance(dealer, str):
            if dealer not in names:
                raise RecordError("error.unknown_player", name=dealer, players=", ".join(names))
            seat = names.index(dealer)
        else:
            seat = len(names) - 1 if dealer is None else dealer % len(names)
        return cls(MatchRules.for_game(game, **options), names, seat)

    @property
    def regular(self) -> tuple[ScoredDeal, ...]:
        return tuple(d for d in self.deals if not d.extra)

    @property
    def extra_grands(self) -> tuple[ScoredDeal, ...]:
        return tuple(d for d in self.deals if d.extra)

    @property
    def next_dealer(self) -> int:
        """The dealer of the next deal: one seat clockwise per deal."""
        first = self.first_dealer % len(self.players)
        return (first + len(self.deals)) % len(self.players)

    def next_deal(self) -> str | None:
        """The kind of the next deal: the game's order, then extra Grands while tied."""
        order = self.rules.order
        if len(self.deals) < len(order):
            return order[len(self.deals)]
        winner, _ = self.standing()
        return None if winner is not None else "grand"

    @property
    def is_over(self) -> bool:
        return self.next_deal() is None

    def with_deal(self, points: Mapping[str, int]) -> Match:
        """The match after the next deal scored ``points`` (a value for every player)."""
        kind = self.next_deal()
        if kind is None:
            raise RecordError("error.game_over")
        if set(points) != set(self.players):
            odd = sorted(set(points) ^ set(self.players))
            raise RecordError("error.unknown_player", name=odd[0], players=", ".join(self.players))
        scored = ScoredDeal(
            kind,
            self.players[self.next_dealer],
            {p: int(points[p]) for p in self.players},
            extra=len(self.deals) >= len(self.rules.order),
        )
        return Match(self.rules, self.players, self.first_dealer, self.deals + (scored,))

    def running_totals(self) -> list[dict[str, int]]:
        """The totals after each regular deal."""
        out: list[dict[str, int]] = []
        total = dict.fromkeys(self.players, 0)
        for d in self.regular:
            total = {p: total[p] + d.points[p] for p in self.players}
            out.append(total)
        return out

    @property
    def totals(self) -> dict[str, int]:
        running = self.running_totals()
        return running[-1] if running else dict.fromkeys(self.players, 0)

    def standing(self) -> tuple[str | None, tuple[str, ...]]:
        """(winner or None, players tied on the lowest total); the winner only once every
        regular deal is played."""
        if len(self.regular) < len(self.rules.order):
            return None, ()
        return settle(self.totals, [d.points for d in self.extra_grands])

    def to_json(self) -> dict[str, Any]:
        winner, tied = self.standing()
        return {
            "game": self.rules.game,
            "options": self.rules.options(),
            "players": list(self.players),
            "deals": [d.to_json() for d in self.deals],
            "running_totals": self.running_totals(),
            "totals": self.totals,
            "winner": winner,
            "tied": list(tied),
        }

    def to_sheet(self) -> Any:
        """The match as a :class:`~sjuan_notebooks.scoresheet.ScoreSheet`."""
        return ScoreSheet(
            game=self.rules.game,
            players=self.players,
            deals=tuple(d.deal for d in self.regular),
            scores=tuple(tuple(d.points[p] for d in self.regular) for p in self.players),
            tiebreaks=tuple(tuple(d.points[p] for p in self.players) for d in self.extra_grands),
            klover_all_zero=self.rules.deal_rules.klover_all_zero,
            order=self.rules.order if self.rules.own_order else (),
        )


@dataclass(frozen=True)
class PlayedDeal:
    """A deal played by :func:`play_match`: its first and last state and the moves."""

    deal: str
    initial: DealState
    final: DealState
    moves: list[str]
    seed: int


def play_match(
    game: str = "femkamp",
    players: Sequence[str] = DEFAULT_PLAYERS,
    *,
    seed: int = 0,
    rng: random.Random | None = None,
    max_extra: int = 50,
    **options: Any,
) -> tuple[Match, list[PlayedDeal]]:
    """Play a whole match: random legal play with ``rng``, else the plain deterministic policy
    of :func:`sjuan_notebooks.tricks.simple_choice`. Deal ``k`` is shuffled with seed
    ``seed * 1000 + k``. At most ``max_extra`` extra Grands are played (then the tie stands)."""
    match = Match.start(game, players, **options)
    played: list[PlayedDeal] = []
    while not match.is_over and len(match.extra_grands) < max_extra:
        kind = match.next_deal()
        assert kind is not None
        deal_seed = seed * 1000 + len(match.deals)
        state = new_any_deal(
            kind,
            match.players,
            dealer=match.next_dealer,
            seed=deal_seed,
            options=match.rules.deal_options(),
        )
        final, moves = play_out(state, rng)
        played.append(PlayedDeal(kind, state, final, moves, deal_seed))
        match = match.with_deal(deal_points(final))
    return match, played


__all__ = [
    "FEMKAMP_ORDER",
    "FEMKAMP_SWAPPED",
    "MATCH_OPTIONS",
    "SJUKAMP_ORDER",
    "Match",
    "MatchRules",
    "PlayedDeal",
    "ScoredDeal",
    "deal_title",
    "play_match",
    "settle",
]
