"""Testing the rule texts' tips by simulation: seeded tournaments, win rates with 95% Wilson
intervals, the value of each tip against random play and against the other tips, and the
players.

Sevens tournaments run on the numpy batch simulator (:mod:`sjuan_notebooks.sevens.batch`,
imported when a tournament runs, so the rest of the package needs no numpy); the
Femkamp/Sjukamp and Sedma studies run the scalar engines with the registered players. Every
result is a pure function of its seed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.contract import RandomPlayer
from ..core.players import CounterRandom, play, players_for
from ..core.registry import api_for
from ..femkamp.tricks import deal_points
from ..sedma.players import HideRedKing, ShowRedKing
from ..sevens.engine import SevensRules
from ..sevens.players import CheckBlockers

# ---------------------------------------------------------------------------------------------
# Intervals


def wilson(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a proportion ``successes / trials``."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    """A win rate with its 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def to_json(self) -> dict[str, object]:
        lo, hi = self.interval
        return {"wins": self.wins, "games": self.games, "rate": self.rate, "low": lo, "high": hi}


# ---------------------------------------------------------------------------------------------
# Sevens tournaments (batch simulator)


@dataclass(frozen=True)
class Tournament:
    """Results per entry (an entry is a player name at the table; names may repeat)."""

    entries: tuple[str, ...]
    rules: SevensRules
    deals: int
    seed: int
    wins: tuple[int, ...]  # per entry, over every seat rotation
    cards_left: tuple[float, ...]  # mean cards left per entry

    def rate(self, entry: int) -> Rate:
        return Rate(self.wins[entry], self.deals)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.rules.game,
            "options": self.rules.changed_options(),
            "deals": self.deals,
            "seed": self.seed,
            "entries": [
                {"player": name, **self.rate(i).to_json(), "mean_cards_left": self.cards_left[i]}
                for i, name in enumerate(self.entries)
            ],
        }


def tournament(
    entries: Sequence[str],
    deals: int = 20_000,
    rules: SevensRules | None = None,
    seed: int = 0,
) -> Tournament:
    """Play ``deals`` Sevens deals with one batch player per seat; the seating rotates so each
    entry sits in every seat for an equal share of the deals (``deals`` is rounded up to a
    multiple of the number of seats)."""
    from ..sevens.batch import simulate  # numpy, only when a tournament runs

    rules = rules or SevensRules()
    n = len(entries)
    per = -(-deals // n)
    wins = [0] * n
    left = [0.0] * n
    for shift in range(n):
        seating = [entries[(seat + shift) % n] for seat in range(n)]
        result = simulate(per, seating, rules, seed, first=shift * per)
        won = result.wins()
        cards = result.cards_left.sum(axis=0)
        for seat in range(n):
            entry = (seat + shift) % n
            wins[entry] += int(won[seat])
            left[entry] += float(cards[seat])
    total = per * n
    return Tournament(
        entries=tuple(entries),
        rules=rules,
        deals=total,
        seed=seed,
        wins=tuple(wins),
        cards_left=tuple(x / total for x in left),
    )


@dataclass(frozen=True)
class TipValues:
    """Each tip player alone against the others: its win rate, and the fair share 1/n."""

    players: tuple[str, ...]
    n_players: int
    against_random: dict[str, Rate]
    against: dict[tuple[str, str], Rate] = field(default_factory=dict)  # (tip, field) -> rate

    @property
    def fair(self) -> float:
        return 1 / self.n_players

    def to_json(self) -> dict[str, object]:
        return {
            "n_players": self.n_players,
            "fair_share": self.fair,
            "against_random": {k: v.to_json() for k, v in self.against_random.items()},
            "against": [
                {"player": a, "field": b, **r.to_json()} for (a, b), r in self.against.items()
            ],
        }


def tip_values(
    rules: SevensRules | None = None,
    n_players: int = 4,
    deals: int = 20_000,
    seed: int = 0,
    pairwise: bool = True,
) -> TipValues:
    """One seat of each batch tip player against ``n_players - 1`` random players, and (with
    ``pairwise``) against ``n_players - 1`` copies of each other tip player. The stand-over
    tip takes part only when the rules allow stand-overs."""
    from ..sevens.batch import BATCH_PLAYERS  # numpy, only when asked for

    rules = rules or SevensRules()
    tips = tuple(
        p
        for p in BATCH_PLAYERS
        if p != "random" and (p != "stand_over_block" or rules.stand_over > 0)
    )
    vs_random = {}
    for k, tip in enumerate(tips):
        t = tournament([tip] + ["random"] * (n_players - 1), deals, rules, seed + 1000 * k)
        vs_random[tip] = t.rate(0)
    against: dict[tuple[str, str], Rate] = {}
    if pairwise:
        for a, tip in enumerate(tips):
            for b, other in enumerate(tips):
                if a == b:
                    continue
                t = tournament(
                    [tip] + [other] * (n_players - 1), deals, rules, seed + 7919 * (a * 16 + b)
                )
                against[(tip, other)] = t.rate(0)
    return TipValues(tips, n_players, vs_random, against)


# ---------------------------------------------------------------------------------------------
# Studies on the scalar engines (Femkamp/Sjukamp deals, Sedma)


@dataclass(frozen=True)
class Study:
    """Per entry: games, mean points (trick deals; lower is better except in grand and trumf
    where they are negative) or wins (Sedma: the entry's side won the game)."""

    game: str
    options: dict[str, Any]
    entries: tuple[str, ...]
    games: int
    mean_points: tuple[float, ...]
    wins: tuple[int, ...]

    def rate(self, entry: int) -> Rate:
        return Rate(self.wins[entry], self.games)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "options": self.options,
            "games": self.games,
            "entries": [
                {"player": e, "mean_points": self.mean_points[i], **self.rate(i).to_json()}
                for i, e in enumerate(self.entries)
            ],
        }


def study(
    game: str,
    entries: Sequence[str],
    games: int = 500,
    options: Mapping[str, object] | None = None,
    seed: int = 0,
) -> Study:
    """Play ``games`` games of ``game`` ("femkamp", "sjukamp" or "sedma"; one deal of Femkamp
    is one game, chosen by ``options["deal"]``) with the named players, seating rotated.

    Trick deals: a "win" is having the lowest points of the deal (shared lowest counts for
    everyone sharing it). Sedma: a win is the entry's side winning the game.
    """
    api = api_for(game)
    factories = players_for(game)
    n = len(entries)
    points = [0.0] * n
    wins = [0] * n
    per = -(-games // n)
    for shift in range(n):
        seating = [entries[(seat + shift) % n] for seat in range(n)]
        for g in range(per):
            number = shift * per + g
            state = api.new_game(dict(options or {}), n, seed * 1_000_003 + number)
            players = [factories[name]() for name in seating]
            final = play(game, state, players, CounterRandom(seed, number))
            seat_points, seat_wins = _score(game, final)
            for seat in range(n):
                entry = (seat + shift) % n
                points[entry] += seat_points[seat]
                wins[entry] += seat_wins[seat]
    total = per * n
    return Study(
        game=game,
        options=dict(options or {}),
        entries=tuple(entries),
        games=total,
        mean_points=tuple(p / total for p in points),
        wins=tuple(wins),
    )


# ---------------------------------------------------------------------------------------------
# The three tips measured last (issue 13): a Sjuan check, Sjuern's short rounds, Sedma's king


def _measured() -> dict[str, Any]:
    """Players made only to measure a tip (lesson 6); no verdict or play table uses them."""
    return {cls.name: cls for cls in (CheckBlockers, HideRedKing, ShowRedKing)}


def measured_tip_rate(
    game: str,
    tip: str,
    n_players: int = 4,
    deals: int = 4_000,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
) -> Rate:
    """One seat of ``tip`` (a registered player, or one of the measured-only players)
    against ``n_players - 1`` random players in a Sevens game, on the scalar engine; the tip's
    seat moves one place each deal. The share of deals it wins."""
    api = api_for(game)
    factory = _measured().get(tip) or players_for(game)[tip]
    wins = 0
    for d in range(deals):
        seat = d % n_players
        state = api.new_game(dict(options or {}), n_players, seed * 1_000_003 + d)
        players: list[Any] = [RandomPlayer() for _ in range(n_players)]
        players[seat] = factory()
        final = play(game, state, players, CounterRandom(seed, d))
        wins += int(final.winner == seat)
    return Rate(wins, deals)


@dataclass(frozen=True)
class RoundsEdge:
    """A tip player's edge over luck in a single round and in a match of ``rounds`` rounds
    with points (cards left, 1 each; the lowest total is best, the highest has lost, as in
    Sjuern's "Poeng over flere runder"): each share times the number of players, so 1.0 is
    what luck alone gives."""

    n_players: int
    rounds: int
    matches: int
    best: float  # share of matches the tip ends with the lowest total (ties shared), times n
    lost: float  # share of matches the tip ends with the highest total (ties shared), times n

    def to_json(self) -> dict[str, object]:
        return {
            "n_players": self.n_players,
            "rounds": self.rounds,
            "matches": self.matches,
            "best_edge": round(self.best, 3),
            "lost_edge": round(self.lost, 3),
        }


def rounds_edge(
    n_players: int,
    rounds: int,
    deals: int = 20_000,
    rules: SevensRules | None = None,
    seed: int = 3,
    tip: str = "shed_near_seven",
) -> RoundsEdge:
    """Sjuern's tip "Med mange spillere blir hånden liten, og flaksen betyr mer. Spill heller
    flere korte runder med poeng enn én enkelt runde", measured: one seat of ``tip`` against
    random players, ``deals`` deals grouped into matches of ``rounds`` consecutive deals (the
    tip's seat rotates over the table), on the batch simulator."""
    from ..sevens.batch import simulate

    rules = rules or SevensRules.for_game("sjuern")
    n = n_players
    per = max(rounds, deals // n // rounds * rounds)
    best = lost = 0.0
    matches = 0
    for shift in range(n):
        seating = ["random"] * n
        seating[shift] = tip
        cards = simulate(per, seating, rules, seed, first=shift * per).cards_left
        totals = cards[: per // rounds * rounds].reshape(-1, rounds, n).sum(axis=1)
        mine = totals[:, shift]
        low, high = totals.min(axis=1), totals.max(axis=1)
        best += float(((mine == low) / (totals == low[:, None]).sum(axis=1)).sum())
        lost += float(((mine == high) / (totals == high[:, None]).sum(axis=1)).sum())
        matches += len(mine)
    return RoundsEdge(n, rounds, matches, best / matches * n, lost / matches * n)


def red_king_rate(policy: str, games: int = 2_000, seed: int = 5) -> Rate:
    """Sedma for three: how often the red king's lone holder wins a game when every seat plays
    ``policy`` ("hide_red_king": the text's "najlepšie je zatajovať ho čo najdlhšie", or
    "show_red_king": play it at the first chance; both otherwise keep their sevens). Burnt
    games are left out: a burn, not the king, decides them."""
    api = api_for("sedma")
    won = counted = 0
    for g in range(games):
        state = api.new_game({}, 3, seed * 1_000_003 + g)
        final = play(
            "sedma", state, [_measured()[policy]() for _ in range(3)], CounterRandom(seed, g)
        )
        result = final.result()
        if result.reason.startswith("burnt"):
            continue
        counted += 1
        won += int(result.winner == 0)  # side 0 is the red king's holder alone
    return Rate(won, counted)


def _score(game: str, final: Any) -> tuple[list[float], list[int]]:
    n = final.n_players
    if game == "sedma":
        result = final.result()
        pts = [0.0] * n
        won = [0] * n
        for side, seats in enumerate(result.sides):
            for s in seats:
                pts[s] = float(result.points[side])
                won[s] = int(side == result.winner)
        return pts, won
    by_name = deal_points(final)
    pts = [float(by_name[name]) for name in final.players]
    best = min(pts)
    return pts, [int(p == best) for p in pts]


__all__ = [
    "RoundsEdge",
    "measured_tip_rate",
    "red_king_rate",
    "rounds_edge",
    "Rate",
    "Study",
    "TipValues",
    "Tournament",
    "study",
    "tip_values",
    "tournament",
    "wilson",
]
