"""The issue's examples at the API and in the widgets: each gets one typed, translated
sentence (or is accepted where valid), and a refused input leaves a widget exactly as it was."""

from __future__ import annotations

import copy

import pytest

from sjuan_notebooks import SevensRules, apply, legal_moves, load_record, new_deal, replay
from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.core.safe_read import printable
from sjuan_notebooks.femkamp.tricks import TrickRules
from sjuan_notebooks.femkamp.tricks import new_deal as new_trick_deal
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.render.html import esc
from sjuan_notebooks.sedma.engine import SedmaRules, new_game

STATE = new_deal(SevensRules(), 4, seed=1)


@pytest.mark.parametrize(
    ("call", "needle"),
    [
        (lambda: api_for("poker"), 'Unknown game "poker"'),
        (lambda: STATE.hand(99), 'There is no seat "99"'),
        (lambda: legal_moves(None), "This is not a game position"),
        (lambda: apply(None, "H7"), "This is not a game position"),
        (lambda: apply(STATE, None), 'Bad card code "None"'),
        (lambda: load_record(123), "A record is given as a JSON object, a file path"),
        (lambda: new_deal(SevensRules(), "ABCD"), "not as text"),
        (lambda: new_deal(SevensRules(), ["A", "A", "B", "C"]), '"A" is given twice'),
        (lambda: new_deal(SevensRules(), ["", "B", "C", "D"]), 'The player name "" cannot'),
        (lambda: new_deal(SevensRules(), ["A\x1b[31m", "B", "C", "D"]), "control characters"),
        (lambda: new_deal(SevensRules(), 4, dealer=99), 'The dealer "99" is neither'),
        (lambda: new_deal(SevensRules(), 4, dealer=1.5), 'The dealer "1.5" is neither'),
        (lambda: new_deal(SevensRules(), 4, seed=[1]), 'The value of "seed" must be a whole'),
        (lambda: new_deal("sjuan", 4), "This is not a rule set of Sevens"),
        (lambda: new_deal(SevensRules(), 4, hands=[[1], [2], [3], [4]]), 'Bad card code "1"'),
        (lambda: new_trick_deal(TrickRules(), "ABCD"), "not as text"),
        (lambda: new_game(SedmaRules(), ["A", "A"]), '"A" is given twice'),
        (lambda: api_for("sjuan").new_game({"cls": 1}, 4, 1), 'Unknown option "cls"'),
        (lambda: api_for("sedma").new_game({"game": 1}, 4, 1), 'Unknown option "game"'),
        (lambda: api_for("femkamp").new_game([1], 4, 1), "are given as an object"),
        (lambda: api_for("sjuan").view(STATE, 99), 'There is no seat "99"'),
        (lambda: api_for("sedma").to_move(None), "This is not a game position"),
        (lambda: api_for("femkamp").move_code(None), 'Bad card code "None"'),
    ],
)
def test_bad_api_calls_raise_one_typed_translated_error(call, needle) -> None:
    with pytest.raises(SjuanError) as caught:
        call()
    assert needle in caught.value.message("en")
    assert len({caught.value.message(lang) for lang in LANGS}) == 4


def test_a_replay_keeps_its_own_copy_of_the_record() -> None:
    record = load_example("sjuan-worked-example")
    rep = replay(record)
    assert rep.record is not record and rep.record == record
    record["players"][0] = "Z"
    record["moves"].clear()
    assert rep.record["players"][0] == "A" and rep.record["moves"]


def test_a_valid_record_with_its_schema_named_is_accepted() -> None:
    record = {**load_example("sedma-example-2"), "$schema": "record.v1.schema.json"}
    assert replay(record).turns


def test_what_is_shown_carries_no_control_characters() -> None:
    assert printable("Kari\x1b[31m\u202e x\ty\n") == "Kari[31m x\ty\n"
    assert esc("<b>Ola\x07</b>") == "&lt;b&gt;Ola&lt;/b&gt;"


# --- widgets ------------------------------------------------------------------------------


def _refused(widget, call, needle: str) -> None:
    before = widget.fingerprint()
    assert call() is False
    assert widget.fingerprint() == before, "a refusal changed the widget"
    assert isinstance(widget.last_refusal, SjuanError) or widget.last_refusal is None
    assert needle in widget.message(), widget.message()


def test_play_table_refusals_leave_the_table_as_it_was_and_it_keeps_working() -> None:
    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("sjuan", seat=0, seed=3, strength="random")
    table.click_card(table.legal_codes()[0])
    _refused(table, lambda: table.set_options({"cls": 1}), 'Unknown option "cls"')
    _refused(table, lambda: table.set_state(None), "not a game position")
    _refused(table, lambda: table.new_game(seed="x"), 'The value of "seed"')
    _refused(table, lambda: table.set_options({"pot": "x"}), "Invalid choice")
    _refused(table, lambda: table.click_card(None), 'Bad card code "None"')
    _refused(table, lambda: table.set_lang("de"), 'Unknown language "de"')
    _refused(table, lambda: table.set_why_not("yes"), 'The value of "why_not"')
    assert table.new_game() is None and table.legal_codes()  # not broken for later clicks


def test_hint_after_the_deal_is_over_says_so() -> None:
    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("sjuan", seat=0, seed=3, strength="random")
    while table.legal_codes():
        table.click_card(table.legal_codes()[0])
    winner = table.state.players[table.state.winner]
    assert table.hint() == f"The deal is over: {winner} is out of cards and wins."  # said once


def test_stepper_refuses_turns_that_are_not_whole_numbers() -> None:
    from sjuan_notebooks.widgets import Stepper

    s = Stepper("sjuan-worked-example")
    s.go(2)
    _refused(s, lambda: s.go("3"), 'A turn is a whole number 0 to 8, not "3"')
    _refused(s, lambda: s.go(1.5), 'not "1.5"')
    _refused(s, lambda: s.go(True), 'not "True"')
    _refused(s, lambda: s.set_perspective(9), 'There is no seat "9"')
    assert s.go(3) and s.turn == 3 and s.message() == ""


def test_a_change_of_language_keeps_the_chosen_perspective_and_strength() -> None:
    from sjuan_notebooks.widgets import PlayTable, Stepper

    s = Stepper("sjuan-worked-example")
    s.set_perspective(0)
    s.set_lang("sv")
    assert s.perspective == 0
    table = PlayTable("sjuan", seat=0, seed=3, strength="tips")
    table.set_lang("nb")
    assert table.strength == "tips" and table.strength_select.value == "tips"


def test_score_sheet_editor_refuses_a_5000_digit_cell_and_stays_in_step() -> None:
    from sjuan_notebooks.widgets import ScoreSheetEditor

    editor = ScoreSheetEditor(load_example("femkamp-scoresheet-example"))
    _refused(editor, lambda: editor.set_cell("Kari", "pass", "9" * 5000), "is not a whole number")
    editor.cells[(0, 0)].value = "9" * 5000  # typed in the browser
    assert editor.cells[(0, 0)].value == "3" and editor.sheet.scores[0][0] == 3
    _refused(editor, lambda: editor.set_cell("Nobody", "pass", 1), 'Unknown player "Nobody"')
    _refused(editor, lambda: editor.set_cell("Kari", "poker", 1), '"poker" is not a deal')
    assert editor.set_cell("Kari", "pass", 4) and editor.message() == ""


def test_rule_chooser_takes_only_the_option_s_type_and_forgets_old_refusals() -> None:
    from sjuan_notebooks.widgets import RuleChooser

    chooser = RuleChooser("sjuan")
    _refused(chooser, lambda: chooser.set("ace_high", "yes"), 'The value of "ace_high"')
    _refused(chooser, lambda: chooser.set("pot", "2"), 'The value of "pot"')
    _refused(chooser, lambda: chooser.set("cls", 1), 'Unknown option "cls"')
    _refused(chooser, lambda: chooser.set("start_card", "H9"), "allowed: H7, D7")
    assert chooser.set("ace_high", True) and chooser.message() == ""


def test_what_would_you_play_checks_its_turn_and_sizes() -> None:
    from sjuan_notebooks.widgets import WhatWouldYouPlay

    for kwargs, needle in (({"turn": 0}, "Turn 0 is not in the record"),
                           ({"worlds": -1}, 'The value of "worlds" must be a whole number of at '
                                            "least 1, not -1")):  # fmt: skip
        with pytest.raises(SjuanError, match=needle):
            WhatWouldYouPlay("sjuan-worked-example", **{"solve": False, **kwargs})
    widget = WhatWouldYouPlay("sjuan-worked-example", turn=2, worlds=2, rollouts=2, solve=False)
    _refused(widget, lambda: widget.set_turn("3"), "Turn 3 is not in the record")
    _refused(widget, lambda: widget.set_position(None), "not a game position")
    with pytest.raises(SjuanError, match="needs a position of Sjuan"):
        WhatWouldYouPlay(copy.deepcopy(load_example("sedma-example-1")))


def test_the_readers_behind_the_schema_speak_in_typed_sentences_too() -> None:
    """The record readers are called by the schema-checked replay, but also stand alone: their
    own refusals are typed and translated (found by ``tests/fuzz_run.py --no-schema``)."""
    from sjuan_notebooks.sedma.record import replay_match_record

    match = load_example("sedma-match-4p")
    for change, needle in (
        ({"dealer": 3}, 'the field "dealer" must be text, not a whole number'),
        ({"games": []}, 'the field "games" is an empty list'),
        ({"games": [{"colour": "red"}]}, 'the field "games[0].colour" is not a field here'),
    ):
        with pytest.raises(SjuanError) as caught:
            replay_match_record({**match, **change})
        assert needle in caught.value.message("en")
        assert len({caught.value.message(lang) for lang in LANGS}) == 4
