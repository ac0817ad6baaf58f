"""The Femkamp family: Femkamp and Sjukamp, Norwegian compendiums of five and seven deals.

- :mod:`.tricks`: the trick-taking engine and the trick deals (pass, kløver, damer, grand,
  trumf, finale); a Kabal deal is a Sevens deal (:mod:`sjuan_notebooks.sevens`)
- :mod:`.order`: the deals of a match, their titles, settling a tie
- :mod:`.match`: a whole match; :mod:`.scoresheet`: checking and totalling a paper score sheet
- :mod:`.record`: reading and replaying records; :mod:`.players`: the tip players
- :mod:`.register`: the two games as the registry knows them
"""

from __future__ import annotations

from . import register as _register  # noqa: F401  (registers femkamp, sjukamp)
from .match import Match, MatchRules, play_match
from .order import FEMKAMP_ORDER, SJUKAMP_ORDER, deal_title
from .record import FemkampReplay, replay_record
from .scoresheet import ScoreSheet
from .tricks import TrickRules, TrickState, apply, explain, legal_moves, new_any_deal, new_deal

__all__ = [
    "FEMKAMP_ORDER",
    "SJUKAMP_ORDER",
    "FemkampReplay",
    "Match",
    "MatchRules",
    "ScoreSheet",
    "TrickRules",
    "TrickState",
    "apply",
    "deal_title",
    "explain",
    "legal_moves",
    "new_any_deal",
    "new_deal",
    "play_match",
    "replay_record",
]
