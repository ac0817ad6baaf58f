"""The projector aids: the card size setting and the stepper's arrow keys (Python side; the
browser side is in test_classroom_browser.py)."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.errors import UnknownOptionError
from sjuan_notebooks.widgets import ArrowKeys, CardSize, Stepper, with_arrow_keys
from sjuan_notebooks.widgets.phone import PHONE_CSS, WIDE_PX


def test_large_cards_scale_the_drawn_positions_on_wide_screens_or_when_chosen() -> None:
    size = CardSize(lang="sv")
    assert size.size == "auto"
    # by default the screen's width chooses: large from WIDE_PX, normal below
    assert size.css().startswith(f"@media (min-width: {WIDE_PX}px)") and "zoom: 1.8" in size.css()
    size.set_size("large")
    assert "zoom: 1.8" in size.style.value and ".sjuan-state" in size.style.value
    assert not size.css().startswith("@media")
    assert dict(size.select.options)["Stor (projektor)"] == "large"
    size.select.value = "normal"  # the toggle, as a click
    assert size.css() == "" and "zoom" not in size.style.value
    # the phone style rides along at every size
    assert PHONE_CSS in size.style.value


def test_an_unknown_size_is_refused_and_nothing_changes() -> None:
    size = CardSize("large")
    with pytest.raises(UnknownOptionError, match="huge"):
        size.set_size("huge")
    assert size.size == "large" and "zoom" in size.style.value


def test_the_card_size_speaks_the_page_language() -> None:
    size = CardSize("large", lang="en")
    size.set_lang("sk")
    assert [label for label, _ in size.select.options] == [
        "Podľa obrazovky", "Normálna", "Veľká (projektor)"]  # fmt: skip
    assert size.size == "large" and "Veľkosť kariet" in size.label.value


def test_arrow_keys_step_the_stepper() -> None:
    stepper = Stepper("sjuan-worked-example")
    keys = ArrowKeys(stepper, lang="nb")
    assert "Piltastene" in keys.hint
    assert keys.press("ArrowRight") and keys.press("ArrowRight")
    assert stepper.turn == 2
    assert keys.press("ArrowLeft") and stepper.turn == 1
    assert keys.press("End") and stepper.turn == stepper.n_turns
    assert not keys.press("ArrowRight"), "past the last move there is nowhere to go"
    assert keys.press("Home") and stepper.turn == 0
    assert not keys.press("a") and stepper.turn == 0
    keys._on_msg(keys, {"key": "ArrowRight"}, [])  # a message from the browser
    assert stepper.turn == 1


def test_with_arrow_keys_boxes_the_stepper() -> None:
    stepper = Stepper("sedma-example-1")
    box = with_arrow_keys(stepper)
    assert "sjuan-keys-box" in box._dom_classes
    assert box.children[1] is stepper and isinstance(box.children[0], ArrowKeys)


def test_arrow_keys_step_the_stepper_a_menu_shows_now() -> None:
    from sjuan_notebooks.widgets import StepperChooser

    deals = StepperChooser([("Pass", "femkamp-pass"), ("Kløver", "femkamp-klover")], lang="nb")
    keys = ArrowKeys(deals)
    assert keys.press("ArrowRight") and deals.stepper.turn == 1
    deals.choose("femkamp-klover")
    assert keys.press("End") and deals.stepper.turn == deals.stepper.n_turns
    deals.choose("femkamp-pass")
    assert deals.stepper.turn == 1, "the keys moved only the stepper shown at the time"


def test_the_keys_box_reads_as_a_sentence_in_its_language() -> None:
    from sjuan_notebooks.i18n import t

    box = with_arrow_keys(Stepper("sedma-example-1"), lang="sk")
    assert repr(box) == t("ui.widget.text", "sk") and "VBox" not in repr(box)
