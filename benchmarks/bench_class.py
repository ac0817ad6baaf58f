"""A class at once: N students open the same lesson together, against `make voila` or the class
server (`make class`): ``--server voila|solara``.

For the class server the server is started as `make class` starts it, and a page counts as
whole when every cell of the lesson is on it (its text and its outputs). Reported for both: the
server's CPU-seconds and memory per student page (the server process and its kernels, from
before the class came to after every page was whole; the memory is the growth of their
resident sets, divided by N), and the memory still held ``--settle`` seconds after every page
of the first class closed (*MB kept*, per page: what a class leaving gives back is MB/page
minus this), and what each next class of N (``--classes``, counting the first), after the one
before has left, adds (*MB next*, per page, one figure per class: about 0 when what a class
held is used again, not leaked).

To find what stays, ``--snapshots`` has the class server write its memory figures before the
first class and after each class has left (``sjuan_notebooks/classserver/memwatch.py``: glibc's
heap, live objects by type, kernels, threads), and prints what grew from the second class to
the last; ``--trace FRAMES`` adds tracemalloc snapshots and the allocations that grew, by
traceback (slow: pages take several times longer). ``--env NAME=VALUE`` sets the server's
environment, e.g. ``--env SJUAN_CLASS_TRIM=0`` (no trimming) or ``--env MALLOC_ARENA_MAX=2``.

For each lesson and class size (10, 20, 30 by default) a fresh Voila is started with the flags
of `make voila` (printed by `make voila-flags`, so the two cannot drift apart; a lesson in a
language folder, e.g. ``sv/01-sjuan``, with that language's lessons preheated), given time to
preheat, and then N pages are opened at the same moment, each in its own browser
context (as N laptops would), all on 127.0.0.1. Reported per round: the time from the request
to the first widget drawn, median and 90th percentile (nearest rank), the slowest, and how many
pages gave up after ``--timeout`` seconds (bounded: a round never runs longer than that).

Not run by the tests. Run from the repository root after `make setup`:

    .venv/bin/python benchmarks/bench_class.py                       # every lesson, 10/20/30
    .venv/bin/python benchmarks/bench_class.py --lessons 01-sjuan --sizes 10 30
    .venv/bin/python benchmarks/bench_class.py --lessons sv/01-sjuan --sizes 10
    .venv/bin/python benchmarks/bench_class.py --lessons 01-sjuan --sizes 30 --warm 240 --today-pool 30
    .venv/bin/python benchmarks/bench_class.py --server solara --lessons 01-sjuan --sizes 10 \
        --classes 5 --settle 15 --snapshots

The browser runs on the same machine as the server, so its own work (drawing N pages of
widgets and figures) is counted against the server's cores too: on a small machine the figures
are an upper bound of what students on their own laptops would see. Results also go to
test-artifacts/bench_class.json.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import platform
import shlex
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from lite_site import CHROMIUM, CHROMIUM_ARGS  # noqa: E402 - the tests' browser, flags and all

BIN = Path(sys.executable).parent
ARTIFACTS = ROOT / "test-artifacts"
LESSONS = ["00-start", "01-sjuan", "02-house-rules", "03-femkamp", "04-sedma", "05-practice", "06-tactics"]  # fmt: skip


def make_voila_flags(lang: str = "en", today: str | None = None, pool: int = 10) -> list[str]:
    """The arguments after `voila notebooks/` in `make voila` (as `make voila-flags` prints
    them), for the lessons of ``lang`` (and a pool of ``pool`` for lesson ``today``)."""
    args = ["make", "-s", "--no-print-directory", "voila-flags", f"LESSON_LANG={lang}"]
    if today:
        args += [f"TODAY={today}", f"TODAY_POOL={pool}"]
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    return shlex.split(done.stdout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_voila(
    flags: list[str], log_name: str, prefix: list[str] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """Voila as `make voila` starts it; ``prefix`` goes before the command (``taskset -c 0``)."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / log_name, "wb")  # noqa: SIM115 - lives as long as the server
    proc = subprocess.Popen(
        [*(prefix or []), str(BIN / "voila"), "notebooks/", *flags, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(base, timeout=5):
                return proc, base
        except Exception:
            time.sleep(0.3)
    stop_voila(proc)
    raise SystemExit("Voila did not answer within 60 s")


def stop_voila(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server and every kernel it started (its own process group)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)


def p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]


def has_widgets(lesson: str) -> bool:
    """Whether the executed lesson shows widgets (the start page shows only text and links:
    for it the time is until the page is shown)."""
    return "widget-view+json" in (ROOT / "notebooks" / f"{lesson}.ipynb").read_text("utf-8")


#: a class-server page is whole when its box holds every part it names (lessons.build_page)
WHOLE = """() => { const p = document.querySelector('.sjuan-class-page');
  const m = p && p.className.match(/sjuan-class-parts-(\\d+)/);
  return !!m && p.children.length >= Number(m[1]); }"""
SHOWN = "() => (document.querySelector('#rendered_cells') || {style: {}}).style.display === ''"


async def one_student(
    browser, url: str, widgets: bool, timeout: float, whole: str | None = None
) -> float | None:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    start = time.perf_counter()
    try:
        await page.goto(url, wait_until="commit", timeout=timeout * 1000)
        if whole:
            await page.wait_for_function(whole, timeout=timeout * 1000)
        elif widgets:
            await page.wait_for_selector(".jupyter-widgets", timeout=timeout * 1000)
        else:
            await page.wait_for_function(SHOWN, timeout=timeout * 1000)
        return time.perf_counter() - start
    except Exception:
        return None
    finally:
        # as a closing tab does: its beforeunload sends the class server's close beacon (a
        # context closed outright sends none, and the server keeps that kernel until --cull).
        # Playwright does not wait for such a page to close: closing its context at once lost
        # the beacon of some pages on a loaded machine (up to 10 kernels of 50 left open)
        closed = asyncio.Event()
        page.on("close", lambda _: closed.set())
        with contextlib.suppress(Exception):
            await page.close(run_before_unload=True)
            await asyncio.wait_for(closed.wait(), timeout=30)
            await asyncio.sleep(1)  # the beacon leaves before its context goes
        await context.close()


async def a_class(
    url: str, n: int, widgets: bool, timeout: float, whole: str | None = None
) -> list[float | None]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            students = (one_student(browser, url, widgets, timeout, whole) for _ in range(n))
            return await asyncio.gather(*students)
        finally:
            await asyncio.sleep(2)  # the closed pages' beacons leave before the browser does
            await browser.close()


def start_class_server(
    log_name: str, env: dict[str, str] | None = None, prefix: list[str] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    ARTIFACTS.mkdir(exist_ok=True)
    log = open(ARTIFACTS / log_name, "wb")  # noqa: SIM115 - lives as long as the server
    proc = subprocess.Popen(
        [*(prefix or []), sys.executable, "-m", "sjuan_notebooks.classserver", "notebooks",
         "--port", str(port)],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        env={**os.environ, **(env or {})},
    )  # fmt: skip
    wait = 600 if env and int(env.get("SJUAN_CLASS_TRACEMALLOC") or 0) else 90  # tracing is slow
    deadline = time.time() + wait
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(base + "/", timeout=5):
                return proc, base
        except Exception:
            time.sleep(0.3)
    stop_voila(proc)
    raise SystemExit(f"the class server did not answer within {wait} s")


def cells_of(lesson: str) -> int:
    """The lesson's cells that show something (what the class server puts on its page)."""
    cells = json.loads((ROOT / "notebooks" / f"{lesson}.ipynb").read_text("utf-8"))["cells"]
    return sum(1 for c in cells if "".join(c.get("source", "")).strip())


def usage(pid: int) -> tuple[float, int]:
    """CPU-seconds and resident memory (bytes) of a server and every process under it."""
    import psutil

    root = psutil.Process(pid)
    cpu, rss = 0.0, 0
    for proc in [root, *root.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            times = proc.cpu_times()
            cpu += times.user + times.system + times.children_user + times.children_system
            rss += proc.memory_info().rss
    return cpu, rss


def snapshot(proc: subprocess.Popen[bytes], folder: Path | None, trim: bool = False) -> None:
    """Have the class server write its memory figures and a tracemalloc snapshot
    (``sjuan_notebooks/classserver/memwatch.py``; ``trim``: before and after ``malloc_trim``),
    then wait until it has."""
    if folder is None:
        return
    lines = folder / "figures.jsonl"
    seen = len(lines.read_text("utf-8").splitlines()) if lines.exists() else 0
    os.kill(proc.pid, signal.SIGUSR2 if trim else signal.SIGUSR1)
    deadline = time.time() + 300
    while time.time() < deadline:
        if lines.exists() and len(lines.read_text("utf-8").splitlines()) > seen:
            time.sleep(1)  # the snapshot is written before its line, the line in one write
            return
        time.sleep(0.5)
    raise SystemExit("the class server wrote no memory snapshot within 300 s")


def memory_report(folder: Path, first: int = 2, top: int = 12) -> None:
    """What grew between the figures after class ``first`` and after the last class (the
    first line is the server before the first class): the resident set, traced Python memory,
    glibc's heap, live objects by type, and the allocations (by traceback) that grew most."""
    import tracemalloc

    lines = [json.loads(x) for x in (folder / "figures.jsonl").read_text("utf-8").splitlines()]
    trimmed = [x for x in lines if "untrimmed" in x]
    lines = [x for x in lines if "untrimmed" not in x]
    if len(lines) < first + 2:
        print(f"memory report: {len(lines)} snapshots, need at least {first + 2}")
        return
    mb = 2**20
    print(
        "\n          RSS  traced   glibc: system  in use   free   pymalloc: arenas  in use"
        "  objects  kernels  threads   (MB)"
    )
    for i, x in enumerate(lines):
        h, p = x["heap"], x.get("pymalloc", {})
        print(
            f"{'before' if i == 0 else f'class {i}':<8}{x['rss'] / mb:>7.1f}{x['traced'] / mb:>8.1f}"
            f"{(h.get('arena', 0) + h.get('hblkhd', 0)) / mb:>16.1f}"
            f"{h.get('uordblks', 0) / mb:>8.1f}{h.get('fordblks', 0) / mb:>7.1f}"
            f"{p.get('arenas', 0):>19}{p.get('in_use', 0) / mb:>8.1f}"
            f"{x['gc_objects']:>9}{x.get('kernels', 0):>9}{x['threads']:>9}"
        )
    for x in trimmed:
        before = x["untrimmed"]
        print(
            f"one malloc_trim(0) after the last class: RSS {before['rss'] / mb:.1f} -> "
            f"{x['rss'] / mb:.1f} MB in {before['trim_s'] * 1000:.0f} ms"
        )
    last = len(lines) - 1
    if lines[last].get("trims"):
        trims, seconds = lines[last]["trims"], lines[last]["trim_seconds"]
        print(f"malloc_trim: {trims} trims, {seconds / trims * 1000:.0f} ms each on average")
    grown = Counter(lines[last]["types"])
    grown.subtract(lines[first]["types"])
    print(f"\nlive objects by type, after class {first} -> after class {last}:")
    for name, d in sorted(grown.items(), key=lambda kv: -abs(kv[1]))[:top]:
        print(f"  {d:>+8}  {name}")
    old_path = folder / f"snapshot-{first + 1:02d}.tracemalloc"
    new_path = folder / f"snapshot-{last + 1:02d}.tracemalloc"
    if not (old_path.exists() and new_path.exists()):
        return
    stats = tracemalloc.Snapshot.load(str(new_path)).compare_to(
        tracemalloc.Snapshot.load(str(old_path)), "traceback"
    )
    total = sum(s.size_diff for s in stats)
    print(f"\ntraced allocations, after class {first} -> after class {last}: {total / mb:+.2f} MB")
    for stat in stats[:top]:
        print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7} blocks")
        for line in stat.traceback.format(limit=8, most_recent_first=True):
            print(f"      {line}")


def round_(
    lesson: str,
    n: int,
    flags: list[str],
    warm: float,
    timeout: float,
    server: str = "voila",
    settle: float = 30.0,
    classes: int = 2,
    env: dict[str, str] | None = None,
    snapshots: Path | None = None,
) -> dict:
    name = f"{server}-bench-class-{lesson.replace('/', '-')}-{n}.log"
    if snapshots is not None:
        env = {**(env or {}), "SJUAN_CLASS_MEMWATCH": "1",
               "SJUAN_CLASS_MEMWATCH_DIR": str(snapshots)}  # fmt: skip
    if server == "solara":
        proc, base = start_class_server(name, env)
        folder, _, stem = lesson.rpartition("/")
        url = f"{base}/{folder + '/' if folder else ''}{'' if stem == '00-start' else stem}"
        whole = WHOLE
    else:
        proc, base = start_voila(flags, name)
        url = f"{base}/voila/render/{lesson}.ipynb"
        whole = None
    try:
        time.sleep(warm)  # let the preheated kernel(s) run the lesson first
        if server == "solara":  # one page first, as a teacher's check would: imports done
            asyncio.run(a_class(url, 1, True, timeout, whole))
        snapshot(proc, snapshots)  # "before": the server with its imports done
        cpu0, rss0 = usage(proc.pid)
        start = time.perf_counter()
        times = asyncio.run(a_class(url, n, has_widgets(lesson), timeout, whole))
        wall = time.perf_counter() - start
        cpu1, rss1 = usage(proc.pid)
        # every page has closed (a_class closes its contexts): what the server gives back
        time.sleep(settle)
        _, kept = usage(proc.pid)
        snapshot(proc, snapshots)
        # the next classes on the same server: memory a class left behind is used again, or
        # the server grows by a class each period
        grown = []
        before = kept
        for _ in range(classes - 1):
            asyncio.run(a_class(url, n, has_widgets(lesson), timeout, whole))
            time.sleep(settle)
            _, after = usage(proc.pid)
            grown.append(round((after - before) / n / 2**20, 1))
            before = after
            snapshot(proc, snapshots)
        snapshot(proc, snapshots, trim=True)  # what one more trim would give back
    finally:
        stop_voila(proc)
    done = [t for t in times if t is not None]
    return {
        "server": server,
        "cpu_s_per_page": round((cpu1 - cpu0) / n, 2),
        "mb_per_page": round((rss1 - rss0) / n / 2**20, 1),
        "mb_kept_per_page": round((kept - rss0) / n / 2**20, 1),  # after the first class
        "mb_next_classes_per_page": grown,
        "lesson": lesson,
        "students": n,
        "median_s": round(statistics.median(done), 1) if done else None,
        "p90_s": round(p90(done), 1) if done else None,
        "max_s": round(max(done), 1) if done else None,
        "gave_up": len(times) - len(done),
        "wall_s": round(wall, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", choices=["voila", "solara"], default="voila")
    parser.add_argument("--lessons", nargs="+", default=LESSONS)
    parser.add_argument("--sizes", nargs="+", type=int, default=[10, 20, 30])
    parser.add_argument("--warm", type=float, default=30.0, help="seconds to preheat")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per page")
    parser.add_argument(
        "--settle", type=float, default=30.0, help="seconds after the class left, then memory"
    )
    parser.add_argument("--classes", type=int, default=2, help="classes one after the other")
    parser.add_argument(
        "--snapshots",
        action="store_true",
        help="class server: trace its memory, snapshot after each class, report what grew",
    )
    parser.add_argument(
        "--trace",
        type=int,
        default=0,
        metavar="FRAMES",
        help="with --snapshots: trace every allocation (tracemalloc, FRAMES deep; slow)",
    )
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        help="class server: one more environment variable, e.g. --env MALLOC_ARENA_MAX=2",
    )
    parser.add_argument(
        "--today-pool",
        type=int,
        default=0,
        help="preheat this many kernels for the lesson measured (make voila TODAY=... TODAY_POOL=N)",
    )
    parser.add_argument(
        "--extra",
        action="append",
        default=[],
        help="one more Voila flag, e.g. --extra=--pool_size=4 (repeat for more; no spaces)",
    )
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores, {platform.machine()}")
    print(f"server: {args.server}; uptime: {os.getloadavg()}")
    print(
        f"{'lesson':<16}{'N':>4}{'median':>9}{'p90':>8}{'max':>8}{'gave up':>9}{'wall':>8}"
        f"{'CPU-s/page':>12}{'MB/page':>9}{'MB kept':>9}  MB next"
    )
    env = dict(pair.split("=", 1) for pair in args.env)
    if args.trace:
        env["SJUAN_CLASS_TRACEMALLOC"] = str(args.trace)
    if env:
        print(f"class server environment: {env}")
    results = []
    for lesson in args.lessons:
        # a lesson in a language folder (sv/01-sjuan) is served as `make voila LESSON_LANG=sv`
        lang, _, name = lesson.rpartition("/")
        today = name if args.today_pool else None
        flags = make_voila_flags(lang or "en", today, args.today_pool) + list(args.extra)
        if args.server == "voila":
            print(f"voila notebooks/ {' '.join(flags)}", flush=True)
        for n in args.sizes:
            folder = None
            if args.snapshots:
                folder = ARTIFACTS / f"memwatch-{lesson.replace('/', '-')}-{n}"
                shutil.rmtree(folder, ignore_errors=True)
            r = round_(
                lesson, n, flags, args.warm, args.timeout, args.server, args.settle,
                args.classes, env, folder,
            )  # fmt: skip
            results.append(r)
            print(
                f"{lesson:<16}{n:>4}{r['median_s'] or '-':>8}s{r['p90_s'] or '-':>7}s"
                f"{r['max_s'] or '-':>7}s{r['gave_up']:>9}{r['wall_s']:>7}s"
                f"{r['cpu_s_per_page']:>12}{r['mb_per_page']:>9}{r['mb_kept_per_page']:>9}"
                f"  {' '.join(map(str, r['mb_next_classes_per_page']))}",
                flush=True,
            )
            r["flags"] = flags
            out = {"cores": os.cpu_count(), "results": results}
            text = json.dumps(out, indent=1)
            (ARTIFACTS / f"bench_class_{args.server}.json").write_text(text, encoding="utf-8")
            if folder is not None:
                memory_report(folder)


if __name__ == "__main__":
    main()
