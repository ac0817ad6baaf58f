"""What a lesson kernel spends before its first widget, in CPU seconds, and on which imports.

Every Voila page, every nbval notebook and every Binder lesson starts a Python of its own and
pays this once; a slow import anywhere below the widgets (a dependency's dependency) shows up
here long before a class feels it. Each run is a fresh interpreter that imports the lesson
widgets, reads the worked example and builds a stepper and an empty Plotly FigureWidget, as
lesson 1's first cells do. Reported: the median CPU time over ``--runs``, and the imports that
cost most on their own (``python -X importtime``, self time) in one more run.

    .venv/bin/python benchmarks/bench_kernel.py --runs 5
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

FIRST_CELLS = """
import time
start = time.process_time()
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.widgets import Stepper
import plotly.graph_objects as go
Stepper(load_example("sjuan-worked-example"))
go.FigureWidget()
print(time.process_time() - start)
"""


def one_run() -> float:
    out = subprocess.run(
        [sys.executable, "-c", FIRST_CELLS], check=True, capture_output=True, text=True
    )
    return float(out.stdout.split()[-1])


def costliest_imports(top: int) -> list[tuple[float, str]]:
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", FIRST_CELLS],
        check=True,
        capture_output=True,
        text=True,
    )
    rows = []
    for line in out.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        self_us, _cumulative, name = line.removeprefix("import time:").split("|")
        rows.append((int(self_us) / 1e6, name.strip()))
    return sorted(rows, reverse=True)[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    times = [one_run() for _ in range(args.runs)]
    print(f"first widget, CPU seconds: median {statistics.median(times):.2f} "
          f"(min {min(times):.2f}, max {max(times):.2f}, {args.runs} runs)")  # fmt: skip
    print("costliest imports (own time, s):")
    for seconds, name in costliest_imports(args.top):
        print(f"  {seconds:6.3f}  {name}")


if __name__ == "__main__":
    main()
