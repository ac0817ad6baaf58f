"""The record a table writes as it plays: the game's own JSON (``core/records.py``), the one the
stepper and the CLI replay, with the deal given by its seed. The table's state is always the
replay of this record's moves: a game (and each game of a match) starts as the record's replay,
and each move the engine allows is added to the record as it is applied.

The games keep one record shape for a match each (Sedma's ``"games"``, Femkamp's and Sjukamp's
``"deals"``); a table needs only where a match's games go and how to read the game in play
back from the replay, which is all this module knows of any family.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.contract import State
from ..core.registry import get_game, replay


@dataclass(frozen=True)
class Shape:
    """How one family's record holds a table's games: ``games_key`` names the list of a
    match's games (None: one game, its moves at the top)."""

    games_key: str | None

    def new(
        self, game: str, options: Mapping[str, object], players: list[str], seed: int
    ) -> dict[str, Any]:
        record: dict[str, Any] = {"game": game, "options": dict(options), "players": players}
        if self.games_key is None:
            record.update(seed=seed, moves=[])
        else:
            record[self.games_key] = [{"seed": seed, "moves": []}]
        return record

    def add_game(self, record: dict[str, Any], seed: int) -> None:
        if self.games_key is None:
            raise ValueError("a single game has no next game")
        record[self.games_key].append({"seed": seed, "moves": []})

    def moves(self, record: Mapping[str, Any]) -> list[str]:
        """The moves of the game in play (the list itself, to add to)."""
        if self.games_key is None:
            return record["moves"]
        return record[self.games_key][-1]["moves"]

    def games_played(self, record: Mapping[str, Any]) -> int:
        return 1 if self.games_key is None else len(record[self.games_key])


#: each family's shape (a new family with matches adds its line)
SHAPES: dict[str, Shape] = {
    "sevens": Shape(None),
    "sedma": Shape("games"),
    "femkamp": Shape("deals"),
}


def shape_of(game: str) -> Shape:
    return SHAPES[get_game(game).family]


@dataclass(frozen=True)
class Replayed:
    """A table's record read back: the game in play as it started and as it stands, and the
    match so far (None for a single game) with whether it is decided."""

    initial: State
    final: State
    match: object
    match_over: bool


def replayed(record: Mapping[str, object]) -> Replayed:
    """Replay ``record`` and read the game in play out of it, in each family's terms."""
    rep: Any = replay(record)
    family = get_game(record["game"]).family
    if family == "sedma" and hasattr(rep, "games"):
        last = rep.games[-1]
        match = rep.matches[-1]
        return Replayed(last.initial, last.final, match, bool(match.over))
    if family == "femkamp" and rep.is_match:
        last = rep.deals[-1]
        return Replayed(last.initial, last.final, rep.match, bool(rep.match.is_over))
    return Replayed(rep.initial, rep.final, None, False)


__all__ = ["SHAPES", "Replayed", "Shape", "replayed", "shape_of"]
