"""The solver's verdict on each legal move of a Sevens position, for the play table and the
"what would you play?" widget: which moves keep a forced win, throw one away, or give one to
another seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import SearchBudgetError
from ..core.players import move_word
from ..i18n import join_list, t
from ..sevens.engine import SevensState, apply, legal_moves
from ..sevens.solver import Solver, SolverStats

#: Solve a position outright when at most this many cards remain in all hands. Measured
#: (benchmark in ``docs/tactics.md``): every legal move of such a position is solved in a few
#: milliseconds in 2- to 4-player deals, stand-overs and extra turns included.
SOLVE_MAX_CARDS = 24
#: Above :data:`SOLVE_MAX_CARDS`, try anyway and give up after this many searched positions
#: (a count, not a time, so the verdicts are the same on every machine).
SOLVE_BUDGET = 200_000


def budget_stats(limit: int) -> SolverStats:
    class BudgetStats(SolverStats):
        """Solver statistics that stop the search once ``nodes`` passes ``limit``."""

        def __setattr__(self, name: str, value: Any) -> None:
            if name == "nodes" and value > limit:
                raise SearchBudgetError(n=limit)
            super().__setattr__(name, value)

    return BudgetStats()


@dataclass(frozen=True)
class MoveVerdict:
    """What the solver (all hands open, the others playing as one side) says about one move.

    ``kind``: "keeps" (the mover could force going out first and still can), "throws_away"
    (could before, cannot after), "gives" (the mover had no forced win and the move lets
    another seat force one that could not before), or "open" (none of these).
    """

    move: str
    player: str
    kind: str
    keeping: tuple[str, ...]  # the mover's moves that keep the mover's forced win
    gained: tuple[str, ...]  # seats that can force a win after the move and not before

    @property
    def suggested(self) -> str | None:
        """The first move (canonical order) that would have kept the forced win."""
        return self.keeping[0] if self.kind == "throws_away" and self.keeping else None

    def text(self, lang: str = "en", code: Any = None) -> str:
        """One clause, e.g. "throws away your forced win — the eight of hearts would have kept
        it".

        ``code`` renders a move code for the reader (default: the card's name, or the
        language's word for a pass)."""
        show = code or (lambda c: move_word(c, lang))
        if self.kind == "throws_away":
            return t("tactics.solver.throws_away", lang, move=show(self.suggested))
        if self.kind == "gives":
            return t("tactics.solver.gives", lang, players=join_list(list(self.gained), lang))
        return t(f"tactics.solver.{self.kind}", lang)

    def to_json(self) -> dict[str, object]:
        return {
            "move": self.move,
            "player": self.player,
            "kind": self.kind,
            "keeping": list(self.keeping),
            "gained": list(self.gained),
        }


def solver_verdicts(
    state: SevensState,
    solver: Solver | None = None,
    max_cards: int = SOLVE_MAX_CARDS,
    budget: int | None = SOLVE_BUDGET,
) -> dict[str, MoveVerdict] | None:
    """The solver's verdict on every legal move of ``state`` (full hands needed), by move code;
    None when the position is too big: more than ``max_cards`` cards in hands and the search
    would pass ``budget`` positions (``budget=None``: no attempt above ``max_cards``)."""
    if state.winner is not None:
        return {}
    left = sum(h.bit_count() for h in state.hands)
    if left > max_cards:
        if budget is None:
            return None
        solver = Solver(stats=budget_stats(budget))
        try:
            return _verdicts(state, solver)
        except SearchBudgetError:
            return None
    return _verdicts(state, solver or Solver())


def table_verdicts(state: SevensState) -> dict[str, MoveVerdict] | None:
    """The play table's judge (named by the Sevens games' specs): exact verdicts once at most
    :data:`SOLVE_MAX_CARDS` cards are left in hands, where the solver answers at once; None
    above that, so a learner's click never waits on a search."""
    return solver_verdicts(state, budget=None)


def _verdicts(state: SevensState, solver: Solver) -> dict[str, MoveVerdict]:
    names = state.players
    p = state.to_move
    moves = legal_moves(state)
    before = set(solver.winners(state))
    afters = {m.code: set(solver.winners(apply(state, m))) for m in moves}
    keeping = tuple(c for c, after in afters.items() if p in after)
    out = {}
    for code, after in afters.items():
        gained = tuple(names[s] for s in sorted(after - before))
        if p in before:
            kind = "keeps" if p in after else "throws_away"
        else:
            kind = "gives" if gained else "open"
        out[code] = MoveVerdict(code, names[p], kind, keeping if p in before else (), gained)
    return out


__all__ = [
    "SOLVE_BUDGET",
    "SOLVE_MAX_CARDS",
    "MoveVerdict",
    "solver_verdicts",
    "table_verdicts",
]
