"""The Sedma family: Slovak Sedma, 32 German-suited cards, sevens wild, 2-4 players.

- :mod:`.engine`: rules and options, the state, legal moves, apply, results, explanations
- :mod:`.match`: games played to ``target`` win points
- :mod:`.record`: reading and replaying records; :mod:`.players`: tip players and policies
- :mod:`.register`: the game as the registry knows it
"""

from __future__ import annotations

from . import register as _register  # noqa: F401  (registers sedma)
from .engine import (
    SHOW,
    STOP,
    SedmaResult,
    SedmaRules,
    SedmaState,
    apply,
    explain,
    game_result,
    legal_moves,
    new_game,
)
from .match import SedmaMatch, new_match, next_game, play_match, record_game
from .record import SedmaReplay, replay_record, to_record

__all__ = [
    "SHOW",
    "STOP",
    "SedmaMatch",
    "SedmaReplay",
    "SedmaResult",
    "SedmaRules",
    "SedmaState",
    "apply",
    "explain",
    "game_result",
    "legal_moves",
    "new_game",
    "new_match",
    "next_game",
    "play_match",
    "record_game",
    "replay_record",
    "to_record",
]
