"""A Sedma match: games one after another until a seat reaches ``target`` win points (the
text: «Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)»). The deal, and so the
lead, passes one seat clockwise from game to game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..core.cards import Card
from ..core.contract import MatchAPI
from ..core.errors import IllegalMoveError
from ..core.seats import player_names
from ..i18n import join_list, t
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


def match_result_line(match: SedmaMatch, lang: str) -> str:
    """Who won the match, or that it goes on to the target."""
    if match.over:
        names = [match.players[s] for s in match.winners]
        return t("sedma.match.won", lang, players=join_list(names, lang), n=match.rules.target)
    return t("sedma.match.goes_on", lang, n=match.rules.target)


def _text(match: SedmaMatch, lang: str) -> str:
    """The match so far: games played, win points per seat, and the winners once decided."""
    totals = ", ".join(f"{p} {v}" for p, v in zip(match.players, match.win_points))
    played = t("count.games_played", lang, n=len(match.games))
    line = t("ui.play.match", lang, n=match.rules.target, played=played, totals=totals)
    if match.over:
        return line + " " + match_result_line(match, lang)
    return line


#: Sedma at the play table: a match to the rules' target win points, the deal passing clockwise.
MATCH_API = MatchAPI(
    start=lambda state: new_match(state.rules, state.players),
    fits=lambda match, state: match.players == tuple(state.players) and match.rules == state.rules,
    record=record_game,
    next_game=lambda match, seed: next_game(match, seed=seed),
    is_over=lambda match: match.over,
    played=lambda match: len(match.games),
    text=_text,
)


__all__ = [
    "MATCH_API",
    "GameSummary",
    "SedmaMatch",
    "match_result_line",
    "new_match",
    "next_game",
    "play_game",
    "play_match",
    "random_playout",
    "record_game",
]
