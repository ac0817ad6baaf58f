"""A class arrives: N students open a lesson within a few seconds, each from a client that speaks
to the server as a page does, so the figures are the server's and not the browsers'.

``bench_class.py`` opens every page in a Chromium context on the same cores as the server, so
most of what it measures is the browsers drawing N pages. Here each student is a light client
(as hubtraf is for JupyterHub), speaking the page's own protocol:

- it fetches the page and every file of the page's front end that a real browser fetched on a
  first visit (recorded from one Chromium page at the start of each server: nothing cached, as
  a class's first visit);
- the class server (Solara): it opens the page's kernel websocket
  (``/jupyter/api/kernels/<id>/channels``), sends what Solara's front end sends
  (``kernel_info_request``, a ``solara.control`` comm and its ``run``), and reads every widget
  the server sends until the server reports the ``run`` done (``status: idle`` for it);
- Voila: the page's HTML (the lesson executed in its kernel, or taken from a preheated one),
  then the kernel websocket (Jupyter's v1 protocol, as Voila's page speaks it), a
  ``kernel_info_request``, and the widgets' state (``jupyter.widget.control``:
  ``request_states``) until ``update_states`` has come.

A student's wait is from the page's request to the last message of that student's whole page.
Arrivals are spread at random (fixed seed) over ``--within`` seconds. Reported per round: the
wait's median, 90th percentile (nearest rank) and the slowest; the server's CPU-seconds and
resident memory per student (the server and its kernels, before the first request to the last
page, divided by N); the clients' own CPU-seconds (to show they took little of the machine).

``--cores 1`` holds the server (and its kernels) to core 0 with ``taskset`` and the clients to
core 1: the figures of a one-core server. Without it the server may use every core and the
clients share them (they take about 2-4 % of what the server does).

The first page of each server is opened in Chromium (the teacher's check of one page): it
warms the server, records the files a browser fetches, and checks that the client's "page
complete" is the browser's: the browser's page is whole (every cell of a class-server page on
it; a Voila page's widgets drawn) after the same message the client waits for, and it received
as many kernel messages up to it. The client then opens the same page alone; both times are
printed.

Not run by the tests. From the repository root after `make setup` and `make chromium`:

    .venv/bin/python benchmarks/bench_arrival.py                         # the default matrix
    .venv/bin/python benchmarks/bench_arrival.py --servers solara --lessons 01-sjuan \
        --langs en --sizes 30 60 120 --cores 1

Results also go to test-artifacts/bench_arrival.json.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import resource
import statistics
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).parent))

from bench_class import (  # noqa: E402 - the servers as bench_class.py starts them
    ARTIFACTS,
    ROOT,
    WHOLE,
    cells_of,
    make_voila_flags,
    p90,
    start_class_server,
    start_voila,
    stop_voila,
    usage,
)

V1 = "v1.kernel.websocket.jupyter.org"


def _message(header_type: str, session: str, content: dict, metadata: dict | None = None) -> dict:
    return {
        "header": {
            "msg_id": str(uuid.uuid4()),
            "msg_type": header_type,
            "session": session,
            "username": "",
            "version": "5.2",
            "date": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime()),
        },
        "parent_header": {},
        "metadata": metadata or {},
        "content": content,
        "buffers": [],
        "channel": "shell",
    }


def _v1(msg: dict) -> bytes:
    from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1

    parts = [
        json.dumps(msg[k]).encode() for k in ("header", "parent_header", "metadata", "content")
    ]
    return serialize_msg_to_ws_v1(parts, msg["channel"])


def _read_v1(frame: bytes) -> dict:
    from jupyter_server.services.kernels.connection.base import deserialize_msg_from_ws_v1

    channel, parts = deserialize_msg_from_ws_v1(frame)
    header, parent, metadata, content = (json.loads(p) for p in parts[:4])
    return {"channel": channel, "header": header, "parent_header": parent, "content": content}


def _read_solara(frame: str | bytes) -> dict:
    if isinstance(frame, str):
        return json.loads(frame)
    from solara.server.kernel import deserialize_binary_message

    return deserialize_binary_message(frame)


@dataclass
class Visit:
    """One student's page: when it was asked for and when its last message came."""

    wait: float | None = None
    messages: int = 0
    widgets: int = 0
    whole: bool = False
    error: str = ""
    closing: list = field(default_factory=list)
    #: set when the wait is known (the page is whole, or it did not come)
    done: asyncio.Event = field(default_factory=asyncio.Event)


def _page_whole(states: dict[str, dict], cells: int) -> bool:
    """A class-server page is whole when its box (class ``sjuan-class-page``) holds every part
    it names (``sjuan-class-parts-N``), as bench_class.py's browser waits for."""
    for state in states.values():
        classes = state.get("_dom_classes") or []
        parts = [int(c.rpartition("-")[2]) for c in classes if c.startswith("sjuan-class-parts-")]
        if "sjuan-class-page" in classes and parts and len(state.get("children") or []) >= parts[0]:
            return True
    return False


async def _get(http: httpx.AsyncClient, url: str) -> httpx.Response:
    """A GET as a browser makes it: asked again once on a kept-alive connection the server
    had just closed (uvicorn closes one idle for 5 s; a browser retries such a request)."""
    for attempt in range(3):
        try:
            r = await http.get(url)
            r.raise_for_status()
            return r
        except (httpx.RemoteProtocolError, httpx.ReadError):
            if attempt == 2:
                raise
    raise AssertionError("not reached")


async def _fetch_all(http: httpx.AsyncClient, urls: list[str]) -> None:
    """The front end's files, six at a time (a browser's connections per host)."""
    gate = asyncio.Semaphore(6)

    async def one(url: str) -> None:
        async with gate:
            await _get(http, url)

    await asyncio.gather(*(one(u) for u in urls))


async def solara_student(
    visit: Visit, base: str, path: str, assets: list[str], cells: int, timeout: float
) -> None:
    start = time.perf_counter()
    ws_base = base.replace("http://", "ws://")
    async with httpx.AsyncClient(base_url=base, timeout=timeout) as http:
        try:
            await _get(http, path)
            await _fetch_all(http, assets)
            kernel, session = str(uuid.uuid4()), str(uuid.uuid4())
            cookie = "; ".join(f"{k}={v}" for k, v in http.cookies.items())
            url = f"{ws_base}/jupyter/api/kernels/{kernel}/channels?session_id={session}"
            async with websockets.connect(
                url, additional_headers={"Cookie": cookie}, max_size=None, open_timeout=timeout
            ) as ws:
                comm = str(uuid.uuid4())
                info = _message("kernel_info_request", session, {})
                opened = _message("comm_open", session,
                                  {"comm_id": comm, "target_name": "solara.control", "data": {}})  # fmt: skip
                run = _message("comm_msg", session, {"comm_id": comm, "data": {
                    "method": "run", "args": {"path": path, "dark": False, "themes": {}, "appName": None}}})  # fmt: skip
                for m in (info, opened, run):
                    await ws.send(json.dumps(m))
                states: dict[str, dict] = {}
                async with asyncio.timeout(timeout):
                    while True:
                        msg = _read_solara(await ws.recv())
                        visit.messages += 1
                        kind = msg["header"]["msg_type"]
                        content = msg.get("content") or {}
                        if kind == "comm_open":
                            states[content["comm_id"]] = dict(
                                (content.get("data") or {}).get("state") or {}
                            )
                        elif kind == "comm_msg" and content.get("comm_id") in states:
                            data = content.get("data") or {}
                            if data.get("method") == "update":
                                states[content["comm_id"]].update(data.get("state") or {})
                        elif (
                            kind == "status"
                            and content.get("execution_state") == "idle"
                            and msg["parent_header"].get("msg_id") == run["header"]["msg_id"]
                        ):
                            visit.wait = time.perf_counter() - start
                            break
                visit.widgets = len(states)
                visit.whole = _page_whole(states, cells)
                visit.done.set()
                visit.closing = [http, kernel, session]  # closed after the round: see close_solara
                await _hold(ws)
        except Exception as e:  # noqa: BLE001 - a page that did not come is counted, not raised
            visit.error = f"{type(e).__name__}: {e}"[:200]
        finally:
            visit.done.set()


#: the clients keep their websockets open until the round's figures are taken (a class keeps its
#: pages open); then each is let go, and a class-server page sends its close beacon
_RELEASE: asyncio.Event | None = None


async def _hold(ws) -> None:
    assert _RELEASE is not None
    with contextlib.suppress(Exception):
        async with asyncio.timeout(3600):
            while not _RELEASE.is_set():
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(0.5):
                        await ws.recv()


async def voila_student(
    visit: Visit, base: str, path: str, assets: list[str], timeout: float
) -> None:
    start = time.perf_counter()
    ws_base = base.replace("http://", "ws://")
    async with httpx.AsyncClient(base_url=base, timeout=timeout) as http:
        try:
            page = await _get(http, path)
            found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page.text)
            if found is None:
                raise RuntimeError("no kernel id in the page")
            await _fetch_all(http, assets)
            session = str(uuid.uuid4())
            url = f"{ws_base}/api/kernels/{found.group(1)}/channels?session_id={session}"
            async with websockets.connect(url, subprotocols=[V1], max_size=None,
                                          open_timeout=timeout) as ws:  # fmt: skip
                comm = str(uuid.uuid4())
                info = _message("kernel_info_request", session, {})
                opened = _message("comm_open", session,
                                  {"comm_id": comm, "target_name": "jupyter.widget.control", "data": {}},
                                  {"version": "1.0.0"})  # fmt: skip
                ask = _message(
                    "comm_msg", session, {"comm_id": comm, "data": {"method": "request_states"}}
                )
                for m in (info, opened, ask):
                    await ws.send(_v1(m))
                async with asyncio.timeout(timeout):
                    while True:
                        msg = _read_v1(await ws.recv())
                        visit.messages += 1
                        data = (msg["content"] or {}).get("data") or {}
                        if (
                            data.get("method") == "update_states"
                            and msg["parent_header"].get("msg_id") == ask["header"]["msg_id"]
                        ):
                            visit.wait = time.perf_counter() - start
                            visit.widgets = len(data.get("states") or {})
                            visit.whole = visit.widgets > 0
                            break
                visit.done.set()
                await ws.send(_v1(_message("comm_close", session, {"comm_id": comm, "data": {}})))
                await _hold(ws)
        except Exception as e:  # noqa: BLE001
            visit.error = f"{type(e).__name__}: {e}"[:200]
        finally:
            visit.done.set()


async def close_solara(base: str, visits: list[Visit]) -> None:
    """What a closing tab sends: the close beacon (the server drops that page's kernel)."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        for v in visits:
            if v.closing:
                _, kernel, session = v.closing
                with contextlib.suppress(Exception):
                    await http.post(f"/_solara/api/close/{kernel}?session_id={session}")


async def a_class(server: str, base: str, path: str, assets: list[str], n: int, within: float,
                  cells: int, timeout: float, pid: int, seed: int = 48) -> dict:  # fmt: skip
    """N students arriving at random moments within ``within`` seconds; the server's usage is
    read before the first and after the last page (the pages still open)."""
    global _RELEASE
    _RELEASE = asyncio.Event()
    rng = random.Random(seed)
    arrivals = sorted(rng.uniform(0, within) for _ in range(n))

    visits = [Visit() for _ in arrivals]

    async def student(visit: Visit, at: float) -> None:
        await asyncio.sleep(at)
        if server == "solara":
            await solara_student(visit, base, path, assets, cells, timeout)
        else:
            await voila_student(visit, base, path, assets, timeout)

    cpu0, rss0 = usage(pid)
    mine0 = time.process_time()
    tasks = [asyncio.create_task(student(v, at)) for v, at in zip(visits, arrivals, strict=True)]
    # every page whole (or given up): then the usage, with the pages still open
    await asyncio.gather(*(v.done.wait() for v in visits))
    cpu1, rss1 = usage(pid)
    mine = time.process_time() - mine0
    _RELEASE.set()
    await asyncio.gather(*tasks)
    if server == "solara":
        await close_solara(base, visits)
    waits = [v.wait for v in visits if v.wait is not None]
    errors = sorted({v.error for v in visits if v.error})
    return {
        "students": n,
        "within_s": within,
        "median_s": round(statistics.median(waits), 1) if waits else None,
        "p90_s": round(p90(waits), 1) if waits else None,
        "max_s": round(max(waits), 1) if waits else None,
        "not_whole": sum(1 for v in visits if not v.whole),
        "gave_up": n - len(waits),
        "errors": errors[:3],
        "cpu_s_per_student": round((cpu1 - cpu0) / n, 2),
        "mb_per_student": round((rss1 - rss0) / n / 2**20, 1),
        "client_cpu_s": round(mine, 1),
        "messages_per_page": round(statistics.median([v.messages for v in visits if v.wait]), 0)
        if waits else None,
        "widgets_per_page": round(statistics.median([v.widgets for v in visits if v.wait]), 0)
        if waits else None,
    }  # fmt: skip


# -- the browser's page, to check the client against ----------------------------------------


async def browser_page(server: str, url: str, cells: int, timeout: float) -> dict:
    """One page in Chromium: the files it fetched, when it was whole, and the kernel messages it
    had received by then, and when the message the client waits for came."""
    from lite_site import CHROMIUM, CHROMIUM_ARGS
    from playwright.async_api import async_playwright

    seen: dict = {"assets": [], "frames": 0, "done_at": None, "frames_at_done": None}
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = await browser.new_page(viewport={"width": 1280, "height": 900})
            origin = url.split("/", 3)[:3]
            origin_s = "/".join(origin)
            start = time.perf_counter()
            run_ids: set[str] = set()

            def request(r) -> None:
                if (
                    r.url.startswith(origin_s)
                    and r.method == "GET"
                    and r.resource_type != "document"
                ):
                    seen["assets"].append(r.url[len(origin_s) :])

            def sent(frame) -> None:
                with contextlib.suppress(Exception):
                    msg = _read_solara(frame) if server == "solara" else _read_v1(frame)
                    data = (msg["content"] or {}).get("data") or {}
                    if data.get("method") in ("run", "request_states"):
                        run_ids.add(msg["header"]["msg_id"])

            def received(frame) -> None:
                seen["frames"] += 1
                with contextlib.suppress(Exception):
                    msg = _read_solara(frame) if server == "solara" else _read_v1(frame)
                    content = msg["content"] or {}
                    parent = msg["parent_header"].get("msg_id")
                    last = (
                        content.get("execution_state") == "idle" if server == "solara"
                        else (content.get("data") or {}).get("method") == "update_states"
                    )  # fmt: skip
                    if last and parent in run_ids and seen["done_at"] is None:
                        seen["done_at"] = time.perf_counter() - start
                        seen["frames_at_done"] = seen["frames"]

            def websocket(ws) -> None:
                ws.on("framesent", sent)
                ws.on("framereceived", received)

            page.on("request", request)
            page.on("websocket", websocket)
            await page.goto(url, wait_until="commit", timeout=timeout * 1000)
            if server == "solara":
                await page.wait_for_function(WHOLE, timeout=timeout * 1000)
            else:
                await page.wait_for_selector(".jupyter-widgets", timeout=timeout * 1000)
            seen["whole_at"] = time.perf_counter() - start
            await asyncio.sleep(2)  # what comes after the page is whole (it should be nothing)
            seen["frames_after_whole"] = seen["frames"] - (seen["frames_at_done"] or 0)
            await page.close(run_before_unload=True)
            await asyncio.sleep(1)
        finally:
            await browser.close()
    # a page's files once each, in the order asked (blob: and data: never reach the server)
    seen["assets"] = list(dict.fromkeys(seen["assets"]))
    return seen


# -- a round ---------------------------------------------------------------------------------


def _pin(cores: int) -> list[str]:
    return ["taskset", "-c", "0"] if cores == 1 else []


def serve(server: str, lesson: str, lang: str, cores: int, warm: float, pool: int, tag: str):
    name = lesson if lang == "en" else f"{lang}/{lesson}"
    log = f"arrival-{server}-{tag}.log"
    if server == "solara":
        proc, base = start_class_server(log, {"TODAY": name}, prefix=_pin(cores))
        folder, _, stem = name.rpartition("/")
        path = f"/{folder + '/' if folder else ''}{stem}"
    else:
        flags = make_voila_flags(lang, lesson, pool)
        proc, base = start_voila(flags, log, prefix=_pin(cores))
        path = f"/voila/render/{name}.ipynb"
    time.sleep(warm)
    return proc, base, path, name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--servers", nargs="+", default=["solara", "voila"], choices=["solara", "voila"]
    )
    parser.add_argument("--lessons", nargs="+", default=["01-sjuan", "06-tactics"])
    parser.add_argument("--langs", nargs="+", default=["en", "sv"])
    parser.add_argument("--sizes", nargs="+", type=int, default=[30, 60, 120])
    parser.add_argument("--voila-sizes", nargs="+", type=int, default=[30],
                        help="Voila's class sizes (a kernel of ~120 MB each: 120 is 14 GB)")  # fmt: skip
    parser.add_argument("--within", type=float, default=10.0, help="seconds the class arrives in")
    parser.add_argument("--cores", type=int, choices=[1, 2], default=1)
    parser.add_argument(
        "--warm", type=float, default=20.0, help="seconds after start (Voila: preheat)"
    )
    parser.add_argument("--pool", type=int, default=10, help="Voila: TODAY_POOL for the lesson")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium page")
    args = parser.parse_args()
    if args.cores == 1:  # the clients on the other core
        os.sched_setaffinity(0, {1})
    sys.path.insert(0, str(ROOT / "tests"))
    print(f"{os.cpu_count()} cores, server on {'core 0' if args.cores == 1 else 'every core'}; "
          f"load {os.getloadavg()}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", flush=True)  # fmt: skip
    print(f"{'server':<8}{'lesson':<16}{'N':>4}{'median':>8}{'p90':>7}{'max':>7}{'not whole':>10}"
          f"{'CPU-s/st':>9}{'MB/st':>7}{'client CPU-s':>13}{'msgs':>6}  load", flush=True)  # fmt: skip
    results = []
    out = ARTIFACTS / "bench_arrival.json"
    for server in args.servers:
        sizes = args.sizes if server == "solara" else args.voila_sizes
        for lesson in args.lessons:
            for lang in args.langs:
                for n in sizes:
                    tag = f"{lesson}-{lang}-{n}"
                    proc, base, path, name = serve(server, lesson, lang, args.cores, args.warm,
                                                   args.pool, tag)  # fmt: skip
                    cells = cells_of(name)
                    try:
                        check = None
                        if not args.no_browser:
                            check = asyncio.run(
                                browser_page(server, base + path, cells, args.timeout)
                            )
                            assets = check["assets"]
                            alone = asyncio.run(a_class(server, base, path, assets, 1, 0, cells,
                                                        args.timeout, proc.pid))  # fmt: skip
                            print(f"  browser: whole after {check['whole_at']:.1f} s, last message "
                                  f"at {check['done_at'] or 0:.1f} s ({check['frames_at_done']} "
                                  f"messages, {check['frames_after_whole']} after); client alone: "
                                  f"{alone['median_s']} s ({alone['messages_per_page']} messages, "
                                  f"whole: {not alone['not_whole']}); {len(assets)} files",
                                  flush=True)  # fmt: skip
                        else:
                            assets = []
                        r = asyncio.run(a_class(server, base, path, assets, n, args.within, cells,
                                                args.timeout, proc.pid))  # fmt: skip
                    finally:
                        stop_voila(proc)
                    r.update(server=server, lesson=name, cores=args.cores, load=os.getloadavg()[0],
                             browser=check and {k: v for k, v in check.items() if k != "assets"})  # fmt: skip
                    results.append(r)
                    print(f"{server:<8}{name:<16}{n:>4}{r['median_s'] or '-':>7}s{r['p90_s'] or '-':>6}s"
                          f"{r['max_s'] or '-':>6}s{r['not_whole']:>10}{r['cpu_s_per_student']:>9}"
                          f"{r['mb_per_student']:>7}{r['client_cpu_s']:>13}"
                          f"{r['messages_per_page'] or '-':>6}  {r['load']:.1f} {' '.join(r['errors'])}",
                          flush=True)  # fmt: skip
                    out.write_text(json.dumps({"results": results}, indent=1), encoding="utf-8")
    print(
        f"client process peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB"
    )


if __name__ == "__main__":
    main()
