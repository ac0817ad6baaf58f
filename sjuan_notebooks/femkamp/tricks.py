"""The trick-taking engine of Femkamp and Sjukamp, and the seven deals they are made of.

One deal is an immutable :class:`TrickState`; :func:`legal_moves` lists the cards the player to
move may play, :func:`apply` returns the next position or raises :class:`IllegalMoveError`
naming the broken rule (nothing changes), :func:`explain` says why a card is allowed and, when
it ends a trick, who takes the trick and why. :func:`deal_points` scores a finished deal as
its spec says (:mod:`.deals`: what scores, the trump, the cards taken out). The Kabal deal is
not a trick deal: it is the Sevens engine (``SevensRules.for_game("kabal")``), and :func:`deal_points` reads its points
from :func:`sjuan_notebooks.sevens.deal_result`.

Ace is high and two low in every trick deal. Hands and taken cards are 52-bit masks as in
:mod:`sjuan_notebooks.cards`; :meth:`TrickState.hand` gives them as lists of cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.cards import CARDS, SUITS, Card, CardNames, cards_of_mask, parse_card
from ..core.contract import GameAPI
from ..core.errors import (
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    UnknownOptionError,
    check_state,
)
from ..core.options import OptionSpec, check_options, record_names
from ..core.registry import html_of
from ..core.seats import check_rules, check_seed, player_names, seat_of
from ..core.seats import dealer_seat as seat_of_dealer
from ..i18n import t
from ..sevens import engine as sevens
from ..sevens.engine import SevensRules, SevensState, deal_result, hands_to_masks
from .deals import (
    HAND_SIZE,
    PLAYER_COUNTS,
    compendiums,
    get_deal,
    single_deals,
    trick_deals,
)

_SUIT_MASK = 0x1FFF
#: each suit's 13 bits in a card mask, looked up on every move
_SUIT_MASKS: dict[str, int] = {suit: _SUIT_MASK << (13 * i) for i, suit in enumerate(SUITS)}
#: rank -> strength within its suit (ace high)
_POWER: dict[int, int] = {rank: 14 if rank == 1 else rank for rank in range(1, 14)}


def power(card: Card) -> int:
    """The card's strength within its suit: two lowest (2), ace highest (14)."""
    return _POWER[card.rank]


# ---------------------------------------------------------------------------------------------
# Rules and options


def _upper(value: Any) -> Any:
    return value.upper() if isinstance(value, str) else value


#: The house rules of every trick deal, declared once (see :mod:`sjuan_notebooks.core.options`).
DEAL_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("removed_two", "choice", "D2", ("D2", "H2"), normalise=_upper,
               source="002: «Er dere tre spillere, tar dere ut én rød 2-er»"),
    OptionSpec("klover_all_zero", "flag", True,
               source="002: «Tar du alle 13 kløverne, får du 0 poeng.»"),
    OptionSpec("trump_chooser", "choice", "fixed", ("fixed", "dealer"),
               source="002: «Spar er trumf» / «Noen familier lar giveren velge trumffargen.»"),
)  # fmt: skip


@dataclass(frozen=True)
class TrickRules:
    """One deal's kind and the house rules (named exactly as in records).

    deal: a registered trick deal (:func:`.deals.trick_deals`; Kabal is a Sevens deal).
    removed_two: the red two taken out with three players, "D2" (default) or "H2".
    klover_all_zero: in Kløver, taking all 13 clubs scores 0 (default on, the text's house rule).
    trump_chooser: in Trumf, "fixed" (spades, default) or "dealer" (the dealer names the suit).
    """

    deal: str = "pass"
    removed_two: str = "D2"
    klover_all_zero: bool = True
    trump_chooser: str = "fixed"

    #: the names records use, in declaration order
    OPTION_NAMES = record_names(DEAL_OPTIONS)

    def __post_init__(self) -> None:
        """Rules check themselves however they are built; a Kabal deal is no trick deal (it
        is played by the Sevens engine, ``SevensRules.for_game("kabal")``)."""
        _check_trick_deal(self.deal)
        for spec in DEAL_OPTIONS:
            spec.check_field(getattr(self, spec.name))

    @classmethod
    def for_deal(cls, deal: str = "pass", /, **options: Any) -> TrickRules:
        """The rules of ``deal`` with ``options``; unknown names or values are refused."""
        _check_trick_deal(deal)
        return cls(deal=deal, **check_options(DEAL_OPTIONS, options, "Femkamp/Sjukamp"))

    def options(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.OPTION_NAMES}

    @property
    def title(self) -> str:
        return get_deal(self.deal).title

    def removed(self, n_players: int) -> int:
        """The mask of the cards taken out of the pack for ``n_players`` (the deal's spec)."""
        return get_deal(self.deal).removed_mask(n_players, self.removed_two)


def _check_trick_deal(deal: object) -> None:
    if deal not in trick_deals():
        raise UnknownOptionError.bad_value("deal", deal, ", ".join(trick_deals()))


def check_players(n: int, game: str = "Femkamp/Sjukamp") -> None:
    if n not in PLAYER_COUNTS:
        raise PlayerCountError(game=game, lo=PLAYER_COUNTS[0], n=PLAYER_COUNTS[-1], got=n)


# ---------------------------------------------------------------------------------------------
# State


class Trick(NamedTuple):
    """A finished trick: who led, the cards in the order played (seat, card), who took it."""

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int


class TrickState(NamedTuple):
    """One position of a trick deal. Immutable; build the first with :func:`new_deal`.

    Seats are 0..n-1 clockwise. ``hands`` and ``taken`` are card masks per seat; ``trick`` is
    the trick on the table as (seat, card) pairs in play order; ``tricks`` the finished ones;
    ``won`` the number of tricks each seat has taken.
    """

    rules: TrickRules
    players: tuple[str, ...]
    dealer: int
    trump: str | None
    hands: tuple[int, ...]
    leader: int
    to_move: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    taken: tuple[int, ...]
    won: tuple[int, ...]
    initial_hands: tuple[int, ...]
    removed: int
    hidden: tuple[int, ...] = ()  # in a seat's view: how many cards each hidden hand holds

    # -- reading the position ------------------------------------------------------------
    @property
    def deal(self) -> str:
        return self.rules.deal

    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def hand_size(self) -> int:
        return HAND_SIZE[len(self.players)]

    @property
    def is_over(self) -> bool:
        return len(self.tricks) == HAND_SIZE[len(self.players)]

    @property
    def player(self) -> str:
        return self.players[self.to_move]

    @property
    def turn(self) -> int:
        """Cards played so far."""
        return len(self.tricks) * len(self.players) + len(self.trick)

    @property
    def led_suit(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    @property
    def last_trick(self) -> Trick | None:
        return self.tricks[-1] if self.tricks else None

    def seat(self, who: int | str) -> int:
        return seat_of(self.players, who)

    def hand(self, seat: int | str) -> list[Card]:
        return cards_of_mask(self.hands[self.seat(seat)])

    def hand_count(self, seat: int) -> int:
        """Cards in ``seat``'s hand; public, so a view keeps it."""
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)

    @property
    def hand_cards(self) -> tuple[list[Card], ...]:
        """Every hand as a list of cards (in a view, hidden hands are empty lists)."""
        return tuple(cards_of_mask(h) for h in self.hands)

    @property
    def taken_cards(self) -> tuple[list[Card], ...]:
        return tuple(cards_of_mask(m) for m in self.taken)

    def legal_mask(self) -> int:
        if self.is_over:
            return 0
        hand = self.hands[self.to_move]
        if self.trick:
            follow = hand & _SUIT_MASKS[self.trick[0][1].suit]
            if follow:
                return follow
        return hand

    def points(self) -> dict[str, int] | None:
        return deal_points(self) if self.is_over else None

    def _repr_html_(self) -> str:
        return html_of(self)


DealState = TrickState | SevensState


def trick_winner(cards: Sequence[tuple[int, Card]], trump: str | None) -> int:
    """The seat that takes a trick: the highest trump if any was played, else the highest card
    of the suit led."""
    seat, best = cards[0]
    for other, card in cards[1:]:
        if card.suit == best.suit:
            if _POWER[card.rank] > _POWER[best.rank]:
                seat, best = other, card
        elif card.suit == trump:  # the first trump on a trick led in another suit
            seat, best = other, card
    return seat


# ---------------------------------------------------------------------------------------------
# Setting up a deal


def deck_mask(rules: TrickRules, n_players: int) -> int:
    """All 52 cards less the red twos taken out for 3 or 5 players."""
    return ((1 << 52) - 1) & ~rules.removed(n_players)


def deal_hands(n_players: int, dealer: int, seed: int | None, removed: int = 0) -> tuple[int, ...]:
    """Shuffle (seeded) the pack less ``removed`` and deal it one card at a time clockwise,
    starting with the player left of the dealer."""
    deck = [i for i in range(52) if not removed >> i & 1]
    random.Random(seed).shuffle(deck)
    hands = [0] * n_players
    for k, index in enumerate(deck):
        hands[(dealer + 1 + k) % n_players] |= 1 << index
    return tuple(hands)


def dealer_choice(hand: int) -> str:
    """The trump a computer dealer names: the suit it holds most of (ties: S, H, D, C)."""
    counts = [(hand >> (13 * i) & _SUIT_MASK).bit_count() for i in range(4)]
    return SUITS[counts.index(max(counts))]


def new_deal(
    rules: TrickRules | None = None,
    players: Sequence[str] | int = 4,
    *,
    dealer: int | str | None = None,
    hands: Sequence[Sequence[Card | str]] | None = None,
    seed: int | None = None,
    trump: str | None = None,
) -> TrickState:
    """Start a trick deal from ``hands`` (one list per seat, clockwise) or a seeded shuffle.

    ``dealer`` defaults to the last seat, so the first seat leads. ``trump`` is the suit the
    dealer names in a deal with trumps (Trumf) under ``trump_chooser="dealer"`` (if omitted,
    :func:`dealer_choice`); under "fixed" the deal's own trump holds (spades in Trumf) and any
    other ``trump`` is refused.
    """
    rules = rules or TrickRules()
    check_rules(rules, TrickRules, "Femkamp/Sjukamp")
    check_seed(seed)
    names = player_names(players)
    n = len(names)
    check_players(n)
    if len(set(names)) != n:
        raise RecordError("tricks.error.same_name")
    dealer_seat = seat_of_dealer(names, dealer)
    removed = rules.removed(n)
    masks = (
        deal_hands(n, dealer_seat, seed, removed)
        if hands is None
        else _hands_to_masks(hands, n, removed)
    )
    trump_suit: str | None = None
    if trump is not None and (not isinstance(trump, str) or trump.upper() not in SUITS):
        raise UnknownOptionError.bad_value("trump", trump, ", ".join(SUITS))
    fixed = get_deal(rules.deal).trump
    if fixed is not None:
        if rules.trump_chooser == "fixed":
            if trump is not None and trump.upper() != fixed:
                raise RecordError("tricks.error.trump_fixed", suit=trump)
            trump_suit = fixed
        else:
            trump_suit = trump.upper() if trump is not None else dealer_choice(masks[dealer_seat])
    elif trump is not None:
        raise RecordError("tricks.error.no_trump", deal=rules.title)
    leader = (dealer_seat + 1) % n
    return TrickState(
        rules=rules,
        players=names,
        dealer=dealer_seat,
        trump=trump_suit,
        hands=masks,
        leader=leader,
        to_move=leader,
        trick=(),
        tricks=(),
        taken=(0,) * n,
        won=(0,) * n,
        initial_hands=masks,
        removed=removed,
    )


def _hands_to_masks(hands: Sequence[Sequence[Card | str]], n: int, removed: int) -> tuple[int, ...]:
    masks = hands_to_masks(hands, n, removed, "tricks.error.removed_card")
    sizes = [m.bit_count() for m in masks]
    if len(set(sizes)) != 1:
        raise RecordError("tricks.error.unequal_hands", size=HAND_SIZE[n])
    return tuple(masks)


# ---------------------------------------------------------------------------------------------
# Moves


def legal_moves(state: TrickState) -> list[Card]:
    """The cards the player to move may play, in canonical order (empty when the deal is over)."""
    check_state(state, TrickState)
    return cards_of_mask(state.legal_mask())


def _parse(card: Card | str) -> Card:
    return card if isinstance(card, Card) else parse_card(card)


def apply(state: TrickState, card: Card | str) -> TrickState:
    """The position after ``card`` is played; raises :class:`IllegalMoveError` (naming the rule)
    and changes nothing if the card is not held or revokes."""
    check_state(state, TrickState)
    if not isinstance(card, Card):
        card = parse_card(card)
    n = len(state.players)
    if len(state.tricks) == HAND_SIZE[n]:
        raise IllegalMoveError("error.game_over")
    p = state.to_move
    hand = state.hands[p]
    bit = card.bit
    if not hand & bit:
        raise IllegalMoveError("tricks.rule.not_held", player=state.players[p], card=card)
    if state.trick:
        led = state.trick[0][1].suit
        follow = hand & _SUIT_MASKS[led]
        if card.suit != led and follow:
            raise IllegalMoveError(
                "tricks.rule.must_follow",
                player=state.players[p],
                card=card,
                cards=CardNames.of(cards_of_mask(follow)),
            )
    # the next state is built field by field (``_replace`` costs a tenth of a move)
    rules, players, dealer, trump, hands, leader, _, trick, tricks, taken, won, initial, out, hidden = state  # fmt: skip
    hands = hands[:p] + (hand ^ bit,) + hands[p + 1 :]
    trick = (*trick, (p, card))
    if len(trick) < n:
        return TrickState(rules, players, dealer, trump, hands, leader, (p + 1) % n, trick,
                          tricks, taken, won, initial, out, hidden)  # fmt: skip
    w = trick_winner(trick, trump)
    taken_mask = 0
    for _, c in trick:
        taken_mask |= c.bit
    taken = taken[:w] + (taken[w] | taken_mask,) + taken[w + 1 :]
    won = won[:w] + (won[w] + 1,) + won[w + 1 :]
    tricks = (*tricks, Trick(leader, trick, w))
    return TrickState(rules, players, dealer, trump, hands, w, w, (), tricks, taken, won,
                      initial, out, hidden)  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Why a card is (or is not) playable


class CardStatus(NamedTuple):
    """Whether ``card`` may be played now, with the translation key and parameters saying why."""

    legal: bool
    key: str
    params: dict[str, Any]

    def text(self, lang: str = "en") -> str:
        return _capital(t(self.key, lang, **_render_params(self.params, lang)), lang)


def card_status(state: TrickState, card: Card | str) -> CardStatus:
    """Why ``card`` is or is not playable by the player to move (for the legal-move map)."""
    card = _parse(card)
    if state.is_over:
        return CardStatus(False, "error.game_over", {})
    hand = state.hands[state.to_move]
    if not hand & card.bit:
        return CardStatus(False, "tricks.status.not_held", {"card": card})
    if not state.trick:
        return CardStatus(True, "tricks.why.lead", {"card": card})
    led = state.trick[0][1].suit
    if card.suit == led:
        return CardStatus(True, "tricks.why.follows", {"card": card, "suit": led})
    if hand & _SUIT_MASKS[led]:
        return CardStatus(False, "tricks.status.must_follow", {"card": card, "suit": led})
    return CardStatus(True, "tricks.why.void", {"card": card, "suit": led})


def _render_params(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in params.items():
        if isinstance(v, Card):
            out[k] = v.name(lang)
        elif k in ("suit", "trump"):
            out[k] = t(f"card.suit.{v}", lang)
        else:
            out[k] = v
    return out


def _capital(text: str, lang: str) -> str:
    return text[0].upper() + text[1:] if text and lang != "en" else text


@dataclass(frozen=True)
class TrickExplanation:
    """Why a card may be played, and, if it ends a trick, who takes it and why."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    outcome_key: str | None = None
    outcome: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en", *, capital: bool = True) -> str:
        """The reason as a sentence; ``capital=False`` inside another sentence ("Kari leads
        the ace of spades (leads: any card may be led)")."""
        text = t(self.key, lang, **_render_params(self.params, lang))
        if self.outcome_key is not None:
            text += t("tricks.why.then", lang) + t(
                self.outcome_key, lang, **_render_params(self.outcome, lang)
            )
        return _capital(text, lang) if capital else text


def explain(state: TrickState, card: Card | str) -> TrickExplanation:
    """Why ``card`` may be played now (call before applying it); raises if it may not."""
    check_state(state, TrickState)
    card = _parse(card)
    after = apply(state, card)  # validates
    status = card_status(state, card)
    expl = TrickExplanation(status.key, dict(status.params))
    if after.trick:
        return expl
    last = after.tricks[-1]
    win_card = dict(last.cards)[last.winner]
    trumped = after.trump is not None and win_card.suit == after.trump
    led = last.cards[0][1].suit
    if trumped and led != after.trump:
        key = "tricks.why.highest_trump"
    else:
        key = f"tricks.why.highest.{led}"
    return TrickExplanation(
        expl.key,
        expl.params,
        key,
        {"player": state.players[last.winner], "card": win_card},
    )


# ---------------------------------------------------------------------------------------------
# Points


def deal_total(deal: str, n_players: int, klover_all_zero_hit: bool = False) -> int:
    """What a deal's points add up to (its spec's points in play; 0 for Kløver when one player
    took all 13 under the house rule). Kabal has no fixed total (ValueError)."""
    return get_deal(deal).total(n_players, klover_all_zero_hit)


def _points(state: TrickState) -> dict[str, int]:
    spec = get_deal(state.rules.deal)
    last = state.tricks[-1].winner if state.is_over else -1
    return {
        name: spec.score(state.rules, state.taken[i], state.won[i], i == last, state.removed)
        for i, name in enumerate(state.players)
    }


def deal_points(state: DealState) -> dict[str, int]:
    """The points of a finished deal per player (by name). Kabal: 1 per pass + 1 per card left."""
    if isinstance(state, SevensState):
        return dict(deal_result(state).kabal_points)
    if not state.is_over:
        raise ValueError("the deal is not over")
    return _points(state)


def points_so_far(state: TrickState) -> dict[str, int]:
    """Points each player holds in the tricks taken so far (the all-clubs rule applies only at
    the end)."""
    return _points(state)


# ---------------------------------------------------------------------------------------------
# Starting any of the seven deals, and simple computer players


def new_any_deal(
    deal: str,
    players: Sequence[str] | int = 4,
    *,
    dealer: int | str | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    trump: str | None = None,
) -> DealState:
    """Start a deal of any kind; a Sevens deal (Kabal) gives a Sevens state (all 52 cards, H7
    starts)."""
    if get_deal(deal).sevens:
        names = player_names(players)
        check_players(len(names))
        TrickRules.for_deal("pass", **dict(options or {}))  # validates the options
        if trump is not None:
            raise RecordError("tricks.error.no_trump", deal=get_deal(deal).title)
        return sevens.new_deal(SevensRules.for_game("kabal"), names, dealer=dealer, seed=seed)
    rules = TrickRules.for_deal(deal, **dict(options or {}))
    return new_deal(rules, players, dealer=dealer, seed=seed, trump=trump)


def simple_choice(state: TrickState) -> Card:
    """A deterministic, plain policy for illustrative deals.

    Deals where points are avoided (the spec's ``avoid``: pass, klover, damer, finale): play
    the highest card that does not take the trick if there is one, else the lowest card. Deals
    where tricks are wanted (grand, trumf): play the lowest card that takes the trick if there
    is one, else the lowest card. Leading: the lowest card (avoiding) or the highest.
    """
    moves = legal_moves(state)
    by_power = sorted(moves, key=lambda c: (power(c), c.index))
    wants = not get_deal(state.deal).avoid
    if not state.trick:
        return by_power[-1] if wants else by_power[0]
    p = state.to_move
    winners = [c for c in by_power if trick_winner(state.trick + ((p, c),), state.trump) == p]
    losers = [c for c in by_power if c not in winners]
    if wants:
        return winners[0] if winners else by_power[0]
    return losers[-1] if losers else by_power[0]


def play_out(state: DealState, rng: random.Random | None = None) -> tuple[DealState, list[str]]:
    """Play to the end of the deal: random legal moves with ``rng``, else :func:`simple_choice`
    (Kabal: the first legal move). Returns the final state and the move codes."""
    moves: list[str] = []
    while not _is_over(state):
        if isinstance(state, SevensState):
            options = sevens.legal_moves(state)
            move: Any = options[rng.randrange(len(options))] if rng else options[0]
            state = sevens.apply(state, move)
        else:
            cards = legal_moves(state)
            move = cards[rng.randrange(len(cards))] if rng else simple_choice(state)
            state = apply(state, move)
        moves.append(move.code)
    return state, moves


def _is_over(state: DealState) -> bool:
    return state.is_over


# ---------------------------------------------------------------------------------------------
# The common game contract (see sjuan_notebooks.game): one "game" is one deal


def seat_view(state: DealState, seat: int) -> DealState:
    """Hide every hand but ``seat``'s; their sizes stay known, as at a real table."""
    if isinstance(state, SevensState):
        return sevens.seat_view(state, seat)
    return state._replace(
        hidden=tuple(0 if i == seat else state.hand_count(i) for i in range(len(state.hands))),
        hands=tuple(h if i == seat else 0 for i, h in enumerate(state.hands)),
        initial_hands=tuple(h if i == seat else 0 for i, h in enumerate(state.initial_hands)),
    )


def _legal_any(state: DealState) -> list[Any]:
    return legal_moves(state) if isinstance(state, TrickState) else sevens.legal_moves(state)


def _apply_any(state: DealState, move: Any) -> DealState:
    return apply(state, move) if isinstance(state, TrickState) else sevens.apply(state, move)


def _new_game(game: str) -> Any:
    def new_game(
        options: Mapping[str, Any] | None = None, n_players: int = 4, seed: int | None = None
    ) -> DealState:
        opts = dict(options or {})
        deal = opts.pop("deal", "pass")
        trump = opts.pop("trump", None)
        opts.pop("swap_4_5", None)  # a match option; harmless for one deal
        opts.pop("order", None)  # likewise
        if deal not in single_deals(game):
            raise UnknownOptionError.bad_value("deal", deal, ", ".join(single_deals(game)))
        return new_any_deal(deal, n_players, seed=seed, options=opts, trump=trump)

    return new_game


def game_of(state: Any) -> str | None:
    """A trick-deal state is a Femkamp/Sjukamp deal (a Kabal deal answers as Kabal, through
    the Sevens engine)."""
    return "femkamp" if isinstance(state, TrickState) else None


def game_api(game: str) -> GameAPI[DealState, Any]:
    """The common game contract for ``game`` ("femkamp" or "sjukamp"): one game is one deal."""
    known = [c.name for c in compendiums() if not c.house]
    if game not in known:
        raise RecordError("error.unknown_game", game=game, known=", ".join(known))
    return GameAPI(
        name=game,
        new_game=_new_game(game),
        legal_moves=_legal_any,
        apply=_apply_any,
        to_move=lambda s: s.to_move,
        is_over=_is_over,
        view=seat_view,
        move_code=lambda m: m.code,
        game_of=game_of,
        player_counts=PLAYER_COUNTS,
    )


__all__ = [
    "CARDS",
    "DEAL_OPTIONS",
    "HAND_SIZE",
    "CardStatus",
    "DealState",
    "Trick",
    "TrickExplanation",
    "TrickRules",
    "TrickState",
    "apply",
    "card_status",
    "deal_points",
    "deal_total",
    "explain",
    "game_api",
    "legal_moves",
    "new_any_deal",
    "new_deal",
    "play_out",
    "points_so_far",
    "power",
    "seat_view",
    "simple_choice",
    "trick_winner",
]
