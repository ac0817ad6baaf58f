"""The quiz questions of any game, built from the sources its family registers.

Each family declares its quiz positions beside its engine and registers them with its game
(:attr:`GameSpec.quizzes <sjuan_notebooks.core.registry.GameSpec>`, shapes in
:mod:`sjuan_notebooks.core.questions`); the builders here turn any game's sources into
questions and know no game. They live in the views layer, under the widgets, because they read
a state the way the legal-move map does (whose turn, the hand, the legal cards) through the
game's view adapter, and because nothing here needs a widget: the answer key, the handouts and
the class server build the same questions without ipywidgets.

Positions are fixed: the rule texts' worked examples and deals from fixed seeds, so a whole
class sees the same questions in the same order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TypeVar, cast

from ..core.contract import State
from ..core.errors import SjuanError
from ..core.questions import (
    Example,
    LegalQuestion,
    Quizzes,
    Seeded,
    Sheet,
    SheetQuestion,
    SheetSource,
    Source,
    TrickQuestion,
)
from ..core.records import load_example
from ..core.registry import api_for, games, get_game, replay, spec_of_state
from .base import legal_card_codes, view_of_state

T = TypeVar("T")


class QuizChoiceError(SjuanError):
    """An answer that is not among those the question offers (or points that are no number),
    or a quiz set no game registers."""

    key = "quiz.error.choice"


# ---------------------------------------------------------------------------------------------
# The registered sets


def _all_quizzes() -> list[Quizzes[State, Sheet]]:
    return [q for q in (get_game(g).quizzes for g in games()) if q is not None]


def legal_sets() -> dict[str, tuple[Source, ...]]:
    """Every registered "which cards may be played?" set by name, in registration order."""
    return {name: sources for q in _all_quizzes() for name, sources in q.legal.items()}


def trick_sets() -> dict[str, tuple[tuple[str, int], ...]]:
    """Every registered "who takes this trick?" set: name -> (example, which trick)."""
    return {name: sources for q in _all_quizzes() for name, sources in q.tricks.items()}


def sheet_sets() -> dict[str, SheetSource[Sheet]]:
    """Every registered "which column is impossible?" set by name."""
    return {name: source for q in _all_quizzes() for name, source in q.sheets.items()}


def _named(sets: Mapping[str, T], name: str) -> T:
    if name not in sets:
        raise QuizChoiceError("quiz.error.game", game=name, games=", ".join(sorted(sets)))
    return sets[name]


# ---------------------------------------------------------------------------------------------
# "Which cards may be played?"


def legal_question(state: object, whole_hand: bool = False) -> LegalQuestion[State]:
    """The question of ``state`` (anything else than a registered game's state is refused,
    one typed sentence); ``whole_hand``: asked although every card of the hand may be played,
    which is checked (a source that says so and is wrong is a broken source)."""
    view = view_of_state(state)
    moves = view.legal_moves(state)
    api = api_for(view.game_of(state))
    codes = tuple(api.move_code(m) for m in moves)
    q = LegalQuestion(cast(State, state), tuple(legal_card_codes(moves)), codes, whole_hand)
    if whole_hand and set(q.legal) != _hand(state):
        raise ValueError(f"not every card of the hand is legal here: {sorted(_hand(state))}")
    return q


def _hand(state: object) -> set[str]:
    view = view_of_state(state)
    seat = view.to_move(state)
    return set() if seat is None else {c.code for c in view.hand(state, seat)}


def teaching(state: object) -> bool:
    """A position worth asking about: the player has a real choice to make or to miss (some
    but not all of the hand is playable, or nothing is)."""
    view = view_of_state(state)
    if view.to_move(state) is None:
        return False
    hand = _hand(state)
    legal = set(legal_card_codes(view.legal_moves(state)))
    return len(hand) >= 2 and legal != hand


def seeded_positions(
    game: str,
    n_players: int,
    seed: int,
    count: int,
    options: Mapping[str, object] | None = None,
) -> list[State]:
    """``count`` teaching positions from one deal of ``game`` (with ``options``) shuffled with
    ``seed`` and played on by uniformly random legal moves drawn from ``random.Random(seed)``:
    the same positions on every machine."""
    api = api_for(game)
    rng = random.Random(seed)
    state = api.new_game(options, n_players, seed)
    out: list[State] = []
    while not api.is_over(state) and len(out) < count:
        if teaching(state):
            out.append(state)
        moves = list(api.legal_moves(state))
        state = api.apply(state, moves[rng.randrange(len(moves))])
    return out


def _questions_of(source: Source) -> list[LegalQuestion[State]]:
    if isinstance(source, Example):
        states = replay(load_example(source.name)).states
        return [legal_question(states[i], source.whole_hand) for i in source.turns]
    assert isinstance(source, Seeded)
    found = seeded_positions(source.game, source.players, source.seed, source.count,
                             source.options)  # fmt: skip
    picked = found if source.pick is None else [found[i] for i in source.pick]
    return [legal_question(s) for s in picked]


def legal_questions(name: str) -> list[LegalQuestion[State]]:
    """The fixed "which cards may be played?" questions of the set ``name`` (a game's own set
    is named after the game)."""
    sources: tuple[Source, ...] = _named(legal_sets(), name)
    return [q for source in sources for q in _questions_of(source)]


# ---------------------------------------------------------------------------------------------
# "Who takes this trick, and for how many points?"


def tricks_of(states: Sequence[State]) -> list[TrickQuestion[State]]:
    """Every finished trick along a game's states, found by the game's trick hook (Sedma, the
    Femkamp/Sjukamp trick deals, any game that registers one)."""
    if not states:
        return []
    quizzes = spec_of_state(states[0]).quizzes
    if quizzes is None or quizzes.trick is None:
        name = view_of_state(states[0]).game_of(states[0])
        raise QuizChoiceError("quiz.error.game", game=name, games=", ".join(sorted(trick_sets())))
    out: list[TrickQuestion[State]] = []
    start = states[0]
    for state in states[1:]:
        q = quizzes.trick(start, state)
        if q is not None:
            out.append(q)
            start = state
    return out


def trick_questions(name: str) -> list[TrickQuestion[State]]:
    """The fixed "who takes this trick?" questions of the set ``name``."""
    sources: tuple[tuple[str, int], ...] = _named(trick_sets(), name)
    return [tricks_of(list(replay(load_example(ex)).states))[k] for ex, k in sources]


# ---------------------------------------------------------------------------------------------
# "Which column of this score sheet is impossible?"


def base_sheet(name: str) -> Sheet:
    """The right sheet the set ``name`` spoils (the rule text's own for Femkamp; for Sjukamp,
    whose text gives none, a whole match played from a fixed seed)."""
    return _named(sheet_sets(), name).sheet()


def sheet_questions(name: str) -> list[SheetQuestion[Sheet]]:
    """The fixed "which column is impossible?" questions of the set ``name``."""
    source = _named(sheet_sets(), name)
    sheet = source.sheet()
    out: list[SheetQuestion[Sheet]] = []
    for seat, deal, delta in source.mistakes:
        player = sheet.players[seat]
        wrong = sheet.with_cell(player, deal, sheet.cell(player, deal) + delta)
        out.append(SheetQuestion(wrong, list(sheet.deals).index(deal)))
    return out


__all__ = [
    "LegalQuestion",
    "QuizChoiceError",
    "SheetQuestion",
    "TrickQuestion",
    "base_sheet",
    "legal_question",
    "legal_questions",
    "legal_sets",
    "seeded_positions",
    "sheet_questions",
    "sheet_sets",
    "teaching",
    "tricks_of",
    "trick_questions",
    "trick_sets",
]
