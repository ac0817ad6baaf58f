"""A lesson's prediction (``Predict``): nothing of its result is there before the pick; the first
pick is marked, says what the learner picked when it is wrong, names the answer, is counted, and
brings the result; later picks change nothing."""

from __future__ import annotations

import pytest

from sjuan_notebooks.lesson import Predict, Say, Table
from sjuan_notebooks.widgets import Tally


def predict(lang: str = "en", tally: Tally | None = None) -> Predict:
    return Predict(
        "What must D do?",
        [("Play a card", "play"), ("Pass", "pass")],
        "pass",
        [Say("D holds no card next to one on the table."), Table(["move"], [["pass"]])],
        tally=tally,
        lang=lang,
    )


def test_nothing_of_the_result_is_there_before_the_pick() -> None:
    box = predict()
    assert box.result.children == () and box.verdict_html.value == ""
    assert not box.revealed and "sjuan-predict-holds" in box._dom_classes
    assert all(not b.disabled for b in box.buttons.values())
    empty = Predict("?", [("a", 1), ("b", 2)], 1, [])
    assert "sjuan-predict-holds" not in empty._dom_classes


def test_a_wrong_pick_says_what_was_picked_and_the_answer() -> None:
    tally = Tally("en")
    box = predict(tally=tally)
    box.buttons["play"].click()
    assert box.verdict_html.value == "Not quite. You picked: Play a card. The answer: Pass."
    assert box.buttons["play"].button_style == "danger"
    assert len(box.result.children) == 2
    assert "D holds no card" in box.result.children[0].value
    assert tally.counts() == (0, 1)
    assert box.pick("pass") is False, "the first pick is the answer"
    assert tally.counts() == (0, 1) and box.picked == "play"
    assert all(b.disabled for b in box.buttons.values())


@pytest.mark.parametrize(
    ("lang", "verdict"),
    [("sv", "Inte riktigt. Du valde: Play a card. Svaret: Pass."),
     ("nb", "Ikke helt. Du valgte: Play a card. Svaret: Pass."),
     ("sk", "Nie celkom. Vybrali ste: Play a card. Odpoveď: Pass.")],
)  # fmt: skip
def test_the_verdict_speaks_the_lesson_language(lang: str, verdict: str) -> None:
    box = predict(lang)
    box.pick("play")
    assert box.verdict_html.value == verdict


def test_a_right_pick_is_marked_without_a_you_picked() -> None:
    box = predict()
    assert box.pick("pass") is True
    assert box.verdict_html.value == "Right! The answer: Pass."
    assert box.buttons["pass"].button_style == "success"


def test_a_stepper_holds_its_map_back_until_the_prediction_it_would_answer_is_picked() -> None:
    """Lesson 1's worked example: the map shows D with no legal card at move 7, so it is held
    back (a sentence in its place) until "What must D do?" is picked, and then shown at the
    stepper's turn; a stepper without ``map_held`` shows its map at once."""
    from sjuan_notebooks.core.records import load_example
    from sjuan_notebooks.widgets import Stepper

    example = load_example("sjuan-worked-example")
    stepper = Stepper(example, map_held="The map opens once you have answered.")
    assert stepper.figure not in stepper.children and not stepper.map_shown
    assert "The map opens once you have answered." in stepper.held_html.value
    stepper.go(7)
    box = Predict("What must D do?", [("Play a card", "play"), ("Pass", "pass")], "pass",
                  [Say("D holds none of them.")], then=stepper.show_map)  # fmt: skip
    assert not stepper.map_shown, "nothing is shown before the pick"
    box.pick("play")
    assert stepper.map_shown and stepper.held_html not in stepper.children
    assert stepper.legal_codes_shown() == [], "the map at move 7: D may play no card"
    order = list(stepper.children)
    box.pick("pass")
    stepper.show_map()
    assert list(stepper.children) == order, "shown once, in the sentence's place"
    assert Stepper(example).map_shown


def test_a_wrong_choice_with_a_reason_says_it_and_leaves_one_more_pick() -> None:
    """``why``: the first wrong pick is counted, closed and explained, the others stay open;
    the second pick brings the answer and the result and is not counted again."""
    tally = Tally("en")
    box = Predict(
        "Hearts lie from the six to the nine. Which card may go on hearts next?",
        [("jack", "HJ"), ("ten", "H10"), ("four", "H4")],
        "H10",
        [Say("Only the card just above or just below the row.")],
        tally=tally,
        why={"HJ": "The jack skips the ten."},
    )
    assert box.pick("HJ") is True
    assert box.verdict_html.value == "Not quite. The jack skips the ten. Pick once more."
    assert not box.revealed and box.result.children == ()
    assert box.buttons["HJ"].disabled and box.buttons["HJ"].button_style == "danger"
    assert not box.buttons["H10"].disabled and not box.buttons["H4"].disabled
    assert tally.counts() == (0, 1) and "sjuan-predict-retry" in box._dom_classes
    assert box.pick("HJ") is False, "the closed choice cannot be picked again"
    assert box.pick("H10") is True
    assert box.verdict_html.value == "Right! The answer: ten."
    assert box.result.children and tally.counts() == (0, 1)
    assert "sjuan-predict-retry" not in box._dom_classes
    # a wrong choice without a reason ends the question at once, as before
    plain = Predict("?", [("a", 1), ("b", 2), ("c", 3)], 1, [Say("Because.")], why={2: "No."})
    assert plain.pick(3) and plain.revealed
    with pytest.raises(ValueError):
        Predict("?", [("a", 1), ("b", 2)], 1, [], why={1: "the answer has no reason to be wrong"})


def test_the_retry_speaks_the_lesson_language() -> None:
    box = Predict("?", [("a", 1), ("b", 2)], 1, [], lang="sk", why={2: "Nie."})
    box.pick(2)
    assert box.verdict_html.value == "Nie celkom. Nie. Vyberte ešte raz."
