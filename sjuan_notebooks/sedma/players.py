"""The Sedma computer players: one per tip of the Sedma text (003), and two simple policies
for illustrative games (any legal move; a plain, deterministic one)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..core.cards import Card
from ..core.contract import Why
from ..core.players import TipPlayer
from .engine import (
    PACK_ORDER,
    RED_KING,
    SHOW,
    STOP,
    Move,
    SedmaState,
    card_points,
    is_wild,
    legal_moves,
    takes_over,
    view,
)

#: A whole-table policy for illustrative games: the move of whoever is to move.
Policy = Callable[[SedmaState, random.Random], Move]


def _trick_points(view: SedmaState) -> int:
    return sum(10 for _, c in view.trick if c.rank in (10, 1))


def _my_side_winning(view: SedmaState) -> bool:
    me, winner = view.to_move, view.trick_winner
    if winner == me:
        return True
    sides = view.sides
    return sides is not None and view.side_of(me) == view.side_of(winner)


def _wild(view: SedmaState, card: Move) -> bool:
    return isinstance(card, Card) and is_wild(card, view.n_players)


class KeepSevens(TipPlayer[SedmaState, Move]):
    """Keep your sevens to take tricks holding tens and aces: play a seven (or, with three
    players, the red king) only to take over a trick with points that your side is not
    winning; otherwise play another card."""

    name = "keep_sevens"

    def prefer(self, view: SedmaState, legal: Sequence[Move]) -> list[Move]:
        cards = [m for m in legal if isinstance(m, Card)]
        if not cards or view.deciding:
            return list(legal)
        wild: list[Move] = [c for c in cards if _wild(view, c)]
        plain: list[Move] = [c for c in cards if not _wild(view, c)]
        if view.trick and _trick_points(view) and not _my_side_winning(view) and wild:
            return wild
        return plain or list(legal)

    def why(
        self, view: SedmaState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        points = _trick_points(view)
        holder = view.players[view.trick_winner] if view.trick else ""
        if _wild(view, suggested):
            key = "tactics.why.seven_takes" if move != suggested else "tactics.why.seven_takes_ok"
            return key, {"kept": suggested, "move": move, "n": points, "holder": holder}
        if not _wild(view, move):
            return "tactics.why.seven_kept", {"move": move}
        if not view.trick:
            key = "tactics.why.seven_led"
        elif not points:
            key = "tactics.why.seven_no_points"
        else:
            key = "tactics.why.seven_own_side"
        return key, {"move": move, "kept": suggested, "holder": holder}


class ContinueForPoints(TipPlayer[SedmaState, Move]):
    """When you may continue a trick you led (otočiť kolo), continue if the trick holds
    points your side is not winning; otherwise stop."""

    name = "continue_for_points"

    def prefer(self, view: SedmaState, legal: Sequence[Move]) -> list[Move]:
        if not view.deciding:
            return list(legal)
        cards: list[Move] = [m for m in legal if isinstance(m, Card)]
        stop = [m for m in legal if getattr(m, "code", "") == "stop"]
        if cards and _trick_points(view) and not _my_side_winning(view):
            return cards
        return stop or list(legal)

    def why(
        self, view: SedmaState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        points = _trick_points(view)
        holder = view.players[view.trick_winner]
        if isinstance(suggested, Card):
            key = "tactics.why.continue" if move != suggested else "tactics.why.continue_ok"
            return key, {"kept": suggested, "n": points, "holder": holder}
        key = "tactics.why.stop_own_side" if points else "tactics.why.stop_no_points"
        if move != suggested:  # the learner continued: name the card it cost
            key += "_not"
        return key, {"holder": holder, "move": move}


SEDMA_TIPS: tuple[type[TipPlayer], ...] = (KeepSevens, ContinueForPoints)


class HideRedKing(KeepSevens):
    """Three players: the red king's holder keeps it hidden as long as possible (the text:
    "najlepšie je zatajovať ho čo najdlhšie"): plays it only when every other card would be
    worse than nothing, that is, never while another card is legal (otherwise as
    :class:`KeepSevens`). A measured tip only."""

    name = "hide_red_king"

    def prefer(self, view: SedmaState, legal: Sequence[Move]) -> list[Move]:
        pref = [m for m in super().prefer(view, legal) if getattr(m, "code", "") != "HK"]
        rest = [m for m in legal if getattr(m, "code", "") != "HK"]
        return pref or rest or list(legal)


class ShowRedKing(KeepSevens):
    """Three players: the red king's holder plays it at the first chance (it then counts as a
    seven and the sides are known), otherwise as :class:`KeepSevens`. A measured tip only."""

    name = "show_red_king"

    def prefer(self, view: SedmaState, legal: Sequence[Move]) -> list[Move]:
        king = [m for m in legal if getattr(m, "code", "") == "HK"]
        if king and view.n_players == 3 and not view.deciding:
            return king
        return super().prefer(view, legal)


__all__ = [
    "SEDMA_TIPS",
    "ContinueForPoints",
    "HideRedKing",
    "KeepSevens",
    "ShowRedKing",
    "Policy",
    "random_policy",
    "simple_policy",
]


def random_policy(state: SedmaState, rng: random.Random) -> Move:
    moves = legal_moves(state)
    return moves[rng.randrange(len(moves))]


def _allied(state: SedmaState, a: int, b: int) -> bool:
    """Whether ``a`` knows ``b`` to be on its side (from ``a``'s view)."""
    if a == b:
        return True
    seen = view(state, a)
    sides = seen.sides if (seen.revealed or RED_KING in seen.hands[a]) else None
    if sides is None:
        return False
    return (a in sides[0]) == (b in sides[0])


def simple_policy(state: SedmaState, rng: random.Random | None = None) -> Move:
    """A plain deterministic player using only what the player to move may see.

    Shows a burnt four at once. Leading: a card that neither scores nor takes over, of the
    rank it holds most of. Following: takes over an opponent's trick with the led rank, or
    with a seven when the trick holds points; gives an ace or ten to a partner's trick;
    otherwise throws its least useful card (never taking a partner's trick over if it can
    help it). Deciding: against an opponent, continues (led rank before a seven) when it holds
    a card of the led rank, or a seven and the trick holds points; else stops.
    """
    moves = legal_moves(state)
    if SHOW in moves:
        return SHOW
    p = state.to_move
    n = state.n_players
    hand = state.hands[p]

    def keep_value(c: Card) -> tuple[int, int, int]:
        # lower = cheaper to give away
        return (is_wild(c, n), card_points(c), PACK_ORDER[c])

    led = state.led
    if led is None:
        counts = {r: sum(1 for c in hand if c.rank == r) for r in {c.rank for c in hand}}
        return min(
            hand, key=lambda c: (is_wild(c, n), card_points(c), -counts[c.rank], PACK_ORDER[c])
        )
    table_points = sum(card_points(c) for _, c in state.trick)
    takers = [c for c in hand if takes_over(c, led, n)]
    same = [c for c in takers if not is_wild(c, n)]
    allied = _allied(state, p, state.trick_winner)
    if state.deciding:
        if not allied and (same or (takers and table_points > 0)):
            return min(same or takers, key=keep_value)
        return STOP
    if allied:
        others = [c for c in hand if c not in takers] or list(hand)
        scoring = [c for c in others if card_points(c)]
        return max(scoring, key=keep_value) if scoring else min(others, key=keep_value)
    if same:
        return min(same, key=keep_value)
    if takers and table_points > 0:
        return min(takers, key=keep_value)
    return min(hand, key=keep_value)
