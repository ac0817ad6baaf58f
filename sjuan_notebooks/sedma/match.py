"""A Sedma match: games one after another until a seat reaches ``target`` win points (the
text: «Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)»). The deal, and so the
lead, passes one seat clockwise from game to game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..core.cards import Card
from ..core.errors import IllegalMoveError
from ..core.seats import player_names
from .engine import Move, SedmaRules, SedmaState, apply, check_players, game_result, new_game
from .players import Policy, random_policy


class GameSummary(NamedTuple):
    dealer: int
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    points: tuple[int, int]
    winner: int
    win_points: int
    reason: str


class SedmaMatch(NamedTuple):
    """A match: win points per seat so far, the dealer of the next game, the games played.

    Every seat of a game's winning side scores that game's win points (with three players the
    sides change from game to game). The match ends when a seat reaches ``rules.target``; the
    seats at or over it (all of one side, the side that scored last) win.
    """

    rules: SedmaRules
    players: tuple[str, ...]
    win_points: tuple[int, ...]
    dealer: int
    games: tuple[GameSummary, ...]

    @property
    def over(self) -> bool:
        return max(self.win_points) >= self.rules.target

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s for s, w in enumerate(self.win_points) if w >= self.rules.target)

    @property
    def leader(self) -> int:
        """The seat that leads the next game (left of its dealer)."""
        return (self.dealer + 1) % len(self.players)


def new_match(rules: SedmaRules | None = None, players: Sequence[str] | int = 4) -> SedmaMatch:
    rules = rules or SedmaRules()
    names = player_names(players)
    check_players(len(names))
    return SedmaMatch(rules, names, (0,) * len(names), len(names) - 1, ())


def next_game(
    match: SedmaMatch,
    *,
    seed: int | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    stock: Sequence[Card | str] | None = None,
) -> SedmaState:
    """The match's next game, dealt by its current dealer."""
    if match.over:
        raise IllegalMoveError("sedma.rule.match_over")
    return new_game(
        match.rules, match.players, dealer=match.dealer, hands=hands, stock=stock, seed=seed
    )


def record_game(match: SedmaMatch, final: SedmaState) -> SedmaMatch:
    """Add a finished game's win points; the deal (and so the lead) passes one seat on."""
    result = game_result(final)
    summary = GameSummary(
        final.dealer, result.sides, result.points, result.winner, result.win_points, result.reason
    )
    totals = tuple(a + b for a, b in zip(match.win_points, result.seat_win_points()))
    return match._replace(
        win_points=totals,
        dealer=(match.dealer + 1) % len(match.players),
        games=match.games + (summary,),
    )


def play_game(
    state: SedmaState, policy: Policy, rng: random.Random
) -> tuple[SedmaState, list[Move]]:
    """Play ``policy`` for every seat to the end of the game; returns the final state and moves."""
    moves: list[Move] = []
    while not state.over:
        move = policy(state, rng)
        moves.append(move)
        state = apply(state, move)
    return state, moves


def play_match(
    rules: SedmaRules | None = None,
    players: Sequence[str] | int = 4,
    *,
    seed: int = 0,
    policy: Policy = random_policy,
    max_games: int = 1000,
) -> SedmaMatch:
    """Play a whole match with ``policy`` for every seat (seeded shuffles)."""
    match = new_match(rules, players)
    rng = random.Random(seed)
    for _ in range(max_games):
        if match.over:
            return match
        final, _ = play_game(next_game(match, seed=rng.randrange(2**32)), policy, rng)
        match = record_game(match, final)
    raise RuntimeError("the match did not end")


def random_playout(state: SedmaState, rng: random.Random) -> SedmaState:
    """Random legal moves to the end of the game."""
    return play_game(state, random_policy, rng)[0]


__all__ = [
    "GameSummary",
    "SedmaMatch",
    "new_match",
    "next_game",
    "play_game",
    "play_match",
    "random_playout",
    "record_game",
]
