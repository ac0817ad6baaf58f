"""Rule invariants of the trick deals under random legal play (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.femkamp.deals import deal_names, get_deal, trick_deals
from sjuan_notebooks.femkamp.record import deal_record, replay_record
from sjuan_notebooks.femkamp.tricks import (
    HAND_SIZE,
    TrickRules,
    apply,
    deal_points,
    legal_moves,
    new_any_deal,
    new_deal,
    play_out,
)
from sjuan_notebooks.sevens.engine import SevensState

SETTINGS = settings(max_examples=60, deadline=None)
seeds = st.integers(min_value=0, max_value=2**32)
players = st.sampled_from([3, 4, 5])
# every registered deal, so a deal a family adds is drawn too
trick_deal = st.sampled_from(trick_deals())
any_deal = st.sampled_from(deal_names())


def expected_total(state) -> int:
    """The points in play, counted from the cards the players actually took (not from the
    spec's own total): each trick, each scoring card that was dealt, the last trick; a set
    taken whole by one player scores 0 where its rule is on."""
    spec = get_deal(state.deal)
    dealt = [c for taken in state.taken_cards for c in taken]
    total = 0
    for term in spec.points:
        if term.per == "trick":
            total += term.value * len(state.tricks)
        elif term.per == "last":
            total += term.value
        else:
            in_play = [c for c in dealt if c.code in term.cards]
            whole = any(
                sorted(c.code for c in taken if c.code in term.cards) == sorted(map(str, in_play))
                for taken in state.taken_cards
            )
            if not (term.all_zero and getattr(state.rules, term.all_zero) and whole):
                total += term.value * len(in_play)
    return total


@SETTINGS
@given(seed=seeds, n=players, deal=trick_deal, zero=st.booleans())
def test_points_add_up_to_the_deals_total(seed: int, n: int, deal: str, zero: bool) -> None:
    rules = TrickRules.for_deal(deal, klover_all_zero=zero)
    final, _ = play_out(new_deal(rules, n, seed=seed), random.Random(seed))
    assert sum(deal_points(final).values()) == expected_total(final)


@SETTINGS
@given(seed=seeds, n=players, deal=trick_deal)
def test_random_play_follows_suit_when_able(seed: int, n: int, deal: str) -> None:
    rng = random.Random(seed)
    state = new_deal(TrickRules.for_deal(deal), n, seed=seed)
    while not state.is_over:
        moves = legal_moves(state)
        card = moves[rng.randrange(len(moves))]
        if state.trick:
            led = state.trick[0][1].suit
            holds_led = any(c.suit == led for c in state.hand(state.to_move))
            assert card.suit == led or not holds_led
        state = apply(state, card)


@SETTINGS
@given(seed=seeds, n=players, deal=trick_deal)
def test_tricks_equal_hand_size_and_every_card_is_taken(seed: int, n: int, deal: str) -> None:
    state = new_deal(TrickRules.for_deal(deal), n, seed=seed)
    final, moves = play_out(state, random.Random(seed))
    assert len(final.tricks) == HAND_SIZE[n] == len(state.hand(0))
    assert sum(final.won) == HAND_SIZE[n]
    assert len(moves) == n * HAND_SIZE[n]
    assert sum(m.bit_count() for m in final.taken) == n * HAND_SIZE[n]
    for trick in final.tricks:  # every seat plays once per trick, starting with the leader
        seats = [seat for seat, _ in trick.cards]
        assert seats == [(trick.leader + k) % n for k in range(n)]


@settings(max_examples=40, deadline=None)
@given(seed=seeds, n=players, deal=any_deal)
def test_every_deal_plays_to_its_end_and_records_replay(seed: int, n: int, deal: str) -> None:
    initial = new_any_deal(deal, n, seed=seed)
    final, moves = play_out(initial, random.Random(seed))
    over = final.winner is not None if isinstance(final, SevensState) else final.is_over
    assert over
    game = "sjukamp"
    record = deal_record(game, initial, moves)
    replay = replay_record(record)
    assert replay.result_json()["points"] == deal_points(final)
    assert [turn.move for turn in replay.turns] == moves


@settings(max_examples=30, deadline=None)
@given(seed=seeds, chooser=st.sampled_from(["fixed", "dealer"]))
def test_trump_wins_every_trick_it_is_played_in(seed: int, chooser: str) -> None:
    rules = TrickRules.for_deal("trumf", trump_chooser=chooser)
    final, _ = play_out(new_deal(rules, 4, seed=seed), random.Random(seed))
    for trick in final.tricks:
        trumps = [(s, c) for s, c in trick.cards if c.suit == final.trump]
        if trumps:
            best = max(trumps, key=lambda sc: 14 if sc[1].rank == 1 else sc[1].rank)
            assert trick.winner == best[0]
