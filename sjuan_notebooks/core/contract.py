"""The contract every game engine keeps (in the manner of pgx's one API for all games).

Each engine module exposes a :class:`GameAPI` object named ``API``. Tools that work for every
game (computer players, the stepper, the contract test in ``tests/test_api_contract.py``) go
through it and nothing else.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

# game name -> "module:API"
APIS: dict[str, str] = {
    "sjuan": "sjuan_notebooks.sevens:API",
    "sjuern": "sjuan_notebooks.sevens:API",
    "kabal": "sjuan_notebooks.sevens:API",
    "femkamp": "sjuan_notebooks.tricks:API",
    "sjukamp": "sjuan_notebooks.tricks:API",
    "sedma": "sjuan_notebooks.sedma:API",
}


@dataclass(frozen=True)
class GameAPI:
    """Pure functions of a state; states are immutable.

    new_game(options: dict, n_players: int, seed: int) -> state
    legal_moves(state) -> list of moves (empty exactly when the game is over)
    apply(state, move) -> new state (raises IllegalMoveError, state unchanged)
    to_move(state) -> seat index of the player to move
    is_over(state) -> bool
    view(state, seat) -> the state as ``seat`` may see it (others' hidden cards removed)
    move_code(move) -> str, the move as written in a record
    player_counts: the legal numbers of players
    """

    name: str
    new_game: Callable[..., Any]
    legal_moves: Callable[[Any], Sequence[Any]]
    apply: Callable[[Any, Any], Any]
    to_move: Callable[[Any], int]
    is_over: Callable[[Any], bool]
    view: Callable[[Any, int], Any]
    move_code: Callable[[Any], str]
    player_counts: tuple[int, ...]


def api_for(game: str) -> GameAPI:
    module, _, attr = APIS[game].partition(":")
    api = getattr(importlib.import_module(module), attr)
    return api if isinstance(api, GameAPI) else api(game)  # a factory per game name


def random_playout(api: GameAPI, state: Any, rng: random.Random, limit: int = 100_000) -> Any:
    """Random legal moves to the end (``limit`` guards against a game that never ends)."""
    for _ in range(limit):
        if api.is_over(state):
            return state
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    raise RuntimeError(f"{api.name}: no end after {limit} moves")
