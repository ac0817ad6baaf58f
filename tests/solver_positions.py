"""Seeded positions for the solver and search tests: every rule set and option, cut down to a
size brute force can check."""

from __future__ import annotations

import random

from sjuan_notebooks.core.cards import mask_of, parse_card
from sjuan_notebooks.sevens.engine import (
    PASS,
    SevensRules,
    SevensState,
    apply,
    legal_moves,
    new_deal,
)

VARIANTS = [
    ("sjuan", {}),
    ("sjuan", {"extra_turn": True}),
    ("sjuan", {"start_card": "any"}),
    ("sjuern", {}),
    ("sjuern", {"ace_high": True}),
    ("sjuern", {"stand_over": 1}),
    ("sjuern", {"stand_over": 2, "ace_high": True, "start_card": "S7"}),
    ("kabal", {"extra_turn": True, "ace_high": True}),
]


def small_position(
    game: str, options: dict, n: int, seed: int, left: int, cards_first: bool = True
):
    """Random play from a seeded deal until at most ``left`` cards remain in all hands
    (``cards_first``: a voluntary stand-over only when no card can be played)."""
    rules = SevensRules.for_game(game, **options)
    lo, hi = {"sjuan": (3, 8), "sjuern": (2, 7), "kabal": (3, 5)}[game]
    n = min(max(n, lo), hi)
    state = new_deal(rules, n, seed=seed)
    rng = random.Random(seed)
    while state.winner is None and sum(h.bit_count() for h in state.hands) > left:
        moves = legal_moves(state)
        if cards_first:
            moves = [m for m in moves if m is not PASS] or moves
        state = apply(state, moves[rng.randrange(len(moves))])
    return state


def open_position(variant: tuple[str, dict], n: int, seed: int, left: int, stand_left: int):
    """:func:`small_position` for a variant, with at most ``stand_left`` cards when the
    variant has stand-overs (they multiply the positions); None once somebody is out."""
    game, options = variant
    if options.get("stand_over"):
        left = min(left, stand_left)
    state = small_position(game, options, n, seed, left)
    return None if state.winner is not None else state


def late_position() -> SevensState:
    """Two-player Sjuern, six cards left: spades and diamonds done, hearts and clubs built
    from 4 to K. A holds H3, HA, C3 and moves; B holds H2, C2, CA.

    By hand: H3 wins for A (B must answer H2, A plays HA and then C3 while B is stuck), but C3
    loses (B plays C2, A must play H3, B plays CA and then H2 while A's HA waits for H2).
    """
    rules = SevensRules.for_game("sjuern")
    a = mask_of([parse_card(c) for c in ("H3", "HA", "C3")])
    b = mask_of([parse_card(c) for c in ("H2", "C2", "CA")])
    table = ((1 << 52) - 1) & ~(a | b)
    base = new_deal(rules, 2, seed=0)
    return base._replace(
        hands=(a, b),
        table=table,
        playable=parse_card("H3").bit | parse_card("C3").bit,  # the next card of each row
        to_move=0,
        opened=(0, 1, 2, 3),
        turn=46,
    )
