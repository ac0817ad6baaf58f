"""What a lesson's first code cell costs to import, in this Python (CPython), medians of a few runs.

The browser site (``make lite``) shows a lesson's first widget only once the lesson's first code
cell has run, and that cell is mostly imports; Pyodide runs them several times slower than
CPython, but in the same proportions, so CPython's figures are the steadier guide to what an
import change gains there (``bench_lite.py`` measures the site itself, on a shared machine less
steadily).

Each run is a fresh interpreter (``-X importtime`` besides, once, for the heaviest packages):
the wall time of the cell's import lines, then of the whole cell (its first widgets made),
each also as the process's CPU time (steadier on a shared machine), and which of the heavy packages (plotly and its narwhals, ipywidgets, IPython, numpy) it loaded.

Run: ``.venv/bin/python benchmarks/bench_imports.py [runs] [--lesson 01-sjuan] [--against DIR]``
(``--against``: a second copy of the package, e.g. ``git archive <commit> sjuan_notebooks``
unpacked with its compiled catalogs copied in, measured in turn with this one: the folder that
holds ``sjuan_notebooks/``).
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]
SOURCES = ROOT / "notebooks" / "src"
HEAVY = ("plotly", "narwhals", "ipywidgets", "IPython", "numpy", "anywidget", "sjuan_notebooks")

#: runs in a fresh interpreter: the cell's imports timed, then the rest of the cell
PROBE = """
import json, sys, time
t0, c0 = time.perf_counter(), time.process_time()
exec(compile({imports!r}, "<imports>", "exec"), globals())
t1, c1 = time.perf_counter(), time.process_time()
exec(compile({rest!r}, "<cell>", "exec"), globals())
t2, c2 = time.perf_counter(), time.process_time()
loaded = sorted({{m.split(".")[0] for m in sys.modules}} & set({heavy!r}))
print(json.dumps({{"imports": t1 - t0, "cell": t2 - t0, "imports cpu": c1 - c0,
                  "cell cpu": c2 - c0, "loaded": loaded}}))
"""


def first_code_cell(lesson: str) -> str:
    """The lesson's first code cell, as its English source writes it (``# %%`` percent form)."""
    text = (SOURCES / f"{lesson}.py").read_text(encoding="utf-8")
    cells = re.split(r"^# %%.*$", text, flags=re.M)
    heads = re.findall(r"^# %%.*$", text, flags=re.M)
    for head, body in zip(heads, cells[1:]):
        if "[markdown]" not in head:
            return body.strip() + "\n"
    raise SystemExit(f"{lesson}: no code cell")


def split_imports(cell: str) -> tuple[str, str]:
    """The cell's import statements (with what they need before them, e.g. ``LANG = ...``)
    and the rest."""
    lines = cell.splitlines()
    last = max(i for i, line in enumerate(lines) if line.startswith(("import ", "from ")))
    return "\n".join(lines[: last + 1]) + "\n", "\n".join(lines[last + 1 :]) + "\n"


def run_once(imports: str, rest: str, where: Path = ROOT) -> dict[str, object]:
    """One fresh interpreter; the package imported from ``where`` (``-c`` puts it first)."""
    code = PROBE.format(imports=imports, rest=rest, heavy=HEAVY)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=where
    )
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def heaviest(imports: str, where: Path = ROOT, top: int = 10) -> list[tuple[str, float]]:
    """Seconds of import per top-level package (each module's own time, summed)."""
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", imports],
        capture_output=True,
        text=True,
        check=True,
        cwd=where,
    )
    own: collections.Counter[str] = collections.Counter()
    for line in out.stderr.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)", line)
        if m:
            own[m.group(2).split(".")[0]] += int(m.group(1))
    return [(name, us / 1e6) for name, us in own.most_common(top)]


def report(label: str, runs: list[dict[str, object]], imports: str, where: Path) -> None:
    print(f"{label}, {len(runs)} runs, {sys.version.split()[0]}:")
    for key in ("imports", "imports cpu", "cell", "cell cpu"):
        xs = [float(str(r[key])) for r in runs]
        print(f"  {key:12} {statistics.median(xs):.2f} s (min {min(xs):.2f}, max {max(xs):.2f})")
    print(f"  heavy packages loaded: {', '.join(map(str, runs[-1]['loaded']))}")
    print("  own import time per package (one -X importtime run):")
    for name, seconds in heaviest(imports, where):
        print(f"    {name:24} {seconds:.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=5)
    parser.add_argument("--lesson", default="01-sjuan")
    parser.add_argument("--against", type=Path, help="a folder holding another sjuan_notebooks")
    args = parser.parse_args()
    imports, rest = split_imports(first_code_cell(args.lesson))
    places = {"this checkout": ROOT}
    if args.against:
        places[str(args.against)] = args.against.resolve()
    runs: dict[str, list[dict[str, object]]] = {label: [] for label in places}
    for _ in range(args.runs):  # in turn, so a change in the machine's load falls on both
        for label, where in places.items():
            runs[label].append(run_once(imports, rest, where))
    for label, where in places.items():
        report(f"{args.lesson} first cell, {label}", runs[label], imports, where)


if __name__ == "__main__":
    main()
