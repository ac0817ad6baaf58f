"""The Sevens computer players: one per tip of the Sjuan and Sjuern texts, and a search player.

Each follows the interface and the randomness contract of :mod:`sjuan_notebooks.core.players`,
so the numpy batch simulator (:mod:`.batch`) mirrors the tip players move for move. Hands and
the table are 52-bit masks (bit = suit * 13 + rank - 1), which is what keeps a rollout fast.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core.cards import Card, cards_of_mask
from ..core.contract import Why
from ..core.players import TipPlayer
from .engine import PASS, Move, SevensState, apply, playable_mask, run_table
from .solver import can_force_win

# ---------------------------------------------------------------------------------------------
# Sevens: bit helpers (hands and table are 52-bit masks, bit = suit * 13 + rank - 1)


def _rank_mask(*ranks: int) -> int:
    m = 0
    for s in range(4):
        for r in ranks:
            m |= 1 << (s * 13 + r - 1)
    return m


ACES = _rank_mask(1)
TWOS = _rank_mask(2)
KINGS = _rank_mask(13)
SEVENS = _rank_mask(7)
GATES = _rank_mask(6, 7, 8)
UPPER = _rank_mask(8, 9, 10, 11, 12, 13)
LOWER = _rank_mask(1, 2, 3, 4, 5, 6)
SUIT_BITS = tuple(0x1FFF << (13 * s) for s in range(4))


def neighbours(mask: int, ace_high: bool = False) -> int:
    """The cards next to any card of ``mask`` in its row order (same suit, one rank apart).

    Works on Python ints and on numpy uint64 arrays alike.
    """
    if ace_high:
        up = ((mask & ~(KINGS | ACES)) << 1) | ((mask & KINGS) >> 12)
        down = ((mask & ~(ACES | TWOS)) >> 1) | ((mask & ACES) << 12)
    else:
        up = (mask & ~KINGS) << 1
        down = (mask & ~ACES) >> 1
    return up | down


def run_ends(ace_high: bool) -> tuple[int, int]:
    """(top ends, bottom ends): the run-ending cards above and below the seven."""
    return (ACES, TWOS) if ace_high else (KINGS, ACES)


def suit_halves(ace_high: bool) -> tuple[int, int]:
    """(upper halves, lower halves) of every suit in row order (the seven in neither)."""
    if ace_high:
        return UPPER | ACES, LOWER & ~ACES
    return UPPER, LOWER


def _own(view: SevensState) -> int:
    return view.hands[view.to_move]


def _cards_in(legal: Sequence[Move], mask: int) -> list[Move]:
    return [m for m in legal if isinstance(m, Card) and mask >> m.index & 1]


def prefer_mask_shed_near_seven(hand: int, ace_high: bool) -> int:
    """The cards ``ShedNearSeven`` prefers: the suit halves (and sevens) whose end you hold."""
    top, bottom = run_ends(ace_high)
    upper, lower = suit_halves(ace_high)
    m = 0
    for s in range(4):
        suit = SUIT_BITS[s]
        if hand & top & suit:
            m |= (upper | SEVENS) & suit
        if hand & bottom & suit:
            m |= (lower | SEVENS) & suit
    return m


def _freed(view: SevensState, card: Card) -> list[Card]:
    """The cards that playing ``card`` would make playable next (its neighbours in its row
    that are not on the table yet)."""
    table = view.table | card.bit
    new = playable_mask(table, view.rules.ace_high) & ~view.playable & ~table
    return [c for c in cards_of_mask(new) if c.suit == card.suit]


class _SevensTip(TipPlayer[SevensState, Move]):
    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        return legal_cards

    def prefer(self, view: SevensState, legal: Sequence[Move]) -> list[Move]:
        cards = 0
        for m in legal:
            if isinstance(m, Card):
                cards |= m.bit
        if not cards:
            return list(legal)
        preferred = self.card_mask(view, cards) & cards
        return _cards_in(legal, preferred or cards)


class HoldBackSevens(_SevensTip):
    """Hold back a seven or a six (or an eight) that keeps a suit closed to the others (002),
    unless playing it frees a card of your own. (The text names the seven and the six; the
    eight closes the upper half the same way, and the tip's words say so.)"""

    name = "hold_back_sevens"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        hand = _own(view)
        gates = legal_cards & GATES & ~neighbours(hand, view.rules.ace_high)
        return legal_cards & ~gates

    def why(
        self, view: SevensState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        if not isinstance(move, Card):
            return None
        freed = _freed(view, move)
        if move != suggested:
            return "tactics.why.gate_opens", {
                "move": move, "suit": move.suit, "freed": freed, "kept": suggested,
            }  # fmt: skip
        mine = [c for c in freed if _own(view) & c.bit]
        if mine:
            return "tactics.why.frees_own", {"move": move, "own": mine}
        return "tactics.why.not_a_gate", {"move": move}


class DontOpenSuits(_SevensTip):
    """Do not open a new suit without need (001): a seven only when nothing else is legal."""

    name = "dont_open_suits"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        return legal_cards & ~SEVENS

    def why(
        self, view: SevensState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        if not isinstance(move, Card):
            return None
        if move != suggested:
            return "tactics.why.opens_suit", {"move": move, "suit": move.suit, "kept": suggested}
        return "tactics.why.no_new_suit", {"move": move}


class ShedNearSeven(_SevensTip):
    """With an ace or a king in a suit, shed the cards nearest the seven first (001): play in
    the suit halves whose end card you hold."""

    name = "shed_near_seven"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        return legal_cards & prefer_mask_shed_near_seven(_own(view), view.rules.ace_high)

    def why(
        self, view: SevensState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        if not isinstance(suggested, Card):
            return None
        top, bottom = run_ends(view.rules.ace_high)
        ends = [c for c in cards_of_mask(_own(view) & (top | bottom)) if c.suit == suggested.suit]
        if not ends:
            return None
        upper, _ = suit_halves(view.rules.ace_high)
        up = bool(upper & suggested.bit)
        end = ends[0] if suggested.rank == 7 else next(
            (e for e in ends if bool(top & e.bit) == up), ends[0]
        )  # fmt: skip
        if move != suggested:
            return "tactics.why.toward_end", {"end": end, "suit": end.suit, "kept": suggested,
                                              "move": move}  # fmt: skip
        return "tactics.why.toward_end_agrees", {"end": end, "suit": end.suit, "move": move}


class FreeOwnCards(_SevensTip):
    """Prefer the move that frees your own cards (000): a card next to one you hold."""

    name = "free_own_cards"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        return legal_cards & neighbours(_own(view), view.rules.ace_high)

    def why(
        self, view: SevensState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        if not isinstance(suggested, Card):
            return None
        own = [c for c in _freed(view, suggested) if _own(view) & c.bit]
        if move != suggested:
            return "tactics.why.frees_own_not", {"kept": suggested, "own": own, "move": move}
        return "tactics.why.frees_own", {"move": move, "own": own}


class StandOverBlock(_SevensTip):
    """With stand-overs (Sjuern variant), stand over when every card you could play frees
    only the others' cards; otherwise free your own cards."""

    name = "stand_over_block"

    def prefer(self, view: SevensState, legal: Sequence[Move]) -> list[Move]:
        cards = [m for m in legal if isinstance(m, Card)]
        if cards and PASS in legal:
            own = neighbours(_own(view), view.rules.ace_high)
            if not any(own >> c.index & 1 for c in cards):
                return [PASS]
        return FreeOwnCards().prefer(view, legal)

    def why(
        self, view: SevensState, legal: Sequence[Move], move: Move, suggested: Move
    ) -> Why | None:
        if suggested is PASS:
            cards = [m for m in legal if isinstance(m, Card)]
            return "tactics.why.block", {"cards": cards}
        return FreeOwnCards().why(view, legal, move, suggested)


class CheckBlockers(_SevensTip):
    """Check which cards must be opened before your own high or low cards can be played (000):
    play toward one of your own far cards (the three at either end of a row: J Q K and A 2 3,
    or with the ace high Q K A and 2 3 4) along the row with the fewest cards in between that
    you do not hold, the cards the others would have to open for you. A measured tip only
    (lesson 6); not one of the verdict's tips."""

    name = "check_blockers"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        hand = _own(view)
        ace_high = view.rules.ace_high
        best, chosen = 99, 0
        for card in cards_of_mask(legal_cards):
            need = _blockers(card, hand, view.table, ace_high)
            if need is None:
                continue
            if need < best:
                best, chosen = need, card.bit
            elif need == best:
                chosen |= card.bit
        return chosen


def _row_order(ace_high: bool) -> tuple[int, ...]:
    return (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1) if ace_high else tuple(range(1, 14))


def _blockers(card: Card, hand: int, table: int, ace_high: bool) -> int | None:
    """Playing ``card`` extends its row toward your far cards: the fewest cards others must
    still play before your farthest far card that way can go (None: no far card that way)."""
    order = _row_order(ace_high)
    pos = order.index(card.rank)
    seven = order.index(7)
    steps = (1, -1) if pos == seven else ((1,) if pos > seven else (-1,))
    out: int | None = None
    for step in steps:
        far = [i for i in (range(10, 13) if step == 1 else range(0, 3))
               if hand >> Card(card.suit, order[i]).index & 1]  # fmt: skip
        if not far:
            continue
        target = max(far) if step == 1 else min(far)
        between = range(pos + step, target, step)
        need = sum(1 for i in between if not (hand | table) >> Card(card.suit, order[i]).index & 1)
        out = need if out is None else min(out, need)
    return out


SEVENS_TIPS: tuple[type[TipPlayer], ...] = (
    DontOpenSuits,
    HoldBackSevens,
    ShedNearSeven,
    FreeOwnCards,
    StandOverBlock,
)


# ---------------------------------------------------------------------------------------------
# Sevens: the search player (samples hidden hands, then rollouts)


def voids_from_states(states: Sequence[SevensState], seat: int | None = None) -> tuple[int, ...]:
    """Per seat, the cards a forced pass proved it did not hold (what anyone at the table sees).

    A pass proves it only when the passer had no stand-over left (or none are allowed) and was
    not on the first move under a fixed start card. ``states`` are consecutive positions.
    """
    if not states:
        return ()
    n = states[0].n_players
    voids = [0] * n
    for before, after in zip(states, states[1:]):
        if before.winner is not None:
            break
        p = before.to_move
        if after.table == before.table and after.passes[p] == before.passes[p] + 1:
            voluntary = after.stand_over_left[p] != before.stand_over_left[p]
            if not voluntary:
                voids[p] |= before.playable
    return tuple(voids)


def sample_world(
    view: SevensState, rng: random.Random, voids: Sequence[int] = (), tries: int = 200
) -> tuple[int, ...]:
    """Hidden hands for every other seat, consistent with the view (hand sizes, the table,
    your own hand) and ``voids`` (cards each seat is known not to hold)."""
    me = view.to_move
    n = view.n_players
    unknown = ((1 << 52) - 1) & ~view.table & ~view.hands[me]
    sizes = [0 if i == me else view.hand_count(i) for i in range(n)]
    void = list(voids) + [0] * (n - len(voids))
    cards = [c.index for c in cards_of_mask(unknown)]
    for _ in range(tries):
        # most constrained cards first; each goes to a random seat that may hold it and has room
        rng.shuffle(cards)
        allowed = {i: [s for s in range(n) if s != me and not void[s] >> i & 1] for i in cards}
        order = sorted(cards, key=lambda i: len(allowed[i]))
        room = sizes[:]
        hands = [0] * n
        ok = True
        for i in order:
            seats = [s for s in allowed[i] if room[s] > 0]
            if not seats:
                ok = False
                break
            weights = [room[s] for s in seats]
            s = rng.choices(seats, weights)[0]
            room[s] -= 1
            hands[s] |= 1 << i
        if ok:
            hands[me] = view.hands[me]
            return tuple(hands)
    # the constraints could not be met by sampling: ignore the voids
    return sample_world(view, rng, (), tries) if any(void) else tuple(view.hands)


def fast_playout(
    hands: list[int],
    table: int,
    playable: int,
    to_move: int,
    ace_high: bool,
    extra_turn: bool,
    rng: random.Random,
) -> int:
    """Random play to the end on raw masks (no voluntary passes); returns the winner's seat."""
    runs, ends = run_table(ace_high)
    n = len(hands)
    rand = rng.random
    while True:
        hand = hands[to_move]
        legal = hand & playable
        if not legal:
            to_move = (to_move + 1) % n
            continue
        k = legal.bit_count()
        j = int(rand() * k)
        while j:
            legal &= legal - 1
            j -= 1
        bit = legal & -legal
        hand ^= bit
        hands[to_move] = hand
        if not hand:
            return to_move
        table |= bit
        shift = 13 * ((bit.bit_length() - 1) // 13)
        playable = (playable & ~(0x1FFF << shift)) | (runs[(table >> shift) & 0x1FFF] << shift)
        if not (extra_turn and (ends << shift) & bit and hand & playable):
            to_move = (to_move + 1) % n


class SearchSevens:
    """Samples hidden hands consistent with what the seat has seen and picks the move that
    goes out first most often in random rollouts (ties: the first in canonical order).

    ``voids`` (per seat, cards proved missing by forced passes; see :func:`voids_from_states`)
    may be given to the constructor or set before a decision. Late in a deal, when at most
    ``solve_below`` cards remain in hands, each sampled world is solved exactly instead.
    """

    name = "search"

    def __init__(
        self,
        worlds: int = 32,
        rollouts: int = 16,
        voids: Sequence[int] = (),
        solve_below: int = 16,
    ) -> None:
        self.worlds = worlds
        self.rollouts = rollouts
        self.voids = tuple(voids)
        self.solve_below = solve_below

    def observe(self, states: Sequence[SevensState]) -> None:
        """Learn from the game so far (consecutive positions, as anyone at the table saw them):
        the cards each seat's forced passes proved it lacks. A table calls this before every
        move of a player that has it, whatever the game."""
        self.voids = voids_from_states(states)

    def move_values(
        self, view: SevensState, legal: Sequence[Move], rng: random.Random
    ) -> list[float]:
        """Each legal move's estimated probability that the seat to move goes out first.

        Draws exactly one ``rng.random()`` (the seed of a local generator), samples
        ``worlds`` hidden deals consistent with the view and ``voids``, and scores each move
        in each world: 1 if it goes out at once; late in the deal (at most ``solve_below``
        cards in hands) 1 or 0 by the solver's paranoid value (the others play as one side
        against you, so this is a pessimistic estimate); otherwise the share of ``rollouts``
        random playouts the seat wins. The value is the mean over the worlds.
        """
        me = view.to_move
        local = random.Random(rng.random())
        scores = [0.0] * len(legal)
        left = sum(view.hand_count(i) for i in range(view.n_players))
        for _ in range(self.worlds):
            hands = sample_world(view, local, self.voids)
            world = view._replace(hands=hands, hidden=())
            for j, move in enumerate(legal):
                after = apply(world, move)
                if after.winner is not None:
                    scores[j] += self.rollouts if after.winner == me else 0
                    continue
                if left <= self.solve_below:
                    scores[j] += self.rollouts * can_force_win(after, me)
                    continue
                for _r in range(self.rollouts):
                    w = fast_playout(
                        list(after.hands),
                        after.table,
                        after.playable,
                        after.to_move,
                        after.rules.ace_high,
                        after.rules.extra_turn,
                        local,
                    )
                    scores[j] += w == me
        total = self.worlds * self.rollouts
        return [s / total for s in scores] if total else scores

    def choose(self, view: SevensState, legal: Sequence[Move], rng: random.Random) -> Move:
        """The move with the highest :meth:`move_values` (ties: the first in canonical order);
        a single legal move is played without drawing from ``rng``."""
        if len(legal) == 1:
            return legal[0]
        values = self.move_values(view, legal, rng)
        return legal[values.index(max(values))]


__all__ = [
    "ACES",
    "GATES",
    "KINGS",
    "LOWER",
    "SEVENS",
    "SEVENS_TIPS",
    "SUIT_BITS",
    "TWOS",
    "UPPER",
    "CheckBlockers",
    "DontOpenSuits",
    "FreeOwnCards",
    "HoldBackSevens",
    "SearchSevens",
    "ShedNearSeven",
    "StandOverBlock",
    "fast_playout",
    "neighbours",
    "prefer_mask_shed_near_seven",
    "run_ends",
    "sample_world",
    "suit_halves",
    "voids_from_states",
]
