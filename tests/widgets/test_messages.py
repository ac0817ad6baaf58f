"""A widget opens with its CSS classes: no class is added after its comm is open.

Each trait set on an open widget is one more message from the kernel through the server (Voila,
or the class server's one process for the whole class) to the page, and ``add_class`` on a
widget just made is such a message, once per class. Lesson 5 sent 950 of them at its start, a
third of all its messages. Every widget a lesson shows is built here once while the update
messages are recorded; a class change among them is a finding.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as w
import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.lesson import Predict, TryIt
from sjuan_notebooks.tactics.data import load
from sjuan_notebooks.widgets import (
    LegalCardsQuiz,
    PlayTable,
    RuleChooser,
    ScoreSheetEditor,
    SheetQuiz,
    Stepper,
    StepperChooser,
    TrickQuiz,
    WhatWouldYouPlay,
)


@pytest.fixture()
def updates(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, tuple[str, ...]]]]:
    """Every update message sent while the test runs: (widget class, the traits it sets)."""
    sent: list[tuple[str, tuple[str, ...]]] = []
    send = w.Widget._send

    def recording(self: w.Widget, msg: dict[str, Any], buffers: Any = None) -> None:
        if msg.get("method") == "update":
            sent.append((type(self).__name__, tuple(sorted(msg["state"]))))
        send(self, msg, buffers=buffers)

    monkeypatch.setattr(w.Widget, "_send", recording)
    yield sent


BUILT: dict[str, Callable[[], object]] = {
    "play table (sjuan)": lambda: PlayTable("sjuan", seed=1, strength="random"),
    "play table (sedma)": lambda: PlayTable("sedma", seed=2),
    "play table (femkamp)": lambda: PlayTable("femkamp", seed=3),
    "stepper": lambda: Stepper("sjuan-worked-example"),
    "stepper chooser": lambda: StepperChooser(
        [("Sjuan", "sjuan-worked-example"), ("Sedma", "sedma-example-1")]
    ),
    "rule chooser (sjuan)": lambda: RuleChooser("sjuan"),
    "rule chooser (femkamp)": lambda: RuleChooser("femkamp"),
    "score sheet editor": lambda: ScoreSheetEditor(load_example("femkamp-scoresheet-example")),
    "legal-cards quiz": lambda: LegalCardsQuiz("sjuan"),
    "trick quiz": lambda: TrickQuiz("sedma"),
    "score-sheet quiz": lambda: SheetQuiz(),
    "what would you play": lambda: WhatWouldYouPlay(load("whatif_positions"), ask_first=True),
    "prediction": lambda: Predict("?", [("a", 1), ("b", 2)], 1, ["a result"]),
    "try it": lambda: TryIt("Go to move 8.", lambda: None),
}


@pytest.mark.parametrize("name", sorted(BUILT))
def test_a_widget_opens_with_its_classes(name: str, updates: list[Any]) -> None:
    BUILT[name]()
    late = [sent for sent in updates if "_dom_classes" in sent[1]]
    assert not late, f"{name}: {len(late)} class message(s) after opening, e.g. {late[:3]}"
