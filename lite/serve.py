"""Serve the browser site (``build/lite``) on this machine as a static host that honours its
``_headers`` file: ``python lite/serve.py [--port 8000] [--directory build/lite]``.

``lite/build.py`` writes ``_headers`` in the format Netlify and Cloudflare Pages read (a path
pattern, then indented ``Name: value`` lines; ``*`` matches any characters). The browser tests
and ``benchmarks/bench_lite.py`` serve the site through this, so they see the caching a
student's browser gets from a host set up as docs/hosting.md says. Each request is logged to
stderr (``"GET /path HTTP/1.1" 200 -``), which the benchmark counts.
"""

from __future__ import annotations

import argparse
import fnmatch
import functools
import http.server
import sys
from pathlib import Path


def read_headers(site: Path) -> list[tuple[str, list[tuple[str, str]]]]:
    """``_headers``' rules, in order: (path pattern, [(header, value), ...])."""
    rules: list[tuple[str, list[tuple[str, str]]]] = []
    file = site / "_headers"
    if not file.exists():
        return rules
    for line in file.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((line.strip(), []))
        elif rules:
            name, _, value = line.strip().partition(":")
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(path: str, rules: list[tuple[str, list[tuple[str, str]]]]) -> dict[str, str]:
    """The headers a host sends for ``path``: every matching rule's, a later one winning."""
    found: dict[str, str] = {}
    for pattern, headers in rules:
        if fnmatch.fnmatchcase(path, pattern):
            found.update(headers)
    return found


class Handler(http.server.SimpleHTTPRequestHandler):
    rules: list[tuple[str, list[tuple[str, str]]]] = []

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        for name, value in headers_for(path, self.rules).items():
            self.send_header(name, value)
        super().end_headers()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="127.0.0.1")
    parser.add_argument(
        "--directory", type=Path, default=Path(__file__).parents[1] / "build" / "lite"
    )
    args = parser.parse_args()
    site = args.directory.resolve()
    handler = type("SiteHandler", (Handler,), {"rules": read_headers(site)})
    server = http.server.ThreadingHTTPServer(
        (args.bind, args.port), functools.partial(handler, directory=str(site))
    )
    print(f"serving {site} on http://{args.bind}:{args.port}/", file=sys.stderr, flush=True)
    with server:
        server.serve_forever()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
