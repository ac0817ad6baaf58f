"""Where the game turned, checked against the judges themselves: after the turning move the
winner's result is forced, before it (within the turns searched) it was not."""

from __future__ import annotations

from helpers import sedma_game, sevens_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.companion.afterwards import _value, review
from sjuan_notebooks.companion.sedma import match_record
from sjuan_notebooks.companion.sevens import deal_record
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.sedma.engine import game_result
from sjuan_notebooks.sevens.solver import Solver


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 4))
def test_a_sevens_deal_turns_where_the_winner_s_win_became_forced(seed, n):
    game, final, _, _ = sevens_deal(seed, n)
    record = deal_record(game.state, game.state.deals[0])
    found = review(record)
    states = replay(record).states
    winner = final.winner
    solver = Solver()
    assert found.winner == final.players[winner]
    first = found.searched_from - 1  # the first state searched
    assert first <= found.turn < len(states)
    assert solver.wins(states[found.turn], winner)
    assert all(solver.wins(s, winner) for s in states[found.turn :] if not s.is_over)
    assert found.early == (found.turn == first and first > 0)
    if found.turn > first:  # the move before was searched: the win was not forced then
        assert not solver.wins(states[found.turn - 1], winner)
    if found.turn:
        assert found.player == replay(record).turns[found.turn - 1].player
    text = found.turned_text("sv")
    assert "{" not in text and (str(found.turn) in text or found.turn == 0)
    for mark in found.marks:
        assert "{" not in mark.text("sk")


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 4]))
def test_a_sedma_game_turns_where_the_winning_side_s_win_became_forced(seed, n):
    game, final = sedma_game(seed, n)
    record = match_record(game.state)
    found = review(record)
    states = replay(record).games[-1].states
    side = game_result(final).winner
    memo, budget = {}, [10**7]
    offset = len(replay(record).turns) - len(replay(record).games[-1].turns)
    at = found.turn - offset if found.turn else 0
    first = found.searched_from - 1 - offset
    assert _value(states[at], memo, budget) == side
    if at > first:
        assert _value(states[at - 1], memo, budget) != side
    for mark in found.marks:
        assert "{" not in mark.text("sk") and mark.text("en").startswith("Turn")
