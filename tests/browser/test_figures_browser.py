"""Plain figures in the browser's Python: shown from plotly's own mime bundle even where
nbformat is missing, and nothing changes outside the browser."""

from __future__ import annotations

import plotly.graph_objects as go
import plotly.io._renderers as plotly_renderers
import pytest
from IPython.core.interactiveshell import InteractiveShell

from sjuan_notebooks.figures import browser as plotly_display

PLOTLY_MIME = "application/vnd.plotly.v1+json"


@pytest.fixture()
def shell():
    shell = InteractiveShell.instance()
    yield shell
    shell.display_formatter.ipython_display_formatter.type_printers.pop(go.Figure, None)
    InteractiveShell.clear_instance()


def shown(shell, fig) -> list[dict]:
    bundles: list[dict] = []
    shell.display_pub.publish = lambda data, *a, **k: bundles.append(data)
    shell.display_formatter.format(fig)
    return bundles


def test_without_nbformat_plotly_alone_refuses_to_show_a_figure(shell, monkeypatch) -> None:
    monkeypatch.setattr(plotly_renderers, "nbformat", None)
    monkeypatch.setattr(plotly_renderers.renderers, "default", "plotly_mimetype")
    with pytest.raises(ValueError, match="nbformat"):
        go.Figure(go.Bar(x=[1], y=[2]))._ipython_display_()


def test_in_the_browser_a_figure_is_shown_from_its_bundle_without_nbformat(
    shell, monkeypatch
) -> None:
    monkeypatch.setattr(plotly_renderers, "nbformat", None)
    monkeypatch.setattr(plotly_renderers.renderers, "default", "plotly_mimetype+notebook")
    monkeypatch.setattr(plotly_display.sys, "platform", "emscripten")
    assert plotly_display.install()
    fig = go.Figure(go.Bar(x=[1], y=[2]))
    bundles = shown(shell, fig)
    assert len(bundles) == 1
    assert bundles[0][PLOTLY_MIME]["data"][0]["y"] == [2]
    # drawn by the page's plotly extension: no plotly.js sent along (the site ships none)
    assert plotly_renderers.renderers.default == "plotly_mimetype"
    assert "text/html" not in bundles[0]


def test_outside_the_browser_nothing_is_registered(shell) -> None:
    assert not plotly_display.install()
    printers = shell.display_formatter.ipython_display_formatter.type_printers
    assert go.Figure not in printers


def test_without_a_shell_nothing_is_registered(monkeypatch) -> None:
    InteractiveShell.clear_instance()
    monkeypatch.setattr(plotly_display.sys, "platform", "emscripten")
    assert not plotly_display.install()
