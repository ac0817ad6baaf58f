"""The contract every game passes (after pgx's ``api_test``): one function, run for every
registered game and for the toy game that proves a new game needs no other module."""

from __future__ import annotations

import random

import pytest

from sjuan_notebooks.core.contract import GameAPI, random_playout
from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.registry import GameSpec, missing


def check_spec(spec: GameSpec) -> None:
    """The game declares everything the package reads of it (schema, class table, rules page,
    tips' and glossary's words, view, players): one line per missing piece, naming its fix."""
    problems = missing(spec)
    assert not problems, "\n".join(problems)


def check_api(api: GameAPI, seeds: int = 8) -> None:
    """Legal moves at the start and none at the end, every random playout ends, an illegal
    move changes nothing, views hide the other seats' cards."""
    for n in api.player_counts:
        for seed in range(seeds):
            state = api.new_game({}, n, seed)
            assert not api.is_over(state)
            assert len(api.legal_moves(state)) > 0
            assert api.game_of(state) is not None
            rng = random.Random(seed)
            moves = 0
            while not api.is_over(state):
                legal = api.legal_moves(state)
                assert legal, "a game that is not over has a legal move"
                assert 0 <= api.to_move(state) < n
                move = legal[rng.randrange(len(legal))]
                assert isinstance(api.move_code(move), str)
                state = api.apply(state, move)
                moves += 1
                assert moves < 10_000
            assert len(api.legal_moves(state)) == 0
            with pytest.raises(SjuanError):
                api.apply(state, legal[0])
    rng = random.Random(1)
    for k in range(30):
        n = rng.choice(api.player_counts)
        assert api.is_over(random_playout(api, api.new_game({}, n, k), rng))
    n = api.player_counts[0]
    state = api.new_game({}, n, 3)
    for seat in range(n):
        view = api.view(state, seat)
        for other in range(n):
            if other != seat:
                assert not view.hands[other], f"seat {seat} sees seat {other}'s cards"
