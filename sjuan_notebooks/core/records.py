"""Game records (JSON transcripts): loading, the game registry, and the replay shape every game
shares.

A record is a dict such as ``{"game": "sjuan", "options": {...}, "players": [...],
"dealer": "D", "hands": {...} or "seed": N, "moves": ["H7", "pass", ...]}``. Each game family
provides a reader ``replay_record(record) -> Replay`` and registers it
(:mod:`sjuan_notebooks.core.registry`), which finds it by the record's ``"game"``, so the CLI,
the stepper widget and the tests treat every game alike.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import t
from ..i18n.forms import GENDERS, Person
from .contract import State
from .errors import FieldError, RecordError, SjuanError, TurnError
from .safe_read import MAX_DEPTH, depth, load_json_file, parse_json, shown, wrong_type
from .schema import RecordShape, check_record
from .seats import name_problem


class Explains(Protocol):
    def text(self, lang: str = "en") -> str: ...


class _Seated(Protocol):
    """A state that names the player to move (every game's state)."""

    @property
    def player(self) -> str: ...


class _Coded(Protocol):
    """A move as a record writes it (a card, or a word such as pass)."""

    @property
    def code(self) -> str: ...


_S = TypeVar("_S", bound=_Seated)
_M = TypeVar("_M", bound=_Coded)
#: a replay's state type (each game its own)
_St = TypeVar("_St")


@dataclass(frozen=True)
class Turn(Generic[_St]):
    """One move of a replayed game, with what was legal before it and why it was allowed."""

    index: int  # 1-based
    player: str
    move: str  # a card code, "pass", "stop", "show", ...
    legal: list[str]  # sorted card codes legal before the move
    explanation: Explains
    before: _St  # the state before the move
    after: _St  # the state after it
    extra: dict[str, Any] = field(default_factory=dict)  # game-specific JSON fields

    def to_json(self, lang: str = "en") -> dict[str, object]:
        return {
            "index": self.index,
            "player": self.player,
            "move": self.move,
            "legal": list(self.legal),
            "why": self.explanation.text(lang),
            **self.extra,
        }


@dataclass
class TurnsReplay(Generic[_St]):
    """The part of a replay every game shares: the first state and the turns after it."""

    game: str
    record: Mapping[str, object]
    initial: _St
    turns: list[Turn[_St]]

    @property
    def states(self) -> list[_St]:
        return [self.initial] + [turn.after for turn in self.turns]

    @property
    def final(self) -> _St:
        return self.turns[-1].after if self.turns else self.initial


def checked_step(
    turn: int,
    state: _S,
    code: object,
    parse: Callable[[Any], _M],
    explain: Callable[[_S, _M], Explains],
    apply: Callable[[_S, _M], _S],
) -> tuple[_M, Explains, _S]:
    """One move of a record: ``(move, why, state after)``. Any rule it breaks (or a bad code)
    becomes a :class:`TurnError` naming the 1-based ``turn``; the state is left unchanged."""
    try:
        move = parse(code)
        return move, explain(state, move), apply(state, move)
    except TurnError:
        raise
    except SjuanError as e:
        raise TurnError(turn, e) from None


def replay_turns(
    state: _S,
    moves: Sequence[object],
    *,
    parse: Callable[[Any], _M],
    explain: Callable[[_S, _M], Explains],
    apply: Callable[[_S, _M], _S],
    legal: Callable[[_S], list[str]],
    extra: Callable[[_S, _M, _S], dict[str, Any]],
    skip: Callable[[_S, Any, Turn | None], bool] | None = None,
) -> list[Turn[_S]]:
    """Apply ``moves`` in turn, one :class:`Turn` each, for any game: ``legal(before)`` gives the
    codes legal before a move, ``extra(before, move, after)`` the game's own JSON fields. A bad
    move raises :class:`TurnError` naming its 1-based turn (see :func:`checked_step`).
    ``skip(before, code, previous turn or None)`` lets a game read an old record's word that its rules
    no longer ask for (the turn numbers stay the record's positions)."""
    turns: list[Turn[_S]] = []
    skipped = False  # a skipped word is never followed by another skipped one
    for i, code in enumerate(moves, start=1):
        previous = None if skipped or not turns else turns[-1]
        skipped = skip is not None and skip(state, code, previous)
        if skipped:
            continue
        move, why, after = checked_step(i, state, code, parse, explain, apply)
        turns.append(
            Turn(
                index=i,
                player=state.player,
                move=move.code,
                legal=legal(state),
                explanation=why,
                before=state,
                after=after,
                extra=extra(state, move, after),
            )
        )
        state = after
    return turns


class Replay(Protocol):
    """What every game's ``replay_record`` returns."""

    game: str
    record: Mapping[str, object]
    turns: list[Turn]

    @property
    def initial(self) -> State: ...

    @property
    def states(self) -> Sequence[State]: ...

    def result_json(self) -> dict[str, object]: ...

    def to_json(self, lang: str = "en") -> dict[str, object]: ...

    def to_text(self, lang: str = "en") -> str: ...


def load_json(path: str | Path) -> Any:
    """Read a JSON file safely (:mod:`sjuan_notebooks.core.safe_read`): a missing, special,
    huge, non-UTF-8 or malformed file raises :class:`RecordError` in one sentence."""
    return load_json_file(path)


def checked_copy(
    record: Mapping[str, object], shape: RecordShape | None, options: Sequence[Any]
) -> dict[str, object]:
    """A deep copy of a record whose shape the published schema accepts (its ``"$schema"``
    dropped): ``shape`` is its family's record fields, ``options`` the game's option specs. The copy
    is the replay's own, so changing ``record`` afterwards changes nothing."""
    if depth(record) > MAX_DEPTH:
        raise RecordError("edge.too_deep", n=MAX_DEPTH)
    try:
        plain = json.loads(json.dumps(record))
    except (TypeError, ValueError):  # not JSON data (a set, an object, NaN...)
        raise RecordError("edge.not_a_record") from None
    check_record(plain, shape, options)
    plain.pop("$schema", None)
    return copy.deepcopy(plain)


# ---------------------------------------------------------------------------------------------
# Records shipped with the package (worked examples, illustrative games)


def example_names() -> list[str]:
    """Names of the records stored in the package's ``data/`` folder."""
    root = resources.files("sjuan_notebooks") / "data"
    return sorted(p.name[: -len(".json")] for p in root.iterdir() if p.name.endswith(".json"))


def load_example(name: str) -> Any:
    """A stored record by name (see :func:`example_names`); only those names are read, so a
    name can never reach a file outside the package."""
    known = example_names()
    if not isinstance(name, str) or name not in known:
        raise RecordError("edge.no_example", name=shown(name), known=", ".join(known))
    path = resources.files("sjuan_notebooks") / "data" / f"{name}.json"
    return parse_json(path.read_text(encoding="utf-8"), f"{name}.json")


@cache
def _example_titles() -> dict[str, str]:
    """The stored examples' titles (as their files write them), mapped to their names."""
    out = {}
    for name in example_names():
        title = load_example(name).get("title")
        if isinstance(title, str):
            out[title] = name
    return out


def record_title(record: Mapping[str, object], lang: str) -> str | None:
    """A record's title as a replay in ``lang`` shows it: a stored example's in ``lang``, any
    other record's as it is written (None when it has none)."""
    title = record.get("title")
    if not isinstance(title, str):
        return None
    name = _example_titles().get(title)
    return t(f"example.{name}", lang) if name is not None else title


def load_record(source: str | Path | Mapping[str, object]) -> Any:
    """A record from a dict, a file path, or the name of a stored example."""
    if isinstance(source, Mapping):
        return source
    if not isinstance(source, (str, Path)):
        raise RecordError("edge.bad_source")
    if isinstance(source, str) and source in example_names():
        return load_example(source)
    path = Path(source)
    try:
        exists = path.exists() or path.is_symlink()
    except (OSError, ValueError):  # a name too long for the file system, a NUL byte
        exists = False
    if exists or path.suffix.lower() == ".json" or isinstance(source, Path):
        return load_json(path)
    raise RecordError("edge.no_source", name=shown(str(source)), known=", ".join(example_names()))


def field_error(field_name: str, problem: str, **params: Any) -> FieldError:
    """The error for a record field: ``problem`` is an ``edge.problem.*`` key."""
    return FieldError(field_name, problem, **params)


# ---------------------------------------------------------------------------------------------
# Reading the fields every game's record shares


def check_fields(record: Mapping[str, object], known: set[str], kind: str) -> None:
    """Refuse a field the record kind does not know (a typo should not pass silently)."""
    unknown = sorted(set(record) - known)
    if unknown:
        raise field_error(unknown[0], "edge.problem.not_a_field", known=", ".join(sorted(known)))


def read_options(record: Mapping[str, object]) -> Mapping[str, object]:
    options = record.get("options", {}) or {}
    if not isinstance(options, Mapping):
        raise wrong_type("options", "object", options)
    return options


def read_players(record: Mapping[str, object]) -> list[str]:
    """The players' names, each with the gender the record's optional ``genders`` field gives
    it (``{"Kari": "f", "Ola": "m"}``), so that a Slovak sentence about the player agrees."""
    players = record.get("players")
    if not isinstance(players, list) or not players:
        raise field_error("players", "edge.problem.empty_list")
    for i, p in enumerate(players):
        if not isinstance(p, str) or name_problem(p):
            raise field_error(f"players[{i}]", "edge.problem.name")
    if len(set(players)) != len(players):
        raise field_error("players", "edge.problem.player_once")
    genders = record.get("genders") or {}
    if not isinstance(genders, Mapping):
        raise wrong_type("genders", "object", genders)
    for name, gender in genders.items():
        if name not in players:
            raise RecordError("error.unknown_player", name=shown(name), players=", ".join(players))
        if gender not in GENDERS:
            raise field_error(
                f"genders.{name}", "edge.problem.enum", value=shown(str(gender)),
                allowed=", ".join(GENDERS),
            )  # fmt: skip
    return [Person(p, genders.get(p)) for p in players]


def genders_field(players: Sequence[str]) -> dict[str, str]:
    """The ``genders`` field a record written from ``players`` carries (empty: none known)."""
    return {
        str(p): p.agreement
        for p in players
        if isinstance(p, Person) and p.agreement in GENDERS
    }  # fmt: skip


def read_deal(
    record: Mapping[str, object], players: list[str], missing: str = "edge.problem.deal_missing"
) -> tuple[list[list[str]] | None, int | None]:
    """The dealt hands (one list per seat, in seating order) or the shuffle's seed."""
    hands = record.get("hands")
    seed = record.get("seed")
    if hands is None and seed is None:
        raise field_error("hands", missing)
    if hands is None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise wrong_type("seed", "integer", seed)
        return None, seed
    if not isinstance(hands, Mapping):
        raise wrong_type("hands", "object", hands)
    for name in hands:
        if name not in players:
            raise RecordError("error.unknown_player", name=shown(name), players=", ".join(players))
    hand_lists = [hands.get(p, []) for p in players]
    for p, h in zip(players, hand_lists):
        if not isinstance(h, list) or not all(isinstance(c, str) for c in h):
            raise wrong_type(f"hands.{p}", "array", h)
    return hand_lists, None


def read_moves(record: Mapping[str, object], what: str = "") -> list[str]:
    moves = record.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise wrong_type("moves", "array", moves)
    return moves
