"""The tables of one class server: open, join, leave, move, and what each seat may see.

Every page of the class runs in one process, each from the thread that serves it, so the
tables of a server live in one :class:`Tables` and every action and every read holds its one
lock. An action returns its result or raises a :class:`~.errors.TableError` (one sentence in
the reader's language) and then has changed nothing. Pages wait for a change with
:meth:`Tables.wait` and read a :class:`Snapshot`: the table as one seat may see it (its own
hand, the table, the public log, its own verdicts), built from the engine's ``view`` of the
seat, so another seat's hidden cards are never in it.

Choices (the issue leaves them open):

- A table code is :data:`CODE_LENGTH` letters from :data:`CODE_ALPHABET` (no letter that reads
  like a digit or another letter: no B, G, I, L, O, Q, S, Z), drawn with :mod:`secrets`.
- The game starts once every seat for a person has a nickname; until then the table waits.
- A page is a *holder*, within a browser *session*. Joining with a nickname already seated
  from the same session (a second tab) moves the seat to the newer tab; the old tab's next
  action is refused with :class:`~.errors.SeatMovedError`, and its snapshot says so. The same
  nickname from another session, while its page is open, is refused.
- A seat whose page closes is played by the computer until someone joins again with that
  nickname (any session: a student whose laptop went to sleep comes back under their name).
- While no person is at the table, the computers wait too (a table everyone left does not
  play itself to the end).
- A move names the number of moves the page had seen (``seen``): a move chosen on a page drawn
  before another move was made is refused as stale, whatever it is.
- The record of a game is handed out once the game is over: a record of a game in play would
  carry its seed, and so every hand.
"""

from __future__ import annotations

import random
import secrets
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.contract import State
from ..core.errors import PlayerCountError
from ..core.players import STRENGTHS, TipVerdict, strength_player, tip_verdict
from ..core.records import genders_field
from ..core.registry import api_for, get_game
from ..i18n import t
from ..i18n.forms import Person
from .errors import (
    NicknameError,
    NicknameTakenError,
    NotSeatedError,
    NotYourTurnError,
    SeatMovedError,
    StaleError,
    TableFullError,
    TableMoveError,
    TableSeatsError,
    TableStateError,
    UnknownTableError,
)
from .nicknames import clean_nickname
from .records import Shape, replayed, shape_of

#: the letters of a table code: none that reads like a digit or like another letter
CODE_ALPHABET = "ACDEFHJKMNPRTUVWXY"
#: letters in a table code (18**4 = 104 976 codes)
CODE_LENGTH = 4
#: the most moves a snapshot's log holds (the last ones)
LOG_LINES = 24


@dataclass
class _Seat:
    human: bool
    nickname: str = ""
    gender: str | None = None  # "f" or "m": what a Slovak sentence about the player agrees with
    holder: str | None = None  # the page that holds the seat now (None: nobody; a computer plays)
    session: str | None = None
    moved: set[str] = field(default_factory=set)  # pages whose seat a newer tab took


@dataclass(frozen=True)
class SeatInfo:
    """One seat as every player sees it: its name, a person's or a computer's, and whether
    its person is at the table now (a computer plays an absent person's seat)."""

    name: str
    human: bool
    present: bool


@dataclass(frozen=True)
class LogLine:
    """One move of the game in play: who, the move's code, and the state before it as the
    reading seat sees it (so a sentence about the move can be drawn, and nothing more)."""

    seat: int
    code: str
    before: State


@dataclass(frozen=True)
class Verdict:
    """What the tips said about one of the seat's own moves: ``forced`` when it was the only
    legal move, else ``n_legal`` choices and the tips' verdict; ``before`` the seat's view
    before the move (to name the cards in the verdict's sentence)."""

    code: str
    forced: bool
    n_legal: int
    tip: TipVerdict | None
    before: State


@dataclass(frozen=True)
class Snapshot:
    """A table as ``seat`` may see it at ``version``. ``seen`` is the number of moves made,
    which a move names back. ``state`` is the engine's view for ``seat`` (None while the table
    waits for players), ``legal`` the seat's legal move codes when it is to move. ``record`` is
    the game's record once the game in play is over (None before). ``moved`` says that this
    page's seat was taken by a newer tab of the same student."""

    code: str
    game: str
    lang: str
    version: int
    seen: int
    seat: int | None
    seats: tuple[SeatInfo, ...]
    started: bool
    waiting: int
    state: State | None
    to_move: int | None
    legal: tuple[str, ...]
    log: tuple[LogLine, ...]
    verdict: Verdict | None
    over: bool
    match: object
    match_over: bool
    games: int
    record: dict[str, Any] | None
    moved: bool = False

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)


@dataclass(frozen=True)
class TableSummary:
    """A table for the teacher's view: game, players, and how far it has come."""

    code: str
    game: str
    players: tuple[SeatInfo, ...]
    started: bool
    moves: int
    games: int
    over: bool
    match_over: bool
    match: object


class _Table:
    def __init__(
        self,
        code: str,
        game: str,
        options: Mapping[str, object],
        humans: Sequence[bool],
        lang: str,
        strength: str,
        seeds: Callable[[], int],
    ) -> None:
        self.code = code
        self.game = game
        self.api = api_for(game)
        self.spec = get_game(game)
        self.shape: Shape = shape_of(game)
        self.options = dict(options)
        self.lang = lang
        self.seats = [_Seat(human=bool(h)) for h in humans]
        self.seeds = seeds
        self.rng = random.Random(seeds())
        factory = strength_player(game, strength)
        self.computers = [factory() for _ in humans]
        self.record: dict[str, Any] | None = None
        self.state: State | None = None
        self.history: list[State] = []
        self.log: list[tuple[int, str, State]] = []
        self.verdicts: dict[int, Verdict] = {}
        self.match: object = None
        self.match_over = False
        self.moves = 0

    # -- the game --------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.record is not None

    def names(self) -> list[str]:
        return [
            Person(s.nickname, s.gender) if s.human  # type: ignore[arg-type]
            else t("table.computer_name", self.lang, n=i + 1)
            for i, s in enumerate(self.seats)
        ]  # fmt: skip

    def start(self) -> None:
        names = self.names()
        self.record = self.shape.new(self.game, self.options, list(map(str, names)), self.seeds())
        genders = genders_field(names)
        if genders:  # the record's players with their genders, as the games' records write it
            self.record["genders"] = genders
        self._begin()

    def next_game(self) -> None:
        assert self.record is not None
        self.shape.add_game(self.record, self.seeds())
        self._begin()

    def _begin(self) -> None:
        assert self.record is not None
        got = replayed(self.record)
        self.state = got.final
        self.match, self.match_over = got.match, got.match_over
        self.history = [self.state]
        self.log = []
        self.verdicts = {}
        self.play_computers()

    def over(self) -> bool:
        return self.state is not None and bool(self.api.is_over(self.state))

    def present(self) -> bool:
        return any(s.human and s.holder is not None for s in self.seats)

    def computer_seat(self, seat: int) -> bool:
        s = self.seats[seat]
        return not s.human or s.holder is None

    def apply(self, seat: int, move: object) -> None:
        assert self.record is not None and self.state is not None
        code = self.api.move_code(move)
        self.log.append((seat, code, self.state))
        self.state = self.api.apply(self.state, move)
        self.history.append(self.state)
        self.shape.moves(self.record).append(code)
        self.moves += 1
        if self.api.is_over(self.state):
            got = replayed(self.record)  # the finished game counted in the match, by the record
            self.match, self.match_over = got.match, got.match_over

    def play_computers(self) -> None:
        api = self.api
        while self.started and self.present() and not self.over():
            seat = api.to_move(self.state)
            if not self.computer_seat(seat):
                return
            legal = api.legal_moves(self.state)
            player = self.computers[seat]
            observe = getattr(player, "observe", None)
            if observe is not None:
                observe(self.history)
            self.apply(seat, player.choose(api.view(self.state, seat), legal, self.rng))

    # -- what a seat sees ------------------------------------------------------------------
    def seat_infos(self) -> tuple[SeatInfo, ...]:
        names = self.names()
        return tuple(
            SeatInfo(names[i], s.human, s.human and s.holder is not None)
            for i, s in enumerate(self.seats)
        )

    def snapshot(self, seat: int | None, version: int, moved: bool = False) -> Snapshot:
        api = self.api
        state = view = None
        to_move: int | None = None
        legal: tuple[str, ...] = ()
        log: tuple[LogLine, ...] = ()
        if self.started:
            state = self.state
            over = api.is_over(state)
            if seat is not None:
                view = api.view(state, seat)
                log = tuple(
                    LogLine(p, code, api.view(before, seat))
                    for p, code, before in self.log[-LOG_LINES:]
                )
            if not over:
                to_move = api.to_move(state)
                if seat is not None and to_move == seat and not moved:
                    legal = tuple(api.move_code(m) for m in api.legal_moves(state))
        over = self.over()
        return Snapshot(
            code=self.code,
            game=self.game,
            lang=self.lang,
            version=version,
            seen=self.moves,
            seat=seat,
            seats=self.seat_infos(),
            started=self.started,
            waiting=sum(1 for s in self.seats if s.human and not s.nickname),
            state=view,
            to_move=to_move,
            legal=legal,
            log=log,
            verdict=self.verdicts.get(seat) if seat is not None else None,
            over=over,
            match=self.match,
            match_over=self.match_over,
            games=self.shape.games_played(self.record) if self.record is not None else 0,
            record=_copy(self.record) if over and self.record is not None else None,
            moved=moved,
        )

    def summary(self) -> TableSummary:
        games = self.shape.games_played(self.record) if self.record is not None else 0
        return TableSummary(
            self.code, self.game, self.seat_infos(), self.started, self.moves, games,
            self.over(), self.match_over, self.match,
        )  # fmt: skip


def _copy(record: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of a record that the table's later moves do not change."""
    out: dict[str, Any] = {}
    for k, v in record.items():
        if isinstance(v, list):
            out[k] = [dict(x, moves=list(x["moves"])) if isinstance(x, dict) else x for x in v]
        elif isinstance(v, dict):
            out[k] = dict(v)
        else:
            out[k] = v
    return out


def _system_seed() -> int:
    return secrets.randbelow(2**31)


class Tables:
    """Every table of one class server (see the module's docstring). ``seeds`` gives each new
    deal's seed and each table's computer players' seed (the tests pass a seeded one)."""

    def __init__(self, seeds: Callable[[], int] | None = None) -> None:
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._version = 0
        self._tables: dict[str, _Table] = {}
        self._seeds = seeds or _system_seed

    def _bump(self) -> None:
        self._version += 1
        self._changed.notify_all()

    @property
    def version(self) -> int:
        with self._lock:
            return self._version

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self._tables:
                return code

    def _table(self, code: object) -> _Table:
        key = "".join(str(code).split()).upper() if isinstance(code, str) else ""
        table = self._tables.get(key)
        if table is None:
            raise UnknownTableError()
        return table

    # -- actions ---------------------------------------------------------------------------
    def open(
        self,
        game: str,
        options: Mapping[str, object] | None = None,
        humans: Sequence[bool] = (True, True, True, True),
        *,
        lang: str = "en",
        strength: str = "tips",
    ) -> str:
        """Open a table of ``game`` under ``options`` (its house rules), one seat per entry of
        ``humans`` (True: a person's seat; False: a computer's). Returns the table's code."""
        api = api_for(game)
        n = len(humans)
        if n not in api.player_counts:
            counts = api.player_counts
            raise PlayerCountError(game=get_game(game).title, lo=counts[0], n=counts[-1], got=n)
        if not any(humans):
            raise TableSeatsError()
        if strength not in STRENGTHS:
            strength_player(game, strength)  # its sentence
        api.new_game(dict(options or {}), n, 0)  # the options checked: one sentence if refused
        with self._lock:
            code = self._new_code()
            self._tables[code] = _Table(
                code, game, dict(options or {}), humans, lang, strength, self._seeds
            )
            self._bump()
            return code

    def join(
        self, code: str, nickname: str, holder: str, session: str = "", gender: str | None = None
    ) -> int:
        """Seat ``holder`` (a page, of browser ``session``) at table ``code`` under
        ``nickname``; returns the seat. ``gender`` ("f" or "m", anything else: not said) is
        what a Slovak sentence about the player agrees with; it is kept from the first join.
        See the module's docstring for a second tab and for taking back a seat."""
        name = clean_nickname(nickname)
        if not name:
            raise NicknameError("table.error.nickname_empty")
        with self._lock:
            table = self._table(code)
            key = name.casefold()
            names = table.names()
            for i, s in enumerate(table.seats):
                if not s.human:
                    if names[i].casefold() == key:
                        raise NicknameTakenError(name=name)
                    continue
                if s.nickname.casefold() != key:
                    continue
                if s.holder is not None and s.holder != holder:
                    if s.session != session or not session:
                        raise NicknameTakenError(name=name)
                    s.moved.add(s.holder)  # the newer tab takes the seat
                self._take(table, s, holder, session)
                return i
            for i, s in enumerate(table.seats):
                if s.human and not s.nickname:
                    s.nickname = name
                    s.gender = gender if gender in ("f", "m") else None
                    self._take(table, s, holder, session)
                    if all(x.nickname for x in table.seats if x.human):
                        table.start()
                        self._bump()
                    return i
            raise TableFullError()

    def _take(self, table: _Table, seat: _Seat, holder: str, session: str) -> None:
        # a page holds one seat at one table: a page that joins elsewhere leaves where it was
        self._release(holder, keep=seat)
        seat.holder, seat.session = holder, session
        seat.moved.discard(holder)
        table.play_computers()
        self._bump()

    def _release(self, holder: str, keep: _Seat | None = None) -> bool:
        changed = False
        for table in self._tables.values():
            for s in table.seats:
                if s is keep:
                    continue
                s.moved.discard(holder)
                if s.holder != holder:
                    continue
                s.holder = None
                changed = True
                if not table.started:
                    s.nickname, s.session, s.gender = "", None, None
            table.play_computers()
        return changed

    def leave(self, holder: str) -> None:
        """The page ``holder`` closed: its seat is free again before the game starts, and
        played by the computer after."""
        with self._lock:
            if self._release(holder):
                self._bump()

    def _seated(self, table: _Table, holder: str) -> int:
        for i, s in enumerate(table.seats):
            if s.holder == holder:
                return i
            if holder in s.moved:
                raise SeatMovedError()
        raise NotSeatedError()

    def move(self, code: str, holder: str, move: str, seen: int) -> int:
        """Play ``move`` (a move code) for the seat ``holder`` holds, chosen on a page that
        had seen ``seen`` moves. Returns the number of moves made after it (the computers'
        answers included)."""
        with self._lock:
            table = self._table(code)
            seat = self._seated(table, holder)
            if not table.started or table.over():
                raise NotYourTurnError()
            if seen != table.moves:
                raise StaleError()
            api = table.api
            if api.to_move(table.state) != seat:
                raise NotYourTurnError()
            legal = api.legal_moves(table.state)
            chosen = [m for m in legal if api.move_code(m) == move]
            if not chosen:
                raise TableMoveError()
            before = api.view(table.state, seat)
            if len(legal) == 1:
                verdict = Verdict(move, True, 1, None, before)
            else:
                tip = tip_verdict(table.game, before, legal, chosen[0])
                verdict = Verdict(move, False, len(legal), tip, before)
            table.apply(seat, chosen[0])
            table.verdicts[seat] = verdict
            table.play_computers()
            self._bump()
            return table.moves

    def next_game(self, code: str, holder: str) -> int:
        """Deal a match's next game, once the game in play is over and the match is not
        decided; any seated person may. Returns the number of games dealt."""
        with self._lock:
            table = self._table(code)
            self._seated(table, holder)
            if table.shape.games_key is None or not table.over() or table.match_over:
                raise TableStateError()
            table.next_game()
            self._bump()
            return table.shape.games_played(table.record or {})

    # -- reading ---------------------------------------------------------------------------
    def snapshot(self, code: str, holder: str | None = None) -> Snapshot:
        """The table as the seat ``holder`` holds may see it (no seat: as a passer-by, with
        no hand and no log)."""
        with self._lock:
            return self._snapshot(self._table(code), holder)

    def _snapshot(self, table: _Table, holder: str | None) -> Snapshot:
        seat = None
        moved = False
        for i, s in enumerate(table.seats):
            if holder is not None and s.holder == holder:
                seat = i
            elif holder is not None and holder in s.moved:
                seat, moved = i, True
        if moved:  # a tab whose seat moved sees no hand any longer
            return table.snapshot(None, self._version, moved=True)
        return table.snapshot(seat, self._version)

    def wait(self, version: int, timeout: float) -> int:
        """The version once it differs from ``version`` (or after ``timeout`` seconds)."""
        with self._lock:
            self._changed.wait_for(lambda: self._version != version, timeout=timeout)
            return self._version

    def summaries(self) -> list[TableSummary]:
        with self._lock:
            return [table.summary() for table in self._tables.values()]

    def record(self, code: str) -> dict[str, Any] | None:
        """The table's record as it stands (seeds and all: for the tests and the teacher's
        export, never for a player's page)."""
        with self._lock:
            table = self._table(code)
            return _copy(table.record) if table.record is not None else None

    def state(self, code: str) -> State | None:
        """The table's full state (every hand: for the tests, never for a player's page)."""
        with self._lock:
            return self._table(code).state


__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "LOG_LINES",
    "LogLine",
    "SeatInfo",
    "Snapshot",
    "TableSummary",
    "Tables",
    "Verdict",
]
