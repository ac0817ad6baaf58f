"""The rule texts' tips put to the test, and the solver's view of whole deals.

- :mod:`.studies`: seeded tournaments and tip values with Wilson intervals (Sevens on the numpy
  batch simulator, imported when a tournament runs; Femkamp/Sjukamp and Sedma on the engines)
- :mod:`.perfect`: annotating a recorded Sevens deal, and a deal played perfectly (max^n)
- :mod:`.verdicts`: the solver's verdict on each legal move, for the widgets
"""

from __future__ import annotations

from .perfect import PerfectTurn, TurnNote, annotate, perfect_play, solve_whole_deal
from .studies import (
    Rate,
    RoundsEdge,
    Study,
    TipValues,
    Tournament,
    measured_tip_rate,
    red_king_rate,
    rounds_edge,
    study,
    tip_values,
    tournament,
    wilson,
)
from .verdicts import MoveVerdict, solver_verdicts

__all__ = [
    "MoveVerdict",
    "PerfectTurn",
    "Rate",
    "RoundsEdge",
    "Study",
    "TipValues",
    "Tournament",
    "TurnNote",
    "annotate",
    "measured_tip_rate",
    "perfect_play",
    "red_king_rate",
    "rounds_edge",
    "solve_whole_deal",
    "solver_verdicts",
    "study",
    "tip_values",
    "tournament",
    "wilson",
]
