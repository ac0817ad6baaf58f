"""A deal written in test code alone (the README's "Adding a deal"): one spec and its words,
and it plays, scores, checks a score-sheet column, is offered by the rule chooser, plays in a
family's own compendium that replays from its record, and steps in the stepper. No package
file names it.

"Siste stikk" (last trick): only the last trick scores, 10 points, to be avoided.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from sjuan_notebooks.core.errors import RecordError, UnknownOptionError
from sjuan_notebooks.core.registry import api_for, get_game
from sjuan_notebooks.femkamp.deals import (
    DealSpec,
    Points,
    deal_names,
    get_deal,
    register_deal,
    unregister_deal,
)
from sjuan_notebooks.femkamp.match import play_match
from sjuan_notebooks.femkamp.record import deal_record, replay_record
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.femkamp.tricks import deal_points, play_out
from sjuan_notebooks.i18n import TABLE, add_section, t

STRINGS = {
    "tricks.deal.sistestikk": {
        "en": "Last trick", "sv": "Sista sticket", "nb": "Siste stikk", "sk": "Posledný zdvih",
    },
}  # fmt: skip
LAST = DealSpec("sistestikk", "Siste stikk", (Points("last", 10),), "house rule", house=True)
PLAYERS = ["Kari", "Ola", "Siri", "Per"]


@pytest.fixture()
def last_trick() -> Iterator[DealSpec]:
    if "tricks.deal.sistestikk" not in TABLE:
        add_section(STRINGS)
    register_deal(LAST)
    try:
        yield LAST
    finally:
        unregister_deal("sistestikk")


def test_the_deal_is_registered_only_while_the_test_holds_it(last_trick: DealSpec) -> None:
    assert get_deal("sistestikk") is last_trick
    assert "sistestikk" in get_game("femkamp").options[0].choices
    unregister_deal("sistestikk")
    assert "sistestikk" not in deal_names()
    assert "sistestikk" not in get_game("femkamp").options[0].choices
    with pytest.raises(UnknownOptionError):
        api_for("femkamp").new_game({"deal": "sistestikk"}, 4, 1)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_it_plays_and_only_the_last_trick_scores(last_trick: DealSpec, n: int) -> None:
    api = api_for("sjukamp")
    state = api.new_game({"deal": "sistestikk"}, n, 7)
    final, _ = play_out(state, random.Random(n))
    points = deal_points(final)
    taker = final.players[final.tricks[-1].winner]
    assert points == {p: 10 if p == taker else 0 for p in final.players}
    assert last_trick.total(n) == 10 and last_trick.avoid


def test_a_sheet_column_is_checked_as_the_spec_implies(last_trick: DealSpec) -> None:
    sheet = ScoreSheet.blank("femkamp", PLAYERS, order=["pass", "sistestikk"])
    assert sheet.check_column("sistestikk", [0, 10, 0, 0], 2) == []
    keys = [p.key for p in sheet.check_column("sistestikk", [5, 10, 0, 0], 2)]
    assert keys == ["tricks.sheet.step", "tricks.sheet.sum"]
    keys = [p.key for p in sheet.check_column("sistestikk", [20, 0, 0, -10], 2)]
    assert keys == ["tricks.sheet.range", "tricks.sheet.range"]


def test_the_rule_chooser_offers_it_marked_as_a_house_deal(last_trick: DealSpec) -> None:
    from sjuan_notebooks.widgets import RuleChooser

    for lang in ("nb", "sk"):
        chooser = RuleChooser("femkamp", lang=lang)
        labels = dict(chooser.controls["deal"].options)
        name = t("tricks.deal.house", lang, deal=STRINGS["tricks.deal.sistestikk"][lang])
        assert labels[name] == "sistestikk"
    assert chooser.set("deal", "sistestikk")
    assert chooser.rules.deal == "sistestikk"


def test_a_family_compendium_with_it_plays_checks_and_replays(last_trick: DealSpec) -> None:
    from sjuan_notebooks.widgets import Stepper

    order = ["pass", "sistestikk", "kabal", "grand"]
    match, played = play_match("femkamp", PLAYERS, seed=2, rng=random.Random(2), order=order)
    report = match.to_sheet().check()
    assert report.ok and report.complete and list(report.sheet.deals) == order
    record = {
        "game": "femkamp",
        "options": {"order": order},
        "players": PLAYERS,
        "deals": [deal_record("femkamp", p.initial, p.moves, in_match=True) for p in played],
    }
    replay = replay_record(record)
    assert replay.match is not None and replay.match.totals == match.totals
    assert [d.deal for d in replay.deals][:4] == order
    stepper = Stepper(record, lang="sv")
    stepper.last_button.click()
    assert stepper.turn == len(replay.turns)
    out_of_order = {**record, "options": {"order": ["pass", "grand", "kabal", "sistestikk"]}}
    with pytest.raises(RecordError):
        replay_record(out_of_order)
