"""Players for the trick deals (Femkamp/Sjukamp) and Sedma: always legal, tips as named."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import SEDMA_PACK, parse_card
from sjuan_notebooks.core.players import CounterRandom, play, players_for, tip_verdict
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.femkamp.deals import single_deals
from sjuan_notebooks.femkamp.players import CountSuit, MakeVoid, ShedHighEarly
from sjuan_notebooks.femkamp.tricks import trick_winner
from sjuan_notebooks.sedma.engine import STOP, SedmaRules, new_game
from sjuan_notebooks.sedma.engine import apply as sedma_apply
from sjuan_notebooks.sedma.engine import legal_moves as sedma_legal
from sjuan_notebooks.sedma.players import ContinueForPoints, KeepSevens


class Checked:
    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name

    def choose(self, view: Any, legal: Any, rng: random.Random) -> Any:
        move = self.inner.choose(view, legal, rng)
        assert move in legal, (self.name, move, legal)
        return move


@settings(max_examples=30, deadline=None)
@given(
    game=st.sampled_from(["femkamp", "sjukamp", "sedma"]),
    seed=st.integers(0, 10**6),
    data=st.data(),
)
def test_every_player_always_chooses_a_legal_move(game, seed, data) -> None:
    api = api_for(game)
    n = data.draw(st.sampled_from(api.player_counts))
    options: dict[str, Any] = {}
    if game != "sedma":
        options["deal"] = data.draw(st.sampled_from(single_deals(game)))
    names = sorted(players_for(game))
    seats = [Checked(players_for(game)[data.draw(st.sampled_from(names))]()) for _ in range(n)]
    final = play(game, api.new_game(options, n, seed), seats, CounterRandom(seed, 1))
    assert api.is_over(final)


def _random_positions(game: str, deal: str, n: int, seeds: range):
    api = api_for(game)
    for seed in seeds:
        state = api.new_game({"deal": deal}, n, seed)
        rng = random.Random(seed)
        while not api.is_over(state):
            yield state, api.view(state, api.to_move(state))
            moves = api.legal_moves(state)
            state = api.apply(state, moves[rng.randrange(len(moves))])


def _power(card: Any) -> int:
    return 14 if card.rank == 1 else card.rank


def test_shed_high_early_plays_the_highest_card_that_does_not_take_the_trick() -> None:
    checked = 0
    for state, view in _random_positions("femkamp", "pass", 4, range(20)):
        if not state.trick:
            continue
        legal = api_for("femkamp").legal_moves(state)
        preferred = ShedHighEarly().prefer(view, legal)
        losers = [
            c
            for c in legal
            if trick_winner(state.trick + ((state.to_move, c),), None) != state.to_move
        ]
        if losers:
            assert all(c in losers for c in preferred)
            assert {_power(c) for c in preferred} == {max(_power(c) for c in losers)}
            checked += 1
        else:
            assert preferred == legal
    assert checked > 100


def test_make_void_plays_from_the_shortest_suit_when_free() -> None:
    checked = 0
    for state, view in _random_positions("femkamp", "klover", 4, range(15)):
        legal = api_for("femkamp").legal_moves(state)
        hand = state.hand(state.to_move)
        if state.trick and any(c.suit == state.trick[0][1].suit for c in hand):
            assert MakeVoid().prefer(view, legal) == legal
            continue
        preferred = MakeVoid().prefer(view, legal)
        counts = {s: sum(c.suit == s for c in hand) for s in {c.suit for c in hand}}
        assert {counts[c.suit] for c in preferred} == {min(counts.values())}
        checked += 1
    assert checked > 50


def test_count_suit_in_grand_plays_the_highest_card_left_in_a_suit() -> None:
    checked = 0
    for state, view in _random_positions("femkamp", "grand", 4, range(15)):
        legal = api_for("femkamp").legal_moves(state)
        preferred = CountSuit().prefer(view, legal)
        if preferred == legal:
            continue
        seen = state.removed | state.hands[state.to_move]
        for t in state.tricks:
            for _, c in t.cards:
                seen |= c.bit
        for _, c in state.trick:
            seen |= c.bit
        for c in preferred:
            # every higher card of the suit has been played or is in the player's own hand
            assert all(
                seen >> (13 * "SHDC".index(c.suit) + r - 1) & 1
                for r in range(1, 14)
                if (14 if r == 1 else r) > _power(c)
            )
        checked += 1
    assert checked > 20


def _sedma_state(hands: list[list[str]], moves: list[str]) -> Any:
    used = {c for h in hands for c in h}
    stock = [c for c in SEDMA_PACK if c.code not in used]
    state = new_game(SedmaRules(), 2, hands=hands, stock=stock)
    for m in moves:
        state = sedma_apply(state, m)
    return state


def test_keep_sevens_takes_points_with_a_seven_and_keeps_it_otherwise() -> None:
    # seat 0 leads the ten of hearts; seat 1 holds a seven
    state = _sedma_state([["H10", "S8", "S9", "SJ"], ["H7", "C8", "C9", "CJ"]], ["H10"])
    view = api_for("sedma").view(state, 1)
    legal = sedma_legal(state)
    assert KeepSevens().prefer(view, legal) == [parse_card("H7")]
    verdict = tip_verdict("sedma", view, legal, parse_card("C8"))
    assert (verdict.agrees, verdict.tip, verdict.suggested) == (
        False,
        "keep_sevens",
        parse_card("H7"),
    )
    # a trick without points: keep the seven
    state = _sedma_state([["H8", "S8", "S9", "SJ"], ["H7", "C8", "C9", "CJ"]], ["H8"])
    view = api_for("sedma").view(state, 1)
    assert parse_card("H7") not in KeepSevens().prefer(view, sedma_legal(state))


def test_continue_for_points_continues_only_when_points_are_at_stake() -> None:
    # seat 0 leads H8 and seat 1 takes it over with C8: no points in the trick, so stop
    state = _sedma_state([["H8", "S7", "S9", "SJ"], ["C8", "CA", "C9", "CJ"]], ["H8", "C8"])
    assert state.deciding
    view = api_for("sedma").view(state, 0)
    assert ContinueForPoints().prefer(view, sedma_legal(state)) == [STOP]
    state = _sedma_state([["HA", "S7", "S9", "SJ"], ["CA", "C10", "C9", "CJ"]], ["HA", "CA"])
    assert state.deciding
    view = api_for("sedma").view(state, 0)
    assert ContinueForPoints().prefer(view, sedma_legal(state)) == [parse_card("S7")]
