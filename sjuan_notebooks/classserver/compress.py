"""The front end's files compressed once per server, not once per student.

Solara compresses every response with Starlette's ``GZipMiddleware`` at level 9. A lesson page
asks for about 6 MB of JavaScript, CSS and fonts, the same files for every student: compressing
them cost the server about 0.4 CPU-s per student page (against 0.05-0.09 CPU-s to send them as
they are), close to half of what a page cost in all (``benchmarks/bench_arrival.py``). The
files never change while the server runs, so each is compressed once, when first asked for,
and its compressed bytes are sent to every student after; everything else (pages, the kernel's
messages) goes through Starlette's middleware as before.
"""

from __future__ import annotations

import asyncio
import gzip
from typing import Any

from starlette.middleware.gzip import GZipMiddleware

#: where Solara serves files that are the same for every page and never change while it runs
STATIC = ("/_solara/cdn/", "/static/", "/jupyter/nbextensions/", "/_solara/static/")


class CachedGZip(GZipMiddleware):
    """Starlette's middleware, with the compressed front-end files kept (see the module)."""

    def __init__(self, app: Any, minimum_size: int = 500, compresslevel: int = 9) -> None:
        super().__init__(app, minimum_size=minimum_size, compresslevel=compresslevel)
        self.cache: dict[str, tuple[dict[str, Any], bytes]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if not _cacheable(scope):
            await super().__call__(scope, receive, send)
            return
        key = scope["path"] + "?" + scope.get("query_string", b"").decode("latin-1")
        if key not in self.cache:
            async with self._locks.setdefault(key, asyncio.Lock()):
                if key not in self.cache and not await self._fill(key, scope, receive, send):
                    return
        start, body = self.cache[key]
        await send(start)
        await send({"type": "http.response.body", "body": body})

    async def _fill(self, key: str, scope: Any, receive: Any, send: Any) -> bool:
        """Ask for the file as it is, compress it and keep it; a response that is not a whole
        file (an error, a redirect) is passed on as it came and not kept (returns False)."""
        headers = [(k, v) for k, v in scope["headers"] if k != b"accept-encoding"]
        plain = {**scope, "headers": [*headers, (b"accept-encoding", b"identity")]}
        messages: list[dict[str, Any]] = []

        async def keep(message: Any) -> None:
            messages.append(message)

        await self.app(plain, receive, keep)
        start = messages[0] if messages else {}
        body = b"".join(m.get("body", b"") for m in messages[1:])
        if start.get("type") != "http.response.start" or start.get("status") != 200:
            for message in messages:
                await send(message)
            return False
        squeezed = gzip.compress(body, compresslevel=self.compresslevel)
        kept = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        kept += [
            (b"content-encoding", b"gzip"),
            (b"vary", b"Accept-Encoding"),
            (b"content-length", str(len(squeezed)).encode()),
        ]
        self.cache[key] = ({**start, "headers": kept}, squeezed)
        return True


def _cacheable(scope: Any) -> bool:
    if scope.get("type") != "http" or scope.get("method") != "GET":
        return False
    if not str(scope.get("path", "")).startswith(STATIC):
        return False
    accept = dict(scope.get("headers") or []).get(b"accept-encoding", b"")
    return b"gzip" in accept and not any(k == b"range" for k, _ in scope.get("headers") or [])


def install() -> None:
    """Have Solara build its app with :class:`CachedGZip`: called before Solara's server module
    is imported, which takes ``GZipMiddleware`` from Starlette's module by name."""
    import starlette.middleware.gzip as module

    module.GZipMiddleware = CachedGZip  # type: ignore[misc,assignment]


__all__ = ["STATIC", "CachedGZip", "install"]
