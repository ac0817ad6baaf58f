"""A game record carried in a link's own address: compressed JSON, nothing stored anywhere.

``record_link(record, "/companion")`` gives ``/companion?record=1eJy...``: the record as
compact JSON, zlib-compressed (its Adler-32 checksum catches a damaged link) and written in
URL-safe base64 without padding, after a version digit. Opening it checks everything again:
the characters, the size before and after decompression (a small link cannot unpack into a
huge one), the JSON, the record's schema and a full replay. Anything wrong is one sentence
(:class:`LinkError`) and nothing opens.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from ..core.errors import SjuanError
from ..core.registry import checked_record, replay
from .errors import LinkError

PARAM = "record"
VERSION = "1"
#: the longest token read (browsers take addresses of tens of thousands of characters; a
#: long Sjukamp record compresses to well under this)
MAX_TOKEN = 60_000
#: the most JSON a token may unpack into
MAX_JSON = 1_000_000
_TOKEN = re.compile(r"[A-Za-z0-9_-]+")


def encode_record(record: Mapping[str, Any]) -> str:
    """The token for ``record`` (checked and replayed first, so a link never carries a record
    that would not open)."""
    plain = checked_record(record)
    replay(plain)
    text = json.dumps(plain, ensure_ascii=False, separators=(",", ":"))
    packed = zlib.compress(text.encode("utf-8"), 9)
    token = VERSION + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    if len(token) > MAX_TOKEN:
        raise LinkError("companion.link.too_long")
    return token


def decode_record(token: object) -> dict[str, Any]:
    """The record a token holds, checked and replayable; else :class:`LinkError`."""
    if not isinstance(token, str) or not token.startswith(VERSION) or len(token) > MAX_TOKEN:
        raise LinkError()
    body = token[len(VERSION) :]
    if not _TOKEN.fullmatch(body):
        raise LinkError()
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflate = zlib.decompressobj()
        raw = inflate.decompress(packed, MAX_JSON)
        if inflate.unconsumed_tail or not inflate.eof or inflate.unused_data:
            raise LinkError()
        data = json.loads(raw.decode("utf-8"))
        record = checked_record(data)
        replay(record)
    except LinkError:
        raise
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError, RecursionError, SjuanError):
        raise LinkError() from None
    return record


def record_link(record: Mapping[str, Any], base: str = "") -> str:
    """An address that opens ``record``: ``base`` (a page's address) with the token added."""
    joiner = "&" if "?" in base else "?"
    return f"{base}{joiner}{PARAM}={encode_record(record)}"


#: the browser site's app page (JupyterLite's console with its code hidden), as reached from
#: any of the site's apps, each one folder deep (``lab/``, ``repl/``)
LITE_APP = "../repl/index.html"
#: the code a browser-site link runs: the kernel runs in a worker that cannot read the page's
#: address, so the record travels in the code the console runs at start
_LITE_CODE = (
    "from IPython.display import display\n"
    "from sjuan_notebooks.widgets.companion import Companion\n"
    "display(Companion({lang!r}, query={query!r}))"
)
_LITE_TOKEN = re.compile(r"\b" + PARAM + r"=([A-Za-z0-9_-]+)")


def lite_link(record: Mapping[str, Any], lang: str) -> str:
    """An address of the browser site that opens ``record`` in the companion, in ``lang``."""
    code = _LITE_CODE.format(lang=lang, query=f"{PARAM}={encode_record(record)}")
    query = {"kernel": "python", "showBanner": "0", "hideCodeInput": "1", "code": code}
    return f"{LITE_APP}?{urlencode(query)}"


def record_from_link(link: str) -> dict[str, Any] | None:
    """The record a link of either kind carries (``record_link``'s or ``lite_link``'s)."""
    params = {k: v[-1] for k, v in parse_qs(urlsplit(link).query).items() if v}
    if PARAM not in params and "code" in params:
        found = _LITE_TOKEN.search(params["code"])
        params = {PARAM: found.group(1)} if found else {}
    return record_from_query(params)


def record_from_query(query: str | Mapping[str, str]) -> dict[str, Any] | None:
    """The record a page's query string (or its parsed parameters) carries; None when it
    carries none, :class:`LinkError` when it carries a bad one."""
    if isinstance(query, str):
        params = {k: v[-1] for k, v in parse_qs(query.lstrip("?")).items() if v}
    else:
        params = dict(query)
    if PARAM not in params:
        return None
    return decode_record(params[PARAM])


__all__ = [
    "LITE_APP", "PARAM", "decode_record", "encode_record", "lite_link", "record_from_link",
    "record_from_query", "record_link",
]  # fmt: skip
