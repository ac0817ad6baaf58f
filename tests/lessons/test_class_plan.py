"""The class plan (docs/class-plan.md) points at real things: its position links open stored
games at moves they have, every quiz a lesson makes has its place in that lesson's minute plan,
its exit tickets are the key's, and its code runs."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import replay

ROOT = Path(__file__).parents[2]
PLAN = (ROOT / "docs" / "class-plan.md").read_text(encoding="utf-8")
LINK = re.compile(r"(?:(\d\d-[\w-]+)\.ipynb)?\?example=([\w-]+)&move=(\d+)&seat=(\w+)")
#: the lesson whose steppers open each family's records (the lessons' follow_link calls)
LESSON_OF = {"sjuan": "01-sjuan", "femkamp": "03-femkamp", "sedma": "04-sedma"}


def sections() -> dict[str, str]:
    """The plan's lesson sections by lesson number ("1", "3" for both parts of lesson 3...)."""
    out: dict[str, str] = {}
    for block in PLAN.split("\n## Lesson ")[1:]:
        number = block.split(":", 1)[0].split(",", 1)[0].strip()
        out[number] = out.get(number, "") + block
    return out


def test_every_position_link_opens_a_stored_game_at_a_move_it_has() -> None:
    links = LINK.findall(PLAN)
    assert len(links) >= 10
    for lesson, name, move, seat in links:
        assert name in example_names(), name
        if lesson:
            assert lesson == LESSON_OF[name.split("-")[0]], (lesson, name)
        game = replay(load_example(name))
        assert 0 <= int(move) <= len(game.turns), (name, move)
        players = load_example(name)["players"]
        assert seat == "all" or 0 <= int(seat) < len(players), (name, seat)


def test_every_quiz_of_a_lesson_is_in_its_minute_plan() -> None:
    plan = sections()
    quiz = re.compile(r'^(LegalCardsQuiz|TrickQuiz|SheetQuiz)\("(\w+)"', re.M)
    for source in sorted((ROOT / "notebooks" / "src").glob("0[1-5]-*.py")):
        number = str(int(source.name[:2]))
        for kind, game in quiz.findall(source.read_text(encoding="utf-8")):
            assert f'`{kind}("{game}")`' in plan[number], (source.name, kind, game)


def test_the_exit_tickets_are_the_keys(key_module: Any) -> None:
    named = set(re.findall(r"^\*\*Exit ticket (\w+)\*\*", PLAN, re.M))
    assert named == set(key_module.EXIT_TICKETS)


@pytest.fixture
def at_top(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.chdir(ROOT)
    yield


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", PLAN, re.S)


def test_the_plans_code_runs(at_top: None, tmp_path: Path) -> None:
    shown: list[Any] = []
    blocks = python_blocks()
    assert len(blocks) == 3
    record = tmp_path / "table3.json"
    record.write_text((ROOT / "sjuan_notebooks" / "data" / "sedma-game-4p.json").read_text())
    for block in blocks:
        code = block.replace('"table3.json"', repr(str(record)))
        lines = code.rstrip().splitlines()
        lines[-1] = f"_last = {lines[-1]}"  # what the cell would show
        namespace: dict[str, Any] = {"display": shown.append}
        exec("\n".join(lines), namespace)  # noqa: S102 - the plan's own cells
        shown.append(namespace["_last"])
    names = [type(widget).__name__ for widget in shown]
    assert names == ["VBox", "KeysBox", "CardSize", "KeysBox"]  # KeysBox: a VBox with its keys
    assert shown[2].size == "large"


HINGE = "the hinge question of the period"
#: the lesson source of each period's lesson
SOURCE_OF = {str(int(p.name[:2])): p for p in (ROOT / "notebooks" / "src").glob("0[0-6]-*.py")}


def periods() -> dict[str, str]:
    """The plan's periods by name ("0", "1", "3, part 1"...), each its section's text."""
    body = PLAN.split("\n## Real cards at real tables", 1)[0]
    return {
        block.split(":", 1)[0].strip(): block for block in body.split("\n## Lesson ")[1:]
    }  # fmt: skip


def hinge_of(period: str) -> tuple[str, str]:
    """The hinge question a period's minute table names: ("P", the question's words) for a
    prediction, ("Q", 'Kind("game") question N') for a quiz's question, ("aloud", ...)."""
    (row,) = [line for line in periods()[period].splitlines() if HINGE in line]
    before = row[: row.index(HINGE)]
    named = [
        *((m.start(), "P", m.group(1)) for m in re.finditer(r'\*\*P\*\* "([^"]+)"', before)),
        *((m.start(), "Q", f"{m.group(1)} question {m.group(2)}")
          for m in re.finditer(r"\*\*Q\*\* `(\w+Quiz\(\"\w+\"\))`.*?question (\d+)", before)),
        *((m.start(), "aloud", m.group(1)) for m in re.finditer(r'asked aloud.*?"([^"]+)"', before)),
    ]  # fmt: skip
    assert named, (period, row)
    _, kind, what = max(named)
    return kind, what


def test_every_period_names_one_hinge_question_the_live_view_counts() -> None:
    """Issue 49: each period names one hinge question, whose first answers the teacher reads on
    the class server's live view (the quizzes' and the predictions' first answers are counted
    there; tests/classserver/test_live_view.py answers each one on its lesson's page)."""
    named = periods()
    assert list(named) == [
        "0", "1", "2", "3, part 1", "3, part 2", "4, part 1", "4, part 2", "5, part 1",
        "5, part 2", "6",
    ]  # fmt: skip
    for period, text in named.items():
        assert text.count(HINGE) == 1, period
        kind, what = hinge_of(period)
        source = SOURCE_OF[period.split(",")[0]].read_text(encoding="utf-8")
        if period == "0":  # the start page asks nothing: a show of hands
            assert kind == "aloud", (period, kind)
            continue
        if kind == "P":  # a prediction of the lesson, in the lesson's own words
            said = re.findall(r'Predict\(\s*_\("((?:[^"\\]|\\.)*)"\)', source)
            assert len([q for q in said if what in q]) == 1, (period, what)
        else:
            assert kind == "Q", (period, kind)
            kind, game = re.fullmatch(r'(\w+)\("(\w+)"\) question \d+', what).groups()
            made = re.compile(rf'^{kind}\((?:\w+_questions\()?"{game}"', re.M)
            assert made.search(source), (period, what)  # the lesson makes that quiz


def test_teachings_table_of_hinge_questions_follows_the_plan() -> None:
    teaching = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    table = teaching.split("### The hinge question of each period", 1)[1].split("\n\n")[2]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in table.splitlines()[2:]]
    assert [r[0].removeprefix("lesson ") for r in rows] == list(periods())
    for (period, question, *_), name in zip(rows, periods()):
        kind, what = hinge_of(name)
        if question.startswith('"'):  # a prediction, or the question asked aloud: its words
            assert kind in ("P", "aloud") and question.split('"')[1] in what, (period, what)
        else:
            assert kind == "Q", period
