"""Small pieces the widgets share: labelled buttons with stable CSS classes, the language and
perspective selectors, sentences kept in no language until shown, and a plain-text reading of
an HTML widget (for tests and nbval)."""

from __future__ import annotations

import copy
import functools
import html
import logging
import os
import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

import comm
import ipywidgets as w
from ipywidgets.widgets import widget as _widget_module
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_string import HTMLStyle
from ipywidgets.widgets.widget_style import Style
from traitlets import TraitError, default

from ..core.errors import SjuanError, check_lang, render_word
from ..figures.charts import legal_map_layout, legal_map_of_grid, legal_map_traces
from ..figures.shown import SeenOutput, figure_bundle
from ..i18n import LANG_NAMES, LANGS, t

if TYPE_CHECKING:
    import plotly.graph_objects as go

_log = logging.getLogger(__name__)

_TAG = re.compile(r"<[^>]+>")
_CELL = re.compile(r"</t[dh]>", re.I)
_BREAK = re.compile(r"<br\s*/?>|</div>|</p>|</tr>|</summary>", re.I)


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
    layout: w.Layout | None = None,
) -> w.Button:
    """A button named in ``lang``, its layout and style the kernel's shared ones (:func:`shared`)
    unless it is given a ``layout`` of its own (one that is shown and hidden needs one)."""
    b = w.Button(
        description=t(key, lang),
        tooltip=t(tip_key, lang) if tip_key else t(key, lang),
        icon=icon,
        layout=layout or shared(w.Layout, width="auto"),
        style=shared(w.ButtonStyle),
        _dom_classes=("sjuan-btn", css),
    )
    b.on_click(on_click)
    return b


class ButtonLook(NamedTuple):
    """One layout and one style, shared by the buttons of a hand (or a quiz's choices, or What
    would you play's).

    A hand's buttons are made again at every move, a quiz's at every question. With a layout
    and a style of their own, each is three widgets: three comms, three models in the page.
    Closing the button closes neither of the other two, so a game played to its end left
    hundreds of them open in the kernel and in the page (a class server's, for every student
    at a table)."""

    layout: w.Layout
    style: Style


def button_look(width: str | None = None, style: type[Style] = w.ButtonStyle) -> ButtonLook:
    return ButtonLook(w.Layout(width=width), style())


_Look = TypeVar("_Look", bound=w.Widget)
#: the shared looks made where no kernel runs (plain Python: tests, the CLI's checks)
_LOOKS_WITHOUT_KERNEL: dict[tuple[Any, ...], Any] = {}
#: where a kernel's comm manager keeps its shared looks
_LOOKS = "_sjuan_shared_looks"


def shared(cls: type[_Look], **traits: Any) -> _Look:
    """The one ``cls(**traits)`` (a ``Layout`` or a style) that the widgets of this kernel made
    with these traits share.

    Each HTML widget and each box would otherwise open a layout of its own, and each HTML
    widget a style, nearly all alike: lesson 5 opened 1,397 widgets at its start, 474 of them
    layouts, and 850 once they were shared. Each is a comm the kernel opens, Voila passes on
    and the page makes a model of. There is one per kernel: a class server's virtual kernels
    each get their own (its page knows no widget of another), and one that was closed is not
    handed out again. A shared look refuses a change, which would reach every widget that
    shares it: a widget whose layout changes later (shown, hidden) takes one of its own."""
    # kept on the kernel's comm manager (the looks are its comms): a class server's virtual
    # kernel has one of its own. Not on the shell: Solara makes a new shell object, mocks and
    # all, at each get_ipython(), which cost a tenth of a class-server page
    holder = comm.get_comm_manager()
    looks = _LOOKS_WITHOUT_KERNEL if holder is None else holder.__dict__.setdefault(_LOOKS, {})
    key = (cls, tuple(sorted(traits.items())))
    look = looks.get(key)
    if (
        look is None
        or look.comm is None
        or _widget_module._instances.get(look.model_id) is not look
    ):
        look = looks[key] = cls(**traits)
        # a validator, not an observer: a refused change leaves the look as it was
        look._register_validator(_unchanged, tuple(n for n in look.keys if not n.startswith("_")))
    return cast(_Look, look)


def _unchanged(look: w.Widget, proposal: Any) -> None:
    raise TraitError(
        f"a shared {type(look).__name__} is never changed ({proposal.trait.name}): "
        "give the widget a layout of its own"
    )


class HTML(w.HTML):
    """An HTML widget with the kernel's shared plain layout and style (:func:`shared`) unless
    it is given its own."""

    @default("layout")
    def _shared_layout(self) -> w.Layout:
        return shared(w.Layout)

    @default("style")
    def _shared_style(self) -> HTMLStyle:
        return shared(HTMLStyle)


class HBox(w.HBox):
    """A row with the kernel's shared plain layout (:func:`shared`) unless given its own."""

    @default("layout")
    def _shared_layout(self) -> w.Layout:
        return shared(w.Layout)


class VBox(w.VBox):
    """A column with the kernel's shared plain layout (:func:`shared`) unless given its own."""

    @default("layout")
    def _shared_layout(self) -> w.Layout:
        return shared(w.Layout)


def discard(widgets: Iterable[w.Widget]) -> None:
    """Close buttons no longer shown (a :class:`ButtonLook` they share stays open)."""
    for gone in widgets:
        gone.close()


def lang_dropdown(lang: str) -> w.Dropdown:
    d = w.Dropdown(
        options=[(LANG_NAMES[code], code) for code in LANGS],
        value=check_lang(lang),
        description=t("ui.lang", lang),
        layout=shared(w.Layout, width="220px"),
        style=shared(DescriptionStyle),
        _dom_classes=("sjuan-lang",),
    )
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
        layout=shared(w.Layout, width="280px"),
        style=shared(DescriptionStyle),
        _dom_classes=("sjuan-perspective",),
    )
    return d


def relabel_dropdown(d: Any, options: list[tuple[str, Any]]) -> None:
    """Give a selection (a dropdown, toggle buttons) new labels for the same values, keeping
    its choice: the value never changes, so no observer sees a change of language as a choice.

    ipywidgets selects the first option whenever the options change (except while a widget is
    being built), which set the opponents to "random" and a stepper's view to "all hands open"
    on a change of language. Here the new options are set as during building, and the labels
    and the index reach the browser in one message."""
    index = d.index
    with d.hold_sync():
        d._initializing_traits_ = True
        try:
            d.options = options
        finally:
            d._initializing_traits_ = False
        if index is not None:
            d.set_trait("label", d._options_labels[index])
            if d.index != index:  # pragma: no cover - only if ipywidgets changes its ways
                d.index = index


# ---------------------------------------------------------------------------------------------
# Sentences in no language: what a widget says is kept as a function of the language, so a
# change of language shows the same sentence (an error, a hint, a log line) in the new one.

#: a sentence kept in no language: called with a language code, it gives the text in it
Sentence = Callable[[str], str]


def in_lang(value: object, lang: str) -> Any:
    """A parameter in ``lang``: a :data:`Sentence` called, an error as its sentence, a
    :class:`~..core.errors.Word` or ``Phrase`` translated; anything else as it is."""
    if callable(value):
        return value(lang)
    return render_word(value, lang)


def said(key: str, /, **params: object) -> Sentence:
    """The sentence ``key`` with ``params`` (sentences, errors, words or plain values), in
    whatever language it is shown."""

    def render(lang: str) -> str:
        return t(key, lang, **{k: in_lang(v, lang) for k, v in params.items()})

    return render


def joined(parts: Sequence[Sentence], sep: str = "\n") -> Sentence:
    """Several sentences shown as one text."""
    kept = tuple(parts)
    return lambda lang: sep.join(p(lang) for p in kept)


class Spoken:
    """A widget's text form, one sentence in its language: what a page shows where the
    widget is not drawn (a notebook viewer, a text export) and what the stored notebook keeps
    as text/plain, instead of ipywidgets' repr of its children. Reads ``_lang``, which every
    widget of the package keeps."""

    def __repr__(self) -> str:
        return t("ui.widget.text", getattr(self, "_lang", "en"))


class Fingerprint(NamedTuple):
    """What a widget holds and shows, its message aside (see :meth:`Transactional.fingerprint`).

    ``held``: its state and settings, in no language (sentences it keeps, such as a log, are
    written in English so that they compare); ``lang``: the language shown; ``shown``: what it
    draws, in that language. A change of language changes ``lang`` and ``shown`` only."""

    held: tuple[object, ...]
    lang: str
    shown: tuple[object, ...]


#: the language a widget's kept sentences are written in for its fingerprint
HELD_LANG = "en"


class FigureBox(SeenOutput):
    """A Plotly figure shown as the output of an ``Output`` widget, re-drawn whole on change
    (drawn first when it comes near the window: :class:`~..figures.shown.SeenOutput`).

    Why not ``go.FigureWidget``: its updates are one-off messages. A view drawn later never
    sees them (Voila draws widgets only after the notebook has run, so a stepper moved by a
    later cell showed its first position), and in Voila a view that had not yet started
    listening missed them too (seen in headless Chromium: the legal-move map of a practice
    table stayed on the previous turn after a click). Here the figure *is* the widget's state
    (the ``outputs`` trait), so every view, whenever drawn, shows the current figure.

    ``data``, ``layout`` and ``batch_update()`` behave as on a FigureWidget, so callers change
    traces in place and the box re-draws once at the end of the batch.
    """

    def __init__(
        self,
        figure: go.Figure | Callable[[], go.Figure],
        css: str | None = None,
        bundle: dict[str, Any] | None = None,
    ) -> None:
        """``figure``, or a function that makes it, with ``bundle`` what it shows: then the
        figure is made only when it is first read or changed (a box that is never changed
        needs none: see :func:`update_legal_map`)."""
        super().__init__(bundle or figure_bundle(cast("go.Figure", figure)), (css,) if css else ())
        self._figure: go.Figure | None = None
        self._make: Callable[[], go.Figure] | None = None
        if callable(figure):  # a figure is not callable
            self._make = figure
        else:
            self._figure = figure

    @property
    def figure(self) -> go.Figure:
        if self._figure is None:
            assert self._make is not None
            self._figure, self._make = self._make(), None
        return self._figure

    @figure.setter
    def figure(self, figure: go.Figure) -> None:
        self._figure, self._make = figure, None

    @property
    def made(self) -> bool:
        """Whether the figure object exists (else the box shows a bundle kept for everyone)."""
        return self._figure is not None

    def later(self, make: Callable[[], go.Figure], bundle: dict[str, Any]) -> None:
        """Show ``bundle``; the figure, made by ``make`` only when read or changed, is its."""
        self._figure, self._make = None, make
        self.show(bundle)

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
        self.show(figure_bundle(self.figure))  # plotly's JSON, responsive, and the title


@functools.lru_cache(maxsize=512)
def map_bundle(grid: Any, title: str, lang: str) -> dict[str, Any]:
    """The legal-move map of ``grid`` as a bundle, made once per process (it is read, never
    changed: every box that shows it shares it). Making a Plotly figure, each point checked,
    was a fifth of a class-server page."""
    return figure_bundle(legal_map_of_grid(grid, title, lang))


def update_legal_map(
    fig: FigureBox, grid: Any, title: str, lang: str, relayout: bool = False
) -> None:
    """Update a legal-move map (same traces, new points) and re-draw it once.

    A box whose figure was never made shows the map kept for this grid (:func:`map_bundle`),
    its figure made only if read or changed later: a class server's learners start their
    tables and steppers at the same positions, so the map is built once, not per learner."""
    if not fig.made:
        fig.later(lambda: legal_map_of_grid(grid, title, lang), map_bundle(grid, title, lang))
        return
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
        fig.layout.meta = layout["meta"]  # its text alternative


# ---------------------------------------------------------------------------------------------
# Transactions: a refused input leaves a widget exactly as it was


class Transactional:
    """What every widget shares so that a refused input changes nothing: its actions and
    observers run as transactions (:func:`transaction`); on any error the attributes named in
    ``_SAVED`` and the controls' values from :meth:`_control_values` go back to what they were,
    the widget is drawn again from them, and one translated sentence is shown.

    ``last_refusal`` keeps the error refused last (tests and the fuzz suite read it: a refusal
    should always be one of the package's typed errors)."""

    _SAVED: tuple[str, ...] = ()
    last_refusal: Exception | None = None
    _restoring = False
    _in_transaction = False

    # each widget says what it is made of
    def _control_values(self) -> dict[w.ValueWidget, object]:
        """control -> its value, for every control a transaction may change."""
        return {}

    def _redraw(self) -> None:
        """Draw everything from the attributes (after a restore)."""

    def _say(self, sentence: Sentence | None) -> None:  # pragma: no cover - every widget defines it
        """Show ``sentence`` (None: nothing) in the widget's language, and keep it so that a change
        of language shows it in the new one."""
        raise NotImplementedError

    def _held(self) -> tuple[object, ...]:
        """The widget's state and settings, in no language (see :class:`Fingerprint`)."""
        values = []
        for name in self._SAVED:
            if name in ("_lang", "_message"):
                continue
            value = getattr(self, name, None)
            if isinstance(value, random.Random):
                value = value.getstate()
            values.append(value)
        values.extend(_value_key(v) for c, v in self._control_values().items()
                      if c is not getattr(self, "lang_select", None))  # fmt: skip
        return tuple(values)

    def _shown(self) -> tuple[object, ...]:
        """What the widget draws, in its language."""
        return ()

    def fingerprint(self) -> Fingerprint:
        """What the widget holds and shows, its message aside: equal before and after a
        refused input (the fuzz suite's property); after a change of language, equal but for
        the language and what is drawn in it."""
        return Fingerprint(self._held(), str(getattr(self, "_lang", "")), self._shown())

    def message(self) -> str:
        """The sentence shown under the controls, in the widget's language ("" if none)."""
        said: Sentence | None = getattr(self, "_message", None)
        return said(getattr(self, "_lang", "en")) if said else ""

    def _snapshot(self) -> dict[str, object]:
        saved: dict[str, object] = {}
        for name in self._SAVED:
            value = getattr(self, name, None)
            if isinstance(value, random.Random):
                saved[name] = (value, value.getstate())
            elif isinstance(value, (list, dict)):
                saved[name] = copy.copy(value)
            else:
                saved[name] = value
        saved["__controls__"] = [(c, c.value) for c in self._control_values()]
        return saved

    def _restore(self, saved: dict[str, Any]) -> None:
        self._restoring = True
        try:
            for name in self._SAVED:
                value = saved[name]
                if (
                    isinstance(value, tuple)
                    and len(value) == 2
                    and isinstance(value[0], random.Random)
                ):
                    value[0].setstate(value[1])
                    value = value[0]
                setattr(self, name, value)
            for control, value in saved["__controls__"]:
                if control.value != value:
                    control.value = value
            self._redraw()
        finally:
            self._restoring = False

    def _refuse(self, error: Exception) -> None:
        self.last_refusal = error
        if isinstance(error, SjuanError):
            self._say(error.message)
        else:
            # the learner reads one sentence; a developer finds the cause in the log (debug
            # level, or an error with its traceback when SJUAN_NOTEBOOKS_DEBUG is set)
            level = logging.ERROR if os.environ.get("SJUAN_NOTEBOOKS_DEBUG") else logging.DEBUG
            _log.log(level, "%s refused an input", type(self).__name__, exc_info=error)
            self._say(said("edge.unexpected"))


def transaction(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a widget's action or observer as one transaction (see :class:`Transactional`):
    an error restores the widget and shows a sentence instead of escaping; the call then
    returns False. Calls made inside a running transaction belong to it."""

    @functools.wraps(method)
    def run(self: Any, *args: object, **kwargs: object) -> Any:
        if self._restoring:
            return None
        if self._in_transaction:
            return method(self, *args, **kwargs)
        saved = self._snapshot()
        change = args[0] if args and isinstance(args[0], dict) else None
        if change is not None and change.get("name") == "value" and "old" in change:
            # an observer: the control already holds the new value; restoring means the old
            saved["__controls__"] = [
                (c, change["old"] if c is change.get("owner") else v)
                for c, v in saved["__controls__"]
            ]
        self._in_transaction = True
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # noqa: BLE001 - nothing may escape to the learner
            self._in_transaction = False
            self._restore(saved)
            self._refuse(error)
            return False
        finally:
            self._in_transaction = False

    return run


def _value_key(value: object) -> Any:
    return tuple(value) if isinstance(value, list) else value
