"""Small pieces the widgets share: labelled buttons with stable CSS classes, the language and
perspective selectors, and a plain-text reading of an HTML widget (for tests and nbval)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from ..core.errors import check_lang
from ..figures.charts import legal_map_layout, legal_map_traces
from ..i18n import LANG_NAMES, LANGS, t

_TAG = re.compile(r"<[^>]+>")
_CELL = re.compile(r"</t[dh]>", re.I)
_BREAK = re.compile(r"<br\s*/?>|</div>|</p>|</tr>", re.I)


def plain(markup: str) -> str:
    """The visible text of a small piece of HTML: tags dropped, breaks kept as new lines."""
    text = _BREAK.sub("\n", markup)
    text = _CELL.sub(" ", text)
    text = _TAG.sub("", text)
    lines = [" ".join(html.unescape(line).split()) for line in text.splitlines()]
    return "\n".join(line for line in lines if line)


def button(
    key: str,
    lang: str,
    css: str,
    on_click: Callable[[Any], object],
    *,
    tip_key: str | None = None,
    icon: str = "",
) -> w.Button:
    b = w.Button(
        description=t(key, lang),
        tooltip=t(tip_key, lang) if tip_key else t(key, lang),
        icon=icon,
        layout=w.Layout(width="auto"),
    )
    b.add_class("sjuan-btn")
    b.add_class(css)
    b.on_click(on_click)
    return b


def lang_dropdown(lang: str) -> w.Dropdown:
    d = w.Dropdown(
        options=[(LANG_NAMES[code], code) for code in LANGS],
        value=check_lang(lang),
        description=t("ui.lang", lang),
        layout=w.Layout(width="220px"),
    )
    d.add_class("sjuan-lang")
    return d


def perspective_options(players: Sequence[str], lang: str) -> list[tuple[str, int]]:
    """(label, value) pairs; -1 means every hand open."""
    return [(t("ui.perspective.all", lang), -1)] + [
        (t("ui.perspective.seat", lang, player=p), i) for i, p in enumerate(players)
    ]


def perspective_dropdown(players: Sequence[str], lang: str, value: int | None) -> w.Dropdown:
    d = w.Dropdown(
        options=perspective_options(players, lang),
        value=-1 if value is None else value,
        description=t("ui.perspective", lang),
        layout=w.Layout(width="280px"),
    )
    d.add_class("sjuan-perspective")
    return d


def relabel_dropdown(d: w.Dropdown, options: list[tuple[str, int]]) -> None:
    """Change a dropdown's labels, keeping its value (and firing no value change)."""
    value = d.value
    with d.hold_trait_notifications():
        d.options = options
        d.value = value


class FigureBox(w.Output):
    """A Plotly figure shown as the output of an ``Output`` widget, re-drawn whole on change.

    Why not ``go.FigureWidget``: its updates are one-off messages. A view drawn later never
    sees them (Voila draws widgets only after the notebook has run, so a stepper moved by a
    later cell showed its first position), and in Voila a view that had not yet started
    listening missed them too (seen in headless Chromium: the legal-move map of a practice
    table stayed on the previous turn after a click). Here the figure *is* the widget's state
    (the ``outputs`` trait), so every view, whenever drawn, shows the current figure.

    ``data``, ``layout`` and ``batch_update()`` behave as on a FigureWidget, so callers change
    traces in place and the box re-draws once at the end of the batch.
    """

    def __init__(self, figure: go.Figure, css: str | None = None) -> None:
        super().__init__()
        if css:
            self.add_class(css)
        self.figure = figure
        self.redraw()

    @property
    def data(self) -> Any:
        return self.figure.data

    @property
    def layout(self) -> Any:
        return self.figure.layout

    @contextmanager
    def batch_update(self) -> Iterator[None]:
        yield
        self.redraw()

    def redraw(self) -> None:
        bundle = {
            "application/vnd.plotly.v1+json": json.loads(self.figure.to_json()),
            "text/plain": str(self.figure.layout.title.text or "Figure"),
        }
        self.outputs = ({"output_type": "display_data", "data": bundle, "metadata": {}},)


def update_legal_map(
    fig: FigureBox, grid: Any, title: str, lang: str, relayout: bool = False
) -> None:
    """Update a legal-move map (same traces, new points) and re-draw it once."""
    with fig.batch_update():
        for trace, data in zip(fig.data, legal_map_traces(grid, lang)):
            trace.x = data["x"]
            trace.y = data["y"]
            trace.text = data["text"]
            trace.hovertext = data["hovertext"]
            trace.customdata = data["customdata"]
            trace.name = data["name"]
        layout = legal_map_layout(grid, title, lang)
        if relayout or tuple(fig.layout.xaxis.ticktext or ()) != tuple(layout["xaxis"]["ticktext"]):
            fig.layout.xaxis.ticktext = layout["xaxis"]["ticktext"]
            fig.layout.yaxis.ticktext = layout["yaxis"]["ticktext"]
            fig.layout.xaxis.title.text = layout["xaxis"]["title"]["text"]
            fig.layout.yaxis.title.text = layout["yaxis"]["title"]["text"]
        fig.layout.title.text = title
