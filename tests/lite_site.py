"""Serving and driving the offline browser site (``make lite``) in headless Chromium: shared by
``tests/browser/test_lite.py`` and ``benchmarks/bench_lite.py``.

The site is served by ``python -m http.server`` on 127.0.0.1. Chromium resolves no other host,
and every request to another host (the kernel's web worker's included) is recorded
(:func:`watch`), so a test can require that nothing left the site.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).parents[1]
SITE = ROOT / "build" / "lite"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
HOST = "127.0.0.1"


#: the file ``make test`` has the site's build write its exit status to: it builds the site while
#: the tests run, and the tests that drive it wait for it (the Makefile's ``test``)
BUILD_STATUS = os.environ.get("SJUAN_LITE_BUILD_STATUS")


def ensure_built(timeout: float = 900) -> Path:
    """The site: the one ``make test`` is building, once it is built, or else built if missing."""
    if BUILD_STATUS:
        status = Path(BUILD_STATUS)
        deadline = time.monotonic() + timeout
        while not (status.exists() and status.read_text().strip()):
            if time.monotonic() > deadline:
                raise TimeoutError(f"the browser site was not built in {timeout:.0f} s")
            time.sleep(1)
        if status.read_text().strip() != "0":
            raise RuntimeError(f"the browser site's build failed: {status.with_suffix('.log')}")
    elif not (SITE / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "lite" / "build.py")], check=True)
    return SITE


def site_size(site: Path = SITE) -> int:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def wait_for(url: str, timeout: float = 60) -> None:
    """Wait until a server on this machine answers ``url``."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except Exception:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


@contextlib.contextmanager
def serve(site: Path, log: Path | None = None) -> Iterator[str]:
    """The site on http://127.0.0.1:PORT, for the duration of the block, with the headers its
    ``_headers`` file sets (``lite/serve.py``, as a static host set up for it); each request is
    logged to ``log`` if given."""
    port = free_port()
    out = open(log, "w", encoding="utf-8") if log else subprocess.DEVNULL  # noqa: SIM115
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "lite" / "serve.py"), "--bind", HOST, "--port", str(port)]
        + ["--directory", str(site)],
        stdout=subprocess.DEVNULL,
        stderr=out,
    )
    base = f"http://{HOST}:{port}"
    try:
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/index.html", timeout=5):
                    break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        yield base
    finally:
        stop(proc)
        if log:
            out.close()  # type: ignore[union-attr]


class Served:
    """What the site's server sent with its whole body (not "304 not modified"), from its log."""

    def __init__(self, log: Path, site: Path) -> None:
        self.log, self.site, self.seen = log, site, 0

    def big_since_last(self) -> list[str]:
        lines = self.log.read_text(encoding="utf-8").splitlines()
        new, self.seen = lines[self.seen :], len(lines)
        big = []
        for line in new:
            found = re.search(r'"GET (\S+) HTTP/[\d.]+" 200 ', line)
            if not found:
                continue
            file = self.site / urllib.parse.unquote(found.group(1).split("?")[0]).lstrip("/")
            if file.is_file() and file.stat().st_size > 1e6:
                big.append(file.name)
        return big


def stop(proc: subprocess.Popen[Any], timeout: float = 15) -> None:
    """Stop a server this test run started: politely, then for sure."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()


@contextlib.contextmanager
def voila(folder: Path, log: Path) -> Iterator[str]:
    """Voila on the notebooks of ``folder`` (``/voila/render/NAME.ipynb``), on 127.0.0.1, with
    its output in ``log``, for the duration of the block. ``folder``'s ``voila.json`` applies."""
    port = free_port()
    base = f"http://{HOST}:{port}"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [str(Path(sys.executable).parent / "voila"), ".", "--no-browser", f"--port={port}",
             f"--Voila.ip={HOST}", "--Voila.port_retries=0", "--show_tracebacks=True"],
            cwd=folder, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            wait_for(base)
            yield base
        finally:
            stop(proc)


@dataclass
class Traffic:
    """What the pages of one browser context asked for, and what went wrong."""

    requests: int = 0
    external: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)  # console errors: shown, not failed on
    tolerated: tuple[str, ...] = ()  # failed requests a test explains and accepts (URL ends)
    watching: bool = True  # off while a page closes: loads it cuts short are not failures

    def reset(self) -> None:
        """Start over, for the next page of the same context."""
        for seen in (self.external, self.failed, self.page_errors, self.console):
            seen.clear()
        self.tolerated = ()
        self.requests = 0
        self.watching = True

    def problems(self) -> list[str]:
        return (
            [f"external: {u}" for u in self.external]
            + [f"failed: {u}" for u in self.failed if not u.endswith(self.tolerated)]
            + [f"page error: {e}" for e in self.page_errors]
        )


def watch(context: Any) -> Traffic:
    """Record requests to any other host, failed requests and page errors.

    Chromium resolves no host but 127.0.0.1 (:data:`CHROMIUM_ARGS`), so a request to another
    fails, and it is recorded here as external (and as failed). Playwright's routing would
    abort it before it leaves, at a cost: every request goes through Playwright and back (about
    12 % of a Solara page's CPU, half a CPU-second of a Voila lesson page's), and the browser's
    HTTP cache is turned off for every request it sees."""
    traffic = Traffic()

    def on_request(request: Any) -> None:
        traffic.requests += 1
        url = request.url
        host = urllib.parse.urlparse(url).hostname
        if not url.startswith(("data:", "blob:")) and host != HOST and url not in traffic.external:
            traffic.external.append(url)

    def on_response(response: Any) -> None:
        if traffic.watching and response.status >= 400:
            traffic.failed.append(f"{response.status} {response.url}")

    def on_failed(request: Any) -> None:
        # a load the page itself gave up (closed, navigated away) did not fail
        if traffic.watching and request.failure != "net::ERR_ABORTED":
            traffic.failed.append(f"{request.failure} {request.url}")

    context.on("request", on_request)
    context.on("response", on_response)
    context.on("requestfailed", on_failed)

    def on_page(page: Any) -> None:
        # a page being left or reloaded disposes its kernel first, and a widget that sends in
        # between throws ("Cannot send"): that is the old page's, not a failure of the next
        page.on(
            "pageerror", lambda e: traffic.page_errors.append(str(e)) if traffic.watching else None
        )
        page.on(
            "console",
            lambda m: traffic.console.append(m.text) if m.type == "error" else None,
        )

    context.on("page", on_page)
    return traffic


KERNEL_IDLE = """() => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session
        && w.sessionContext.session.kernel;
    return !!k && k.status === 'idle';
}"""
ALL_RUN = """() => {
    const w = window.jupyterapp.shell.currentWidget;
    const cells = w.content.widgets.filter(c => c.model.type === 'code');
    return w.sessionContext.session.kernel.status === 'idle'
        && cells.every(c => c.model.executionCount !== null && !c.promptNode.textContent.includes('*'));
}"""
CELL_ERRORS = """() => {
    const w = window.jupyterapp.shell.currentWidget;
    const out = [];
    for (const c of w.content.widgets) {
        if (c.model.type !== 'code') continue;
        for (const o of c.model.outputs.toJSON()) {
            if (o.output_type === 'error') out.push(o.ename + ': ' + o.evalue);
            if (o.output_type === 'stream' && o.name === 'stderr') out.push(String(o.text));
        }
    }
    return out;
}"""


@dataclass
class Opened:
    """Seconds from asking for the page: to an idle kernel, to the first widget, to all run."""

    kernel_idle: float
    first_widget: float
    all_run: float


def lab_link(page: Any, base: str, path: str) -> str:
    """The lesson's JupyterLab link on the site's start page, as a student follows it."""
    folder = path.split("/")[0] if "/" in path else ""
    page.goto(f"{base}/index-{folder}.html" if folder else f"{base}/index.html")
    href = page.locator(f"tr[data-path='{path}'] a.lab").get_attribute("href")
    return f"{base}/{href}"


def open_and_run(page: Any, base: str, path: str, timeout: float = 240) -> Opened:
    """Open a lesson in the site's JupyterLab by its start page's link, wait for the kernel,
    run every cell, and wait until all have run and the kernel is idle again (failing at the
    first cell error)."""
    link = lab_link(page, base, path)
    started = time.perf_counter()
    page.goto(link)
    return run_all(page, path, started, timeout)


def run_all(page: Any, path: str, started: float | None = None, timeout: float = 240) -> Opened:
    """Run every cell of the notebook in front (``path``) once its kernel is idle, and wait
    until all have run and the kernel is idle again (failing at the first cell error); the
    times count from ``started`` (now, if not given)."""
    started = time.perf_counter() if started is None else started
    page.wait_for_function(KERNEL_IDLE, timeout=timeout * 1000)
    idle = time.perf_counter() - started
    front = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.path")
    assert front == path, f"{front} is in front, not {path}"
    # not awaited: its promise settles once every cell has run (the first widget's time was
    # the last cell's)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    widget = None
    while True:
        now = time.perf_counter() - started
        if widget is None and page.locator(".jp-OutputArea .jupyter-widgets").count():
            widget = now
        errors = cell_errors(page)
        if errors:
            raise AssertionError(f"{path}: {errors}")
        if widget is not None and page.evaluate(ALL_RUN):
            return Opened(idle, widget, now)
        if now > timeout:
            raise TimeoutError(f"{path} did not finish in {timeout} s")
        page.wait_for_timeout(100)


def printed(page: Any) -> str:
    """Everything the open notebook's cells printed (from the model: JupyterLab leaves cells
    out of view out of the page)."""
    text: str = page.evaluate(
        """() => window.jupyterapp.shell.currentWidget.content.widgets
            .filter(c => c.model.type === 'code')
            .flatMap(c => c.model.outputs.toJSON())
            .filter(o => o.output_type === 'stream')
            .map(o => Array.isArray(o.text) ? o.text.join('') : o.text).join('')"""
    )
    return text


def cell_errors(page: Any) -> list[str]:
    errors: list[str] = page.evaluate(CELL_ERRORS)
    return errors


# What Voila's page does when it closes: ask the server to shut its kernel down.
SHUTDOWN = """async () => {
    const config = JSON.parse(document.getElementById('jupyter-config-data').textContent);
    const xsrf = (document.cookie.match('\\\\b_xsrf=([^;]*)\\\\b') || [])[1] || '';
    const form = new FormData();
    form.append('_xsrf', xsrf);
    await fetch(config.baseUrl + 'voila/api/shutdown/' + config.kernelId,
                {method: 'POST', body: form});
}"""

# Figures are drawn when they come near the window (sjuan_notebooks.figures.shown); until then
# a figure's box holds a watcher of this class.
WAITING = """() => [...document.querySelectorAll('.sjuan-when-seen')]
    .filter(el => el.getBoundingClientRect().height > 0).length"""
# ... of them, those in the window now
WAITING_HERE = """() => [...document.querySelectorAll('.sjuan-when-seen')].filter(el => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}).length"""


# What scrolls the page: Voila's and JupyterLab's pages scroll inside a panel, not the window.
SCROLLER = """() => {
    const cells = document.getElementById('rendered_cells')
        || document.querySelector('.jp-WindowedPanel-outer, .jp-Notebook');
    for (let node = cells; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowY;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight)
            return node;
    }
    return document.scrollingElement;
}"""


def scroll_through(page: Any, step: int = 700) -> None:
    """Read the page to its end a screen at a time, as a learner does, and go back to the top:
    at each screen the figures there are drawn (waited for: none left waiting in the window),
    so at the end every figure of the page is plotted (checked)."""
    end = 0
    while True:
        page.wait_for_function(f"() => ({WAITING_HERE})() === 0", timeout=60_000)
        if end >= page.evaluate(f"() => ({SCROLLER})().scrollHeight"):
            break
        end += step
        page.evaluate(f"y => ({SCROLLER})().scrollTo(0, y)", end)
    page.wait_for_function(f"() => ({WAITING})() === 0", timeout=60_000)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.js-plotly-plot')].every(gd => gd._fullLayout && gd.data)",
        timeout=60_000,
    )
    page.evaluate(f"() => ({SCROLLER})().scrollTo(0, 0)")


def plot_in(box: Any) -> Any:
    """The figure drawn in ``box`` (a widget, or a figure's own box), scrolled to first: a
    figure is drawn when it comes near the window."""
    box.scroll_into_view_if_needed()
    plot = box.locator(".js-plotly-plot").first
    plot.wait_for()
    return plot


def wait_plot(page: Any, plot: Any, predicate: str, arg: Any = None, timeout: float = 120) -> None:
    """Wait until ``predicate(gd, arg)`` holds for the legal-move map. The map is re-drawn
    whole on every change (a new element each time), so the locator is resolved afresh on
    every poll instead of holding an element that a re-draw may have replaced."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if plot.evaluate(predicate, arg, timeout=5_000):
                return
        except PlaywrightError:
            pass  # between two drawings there may be no map for a moment
        if time.monotonic() > deadline:
            raise AssertionError(f"the legal-move map never satisfied {predicate!r} ({arg!r})")
        page.wait_for_timeout(200)


def legal_cells(page: Any, plot: Any) -> dict[str, list[str]]:
    """The legal-move map's traces: name -> the cards it marks."""
    cells: dict[str, list[str]] = page.evaluate(
        "gd => Object.fromEntries(gd.data.map(tr => [tr.name, (tr.customdata || []).map(String)]))",
        plot.element_handle(),
    )
    return cells


def write_page(path: Path, cells: Sequence[str]) -> Path:
    """A small notebook a browser test serves: its first cell markdown, the others code."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [nbformat.v4.new_markdown_cell(cells[0])]
    nb.cells += [nbformat.v4.new_code_cell(src) for src in cells[1:]]
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def launch_profile(playwright: Any, folder: Path, viewport: dict[str, int] | None = None) -> Any:
    """A browser with a profile on disk in ``folder`` (a context), as a student's browser: its
    HTTP cache is on disk. A context of ``launch``'s browser keeps its cache in memory and does
    not store a file as large as pyodide.asm.wasm or plotly's wheel (about 10 MB) at all, so
    every visit would fetch those again."""
    return playwright.chromium.launch_persistent_context(
        str(folder),
        executable_path=CHROMIUM,
        args=CHROMIUM_ARGS,
        viewport=viewport or {"width": 1300, "height": 1000},
    )


@contextlib.contextmanager
def watched_profile(
    playwright: Any, folder: Path, viewport: dict[str, int] | None = None
) -> Iterator[tuple[Any, Traffic]]:
    """A profile on disk (:func:`launch_profile`) with its traffic watched (:func:`watch`), closed
    after the block: the browser a module's (or the session's) pages open in, one after another."""
    context = launch_profile(playwright, folder, viewport)
    try:
        yield context, watch(context)
    finally:
        context.close()


#: what :func:`returning_tab` clears before each page: all a page stores but the HTTP cache
FORGOTTEN = "cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems"
#: the one tab of each profile (by its context): :func:`one_tab`
_TABS: dict[Any, Any] = {}


def one_tab(context: Any) -> Any:
    """The one tab of ``context`` that its pages open in, one after another, as a learner goes
    from page to page (opened at the first, so that :func:`watch` sees its errors)."""
    tab = _TABS.get(context)
    if tab is None or tab.is_closed():
        tab = _TABS[context] = context.new_page()
    return tab


def returning_tab(context: Any, url: str, viewport: dict[str, int]) -> Any:
    """The one tab of ``context`` (a profile on disk: :func:`launch_profile`), ready for ``url``
    as a browser that has been there before: its HTTP cache, and the scripts compiled from
    it, carry over from page to page; no cookie, stored data, zoom or width a page before left
    does. A test that is not about a first visit opens its page so: the tab's renderer, and
    what it has compiled, serve the next page, where a new tab starts a renderer of its own and
    a new context fetches and compiles every script again. Measured on three lesson pages
    drawn, scrolled through and checked by axe: 16.8 CPU-s a page in a new tab each (kernel
    and Voila included), 8.2 in one tab; a class server's lesson page 2.5 to 4 CPU-s less
    than in a new context (server included)."""
    context.clear_cookies()
    tab = one_tab(context)
    cdp = context.new_cdp_session(tab)
    origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlparse(url))
    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": FORGOTTEN})
    cdp.send("Emulation.clearDeviceMetricsOverride")  # a zoom a failed test left behind
    cdp.detach()
    tab.set_viewport_size(viewport)
    return tab


@contextlib.contextmanager
def voila_page(browser: Any, url: str, ready: Sequence[str]) -> Iterator[tuple[Any, Traffic]]:
    """A Voila page in a fresh context of ``browser``, its traffic watched, once every
    selector of ``ready`` is in it; its kernel is shut down after the block."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    traffic, page = watch(context), context.new_page()
    page.set_default_timeout(90_000)
    try:
        page.goto(url, wait_until="domcontentloaded", timeout=240_000)
        for selector in ready:
            page.wait_for_selector(selector, timeout=240_000)
        yield page, traffic
    finally:
        traffic.watching = False  # what the closing page cuts short is no failure
        _shut_down(page)
        context.close()


def _shut_down(page: Any) -> None:
    with contextlib.suppress(Exception):
        page.evaluate(SHUTDOWN)


# -- pass and play (several people at one PlayTable): the same clicks in Voila, the browser
# site and the class server ---------------------------------------------------------------------
#: the card codes of the card buttons inside a table's element
CARD_CODES = """(root) => [...root.querySelectorAll('.sjuan-card')].map(el =>
    [...el.classList].find(c => c.startsWith('sjuan-card-')).slice('sjuan-card-'.length))"""
#: whether the focus is inside the table's element, on an element matching the selector
FOCUSED_IN = """([root, selector]) => {
    const el = document.activeElement;
    return !!el && el !== document.body && root.contains(el) && el.matches(selector);
}"""


def lesson_table(stem: str, name: str, lang: str) -> Any:
    """The play table a lesson's source makes as ``name = PlayTable(...)``, made here in
    ``lang``: a mirror that plays the page's deal alongside it, so a test knows each hand
    and each legal move without reading them from the page it checks."""
    import ast

    from sjuan_notebooks.widgets import PlayTable

    source = (ROOT / "notebooks" / "src" / f"{stem}.py").read_text(encoding="utf-8")
    found = re.search(rf"^{name} = (PlayTable\(.*\))$", source, re.M)
    assert found, f"{stem}: no line `{name} = PlayTable(...)`"
    call = ast.parse(found.group(1), mode="eval").body
    assert isinstance(call, ast.Call)
    args = [ast.literal_eval(a) for a in call.args]
    options = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg != "lang"}
    return PlayTable(*args, lang=lang, **options)


def covered_table(page: Any, timeout: float = 30_000) -> Any:
    """The one play table of a page that opens under a cover (pass and play), as a locator."""
    page.wait_for_selector(".sjuan-play-table .sjuan-show-hand", state="attached", timeout=timeout)
    tables = page.locator(".sjuan-play-table")
    covered = [
        i for i in range(tables.count()) if tables.nth(i).locator(".sjuan-show-hand").count()
    ]
    assert len(covered) == 1, f"{len(covered)} covered play tables"
    return tables.nth(covered[0])


def hand_codes(mirror: Any, seat: int) -> set[str]:
    return {c.code for c in mirror.view.hand(mirror.state, seat)}


def card_names(mirror: Any, seat: int) -> list[str]:
    """What names a card of the seat's hand on a page: its code, short name and full name."""
    from sjuan_notebooks.views.base import card_short

    names = []
    for card in mirror.view.hand(mirror.state, seat):
        names += [card.code, card_short(card, mirror.lang, mirror.view.pack)]
        names.append(mirror.view.move_text(card.code, mirror.lang))
    return names


def assert_covered(page: Any, table: Any, mirror: Any, timeout: float = 30_000) -> None:
    """The page's ``table`` is covered as ``mirror`` is: no card or move button in it, no card
    of any hand named in its text, no legal-move map and no verdict; the cover names the person
    to move, in its text and as its name, and offers "Show my hand"."""
    from sjuan_notebooks.i18n import t

    root = table.element_handle()
    page.wait_for_function(
        "(root) => !root.querySelector('.sjuan-card, .sjuan-move-btn')"
        " && !!root.querySelector('.sjuan-show-hand')",
        arg=root,
        timeout=timeout,
    )
    assert page.evaluate(CARD_CODES, root) == []
    name = mirror.view.seat_name(mirror.state, mirror.api.to_move(mirror.state))
    said = t("ui.play.pass_device", mirror.lang, player=name)
    page.wait_for_function(  # its name, as widgets/aria.py sets it
        "([root, name]) => { const c = root.querySelector('.sjuan-cover');"
        " return !!c && c.innerText.includes(name) && c.getAttribute('aria-label') === name; }",
        arg=[root, said],
        timeout=timeout,
    )
    text = table.inner_text()
    for seat in range(mirror.n_players):
        if not mirror.view.shown_hand(mirror.state, seat):
            named = [
                n
                for n in card_names(mirror, seat)
                if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text, re.I)
            ]
            assert not named, f"seat {seat}'s cards named under the cover: {named}"
    assert table.locator(".sjuan-legal-map").count() == 0
    assert table.locator(".sjuan-verdict").inner_text().strip() == ""
    show = table.locator(".sjuan-show-hand")
    assert show.is_enabled() and t("ui.btn.show_hand", mirror.lang) in show.inner_text()


def pass_and_play_turn(
    page: Any,
    table: Any,
    mirror: Any,
    on_shown: Callable[[set[str]], None] | None = None,
    timeout: float = 30_000,
) -> str:
    """One person's turn at the page's pass-and-play ``table``, played alongside ``mirror``
    (the same table in this process): the table is covered; "Show my hand" brings the mover's
    hand and no card of anyone else's; ``on_shown`` looks at the page then; a legal card (a
    legal move when no card is legal) is clicked. Returns its code; the caller sees where the
    turn went (``assert_covered`` for the next person)."""
    assert_covered(page, table, mirror, timeout)
    mover = mirror.api.to_move(mirror.state)
    others = set().union(*(hand_codes(mirror, s) for s in range(mirror.n_players) if s != mover))
    table.locator(".sjuan-show-hand").click()
    assert mirror.show_hand()
    table.locator(".sjuan-card").first.wait_for(timeout=timeout)
    shown = set(page.evaluate(CARD_CODES, table.element_handle()))
    assert shown == hand_codes(mirror, mover) and not shown & others
    if on_shown:
        on_shown(shown)
    legal = mirror.legal_codes()
    cards = [c for c in legal if c in shown]
    code = cards[0] if cards else legal[0]
    table.locator(f".sjuan-{'card' if cards else 'move'}-{code}").click()
    assert mirror.click_card(code)
    return code


def play_lesson_together(page: Any, stem: str, lang: str, timeout: float = 30_000) -> Any:
    """A lesson page's pass-and-play table (``together = PlayTable(...)`` in its source) played
    for one turn: covered with "Show my hand" before the first person's turn, their hand shown
    by it, a legal card clicked, and the cover back, naming the next person. Returns the mirror."""
    mirror = lesson_table(stem, "together", lang)
    table = covered_table(page, timeout)
    table.scroll_into_view_if_needed()
    first = mirror.api.to_move(mirror.state)
    pass_and_play_turn(page, table, mirror, timeout=timeout)
    assert mirror.covered and mirror.api.to_move(mirror.state) != first
    assert_covered(page, table, mirror, timeout)
    return mirror


#: a phone's window (Playwright's ``new_context`` arguments): 390 x 844 CSS px, touch, three
#: device pixels to one
PHONE_DEVICE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}
#: CSS px: a control's least width and height (WCAG 2.2, 2.5.8), and a card's or a move's on
#: a touch screen (the 44 px of 2.5.5, which the play table keeps for the learner's thumb)
CONTROL_PX, TOUCH_PX = 24, 44
PHONE = """([least, touch, tolerance]) => {
    const width = window.innerWidth, problems = [];
    const page = document.documentElement.scrollWidth;
    if (page > width + tolerance) problems.push(`the page is ${page} px wide`);
    const root = document.getElementById('rendered_cells') || document.body;
    const shown = el => {
        if (!el.getClientRects().length) return false;
        const st = getComputedStyle(el);
        return st.visibility !== 'hidden' && st.display !== 'none' && st.opacity !== '0';
    };
    const named = el => (el.getAttribute('aria-label') || el.innerText || el.className || el.tagName)
        .toString().trim().slice(0, 40);
    // text cut off: a box that clips its own words (ellipsis, or overflow hidden) or words
    // that stand past the window's right edge
    for (const el of root.querySelectorAll('*')) {
        const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
        if (!own || !shown(el) || el.closest('.modebar, svg')) continue;
        const st = getComputedStyle(el), r = el.getBoundingClientRect();
        // words for a screen reader only (clipped to a pixel) are not on the screen
        if (r.width <= 1 || r.height <= 1 || (st.clip && st.clip !== 'auto')) continue;
        const clips = ['hidden', 'clip'].includes(st.overflowX) || st.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + tolerance) {
            problems.push(`text cut off: ${named(el)}`);
        } else if (r.right > width + tolerance && !el.closest('[style*="overflow"], table')) {
            problems.push(`text past the right edge: ${named(el)}`);
        }
    }
    // a label set above its control on a narrow screen must not lie over it
    for (const row of root.querySelectorAll('.widget-inline-hbox')) {
        const label = row.querySelector(':scope > .widget-label');
        const control = row.querySelector(':scope > select, :scope > input, :scope > textarea');
        if (!label || !control || !shown(row) || !label.textContent.trim()) continue;
        const a = label.getBoundingClientRect(), b = control.getBoundingClientRect();
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > tolerance && down > tolerance) {
            problems.push(`the label ${named(label)} lies over its control`);
        }
    }
    // every control a finger can reach: 24 x 24 CSS px at least, a card or a move 44 x 44;
    // a link inside a sentence is exempt (2.5.8's inline exception), plotly's own mode bar too
    const controls = 'button, select, input:not([type=hidden]), [role=button], summary, '
        + '.noUi-handle, a[href]';
    for (const el of root.querySelectorAll(controls)) {
        if (!shown(el) || el.closest('.modebar')) continue;
        if (el.matches('a') && el.closest('p, li, td, th')) continue;
        if (el.matches('input') && el.closest('.widget-slider, .widget-hslider')) continue;
        const r = el.getBoundingClientRect();
        const big = el.matches('.sjuan-card, .sjuan-move-btn') ? touch : least;
        if (r.width + tolerance < big || r.height + tolerance < big) {
            problems.push(`${Math.round(r.width)} x ${Math.round(r.height)} px control: ${named(el)}`);
        }
    }
    return problems;
}"""


def phone_problems(page: Any, tolerance: int = 2) -> list[str]:
    """What does not fit a phone's window as the page stands: the page wider than the window,
    text cut off, a control smaller than :data:`CONTROL_PX` (a card or move button than
    :data:`TOUCH_PX`)."""
    width = page.evaluate("() => innerWidth")
    found = page.evaluate(PHONE, [CONTROL_PX, TOUCH_PX, tolerance])
    return [f"at {width} px: {p}" for p in dict.fromkeys(found)]


#: the narrowest phone the pages must fit (CSS px; WCAG 2.1 1.4.10 reflows at 320)
NARROWEST = {"width": 320, "height": 640}
#: a tablet held upright (CSS px): laid out for its own width, not as a phone's page
TABLET_WIDTH = 768


def pick_every_prediction(page: Any) -> None:
    """Each prediction on the page gets a first pick, as a learner's: a stepper whose map
    would answer one holds the map back until then."""
    for box in page.locator(".sjuan-predict").all():
        box.locator(".sjuan-predict-choice:enabled").first.click()


def narrowed_problems(page: Any, widths: tuple[int, ...], tolerance: int = 2) -> list[str]:
    """:func:`phone_problems` with the window narrowed to each of ``widths`` in turn, then given
    back its size: the page as it stands is measured at a phone's width without a load of its
    own (a page the test has open at 390, or at a laptop's width)."""
    size = page.viewport_size
    found = []
    try:
        for width in widths:
            page.set_viewport_size({"width": width, "height": NARROWEST["height"]})
            page.wait_for_function(f"() => innerWidth === {width}")
            found += phone_problems(page, tolerance)
    finally:
        page.set_viewport_size(size)
    return found


def narrowest_problems(page: Any, tolerance: int = 2) -> list[str]:
    """:func:`narrowed_problems` at :data:`NARROWEST` alone."""
    return narrowed_problems(page, (NARROWEST["width"],), tolerance)
