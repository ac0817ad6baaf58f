"""Sjuan, Sjuern and Kabal register themselves here: one engine, three rule sets."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.contract import ONE_GAME
from ..core.players import RandomPlayer
from ..core.registry import GameSpec, Term, register
from .engine import GAME_TITLES, GAMES, SevensRules, game_api, option_specs
from .players import SEVENS_TIPS, SearchSevens
from .quizzes import QUIZZES
from .record import RECORD_SHAPE, replay_record
from .studies import STUDIES

#: the language of each rule set's text
HOME_LANG = {"sjuan": "sv", "sjuern": "nb", "kabal": "nb"}

#: the glossary box's words, in the order a lesson meets them (Sjuan's; the others share them)
GLOSSARY = {"sjuan": (Term("pass", ("S2", "DK")), Term("stand_over", ("H8",), 0))}


def _rules(game: str) -> Callable[[Mapping[str, object]], SevensRules]:
    def build(options: Mapping[str, object]) -> SevensRules:
        return SevensRules.for_game(game, **options)

    return build


for _game in GAMES:
    register(
        GameSpec(
            name=_game,
            title=GAME_TITLES[_game],
            family="sevens",
            home_lang=HOME_LANG[_game],
            api=game_api(_game),
            replay=replay_record,
            options=option_specs(_game),
            rules=_rules(_game),
            view="sjuan_notebooks.views.sevens:SevensView",
            players={"random": RandomPlayer, **{c.name: c for c in SEVENS_TIPS},
                     "search": SearchSevens},
            tips=SEVENS_TIPS,
            strengths={"random": RandomPlayer, "tips": SEVENS_TIPS[0], "search": SearchSevens},
            verdicts="sjuan_notebooks.tactics.verdicts:table_verdicts",
            whatif="sjuan_notebooks.tactics.positions:SEVENS_WHATIF",
            quizzes=QUIZZES.get(_game),
            studies=STUDIES.get(_game, {}),
            record_shape=RECORD_SHAPE,
            table=ONE_GAME,
            rules_page="sevens.md",
            glossary=GLOSSARY.get(_game, ()),
        )
    )  # fmt: skip
