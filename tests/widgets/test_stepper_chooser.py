"""The stepper chooser: several stored records behind one menu (lesson 3's seven deals), so a
learner in Voila, where code is hidden, can step any of them."""

from __future__ import annotations

import pytest

from sjuan_notebooks.widgets import Stepper, StepperChooser

DEALS = [("Pass", "femkamp-pass"), ("Kløver", "femkamp-klover"), ("Grand", "femkamp-grand")]


def chooser(lang: str = "nb") -> StepperChooser:
    return StepperChooser(DEALS, lang=lang, description="Giv")


def test_opens_on_the_first_record_at_its_start_with_the_others_not_built() -> None:
    c = chooser()
    assert c.example == "femkamp-pass"
    assert isinstance(c.stepper, Stepper) and c.stepper.turn == 0
    assert c.stepper.record["deal"] == "pass"
    assert c.children[1] is c.stepper
    assert list(c._steppers) == ["femkamp-pass"]  # built only when chosen
    assert [o[0] for o in c.menu.options] == ["Pass", "Kløver", "Grand"]


def test_the_menu_shows_the_chosen_record_from_its_start() -> None:
    c = chooser()
    c.menu.value = "femkamp-klover"  # what a click in the menu does
    assert c.example == "femkamp-klover" and c.children[1] is c.stepper
    assert c.stepper.record["deal"] == "klover" and c.stepper.turn == 0
    assert c.shown_text().startswith("Kløver\n")


def test_each_record_keeps_its_position_when_the_learner_comes_back() -> None:
    c = chooser()
    assert c.show("femkamp-pass", 4)
    pass_stepper = c.stepper
    assert c.choose("femkamp-grand") and c.stepper.turn == 0
    assert c.choose("femkamp-pass")
    assert c.stepper is pass_stepper and c.stepper.turn == 4


def test_a_new_stepper_opens_in_the_language_the_learner_chose() -> None:
    c = chooser("nb")
    c.stepper.set_lang("sk")
    c.choose("femkamp-grand")
    assert c.stepper.lang == "sk"


@pytest.mark.parametrize("bad", ["femkamp-finale", "", None, 3])
def test_a_record_not_offered_is_refused_with_a_sentence_and_nothing_changes(bad) -> None:
    c = chooser("sv")
    c.show("femkamp-pass", 2)
    before = c.stepper, c.stepper.turn, c.example
    assert not c.choose(bad)
    assert (c.stepper, c.stepper.turn, c.example) == before
    assert "finns inte i menyn" in c.message() and "Pass, Kløver och Grand" in c.message()
    assert c.choose("femkamp-pass") and c.message() == ""


def test_show_steps_to_the_turn_and_refuses_one_out_of_range() -> None:
    c = chooser("en")
    assert c.show("femkamp-klover", 3) and c.stepper.turn == 3
    assert not c.show("femkamp-klover", 999)
    assert c.stepper.turn == 3 and c.stepper.message()


def test_an_empty_menu_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        StepperChooser([])
