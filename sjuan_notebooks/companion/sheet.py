"""Femkamp and Sjukamp at a real table: the score sheet filled deal by deal.

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

from ..core.errors import Phrase, SjuanError
from ..femkamp.order import deal_title
from ..femkamp.scoresheet import ScoreSheet, parse_int
from .errors import EntryError
from .game import TRACKERS, Flag, Setup


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

    family = "femkamp"
    wants_number = True

    @property
    def over(self) -> bool:
        return self.column >= len(self.sheet.deals)

    @property
    def player(self) -> str | None:
        return None if self.over else self.players[len(self.values)]

    @property
    def deal(self) -> str:
        return self.sheet.deals[min(self.column, len(self.sheet.deals) - 1)]

    def asked(self) -> tuple[str, dict[str, Any]]:
        if self.over:
            report = self.sheet.check()
            if report.winner is None:
                return "companion.ask.sheet_tied", {"players": ", ".join(report.tied)}
            return "companion.ask.sheet_over", {"player": report.winner}
        return "companion.ask.sheet", {
            "deal": _Title(self.deal), "n": self.column + 1, "player": self.player,
        }  # fmt: skip

    def cards_first(self) -> list[Any]:
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
        return SheetTable(setup.game, setup.players, sheet, 0, ())

    def step(self, state: SheetTable, entry: str) -> SheetTable:
        state = replace(state, entries=state.entries + 1)
        if state.over:
            raise EntryError("companion.error.match_over")
        text, _, who = entry.partition("@")
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
