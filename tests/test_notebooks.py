"""Notebooks are committed executed and in step with their jupytext sources, so nbval checks
something: a code cell never executed would pass nbval while checking nothing."""

from __future__ import annotations

import json
from pathlib import Path

import jupytext
import pytest

NOTEBOOKS = Path(__file__).parents[1] / "notebooks"
SOURCES = sorted((NOTEBOOKS / "src").glob("*.py"))


def test_there_are_lessons() -> None:
    names = {p.stem for p in SOURCES}
    assert {
        "00-start",
        "01-sjuan",
        "02-house-rules",
        "03-femkamp",
        "04-sedma",
        "05-practice",
        "06-tactics",
    } <= names


@pytest.mark.parametrize("src", SOURCES, ids=lambda p: p.stem)
def test_notebook_matches_its_source_and_was_executed(src: Path) -> None:
    path = NOTEBOOKS / f"{src.stem}.ipynb"
    assert path.exists(), f"{path.name} missing: run `make notebooks`"
    committed = json.loads(path.read_text(encoding="utf-8"))
    expected = jupytext.read(src)
    got = [(c["cell_type"], "".join(c["source"]).strip()) for c in committed["cells"]]
    want = [(c.cell_type, c.source.strip()) for c in expected.cells]
    assert got == want, f"{path.name} is out of step with {src.name}: run `make notebooks`"
    code = [
        c for c in committed["cells"] if c["cell_type"] == "code" and "".join(c["source"]).strip()
    ]
    assert code, "a lesson has code"
    assert all(c.get("execution_count") for c in code), f"{path.name}: unexecuted cells"
    assert "widgets" not in committed.get("metadata", {}), "widget state stored in the notebook"
    assert path.stat().st_size < 1_500_000
    checked = [c for c in code if "# NBVAL_CHECK_OUTPUT" in "".join(c["source"])]
    assert checked, f"{path.name} checks none of its claims"
    for cell in checked:
        assert any("text" in o or "text/plain" in o.get("data", {}) for o in cell["outputs"])
