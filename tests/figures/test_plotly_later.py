"""Plotly is imported when the first figure is built, not by a lesson's first cell
(``sjuan_notebooks.figures.shown``): in the browser's Python importing plotly and its narwhals
is seconds of the wait for a lesson's first widget, which draws no figure."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
import textwrap
from pathlib import Path

from sjuan_notebooks.figures import legal_map_figure
from sjuan_notebooks.figures.shown import Figure, figure_class
from sjuan_notebooks.sevens.engine import SevensRules, new_deal

ROOT = Path(__file__).parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))

#: every lesson's first code cell run in one fresh interpreter (each in its own namespace),
#: then a figure built; what was imported is printed after each step
PROBE = textwrap.dedent(
    """
    import json, sys

    def plotly_loaded():
        return sorted({m.split(".")[0] for m in sys.modules} & {"plotly", "narwhals"})

    seen = {}
    for path in json.loads(sys.argv[1]):
        cells = json.load(open(path, encoding="utf-8"))["cells"]
        first = next(c for c in cells if c["cell_type"] == "code")
        exec(compile("".join(first["source"]), path, "exec"), {})
        seen[path] = plotly_loaded()
    from sjuan_notebooks.figures import legal_map_figure
    from sjuan_notebooks.sevens.engine import SevensRules, new_deal

    figure = legal_map_figure(new_deal(SevensRules.for_game("sjuan"), list("ABCD"), seed=1))
    seen["figure"] = plotly_loaded() + [type(figure).__module__ + "." + type(figure).__name__]
    print(json.dumps(seen))
    """
)


def test_no_lesson_first_cell_imports_plotly_until_a_figure_is_built() -> None:
    assert len(LESSONS) >= 8
    out = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps([str(p) for p in LESSONS])],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert {Path(p).name: v for p, v in seen.items() if p != "figure"} == {
        p.name: [] for p in LESSONS
    }
    assert seen["figure"] == ["narwhals", "plotly", "sjuan_notebooks.figures.shown.Figure"]


def test_the_figure_class_is_one_class_that_pickles() -> None:
    figure = legal_map_figure(new_deal(SevensRules.for_game("sjuan"), list("ABC"), seed=3))
    assert type(figure) is Figure is figure_class()
    again = pickle.loads(pickle.dumps(figure))
    assert type(again) is Figure
    assert again.to_dict() == figure.to_dict()
