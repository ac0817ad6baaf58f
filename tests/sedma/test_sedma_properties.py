"""Sedma invariants over random legal play for 2, 3 and 4 players (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import Card
from sjuan_notebooks.core.errors import IllegalMoveError
from sjuan_notebooks.sedma import engine as S
from sjuan_notebooks.sedma.match import random_playout
from sjuan_notebooks.sedma.players import random_policy

players = st.sampled_from([2, 3, 4])
seeds = st.integers(min_value=0, max_value=2**32 - 1)
options = st.fixed_dictionaries({"burnt": st.booleans(), "continue_when_winning": st.booleans()})
MOVE_LIMIT = 200  # a game of 32 cards cannot need more than 32 plays and 32 decisions


def accounted(state: S.SedmaState) -> Counter[Card]:
    """Every card somewhere: hands, stock, the current trick, the tricks taken."""
    places: list[Card] = [c for h in state.hands for c in h]
    places += list(state.stock)
    places += [c for _, c in state.trick]
    places += [c for cards in state.taken for c in cards]
    return Counter(places)


def playout(n: int, seed: int, move_seed: int, opts: dict[str, bool]):
    rules = S.SedmaRules.from_options(**opts)
    state = S.new_game(rules, n, seed=seed)
    rng = random.Random(move_seed)
    states = [state]
    for _ in range(MOVE_LIMIT):
        if state.over:
            return states
        state = S.apply(state, random_policy(state, rng))
        states.append(state)
    raise AssertionError("the game did not end")


@settings(max_examples=150, deadline=None)
@given(players, seeds, seeds, options)
def test_every_card_accounted_for_and_the_game_ends(n, seed, move_seed, opts):
    states = playout(n, seed, move_seed, opts)
    pack = Counter(S.SedmaRules().pack(n))
    for state in states:
        assert accounted(state) == pack
    final = states[-1]
    assert final.over and S.legal_moves(final) == []
    result = S.game_result(final)
    if final.burnt is None:
        assert sum(result.points) == 90
        assert not any(final.hands) and not final.stock
        assert result.win_points in (1, 2, 3)
        assert result.points[result.winner] > result.points[1 - result.winner]
    else:
        assert opts["burnt"] and result.win_points in (1, 4)


@settings(max_examples=150, deadline=None)
@given(players, seeds, seeds, options)
def test_hands_are_equal_after_each_draw(n, seed, move_seed, opts):
    states = playout(n, seed, move_seed, opts)
    for before, after in zip(states, states[1:]):
        if len(after.tricks) > len(before.tricks):
            sizes = {len(h) for h in after.hands}
            assert len(sizes) == 1
            assert sizes == {4} or not after.stock
        if not after.over and not after.trick and after.tricks:
            assert after.to_move == after.leader == after.tricks[-1].winner


@settings(max_examples=100, deadline=None)
@given(players, seeds, seeds, st.data())
def test_a_view_never_shows_hidden_cards(n, seed, move_seed, data):
    states = playout(n, seed, move_seed, {})
    for state in states[:: max(1, len(states) // 6)]:
        seat = data.draw(st.integers(0, n - 1))
        seen = S.view(state, seat)
        hidden = {c for i, h in enumerate(state.hands) if i != seat for c in h} | set(state.stock)
        visible = {c for h in seen.hands for c in h} | set(seen.stock) | set(seen.initial_stock)
        visible |= {c for h in seen.initial_hands for c in h}
        assert not hidden & visible
        assert [seen.hand_count(i) for i in range(n)] == [len(h) for h in state.hands]
        assert seen.stock_size == len(state.stock)
        if n == 3 and not state.revealed and S.RED_KING not in state.hands[seat]:
            assert seen.sides is None


@settings(max_examples=100, deadline=None)
@given(players, seeds, seeds)
def test_illegal_moves_raise_and_leave_the_state_unchanged(n, seed, move_seed):
    states = playout(n, seed, move_seed, {})
    for state in states[:-1]:
        legal = set(S.legal_moves(state))
        hand = set(state.hands[state.to_move])
        for card in S.SedmaRules().pack(n):
            if card in legal:
                continue
            snapshot = state
            with pytest.raises(IllegalMoveError):
                S.apply(state, card)
            assert state == snapshot
            assert card not in hand or state.deciding
        if S.STOP not in legal:
            with pytest.raises(IllegalMoveError):
                S.apply(state, S.STOP)


def test_random_play_completes_many_games_quickly():
    """A few hundred games per player count (the thousands run is marked slow)."""
    for n in (2, 3, 4):
        for seed in range(300):
            final = random_playout(S.new_game(S.SedmaRules(), n, seed=seed), random.Random(seed))
            assert final.over


@pytest.mark.slow
def test_random_play_completes_thousands_of_games():
    for n in (2, 3, 4):
        rng = random.Random(n)
        for seed in range(3000):
            final = random_playout(S.new_game(S.SedmaRules(), n, seed=seed), rng)
            result = S.game_result(final)
            assert final.burnt is not None or sum(result.points) == 90
