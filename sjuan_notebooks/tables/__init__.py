"""Tables for a class: several people (and computer players) at one game, each from their own
page of the class server.

The class server runs every student's page in one process, so a table shared by four pages is
one Python object and needs no database and no second server. This package is that object and
nothing else: it imports no widget library and no page framework, so its rules (who may move,
what each seat may see, what a stale click does) are tested without a browser, and the pages
above it (``widgets/seat.py``, the class server) only show what it hands them. It sits beside
``tactics``, above the games: it plays any registered game through the registry and its
``api_for(game)``, and writes the game's own record.
"""

from .errors import (
    NicknameError,
    NicknameTakenError,
    NotSeatedError,
    NotYourTurnError,
    SeatMovedError,
    StaleError,
    TableError,
    TableFullError,
    TableMoveError,
    TableSeatsError,
    TableStateError,
    UnknownTableError,
)
from .nicknames import NICKNAME_MAX, clean_nickname
from .table import (
    CODE_ALPHABET,
    CODE_LENGTH,
    LogLine,
    SeatInfo,
    Snapshot,
    Tables,
    TableSummary,
    Verdict,
)

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "NICKNAME_MAX",
    "LogLine",
    "NicknameError",
    "NicknameTakenError",
    "NotSeatedError",
    "NotYourTurnError",
    "SeatInfo",
    "SeatMovedError",
    "Snapshot",
    "StaleError",
    "TableError",
    "TableFullError",
    "TableMoveError",
    "TableSeatsError",
    "TableStateError",
    "TableSummary",
    "Tables",
    "UnknownTableError",
    "Verdict",
    "clean_nickname",
]
