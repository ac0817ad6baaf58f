"""Computer players: always legal, deterministic under the counter generator, tips as named."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import CARDS, parse_card
from sjuan_notebooks.core.players import CounterRandom, play, players_for, tip_verdict
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.sevens.engine import PASS, SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import (
    DontOpenSuits,
    FreeOwnCards,
    HoldBackSevens,
    SearchSevens,
    ShedNearSeven,
    StandOverBlock,
    neighbours,
    sample_world,
    voids_from_states,
)

SEVENS_VARIANTS = [
    ("sjuan", {}),
    ("sjuan", {"start_card": "any", "extra_turn": True}),
    ("sjuan", {"pot": 1, "start_card": "D7"}),
    ("sjuern", {"stand_over": 3}),
    ("sjuern", {"ace_high": True, "stand_over": 1, "start_card": "S7"}),
    ("kabal", {}),
]


class Checked:
    """Wraps a player and asserts every choice is one of the legal moves it was offered."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.decisions = 0

    def choose(self, view: Any, legal: Any, rng: random.Random) -> Any:
        move = self.inner.choose(view, legal, rng)
        assert move in legal, (self.name, move, legal)
        self.decisions += 1
        return move


@settings(max_examples=25, deadline=None)
@given(
    variant=st.sampled_from(SEVENS_VARIANTS),
    seed=st.integers(0, 10**6),
    n=st.integers(2, 5),
    data=st.data(),
)
def test_sevens_players_always_choose_a_legal_move(variant, seed, n, data) -> None:
    game, options = variant
    api = api_for(game)
    n = min(max(n, api.player_counts[0]), api.player_counts[-1])
    names = sorted(name for name in players_for(game) if name != "search")
    chosen = [data.draw(st.sampled_from(names)) for _ in range(n)]
    seats = [Checked(players_for(game)[name]()) for name in chosen]
    state = api.new_game(options, n, seed)
    final = play(game, state, seats, CounterRandom(seed, 0))
    assert api.is_over(final)
    assert sum(s.decisions for s in seats) == final.turn


def _seat_with(hand_b: list[str], game: str = "sjuan", **options: Any) -> Any:
    """A 3-player deal where A opens with the start card and B (to move next) holds
    exactly ``hand_b``; the other cards are split between A and C."""
    rules = SevensRules.for_game(game, **options)
    start = parse_card(rules.start_card)
    b = [parse_card(c) for c in hand_b]
    rest = [c for c in CARDS if c not in b and c != start]
    a = [start, *rest[: len(rest) // 2]]
    c = rest[len(rest) // 2 :]
    state = new_deal(rules, ["A", "B", "C"], hands=[a, b, c])
    state = apply(state, start)
    assert state.to_move == 1
    return state


def _verdict(state: Any, move: str) -> Any:
    view = api_for(state.rules.game).view(state, state.to_move)
    return tip_verdict(state.rules.game, view, legal_moves(state), parse_card(move))


def test_dont_open_suits_objects_to_a_needless_seven() -> None:
    state = _seat_with(["S7", "H8", "H9", "D2", "D3"])
    agrees, tip, suggested = _verdict(state, "S7")
    assert (agrees, tip, suggested) == (False, "dont_open_suits", parse_card("H8"))
    assert _verdict(state, "H8").agrees


def test_a_seven_is_fine_when_it_is_the_only_card() -> None:
    state = _seat_with(["S7", "D2", "D3"])
    assert _verdict(state, "S7").agrees


def test_shed_near_seven_prefers_the_half_whose_end_you_hold() -> None:
    state = _seat_with(["HK", "H8", "H6", "D2"])
    verdict = _verdict(state, "H6")
    assert (verdict.agrees, verdict.tip, verdict.suggested) == (
        False,
        "shed_near_seven",
        parse_card("H8"),
    )
    view = api_for("sjuan").view(state, 1)
    # with the ace instead, the lower half is the one to shed
    state2 = _seat_with(["HA", "H8", "H6", "D2"])
    view2 = api_for("sjuan").view(state2, 1)
    assert ShedNearSeven().prefer(view, legal_moves(state)) == [parse_card("H8")]
    assert ShedNearSeven().prefer(view2, legal_moves(state2)) == [parse_card("H6")]


def test_free_own_cards_and_hold_back_sevens() -> None:
    state = _seat_with(["H8", "H6", "H5", "D2"])
    view = api_for("sjuan").view(state, 1)
    legal = legal_moves(state)
    assert FreeOwnCards().prefer(view, legal) == [parse_card("H6")]
    # H8 would open the hearts' upper half to the others and free nothing of B's
    assert HoldBackSevens().prefer(view, legal) == [parse_card("H6")]
    assert DontOpenSuits().prefer(view, legal) == legal  # no seven: no opinion


def test_stand_over_block_stands_over_when_a_card_only_helps_others() -> None:
    state = _seat_with(["D8", "C2", "C3"], "sjuern", stand_over=2)
    view = api_for("sjuern").view(state, 1)
    legal = legal_moves(state)
    assert legal == [parse_card("D8"), PASS]
    assert StandOverBlock().prefer(view, legal) == [PASS]
    state = _seat_with(["D8", "D9", "C2"], "sjuern", stand_over=2)
    view = api_for("sjuern").view(state, 1)
    assert StandOverBlock().prefer(view, legal_moves(state)) == [parse_card("D8")]


def test_neighbours_follow_the_row_order() -> None:
    def nb(code: str, ace_high: bool) -> set[str]:
        m = neighbours(parse_card(code).bit, ace_high)
        return {c.code for c in CARDS if m >> c.index & 1}

    assert nb("S7", False) == {"S6", "S8"}
    assert nb("SA", False) == {"S2"}
    assert nb("SK", False) == {"SQ"}
    assert nb("SA", True) == {"SK"}
    assert nb("SK", True) == {"SQ", "SA"}
    assert nb("H2", True) == {"H3"}


def test_counter_random_makes_play_reproducible() -> None:
    rules = SevensRules.for_game("sjuan")
    state = new_deal(rules, 4, seed=5)
    seats = [players_for("sjuan")["random"]() for _ in range(4)]
    a = play("sjuan", state, seats, CounterRandom(9, 3))
    b = play("sjuan", state, seats, CounterRandom(9, 3))
    c = play("sjuan", state, seats, CounterRandom(9, 4))
    assert a == b
    assert (a.turn, a.winner, a.table) != (c.turn, c.winner, c.table) or a.hands != c.hands


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 30))
def test_sampled_worlds_agree_with_the_view(seed, moves) -> None:
    rules = SevensRules.for_game("sjuan")
    state = new_deal(rules, 4, seed=seed)
    rng = random.Random(seed)
    states = [state]
    for _ in range(moves):
        if state.winner is not None:
            break
        legal = legal_moves(state)
        state = apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    if state.winner is not None:
        return
    me = state.to_move
    voids = voids_from_states(states)
    # the real deal is consistent with the voids
    for seat, void in enumerate(voids):
        assert not state.hands[seat] & void
    view = api_for("sjuan").view(state, me)
    hands = sample_world(view, rng, voids)
    assert hands[me] == state.hands[me]
    for seat in range(4):
        assert hands[seat].bit_count() == state.hands[seat].bit_count()
        assert not hands[seat] & voids[seat] or seat == me
    union = 0
    for h in hands:
        assert not union & h
        union |= h
    assert union | state.table == (1 << 52) - 1


def test_search_player_chooses_legal_moves() -> None:
    rules = SevensRules.for_game("sjuan")
    state = new_deal(rules, 4, seed=11)
    seats = [Checked(SearchSevens(worlds=3, rollouts=2))] + [
        Checked(players_for("sjuan")["random"]()) for _ in range(3)
    ]
    final = play("sjuan", state, seats, CounterRandom(1, 1))
    assert final.winner is not None
    assert seats[0].decisions > 0


def test_verdict_text_names_the_tip_and_the_suggested_card() -> None:
    state = _seat_with(["S7", "H8", "H9", "D2", "D3"])
    verdict = _verdict(state, "S7")
    assert verdict.text("en") == (
        "the seven of spades opens spades and gives the others new places to play, while the "
        "eight of hearts opens no new suit (the tip 'do not open a new suit without need' "
        "would prefer the eight of hearts); lesson 6 measures this tip at a table of four: it "
        "wins no more often than chance"
    )
    sv = verdict.text("sv")
    assert "skulle hellre välja hjärter åtta" in sv and "öppna inte en ny färg" in sv
    assert _verdict(state, "H8").text("en") == (
        "the tip 'do not open a new suit without need': the eight of hearts opens no new suit; "
        "lesson 6 measures this tip at a table of four: it wins no more often than chance"
    )


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), left=st.integers(6, 14))
def test_search_player_keeps_a_forced_win_when_it_sees_every_card(seed, left) -> None:
    # with two players the view shows everything (the other hand is every unseen card), and
    # late in the deal the search player solves exactly: it must keep a forced win
    from sjuan_notebooks.sevens.solver import brute_force_wins

    rules = SevensRules.for_game("sjuern")
    state = new_deal(rules, 2, seed=seed)
    rng = random.Random(seed)
    while state.winner is None and sum(h.bit_count() for h in state.hands) > left:
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    if state.winner is not None or len(legal_moves(state)) < 2:
        return
    me = state.to_move
    winning = [m for m in legal_moves(state) if brute_force_wins(apply(state, m), me)]
    view = api_for("sjuern").view(state, me)
    move = SearchSevens(worlds=2, rollouts=2).choose(view, legal_moves(state), rng)
    if winning:
        assert move in winning
