"""Start the class server: ``python -m sjuan_notebooks.classserver [FOLDER]`` (``make class``).

Solara reads its settings from the environment when it is imported, so they are set here first:

- telemetry off, and the front end from the installed ``solara-assets`` (nothing asked of any
  other host);
- a closed tab's virtual kernel dropped at once, and a lost one after ``--cull``;
- the memory of closed pages given back to the system (``heap.py``);
- anywidget's front end sent with a start-up budget a busy tablet can meet (``frontend.py``);
- the front end's files compressed once, not once per student (``compress.py``);
- the lessons of the day (``TODAY``, names as in the folder, comma-separated) built once
  before the first student comes (``lessons.warm``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import socket
import sys

from ..i18n import LANGS, t


def _addresses(host: str, port: int) -> list[str]:
    """The addresses to give students: this machine's own when serving every interface."""
    if host not in ("0.0.0.0", "::", ""):
        return [f"http://{host}:{port}/"]
    found: list[str] = []
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    ips = [str(info[4][0]) for info in infos]
    # the address of the interface a packet out would leave by: a UDP "connect" sends nothing
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))
        ips.insert(0, str(s.getsockname()[0]))
    for ip in ips:
        if not ip.startswith("127.") and ip not in found:
            found.append(ip)
    return [f"http://{ip}:{port}/" for ip in found] or [f"http://127.0.0.1:{port}/"]


def for_students(address: str, lang: str) -> str:
    """The server's address as students get it: the start page in the class's language
    (``CLASS_LANG=sv`` gives ``.../sv/``), where a phone lands without a language to pick."""
    return address if lang == "en" else f"{address}{lang}/"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m sjuan_notebooks.classserver")
    parser.add_argument("folder", nargs="?", default="notebooks")
    parser.add_argument("--host", default=os.environ.get("HOST") or "127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8765))
    parser.add_argument("--password", default=os.environ.get("PASSWORD", ""))
    parser.add_argument("--lang", default=os.environ.get("CLASS_LANG") or "en", choices=LANGS)
    parser.add_argument("--cull", default="10m", help="drop a lost page's kernel after this")
    parser.add_argument(
        "--today", default=os.environ.get("TODAY", ""),
        help="the lessons of the day, built at start-up (01-sjuan: every language; sv/01-sjuan)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    lang = args.lang
    if not os.path.isdir(args.folder):
        raise SystemExit(t("class.start.no_folder", lang, folder=args.folder))
    token = secrets.token_urlsafe(12)
    os.environ.update(
        SJUAN_CLASS_FOLDER=os.path.abspath(args.folder),
        SJUAN_CLASS_TOKEN=token,
        SJUAN_CLASS_PASSWORD=args.password,
        SJUAN_CLASS_TODAY=args.today,
        SOLARA_TELEMETRY_MIXPANEL_ENABLE="False",
        SOLARA_KERNEL_CULL_TIMEOUT=args.cull,
        SOLARA_SESSION_SAME_SITE="lax",
        SOLARA_THEME_LOADER="plain",
    )
    addresses = _addresses(args.host, args.port)
    print(t("class.start.students", lang), flush=True)
    for address in addresses:
        print(f"  {for_students(address, lang)}", flush=True)
    print(t("class.start.tables", lang), flush=True)
    print(f"  {for_students(addresses[0], lang)}table", flush=True)
    print(t("class.start.teacher", lang), flush=True)
    print(f"  {addresses[0]}teacher?token={token}&lang={lang}", flush=True)
    if args.password:
        print(t("class.start.password", lang), flush=True)
    from . import memwatch
    from .heap import TRIMMER, limit_arenas

    limit_arenas()  # before any thread: MALLOC_ARENA_MAX set by hand wins
    memwatch.start_if_asked()  # debug only: SJUAN_CLASS_MEMWATCH=1
    if os.environ.get("SJUAN_CLASS_TRIM") != "0":  # 0: keep glibc's free memory (to measure)
        TRIMMER.start()
    from . import frontend

    bundles = frontend.bundle_folder()  # anywidget with a budget a busy tablet can meet
    if bundles is not None:
        os.environ["JUPYTER_PATH"] = os.pathsep.join(
            p for p in (str(bundles), os.environ.get("JUPYTER_PATH", "")) if p
        )
    from . import compress

    compress.install()  # before Solara's server module takes Starlette's middleware
    from solara.__main__ import main as solara_main

    sys.argv = [
        "solara", "run", "sjuan_notebooks.classserver.app", "--host", args.host,
        "--port", str(args.port), "--production", "--no-open", "--no-check-version",
    ]  # fmt: skip
    solara_main()


if __name__ == "__main__":
    main()
