"""The contract every game keeps (after pgx's api_test): legal moves at the start, none at the
end, every random playout terminates, illegal moves change nothing, views hide others' cards."""

from __future__ import annotations

import random

import pytest

from sjuan_notebooks.core.contract import random_playout
from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.registry import api_for, games


@pytest.mark.parametrize("game", games())
def test_api_contract(game: str) -> None:
    api = api_for(game)
    assert api.name == game
    for n in api.player_counts:
        for seed in range(8):
            state = api.new_game({}, n, seed)
            assert not api.is_over(state)
            assert len(api.legal_moves(state)) > 0
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


@pytest.mark.parametrize("game", games())
def test_random_playouts_terminate(game: str) -> None:
    api = api_for(game)
    rng = random.Random(1)
    for k in range(30):
        n = rng.choice(api.player_counts)
        final = random_playout(api, api.new_game({}, n, k), rng)
        assert api.is_over(final)


@pytest.mark.parametrize("game", games())
def test_view_hides_other_hands(game: str) -> None:
    api = api_for(game)
    n = api.player_counts[0]
    state = api.new_game({}, n, 3)
    for seat in range(n):
        view = api.view(state, seat)
        for other in range(n):
            if other != seat:
                hands = view.hands
                hand = hands[other]
                assert not hand, f"{game}: seat {seat} sees seat {other}'s cards"
