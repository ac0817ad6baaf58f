"""The contract every game engine keeps (in the manner of pgx's one API for all games).

Each engine module exposes a :class:`GameAPI` object named ``API``. Tools that work for every
game (computer players, the stepper, the contract test in ``tests/test_api_contract.py``) go
through it and nothing else.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
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


# game name -> the position types its API takes (a Femkamp match's Kabal deal is a Sevens one)
STATE_TYPES: dict[str, tuple[str, ...]] = {
    "sjuan": ("sjuan_notebooks.sevens:SevensState",),
    "sjuern": ("sjuan_notebooks.sevens:SevensState",),
    "kabal": ("sjuan_notebooks.sevens:SevensState",),
    "femkamp": ("sjuan_notebooks.tricks:TrickState", "sjuan_notebooks.sevens:SevensState"),
    "sjukamp": ("sjuan_notebooks.tricks:TrickState", "sjuan_notebooks.sevens:SevensState"),
    "sedma": ("sjuan_notebooks.sedma:SedmaState",),
}
# game name -> the family whose option names (schema.OPTION_TYPES) new_game takes, and any
# setup choices it takes besides
_OPTION_FAMILY = {"sjuan": "sevens", "sjuern": "sevens", "kabal": "sevens",
                  "femkamp": "femkamp", "sjukamp": "femkamp", "sedma": "sedma"}  # fmt: skip
_SETUP_OPTIONS = {"femkamp": ("deal", "trump"), "sjukamp": ("deal", "trump")}


def api_for(game: str) -> GameAPI:
    """The contract of ``game``, with its inputs checked: a position of another kind, a seat
    that is not at the table, options that are not an object of known names, or a seed that
    is not a whole number are refused with a typed error (never an ``AttributeError`` or a
    ``TypeError`` from inside an engine)."""
    if not isinstance(game, str) or game not in APIS:
        from .errors import RecordError
        from .safe_read import shown

        raise RecordError("error.unknown_game", game=shown(game), known=", ".join(APIS))
    return _checked_api(game)


@cache
def _checked_api(game: str) -> GameAPI:
    module, _, attr = APIS[game].partition(":")
    api = getattr(importlib.import_module(module), attr)
    api = api if isinstance(api, GameAPI) else api(game)  # a factory per game name
    return _guarded(api, game)


def _guarded(api: GameAPI, game: str) -> GameAPI:
    from .errors import BadCardError, UnknownOptionError, check_state
    from .records import seat_of
    from .safe_read import shown

    types = tuple(
        getattr(importlib.import_module(m), c)
        for m, _, c in (spec.partition(":") for spec in STATE_TYPES[game])
    )

    def state_of(state: Any) -> Any:
        check_state(state, types)
        return state

    def new_game(options: Any = None, n_players: Any = 4, seed: Any = None) -> Any:
        from .schema import OPTION_TYPES

        known = (*OPTION_TYPES[_OPTION_FAMILY[game]], *_SETUP_OPTIONS.get(game, ()))
        if options is not None and not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=game)
        for name in options or {}:
            if not isinstance(name, str) or name not in known:
                raise UnknownOptionError(name=shown(name), game=game, known=", ".join(known))
        from .records import check_seed

        check_seed(seed)
        return api.new_game(dict(options or {}), n_players, seed)

    def view(state: Any, seat: Any) -> Any:
        state_of(state)
        return api.view(state, seat_of(state.players, seat))

    def move_code(move: Any) -> str:
        code = getattr(move, "code", None)
        if not isinstance(code, str):
            raise BadCardError(code=shown(move))
        return code

    return replace(
        api,
        new_game=new_game,
        legal_moves=lambda s: api.legal_moves(state_of(s)),
        apply=lambda s, m: api.apply(state_of(s), m),
        to_move=lambda s: api.to_move(state_of(s)),
        is_over=lambda s: api.is_over(state_of(s)),
        view=view,
        move_code=move_code,
    )


def random_playout(api: GameAPI, state: Any, rng: random.Random, limit: int = 100_000) -> Any:
    """Random legal moves to the end (``limit`` guards against a game that never ends)."""
    for _ in range(limit):
        if api.is_over(state):
            return state
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    raise RuntimeError(f"{api.name}: no end after {limit} moves")
