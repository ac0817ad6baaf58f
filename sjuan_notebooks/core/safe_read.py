"""Reading a file a learner names, without trusting it.

A record or score sheet comes from anywhere: a download, a phone's notes, a path typed by
mistake. Whatever it is, the reader answers with the text or with one :class:`RecordError`
sentence, and never blocks, never reads more than :data:`MAX_BYTES`, never recurses deeper
than :data:`MAX_DEPTH`: a FIFO, a device or a directory is refused before it is opened for
reading; a huge file is refused after ``MAX_BYTES + 1`` bytes; bytes that are not UTF-8 (a BOM
is fine) are refused by name; JSON numbers longer than :data:`MAX_NUMBER_CHARS` characters and
the non-standard ``NaN``/``Infinity`` are refused before Python converts them.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from .errors import FieldError, RecordError, Word, shown

#: The largest file read, in bytes. A whole Sjukamp match with every card is under 40 kB.
MAX_BYTES = 1_000_000
#: The deepest nesting of JSON lists and objects accepted (records need 4).
MAX_DEPTH = 32
#: The longest JSON number accepted, in characters (a 64-bit seed has 20).
MAX_NUMBER_CHARS = 24


_HIDDEN = ("Cc", "Cf", "Cs", "Co", "Zl", "Zp")


def printable(text: str) -> str:
    """``text`` safe for a terminal or a page: control, format and separator characters (an
    ANSI escape, a direction override, a zero-width mark) dropped; new lines and tabs kept.
    Names are refused on the way in; this guards what is shown, whatever its source."""
    import unicodedata

    if text.isprintable():
        return text
    return "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in _HIDDEN)


def json_type(value: object) -> str:
    """The JSON type name of a Python value (what a message calls it)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (list, tuple)):
        return "array"
    return "object"


def type_word(value: object) -> Word:
    """The JSON type of ``value`` as a word translated when the message is shown."""
    return Word(f"edge.type.{json_type(value)}")


def wrong_type(field: str, expected: str, value: object) -> FieldError:
    """The error for a field of JSON type ``expected`` given ``value``."""
    return FieldError(field, "edge.problem.type", expected=Word(f"edge.type.{expected}"),
                      got=type_word(value))  # fmt: skip


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> str:
    """The text of a regular file of at most ``max_bytes`` bytes, UTF-8 (a BOM is dropped)."""
    name = shown(str(path))
    try:
        info = os.stat(path)
    except (OSError, ValueError):  # ValueError: a NUL in the path
        raise RecordError("error.no_file", path=name) from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError("edge.is_directory", path=name)
    if not stat.S_ISREG(info.st_mode):
        raise RecordError("edge.not_regular", path=name)
    if info.st_size > max_bytes:
        raise RecordError("edge.too_big", path=name, n=max_bytes)
    try:
        # O_NONBLOCK: should the file be swapped for a FIFO after the check, open() still returns
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise RecordError("edge.not_regular", path=name)
            data = f.read(max_bytes + 1)
    except OSError:
        raise RecordError("error.no_file", path=name) from None
    if len(data) > max_bytes:
        raise RecordError("edge.too_big", path=name, n=max_bytes)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise RecordError("edge.not_utf8", path=name, offset=e.start) from None


def _number(text: str) -> str:
    if len(text) > MAX_NUMBER_CHARS:
        raise RecordError("edge.long_number", n=len(text), limit=MAX_NUMBER_CHARS)
    return text


def _parse_int(text: str) -> int:
    return int(_number(text))


def _parse_float(text: str) -> float:
    return float(_number(text))


def _parse_constant(text: str) -> Any:
    raise RecordError("edge.not_json_number", value=text)


def depth(data: object) -> int:
    """How deeply lists and objects nest in ``data`` (a scalar: 0), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest


def _bracket_depth(text: str) -> int:
    """The deepest bracket nesting of JSON text, strings skipped (checked before parsing, so
    100,000 ``[`` cost a scan, not a ``RecursionError``)."""
    level = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            level -= 1
    return deepest


def parse_json(text: str, source: str = "") -> Any:
    """JSON text as Python data, within the nesting and number limits above."""
    name = shown(source)
    if _bracket_depth(text) > MAX_DEPTH:
        raise RecordError("edge.too_deep", n=MAX_DEPTH)
    try:
        return json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as e:
        raise RecordError("edge.bad_json", path=name, line=e.lineno, col=e.colno) from None
    except RecursionError:  # pragma: no cover - the bracket scan refuses this first
        raise RecordError("edge.too_deep", n=MAX_DEPTH) from None


def load_json_file(path: str | Path) -> Any:
    """A JSON file read by :func:`read_text` and parsed by :func:`parse_json`."""
    return parse_json(read_text(path), str(path))


__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_NUMBER_CHARS",
    "depth",
    "load_json_file",
    "parse_json",
    "read_text",
    "shown",
]
