"""The Sevens family: Sjuan (Swedish), Sjuern (Norwegian) and Kabal, one engine for all three.

- :mod:`.engine`: rules and options, the immutable state, legal moves, apply, explanations
- :mod:`.record`: reading and replaying records; :mod:`.match`: several deals scored together
- :mod:`.players`: the tip players and the search player
- :mod:`.solver`: exact search (paranoid and max^n); :mod:`.batch`: the numpy batch simulator
  (imported on demand: the rest of the package runs without numpy);
  :mod:`.reconstruct`: a full deal consistent with a partial record
- :mod:`.register`: the three games as the registry knows them
"""

from __future__ import annotations

from . import register as _register  # noqa: F401  (registers sjuan, sjuern, kabal)
from .engine import (
    GAMES,
    PASS,
    Explanation,
    Move,
    SevensResult,
    SevensRules,
    SevensState,
    apply,
    deal_result,
    explain,
    legal_moves,
    new_deal,
    option_specs,
    parse_move,
    seat_view,
    with_rules,
)
from .match import SevensMatch, play_match
from .record import SevensReplay, replay_record, to_record

__all__ = [
    "GAMES",
    "PASS",
    "Explanation",
    "Move",
    "SevensMatch",
    "SevensReplay",
    "SevensResult",
    "SevensRules",
    "SevensState",
    "apply",
    "deal_result",
    "explain",
    "legal_moves",
    "new_deal",
    "option_specs",
    "parse_move",
    "play_match",
    "replay_record",
    "seat_view",
    "to_record",
    "with_rules",
]
