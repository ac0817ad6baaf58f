"""Predict, then reveal: quizzes that ask before they show.

A learner who sees the legal cards outlined in green never has to find them. These widgets
hide the answer until the learner has committed to one:

- :class:`LegalCardsQuiz` ("which cards may D play?", every game): the hand is drawn without
  the legal outlines; after *Check* each card of the hand gets its reason, from the game's
  view adapter, the same sentence the legal-move map shows.
- :class:`TrickQuiz` ("who takes this trick and how many points?", Sedma and the Femkamp/
  Sjukamp trick deals): a finished trick is shown without its winner marked.
- :class:`SheetQuiz` ("which column of this score sheet is impossible?", Femkamp and
  Sjukamp): a sheet with one wrong column, shown without its checks.

Every quiz counts the learner's first answer to each question in a :class:`Tally` shown under
it (pass one tally to several quizzes to count a whole lesson). Nothing is stored anywhere: the
tally lives in the page's kernel and is gone when the page closes. A class server, which
holds a whole class in one process, hears each first answer as a :class:`FirstAnswer`
(:func:`listen_first_answers`) to count the class for the teacher.

Positions are fixed: the rule texts' worked examples and deals from fixed seeds, so a whole
class sees the same questions in the same order. Each game's family registers its own
(``GameSpec.quizzes``); :mod:`sjuan_notebooks.views.questions` builds them, and these widgets
know no game's positions.

Python API for tests and checked notebooks: :meth:`pick`, :meth:`reveal`, :meth:`answer_text`,
:attr:`tally` (:meth:`Tally.counts`), :meth:`next`, :meth:`set_lang`, :meth:`shown_text`.
"""

from __future__ import annotations

import html
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from ..core.cards import Pack, name_list, parse_card
from ..core.errors import SjuanError, check_lang
from ..femkamp.order import deal_title
from ..i18n import t
from ..render.html import (
    TEXT_RIGHT,
    TEXT_WRONG,
    hand_html,
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
from ..views.scoresheet import scoresheet_data
from .aria import Aria, spoken
from .common import Fingerprint, Sentence, Spoken, button, lang_dropdown, plain, said

# ---------------------------------------------------------------------------------------------
# The running tally


class Tally(Spoken, w.HTML):
    """Right answers out of questions answered; the first check of each question counts.

    One tally may be shared by every quiz of a lesson. It is plain widget state: no account, no
    file, nothing sent anywhere.
    """

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.add_class("sjuan-quiz-tally")
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
class FirstAnswer:
    """A learner's first answer to one question, in the words of the learner's page: the quiz's
    title, which question (0-based), the question, whether it was right, and the choices picked
    that the answer marks wrong (cards, players or deals)."""

    title: str
    index: int
    question: str
    right: bool
    wrong: tuple[str, ...]

    @property
    def key(self) -> tuple[str, int]:
        return (self.title, self.index)


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


def _tell(answer: FirstAnswer) -> None:
    with _listeners_lock:
        listeners = list(_listeners)
    for listener in listeners:
        try:
            listener(answer)
        except Exception:  # a listener's fault never reaches the learner's quiz
            _log.exception("a first-answer listener failed")


# The widgets


class _Quiz(Spoken, w.VBox):
    """What every quiz shares: a question at a time, choices as toggle buttons, Check, Next,
    the answer, a message line for refused input, the language, and the tally."""

    css = "sjuan-quiz"
    title_key = ""
    multi = True  # several choices may be picked at once

    def __init__(self, questions: Sequence[Any], *, lang: str, tally: Tally | None) -> None:
        super().__init__()
        self.add_class("sjuan-quiz")
        self.add_class(self.css)
        self._lang = check_lang(lang)
        self.questions = list(questions)
        self.index = 0
        self.tally = tally if tally is not None else Tally(self._lang)
        self._picked: list[str] = []
        self._revealed = False
        self._syncing = False
        self._toggles: dict[str, w.ToggleButton] = {}
        self._said: Sentence | None = None
        self._said_colour = ""

        self.heading = w.HTML()
        self.progress = w.HTML()
        self.position = w.HTML()
        self.position.add_class("sjuan-quiz-position")
        self.question = w.HTML()
        self.question.add_class("sjuan-quiz-question")
        self.choice_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.choice_box.add_class("sjuan-quiz-choices")
        self.extra = w.HBox()
        self.answer = w.HTML()
        self.answer.add_class("sjuan-quiz-answer")
        self.message = w.HTML()
        self.message.add_class("sjuan-quiz-message")
        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self._make_buttons()
        self.aria = Aria(self.css)
        self.children = [
            w.HBox([self.heading, self.progress, self.lang_select]),
            self.position,
            self.question,
            self.choice_box,
            self.extra,
            w.HBox([self.check_button, self.next_button]),
            self.message,
            self.answer,
            self.tally,
            self.aria,
        ]
        self._new_question()

    # -- the public API ---------------------------------------------------------------------
    @property
    def current(self) -> Any:
        return self.questions[self.index]

    @property
    def revealed(self) -> bool:
        return self._revealed

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
        if not self.multi and len(wanted) > 1:
            raise QuizChoiceError(choice=" ".join(wanted))
        self._picked = [c for c in offered if c in wanted]
        self._sync_toggles()
        self._say(None)

    def picked(self) -> list[str]:
        return list(self._picked)

    def is_right(self) -> bool:
        raise NotImplementedError

    def reveal(self) -> bool:
        """Check the pick, show the answer, count it in the tally (once per question); returns
        whether the pick was right."""
        if self._revealed:
            return self.is_right()
        self._check_ready()
        right = self.is_right()
        self._revealed = True
        self.tally.record(right)
        for toggle in self._toggles.values():
            toggle.disabled = True
        self._render()
        if _listeners:
            lg = self._lang
            wrong = [c for c in self._picked if self._choice_style(c) == "danger"]
            _tell(
                FirstAnswer(
                    title=t(self.title_key, lg), index=self.index,
                    question=self._question_text(lg), right=right,
                    wrong=tuple(self._choice_label(c) for c in wrong),
                )
            )  # fmt: skip
        return right

    def answer_text(self, lang: str | None = None) -> str:
        """The answer to the current question, in plain sentences (whether shown yet or not)."""
        return plain(self._answer_html(self._lang if lang is None else lang))

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

    def set_lang(self, lang: str) -> None:
        """Show the quiz (and its tally) in ``lang``: the question, the pick, the points typed,
        whether it was checked, and a message on screen stay."""
        self._lang = check_lang(lang)
        if self.lang_select.value != self._lang:
            self.lang_select.value = self._lang  # calls back here
            return
        self.tally.set_lang(self._lang)
        for key, b in ((self.check_button, "quiz.btn.check"), (self.next_button, "quiz.btn.next")):
            key.description = t(b, self._lang)
            key.tooltip = t(f"{b}.tip", self._lang)
        self.lang_select.description = t("ui.lang", self._lang)
        self._relabel()
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
                self.tally.counts(),
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

    def _choice_label(self, code: str) -> str:
        return code

    def _choice_tip(self, code: str) -> str:
        return code

    def _choice_style(self, code: str) -> str:
        return ""

    def _position_html(self, lang: str) -> str:
        raise NotImplementedError

    def _question_text(self, lang: str) -> str:
        raise NotImplementedError

    def _answer_html(self, lang: str) -> str:
        raise NotImplementedError

    # -- drawing -----------------------------------------------------------------------------
    def _make_buttons(self) -> None:
        lg = self._lang
        self.check_button = button(
            "quiz.btn.check", lg, "sjuan-quiz-check", self._safe(self.reveal),
            tip_key="quiz.btn.check.tip", icon="check",
        )  # fmt: skip
        self.next_button = button(
            "quiz.btn.next", lg, "sjuan-quiz-next", self._safe(self.next),
            tip_key="quiz.btn.next.tip", icon="arrow-right",
        )  # fmt: skip

    def _safe(self, action: Callable[[], object]) -> Callable[[Any], None]:
        """A click handler: a refused action shows one sentence and changes nothing."""

        def handler(_: Any) -> None:
            try:
                action()
            except SjuanError as e:
                self._say(e.message, TEXT_WRONG)

        return handler

    def _new_question(self) -> None:
        self._picked = []
        self._revealed = False
        self._say(None)
        self._toggles = {}
        for code in self.choices():
            b = w.ToggleButton(
                value=False,
                description=self._choice_label(code),
                tooltip=self._choice_tip(code),
                layout=w.Layout(width="auto"),
            )
            b.add_class("sjuan-quiz-choice")
            b.add_class(f"sjuan-choice-{code}")
            b.observe(self._on_toggle(code), names="value")
            self._toggles[code] = b
        self.choice_box.children = tuple(self._toggles.values())
        self._render()

    def _on_toggle(self, code: str) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            if self._syncing:
                return
            if self._revealed:
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

    def _relabel(self) -> None:
        for code, b in self._toggles.items():
            b.description = self._choice_label(code)
            b.tooltip = self._choice_tip(code)

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
        if self._revealed:
            self.answer.value = self._verdict_html(lg) + self._answer_html(lg)
            for code, b in self._toggles.items():
                b.button_style = self._choice_style(code)
        else:
            self.answer.value = ""
            for b in self._toggles.values():
                b.button_style = ""
                b.disabled = False
        # a choice's name is its full name ("seven of hearts", not "♥7"); the verdict and the
        # answer are said once Check shows them
        self.aria.names = {
            f".sjuan-choice-{code}": {
                "aria-label": spoken(self._choice_tip(code), self._choice_label(code), lg)
            }
            for code in self._toggles
        }
        self.aria.announce = plain(self.answer.value) if self._revealed else ""

    def _verdict_html(self, lang: str) -> str:
        right = self.is_right()
        colour = TEXT_RIGHT if right else TEXT_WRONG
        word = t("quiz.right", lang) if right else t("quiz.wrong", lang)
        return f'<div class="sjuan-quiz-verdict" style="color:{colour}"><b>{html.escape(word)}</b></div>'


class LegalCardsQuiz(_Quiz):
    """Which cards may the player to move play? Positions from the game's worked examples and
    seeded deals (:data:`LEGAL_SOURCES`), or any states given."""

    css = "sjuan-quiz-legal"
    title_key = "quiz.title.legal"

    def __init__(
        self,
        game_or_states: str | Sequence[Any] = "sjuan",
        *,
        lang: str = "en",
        tally: Tally | None = None,
    ) -> None:
        if isinstance(game_or_states, str):
            questions = legal_questions(game_or_states)
        else:
            questions = [legal_question(s) for s in game_or_states]
        super().__init__(questions, lang=lang, tally=tally)

    @property
    def view(self) -> GameView:
        return view_of_state(self.current.state)

    def _seat(self) -> int:
        seat = self.view.to_move(self.current.state)
        assert seat is not None
        return seat

    def _player(self) -> str:
        return self.view.seat_name(self.current.state, self._seat())

    def choices(self) -> list[str]:
        return [c.code for c in self.view.hand(self.current.state, self._seat())]

    def is_right(self) -> bool:
        return set(self._picked) == set(self.current.legal)

    def _choice_label(self, code: str) -> str:
        return card_short(parse_card(code), self._lang, self.view.pack)

    def _choice_tip(self, code: str) -> str:
        return card_word(parse_card(code), self._lang, self.view.pack)

    def _choice_style(self, code: str) -> str:
        legal = code in self.current.legal
        if legal:
            return "success"
        return "danger" if code in self._picked else ""

    def _position_html(self, lang: str) -> str:
        state, view = self.current.state, self.view
        seat = self._seat()
        legal = self.current.legal if self._revealed else ()
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
        hand = hand_html(view.hand(state, seat), pack=view.pack, lang=lang, legal=legal, scale=0.8)
        label = html.escape(t("ui.hand_of", lang, player=self._player(), n=len(self.choices())))
        return (
            '<div class="sjuan-state" style="font-family:sans-serif;font-size:13px">'
            + top
            + f'<div style="margin-top:4px"><b>{label} ▶</b><br>{hand}</div>'
            + f"<div><small>{html.escape(' · '.join(others))}</small></div></div>"
        )

    def _question_text(self, lang: str) -> str:
        return t("quiz.legal.question", lang, player=self._player())

    def _answer_html(self, lang: str) -> str:
        state, view = self.current.state, self.view
        player = self._player()
        legal = list(self.current.legal)
        pack = view.pack
        p: Pack = "sedma" if pack == "sedma" else "french"
        if legal:
            words = name_list([parse_card(c) for c in legal], lang, p)
            head = t("quiz.legal.answer", lang, player=player, cards=words)
        else:
            head = t("quiz.legal.answer_none", lang, player=player)
        if self._picked:
            mine = name_list([parse_card(c) for c in self._picked], lang, p)
            picked = t("quiz.legal.picked", lang, cards=mine)
        else:
            picked = t("quiz.legal.picked_none", lang)
        grid = view.grid(state, None, lang)
        items = []
        for code in self.choices():
            card = parse_card(code)
            reason = grid.cell(code).reason
            key = "quiz.card.yes" if code in legal else "quiz.card.no"
            mark = "✓" if code in legal else "✗"
            sentence = t(key, lang, card=card_word(card, lang, pack), reason=reason)
            items.append(f"<div>{mark} {html.escape(sentence)}</div>")
        return (
            f"<div>{html.escape(head)}</div><div>{html.escape(picked)}</div>"
            f'<div class="sjuan-quiz-reasons" style="margin:2px 0 2px 8px">{"".join(items)}</div>'
        )


def _trick_open(state: Any) -> bool:
    return bool(getattr(state, "trick", ()))


class TrickQuiz(_Quiz):
    """Who takes this finished trick, and how many points does it give the taker? Sedma's
    rule-text examples, or tricks of the Femkamp/Sjukamp example deals (:data:`TRICK_SOURCES`)."""

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
    ) -> None:
        if isinstance(game_or_questions, str):
            questions = trick_questions(game_or_questions)
        else:
            questions = list(game_or_questions)
        self._points: int | None = None
        self.points_box = w.Text(value="", placeholder="0", layout=w.Layout(width="150px"))
        self.points_box.add_class("sjuan-quiz-points")
        self.points_box.observe(self._on_points, names="value")
        super().__init__(questions, lang=lang, tally=tally)
        self.extra.children = (self.points_box,)

    @property
    def view(self) -> GameView:
        return view_of_state(self.current.after)

    def _names(self) -> tuple[str, ...]:
        return tuple(self.view.players(self.current.after))

    def choices(self) -> list[str]:
        return list(self._names())

    def pick(self, *choices: str, points: int | str | None = None) -> None:
        """Pick the player who takes the trick, and (optionally) the points."""
        value = self._parse_points(points) if points is not None else self._points
        super().pick(*choices)
        self._points = value
        self._sync_points()

    def set_points(self, points: int | str) -> None:
        if self._revealed:
            raise QuizChoiceError("quiz.already_checked")
        self._points = self._parse_points(points)
        self._sync_points()

    def is_right(self) -> bool:
        q = self.current
        return self._picked == [self._names()[q.winner]] and self._points == q.points

    def _parse_points(self, points: int | str) -> int:
        try:
            return int(str(points).strip().replace("−", "-"))
        except ValueError:
            raise QuizChoiceError("quiz.error.points", value=str(points)) from None

    def _on_points(self, change: Any) -> None:
        if self._syncing:
            return
        if self._revealed:  # the answer is given: the points stay those checked
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
        if not self._picked or self._points is None:
            raise QuizChoiceError("quiz.pick_first")

    def _new_question(self) -> None:
        self._points = None
        if hasattr(self, "points_box"):
            self._sync_points()
            self.points_box.disabled = False
        super()._new_question()

    def reveal(self) -> bool:
        right = super().reveal()
        self.points_box.disabled = True
        return right

    def _choice_style(self, code: str) -> str:
        if code == self._names()[self.current.winner]:
            return "success"
        return "danger" if code in self._picked else ""

    def _render(self) -> None:
        super()._render()
        if hasattr(self, "points_box"):
            self.points_box.description = t("quiz.trick.points", self._lang)

    def _position_html(self, lang: str) -> str:
        q = self.current
        names = self._names()
        plays = [(names[s], c) for s, c in q.plays]
        pack = self.view.pack
        if q.deal == "sedma":
            head = t("quiz.sedma", lang)
        elif q.trump:
            head = t(
                "quiz.deal_trump",
                lang,
                deal=deal_title(q.deal, lang),
                trump=t(f"card.suit.{q.trump}", lang),
            )
        else:
            head = t("quiz.deal", lang, deal=deal_title(q.deal, lang))
        led = t("quiz.trick.led_by", lang, player=names[q.plays[0][0]])
        winner = None
        if self._revealed:
            winner = max(i for i, (s, _) in enumerate(q.plays) if s == q.winner)
        return (
            '<div class="sjuan-state" style="font-family:sans-serif;font-size:13px">'
            f"<div><b>{html.escape(head)}</b> · {html.escape(led)}</div>"
            + trick_html(plays, pack=pack, lang=lang, winner=winner)
            + "</div>"
        )

    def _question_text(self, lang: str) -> str:
        return t("quiz.trick.question", lang)

    def _answer_html(self, lang: str) -> str:
        q = self.current
        names = self._names()
        head = t("quiz.trick.answer", lang, player=names[q.winner], n=q.points)
        parts = [f"<div>{html.escape(head)}</div>"]
        if self._picked and self._points is not None:
            mine = t("quiz.trick.picked", lang, player=self._picked[0], n=self._points)
            parts.append(f"<div>{html.escape(mine)}</div>")
        return "".join(parts)


class SheetQuiz(_Quiz):
    """Which column of this Femkamp/Sjukamp score sheet is impossible? The sheet is shown
    without its checks; the answer names the column and every rule it breaks."""

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

    def is_right(self) -> bool:
        return self._picked == [self.current.sheet.deals[self.current.wrong]]

    def _choice_label(self, code: str) -> str:
        return deal_title(code, self._lang)

    def _choice_tip(self, code: str) -> str:
        return self._choice_label(code)

    def _choice_style(self, code: str) -> str:
        if code == self.current.sheet.deals[self.current.wrong]:
            return "success"
        return "danger" if code in self._picked else ""

    def _position_html(self, lang: str) -> str:
        data = dict(scoresheet_data(self.current.sheet, lang))
        if not self._revealed:
            data["checks"] = [None] * len(data["rows"])
            data["verdict"] = ""
            data["leaders"] = []
        return scoresheet_table_html(data, lang)

    def _question_text(self, lang: str) -> str:
        return t("quiz.sheet.question", lang)

    def _answer_html(self, lang: str) -> str:
        q = self.current
        deal = q.sheet.deals[q.wrong]
        report = q.sheet.check()
        reasons = [p.reason(lang) for p in report.problems if p.column == q.wrong + 1]
        head = t(
            "quiz.sheet.answer",
            lang,
            deal=deal_title(deal, lang),
            reasons=" ".join(reasons),
        )
        parts = [f"<div>{html.escape(head)}</div>"]
        if self._picked:
            mine = t("quiz.sheet.picked", lang, deal=deal_title(self._picked[0], lang))
            parts.append(f"<div>{html.escape(mine)}</div>")
        return "".join(parts)


__all__ = [
    "FirstAnswer",
    "listen_first_answers",
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
    "trick_questions",
    "tricks_of",
]
