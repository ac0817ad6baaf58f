"""What the teacher's view counts: who is in which lesson, and the class's first answer to each
question of each quiz and prediction on a lesson's page (by the quiz's place on the page, so a
lesson's quiz and its exit ticket's quiz of the same kind are counted apart). It lives in the
server's memory only and is gone when the server stops; the teacher may export the counts as
CSV (a download in the teacher's browser).

Every learner's page runs in the same process, each from the thread that serves it, so every
change and every read holds one lock; readers get a :class:`Snapshot`, never the live tables.
A learner is a browser session (a reload or a second tab is the same learner, so a reloaded
lesson does not count its answers twice), numbered in order of arrival: "student 7" unless
they gave a nickname.
"""

from __future__ import annotations

import csv
import io
import threading
from collections import Counter
from dataclasses import dataclass, field, replace

from ..i18n import t
from ..tables import NICKNAME_MAX, NicknameError, clean_nickname
from ..widgets.quiz import FirstAnswer, Place


@dataclass
class Question:
    """The class's first answers to one question: its lesson, its quiz's title, its number in
    the quiz (0-based), the question, the counts, and where the quiz stands on the page (the
    section and part that name it, and which time the section shows that quiz: 1, 2, ...)."""

    lesson: str
    title: str
    index: int
    question: str
    right: int = 0
    wrong: int = 0
    wrong_choices: Counter[str] = field(default_factory=Counter)
    place: Place | None = None
    numbered: bool = True

    @property
    def where(self) -> str:
        """The quiz's section on the page, and its part: "Rule 3 › Half done"."""
        return "" if self.place is None else self.place.where

    @property
    def quiz(self) -> str:
        """The quiz's title, numbered where its section shows the same quiz again."""
        repeat = 1 if self.place is None else self.place.repeat
        return self.title if repeat == 1 else f"{self.title} ({repeat})"

    @property
    def quiz_question(self) -> str:
        """The quiz and the question's number in it, as the teacher's view shows them: "Who
        takes the trick? 3" (a prediction, one question, has no number)."""
        return f"{self.quiz} {self.index + 1}" if self.numbered else self.quiz


@dataclass(frozen=True)
class Snapshot:
    """The counts at one moment: students per lesson, students (number, nickname, lesson), and
    the questions in the order first answered."""

    version: int
    lessons: dict[str, int]
    students: tuple[tuple[int, str, str], ...]
    questions: tuple[Question, ...]


class ClassRegistry:
    """The class of one server process (see the module's docstring)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._version = 0
        self._numbers: dict[str, int] = {}  # session -> student number
        self._nicknames: dict[str, str] = {}  # session -> nickname
        self._pages: dict[str, tuple[str, str]] = {}  # page -> (session, lesson)
        # (session, lesson, the quiz's place, index): a student's first answers counted
        self._answered: set[tuple[str, str, object, int]] = set()
        self._questions: dict[tuple[str, object, int], Question] = {}

    def _bump(self) -> None:
        self._version += 1
        self._changed.notify_all()

    def join(self, page: str, session: str, lesson: str) -> int:
        """A page of ``lesson`` opened in ``session``; returns the student's number."""
        with self._lock:
            number = self._numbers.setdefault(session, len(self._numbers) + 1)
            self._pages[page] = (session, lesson)
            self._bump()
            return number

    def leave(self, page: str) -> None:
        with self._lock:
            if self._pages.pop(page, None) is not None:
                self._bump()

    def set_nickname(self, session: str, text: str) -> str:
        """Give the session's student a nickname (empty: none); NicknameError if refused."""
        name = clean_nickname(text)
        with self._lock:
            if name:
                self._nicknames[session] = name
            else:
                self._nicknames.pop(session, None)
            self._bump()
        return name

    def nickname(self, session: str) -> str:
        with self._lock:
            return self._nicknames.get(session, "")

    def record(self, page: str, answer: FirstAnswer) -> None:
        """Count a first answer given on ``page`` (once per student and question)."""
        with self._lock:
            opened = self._pages.get(page)
            if opened is None:
                return
            session, lesson = opened
            quiz, index = answer.key
            seen = (session, lesson, quiz, index)
            if seen in self._answered:
                return
            self._answered.add(seen)
            key = (lesson, quiz, index)
            question = self._questions.get(key)
            if question is None:
                question = Question(
                    lesson, answer.title, index, answer.question, place=answer.place,
                    numbered=answer.numbered,
                )  # fmt: skip
                self._questions[key] = question
            if answer.right:
                question.right += 1
            else:
                question.wrong += 1
                question.wrong_choices.update(answer.wrong)
            self._bump()

    def snapshot(self) -> Snapshot:
        with self._lock:
            return self._snapshot()

    def wait(self, version: int, timeout: float) -> Snapshot:
        """The counts once they differ from ``version`` (or after ``timeout`` seconds)."""
        with self._lock:
            self._changed.wait_for(lambda: self._version != version, timeout=timeout)
            return self._snapshot()

    def _snapshot(self) -> Snapshot:
        lessons = Counter(lesson for _, lesson in self._pages.values())
        present = {}
        for session, lesson in self._pages.values():
            present[session] = lesson
        students = tuple(
            sorted(
                (self._numbers[s], self._nicknames.get(s, ""), lesson)
                for s, lesson in present.items()
            )
        )
        questions = tuple(
            replace(q, wrong_choices=Counter(q.wrong_choices)) for q in self._questions.values()
        )
        return Snapshot(self._version, dict(lessons), students, questions)


def student_name(number: int, nickname: str, lang: str) -> str:
    return nickname or t("class.student", lang, number=number)


def counts_csv(snapshot: Snapshot, lang: str) -> str:
    """The counts as CSV, with the column names in ``lang``: one row per question."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        [t(f"class.csv.{column}", lang)
         for column in ("lesson", "section", "quiz", "question_no", "question", "right", "wrong",
                        "wrong_choices")]
    )  # fmt: skip
    for q in snapshot.questions:
        choices = "; ".join(f"{choice} ({n})" for choice, n in q.wrong_choices.most_common())
        writer.writerow(
            [q.lesson, q.where, q.quiz, q.index + 1, q.question, q.right, q.wrong, choices]
        )
    return out.getvalue()


__all__ = [
    "NICKNAME_MAX", "ClassRegistry", "NicknameError", "Question", "Snapshot", "clean_nickname",
    "counts_csv", "student_name",
]  # fmt: skip
