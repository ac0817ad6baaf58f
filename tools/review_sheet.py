"""One file per language for a native reader: every message, its English, and where it shows.

    python tools/review_sheet.py LANG [--out FOLDER]     (make review-sheet LANG=sv)

A reader who has no checkout gets everything in one Markdown file (``build/review/
review-<lang>.md``): the package catalog's messages, then each lesson's, numbered, each with
its English source, its text in the language (every plural form), its placeholders, and where a
class meets it (the modules and documents that use the key, the lesson and cell). The numbers
are the ones a review cites ("item 93"), as the second readers of 2026-12-05 did; how to review
is docs/translating.md. For ``en`` the sheet is the English source itself, with the same places.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "sjuan_notebooks"
PACKAGE_PO = PACKAGE / "i18n" / "locale" / "{lang}" / "LC_MESSAGES" / "sjuan_notebooks.po"
LESSONS = ROOT / "notebooks" / "locale"
LANGS = ("en", "sv", "nb", "sk")
#: where a key of the package catalog may be named: the package, the printed handouts, the
#: teacher's answer key and the lessons' sources
SOURCES = (PACKAGE, ROOT / "docs" / "handouts.py", ROOT / "docs" / "answer_key.py",
           ROOT / "notebooks" / "src", ROOT / "lite" / "build.py")  # fmt: skip
_PLACEHOLDER = re.compile(r"\{(\w+)(?::[^{}]*)?\}")
#: a key built at run time: f"tricks.deal.{name}" names every key under "tricks.deal."
_BUILT = re.compile(r"""f["']([a-z_][\w.]*?[\w.])\{""")
_LITERAL = re.compile(r"""["']([a-z_][\w]*(?:\.[\w-]+)+)["']""")


@dataclass(frozen=True)
class Item:
    source: str  # "package" or the lesson's name
    key: str  # the package key, or "" for a lesson message (its English is the id)
    english: tuple[str, ...]
    text: tuple[str, ...]
    where: str


def _read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def _forms(value: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    if value is None:
        return ("",)
    return (value,) if isinstance(value, str) else tuple(value)


def _usage() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Key -> the files that name it literally; key prefix -> the files that build keys on it."""
    literal: dict[str, set[str]] = {}
    built: dict[str, set[str]] = {}
    for source in SOURCES:
        files = [source] if source.is_file() else sorted(source.rglob("*.py"))
        for path in files:
            name = path.relative_to(ROOT).as_posix()
            text = path.read_text(encoding="utf-8")
            for m in _LITERAL.finditer(text):
                literal.setdefault(m.group(1), set()).add(name)
            for m in _BUILT.finditer(text):
                built.setdefault(m.group(1), set()).add(name)
    return literal, built


def _where(key: str, subject: str, literal: dict[str, set[str]], built: dict[str, set[str]]) -> str:
    files = set(literal.get(key, ()))
    # and where it is built at run time: the longest prefix some code builds it on
    prefixes = [p for p in built if key.startswith(p) and p.count(".") >= 2]
    if prefixes:
        files |= built[max(prefixes, key=len)]
    shown = ", ".join(sorted(files)) or "no literal use found (read its section)"
    return f"section {subject}; used in {shown}" if subject else f"used in {shown}"


def package_items(lang: str) -> Iterator[Item]:
    english = _read(Path(str(PACKAGE_PO).format(lang="en")), "en")
    own = _read(Path(str(PACKAGE_PO).format(lang=lang)), lang)
    literal, built = _usage()
    for message in english:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        subject = ", ".join(loc for loc, _ in message.locations)
        mine = own.get(message.id)
        yield Item(
            "package",
            key,
            _forms(message.string),
            _forms(mine.string if mine is not None else None),
            _where(key, subject, literal, built),
        )


def lesson_items(lang: str) -> Iterator[Item]:
    for pot in sorted(LESSONS.glob("*.pot")):
        stem = pot.stem
        template = _read(pot, "en")
        own = None if lang == "en" else _read(LESSONS / lang / "LC_MESSAGES" / f"{stem}.po", lang)
        for message in template:
            if not message.id:
                continue
            mine = message.id if own is None else (own.get(message.id) or message).string
            cells = ", ".join(message.auto_comments) or "cell ?"
            yield Item(stem, "", (message.id,), _forms(mine),
                       f"lesson {stem}, {cells} (notebooks/{lang}/{stem}.ipynb)")  # fmt: skip


def _block(text: str) -> str:
    """A message as a quoted block: its line breaks kept, nothing read as Markdown."""
    lines = text.split("\n") if text else [""]
    return "\n".join("    " + line for line in lines)


def sheet(lang: str) -> str:
    if lang not in LANGS:
        raise SystemExit(f"LANG must be one of {', '.join(LANGS)}, not {lang!r}")
    items = [*package_items(lang), *lesson_items(lang)]
    untranslated = sum(1 for i in items if not any(i.text))
    out = [
        f"# Review sheet: {lang}",
        "",
        f"{len(items)} messages: the package catalog first, then each lesson's. Each item gives "
        "its number (cite it), the catalog and key, where a class meets it, the English source "
        f"and the {lang} text (a count-dependent message: every plural form, numbered). "
        "How to review, and the classes A/B/C: docs/translating.md.",
        f"Untranslated: {untranslated}.",
        "",
    ]
    for n, item in enumerate(items, 1):
        head = (
            f"### {n} [{'sjuan_notebooks.po' if item.source == 'package' else item.source + '.po'}]"
        )
        out.append(f"{head} {item.key}".rstrip())
        out.append(f"Where: {item.where}")
        names = sorted({p for form in item.english for p in _PLACEHOLDER.findall(form)})
        if names:
            out.append("Placeholders: " + ", ".join("{" + p + "}" for p in names))
        out.append("EN:")
        for i, form in enumerate(item.english):
            if len(item.english) > 1:
                out.append(f"  [{i}]")
            out.append(_block(form))
        if lang != "en":
            out.append(f"{lang.upper()}:")
            for i, form in enumerate(item.text):
                if len(item.text) > 1:
                    out.append(f"  [{i}]")
                out.append(_block(form))
        out.append("")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lang", help="en, sv, nb or sk")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "review")
    args = parser.parse_args(argv)
    text = sheet(args.lang)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"review-{args.lang}.md"
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path} ({text.count(chr(10) + '### ')} messages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
