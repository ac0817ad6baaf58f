"""Property tests of the Sevens engine over every rule set, variant and player count."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import CARDS, Card, cards_of_mask
from sjuan_notebooks.core.errors import IllegalMoveError
from sjuan_notebooks.sevens.engine import (
    PASS,
    PLAYER_RANGE,
    SevensRules,
    SevensState,
    apply,
    deal_result,
    legal_moves,
    new_deal,
)
from sjuan_notebooks.sevens.record import replay_record, to_record

FULL = (1 << 52) - 1


@st.composite
def deals(draw: st.DrawFn) -> tuple[SevensState, int]:
    game = draw(st.sampled_from(["sjuan", "sjuern", "kabal"]))
    options = {
        "start_card": draw(st.sampled_from(["H7", "D7", "S7", "any"])),
        "pot": draw(st.integers(0, 3)),
        "ace_high": draw(st.booleans()),
        "extra_turn": draw(st.booleans()),
        "stand_over": draw(st.integers(0, 3)),
    }
    lo, hi = PLAYER_RANGE[game]
    n = draw(st.integers(lo, hi))
    rules = SevensRules.for_game(game, **options)
    seed = draw(st.integers(0, 2**31))
    dealer = draw(st.integers(0, n - 1))
    return new_deal(rules, n, seed=seed, dealer=dealer), draw(st.integers(0, 2**31))


def brute_force_legal_cards(state: SevensState) -> set[Card]:
    """An independent reading of the rules on Card objects, no bitmasks."""
    rules = state.rules
    hand = set(state.hand(state.to_move))
    on_table = set(cards_of_mask(state.table))
    if not on_table and rules.start_card != "any":
        return {c for c in hand if c.code == rules.start_card}
    order = list(rules.rank_order)
    legal = set()
    for card in hand:
        if card.rank == 7:
            legal.add(card)
            continue
        row = [c for c in on_table if c.suit == card.suit]
        if not row:
            continue
        positions = sorted(order.index(c.rank) for c in row)
        pos = order.index(card.rank)
        if pos == positions[0] - 1 or pos == positions[-1] + 1:
            legal.add(card)
    return legal


def playout(state: SevensState, seed: int):
    rng = random.Random(seed)
    moves = []
    states = [state]
    while state.winner is None:
        ms = legal_moves(state)
        move = ms[rng.randrange(len(ms))]
        moves.append(move)
        state = apply(state, move)
        states.append(state)
        assert len(moves) < 2000
    return states, moves


@given(deals())
def test_all_52_cards_are_accounted_for_at_every_step(deal: tuple[SevensState, int]) -> None:
    states, _ = playout(*deal)
    for s in states:
        seen = s.table
        for h in s.hands:
            assert not seen & h
            seen |= h
        assert seen == FULL


@given(deals())
def test_random_play_ends_with_exactly_one_winner(deal: tuple[SevensState, int]) -> None:
    states, _ = playout(*deal)
    final = states[-1]
    assert final.winner is not None
    assert [i for i, h in enumerate(final.hands) if h == 0] == [final.winner]
    assert legal_moves(final) == []


@given(deals())
def test_legal_moves_agree_with_brute_force(deal: tuple[SevensState, int]) -> None:
    states, _ = playout(*deal)
    for s in states[:-1]:
        cards = {m for m in legal_moves(s) if m is not PASS}
        expected = brute_force_legal_cards(s)
        if s.extra:
            assert cards == expected and cards
        else:
            assert cards == expected
        may_pass = PASS in legal_moves(s)
        forced = not expected
        voluntary = (
            bool(expected) and s.stand_over_left[s.to_move] > 0 and not s.extra and s.table != 0
        )
        assert may_pass == (forced or voluntary)


@given(deals(), st.data())
def test_illegal_moves_raise_and_change_nothing(
    deal: tuple[SevensState, int], data: st.DataObject
) -> None:
    states, _ = playout(*deal)
    s = data.draw(st.sampled_from(states[:-1]))
    legal = set(legal_moves(s))
    illegal = [c for c in CARDS if c not in legal] + ([] if PASS in legal else [PASS])
    for move in data.draw(st.lists(st.sampled_from(illegal), min_size=1, max_size=5)):
        copy = s
        try:
            apply(s, move)
        except IllegalMoveError as e:
            assert e.message("sv") and e.message("en").endswith(".")
        else:
            raise AssertionError(f"{move} was accepted")
        assert s == copy


@given(deals())
def test_a_record_written_by_the_engine_replays_to_the_same_result(
    deal: tuple[SevensState, int],
) -> None:
    states, moves = playout(*deal)
    record = to_record(states[0], moves)
    replayed = replay_record(record)
    assert replayed.final == states[-1]
    assert replayed.result_json()["winner"] == deal_result(states[-1]).winner
