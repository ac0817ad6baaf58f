"""A view drawn after the widget was moved (Voila draws widgets only once the notebook has run)
must show the current position: the figure's synced snapshot follows every update."""

from __future__ import annotations

from sjuan_notebooks.records import load_example
from sjuan_notebooks.widgets import PlayTable, ScoreSheetEditor, Stepper


def _snapshot_matches(fig) -> bool:
    live = [dict(x=list(t.x or ()), customdata=list(t.customdata or ())) for t in fig.data]
    snap = [
        dict(x=list(t.get("x") or ()), customdata=list(t.get("customdata") or ()))
        for t in fig._widget_data
    ]
    return live == snap and fig._widget_layout["title"]["text"] == fig.layout.title.text


def test_stepper_snapshot_follows_go() -> None:
    stepper = Stepper(load_example("sjuan-worked-example"))
    before = [list(t.customdata or ()) for t in stepper.figure.data]
    stepper.go(7)
    assert [list(t.customdata or ()) for t in stepper.figure.data] != before
    assert _snapshot_matches(stepper.figure)


def test_play_table_and_editor_snapshots_follow_moves() -> None:
    table = PlayTable("sjuan", seat=0, seed=21)
    table.click_card(table.legal_codes()[0])
    assert _snapshot_matches(table.figure)
    editor = ScoreSheetEditor(load_example("femkamp-scoresheet-example"))
    editor.set_cell("Kari", "pass", 4)
    snap_y = [list(t.get("y") or ()) for t in editor.figure._widget_data]
    assert snap_y == [list(t.y or ()) for t in editor.figure.data]
