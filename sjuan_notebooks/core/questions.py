"""What a quiz asks, and where a game's quiz positions come from.

A game's quiz positions are its own: the rule text's worked examples and deals from fixed
seeds, chosen by whoever knows the game. So each family declares them beside its engine (the
family's ``quizzes.py``) and registers them with the game (:attr:`GameSpec.quizzes
<sjuan_notebooks.core.registry.GameSpec>`); the builders that turn sources into questions
(:mod:`sjuan_notebooks.views.questions`) and the quiz widgets know no game. The shapes live
here, in the core, because a family's trick hook builds a :class:`TrickQuestion` and the
families may import nothing above the core.

Every shape is typed by the game's state (``S``, the contract's), so a Sedma question's
``state`` is a Sedma state to mypy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from .cards import Card
from .contract import S

#: a score sheet (Femkamp's), as far as a sheet quiz needs one
Sh = TypeVar("Sh", bound="Sheet")


class Sheet(Protocol):
    """A score sheet: players, deals in sheet order, and cells to read and to spoil."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def deals(self) -> tuple[str, ...]: ...

    def cell(self, player: str, deal: str) -> int: ...

    def with_cell(self, player: str, deal: str, value: int) -> Sheet: ...


# ---------------------------------------------------------------------------------------------
# The questions


@dataclass(frozen=True)
class LegalQuestion(Generic[S]):
    """A position and the cards its player to move may play.

    ``moves`` is every legal move as a record writes it, so a pass (a forced one, or standing
    over beside playable cards) is part of the answer; ``whole_hand`` marks a position asked
    on purpose although every card of the hand may be played (void in the suit led)."""

    state: S
    legal: tuple[str, ...]  # card codes, canonical order
    moves: tuple[str, ...] = ()
    whole_hand: bool = False

    @property
    def may_pass(self) -> bool:
        return "pass" in self.moves


@dataclass(frozen=True)
class TrickQuestion(Generic[S]):
    """A finished trick: who played what, who took it, and the points it gave the taker."""

    before: S  # the state before the trick's first card
    after: S  # the state just after the trick was taken
    plays: tuple[tuple[int, Card], ...]
    winner: int  # seat
    points: int
    deal: str  # "sedma", or the Femkamp/Sjukamp deal name
    trump: str | None = None


@dataclass(frozen=True)
class SheetQuestion(Generic[Sh]):
    """A score sheet with exactly one impossible column."""

    sheet: Sh
    wrong: int  # column index (0-based) into sheet.deals


# ---------------------------------------------------------------------------------------------
# Where the positions come from


@dataclass(frozen=True)
class Example:
    """Positions of a stored example (``core.records.load_example``), before move ``turn + 1``
    for each of ``turns``; ``whole_hand``: the positions are asked although the whole hand
    may be played (the builder checks that they are)."""

    name: str
    turns: tuple[int, ...]
    whole_hand: bool = False


@dataclass(frozen=True)
class Seeded:
    """Teaching positions of one deal of ``game`` dealt with ``seed`` (with ``options``) and
    played on by random legal moves from the same seed: the first ``count``, or those of
    them numbered in ``pick`` (0-based)."""

    game: str
    players: int
    seed: int
    count: int
    options: Mapping[str, object] | None = None
    pick: tuple[int, ...] | None = None


Source = Example | Seeded


@dataclass(frozen=True)
class SheetSource(Generic[Sh]):
    """A right sheet (made on demand: a Sjukamp match takes a moment) and the mistakes each
    question writes into it: (player index, deal, amount added to the right value)."""

    sheet: Callable[[], Sh]
    mistakes: tuple[tuple[int, str, int], ...]


#: a family's trick hook: given the state at a trick's start and a later state, the question of
#: the trick that state has just finished (None: that trick is not over yet)
TrickHook = Callable[[S, S], TrickQuestion[S] | None]


@dataclass(frozen=True)
class Quizzes(Generic[S, Sh]):
    """A game's quizzes, each set by name (a game's own name, or a named set such as
    ``"sjuern-stand"``): "which cards may be played?" (``legal``), "who takes this trick?"
    (``tricks``: a stored example's name and which of its tricks, 0-based; ``trick`` finds
    the tricks in the game's states) and "which column is impossible?" (``sheets``, on the
    game's sheet type ``Sh``)."""

    legal: Mapping[str, tuple[Source, ...]] = field(default_factory=dict)
    tricks: Mapping[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    trick: TrickHook[S] | None = None
    sheets: Mapping[str, SheetSource[Sh]] = field(default_factory=dict)


__all__ = [
    "Example",
    "LegalQuestion",
    "Quizzes",
    "Seeded",
    "Sheet",
    "SheetQuestion",
    "SheetSource",
    "Source",
    "TrickHook",
    "TrickQuestion",
]
