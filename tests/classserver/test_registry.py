"""The class server's parts that need no browser: the class registry (counts, nicknames,
threads), the quizzes' first answers reaching it, lessons found at their addresses, and the
lessons' links made the server's addresses."""

from __future__ import annotations

import ast
import csv
import io
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sjuan_notebooks.classserver.lessons import _rewrite_links, _where, address_of, find_lessons
from sjuan_notebooks.classserver.registry import (
    NICKNAME_MAX,
    ClassRegistry,
    NicknameError,
    clean_nickname,
    counts_csv,
)
from sjuan_notebooks.i18n import t
from sjuan_notebooks.lesson import Predict
from sjuan_notebooks.widgets.quiz import (
    PAGE_PLACES,
    FirstAnswer,
    LegalCardsQuiz,
    PagePlaces,
    listen_first_answers,
)

ROOT = Path(__file__).parents[2]


def answer(right: bool, wrong: tuple[str, ...] = (), index: int = 0) -> FirstAnswer:
    return FirstAnswer("Which cards?", index, "Which cards may D play?", right, wrong)


def test_first_answers_are_counted_once_per_student_and_question() -> None:
    reg = ClassRegistry()
    reg.join("p1", "s1", "01-sjuan")
    reg.join("p2", "s2", "01-sjuan")
    reg.record("p1", answer(True))
    reg.record("p2", answer(False, ("♥K",)))
    reg.record("p2", answer(True))  # not a first answer any more
    reg.join("p3", "s2", "01-sjuan")  # the same student reloaded: a fresh page, same student
    reg.record("p3", answer(True))
    (q,) = reg.snapshot().questions
    assert (q.right, q.wrong, dict(q.wrong_choices)) == (1, 1, {"♥K": 1})
    assert reg.snapshot().lessons == {"01-sjuan": 3}
    assert [n for n, _, _ in reg.snapshot().students] == [1, 2]


def test_a_page_that_leaves_is_no_longer_counted_present() -> None:
    reg = ClassRegistry()
    assert reg.join("p1", "s1", "sv/01-sjuan") == 1
    reg.leave("p1")
    reg.leave("p1")
    snap = reg.snapshot()
    assert snap.lessons == {} and snap.students == ()
    reg.record("p1", answer(True))  # an answer from a page gone is not counted
    assert reg.snapshot().questions == ()


def test_nicknames_are_cleaned_or_refused_in_a_sentence() -> None:
    assert clean_nickname("  Ada   Lovelace ") == "Ada Lovelace"
    assert clean_nickname("Åsa-Märta O'Neill") == "Åsa-Märta O'Neill"
    with pytest.raises(NicknameError) as long:
        clean_nickname("x" * (NICKNAME_MAX + 1))
    assert t(long.value.key, "sk", most=NICKNAME_MAX)
    for odd in ("<b>", "a\x00b", "😀", "a/b"):
        with pytest.raises(NicknameError):
            clean_nickname(odd)
    reg = ClassRegistry()
    reg.join("p", "s", "01-sjuan")
    with pytest.raises(NicknameError):
        reg.set_nickname("s", "<script>")
    assert reg.nickname("s") == ""
    reg.set_nickname("s", "Ada")
    assert reg.snapshot().students == ((1, "Ada", "01-sjuan"),)


@given(st.text(max_size=60))
def test_a_nickname_taken_is_short_and_plain(text: str) -> None:
    try:
        name = clean_nickname(text)
    except NicknameError:
        return
    assert len(name) <= NICKNAME_MAX and "<" not in name and "\n" not in name
    assert name == name.strip()


def test_answers_from_many_threads_are_all_counted() -> None:
    reg = ClassRegistry()
    pages = [f"p{i}" for i in range(30)]
    for i, page in enumerate(pages):
        reg.join(page, f"s{i}", "01-sjuan")

    def one(i: int) -> None:
        for q in range(20):
            reg.record(pages[i], answer(i % 3 == 0, ("♠2",), index=q))

    threads = [threading.Thread(target=one, args=(i,)) for i in range(30)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    questions = reg.snapshot().questions
    assert len(questions) == 20
    for q in questions:
        assert (q.right, q.wrong, q.wrong_choices["♠2"]) == (10, 20, 20)


def test_the_csv_has_one_row_per_question_with_names_in_the_language() -> None:
    reg = ClassRegistry()
    reg.join("p", "s", "sv/01-sjuan")
    reg.record("p", answer(False, ("♥K", "♣2")))
    rows = list(csv.reader(io.StringIO(counts_csv(reg.snapshot(), "sv"))))
    assert rows[0][:2] == [t("class.csv.lesson", "sv"), t("class.csv.section", "sv")]
    assert rows[1][:7] == [
        "sv/01-sjuan", "", "Which cards?", "1", "Which cards may D play?", "0", "1"
    ]  # fmt: skip
    assert "♥K (1)" in rows[1][7]


def test_quizzes_of_one_kind_at_two_places_of_a_page_are_two_questions() -> None:
    """A lesson's own quiz and its exit ticket's quiz share a title; each student's first answer
    to each is counted, per quiz, and the teacher's view tells them apart by their place."""
    reg = ClassRegistry()
    stop = listen_first_answers(lambda a: reg.record(page[0], a))
    page = [""]
    try:
        for n in range(3):
            page[0] = f"p{n}"
            reg.join(page[0], f"s{n}", "01-sjuan")
            places = PagePlaces()
            token = PAGE_PLACES.set(places)
            try:
                places.at(13, "Rule 3", "Your turn")
                own = LegalCardsQuiz("sjuan")
                places.at(33, "Exit ticket")
                ticket, again = LegalCardsQuiz("sjuan"), LegalCardsQuiz("sjuan")
                predict = Predict("May B pass?", [("yes", True), ("no", False)], False, [])
            finally:
                PAGE_PLACES.reset(token)
            for quiz in (own, ticket, again):
                quiz.pick(*quiz.current.legal)
                assert quiz.check()
            predict.pick(n == 0)
            predict.pick(False)  # the first pick is the one counted
    finally:
        stop()
    rows = {(q.where, q.quiz_question): (q.right, q.wrong) for q in reg.snapshot().questions}
    title = t("quiz.title.legal", "en")
    assert rows == {
        ("Rule 3 › Your turn", f"{title} 1"): (3, 0),
        ("Exit ticket", f"{title} 1"): (3, 0),
        ("Exit ticket", f"{title} (2) 1"): (3, 0),
        ("Exit ticket", t("lesson.predict.title", "en")): (2, 1),
    }
    (wrong,) = [q for q in reg.snapshot().questions if q.wrong]
    assert wrong.question == "May B pass?" and dict(wrong.wrong_choices) == {"yes": 1}


def test_a_quiz_made_off_a_class_servers_page_has_no_place() -> None:
    quiz = LegalCardsQuiz("sjuan")
    assert quiz.place is None
    quiz.pick(*quiz.current.legal)
    heard: list[FirstAnswer] = []
    stop = listen_first_answers(heard.append)
    try:
        quiz.check()
    finally:
        stop()
    assert heard[0].key == (t("quiz.title.legal", "en"), 0)


def test_a_page_is_placed_by_its_headings_and_the_bold_words_opening_a_part() -> None:
    where = ("", "")
    cells = [
        "<h1>Sjuan</h1><p><strong>After this lesson you can:</strong></p>",
        "<h2>Rule 3: what &amp; why</h2><p>text</p>",
        "<p><strong>Half done.</strong> A position</p>",
        "<p>plain words</p>",
        "<p>More.</p><p><strong>Exit ticket, part 1</strong>: new positions</p>",
        "<h2>Review</h2>",
    ]
    seen = []
    for cell in cells:
        where = _where(cell, *where)
        seen.append(where)
    assert seen == [
        ("", "After this lesson you can"), ("Rule 3: what & why", ""),
        ("Rule 3: what & why", "Half done"), ("Rule 3: what & why", "Half done"),
        ("Rule 3: what & why", "Exit ticket, part 1"), ("Review", ""),
    ]  # fmt: skip


def test_a_quiz_tells_its_first_answer_only() -> None:
    heard: list[FirstAnswer] = []
    stop = listen_first_answers(heard.append)
    try:
        quiz = LegalCardsQuiz("sjuan")
        wrong = next(c for c in quiz.choices() if c not in quiz.current.legal)
        quiz.pick(wrong)
        assert quiz.reveal() is False
        quiz.reveal()
        assert len(heard) == 1
        assert heard[0].right is False and heard[0].index == 0
        assert heard[0].wrong == (quiz._choice_label(wrong),)
    finally:
        stop()
    after = LegalCardsQuiz("sjuan")
    after.pick(*after.current.legal)
    assert after.reveal() is True
    assert len(heard) == 1  # no longer heard once stopped


def test_every_lesson_has_an_address_and_the_links_follow() -> None:
    lessons = find_lessons(ROOT / "notebooks")
    assert {"00-start", "01-sjuan", "sv/00-start", "nb/06-tactics", "sk/04-sedma"} <= set(lessons)
    assert address_of("sv/00-start") == "/sv/" and address_of("00-start") == "/"
    assert address_of("sk/01-sjuan") == "/sk/01-sjuan"
    html = '<a href="../nb/00-start.ipynb">nb</a> <a href="01-sjuan.ipynb?move=8&amp;seat=3">x</a>'
    html += ' <a href="https://example.org/a.ipynb">out</a>'
    done = _rewrite_links(html, "sv/00-start")
    assert 'href="/nb/"' in done and 'href="/sv/01-sjuan?move=8&amp;seat=3"' in done
    assert 'href="https://example.org/a.ipynb"' in done


def test_solara_is_imported_by_the_class_server_only() -> None:
    for path in (ROOT / "sjuan_notebooks").rglob("*.py"):
        if "classserver" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not [n for n in names if n.split(".")[0] == "solara"], path
