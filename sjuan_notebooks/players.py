"""Computer players for every game, one interface: ``choose(view, legal, rng) -> move``.

A player sees only its own seat's view (``game.api_for(game).view(state, seat)``) and the
legal moves. Every rule-of-thumb player follows one tip of the rule texts and is named for it:
the tip narrows the legal moves to the ones it prefers (or has no opinion), and the player
picks among those at random.

Randomness contract (shared with :mod:`sjuan_notebooks.batch`): a player draws exactly one
``rng.random()`` per decision and takes element ``int(u * len(options))`` of its options, in
the engine's canonical order (cards by index, then pass). With :class:`CounterRandom` the
``u`` of a decision is a pure function of (seed, deal, turn), so a numpy batch and the scalar
engine make the same choices on the same deals.

This module imports no widget, plotting or numpy code.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .cards import CARDS, SUITS, Card, cards_of_mask
from .sevens import PASS, SevensState, _run_table

# ---------------------------------------------------------------------------------------------
# The interface


class Player(Protocol):
    """A computer player: ``name`` and ``choose`` (one legal move from the seat's view)."""

    name: str

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any: ...


def pick(options: Sequence[Any], rng: random.Random) -> Any:
    """The shared choice rule: one ``rng.random()`` draw, element ``int(u * len(options))``."""
    return options[int(rng.random() * len(options))]


_M64 = (1 << 64) - 1


def splitmix64(x: int) -> int:
    """The SplitMix64 finaliser (a counter-based generator; numpy mirrors it in ``batch``)."""
    x = (x + 0x9E3779B97F4A7C15) & _M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _M64
    return x ^ (x >> 31)


def counter_key(seed: int, deal: int) -> int:
    """The 64-bit key of one deal of a seeded run."""
    return splitmix64((splitmix64(seed & _M64) ^ (deal * 0x9E3779B97F4A7C15)) & _M64)


def counter_uniform(key: int, counter: int) -> float:
    """A uniform number in [0, 1) for (deal key, counter): 53 bits of SplitMix64."""
    return (splitmix64((key + counter * 0xD1B54A32D192ED03) & _M64) >> 11) * (2.0**-53)


class CounterRandom(random.Random):
    """``random()`` returns the counter-based uniform for (seed, deal, turn, draw).

    Set :attr:`turn` before each decision (:func:`play` does); draws within one turn use
    counters ``turn * 8 + 0, 1, ...``. Other ``random.Random`` methods fall back on the
    ordinary seeded generator and are not mirrored by the batch simulator.
    """

    def __init__(self, seed: int = 0, deal: int = 0) -> None:
        super().__init__(seed * 1_000_003 + deal)
        self.key = counter_key(seed, deal)
        self._turn = 0
        self._draw = 0

    @property
    def turn(self) -> int:
        return self._turn

    @turn.setter
    def turn(self, value: int) -> None:
        self._turn = value
        self._draw = 0

    def random(self) -> float:
        u = counter_uniform(self.key, self._turn * 8 + self._draw)
        self._draw += 1
        return u


def play(
    game: str,
    state: Any,
    players: Sequence[Player],
    rng: random.Random,
    *,
    limit: int = 100_000,
) -> Any:
    """Play ``state`` to the end, each seat choosing from its own view. Returns the last state.

    If ``rng`` is a :class:`CounterRandom`, its turn is set to the number of decisions made so
    far before each one (Sevens: ``state.turn``).
    """
    from .game import api_for

    api = api_for(game)
    for decision in range(limit):
        if api.is_over(state):
            return state
        seat = api.to_move(state)
        legal = api.legal_moves(state)
        if isinstance(rng, CounterRandom):
            rng.turn = decision
        move = players[seat].choose(api.view(state, seat), legal, rng)
        state = api.apply(state, move)
    raise RuntimeError(f"{game}: no end after {limit} moves")


class RandomPlayer:
    """Any legal move, uniformly."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return pick(legal, rng)


class TipPlayer:
    """A player following one tip: it picks at random among the moves the tip prefers."""

    name = "tip"
    #: the family of games the tip belongs to: "sevens", "tricks" or "sedma"
    family = "sevens"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        """The moves the tip prefers (a non-empty subset of ``legal``, in its order)."""
        return list(legal)

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        options = self.prefer(view, legal) or list(legal)
        return pick(options, rng)

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        """The reason, in terms of this position, that the tip prefers ``suggested`` over
        ``move`` (or, when they are the same, why it endorses ``move``): a translation key and
        its parameters (cards, suit letters under keys ending in ``suit``). None: no reason
        beyond the tip's own words."""
        return None


#: a reason: a translation key and its parameters (rendered by :meth:`TipVerdict.text`)
Why = tuple[str, dict[str, Any]]


def _suit_of(card: Card) -> str:
    return card.suit


def _freed(view: SevensState, card: Card) -> list[Card]:
    """The cards that playing ``card`` would make playable next (its neighbours in its row
    that are not on the table yet)."""
    from .sevens import _playable

    table = view.table | card.bit
    new = _playable(table, view.rules.ace_high) & ~view.playable & ~table
    return [c for c in cards_of_mask(new) if c.suit == card.suit]


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


def _ends(ace_high: bool) -> tuple[int, int]:
    """(top ends, bottom ends): the run-ending cards above and below the seven."""
    return (ACES, TWOS) if ace_high else (KINGS, ACES)


def _halves(ace_high: bool) -> tuple[int, int]:
    """(upper halves, lower halves) of every suit in row order (the seven in neither)."""
    if ace_high:
        return UPPER | ACES, LOWER & ~ACES
    return UPPER, LOWER


def _own(view: SevensState) -> int:
    return view.hands[view.to_move]


def _cards_in(legal: Sequence[Any], mask: int) -> list[Any]:
    return [m for m in legal if isinstance(m, Card) and mask >> m.index & 1]


def prefer_mask_shed_near_seven(hand: int, ace_high: bool) -> int:
    """The cards ``ShedNearSeven`` prefers: the suit halves (and sevens) whose end you hold."""
    top, bottom = _ends(ace_high)
    upper, lower = _halves(ace_high)
    m = 0
    for s in range(4):
        suit = SUIT_BITS[s]
        if hand & top & suit:
            m |= (upper | SEVENS) & suit
        if hand & bottom & suit:
            m |= (lower | SEVENS) & suit
    return m


class _SevensTip(TipPlayer):
    family = "sevens"

    def card_mask(self, view: SevensState, legal_cards: int) -> int:
        return legal_cards

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
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

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
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

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
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

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        if not isinstance(suggested, Card):
            return None
        top, bottom = _ends(view.rules.ace_high)
        ends = [c for c in cards_of_mask(_own(view) & (top | bottom)) if c.suit == suggested.suit]
        if not ends:
            return None
        upper, _ = _halves(view.rules.ace_high)
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

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
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

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        cards = [m for m in legal if isinstance(m, Card)]
        if cards and PASS in legal:
            own = neighbours(_own(view), view.rules.ace_high)
            if not any(own >> c.index & 1 for c in cards):
                return [PASS]
        return FreeOwnCards().prefer(view, legal)

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
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
    runs, ends = _run_table(ace_high)
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
    family = "sevens"

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

    def move_values(
        self, view: SevensState, legal: Sequence[Any], rng: random.Random
    ) -> list[float]:
        """Each legal move's estimated probability that the seat to move goes out first.

        Draws exactly one ``rng.random()`` (the seed of a local generator), samples
        ``worlds`` hidden deals consistent with the view and ``voids``, and scores each move
        in each world: 1 if it goes out at once; late in the deal (at most ``solve_below``
        cards in hands) 1 or 0 by the solver's paranoid value (the others play as one side
        against you, so this is a pessimistic estimate); otherwise the share of ``rollouts``
        random playouts the seat wins. The value is the mean over the worlds.
        """
        from .sevens import apply

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
                    from .solver import can_force_win

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

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        """The move with the highest :meth:`move_values` (ties: the first in canonical order);
        a single legal move is played without drawing from ``rng``."""
        if len(legal) == 1:
            return legal[0]
        values = self.move_values(view, legal, rng)
        return legal[values.index(max(values))]


# ---------------------------------------------------------------------------------------------
# The catalogue


def _sevens_players() -> dict[str, Callable[[], Player]]:
    out: dict[str, Callable[[], Player]] = {"random": RandomPlayer}
    for cls in SEVENS_TIPS:
        out[cls.name] = cls
    out["search"] = SearchSevens
    return out


def _family(game: str) -> str:
    if game in ("sjuan", "sjuern", "kabal"):
        return "sevens"
    if game in ("femkamp", "sjukamp"):
        return "tricks"
    if game == "sedma":
        return "sedma"
    from .errors import RecordError

    raise RecordError(
        "error.unknown_game", game=game, known="sjuan, sjuern, kabal, femkamp, sjukamp, sedma"
    )


def tips_for(game: str) -> tuple[type[TipPlayer], ...]:
    """The tip players of ``game``, in the order :func:`tip_verdict` consults them."""
    family = _family(game)
    if family == "sevens":
        return SEVENS_TIPS
    if family == "tricks":
        return _trick_tips()
    return _sedma_tips()


def players_for(game: str) -> dict[str, Callable[[], Player]]:
    """Every computer player of ``game``: name -> factory (call it for a fresh player)."""
    family = _family(game)
    if family == "sevens":
        return _sevens_players()
    out: dict[str, Callable[[], Player]] = {"random": RandomPlayer}
    for cls in tips_for(game):
        out[cls.name] = cls
    if family == "tricks":
        out[BestTrickTip.name] = BestTrickTip
    return out


#: Opponent strengths a play table offers, weakest first.
STRENGTHS: tuple[str, ...] = ("random", "tips", "search")


def strength_player(game: str, strength: str) -> Callable[[], Player]:
    """The player factory for an opponent strength: "random"; "tips" (the rules of thumb: the
    first tip of :func:`tips_for`, as the play table has always used); "search" (Sevens:
    :class:`SearchSevens`; the trick deals: :class:`BestTrickTip`; Sedma: :class:`KeepSevens`,
    the tip that measured strongest)."""
    if strength not in STRENGTHS:
        from .errors import UnknownOptionError

        raise UnknownOptionError.bad_value("strength", strength, ", ".join(STRENGTHS))
    family = _family(game)
    if strength == "random":
        return RandomPlayer
    if strength == "tips":
        return tips_for(game)[0]
    if family == "sevens":
        return SearchSevens
    if family == "tricks":
        return BestTrickTip
    return KeepSevens


@dataclass(frozen=True)
class TipVerdict:
    """What the tips say about a move: ``agrees``, the tip that objects (or the one that
    endorses it), and the move that tip would play."""

    agrees: bool
    tip: str | None
    suggested: Any
    why: Why | None = None  # the reason in terms of the position (see TipPlayer.why)

    def __iter__(self) -> Any:
        return iter((self.agrees, self.tip, self.suggested))

    def reason(self, lang: str = "en", code: Callable[[Any], str] | None = None) -> str:
        """The position's reason in ``lang`` ("" when the tip gives none)."""
        from .i18n import join_list, t

        if self.why is None:
            return ""
        show = code or (lambda m: getattr(m, "code", str(m)))
        key, raw = self.why
        params: dict[str, Any] = {}
        for name, value in raw.items():
            if name.endswith("suit"):
                params[name] = t(f"card.suit.{value}", lang)
            elif isinstance(value, (list, tuple)):
                params[name] = join_list([show(v) for v in value], lang) or "-"
            elif hasattr(value, "code"):
                params[name] = show(value)
            else:
                params[name] = value
        return t(key, lang, **params)

    def text(self, lang: str = "en", code: Callable[[Any], str] | None = None) -> str:
        from .i18n import t

        show = code or (lambda m: getattr(m, "code", str(m)))
        if self.tip is None:
            return t("tactics.verdict.no_tip", lang)
        tip = t(f"tactics.tipdef.{self.tip}", lang)  # the definition the player follows
        why = self.reason(lang, code)
        if self.agrees:
            if why:
                return t("tactics.verdict.agrees_why", lang, tip=tip, why=why)
            return t("tactics.verdict.agrees", lang, tip=tip)
        if why:
            return t("tactics.verdict.risky_why", lang, tip=tip, move=show(self.suggested), why=why)
        return t("tactics.verdict.risky", lang, tip=tip, move=show(self.suggested))


def tip_verdict(game: str, view: Any, legal: Sequence[Any], move: Any) -> TipVerdict:
    """Does ``move`` follow the tips? Unpacks as ``(agrees, tip_name, suggested_move)``.

    **Choice**: a move agrees when no tip has an opinion (each prefers every legal move), or
    when at least one tip with an opinion prefers it. Otherwise the first objecting tip (in
    :func:`tips_for` order) is named with the first move it prefers.
    """
    objection: TipVerdict | None = None
    for cls in tips_for(game):
        tip = cls()
        preferred = tip.prefer(view, legal)
        if not preferred or len(preferred) == len(legal):
            continue  # no opinion here
        if move in preferred:
            return TipVerdict(True, tip.name, move, tip.why(view, legal, move, move))
        if objection is None:
            suggested = preferred[0]
            why = tip.why(view, legal, move, suggested)
            if why is None:  # e.g. a pass: say why the tip's own move is good here
                why = tip.why(view, legal, suggested, suggested)
            objection = TipVerdict(False, tip.name, suggested, why)
    return objection or TipVerdict(True, None, move)


# ---------------------------------------------------------------------------------------------
# Femkamp / Sjukamp trick deals (002): a Kabal deal inside them is a Sevens deal, where every
# trick tip follows the same text's Kabal tip (hold back a seven or six).

AVOIDING = ("pass", "klover", "damer", "finale")


def _trick_power(card: Card) -> int:
    return 14 if card.rank == 1 else card.rank


def _played_mask(view: Any) -> int:
    m = view.removed
    for trick in view.tricks:
        for _, c in trick.cards:
            m |= c.bit
    for _, c in view.trick:
        m |= c.bit
    return m


def _would_win(view: Any, card: Card) -> bool:
    from .tricks import trick_winner

    return trick_winner(view.trick + ((view.to_move, card),), view.trump) == view.to_move


class _TrickTip(TipPlayer):
    family = "tricks"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        if isinstance(view, SevensState):
            return HoldBackSevens().prefer(view, legal)
        out = self.prefer_trick(view, list(legal))
        return out or list(legal)

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        if isinstance(view, SevensState):
            return HoldBackSevens().why(view, legal, move, suggested)
        return self.why_trick(view, list(legal), move, suggested)

    def why_trick(self, view: Any, legal: list[Card], move: Card, suggested: Card) -> Why | None:
        return None

    def prefer_trick(self, view: Any, legal: list[Card]) -> list[Card]:
        return legal


class ShedHighEarly(_TrickTip):
    """In the avoiding deals (pass, kløver, damer, finale) get rid of high cards early,
    above all when someone else already takes the trick: when not leading, play the highest
    card that does not take the trick. (Grand and trumf: no opinion.)"""

    name = "shed_high_early"

    def prefer_trick(self, view: Any, legal: list[Card]) -> list[Card]:
        if view.deal not in AVOIDING or not view.trick:
            return legal
        losers = [c for c in legal if not _would_win(view, c)]
        if not losers:
            return legal
        top = max(_trick_power(c) for c in losers)
        return [c for c in losers if _trick_power(c) == top]

    def why_trick(self, view: Any, legal: list[Card], move: Card, suggested: Card) -> Why | None:
        from .tricks import trick_winner

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

    def prefer_trick(self, view: Any, legal: list[Card]) -> list[Card]:
        hand = view.hands[view.to_move]
        if view.trick and hand & (0x1FFF << (13 * SUITS.index(view.trick[0][1].suit))):
            return legal  # must follow suit: no choice of suit
        length = {
            c.suit: (hand & (0x1FFF << (13 * SUITS.index(c.suit)))).bit_count() for c in legal
        }
        short = min(length.values())
        return [c for c in legal if length[c.suit] == short]

    def why_trick(self, view: Any, legal: list[Card], move: Card, suggested: Card) -> Why | None:
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

    def prefer_trick(self, view: Any, legal: list[Card]) -> list[Card]:
        hand = view.hands[view.to_move]
        played = _played_mask(view)
        out_cards = ((1 << 52) - 1) & ~played & ~hand
        if view.deal in AVOIDING:
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

    def why_trick(self, view: Any, legal: list[Card], move: Card, suggested: Card) -> Why | None:
        hand = view.hands[view.to_move]
        out_cards = ((1 << 52) - 1) & ~_played_mask(view) & ~hand
        out_in = (out_cards & (0x1FFF << (13 * SUITS.index(suggested.suit)))).bit_count()
        if view.deal in AVOIDING:
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

    def prefer_trick(self, view: Any, legal: list[Card]) -> list[Card]:
        if view.deal in AVOIDING:
            return ShedHighEarly().prefer_trick(view, legal)
        return CountSuit().prefer_trick(view, legal)

    def why_trick(self, view: Any, legal: list[Card], move: Card, suggested: Card) -> Why | None:
        if view.deal in AVOIDING:
            return ShedHighEarly().why_trick(view, legal, move, suggested)
        return CountSuit().why_trick(view, legal, move, suggested)


# ---------------------------------------------------------------------------------------------
# Sedma (003)


def _trick_points(view: Any) -> int:
    return sum(10 for _, c in view.trick if c.rank in (10, 1))


def _my_side_winning(view: Any) -> bool:
    me, winner = view.to_move, view.trick_winner
    if winner == me:
        return True
    sides = view.sides
    return sides is not None and view.side_of(me) == view.side_of(winner)


def _wild(view: Any, card: Any) -> bool:
    from .sedma import is_wild

    return isinstance(card, Card) and is_wild(card, view.n_players)


class KeepSevens(TipPlayer):
    """Keep your sevens to take tricks holding tens and aces: play a seven (or, with three
    players, the red king) only to take over a trick with points that your side is not
    winning; otherwise play another card."""

    name = "keep_sevens"
    family = "sedma"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        cards = [m for m in legal if isinstance(m, Card)]
        if not cards or view.deciding:
            return list(legal)
        wild = [c for c in cards if _wild(view, c)]
        plain = [c for c in cards if not _wild(view, c)]
        if view.trick and _trick_points(view) and not _my_side_winning(view) and wild:
            return wild
        return plain or list(legal)

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        points = _trick_points(view)
        holder = view.players[view.trick_winner] if view.trick else ""
        if _wild(view, suggested):
            key = "tactics.why.seven_takes" if move != suggested else "tactics.why.seven_takes_ok"
            return key, {"kept": suggested, "move": move, "points": points, "holder": holder}
        if not _wild(view, move):
            return "tactics.why.seven_kept", {"move": move}
        if not view.trick:
            key = "tactics.why.seven_led"
        elif not points:
            key = "tactics.why.seven_no_points"
        else:
            key = "tactics.why.seven_own_side"
        return key, {"move": move, "kept": suggested, "holder": holder}


class ContinueForPoints(TipPlayer):
    """When you may continue a trick you led (otočiť kolo), continue if the trick holds
    points your side is not winning; otherwise stop."""

    name = "continue_for_points"
    family = "sedma"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        if not view.deciding:
            return list(legal)
        cards = [m for m in legal if isinstance(m, Card)]
        stop = [m for m in legal if getattr(m, "code", "") == "stop"]
        if cards and _trick_points(view) and not _my_side_winning(view):
            return cards
        return stop or list(legal)

    def why(self, view: Any, legal: Sequence[Any], move: Any, suggested: Any) -> Why | None:
        points = _trick_points(view)
        holder = view.players[view.trick_winner]
        if isinstance(suggested, Card):
            key = "tactics.why.continue" if move != suggested else "tactics.why.continue_ok"
            return key, {"kept": suggested, "points": points, "holder": holder}
        key = "tactics.why.stop_own_side" if points else "tactics.why.stop_no_points"
        return key, {"holder": holder, "move": move}


SEDMA_TIPS: tuple[type[TipPlayer], ...] = (KeepSevens, ContinueForPoints)


class HideRedKing(KeepSevens):
    """Three players: the red king's holder keeps it hidden as long as possible (the text:
    "najlepšie je zatajovať ho čo najdlhšie"): plays it only when every other card would be
    worse than nothing, that is, never while another card is legal (otherwise as
    :class:`KeepSevens`). A measured tip only."""

    name = "hide_red_king"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        pref = [m for m in super().prefer(view, legal) if getattr(m, "code", "") != "HK"]
        rest = [m for m in legal if getattr(m, "code", "") != "HK"]
        return pref or rest or list(legal)


class ShowRedKing(KeepSevens):
    """Three players: the red king's holder plays it at the first chance (it then counts as a
    seven and the sides are known), otherwise as :class:`KeepSevens`. A measured tip only."""

    name = "show_red_king"

    def prefer(self, view: Any, legal: Sequence[Any]) -> list[Any]:
        king = [m for m in legal if getattr(m, "code", "") == "HK"]
        if king and view.n_players == 3 and not view.deciding:
            return king
        return super().prefer(view, legal)


#: Players made only to measure a tip (lesson 6); no verdict or play table uses them.
MEASURED: dict[str, Callable[[], Player]] = {
    CheckBlockers.name: CheckBlockers,
    HideRedKing.name: HideRedKing,
    ShowRedKing.name: ShowRedKing,
}


def _trick_tips() -> tuple[type[TipPlayer], ...]:
    return TRICK_TIPS


def _sedma_tips() -> tuple[type[TipPlayer], ...]:
    return SEDMA_TIPS


__all__ = [
    "CARDS",
    "STRENGTHS",
    "MEASURED",
    "BestTrickTip",
    "CheckBlockers",
    "ContinueForPoints",
    "CountSuit",
    "CounterRandom",
    "DontOpenSuits",
    "FreeOwnCards",
    "HideRedKing",
    "HoldBackSevens",
    "KeepSevens",
    "MakeVoid",
    "Player",
    "RandomPlayer",
    "SearchSevens",
    "ShedHighEarly",
    "ShedNearSeven",
    "ShowRedKing",
    "StandOverBlock",
    "TipPlayer",
    "TipVerdict",
    "counter_uniform",
    "neighbours",
    "pick",
    "play",
    "players_for",
    "sample_world",
    "strength_player",
    "tip_verdict",
    "tips_for",
    "voids_from_states",
]
