"""The teacher's live view counts every quiz and prediction of a lesson's page apart: a lesson's
own quiz and its exit ticket's quiz of the same kind are two questions (issue 49), and each
period's hinge question (docs/class-plan.md, named as the live view shows it in
docs/teaching.md) has its row once a student answers it.

The pages are built in a subprocess, in virtual kernels as the server makes them (as
test_shared_pages.py does): Solara patches ipywidgets for virtual kernels when its server
module is imported, which the other tests must not get."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("solara")

ROOT = Path(__file__).parents[2]
TEACHING = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
#: the lesson of each period of the class plan
LESSON_OF = {
    "1": "01-sjuan", "2": "02-house-rules", "3": "03-femkamp", "4": "04-sedma",
    "5": "05-practice", "6": "06-tactics",
}  # fmt: skip


def hinge_rows() -> list[dict[str, str]]:
    """teaching.md's table of the hinge questions, as the live view names them: period,
    question, section, quiz (lesson 0 asks aloud, and is left out)."""
    block = TEACHING.split("### The hinge question of each period", 1)[1]
    rows = []
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("lesson "):
            if rows and not line.startswith("|"):
                break
            continue
        period, question, section, quiz = cells
        number = period.split()[1].rstrip(",")
        if number in LESSON_OF:
            quoted = re.match(r'"(.*)"', question)
            rows.append(
                {"period": period, "lesson": LESSON_OF[number], "section": section, "quiz": quiz,
                 "question": quoted.group(1) if quoted else ""}
            )  # fmt: skip
    return rows


# Opens lesson 1 for two students and answers the first question of the lesson's own
# LegalCardsQuiz ("Your turn") and of its exit ticket's (the same kind, the same title), and
# D's prediction; then opens every hinge question's lesson for a student of its own and answers
# it. Prints the rows of the teacher's view, as JSON.
PAGES = r"""
import json, sys, uuid, warnings
import ipywidgets as w
import solara.server.app  # Solara's patches for virtual kernels, as the server has them
from solara.server import kernel, kernel_context
from sjuan_notebooks.classserver import app, lessons
from sjuan_notebooks.lesson import Predict
from sjuan_notebooks.widgets.quiz import _Quiz, TrickQuiz

warnings.simplefilter("ignore", DeprecationWarning)  # Widget.widgets, as the server has it
hinges = json.loads(sys.argv[1])

def open_page(name):
    lesson = app.LESSONS[name]
    context = kernel_context.VirtualKernelContext(
        id=str(uuid.uuid4()), kernel=kernel.Kernel(), session_id=str(uuid.uuid4()))
    kernel_context.contexts[context.id] = context
    with context:
        app.REGISTRY.join(context.id, context.session_id, lesson.name)
        lessons.build_page(lesson)
        mine = [x for x in w.Widget.widgets.values() if isinstance(x, (_Quiz, Predict))]
    return context, mine

def where(x):
    return x.place.where

def answer(context, x, index=0, right=True):
    with context:
        if isinstance(x, Predict):
            wrong = [v for v in x.buttons if v not in x._answers]
            x.pick(next(iter(x._answers)) if right else wrong[0])
            return
        x.go(index)
        if isinstance(x, TrickQuiz):
            x.set_points(x.current.points)
        x.pick(*(x._answer_choices() if right else x.choices()[:1]))
        if not right and x.is_right():
            x.pick(*x.choices()[1:2])
        assert x.check() is right

# lesson 1, two students
pages = [open_page("01-sjuan") for _ in range(2)]
for n, (context, mine) in enumerate(pages):
    own = [x for x in mine if where(x) == "Rule 3: what may be played › Your turn"]
    ticket = [x for x in mine if where(x) == "Exit ticket"]
    d = [x for x in mine if isinstance(x, Predict) and "What must D do?" in x._question]
    assert len(own) == len(ticket) == len(d) == 1, (len(own), len(ticket), len(d))
    assert type(own[0]) is type(ticket[0]) and own[0].title_key == ticket[0].title_key
    answer(context, own[0], right=n == 0)
    answer(context, ticket[0], right=n == 1)
    answer(context, own[0], 1)
    answer(context, d[0])
lesson1 = [
    [q.where, q.quiz_question, q.question, q.right, q.wrong]
    for q in app.REGISTRY.snapshot().questions
]

# every period's hinge question, each on a page of its own
found = []
for hinge in hinges:
    context, mine = open_page(hinge["lesson"])
    quiz = hinge["quiz"]
    predict = quiz == app.t("lesson.predict.title", "en")
    title, _, number = quiz.rpartition(" ")
    matches = [
        x for x in mine
        if where(x) == hinge["section"]
        and (isinstance(x, Predict) and predict and hinge["question"] in x._question
             or isinstance(x, _Quiz) and not predict and app.t(x.title_key, "en") == title)
    ]
    found.append(len(matches))
    if len(matches) == 1:
        answer(context, matches[0], 0 if predict else int(number) - 1)
snapshot = app.REGISTRY.snapshot()
print(json.dumps({
    "lesson1": lesson1,
    "found": found,
    "rows": [[q.lesson, q.where, q.quiz_question, q.question] for q in snapshot.questions],
    "html": app.teacher_html(snapshot, "en"),
}))
"""


@pytest.fixture(scope="module")
def live() -> dict:
    done = subprocess.run(
        [sys.executable, "-c", PAGES, json.dumps(hinge_rows())],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_lessons_quiz_and_its_exit_tickets_quiz_of_the_same_kind_are_counted_apart(
    live: dict,
) -> None:
    rows = {(where, quiz): (right, wrong) for where, quiz, _, right, wrong in live["lesson1"]}
    title = "Which cards may be played?"
    assert rows[("Rule 3: what may be played › Your turn", f"{title} 1")] == (1, 1)
    assert rows[("Exit ticket", f"{title} 1")] == (1, 1)  # not dropped as "already seen"
    assert rows[("Rule 3: what may be played › Your turn", f"{title} 2")] == (2, 0)
    # a prediction's first answers are on the live view too
    where = 'The worked example ("Exempel på en spelrunda")'
    assert rows[(where, "Prediction")] == (2, 0)
    assert len(rows) == len(live["lesson1"]) == 4


def test_every_periods_hinge_question_is_on_the_live_view_once_answered(live: dict) -> None:
    hinges = hinge_rows()
    assert len(hinges) == 9  # lessons 1, 2, 3 (two periods), 4 (two), 5 (two), 6
    assert live["found"] == [1] * len(hinges), [h["period"] for h in hinges]
    rows = {(lesson, where, quiz) for lesson, where, quiz, _ in live["rows"]}
    for hinge in hinges:
        assert (hinge["lesson"], hinge["section"], hinge["quiz"]) in rows, hinge
        # the projector's table has the row as teaching.md names it
        cells = f"<td>{hinge['section']}</td><td>{hinge['quiz']}</td>"
        assert cells.replace('"', "&quot;") in live["html"], hinge
    predictions = [q for lesson, _, quiz, q in live["rows"] if quiz == "Prediction"]
    for hinge in hinges:
        if hinge["question"]:
            assert any(hinge["question"] in q for q in predictions), hinge
