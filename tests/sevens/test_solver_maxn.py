"""Max^n (every player plays for their own first place): the fast search agrees with a
memoised search over the engine's own moves on mid-sized positions, and whole deals replay as
perfect play."""

from __future__ import annotations

import json
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_positions import VARIANTS, open_position, small_position

from sjuan_notebooks.core.errors import SearchBudgetError
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sevens.engine import SevensRules, SevensState, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.solver import Solver, perfect_line
from sjuan_notebooks.tactics.perfect import perfect_play

sys.setrecursionlimit(10_000)


def engine_maxn(state: SevensState, memo: dict) -> int:
    """Max^n with the solver's stated tie-break, written on the engine's legal_moves/apply: the
    mover takes the first move (canonical order) after which the mover goes out first, else
    the first legal move. Memoised on the whole position, so mid-sized positions are in reach."""
    if state.winner is not None:
        return state.winner
    key = (state.hands, state.table, state.to_move, state.stand_over_left, state.extra)
    if key in memo:
        return memo[key]
    p = state.to_move
    outcomes = []
    for move in legal_moves(state):
        w = engine_maxn(apply(state, move), memo)
        if w == p:
            memo[key] = p
            return p
        outcomes.append(w)
    memo[key] = outcomes[0]
    return outcomes[0]


@settings(max_examples=40, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    n=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    left=st.integers(8, 18),
)
def test_maxn_equals_the_engine_search_on_mid_sized_positions(variant, n, seed, left) -> None:
    state = open_position(variant, n, seed, left, stand_left=12)
    if state is None:
        return
    solver = Solver()
    memo: dict = {}
    assert solver.maxn_winner(state) == engine_maxn(state, memo)
    for move, winner in solver.maxn_outcomes(state):
        assert winner == engine_maxn(apply(state, move), memo), move


@pytest.mark.parametrize(
    ("game", "options", "n", "seed"),
    [
        ("sjuan", {}, 4, 1),
        ("sjuan", {}, 4, 2),
        ("sjuan", {"extra_turn": True}, 4, 2),
        ("sjuan", {"start_card": "any"}, 3, 0),
        ("sjuern", {"stand_over": 1}, 2, 0),
        ("kabal", {"extra_turn": True, "ace_high": True}, 4, 0),
    ],
)
def test_a_whole_deal_replays_as_max_n_play(game, options, n, seed) -> None:
    state = new_deal(SevensRules.for_game(game, **options), n, seed=seed)
    solver = Solver()
    root = solver.maxn_winner(state)
    paranoid = solver.winners(state)
    line = perfect_line(state, solver)
    for move in line:
        outcomes = solver.maxn_outcomes(state)
        p = state.to_move
        own = [m for m, w in outcomes if w == p]
        # the tie-break: the first move that wins for the mover, else the first legal move
        assert move == (own[0] if own else outcomes[0][0])
        # perfect play keeps the value: the move played leads where the position led
        assert dict(outcomes)[move] == root
        state = apply(state, move)  # raises if the move were illegal
    assert state.winner == root
    # a player who can force going out first against everyone also wins under max^n
    assert paranoid in ((), (root,))


def test_max_n_decides_a_deal_nobody_can_force() -> None:
    # nobody can force going out first in this deal, yet max^n play has a winner, and on its
    # line a player who cannot win chooses which of the others does (the tie-break decides)
    solver = Solver()
    state = new_deal(SevensRules(), 4, seed=2)
    assert solver.winners(state) == ()
    kingmakers = 0
    for move in perfect_line(state, solver):
        p = state.to_move
        winners = {w for _, w in solver.maxn_outcomes(state)}
        if p not in winners and len(winners) > 1:
            kingmakers += 1
        state = apply(state, move)
    assert kingmakers > 0


def test_perfect_play_reports_every_choice_and_keeps_the_winner() -> None:
    state = new_deal(SevensRules(), 4, seed=2)
    rep, turns = perfect_play(state)
    winner = rep.states[-1].winner
    assert winner is not None
    name = state.players[winner]
    assert [t.move for t in turns] == [t.move for t in rep.turns]
    for turn, played in zip(turns, rep.turns):
        assert turn.outcomes[turn.move] == name
        assert set(turn.outcomes) == {m.code for m in legal_moves(played.before)}
        for lang in LANGS:
            assert turn.player in turn.text(lang)
    # a deal without a forced winner has moves that decide it
    assert any(t.decisive for t in turns)


def test_perfect_play_refuses_a_deal_in_progress_and_a_spent_budget() -> None:
    state = new_deal(SevensRules(), 4, seed=2)
    later = apply(state, legal_moves(state)[0])
    with pytest.raises(ValueError, match="turn 0"):
        perfect_play(later)
    with pytest.raises(SearchBudgetError) as spent:
        Solver().maxn_winner(state, budget=1000)
    assert spent.value.params == {"n": 1000}


def test_no_budget_searches_on_and_agrees_with_the_budgeted_search() -> None:
    state = small_position("sjuern", {"stand_over": 1}, 3, 3, 30)
    assert state.winner is None
    assert Solver().maxn_winner(state, budget=None) == Solver().maxn_winner(state)


def test_cli_plays_a_record_perfectly(capsys) -> None:
    from sjuan_notebooks.cli import main

    assert main(["perfect", "sjuan-worked-example", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # C can force going out first in the text's deal, so perfect play ends with C out
    assert out["winner"] == "C"
    assert all(t["outcomes"][t["move"]] == "C" for t in out["turns"])
    assert main(["perfect", "sjuan-worked-example", "--lang", "sv"]) == 0
    assert "Med perfekt spel går C ut först." in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["perfect", "femkamp-pass", "--lang", "nb"], "bare ut for Sjuan, Sjuern og Kabal"),
        (["perfect", "sjuan-worked-example", "--budget", "10"], "more than 10 positions"),
        (["perfect", "no-such-record"], ""),
    ],
)
def test_cli_refuses_what_it_cannot_play_perfectly(capsys, argv, needle) -> None:
    from sjuan_notebooks.cli import main

    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert needle in captured.err
