"""The search player's per-move values: probabilities, exact when solved, and the same choice
as before they existed."""

from __future__ import annotations

import random
import sys
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from solver_positions import small_position

from sjuan_notebooks.core.players import players_for
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.femkamp.deals import get_deal, single_deals
from sjuan_notebooks.femkamp.players import BestTrickTip, CountSuit, ShedHighEarly
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import SearchSevens, fast_playout, sample_world
from sjuan_notebooks.sevens.solver import brute_force_wins, can_force_win

sys.setrecursionlimit(10_000)

VARIANTS = [
    ("sjuan", {}, 4),
    ("sjuan", {"extra_turn": True, "start_card": "any"}, 3),
    ("sjuern", {"stand_over": 2}, 3),
    ("kabal", {}, 5),
]


def _old_choose(player: SearchSevens, view: Any, legal: Any, rng: random.Random) -> Any:
    """The search player's choice as it was written before ``move_values`` (scores with a
    bonus of 1000 for going out at once), kept to show the refactor changed no choice."""
    if len(legal) == 1:
        return legal[0]
    me = view.to_move
    local = random.Random(rng.random())
    scores = [0.0] * len(legal)
    left = sum(view.hand_count(i) for i in range(view.n_players))
    for _ in range(player.worlds):
        hands = sample_world(view, local, player.voids)
        world = view._replace(hands=hands, hidden=())
        for j, move in enumerate(legal):
            after = apply(world, move)
            if after.winner is not None:
                scores[j] += 1000.0 if after.winner == me else 0.0
                continue
            if left <= player.solve_below:
                scores[j] += player.rollouts * can_force_win(after, me)
                continue
            for _r in range(player.rollouts):
                w = fast_playout(
                    list(after.hands), after.table, after.playable, after.to_move,
                    after.rules.ace_high, after.rules.extra_turn, local,
                )  # fmt: skip
                scores[j] += w == me
    return legal[scores.index(max(scores))]


@settings(max_examples=30, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 10**6),
    left=st.integers(1, 40),
)
def test_values_are_probabilities_and_choose_takes_the_first_best(variant, seed, left) -> None:
    game, options, n = variant
    state = small_position(game, options, n, seed, left, cards_first=False)
    if state.winner is not None:
        return
    legal = legal_moves(state)
    view = api_for(game).view(state, state.to_move)
    player = SearchSevens(worlds=4, rollouts=3)
    values = player.move_values(view, legal, random.Random(seed))
    assert len(values) == len(legal)
    assert all(0.0 <= v <= 1.0 for v in values)
    # a move that empties the hand wins in every sampled world
    for move, value in zip(legal, values):
        if state.hands[state.to_move] == getattr(move, "bit", -1):
            assert value == 1.0
    choice = player.choose(view, legal, random.Random(seed))
    if len(legal) > 1:
        assert choice == legal[values.index(max(values))]
    assert choice == _old_choose(player, view, legal, random.Random(seed))


def test_a_single_legal_move_is_played_without_drawing() -> None:
    state = new_deal(SevensRules(), 4, seed=1)  # the holder of H7 must open with it
    assert len(legal_moves(state)) == 1
    rng = random.Random(5)
    before = rng.getstate()
    view = api_for("sjuan").view(state, state.to_move)
    assert SearchSevens().choose(view, legal_moves(state), rng) == legal_moves(state)[0]
    assert rng.getstate() == before
    # the values still draw exactly one number
    SearchSevens(worlds=1, rollouts=1).move_values(view, legal_moves(state), rng)
    after_one = random.Random(5)
    after_one.random()
    assert rng.getstate() == after_one.getstate()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), left=st.integers(4, 12))
def test_two_player_late_values_are_the_exact_game_values(seed, left) -> None:
    # with two players the seat sees everything and late in the deal each world is solved:
    # every value is 1 or 0, exactly as a brute-force search says
    state = small_position("sjuern", {}, 2, seed, left, cards_first=False)
    if state.winner is not None:
        return
    me = state.to_move
    view = api_for("sjuern").view(state, me)
    legal = legal_moves(state)
    values = SearchSevens(worlds=2, rollouts=2).move_values(view, legal, random.Random(seed))
    assert values == [float(brute_force_wins(apply(state, m), me)) for m in legal]


@settings(max_examples=40, deadline=None)
@given(
    deal=st.sampled_from([d for d in single_deals("femkamp") if not get_deal(d).sevens]),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 40),
)
def test_the_best_trick_tip_follows_each_deals_best_tip(deal, seed, steps) -> None:
    api = api_for("femkamp")
    state = api.new_game({"deal": deal}, 4, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if api.is_over(state):
            return
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    if api.is_over(state):
        return
    view = api.view(state, api.to_move(state))
    legal = api.legal_moves(state)
    expected = ShedHighEarly if get_deal(deal).avoid else CountSuit
    assert BestTrickTip().prefer(view, legal) == expected().prefer(view, legal)
    assert "best_tip" in players_for("femkamp") and "best_tip" not in players_for("sedma")
