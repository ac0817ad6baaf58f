"""The numpy batch simulator plays exactly the scalar engine's moves on the same deals."""

from __future__ import annotations

import numpy as np
import pytest

from sjuan_notebooks.core.players import CounterRandom, counter_key, counter_uniform, players_for
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.sevens.batch import BATCH_PLAYERS, deal_batch, scalar_deal, simulate, uniforms
from sjuan_notebooks.sevens.engine import PASS, SevensRules, deal_result

CONFIGS = [
    # (game, options, seats, deals)
    ("sjuan", {}, ("random",) * 4, 800),
    (
        "sjuan",
        {},
        ("free_own_cards", "hold_back_sevens", "shed_near_seven", "dont_open_suits"),
        600,
    ),
    (
        "sjuan",
        {"start_card": "any", "extra_turn": True, "pot": 1},
        ("random", "free_own_cards", "random"),
        500,
    ),
    ("sjuern", {"stand_over": 2, "ace_high": True}, ("random", "hold_back_sevens"), 400),
    ("sjuern", {"start_card": "S7", "stand_over": 3}, ("random",) * 5, 400),
    (
        "sjuern",
        {"stand_over": 3, "extra_turn": True},
        ("stand_over_block", "random", "stand_over_block", "shed_near_seven"),
        400,
    ),
    ("sjuan", {}, ("stand_over_block", "free_own_cards", "random"), 200),
    ("kabal", {}, ("shed_near_seven", "random", "dont_open_suits"), 400),
]


def _scalar_moves(hands: np.ndarray, rules: SevensRules, seats: tuple[str, ...], seed: int, d: int):
    api = api_for(rules.game)
    factories = players_for(rules.game)
    players = [factories[name]() for name in seats]
    state = scalar_deal(hands, rules)
    rng = CounterRandom(seed, d)
    moves = []
    while state.winner is None:
        rng.turn = state.turn
        move = players[state.to_move].choose(
            api.view(state, state.to_move), api.legal_moves(state), rng
        )
        moves.append(-1 if move is PASS else move.index)
        state = api.apply(state, move)
    return moves, state


@pytest.mark.parametrize(("game", "options", "seats", "deals"), CONFIGS)
def test_batch_equals_scalar_move_by_move(game, options, seats, deals) -> None:
    rules = SevensRules.for_game(game, **options)
    seed = 17 + deals
    hands = deal_batch(deals, len(seats), seed)
    result = simulate(deals, seats, rules, seed, record_moves=True)
    assert result.moves is not None
    for d in range(deals):
        moves, final = _scalar_moves(hands[d], rules, seats, seed, d)
        batch_moves = [int(m) for m in result.moves[d] if m != -2]
        assert batch_moves == moves, f"deal {d}"
        outcome = deal_result(final)
        assert result.winner[d] == final.winner
        assert result.turns[d] == final.turn
        assert list(result.cards_left[d]) == list(outcome.cards_left.values())
        assert list(result.passes[d]) == list(outcome.passes.values())


def test_deals_are_full_and_depend_only_on_seed_and_number() -> None:
    a = deal_batch(9000, 4, seed=3)
    b = deal_batch(2000, 4, seed=3, first=4000)
    assert np.array_equal(a[4000:6000], b)
    assert (np.bitwise_or.reduce(a, axis=1) == np.uint64((1 << 52) - 1)).all()
    sizes = np.bitwise_count(a) if hasattr(np, "bitwise_count") else None
    if sizes is not None:
        assert (sizes == 13).all()
    five = deal_batch(100, 5, seed=3)
    # 52 cards to 5 seats from the dealer's left: seats 0 and 1 get 11, the others 10
    if hasattr(np, "bitwise_count"):
        assert [int(x) for x in np.bitwise_count(five[0])] == [11, 11, 10, 10, 10]
    assert not np.array_equal(deal_batch(10, 4, seed=4), a[:10])


def test_every_card_is_equally_likely_in_each_seat() -> None:
    # a fair deal puts each card in seat 0 with probability 1/4: 20,000 deals, 4 sigma bound
    hands = deal_batch(20000, 4, seed=11)
    bits = np.array([1 << i for i in range(52)], dtype=np.uint64)
    share = ((hands[:, 0:1] & bits[None, :]) != 0).mean(axis=0)
    assert np.all(np.abs(share - 0.25) < 4 * np.sqrt(0.25 * 0.75 / 20000))


def test_batch_uniforms_mirror_the_scalar_generator() -> None:
    from sjuan_notebooks.sevens.batch import deal_keys

    keys = deal_keys(99, np.arange(50))
    for d in (0, 7, 49):
        assert int(keys[d]) == counter_key(99, d)
        for t in (0, 5, 80):
            assert uniforms(keys[d : d + 1], t * 8)[0] == counter_uniform(counter_key(99, d), t * 8)


def test_unknown_batch_player_is_refused() -> None:
    with pytest.raises(ValueError):
        simulate(10, ("random", "search", "random", "random"))
    assert "random" in BATCH_PLAYERS
