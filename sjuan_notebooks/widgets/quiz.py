"""Predict, then reveal: quizzes that ask before they show.

A learner who sees the legal cards outlined in green never has to find them. These widgets
hide the answer until the learner has committed to one:

- :class:`LegalCardsQuiz` ("which cards may D play?", every game): the hand is drawn without
  the legal outlines; after *Check* each card of the hand gets its reason, from the game's
  view adapter, the same sentence the legal-move map shows.
- :class:`TrickQuiz` ("who takes this trick and how many points?", Sedma and the Femkamp/
  Sjukamp trick deals): a finished trick is shown without its winner marked.
- :class:`SheetQuiz` ("which row of this score sheet is impossible?", Femkamp and Sjukamp: a
  deal is a row, a player a column, as on paper): a sheet with one wrong row, shown without
  its checks.

The feedback is about the learner's own answer: what was found, missed and wrongly picked, and
why, before the full list (folded away); a wrong first check says how it is wrong and offers
one *Try again*; *Start again* goes back to the first question at any time.

Every quiz counts the learner's first answer to each question in a :class:`Tally` shown under
it (pass one tally to several quizzes to count a whole lesson). Nothing is stored anywhere: the
tally lives in the page's kernel and is gone when the page closes. A class server, which
holds a whole class in one process, hears each first answer as a :class:`FirstAnswer`
(:func:`listen_first_answers`) to count the class for the teacher, per question of each quiz
on the page: a lesson may show two quizzes of one kind (its own and its exit ticket's), so a
quiz the server builds takes its :class:`Place` on the page (:data:`PAGE_PLACES`).

Positions are fixed: the rule texts' worked examples and deals from fixed seeds, so a whole
class sees the same questions in the same order. Each game's family registers its own
(``GameSpec.quizzes``); :mod:`sjuan_notebooks.views.questions` builds them, and these widgets
know no game's positions.

Python API for tests and checked notebooks: :meth:`pick`, :meth:`check` (the Check button),
:meth:`try_again`, :meth:`reveal` (show the answer now), :meth:`restart`, :meth:`answer_text`,
:meth:`hint_text`,
:attr:`tally` (:meth:`Tally.counts`), :meth:`next`, :meth:`set_lang`, :meth:`shown_text`.
"""

from __future__ import annotations

import html
import logging
import threading
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import ipywidgets as w
from ipywidgets.widgets.widget_bool import ToggleButtonStyle

from ..core.cards import Card, Pack, name_list, parse_card
from ..core.contract import State
from ..core.errors import SjuanError, check_lang
from ..core.registry import api_for
from ..i18n import t
from ..render.html import (
    TEXT_RIGHT,
    TEXT_WRONG,
    scoresheet_table_html,
    trick_html,
)
from ..views.base import (
    GameView,
    TrickLikeView,
    card_short,
    card_word,
    view_of_state,
)
from ..views.questions import (  # the builders, importable from here as they always were
    LegalQuestion,
    QuizChoiceError,
    SheetQuestion,
    TrickQuestion,
    legal_question,
    legal_questions,
    seeded_positions,
    sheet_questions,
    trick_questions,
    tricks_of,
)
from ..views.scoresheet import deal_name, scoresheet_data
from .aria import Aria, spoken
from .common import (
    HTML,
    Fingerprint,
    HBox,
    Sentence,
    Spoken,
    VBox,
    button,
    button_look,
    discard,
    lang_dropdown,
    plain,
    said,
    shared,
)
from .phone import card_classes

# ---------------------------------------------------------------------------------------------
# The running tally


#: a quiz's question (each quiz its own kind)
Q = TypeVar("Q")


class Tally(Spoken, HTML):
    """Right answers out of questions answered; the first check of each question counts.

    One tally may be shared by every quiz of a lesson. It is plain widget state: no account, no
    file, nothing sent anywhere.
    """

    def __init__(self, lang: str = "en") -> None:
        super().__init__(_dom_classes=("sjuan-quiz-tally",))
        self._lang = check_lang(lang)
        self.right = 0
        self.asked = 0
        self._render()

    def counts(self) -> tuple[int, int]:
        """(right, asked)."""
        return self.right, self.asked

    def record(self, correct: bool) -> None:
        self.asked += 1
        self.right += int(correct)
        self._render()

    def text(self, lang: str | None = None) -> str:
        lg = self._lang if lang is None else lang
        if not self.asked:
            return t("quiz.tally.none", lg)
        return t("quiz.tally", lg, n=self.right, asked=self.asked)

    def set_lang(self, lang: str) -> None:
        self._lang = check_lang(lang)
        self._render()

    def fingerprint(self) -> Fingerprint:
        return Fingerprint((self.right, self.asked), self._lang, (self.value,))

    def _render(self) -> None:
        self.value = f"<b>{html.escape(self.text())}</b>"


# ---------------------------------------------------------------------------------------------
# The questions: each game's positions live in its family, registered with its GameSpec; the
# builders (sjuan_notebooks.views.questions) know no game, and neither does anything here

# ---------------------------------------------------------------------------------------------
# What a class server hears


@dataclass(frozen=True)
class Place:
    """Where a quiz or a prediction stands on a page the class server built: its cell and its
    turn among the questions that cell makes, the same for every learner of the lesson (so the
    class's answers to it add up, and a second quiz of the same kind is another question).

    What names it for the teacher: the section heading above it, the bold words that open the
    paragraph before it in that section ("Exit ticket, part 1", "Warm-up"), and, where the same
    section shows the same quiz again, which time this is (1, 2, ...)."""

    cell: int
    nth: int
    section: str = ""
    part: str = ""
    repeat: int = 1

    @property
    def where(self) -> str:
        """The section and its part, as the teacher's view names them: "Rule 3 › Half done"."""
        return " › ".join(x for x in (self.section, self.part) if x)


class PagePlaces:
    """Hands out the places of one page's quizzes and predictions while its cells run."""

    def __init__(self) -> None:
        self._cell = -1
        self._nth = 0
        self._section = ""
        self._part = ""
        self._seen: Counter[tuple[str, str, str]] = Counter()

    def at(self, cell: int, section: str, part: str = "") -> None:
        """The cells run from here on are cell ``cell``, under ``section`` and ``part``."""
        self._cell, self._nth, self._section, self._part = cell, 0, section, part

    def take(self, kind: str) -> Place:
        """The next place; ``kind`` tells the same quiz again apart (a quiz's title key)."""
        seen = (self._section, self._part, kind)
        self._seen[seen] += 1
        place = Place(self._cell, self._nth, self._section, self._part, self._seen[seen])
        self._nth += 1
        return place


#: the page being built now, where a class server builds one (None in Voila and JupyterLab,
#: where a page is one learner's and nothing counts the class)
PAGE_PLACES: ContextVar[PagePlaces | None] = ContextVar("page_places", default=None)


def take_place(kind: str) -> Place | None:
    """The place of a question widget made now (None: not on a page a class server builds)."""
    places = PAGE_PLACES.get()
    return None if places is None else places.take(kind)


@dataclass(frozen=True)
class FirstAnswer:
    """A learner's first answer to one question, in the words of the learner's page: the quiz's
    title, which question (0-based), the question, whether it was right, the choices picked
    that the answer marks wrong (cards, players or deals), where the quiz stands on its page
    (None: not on a class server's page), and whether its questions are numbered (a
    prediction is one question: not numbered)."""

    title: str
    index: int
    question: str
    right: bool
    wrong: tuple[str, ...]
    place: Place | None = None
    numbered: bool = True

    @property
    def key(self) -> tuple[object, int]:
        """The question among a page's: its quiz's place (or, with none, the quiz's title) and
        its number in the quiz."""
        where = (self.place.cell, self.place.nth) if self.place is not None else self.title
        return (where, self.index)


_listeners: list[Callable[[FirstAnswer], None]] = []
_listeners_lock = threading.Lock()
_log = logging.getLogger(__name__)


def listen_first_answers(listener: Callable[[FirstAnswer], None]) -> Callable[[], None]:
    """Call ``listener`` with every first answer given in this process, from the thread that
    handled the learner's click; returns the function that stops it. Thread-safe."""
    with _listeners_lock:
        _listeners.append(listener)

    def stop() -> None:
        with _listeners_lock:
            if listener in _listeners:
                _listeners.remove(listener)

    return stop


def listening() -> bool:
    """Whether anyone hears first answers (a class server): a question builds its
    :class:`FirstAnswer` only then, since most pages have no listener."""
    return bool(_listeners)


def tell_first_answer(answer: FirstAnswer) -> None:
    """Tell every listener a learner's first answer (a question widget outside this module, such
    as a lesson's prediction, tells its own)."""
    with _listeners_lock:
        listeners = list(_listeners)
    for listener in listeners:
        try:
            listener(answer)
        except Exception:  # a listener's fault never reaches the learner's quiz
            _log.exception("a first-answer listener failed")


# The widgets


class _Quiz(Spoken, VBox, Generic[Q]):
    """What every quiz shares: a question at a time, choices as toggle buttons, Check, one
    Try again, Next, Start again, the answer, a message line for refused input, the language,
    and the tally.

    A question is answered in up to two tries: a first check that is wrong says how it is
    wrong (without giving the answer away) and offers *Try again* once, or *Show the answer*;
    the second check shows the answer whatever it is. Only the first check of a question
    counts: in the tally and for a class server (:class:`FirstAnswer`), once per question, so
    neither a second try nor *Start again* changes what the tally says about the learner."""

    css = "sjuan-quiz"
    title_key = ""
    multi = True  # several choices may be picked at once

    def __init__(self, questions: Sequence[Q], *, lang: str, tally: Tally | None) -> None:
        super().__init__(_dom_classes=("sjuan-quiz", self.css))
        self._lang = check_lang(lang)
        self.questions = list(questions)
        self.index = 0
        self.tally = tally if tally is not None else Tally(self._lang)
        self._picked: list[str] = []
        self._revealed = False
        self._tried = False  # the first check of this question was wrong
        self._retrying = False  # ... and the learner has not yet chosen Try again or the answer
        self._counted: set[int] = set()  # questions whose first answer the tally holds
        #: where the quiz stands on a class server's page (None elsewhere)
        self.place = take_place(self.title_key)
        self._syncing = False
        self._toggles: dict[str, w.ToggleButton] = {}
        self._choice_look = button_look("auto", ToggleButtonStyle)
        self._said: Sentence | None = None
        self._said_colour = ""

        self.heading = HTML()
        self.progress = HTML()
        self.position = HTML(_dom_classes=("sjuan-quiz-position",))
        self.question = HTML(_dom_classes=("sjuan-quiz-question",))
        self.choice_box = HBox(
            layout=shared(w.Layout, flex_flow="row wrap"), _dom_classes=("sjuan-quiz-choices",)
        )
        self.extra = HBox()
        self.answer = HTML(_dom_classes=("sjuan-quiz-answer",))
        self.message = HTML(_dom_classes=("sjuan-quiz-message",))
        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self._make_buttons()
        self.aria = Aria(self.css)
        self.children = [
            HBox([self.heading, self.progress, self.lang_select]),
            self.question,
            self.position,
            self.choice_box,
            self.extra,
            HBox(
                [
                    self.check_button,
                    self.try_button,
                    self.show_button,
                    self.next_button,
                    self.restart_button,
                ],
                layout=shared(w.Layout, flex_flow="row wrap"),
            ),  # fmt: skip
            self.message,
            self.answer,
            self.tally,
            self.aria,
        ]
        self._new_question()

    # -- the public API ---------------------------------------------------------------------
    @property
    def current(self) -> Q:
        return self.questions[self.index]

    @property
    def revealed(self) -> bool:
        return self._revealed

    @property
    def retrying(self) -> bool:
        """The first check was wrong: the quiz waits for *Try again* or *Show the answer*."""
        return self._retrying

    def choices(self) -> list[str]:
        """The answers offered for the current question, as codes ``pick`` takes."""
        raise NotImplementedError

    def pick(self, *choices: str) -> None:
        """Pick these answers (replacing the earlier pick). An answer not offered is refused
        with :class:`QuizChoiceError`, and the pick is left as it was."""
        offered = self.choices()
        wanted = [str(c).strip().upper() if self.upper else str(c).strip() for c in choices]
        for c in wanted:
            if c not in offered:
                raise QuizChoiceError(choice=c)
        if self._revealed:
            raise QuizChoiceError("quiz.already_checked")
        if self._retrying:
            raise QuizChoiceError("quiz.try_first")
        if not self.multi and len(wanted) > 1:
            raise QuizChoiceError(choice=" ".join(wanted))
        self._picked = [c for c in offered if c in wanted]
        self._sync_toggles()
        self._say(None)

    def picked(self) -> list[str]:
        return list(self._picked)

    def is_right(self) -> bool:
        raise NotImplementedError

    def check(self) -> bool:
        """What *Check* does: a right pick, or the second try, shows the answer; a first wrong
        pick says how it is wrong and waits for :meth:`try_again` (or :meth:`reveal`). The
        first check of a question is counted; returns whether the pick was right."""
        if self._revealed:
            return self.is_right()
        if self._retrying:
            raise QuizChoiceError("quiz.try_first")
        self._check_ready()
        right = self.is_right()
        if not self._tried:
            self._count(right)
        if right or self._tried:
            self._show_answer()
        else:
            self._tried = self._retrying = True
            self._render()
        return right

    def try_again(self) -> None:
        """Open the pick once more after a wrong first check (once per question)."""
        if not self._retrying:
            raise QuizChoiceError("quiz.no_try")
        self._retrying = False
        self._render()

    def reveal(self) -> bool:
        """Check the pick and show the answer now (the first check of a question is counted,
        once); returns whether the pick was right."""
        if self._revealed:
            return self.is_right()
        if not self._tried:
            self._check_ready()
            self._count(self.is_right())
        self._show_answer()
        return self.is_right()

    def answer_text(self, lang: str | None = None) -> str:
        """The answer to the current question, in plain sentences (whether shown yet or not)."""
        return plain(self._answer_html(self._lang if lang is None else lang))

    def hint_text(self, lang: str | None = None) -> str:
        """What a wrong first check says about the pick, in plain sentences."""
        return plain(self._hint_html(self._lang if lang is None else lang))

    def next(self) -> bool:
        """Go on to the next question; False (and a message) after the last."""
        if self.index + 1 >= len(self.questions):
            self._say(said("quiz.last"))
            return False
        self.index += 1
        self._new_question()
        return True

    def go(self, index: int) -> None:
        """Open question ``index`` (0-based), unanswered."""
        if not 0 <= index < len(self.questions):
            raise QuizChoiceError(choice=str(index + 1))
        self.index = index
        self._new_question()

    def restart(self) -> None:
        """Start the quiz again at its first question, every question unanswered. The tally
        keeps the first answers: a question answered before is not counted again."""
        self.index = 0
        self._new_question()
        if self._counted:
            self._say(said("quiz.restarted"))

    def set_lang(self, lang: str) -> None:
        """Show the quiz (and its tally) in ``lang``: the question, the pick, the points typed,
        whether it was checked, and a message on screen stay."""
        self._lang = check_lang(lang)
        if self.lang_select.value != self._lang:
            self.lang_select.value = self._lang  # calls back here
            return
        self.tally.set_lang(self._lang)
        for b, key in self._buttons():
            b.description = t(key, self._lang)
            b.tooltip = t(f"{key}.tip", self._lang)
        self.lang_select.description = t("ui.lang", self._lang)
        self._render()
        self._say(self._said, self._said_colour)

    @property
    def lang(self) -> str:
        return self._lang

    def message_text(self) -> str:
        """The message under the buttons (a refused answer, the end), in the quiz's language."""
        return self._said(self._lang) if self._said else ""

    def fingerprint(self) -> Fingerprint:
        """What the quiz holds (question, pick, points, checked, tally), its language, and what
        it draws in it (see :class:`~.common.Fingerprint`)."""
        held = (self.index, tuple(self._picked), getattr(self, "_points", None), self._revealed,
                self._tried, self._retrying, self.tally.counts(),
                tuple((b.value, b.disabled, b.button_style) for b in self._toggles.values()))  # fmt: skip
        shown = (self.heading.value, self.progress.value, self.position.value, self.question.value,
                 self.answer.value, self.tally.value,
                 tuple((b.description, b.tooltip) for b in self._toggles.values()))  # fmt: skip
        return Fingerprint(held, self._lang, shown)

    def _say(self, sentence: Sentence | None, colour: str = "") -> None:
        """Show ``sentence`` under the buttons, kept so that a change of language translates it."""
        self._said, self._said_colour = sentence, colour
        text = html.escape(self.message_text())
        self.message.value = (
            f'<span style="color:{colour}">{text}</span>' if colour and text else text
        )

    def shown_text(self) -> str:
        """What the learner sees, as plain text."""
        parts = [self.heading.value, self.progress.value, self.position.value, self.question.value]
        parts += [self.message.value, self.answer.value, self.tally.value]
        return "\n".join(plain(p) for p in parts if p)

    # -- for the subclasses -----------------------------------------------------------------
    upper = True  # choice codes are card codes (upper case)

    def _check_ready(self) -> None:
        """Refuse a check that cannot be answered yet (a single-choice question unpicked)."""
        if not self.multi and not self._picked:
            raise QuizChoiceError("quiz.pick_first")

    def _answer_choices(self) -> set[str]:
        """The choices a right answer picks."""
        raise NotImplementedError

    def _choice_classes(self, code: str) -> tuple[str, ...]:
        """More CSS classes of a choice's button (a card drawn as a card: see
        :mod:`~sjuan_notebooks.widgets.phone`)."""
        return ()

    def _choice_label(self, code: str) -> str:
        return code

    def _choice_tip(self, code: str) -> str:
        return code

    def _given_choices(self) -> frozenset[str]:
        """The choices the current question gives in advance (a partly solved question): marked
        "given" and closed from the start; none in a question of one's own."""
        return frozenset()

    def _choice_mark(self, code: str) -> str:
        """After the answer: "found" (picked, and right), "missed" (right, not picked),
        "wrong" (picked, not right), or "" (rightly left); "given" for a choice given."""
        if code in self._given_choices():
            return "given"
        right, picked = code in self._answer_choices(), code in self._picked
        if right:
            return "found" if picked else "missed"
        return "wrong" if picked else ""

    def _choice_style(self, code: str) -> str:
        return _MARK_STYLE[self._choice_mark(code)]

    def _shown_mark(self, code: str) -> str:
        """The mark a choice shows now: its answer mark once the answer is shown, else none
        (a quiz with choices given in advance marks those from the start)."""
        return self._choice_mark(code) if self._revealed or code in self._given_choices() else ""

    def _position_html(self, lang: str) -> str:
        raise NotImplementedError

    def _question_text(self, lang: str) -> str:
        raise NotImplementedError

    def _answer_html(self, lang: str) -> str:
        raise NotImplementedError

    def _hint_html(self, lang: str) -> str:
        """How a wrong pick is wrong, without the answer."""
        raise NotImplementedError

    def _spoken_answer(self, lang: str) -> str:
        """What the live region says once the answer is shown (a folded list is not said)."""
        return plain(self._answer_html(lang))

    # -- drawing -----------------------------------------------------------------------------
    def _make_buttons(self) -> None:
        lg = self._lang
        self.check_button = button(
            "quiz.btn.check", lg, "sjuan-quiz-check", self._safe(self.check),
            tip_key="quiz.btn.check.tip", icon="check",
        )  # fmt: skip
        self.try_button = button(
            "quiz.btn.try_again", lg, "sjuan-quiz-try-again", self._safe(self.try_again),
            tip_key="quiz.btn.try_again.tip", layout=w.Layout(width="auto"), icon="undo",
        )  # fmt: skip
        self.show_button = button(
            "quiz.btn.show", lg, "sjuan-quiz-show", self._safe(self.reveal),
            tip_key="quiz.btn.show.tip", layout=w.Layout(width="auto"), icon="eye",
        )  # fmt: skip
        self.next_button = button(
            "quiz.btn.next", lg, "sjuan-quiz-next", self._safe(self.next),
            tip_key="quiz.btn.next.tip", icon="arrow-right",
        )  # fmt: skip
        self.restart_button = button(
            "quiz.btn.restart", lg, "sjuan-quiz-restart", self._safe(self.restart),
            tip_key="quiz.btn.restart.tip", icon="refresh",
        )  # fmt: skip

    def _buttons(self) -> list[tuple[w.Button, str]]:
        return [(self.check_button, "quiz.btn.check"), (self.try_button, "quiz.btn.try_again"),
                (self.show_button, "quiz.btn.show"), (self.next_button, "quiz.btn.next"),
                (self.restart_button, "quiz.btn.restart")]  # fmt: skip

    def _safe(self, action: Callable[[], object]) -> Callable[[object], None]:
        """A click handler: a refused action shows one sentence and changes nothing."""

        def handler(_: object) -> None:
            try:
                action()
            except SjuanError as e:
                self._say(e.message, TEXT_WRONG)

        return handler

    def _count(self, right: bool) -> None:
        """The first answer to the current question, counted once per question: in the
        tally, and for a class server."""
        if self.index in self._counted:
            return
        self._counted.add(self.index)
        self.tally.record(right)
        if listening():
            lg = self._lang
            wrong = [c for c in self._picked if c not in self._answer_choices()]
            tell_first_answer(
                FirstAnswer(
                    title=t(self.title_key, lg), index=self.index,
                    question=self._question_text(lg), right=right,
                    wrong=tuple(self._choice_label(c) for c in wrong), place=self.place,
                )
            )  # fmt: skip

    def _show_answer(self) -> None:
        self._revealed = True
        self._retrying = False
        self._render()

    def _new_question(self) -> None:
        self._picked = []
        self._revealed = self._tried = self._retrying = False
        self._say(None)
        old = list(self._toggles.values())
        self._toggles = {}
        for code in self.choices():
            b = w.ToggleButton(
                value=False,
                description=self._choice_label(code),
                tooltip=self._choice_tip(code),
                **self._choice_look._asdict(),
                _dom_classes=("sjuan-quiz-choice", f"sjuan-choice-{code}")
                + self._choice_classes(code),
            )
            b.observe(self._on_toggle(code), names="value")
            self._toggles[code] = b
        self.choice_box.children = tuple(self._toggles.values())
        discard(old)  # the question before leaves nothing behind in the page
        self._render()

    def _on_toggle(self, code: str) -> Callable[[Mapping[str, object]], None]:
        def handler(change: Mapping[str, object]) -> None:
            if self._syncing:
                return
            if self._revealed or self._retrying:
                self._sync_toggles()
                return
            if change["new"]:
                self._picked = [code] if not self.multi else [*self._picked, code]
            else:
                self._picked = [c for c in self._picked if c != code]
            order = self.choices()
            self._picked = sorted(set(self._picked), key=order.index)
            self._sync_toggles()
            self._say(None)

        return handler

    def _sync_toggles(self) -> None:
        self._syncing = True
        try:
            for code, b in self._toggles.items():
                b.value = code in self._picked
        finally:
            self._syncing = False

    def _on_lang(self, change: Any) -> None:
        self.set_lang(change["new"])

    def _render(self) -> None:
        lg = self._lang
        self.heading.value = f"<b>{html.escape(t(self.title_key, lg))}</b>"
        self.progress.value = html.escape(
            t("quiz.progress", lg, n=self.index + 1, total=len(self.questions))
        )
        self.position.value = self._position_html(lg)
        self.question.value = html.escape(self._question_text(lg))
        names: dict[str, dict[str, str | None]] = {}
        for code, b in self._toggles.items():
            mark = self._shown_mark(code)
            label = self._choice_label(code)
            b.description = f"{_MARK_SIGN[mark]} {label}" if mark else label
            b.tooltip = self._choice_tip(code)
            b.button_style = _MARK_STYLE[mark]
            b.disabled = self._revealed or self._retrying or mark == "given"
            for kind in ("found", "missed", "wrong", "given"):
                (b.add_class if kind == mark else b.remove_class)(f"sjuan-quiz-{kind}")
            name = spoken(self._choice_tip(code), b.description, lg)
            if mark:
                name = t("quiz.mark.named", lg, choice=name, mark=t(f"quiz.mark.{mark}", lg))
            # a choice's name is its full name ("seven of hearts", not "♥7")
            names[f".sjuan-choice-{code}"] = {"aria-label": name}
        self.aria.names = names
        if self._revealed:
            self.answer.value = self._verdict_html(lg) + self._answer_html(lg)
            self.aria.announce = plain(self._verdict_html(lg)) + " " + self._spoken_answer(lg)
        elif self._tried:
            retry = t("quiz.retry", lg) if self._retrying else t("quiz.retry.last", lg)
            self.answer.value = (
                self._verdict_html(lg)
                + f'<div class="sjuan-quiz-hint">{self._hint_html(lg)}</div>'
                + f"<div><i>{html.escape(retry)}</i></div>"
            )
            self.aria.announce = plain(self.answer.value)
        else:
            self.answer.value = ""
            self.aria.announce = ""
        self.check_button.disabled = self._revealed or self._retrying
        self.try_button.layout.display = "" if self._retrying else "none"
        self.show_button.layout.display = "" if self._tried and not self._revealed else "none"

    def _verdict_html(self, lang: str) -> str:
        right = self.is_right()
        colour = TEXT_RIGHT if right else TEXT_WRONG
        word = t("quiz.right", lang) if right else t("quiz.wrong", lang)
        return f'<div class="sjuan-quiz-verdict" style="color:{colour}"><b>{html.escape(word)}</b></div>'


#: how a choice is marked once the answer is shown: the button's colour and a sign before its
#: label, so that the mark is not in the colour alone (and its words in its accessible name)
#: ("given": a choice the question gives as part of the answer, marked and closed from the start)
_MARK_STYLE = {"found": "success", "missed": "warning", "wrong": "danger", "given": "info", "": ""}
_MARK_SIGN = {"found": "✓", "missed": "○", "wrong": "✗", "given": "✓", "": ""}

#: the choice that stands for standing over (a voluntary pass) in a Sevens position
STAND_OVER = "PASS"


def voluntary_move(state: State) -> str | None:
    """The move besides a card that the player to move may choose although a card may be
    played: "pass" (standing over, Sjuern) or "stop" (a Sedma leader letting the trick go
    instead of continuing it); None where there is none. A forced pass is not one: no card is."""
    view = view_of_state(state)
    moves = view.legal_moves(state)
    if not any(isinstance(m, Card) for m in moves):
        return None
    codes = [view.move_code(m) for m in moves if not isinstance(m, Card)]
    return next((c for c in ("pass", "stop") if c in codes), None)


def stand_over_offered(state: State) -> bool:
    """Whether the player to move may stand over (pass by choice) although a card may be
    played, or (Sedma) stop instead of continuing the trick: then that move is one of the
    answers."""
    return voluntary_move(state) is not None


def _div(text: str, css: str = "") -> str:
    cls = f' class="{css}"' if css else ""
    return f"<div{cls}>{html.escape(text)}</div>"


class LegalCardsQuiz(_Quiz[LegalQuestion[State]]):
    """Which cards may the player to move play? Positions from the game's worked examples and
    seeded deals (:data:`LEGAL_SOURCES`), or any states given.

    Where the rules let the player stand over (a voluntary pass) beside playable cards, the
    choices hold "stand over" too, and a right answer picks it; a forced pass is answered by
    picking no card. After the check the answer leads with the difference (what was found,
    missed and wrongly picked, each with its reason); every card's reason is folded below.

    ``given`` makes a question partly solved (a faded step between a worked example and a
    question of one's own): for each question, some of its legal cards, shown marked and
    closed from the start; the learner finds the rest. A wrong first check then also says why
    each card wrongly picked may not be played, as a prediction's reason for a wrong choice."""

    css = "sjuan-quiz-legal"
    title_key = "quiz.title.legal"

    def __init__(
        self,
        game_or_states: str | Sequence[State] = "sjuan",
        *,
        lang: str = "en",
        tally: Tally | None = None,
        given: Sequence[Sequence[str]] | None = None,
    ) -> None:
        if isinstance(game_or_states, str):
            questions = legal_questions(game_or_states)
        else:
            questions = [legal_question(s) for s in game_or_states]
        self._given = [frozenset(str(c).upper() for c in cards) for cards in (given or ())]
        if given is not None and len(self._given) != len(questions):
            raise ValueError("given: one set of cards per question")
        for q, cards in zip(questions, self._given):
            if not cards < set(q.legal):
                raise ValueError("given: some of the legal cards, not all of them")
        if given is not None:  # its own title: a class server counts it apart from the others
            self.title_key = "quiz.title.legal_given"
        super().__init__(questions, lang=lang, tally=tally)

    @property
    def given(self) -> frozenset[str]:
        """The legal cards the current question gives (none, in a question of one's own)."""
        return self._given[self.index] if self._given else frozenset()

    def pick(self, *choices: str) -> None:
        """Pick these cards; a card the question gives is already in the answer, and is
        left out of the pick."""
        super().pick(*choices)
        if self.given:
            self._picked = [c for c in self._picked if c not in self.given]
            self._sync_toggles()

    def _given_choices(self) -> frozenset[str]:
        return self.given

    @property
    def view(self) -> GameView:
        return view_of_state(self.current.state)

    def _seat(self) -> int:
        seat = self.view.to_move(self.current.state)
        assert seat is not None
        return seat

    def _player(self) -> str:
        return self.view.seat_name(self.current.state, self._seat())

    def stand_over_offered(self) -> bool:
        """The player may stand over here although a card may be played."""
        return stand_over_offered(self.current.state)

    def _voluntary(self) -> str:
        """The code of the choice beside the cards: "pass" (stand over) or "stop" (Sedma)."""
        return voluntary_move(self.current.state) or "pass"

    def _key(self, stand: str, stop: str) -> str:
        """A message of the stand-over choice, or its Sedma twin about stopping."""
        return stop if self._voluntary() == "stop" else stand

    def choices(self) -> list[str]:
        cards = [c.code for c in self.view.hand(self.current.state, self._seat())]
        return cards + [STAND_OVER] if self.stand_over_offered() else cards

    def _answer_choices(self) -> set[str]:
        legal = set(self.current.legal)
        return legal | {STAND_OVER} if self.stand_over_offered() else legal

    def is_right(self) -> bool:
        return set(self._picked) | self.given == self._answer_choices()

    def _choice_label(self, code: str) -> str:
        if code == STAND_OVER:
            return self.view.move_label(self.current.state, self._voluntary(), self._lang)
        card = parse_card(code)
        if self.view.pack == "french":  # "♥7": a suit's sign and a rank read at a glance
            return card_short(card, self._lang, "french")
        # a German-suited pack's letters ("AcO", "ŽH") are codes a learner has to decode: the
        # button says the card's name ("Ober of acorns")
        return str(card_word(card, self._lang, self.view.pack).capitalized())

    def _choice_classes(self, code: str) -> tuple[str, ...]:
        # the hand's cards are the buttons: the position draws no second copy of the hand
        if code == STAND_OVER:
            return ("sjuan-move-btn",)
        wide = () if self.view.pack == "french" else ("sjuan-card-wide",)
        return card_classes(parse_card(code), self.view.pack) + wide

    def _choice_tip(self, code: str) -> str:
        if code == STAND_OVER:
            return self._choice_label(code)
        return card_word(parse_card(code), self._lang, self.view.pack)

    def _position_html(self, lang: str) -> str:
        state, view = self.current.state, self.view
        seat = self._seat()
        if isinstance(view, TrickLikeView):
            plays, _ = view.trick_plays(state)
            live = plays if _trick_open(state) else []
            top = f"<div><b>{html.escape(view.title_text(state, lang))}</b></div>"
            top += trick_html(live, pack=view.pack, lang=lang, winner=None)
        else:
            top = view.table_html(state, lang)
        others = [
            t("ui.hand_of", lang, player=name, n=n)
            for i, (name, n) in enumerate(zip(view.players(state), view.hand_sizes(state)))
            if i != seat
        ]
        cards = view.hand(state, seat)
        label = html.escape(t("ui.hand_of", lang, player=self._player(), n=len(cards)))
        # the hand itself is drawn by the choices' buttons, right under this label
        return (
            '<div class="sjuan-state" style="font-family:sans-serif;font-size:13px">'
            + top
            + f"<div><small>{html.escape(' · '.join(others))}</small></div>"
            + f'<div style="margin-top:4px"><b>{label} ▶</b></div></div>'
        )

    def _question_text(self, lang: str) -> str:
        if self.given:
            n = len(self._answer_choices() - self.given)
            return t("quiz.legal.question_given", lang, player=self._player(), n=n)
        if self.stand_over_offered():
            return t(
                self._key("quiz.legal.question_stand", "quiz.legal.question_stop"),
                lang,
                player=self._player(),
            )
        return t("quiz.legal.question", lang, player=self._player())

    def _pack(self) -> Pack:
        return "sedma" if self.view.pack == "sedma" else "french"

    def _reason(self, code: str, lang: str) -> str:
        return str(self.view.grid(self.current.state, None, lang).cell(code).reason)

    def _stand_why(self, lang: str) -> str:
        if self._voluntary() == "stop":
            return t("quiz.legal.stop.why", lang, player=self._player())
        left = getattr(self.current.state, "stand_over_left", ())
        n = left[self._seat()] if left else 1
        return t("quiz.legal.stand_over.why", lang, player=self._player(), n=n)

    def _found(self) -> tuple[list[str], list[str], list[str]]:
        """(found, missed, wrongly picked), in the order of the choices; a card the question
        gives is none of them."""
        answer, picked = self._answer_choices() - self.given, set(self._picked)
        order = self.choices()
        return (
            [c for c in order if c in answer and c in picked],
            [c for c in order if c in answer and c not in picked],
            [c for c in order if c in picked and c not in answer],
        )

    def _hint_html(self, lang: str) -> str:
        found, missed, wrong = self._found()
        parts = []
        total = len(found) + len(missed)
        if total:
            parts.append(_div(t("quiz.legal.found", lang, found=len(found), total=total)))
        if wrong:
            parts.append(_div(t("quiz.legal.hint.wrong", lang, n=len(wrong))))
        if self.given:  # a partly solved question: each wrong pick's reason, as a prediction's
            for code in wrong:
                card = card_word(parse_card(code), lang, self.view.pack)
                reason = self._reason(code, lang)
                parts.append(_div(t("quiz.legal.wrong_pick", lang, card=card, reason=reason)))
        return "".join(parts)

    def _lead(self, lang: str) -> list[str]:
        """The answer, then the learner's own: found, missed and wrongly picked, and why."""
        player, pack = self._player(), self._pack()
        legal = [parse_card(c) for c in self.current.legal]
        if legal and self.stand_over_offered():
            lines = [
                t(
                    self._key("quiz.legal.answer_stand", "quiz.legal.answer_stop"),
                    lang,
                    player=player,
                    cards=name_list(legal, lang, pack),
                )
            ]
        elif legal:
            lines = [
                t("quiz.legal.answer", lang, player=player, cards=name_list(legal, lang, pack))
            ]
        else:
            lines = [t("quiz.legal.answer_none", lang, player=player)]
        found, missed, wrong = self._found()
        total = len(found) + len(missed)
        if total:
            lines.append(t("quiz.legal.found", lang, found=len(found), total=total))
        for code in missed:
            if code == STAND_OVER:
                lines.append(
                    t(self._key("quiz.legal.missed_stand", "quiz.legal.missed_stop"), lang)
                    + " "
                    + self._stand_why(lang)
                )
            else:
                card = card_word(parse_card(code), lang, self.view.pack)
                lines.append(
                    t("quiz.legal.missed", lang, card=card, reason=self._reason(code, lang))
                )
        for code in wrong:
            card = card_word(parse_card(code), lang, self.view.pack)
            lines.append(
                t("quiz.legal.wrong_pick", lang, card=card, reason=self._reason(code, lang))
            )
        cards = [parse_card(c) for c in self._picked if c != STAND_OVER]
        if cards:
            lines.append(t("quiz.legal.picked", lang, cards=name_list(cards, lang, pack)))
        elif STAND_OVER not in self._picked:
            lines.append(t("quiz.legal.picked_none", lang))
        if STAND_OVER in self._picked:
            lines.append(t(self._key("quiz.legal.picked_stand", "quiz.legal.picked_stop"), lang))
        return lines

    def _every_reason(self, lang: str) -> list[str]:
        legal = set(self.current.legal)
        items = []
        for code in self.choices():
            if code == STAND_OVER:
                items.append("✓ " + self._stand_why(lang))
                continue
            key = "quiz.card.yes" if code in legal else "quiz.card.no"
            mark = "✓" if code in legal else "✗"
            card = card_word(parse_card(code), lang, self.view.pack)
            items.append(f"{mark} {t(key, lang, card=card, reason=self._reason(code, lang))}")
        return items

    def _answer_html(self, lang: str) -> str:
        lead = "".join(_div(line) for line in self._lead(lang))
        marks = _div(t("quiz.legal.marks", lang), "sjuan-quiz-marks") if self._revealed else ""
        items = "".join(_div(line) for line in self._every_reason(lang))
        return (
            f'<div class="sjuan-quiz-lead">{lead}</div>{marks}'
            '<details class="sjuan-quiz-every-reason">'
            f"<summary>{html.escape(t('quiz.legal.every_reason', lang))}</summary>"
            f'<div class="sjuan-quiz-reasons" style="margin:2px 0 2px 8px">{items}</div>'
            "</details>"
        )

    def _spoken_answer(self, lang: str) -> str:
        return " ".join(self._lead(lang))


def _trick_open(state: object) -> bool:
    return bool(getattr(state, "trick", ()))


class TrickQuiz(_Quiz[TrickQuestion[State]]):
    """Who takes this finished trick, and how many points does it give the taker? Sedma's
    rule-text examples, or tricks of the Femkamp/Sjukamp example deals (:data:`TRICK_SOURCES`).

    The answer says which card took the trick and by which rule, every card's reason (the
    engine's own, as a stepper says it), the points card by card, and which half of the
    learner's answer (player or points) was wrong.

    ``winner_given`` makes each question partly solved (a faded step): the trick is drawn with
    its taker's card marked and the taker named, and the learner finds only the points; a wrong
    first check says whether the number is too high or too low."""

    css = "sjuan-quiz-trick"
    title_key = "quiz.title.trick"
    multi = False
    upper = False

    def __init__(
        self,
        game_or_questions: str | Sequence[TrickQuestion] = "sedma",
        *,
        lang: str = "en",
        tally: Tally | None = None,
        winner_given: bool = False,
    ) -> None:
        self.winner_given = bool(winner_given)
        if self.winner_given:  # its own title: a class server counts it apart from the others
            self.title_key = "quiz.title.trick_given"
        if isinstance(game_or_questions, str):
            questions = trick_questions(game_or_questions)
        else:
            questions = list(game_or_questions)
        self._points: int | None = None
        self._replays: dict[int, list[State]] = {}
        self.points_box = w.Text(
            value="",
            placeholder="0",
            layout=w.Layout(width="150px"),
            _dom_classes=("sjuan-quiz-points",),
        )
        self.points_box.observe(self._on_points, names="value")
        super().__init__(questions, lang=lang, tally=tally)
        self.extra.children = (self.points_box,)

    @property
    def view(self) -> TrickLikeView[State, object]:
        """The trick game's view: it says the heading, each card's reason and what scored."""
        view = view_of_state(self.current.after)
        assert isinstance(view, TrickLikeView)  # a trick question is built only from tricks
        return view

    def _names(self) -> tuple[str, ...]:
        return tuple(self.view.players(self.current.after))

    def choices(self) -> list[str]:
        return list(self._names())

    def pick(self, *choices: str, points: int | str | None = None) -> None:
        """Pick the player who takes the trick, and (optionally) the points (where the taker is
        given, the points alone: ``pick(points=20)``)."""
        if self.winner_given and choices:
            raise QuizChoiceError(choice=" ".join(str(c) for c in choices))
        value = self._parse_points(points) if points is not None else self._points
        super().pick(*choices)
        self._points = value
        self._sync_points()

    def set_points(self, points: int | str) -> None:
        if self._revealed:
            raise QuizChoiceError("quiz.already_checked")
        if self._retrying:
            raise QuizChoiceError("quiz.try_first")
        self._points = self._parse_points(points)
        self._sync_points()

    def winner_right(self) -> bool:
        return self.winner_given or self._picked == [self._names()[self.current.winner]]

    def points_right(self) -> bool:
        return self._points == self.current.points

    def is_right(self) -> bool:
        return self.winner_right() and self.points_right()

    def _answer_choices(self) -> set[str]:
        return {self._names()[self.current.winner]}

    def _parse_points(self, points: int | str) -> int:
        try:
            return int(str(points).strip().replace("−", "-"))
        except ValueError:
            raise QuizChoiceError("quiz.error.points", value=str(points)) from None

    def _on_points(self, change: Mapping[str, object]) -> None:
        if self._syncing:
            return
        if self._revealed or self._retrying:  # checked: the points stay those checked
            self._sync_points()
            return
        text = str(change["new"]).strip()
        if not text:
            self._points = None
            return
        try:
            self._points = self._parse_points(text)
            self._say(None)
        except QuizChoiceError as e:
            self._points = None
            self._say(e.message, TEXT_WRONG)

    def _sync_points(self) -> None:
        self._syncing = True
        try:
            self.points_box.value = "" if self._points is None else str(self._points)
        finally:
            self._syncing = False

    def _check_ready(self) -> None:
        if (not self._picked and not self.winner_given) or self._points is None:
            raise QuizChoiceError("quiz.pick_first")

    def _given_choices(self) -> frozenset[str]:
        return frozenset(self._answer_choices()) if self.winner_given else frozenset()

    def _new_question(self) -> None:
        self._points = None
        if hasattr(self, "points_box"):
            self._sync_points()
        super()._new_question()

    def _render(self) -> None:
        super()._render()
        if hasattr(self, "points_box"):
            self.points_box.description = t("quiz.trick.points", self._lang)
            self.points_box.disabled = self._revealed or self._retrying

    def _position_html(self, lang: str) -> str:
        q = self.current
        names = self._names()
        plays = [(names[s], c) for s, c in q.plays]
        pack = self.view.pack
        head = self.view.trick_heading(q.trump, q.deal, lang)
        led = t("quiz.trick.led_by", lang, player=names[q.plays[0][0]])
        winner = self._winning_play() if self._revealed or self.winner_given else None
        last = [v for what, v in self._items() if what == "quiz.trick.item.last"]
        if last:  # a bonus nobody sees in the cards: the question says it (Sedma's last 10)
            led += " " + t("quiz.trick.is_last", lang, n=last[0])
        return (
            '<div class="sjuan-state" style="font-family:sans-serif;font-size:13px">'
            f"<div><b>{html.escape(head)}</b> · {html.escape(led)}</div>"
            + trick_html(plays, pack=pack, lang=lang, winner=winner)
            + "</div>"
        )

    def _question_text(self, lang: str) -> str:
        if self.winner_given:
            taker = self._names()[self.current.winner]
            return t("quiz.trick.question_given", lang, player=taker)
        return t("quiz.trick.question", lang)

    # -- why: the engine's reasons, card by card ------------------------------------------
    def _winning_play(self) -> int:
        """The play (index) that took the trick: the taker's last card in it."""
        q = self.current
        return max(i for i, (s, _) in enumerate(q.plays) if s == q.winner)

    def _states(self) -> list[State]:
        """The state before each card of the trick, replayed from the one before its lead."""
        if self.index not in self._replays:
            q = self.current
            api = api_for(self.view.game_of(q.before))
            states, state = [], q.before
            for _, card in q.plays:
                states.append(state)
                state = api.apply(state, card)
            self._replays[self.index] = states
        return self._replays[self.index]

    def _why(self, i: int, lang: str) -> tuple[str, str]:
        """Why the ``i``-th card of the trick was played as it was, and, for the card that
        ended it, the rule that gave the trick to its taker (the game's view says both)."""
        state, card = self._states()[i], self.current.plays[i][1]
        return self.view.played_reason(state, card, lang)

    def _rule_text(self, lang: str) -> str:
        """By which rule the taker's card took the trick: the rule the last card's reason
        gives, or else the reason of the taker's own card."""
        return (
            self._why(len(self.current.plays) - 1, lang)[1]
            or self._why(self._winning_play(), lang)[0]
        )

    def _items(self) -> list[tuple[Card | str, int]]:
        q = self.current
        return list(self.view.trick_points(q.before, q.after, q.plays))

    def _point_items(self, lang: str) -> list[tuple[str, int]] | None:
        """What scored in the trick, item by item (a card, the trick itself, the last trick);
        None where the items do not add up to the points (Kløver's all-clubs rule)."""
        q = self.current
        items = [
            (
                str(card_word(what, lang, self.view.pack))
                if isinstance(what, Card)
                else t(what, lang),
                v,
            )
            for what, v in self.view.trick_points(q.before, q.after, q.plays)
        ]
        return items if sum(v for _, v in items) == q.points else None

    def _points_text(self, lang: str) -> str:
        items = self._point_items(lang)
        n = self.current.points
        if items is None:
            return ""
        if not items:
            return t("quiz.trick.points_none", lang)
        joined = " + ".join(
            t("quiz.trick.item", lang, what=what, n=_signed(v)) for what, v in items
        )
        return t("quiz.trick.points_sum", lang, items=joined, total=_signed(n))

    def _half_text(self, lang: str) -> str:
        """Which half of the answer is wrong ("" when both are right); with the taker given,
        whether the points are too many or too few."""
        winner, points = self.winner_right(), self.points_right()
        if self.winner_given:
            if points or self._points is None:
                return ""
            if self._points < self.current.points:
                return t("quiz.trick.given.too_few", lang)
            return t("quiz.trick.given.too_many", lang)
        if winner and points:
            return ""
        if winner:
            return t("quiz.trick.half.points", lang)
        if points:
            return t("quiz.trick.half.winner", lang)
        return t("quiz.trick.half.both", lang)

    def _hint_html(self, lang: str) -> str:
        return _div(self._half_text(lang))

    def _answer_html(self, lang: str) -> str:
        q = self.current
        names = self._names()
        pack = self.view.pack
        head = t("quiz.trick.answer", lang, player=names[q.winner], n=q.points)
        parts = [_div(head)]
        if (self._picked or self.winner_given) and self._points is not None:
            half = self._half_text(lang)
            if half:
                parts.append(_div(half, "sjuan-quiz-half"))
            mine_player = self._picked[0] if self._picked else names[q.winner]
            mine = t("quiz.trick.picked", lang, player=mine_player, n=self._points)
            parts.append(_div(mine))
        card = card_word(q.plays[self._winning_play()][1], lang, pack)
        took = t(
            "quiz.trick.took", lang, player=names[q.winner], card=card, rule=self._rule_text(lang)
        )
        parts.append(_div(took, "sjuan-quiz-rule"))
        points = self._points_text(lang)
        if points:
            parts.append(_div(points, "sjuan-quiz-points-why"))
        plays = []
        for i, (seat, c) in enumerate(q.plays):
            reason = self._why(i, lang)[0]
            plays.append(
                _div(
                    t(
                        "quiz.trick.play",
                        lang,
                        player=names[seat],
                        card=card_word(c, lang, pack),
                        reason=reason,
                    )
                )
            )
        parts.append(
            f'<div class="sjuan-quiz-reasons" style="margin:2px 0 2px 8px">{"".join(plays)}</div>'
        )
        return "".join(parts)


def _signed(n: int) -> str:
    """A number as a sheet writes it: a minus sign, not a hyphen."""
    return str(n).replace("-", "\u2212")


class SheetQuiz(_Quiz[SheetQuestion[Any]]):
    """Which row of this Femkamp/Sjukamp score sheet is impossible? A deal is a row and a
    player a column, as on paper; the sheet is shown without its checks, and the answer names
    the row and every rule it breaks."""

    css = "sjuan-quiz-sheet"
    title_key = "quiz.title.sheet"
    multi = False
    upper = False

    def __init__(
        self,
        game_or_questions: str | Sequence[SheetQuestion] = "femkamp",
        *,
        lang: str = "en",
        tally: Tally | None = None,
    ) -> None:
        if isinstance(game_or_questions, str):
            questions = sheet_questions(game_or_questions)
        else:
            questions = list(game_or_questions)
        super().__init__(questions, lang=lang, tally=tally)

    def choices(self) -> list[str]:
        return list(self.current.sheet.deals)

    def _answer_choices(self) -> set[str]:
        return {self.current.sheet.deals[self.current.wrong]}

    def is_right(self) -> bool:
        return self._picked == [self.current.sheet.deals[self.current.wrong]]

    def _choice_label(self, code: str) -> str:
        return deal_name(code, self._lang)

    def _choice_tip(self, code: str) -> str:
        return self._choice_label(code)

    def _position_html(self, lang: str) -> str:
        data = dict(scoresheet_data(self.current.sheet, lang))
        if not self._revealed:
            data["checks"] = [None] * len(data["rows"])
            data["verdict"] = ""
            data["leaders"] = []
        return scoresheet_table_html(data, lang)

    def _question_text(self, lang: str) -> str:
        return t("quiz.sheet.question", lang)

    def _hint_html(self, lang: str) -> str:
        if not self._picked:
            return ""
        return _div(t("quiz.sheet.hint", lang, deal=deal_name(self._picked[0], lang)))

    def _answer_html(self, lang: str) -> str:
        q = self.current
        deal = q.sheet.deals[q.wrong]
        report = q.sheet.check()
        reasons = [p.reason(lang) for p in report.problems if p.column == q.wrong + 1]
        head = t(
            "quiz.sheet.answer",
            lang,
            deal=deal_name(deal, lang),
            reasons=t("quiz.sheet.separator", lang).join(reasons),
        )
        parts = [_div(head)]
        if self._picked:
            parts.append(_div(t("quiz.sheet.picked", lang, deal=deal_name(self._picked[0], lang))))
        return "".join(parts)


__all__ = [
    "PAGE_PLACES",
    "FirstAnswer",
    "PagePlaces",
    "Place",
    "listen_first_answers",
    "listening",
    "take_place",
    "tell_first_answer",
    "STAND_OVER",
    "LegalCardsQuiz",
    "LegalQuestion",
    "QuizChoiceError",
    "SheetQuestion",
    "SheetQuiz",
    "Tally",
    "TrickQuestion",
    "TrickQuiz",
    "legal_question",
    "legal_questions",
    "seeded_positions",
    "sheet_questions",
    "stand_over_offered",
    "voluntary_move",
    "trick_questions",
    "tricks_of",
]
