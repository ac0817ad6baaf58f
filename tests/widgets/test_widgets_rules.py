"""The rule chooser and the score sheet editor, driven headless."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.errors import UnknownOptionError
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.widgets import RuleChooser, ScoreSheetEditor

# -- rule chooser ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        # the digest's defaults: Sjuan starts with H7, Sjuern with D7, variants off
        ("sjuan", {"start_card": "H7", "pot": 0, "ace_high": False, "extra_turn": False,
                   "stand_over": 0}),
        ("sjuern", {"start_card": "D7", "pot": 0, "ace_high": False, "extra_turn": False,
                    "stand_over": 0}),
        ("femkamp", {"deal": "pass", "removed_two": "D2", "klover_all_zero": True,
                     "trump_chooser": "fixed", "swap_4_5": False, "order": ""}),
        ("sedma", {"target": 10, "removed_for_three": "S8,S9", "burnt": True,
                   "continue_when_winning": False}),
    ],
)  # fmt: skip
def test_defaults_are_the_digests(game: str, expected: dict) -> None:
    chooser = RuleChooser(game)
    assert chooser.options == expected
    assert chooser.changed() == {}
    assert chooser.summary() == "Default rules."


def test_changes_are_observable_and_build_the_engine_rules() -> None:
    chooser = RuleChooser("sjuern")
    seen: list[dict] = []
    chooser.observe(lambda change: seen.append(change["new"]), names="options")
    chooser.controls["stand_over"].value = 3
    assert seen[-1]["stand_over"] == 3
    assert chooser.rules.stand_over == 3
    assert chooser.set("ace_high", True)
    assert chooser.rules.ace_high and chooser.rules.rank_order[-1] == 1
    assert chooser.changed() == {"stand_over": 3, "ace_high": True}
    assert "Ace above king: yes" in chooser.summary()


def test_sedma_options_reach_the_engine_in_its_own_shape() -> None:
    chooser = RuleChooser("sedma", target=5)
    assert chooser.rules.target == 5
    chooser.set("removed_for_three", "C8,D9")
    assert [c.code for c in chooser.rules.removed_for_three] == ["C8", "D9"]
    assert chooser.record_options()["removed_for_three"] == ["C8", "D9"]
    assert not chooser.set("removed_for_three", "S8,C8")  # two eights: not what the text says
    assert [c.code for c in chooser.rules.removed_for_three] == ["C8", "D9"]


def test_stand_over_is_switched_on_at_three_and_the_count_adjusts() -> None:
    chooser = RuleChooser("sjuern")
    control = chooser.controls["stand_over"]
    assert chooser.options["stand_over"] == 0 and control.count.disabled
    control.switch.value = True
    assert chooser.rules.stand_over == 3 and not control.count.disabled
    control.count.value = 2
    assert chooser.rules.stand_over == 2
    control.switch.value = False
    assert chooser.rules.stand_over == 0 and control.count.disabled


def test_setup_choices_stay_out_of_record_options() -> None:
    chooser = RuleChooser("femkamp")
    chooser.set("deal", "damer")
    assert chooser.rules.deal == "damer"
    assert "deal" not in chooser.record_options()
    # the deal order is a rule of a Femkamp match, so its records carry it
    assert chooser.record_options()["swap_4_5"] is False


def test_unknown_options_and_values_are_refused() -> None:
    with pytest.raises(UnknownOptionError):
        RuleChooser("sjuan", jokers=True)
    chooser = RuleChooser("sjukamp")
    assert not chooser.set("trump_chooser", "random")
    assert chooser.options["trump_chooser"] == "fixed"
    assert "cannot be random" in chooser.message()


def test_translated_labels() -> None:
    chooser = RuleChooser("sjuan", lang="sv")
    assert chooser.controls["start_card"].description == "Startkort"
    assert chooser.controls["ace_high"].description == "Ess över kung"
    assert "sjuan-option-pot" in chooser.controls["pot"]._dom_classes


# -- score sheet editor ---------------------------------------------------------------------


@pytest.fixture
def editor() -> ScoreSheetEditor:
    return ScoreSheetEditor(load_example("femkamp-scoresheet-example"))


def test_the_example_sheet_has_the_digests_totals_and_tie(editor: ScoreSheetEditor) -> None:
    # Kari 3, 2, 4, 3, -5 = 7; Ola 16; Siri 7; Per 9. Kari and Siri tie on 7.
    assert editor.totals_text() == "Kari 7, Ola 16, Siri 7, Per 9"
    assert [lab.value for lab in editor.total_labels] == ["<b>7</b>", "<b>16</b>", "<b>7</b>",
                                                          "<b>9</b>"]  # fmt: skip
    assert editor.checks_text() == "Every row checks out."
    tie = editor.figure.data[-1]
    assert "Kari" in tie.name and "Siri" in tie.name and len(tie.x) == 2
    assert "Lowest now: Kari, Siri" in editor.verdict_html.value


def test_editing_a_cell_updates_totals_checks_and_chart(editor: ScoreSheetEditor) -> None:
    assert editor.set_cell("Kari", "pass", 4)  # the pass column now adds up to 14, not 13
    assert editor.totals_text() == "Kari 8, Ola 16, Siri 7, Per 9"
    text = editor.checks_text()
    assert text.startswith("Checks that fail: 1.")
    assert "1. Pass" in text and "13" in text
    assert "✗" in editor.check_labels[0].value
    assert all("✓" in lab.value for lab in editor.check_labels[1:])
    kari = editor.figure.data[0]
    assert kari.y[-1] == 8 and kari.y[0] == 4
    assert len(editor.figure.data[-1].x) == 0  # Siri alone is lowest: no tie
    assert editor.report.winner == "Siri"


def test_typing_in_a_cell_is_the_same_as_set_cell(editor: ScoreSheetEditor) -> None:
    editor.cells[(1, 4)].value = "-3"  # Ola's Grand
    assert editor.sheet.cell("Ola", "grand") == -3
    assert editor.totals_text().startswith("Kari 7, Ola 15")
    assert "Grand" in editor.checks_text()  # the Grand column no longer adds up to -13


def test_a_value_that_is_not_a_number_is_refused_and_the_cell_goes_back(
    editor: ScoreSheetEditor,
) -> None:
    assert not editor.set_cell("Per", "damer", "four")
    assert editor.cells[(3, 2)].value == "4"
    assert editor.sheet.cell("Per", "damer") == 4
    assert '"four"' in editor.message()
    assert editor.totals_text() == "Kari 7, Ola 16, Siri 7, Per 9"


def test_language_switch_relabels_deals_and_chart(editor: ScoreSheetEditor) -> None:
    editor.set_lang("sv")
    assert editor.deal_labels[1].value == "2. Klöver"
    assert editor.figure.layout.title.text == "Löpande poäng (lägst vinner)"
    assert "Summa" in editor.total_title.value
    assert "Alla rader stämmer." in editor.verdict_html.value


def test_a_blank_sheet_for_sjukamp_has_seven_deals() -> None:
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    editor = ScoreSheetEditor(ScoreSheet.blank("sjukamp", ["A", "B", "C"]))
    assert len(editor.deal_labels) == 7
    assert len(editor.cells) == 21
    assert editor.totals_text() == "A 0, B 0, C 0"
    assert "sjuan-cell" in editor.cells[(0, 0)]._dom_classes
