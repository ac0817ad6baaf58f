"""Take the README's screenshots: each widget as Voila draws it, in headless Chromium.

Run from the repository root after `make setup`: `.venv/bin/python docs/screenshots.py`
(`--phone`: only the phone's; `--only play-femkamp play-sedma`: only the pictures named, so a
change to one widget re-takes its picture and leaves the others as they were). Writes
docs/screenshots/*.png.

The phone's pictures (:data:`PHONE_SHOTS`) are taken as a phone shows the page: 390 CSS px
wide, touch, one pixel a CSS pixel (the README shows them at that width; a PNG stays under
150 KB).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
# test_browser lives in tests/browser and imports lesson_clicks (beside it) and lite_site (tests/)
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "browser")]

from lite_site import pick_every_prediction  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import BIN, CHROMIUM, CHROMIUM_ARGS, free_port, start, stop  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
#: (lesson, widget, nth, file name, steps): a stepper is shown ``steps`` moves on, once the
#: lesson's predictions have been answered (a stepper holds its map back until then)
SHOTS = [
    ("01-sjuan", ".sjuan-stepper", 0, "sjuan-stepper", 8),  # D's forced pass
    ("01-sjuan", ".sjuan-play-table", 0, "play-sjuan", 0),
    ("03-femkamp", ".sjuan-stepper", 0, "femkamp-stepper", 0),
    ("03-femkamp", ".sjuan-scoresheet-editor", 0, "scoresheet-editor", 0),
    ("04-sedma", ".sjuan-stepper", 0, "sedma-stepper", 0),
    # lesson 5's tables in page order: Sjuan, Sjuern, Sjuan at one device (part 1), Femkamp,
    # Sedma (part 2)
    ("05-practice", ".sjuan-play-table", 3, "play-femkamp", 0),
    ("05-practice", ".sjuan-play-table", 4, "play-sedma", 0),
    ("02-house-rules", ".sjuan-rule-chooser", 0, "rule-chooser", 0),
]
#: the desktop's window: tall enough for a whole stepper, so that none is taken in parts
DESKTOP = {"width": 1200, "height": 2000}

#: a common phone held upright (CSS px)
PHONE = {"width": 390, "height": 844}
#: (lesson, what to bring into the window, nth, where it goes, file name, clicks before the
#: shot): each picture is the phone's window as a reader sees it (a whole widget taller than the
#: window came out blank below the first screenful): the worked example's narrow legal-move
#: map at the top, and a play table's foot, where the hand is the row of cards to tap
PHONE_SHOTS = [
    ("01-sjuan", ".sjuan-keys-box", 0, "start", "phone-lesson", 8),
    ("05-practice", ".sjuan-play-table", 0, "end", "phone-play", 0),
]


def wanted(name: str) -> bool:
    """Whether this run takes the picture ``name``: every one, or those ``--only`` names (the
    names after it, up to the next option)."""
    if "--only" not in sys.argv:
        return True
    after = sys.argv[sys.argv.index("--only") + 1 :]
    names = after[: next((i for i, a in enumerate(after) if a.startswith("--")), len(after))]
    return name in names


def phone_shots(browser, base: str) -> None:
    shots = [shot for shot in PHONE_SHOTS if wanted(shot[4])]
    if not shots:
        return
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    for lesson, selector, nth, block, name, steps in shots:
        page.goto(f"{base}/voila/render/{lesson}.ipynb", timeout=240_000)
        page.wait_for_selector(".jupyter-widgets", timeout=120_000)
        widget = page.locator(selector).nth(nth)
        widget.wait_for(timeout=60_000)
        for _ in range(steps):  # the worked example stepped to D's forced pass
            widget.locator("button.sjuan-next").first.click()
        time.sleep(2)  # the figures drawn in their narrow form, the cards laid out
        widget.evaluate(f"el => el.scrollIntoView({{block: '{block}'}})")
        time.sleep(0.5)
        page.screenshot(path=str(OUT / f"{name}.png"))
        print("wrote", name)
    context.close()


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
            phone_shots(browser, base)
            page = browser.new_page(viewport=DESKTOP)
            current = None
            shots = [] if "--phone" in sys.argv else [s for s in SHOTS if wanted(s[3])]
            for lesson, selector, nth, name, steps in shots:
                if lesson != current:
                    page.goto(f"{base}/voila/render/{lesson}.ipynb", timeout=240_000)
                    page.wait_for_selector(".jupyter-widgets", timeout=120_000)
                    time.sleep(2)  # every widget of the page drawn
                    pick_every_prediction(page)
                    current = lesson
                widget = page.locator(selector).nth(nth)
                widget.wait_for(timeout=60_000)
                for _ in range(steps):
                    widget.locator("button.sjuan-next").first.click()
                # its top at the window's top: the page is not scrolled past any part of it
                widget.evaluate("el => el.scrollIntoView({block: 'start'})")
                time.sleep(1.5)  # let plotly finish drawing
                widget.screenshot(path=str(OUT / f"{name}.png"))
                print("wrote", name)
            browser.close()
    finally:
        stop(proc)


if __name__ == "__main__":
    main()
