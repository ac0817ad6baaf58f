"""The Sevens solver agrees with brute force on small positions, under every option."""

from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from solver_positions import VARIANTS, open_position, small_position

from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.solver import (
    Solver,
    brute_force_maxn,
    brute_force_wins,
    cards_private,
    perfect_line,
)

sys.setrecursionlimit(10000)


@settings(max_examples=60, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    n=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    left=st.integers(4, 11),
)
def test_paranoid_value_equals_brute_force(variant, n, seed, left) -> None:
    state = open_position(variant, n, seed, left, stand_left=8)
    if state is None:
        return
    fast = Solver()
    plain = Solver(reduce_equivalent=False, order_moves=False)
    bounded = Solver(use_bounds=True, bound_from=13)
    for seat in range(state.n_players):
        truth = brute_force_wins(state, seat)
        assert fast.wins(state, seat) == truth
        assert plain.wins(state, seat) == truth
        assert bounded.wins(state, seat) == truth


@settings(max_examples=30, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    n=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    left=st.integers(4, 9),
)
def test_winning_moves_and_maxn_equal_brute_force(variant, n, seed, left) -> None:
    game, options = variant
    state = small_position(game, options, n, seed, min(left, 7 if options.get("stand_over") else 9))
    if state.winner is not None:
        return
    solver = Solver()
    p = state.to_move
    expected = [m for m in legal_moves(state) if brute_force_wins(apply(state, m), p)]
    assert solver.winning_moves(state, p) == expected
    assert solver.wins(state, p) == bool(expected)
    assert solver.maxn_winner(state) == brute_force_maxn(state)
    # a seat that can force a win is the max^n winner's only rival-proof choice: if the mover
    # can force a win, max^n (where everyone else is less hostile) also lets the mover win
    if expected:
        assert solver.maxn_winner(state) == p


def test_two_player_values_are_exact_and_complementary() -> None:
    # with two players exactly one seat can force going out first
    for seed in range(30):
        state = small_position("sjuern", {}, 2, seed, 12)
        if state.winner is not None:
            continue
        solver = Solver()
        assert solver.wins(state, 0) != solver.wins(state, 1)


def test_full_deals_have_at_most_one_paranoid_winner_per_position() -> None:
    # two seats cannot both force going out first
    solver = Solver()
    for seed in range(10):
        state = new_deal(SevensRules(), 4, seed=seed)
        assert len(solver.winners(state)) <= 1


def test_perfect_line_keeps_a_forced_win() -> None:
    solver = Solver()
    for seed in range(40):
        state = new_deal(SevensRules(), 4, seed=seed)
        owners = solver.winners(state)
        if not owners:
            continue
        line = perfect_line(state, solver)
        for move in line:
            state = apply(state, move)
        assert state.winner == owners[0]
        return
    raise AssertionError("no deal among 40 with a forced winner")


def test_private_cards_are_the_outer_blocks_of_a_hand() -> None:
    hands = [[], [], []]
    # B holds the whole upper half of spades: S8..SK, and SQ, SK of hearts
    b = ["S8", "S9", "S10", "SJ", "SQ", "SK", "HQ", "HK", "D2"]
    from sjuan_notebooks.core.cards import CARDS, parse_card

    rest = [c for c in CARDS if c.code not in b and c.code != "H7"]
    hands = [[parse_card("H7"), *rest[:20]], [parse_card(c) for c in b], rest[20:]]
    state = new_deal(SevensRules(), ["A", "B", "C"], hands=hands)
    private = {c.code for c in cards_private(state, 1)}
    assert private == {"S8", "S9", "S10", "SJ", "SQ", "SK", "HQ", "HK"}


def test_stand_overs_and_extra_turns_on_many_small_positions() -> None:
    # these options change the value of only some positions, so test many of them
    cases = [
        ("sjuern", {"stand_over": 1}, 3),
        ("sjuern", {"stand_over": 2}, 2),
        ("sjuan", {"extra_turn": True}, 3),
        ("kabal", {"extra_turn": True, "ace_high": True}, 4),
    ]
    checked = 0
    for game, options, n in cases:
        solver = Solver()
        for seed in range(60):
            state = small_position(game, options, n, seed, 5 + seed % 4)
            if state.winner is not None:
                continue
            for seat in range(state.n_players):
                assert solver.wins(state, seat) == brute_force_wins(state, seat), (game, seed)
                checked += 1
    assert checked > 500
