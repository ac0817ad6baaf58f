"""Seats and the dealer: who sits where, by name or index, for every game."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import RecordError


def player_names(players: Sequence[str] | int) -> tuple[str, ...]:
    """Names for the seats: given, or A, B, C, ... for a number of players."""
    if isinstance(players, int):
        return tuple(chr(ord("A") + i) for i in range(players))
    return tuple(players)


def seat_of(players: tuple[str, ...] | list[str], who: int | str) -> int:
    """A seat index from an index or a player's name (an unknown name is a RecordError)."""
    if isinstance(who, int):
        return who
    try:
        return list(players).index(who)
    except ValueError:
        raise RecordError("error.unknown_player", name=who, players=", ".join(players)) from None


def dealer_seat(players: tuple[str, ...] | list[str], dealer: int | str | None) -> int:
    """The dealer's seat: by name or index; by default the last seat, so that the first seat
    (left of the dealer) is dealt to first and leads."""
    if dealer is None:
        return len(players) - 1
    if isinstance(dealer, str):
        return seat_of(players, dealer)
    return dealer % len(players)
