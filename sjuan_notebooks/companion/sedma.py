"""The referee of a Sedma match played with real cards.

Sedma's rules are nearly all visible: any card may be played (no suit is followed), and the
only card rule is the leader's continuation, which must be a card of the led rank or a seven
(with three players also the red king): such a card is refused at once with the engine's
sentence, as is "stop" anywhere but at the leader's choice. Draws follow the game's own flow
(one card at a time from the trick's winner), so the table enters only the cards played; the
companion counts the stock and the hands. Whether the leader could have continued is hidden,
so the leader's choice is asked whenever an unseen card could still continue the trick.

Afterwards every card has been seen, so the hands are known up to which card was dealt and
which drawn: the record deals each player the first four cards they played and draws the
rest in the order they were played, which is always consistent with the game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.cards import SEDMA_PACK, Card, CardNames, parse_card
from ..core.errors import BadCardError, Word
from ..core.registry import get_game
from ..core.seats import dealer_seat
from ..sedma.engine import (
    HAND_SIZE,
    RED_KING,
    SedmaRules,
    SedmaState,
    Trick,
    card_points,
    game_result,
    takes_over,
)
from ..sedma.match import SedmaMatch, new_match, record_game
from .errors import CardPhrase, EntryError
from .game import TRACKERS, Flag, Setup

STOP = "stop"
NEXT_GAME = "game"


@dataclass(frozen=True)
class GameDone:
    dealer: int
    moves: tuple[str, ...]
    plays: tuple[tuple[Card, ...], ...]  # each seat's cards in the order played
    draws: tuple[int, ...]  # the seats that drew, in order


@dataclass(frozen=True)
class SedmaTable:
    """The public state of a Sedma match at a real table."""

    rules: SedmaRules
    players: tuple[str, ...]
    dealer: int
    pack: tuple[Card, ...]
    seen: frozenset[Card]
    sizes: tuple[int, ...]  # cards in each hand
    stock: int
    leader: int
    to_move: int
    trick: tuple[tuple[int, Card], ...]
    trick_winner: int
    deciding: bool
    tricks: tuple[Trick, ...]
    taken: tuple[tuple[Card, ...], ...]
    king_seat: int | None
    over: bool
    moves: tuple[str, ...]
    plays: tuple[tuple[Card, ...], ...]
    draws: tuple[int, ...]
    match: SedmaMatch
    games: tuple[GameDone, ...]
    flags: tuple[Flag, ...] = ()
    entries: int = 0

    family = "sedma"
    game = "sedma"

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def player(self) -> str:
        return self.players[self.to_move]

    @property
    def turn(self) -> int:
        return len(self.moves) + 1

    def engine_state(self) -> SedmaState:
        """The finished game as the engine's state, hands empty (for its result)."""
        n = self.n
        return SedmaState(
            rules=self.rules, players=self.players, dealer=self.dealer, hands=((),) * n,
            stock=(), leader=self.leader, to_move=self.to_move, trick=self.trick,
            trick_winner=self.trick_winner, deciding=self.deciding, tricks=self.tricks,
            taken=self.taken, played=(0,) * n, king_seat=self.king_seat, burnt=None,
            over=self.over, turn=len(self.moves), initial_hands=((),) * n, initial_stock=(),
        )  # fmt: skip

    def asked(self) -> tuple[str, dict[str, Any]]:
        if self.match.over:
            return "companion.ask.match_over", {"players": _winners(self)}
        if self.over:
            result = game_result(self.engine_state())
            return "companion.ask.game_over", {
                "side": result.label(result.winner),
                "n": result.win_points,
            }
        number = len(self.tricks) + 1
        if self.deciding:
            key = "companion.ask.decide_3" if self.n == 3 else "companion.ask.decide"
            return key, {"player": self.player, "trick": number}
        key = "companion.ask.follow" if self.trick else "companion.ask.lead"
        return key, {"player": self.player, "trick": number, "stock": self.stock}

    def cards_first(self) -> list[Card]:
        """Unseen cards; while the leader decides, those that can continue the trick first."""
        if self.over:
            return []
        unseen = [c for c in self.pack if c not in self.seen]
        if self.deciding and self.trick:
            led = self.trick[0][1]
            return [c for c in unseen if takes_over(c, led, self.n)]
        return unseen

    def cards_other(self) -> list[Card]:
        if self.over or not self.deciding:
            return []
        first = set(self.cards_first())
        return [c for c in self.pack if c not in self.seen and c not in first]

    def words(self) -> list[str]:
        if self.match.over:
            return []
        if self.over:
            return [NEXT_GAME]
        return [STOP] if self.deciding else []

    def scores(self) -> dict[str, dict[str, int]]:
        """Points taken this game (aces and tens, the last trick) and win points in the match."""
        pts = [sum(card_points(c) for c in cards) for cards in self.taken]
        for trick in self.tricks:
            if trick.last:
                pts[trick.winner] += 10
        return {
            p: {"points": pts[s], "win_points": self.match.win_points[s]}
            for s, p in enumerate(self.players)
        }


def _winners(state: SedmaTable) -> str:
    return ", ".join(state.players[s] for s in state.match.winners)


def _with(seq: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return seq[:i] + (value,) + seq[i + 1 :]


def _new_game(
    rules: SedmaRules, players: tuple[str, ...], match: SedmaMatch, **kept: Any
) -> SedmaTable:
    n = len(players)
    dealer = match.dealer
    pack = rules.pack(n)
    leader = (dealer + 1) % n
    return SedmaTable(
        rules=rules, players=players, dealer=dealer, pack=pack, seen=frozenset(),
        sizes=(HAND_SIZE,) * n, stock=len(pack) - HAND_SIZE * n, leader=leader, to_move=leader,
        trick=(), trick_winner=leader, deciding=False, tricks=(), taken=((),) * n,
        king_seat=None, over=False, moves=(), plays=((),) * n, draws=(), match=match,
        games=kept.get("games", ()), flags=(), entries=kept.get("entries", 0),
    )  # fmt: skip


class SedmaTracker:
    def start(self, setup: Setup) -> SedmaTable:
        rules = get_game(setup.game).rules(setup.options)
        assert isinstance(rules, SedmaRules)
        match = new_match(rules, setup.players)
        match = match._replace(dealer=dealer_seat(setup.players, setup.dealer))
        return _new_game(rules, setup.players, match)

    def step(self, state: SedmaTable, entry: str) -> SedmaTable:
        state = replace(state, entries=state.entries + 1)
        entry, _, who = entry.partition("@")
        word = entry.strip().lower()
        if who and not state.over and who != state.player:
            raise EntryError("companion.error.not_their_turn", player=state.player)
        if state.match.over:
            raise EntryError("companion.error.match_over")
        if state.over:
            if word != NEXT_GAME:
                raise EntryError("companion.error.game_over")
            return _new_game(
                state.rules, state.players, state.match, games=state.games, entries=state.entries
            )
        if word == STOP:
            if not state.deciding:
                raise EntryError("sedma.rule.stop_not_decision", player=state.player)
            return _end_trick(replace(state, moves=state.moves + (STOP,)))
        if word == NEXT_GAME:
            raise EntryError("companion.error.not_now")
        return _play(state, _card(state, entry))


def _card(state: SedmaTable, code: str) -> Card:
    try:
        card = parse_card(code)
    except BadCardError:
        raise EntryError("companion.error.bad_entry", entry=code[:24]) from None
    if card not in state.pack:
        # a two has no German-suited name
        named = CardPhrase(card, "sedma") if card in SEDMA_PACK else CardPhrase(card)
        raise EntryError("companion.error.not_in_pack", card=named)
    if card in state.seen:
        turn = state.moves.index(card.code) + 1
        raise EntryError("companion.error.played", card=CardPhrase(card, "sedma"), turn=turn)
    return card


def _play(state: SedmaTable, card: Card) -> SedmaTable:
    n = state.n
    p = state.to_move
    if state.deciding:
        led = state.trick[0][1]
        if not takes_over(card, led, n):
            key = "sedma.rule.continue_match_3" if n == 3 else "sedma.rule.continue_match"
            raise EntryError(
                key, card=CardNames.of(card, "sedma"), rank=Word(f"card.g.rank.{led.rank}")
            )
    if not state.trick:
        leader, winner = p, p
    else:
        leader = state.leader
        winner = p if takes_over(card, state.trick[0][1], n) else state.trick_winner
    state = replace(
        state,
        seen=state.seen | {card},
        sizes=_with(state.sizes, p, state.sizes[p] - 1),
        plays=_with(state.plays, p, state.plays[p] + (card,)),
        king_seat=p if (n == 3 and card == RED_KING) else state.king_seat,
        trick=state.trick + ((p, card),),
        trick_winner=winner,
        leader=leader,
        deciding=False,
        moves=state.moves + (card.code,),
    )
    seat = (p + 1) % n
    while seat != leader:
        if state.sizes[seat] > 0:
            return replace(state, to_move=seat)
        seat = (seat + 1) % n
    if _may_decide(state):
        return replace(state, to_move=leader, deciding=True)
    return _end_trick(state)


def _may_decide(state: SedmaTable) -> bool:
    """The leader is asked to continue or stop: the leader has cards, the trick is another's
    (or the house rule lets the leader continue a trick of their own), and some card the
    table has not seen could continue it (the leader's hand is hidden)."""
    leader = state.leader
    if state.sizes[leader] == 0:
        return False
    if state.trick_winner == leader and not state.rules.continue_when_winning:
        return False
    led = state.trick[0][1]
    return any(takes_over(c, led, state.n) and c not in state.seen for c in state.pack)


def _end_trick(state: SedmaTable) -> SedmaTable:
    n = state.n
    winner = state.trick_winner
    sizes = list(state.sizes)
    stock = state.stock
    draws = list(state.draws)
    need = HAND_SIZE - min(sizes)
    for _ in range(need):
        wanting = [s for s in range(n) if sizes[s] < HAND_SIZE]
        if stock < len(wanting) or not wanting:
            break
        for k in range(n):
            seat = (winner + k) % n
            if sizes[seat] < HAND_SIZE:
                sizes[seat] += 1
                stock -= 1
                draws.append(seat)
    over = stock == 0 and not any(sizes)
    cards = tuple(c for _, c in state.trick)
    points = sum(card_points(c) for c in cards) + (10 if over else 0)
    trick = Trick(len(state.tricks) + 1, state.leader, state.trick, winner, points, over)
    state = replace(
        state, sizes=tuple(sizes), stock=stock, draws=tuple(draws), leader=winner,
        to_move=winner, trick=(), trick_winner=winner, deciding=False,
        tricks=state.tricks + (trick,), taken=_with(state.taken, winner, state.taken[winner] + cards),
        over=over,
    )  # fmt: skip
    if over:
        done = GameDone(state.dealer, state.moves, state.plays, state.draws)
        match = record_game(state.match, state.engine_state())
        state = replace(state, match=match, games=state.games + (done,))
    return state


# -- the match as a record -------------------------------------------------------------------


def _deal_of(state: SedmaTable, game: GameDone) -> tuple[dict[str, list[str]], list[str]]:
    """Hands and stock consistent with the game: each player's first four cards played were
    dealt, the rest drawn in the order played (any card not seen yet fills the gaps)."""
    n = state.n
    unseen = [c for c in state.pack if all(c not in plays for plays in game.plays)]
    hands: list[list[Card]] = []
    for s in range(n):
        hand = list(game.plays[s][:HAND_SIZE])
        while len(hand) < HAND_SIZE:
            hand.append(unseen.pop(0))
        hands.append(hand)
    drawn = [0] * n
    stock: list[Card] = []
    for seat in game.draws:
        k = HAND_SIZE + drawn[seat]
        drawn[seat] += 1
        stock.append(game.plays[seat][k] if k < len(game.plays[seat]) else unseen.pop(0))
    stock.extend(unseen)
    names = state.players
    return {names[s]: [c.code for c in hands[s]] for s in range(n)}, [c.code for c in stock]


def match_record(state: SedmaTable) -> dict[str, Any]:
    """The match so far as a Sedma match record (every game, the last perhaps unfinished)."""
    games = list(state.games)
    if state.moves and not state.over:
        games.append(GameDone(state.dealer, state.moves, state.plays, state.draws))
    entries = []
    for game in games:
        hands, stock = _deal_of(state, game)
        entries.append({
            "dealer": state.players[game.dealer], "hands": hands, "stock": stock,
            "moves": list(game.moves),
        })  # fmt: skip
    first = games[0].dealer if games else state.dealer
    return {
        "game": "sedma",
        "options": state.rules.options(),
        "players": list(state.players),
        "dealer": state.players[first],
        "games": entries,
    }


TRACKERS["sedma"] = SedmaTracker()

__all__ = ["NEXT_GAME", "STOP", "SedmaTable", "SedmaTracker", "match_record", "SEDMA_PACK"]
