"""How long one learner waits for a lesson to open in Voila, served as `make voila` serves it.

For each lesson a fresh Voila is started with the flags of `make voila` (from `make
voila-flags`, so the two cannot drift apart) and given ``--warm`` seconds to preheat; then one
page at a time is opened (``--runs`` times, each in a fresh browser context, its kernel shut
down afterwards as a closing page does, and ``--pause`` seconds for the pool to refill).
Reported, medians over the runs:

- *first widget*: from the request until the first widget is drawn;
- *open*: from the request until the first screen is drawn: every widget output there past
  "Loading widget...", every figure there plotted (figures further down are drawn as the
  learner scrolls toward them, `sjuan_notebooks.figures.shown`), i.e. until a learner can
  use what the page shows.

``--cold`` measures without preheating instead (each page starts a kernel and runs the lesson,
as when the pool is empty). A class at once is `bench_class.py`.

    .venv/bin/python benchmarks/bench_open.py --lessons 06-tactics 01-sjuan
    .venv/bin/python benchmarks/bench_open.py --lessons 06-tactics --cold
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_class import (  # noqa: E402 - a sibling script, not a package
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    SHOWN,
    has_widgets,
    make_voila_flags,
    start_voila,
    stop_voila,
)
from lite_site import SHUTDOWN  # noqa: E402 - bench_class puts tests/ on the path

# Any widget drawn (the first one in the page may be a figure's box still empty).
FIRST = """() => [...document.querySelectorAll('#rendered_cells .jupyter-widgets')]
    .some(w => w.getBoundingClientRect().height > 0)"""
# The first screen drawn: no widget output there still loading, no figure there waiting to be
# drawn or being drawn. Figures further down are drawn as the learner scrolls toward them, a
# screen ahead (sjuan_notebooks.figures.shown).
SCREEN = """() => {
    const here = el => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    };
    const outs = [...document.querySelectorAll('#rendered_cells .jp-OutputArea-output')];
    if (outs.some(o => here(o) && o.innerText.trim().startsWith('Loading widget...'))) return false;
    if ([...document.querySelectorAll('#rendered_cells .sjuan-when-seen')].some(here)) return false;
    return [...document.querySelectorAll('#rendered_cells .js-plotly-plot')]
        .every(gd => !here(gd) || (gd._fullLayout && gd.data));
}"""


COUNT = """() => [document.querySelectorAll('#rendered_cells .jupyter-widgets').length,
                document.querySelectorAll('#rendered_cells .js-plotly-plot').length]"""


def one_page(browser, url: str, widgets: bool) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        start = time.perf_counter()
        page.goto(url, wait_until="commit", timeout=240_000)
        if widgets:
            page.wait_for_function(FIRST, timeout=240_000, polling=50)
        else:
            page.wait_for_function(SHOWN, timeout=240_000)
        first = time.perf_counter() - start
        page.wait_for_function(SHOWN, timeout=240_000)
        page.wait_for_function(SCREEN, timeout=240_000, polling=50)
        whole = time.perf_counter() - start
        views, figures = page.evaluate(COUNT)
    except Exception:
        print("the page did not open; its errors:", errors or "none", file=sys.stderr)
        raise
    else:
        return {"first_widget_s": first, "open_s": whole, "widgets": views, "figures": figures}
    finally:
        with contextlib.suppress(Exception):  # the server is stopped after the round anyway
            page.evaluate(SHUTDOWN)
        context.close()


def lesson_round(lesson: str, runs: int, warm: float, pause: float, cold: bool) -> dict:
    from playwright.sync_api import sync_playwright

    flags = make_voila_flags(lesson.split("/")[0] if "/" in lesson else "en")
    if cold:
        flags = [f for f in flags if not f.startswith(("--preheat_kernel", "--pool_size"))]
        flags.append("--preheat_kernel=False")
    proc, base = start_voila(flags, f"voila-bench-open-{lesson.replace('/', '-')}.log")
    url = f"{base}/voila/render/{lesson}.ipynb"
    pages = []
    try:
        time.sleep(0 if cold else warm)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                one_page(browser, url, has_widgets(lesson))  # the browser's own first start
                time.sleep(0 if cold else pause)
                for _ in range(runs):
                    pages.append(one_page(browser, url, has_widgets(lesson)))
                    time.sleep(0 if cold else pause)
            finally:
                browser.close()
    finally:
        stop_voila(proc)
    return {
        "lesson": lesson,
        "preheated": not cold,
        "runs": runs,
        "first_widget_median_s": round(statistics.median(p["first_widget_s"] for p in pages), 2),
        "open_median_s": round(statistics.median(p["open_s"] for p in pages), 2),
        "open_s": [round(p["open_s"], 2) for p in pages],
        "widgets": pages[-1]["widgets"],
        "figures": pages[-1]["figures"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", nargs="+", default=["06-tactics"])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--warm", type=float, default=30.0, help="seconds to preheat first")
    parser.add_argument("--pause", type=float, default=15.0, help="seconds for the refill")
    parser.add_argument("--cold", action="store_true", help="no preheated kernels")
    args = parser.parse_args()
    results = []
    for lesson in args.lessons:
        result = lesson_round(lesson, args.runs, args.warm, args.pause, args.cold)
        results.append(result)
        mode = "preheated" if result["preheated"] else "cold"
        print(
            f"{lesson} ({mode}, {result['widgets']} widget views, {result['figures']} figures): first widget median "
            f"{result['first_widget_median_s']:.2f} s, first screen drawn median "
            f"{result['open_median_s']:.2f} s (runs: {', '.join(map(str, result['open_s']))})",
            flush=True,
        )
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "bench_open.json").write_text(json.dumps(results, indent=1), "utf-8")


if __name__ == "__main__":
    main()
