"""The referee of a Sevens deal (Sjuan, Sjuern, Kabal) played with real cards.

What the table sees is all it checks: the cards on the table and who played them. A card that
does not fit the table is refused at once with the engine's own sentence. A pass cannot be
checked when it is made (the passer's hand is hidden), so each pass is remembered with the
cards that fitted then; when the passer later plays one of them, or enters it among the cards
left at the end, the pass is flagged: "Turn 12: B passed, but B held the eight of hearts,
which fitted then". With stand-overs, a pass shown to be voluntary uses one up, and is flagged
only once the player has none left. A deal may run over several deals, as Sjuan is scored: the
cards left are each player's points, the pot takes a chip per pass.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..core.cards import CARDS, Card, cards_of_mask, parse_card
from ..core.errors import BadCardError, SjuanError
from ..core.registry import get_game
from ..core.seats import dealer_seat
from ..sevens.engine import (
    PASS_WORDS,
    SevensRules,
    SevensState,
    needed_card,
    playable_mask,
    run_table,
)
from ..sevens.reconstruct import hand_sizes
from .errors import CardPhrase, EntryError
from .game import TRACKERS, Flag, Setup

FULL = (1 << 52) - 1
#: the words an entry may be besides a card (the companion's buttons write them)
SKIP = "skip"
NEXT_DEAL = "deal"


@dataclass(frozen=True)
class Pending:
    """A pass (or a lapsed extra turn) whose rightness the cards have not shown yet."""

    turn: int
    seat: int
    fitted: int  # the cards that fitted then
    kind: str  # "pass" or "extra"
    stand: bool  # a stand-over could have made it legal


@dataclass(frozen=True)
class DealDone:
    """A finished deal as the table entered it."""

    dealer: int
    moves: tuple[str, ...]
    played: tuple[int, ...]
    left: tuple[int, ...]  # the cards left that were entered
    left_known: tuple[bool, ...]
    winner: int
    passes: tuple[int, ...]
    sizes: tuple[int, ...]

    @property
    def cards_left(self) -> tuple[int, ...]:
        return tuple(s - p.bit_count() for s, p in zip(self.sizes, self.played))


@dataclass(frozen=True)
class SevensTable:
    """The public state of a Sevens game at a real table (every field is what the table saw)."""

    rules: SevensRules
    players: tuple[str, ...]
    dealer: int
    phase: str  # "play", "left" (cards left being entered) or "over" (the deal is done)
    table: int
    playable: int
    to_move: int | None  # None: nobody has played the start card yet
    played: tuple[int, ...]
    sizes: tuple[int, ...]
    passes: tuple[int, ...]
    stand_used: tuple[int, ...]
    extra: bool
    moves: tuple[str, ...]
    pending: tuple[Pending, ...]
    left: tuple[int, ...]
    left_known: tuple[bool, ...]
    left_seat: int | None
    winner: int | None
    flags: tuple[Flag, ...]
    deals: tuple[DealDone, ...]
    entries: int = 0

    family = "sevens"

    # -- reading ---------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def game(self) -> str:
        return self.rules.game

    @property
    def turn(self) -> int:
        """The next move's number in the deal's record."""
        return len(self.moves) + 1

    @property
    def start_card(self) -> Card | None:
        return None if self.rules.start_card == "any" else parse_card(self.rules.start_card)

    @property
    def player(self) -> str | None:
        if self.phase == "left" and self.left_seat is not None:
            return self.players[self.left_seat]
        return None if self.to_move is None else self.players[self.to_move]

    def cards_left(self, seat: int) -> int:
        return self.sizes[seat] - self.played[seat].bit_count()

    def asked(self) -> tuple[str, dict[str, Any]]:
        """What the table is asked to enter now: a key of ``companion.ask.*`` and its params."""
        if self.phase == "over":
            return "companion.ask.deal_over", {"player": self.players[self.winner or 0]}
        if self.phase == "left":
            seat = self.left_seat or 0
            n = self.cards_left(seat) - self.left[seat].bit_count()
            return "companion.ask.left", {"player": self.players[seat], "n": n}
        if self.to_move is None:
            return "companion.ask.start", {"card": CardPhrase(self.start_card)}  # type: ignore[arg-type]
        key = "companion.ask.extra" if self.extra else "companion.ask.move"
        return key, {"player": self.players[self.to_move], "turn": self.turn}

    def cards_first(self) -> list[Card]:
        """The cards that can follow now, in canonical order: those that fit the table (in play),
        or every card not yet seen (cards left)."""
        if self.phase == "play":
            if self.to_move is None:
                return []
            return cards_of_mask(self.playable & ~self.table)
        if self.phase == "left":
            return cards_of_mask(FULL & ~self.table & ~_any(self.left))
        return []

    def words(self) -> list[str]:
        """The entries besides cards the table may make now."""
        if self.phase == "over":
            return [NEXT_DEAL]
        if self.phase == "left":
            return [SKIP]
        if self.to_move is None:
            start = self.start_card
            assert start is not None
            return [f"{start.code}@{p}" for p in self.players]
        return ["pass"]

    def scores(self) -> dict[str, dict[str, int]]:
        """The game as it keeps score over the finished deals: points (cards left), passes,
        chips won or paid to the pot, Kabal's points (cards left and passes)."""
        out: dict[str, dict[str, int]] = {
            p: {"points": 0, "passes": 0, "chips": 0, "kabal": 0, "won": 0} for p in self.players
        }
        for deal in self.deals:
            pot = self.rules.pot * sum(deal.passes)
            for seat, p in enumerate(self.players):
                left = deal.cards_left[seat]
                out[p]["points"] += left
                out[p]["passes"] += deal.passes[seat]
                out[p]["kabal"] += left + deal.passes[seat]
                out[p]["chips"] -= self.rules.pot * deal.passes[seat]
                if seat == deal.winner:
                    out[p]["chips"] += pot
                    out[p]["won"] += 1
        return out

    def engine_view(self) -> SevensState:
        """The table as the engine's position with every hand hidden (for the engine's own
        sentences about a card that does not fit)."""
        n = self.n
        return SevensState(
            rules=self.rules, players=self.players, dealer=self.dealer, hands=(0,) * n,
            table=self.table, playable=self.playable, to_move=self.to_move or 0,
            passes=self.passes, stand_over_left=(0,) * n, winner=None, extra=self.extra,
            opened=(), turn=len(self.moves), initial_hands=(0,) * n,
        )  # fmt: skip


def _any(masks: tuple[int, ...]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def _with(seq: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return seq[:i] + (value,) + seq[i + 1 :]


def _new_deal(
    rules: SevensRules, players: tuple[str, ...], dealer: int, **kept: Any
) -> SevensTable:
    n = len(players)
    fixed = rules.start_card != "any"
    return SevensTable(
        rules=rules, players=players, dealer=dealer, phase="play", table=0,
        playable=parse_card(rules.start_card).bit if fixed else playable_mask(0, rules.ace_high),
        to_move=None if fixed else (dealer + 1) % n, played=(0,) * n,
        sizes=tuple(hand_sizes(n, dealer)), passes=(0,) * n, stand_used=(0,) * n, extra=False,
        moves=(), pending=(), left=(0,) * n, left_known=(False,) * n, left_seat=None,
        winner=None, flags=kept.get("flags", ()), deals=kept.get("deals", ()),
        entries=kept.get("entries", 0),
    )  # fmt: skip


class SevensTracker:
    """The Sevens family's tracker (see :class:`~.game.Tracker`)."""

    def start(self, setup: Setup) -> SevensTable:
        rules = get_game(setup.game).rules(setup.options)
        assert isinstance(rules, SevensRules)
        return _new_deal(rules, setup.players, dealer_seat(setup.players, setup.dealer))

    def step(self, state: SevensTable, entry: str) -> SevensTable:
        state = replace(state, entries=state.entries + 1)
        entry, _, who = entry.partition("@")
        word = " ".join(entry.lower().split())
        if who and state.to_move is not None and who != state.player:
            raise EntryError("companion.error.not_their_turn", player=state.player)
        if state.phase == "over":
            if word != NEXT_DEAL:
                raise EntryError("companion.error.deal_over")
            return _new_deal(
                state.rules, state.players, (state.dealer + 1) % state.n,
                flags=state.flags, deals=state.deals, entries=state.entries,
            )  # fmt: skip
        if state.phase == "left":
            if word == SKIP:
                return _next_left(state, known=False)
            return _left_card(state, _card(entry))
        if word in PASS_WORDS:
            return _pass(state)
        if word in (SKIP, NEXT_DEAL):
            raise EntryError("companion.error.not_now")
        card = _card(entry)
        if state.to_move is None:
            start = state.start_card
            assert start is not None
            if card != start:
                raise EntryError("sevens.rule.start_card_first", card=start)
            if who not in state.players:
                raise EntryError("companion.error.who_starts", card=start)
            state = replace(state, to_move=state.players.index(who))
        return _play(state, card)


def _card(code: str) -> Card:
    try:
        return parse_card(code)
    except BadCardError:
        raise EntryError("companion.error.bad_entry", entry=code[:24]) from None


def _play(state: SevensTable, card: Card) -> SevensTable:
    bit = card.bit
    if state.table & bit:
        turn = state.moves.index(card.code) + 1
        raise EntryError("companion.error.played", card=CardPhrase(card), turn=turn)
    if not state.playable & bit:
        view = state.engine_view()
        need = needed_card(view, card)
        if need is None:
            raise EntryError("sevens.rule.row_ended", card=card)
        raise EntryError("sevens.rule.not_adjacent", card=card, need=need)
    p = state.to_move
    assert p is not None
    state = _shown(state, p, bit)
    played = _with(state.played, p, state.played[p] | bit)
    table = state.table | bit
    rules = state.rules
    playable = playable_mask(table, rules.ace_high)
    moves = state.moves + (card.code,)
    state = replace(state, played=played, table=table, playable=playable, moves=moves)
    if played[p].bit_count() == state.sizes[p]:
        state = replace(state, winner=p, phase="left", extra=False)
        return _next_left(state, known=None, start=p)
    _, ends = run_table(rules.ace_high)
    ends_row = (ends << (13 * (card.index // 13))) & bit
    if rules.extra_turn and ends_row and playable & ~table:
        return replace(state, extra=True, to_move=p)
    return replace(state, extra=False, to_move=(p + 1) % state.n)


def _pass(state: SevensTable) -> SevensTable:
    p = state.to_move
    if p is None:
        start = state.start_card
        raise EntryError("companion.error.who_starts", card=start)
    fitted = state.playable & ~state.table
    if state.extra:  # the player says there is no card for the extra turn
        pend = Pending(len(state.moves), p, fitted, "extra", False)
        return replace(
            state, extra=False, to_move=(p + 1) % state.n, pending=state.pending + (pend,)
        )
    stand = bool(state.rules.stand_over) and state.table != 0
    pend = Pending(state.turn, p, fitted, "pass", stand)
    return replace(
        state, moves=state.moves + ("pass",), passes=_with(state.passes, p, state.passes[p] + 1),
        to_move=(p + 1) % state.n, pending=state.pending + (pend,),
    )  # fmt: skip


def _shown(state: SevensTable, seat: int, bit: int) -> SevensTable:
    """``seat`` is seen to have held the card ``bit`` since the deal began: every pending pass
    of theirs at which it fitted was a pass while holding a playable card."""
    keep: list[Pending] = []
    flags = list(state.flags)
    used = state.stand_used
    for pend in state.pending:
        if pend.seat != seat or not pend.fitted & bit:
            keep.append(pend)
            continue
        if pend.kind == "pass" and pend.stand and used[seat] < state.rules.stand_over:
            used = _with(used, seat, used[seat] + 1)  # a stand-over, as the rules allow
            continue
        card = CARDS[bit.bit_length() - 1]
        key = "companion.flag.extra_held" if pend.kind == "extra" else (
            "companion.flag.stand_over_held" if pend.stand else "companion.flag.passed_held"
        )  # fmt: skip
        flags.append(
            Flag(pend.turn, state.players[seat], key, {"card": CardPhrase(card)}, state.entries)
        )
    return replace(state, pending=tuple(keep), flags=tuple(flags), stand_used=used)


def _left_card(state: SevensTable, card: Card) -> SevensTable:
    seat = state.left_seat
    assert seat is not None
    bit = card.bit
    if state.table & bit:
        turn = state.moves.index(card.code) + 1
        raise EntryError("companion.error.played", card=CardPhrase(card), turn=turn)
    if _any(state.left) & bit:
        owner = next(p for p, m in zip(state.players, state.left) if m & bit)
        raise EntryError("companion.error.left_twice", card=CardPhrase(card), player=owner)
    state = _shown(state, seat, bit)
    left = _with(state.left, seat, state.left[seat] | bit)
    state = replace(state, left=left)
    if left[seat].bit_count() == state.cards_left(seat):
        return _next_left(state, known=True)
    return state


def _next_left(state: SevensTable, known: bool | None, start: int | None = None) -> SevensTable:
    """Move on to the next player whose cards left are to be entered (the deal ends after the
    last): ``known`` says whether the current player's were entered."""
    if start is None:
        seat = state.left_seat
        assert seat is not None
        state = replace(state, left_known=_with(state.left_known, seat, bool(known)))
        start = seat
    for k in range(1, state.n):
        seat = (start + k) % state.n
        if seat != state.winner and not state.left_known[seat] and seat != state.left_seat:
            return replace(state, left_seat=seat)
    return _deal_over(state)


def _deal_over(state: SevensTable) -> SevensTable:
    assert state.winner is not None
    known = _with(state.left_known, state.winner, True)
    done = DealDone(
        state.dealer,
        state.moves,
        state.played,
        state.left,
        known,
        state.winner,
        state.passes,
        state.sizes,
    )
    return replace(
        state, phase="over", left_seat=None, left_known=known, deals=state.deals + (done,)
    )


# -- the deal as a record --------------------------------------------------------------------


def partial_record(state: SevensTable, deal: DealDone | None = None) -> dict[str, Any]:
    """The record of a deal with the cards the table knows in each hand (those played and
    those entered as left): a partial record for :func:`sevens.reconstruct.reconstruct`."""
    if deal is None:
        moves, played, left, dealer = state.moves, state.played, state.left, state.dealer
    else:
        moves, played, left, dealer = deal.moves, deal.played, deal.left, deal.dealer
    return {
        "game": state.rules.game,
        "options": state.rules.options(),
        "players": list(state.players),
        "dealer": state.players[dealer],
        "hands": {
            p: [c.code for c in cards_of_mask(a | b)]
            for p, a, b in zip(state.players, played, left)
        },
        "moves": list(moves),
    }


def hands_known(state: SevensTable, deal: DealDone | None = None) -> bool:
    """Whether every card of the deal is placed (played, or entered among the cards left)."""
    played, left = (state.played, state.left) if deal is None else (deal.played, deal.left)
    return _any(played) | _any(left) == FULL


def deal_record(state: SevensTable, deal: DealDone | None = None, note: str = "") -> dict[str, Any]:
    """A record the stepper and the CLI replay: the hands as entered when every card is
    known, else a deal the reconstruction finds consistent with every turn (``note`` then
    says so in the record). Raises :class:`ReconstructionError` when no deal fits (a flagged
    pass: no deal makes it legal)."""
    from ..sevens.reconstruct import reconstruct

    partial = partial_record(state, deal)
    record = reconstruct(partial)
    if not hands_known(state, deal) and note:
        record["notes"] = note
    return record


def reconstruct_error(state: SevensTable, deal: DealDone | None = None) -> SjuanError | None:
    """Why no record can be written for the deal (None: one can)."""
    try:
        deal_record(state, deal)
    except SjuanError as e:
        return e
    return None


def options_of(state: SevensTable) -> Mapping[str, object]:
    return state.rules.options()


TRACKERS["sevens"] = SevensTracker()

__all__ = [
    "DealDone",
    "NEXT_DEAL",
    "SKIP",
    "SevensTable",
    "SevensTracker",
    "deal_record",
    "hands_known",
    "partial_record",
]
