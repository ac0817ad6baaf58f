"""A lesson's shared parts on the class server: what every learner sees alike is built once
(``lessons.build_page``), and nothing one learner does reaches another's page.

The pages are built in a subprocess, in virtual kernels as the server makes them: Solara patches
ipywidgets for virtual kernels when its server module is imported, which the other tests must
not get."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("solara")

ROOT = Path(__file__).parents[2]

# Warms lesson 1 as `TODAY=01-sjuan` does, then opens it for two learners; each learner moves
# their own stepper and answers in their own tally. Prints what each page holds, as JSON.
PAGES = r"""
import json, uuid
import ipywidgets as w
import solara.server.app  # Solara's patches for virtual kernels, as the server has them
from solara.server import kernel, kernel_context
from sjuan_notebooks.classserver import app, lessons
from sjuan_notebooks.widgets import Stepper, Tally

lesson = app.LESSONS["01-sjuan"]
lessons.warm(lessons.lessons_of_today(app.LESSONS, "01-sjuan")[:1])
plan = lessons._plans[lesson.name]

def open_page():
    context = kernel_context.VirtualKernelContext(
        id=str(uuid.uuid4()), kernel=kernel.Kernel(), session_id=str(uuid.uuid4()))
    kernel_context.contexts[context.id] = context
    with context:
        page = lessons.build_page(lesson)
        mine = list(w.Widget.widgets.values())
    return context, page, mine

def one(widgets, cls):
    found = [x for x in widgets if type(x) is cls]
    assert len(found) == 1, (cls, len(found))
    return found[0]

(a, page_a, widgets_a), (b, page_b, widgets_b) = open_page(), open_page()
stepper_a, stepper_b = one(widgets_a, Stepper), one(widgets_b, Stepper)
tally_a, tally_b = one(widgets_a, Tally), one(widgets_b, Tally)
with a:
    moved = stepper_a.go(5)
    tally_a.record(True)
    from sjuan_notebooks.widgets.common import HTML
    looks_shared = HTML("a").layout is HTML("b").layout
text_b = "".join(x.value for x in page_b.children if "sjuan-class-text" in x._dom_classes)
print(json.dumps({
    "cells": len(lessons._cells(lesson.path, lesson.name)),
    "shared": len(plan.shared),
    "parts": [len(page_a.children), len(page_b.children)],
    "classes": list(page_a._dom_classes),
    "moved": moved, "turns": [stepper_a.turn, stepper_b.turn],
    "tallies": [tally_a.counts(), tally_b.counts()],
    "common_widgets": len({id(x) for x in widgets_a} & {id(x) for x in widgets_b}),
    "same_record": stepper_a.record is stepper_b.record,
    "looks_shared": looks_shared,
    "widgets": [len(widgets_a), len(widgets_b)],
    "table_in_b": "cards with four players" in text_b,
    "reconstruction_in_b": "the whole hand, reconstructed" in text_b,
}))
"""


@pytest.fixture(scope="module")
def pages() -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PAGES], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_cells_with_no_widget_are_built_once_and_shown_to_every_learner(pages: dict) -> None:
    # lesson 1's tables, checks, replays and reconstruction: built at warm-up, not per page
    assert pages["shared"] >= 8
    assert pages["table_in_b"] and pages["reconstruction_in_b"]
    # the first learner after the warm-up gets the shared page too: as few parts as the second
    assert pages["parts"][0] == pages["parts"][1] < pages["cells"]
    assert f"sjuan-class-parts-{pages['parts'][0]}" in pages["classes"]


def test_a_page_s_widgets_share_their_looks_in_its_virtual_kernel(pages: dict) -> None:
    # Solara hands out a new shell at each get_ipython(): the looks are kept on the kernel
    assert pages["looks_shared"] is True
    assert pages["widgets"][0] == pages["widgets"][1] < 400  # 478 when nothing was shared


def test_two_learners_widgets_move_independently(pages: dict) -> None:
    assert pages["moved"] is True
    assert pages["turns"] == [5, 0]
    assert pages["tallies"] == [[1, 1], [0, 0]]
    assert pages["common_widgets"] == 0
    # the worked example the steppers play is a copy of each learner's own
    assert pages["same_record"] is False


def test_a_cell_that_names_a_widget_is_each_learner_s_own() -> None:
    import ipywidgets as w

    from sjuan_notebooks.classserver.lessons import _touches_widget

    namespace = {"stepper": w.Button(), "rows": [1, 2], "group": [w.Button()]}
    assert _touches_widget("stepper.description = 'x'\nrows", namespace)
    assert _touches_widget("len(group)", namespace)
    assert not _touches_widget("Table(['a'], [rows])", namespace)
    for widget in w.Widget.widgets.copy().values():
        widget.close()
