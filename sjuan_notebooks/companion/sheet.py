"""Femkamp and Sjukamp at a real table: the score sheet filled deal by deal.

A trick deal may also be entered card by card: tap the cards as they are played, and the
deal's points go into its column when the last trick is taken. Following suit is a hidden rule
(a player who plays another suit may have none left of the one led), so each card off the led
suit is remembered; when that player later plays a card of the suit they did not follow, the
revoke is flagged: "Turn 9: C did not follow hearts, but C held the ten of hearts". By the end
of a deal every card has shown, so every revoke of the deal has been flagged.

The table plays each deal with real cards and writes its points; the companion keeps the sheet
(:class:`~sjuan_notebooks.femkamp.scoresheet.ScoreSheet`, the same one the score sheet editor
and the CLI check) and checks each deal's column by the deal's own rules as soon as it is
complete: a column that cannot be (Pass's points not adding up to the tricks, a Kabal column
with nobody out) is refused with the sheet's sentence, and nothing changes. The points of one
player cannot be checked alone, so only the whole column is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..core.cards import Card, cards_of_mask, parse_card
from ..core.errors import BadCardError, Phrase, SjuanError, Word
from ..core.registry import get_game
from ..core.seats import dealer_seat
from ..femkamp.deals import HAND_SIZE, get_deal, trick_deals
from ..femkamp.order import deal_title
from ..femkamp.scoresheet import ScoreSheet, parse_int
from ..femkamp.tricks import TrickRules, trick_winner
from .errors import CardPhrase, EntryError
from .game import TRACKERS, Flag, Setup

FULL = (1 << 52) - 1


@dataclass(frozen=True)
class TrickPlay:
    """One trick deal being entered card by card: what the table has seen of it."""

    rules: TrickRules
    players: tuple[str, ...]
    trump: str | None
    removed: int
    leader: int
    to_move: int
    trick: tuple[tuple[int, Card], ...] = ()
    played: int = 0
    taken: tuple[int, ...] = ()
    won: tuple[int, ...] = ()
    tricks: int = 0
    last: int = -1
    pending: tuple[tuple[int, int, str], ...] = ()  # (turn, seat, suit not followed)

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.tricks == HAND_SIZE[self.n]

    @property
    def turn(self) -> int:
        return self.played.bit_count() + 1

    def unseen(self) -> list[Card]:
        """The cards not played yet, those of the suit led first."""
        cards = cards_of_mask(FULL & ~self.removed & ~self.played)
        if not self.trick:
            return cards
        led = self.trick[0][1].suit
        return [c for c in cards if c.suit == led] + [c for c in cards if c.suit != led]

    def points(self) -> tuple[int, ...]:
        spec = get_deal(self.rules.deal)
        return tuple(
            spec.score(self.rules, self.taken[i], self.won[i], i == self.last, self.removed)
            for i in range(self.n)
        )


def _start_play(rules: TrickRules, players: tuple[str, ...], dealer: int) -> TrickPlay:
    n = len(players)
    trump = get_deal(rules.deal).trump
    leader = (dealer + 1) % n
    return TrickPlay(rules, players, trump, rules.removed(n), leader, leader,
                     taken=(0,) * n, won=(0,) * n)  # fmt: skip


def _play_card(play: TrickPlay, card: Card, flags: list[Flag], entry: int) -> TrickPlay:
    if play.removed & card.bit:
        raise EntryError("companion.error.not_in_pack", card=CardPhrase(card))
    if play.played & card.bit:
        raise EntryError("companion.error.played_deal", card=CardPhrase(card))
    p = play.to_move
    turn = play.turn
    keep = []
    for pend in play.pending:  # a suit not followed, now seen in the hand
        if pend[1] == p and pend[2] == card.suit:
            flags.append(Flag(pend[0], play.players[p], "companion.flag.revoke",
                              {"suit": Word(f"card.suit.{card.suit}"), "card": CardPhrase(card)},
                              entry))  # fmt: skip
        else:
            keep.append(pend)
    pending = tuple(keep)
    if play.trick and card.suit != play.trick[0][1].suit:
        pending += ((turn, p, play.trick[0][1].suit),)
    trick = (*play.trick, (p, card))
    played = play.played | card.bit
    n = play.n
    if len(trick) < n:
        return replace(play, trick=trick, played=played, to_move=(p + 1) % n, pending=pending)
    w = trick_winner(trick, play.trump)
    got = 0
    for _, c in trick:
        got |= c.bit
    taken = play.taken[:w] + (play.taken[w] | got,) + play.taken[w + 1 :]
    won = play.won[:w] + (play.won[w] + 1,) + play.won[w + 1 :]
    return replace(
        play, trick=(), played=played, taken=taken, won=won, tricks=play.tricks + 1, last=w,
        leader=w, to_move=w, pending=pending,
    )  # fmt: skip


@dataclass(frozen=True)
class SheetTable:
    """The score sheet of a Femkamp or Sjukamp match being played at a table."""

    game: str
    players: tuple[str, ...]
    sheet: ScoreSheet
    column: int  # the deal being written (0-based)
    values: tuple[int, ...]  # its points so far, in seating order
    flags: tuple[Flag, ...] = ()
    entries: int = 0
    first_dealer: int = -1
    rules: TrickRules | None = None  # the house rules the trick deals are played by
    play: TrickPlay | None = None  # the deal being entered card by card

    family = "femkamp"
    wants_number = True

    @property
    def over(self) -> bool:
        return self.column >= len(self.sheet.deals)

    @property
    def player(self) -> str | None:
        """Whose points are asked for (or who plays, in a deal entered card by card)."""
        if self.over:
            return None
        if self.play is not None:
            return self.players[self.play.to_move]
        return self.players[len(self.values)]

    @property
    def dealer(self) -> int:
        """The deal's dealer: one seat clockwise per deal."""
        return (self.first_dealer + self.column) % len(self.players)

    @property
    def card_play(self) -> bool:
        """Whether the deal being written may be entered card by card (a trick deal whose
        trump the rules fix, and no points typed for it yet)."""
        if self.over or self.values or self.rules is None or self.deal not in trick_deals():
            return False
        spec = get_deal(self.deal)
        return spec.trump is None or self.rules.trump_chooser == "fixed"

    @property
    def card_player(self) -> str | None:
        """Who plays the next card of a deal entered card by card (the leader at its start)."""
        if self.play is not None:
            return self.players[self.play.to_move]
        if self.card_play:
            return self.players[(self.dealer + 1) % len(self.players)]
        return None

    @property
    def deal(self) -> str:
        return self.sheet.deals[min(self.column, len(self.sheet.deals) - 1)]

    def asked(self) -> tuple[str, dict[str, Any]]:
        if self.over:
            report = self.sheet.check()
            if report.winner is None:
                return "companion.ask.sheet_tied", {"players": ", ".join(report.tied)}
            return "companion.ask.sheet_over", {"player": report.winner}
        if self.play is not None:
            return "companion.ask.follow", {"player": self.player, "trick": self.play.tricks + 1}
        if self.card_play:
            return "companion.ask.sheet_or_cards", {
                "deal": _Title(self.deal), "n": self.column + 1, "player": self.player,
                "leader": self.card_player,
            }  # fmt: skip
        return "companion.ask.sheet", {
            "deal": _Title(self.deal), "n": self.column + 1, "player": self.player,
        }  # fmt: skip

    def cards_first(self) -> list[Any]:
        if self.play is not None:
            return self.play.unseen()
        if self.card_play:
            assert self.rules is not None
            return cards_of_mask(FULL & ~self.rules.removed(len(self.players)))
        return []

    def words(self) -> list[str]:
        return []

    def scores(self) -> dict[str, dict[str, int]]:
        totals = self.sheet.totals()
        return {p: {"points": totals[p]} for p in self.players}


@dataclass(frozen=True)
class _Title:
    deal: str

    def in_lang(self, lang: str) -> str:
        return deal_title(self.deal, lang)


class SheetTracker:
    def start(self, setup: Setup) -> SheetTable:
        options = {k: v for k, v in setup.options.items() if k in ("klover_all_zero", "order")}
        sheet = ScoreSheet.blank(setup.game, list(setup.players), **options)
        built = get_game(setup.game).rules(setup.options)
        assert isinstance(built, TrickRules)
        rules = replace(built, deal="pass")
        first = dealer_seat(setup.players, setup.dealer)
        return SheetTable(setup.game, setup.players, sheet, 0, (), first_dealer=first, rules=rules)

    def step(self, state: SheetTable, entry: str) -> SheetTable:
        state = replace(state, entries=state.entries + 1)
        if state.over:
            raise EntryError("companion.error.match_over")
        text, _, who = entry.partition("@")
        card = _card_of(text)
        if card is not None:
            return _card_entry(state, card, who)
        if state.play is not None:
            raise EntryError("companion.error.not_now")
        if who and who != state.player:
            raise EntryError("companion.error.not_their_turn", player=state.player)
        value = parse_int(text)
        if value is None:
            raise EntryError("companion.error.not_points", entry=text[:24])
        i = len(state.values)
        try:
            state.sheet.with_cell(i, state.column, value)  # the cell's own range
        except SjuanError as e:
            raise EntryError("companion.error.sheet", reason=e) from None
        values = state.values + (value,)
        if len(values) < len(state.players):
            return replace(state, values=values)
        return _write_column(state, values)


def _card_of(text: str) -> Card | None:
    """The card an entry names (None: it names none, and may be points)."""
    if parse_int(text) is not None:
        return None
    try:
        return parse_card(text)
    except BadCardError:
        return None


def _card_entry(state: SheetTable, card: Card, who: str) -> SheetTable:
    if not state.card_play and state.play is None:
        raise EntryError("companion.error.no_card_play", deal=_Title(state.deal))
    mover = state.card_player
    if who and who != mover:
        raise EntryError("companion.error.not_their_turn", player=mover)
    assert state.rules is not None
    play = state.play or _start_play(
        replace(state.rules, deal=state.deal), state.players, state.dealer
    )
    flags = list(state.flags)
    play = _play_card(play, card, flags, state.entries)
    state = replace(state, play=play, flags=tuple(flags))
    if not play.over:
        return state
    return _write_column(replace(state, play=None), play.points())


def _write_column(state: SheetTable, values: tuple[int, ...]) -> SheetTable:
    """The deal's column written, once the sheet's own check of it passes."""
    problems = state.sheet.check_column(state.deal, list(values), state.column + 1)
    if problems:
        first = problems[0]
        reason = Phrase(first.key, **first.params)
        raise EntryError("companion.error.sheet_column", deal=_Title(state.deal), reason=reason)
    sheet = state.sheet
    for seat, v in enumerate(values):
        sheet = sheet.with_cell(seat, state.column, v)
    return replace(state, sheet=sheet, column=state.column + 1, values=())


TRACKERS["femkamp"] = SheetTracker()

__all__ = ["SheetTable", "SheetTracker"]
