"""Speed of the offline browser site (``make lite``) in headless Chromium, medians of a few runs.

Each run is one student's browser (a fresh profile on disk) working through the lessons:

- lesson 1 on a first visit (nothing cached), then lessons 3 and 4 (the other games), each in a
  new tab with the lesson before still open in its own tab, then lesson 1 again on a second
  visit (every tab closed first, the browser's cache kept);
- for each: seconds from asking for the page to the app, to an idle kernel, to the first widget
  and to all cells run, and where the first widget's time went (below);
- on the second visit, a stepper step and a play-table click (timed inside the page).

Where the time goes (the page's clock, and the resource timing of the kernel's web worker read
in the kernel afterwards, put on the page's clock): ``app`` the JupyterLab page until its app is up;
``pyodide`` the interpreter's core (pyodide.asm.wasm, the standard library) until the kernel's
first package is asked for; ``kernel pkgs`` the kernel's own packages (IPython, ipykernel, ...)
fetched, installed and imported until the kernel is idle; ``wheels`` the fetch of the lesson's
own wheels by the first cell; ``cells`` the rest until the first widget shows (installing and
importing those wheels, running the first cells). ``big served`` counts the files over 1 MB the
server sent whole (from its log: a cached file is not asked for, or answered "304"), and
``others open`` the notebooks JupyterLab opened besides the lesson (each with a kernel).

Run: ``.venv/bin/python benchmarks/bench_lite.py [runs] [--site DIR] [--against DIR]`` (builds
the site if it is missing; ``--site`` measures another build, ``--against`` a second one in turn
with the first, e.g. a copy of the site before a change).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))

from lite_site import (  # noqa: E402
    ALL_RUN,
    KERNEL_IDLE,
    Served,
    cell_errors,
    ensure_built,
    lab_link,
    launch_profile,
    serve,
    site_size,
    watch,
)

SEQUENCE = ("01-sjuan.ipynb", "03-femkamp.ipynb", "04-sedma.ipynb")
PHASES = ("app", "pyodide", "kernel pkgs", "wheels", "cells")

CLICK_UNTIL_CHANGED = """async ([button, watched]) => {
    const before = watched.innerText;
    const t0 = performance.now();
    button.click();
    while (watched.innerText === before) {
        await new Promise(r => requestAnimationFrame(r));
        if (performance.now() - t0 > 30000) throw new Error('no change in 30 s');
    }
    return performance.now() - t0;
}"""

# What the kernel's web worker fetched (its resource timing), on the page's clock.
WORKER_FETCHES = """async () => {
    const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const code = [
        'import js, json',
        'print(json.dumps([js.performance.timeOrigin, [[e.name, e.fetchStart, e.responseEnd,',
        '    e.transferSize, e.encodedBodySize] for e in js.performance.getEntriesByType("resource")]]))',
    ].join('\\n');
    let out = '';
    const future = k.requestExecute({code, silent: false, store_history: false});
    future.onIOPub = msg => { if (msg.content.text) out += msg.content.text; };
    await future.done;
    const [origin, entries] = JSON.parse(out);
    const shift = origin - performance.timeOrigin;
    return entries.map(([name, start, end, transfer, size]) =>
        ({name, start: start + shift, end: end + shift, transfer, size}));
}"""

CORE = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs")


def log(message: str) -> None:
    print(f"  {message}", flush=True)


def median(xs: list[float]) -> str:
    return f"{statistics.median(xs):7.2f}" if xs else "      -"


def now_ms(page) -> float:
    return float(page.evaluate("() => performance.now()"))


def open_lesson(page, base: str, path: str, timeout: float = 240) -> dict[str, float]:
    """Open ``path`` as the start page links it, run every cell; the times and their split."""
    page.goto(lab_link(page, base, path))
    page.wait_for_function("() => !!window.jupyterapp", timeout=timeout * 1000)
    app = now_ms(page)
    page.wait_for_function(KERNEL_IDLE, timeout=timeout * 1000, polling=50)
    idle = now_ms(page)
    run = now_ms(page)
    # not awaited: the command's promise settles once every cell has run, so waiting for it
    # timed the first widget at the last cell (the run-all clears every cell's old output at
    # once, so an old output is never taken for the first widget)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function(
        "() => !!document.querySelector('.jp-OutputArea .jupyter-widgets')",
        timeout=timeout * 1000,
        polling=50,
    )
    widget = now_ms(page)
    deadline = time.monotonic() + timeout
    while not page.evaluate(ALL_RUN):
        if cell_errors(page):
            raise AssertionError(f"{path}: {cell_errors(page)}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path} did not finish in {timeout} s")
        page.wait_for_timeout(200)
    all_run = now_ms(page)
    worker = page.evaluate(WORKER_FETCHES)
    wheels = [e for e in worker if e["name"].endswith(".whl")]
    kernel_wheels = [e for e in wheels if e["start"] < idle]
    lesson_wheels = [e for e in wheels if e["start"] >= run]
    core_end = max((e["end"] for e in worker if e["name"].endswith(CORE)), default=app)
    pyodide_end = min((e["start"] for e in kernel_wheels), default=core_end)
    wheels_end = max((e["end"] for e in lesson_wheels), default=run)
    times = {
        "app": app,
        "pyodide": max(pyodide_end - app, 0),
        "kernel pkgs": idle - max(pyodide_end, app),
        "wheels": wheels_end - run,
        "cells": widget - wheels_end,
    }
    times = {k: v / 1000 for k, v in times.items()}
    times |= {"first widget": widget / 1000, "kernel idle": idle / 1000, "all run": all_run / 1000}
    return times


def show(label: str, times: dict[str, float]) -> None:
    split = ", ".join(f"{k} {times[k]:.1f}" for k in PHASES)
    log(
        f"{label}: first widget {times['first widget']:.1f} s ({split}); idle "
        f"{times['kernel idle']:.1f}, all run {times['all run']:.1f}; "
        f"{times['big served']:.0f} files over 1 MB sent by the server"
    )


def open_notebooks(page) -> list[str]:
    paths: list[str] = page.evaluate(
        """() => [...window.jupyterapp.shell.widgets('main')]
            .filter(w => w.context && w.sessionContext).map(w => w.context.path)"""
    )
    return paths


def clicks_on(page) -> tuple[list[float], list[float]]:
    """A stepper's "next" and a play table's card: ms until the page shows the change."""
    steps: list[float] = []
    clicks: list[float] = []
    page.wait_for_function(KERNEL_IDLE)
    stepper = page.locator(".sjuan-stepper").first
    stepper.scroll_into_view_if_needed()
    text = stepper.locator(".sjuan-move-text").first.element_handle()
    for _ in range(6):
        nxt = stepper.locator("button.sjuan-next").first.element_handle()
        steps.append(page.evaluate(CLICK_UNTIL_CHANGED, [nxt, text]))
    play = page.locator(".sjuan-play-table").first
    play.scroll_into_view_if_needed()
    shown = play.locator(".sjuan-table").first.element_handle()
    for _ in range(4):
        cards = play.locator("button.sjuan-card:not([disabled])")
        if not cards.count():
            break
        clicks.append(page.evaluate(CLICK_UNTIL_CHANGED, [cards.first.element_handle(), shown]))
        page.wait_for_function(KERNEL_IDLE)
    return steps, clicks


def one_run(
    playwright, base: str, served: Served, results: dict[str, list[dict[str, float]]]
) -> tuple:
    profile = tempfile.TemporaryDirectory()
    context = launch_profile(playwright, Path(profile.name))
    traffic = watch(context)
    pages = []
    for n, lesson in enumerate(SEQUENCE):
        page = context.new_page()
        page.set_default_timeout(240_000)
        served.big_since_last()
        times = open_lesson(page, base, lesson)
        times["big served"] = len(served.big_since_last())
        label = "first visit" if n == 0 else f"then {lesson.split('.')[0]}"
        show(label, times)
        times["others open"] = len([p for p in open_notebooks(page) if p != lesson])
        results.setdefault(label, []).append(times)
        pages.append(page)
        if len(pages) > 2:  # the lesson before stays open in its tab, older ones are closed
            traffic.watching = False
            pages.pop(0).close()
            traffic.watching = True
    traffic.watching = False
    for page in pages:
        page.close()
    traffic.watching = True
    page = context.new_page()
    page.set_default_timeout(240_000)
    served.big_since_last()
    times = open_lesson(page, base, SEQUENCE[0])
    times["big served"] = len(served.big_since_last())
    show("second visit", times)
    times["others open"] = len([p for p in open_notebooks(page) if p != SEQUENCE[0]])
    results.setdefault("second visit", []).append(times)
    steps, clicks = clicks_on(page)
    if traffic.problems():
        log(f"problems: {traffic.problems()}")
    traffic.watching = False
    context.close()
    profile.cleanup()
    return steps, clicks


def summary(name: str, results: dict[str, list[dict[str, float]]], runs: int) -> None:
    print(f"{name}: medians of {runs} runs, seconds from asking for the page:")
    keys = ("first widget", *PHASES, "kernel idle", "all run", "big served", "others open")
    print(f"{'':15}" + "".join(f"{k:>13}" for k in keys))
    for label, rows in results.items():
        print(f"{label:15}" + "".join(f"{median([r[k] for r in rows]):>13}" for k in keys))
    first = statistics.median(r["first widget"] for r in results["first visit"])
    second = statistics.median(r["first widget"] for r in results["second visit"])
    later = max(
        statistics.median(r["first widget"] for r in rows)
        for label, rows in results.items()
        if label.startswith("then")
    )
    print(
        f"aims: lesson 1 {first:.1f} s (12 s), slowest later lesson {later:.1f} s "
        f"(<= {first:.1f}), second visit {second / first:.2f} x the first (0.7)",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=5)
    parser.add_argument("--site", type=Path, help="a built site (default: build/lite)")
    parser.add_argument(
        "--against",
        type=Path,
        help="another build (e.g. a copy of the site before a change), measured in turn with "
        "the first, run for run, so that both see the same load on the machine",
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sites = {"site": args.site.resolve() if args.site else ensure_built()}
    if args.against:
        sites["against"] = args.against.resolve()
    results: dict[str, dict[str, list[dict[str, float]]]] = {name: {} for name in sites}
    steps: list[float] = []
    clicks: list[float] = []
    with contextlib.ExitStack() as stack, sync_playwright() as p:
        bases = {}
        for name, site in sites.items():
            log_file = Path(stack.enter_context(tempfile.TemporaryDirectory())) / "served.log"
            bases[name] = (stack.enter_context(serve(site, log_file)), Served(log_file, site))
            print(f"{name}: {site}, {site_size(site) / 1e6:.1f} MB", flush=True)
        for run in range(1, args.runs + 1):
            for name, (base, served) in bases.items():
                print(f"run {run}, {name}; load average {os.getloadavg()}", flush=True)
                s, c = one_run(p, base, served, results[name])
                if name == "site":
                    steps += s
                    clicks += c
            for name in sites:
                summary(name, results[name], run)
    print(f"stepper step: median {median([s / 1000 for s in steps]).strip()} s ({len(steps)})")
    print(
        f"play-table click: median {median([c / 1000 for c in clicks]).strip()} s ({len(clicks)})"
    )
    print(json.dumps(results), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
