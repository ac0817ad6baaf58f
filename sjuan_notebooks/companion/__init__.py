"""The table companion: a game played with a real pack at a real table, entered on a phone,
refereed as far as the cards on the table allow, scored as the game keeps score, then replayed
with where it turned and shared by a link. Pure: no widget, page or figure library."""

from __future__ import annotations

from . import sedma, sevens, sheet
from .errors import EntryError, LinkError, SavedGameError
from .game import TRACKERS, Flag, Setup, TableGame

__all__ = [
    "sedma",
    "sevens",
    "sheet",
    "EntryError",
    "Flag",
    "LinkError",
    "SavedGameError",
    "Setup",
    "TRACKERS",
    "TableGame",
]
