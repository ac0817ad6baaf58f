"""Femkamp and Sjukamp register themselves here: the trick deals, with Kabal through the
Sevens engine, and the score sheet's drawing."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.options import OptionSpec
from ..core.players import RandomPlayer
from ..core.registry import GameSpec, register, register_html
from ..sevens.engine import SevensRules
from .match import GAME_TITLES, MATCH_GAMES, MATCH_OPTIONS, MatchRules
from .players import TRICK_TIPS, BestTrickTip
from .record import replay_record
from .scoresheet import ScoreSheet, SheetReport
from .tricks import DEAL_OPTIONS, GAME_DEALS, TrickRules, game_api


def chooser_options(game: str) -> tuple[OptionSpec, ...]:
    """The rule chooser's controls: which deal to play (a setup choice), every deal's house
    rules, and for Femkamp the deal order (a match option, which Sjukamp does not have)."""
    deal = OptionSpec("deal", "choice", GAME_DEALS[game][0], GAME_DEALS[game], in_record=False,
                      label="ui.fig.deal", source="002 (the deals of the match, in order)")  # fmt: skip
    swap = MATCH_OPTIONS[:1] if game == "femkamp" else ()
    return (deal, *DEAL_OPTIONS, *swap)


def _rules(game: str) -> Any:
    deal_spec = chooser_options(game)[0]

    def build(options: Mapping[str, Any]) -> TrickRules | SevensRules:
        """The chosen deal's rules (Kabal's are the Sevens engine's); the match options are
        checked as a match checks them."""
        deal = deal_spec.check(options.get("deal", deal_spec.default))
        rest = {k: v for k, v in options.items() if k != "deal"}
        match = MatchRules.for_game(game, **rest)
        if deal == "kabal":
            return SevensRules.for_game("kabal")
        return TrickRules.for_deal(deal, **match.deal_options())

    return build


for _game in MATCH_GAMES:
    register(
        GameSpec(
            name=_game,
            title=GAME_TITLES[_game],
            family="femkamp",
            home_lang="nb",
            api=game_api(_game),
            replay=replay_record,
            options=chooser_options(_game),
            rules=_rules(_game),
            view="sjuan_notebooks.views.tricks:TrickView",
            players={"random": RandomPlayer, **{c.name: c for c in TRICK_TIPS},
                     BestTrickTip.name: BestTrickTip},
            tips=TRICK_TIPS,
            strengths={"random": RandomPlayer, "tips": TRICK_TIPS[0], "search": BestTrickTip},
        )
    )  # fmt: skip

# A sheet and its report are drawn alike: the table with each column's check and the verdict.
for _cls in (ScoreSheet, SheetReport):
    register_html(_cls, "sjuan_notebooks.views.scoresheet:scoresheet_html")
