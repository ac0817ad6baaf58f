"""Speed of the offline browser site (``make lite``) in headless Chromium, medians of a few runs.

- open a lesson (01-sjuan) in a fresh browser profile (a first visit) and in the same profile
  again (cached): page to app, to an idle kernel, to the first widget, all cells run;
- what the kernel spends on imports (the widget stack, plotly) once idle;
- a stepper step: click "next" until the move text changes;
- a play-table click: click a playable card until the table has changed.

Timings of clicks are taken inside the page (performance.now), so Playwright's own round trip
is not counted. Run: ``.venv/bin/python benchmarks/bench_lite.py [runs]`` (builds the site if it
is missing).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))

from lite_site import (  # noqa: E402
    KERNEL_IDLE,
    ensure_built,
    launch,
    open_and_run,
    serve,
    site_size,
    watch,
)

LESSON = "01-sjuan.ipynb"

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

KERNEL_IMPORTS = """async () => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const code = [
        'import time as _t',
        '_a = _t.perf_counter()',
        'import sjuan_notebooks.sevens',
        '_b = _t.perf_counter()',
        'import ipywidgets',
        '_c = _t.perf_counter()',
        'import plotly.graph_objects',
        '_d = _t.perf_counter()',
        'import sjuan_notebooks.widgets',
        '_e = _t.perf_counter()',
        'print(f"{_b-_a:.2f} {_c-_b:.2f} {_d-_c:.2f} {_e-_d:.2f}")',
    ].join('\\n');
    let out = '';
    const future = kernel.requestExecute({code});
    future.onIOPub = msg => { if (msg.content.text) out += msg.content.text; };
    await future.done;
    return out.trim();
}"""


def log(message: str) -> None:
    print(f"  {message}", flush=True)


def median(xs: list[float]) -> str:
    return f"{statistics.median(xs):7.2f}" if xs else "      -"


def open_phases(page, base: str) -> dict[str, float]:
    started = time.perf_counter()
    page.goto(f"{base}/lab/index.html?path={LESSON}")
    page.wait_for_function("() => !!window.jupyterapp")
    app = time.perf_counter() - started
    opened = open_and_run(page, base, LESSON)
    return {
        "app": app,
        "kernel idle": opened.kernel_idle,
        "first widget": opened.first_widget,
        "all run": opened.all_run,
    }


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    from playwright.sync_api import sync_playwright

    site = ensure_built()
    print(f"site: {site_size(site) / 1e6:.1f} MB", flush=True)
    cold: dict[str, list[float]] = {}
    warm: dict[str, list[float]] = {}
    imports: list[list[float]] = []
    steps: list[float] = []
    clicks: list[float] = []
    with serve(site) as base, sync_playwright() as p:
        browser = launch(p)
        for _ in range(runs):
            context = browser.new_context(viewport={"width": 1300, "height": 1000})
            traffic = watch(context)
            for table in (cold, warm):
                page = context.new_page()
                page.set_default_timeout(240_000)
                phases = open_phases(page, base)
                log(", ".join(f"{k} {v:.1f} s" for k, v in phases.items()))
                for key, value in phases.items():
                    table.setdefault(key, []).append(value)
                if table is warm:
                    break
                traffic.watching = False
                page.close()
                traffic.watching = True
            # page is the warm one: measure imports and clicks there
            page.wait_for_function(KERNEL_IDLE)
            stepper = page.locator(".sjuan-stepper").first
            stepper.scroll_into_view_if_needed()
            text = stepper.locator(".sjuan-move-text").first.element_handle()
            page.evaluate(
                CLICK_UNTIL_CHANGED,
                [stepper.locator("button.sjuan-first").first.element_handle(), text],
            )
            for _ in range(6):
                nxt = stepper.locator("button.sjuan-next").first.element_handle()
                steps.append(page.evaluate(CLICK_UNTIL_CHANGED, [nxt, text]))
            log(f"steps {[round(x) for x in steps]} ms")
            play = page.locator(".sjuan-play-table").first
            play.scroll_into_view_if_needed()
            shown = play.locator(".sjuan-table").first.element_handle()
            for _ in range(4):
                cards = play.locator("button.sjuan-card:not([disabled])")
                if not cards.count():
                    break
                clicks.append(
                    page.evaluate(CLICK_UNTIL_CHANGED, [cards.first.element_handle(), shown])
                )
                page.wait_for_function(KERNEL_IDLE)
            log(f"clicks {[round(x) for x in clicks]} ms")
            traffic.watching = False
            page.close()
            traffic.watching = True
            # a fresh interpreter's imports: the lesson opened again, nothing run yet
            page = context.new_page()
            page.set_default_timeout(240_000)
            page.goto(f"{base}/lab/index.html?path={LESSON}")
            page.wait_for_function(KERNEL_IDLE)
            said = page.evaluate(KERNEL_IMPORTS)
            imports.append([float(x) for x in said.split()])
            log(f"imports {said}")
            if traffic.problems():
                log(f"problems: {traffic.problems()}")
            traffic.watching = False
            context.close()
        browser.close()
    print(f"medians of {runs} runs, seconds from asking for the page ({LESSON}):")
    print(f"{'':14}{'first visit':>12}{'cached':>9}")
    for key in cold:
        print(f"{key:14}{median(cold[key]):>12}{median(warm[key]):>9}")
    if imports:
        names = ("sevens", "ipywidgets", "plotly", "widgets")
        cols = list(zip(*imports, strict=True))
        print(
            "imports in the kernel (s): "
            + ", ".join(f"{n} {statistics.median(c):.2f}" for n, c in zip(names, cols, strict=True))
        )
    print(
        f"stepper step: median {median([s / 1000 for s in steps]).strip()} s ({len(steps)} steps)"
    )
    print(
        f"play-table click: median {median([c / 1000 for c in clicks]).strip()} s "
        f"({len(clicks)} clicks)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
