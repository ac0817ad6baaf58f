"""Take the README's screenshots: each widget as Voila draws it, in headless Chromium.

Run from the repository root after `make setup`: `.venv/bin/python docs/screenshots.py`.
Writes docs/screenshots/*.png.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import BIN, CHROMIUM, CHROMIUM_ARGS, free_port, start, stop  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SHOTS = [
    ("01-sjuan", ".sjuan-stepper", 0, "sjuan-stepper"),
    ("01-sjuan", ".sjuan-play-table", 0, "play-sjuan"),
    ("03-femkamp", ".sjuan-stepper", 0, "femkamp-stepper"),
    ("03-femkamp", ".sjuan-scoresheet-editor", 0, "scoresheet-editor"),
    ("04-sedma", ".sjuan-stepper", 0, "sedma-stepper"),
    ("05-practice", ".sjuan-play-table", 2, "play-femkamp"),
    ("05-practice", ".sjuan-play-table", 3, "play-sedma"),
    ("02-house-rules", ".sjuan-rule-chooser", 0, "rule-chooser"),
]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (ROOT / "test-artifacts").mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [str(BIN / "voila"), "notebooks", "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"],
        base,
    )  # fmt: skip
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            current = None
            for lesson, selector, nth, name in SHOTS:
                if lesson != current:
                    page.goto(f"{base}/voila/render/{lesson}.ipynb")
                    page.wait_for_selector(".jupyter-widgets", timeout=120_000)
                    current = lesson
                widget = page.locator(selector).nth(nth)
                widget.wait_for(timeout=60_000)
                widget.scroll_into_view_if_needed()
                time.sleep(1.5)  # let plotly finish drawing
                widget.screenshot(path=str(OUT / f"{name}.png"))
                print("wrote", name)
            browser.close()
    finally:
        stop(proc)


if __name__ == "__main__":
    main()
