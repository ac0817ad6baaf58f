"""Game records (JSON transcripts): loading, the game registry, and the replay shape every game
shares.

A record is a dict such as ``{"game": "sjuan", "options": {...}, "players": [...],
"dealer": "D", "hands": {...} or "seed": N, "moves": ["H7", "pass", ...]}``. Each game family
provides a reader ``replay_record(record) -> Replay`` and registers it
(:mod:`sjuan_notebooks.core.registry`), which finds it by the record's ``"game"``, so the CLI,
the stepper widget and the tests treat every game alike.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

from ..i18n import t
from .errors import RecordError, SjuanError, TurnError


class Explains(Protocol):
    def text(self, lang: str = "en") -> str: ...


@dataclass(frozen=True)
class Turn:
    """One move of a replayed game, with what was legal before it and why it was allowed."""

    index: int  # 1-based
    player: str
    move: str  # a card code, "pass", "stop", "show", ...
    legal: list[str]  # sorted card codes legal before the move
    explanation: Explains
    before: Any  # the state before the move
    after: Any  # the state after it
    extra: dict[str, Any] = field(default_factory=dict)  # game-specific JSON fields

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "index": self.index,
            "player": self.player,
            "move": self.move,
            "legal": list(self.legal),
            "why": self.explanation.text(lang),
            **self.extra,
        }


@dataclass
class TurnsReplay:
    """The part of a replay every game shares: the first state and the turns after it."""

    game: str
    record: Mapping[str, Any]
    initial: Any
    turns: list[Turn]

    @property
    def states(self) -> list[Any]:
        return [self.initial] + [turn.after for turn in self.turns]

    @property
    def final(self) -> Any:
        return self.turns[-1].after if self.turns else self.initial


def checked_step(
    turn: int,
    state: Any,
    code: Any,
    parse: Callable[[Any], Any],
    explain: Callable[[Any, Any], Any],
    apply: Callable[[Any, Any], Any],
) -> tuple[Any, Any, Any]:
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
    state: Any,
    moves: Sequence[Any],
    *,
    parse: Callable[[Any], Any],
    explain: Callable[[Any, Any], Any],
    apply: Callable[[Any, Any], Any],
    legal: Callable[[Any], list[str]],
    extra: Callable[[Any, Any, Any], dict[str, Any]],
    skip: Callable[[Any, Any, Turn | None], bool] | None = None,
) -> list[Turn]:
    """Apply ``moves`` in turn, one :class:`Turn` each, for any game: ``legal(before)`` gives the
    codes legal before a move, ``extra(before, move, after)`` the game's own JSON fields. A bad
    move raises :class:`TurnError` naming its 1-based turn (see :func:`checked_step`).
    ``skip(before, code, previous turn or None)`` lets a game read an old record's word that its rules
    no longer ask for (the turn numbers stay the record's positions)."""
    turns: list[Turn] = []
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
    record: Mapping[str, Any]
    initial: Any
    turns: list[Turn]

    @property
    def states(self) -> list[Any]: ...

    def result_json(self) -> dict[str, Any]: ...

    def to_json(self, lang: str = "en") -> dict[str, Any]: ...

    def to_text(self, lang: str = "en") -> str: ...


def load_json(path: str | Path) -> Any:
    """Read a JSON file; a missing file or bad JSON raises :class:`RecordError` in one sentence."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        raise RecordError("error.no_file", path=str(path)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            "error.bad_json", path=str(path), line=e.lineno, col=e.colno, msg=e.msg
        ) from None


# ---------------------------------------------------------------------------------------------
# Records shipped with the package (worked examples, illustrative games)


def example_names() -> list[str]:
    """Names of the records stored in the package's ``data/`` folder."""
    root = resources.files("sjuan_notebooks") / "data"
    return sorted(p.name[: -len(".json")] for p in root.iterdir() if p.name.endswith(".json"))


def load_example(name: str) -> Any:
    """A stored record by name (see :func:`example_names`)."""
    path = resources.files("sjuan_notebooks") / "data" / f"{name}.json"
    if not path.is_file():
        raise RecordError(
            reason=f'there is no stored example "{name}" (known: {", ".join(example_names())}).'
        )
    return json.loads(path.read_text(encoding="utf-8"))


def load_record(source: str | Path | Mapping[str, Any]) -> Any:
    """A record from a dict, a file path, or the name of a stored example."""
    if isinstance(source, Mapping):
        return source
    path = Path(source)
    if path.suffix == ".json" or path.exists():
        return load_json(path)
    return load_example(str(source))


def field_error(field_name: str, problem: str) -> RecordError:
    return RecordError(reason=t("error.record_field", "en", field=field_name, problem=problem))


# ---------------------------------------------------------------------------------------------
# Reading the fields every game's record shares


def check_fields(record: Mapping[str, Any], known: set[str], kind: str) -> None:
    """Refuse a field the record kind does not know (a typo should not pass silently)."""
    unknown = sorted(set(record) - known)
    if unknown:
        raise field_error(unknown[0], f"is not a field of a {kind} record")


def read_options(record: Mapping[str, Any]) -> Mapping[str, Any]:
    options = record.get("options", {}) or {}
    if not isinstance(options, Mapping):
        raise field_error("options", "must be an object of option names and values")
    return options


def read_players(record: Mapping[str, Any]) -> list[str]:
    players = record.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players) or not players:
        raise field_error("players", "must be a list of player names in clockwise order")
    if len(set(players)) != len(players):
        raise field_error("players", "names each player only once")
    return players


def read_deal(
    record: Mapping[str, Any], players: list[str], missing: str = 'give "hands" or "seed"'
) -> tuple[list[list[str]] | None, int | None]:
    """The dealt hands (one list per seat, in seating order) or the shuffle's seed."""
    hands = record.get("hands")
    seed = record.get("seed")
    if hands is None and seed is None:
        raise field_error("hands", f"is missing ({missing})")
    if hands is None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise field_error("seed", "must be a whole number")
        return None, seed
    if not isinstance(hands, Mapping):
        raise field_error("hands", "must map each player to a list of cards")
    for name in hands:
        if name not in players:
            raise RecordError("error.unknown_player", name=name, players=", ".join(players))
    hand_lists = [hands.get(p, []) for p in players]
    for p, h in zip(players, hand_lists):
        if not isinstance(h, list) or not all(isinstance(c, str) for c in h):
            raise field_error(f"hands.{p}", "must be a list of card codes")
    return hand_lists, None


def read_moves(record: Mapping[str, Any], what: str) -> list[str]:
    moves = record.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise field_error("moves", f"must be a list of {what}")
    return moves
