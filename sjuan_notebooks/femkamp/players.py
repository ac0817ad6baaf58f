"""The Femkamp and Sjukamp computer players: one per tip of the Femkamp text (002).

A Kabal deal inside a match is a Sevens deal, where every trick tip follows the same text's
Kabal tip (hold back a seven or six) through the Sevens players.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.cards import CARDS, SUITS, Card
from ..core.contract import Why
from ..core.players import TipPlayer
from ..sevens.engine import SevensState
from ..sevens.players import HoldBackSevens
from .deals import get_deal
from .tricks import DealState, TrickState, trick_winner


def avoids(view: TrickState) -> bool:
    """Points are avoided in this deal (pass, kløver, damer, finale; the deal's spec says)."""
    return get_deal(view.deal).avoid


def _trick_power(card: Card) -> int:
    return 14 if card.rank == 1 else card.rank


def _played_mask(view: TrickState) -> int:
    m = view.removed
    for trick in view.tricks:
        for _, c in trick.cards:
            m |= c.bit
    for _, c in view.trick:
        m |= c.bit
    return m


def _would_win(view: TrickState, card: Card) -> bool:
    return trick_winner(view.trick + ((view.to_move, card),), view.trump) == view.to_move


class _TrickTip(TipPlayer):
    def prefer(self, view: DealState, legal: Sequence[Any]) -> list[Any]:
        if isinstance(view, SevensState):
            return HoldBackSevens().prefer(view, legal)
        out = self.prefer_trick(view, list(legal))
        return out or list(legal)

    def prefer_trick(self, view: TrickState, legal: list[Card]) -> list[Card]:
        return legal

    def why(self, view: DealState, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        if isinstance(view, SevensState):
            return HoldBackSevens().why(view, legal, move, suggested)
        return self.why_trick(view, list(legal), move, suggested)

    def why_trick(
        self, view: TrickState, legal: list[Card], move: Card, suggested: Card
    ) -> Why | None:
        return None


class ShedHighEarly(_TrickTip):
    """In the avoiding deals (pass, kløver, damer, finale) get rid of high cards early,
    above all when someone else already takes the trick: when not leading, play the highest
    card that does not take the trick. (Grand and trumf: no opinion.)"""

    name = "shed_high_early"

    def prefer_trick(self, view: TrickState, legal: list[Card]) -> list[Card]:
        if not avoids(view) or not view.trick:
            return legal
        losers = [c for c in legal if not _would_win(view, c)]
        if not losers:
            return legal
        top = max(_trick_power(c) for c in losers)
        return [c for c in losers if _trick_power(c) == top]

    def why_trick(
        self, view: TrickState, legal: list[Card], move: Card, suggested: Card
    ) -> Why | None:
        holder = view.players[trick_winner(view.trick, view.trump)]
        if move != suggested and _would_win(view, move):
            return "tactics.why.takes_trick", {"move": move, "kept": suggested, "holder": holder}
        if move != suggested:
            return "tactics.why.shed_higher", {"move": move, "kept": suggested, "holder": holder}
        return "tactics.why.shed_high_agrees", {"move": move, "holder": holder}


class MakeVoid(_TrickTip):
    """Try to become void in a suit: when free to choose (leading, or unable to follow), play
    from your shortest suit."""

    name = "make_void"

    def prefer_trick(self, view: TrickState, legal: list[Card]) -> list[Card]:
        hand = view.hands[view.to_move]
        if view.trick and hand & (0x1FFF << (13 * SUITS.index(view.trick[0][1].suit))):
            return legal  # must follow suit: no choice of suit
        length = {
            c.suit: (hand & (0x1FFF << (13 * SUITS.index(c.suit)))).bit_count() for c in legal
        }
        short = min(length.values())
        return [c for c in legal if length[c.suit] == short]

    def why_trick(
        self, view: TrickState, legal: list[Card], move: Card, suggested: Card
    ) -> Why | None:
        hand = view.hands[view.to_move]
        n = (hand & (0x1FFF << (13 * SUITS.index(suggested.suit)))).bit_count()
        if move != suggested:
            return "tactics.why.shortest_suit", {"kept": suggested, "suit": suggested.suit,
                                                 "n": n, "move": move}  # fmt: skip
        return "tactics.why.shortest_suit_agrees", {"move": move, "suit": move.suit, "n": n}


class CountSuit(_TrickTip):
    """Count the cards played in each suit. In grand and trumf, play a card that is the highest
    one left in its suit (and takes the trick when following). In the avoiding deals, lead the
    lowest card of the suit with the most cards still out in other hands."""

    name = "count_suit"

    def prefer_trick(self, view: TrickState, legal: list[Card]) -> list[Card]:
        hand = view.hands[view.to_move]
        played = _played_mask(view)
        out_cards = ((1 << 52) - 1) & ~played & ~hand
        if avoids(view):
            if view.trick:
                return legal
            out_in = {
                s: (out_cards & (0x1FFF << (13 * SUITS.index(s)))).bit_count()
                for s in {c.suit for c in legal}
            }
            best = max(out_in.values())
            suits = {s for s, k in out_in.items() if k == best}
            cands = [c for c in legal if c.suit in suits]
            low = min(_trick_power(c) for c in cands)
            return [c for c in cands if _trick_power(c) == low]
        masters = []
        for c in legal:
            higher = [x for x in CARDS if x.suit == c.suit and _trick_power(x) > _trick_power(c)]
            master = not any(out_cards >> x.index & 1 for x in higher)
            if master and (not view.trick or _would_win(view, c)):
                masters.append(c)
        return masters or legal

    def why_trick(
        self, view: TrickState, legal: list[Card], move: Card, suggested: Card
    ) -> Why | None:
        hand = view.hands[view.to_move]
        out_cards = ((1 << 52) - 1) & ~_played_mask(view) & ~hand
        out_in = (out_cards & (0x1FFF << (13 * SUITS.index(suggested.suit)))).bit_count()
        if avoids(view):
            key = "tactics.why.most_out" if move != suggested else "tactics.why.most_out_agrees"
            return key, {"kept": suggested, "move": move, "suit": suggested.suit, "n": out_in}
        key = "tactics.why.master" if move != suggested else "tactics.why.master_agrees"
        return key, {"kept": suggested, "move": move, "suit": suggested.suit}


TRICK_TIPS: tuple[type[TipPlayer], ...] = (ShedHighEarly, MakeVoid, CountSuit)


class BestTrickTip(_TrickTip):
    """The strongest rule-of-thumb player of the trick deals: each deal's best-measured tip
    (lesson 6 and ``docs/tactics.md``): shed high cards early in the avoiding deals, count
    the suit in grand and trumf, hold back a seven or six in Kabal."""

    name = "best_tip"

    def prefer_trick(self, view: TrickState, legal: list[Card]) -> list[Card]:
        if avoids(view):
            return ShedHighEarly().prefer_trick(view, legal)
        return CountSuit().prefer_trick(view, legal)

    def why_trick(
        self, view: TrickState, legal: list[Card], move: Card, suggested: Card
    ) -> Why | None:
        if avoids(view):
            return ShedHighEarly().why_trick(view, legal, move, suggested)
        return CountSuit().why_trick(view, legal, move, suggested)


__all__ = [
    "avoids",
    "TRICK_TIPS",
    "BestTrickTip",
    "CountSuit",
    "MakeVoid",
    "ShedHighEarly",
]
