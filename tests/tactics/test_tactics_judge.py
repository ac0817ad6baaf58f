"""The learner's judge of "What would you play?": the solver over deals of the hidden cards that
fit what the mover has seen, so its verdict can depend on nothing the mover cannot see."""

from __future__ import annotations

import random
import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from solver_positions import late_position, small_position

from sjuan_notebooks.sevens.engine import apply, legal_moves, seat_view
from sjuan_notebooks.sevens.players import sample_world, voids_from_states
from sjuan_notebooks.sevens.solver import brute_force_wins
from sjuan_notebooks.tactics.positions import (
    JUDGE_MAX_CARDS,
    Judgement,
    _random_deal,
    deal_position,
    judge,
)

sys.setrecursionlimit(10_000)


def test_with_two_players_the_one_deal_that_fits_is_the_real_one() -> None:
    # the mover's own hand and the table leave every hidden card to the one opponent: each
    # deal the judge weighs is the real deal, so it counts brute force's answer in all of them
    state = late_position()
    judgement = judge(state)
    assert judgement is not None
    for move in legal_moves(state):
        wins = brute_force_wins(apply(state, move), state.to_move)
        assert judgement.kept[move.code] == judgement.worlds * wins
    assert judgement.best() == "H3" and judgement.is_right("H3") is True
    assert judgement.is_right("C3") is False


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(1, 40), other=st.integers(0, 10_000))
def test_the_verdict_is_the_same_whatever_the_hidden_cards_really_are(seed, other) -> None:
    # move the hidden cards to another deal that fits the mover's view (hand sizes, table,
    # the voids the passes proved): the judge, seeing what the mover sees, cannot tell
    states = _random_deal("sjuan", 4, seed)
    turn = next(
        (k for k in range(1, len(states))
         if sum(h.bit_count() for h in states[k - 1].hands) <= 16
         and len(legal_moves(states[k - 1])) > 1),
        None,
    )  # fmt: skip
    if turn is None:
        return
    state, voids = states[turn - 1], voids_from_states(states[:turn])
    view = seat_view(state, state.to_move)
    moved = state._replace(hands=sample_world(view, random.Random(other), voids))
    assert moved.hands[state.to_move] == state.hands[state.to_move]
    assert judge(moved, voids) == judge(state, voids)


def test_fixed_seeds_give_the_same_verdict_every_time() -> None:
    position = deal_position("sjuan", 4, 1, 43)
    first = judge(position.state, position.voids)
    assert first == judge(position.state, position.voids)
    assert first is not None and first.seed == 0 and sum(first.kept.values()) > 0


def test_too_big_or_over_has_no_judge() -> None:
    big = small_position("sjuan", {}, 4, 3, JUDGE_MAX_CARDS + 8)
    assert sum(h.bit_count() for h in big.hands) > JUDGE_MAX_CARDS
    assert judge(big) is None
    states = _random_deal("sjuan", 3, 5)
    assert judge(states[-1]) is None


def test_right_is_within_the_margin_of_the_best_and_only_where_a_move_is_wrong() -> None:
    judgement = Judgement({"S8": 9, "H8": 7, "C7": 6}, worlds=16, margin=2, seed=0)
    assert judgement.best() == "S8" and judgement.top == 9 and judgement.decisive
    assert [judgement.is_right(c) for c in ("S8", "H8", "C7")] == [True, True, False]
    even = Judgement({"S8": 3, "H8": 1}, worlds=16, margin=2, seed=0)
    assert not even.decisive and even.is_right("H8") is None
    none = Judgement({"S8": 0, "H8": 0}, worlds=16, margin=2, seed=0)
    assert none.is_right("S8") is None
    # ties go to the first move in canonical order
    assert Judgement({"H2": 4, "CK": 4}, 16, 2, 0).best() == "H2"
