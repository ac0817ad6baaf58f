"""A perfect-information solver for Sevens (all hands open), for every rule set and option.

Two questions are answered for a position:

- **Paranoid** (:meth:`Solver.wins`): can seat ``s`` force going out first against every
  defence, the other players acting as one coalition? :meth:`Solver.winners` lists the seats
  that can, :meth:`Solver.winning_moves` the moves that keep such a win. With two players
  (Sjuern) this is the exact value of the deal.
- **Max^n** (:meth:`Solver.maxn_winner`, :func:`perfect_line`): each player plays for their
  own first place. **Choice** (tie-break): a player who can reach a position where they go out
  first plays the first such move in canonical order (cards by index: spades, hearts,
  diamonds, clubs, ace to king in each; then the stand-over pass); a player who cannot plays
  the first legal move in canonical order. The result is one
  well-defined line of play, so a whole deal replays as perfect play. A player who can force a
  win in the paranoid sense is also the max^n winner (max^n opponents are one of the defences
  the paranoid view beats); the converse fails: with no forced winner, the choices of players
  who cannot win themselves decide who does.

Stand-over budgets and the extra-turn flag are part of the position. The paranoid search
works on raw 52-bit masks with a transposition table per target seat, move ordering (the
target frees its own cards first; the coalition avoids freeing the target's), and an
equivalent-card reduction: a card whose whole remaining half-row beyond it lies in the mover's
own hand is a *private* card; without the extra-turn rule every private card of a hand leads
to an equivalent position (each one frees only another private card), so only one is
searched.

The max^n search cannot use that reduction (the tie-break tells equivalent cards apart) nor
the paranoid bounds; it is a plain depth-first search on raw masks whose transposition table
holds every position of the deal, keyed by one integer (table, mover, stand-overs, extra turn).
Measured (``benchmarks/bench_solver.py``): a whole 4-player Sjuan deal in about a second. With
stand-overs at three or more players a whole deal often has more positions than the default
budget allows (one 4-player deal: 25 million positions and about 90 s for its value);
``budget=None`` lifts the limit (see ``docs/tactics.md``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..core.cards import CARDS, Card
from ..core.errors import SearchBudgetError
from .engine import Move, SevensRules, SevensState, apply, legal_moves, run_table

FULL = (1 << 52) - 1
#: New positions one max^n call may search before it gives up. Measured (``bench_solver.py``):
#: a whole 4-player Sjuan deal and its perfect line need at most about two million (100 deals),
#: at 2-3 microseconds each.
MAXN_BUDGET = 5_000_000


@cache
def _tables(ace_high: bool) -> tuple[list[int], list[int], list[int], int]:
    """(next-card table as a list, neighbours per card, beyond-mask per card, end cards)."""
    runs, ends13 = run_table(ace_high)
    lut = [0] * 8192
    for run, nxt in runs.items():
        lut[run] = nxt
    order = (*range(2, 14), 1) if ace_high else tuple(range(1, 14))
    seven = order.index(7)
    nb = [0] * 52
    beyond = [0] * 52
    for s in range(4):
        for pos, rank in enumerate(order):
            i = s * 13 + rank - 1
            for q in (pos - 1, pos + 1):
                if 0 <= q < 13:
                    nb[i] |= 1 << (s * 13 + order[q] - 1)
            if pos > seven:
                span = order[pos + 1 :]
            elif pos < seven:
                span = order[:pos]
            else:
                span = order[:seven] + order[seven + 1 :]
            for r in span:
                beyond[i] |= 1 << (s * 13 + r - 1)
    ends = 0
    for s in range(4):
        ends |= ends13 << (13 * s)
    return lut, nb, beyond, ends


@cache
def _playable_fn(ace_high: bool) -> Any:
    """``playable_of(table)``: the cards that may go on ``table`` next (a started table)."""
    lut = _tables(ace_high)[0]

    def playable_of(table: int) -> int:
        return (
            lut[table & 0x1FFF]
            | lut[(table >> 13) & 0x1FFF] << 13
            | lut[(table >> 26) & 0x1FFF] << 26
            | lut[(table >> 39) & 0x1FFF] << 39
        )

    return playable_of


@cache
def _play_fn(ace_high: bool, fixed_start: bool) -> Any:
    """``play(table, playable, new_table, i)``: the playable cards once card ``i`` has gone
    on ``table`` (making ``new_table``); only card ``i``'s suit changes, except on the first
    card of a fixed start, which opens the other sevens too."""
    lut = _tables(ace_high)[0]
    playable_of = _playable_fn(ace_high)

    def play(table: int, playable: int, t2: int, i: int) -> int:
        if table == 0 and fixed_start:
            return int(playable_of(t2))
        shift = 13 * (i // 13)
        return (playable & ~(0x1FFF << shift)) | (lut[(t2 >> shift) & 0x1FFF] << shift)

    return play


@dataclass
class SolverStats:
    nodes: int = 0
    tt_hits: int = 0


@dataclass
class Solver:
    """One solver per rule set; keeps a transposition table per target seat between calls,
    so solving every seat at every turn of a deal reuses earlier work.

    ``reduce_equivalent`` and ``order_moves`` may be switched off (for tests and benchmarks).
    """

    reduce_equivalent: bool = True
    order_moves: bool = True
    use_bounds: bool = False
    bound_from: int = 4
    stats: SolverStats = field(default_factory=SolverStats)
    _tt: dict[Any, dict[Any, bool]] = field(default_factory=dict)
    _maxn: dict[Any, dict[Any, int]] = field(default_factory=dict)
    _searchers: dict[Any, Any] = field(default_factory=dict, repr=False)

    # -- the public questions --------------------------------------------------------------
    def wins(self, state: SevensState, seat: int) -> bool:
        """Can ``seat`` force going out first from ``state`` (paranoid, all hands open)?"""
        if state.winner is not None:
            return state.winner == seat
        return self._search(state, seat)

    def winners(self, state: SevensState) -> tuple[int, ...]:
        """The seats that can force going out first."""
        return tuple(s for s in range(state.n_players) if self.wins(state, s))

    def winning_moves(self, state: SevensState, seat: int) -> list[Move]:
        """The legal moves after which ``seat`` still can force going out first."""
        return [m for m in legal_moves(state) if self.wins(apply(state, m), seat)]

    def maxn_winner(self, state: SevensState, budget: int | None = MAXN_BUDGET) -> int:
        """The seat that goes out first under max^n play with the module's tie-break.

        Raises :class:`~sjuan_notebooks.core.errors.SearchBudgetError` when more than ``budget`` new positions would be searched;
        ``budget=None`` searches on, whatever it takes (minutes and gigabytes for a whole deal
        with stand-overs at four players).
        """
        if state.winner is not None:
            return state.winner
        return self._maxn_search(state, budget)

    def maxn_outcomes(
        self, state: SevensState, budget: int | None = MAXN_BUDGET
    ) -> list[tuple[Move, int]]:
        """Each legal move with the seat that goes out first after it under max^n play."""
        return [(m, self.maxn_winner(apply(state, m), budget)) for m in legal_moves(state)]

    def maxn_move(self, state: SevensState, budget: int | None = MAXN_BUDGET) -> Move:
        """The move max^n play (with the tie-break) makes in ``state``."""
        moves = legal_moves(state)
        p = state.to_move
        for m in moves:
            if self.maxn_winner(apply(state, m), budget) == p:
                return m
        return moves[0]

    # -- paranoid search ----------------------------------------------------------------------
    def _search(self, state: SevensState, target: int) -> bool:
        return self._paranoid(state.rules, state.n_players, target)(
            tuple(state.hands),
            state.table,
            state.playable,
            state.to_move,
            tuple(state.stand_over_left),
            state.extra,
        )

    def _paranoid(self, rules: SevensRules, n: int, target: int) -> Any:
        """The paranoid search for ``target`` on raw masks: ``search(hands, table, playable,
        mover, stand-overs left, extra) -> bool``; one per rule set, player count and target,
        each with its own transposition table."""
        key0 = (rules, n, target)
        found = self._searchers.get(key0)
        if found is not None:
            return found
        lut, nb, beyond, ends = _tables(rules.ace_high)
        playable_of = _playable_fn(rules.ace_high)
        play = _play_fn(rules.ace_high, rules.start_card != "any")
        tt = self._tt.setdefault(key0, {})
        stats = self.stats
        extra_rule = rules.extra_turn
        fixed_start = rules.start_card != "any"
        reduce_eq = self.reduce_equivalent and not extra_rule
        order = self.order_moves
        use_stand = rules.stand_over > 0
        bounds = self.use_bounds and not extra_rule
        bound_from = self.bound_from

        def runs_out(hand: int, table: int, playable: int) -> bool:
            """Can this hand play out alone, one card a turn, whatever the others do?"""
            reach = 0
            while True:
                a = hand & playable & ~reach
                if not a:
                    return reach == hand
                reach |= a
                table |= a
                playable = playable_of(table)

        def bound(hands: tuple[int, ...], table: int, playable: int, p: int) -> bool | None:
            """Decide the position early when a hand that can play out alone wins the race.

            The target needs at least ``c_s`` own turns; a seat that runs out alone needs
            exactly ``c`` own turns. Counting turns from ``p`` settles some positions.
            """
            if not table and fixed_start:
                return None
            cs = hands[target].bit_count()
            if cs > bound_from:
                return None
            d = (target - p) % n
            s_last = d + (cs - 1) * n  # the target's earliest possible last turn
            # the coalition: an opponent who runs out alone before the target can
            for k in range(n):
                o = (p + k) % n
                if o == target:
                    continue
                co = hands[o].bit_count()
                if k + (co - 1) * n < s_last and runs_out(hands[o], table, playable):
                    return False
            # the target: runs out alone before any opponent could possibly go out
            for k in range(n):
                o = (p + k) % n
                if o != target and k + (hands[o].bit_count() - 1) * n < s_last:
                    return None
            if runs_out(hands[target], table, playable):
                return True
            return None

        def search(
            hands: tuple[int, ...],
            table: int,
            playable: int,
            p: int,
            stand: tuple[int, ...],
            extra: bool,
        ) -> bool:
            stats.nodes += 1
            hand = hands[p]
            legal = hand & playable
            # forced passes: skip to the next player who can play (no choice, no TT entry)
            if not legal:
                q = p
                for _ in range(n):
                    q = (q + 1) % n
                    if hands[q] & playable:
                        break
                return search(hands, table, playable, q, stand, False)
            if not legal & (legal - 1) and hand == legal:
                return p == target  # the last card goes out
            key = (hands, p, stand, extra) if use_stand else (hands, p, extra)
            hit = tt.get(key)
            if hit is not None:
                stats.tt_hits += 1
                return hit
            if bounds:
                b = bound(hands, table, playable, p)
                if b is not None:
                    tt[key] = b
                    return b
            maximise = p == target
            others = (FULL ^ table) ^ hand  # every card off the table is in some hand
            tgt = hands[target]
            moves: list[int] = []
            private_done = False
            m = legal
            while m:
                bit = m & -m
                m ^= bit
                i = bit.bit_length() - 1
                if reduce_eq and not beyond[i] & ~hand:
                    if private_done:
                        continue
                    private_done = True
                moves.append(i)
            if order and len(moves) > 1:
                # the target frees its own cards, not the others'; the coalition frees its
                # own members' cards, not the target's
                if maximise:
                    moves.sort(
                        key=lambda i: 2 * (nb[i] & others).bit_count() - (nb[i] & hand).bit_count()
                    )
                else:
                    coalition = (others & ~tgt) | hand
                    moves.sort(
                        key=lambda i: (
                            2 * (nb[i] & tgt).bit_count() - (nb[i] & coalition).bit_count()
                        )
                    )
            nxt = (p + 1) % n
            result = not maximise
            for i in moves:
                bit = 1 << i
                h2 = hand ^ bit
                if not h2:
                    result = maximise
                    break
                t2 = table | bit
                pl2 = play(table, playable, t2, i)
                hs = hands[:p] + (h2,) + hands[p + 1 :]
                if extra_rule and ends & bit and h2 & pl2:
                    r = search(hs, t2, pl2, p, stand, True)
                else:
                    r = search(hs, t2, pl2, nxt, stand, False)
                if r == maximise:
                    result = maximise
                    break
            else:
                # a voluntary stand-over, if allowed
                if use_stand and stand[p] > 0 and not extra and table:
                    st2 = stand[:p] + (stand[p] - 1,) + stand[p + 1 :]
                    r = search(hands, table, playable, nxt, st2, False)
                    if r == maximise:
                        result = maximise
            tt[key] = result
            return result

        self._searchers[key0] = search
        return search

    # -- max^n search ---------------------------------------------------------------------------
    def _maxn_table(self, state: SevensState) -> tuple[tuple[int, ...], dict[int, int]]:
        """The deal's hands with the table's cards given back to their holders, and the
        transposition table of that deal (only the latest deal's table is kept: it can hold
        millions of positions)."""
        n = state.n_players
        if len(state.initial_hands) == n:
            deal = tuple(h | (state.table & ih) for h, ih in zip(state.hands, state.initial_hands))
        else:
            deal = tuple(state.hands)
        key = (state.rules, deal)
        tt = self._maxn.get(key)
        if tt is None:
            self._maxn.clear()
            tt = self._maxn[key] = {}
        return deal, tt

    def _maxn_search(self, state: SevensState, budget: int | None) -> int:
        """Max^n by depth-first search over raw masks. A position is (table, mover, stand-overs
        left, extra turn): the hands follow from the deal and the table, so one integer keys it.
        Exact for every option; the only pruning is max^n's own: the mover stops at the first
        move that lets the mover go out first."""
        rules = state.rules
        ends = _tables(rules.ace_high)[3]
        play = _play_fn(rules.ace_high, rules.start_card != "any")
        n = state.n_players
        deal, tt = self._maxn_table(state)
        stats = self.stats
        extra_rule = rules.extra_turn
        use_stand = rules.stand_over > 0
        base = rules.stand_over + 1
        count = [0, 0]  # new positions, transposition-table hits
        limit = sys.maxsize if budget is None else budget

        # stand-overs left, packed as the digits of one number in base (stand_over + 1)
        weight = [base ** (n - 1 - q) for q in range(n)]

        def search(table: int, playable: int, p: int, stand: int, extra: bool) -> int:
            legal = deal[p] & ~table & playable
            if not legal:
                # forced passes: no choice, so skip to the next player who can play
                for _ in range(n):
                    p = (p + 1) % n
                    legal = deal[p] & ~table & playable
                    if legal:
                        break
                extra = False
            key = table | p << 52 | extra << 56 | stand << 57
            hit = tt.get(key)
            if hit is not None:
                count[1] += 1
                return hit
            count[0] += 1
            if count[0] > limit:
                raise SearchBudgetError(n=budget)
            hand = deal[p] & ~table
            nxt = (p + 1) % n
            first = -1
            result = -1
            m = legal
            while m:
                bit = m & -m
                m ^= bit
                if hand == bit:
                    result = p  # the last card goes out
                    break
                i = bit.bit_length() - 1
                t2 = table | bit
                pl2 = play(table, playable, t2, i)
                if extra_rule and ends & bit and hand & ~bit & pl2:
                    w = search(t2, pl2, p, stand, True)
                else:
                    w = search(t2, pl2, nxt, stand, False)
                if w == p:
                    result = p
                    break
                if first < 0:
                    first = w
            else:
                # a voluntary stand-over comes last in canonical order
                if use_stand and stand // weight[p] % base and not extra and table:
                    w = search(table, playable, nxt, stand - weight[p], False)
                    result = p if w == p else first
                else:
                    result = first
            tt[key] = result
            return result

        try:
            return search(
                state.table,
                state.playable,
                state.to_move,
                sum(left * w for left, w in zip(state.stand_over_left, weight)),
                state.extra,
            )
        finally:
            stats.nodes += count[0]
            stats.tt_hits += count[1]


# ---------------------------------------------------------------------------------------------
# Brute force (for tests): plain minimax over the engine's own moves, no table, no pruning


def brute_force_wins(state: SevensState, seat: int) -> bool:
    """Paranoid value by exhaustive search with the engine's ``legal_moves``/``apply``."""
    if state.winner is not None:
        return state.winner == seat
    results = [brute_force_wins(apply(state, m), seat) for m in legal_moves(state)]
    return any(results) if state.to_move == seat else all(results)


def brute_force_maxn(state: SevensState) -> int:
    """Max^n winner by exhaustive search with the module's tie-break."""
    if state.winner is not None:
        return state.winner
    p = state.to_move
    outcomes = [brute_force_maxn(apply(state, m)) for m in legal_moves(state)]
    return p if p in outcomes else outcomes[0]


def can_force_win(state: SevensState, seat: int, solver: Solver | None = None) -> bool:
    """Shorthand for ``Solver().wins(state, seat)``."""
    return (solver or Solver()).wins(state, seat)


def perfect_line(
    state: SevensState, solver: Solver | None = None, budget: int | None = MAXN_BUDGET
) -> list[Move]:
    """The rest of the deal played perfectly in the max^n sense (every player plays for their
    own first place, with the module's tie-break). Returns the moves to the end.

    A player who can force going out first against everyone keeps that win on this line too:
    max^n opponents are one of the defences the paranoid view already beats."""
    solver = solver or Solver()
    line: list[Move] = []
    while state.winner is None:
        move = solver.maxn_move(state, budget)
        line.append(move)
        state = apply(state, move)
    return line


def cards_private(state: SevensState, seat: int) -> list[Card]:
    """The seat's private cards: each one's remaining half-row lies wholly in its hand."""
    _, _, beyond, _ = _tables(state.rules.ace_high)
    hand = state.hands[seat]
    return [c for c in CARDS if hand >> c.index & 1 and not beyond[c.index] & ~hand]


__all__ = [
    "MAXN_BUDGET",
    "Solver",
    "SolverStats",
    "brute_force_maxn",
    "brute_force_wins",
    "can_force_win",
    "cards_private",
    "perfect_line",
]
