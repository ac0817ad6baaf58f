"""A widget opens with its CSS classes: no class is added after its comm is open.

Each trait set on an open widget is one more message from the kernel through the server (Voila,
or the class server's one process for the whole class) to the page, and ``add_class`` on a
widget just made is such a message, once per class. Lesson 5 sent 950 of them at its start, a
third of all its messages. Every widget a lesson shows is built here once while the update
messages are recorded; a class change among them is a finding.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest
from lesson_widgets import BUILT


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


@pytest.mark.parametrize("name", sorted(BUILT))
def test_a_widget_opens_with_its_classes(name: str, updates: list[Any]) -> None:
    BUILT[name]()
    late = [sent for sent in updates if "_dom_classes" in sent[1]]
    assert not late, f"{name}: {len(late)} class message(s) after opening, e.g. {late[:3]}"
