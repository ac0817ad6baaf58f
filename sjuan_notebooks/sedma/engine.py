"""The Sedma engine: the Slovak trick game with the 32-card German-suited pack, 2 to 4 players.

A position is an immutable :class:`SedmaState`; :func:`legal_moves` lists what the player to
move may do and :func:`apply` returns the next position or raises :class:`IllegalMoveError`
naming the broken rule. Suits never decide a trick: a card of the led rank or a seven (with
three players also the red king, HK) takes the trick over, and the last such card wins it.

Moves are cards, :data:`STOP` (the leader ends the trick instead of continuing it) and
:data:`SHOW` (a player shows four cards of one rank: the burnt game, *spálená*).

A state is one game (one deal). A match to ``target`` win points is a :class:`SedmaMatch`: it
starts each game with :func:`next_game` and adds the game's win points with
:func:`record_game`; the lead passes one seat clockwise from game to game.

Choices where the rule text is silent (each documented in ``docs/rules/sedma.md``):

- A continuation starts a new round of the same trick: the leader plays a card of the led
  rank or a seven (or, with three players, the red king), then every other player plays one
  more card under the same take-over rule; the leader may continue again after each round.
- The leader is asked to decide ("continue or stop") only when the trick is not currently
  the leader's own (option ``continue_when_winning`` also asks when it is) and the leader
  holds a card that can continue it (of the led rank, a seven, or with three players the red
  king). Without one there is no choice to make, so the trick ends by itself; a learner is
  never asked a question that has one answer. (Records written before this rule may still
  say "stop" there; :mod:`sjuan_notebooks.sedma.record` reads and skips it.)
- Drawing after a trick goes one card at a time round the table from the trick's winner;
  when the stock cannot give every player a card, the round is not dealt and the rest stays
  out of play. (With 32 cards for 2 or 4 players and 30 for 3 players, and every player
  playing the same number of cards in each trick, this never leaves a card out.)
- With three players the red king counts as a seven also when it is led: only a seven (of
  any suit) takes over a trick led with the red king.
- A burnt game: the player to move may show four cards of one rank instead of playing.
  Shown before the player has played any card in this game, it is "from the hand" (4 win
  points); otherwise "during play" (1 win point). Showing ends the game at once. With three
  players, if the red king is still in the stock at that moment, the shower scores alone.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.cards import RANK_CODES, SEDMA_PACK, Card, CardNames, parse_card
from ..core.contract import GameAPI, WordMove
from ..core.errors import (
    BadCardError,
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    Word,
    check_state,
    render_word,
)
from ..core.options import OptionSpec, check_options, record_names
from ..core.registry import html_of
from ..core.safe_read import shown
from ..core.seats import check_hands_shape, check_rules, check_seed, player_names, seat_of
from ..core.seats import dealer_seat as seat_of_dealer
from ..i18n import t
from ..i18n.forms import Named, group

PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
HAND_SIZE = 4
RED_KING: Card = parse_card("HK")
SCORING_RANKS = frozenset({10, 1})
TOTAL_POINTS = 90
LAST_TRICK_POINTS = 10
BURNT_FROM_HAND = 4
BURNT_IN_PLAY = 1
PACK_ORDER = {c: i for i, c in enumerate(SEDMA_PACK)}


class _Word(WordMove):
    """A move that is a word rather than a card; the instances are :data:`STOP`, :data:`SHOW`."""

    __slots__ = ()


STOP = _Word("stop")
SHOW = _Word("show")
Move = Card | _Word


def parse_move(text: str | Card | _Word) -> Move:
    """``"stop"``, ``"show"`` (any case) or a card code of the Sedma pack."""
    if isinstance(text, (Card, _Word)):
        return text
    if isinstance(text, str):
        word = text.strip().lower()
        if word == "stop":
            return STOP
        if word == "show":
            return SHOW
    try:
        card = parse_card(text)
    except BadCardError:
        raise BadCardError("sedma.error.bad_move", code=shown(text)) from None
    if card not in PACK_ORDER:
        raise BadCardError("error.not_in_pack", card=CardNames.of(card), pack="Sedma")
    return card


# ---------------------------------------------------------------------------------------------
# Rules and options


def _removed_pair(value: object) -> tuple[Card, Card]:
    """One eight and one nine, of any suits, eight first (the text: «dve nebodované karty
    (osmička a deviatka)»: two non-scoring cards, an eight and a nine)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(value)
    try:
        pair = sorted((parse_card(c) for c in value), key=lambda c: c.rank)
    except BadCardError:
        raise ValueError(value) from None
    if [c.rank for c in pair] != [8, 9]:
        raise ValueError(value)
    return pair[0], pair[1]


#: Every pair the rule chooser offers: each eight with each nine, the digest's default first.
REMOVED_PAIRS: tuple[tuple[str, str], ...] = (("S8", "S9"),) + tuple(
    (f"{a}8", f"{b}9") for a in "HSCD" for b in "HSCD" if (a, b) != ("S", "S")
)


#: Sedma's options, declared once (see :mod:`sjuan_notebooks.core.options`).
OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target", "count", 10, low=1, control_high=50,
               source="003: «Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)»"),
    OptionSpec("removed_for_three", "cards", (parse_card("S8"), parse_card("S9")),
               choices=REMOVED_PAIRS, validate=_removed_pair,
               allowed="opt.allowed.removed_pair",
               source="003: «Z balíčka sa vytiahnu dve nebodované karty (osmička a deviatka).»"),
    OptionSpec("burnt", "flag", True,
               source="003: «Spálená hra – ak hráč dostane alebo počas hry pozbiera 4 karty "
                      "rovnakej hodnoty a ukáže ich hráčom.»"),
    OptionSpec("continue_when_winning", "flag", False,
               source="003: «Prvý hráč má v situáciách 2 a 3 výhodu.» (house rule: also when "
                      "winning)"),
)  # fmt: skip


@dataclass(frozen=True)
class SedmaRules:
    """The named options of Sedma, exactly as they appear in transcripts.

    target: win points that win the match (default 10).
    removed_for_three: the two non-scoring cards taken out for three players: one eight and
        one nine, of any suits (default the leaves eight and nine: ``["S8", "S9"]``).
    burnt: the burnt game (spálená) is played (default on).
    continue_when_winning: the leader may also continue a trick the leader is winning
        (default off: only when another player has taken the trick over, the text's
        situations 2 and 3).
    """

    target: int = 10
    removed_for_three: tuple[Card, Card] = (parse_card("S8"), parse_card("S9"))
    burnt: bool = True
    continue_when_winning: bool = False

    #: the names records use, in declaration order
    OPTION_NAMES = record_names(OPTIONS)

    def __post_init__(self) -> None:
        """Rules check themselves however they are built (``SedmaRules(target=-5)``)."""
        for spec in OPTIONS:
            spec.check_field(getattr(self, spec.name))

    @classmethod
    def from_options(cls, /, **options: object) -> SedmaRules:
        """The rule set with the given options; unknown names or bad values are refused."""
        return cls(**check_options(OPTIONS, options, "Sedma"))

    def options(self) -> dict[str, object]:
        """All options, by their transcript names (JSON-ready)."""
        return {
            "target": self.target,
            "removed_for_three": [c.code for c in self.removed_for_three],
            "burnt": self.burnt,
            "continue_when_winning": self.continue_when_winning,
        }

    def pack(self, n_players: int) -> tuple[Card, ...]:
        """The cards in play: 32, or 30 for three players."""
        if n_players == 3:
            return tuple(c for c in SEDMA_PACK if c not in self.removed_for_three)
        return SEDMA_PACK


def check_players(n: int) -> None:
    if n not in PLAYER_COUNTS:
        raise PlayerCountError(game="Sedma", lo=2, n=4, got=n)


# ---------------------------------------------------------------------------------------------
# State


def card_points(card: Card) -> int:
    """10 for an ace or a ten, 0 for every other card."""
    return 10 if card.rank in SCORING_RANKS else 0


def is_wild(card: Card, n_players: int) -> bool:
    """A seven, or with three players the red king: takes over any trick."""
    return card.rank == 7 or (n_players == 3 and card == RED_KING)


def takes_over(card: Card, led: Card, n_players: int) -> bool:
    """Whether ``card`` takes over a trick led with ``led``: a wild card, or the led rank
    (a led wild card counts as a seven)."""
    if is_wild(card, n_players):
        return True
    return not is_wild(led, n_players) and card.rank == led.rank


class Trick(NamedTuple):
    """A finished trick: the cards in the order played with their seats, the leader, the
    winner, and the points it gave (card points plus 10 for the last trick)."""

    number: int  # 1-based
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int
    last: bool

    @property
    def cards(self) -> list[Card]:
        return [c for _, c in self.plays]

    @property
    def rounds(self) -> int:
        return sum(1 for seat, _ in self.plays if seat == self.leader)


class SedmaState(NamedTuple):
    """One position of a Sedma game. Immutable; build the first with :func:`new_game`.

    Seats are 0..n-1 clockwise. ``hands`` are tuples of :class:`Card` in pack order; the
    ``stock`` is top first. The current trick is ``trick`` (seat, card) in play order,
    ``trick_winner`` its present holder; ``deciding`` is true while the leader chooses to
    continue or stop. In a seat's :func:`view`, other hands and the stock are empty and
    ``hidden_sizes``/``hidden_stock`` keep their sizes.
    """

    rules: SedmaRules
    players: tuple[str, ...]
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    leader: int
    to_move: int
    trick: tuple[tuple[int, Card], ...]
    trick_winner: int
    deciding: bool
    tricks: tuple[Trick, ...]
    taken: tuple[tuple[Card, ...], ...]  # cards won, per seat
    played: tuple[int, ...]  # cards each seat has played this game
    king_seat: int | None  # 3 players: who played the red king (None: not yet)
    burnt: tuple[int, int] | None  # (seat, win points) when the game was burnt
    over: bool
    turn: int
    initial_hands: tuple[tuple[Card, ...], ...]
    initial_stock: tuple[Card, ...]
    viewer: int | None = None  # set in a seat's view
    hidden_sizes: tuple[int, ...] = ()
    hidden_stock: int = 0

    # -- reading the position ------------------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def player(self) -> str:
        return self.players[self.to_move]

    def hand(self, seat: int | str) -> list[Card]:
        return list(self.hands[self.seat(seat)])

    def hand_lists(self) -> list[list[Card]]:
        """Each seat's hand as a list of cards (empty for hands hidden in a view)."""
        return [list(h) for h in self.hands]

    def hand_count(self, seat: int) -> int:
        """Cards in ``seat``'s hand; public information, so a view keeps it."""
        return len(self.hands[seat]) + (self.hidden_sizes[seat] if self.hidden_sizes else 0)

    @property
    def stock_size(self) -> int:
        return len(self.stock) + self.hidden_stock

    def seat(self, who: int | str) -> int:
        return seat_of(self.players, who)

    @property
    def led(self) -> Card | None:
        """The card that led the current trick (None between tricks)."""
        return self.trick[0][1] if self.trick else None

    @property
    def trick_cards(self) -> list[tuple[int, Card]]:
        return list(self.trick)

    @property
    def round(self) -> int:
        """Rounds of the current trick begun so far (1 after the lead, 2 after a continuation)."""
        return sum(1 for seat, _ in self.trick if seat == self.leader)

    # -- sides ----------------------------------------------------------------------------
    @property
    def revealed(self) -> bool:
        """Whether the sides are public: always with 2 or 4 players; with 3 once the red king
        has been played (or the game is over)."""
        return self.n_players != 3 or self.king_seat is not None or self.over

    def king_holder(self) -> int | None:
        """Who holds or played the red king, as far as this state knows (3 players)."""
        if self.king_seat is not None:
            return self.king_seat
        for seat, hand in enumerate(self.hands):
            if RED_KING in hand:
                return seat
        return None

    @property
    def sides(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The two sides as seat tuples, or None when this state cannot know them (3 players,
        red king not yet held by anyone, or hidden from this view). With 3 players the first
        side is the red king's holder alone."""
        n = self.n_players
        if n == 2:
            return (0,), (1,)
        if n == 4:
            return (0, 2), (1, 3)
        if self.burnt is not None and self.king_holder() is None:
            shower = self.burnt[0]
            return (shower,), tuple(s for s in range(3) if s != shower)
        lone = self.king_holder()
        if lone is None:
            return None
        return (lone,), tuple(s for s in range(3) if s != lone)

    def side_of(self, seat: int) -> int | None:
        """0 or 1: the index in :attr:`sides` of ``seat``'s side (None when unknown)."""
        sides = self.sides
        if sides is None:
            return None
        return 0 if seat in sides[0] else 1

    def side_label(self, side: int) -> str:
        sides = self.sides
        assert sides is not None
        return "+".join(self.players[s] for s in sides[side])

    # -- points ---------------------------------------------------------------------------
    def seat_points(self) -> tuple[int, ...]:
        """Points taken per seat: aces and tens won, plus 10 for the last trick."""
        pts = [sum(card_points(c) for c in cards) for cards in self.taken]
        for trick in self.tricks:
            if trick.last:
                pts[trick.winner] += LAST_TRICK_POINTS
        return tuple(pts)

    def seat_tricks(self) -> tuple[int, ...]:
        counts = [0] * self.n_players
        for trick in self.tricks:
            counts[trick.winner] += 1
        return tuple(counts)

    def side_points(self) -> tuple[int, int] | None:
        sides = self.sides
        if sides is None:
            return None
        pts = self.seat_points()
        return sum(pts[s] for s in sides[0]), sum(pts[s] for s in sides[1])

    def result(self) -> SedmaResult | None:
        return game_result(self) if self.over else None

    def _repr_html_(self) -> str:
        return html_of(self)


# ---------------------------------------------------------------------------------------------
# Setting up a game


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=PACK_ORDER.__getitem__))


def shuffled_deal(
    rules: SedmaRules, n_players: int, dealer: int, seed: int | None
) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle the pack (seeded) and deal 4 cards each, one at a time from the seat left of
    the dealer; the rest is the stock, top first."""
    pack = list(rules.pack(n_players))
    random.Random(seed).shuffle(pack)
    hands: list[list[Card]] = [[] for _ in range(n_players)]
    for k in range(HAND_SIZE * n_players):
        hands[(dealer + 1 + k) % n_players].append(pack[k])
    return hands, pack[HAND_SIZE * n_players :]


def new_game(
    rules: SedmaRules | None = None,
    players: Sequence[str] | int = 4,
    *,
    dealer: int | str | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    stock: Sequence[Card | str] | None = None,
    seed: int | None = None,
) -> SedmaState:
    """Start a game from given ``hands`` (4 cards per seat, clockwise) and ``stock`` (top
    first), or from a seeded shuffle. ``dealer`` defaults to the last seat, so the first seat
    (left of the dealer) leads."""
    rules = rules or SedmaRules()
    check_rules(rules, SedmaRules, "Sedma")
    check_seed(seed)
    names = player_names(players)
    n = len(names)
    check_players(n)
    dealer_seat = seat_of_dealer(names, dealer)
    if hands is None:
        hand_lists, stock_list = shuffled_deal(rules, n, dealer_seat, seed)
    else:
        hand_lists, stock_list = _check_deal(rules, names, hands, stock or [])
    leader = (dealer_seat + 1) % n
    dealt = tuple(_sorted(h) for h in hand_lists)
    return SedmaState(
        rules=rules,
        players=names,
        dealer=dealer_seat,
        hands=dealt,
        stock=tuple(stock_list),
        leader=leader,
        to_move=leader,
        trick=(),
        trick_winner=leader,
        deciding=False,
        tricks=(),
        taken=((),) * n,
        played=(0,) * n,
        king_seat=None,
        burnt=None,
        over=False,
        turn=0,
        initial_hands=dealt,
        initial_stock=tuple(stock_list),
    )


def _check_deal(
    rules: SedmaRules,
    names: tuple[str, ...],
    hands: Sequence[Sequence[Card | str]],
    stock: Sequence[Card | str],
) -> tuple[list[list[Card]], list[Card]]:
    n = len(names)
    if isinstance(stock, (str, bytes)) or not isinstance(stock, Sequence):
        raise RecordError("edge.hands_type")
    check_hands_shape(hands, n)
    pack = set(rules.pack(n))
    seen: set[Card] = set()

    def take(code: Card | str) -> Card:
        card = parse_card(code)
        if card not in pack:
            raise RecordError("error.not_in_pack", card=_named(card), pack=f"Sedma, {n}")
        if card in seen:
            raise RecordError("error.card_twice", card=_named(card))
        seen.add(card)
        return card

    hand_lists = []
    for name, hand in zip(names, hands):
        cards = [take(c) for c in hand]
        if len(cards) != HAND_SIZE:
            raise RecordError("sedma.error.hand_size", player=name, n=len(cards))
        hand_lists.append(cards)
    stock_list = [take(c) for c in stock]
    missing = [c for c in rules.pack(n) if c not in seen]
    if missing:
        raise RecordError(
            "error.cards_missing", n=len(missing), cards=CardNames.of(missing, "sedma")
        )
    return hand_lists, stock_list


# ---------------------------------------------------------------------------------------------
# Moves


def may_decide(state: SedmaState) -> bool:
    """Whether the leader is asked to continue or stop once every player has played a round."""
    if state.hand_count(state.leader) == 0:
        return False
    if state.trick_winner == state.leader and not state.rules.continue_when_winning:
        return False
    led = state.led
    if led is None or not state.hands[state.leader]:  # a view hiding the leader's hand
        return True
    return any(takes_over(c, led, state.n_players) for c in state.hands[state.leader])


def may_show(state: SedmaState, seat: int | None = None) -> bool:
    """Whether ``seat`` (default: the player to move) may show a burnt four now."""
    if state.over or not state.rules.burnt:
        return False
    seat = state.to_move if seat is None else seat
    hand = state.hands[seat]
    return seat == state.to_move and len(hand) == HAND_SIZE and len({c.rank for c in hand}) == 1


def legal_moves(state: SedmaState) -> list[Move]:
    """Every legal move: cards (in pack order), then STOP, then SHOW."""
    check_state(state, SedmaState)
    if state.over:
        return []
    hand = state.hands[state.to_move]
    moves: list[Move]
    if state.deciding:
        led = state.led
        assert led is not None
        moves = [c for c in hand if takes_over(c, led, state.n_players)]
        moves.append(STOP)
    else:
        moves = list(hand)
    if may_show(state):
        moves.append(SHOW)
    return moves


def apply(state: SedmaState, move: Move | str) -> SedmaState:
    """The position after ``move``; raises :class:`IllegalMoveError` (or
    :class:`BadCardError` for a code that is no move) and changes nothing if it is illegal."""
    check_state(state, SedmaState)
    move = parse_move(move)
    if state.over:
        raise IllegalMoveError("error.game_over")
    p = state.to_move
    if move is SHOW:
        return _apply_show(state, p)
    if move is STOP:
        if not state.deciding:
            raise IllegalMoveError("sedma.rule.stop_not_decision", player=state.players[p])
        return _end_trick(state)
    assert isinstance(move, Card)
    hand = state.hands[p]
    if move not in hand:
        raise IllegalMoveError("sedma.rule.not_held", player=state.players[p], card=_named(move))
    n = state.n_players
    if state.deciding:
        led = state.led
        assert led is not None
        if not takes_over(move, led, n):
            key = "sedma.rule.continue_match_3" if n == 3 else "sedma.rule.continue_match"
            raise IllegalMoveError(key, card=_named(move), rank=Word(f"card.g.rank.{led.rank}"))
    new_hand = tuple(c for c in hand if c != move)
    hands = state.hands[:p] + (new_hand,) + state.hands[p + 1 :]
    played = state.played[:p] + (state.played[p] + 1,) + state.played[p + 1 :]
    king_seat = p if (n == 3 and move == RED_KING) else state.king_seat
    if not state.trick:
        leader, winner = p, p
    else:
        leader = state.leader
        led = state.led
        assert led is not None
        winner = p if takes_over(move, led, n) else state.trick_winner
    after = state._replace(
        hands=hands,
        played=played,
        king_seat=king_seat,
        trick=state.trick + ((p, move),),
        trick_winner=winner,
        leader=leader,
        deciding=False,
        turn=state.turn + 1,
    )
    nxt = _next_player(after, p)
    if nxt is not None:
        return after._replace(to_move=nxt)
    # the round is complete: the leader decides, or the trick ends
    if may_decide(after):
        return after._replace(to_move=leader, deciding=True)
    return _end_trick(after, count_turn=False)


def _next_player(state: SedmaState, p: int) -> int | None:
    """The next seat after ``p`` to play in this round (None: the round is complete).

    A seat without cards is passed over; with equal hands this cannot happen."""
    n = state.n_players
    seat = (p + 1) % n
    while seat != state.leader:
        if state.hand_count(seat) > 0:
            return seat
        seat = (seat + 1) % n
    return None


def _apply_show(state: SedmaState, p: int) -> SedmaState:
    if not state.rules.burnt:
        raise IllegalMoveError("sedma.rule.burnt_off")
    hand = state.hands[p]
    if len(hand) != HAND_SIZE or len({c.rank for c in hand}) != 1:
        raise IllegalMoveError(
            "sedma.rule.show_not_four",
            player=state.players[p],
            cards=CardNames.of(hand, "sedma"),
        )
    win = BURNT_FROM_HAND if state.played[p] == 0 else BURNT_IN_PLAY
    return state._replace(burnt=(p, win), over=True, deciding=False, turn=state.turn + 1)


def _end_trick(state: SedmaState, count_turn: bool = True) -> SedmaState:
    """Give the trick to its winner, draw back up to 4 from the winner, and lead again."""
    n = state.n_players
    winner = state.trick_winner
    cards = tuple(c for _, c in state.trick)
    hands = [list(h) for h in state.hands]
    stock = list(state.stock)
    need = HAND_SIZE - min(len(h) for h in hands)
    for _ in range(need):
        wanting = [s for s in range(n) if len(hands[s]) < HAND_SIZE]
        if len(stock) < len(wanting) or not wanting:
            break
        for k in range(n):
            seat = (winner + k) % n
            if len(hands[seat]) < HAND_SIZE:
                hands[seat].append(stock.pop(0))
    over = not stock and not any(hands)
    points = sum(card_points(c) for c in cards) + (LAST_TRICK_POINTS if over else 0)
    trick = Trick(len(state.tricks) + 1, state.leader, state.trick, winner, points, over)
    taken = list(state.taken)
    taken[winner] = taken[winner] + cards
    return state._replace(
        hands=tuple(_sorted(h) for h in hands),
        stock=tuple(stock),
        leader=winner,
        to_move=winner,
        trick=(),
        trick_winner=winner,
        deciding=False,
        tricks=state.tricks + (trick,),
        taken=tuple(taken),
        over=over,
        turn=state.turn + 1 if count_turn else state.turn,
    )


# ---------------------------------------------------------------------------------------------
# The result of a game


@dataclass(frozen=True)
class SedmaResult:
    """A finished game: sides (seat tuples), their points and tricks, which side won and how
    many win points it scored, and why (``reason``: ``"points"``, ``"no_points"``,
    ``"no_tricks"``, ``"burnt_hand"`` or ``"burnt_play"``)."""

    players: tuple[str, ...]
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    points: tuple[int, int]
    tricks: tuple[int, int]
    winner: int  # index into sides
    win_points: int
    reason: str

    def label(self, side: int) -> str:
        """The side's players ("B+D"); a pair agrees in the plural in a sentence about it."""
        names = [self.players[s] for s in self.sides[side]]
        return group(names, "+".join(names))

    def seat_win_points(self) -> tuple[int, ...]:
        """Win points per seat: every seat of the winning side scores them."""
        return tuple(
            self.win_points if s in self.sides[self.winner] else 0 for s in range(len(self.players))
        )

    def to_json(self) -> dict[str, object]:
        labels = [self.label(0), self.label(1)]
        return {
            "sides": labels,
            "points": dict(zip(labels, self.points)),
            "tricks": dict(zip(labels, self.tricks)),
            "winner": labels[self.winner],
            "win_points": {
                lab: (self.win_points if i == self.winner else 0) for i, lab in enumerate(labels)
            },
            "reason": self.reason,
        }


def game_result(state: SedmaState) -> SedmaResult:
    """Win points of a finished game (raises ValueError if it is not over)."""
    if not state.over:
        raise ValueError("the game is not over")
    sides = state.sides
    assert sides is not None
    pts = state.seat_points()
    won = state.seat_tricks()
    points = (sum(pts[s] for s in sides[0]), sum(pts[s] for s in sides[1]))
    tricks = (sum(won[s] for s in sides[0]), sum(won[s] for s in sides[1]))
    if state.burnt is not None:
        seat, win = state.burnt
        side = 0 if seat in sides[0] else 1
        reason = "burnt_hand" if win == BURNT_FROM_HAND else "burnt_play"
        return SedmaResult(state.players, sides, points, tricks, side, win, reason)
    side = 0 if points[0] > points[1] else 1
    other = 1 - side
    if tricks[other] == 0:
        win, reason = 3, "no_tricks"
    elif points[other] == 0:
        win, reason = 2, "no_points"
    else:
        win, reason = 1, "points"
    return SedmaResult(state.players, sides, points, tricks, side, win, reason)


# ---------------------------------------------------------------------------------------------
# Explanations and the per-card map


@dataclass(frozen=True)
class Explanation:
    """Why a move is legal (or why a card is not): a translation key with its cards.

    ``card`` and ``led`` are rendered by :meth:`text` in the reader's language (the
    German-suited names); ``player`` is a seat's name.
    """

    key: str
    card: Card | None = None
    led: Card | None = None
    player: str = ""
    rank: int | None = None
    params: dict[str, object] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        params = {k: render_word(v, lang) for k, v in self.params.items()}
        if self.card is not None:
            params["card"] = card_name(self.card, lang)
        if self.led is not None:
            params["rank"] = rank_name(self.led.rank, lang)
            params["led"] = card_name(self.led, lang)
        if self.rank is not None:
            params["rank"] = rank_name(self.rank, lang)
        params["player"] = self.player
        text = t(self.key, lang, **params)
        return text[0].upper() + text[1:]


def card_name(card: Card, lang: str) -> Named:
    """A card in a sentence: its German-suited name ("zelený horník", "ober of leaves"), with
    its case forms."""
    return card.name(lang, pack="sedma")


def rank_name(rank: int, lang: str) -> str:
    """A rank's word in the German-suited pack ("horník", "över", "ober")."""
    return t(f"card.g.rank.{rank}", lang)


def _named(card: Card) -> CardNames:
    """A card for an error message: the Sedma pack's name, or the French pack's for a card the
    Sedma pack does not have (a two)."""
    return CardNames.of(card, "sedma" if card in PACK_ORDER else "french")


def card_status(state: SedmaState, card: Card | str) -> tuple[bool, str, dict[str, Any]]:
    """Whether the player to move may play ``card`` now, the reason's translation key, and its
    parameters (``card``, ``led`` as codes; ``player`` as a name). For the legal-move map."""
    card = parse_card(card) if isinstance(card, str) else card
    status = _card_explanation(state, card)
    params: dict[str, object] = dict(status[1].params)
    params["card"] = card.code
    if status[1].led is not None:
        params["led"] = status[1].led.code
        params["rank"] = RANK_CODES[status[1].led.rank]
    params["player"] = status[1].player
    return status[0], status[1].key, params


def _card_explanation(state: SedmaState, card: Card) -> tuple[bool, Explanation]:
    p = state.to_move
    name = state.players[p]
    n = state.n_players
    if state.over:
        return False, Explanation("sedma.why.game_over", card)
    if card not in state.hands[p]:
        return False, Explanation("sedma.why.not_held", card, player=name)
    led = state.led
    if led is None:
        if n == 3 and card == RED_KING:
            return True, Explanation("sedma.why.lead_red_king", card, player=name)
        suffix = "_3" if n == 3 else ""
        if card.rank == 7:
            return True, Explanation("sedma.why.lead_seven" + suffix, card)
        return True, Explanation("sedma.why.lead" + suffix, card, led=card)
    prefix = "sedma.why.continue_" if state.deciding else "sedma.why."
    if n == 3 and card == RED_KING:
        return True, Explanation(prefix + "red_king", card, led=led, player=name)
    if card.rank == 7:
        return True, Explanation(prefix + "seven", card, led=led)
    if takes_over(card, led, n):
        return True, Explanation(prefix + "same_rank", card, led=led)
    if state.deciding:
        key = "sedma.why.continue_no_match_3" if n == 3 else "sedma.why.continue_no_match"
        return False, Explanation(key, card, led=led)
    holder = state.players[state.trick_winner]
    return True, Explanation("sedma.why.no_match", card, led=led, player=holder)


def explain(state: SedmaState, move: Move | str) -> Explanation:
    """Why ``move`` is allowed in ``state`` (call before applying it); raises
    :class:`IllegalMoveError` if it is not."""
    check_state(state, SedmaState)
    move = parse_move(move)
    after = apply(state, move)  # validates
    p = state.to_move
    if move is SHOW:
        rank = state.hands[p][0].rank
        key = (
            "sedma.why.show_hand" if after.burnt and after.burnt[1] == 4 else "sedma.why.show_play"
        )
        cards = CardNames.of(state.hands[p], "sedma")
        four = Word(f"sedma.four.{rank}")
        return Explanation(
            key, player=state.players[p], rank=rank, params={"cards": cards, "four": four}
        )
    if move is STOP:
        led = state.led
        assert led is not None
        holder = state.players[state.trick_winner]
        if any(takes_over(c, led, state.n_players) for c in state.hands[p]):
            return Explanation("sedma.why.stop", led=led, player=holder)
        key = "sedma.why.stop_forced_3" if state.n_players == 3 else "sedma.why.stop_forced"
        return Explanation(key, led=led, player=holder)
    assert isinstance(move, Card)
    return _card_explanation(state, move)[1]


# ---------------------------------------------------------------------------------------------
# Views (what one seat may see)


def view(state: SedmaState, seat: int) -> SedmaState:
    """The state as ``seat`` sees it: other hands and the stock emptied (their sizes kept in
    ``hidden_sizes`` and ``hidden_stock``), the initial deal reduced to ``seat``'s hand. With
    three players the red king's holder is hidden until it is played: :attr:`SedmaState.sides`
    of the view is None unless ``seat`` holds it."""
    if state.viewer is not None:
        if state.viewer != seat:
            raise ValueError("a view cannot be narrowed to another seat")
        return state
    n = state.n_players
    return state._replace(
        hidden_sizes=tuple(0 if i == seat else len(state.hands[i]) for i in range(n)),
        hands=tuple(h if i == seat else () for i, h in enumerate(state.hands)),
        hidden_stock=len(state.stock),
        stock=(),
        initial_hands=tuple(h if i == seat else () for i, h in enumerate(state.initial_hands)),
        initial_stock=(),
        viewer=seat,
    )


# ---------------------------------------------------------------------------------------------
# The common game contract (see sjuan_notebooks.game)


def _new_api_game(
    options: Mapping[str, object] | None = None, n_players: int = 4, seed: int | None = None
) -> SedmaState:
    return new_game(SedmaRules.from_options(**(options or {})), n_players, seed=seed)


def game_of(state: object) -> str | None:
    return "sedma" if isinstance(state, SedmaState) else None


def game_api() -> GameAPI[SedmaState, Move]:
    """The common game contract for Sedma: one game is one deal of the 32-card pack."""
    return GameAPI(
        name="sedma",
        new_game=_new_api_game,
        legal_moves=legal_moves,
        apply=apply,
        to_move=lambda s: s.to_move,
        is_over=lambda s: s.over,
        view=view,
        move_code=lambda m: m.code,
        game_of=game_of,
        player_counts=PLAYER_COUNTS,
    )


__all__ = [
    "BURNT_FROM_HAND",
    "BURNT_IN_PLAY",
    "HAND_SIZE",
    "LAST_TRICK_POINTS",
    "OPTIONS",
    "PACK_ORDER",
    "PLAYER_COUNTS",
    "RED_KING",
    "SCORING_RANKS",
    "SHOW",
    "STOP",
    "TOTAL_POINTS",
    "Explanation",
    "Move",
    "SedmaResult",
    "SedmaRules",
    "SedmaState",
    "Trick",
    "apply",
    "card_name",
    "card_points",
    "card_status",
    "check_players",
    "explain",
    "game_api",
    "game_of",
    "game_result",
    "is_wild",
    "legal_moves",
    "may_decide",
    "may_show",
    "new_game",
    "parse_move",
    "rank_name",
    "shuffled_deal",
    "takes_over",
    "view",
]
