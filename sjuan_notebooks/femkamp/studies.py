"""What the tactics lesson measures of Femkamp: each study by name, with its exact arguments
(every seed written out), registered with the game (``register.py``); see
:mod:`sjuan_notebooks.sevens.studies` for what a study is."""

from __future__ import annotations

from ..core.registry import StudySpec
from .deals import compendium, get_deal

_TRICK_TIPS = ["shed_high_early", "make_void", "count_suit", "random"]

#: the Femkamp text's trick deals, in its order (Kabal is a Sevens deal, studied as Sevens)
_TRICK_DEALS = [d for d in compendium("femkamp").order if not get_deal(d).sevens]

#: game -> study name -> (kind, arguments)
STUDIES: dict[str, dict[str, StudySpec]] = {
    "femkamp": {
        **{
            f"femkamp_{deal}": (
                "study",
                {
                    "game": "femkamp",
                    "entries": _TRICK_TIPS,
                    "games": 400,
                    "options": {"deal": deal},
                    "seed": 4,
                },
            )
            for deal in _TRICK_DEALS
        },
        **{
            f"femkamp_{deal}_best_tip": (
                "study",
                {
                    "game": "femkamp",
                    "entries": ["best_tip", "random", "random", "random"],
                    "games": 400,
                    "options": {"deal": deal},
                    "seed": 5,
                },
            )
            for deal in ("damer", "grand")
        },
    }
}
