"""Sedma registers itself here."""

from __future__ import annotations

from collections.abc import Mapping

from ..core.players import RandomPlayer
from ..core.registry import GameSpec, register
from .engine import OPTIONS, SedmaRules, game_api
from .match import MATCH_API
from .players import SEDMA_TIPS, KeepSevens
from .quizzes import QUIZZES
from .record import replay_record
from .studies import STUDIES


def _rules(options: Mapping[str, object]) -> SedmaRules:
    return SedmaRules.from_options(**options)


register(
    GameSpec(
        name="sedma",
        title="Sedma",
        family="sedma",
        home_lang="sk",
        api=game_api(),
        replay=replay_record,
        options=OPTIONS,
        rules=_rules,
        view="sjuan_notebooks.views.sedma:SedmaView",
        players={"random": RandomPlayer, **{c.name: c for c in SEDMA_TIPS}},
        tips=SEDMA_TIPS,
        strengths={"random": RandomPlayer, "tips": SEDMA_TIPS[0], "search": KeepSevens},
        pack="sedma",
        match=MATCH_API,
        quizzes=QUIZZES,
        studies=STUDIES,
    )
)
