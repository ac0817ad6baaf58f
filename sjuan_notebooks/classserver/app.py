"""The class server's pages, as a Solara app: every lesson of the folder at its address, and the
teacher's view at ``/teacher``. Started by ``python -m sjuan_notebooks.classserver`` (``make
class``), which sets what this module reads from the environment before Solara starts.

Each browser tab is a "virtual kernel" of Solara's in this one process: the lesson is built for
it when it opens (a reload builds a fresh one) and is dropped when the tab closes.
"""

from __future__ import annotations

import base64
import hmac
import html
import logging
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import anywidget
import ipywidgets as w
import solara
import traitlets
from solara.server import kernel_context

from ..figures.shown import draw_as_widgets
from ..i18n import LANGS, t
from ..widgets.phone import PHONE_CSS
from ..widgets.quiz import FirstAnswer, listen_first_answers
from .companion_page import companion_page
from .heap import TRIMMER
from .lessons import START, Lesson, build_page, find_lessons, lessons_of_today, start_page, warm
from .registry import ClassRegistry, NicknameError, Snapshot, counts_csv, student_name
from .tables_page import TABLES, follow_in_thread, table_page, tables_header, tables_rows

FOLDER = Path(os.environ.get("SJUAN_CLASS_FOLDER", "notebooks")).resolve()
TOKEN = os.environ.get("SJUAN_CLASS_TOKEN", "")
PASSWORD = os.environ.get("SJUAN_CLASS_PASSWORD", "")
LESSONS = find_lessons(FOLDER)
#: the lessons of the day, built once as the server starts (``make class TODAY=01-sjuan``)
TODAY = lessons_of_today(LESSONS, os.environ.get("SJUAN_CLASS_TODAY", ""))
REGISTRY = ClassRegistry()
_log = logging.getLogger(__name__)

#: the registry's page for the thread that serves a learner's click (its virtual kernel's id)
_pages_lock = threading.Lock()


def _current() -> tuple[str, str]:
    """The virtual kernel (a page) and the browser session of the thread running now."""
    context = kernel_context.get_current_context()
    return context.id, context.session_id


def _on_first_answer(answer: FirstAnswer) -> None:
    if kernel_context.has_current_context():
        page, _ = _current()
        REGISTRY.record(page, answer)


listen_first_answers(_on_first_answer)
draw_as_widgets()
if TODAY:  # beside the server's start: a student who comes before it ends builds it too
    threading.Thread(target=warm, args=(TODAY,), name="sjuan-warm", daemon=True).start()
# every page that closes (a lesson, the teacher's view, a table) asks for a trim (heap.py)
solara.lifecycle.on_kernel_start(lambda: TRIMMER.poke)

CSS = (
    """
.sjuan-class-page, .sjuan-teacher { max-width: 1200px; margin: 0 auto; padding: 1em 2em; }
.sjuan-class-text table { border-collapse: collapse; }
.sjuan-class-text td, .sjuan-class-text th { text-align: left; padding: 2px 8px; }
.sjuan-teacher table { border-collapse: collapse; margin: 0.5em 0 1em; }
.sjuan-teacher td, .sjuan-teacher th { text-align: left; padding: 2px 10px;
  border-bottom: 1px solid #ddd; line-height: 1.4; }
/* the start page: the languages and the lessons as big links, for a thumb as for a mouse */
.sjuan-start-langs ul { list-style: none; display: flex; flex-wrap: wrap; gap: 8px;
  padding: 0; margin: 0 0 0.5em; }
.sjuan-class-page .sjuan-start-langs a { display: inline-block; min-height: 44px;
  line-height: 40px; padding: 0 16px; border: 2px solid #0b5cad; border-radius: 22px;
  color: #0b5cad; text-decoration: none; }
.sjuan-class-page .sjuan-start-langs a[aria-current] { background: #0b5cad; color: #fff; }
.sjuan-start-lessons { list-style: none; padding: 0; margin: 0.5em 0 1em; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.sjuan-class-page .sjuan-start-lessons a, .sjuan-class-page .sjuan-start-table a {
  display: flex; align-items: center; gap: 12px; min-height: 64px; height: 100%;
  box-sizing: border-box; padding: 10px 14px; line-height: 1.3; border: 2px solid #0b5cad;
  border-radius: 10px; background: #f0f6fc; color: #0b3d73; font-size: 1.15em;
  font-weight: bold; text-decoration: none; }
.sjuan-class-page .sjuan-start-table a { display: inline-flex; min-height: 48px; }
.sjuan-class-page .sjuan-start-lessons a:hover, .sjuan-class-page .sjuan-start-table a:hover {
  background: #dbeafa; }
.sjuan-class-page .sjuan-start-lessons a:focus-visible, .sjuan-start-langs a:focus-visible,
.sjuan-start-table a:focus-visible { outline: 3px solid #E69F00; outline-offset: 2px; }
.sjuan-start-number { flex: none; width: 2em; height: 2em; border-radius: 50%;
  background: #0b5cad; color: #fff; display: inline-flex; align-items: center;
  justify-content: center; }
/* Solara's page boxes (Vuetify) grow to their content's widest line: held to the window, the
   lesson's own boxes wrap instead and the page never scrolls sideways */
div.v-application, .v-application > div, .v-main, .v-container { max-width: 100vw;
  min-width: 0; }
"""
    + PHONE_CSS
)


def _sentence(key: str, lang: str, **params: Any) -> str:
    return f'<p class="sjuan-say">{html.escape(t(key, lang, **params))}</p>'


def _nickname_bar(lang: str, page: str, session: str, number: int) -> w.Widget:
    """The learner's own name on the page: "student 7", or a nickname they type."""
    shown = w.HTML(
        _sentence(
            "class.you_are", lang, name=student_name(number, REGISTRY.nickname(session), lang)
        ),
        _dom_classes=("sjuan-class-you",),
    )
    box = w.Text(
        value=REGISTRY.nickname(session),
        placeholder=t("class.nickname.placeholder", lang),
        description=t("class.nickname", lang),
        style={"description_width": "initial"},
        _dom_classes=("sjuan-class-nickname",),
    )
    use = w.Button(
        description=t("class.nickname.use", lang),
        tooltip=t("class.nickname.use", lang),
        _dom_classes=("sjuan-class-nickname-use",),
    )
    message = w.HTML(_dom_classes=("sjuan-class-message",))

    def take(_: object) -> None:
        try:
            name = REGISTRY.set_nickname(session, box.value)
        except NicknameError as e:
            message.value = _sentence(e.key, lang, **e.params)
            return
        message.value = ""
        box.value = name
        shown.value = _sentence("class.you_are", lang, name=student_name(number, name, lang))

    use.on_click(take)
    box.on_submit(take)
    return w.VBox([w.HBox([shown, box, use]), message])


class PageLanguage(anywidget.AnyWidget):
    """Says the page's language on its ``<html>`` (a screen reader picks its voice from it) and
    lets the page be zoomed: Solara's page template has no ``lang`` and a viewport that forbids
    zooming (``user-scalable=no``), which WCAG 2.1 (3.1.1, 1.4.4) does not allow. It also names
    Solara's busy bar (a ``progressbar`` with no name, shown while a page loads or works:
    WCAG 4.1.2) in the page's language, whenever one appears."""

    _esm = """
    function render({ model }) {
      const name = (all) => {
        const bars = document.querySelectorAll(
          all ? '[role="progressbar"]' : '[role="progressbar"]:not([aria-label])');
        for (const bar of bars) bar.setAttribute("aria-label", model.get("busy"));
      };
      const set = () => {
        document.documentElement.lang = model.get("lang");
        const meta = document.querySelector('meta[name="viewport"]');
        if (meta) meta.setAttribute("content", "width=device-width, initial-scale=1");
        name(true);
      };
      set();
      new MutationObserver(() => name(false)).observe(
        document.body, { childList: true, subtree: true });
      model.on("change:lang", set);
      model.on("change:busy", set);
    }
    export default { render };
    """
    lang = traitlets.Unicode("en").tag(sync=True)
    busy = traitlets.Unicode("").tag(sync=True)

    def __init__(self, *, lang: str = "en") -> None:
        super().__init__(lang=lang, busy=t("class.busy", lang))


def _lesson_page(lesson: Lesson, query: str) -> w.Widget:
    context = kernel_context.get_current_context()
    page, session = context.id, context.session_id
    number = REGISTRY.join(page, session, lesson.name)
    context.on_close(lambda: REGISTRY.leave(page))
    if lesson.name.rpartition("/")[2] == START:  # the start page: a student's, not the notebook
        body = start_page(LESSONS, lesson.lang)
    else:
        body = build_page(lesson, query)
    return w.VBox(
        [
            w.HTML(f"<style>{CSS}</style>"),
            PageLanguage(lang=lesson.lang),
            _nickname_bar(lesson.lang, page, session, number),
            body,
        ]
    )


def _holder() -> w.VBox:
    holder = w.VBox(_dom_classes=("sjuan-class-holder",))
    return holder


def _lesson_component(lesson: Lesson) -> Any:
    @solara.component
    def LessonPage() -> None:
        router = solara.use_router()
        query = router.search or ""
        solara.Title(lesson.name)
        holder = solara.use_memo(_holder, [])

        def fill() -> None:
            # after the render, not in it: Solara takes a widget displayed while a component
            # renders as that component's child, so the lesson's own display() calls would
            # pile up above the page instead of going into their cells' outputs
            holder.children = [_lesson_page(lesson, query)]

        solara.use_effect(fill, [])
        solara.display(holder)

    return LessonPage


# -- the teacher's view ---------------------------------------------------------------------


def _allowed(given: str) -> bool:
    secrets = [s for s in (TOKEN, PASSWORD) if s]
    return any(hmac.compare_digest(given.encode(), s.encode()) for s in secrets)


def _table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def teacher_html(snapshot: Snapshot, lang: str) -> str:
    """The counts for the projector: students per lesson, the students, and per question the
    first answers (right, wrong, the wrong choices picked most), each question named by its
    lesson, its quiz's section on the page and the quiz (two quizzes of one kind on a page are
    two rows: a lesson's own and its exit ticket's)."""
    parts = [f"<h2>{html.escape(t('class.teacher.lessons', lang))}</h2>"]
    if snapshot.lessons:
        rows = [[name, str(n)] for name, n in sorted(snapshot.lessons.items())]
        parts.append(_table([t("class.csv.lesson", lang), t("class.teacher.students", lang)], rows))
    else:
        parts.append(_sentence("class.teacher.nobody", lang))
    parts.append(f"<h2>{html.escape(t('class.teacher.answers', lang))}</h2>")
    if snapshot.questions:
        rows = []
        for q in snapshot.questions:
            top = ", ".join(f"{c} ({n})" for c, n in q.wrong_choices.most_common(3))
            rows.append(
                [q.lesson, q.where, q.quiz_question, q.question, str(q.right), str(q.wrong), top]
            )
        header = [
            t(f"class.csv.{c}", lang)
            for c in ("lesson", "section", "quiz", "question", "right", "wrong", "wrong_choices")
        ]
        parts.append(_table(header, rows))
    else:
        parts.append(_sentence("class.teacher.no_answers", lang))
    parts.append(f"<h2>{html.escape(t('table.teacher.heading', lang))}</h2>")
    tables = tables_rows(lang)
    if tables:
        parts.append(_table(tables_header(lang), tables))
    else:
        parts.append(_sentence("table.teacher.none", lang))
    parts.append(f"<h2>{html.escape(t('class.teacher.who', lang))}</h2>")
    names = [[student_name(n, nick, lang), lesson] for n, nick, lesson in snapshot.students]
    if names:
        parts.append(_table([t("class.teacher.student", lang), t("class.csv.lesson", lang)], names))
    return "".join(parts)


def _csv_link(snapshot: Snapshot, lang: str) -> str:
    data = base64.b64encode(counts_csv(snapshot, lang).encode("utf-8")).decode("ascii")
    label = html.escape(t("class.teacher.export", lang))
    return (
        f'<a class="sjuan-class-csv" download="class-counts.csv" '
        f'href="data:text/csv;charset=utf-8;base64,{data}">{label}</a>'
    )


def _live_view(lang: str) -> w.Widget:
    """The counts, kept current by a thread of the teacher's page until it closes."""
    counts = w.HTML(_dom_classes=("sjuan-teacher-counts",))
    export = w.HTML()
    context = kernel_context.get_current_context()
    closed = threading.Event()
    context.on_close(closed.set)

    def show(snapshot: Snapshot) -> None:
        counts.value = teacher_html(snapshot, lang)
        export.value = _csv_link(snapshot, lang)

    snapshot = REGISTRY.snapshot()
    show(snapshot)
    version = [(snapshot.version, TABLES.version)]

    def changed() -> Snapshot | None:
        while not closed.is_set():
            now = REGISTRY.wait(version[0][0], timeout=1.0)
            seen = (now.version, TABLES.version)  # the tables are read once a second
            if seen != version[0]:
                version[0] = seen
                return now
        return None

    follow_in_thread(closed, changed, show)
    return w.VBox([counts, export])


def _teacher_page(query: str) -> w.Widget:
    params = {k: v[-1] for k, v in parse_qs(query).items() if v}
    lang = params.get("lang", "en")
    if lang not in ("en", "sv", "nb", "sk"):
        lang = "en"
    title = w.HTML(f"<style>{CSS}</style><h1>{html.escape(t('class.teacher.title', lang))}</h1>")
    title = w.VBox([title, PageLanguage(lang=lang)])
    view = w.VBox([title], _dom_classes=("sjuan-teacher",))
    message = w.HTML(_dom_classes=("sjuan-class-message",))

    def open_view() -> None:
        view.children = [title, _live_view(lang)]

    if "token" in params and _allowed(params["token"]):
        open_view()
        return view
    secret = w.Password(
        description=t("class.teacher.password", lang),
        style={"description_width": "initial"},
        _dom_classes=("sjuan-teacher-password",),
    )
    go = w.Button(
        description=t("class.teacher.open", lang),
        tooltip=t("class.teacher.open", lang),
        _dom_classes=("sjuan-teacher-open",),
    )
    if "token" in params:
        message.value = _sentence("class.teacher.refused", lang)

    def try_open(_: object) -> None:
        if _allowed(secret.value):
            open_view()
        else:
            message.value = _sentence("class.teacher.refused", lang)

    go.on_click(try_open)
    secret.on_submit(try_open)
    view.children = [title, w.HBox([secret, go]), message]
    return view


@solara.component
def TeacherPage() -> None:
    router = solara.use_router()
    query = router.search or ""
    solara.Title(t("class.teacher.title", "en"))
    holder = solara.use_memo(_holder, [])

    def fill() -> None:
        holder.children = [_teacher_page(query)]

    solara.use_effect(fill, [])
    solara.display(holder)


def _query_page(lang: str, title: str, build: Callable[[str, str], w.Widget]) -> Any:
    """A page that is one widget built from the address's query (a table, the companion), in
    ``lang``, under the class server's style and language attribute."""

    @solara.component
    def QueryPage() -> None:
        router = solara.use_router()
        query = router.search or ""
        solara.Title(t(title, lang))
        holder = solara.use_memo(_holder, [])

        def fill() -> None:
            holder.children = [
                w.VBox([w.HTML(f"<style>{CSS}</style>"), PageLanguage(lang=lang),
                        build(lang, query)])
            ]  # fmt: skip

        solara.use_effect(fill, [])
        solara.display(holder)

    return QueryPage


def _table_component(lang: str) -> Any:
    return _query_page(lang, "table.title", table_page)


def _companion_component(lang: str) -> Any:
    return _query_page(lang, "companion.title", companion_page)


class _AnyPart(str):
    """A route path that matches every part of an address: Solara compares a route's path
    with the address's part by ``==`` and takes the first route that matches, so this one,
    last among its siblings, catches what no other route names. It is not the start page
    ("/"), which Solara looks for the same way to find a folder's layout."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, str) and str.__ne__(other, "/")

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = str.__hash__


def _not_found_component(lang: str) -> Any:
    @solara.component
    def NotFound(*_parts):  # no annotation: Solara casts the parts by it
        """An address no page has: one sentence in the language, and a link to the start."""
        start = "/" if lang == "en" else f"/{lang}/"
        solara.Title(t("class.start_link", lang))
        solara.display(
            w.VBox(
                [
                    PageLanguage(lang=lang),
                    w.HTML(
                        f'<main class="sjuan-class-page sjuan-not-found">'
                        f"{_sentence('class.not_found', lang)}"
                        f'<p><a href="{start}">{html.escape(t("class.start_link", lang))}</a>'
                        f"</p></main>"
                    ),
                ]
            )
        )

    return NotFound


@solara.component
def Layout(children: list[Any] | None = None) -> Any:
    """The page alone: no app bar, no navigation (a lesson's links are its navigation)."""
    return solara.Column(children=children or [], style={"padding": "0"})


def _routes() -> list[solara.Route]:
    top: list[solara.Route] = []
    folders: dict[str, list[solara.Route]] = {}
    for lesson in LESSONS.values():
        folder, _, stem = lesson.name.rpartition("/")
        path = "/" if stem == "00-start" else stem
        route = solara.Route(
            path=path, component=_lesson_component(lesson), label=lesson.name,
            layout=Layout if path == "/" and not folder else None,
        )  # fmt: skip
        (folders.setdefault(folder, []) if folder else top).append(route)
    top.append(solara.Route(path="teacher", component=TeacherPage, label="teacher"))
    top.append(solara.Route(path="table", component=_table_component("en"), label="table"))
    top.append(
        solara.Route(path="companion", component=_companion_component("en"), label="companion")
    )
    for folder, children in folders.items():
        children.sort(key=lambda r: r.path != "/")
        lang = folder if folder in LANGS else "en"
        children.append(solara.Route(path="table", component=_table_component(lang), label="table"))
        children.append(
            solara.Route(path="companion", component=_companion_component(lang), label="companion")
        )
        children.append(
            solara.Route(path=_AnyPart("*"), component=_not_found_component(lang), label="*")
        )
        top.append(solara.Route(path=folder, children=children, label=folder))
    top.sort(key=lambda r: r.path != "/")
    top.append(solara.Route(path=_AnyPart("*"), component=_not_found_component("en"), label="*"))
    return top


routes = _routes()
