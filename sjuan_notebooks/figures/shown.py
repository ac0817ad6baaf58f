"""How a figure shows itself in a notebook: inside an ``Output`` widget, so that Voila draws it
without an error on the page.

A plain ``go.Figure`` is shown as its ``application/vnd.plotly.v1+json`` bundle. JupyterLab
hands such an output to plotly's mime renderer (the ``jupyterlab-plotly`` extension) as a
``MimeModel``. Voila 0.5 draws the notebook's own outputs differently: its ``render-outputs``
plugin parses each output's JSON from the page and passes that plain object to the renderer.
Once plotly's renderer has drawn a figure, it makes a PNG of it and stores the PNG back in the
model with ``model.setData(...)``, a method the plain object lacks: the page logged
"r.setData is not a function" for every figure (the figure itself was drawn). Outputs inside an
``Output`` widget are kept in JupyterLab's own output models, which have ``setData``, so the
same bundle shown there draws cleanly; the PNG stays in the browser (the widget does not send
it back to the kernel). The bundle is plotly's own JSON, drawn by the plotly.js that the
extension ships: nothing is fetched from another host.

Every figure function in this package returns a :class:`Figure`; it is a ``go.Figure`` in
every other respect.
"""

from __future__ import annotations

import json
from typing import Any

import ipywidgets as widgets
import plotly.graph_objects as go

PLOTLY_MIME = "application/vnd.plotly.v1+json"


def figure_bundle(figure: go.Figure) -> dict[str, Any]:
    """The figure's mime bundle: plotly's JSON, and its title as the plain-text form (what a
    reader without the renderer sees, and what a notebook check compares).

    The figure is responsive: plotly.js follows the window's width. Voila does not pass a
    window's resize on to its outputs, so a figure drawn in a wide window stayed that wide
    when the window narrowed (a projector's or a laptop's), past the page's edge."""
    spec = json.loads(figure.to_json())
    spec["config"] = {**spec.get("config", {}), "responsive": True}
    return {PLOTLY_MIME: spec, "text/plain": str(figure.layout.title.text or "Figure")}


class FigureOutput(widgets.Output):
    """An ``Output`` widget holding one figure's bundle (see the module's docstring)."""

    def __init__(self, figure: go.Figure) -> None:
        super().__init__()
        bundle = figure_bundle(figure)
        self.title = bundle["text/plain"]
        self.outputs = ({"output_type": "display_data", "data": bundle, "metadata": {}},)
        self.add_class("sjuan-figure")

    def __repr__(self) -> str:
        # the widget's plain-text form: the figure's title, not the whole figure's JSON
        return str(self.title)


class Figure(go.Figure):
    """A ``go.Figure`` that a notebook shows in a :class:`FigureOutput`."""

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(FigureOutput(self))


__all__ = ["Figure", "FigureOutput", "figure_bundle"]
