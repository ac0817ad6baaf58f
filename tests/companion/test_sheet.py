"""Femkamp and Sjukamp at a table: the score sheet filled deal by deal, each column checked by
the sheet's own rules as soon as it is complete."""

from __future__ import annotations

import pytest

from sjuan_notebooks.companion import EntryError, TableGame
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet


def test_the_rule_text_s_sheet_entered_deal_by_deal_totals_as_the_sheet_does():
    example = load_example("femkamp-scoresheet-example")
    players = example["players"]
    game = TableGame.new("femkamp", players, players[-1])
    for j in range(len(example["deals"])):
        for p in players:
            game = game.enter(f"{example['scores'][p][j]}@{p}")
    sheet = ScoreSheet.from_json(example)
    assert game.state.over
    assert {p: s["points"] for p, s in game.state.scores().items()} == sheet.totals()
    assert game.state.sheet.check().winner == sheet.check().winner
    key, params = game.state.asked()
    # the text's sheet ends in a tie on the lowest total (Kari and Siri, 7 each)
    assert sheet.check().winner is None
    assert key == "companion.ask.sheet_tied"
    assert params["players"] == ", ".join(sheet.check().tied)


@pytest.mark.parametrize("game_name", ["femkamp", "sjukamp"])
def test_a_column_that_cannot_be_is_refused_and_changes_nothing(game_name):
    game = TableGame.new(game_name, ["A", "B", "C", "D"], "D").enter_all(["1", "2", "3"])
    before = game.state
    with pytest.raises(EntryError) as e:
        game.enter("4")  # Pass: the tricks add up to 12 or 13, never 10
    assert e.value.key == "companion.error.sheet_column"
    assert "Pass" in e.value.message("en") and "{" not in e.value.message("sk")
    assert game.state is before
    with pytest.raises(EntryError) as e:
        game.enter("lots")
    assert e.value.key == "companion.error.not_points"
    with pytest.raises(EntryError) as e:
        game.enter("5@B")  # D's points, not B's
    assert e.value.key == "companion.error.not_their_turn"
