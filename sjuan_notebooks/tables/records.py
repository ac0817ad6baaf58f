"""The record a table writes as it plays: the game's own JSON (``core/records.py``), the one the
stepper and the CLI replay, with the deal given by its seed. The table's state is always the
replay of this record's moves: a game (and each game of a match) starts as the record's replay,
and each move the engine allows is added to the record as it is applied.

Where a match's games go in a record, and how to read the game in play back from its replay, is
each family's to say: its games' specs carry a :class:`~sjuan_notebooks.core.contract.TableShape`
(``GameSpec.table``), so this module names no family.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..core.contract import State, TableShape
from ..core.registry import get_game, replay

#: the name the tables have always used for a family's table shape
Shape = TableShape


def shape_of(game: str) -> TableShape:
    """How ``game``'s record holds a table's games (the registry check in the contract test
    makes sure every registered game declares one)."""
    shape = get_game(game).table
    if shape is None:
        raise LookupError(f"game {game}: no table shape; add `table=` to its GameSpec")
    return shape


@dataclass(frozen=True)
class Replayed:
    """A table's record read back: the game in play as it started and as it stands, and the
    match so far (None for a single game) with whether it is decided."""

    initial: State
    final: State
    match: object
    match_over: bool


def replayed(record: Mapping[str, object]) -> Replayed:
    """Replay ``record`` and read the game in play out of it, in its family's terms."""
    initial, final, match, over = shape_of(str(record["game"])).in_play(replay(record))
    return Replayed(initial, final, match, over)


__all__ = ["Replayed", "Shape", "replayed", "shape_of"]
