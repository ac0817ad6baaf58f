"""Sedma registers itself here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.contract import InPlay, TableShape, single_game
from ..core.players import RandomPlayer
from ..core.registry import GameSpec, Term, register
from .engine import OPTIONS, SedmaRules, game_api
from .match import MATCH_API
from .players import SEDMA_TIPS, KeepSevens
from .quizzes import QUIZZES
from .record import RECORD_SHAPE, replay_record
from .studies import STUDIES


def _rules(options: Mapping[str, object]) -> SedmaRules:
    return SedmaRules.from_options(**options)


def _in_play(rep: Any) -> InPlay:
    """A class table's game in play: a match record's last game, with the match so far."""
    if not hasattr(rep, "games"):
        return single_game(rep)
    last, match = rep.games[-1], rep.matches[-1]
    return last.initial, last.final, match, bool(match.over)


#: the glossary box's words, in the order lessons 3 and 4 meet them
GLOSSARY = (
    Term("suits", ("H7", "S7", "C7", "D7"), named=True),
    Term("ranks", ("H7", "H8", "H9", "H10", "HJ", "HQ", "HK", "HA"), named=True),
    Term("take_over", ("S8", "CA", "H7", "D10"), 2),
    Term("continue", ("D9", "H7", "S9"), 2),
    Term("stock", ("back", "back")),
    Term("partners"),
    Term("red_king", ("HK",), 0),
    Term("burnt", ("H9", "S9", "C9", "D9")),
    Term("last_trick"),
    Term("win_points"),
)


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
        record_shape=RECORD_SHAPE,
        table=TableShape("games", _in_play),
        rules_page="sedma.md",
        glossary=GLOSSARY,
    )
)
