"""The Sevens engine: one set of rules serving Sjuan, Sjuern and Kabal.

A position is an immutable :class:`SevensState`; :func:`legal_moves` lists what the player to
move may do and :func:`apply` returns the next position or raises :class:`IllegalMoveError`
naming the broken rule. Variants are options of :class:`SevensRules`, never separate code.

Internally hands and the table are 52-bit masks (bit ``card.index``). For each suit, the cards
on the table form one contiguous run around the seven, so "what may be played next in this
suit" depends only on that 13-bit run; a lookup table per rank order (ace low, or ace above
king) answers it, which is what keeps a whole random deal in the tens of microseconds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Literal, NamedTuple

from ..core.cards import SUITS, Card, CardNames, cards_of_mask, name_list, parse_card
from ..core.contract import GameAPI, WordMove
from ..core.errors import (
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    check_state,
    shown,
)
from ..core.options import OptionSpec, check_options, record_names
from ..core.registry import html_of
from ..core.seats import check_hands_shape, check_rules, check_seed, player_names, seat_of
from ..core.seats import dealer_seat as seat_of_dealer
from ..i18n import t

GameName = Literal["sjuan", "sjuern", "kabal"]
GAMES: tuple[str, ...] = ("sjuan", "sjuern", "kabal")
PLAYER_RANGE: dict[str, tuple[int, int]] = {"sjuan": (3, 8), "sjuern": (2, 7), "kabal": (3, 5)}
DEFAULT_START: dict[str, str] = {"sjuan": "H7", "sjuern": "D7", "kabal": "H7"}
#: The start cards the texts name: hearts (Sjuan), diamonds (Sjuern), spades (Sjuern's
#: variant) and "any" seven (Sjuan's variant). No text names the seven of clubs.
START_CARDS = ("H7", "D7", "S7", "any")
GAME_TITLES = {"sjuan": "Sjuan", "sjuern": "Sjuern", "kabal": "Kabal"}


def _start_card(value: object) -> object:
    if isinstance(value, str):
        return "any" if value.lower() == "any" else value.upper()
    return value


def option_specs(game: str) -> tuple[OptionSpec, ...]:
    """The options of the Sevens rule set ``game``, declared once (see :mod:`core.options`)."""
    return (
        OptionSpec("start_card", "choice", DEFAULT_START[game], START_CARDS,
                   normalise=_start_card,
                   source="000: «En valfri sjua eller ruter sju ersätter hjärter sju»; "
                          "001: «Noen spiller i stedet med spar sju som åpningskort»"),
        OptionSpec("pot", "count", 0, low=0,
                   source="000: «Varje pass kostar en marker till en gemensam pott»"),
        OptionSpec("ace_high", "flag", False,
                   source="001: «Noen spiller med at ess ligger over konge»"),
        OptionSpec("extra_turn", "flag", False,
                   source="000: «Spelaren som lägger kungen eller esset och därmed avslutar en "
                          "hel stege får lägga ytterligare ett kort direkt»"),
        OptionSpec("stand_over", "count", 0, low=0, on_value=3,
                   source="001: «Hver spiller får stå over et avtalt antall ganger — ofte tre»"),
    )  # fmt: skip


_SUIT_MASK = 0x1FFF


class Pass(WordMove):
    """The move "pass". One instance, :data:`PASS`."""

    __slots__ = ()


PASS = Pass("pass", "common.pass")
Move = Card | Pass


# The words a transcript may use for a pass, in each language the texts are read in: Swedish
# "pass"/"passar" (Sjuan), Norwegian "pass" and the Femkamp text's Kabal word "prikk" ("sier du
# «pass», eller «prikk»"), Sjuern's voluntary "stå over" ("Lov til å stå over"), Slovak "pas",
# English "pass" and "stand over". A record keeps the word it was written with out of its moves:
# every one of them is the same move.
PASS_WORDS: frozenset[str] = frozenset(
    {"pass", "passar", "passer", "prikk", "stå over", "står over", "sta over", "pas",
     "stand over", "stands over"}
)  # fmt: skip


def parse_move(text: str | Card | Pass) -> Move:
    """A pass word of any language (:data:`PASS_WORDS`, any case) or a card code."""
    if isinstance(text, (Card, Pass)):
        return text
    if isinstance(text, str) and " ".join(text.lower().split()) in PASS_WORDS:
        return PASS
    return parse_card(text)


# ---------------------------------------------------------------------------------------------
# Rules and options


@dataclass(frozen=True)
class SevensRules:
    """A rule set (``game``) and its named options, exactly as they appear in transcripts.

    start_card: "H7", "D7", "S7", or "any" (the player left of the dealer starts and
        must play a seven if able).
    pot: chips paid into the pot per pass (0 = no pot); the deal's winner takes the pot.
    ace_high: the ace goes above the king; the down-run then ends at the two.
    extra_turn: whoever plays the card that ends a run (king or ace) plays one more card at once.
    stand_over: voluntary passes each player may make per deal while able to play (0 = off).
    """

    game: GameName = "sjuan"
    start_card: str = "H7"
    pot: int = 0
    ace_high: bool = False
    extra_turn: bool = False
    stand_over: int = 0

    #: the names records use, in declaration order
    OPTION_NAMES = record_names(option_specs("sjuan"))

    def __post_init__(self) -> None:
        """Rules check themselves however they are built (``SevensRules(pot="x")`` is refused
        as ``SevensRules.for_game(pot="x")`` is), so no later rule meets a bad value."""
        if self.game not in GAMES:
            raise RecordError("error.unknown_game", game=shown(self.game), known=", ".join(GAMES))
        for spec in option_specs(self.game):
            spec.check_field(getattr(self, spec.name))

    @classmethod
    def for_game(cls, game: str = "sjuan", /, **options: object) -> SevensRules:
        """The rule set ``game`` with the given options; unknown names or values are refused
        (``game`` is positional, so every keyword is an option, even one named ``cls``)."""
        if game not in GAMES:
            raise RecordError("error.unknown_game", game=shown(game), known=", ".join(GAMES))
        return cls(game=game, **check_options(option_specs(game), options, GAME_TITLES[game]))  # type: ignore[arg-type]

    def options(self) -> dict[str, object]:
        """All options, by their transcript names."""
        return {name: getattr(self, name) for name in self.OPTION_NAMES}

    def changed_options(self) -> dict[str, object]:
        """Options that differ from the rule set's defaults."""
        base = SevensRules.for_game(self.game)
        return {k: v for k, v in self.options().items() if getattr(base, k) != v}

    @property
    def title(self) -> str:
        return GAME_TITLES[self.game]

    def check_players(self, n: int) -> None:
        lo, hi = PLAYER_RANGE[self.game]
        if not lo <= n <= hi:
            raise PlayerCountError(game=self.title, lo=lo, n=hi, got=n)

    @property
    def rank_order(self) -> tuple[int, ...]:
        """Ranks from the bottom of a row to the top."""
        return _rank_order(self.ace_high)


@cache
def _rank_order(ace_high: bool) -> tuple[int, ...]:
    return (*range(2, 14), 1) if ace_high else tuple(range(1, 14))


@cache
def run_table(ace_high: bool) -> tuple[dict[int, int], int]:
    """Map every reachable 13-bit run of one suit to the 13-bit mask of its next cards.

    Also returns the mask of the two run-ending ranks (for the extra-turn rule).
    """
    order = _rank_order(ace_high)
    seven = order.index(7)
    bit = [1 << (r - 1) for r in order]
    table = {0: 1 << 6}
    for lo in range(seven + 1):
        for hi in range(seven, len(order)):
            run = sum(bit[lo : hi + 1])
            nxt = 0
            if lo > 0:
                nxt |= bit[lo - 1]
            if hi < len(order) - 1:
                nxt |= bit[hi + 1]
            table[run] = nxt
    return table, bit[0] | bit[-1]


def playable_mask(table: int, ace_high: bool) -> int:
    runs, _ = run_table(ace_high)
    return (
        runs[table & _SUIT_MASK]
        | runs[(table >> 13) & _SUIT_MASK] << 13
        | runs[(table >> 26) & _SUIT_MASK] << 26
        | runs[(table >> 39) & _SUIT_MASK] << 39
    )


# ---------------------------------------------------------------------------------------------
# State


class SevensState(NamedTuple):
    """One position of a Sevens deal. Immutable; build the first with :func:`new_deal`.

    Seats are 0..n-1 in clockwise order; ``hands`` and ``table`` are bitmasks (see
    :mod:`sjuan_notebooks.cards`); ``playable`` caches the cards that may go on the table next.
    """

    rules: SevensRules
    players: tuple[str, ...]
    dealer: int
    hands: tuple[int, ...]
    table: int
    playable: int
    to_move: int
    passes: tuple[int, ...]
    stand_over_left: tuple[int, ...]
    winner: int | None
    extra: bool  # the player to move is on an extra turn
    opened: tuple[int, ...]  # suit indices in the order their rows were opened
    turn: int  # moves made so far
    initial_hands: tuple[int, ...]
    hidden: tuple[int, ...] = ()  # in a seat's view: how many cards each hidden hand holds

    def hand_count(self, seat: int) -> int:
        """Cards in ``seat``'s hand; public information, so a view keeps it."""
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)

    # -- reading the position ------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def player(self) -> str:
        return self.players[self.to_move]

    def hand(self, seat: int | str) -> list[Card]:
        return cards_of_mask(self.hands[self.seat(seat)])

    def seat(self, who: int | str) -> int:
        return seat_of(self.players, who)

    def legal_mask(self) -> int:
        if self.winner is not None:
            return 0
        return self.hands[self.to_move] & self.playable

    def may_pass(self) -> bool:
        """Pass is legal: forced (no playable card) or a stand-over left (not on an extra turn)."""
        if self.winner is not None:
            return False
        if not self.hands[self.to_move] & self.playable:
            return True
        return self.stand_over_left[self.to_move] > 0 and not self.extra and self.table != 0

    def row(self, suit: str) -> tuple[int, int] | None:
        """The lowest and highest rank (in row order) on the table in ``suit``, or None."""
        run = (self.table >> (13 * SUITS.index(suit))) & _SUIT_MASK
        if not run:
            return None
        ranks = [r for r in self.rules.rank_order if run >> (r - 1) & 1]
        return ranks[0], ranks[-1]

    def rows(self) -> dict[str, tuple[int, int] | None]:
        return {s: self.row(s) for s in SUITS}

    def on_table(self) -> list[Card]:
        return cards_of_mask(self.table)

    def holder(self, card: Card) -> int | None:
        for seat, hand in enumerate(self.hands):
            if hand >> card.index & 1:
                return seat
        return None

    def result(self) -> SevensResult | None:
        return deal_result(self) if self.winner is not None else None

    def _repr_html_(self) -> str:
        return html_of(self)


@dataclass(frozen=True)
class SevensResult:
    """What a finished deal gives: the winner, cards left, passes, Kabal points and the pot."""

    game: str
    players: tuple[str, ...]
    winner: str
    cards_left: dict[str, int]
    passes: dict[str, int]
    kabal_points: dict[str, int]
    pot: int

    def to_json(self) -> dict[str, object]:
        return {
            "winner": self.winner,
            "cards_left": dict(self.cards_left),
            "passes": dict(self.passes),
            "kabal_points": dict(self.kabal_points),
            "pot": self.pot,
        }


def deal_result(state: SevensState) -> SevensResult:
    if state.winner is None:
        raise ValueError("the deal is not over")
    names = state.players
    left = {names[i]: h.bit_count() for i, h in enumerate(state.hands)}
    passes = {names[i]: p for i, p in enumerate(state.passes)}
    return SevensResult(
        game=state.rules.game,
        players=names,
        winner=names[state.winner],
        cards_left=left,
        passes=passes,
        kabal_points={n: left[n] + passes[n] for n in names},
        pot=state.rules.pot * sum(state.passes),
    )


# ---------------------------------------------------------------------------------------------
# Setting up a deal


def deal_hands(n_players: int, dealer: int, seed: int | None = None) -> tuple[int, ...]:
    """Shuffle (seeded) and deal all 52 cards one at a time, starting left of the dealer."""
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    hands = [0] * n_players
    for k, index in enumerate(deck):
        hands[(dealer + 1 + k) % n_players] |= 1 << index
    return tuple(hands)


def new_deal(
    rules: SevensRules | None = None,
    players: Sequence[str] | int = 4,
    *,
    dealer: int | str | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    seed: int | None = None,
) -> SevensState:
    """Start a deal: given ``hands`` (one list per seat, clockwise) or a seeded shuffle.

    ``dealer`` defaults to the last seat, so the first seat is left of the dealer.
    """
    rules = rules or SevensRules()
    check_rules(rules, SevensRules, "Sevens")
    check_seed(seed)
    names = player_names(players)
    n = len(names)
    rules.check_players(n)
    dealer_seat = seat_of_dealer(names, dealer)
    masks = deal_hands(n, dealer_seat, seed) if hands is None else hands_to_masks(hands, n)
    return initial_state(rules, names, dealer_seat, masks)


def check_dealt_sizes(sizes: Sequence[int], dealer: int) -> None:
    """The rule text deals one card at a time from the dealer's left, so hand sizes differ by
    at most one and the extra cards sit in the first seats after the dealer; anything else was
    not dealt by the rules. Records are checked (a record starts at the deal); positions built
    by hand for a lesson, mid-deal, are not."""
    n = len(sizes)
    total = sum(sizes)
    want = [total // n] * n
    for k in range(total % n):
        want[(dealer + 1 + k) % n] += 1
    if list(sizes) != want:
        raise RecordError(
            "edge.hand_sizes", sizes="/".join(map(str, sizes)), want="/".join(map(str, want))
        )


def hands_to_masks(
    hands: Sequence[Sequence[Card | str]],
    n: int,
    removed: int = 0,
    removed_key: str = "error.not_in_pack",
) -> tuple[int, ...]:
    """Dealt hands (one list per seat) as bitmasks. Refuses a card dealt twice, a card taken
    out of the pack (``removed``, refused with ``removed_key``) and a pack not dealt whole."""
    check_hands_shape(hands, n)
    masks = []
    seen = 0
    for hand in hands:
        m = 0
        for c in hand:
            card = parse_card(c)
            if removed & card.bit:
                raise RecordError(removed_key, card=card, n=n, pack="52")
            if (seen | m) & card.bit:
                raise RecordError("error.card_twice", card=card)
            m |= card.bit
        seen |= m
        masks.append(m)
    missing = cards_of_mask(((1 << 52) - 1) & ~seen & ~removed)
    if missing:
        raise RecordError("error.cards_missing", n=len(missing), cards=CardNames.of(missing))
    return tuple(masks)


def initial_state(
    rules: SevensRules, names: tuple[str, ...], dealer: int, masks: tuple[int, ...]
) -> SevensState:
    n = len(names)
    if rules.start_card == "any":
        to_move = (dealer + 1) % n
        playable = playable_mask(0, rules.ace_high)
    else:
        bit = parse_card(rules.start_card).bit
        to_move = next(i for i, h in enumerate(masks) if h & bit)
        playable = bit
    return SevensState(
        rules=rules,
        players=names,
        dealer=dealer,
        hands=masks,
        table=0,
        playable=playable,
        to_move=to_move,
        passes=(0,) * n,
        stand_over_left=(rules.stand_over,) * n,
        winner=None,
        extra=False,
        opened=(),
        turn=0,
        initial_hands=masks,
    )


# ---------------------------------------------------------------------------------------------
# Moves


def legal_moves(state: SevensState) -> list[Move]:
    """Every legal move: the playable cards in canonical order, then PASS if passing is legal."""
    check_state(state, SevensState)
    if state.winner is not None:
        return []
    moves: list[Move] = cards_of_mask(state.hands[state.to_move] & state.playable)  # type: ignore[assignment]
    if state.may_pass():
        moves.append(PASS)
    return moves


def apply(state: SevensState, move: Move | str) -> SevensState:
    """The position after ``move``; raises :class:`IllegalMoveError` and changes nothing if
    the move breaks a rule."""
    check_state(state, SevensState)
    move = parse_move(move)
    if state.winner is not None:
        raise IllegalMoveError("error.game_over")
    p = state.to_move
    hand = state.hands[p]
    if move is PASS:
        return _apply_pass(state, p, hand)
    assert isinstance(move, Card)
    bit = 1 << move.index
    if not hand & bit:
        raise IllegalMoveError("sevens.rule.not_held", player=state.players[p], card=move)
    if not state.playable & bit:
        raise _not_playable_error(state, move)
    rules = state.rules
    hand ^= bit
    table = state.table | bit
    suit = move.index // 13
    shift = 13 * suit
    runs, ends = run_table(rules.ace_high)
    if state.table == 0:
        playable = playable_mask(table, rules.ace_high)
    else:
        playable = (state.playable & ~(_SUIT_MASK << shift)) | (
            runs[(table >> shift) & _SUIT_MASK] << shift
        )
    hands = state.hands[:p] + (hand,) + state.hands[p + 1 :]
    opened = state.opened + (suit,) if move.rank == 7 else state.opened
    n = len(state.players)
    winner = None
    extra = False
    to_move = (p + 1) % n
    if not hand:
        winner = p
        to_move = p
    elif rules.extra_turn and (ends << shift) & bit and hand & playable:
        extra = True
        to_move = p
    return state._replace(
        hands=hands,
        table=table,
        playable=playable,
        to_move=to_move,
        winner=winner,
        extra=extra,
        opened=opened,
        turn=state.turn + 1,
    )


def _apply_pass(state: SevensState, p: int, hand: int) -> SevensState:
    legal = hand & state.playable
    stand = state.stand_over_left
    if legal:
        if state.table == 0 and state.rules.start_card != "any":
            raise IllegalMoveError(
                "sevens.rule.start_card_first", card=parse_card(state.rules.start_card)
            )
        if state.extra:
            raise IllegalMoveError(
                "sevens.rule.extra_turn_must_play",
                cards=CardNames.of(cards_of_mask(legal)),
            )
        if stand[p] <= 0:
            cards = CardNames.of(cards_of_mask(legal))
            if state.rules.stand_over:  # the variant is on, but this player has used them all
                raise IllegalMoveError(
                    "sevens.rule.no_stand_over_left", n=state.rules.stand_over, cards=cards
                )
            raise IllegalMoveError("sevens.rule.must_play", cards=cards)
        stand = stand[:p] + (stand[p] - 1,) + stand[p + 1 :]
    passes = state.passes[:p] + (state.passes[p] + 1,) + state.passes[p + 1 :]
    return state._replace(
        to_move=(p + 1) % len(state.players),
        passes=passes,
        stand_over_left=stand,
        extra=False,
        turn=state.turn + 1,
    )


def _not_playable_error(state: SevensState, card: Card) -> IllegalMoveError:
    rules = state.rules
    if state.table == 0 and rules.start_card != "any":
        return IllegalMoveError("sevens.rule.start_card_first", card=parse_card(rules.start_card))
    need = needed_card(state, card)
    if need is None:
        return IllegalMoveError("sevens.rule.row_ended", card=card)
    return IllegalMoveError("sevens.rule.not_adjacent", card=card, need=need)


def needed_card(state: SevensState, card: Card) -> Card | None:
    """The next card that must reach the table before ``card`` can be played (None if
    ``card`` is playable now or already on the table)."""
    if state.table >> card.index & 1 or state.playable >> card.index & 1:
        return None
    order = state.rules.rank_order
    row = state.row(card.suit)
    if row is None:
        return Card(card.suit, 7)
    pos = order.index(card.rank)
    lo, hi = order.index(row[0]), order.index(row[1])
    nxt = order[hi + 1] if pos > hi else order[lo - 1]
    return Card(card.suit, nxt)


# ---------------------------------------------------------------------------------------------
# Explanations


@dataclass(frozen=True)
class Explanation:
    """Why a move is legal (or a pass forced/voluntary): a translation key and its cards.

    ``cards`` are rendered in the reader's language by :meth:`text`.
    """

    key: str
    card: Card | None = None
    ref: Card | None = None
    cards: tuple[Card, ...] = ()
    sevens: tuple[Card, ...] = ()
    left: int = 0
    params: dict[str, object] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        params = dict(self.params)
        if self.card is not None:
            params["card"] = self.card.name(lang)
            params["suit"] = _suit_word(self.card.suit, lang)
        if self.ref is not None:
            params["ref"] = self.ref.name(lang)
        params["cards"] = name_list(self.cards, lang)
        params["sevens"] = name_list(self.sevens, lang)
        params["n"] = self.left
        text = t(self.key, lang, **params)
        return text[0].upper() + text[1:] if lang != "en" else text


def _suit_word(suit: str, lang: str) -> str:
    return t(f"card.suit.{suit}", lang)


def explain(state: SevensState, move: Move | str) -> Explanation:
    """Why ``move`` is allowed in ``state`` (call before applying it).

    Raises :class:`IllegalMoveError` if it is not.
    """
    check_state(state, SevensState)
    move = parse_move(move)
    apply(state, move)  # validates; raises if illegal
    p = state.to_move
    if move is PASS:
        legal = state.hands[p] & state.playable
        if legal:
            return Explanation("sevens.why.stand_over", left=state.stand_over_left[p] - 1)
        sevens, rest = missing_cards(state)
        if sevens and rest:
            return Explanation("sevens.why.pass_both", sevens=sevens, cards=rest)
        if sevens:
            return Explanation("sevens.why.pass_sevens", sevens=sevens)
        return Explanation("sevens.why.pass_rows", cards=rest)
    assert isinstance(move, Card)
    prefix = "sevens.why.extra." if state.extra else "sevens.why."
    if state.table == 0 and state.rules.start_card != "any":
        return Explanation(prefix + "start", card=move)
    if move.rank == 7:
        return Explanation(prefix + "new_seven", card=move)
    order = state.rules.rank_order
    row = state.row(move.suit)
    assert row is not None
    if order.index(move.rank) > order.index(row[1]):
        return Explanation(prefix + "above", card=move, ref=Card(move.suit, row[1]))
    return Explanation(prefix + "below", card=move, ref=Card(move.suit, row[0]))


def missing_cards(state: SevensState) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The cards that would be legal now: unplayed sevens, and each open row's next cards.

    In the order the rule text lists them: the sevens first, then the rows in the order they
    were opened, each with the card above before the card below, except that for a row that
    is still only its seven the card below comes first (as the text's turn 8 lists them).
    """
    playable = state.playable
    sevens = tuple(c for c in cards_of_mask(playable) if c.rank == 7)
    rest: list[Card] = []
    order = state.rules.rank_order
    for suit_index in state.opened:
        suit = SUITS[suit_index]
        row = state.row(suit)
        assert row is not None
        lo, hi = order.index(row[0]), order.index(row[1])
        above = Card(suit, order[hi + 1]) if hi + 1 < len(order) else None
        below = Card(suit, order[lo - 1]) if lo > 0 else None
        pair = [below, above] if row[0] == row[1] else [above, below]
        rest.extend(c for c in pair if c is not None)
    return sevens, tuple(rest)


def forced_pass_cards(state: SevensState) -> list[Card]:
    sevens, rest = missing_cards(state)
    return [*sevens, *rest]


# ---------------------------------------------------------------------------------------------
# Helpers for tools


def random_playout(state: SevensState, rng: random.Random) -> SevensState:
    """Play random legal moves to the end of the deal."""
    while state.winner is None:
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return state


def with_rules(
    state: SevensState, rules: SevensRules | None = None, **options: object
) -> SevensState:
    """The same deal (same seats, dealer and hands) from its start under other rules: either a
    whole ``rules`` object (another rule set, say Sjuern) or options changed on the current
    ones. For side-by-side comparisons of variants."""
    if rules is None:
        rules = SevensRules.for_game(state.rules.game, **{**state.rules.options(), **options})
    rules.check_players(len(state.players))
    return initial_state(rules, state.players, state.dealer, state.initial_hands)


# ---------------------------------------------------------------------------------------------
# The common game contract (see sjuan_notebooks.game)


def seat_view(state: SevensState, seat: int) -> SevensState:
    """Hide every hand but ``seat``'s; their sizes stay known, as at a real table."""
    return state._replace(
        hidden=tuple(0 if i == seat else state.hand_count(i) for i in range(len(state.hands))),
        hands=tuple(h if i == seat else 0 for i, h in enumerate(state.hands)),
        initial_hands=tuple(h if i == seat else 0 for i, h in enumerate(state.initial_hands)),
    )


def game_of(state: object) -> str | None:
    """The Sevens rule set a state is played under (None for another game's state)."""
    return state.rules.game if isinstance(state, SevensState) else None


def game_api(game: str) -> GameAPI[SevensState, Move]:
    """The common game contract for the Sevens rule set ``game``."""
    lo, hi = PLAYER_RANGE[game]

    def new_game(
        options: Mapping[str, object] | None = None, n_players: int = 4, seed: int | None = None
    ) -> SevensState:
        return new_deal(SevensRules.for_game(game, **(options or {})), n_players, seed=seed)

    return GameAPI(
        name=game,
        new_game=new_game,
        legal_moves=legal_moves,
        apply=apply,
        to_move=lambda s: s.to_move,
        is_over=lambda s: s.is_over,
        view=seat_view,
        move_code=lambda m: m.code,
        game_of=game_of,
        player_counts=tuple(range(lo, hi + 1)),
    )
