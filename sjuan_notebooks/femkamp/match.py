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

from ..core.errors import RecordError, shown
from ..core.options import OptionSpec, check_options, record_names
from ..i18n.forms import Person
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

#: A match's options, declared once: the deal order, then every deal's house rules.
MATCH_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("swap_4_5", "flag", False, source="002: «noen bytter om på omgang 4 og 5»"),
    *DEAL_OPTIONS,
)

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
    removed_two, klover_all_zero, trump_chooser: as in :class:`~sjuan_notebooks.tricks.TrickRules`.
    """

    game: str = "femkamp"
    swap_4_5: bool = False
    removed_two: str = "D2"
    klover_all_zero: bool = True
    trump_chooser: str = "fixed"

    #: the names records use, in declaration order
    OPTION_NAMES = record_names(MATCH_OPTIONS)

    def __post_init__(self) -> None:
        """Rules check themselves however they are built."""
        if self.game not in MATCH_GAMES:
            raise RecordError(
                "error.unknown_game", game=shown(self.game), known=", ".join(MATCH_GAMES)
            )
        for spec in MATCH_OPTIONS:
            spec.check_field(getattr(self, spec.name))

    @classmethod
    def for_game(cls, game: str = "femkamp", /, **options: Any) -> MatchRules:
        if game not in MATCH_GAMES:
            raise RecordError("error.unknown_game", game=game, known=", ".join(MATCH_GAMES))
        return cls(game, **check_options(MATCH_OPTIONS, options, GAME_TITLES[game]))

    @property
    def order(self) -> tuple[str, ...]:
        if self.game == "sjukamp":
            return SJUKAMP_ORDER
        return FEMKAMP_SWAPPED if self.swap_4_5 else FEMKAMP_ORDER

    @property
    def title(self) -> str:
        return GAME_TITLES[self.game]

    def options(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.OPTION_NAMES}

    def deal_options(self) -> dict[str, Any]:
        """The options a single deal takes (everything but the deal order)."""
        return {name: getattr(self, name) for name in TrickRules.OPTION_NAMES}


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
            klover_all_zero=self.rules.klover_all_zero,
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
