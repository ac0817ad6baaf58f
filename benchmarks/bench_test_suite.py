"""Where `make test`'s time goes: each test module run alone, its wall time and the machine's
busy CPU-seconds (every process counted: the kernels, Voila and Chromium a test starts work for
it), and the tests that cost most. Prints medians over ``--runs``.

Why CPU-seconds and not seconds: `make test` runs its modules on one worker more than the
cores, so its wall time on a fresh clone is about the CPU the modules need divided by the
cores (1,235 busy CPU-s in 642 s on two cores). A module's own wall time says little about
what it adds to the run; its CPU-seconds do. The sum over the modules, divided by the cores,
is the floor the run cannot go below (printed at the end).

Busy CPU is read from ``/proc/stat`` (Linux): run this on an otherwise idle machine. The
browser site's tests need the site (``make lite`` first, or its build is counted in them).

    .venv/bin/python benchmarks/bench_test_suite.py                       # every module
    .venv/bin/python benchmarks/bench_test_suite.py tests/core tests/browser/test_lite.py
    .venv/bin/python benchmarks/bench_test_suite.py --runs 3 --top 30 tests/browser
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
#: the file this module, loaded as a pytest plugin in each run, writes its per-test figures to
RECORD = "SJUAN_BENCH_TEST_RECORD"


def busy_seconds() -> float:
    """CPU-seconds the machine has spent busy since boot (all cores; idle and iowait aside)."""
    with open("/proc/stat", encoding="ascii") as stat:
        ticks = [int(x) for x in stat.readline().split()[1:]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


# -- the plugin: one record per test, setup and teardown included ------------------------------

_ROWS: list[tuple[str, float, float]] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # type: ignore[no-untyped-def]
    busy, start = busy_seconds(), time.perf_counter()
    yield
    _ROWS.append((item.nodeid, busy_seconds() - busy, time.perf_counter() - start))


def pytest_sessionfinish(session: pytest.Session) -> None:
    target = os.environ.get(RECORD)
    if target:
        Path(target).write_text(json.dumps(_ROWS), encoding="utf-8")


# -- the benchmark ---------------------------------------------------------------------------


def modules(paths: list[str]) -> list[str]:
    """The test modules under ``paths`` (files or folders), as `make test` collects them."""
    found: list[str] = []
    for path in paths or ["tests"]:
        p = ROOT / path
        files = [p] if p.is_file() else sorted(p.rglob("test_*.py"))
        found += [
            f.relative_to(ROOT).as_posix() for f in files if "classroom" not in f.parent.parts
        ]
    return found


def run_module(module: str) -> tuple[float, float, list[tuple[str, float, float]], int]:
    """Wall, busy CPU-s, the per-test rows, and pytest's exit status of one module alone."""
    with tempfile.NamedTemporaryFile(suffix=".json") as record:
        env = {
            **os.environ,
            RECORD: record.name,
            "PYTHONPATH": os.pathsep.join(
                [str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH", "")]
            ),
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as `make test` runs
        busy, start = busy_seconds(), time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
             "-p", "bench_test_suite", module],
            cwd=ROOT, env=env, capture_output=True, text=True,
        )  # fmt: skip
        wall, cpu = time.perf_counter() - start, busy_seconds() - busy
        text = Path(record.name).read_text(encoding="utf-8")
    rows = [tuple(r) for r in json.loads(text)] if text else []
    return wall, cpu, rows, done.returncode  # type: ignore[return-value]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="test files or folders (default: tests/)")
    parser.add_argument("--runs", type=int, default=1, help="runs of each module (median)")
    parser.add_argument("--top", type=int, default=20, help="how many of the costliest tests")
    args = parser.parse_args()
    walls: dict[str, list[float]] = defaultdict(list)
    cpus: dict[str, list[float]] = defaultdict(list)
    tests: dict[str, list[float]] = defaultdict(list)
    failed = []

    def row(module: str) -> str:
        cpu, wall = statistics.median(cpus[module]), statistics.median(walls[module])
        return f"  {cpu:7.1f} {wall:7.1f}  {module}"

    for module in modules(args.paths):
        for _ in range(args.runs):
            wall, cpu, rows, status = run_module(module)
            walls[module].append(wall)
            cpus[module].append(cpu)
            for nodeid, test_cpu, _wall in rows:
                tests[nodeid].append(test_cpu)
            if status not in (0, 5):  # 5: nothing collected (a module of skipped tests)
                failed.append(module)
        print(row(module), flush=True)  # as it goes: a whole run takes about 20 minutes
    cores = os.cpu_count() or 1
    total = sum(statistics.median(c) for c in cpus.values())
    print(f"\nmodules by busy CPU-s (median of {args.runs}), wall s:")
    for module in sorted(cpus, key=lambda m: -statistics.median(cpus[m])):
        print(row(module))
    print(f"\nthe costliest {args.top} tests, busy CPU-s (median):")
    for nodeid in sorted(tests, key=lambda n: -statistics.median(tests[n]))[: args.top]:
        print(f"  {statistics.median(tests[nodeid]):7.1f}  {nodeid}")
    print(
        f"\n{len(cpus)} modules, {total:.0f} busy CPU-s in all: at {cores} cores no run of them"
        f" takes less than {total / cores:.0f} s (set-up, lint and the site's build aside)"
    )
    if failed:
        print("failed (their figures count what ran):", *sorted(set(failed)), sep="\n  ")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
