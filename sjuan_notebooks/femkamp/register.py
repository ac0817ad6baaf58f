"""Femkamp and Sjukamp register themselves here: the trick deals, with Kabal through the
Sevens engine, and the score sheet's drawing."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.contract import InPlay, TableShape, single_game
from ..core.options import OptionSpec
from ..core.players import RandomPlayer
from ..core.registry import GameSpec, Term, register, register_html
from ..sevens.engine import SevensRules
from .deals import deal_facts, deal_label, get_deal, on_change, sheet_facts, single_deals
from .match import GAME_TITLES, MATCH_GAMES, SWAP_OPTION, MatchRules, order_option
from .players import TRICK_TIPS, BestTrickTip
from .quizzes import QUIZZES
from .record import RECORD_SHAPE, replay_record
from .scoresheet import ScoreSheet, SheetReport
from .studies import STUDIES
from .tricks import DEAL_OPTIONS, TrickRules, game_api


def chooser_options(game: str) -> tuple[OptionSpec, ...]:
    """The rule chooser's controls: which deal to play (a setup choice; the game's deals and
    every house deal, from :mod:`.deals`), every deal's house rules, for Femkamp the deal
    order, and a family's own order of deals (the registered compendiums)."""
    deals = single_deals(game)
    deal = OptionSpec("deal", "choice", deals[0], deals, in_record=False, label="ui.fig.deal",
                      labels=deal_label,
                      source="002 (the deals of the match; house deals marked)")  # fmt: skip
    swap = (SWAP_OPTION,) if game == "femkamp" else ()
    return (deal, *DEAL_OPTIONS, *swap, order_option())


def _rules(game: str) -> Callable[[Mapping[str, object]], TrickRules | SevensRules]:
    def build(options: Mapping[str, object]) -> TrickRules | SevensRules:
        """The chosen deal's rules (Kabal's are the Sevens engine's); the match options are
        checked as a match checks them."""
        deal_spec = chooser_options(game)[0]
        deal = deal_spec.check(options.get("deal", deal_spec.default))
        rest = {k: v for k, v in options.items() if k != "deal"}
        match = MatchRules.for_game(game, **rest)
        if get_deal(deal).sevens:
            return SevensRules.for_game("kabal")
        return TrickRules.for_deal(deal, **match.deal_options())

    return build


def _in_play(rep: Any) -> InPlay:
    """A class table's deal in play: a match record's last deal, with the match so far."""
    if not rep.is_match:
        return single_game(rep)
    last = rep.deals[-1]
    return last.initial, last.final, rep.match, bool(rep.match.is_over)


#: how a class table keeps a match: its deals under ``"deals"``
TABLE = TableShape("deals", _in_play)

#: the glossary box's words (Femkamp's; Sjukamp shares them), in the order a lesson meets them
GLOSSARY = {
    "femkamp": (
        Term("trick", ("H5", "HK", "H2", "H9"), 1),
        Term("lead", ("S10",), 0),
        Term("follow_suit", ("S10", "S3"), 1),
        Term("void", ("S10", "D4"), 1),
        Term("trump", ("HJ", "HA", "S2"), 2),
        Term("deal", ("CQ", "SQ"), facts=deal_facts),
        Term("sheet", facts=sheet_facts),
    )
}


def _register_games() -> None:
    """(Re)register both games; called again whenever a deal or a compendium is registered,
    so the rule chooser offers it."""
    for game in MATCH_GAMES:
        register(
            GameSpec(
                name=game,
                title=GAME_TITLES[game],
                family="femkamp",
                home_lang="nb",
                api=game_api(game),
                replay=replay_record,
                options=chooser_options(game),
                rules=_rules(game),
                view="sjuan_notebooks.views.tricks:TrickView",
                players={"random": RandomPlayer, **{c.name: c for c in TRICK_TIPS},
                         BestTrickTip.name: BestTrickTip},
                tips=TRICK_TIPS,
                strengths={"random": RandomPlayer, "tips": TRICK_TIPS[0], "search": BestTrickTip},
                quizzes=QUIZZES[game],
                studies=STUDIES.get(game, {}),
                record_shape=RECORD_SHAPE,
                table=TABLE,
                rules_page="femkamp.md",
                glossary=GLOSSARY.get(game, ()),
            )
        )  # fmt: skip


_register_games()
on_change(_register_games)

# A sheet and its report are drawn alike: the table with each column's check and the verdict.
for _cls in (ScoreSheet, SheetReport):
    register_html(_cls, "sjuan_notebooks.views.scoresheet:scoresheet_html")
