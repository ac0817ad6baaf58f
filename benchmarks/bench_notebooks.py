"""Wall time of the whole nbval suite (every notebook, as `make test` runs it), and Voila's time
from page request to the first widget drawn for the Sjuan lesson. Prints medians.

Voila is started once per mode. Without preheating each page load starts a kernel and runs
the lesson, as a student's first visit does; `make voila` preheats one executed kernel per
lesson (refilled after each visit), which is what a class meets once the server has warmed up.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))


def nbval_wall(runs: int = 1) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax",
             "--nbval-sanitize-with", "tests/nbval_sanitize.cfg", "notebooks"],
            cwd=ROOT, check=True, capture_output=True,
        )  # fmt: skip
        times.append(time.perf_counter() - start)
    return times


def voila_first_widget(
    runs: int = 3, warm: float = 0.0, pause: float = 0.0, flags: tuple[str, ...] = ()
) -> list[float]:
    from playwright.sync_api import sync_playwright
    from test_browser import ARTIFACTS, BIN, CHROMIUM, CHROMIUM_ARGS, free_port, start, stop

    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [str(BIN / "voila"), "notebooks", "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", *flags],
        base,
    )  # fmt: skip
    times = []
    time.sleep(warm)  # with preheating, let the pool of executed kernels fill
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _ in range(runs):
                page = browser.new_page()
                start_time = time.perf_counter()
                page.goto(f"{base}/voila/render/01-sjuan.ipynb", wait_until="commit")
                page.wait_for_selector(".jupyter-widgets", timeout=120_000)
                times.append(time.perf_counter() - start_time)
                page.close()
                time.sleep(pause)  # the pool refills after each page takes its kernel
            browser.close()
    finally:
        stop(proc)
    return times


def main() -> None:
    wall = nbval_wall()
    print(f"nbval suite: {statistics.median(wall):.1f} s wall (median of {len(wall)})")
    preheat = ("--preheat_kernel=True", "--pool_size=1")  # as `make voila` serves the lessons
    for label, warm, pause, flags in (
        ("no preheating", 0.0, 0.0, ()),
        ("preheated, just started", 0.0, 0.0, preheat),
        ("preheated, pool filled", 40.0, 20.0, preheat),
    ):
        first = voila_first_widget(warm=warm, pause=pause, flags=flags)
        print(
            f"voila, Sjuan lesson, request to first widget ({label}): median "
            f"{statistics.median(first):.1f} s (runs: {', '.join(f'{t:.1f}' for t in first)})"
        )


if __name__ == "__main__":
    main()
