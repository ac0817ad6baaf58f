"""A game being entered at a real table: its set-up and an immutable log of entries.

The table plays with real cards; the companion only hears what the table tells it, one entry
at a time (a card played, a pass, a stop, a card left at the end of a deal, a score). The log
is the table's own record: each entry folds into the game's *public* state (what everyone at
the table has seen), so undo is simply the log without its last entries, and a saved game is
its set-up and its entries, replayed on the way in.

Each family brings a tracker (:class:`Tracker`): ``start(setup)`` and ``step(state, entry)``,
which refuses a wrong entry with an :class:`~.errors.EntryError` and leaves nothing changed.
Hidden rules (a pass while holding a card that fitted) cannot be refused when they happen: the
tracker flags them (:class:`Flag`) at the first entry that shows them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core.errors import SjuanError, render_word
from ..core.registry import get_game
from ..core.safe_read import MAX_DEPTH, depth, shown
from ..core.seats import dealer_seat, player_names
from ..i18n import t
from .errors import EntryError, SavedGameError

#: an entry is a short word or code; anything longer is no entry
MAX_ENTRY = 24
#: a saved game holds at most this many entries (a Sjukamp evening is far fewer)
MAX_ENTRIES = 5000
KIND = "sjuan-companion"


@dataclass(frozen=True)
class Flag:
    """A hidden rule broken earlier, shown by a later entry: the turn it was broken at, the
    player, and the sentence's key and cards (rendered in the reader's language)."""

    turn: int
    player: str
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    shown_at: int = 0  # the entry (1-based) that showed it

    def text(self, lang: str = "en") -> str:
        params = {k: render_word(v, lang) for k, v in self.params.items()}
        return t(self.key, lang, turn=self.turn, player=self.player, **params)


@dataclass(frozen=True)
class Setup:
    """What the table chose before the first card: the registered game, its house rules (the
    options a record carries), the players in seating order, and who deals first."""

    game: str
    players: tuple[str, ...]
    dealer: str
    options: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def make(
        cls,
        game: str,
        players: Sequence[str],
        dealer: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Setup:
        """A checked set-up: an unknown game, option or name, a name twice, a number of
        players the game is not played by, or a dealer not at the table is one sentence."""
        spec = get_game(game)
        names = player_names(list(players))
        if len(names) not in spec.api.player_counts:
            lo, hi = min(spec.api.player_counts), max(spec.api.player_counts)
            raise EntryError("error.player_count", game=spec.title, lo=lo, n=hi, got=len(names))
        if options is not None and not isinstance(options, Mapping):
            raise SavedGameError("edge.options_type", game=spec.title)
        opts = dict(options or {})
        spec.rules(opts)  # refuses a bad name or value in one sentence
        seat = dealer_seat(names, dealer)
        return cls(spec.name, names, names[seat], opts)

    @property
    def family(self) -> str:
        return get_game(self.game).family

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": list(self.players),
            "dealer": self.dealer,
            "options": json.loads(json.dumps(dict(self.options))),
        }


class Tracker(Protocol):
    """A family's referee: the public state of a game entered at a table."""

    def start(self, setup: Setup) -> Any: ...

    def step(self, state: Any, entry: str) -> Any: ...


#: each family's referee, by the family name its games register under; a family's module adds
#: its own when imported (the package imports them all)
TRACKERS: dict[str, Tracker] = {}


def _tracker(family: str) -> Tracker:
    found = TRACKERS.get(family)
    if found is None:
        raise EntryError("companion.error.no_game", game=shown(family))
    return found


def clean_entry(entry: object) -> str:
    """An entry as the log keeps it (a short text), or one sentence."""
    if not isinstance(entry, str) or not entry.strip() or len(entry) > MAX_ENTRY:
        raise EntryError("companion.error.bad_entry", entry=shown(entry, 24))
    return entry.strip()


@dataclass(frozen=True)
class TableGame:
    """A game being entered: its set-up, its entries, and the public state after each.

    Immutable: :meth:`enter` and :meth:`undo` return a new game and leave this one as it was,
    so a refused entry cannot half-change anything."""

    setup: Setup
    entries: tuple[str, ...] = ()
    states: tuple[Any, ...] = ()

    @classmethod
    def new(
        cls,
        game: str,
        players: Sequence[str],
        dealer: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> TableGame:
        setup = Setup.make(game, players, dealer, options)
        return cls(setup, (), (_tracker(setup.family).start(setup),))

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def flags(self) -> tuple[Flag, ...]:
        return tuple(self.state.flags)

    def enter(self, entry: object) -> TableGame:
        """The game after ``entry``; a wrong one raises :class:`EntryError` (this game stays)."""
        code = clean_entry(entry)
        if len(self.entries) >= MAX_ENTRIES:
            raise EntryError("companion.error.too_long", n=MAX_ENTRIES)
        after = _tracker(self.setup.family).step(self.state, code)
        return TableGame(self.setup, self.entries + (code,), self.states + (after,))

    def enter_all(self, entries: Sequence[object]) -> TableGame:
        game = self
        for entry in entries:
            game = game.enter(entry)
        return game

    def undo(self, n: int = 1) -> TableGame:
        """The game without its last ``n`` entries (any number, back to the set-up)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise EntryError("companion.error.undo_count", n=shown(n))
        if n > len(self.entries):
            raise EntryError("companion.error.nothing_to_undo")
        keep = len(self.entries) - n
        return TableGame(self.setup, self.entries[:keep], self.states[: keep + 1])

    # -- saving ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """What the device keeps and a download holds: the set-up and the entries."""
        return {"kind": KIND, "version": 1, **self.setup.to_json(), "entries": list(self.entries)}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: object) -> TableGame:
        """A saved game, its every entry checked again; anything wrong is one
        :class:`SavedGameError` sentence."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except (ValueError, RecursionError):
                raise SavedGameError("companion.error.saved") from None
        if not isinstance(data, Mapping) or data.get("kind") != KIND or depth(data) > MAX_DEPTH:
            raise SavedGameError("companion.error.saved")
        entries = data.get("entries", [])
        if not isinstance(entries, list) or len(entries) > MAX_ENTRIES:
            raise SavedGameError("companion.error.saved")
        players = data.get("players")
        if not isinstance(players, list):
            raise SavedGameError("companion.error.saved")
        try:
            game = cls.new(
                data.get("game"),  # type: ignore[arg-type]
                players,
                data.get("dealer"),
                data.get("options") or {},
            )
            for i, entry in enumerate(entries, 1):
                try:
                    game = game.enter(entry)
                except SjuanError as e:
                    raise SavedGameError("companion.error.saved_entry", n=i, reason=e) from None
        except SavedGameError:
            raise
        except SjuanError as e:
            raise SavedGameError("companion.error.saved_setup", reason=e) from None
        return game


__all__ = ["Flag", "MAX_ENTRIES", "TRACKERS", "Setup", "TableGame", "Tracker", "clean_entry"]
