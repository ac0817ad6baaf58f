"""The classroom view of the browser site runs a lesson as Voila would: markdown shown, code
run and hidden, the value of a cell's last expression shown."""

from __future__ import annotations

import json

import IPython.display
import pytest

from sjuan_notebooks.classroom import run_cell, show_lesson


def test_a_final_expression_is_shown_once_and_statements_are_not() -> None:
    shown: list[object] = []
    namespace: dict[str, object] = {}
    run_cell("x = 2\nx * 21", namespace, shown.append)
    run_cell("y = x + 1", namespace, shown.append)
    run_cell("x;", namespace, shown.append)
    run_cell("None", namespace, shown.append)
    run_cell("print('printed')", namespace, shown.append)
    assert shown == [42]
    assert namespace["y"] == 3


def test_a_cell_that_fails_stops_the_lesson_with_its_error() -> None:
    with pytest.raises(ZeroDivisionError):
        run_cell("1 / 0", {}, print)


def test_a_lesson_shows_its_text_and_outputs_never_its_code(tmp_path, monkeypatch) -> None:
    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj, **k: shown.append(obj))
    lesson = {
        "cells": [
            {"cell_type": "markdown", "source": ["# Title\n", "Some *text*."]},
            {"cell_type": "code", "source": "from sjuan_notebooks.core.cards import parse_card\n"},
            {"cell_type": "code", "source": ["card = parse_card('H7')\n", "card.code"]},
            {"cell_type": "code", "source": "   "},
            {"cell_type": "raw", "source": "not shown"},
        ]
    }
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps(lesson), encoding="utf-8")
    namespace = show_lesson(path)
    # the phone stylesheet first (a page that fits 320 px), then the text and the outputs
    assert [type(s).__name__ for s in shown] == ["HTML", "Markdown", "str"]
    assert shown[0].data.startswith("<style>")  # type: ignore[attr-defined]
    assert shown[1].data == "# Title\nSome *text*."  # type: ignore[attr-defined]
    assert shown[2] == "H7"
    assert "card" in namespace
