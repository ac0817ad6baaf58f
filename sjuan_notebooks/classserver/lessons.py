"""The lessons of a folder as pages of the class server: the same notebooks Voila and JupyterLab
open (``notebooks/*.ipynb`` and ``notebooks/<lang>/*.ipynb``), no second copy.

A page is built for each learner: markdown rendered and the cells that show no widget run
once per notebook for the whole class (what they show is the same for everyone:
``build_page``), the cells with widgets run in a namespace of the learner's own, with what a
cell shows kept in an ``Output`` widget, and the code itself never shown. The lessons' links
name notebooks (``01-sjuan.ipynb?move=8``, ``../sv/00-start.ipynb``), as Voila and JupyterLab
need; here they become the server's addresses (``/01-sjuan?move=8``, ``/sv/``).
"""

from __future__ import annotations

import ast
import contextlib
import copy
import functools
import html
import json
import logging
import posixpath
import re
import threading
import types
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import ipywidgets as w
import markdown
from IPython import display as ipython_display

from ..classroom import parse, run_cell
from ..i18n import LANG_NAMES, LANGS, t
from ..lesson import PAGE_QUERY
from ..widgets.common import HTML, VBox, shared
from ..widgets.quiz import PAGE_PLACES, PagePlaces

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
def _cells(path: Path, name: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """The notebook's cells as ("html", rendered markdown, tags) and ("code", source, tags),
    in order."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = []
    for cell in notebook["cells"]:
        source = _source(cell)
        if not source.strip():
            continue
        tags = tuple((cell.get("metadata") or {}).get("tags") or ())
        if cell["cell_type"] == "markdown":
            rendered = markdown.markdown(source, extensions=["tables", "fenced_code"])
            cells.append(("html", _rewrite_links(rendered, name), tags))
        elif cell["cell_type"] == "code":
            cells.append(("code", source, tags))
    return tuple(cells)


#: a cell's outputs that show a widget: such a cell is the learner's own, never shared
_WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: a lesson cell tagged so is run for every learner even if it shows no widget
PER_STUDENT = "per-student"
_IMMUTABLE = (str, bytes, int, float, complex, bool, type(None), range)


@dataclass
class _Shared:
    """What a cell that touches no widget showed and bound, once for the whole class."""

    html: str
    bound: dict[str, Any]


@dataclass
class _Plan:
    """A lesson, once built: per code cell, what it shares (None: run for each learner)."""

    shared: dict[int, _Shared]


_plans: dict[str, _Plan] = {}
_plans_lock = threading.Lock()


def _output_html(outputs: Sequence[dict[str, Any]]) -> str | None:
    """What a cell showed, as HTML, or None if it showed a widget, an error or nothing."""
    parts = []
    for out in outputs:
        kind = out.get("output_type")
        if kind == "stream":
            parts.append(f"<pre>{html.escape(str(out.get('text', '')))}</pre>")
            continue
        if kind not in ("display_data", "execute_result"):
            return None
        data = out.get("data") or {}
        if _WIDGET_VIEW in data:
            return None
        if "text/html" in data:
            parts.append(str(data["text/html"]))
        elif "text/plain" in data:
            parts.append(f"<pre>{html.escape(str(data['text/plain']))}</pre>")
    return "".join(parts) or None


def _bound(before: dict[str, int], namespace: dict[str, Any]) -> dict[str, Any] | None:
    """The names a cell bound (new or rebound), or None if one of them is a widget."""
    names = {k: v for k, v in namespace.items() if before.get(k) != id(v) and k != "__builtins__"}
    if any(isinstance(v, w.Widget) for v in names.values()):
        return None
    return names


def _touches_widget(source: str, namespace: dict[str, Any]) -> bool:
    """Whether the cell names a widget of the page (``stepper.go(3)``, ``tally``): what it
    shows or does may then differ from learner to learner, so it is never shared."""

    def widgety(value: Any) -> bool:
        if isinstance(value, (list, tuple, set)):
            return any(isinstance(v, w.Widget) for v in value)
        if isinstance(value, dict):
            return any(isinstance(v, w.Widget) for v in value.values())
        return isinstance(value, w.Widget)

    names = {node.id for node in ast.walk(parse(source)) if isinstance(node, ast.Name)}
    return any(widgety(namespace.get(name)) for name in names)


def _private(value: Any, namespace: dict[str, Any]) -> Any:
    """A learner's own copy of a shared value that could be changed in place: nothing one
    learner does reaches another's namespace. A function the lesson defined reads the
    learner's namespace; modules, classes and other functions are shared."""
    if isinstance(value, types.FunctionType) and value.__module__ == "__main__":
        return types.FunctionType(
            value.__code__, namespace, value.__name__, value.__defaults__, value.__closure__
        )
    if isinstance(value, _IMMUTABLE) or callable(value) or isinstance(value, types.ModuleType):
        return value
    return copy.deepcopy(value)


def build_page(lesson: Lesson, query: str = "") -> w.VBox:
    """The lesson for one learner: a fresh namespace, every code cell run in it, its outputs
    in the page; ``query`` is the page's query string (a position link's ``?example=...``).

    What every learner sees alike is built once per lesson (and language: each language is a
    notebook of its own) and shared: the text, and each code cell that neither makes nor shows
    a widget (tables, checks, positions, replays, reconstructions), whose HTML is kept and
    whose names are given to each later learner (a private copy of anything that could be
    changed in place). Consecutive shared parts are one HTML widget. A learner's page runs only
    the cells with widgets, in a namespace of their own. The first page of a lesson (or
    :func:`warm` at start-up) finds what is shared.

    Each quiz and prediction takes its place on the page as its cell runs (its cell, its turn
    in the cell, the heading above it): the same on every learner's page, so the teacher's
    view counts the class per question of each quiz and names the quiz by its section."""
    with _plans_lock:
        plan = _plans.get(lesson.name)
    recording = plan is None
    found: dict[int, _Shared] = {}
    namespace: dict[str, Any] = {"__name__": "__main__"}
    children: list[w.Widget] = []
    text: list[str] = []  # shared HTML not yet in a widget

    def flush() -> None:
        if text:
            children.append(HTML("".join(text), _dom_classes=("sjuan-class-text",)))
            text.clear()

    places = PagePlaces()
    heading = lead = ""  # where the page is: its section and the part of it
    token = PAGE_QUERY.set(query)
    placing = PAGE_PLACES.set(places)
    try:
        for index, (kind, source, tags) in enumerate(_cells(lesson.path, lesson.name)):
            if kind == "html":
                text.append(source)
                heading, lead = _where(source, heading, lead)
                continue
            places.at(index, heading, lead)
            if plan is not None and index in plan.shared:
                part = plan.shared[index]
                namespace.update({k: _private(v, namespace) for k, v in part.bound.items()})
                text.append(part.html)
                continue
            out = w.Output(layout=shared(w.Layout), _dom_classes=("sjuan-class-output",))
            widgets = len(w.Widget.widgets)
            before = {k: id(v) for k, v in namespace.items()}
            touches = recording and _touches_widget(source, namespace)
            try:
                with out:
                    run_cell(source, namespace, ipython_display.display)
            except Exception:  # the learner reads a sentence; the server's log has the rest
                _log.exception("%s: a cell failed", lesson.name)
                flush()
                children.append(
                    HTML(
                        f'<p class="sjuan-say">{html.escape(t("class.cell_failed", lesson.lang))}</p>'
                    )
                )
                recording = False  # a page with a failed cell is no model for the others
                continue
            shown = _output_html(out.outputs)
            if (
                recording
                and shown is not None
                and PER_STUDENT not in tags
                and not touches
                and len(w.Widget.widgets) == widgets  # the cell made none (nor a shared look)
                and (bound := _bound(before, namespace)) is not None
            ):
                found[index] = _Shared(shown, {k: _private(v, namespace) for k, v in bound.items()})
            flush()
            children.append(out)
        flush()
    finally:
        PAGE_PLACES.reset(placing)
        PAGE_QUERY.reset(token)
    if recording and not query:  # a link's page may differ: the plain page is the model
        with _plans_lock:
            _plans.setdefault(lesson.name, _Plan(found))
    # the number of parts, for a test or a benchmark to know when the page is whole
    return VBox(children, _dom_classes=("sjuan-class-page", f"sjuan-class-parts-{len(children)}"))


_HEADING = re.compile(r"<h[2-6][^>]*>(.*?)</h[2-6]>", re.S)
#: the bold words that open a paragraph: "**Exit ticket, part 1**: ...", "**Warm-up** (...)"
_LEAD = re.compile(r"<p>\s*<strong>(.*?)</strong>", re.S)
_TAG = re.compile(r"<[^>]+>")


def _plain(fragment: str) -> str:
    return " ".join(html.unescape(_TAG.sub("", fragment)).split())


def _where(rendered: str, section: str, part: str) -> tuple[str, str]:
    """The section and its part after a markdown cell: a heading starts a section (the
    lesson's title, ``h1``, names none), and bold words opening a paragraph start a part of
    it; the last of each in the cell counts."""
    headings = list(_HEADING.finditer(rendered))
    if headings:
        section, part = _plain(headings[-1].group(1)), ""
        rendered = rendered[headings[-1].end() :]
    leads = _LEAD.findall(rendered)
    if leads:
        part = _plain(leads[-1]).rstrip(".:;, ")
    return section, part


def lessons_of_today(lessons: dict[str, Lesson], today: str) -> list[Lesson]:
    """The lessons ``TODAY`` names (comma-separated): ``sv/01-sjuan`` is that lesson in
    Swedish, ``01-sjuan`` the lesson in every language."""
    found = []
    for name in filter(None, (x.strip() for x in today.split(","))):
        found += [
            lesson for lesson in lessons.values()
            if lesson.name == name or ("/" not in name and lesson.name.rpartition("/")[2] == name)
        ]  # fmt: skip
    return found


def warm(lessons: Sequence[Lesson]) -> None:
    """Build each lesson once, with no learner, so that the first learner of the day waits no
    longer than the others (``TODAY`` at start-up): the page is thrown away, what it shares is
    kept, and the lesson's imports are done."""
    from solara.server import kernel_context

    for lesson in lessons:
        context = kernel_context.create_dummy_context()
        try:
            with context:
                build_page(lesson)
        except Exception:  # a lesson that fails here fails for the learner too, with a sentence
            _log.exception("%s: warming the lesson failed", lesson.name)
        finally:
            with contextlib.suppress(Exception):
                context.close()


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


__all__ = [
    "PER_STUDENT", "Lesson", "address_of", "build_page", "find_lessons", "lesson_title",
    "lessons_of_today", "start_page", "warm",
]  # fmt: skip
