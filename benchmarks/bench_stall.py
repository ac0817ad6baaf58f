"""How long one student's heavy work stalls another's click on the class server (`make class`).

Every student's page runs in the server's one Python process, so Python code for one page
holds the interpreter while it runs and other pages' clicks wait their turn. The heaviest
Python a student can set off is opening (or reloading) a lesson: lesson 6 builds its studies'
tables and figures, lesson 1 its steppers and quiz. Measured: student B, on lesson 1, toggles a
quiz card and the time until the page shows the toggle is taken (the server's round trip),
first with nothing else going on, then while ``--heavy`` other pages open lesson 6 at the same
moment. Reported: median and worst round trip in each case, and their difference, the stall.

Not run by the tests. Run from the repository root after `make setup`:

    .venv/bin/python benchmarks/bench_stall.py --heavy 1 5
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tests"))

from bench_class import start_class_server, stop_voila  # noqa: E402
from lite_site import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

TOGGLED = "el => el.classList.contains('mod-active')"


async def clicks(page, n: int) -> list[float]:
    """Round trips of ``n`` toggles of the first card of lesson 1's quiz."""
    card = page.locator(".sjuan-quiz-legal .sjuan-quiz-choice").first
    out = []
    for _ in range(n):
        was = await card.evaluate(TOGGLED)
        start = time.perf_counter()
        await card.click()
        await page.wait_for_function(
            f"el => el.classList.contains('mod-active') !== {str(was).lower()}",
            arg=await card.element_handle(),
            timeout=120_000,
        )
        out.append(time.perf_counter() - start)
        await page.wait_for_timeout(100)
    return out


async def heavy_pages(browser, url: str, k: int) -> None:
    async def one() -> None:
        context = await browser.new_context()
        page = await context.new_page()
        await page.goto(url)
        await page.wait_for_selector(".sjuan-class-page .sjuan-predict", timeout=300_000)
        await context.close()

    await asyncio.gather(*(one() for _ in range(k)))


async def measure(base: str, heavy: list[int], n: int) -> list[dict]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = await browser.new_context(viewport={"width": 1280, "height": 900})
        page = await context.new_page()
        await page.goto(base + "/01-sjuan")
        await page.wait_for_selector(".sjuan-quiz-legal .sjuan-quiz-choice", timeout=300_000)
        await heavy_pages(browser, base + "/06-tactics", 1)  # imports and first figures done
        results = [{"heavy_pages": 0, "times": await clicks(page, n)}]
        for k in heavy:
            task = asyncio.create_task(heavy_pages(browser, base + "/06-tactics", k))
            await asyncio.sleep(0.5)  # the builds have begun
            times = []
            while not task.done():
                times += await clicks(page, 1)
            await task
            results.append({"heavy_pages": k, "times": times})
        await browser.close()
        return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--heavy", nargs="+", type=int, default=[1, 5])
    parser.add_argument("--clicks", type=int, default=10)
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()}")
    proc, base = start_class_server("bench-stall.log")
    try:
        results = asyncio.run(measure(base, args.heavy, args.clicks))
    finally:
        stop_voila(proc)
    idle = statistics.median(results[0]["times"])
    print(f"{'lesson 6 opening':>18}{'clicks':>8}{'median':>9}{'worst':>8}{'stall':>8}")
    for r in results:
        times = r["times"]
        med, worst = statistics.median(times), max(times)
        print(
            f"{r['heavy_pages']:>18}{len(times):>8}{med:>8.2f}s{worst:>7.2f}s{worst - idle:>7.2f}s"
        )


if __name__ == "__main__":
    main()
