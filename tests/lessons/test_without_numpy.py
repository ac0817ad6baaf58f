"""The package and every lesson run without numpy and jsonschema, as they must in the browser
(JupyterLite's Pyodide kernel has neither offline: numpy has no WebAssembly wheel on PyPI, and
jsonschema needs rpds-py, which has none either). Each check runs in a fresh interpreter in which
importing them fails as it does there, with ``ModuleNotFoundError``; only the batch simulator
needs numpy, and without jsonschema the record readers' own checks refuse bad records."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import sjuan_notebooks

ROOT = Path(__file__).parents[2]
#: the English lessons: the Swedish, Norwegian and Slovak ones are the same code cells written
#: from the same sources (tests/lessons/test_notebooks.py holds them in step), so they import
#: nothing more; nbval runs all 28 (with numpy there), and the browser site runs lessons in
#: every language folder (tests/browser/test_lite.py)
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))
NEEDS_NUMPY = {"sjuan_notebooks.sevens.batch"}

BLOCK_NUMPY = textwrap.dedent(
    """
    import sys

    class NoNumpy:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("numpy", "jsonschema"):
                raise ModuleNotFoundError(f"No module named {name!r}", name=name)
            return None

    sys.meta_path.insert(0, NoNumpy())
    sys.setrecursionlimit(10_000)
    """
)


def run_without_numpy(code: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK_NUMPY + textwrap.dedent(code)],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
    )


def all_modules() -> list[str]:
    return sorted(
        m.name
        for m in pkgutil.walk_packages(sjuan_notebooks.__path__, "sjuan_notebooks.")
        if not m.name.endswith("__main__")
    )


def test_the_blocker_blocks() -> None:
    done = run_without_numpy(
        """
        try:
            import numpy
        except ModuleNotFoundError:
            print("blocked")
        """
    )
    assert done.stdout.strip() == "blocked", done.stderr


def test_every_module_but_the_batch_simulator_imports_without_numpy() -> None:
    modules = [m for m in all_modules() if m not in NEEDS_NUMPY]
    assert "sjuan_notebooks.widgets" in modules and "sjuan_notebooks.tactics.data" in modules
    done = run_without_numpy(
        f"""
        import importlib
        for name in {modules!r}:
            importlib.import_module(name)
        try:
            importlib.import_module("sjuan_notebooks.sevens.batch")
        except ModuleNotFoundError as e:
            print("batch needs", e.name)
        assert "numpy" not in sys.modules
        print("ok")
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["batch", "needs", "numpy", "ok"]


def test_the_lessons_are_found() -> None:
    names = {p.name for p in LESSONS}
    assert {"00-start.ipynb", "06-tactics.ipynb"} <= names


@pytest.mark.slow
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_a_lesson_runs_without_numpy(lesson: Path) -> None:
    """Every code cell of the lesson, in order, in one namespace, as a kernel would run it
    (widgets are built and driven through their Python API; nothing is drawn)."""
    cells = [
        "".join(c["source"])
        for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]
        if c["cell_type"] == "code"
    ]
    assert cells
    done = run_without_numpy(
        f"""
        import json
        namespace = {{"__name__": "__main__"}}
        for number, source in enumerate(json.loads({json.dumps(json.dumps(cells))})):
            exec(compile(source, f"cell {{number}}", "exec"), namespace)
        assert "numpy" not in sys.modules
        print("ran", number + 1, "cells")
        """,
        cwd=lesson.parent,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith(f"ran {len(cells)} cells")


def test_bad_records_are_refused_in_a_sentence_without_jsonschema() -> None:
    done = run_without_numpy(
        """
        import copy
        from sjuan_notebooks import SjuanError, load_example, replay
        good = load_example("sjuan-worked-example")
        bad = [
            {**good, "players": ["A", "A", "B", "C"]},
            {**good, "dealer": [1]},
            {**good, "options": {"pot": "2"}},
            {**good, "moves": ["H7", 5]},
            {**good, "game": ["sjuan"]},
            {**good, "players": "ABCD"},
            [],
        ]
        refused = 0
        for record in bad:
            try:
                replay(record)
            except SjuanError as e:
                assert e.message("sv")
                refused += 1
        print(refused, len(bad))
        """
    )
    assert done.returncode == 0, done.stderr
    refused, total = done.stdout.split()
    assert refused == total
