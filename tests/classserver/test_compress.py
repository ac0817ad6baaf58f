"""The class server's front-end files are compressed once and sent alike to every student
(``classserver/compress.py``); everything else is compressed as Starlette does."""

from __future__ import annotations

import gzip

import pytest

pytest.importorskip("starlette")
from starlette.applications import Starlette  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402
from starlette.responses import PlainTextResponse  # noqa: E402
from starlette.routing import Route  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

from sjuan_notebooks.classserver.compress import CachedGZip  # noqa: E402

SCRIPT = "console.log('a lesson');\n" * 400


def client() -> tuple[TestClient, list[str]]:
    asked: list[str] = []

    def script(request):  # noqa: ANN001, ANN202 - a Starlette endpoint
        asked.append(request.url.path)
        return PlainTextResponse(SCRIPT, headers={"etag": '"v1"'})

    def missing(request):  # noqa: ANN001, ANN202
        asked.append(request.url.path)
        return PlainTextResponse("no such file", status_code=404)

    app = Starlette(
        routes=[
            Route("/static/main.js", script),
            Route("/static/gone.js", missing),
            Route("/page", script),
        ],
        middleware=[Middleware(CachedGZip, minimum_size=1000)],
    )
    return TestClient(app), asked


def test_a_front_end_file_is_compressed_once_and_sent_whole_to_everyone() -> None:
    http, asked = client()
    first = http.get("/static/main.js", headers={"Accept-Encoding": "gzip"})
    second = http.get("/static/main.js", headers={"Accept-Encoding": "gzip, br"})
    assert first.text == second.text == SCRIPT
    assert first.headers["content-encoding"] == second.headers["content-encoding"] == "gzip"
    assert int(second.headers["content-length"]) == len(gzip.compress(SCRIPT.encode(), 9))
    assert second.headers["etag"] == '"v1"'
    assert asked == ["/static/main.js"]  # the second student's copy came from the kept one


def test_pages_errors_and_plain_requests_are_not_kept() -> None:
    http, asked = client()
    for _ in range(2):
        assert http.get("/page", headers={"Accept-Encoding": "gzip"}).text == SCRIPT
        assert http.get("/static/gone.js", headers={"Accept-Encoding": "gzip"}).status_code == 404
        plain = http.get("/static/main.js", headers={"Accept-Encoding": "identity"})
        assert plain.text == SCRIPT and "content-encoding" not in plain.headers
    assert asked.count("/page") == asked.count("/static/gone.js") == 2
    assert asked.count("/static/main.js") == 2
