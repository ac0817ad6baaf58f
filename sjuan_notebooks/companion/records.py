"""The record of a game entered at a table, whatever its family: the deal being entered or
the last one finished (Sevens, hands reconstructed where the table did not enter them), the
match so far (Sedma), or the score sheet (Femkamp, Sjukamp: a sheet, not a record of moves)."""

from __future__ import annotations

from typing import Any

from .game import TableGame
from .sedma import SedmaTable, match_record
from .sevens import SevensTable, deal_record
from .sheet import SheetTable


def table_record(game: TableGame, note: str = "") -> dict[str, Any] | None:
    """The record the stepper and the CLI replay (None: nothing to record yet, or a score
    sheet); a :class:`~sjuan_notebooks.core.errors.ReconstructionError` when no deal fits
    the Sevens deal as entered. ``note`` goes in a record whose hands were reconstructed."""
    state = game.state
    if isinstance(state, SedmaTable):
        return match_record(state) if state.games or state.moves else None
    if isinstance(state, SevensTable):
        if state.moves and state.phase == "play":
            return deal_record(state, note=note)
        if state.deals:
            return deal_record(state, state.deals[-1], note=note)
    return None


def sheet_of(game: TableGame) -> dict[str, Any] | None:
    """The score sheet a Femkamp or Sjukamp game keeps (the JSON the CLI's ``scoresheet``
    checks), None for other games."""
    state = game.state
    return state.sheet.to_json() if isinstance(state, SheetTable) else None


__all__ = ["sheet_of", "table_record"]
