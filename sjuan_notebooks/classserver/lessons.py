"""The lessons of a folder as pages of the class server: the same notebooks Voila and JupyterLab
open (``notebooks/*.ipynb`` and ``notebooks/<lang>/*.ipynb``), no second copy.

A page is built for each learner: markdown rendered (once per notebook for the whole class:
the text is the same for everyone), code run in a namespace of the learner's own, with what a
cell shows kept in an ``Output`` widget, and the code itself never shown. The lessons' links
name notebooks (``01-sjuan.ipynb?move=8``, ``../sv/00-start.ipynb``), as Voila and JupyterLab
need; here they become the server's addresses (``/01-sjuan?move=8``, ``/sv/``).
"""

from __future__ import annotations

import functools
import html
import json
import logging
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import ipywidgets as w
import markdown
from IPython import display as ipython_display

from ..classroom import run_cell
from ..i18n import LANG_NAMES, LANGS, t
from ..lesson import PAGE_QUERY

START = "00-start"
_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Lesson:
    """One notebook of the folder: its name in the folder (``sv/01-sjuan``), its file, its
    language and its address on the server (``/sv/01-sjuan``; a start page is ``/sv/``)."""

    name: str
    path: Path
    lang: str

    @property
    def address(self) -> str:
        return address_of(self.name)


def address_of(name: str) -> str:
    folder, _, stem = name.rpartition("/")
    prefix = f"/{folder}/" if folder else "/"
    return prefix if stem == START else prefix + stem


def find_lessons(folder: Path) -> dict[str, Lesson]:
    """Every lesson of ``folder``: its own notebooks (English) and those of each language
    folder, by name."""
    found: dict[str, Lesson] = {}
    for path in sorted(folder.glob("*.ipynb")):
        found[path.stem] = Lesson(path.stem, path, "en")
    for lang in LANGS:
        for path in sorted((folder / lang).glob("*.ipynb")):
            found[f"{lang}/{path.stem}"] = Lesson(f"{lang}/{path.stem}", path, lang)
    return found


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


_HREF = re.compile(r'href="([^"]*)"')


def _rewrite_links(text: str, name: str) -> str:
    """A link to a notebook of the folder becomes that lesson's address on the server."""
    here = posixpath.dirname(name)

    def one(match: re.Match[str]) -> str:
        href = html.unescape(match.group(1))
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or not parts.path.endswith(".ipynb"):
            return match.group(0)
        target = posixpath.normpath(posixpath.join(here, parts.path))[: -len(".ipynb")]
        query = f"?{parts.query}" if parts.query else ""
        return f'href="{html.escape(address_of(target) + query)}"'

    return _HREF.sub(one, text)


@functools.lru_cache(maxsize=64)
def _cells(path: Path, name: str) -> tuple[tuple[str, str], ...]:
    """The notebook's cells as ("html", rendered markdown) and ("code", source), in order."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = []
    for cell in notebook["cells"]:
        source = _source(cell)
        if not source.strip():
            continue
        if cell["cell_type"] == "markdown":
            rendered = markdown.markdown(source, extensions=["tables", "fenced_code"])
            cells.append(("html", _rewrite_links(rendered, name)))
        elif cell["cell_type"] == "code":
            cells.append(("code", source))
    return tuple(cells)


def build_page(lesson: Lesson, query: str = "") -> w.VBox:
    """The lesson for one learner: a fresh namespace, every code cell run in it, its outputs
    in the page; ``query`` is the page's query string (a position link's ``?example=...``)."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    children: list[w.Widget] = []
    token = PAGE_QUERY.set(query)
    try:
        for kind, text in _cells(lesson.path, lesson.name):
            if kind == "html":
                box = w.HTML(text, _dom_classes=("sjuan-class-text",))
                children.append(box)
                continue
            out = w.Output(_dom_classes=("sjuan-class-output",))
            try:
                with out:
                    run_cell(text, namespace, ipython_display.display)
            except Exception:  # the learner reads a sentence; the server's log has the rest
                _log.exception("%s: a cell failed", lesson.name)
                out.outputs = ()
                children.append(
                    w.HTML(
                        f'<p class="sjuan-say">{html.escape(t("class.cell_failed", lesson.lang))}</p>'
                    )
                )
                continue
            children.append(out)
    finally:
        PAGE_QUERY.reset(token)
    page = w.VBox(children, _dom_classes=("sjuan-class-page",))
    return page


@functools.lru_cache(maxsize=64)
def lesson_title(path: Path) -> str:
    """A lesson's first heading, the words its own page opens with (in its own language)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            for line in _source(cell).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return path.stem


def start_page(lessons: dict[str, Lesson], lang: str) -> w.VBox:
    """The class server's start page, a student's: the languages to choose from and each
    lesson as a big link, nothing else. What the start notebook says for the teacher (Voila,
    the browser site, links to a position, the stored records) stays in JupyterLab, Voila and
    the teacher's guide."""
    prefix = "" if lang == "en" else f"{lang}/"
    start = lessons.get(prefix + START)
    home = {lg: ("" if lg == "en" else f"{lg}/") + START for lg in ("en", *LANGS)}
    langs = [lg for lg, name in home.items() if name in lessons]
    items = []
    for lg in langs:
        here = ' aria-current="page"' if lg == lang else ""
        address = address_of(home[lg])
        items.append(
            f'<li><a href="{address}" lang="{lg}" hreflang="{lg}"{here}>'
            f"{html.escape(LANG_NAMES[lg])}</a></li>"
        )
    links = []
    for name, lesson in lessons.items():
        folder, _, stem = name.rpartition("/")
        if folder != prefix.rstrip("/") or stem == START:
            continue
        number = stem.split("-", 1)[0].lstrip("0") or "0"
        links.append(
            f'<li><a href="{html.escape(lesson.address)}">'
            f'<span class="sjuan-start-number" aria-hidden="true">{html.escape(number)}</span>'
            f"<span>{html.escape(lesson_title(lesson.path))}</span></a></li>"
        )
    heading = lesson_title(start.path) if start else t("class.start_link", lang)
    text = (
        f'<nav class="sjuan-start-langs" aria-label="{html.escape(t("class.home.languages", lang))}">'
        f"<ul>{''.join(items)}</ul></nav>"
        f"<h1>{html.escape(heading)}</h1>"
        f"<h2>{html.escape(t('class.home.lessons', lang))}</h2>"
        f'<ol class="sjuan-start-lessons">{"".join(links)}</ol>'
        f'<p class="sjuan-start-table"><a href="/{prefix}table">'
        f"{html.escape(t('class.home.tables', lang))}</a></p>"
    )
    return w.VBox(
        [w.HTML(text, _dom_classes=("sjuan-class-start",))], _dom_classes=("sjuan-class-page",)
    )


__all__ = ["Lesson", "address_of", "build_page", "find_lessons", "lesson_title", "start_page"]
