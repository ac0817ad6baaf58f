"""After the game: the moves that mattered and where the game turned, by the package's judges.

Sevens: the solver's exact verdicts (all hands open, on the deal the record holds: the real one
when every card was entered, else one the reconstruction found consistent with every turn) on
each move once few enough cards are left to solve at once, and the first move after which the
deal's winner could force going out first whatever the others did.

Sedma: the tip players' view of every move, and an exact search of the last tricks (once the
stock is empty) on the known hands: the first move after which the winning side's win was
forced.

"Where the game turned" is searched backwards from the end, as far as the exact search reaches;
the review says from which turn on it searched.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import SearchBudgetError, SjuanError
from ..core.players import move_word, tip_verdict
from ..core.registry import api_for, get_game, replay
from ..i18n import join_list, t
from ..sedma.engine import SedmaState, game_result
from ..sedma.engine import apply as sedma_apply
from ..sedma.engine import legal_moves as sedma_legal
from ..sevens.engine import SevensState
from ..sevens.solver import Solver, SolverStats
from ..tactics.verdicts import SOLVE_MAX_CARDS, solver_verdicts

#: positions a Sedma end search may visit before it stops (a count, so every machine agrees)
SEDMA_BUDGET = 300_000
#: positions the solver may visit for one position of more than ``SOLVE_MAX_CARDS`` cards
#: (the play table's own budget for its verdicts)
SEVENS_BUDGET = 200_000


@dataclass(frozen=True)
class Mark:
    """A move that mattered: its turn (1-based, the record's), who made it, the move, and the
    sentence's key and parameters."""

    turn: int
    player: str
    move: str
    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    pack: str = "french"

    def text(self, lang: str = "en") -> str:
        params = {k: (v(lang) if callable(v) else v) for k, v in self.params.items()}
        return t(self.key, lang, turn=self.turn, player=self.player,
                 move=move_word(self.move, lang, self.pack), **params)  # type: ignore[arg-type]  # fmt: skip


@dataclass(frozen=True)
class Review:
    """The replay's marks, and where the game turned: the turn after which the winner's result
    was forced (0: from the deal itself; ``early``: already at the first position the exact
    search reached, so perhaps sooner), the winner, and the first turn searched exactly."""

    marks: tuple[Mark, ...]
    turn: int
    player: str
    move: str
    winner: str
    searched_from: int
    pack: str = "french"
    early: bool = False  # decided at or before the first position the search reached

    def turned_text(self, lang: str = "en") -> str:
        if self.early:
            text = t("companion.turned.before", lang, turn=self.turn, winner=self.winner)
        elif self.turn == 0:
            text = t("companion.turned.start", lang, winner=self.winner)
        else:
            text = t(
                "companion.turned", lang, turn=self.turn, player=self.player,
                move=move_word(self.move, lang, self.pack), winner=self.winner,  # type: ignore[arg-type]
            )  # fmt: skip
        return text


def review(record: Mapping[str, Any]) -> Review | None:
    """The review of a finished game's record (None: the game is not finished, or its family
    has no judge)."""
    rp: Any = replay(record)
    final = rp.final
    if isinstance(final, SevensState):
        return _sevens(rp) if final.is_over else None
    if isinstance(final, SedmaState):
        return _sedma(rp) if final.over else None
    return None


class _Budget(SolverStats):
    """Solver statistics that stop a search once it has visited :data:`SEVENS_BUDGET`
    positions (a count, so every machine agrees on how far the review reaches)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "nodes" and value > SEVENS_BUDGET:
            raise SearchBudgetError(n=SEVENS_BUDGET)
        super().__setattr__(name, value)


def _sevens(rp: Any) -> Review:
    states = rp.states
    final = states[-1]
    winner = final.winner
    solver = Solver()
    budgeted = Solver(stats=_Budget())
    marks: list[Mark] = []
    decided = len(states) - 1
    searched = len(states) - 1  # the final position needs no search
    for i in range(len(states) - 2, -1, -1):
        state = states[i]
        try:
            if sum(h.bit_count() for h in state.hands) > SOLVE_MAX_CARDS:
                wins = budgeted.wins(state, winner)
            else:
                wins = solver.wins(state, winner)
        except SearchBudgetError:
            break
        searched = i
        if not wins:
            break
        decided = i
    for turn in rp.turns:
        if turn.index - 1 < searched:
            continue
        verdicts = solver_verdicts(turn.before, solver, budget=SEVENS_BUDGET)
        verdict = (verdicts or {}).get(turn.move)
        if verdict is None:
            continue
        if verdict.kind == "throws_away":
            marks.append(Mark(turn.index, turn.player, turn.move, "companion.mark.throws_away",
                              {"kept": _word(verdict.suggested)}))  # fmt: skip
        elif verdict.kind == "gives":
            marks.append(Mark(turn.index, turn.player, turn.move, "companion.mark.gives",
                              {"players": _names(verdict.gained)}))  # fmt: skip
    mover, move = ("", "")
    if decided:
        mover, move = rp.turns[decided - 1].player, rp.turns[decided - 1].move
    early = decided == searched and decided > 0
    return Review(tuple(marks), decided, mover, move, final.players[winner], searched + 1,
                  early=early)  # fmt: skip


def _word(code: str | None) -> Any:
    return lambda lang: move_word(code or "", lang)


def _names(names: tuple[str, ...]) -> Any:
    return lambda lang: join_list(list(names), lang)


def _sedma(rp: Any) -> Review:
    games = getattr(rp, "games", None) or [rp]
    last = games[-1]
    offset = len(rp.turns) - len(last.turns)
    states = last.states
    final = states[-1]
    result = game_result(final)
    side = result.winner
    api = api_for("sedma")
    marks: list[Mark] = []
    for turn in rp.turns:
        legal = api.legal_moves(turn.before)
        if len(legal) < 2:
            continue
        view = api.view(turn.before, turn.before.to_move)
        chosen = next((m for m in legal if api.move_code(m) == turn.move), None)
        if chosen is None:
            continue
        verdict = tip_verdict("sedma", view, legal, chosen)
        if not verdict.agrees:
            marks.append(Mark(turn.index, turn.player, turn.move, "companion.mark.tips",
                              {"tip": _tip(verdict.suggested)}, "sedma"))  # fmt: skip
    memo: dict[Any, int] = {}
    budget = [SEDMA_BUDGET]
    decided = len(states) - 1
    searched = len(states) - 1
    for i in range(len(states) - 2, -1, -1):
        state = states[i]
        if state.stock:
            break
        try:
            value = _value(state, memo, budget)
        except SearchBudgetError:
            break
        searched = i
        if value != side:
            break
        decided = i
    label = result.label(side)
    mover, move = "", ""
    if decided:
        turn = last.turns[decided - 1]
        mover, move = turn.player, turn.move
    early = decided == searched and decided > 0
    return Review(tuple(marks), decided + offset if decided else 0, mover, move, str(label),
                  searched + 1 + offset, "sedma", early)  # fmt: skip


def _tip(code: object) -> Any:
    return lambda lang: move_word(code, lang, "sedma")


def _value(state: SedmaState, memo: dict[Any, int], budget: list[int]) -> int:
    """The side (0 or 1, as :attr:`SedmaState.sides`) that wins ``state`` with best play by
    both sides, all hands open."""
    if state.over:
        return game_result(state).winner
    found = memo.get(state)
    if found is not None:
        return found
    budget[0] -= 1
    if budget[0] < 0:
        raise SearchBudgetError(n=SEDMA_BUDGET)
    mine = state.side_of(state.to_move)
    best = None
    for move in sedma_legal(state):
        value = _value(sedma_apply(state, move), memo, budget)
        best = value
        if value == mine:
            break
    assert best is not None
    memo[state] = best
    return best


def game_review(record: Mapping[str, Any]) -> tuple[Review | None, SjuanError | None]:
    """:func:`review`, or why there is none, as one sentence's error."""
    try:
        return review(record), None
    except SjuanError as e:
        return None, e


__all__ = ["Mark", "Review", "game_review", "review", "get_game"]
