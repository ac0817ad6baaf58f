"""What a lesson shows besides the widgets: sentences, tables and checks as HTML (so a class
in Voila reads sentences and tables, never a Python repr), "Try it" prompts whose "Show me"
button does a step on a widget only when the learner asks, "Predict" questions that keep a
result hidden until the learner has guessed, and links that open a lesson at a set
position.

A lesson is written once, in English, in ``notebooks/src/``; ``notebooks/build.py`` writes it
in every language: it translates the markdown and every ``_("...")`` literal of the code from
the lesson's catalog, and sets ``LANG``. So the code and the checks of the four versions are
the same lines; only the words differ.
"""

from __future__ import annotations

import contextvars
import html
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w

from .core.errors import SjuanError, check_lang
from .i18n import fill, t
from .render.fold import quote_html
from .views.base import view_of_state
from .views.scoresheet import scoresheet_html
from .widgets.common import HTML, HBox, Spoken, VBox, shared, transaction
from .widgets.quiz import FirstAnswer, listening, take_place, tell_first_answer
from .widgets.reveal import Reveal, shown_widgets


def _(text: str) -> str:
    """Mark a lesson's sentence for its catalog. At run time it is the identity: the build has
    already put the translation in the notebook of each language."""
    return text


class Say:
    """One or more sentences, shown as a paragraph. ``params`` fill ``{name}`` fields (the
    translated template keeps them), so numbers and names never sit inside a translation. They
    are filled as ``t`` fills a message's, so a sentence may choose its words by the player."""

    def __init__(self, text: str, /, **params: object) -> None:
        self.text = fill(text, None, params)

    def _repr_html_(self) -> str:
        return f'<p class="sjuan-say">{html.escape(self.text)}</p>'

    def __repr__(self) -> str:
        return self.text


class Quote(Say):
    """A rule text's words and their gloss, as a quotation. A lesson puts the quote that answers
    a prediction in the prediction's reveal, so the question is asked before the rule is on the
    page.

    The gloss is shown; the text's own words (in italics, *"..."*, as a lesson's markdown
    quotes them) are folded under a summary in ``lang`` (``render.fold``), as the build folds
    the quotes of the lessons' markdown. A :class:`Predict` gives the quotes it reveals its
    own language, so a lesson need not name it twice."""

    def __init__(self, text: str, /, *, lang: str | None = None, **params: object) -> None:
        super().__init__(text, **params)
        self.lang = None if lang is None else check_lang(lang)

    def _repr_html_(self) -> str:
        return quote_html(self.text, self.lang or "en")

    def __repr__(self) -> str:
        return self.text.replace("*", "")


class Check(Say):
    """A claim of the lesson checked on the spot: "✓ <yes>" when it holds, "✗ <no>" when not
    (nbval then sees the difference, and so does the class)."""

    def __init__(self, ok: bool, yes: str, no: str, /, **params: object) -> None:
        self.ok = bool(ok)
        super().__init__(("✓ " + yes) if self.ok else ("✗ " + no), **params)

    def _repr_html_(self) -> str:
        css = "sjuan-check-yes" if self.ok else "sjuan-check-no"
        return f'<p class="sjuan-say {css}">{html.escape(self.text)}</p>'


class Table:
    """A small table of strings or numbers: HTML for the page, aligned text for nbval."""

    def __init__(
        self,
        header: Sequence[object],
        rows: Iterable[Sequence[object]],
        *,
        caption: str = "",
    ) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[str(c) for c in row] for row in rows]
        for row in self.rows:
            if len(row) != len(self.header):
                raise ValueError("every row needs one cell per column")
        self.caption = caption

    def _repr_html_(self) -> str:
        # JupyterLab's and Voila's stylesheets right-align table cells: words read from the left
        head = "".join(f'<th style="text-align:left">{html.escape(h)}</th>' for h in self.header)
        body = "".join(
            "<tr>"
            + "".join(f'<td style="text-align:left">{html.escape(c)}</td>' for c in row)
            + "</tr>"
            for row in self.rows
        )
        caption = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        return (
            f'<table class="sjuan-lesson-table">{caption}'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )

    def __repr__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(line[i]) for line in lines) for i in range(len(self.header))]
        text = [" | ".join(c.ljust(wd) for c, wd in zip(line, widths)).rstrip() for line in lines]
        return "\n".join(([self.caption] if self.caption else []) + text)


class Position:
    """A game position drawn in the lesson's language, from every hand open or one seat's view
    (a state's own ``_repr_html_`` speaks English); its text form, which nbval compares, is the
    view's plain description of the same position."""

    def __init__(self, state: object, /, *, lang: str = "en", seat: int | None = None) -> None:
        self.state = state
        self.lang = check_lang(lang)
        self.seat = seat
        self.view = view_of_state(state)

    def _repr_html_(self) -> str:
        return str(self.view.state_html(self.state, self.lang, self.seat))

    def __repr__(self) -> str:
        return str(self.view.state_text(self.state, self.lang, self.seat))


class Sheet:
    """A Femkamp or Sjukamp score sheet drawn in the lesson's language (a sheet's own
    ``_repr_html_`` speaks English, and its repr is a dataclass's); its text form, which nbval
    compares, is the sheet's check in words: the table, the result, what is wrong."""

    def __init__(self, sheet: Any, /, *, lang: str = "en") -> None:
        self.sheet = sheet
        self.lang = check_lang(lang)

    def _repr_html_(self) -> str:
        return scoresheet_html(self.sheet, self.lang)

    def __repr__(self) -> str:
        return str(self.sheet.check().to_text(self.lang))


class Group(Spoken, VBox):
    """Widgets a lesson shows together (two menus and a table), one under the other; its
    text form is a sentence in the lesson's language, not ipywidgets' repr of its children."""

    def __init__(self, children: Iterable[w.Widget], /, *, lang: str = "en") -> None:
        self._lang = check_lang(lang)
        super().__init__(list(children))


class TryIt(Spoken, VBox):
    """A "Try it" prompt: the task for the learner, and a "Show me" button that does the step
    on the lesson's widget (``action``) for whoever is stuck. Nothing moves before the click,
    so every widget of a lesson opens at its start.

    The widget changed may stand far above the prompt, so a step done also brings it into view
    and puts the keyboard focus there (:class:`~.widgets.reveal.Reveal`): ``shows``, or else
    the last widget the action names (``lambda: stepper.go(7)``: the stepper)."""

    def __init__(
        self,
        prompt: str,
        action: Callable[[], object],
        *,
        lang: str = "en",
        shows: w.DOMWidget | None = None,
    ) -> None:
        self._lang = check_lang(lang)
        self._action = action
        named = [shows] if shows is not None else shown_widgets(action)
        #: the widget a step done brings into view (None: the action names none)
        self.shows: w.DOMWidget | None = named[-1] if named else None
        self.reveal = Reveal()
        self.prompt_html = HTML(f'<p class="sjuan-tryit-text">{html.escape(prompt)}</p>')
        self.button = w.Button(
            description=t("lesson.show_me", self._lang),
            tooltip=t("lesson.show_me.tip", self._lang),
            layout=shared(w.Layout, width="auto"),
            style=shared(w.ButtonStyle),
            _dom_classes=("sjuan-btn", "sjuan-show-me"),
        )
        self.button.on_click(lambda _: self.show_me())
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        super().__init__(
            [self.prompt_html, HBox([self.button, self.message_html]), self.reveal],
            _dom_classes=("sjuan-tryit",),
        )

    def show_me(self) -> bool:
        """Do the step. The widgets it drives refuse bad input themselves, with their own
        sentence, and return False (then this prompt says the step was not taken instead of
        "done"); anything else is shown as one sentence, never a traceback."""
        try:
            done = self._action()
        except SjuanError as error:
            self.message_html.value = html.escape(error.message(self._lang))
            return False
        except Exception:  # noqa: BLE001 - nothing may escape to the learner
            self.message_html.value = html.escape(t("edge.unexpected", self._lang))
            return False
        if done is False:
            self.message_html.value = html.escape(t("lesson_a.tryit.refused", self._lang))
            return False
        self.message_html.value = html.escape(t("lesson.shown", self._lang))
        if self.shows is not None:
            self.reveal.bring(self.shows)
        return True


class Predict(Spoken, VBox):
    """Predict, then reveal: a question with its answers as buttons, and a result (sentences,
    tables, figures) that is not in the page until the learner has picked one. The first pick
    is the learner's answer: it is marked right or wrong, counted in the lesson's tally, and
    the result appears; the buttons then stay as they are.

    ``choices`` are (label, value) pairs; ``answer`` the right value (or values). ``reveal``
    holds what a cell would show: objects with ``_repr_html_`` (:class:`Say`,
    :class:`Table`), figures, or widgets. A figure is drawn only once revealed. ``then`` is
    called at the first pick: it opens what would have answered the question on the page
    before it (a stepper's map held back, ``Stepper(map_held=...).show_map``).

    ``why`` gives wrong choices a sentence on that choice ("the jack skips the ten"): a first
    pick of one of them is marked wrong and counted, says its sentence, and leaves the other
    choices open for one more pick, which then brings the answer and the result.

    The first pick is also told to a class server (:class:`FirstAnswer`, as a quiz tells its
    first answers), so the teacher's live view counts a prediction the class plan makes the
    hinge question of a period."""

    def __init__(
        self,
        question: str,
        choices: Sequence[tuple[str, object]],
        answer: object,
        reveal: Sequence[object],
        *,
        tally: Any = None,
        lang: str = "en",
        then: Callable[[], object] | None = None,
        why: Mapping[Any, str] | None = None,
    ) -> None:
        self._lang = check_lang(lang)
        self._then = then
        self._why = dict(why or {})
        self.retried = False
        self._answers = (
            set(answer) if isinstance(answer, (set, frozenset, list, tuple)) else {answer}
        )
        self._labels = {value: label for label, value in choices}
        if not self._answers <= set(self._labels):
            raise ValueError("the answer must be one of the choices")
        if set(self._why) & self._answers or not set(self._why) <= set(self._labels):
            raise ValueError("a reason is for a wrong choice")
        self._reveal = list(reveal)
        for item in self._reveal:
            if isinstance(item, Quote) and item.lang is None:
                item.lang = self._lang  # its fold's summary in the page's language
        self._tally = tally
        self._question = question
        #: where the prediction stands on a class server's page (None elsewhere)
        self.place = take_place(question)
        self.picked: object = None
        self.question_html = HTML(
            f'<p class="sjuan-predict-question"><b>{html.escape(question)}</b></p>'
        )
        self.buttons: dict[object, w.Button] = {}
        for label, value in choices:
            button = w.Button(
                description=label,
                layout=shared(w.Layout, width="auto"),  # the kernel's: never changed
                style=shared(w.ButtonStyle),
                _dom_classes=("sjuan-btn", "sjuan-predict-choice"),
            )
            button.on_click(lambda _, v=value: self.pick(v))
            self.buttons[value] = button
        self.verdict_html = HTML(_dom_classes=("sjuan-predict-verdict",))
        self.result = VBox(_dom_classes=("sjuan-predict-result",))
        row = HBox(list(self.buttons.values()), layout=shared(w.Layout, flex_flow="row wrap"))
        super().__init__(
            [self.question_html, row, self.verdict_html, self.result],
            # a browser test knows by sjuan-predict-holds that a result is to come after the pick
            _dom_classes=("sjuan-predict",) + (("sjuan-predict-holds",) if self._reveal else ()),
        )

    @property
    def revealed(self) -> bool:
        return self.picked is not None

    def pick(self, value: Any) -> bool:
        """The learner's answer; False (and nothing changes) once answered, or for a value
        that is not a choice."""
        if self.revealed or value not in self._labels or self.buttons[value].disabled:
            return False
        right = value in self._answers
        if not right and value in self._why and not self.retried:
            # one more try: this choice is closed and marked, and its reason said
            self.retried = True
            self.buttons[value].disabled = True
            self.buttons[value].button_style = "danger"
            said = (
                t("quiz.wrong", self._lang),
                self._why[value],
                t("lesson.predict.retry", self._lang),
            )
            self.verdict_html.value = html.escape(" ".join(said))
            self.add_class("sjuan-predict-retry")
            self._count(False, value)
            return True
        self.picked = value
        self.remove_class("sjuan-predict-retry")
        for choice, button in self.buttons.items():
            button.disabled = True
            if choice == value:
                button.button_style = "success" if right else "danger"
        names = ", ".join(self._labels[v] for v in self._labels if v in self._answers)
        verdict = t("quiz.right", self._lang) if right else t("quiz.wrong", self._lang)
        answer = t("lesson.predict.answer", self._lang, answer=names)
        mine = "" if right else t("lesson.predict.picked", self._lang, choice=self._labels[value])
        self.verdict_html.value = html.escape(" ".join(x for x in (verdict, mine, answer) if x))
        if not self.retried:  # the first pick is the one counted
            self._count(right, value)
        self.result.children = [_as_widget(item) for item in self._reveal]
        if self._then is not None:
            self._then()
        return True

    def _count(self, right: bool, value: object) -> None:
        """The first pick: in the lesson's tally, and for a class server."""
        if self._tally is not None:
            self._tally.record(right)
        if not listening():
            return
        tell_first_answer(
            FirstAnswer(
                title=t("lesson.predict.title", self._lang), index=0, question=self._question,
                right=right, wrong=() if right else (self._labels[value],), place=self.place,
                numbered=False,
            )
        )  # fmt: skip


def _as_widget(item: Any) -> w.Widget:
    """What a cell would show of ``item``, as a widget."""
    if isinstance(item, w.Widget):
        return item
    if hasattr(item, "_ipython_display_") and hasattr(item, "to_plotly_json"):
        from .figures.shown import FigureOutput

        return FigureOutput(item)
    return HTML(item._repr_html_())


# -- links that open a set position ------------------------------------------------------------


#: The query string of the page a lesson is being built for, where one process builds the pages
#: of many learners (the class server, ``sjuan_notebooks.classserver``): the environment is
#: the process's, so it cannot carry one page's query string. None elsewhere.
PAGE_QUERY: contextvars.ContextVar[str | None] = contextvars.ContextVar("page_query", default=None)


def link_query() -> dict[str, str]:
    """The page's query string in Voila or the class server (``?example=...&move=8&seat=3&
    lang=sv``), else empty.

    With a preheated kernel Voila runs the notebook before anyone asks for it; Voila's
    ``get_query_string`` then waits for the request, so a lesson asks for it in its last cell,
    after every widget is built. A kernel Voila starts for the request (every student after
    the pool's) has the query in its environment already, and reads it there: importing
    Voila's server to read it cost such a kernel 0.8 CPU-s, in the lesson's last cell."""
    page_query = PAGE_QUERY.get()
    if page_query is not None:
        return {k: v[-1] for k, v in parse_qs(page_query).items() if v}
    if "VOILA_KERNEL_ID" not in os.environ and "QUERY_STRING" not in os.environ:
        return {}
    query = os.environ.get("QUERY_STRING", "")
    if os.environ.get("VOILA_PREHEAT") == "True":
        try:
            from voila.utils import get_query_string
        except ImportError:  # pragma: no cover - Voila is part of the lab extra
            pass
        else:
            query = get_query_string() or ""
    return {k: v[-1] for k, v in parse_qs(query).items() if v}


def follow_link(stepper: object, example: str, query: dict[str, str] | None = None) -> bool:
    """Open ``stepper`` where the link asks: ``move`` (a turn number), ``seat`` (a seat number,
    a player's name or ``all``) and ``lang``, if the link names this stepper's ``example`` (or
    no example). The link is followed whole or not at all: a bad value is shown by the stepper
    as one sentence and leaves it as it was. Returns whether the link was followed."""
    query = link_query() if query is None else query
    if not query or query.get("example", example) != example:
        return False
    return _open_at(stepper, query) is True


@transaction
def _open_at(stepper: Any, query: dict[str, str]) -> bool:
    """One transaction of the stepper: a refused seat or language undoes the move. The move
    goes first, so a refused move (which the stepper states itself) has changed nothing."""
    if "move" in query and not stepper.go(_number(query["move"])):
        return False
    if "seat" in query:
        seat = query["seat"]
        stepper.set_perspective(None if seat == "all" else _number(seat))
    if "lang" in query:
        stepper.set_lang(query["lang"])
    return True


def _number(text: str) -> int | str:
    """A whole number if the text is one; else the text, which the widget refuses politely."""
    return int(text) if text.strip().lstrip("-").isdigit() else text


__all__ = [
    "Check", "Group", "Position", "Predict", "Quote", "Say", "Sheet", "Table", "TryIt", "_", "follow_link",
    "link_query",
]  # fmt: skip
