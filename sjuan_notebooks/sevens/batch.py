"""A numpy batch simulator for Sevens: many deals at once, bit-parallel, same results as the
scalar engine.

Every deal's hands are 52-bit masks in a ``uint64`` array; one numpy step moves the player to
move in every unfinished deal. The cards that may be played next come from the engine's own
run table (one lookup per suit), so the batch follows exactly the rules of
:mod:`sjuan_notebooks.sevens`, with every option (start card or "any", pot, ace above king,
extra turn, stand-overs).

Randomness is shared with the scalar players (:mod:`sjuan_notebooks.players`): the decision
at turn ``t`` of deal ``d`` of a run seeded ``seed`` uses ``u = counter_uniform(key(seed, d),
8 t)`` and takes option ``int(u * len(options))`` in canonical order. The deals themselves
come from :func:`deal_batch`; :func:`scalar_deal` gives the same deal as a scalar state. So
:func:`simulate` and :func:`sjuan_notebooks.players.play` with a ``CounterRandom(seed, d)``
make the same moves, which ``tests/sevens/test_batch.py`` checks move by move.

Batch players: ``random`` and every Sevens tip player: ``dont_open_suits``,
``hold_back_sevens``, ``shed_near_seven`` and ``free_own_cards`` (which never stand over
voluntarily) and ``stand_over_block``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..core.cards import parse_card
from ..core.players import splitmix64
from ..core.seats import player_names
from .engine import SevensRules, SevensState, initial_state, run_table
from .players import ACES, GATES, KINGS, SEVENS, SUIT_BITS, TWOS, run_ends, suit_halves

U64 = np.uint64
BATCH_PLAYERS: tuple[str, ...] = (
    "random",
    "dont_open_suits",
    "hold_back_sevens",
    "shed_near_seven",
    "free_own_cards",
    "stand_over_block",
)

_C_GOLD = 0x9E3779B97F4A7C15
_C_TURN = 0xD1B54A32D192ED03


def _splitmix(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        x = x + U64(_C_GOLD)
        x = (x ^ (x >> U64(30))) * U64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> U64(27))) * U64(0x94D049BB133111EB)
        return x ^ (x >> U64(31))


def deal_keys(seed: int, deals: np.ndarray) -> np.ndarray:
    """The counter keys of ``deals`` (mirrors :func:`players.counter_key`)."""
    base = U64(splitmix64(seed & ((1 << 64) - 1)))
    with np.errstate(over="ignore"):
        return _splitmix(base ^ (deals.astype(U64) * U64(_C_GOLD)))


def uniforms(keys: np.ndarray, counter: np.ndarray | int) -> np.ndarray:
    """``counter_uniform(key, counter)`` for arrays (float64 in [0, 1))."""
    with np.errstate(over="ignore"):
        x = _splitmix(keys + np.asarray(counter, dtype=U64) * U64(_C_TURN))
    return (x >> U64(11)).astype(np.float64) * (2.0**-53)


if hasattr(np, "bitwise_count"):

    def popcount(x: np.ndarray) -> np.ndarray:
        return np.bitwise_count(x).astype(np.int64)

else:  # numpy < 2.0
    _BYTE_COUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)

    def popcount(x: np.ndarray) -> np.ndarray:
        b = x.view(np.uint8).reshape(*x.shape, 8)
        return _BYTE_COUNT[b].sum(axis=-1)


# ---------------------------------------------------------------------------------------------
# Deals


DEAL_BLOCK = 4096
_BITS = np.array([1 << i for i in range(52)], dtype=U64)
_IDX32 = np.arange(52, dtype=np.uint32)[None, :]


def _deal_block(seed: int, block: int) -> np.ndarray:
    """The 52-card orders of deals ``block * DEAL_BLOCK ...``: (DEAL_BLOCK, 52) card indices.

    Philox keyed by (seed, block) gives 52 32-bit sort keys per deal; the low 6 bits carry the
    card index, so ties (26 equal high bits, about 2e-5 per deal) fall back on card order.
    """
    gen = np.random.Philox(key=((seed & (2**64 - 1)) << 64) | block)
    keys = gen.random_raw(DEAL_BLOCK * 26).view(np.uint32).reshape(DEAL_BLOCK, 52)
    keys = keys & ~np.uint32(63)
    keys |= _IDX32
    keys.sort(axis=1)
    return keys & np.uint32(63)


def deal_batch(
    n_deals: int,
    n_players: int = 4,
    seed: int = 0,
    dealer: int | None = None,
    first: int = 0,
) -> np.ndarray:
    """Deals ``first .. first + n_deals - 1`` of a seeded series: all 52 cards shuffled and
    dealt one at a time from the dealer's left. A ``(n_deals, n_players)`` uint64 array of
    hand masks; deal ``d`` depends only on (seed, d)."""
    dealer = n_players - 1 if dealer is None else dealer
    if n_deals <= 0:
        return np.zeros((0, n_players), dtype=U64)
    b0, b1 = first // DEAL_BLOCK, (first + n_deals - 1) // DEAL_BLOCK
    order = np.concatenate([_deal_block(seed, b) for b in range(b0, b1 + 1)])
    order = order[first - b0 * DEAL_BLOCK : first - b0 * DEAL_BLOCK + n_deals]
    bits = _BITS[order]
    hands = np.empty((n_deals, n_players), dtype=U64)
    for k in range(n_players):
        seat = (dealer + 1 + k) % n_players
        hands[:, seat] = np.bitwise_or.reduce(bits[:, k::n_players], axis=1)
    return hands


def scalar_deal(
    hands: np.ndarray,
    rules: SevensRules | None = None,
    dealer: int | None = None,
    players: Sequence[str] | None = None,
) -> SevensState:
    """The scalar engine's initial state for one row of :func:`deal_batch`."""
    rules = rules or SevensRules()
    n = len(hands)
    names = player_names(players if players else n)
    rules.check_players(n)
    dealer = n - 1 if dealer is None else dealer
    return initial_state(rules, names, dealer, tuple(int(h) for h in hands))


# ---------------------------------------------------------------------------------------------
# Simulation


@dataclass(frozen=True)
class BatchResult:
    """The outcome of every deal of a batch (numpy arrays, one row per deal)."""

    players: tuple[str, ...]
    winner: np.ndarray  # (D,) seat that went out first
    cards_left: np.ndarray  # (D, n)
    passes: np.ndarray  # (D, n)
    turns: np.ndarray  # (D,) decisions made (passes included)
    moves: np.ndarray | None = None  # (D, T) card index per turn, -1 pass, -2 none

    @property
    def n_deals(self) -> int:
        return int(self.winner.shape[0])

    def wins(self) -> np.ndarray:
        """Deals won by each seat."""
        return np.bincount(self.winner, minlength=len(self.players))

    def kabal_points(self) -> np.ndarray:
        return self.cards_left + self.passes


def _lut(ace_high: bool) -> np.ndarray:
    runs, _ = run_table(ace_high)
    lut = np.zeros(1 << 13, dtype=U64)
    for run, nxt in runs.items():
        lut[run] = nxt
    return lut


def _playable_of(table: np.ndarray, lut: np.ndarray) -> np.ndarray:
    m = U64(0x1FFF)
    return (
        lut[(table & m).astype(np.intp)]
        | (lut[((table >> U64(13)) & m).astype(np.intp)] << U64(13))
        | (lut[((table >> U64(26)) & m).astype(np.intp)] << U64(26))
        | (lut[((table >> U64(39)) & m).astype(np.intp)] << U64(39))
    )


def _neighbours(mask: np.ndarray, ace_high: bool) -> np.ndarray:
    one, twelve = U64(1), U64(12)
    if ace_high:
        up = ((mask & U64(~(KINGS | ACES) & (2**64 - 1))) << one) | ((mask & U64(KINGS)) >> twelve)
        down = ((mask & U64(~(ACES | TWOS) & (2**64 - 1))) >> one) | ((mask & U64(ACES)) << twelve)
    else:
        up = (mask & U64(~KINGS & (2**64 - 1))) << one
        down = (mask & U64(~ACES & (2**64 - 1))) >> one
    return up | down


def _shed_mask(hand: np.ndarray, ace_high: bool) -> np.ndarray:
    top, bottom = run_ends(ace_high)
    upper, lower = suit_halves(ace_high)
    zero = U64(0)
    out = np.zeros_like(hand)
    for s in range(4):
        suit = SUIT_BITS[s]
        out |= np.where((hand & U64(top & suit)) != zero, U64((upper | SEVENS) & suit), zero)
        out |= np.where((hand & U64(bottom & suit)) != zero, U64((lower | SEVENS) & suit), zero)
    return out


def _preferred(kind: str, legal: np.ndarray, hand: np.ndarray, ace_high: bool) -> np.ndarray:
    zero = U64(0)
    if kind == "random":
        return legal
    if kind == "dont_open_suits":
        pref = legal & U64(~SEVENS & (2**64 - 1))
    elif kind in ("free_own_cards", "stand_over_block"):
        pref = legal & _neighbours(hand, ace_high)
    elif kind == "hold_back_sevens":
        gates = legal & U64(GATES) & ~_neighbours(hand, ace_high)
        pref = legal & ~gates
    elif kind == "shed_near_seven":
        pref = legal & _shed_mask(hand, ace_high)
    else:
        raise ValueError(f"no batch player {kind!r}; known: {', '.join(BATCH_PLAYERS)}")
    return np.where(pref != zero, pref, legal)


def _select(mask: np.ndarray, k: np.ndarray) -> np.ndarray:
    """The ``k``-th lowest set bit of each mask (k below the mask's bit count)."""
    x = mask.copy()
    one = U64(1)
    kmax = int(k.max()) if k.size else 0
    for i in range(kmax):
        x = np.where(k > i, x & (x - one), x)
    return x & (~x + one)


def _bit_index(bit: np.ndarray) -> np.ndarray:
    return np.frexp(bit.astype(np.float64))[1].astype(np.int64) - 1


def simulate(
    n_deals: int,
    players: Sequence[str] = ("random",) * 4,
    rules: SevensRules | None = None,
    seed: int = 0,
    *,
    hands: np.ndarray | None = None,
    dealer: int | None = None,
    record_moves: bool = False,
    first: int = 0,
    chunk: int = 1 << 14,
) -> BatchResult:
    """Play ``n_deals`` deals with the named batch players (one per seat).

    The deals are ``first .. first + n_deals - 1`` of :func:`deal_batch` (seed) unless
    ``hands`` is given (then ``first`` only numbers the deals for the choices). With
    ``record_moves`` the result holds every move (card index, -1 for a pass).
    """
    rules = rules or SevensRules()
    n = len(players)
    rules.check_players(n)
    for name in players:
        if name not in BATCH_PLAYERS:
            raise ValueError(f"no batch player {name!r}; known: {', '.join(BATCH_PLAYERS)}")
    dealer = n - 1 if dealer is None else dealer
    if hands is not None:
        hands = np.asarray(hands, dtype=U64)
    keys = deal_keys(seed, np.arange(first, first + n_deals, dtype=np.int64))
    parts = []
    for a in range(0, n_deals, chunk):
        m = min(chunk, n_deals - a)
        part = hands[a : a + m] if hands is not None else deal_batch(m, n, seed, dealer, first + a)
        parts.append(_simulate_chunk(part, keys[a : a + m], players, rules, dealer, record_moves))
    moves = None
    if record_moves:
        width = max(p[4].shape[1] for p in parts)
        moves = np.full((n_deals, width), -2, dtype=np.int8)
        row = 0
        for p in parts:
            moves[row : row + p[4].shape[0], : p[4].shape[1]] = p[4]
            row += p[4].shape[0]
    return BatchResult(
        players=tuple(players),
        winner=np.concatenate([p[0] for p in parts]),
        cards_left=np.concatenate([p[1] for p in parts]),
        passes=np.concatenate([p[2] for p in parts]),
        turns=np.concatenate([p[3] for p in parts]),
        moves=moves,
    )


def _simulate_chunk(
    hands: np.ndarray,
    keys: np.ndarray,
    players: Sequence[str],
    rules: SevensRules,
    dealer: int,
    record_moves: bool,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    D, n = hands.shape
    ace_high = rules.ace_high
    lut = _lut(ace_high)
    _, ends13 = run_table(ace_high)
    ends = U64(sum(ends13 << (13 * s) for s in range(4)))
    zero = U64(0)
    hands = hands.copy()
    table = np.zeros(D, dtype=U64)
    if rules.start_card == "any":
        playable = np.full(D, U64(SEVENS))
        to_move = np.full(D, (dealer + 1) % n, dtype=np.int64)
    else:
        bit = U64(parse_card(rules.start_card).bit)
        playable = np.full(D, bit)
        to_move = np.argmax((hands & bit) != zero, axis=1).astype(np.int64)
    stand = np.full((D, n), rules.stand_over, dtype=np.int64)
    passes = np.zeros((D, n), dtype=np.int64)
    extra = np.zeros(D, dtype=bool)
    turn = np.zeros(D, dtype=np.int64)
    winner = np.full(D, -1, dtype=np.int64)
    kinds = sorted(set(players))
    kind_of_seat = np.array([kinds.index(p) for p in players], dtype=np.int64)
    random_seats = np.array([p == "random" for p in players])
    block_seats = np.array([p == "stand_over_block" for p in players])
    any_block = bool(block_seats.any())
    can_stand = rules.stand_over > 0
    log: list[np.ndarray] = []
    idx = np.arange(D)  # deals still running
    while idx.size:
        tm = to_move[idx]
        hand = hands[idx, tm]
        pl = playable[idx]
        legal = hand & pl
        if len(kinds) == 1:
            pref = _preferred(kinds[0], legal, hand, ace_high)
        else:
            kind = kind_of_seat[tm]
            pref = legal.copy()
            for j, name in enumerate(kinds):
                sel = kind == j
                if sel.any():
                    pref[sel] = _preferred(name, legal[sel], hand[sel], ace_high)
        count = popcount(pref)
        if can_stand:
            stand_ok = (legal != zero) & (stand[idx, tm] > 0) & ~extra[idx] & (table[idx] != zero)
            may_stand = stand_ok & random_seats[tm]
            options = count + may_stand
            if any_block:
                # stand_over_block stands over when no legal card frees one of its own
                blocks = (
                    stand_ok & block_seats[tm] & ((legal & _neighbours(hand, ace_high)) == zero)
                )
                count = np.where(blocks, 0, count)
                options = np.where(blocks, 1, options)
        else:
            may_stand = None
            options = count
        u = uniforms(keys[idx], turn[idx] * 8)
        k = (u * options).astype(np.int64)
        play = (legal != zero) & (k < count)
        # passes (forced or voluntary)
        psel = ~play
        if psel.any():
            pi, pt = idx[psel], tm[psel]
            passes[pi, pt] += 1
            if may_stand is not None:
                vol = psel & (legal != zero)
                if vol.any():
                    stand[idx[vol], tm[vol]] -= 1
            extra[pi] = False
            to_move[pi] = (pt + 1) % n
        if record_moves:
            mv = np.full(D, -2, dtype=np.int8)
            mv[idx[psel]] = -1
        if play.any():
            gi, gt = idx[play], tm[play]
            bit = _select(pref[play], k[play])
            newhand = hands[gi, gt] ^ bit
            hands[gi, gt] = newhand
            tb = table[gi] | bit
            table[gi] = tb
            np_ = _playable_of(tb, lut)
            playable[gi] = np_
            out = newhand == zero
            winner[gi[out]] = gt[out]
            again = ~out & ((bit & ends) != zero) & ((newhand & np_) != zero)
            if not rules.extra_turn:
                again[:] = False
            extra[gi] = again
            to_move[gi] = np.where(again | out, gt, (gt + 1) % n)
            if record_moves:
                mv[gi] = _bit_index(bit).astype(np.int8)
        if record_moves:
            log.append(mv)
        turn[idx] += 1
        idx = idx[winner[idx] < 0]
    cards_left = popcount(hands)
    moves = np.stack(log, axis=1) if log else np.zeros((D, 0), dtype=np.int8)
    return winner, cards_left, passes, turn, moves


__all__ = [
    "BATCH_PLAYERS",
    "BatchResult",
    "deal_batch",
    "deal_keys",
    "popcount",
    "scalar_deal",
    "simulate",
    "uniforms",
]
