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

**Plotly is imported when the first figure is built, not before.** Importing plotly (and its
narwhals) was a third of a lesson's first code cell in CPython (0.3 of 1 s), more in the
browser's Python, and a lesson's first widget draws no figure. So this module does not import
plotly: :class:`Figure` is defined on first use (:func:`figure_class`, also when a module asks
for ``shown.Figure``), and the figure builders (:mod:`.charts`) import plotly inside. A box
that shows a figure needs only its bundle (plain JSON).

**Drawn when the learner comes to it.** Plotly's renderer is the costliest thing on a lesson's
page: for every figure it loads plotly.js, draws the figure, draws it again on its first
resize and once more off screen for a PNG, all before the page can paint. A lesson with eight
figures, most of them screens below the first, made the learner wait for all of them (lesson
6 opened in 3.2-3.5 s, 2.5 s without its figures). So an output holding a figure
(:class:`SeenOutput`) first shows an empty box of the figure's height with a watcher
(:class:`WhenSeen`, a few lines of JavaScript): when the box has stayed within a screen of
the window for 0.3 s, the watcher tells the kernel, and the kernel puts the figure in the box
(1.7 s to open lesson 6 then, `benchmarks/bench_open.py`). The page
opens without plotly, the place of each figure is kept (nothing jumps), and a figure is
drawn a moment before it is scrolled to; one in a hidden part of a widget waits until that
part is shown. Python sees the figure it would draw as :attr:`SeenOutput.bundle` at any time.

**In the class server** (``sjuan_notebooks.classserver``, Solara) the page has no renderer for
plotly's bundle (it showed the figure's title as text): the server calls
:func:`draw_as_widgets`, and a seen box then holds the same figure as plotly's
``FigureWidget``, which brings its own plotly.js. The page scrolls as a whole there (the
window is the scrolling root), which the watcher's window margin covers.
"""

from __future__ import annotations

import copy
import html
import json
import re
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import anywidget
import ipywidgets as widgets
import traitlets

if TYPE_CHECKING:
    import plotly.graph_objects as go

PLOTLY_MIME = "application/vnd.plotly.v1+json"
#: where a bundle keeps the figure's text alternative (not a mime type: never displayed as such)
TEXT_KEY = "sjuan/text"


def figure_bundle(figure: go.Figure) -> dict[str, Any]:
    """The figure's mime bundle: plotly's JSON, and its title as the plain-text form (what a
    reader without the renderer sees, and what a notebook check compares).

    The figure is responsive: plotly.js follows the window's width. Voila does not pass a
    window's resize on to its outputs, so a figure drawn in a wide window stayed that wide
    when the window narrowed (a projector's or a laptop's), past the page's edge."""
    spec = json.loads(figure.to_json())
    spec["config"] = {**spec.get("config", {}), "responsive": True, "displaylogo": False}
    return {PLOTLY_MIME: spec, "text/plain": _plain(figure.layout.title.text or "", " ") or "Figure",
            TEXT_KEY: figure_text(figure)}  # fmt: skip


#: where a figure keeps its form for a narrow box, in ``layout.meta``: ``below`` (the box's
#: width in CSS px under which it is drawn), ``transpose`` (x and y of every trace swapped),
#: ``marker`` (the traces' marker changes) and ``layout`` (the layout's changes, merged in).
#: The kernel draws that form when the figure's box reports a narrower width (:class:`WhenSeen`
#: as the box comes into view, :class:`FigureText` when the box changes its width): a figure
#: such as the legal-move map cannot be read at a phone's width otherwise.
NARROW_KEY = "narrow"


def narrow_below(spec: dict[str, Any]) -> int:
    """The box width (CSS px) under which the figure ``spec`` has a narrow form; 0: none."""
    meta = spec.get("layout", {}).get("meta")
    form = meta.get(NARROW_KEY) if isinstance(meta, dict) else None
    return int(form.get("below", 0)) if isinstance(form, dict) else 0


def narrow_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """The figure ``spec`` (plotly's JSON) in its form for a narrow box: a new spec, ``spec``
    unchanged (a shared bundle may hold it). A figure without one is returned as it is."""
    if not narrow_below(spec):
        return spec
    form = spec["layout"]["meta"][NARROW_KEY]
    out = copy.deepcopy(spec)
    for trace in out.get("data", []):
        if form.get("transpose"):
            trace["x"], trace["y"] = trace.get("y", []), trace.get("x", [])
        if form.get("marker"):
            trace["marker"] = _merged(trace.get("marker", {}), form["marker"])
    out["layout"] = _merged(out["layout"], form.get("layout", {}))
    return out


def _merged(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in changes.items():
        old = merged.get(key)
        merged[key] = (
            _merged(old, value) if isinstance(old, dict) and isinstance(value, dict) else value
        )
    return merged


_TAG = re.compile(r"<[^>]+>")
_BREAK = re.compile(r"<br\s*/?>", re.I)
_SPACES = re.compile(r"[^\S\u00a0]+")
#: at most this many points of a trace are read out
MAX_POINTS = 60


def _plain(text: Any, br: str = ", ") -> str:
    """Markup out, a line break as ``br``, runs of spaces as one (a no-break space kept)."""
    text = html.unescape(_TAG.sub("", _BREAK.sub(br, str(text))))
    return _SPACES.sub(" ", text).strip()


def figure_text(figure: go.Figure) -> str:
    """What the figure shows, as text for a reader who cannot see it (WCAG 1.1.1): the
    description a figure function put in ``layout.meta["description"]``, or else the
    figure's own words read in order: its title, its axes' titles, and each trace's name with
    its points (their hover texts, in the figure's language, or their x and y values).
    Plotly draws a figure as an SVG with no text alternative."""
    meta = figure.layout.meta
    if isinstance(meta, dict) and meta.get("description"):
        return str(meta["description"])
    layout = figure.layout
    parts = [_plain(layout.title.text or "")]
    axes = [_plain(a.title.text) for a in (layout.xaxis, layout.yaxis) if a.title.text]
    if axes:
        parts.append(" / ".join(axes))
    for trace in figure.data:
        hover = getattr(trace, "hovertext", None)
        # a label wrapped over lines (<br>) is one label
        xs = [_plain(x, " ") for x in getattr(trace, "x", None) or ()]
        ys = [_plain(y, " ") for y in getattr(trace, "y", None) or ()]
        if getattr(trace, "orientation", None) == "h":
            xs, ys = ys, xs  # the labels are on the y axis
        if hover is not None and not isinstance(hover, str):
            texts = [_plain(h) for h in hover]
            points = [f"{x}: {h}" for x, h in zip(xs, texts)] if xs else texts
        else:
            points = [f"{x} {y}" for x, y in zip(xs, ys)] if xs else ys
        shown = "; ".join(points[:MAX_POINTS]) + ("; …" if len(points) > MAX_POINTS else "")
        name = _plain(getattr(trace, "name", None) or "")
        parts.append(f"{name}: {shown}" if name and shown else name or shown)
    return ". ".join(p.rstrip(".") for p in parts if p) + "."


_FIGURE_TEXT_ESM = """
function render({ model, el }) {
  el.classList.add("sjuan-figure-text");
  const show = () => { el.textContent = model.get("text"); };
  show();
  model.on("change:text", show);
  // plotly's FigureWidget lays a figure out 700 px wide when its box has not been measured
  // yet, and follows only a window's resize after that: on a phone it stood past the page's
  // edge. Once the figure's box has a width other than the figure's, the window says so.
  // At most a few nudges per box width: a figure plotly cannot make narrower keeps its width.
  let timer = null, nudges = 0, lastWidth = 0;
  // The figure and its text are two outputs of one output area: the box is that area (the
  // class server's page nests outputs one level deeper than Voila's).
  const area = () => el.closest(".jp-OutputArea");
  const fit = () => {
    const box = area();
    if (!box) return;
    for (const plot of box.querySelectorAll(".js-plotly-plot")) {
      const width = plot.parentElement.getBoundingClientRect().width;
      const drawn = plot._fullLayout && plot._fullLayout.width;
      if (width > 0 && drawn && Math.abs(drawn - width) > 2 && !(plot.layout || {}).width) {
        if (width !== lastWidth) { lastWidth = width; nudges = 0; }
        if (nudges >= 3) return;
        nudges += 1;
        clearTimeout(timer);
        timer = setTimeout(() => window.dispatchEvent(new Event("resize")), 50);
        return;
      }
    }
  };
  // A figure with a narrow form (a phone's) is drawn by the kernel in the form its box's width
  // asks for: when the box's width goes from one side of that limit to the other (a tablet
  // turned, a window narrowed), the kernel is told the new width, once it has settled. A box
  // with no width (not laid out, hidden, out of the page) says nothing. The kernel draws again
  // only when the form changes, and that drawing's own view reports the same side: no loop.
  let side = null, told = null;
  const report = () => {
    const below = model.get("narrow_below"), box = area();
    if (!below || !box || !box.isConnected) return;
    const width = box.getBoundingClientRect().width;
    if (width <= 0) return;
    const narrow = width < below;
    if (narrow === side) return;
    side = narrow;
    clearTimeout(told);
    told = setTimeout(() => model.send({ width }), 200);
  };
  const sized = () => { attach(); report(); fit(); };
  const watch = new MutationObserver(fit);
  const sizes = new ResizeObserver(sized);
  // JupyterLab lays out only the cells near the window (content-visibility: auto): a box in a
  // cell out of view is not told of its resize until it is scrolled to, so a figure below the
  // window kept its wide form when the window narrowed (the browser site's lesson 1 on a
  // phone: its play table's map). The cell itself is laid out, and its width is the box's
  // to follow: its resize has the box measured (which lays the box out).
  const holders = new ResizeObserver(report);
  // The view may be put in its output area after this runs: its own box's first size (a
  // pixel, once in the page) has the area looked up again.
  let box = null;
  const attach = () => {
    const found = area();
    if (!found || found === box) return;
    if (box) { watch.disconnect(); sizes.disconnect(); holders.disconnect(); sizes.observe(el); }
    box = found;
    watch.observe(box, { childList: true, subtree: true });
    sizes.observe(box);
    const cell = box.closest(".jp-Cell");
    if (cell) holders.observe(cell);
  };
  sizes.observe(el);
  const start = setTimeout(sized, 0);
  model.on("change:narrow_below", () => { side = null; report(); });
  return () => {
    clearTimeout(start); clearTimeout(timer); clearTimeout(told);
    watch.disconnect(); sizes.disconnect(); holders.disconnect();
  };
}
export default { render };
"""
#: CSS that hides a box from the eye but not from a screen reader
VISUALLY_HIDDEN = (
    "position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;"
    " clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;"
)
#: A figure keeps its height when the window changes size. plotly.js makes a responsive
#: figure's box ``height: 100%`` once its resize has dropped the layout's height and it is laid
#: out with a context made anew (a tablet turned, a window narrowed, the page zoomed). The
#: output around the figure has no height of its own and plotly's SVGs are all positioned
#: absolutely, so the box fell to 0 px: the figure was cut away and its mode bar lay over the
#: next line. Its first SVG, in the flow and as a block (no line gap below it), gives the box
#: the figure's height whichever height plotly sets; the other layers still lie over it.
_FIGURE_HEIGHT_CSS = (
    ".js-plotly-plot .svg-container > .main-svg:first-child { position: relative; display: block; }"
)
#: On a touch screen plotly's mode bar (camera, zoom, lasso: buttons of 24 x 22 px, under the
#: 24 x 24 of WCAG 2.5.8) came up on every tap of a figure, over the figure; a touch screen
#: zooms the page itself. A figure is never wider than its box.
_FIGURE_TOUCH_CSS = (
    "@media (hover: none), (pointer: coarse) { .js-plotly-plot .modebar-container "
    "{ display: none !important; } }\n.js-plotly-plot, .js-plotly-plot .plot-container "
    "{ max-width: 100%; }"
)
_FIGURE_TEXT_CSS = (
    f".sjuan-figure-text {{ {VISUALLY_HIDDEN} }}\n{_FIGURE_HEIGHT_CSS}\n{_FIGURE_TOUCH_CSS}"
)


class FigureText(anywidget.AnyWidget):
    """A figure's text alternative (:func:`figure_text`), beside the figure: visually hidden,
    read by a screen reader right after the drawing. Every figure has one, so its style sheet
    also carries the rule that keeps figures at their height (:data:`_FIGURE_HEIGHT_CSS`)."""

    _esm = _FIGURE_TEXT_ESM
    _css = _FIGURE_TEXT_CSS
    text = traitlets.Unicode().tag(sync=True)
    #: the figure's narrow form's limit (:func:`narrow_below`): the box's width is reported
    #: to the kernel when it crosses it; 0, never
    narrow_below = traitlets.Int(0).tag(sync=True)


#: the height plotly's renderer gives a figure that sets none
DEFAULT_HEIGHT = 360

_WHEN_SEEN_ESM = """
function render({ model, el }) {
  el.classList.add("sjuan-when-seen");
  const size = () => { el.style.height = model.get("height") + "px"; };
  size();
  model.on("change:height", size);
  // A screen's height ahead, so the figure is in place before it is scrolled to. Voila's page
  // and JupyterLab's notebook scroll inside a panel: a root margin counts for the window only,
  // a scroll margin for the panels (where the browser has it; elsewhere the figure is drawn
  // as it comes into view). The box must stay near for a moment: while a page is still
  // drawing its widgets, or a learner flicks past, a box only passes by.
  let timer = null;
  const observer = new IntersectionObserver((entries) => {
    clearTimeout(timer);
    if (!entries[entries.length - 1].isIntersecting) return;
    timer = setTimeout(() => {
      observer.disconnect();
      model.send({ seen: true, width: el.getBoundingClientRect().width });
    }, 300);
  }, { rootMargin: "100% 0px", scrollMargin: "100% 0px" });
  observer.observe(el);
  return () => { clearTimeout(timer); observer.disconnect(); };
}
export default { render };
"""


class WhenSeen(anywidget.AnyWidget):
    """An empty box of ``height`` pixels that tells the kernel once it comes near the window
    (see the module's docstring); ``on_seen`` callbacks run then, once, given the box's width
    in CSS px (None if the page did not say)."""

    _esm = _WHEN_SEEN_ESM
    height = traitlets.Int(DEFAULT_HEIGHT).tag(sync=True)

    def __init__(self, height: int) -> None:
        super().__init__(height=height)
        self._callbacks: list[Callable[[float | None], object]] = []
        self.on_msg(self._on_msg)

    def on_seen(self, callback: Callable[[float | None], object]) -> None:
        self._callbacks.append(callback)

    def _on_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and content.get("seen"):
            callbacks, self._callbacks = self._callbacks, []
            for callback in callbacks:
                callback(_width(content))


def _width(content: object) -> float | None:
    """The box's width a page reported, or None (a message from a page is not trusted)."""
    width = content.get("width") if isinstance(content, dict) else None
    if isinstance(width, bool) or not isinstance(width, (int, float)):
        return None
    return float(width) if 0 < width < 100_000 else None


_as_widgets = False


def draw_as_widgets(on: bool = True) -> None:
    """Draw every figure of this process as a ``FigureWidget`` (see the module's docstring)."""
    global _as_widgets
    _as_widgets = on


def _display(data: dict[str, Any]) -> dict[str, Any]:
    return {"output_type": "display_data", "data": data, "metadata": {}}


def _widget_view(widget: widgets.Widget, text: str) -> dict[str, Any]:
    return _display(
        {
            "application/vnd.jupyter.widget-view+json": {
                "model_id": widget.model_id, "version_major": 2, "version_minor": 1,
            },
            "text/plain": text,
        }
    )  # fmt: skip


class SeenOutput(widgets.Output):
    """An ``Output`` widget that holds one figure and draws it once it is near the window (see
    the module's docstring), with the figure's text alternative after it (:class:`FigureText`).
    :meth:`show` changes the figure; it is drawn at once if the box has been seen, else when it
    is."""

    def __init__(self, bundle: dict[str, Any], classes: tuple[str, ...] = ()) -> None:
        # the parts first, so that the box opens holding them, with its classes: each trait
        # set after it opens is one more message to the page
        self._bundle = bundle
        self._text = FigureText(text=bundle.get(TEXT_KEY, ""), narrow_below=_narrow(bundle))
        self._text.on_msg(self._on_text_msg)
        self._watch: WhenSeen | None = WhenSeen(_height(bundle))
        self._drawn: widgets.Widget | None = None
        #: the width of the box the page last reported (CSS px), None before it has
        self.width: float | None = None
        super().__init__(
            outputs=(_widget_view(self._watch, bundle["text/plain"]), self._text_output()),
            _dom_classes=classes,
        )
        self._watch.on_seen(self._seen)

    @property
    def bundle(self) -> dict[str, Any]:
        """The figure's bundle: what the box shows, or will show once seen."""
        return self._bundle

    @property
    def seen(self) -> bool:
        return self._watch is None

    @property
    def watcher(self) -> WhenSeen | None:
        """The box's watcher while it waits to be seen, then None."""
        return self._watch

    @property
    def text(self) -> str:
        """The figure's text alternative, as a screen reader reads it beside the figure."""
        return str(self._text.text)

    @property
    def narrow(self) -> bool:
        """Whether the box is drawn in the figure's narrow form (its reported width is below
        the form's limit)."""
        below = _narrow(self._bundle)
        return bool(below) and self.width is not None and self.width < below

    def drawn_spec(self) -> dict[str, Any]:
        """The figure's JSON as the box draws it at its width: the bundle's, or its narrow
        form (:func:`narrow_spec`)."""
        spec: dict[str, Any] = self._bundle[PLOTLY_MIME]
        return narrow_spec(spec) if self.narrow else spec

    def show(self, bundle: dict[str, Any]) -> None:
        self._bundle = bundle
        self._text.text = bundle.get(TEXT_KEY, "")
        self._text.narrow_below = _narrow(bundle)
        if self._watch is None:
            self._draw()
        else:
            self._watch.height = _height(bundle)

    def resized(self, width: float | None) -> None:
        """The page says the box is ``width`` px wide now: the figure is drawn again if that
        changes its form."""
        if width is None:
            return
        was, self.width = self.narrow, width
        if self._watch is None and self.narrow != was:
            self._draw()

    def _on_text_msg(self, _widget: object, content: object, _buffers: object) -> None:
        self.resized(_width(content))

    def _text_output(self) -> dict[str, Any]:
        return _widget_view(self._text, self._text.text)

    def _seen(self, width: float | None = None) -> None:
        # the watcher is left open: its view is being replaced in the page right now
        self._watch = None
        if width is not None:
            self.width = width
        self._draw()

    def _draw(self) -> None:
        spec = self.drawn_spec()
        if not _as_widgets:
            shown = {**_shown_data(self._bundle), PLOTLY_MIME: spec}
            self.outputs = (_display(shown), self._text_output())
            return
        import plotly.graph_objects as go

        figure = go.FigureWidget(data=spec.get("data", []), layout=spec.get("layout", {}))
        # responsive as the bundle is: a figure first laid out in a box not yet measured took
        # plotly's 700 px and kept it, past a phone's edge
        figure._config = spec.get("config", {})
        old, self._drawn = self._drawn, figure
        self.outputs = (_widget_view(figure, self._bundle["text/plain"]), self._text_output())
        if old is not None:
            old.close()


def _shown_data(bundle: dict[str, Any]) -> dict[str, Any]:
    """The bundle as displayed: its mime types only."""
    return {k: v for k, v in bundle.items() if k != TEXT_KEY}


def _height(bundle: dict[str, Any]) -> int:
    height = bundle[PLOTLY_MIME].get("layout", {}).get("height")
    return int(height) if height else DEFAULT_HEIGHT


def _narrow(bundle: dict[str, Any]) -> int:
    return narrow_below(bundle[PLOTLY_MIME])


class FigureOutput(SeenOutput):
    """An ``Output`` widget holding one figure's bundle (see the module's docstring)."""

    def __init__(self, figure: go.Figure) -> None:
        bundle = figure_bundle(figure)
        super().__init__(bundle, ("sjuan-figure",))
        self.title = bundle["text/plain"]

    def __repr__(self) -> str:
        # the widget's plain-text form: the figure's title, not the whole figure's JSON
        return str(self.title)


if TYPE_CHECKING:

    class Figure(go.Figure):
        """A ``go.Figure`` that a notebook shows in a :class:`FigureOutput`."""

        def _ipython_display_(self) -> None: ...


_figure_class: type[Figure] | None = None
_figure_class_lock = threading.Lock()


def figure_class() -> type[Figure]:
    """:class:`Figure`, a ``go.Figure`` that a notebook shows in a :class:`FigureOutput`:
    defined, and plotly imported, when first asked for (see the module's docstring). The same
    class every time, named ``shown.Figure`` (so a figure pickles and compares as one)."""
    global _figure_class
    with _figure_class_lock:  # a class server's pages build their first figures at once
        if _figure_class is None:
            _figure_class = _define_figure_class()
    return _figure_class


def _define_figure_class() -> type[Figure]:
    import plotly.graph_objects as go

    from .browser import install

    class Figure(go.Figure):
        """A ``go.Figure`` that a notebook shows in a :class:`FigureOutput`."""

        def _ipython_display_(self) -> None:
            from IPython.display import display

            display(FigureOutput(self))

    Figure.__qualname__ = "Figure"
    install()  # plain figures in the browser's Python (no-op elsewhere)
    return Figure


def __getattr__(name: str) -> Any:
    if name == "Figure":
        return figure_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Figure",
    "FigureOutput",
    "FigureText",
    "SeenOutput",
    "WhenSeen",
    "draw_as_widgets",
    "figure_bundle",
    "figure_class",
    "figure_text",
    "narrow_below",
    "narrow_spec",
]
