"""The Femkamp family: Femkamp and Sjukamp, Norwegian compendiums of five and seven deals.

- :mod:`.deals`: every deal as one spec (the text's seven and the house deal Hjerter), and
  the compendiums as orders of deals (Femkamp, Sjukamp, a family's 10-kamp)
- :mod:`.tricks`: the trick-taking engine, playing and scoring a deal as its spec says; a Kabal
  deal is a Sevens deal (:mod:`sjuan_notebooks.sevens`)
- :mod:`.order`: the text's orders by name, the deals' titles, settling a tie
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
