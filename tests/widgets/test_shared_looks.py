"""The widgets of a kernel share their looks: one ``Layout`` or style per set of traits.

Every layout and style is a widget of its own, a comm the kernel opens and the page makes a model
of, and lesson 5 opened 474 layouts and 250 styles at its start, nearly all alike. Every widget
a lesson shows is built here once while the new widgets are recorded: looks alike among them are
copies that could have been shared. A shared look is handed out again only in the kernel (the
class server's virtual kernel) that made it and only while it is open, and it refuses a change,
which would reach every widget that shares it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import comm
import ipywidgets as w
import pytest
from comm.base_comm import CommManager
from ipywidgets.widgets import widget as widget_module
from ipywidgets.widgets.widget_style import Style
from lesson_widgets import BUILT
from traitlets import TraitError

from sjuan_notebooks.widgets.common import HTML, HBox, VBox, shared

#: looks alike a widget may still open: a few widgets must own theirs (a button that is shown
#: and hidden), and widgets from other packages (a toggle, a figure) open their own. Before the
#: looks were shared, 12 of the 14 built here opened 13 to 103 such copies.
ALIKE_AT_MOST = 6


@pytest.fixture()
def made(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[w.Widget]]:
    """Every widget constructed while the test runs."""
    built: list[w.Widget] = []
    monkeypatch.setattr(w.Widget, "_widget_construction_callback", built.append)
    yield built


def _alike(looks: list[w.Widget]) -> Counter[tuple[str, str]]:
    return Counter((type(look).__name__, repr(sorted(look.get_state().items()))) for look in looks)


@pytest.mark.parametrize("name", sorted(BUILT))
def test_a_widget_shares_its_looks(name: str, made: list[w.Widget]) -> None:
    BUILT[name]()
    looks = [x for x in made if isinstance(x, (w.Layout, Style))]
    copies = {look: n - 1 for look, n in _alike(looks).items() if n > 1}
    assert sum(copies.values()) <= ALIKE_AT_MOST, f"{name}: {len(looks)} looks, copies {copies}"


@pytest.mark.parametrize("name", sorted(BUILT))
def test_a_widget_opens_with_its_looks(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A layout given after the widget opened is one more message, and a look never shared."""
    late: list[tuple[str, list[str]]] = []
    send = w.Widget._send

    def recording(self: w.Widget, msg: dict[str, object], buffers: object = None) -> None:
        state = msg.get("state")
        looks = {"layout", "style"} & set(state if isinstance(state, dict) else ())
        if msg.get("method") == "update" and looks:
            late.append((type(self).__name__, sorted(looks)))
        send(self, msg, buffers=buffers)

    monkeypatch.setattr(w.Widget, "_send", recording)
    BUILT[name]()
    assert not late, f"{name}: looks set after opening: {late[:3]}"


def test_plain_parts_share_one_layout_and_style() -> None:
    parts = [HTML("a"), HTML("b"), HBox(), VBox([HTML("c")])]
    assert len({id(part.layout) for part in parts}) == 1
    assert parts[0].style is parts[1].style
    own = w.Layout(width="64px")
    assert HTML(layout=own).layout is own


def test_a_shared_look_refuses_a_change_and_stays_as_it_was() -> None:
    look = shared(w.Layout, width="auto")
    with pytest.raises(TraitError, match="shared Layout is never changed"):
        look.display = "none"
    assert (look.display, look.width) == (None, "auto")
    assert shared(w.Layout, width="auto") is look


def test_a_closed_look_is_not_handed_out_again() -> None:
    look = shared(w.Layout, width="123px")
    look.close()
    again = shared(w.Layout, width="123px")
    assert again is not look and again.comm is not None
    assert widget_module._instances[again.model_id] is again


def test_each_kernel_has_its_own_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A class server runs each page in a virtual kernel with its own comm manager: a look of
    one page's kernel is a model the other pages do not have."""
    first, second = CommManager(), CommManager()
    manager = first
    monkeypatch.setattr(comm, "get_comm_manager", lambda: manager)
    a = shared(w.Layout, width="77px")
    assert shared(w.Layout, width="77px") is a and a.model_id in first.comms
    manager = second
    b = shared(w.Layout, width="77px")
    assert b is not a and shared(w.Layout, width="77px") is b and b.model_id in second.comms
    manager = first
    assert shared(w.Layout, width="77px") is a
