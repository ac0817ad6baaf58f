"""The stepper, driven headless: buttons, slider, play, language, perspective, rule options."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import cards_of_mask, parse_card
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.views.base import view_of_state
from sjuan_notebooks.widgets import RuleChooser, Stepper

RECORDS = [n for n in example_names() if "scoresheet" not in n]


@pytest.fixture(scope="module")
def worked() -> Stepper:
    return Stepper(load_example("sjuan-worked-example"))


def fresh() -> Stepper:
    return Stepper(load_example("sjuan-worked-example"))


def table_codes_shown(stepper: Stepper) -> list[str]:
    return stepper.codes_shown("table")


def assert_consistent(stepper: Stepper) -> None:
    """Everything shown belongs to the slider's turn."""
    i = stepper.turn
    state = stepper.replay.states[i]
    assert stepper.state is state
    if hasattr(state, "table"):
        assert table_codes_shown(stepper) == [c.code for c in cards_of_mask(state.table)]
    expected_legal = sorted(
        (m.code for m in api_for(stepper.replay.game).legal_moves(state) if hasattr(m, "suit")),
        key=lambda c: parse_card(c).index,
    )
    if stepper.perspective is None:
        assert stepper.legal_codes_shown() == expected_legal
    first = stepper.move_text().splitlines()[0]
    if i == 0:
        assert "Starting position" in first or "Utgångsläge" in first
    else:
        assert f"{i} " in first and stepper.replay.turns[i - 1].player in first
    assert stepper.table_html.value == view_of_state(state).state_html(
        state, stepper.lang, stepper.perspective
    )


def test_the_worked_example_steps_through_the_texts_eight_turns() -> None:
    s = fresh()
    expected = [("A", "seven of hearts"), ("B", "seven of spades"), ("C", "eight of hearts"),
                ("D", "six of hearts"), ("A", "six of spades"), ("B", "nine of hearts"),
                ("C", "seven of diamonds"), ("D", "pass")]  # fmt: skip
    for i, (player, move) in enumerate(expected, start=1):
        assert s.next_button.click() is None
        assert s.turn == i
        line = s.move_text().splitlines()[0]
        assert line.startswith(f"Move {i} of 8: {player}")
        assert move in line
        assert_consistent(s)
    assert "forced pass: the hand lacks the seven of clubs and lacks the ten of hearts" in (
        s.move_text()
    )


def test_going_past_the_last_turn_does_nothing_and_says_so() -> None:
    s = fresh()
    s.last_button.click()
    assert s.turn == 8
    s.next_button.click()
    assert s.turn == 8
    assert s.message() == "There are no more moves: this is the last one."
    assert "no more moves" in s.message_html.value
    s.last_button.click()
    assert s.turn == 8 and "no more moves" in s.message()
    assert_consistent(s)


def test_going_before_the_first_turn_does_nothing_and_says_so() -> None:
    s = fresh()
    s.back_button.click()
    assert s.turn == 0
    assert s.message() == "Already at the start: there is no move before it."
    s.first_button.click()
    assert s.turn == 0 and "Already at the start" in s.message()
    assert not s.go(9) and s.turn == 0 and "choose 0 to 8" in s.message()
    assert not s.go(-1) and s.turn == 0
    # a move clears the message
    s.next_button.click()
    assert s.message() == "" and s.turn == 1


def test_rapid_clicks_leave_a_consistent_widget() -> None:
    s = fresh()
    for _ in range(5):
        s.next_button.click()
    for _ in range(2):
        s.back_button.click()
    assert s.turn == 3
    assert_consistent(s)
    assert set(table_codes_shown(s)) == {"H7", "S7", "H8"}  # the text's first three turns


@settings(max_examples=15)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(["next", "back", "first", "last", "sv", "en", "all", "seat"]),
            st.integers(-2, 10),
        ),
        max_size=12,
    )
)
def test_any_sequence_of_actions_shows_the_state_of_the_slider(actions: list) -> None:
    s = STEPPER_FOR_HYPOTHESIS
    s.set_lang("en")
    s.set_perspective(None)
    s.go(0)
    for action in actions:
        if action == "next":
            s.next_button.click()
        elif action == "back":
            s.back_button.click()
        elif action == "first":
            s.first_button.click()
        elif action == "last":
            s.last_button.click()
        elif action in ("sv", "en"):
            s.set_lang(action)
        elif action == "all":
            s.set_perspective(None)
        elif action == "seat":
            s.set_perspective(2)
        else:
            s.slider.value = max(s.slider.min, min(s.slider.max, action))
        assert 0 <= s.turn <= s.n_turns
        assert_consistent(s)


STEPPER_FOR_HYPOTHESIS = fresh()


def test_the_play_widget_drives_the_slider() -> None:
    s = fresh()
    s.play.value = 4
    assert s.turn == 4
    assert_consistent(s)
    assert "sjuan-play" in s.play._dom_classes


def test_language_switch_translates_buttons_text_and_figure() -> None:
    s = fresh()
    s.go(3)
    s.set_lang("sv")
    assert s.next_button.description == "Nästa"
    assert s.move_text().splitlines()[0] == "Drag 3 av 8: C – hjärter åtta."
    assert "Ligger direkt ovanför hjärter sju i samma färg" in s.move_text()
    assert s.figure.layout.title.text.startswith("Vilka kort får D lägga?")
    assert s.figure.data[0].name == "får läggas nu"
    assert s.figure.layout.yaxis.ticktext[0].endswith("hjärter")
    s.set_lang("sk")
    assert s.next_button.description == "Ďalej"
    assert s.perspective_select.options[0][0] == "všetky karty odkryté"
    assert s.turn == 3


def test_perspective_hides_other_hands_in_text_html_and_map() -> None:
    s = fresh()
    s.go(2)
    s.set_perspective(1)
    state = s.state
    assert s.codes_shown("other") == []
    hidden = set(s.codes_shown("hidden"))
    for seat in (0, 2, 3):
        assert {c.code for c in state.hand(seat)} <= hidden
    text = s.shown_text()
    assert "B: " + " ".join(c.short("en") for c in state.hand(1)) in text
    assert "A: 12 hidden cards" in text
    # B is not to move (C is): nothing of B's is marked legal
    assert s.legal_codes_shown() == []
    assert "B's cards (C is to move" in s.figure.layout.title.text
    s.set_perspective(None)
    assert set(s.codes_shown("other")) >= {c.code for c in state.hand(0)}


def test_stable_css_classes_for_browser_tests(worked: Stepper) -> None:
    assert "sjuan-next" in worked.next_button._dom_classes
    assert "sjuan-back" in worked.back_button._dom_classes
    assert "sjuan-first" in worked.first_button._dom_classes
    assert "sjuan-last" in worked.last_button._dom_classes
    assert "sjuan-lang" in worked.lang_select._dom_classes
    assert "sjuan-perspective" in worked.perspective_select._dom_classes
    assert "sjuan-slider" in worked.slider._dom_classes
    assert "sjuan-legal-map" in worked.figure._dom_classes


def test_figure_is_updated_in_place(worked: Stepper) -> None:
    traces = list(worked.figure.data)
    uids = [tr.uid for tr in traces]
    worked.go(5)
    worked.go(2)
    assert [tr.uid for tr in worked.figure.data] == uids
    assert worked.figure.layout.height == 330  # from the constructor


def test_rule_options_replay_the_record_or_are_refused_with_the_turn() -> None:
    s = fresh()
    s.go(8)
    chooser = RuleChooser("sjuan")
    s.follow(chooser)
    assert chooser.set("pot", 2)
    assert s.replay.initial.rules.pot == 2
    assert s.turn == 8 and "pot=2" in s.message()
    assert_consistent(s)
    chooser.set("start_card", "D7")  # C holds D7: turn 1 (A plays H7) breaks the rule
    assert "Turn 1" in s.message() and "cannot be replayed" in s.message()
    assert s.replay.initial.rules.start_card == "H7"
    assert_consistent(s)


@pytest.mark.parametrize("name", RECORDS)
def test_every_stored_record_steps_to_its_end(name: str) -> None:
    s = Stepper(load_example(name))
    n = len(replay(load_example(name)).turns)
    assert s.n_turns == n
    s.last_button.click()
    assert s.turn == n
    assert_consistent(s)
    s.next_button.click()
    assert s.turn == n and s.message()
    for seat in range(len(view_of_state(s.state).players(s.state))):
        s.set_perspective(seat)
        assert s.codes_shown("other") == []
    s.set_lang("nb")
    s.back_button.click()
    assert s.turn == n - 1
    assert_consistent(s)


def test_a_replay_object_and_an_example_name_are_accepted() -> None:
    rep = replay(load_example("sedma-example-1"))
    by_replay = Stepper(rep, lang="sk")
    by_name = Stepper("sedma-example-1", lang="sk")
    assert by_replay.replay is rep
    by_replay.last()
    by_name.last()
    assert by_replay.shown_text() == by_name.shown_text()
    assert by_replay.figure.layout.yaxis.ticktext[0] == "červeň"


# --- issue 13, point 8: the Femkamp stepper names the trick it shows; lesson 3 names the seat --


@pytest.mark.parametrize("name", ["femkamp-pass", "femkamp-trumf"])
def test_femkamp_stepper_title_numbers_the_trick_it_shows(name: str) -> None:
    s = Stepper(load_example(name))
    for turn in range(0, 13):  # the first three tricks of four players, and their ends
        s.go(turn)
        state, n_tricks = s.state, len(s.state.tricks)
        shown = n_tricks if not state.trick and n_tricks else n_tricks + 1
        assert s.view.title_text(state, "en").endswith(f"trick {shown}"), (turn, s.shown_text())
    s.go(4)  # trick 1 complete: its cards are on the table, so the title says trick 1
    assert s.view.title_text(s.state, "en").endswith("trick 1")
    assert "trick 2" not in s.shown_text()


def test_lesson_three_practice_names_the_seat_the_table_plays() -> None:
    from pathlib import Path

    from sjuan_notebooks.widgets import PlayTable

    src = (Path(__file__).parents[2] / "notebooks" / "src" / "03-femkamp.py").read_text("utf-8")
    practice = src.split("## Free practice", 1)[1].split("# %%\n", 1)[0]
    table = PlayTable("femkamp", seat=0, seed=5)
    name = table.view.seat_name(table.state, 0)
    assert f"as {name}" in practice or f"as player {name}" in practice, practice
