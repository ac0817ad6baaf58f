"""A view drawn at any time (Voila draws widgets only once the notebook has run) must show the
current position: the figure a widget shows is its synced state, re-drawn on every change."""

from __future__ import annotations

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.widgets import PlayTable, ScoreSheetEditor, Stepper


def drawn(box) -> dict:
    """The figure JSON a front end draws from the box's state, once the box has come near the
    window (its watcher's message, as the page sends it)."""
    if box.watcher is not None:
        box.watcher._handle_custom_msg({"seen": True}, [])
    output = box.outputs[0]  # the figure (its text alternative follows)
    return output["data"]["application/vnd.plotly.v1+json"]


def _drawn_matches(box) -> bool:
    shown = drawn(box)
    live = [(list(t.x or ()), list(t.customdata or ())) for t in box.data]
    state = [(list(t.get("x") or ()), list(t.get("customdata") or ())) for t in shown["data"]]
    return live == state and shown["layout"]["title"]["text"] == box.layout.title.text


def test_stepper_draws_the_turn_it_is_on() -> None:
    stepper = Stepper(load_example("sjuan-worked-example"))
    before = drawn(stepper.figure)
    stepper.go(7)
    assert drawn(stepper.figure) != before
    assert _drawn_matches(stepper.figure)
    legal = next(t for t in drawn(stepper.figure)["data"] if t["name"].lower().startswith("legal"))
    assert legal.get("customdata", []) == []  # D, to move before turn 8, has no legal card


def test_play_table_and_editor_draw_after_each_change() -> None:
    table = PlayTable("sjuan", seat=0, seed=21)
    table.click_card(table.legal_codes()[0])
    assert _drawn_matches(table.figure)
    editor = ScoreSheetEditor(load_example("femkamp-scoresheet-example"))
    editor.set_cell("Kari", "pass", 4)
    ys = [list(t.get("y") or ()) for t in drawn(editor.figure)["data"]]
    assert ys == [list(t.y or ()) for t in editor.figure.data]
    assert ys[0][0] == 4
