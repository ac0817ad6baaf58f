"""Seats and the dealer: who sits where, by name or index, for every game; and what a
player's name may be."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence

from .errors import Phrase, PlayerCountError, RecordError, UnknownOptionError
from .safe_read import shown, type_word

MAX_NAME = 40
_BAD_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def name_problem(name: object) -> bool:
    """True when ``name`` cannot be a player's name: not a text, empty, only spaces, longer
    than :data:`MAX_NAME`, or holding a control, format or separator character (a newline, an
    ANSI escape, a direction mark), which would reach a terminal or a page raw."""
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        return True
    return any(unicodedata.category(ch) in _BAD_CATEGORIES for ch in name)


def clean_name(name: object) -> str:
    """``name`` safe to show: control and format characters dropped, cut to 40 characters
    (names are refused on the way in; this guards what is shown whatever its source)."""
    text = name if isinstance(name, str) else str(name)
    text = "".join(ch for ch in text if unicodedata.category(ch) not in _BAD_CATEGORIES)
    return text[:MAX_NAME] or "?"


def player_names(players: Sequence[str] | int) -> tuple[str, ...]:
    """Names for the seats: given (each a usable name, each once), or A, B, C, ... for a
    number of players."""
    if isinstance(players, int) and not isinstance(players, bool):
        if not 0 <= players <= 26:
            raise PlayerCountError("edge.player_number", n=players)
        return tuple(chr(ord("A") + i) for i in range(players))
    if isinstance(players, (str, bytes, Mapping)) or not isinstance(players, (list, tuple)):
        raise RecordError("edge.names_type", got=type_word(players))
    names = tuple(players)
    for name in names:
        if name_problem(name):
            raise RecordError("edge.bad_name", name=shown(name))
    for name in names:
        if names.count(name) > 1:
            raise RecordError("edge.name_twice", name=name)
    return names


def seat_of(players: tuple[str, ...] | list[str], who: int | str) -> int:
    """A seat index from an index or a player's name (anything else is a RecordError)."""
    if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < len(players):
        return who
    if isinstance(who, str) and who in players:
        return list(players).index(who)
    if isinstance(who, str):
        raise RecordError("error.unknown_player", name=shown(who), players=", ".join(players))
    raise RecordError(
        "edge.bad_seat", seat=shown(who), hi=len(players) - 1, players=", ".join(players)
    )


def dealer_seat(players: tuple[str, ...] | list[str], dealer: int | str | None) -> int:
    """The dealer's seat: by name or index; by default the last seat, so that the first seat
    (left of the dealer) is dealt to first and leads."""
    if dealer is None:
        return len(players) - 1
    if isinstance(dealer, str) and dealer in players:
        return list(players).index(dealer)
    if isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < len(players):
        return dealer
    if isinstance(dealer, str):
        raise RecordError("error.unknown_player", name=shown(dealer), players=", ".join(players))
    raise RecordError("edge.bad_dealer", dealer=shown(dealer), hi=len(players) - 1)


def check_rules(rules: object, cls: type, game: str) -> None:
    """Refuse a ``rules`` argument that is not the engine's rule-set type."""
    if not isinstance(rules, cls):
        raise UnknownOptionError("edge.not_rules", game=game)


def check_hands_shape(hands: object, n: int) -> None:
    """Dealt hands given in code are one list of cards per seat, ``n`` of them (the cards are
    each game's to check): a text or a number where a list belongs is refused here, before a
    game would read a word as its letters."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise RecordError("edge.hands_type")
    if len(hands) != n:
        raise RecordError(
            "edge.hands_count", players=Phrase("count.players", n=n),
            hands=Phrase("count.hands", n=len(hands)),
        )  # fmt: skip
    if any(isinstance(h, (str, bytes)) or not isinstance(h, Sequence) for h in hands):
        raise RecordError("edge.hands_type")


def check_seed(seed: object) -> None:
    """A shuffle's seed is a whole number (or None for a random one)."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise UnknownOptionError("edge.whole_number", name="seed", value=shown(seed))
