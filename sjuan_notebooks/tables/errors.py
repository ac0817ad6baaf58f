"""What a table refuses, one type per reason: a page shows the sentence in its language, and a
refused action has changed nothing at the table."""

from __future__ import annotations

from ..core.errors import SjuanError


class TableError(SjuanError):
    """Base class of everything a table refuses."""

    key = "table.error.generic"


class NicknameError(TableError):
    """A nickname refused: empty, too long, or with characters a name may not hold."""

    key = "class.nickname.bad_char"


class UnknownTableError(TableError):
    """A code that names no open table."""

    key = "table.error.unknown_code"


class TableFullError(TableError):
    """Every seat for a person is taken, by other nicknames."""

    key = "table.error.full"


class NicknameTakenError(TableError):
    """The nickname is someone else's at this table (in another browser)."""

    key = "table.error.nickname_taken"


class TableSeatsError(TableError):
    """A table opened with no seat for a person, or with a number of seats the game does not
    allow."""

    key = "table.error.no_human"


class NotSeatedError(TableError):
    """An action from a page that holds no seat at the table."""

    key = "table.error.not_seated"


class SeatMovedError(TableError):
    """An action from a tab whose seat a newer tab of the same student has taken."""

    key = "table.error.seat_moved"


class NotYourTurnError(TableError):
    """A move by a seat that is not to move (or while the table waits for players)."""

    key = "table.error.not_your_turn"


class StaleError(TableError):
    """A move chosen on a page drawn before another move was made."""

    key = "table.error.stale"


class TableMoveError(TableError):
    """A move the game's rules do not allow now."""

    key = "table.error.illegal"


class TableStateError(TableError):
    """An action the table's state does not allow (the next game before this one ended)."""

    key = "table.error.not_over"


__all__ = [
    "NicknameError",
    "NicknameTakenError",
    "NotSeatedError",
    "NotYourTurnError",
    "SeatMovedError",
    "StaleError",
    "TableError",
    "TableFullError",
    "TableMoveError",
    "TableSeatsError",
    "TableStateError",
    "UnknownTableError",
]
