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
