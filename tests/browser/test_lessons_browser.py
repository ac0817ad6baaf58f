"""Every lesson in Voila, as a class sees it: opened in headless Chromium against one Voila
server (the offline template of `make voila`), each page checked for what issue 14 asks.

For every lesson notebook that exists (English in ``notebooks/``, and each language folder
``notebooks/{sv,nb,sk}/`` that is there), one page at 1280 px:

- content shown: the lesson's first heading, and at least one widget drawn when the lesson
  has widgets (none left at "Loading widget..." or showing an error);
- nothing moved before the learner clicks: every ``.sjuan-slider`` at its minimum, every
  stepper's move text at the start, every quiz at its first question with nothing picked,
  checked or counted, every "Try it" prompt unclicked;
- no Python repr in what the page prints (dicts, lists, tuples, a bare True/False/None, an
  object's address, a traceback);
- no request to any host but 127.0.0.1 (Chromium resolves no other name, and any such
  request is recorded), no failed request, no page error and no console error;
- no front-end extension loaded that the lessons do not draw with (:data:`LESSON_EXTENSIONS`);
- the layout holds at 1280 and at 800 px, and on a phone's 390 and 320 px (where also no text
  is cut off and every control is 24 x 24 px at least, a card or a move 44 x 44): the page is no wider than the window, no widget or
  figure reaches past its right edge, no figure is cut below the height it was drawn at, and
  the cards are drawn; lesson 1 is then zoomed to 200 % on the same page (its figures laid
  out again, as on a tablet turned), and must fit without overlaps there too.

Then, on the same page, the learner clicks: lesson 1's first quiz in English and Swedish
is answered (pick, Check, the answer and the tally, Next), the clicks of
``lesson_clicks.CLICKS`` are made where a lesson has them (steppers, tables, the score sheet,
What would you play), and every prediction gets a pick (lesson 6's tips a wrong one, with its
measurement checked). Each page opens once for all
of this: opening a lesson is most of a test's cost. The quizzes are also clicked through on
a page built here that shows ``LegalCardsQuiz("sjuan")`` and ``TrickQuiz("sedma")`` in
English and Swedish, whose answers are known from the same quizzes built in this process.

The pages of a module open one after another in one tab of one browser profile, as a
learner's browser opens lesson after lesson: the HTTP cache carries over, cookies and stored
data do not (``profile``). The lesson opened at 200 % opens in a fresh context of its own.

Voila serves the repository root without preheated kernels: each page starts its own kernel
(what `make voila` does for every student after the first), and the test page under
``test-artifacts/`` is served by the same server. Each test shuts its page's kernel down the
way Voila's page does when it closes.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import axe
import pytest
from lesson_clicks import CLICKS, PHONE_WIDTHS, map_problems, worked_example_map
from lite_site import (
    CHROMIUM,
    SHUTDOWN,
    TABLET_WIDTH,
    Traffic,
    phone_problems,
    plot_in,
    returning_tab,
    scroll_through,
    watched_profile,
    write_page,
)
from lite_site import voila as serve_voila
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.widgets import LegalCardsQuiz, Tally, TrickQuiz

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
PAGES = ARTIFACTS / "lessons-browser"
LANG_DIRS = ("sv", "nb", "sk")
#: The widths a lesson page is checked at. The page's style changes at 1,200 px (the
#: projector's size, ``widgets/phone.py``'s WIDE_PX), 600 (the phone's, NARROW_PX) and 560 (the
#: legal-move map's narrow form); between two of these a page is the same fluid layout. So a
#: laptop (1,280) and a tablet held upright (768) are checked, and a laptop's 800, in the
#: tablet's band, no more (it cost every page a relayout for no finding); a phone at 390 and
#: 320 (PAGE_PHONE_WIDTHS), the maps' narrow form at 320 only (lesson_clicks.PHONE_WIDTHS).
WIDTHS = (1280,)
#: a tablet held upright (lite_site.TABLET_WIDTH, 768 CSS px)
TABLET_WIDTHS = (TABLET_WIDTH,)
#: a common phone (390 CSS px) and a small one (320, WCAG's reflow width)
PAGE_PHONE_WIDTHS = (390, 320)
#: pages known not to fit a width yet, with why: they are left out of that width's check only,
#: so every other page keeps it (issue 47 stays open until this is empty)
NOT_YET_FITTING: dict[tuple[str, int], str] = {}
VIEWPORT = {"width": WIDTHS[0], "height": 900}
TOLERANCE = 2  # px: rounding of sub-pixel layouts
RESIZED = 3000  # ms a page has to lay itself out again at a new width
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def lesson_paths() -> list[str]:
    """Every lesson notebook there is, relative to ``notebooks/``: English first, then each
    language folder that exists."""
    found = [p.name for p in sorted(NOTEBOOKS.glob("*.ipynb"))]
    for lang in LANG_DIRS:
        found += [f"{lang}/{p.name}" for p in sorted((NOTEBOOKS / lang).glob("*.ipynb"))]
    return found


def lang_of(path: str) -> str:
    return path.split("/")[0] if "/" in path else "en"


# -- the server, the browser, a page -----------------------------------------------------------


@pytest.fixture(scope="module")
def voila() -> Iterator[str]:
    """One Voila for the module, on the repository root; the project's voila.json applies
    (the offline template of `make voila`)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with serve_voila(ROOT, ARTIFACTS / "voila-lessons.log") as base:
        yield base


@pytest.fixture(scope="module")
def profile(playwright_session, tmp_path_factory) -> Iterator[tuple[Any, Traffic]]:
    """One browser profile on disk for the module's lesson pages, as a class's browser that
    opens lesson after lesson: its HTTP cache (and V8's cache of compiled scripts) carries over
    from page to page, nothing else does (:func:`opened` clears cookies and storage). Its
    requests are watched as ``lite_site.watch`` does, without Playwright's routing, which would
    turn that cache off. Drawing lesson 1 so takes about 4.5 CPU-s instead of 7 once the cache
    is warm; the 14 pages of a module take about 10 % less."""
    folder = tmp_path_factory.mktemp("lessons-profile")
    with watched_profile(playwright_session, folder, VIEWPORT) as profile:
        yield profile


@contextlib.contextmanager
def opened(profile: tuple[Any, Traffic], url: str, widgets: bool) -> Iterator[tuple[Any, Any]]:
    """The module's tab on ``url`` at 1280 px, drawn as a learner sees it before clicking,
    with no cookie or stored data left by the pages before it, no zoom or width a page before
    set, and its traffic watched from its first request; its kernel is shut down when the
    block ends, and the tab left on a blank page."""
    context, traffic = profile
    page = returning_tab(context, url, VIEWPORT)
    traffic.reset()
    with _drawn(page, url, widgets, traffic, keep=True):
        yield page, traffic


@contextlib.contextmanager
def opened_zoomed(
    profile: tuple[Any, Traffic], url: str, widgets: bool
) -> Iterator[tuple[Any, Any]]:
    """:func:`opened`, but at 200 % from before the page loads (:func:`at_200_percent`)."""
    context, traffic = profile
    page = returning_tab(context, url, VIEWPORT)
    traffic.reset()
    with at_200_percent(page), _drawn(page, url, widgets, traffic, keep=True):
        assert page.evaluate("() => [innerWidth, devicePixelRatio]") == [ZOOMED, 2]
        yield page, traffic


@contextlib.contextmanager
def at_200_percent(page: Any) -> Iterator[None]:
    """``page`` at 200 % while the block runs: :data:`ZOOMED` CSS pixels, each drawn as 2 screen
    pixels, through Chromium's device metrics (what a context's device scale factor sets, and
    how Playwright sets it; a context's cannot change once it is made). The override lasts as
    long as its DevTools session; ending it also ends Playwright's own viewport, so that is set
    to :data:`VIEWPORT` again afterwards."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": ZOOMED,
                "height": VIEWPORT["height"],
                "deviceScaleFactor": 2,
                "mobile": False,
            },
        )
        yield
        cdp.send("Emulation.clearDeviceMetricsOverride")
    finally:
        cdp.detach()
        page.set_viewport_size(VIEWPORT)


@contextlib.contextmanager
def _drawn(
    page: Any, url: str, widgets: bool, traffic: Traffic, keep: bool = False
) -> Iterator[Any]:
    """``page`` on ``url``, drawn and read to its end; afterwards its kernel is shut down and
    the page closed, or (``keep``) left for a blank page, unwatched, so that what the lesson
    still had under way is cut short before the next page is watched."""
    page.set_default_timeout(90_000)
    try:
        page.goto(url, wait_until="domcontentloaded", timeout=240_000)
        page.wait_for_function(SHOWN, timeout=240_000)
        if widgets:
            page.wait_for_selector("#rendered_cells .jupyter-widgets", timeout=120_000)
        page.wait_for_function(DRAWN, timeout=120_000)
        page.wait_for_timeout(1000)  # late errors and re-draws
        scroll_through(page)
        yield page
    finally:
        traffic.watching = False
        with contextlib.suppress(Exception):
            page.evaluate(SHUTDOWN)
        if keep:  # the tab's session storage is the one store the next page could inherit
            with contextlib.suppress(Exception):
                page.evaluate("() => sessionStorage.clear()")
                page.goto("about:blank")
        if not keep or page.url != "about:blank":
            with contextlib.suppress(Exception):
                page.close()


SHOWN = """() => {
    const cells = document.getElementById('rendered_cells');
    return !!cells && cells.style.display !== 'none';
}"""
# Every widget output drawn (or failed: the checks say so), every figure plotted.
DRAWN = """() => {
    const outs = [...document.querySelectorAll('#rendered_cells .jp-OutputArea-output')];
    if (outs.some(o => o.innerText.trim().startsWith('Loading widget...'))) return false;
    return [...document.querySelectorAll('#rendered_cells .js-plotly-plot')]
        .every(gd => gd._fullLayout && gd.data);
}"""


# -- what each lesson page must show --------------------------------------------------------


def notebook(path: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    return data


def has_widgets(nb: dict[str, Any]) -> bool:
    return any(
        WIDGET_MIME in out.get("data", {})
        for cell in nb["cells"]
        for out in cell.get("outputs", [])
    )


def first_heading(nb: dict[str, Any]) -> str:
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:]
    return ""


def words(text: str) -> str:
    """Letters and digits only, lower case: a heading as markdown and as drawn compare equal."""
    return " ".join(re.findall(r"\w+", text.lower()))


# what may never reach a student: pattern -> what it is
REPRS = {
    r"\{'": "a dict",
    r"\['": "a list",
    r"\(\s*[\w'.-]+,\s*\)": "a one-element tuple",
    r"(?m)^\s*(True|False|None)\s*$": "a bare True/False/None",
    r"<[\w.]+ object at 0x[0-9a-fA-F]+>": "an object's repr",
    r"\b[A-Z][A-Za-z]+\([a-z_]+=": "a constructor repr",
    r"Traceback \(most recent call last\)": "a traceback",
    r"Error displaying widget": "a widget that failed",
    r"Javascript Error": "an output that failed to draw",
}


def printed_problems(page: Any) -> list[str]:
    texts: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('#rendered_cells .jp-OutputArea-output')]
            .map(o => o.innerText)"""
    )
    problems = []
    for text in texts:
        for pattern, what in REPRS.items():
            match = re.search(pattern, text)
            if match:
                start = max(0, match.start() - 40)
                problems.append(f"{what} printed: …{text[start : match.end() + 40]!r}…")
    return problems


UNMOVED = """() => ({
    sliders: [...document.querySelectorAll('.sjuan-slider')].map(s => {
        const h = s.querySelector('.noUi-handle');
        return {now: h && Number(h.getAttribute('aria-valuenow')),
                min: h && Number(h.getAttribute('aria-valuemin'))};
    }),
    steppers: [...document.querySelectorAll('.sjuan-stepper')].map(
        st => (st.querySelector('.sjuan-move-text') || {innerText: ''}).innerText.trim()),
    quizzes: [...document.querySelectorAll('.sjuan-quiz')].map(q => ({
        kind: [...q.classList].find(c => c.startsWith('sjuan-quiz-')) || 'sjuan-quiz',
        answer: (q.querySelector('.sjuan-quiz-answer') || {innerText: ''}).innerText.trim(),
        verdict: !!q.querySelector('.sjuan-quiz-verdict'),
        picked: q.querySelectorAll('.sjuan-quiz-choice.mod-active').length,
        text: q.innerText,
    })),
    tallies: [...document.querySelectorAll('.sjuan-quiz-tally')].map(x => x.innerText.trim()),
    tryits: [...document.querySelectorAll('.sjuan-tryit .sjuan-message')].map(
        m => m.innerText.trim()),
    predicts: [...document.querySelectorAll('.sjuan-predict')].map(p => ({
        verdict: p.querySelector('.sjuan-predict-verdict').innerText.trim(),
        shown: p.querySelector('.sjuan-predict-result').children.length,
        closed: p.querySelectorAll('.sjuan-predict-choice:disabled').length,
    })),
})"""


def start_texts(lang: str) -> tuple[str, str]:
    """A stepper's move text at its start: "Starting position: {player} begins." up to the
    player's name, and the text for a start with no one to move."""
    marker = "\x00"
    return t("ui.step.start", lang, player=marker).split(marker)[0], t("ui.step.start_over", lang)


def first_question(lang: str) -> re.Pattern[str]:
    sentinel = "987654321"
    text = re.escape(t("quiz.progress", lang, n=1, total=sentinel))  # a str: never grouped
    return re.compile(text.replace(sentinel, r"\d+"))


def unmoved_problems(page: Any, lang: str) -> list[str]:
    seen = page.evaluate(UNMOVED)
    problems = []
    for i, s in enumerate(seen["sliders"]):
        if s["now"] is None or s["now"] != s["min"]:
            problems.append(f"slider {i + 1} opens at {s['now']}, not at {s['min']}")
    for i, text in enumerate(seen["steppers"]):
        at_start = [lg for lg in LANGS if text.startswith(start_texts(lg))]
        if not at_start:
            problems.append(f"stepper {i + 1} opens at {text[:80]!r}")
        elif lang not in at_start:
            problems.append(f"stepper {i + 1} opens in {at_start[0]}, not {lang}: {text[:60]!r}")
    for i, q in enumerate(seen["quizzes"]):
        name = f"quiz {i + 1} ({q['kind']})"
        if q["answer"] or q["verdict"]:
            problems.append(f"{name} opens answered: {q['answer'][:80]!r}")
        if q["picked"]:
            problems.append(f"{name} opens with {q['picked']} choice(s) picked")
        if not first_question(lang).search(q["text"]):
            problems.append(f"{name} does not open at its first question")
    none_yet = t("quiz.tally.none", lang)
    problems += [f"a tally opens at {x!r}" for x in seen["tallies"] if x != none_yet]
    problems += [f"a Try it prompt opens done: {x!r}" for x in seen["tryits"] if x]
    for i, p in enumerate(seen["predicts"]):
        if p["verdict"] or p["shown"] or p["closed"]:
            problems.append(f"prediction {i + 1} opens answered or revealed: {p}")
    return problems


LAYOUT = """(tolerance) => {
    const width = window.innerWidth, problems = [];
    const page = document.documentElement.scrollWidth;
    if (page > width + tolerance) problems.push(`the page is ${page} px wide`);
    const boxes = '.sjuan-stepper, .sjuan-quiz, .sjuan-play-table, .sjuan-whatif, '
        + '.sjuan-match, .sjuan-rule-chooser, .sjuan-scoresheet-editor, .sjuan-tryit, '
        + '.sjuan-figure, .js-plotly-plot, .sjuan-lesson-table, #rendered_cells img';
    for (const el of document.querySelectorAll(boxes)) {
        const r = el.getBoundingClientRect();
        const name = [...el.classList].find(c => c.startsWith('sjuan-') || c === 'js-plotly-plot')
            || el.tagName.toLowerCase();
        if (r.width > 0 && r.right > width + tolerance) {
            problems.push(`${name} reaches ${Math.round(r.right)} px`);
        } else if (r.width > 0 && el.scrollWidth > el.clientWidth + tolerance
                   && !(el.matches('table') && getComputedStyle(el).overflowX === 'auto')) {
            // (a table wider than a phone scrolls in its own box, its first column kept in
            // view: WCAG 1.4.10's exception for data tables)
            problems.push(`${name} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
        }
    }
    for (const gd of document.querySelectorAll('#rendered_cells .js-plotly-plot')) {
        // a figure in a part that is not shown has no box at all; one that is shown must have
        // the height it was drawn at
        if (!gd._fullLayout || !gd.getClientRects().length) continue;
        const box = gd.getBoundingClientRect();
        if (gd._fullLayout.width > box.width + tolerance) {  // the rest cut off at its box
            problems.push(`a figure drawn ${Math.round(gd._fullLayout.width)} px wide is in ${Math.round(box.width)} px`);
        }
        const shown = box.height, drawn = gd._fullLayout.height;
        if (shown + tolerance < drawn) {
            problems.push(`a figure drawn ${Math.round(drawn)} px tall is cut to ${Math.round(shown)} px`);
        }
    }
    const cards = [...document.querySelectorAll('#rendered_cells svg.sjuan-card-svg')];
    const drawn = cards.filter(c => {
        const r = c.getBoundingClientRect();
        return r.width >= 8 && r.height >= 8;
    });
    if (cards.length && !drawn.length) problems.push('no card is drawn');
    const cut = drawn.filter(c => c.getBoundingClientRect().right > width + tolerance);
    if (cut.length) problems.push(`${cut.length} card(s) past the right edge`);
    return problems;
}"""


def layout_problems(page: Any, width: int) -> list[str]:
    if page.viewport_size["width"] != width:
        page.set_viewport_size({"width": width, "height": VIEWPORT["height"]})
        settle(page)
    return [f"at {width} px: {p}" for p in page.evaluate(LAYOUT, TOLERANCE)]


def settle(page: Any) -> None:
    """After a change of the window's size: the figures are laid out again (plotly waits a
    moment first, PLOTLY_RESIZE ms, and a figure cut to nothing shows only then); what still
    does not fit after RESIZED ms is a finding."""
    page.wait_for_timeout(PLOTLY_RESIZE)
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function(f"t => ({LAYOUT})(t).length === 0", arg=TOLERANCE, timeout=RESIZED)


#: ms to let plotly's resize run (its own timer is 100 ms; jupyterlab-plotly's comes after)
PLOTLY_RESIZE = 500


def traffic_problems(traffic: Any) -> list[str]:
    return traffic.problems() + [f"console error: {m[:300]}" for m in traffic.console]


#: The JupyterLab extensions a lesson page is drawn with. Voila loads every extension installed
#: beside it unless ``voila.json`` denies it; the class server's Solara brings jupyter-vue and
#: jupyter-vuetify, which no lesson uses and which cost every student's page 2.2 MB of script
#: and about 12,800 CSS rules (a page had 17,213 rules with them, 4,375 without).
LESSON_EXTENSIONS = frozenset(
    {
        "@jupyter-widgets/jupyterlab-manager",
        "@voila-dashboards/widgets-manager8",
        "anywidget",
        "jupyterlab-plotly",
        "jupyterlab_pygments",
    }
)
LOADED_EXTENSIONS = """() => JSON.parse(document.getElementById('jupyter-config-data').textContent)
    .federated_extensions.map(e => e.name)"""


def fold_problems(page: Any, lang: str) -> list[str]:
    """The page opens with its folds closed (issue 49): each rule text's own words and the
    teacher's part, each named in the page's language; while the teacher's fold is closed,
    Voila shows no cell after it."""
    problems = []
    for kind, key in (("sjuan-fold-quote", "lesson.fold.quote"),
                      ("sjuan-teacher-part", "lesson.fold.teacher")):  # fmt: skip
        folds = page.locator(f"#rendered_cells details.{kind}")
        for i in range(folds.count()):
            fold = folds.nth(i)
            if fold.get_attribute("open") is not None:
                problems.append(f"a {kind} fold opens open")
            name = " ".join(fold.locator("summary").inner_text().split())
            if name != t(key, lang):
                problems.append(f"a {kind} fold is named {name!r}")
    teacher = "details.sjuan-teacher-part"
    if page.locator(f"#rendered_cells {teacher}").count():
        after = page.locator(f"[cell-index]:has({teacher}) ~ [cell-index]")
        if not after.count():
            problems.append("no cell follows the teacher's fold")
        shown = [i for i in range(after.count()) if after.nth(i).is_visible()]
        if shown:
            problems.append(f"{len(shown)} cells after the closed teacher's fold are shown")
    return problems


def extension_problems(page: Any) -> list[str]:
    loaded = page.evaluate(LOADED_EXTENSIONS)
    return [f"loads the extension {name}" for name in sorted(set(loaded) - LESSON_EXTENSIONS)]


#: the language folders whose lesson pages test_lessons_browser_nb_sk.py opens: the 28 pages
#: are split over two modules so that two workers open them side by side (pytest-xdist keeps a
#: module, and its Voila, on one worker)
LATER_LANGS = ("nb", "sk")


@pytest.mark.parametrize(
    "path",
    [p for p in lesson_paths() if lang_of(p) not in LATER_LANGS],
    ids=lambda p: p.removesuffix(".ipynb"),
)
def test_a_lesson_opens_unmoved_clean_and_fits(profile, voila: str, path: str) -> None:
    check_lesson_page(profile, voila, path)


def check_lesson_page(profile: tuple[Any, Traffic], voila: str, path: str) -> None:
    """A lesson page opens at its start, clean (no outside request, no error, no code, axe);
    then, on the same page, what a learner clicks in this lesson works (lesson 1's quiz,
    :data:`CLICKS`, :data:`PICKS`), and every prediction holds its answer back until the pick;
    and the page so used fits at each width."""
    nb = notebook(path)
    lang = lang_of(path)
    widgets = has_widgets(nb)
    url = f"{voila}/voila/render/notebooks/{path}"
    with opened(profile, url, widgets) as (page, traffic):
        problems = []
        heading = page.locator("#rendered_cells h1").first
        if not heading.count() or not heading.is_visible():
            problems.append("no heading is shown")
        elif words(heading.inner_text()) != words(first_heading(nb)):
            problems.append(f"the first heading is {heading.inner_text()!r}")
        drawn = page.locator("#rendered_cells .jp-OutputArea-output .jupyter-widgets").count()
        if widgets and not drawn:
            problems.append("no widget is drawn")
        problems += unmoved_problems(page, lang)
        problems += printed_problems(page)
        problems += extension_problems(page)
        problems += fold_problems(page, lang)
        problems += axe.check(page)
        if path in ZOOMED_ON_THE_PAGE:
            problems += zoomed_on_the_page(page, path)
        # from here on the learner clicks: the page as it opened is kept for the predictions
        before = page_text(page)
        if path in QUIZ_LESSONS:
            answer_first_quiz(page, lang)
        if path in CLICKS:  # what the learner clicks in this lesson (lesson_clicks.py)
            page.set_viewport_size(VIEWPORT)
            CLICKS[path](page)
        chooser = PICKS[path](lang) if path in PICKS else None
        picks: list[bool] = []
        problems += giveaway_problems(path, before)
        problems += prediction_problems(page, lang, before, chooser, picks)
        if chooser is not None:
            chooser.check(page, picks)
        # then the page as the learner has it, answers and verdicts shown (lesson 1's map of
        # D's pass too), at each width: last, so that the page need not be laid out again at a
        # laptop's width for the clicks; a width with a finding leaves its picture
        shot = ARTIFACTS / f"lesson-{path.removesuffix('.ipynb').replace('/', '-')}"
        for width in WIDTHS:
            found = layout_problems(page, width)
            if found:
                page.screenshot(path=f"{shot}-{width}.png")
            problems += found
        for width in TABLET_WIDTHS:  # the same page on a tablet: fits, controls big to a finger
            problems += layout_problems(page, width) + phone_problems(page, TOLERANCE)
        for width in PAGE_PHONE_WIDTHS:  # the page on a phone: fits, no word cut, controls big
            found = layout_problems(page, width) + phone_problems(page, TOLERANCE)
            if width in PHONE_WIDTHS:  # the maps' narrow form at the smallest (the same band)
                found += map_problems(page, width)
            if found:
                page.screenshot(path=f"{shot}-{width}.png", full_page=True)
            problems += [] if (path, width) in NOT_YET_FITTING else found
        traffic.watching = False
        problems += traffic_problems(traffic)
    assert not problems, f"{path}:\n" + "\n".join(problems)


def page_text(page: Any) -> str:
    return " ".join(page.locator("#rendered_cells").inner_text().split())


# -- predictions that test ---------------------------------------------------------------------

#: a sentence of a prediction's result this long is an answer, if the page shows it before the pick
ANSWER_CHARS = 25


def answer_prefix(lang: str) -> str:
    """The verdict's "The answer: ..." up to the answer itself."""
    marker = "\x00"
    return t("lesson.predict.answer", lang, answer=marker).split(marker)[0]


def prediction_problems(
    page: Any,
    lang: str,
    before: str | None = None,
    choose: Any = None,
    picks: list[bool] | None = None,
) -> list[str]:
    """Every prediction (``Predict``) on the page, as a learner meets it: before the pick its
    result is out of the page (its box holds nothing, and none of its sentences is anywhere on
    the page as it opened, ``before``); one pick (its first choice, or the one ``choose(box)``
    names) marks it right or wrong, names the answer, closes the choices and brings the
    result; ``picks`` gets each verdict (right or not) in order. Generic over the lessons:
    each box says by its class whether it holds a result (``sjuan-predict-holds``)."""
    boxes = page.locator("#rendered_cells .sjuan-predict")
    if before is None:
        before = page_text(page)
    problems: list[str] = []
    # a stepper whose map would answer a prediction holds it back (a sentence in its place)
    # until the prediction is picked: no map in it before the picks, its map after them
    steppers = page.locator("#rendered_cells .sjuan-stepper")
    held = ".sjuan-map-held"
    holding = [i for i in range(steppers.count()) if steppers.nth(i).locator(held).count()]
    for i in holding:
        if steppers.nth(i).locator(".sjuan-legal-map").count():
            problems.append(f"stepper {i + 1}: its map is shown beside the sentence holding it")
    for i in range(boxes.count()):
        box, name = boxes.nth(i), f"prediction {i + 1}"
        result = box.locator(".sjuan-predict-result")
        if result.evaluate("el => el.children.length") or text_of(
            box.locator(".sjuan-predict-verdict")
        ):
            problems.append(f"{name}: its verdict or result is in the page before the pick")
            continue
        box.scroll_into_view_if_needed()
        chosen = choose(box) if choose is not None else None
        choice = chosen or box.locator("button.sjuan-predict-choice").first
        choice.click()
        verdict = box.locator(".sjuan-predict-verdict")
        said_by = "el => el.innerText.trim() !== ''"
        try:
            page.wait_for_function(said_by, arg=verdict.element_handle(), timeout=10_000)
        except PlaywrightTimeout:
            # A click can land beside its button when a figure drawn above it (revealed by the
            # pick before) moves the page in that moment: the choices are then all still open,
            # and the learner's click is made again. A second click after a pick that did land
            # changes nothing (Predict answers once), so this cannot make a wrong page pass.
            if not box.locator("button.sjuan-predict-choice:disabled").count():
                choice.click()
            try:
                page.wait_for_function(said_by, arg=verdict.element_handle(), timeout=30_000)
            except PlaywrightTimeout:  # the finding
                problems.append(f"{name}: no verdict after the pick")
                continue
        said = text_of(verdict)
        if picks is not None:
            picks.append(said.startswith(t("quiz.right", lang)))
        if answer_prefix(lang).strip() not in said and said.startswith(t("quiz.wrong", lang)):
            # a wrong choice with its own reason (``Predict(why=...)``): the other choices stay
            # open for one more pick, which brings the answer; the first pick is the counted one
            again = box.locator("button.sjuan-predict-choice:not([disabled])")
            if not again.count():
                problems.append(f"{name}: a reason for the wrong pick, but no choice left open")
                continue
            again.first.click()
            changed = "([el, s]) => el.innerText.trim() !== s"
            page.wait_for_function(changed, arg=[verdict.element_handle(), said], timeout=30_000)
            said = text_of(verdict)
        if not said.startswith((t("quiz.right", lang), t("quiz.wrong", lang))):
            problems.append(f"{name}: the verdict is not marked right or wrong: {said!r}")
        if answer_prefix(lang).strip() not in said:
            problems.append(f"{name}: the verdict does not name the answer: {said!r}")
        if box.locator("button.sjuan-predict-choice:not([disabled])").count():
            problems.append(f"{name}: its choices are still open after the pick")
        if "sjuan-predict-holds" not in (box.get_attribute("class") or "").split():
            continue
        try:
            page.wait_for_function(
                "el => el.children.length > 0 && (el.innerText.trim() !== ''"
                " || !!el.querySelector('svg, img, .js-plotly-plot, .sjuan-figure'))",
                arg=result.element_handle(),
                timeout=30_000,
            )
        except Exception:  # noqa: BLE001 - a timeout is the finding
            problems.append(f"{name}: its result does not show after the pick")
            continue
        for sentence in result.locator(".sjuan-say").all_inner_texts():
            sentence = " ".join(sentence.split())
            if len(sentence) >= ANSWER_CHARS and sentence in before:
                problems.append(f"{name}: its answer was on the page before the pick: {sentence!r}")
        # a rule text quoted in the result (``Quote``) answers the prediction: its words, too,
        # are out of the page until the pick
        for words in result.locator(".sjuan-quote em").all_inner_texts():
            words = " ".join(words.split()).strip('"“”„ ')
            if len(words) >= ANSWER_CHARS and words in before:
                problems.append(
                    f"{name}: the rule text it quotes was on the page before the pick: {words!r}"
                )
    for i in holding:
        stepper = steppers.nth(i)
        try:
            stepper.locator(".sjuan-legal-map").first.wait_for(state="attached", timeout=30_000)
        except PlaywrightTimeout:
            problems.append(f"stepper {i + 1}: its map is still held back after the picks")
        if stepper.locator(held).count():
            problems.append(f"stepper {i + 1}: the sentence holding its map is still there")
    return problems


#: words that once gave a prediction's answer away on the page before its pick (the reviews of
#: 2026-12-05), by lesson and language: none may be on the page as it opens. The answers now
#: come with the predictions' results; the Quote check above catches a quoted rule moved back.
GIVEAWAYS: dict[str, dict[str, tuple[str, ...]]] = {
    "02-house-rules": {
        # the aim, a rule set's name, and the rule text above the quiz named the start card
        "en": (
            "Sjuern: whoever holds the seven of diamonds",
            "Sjuern, basic (seven of diamonds)",
            "er det spar sju som må legges først",
        ),
        "sv": (
            "Sjuern: den som har ruter sju",
            "grundversion (ruter sju)",
            "er det spar sju som må legges først",
        ),
        "nb": (
            "Sjuern: den som har ruter sju",
            "grunnregler (ruter sju)",
            "er det spar sju som må legges først",
        ),
        "sk": (
            "Sjuern: ten, kto má károvú sedmičku",
            "pravidlá (kárová sedmička)",
            "er det spar sju som må legges først",
        ),
    },
    "04-sedma": {  # when A learns the sides: when the red king is played
        "en": ("only its holder knows the sides",),
        "sv": ("vet bara den som har den hur lagen ser ut",),
        "nb": ("vet bare den som har den, hvordan lagene er",),
        "sk": ("pozná len ten, kto ho má",),
    },
    "05-practice": {  # may Siri pass: she holds no card she could play
        "en": ("now holds no card she could play",),
        "sv": ("har nu inget kort som hon kan lägga",),
        "nb": ("har nå ikke noe kort hun kan legge",),
        "sk": ("nemá žiadnu kartu, ktorú by mohla vyložiť",),
    },
}


def giveaway_problems(path: str, before: str) -> list[str]:
    """Words of :data:`GIVEAWAYS` on the page as it opened (``before``)."""
    stem = path.rsplit("/", 1)[-1].removesuffix(".ipynb")
    found = [w for w in GIVEAWAYS.get(stem, {}).get(lang_of(path), ()) if w in before]
    return [f"a prediction's answer is on the page before the pick: {w!r}" for w in found]


PREDICT_PAGE = [
    "# Predictions\n\nThe prediction check's own page (tests/browser/test_lessons_browser.py).",
    "from sjuan_notebooks.lesson import Predict, Say, Table\n"
    'ANSWER = "D holds no card next to one on the table, so D must pass."\n'
    "def ask(reveal):\n"
    '    return Predict("What must D do?", [("Play a card", "play"), ("Pass", "pass")], "pass",'
    " reveal)",
    'ask([Say("The stepper shows it at move 8: D passes and A plays next."),'
    ' Table(["move"], [["pass"]])])',
    "Say(ANSWER)",  # the answer of the next prediction, already printed: a prompt that tests nothing
    "ask([Say(ANSWER)])",
]


def test_the_prediction_check_finds_an_answer_shown_before_the_pick(profile, voila: str) -> None:
    """The check the lessons get: on its own page, a prediction whose answer is held back
    passes, and one whose answer the page already prints is found."""
    page_path = write_page(PAGES / "predictions.ipynb", PREDICT_PAGE).relative_to(ROOT).as_posix()
    with opened(profile, f"{voila}/voila/render/{page_path}", widgets=True) as (page, traffic):
        problems = prediction_problems(page, "en")
        traffic.watching = False
        assert not traffic_problems(traffic), traffic_problems(traffic)
    assert problems == [
        "prediction 2: its answer was on the page before the pick: "
        "'D holds no card next to one on the table, so D must pass.'"
    ], problems


#: a page that asks another host for a picture
OUTSIDE = "https://cdn.example.org/card.png"
OUTSIDE_PAGE = [
    "# Outside\n\nThe profile's own page (tests/browser/test_lessons_browser.py).",
    f'from IPython.display import HTML\nHTML(\'<img src="{OUTSIDE}" alt="">\')',
]


def test_the_profile_records_an_outside_request_and_keeps_nothing_between_pages(
    profile, voila: str
) -> None:
    """What :func:`profile` gives up and keeps: without Playwright's routing, a request to
    another host is still recorded; what a page stores (a cookie, local and session storage)
    is gone when the next page opens in the same tab."""
    path = write_page(PAGES / "outside.ipynb", OUTSIDE_PAGE).relative_to(ROOT).as_posix()
    url = f"{voila}/voila/render/{path}"
    with opened(profile, url, widgets=False) as (page, traffic):
        page.wait_for_function("() => document.images.length > 0 && document.images[0].complete")
        page.evaluate(
            "() => { localStorage.setItem('seen', '1'); sessionStorage.setItem('seen', '1');"
            " document.cookie = 'seen=1'; }"
        )
        traffic.watching = False
        assert f"external: {OUTSIDE}" in traffic.problems(), traffic.problems()
    with opened(profile, url, widgets=False) as (page, traffic):
        kept = page.evaluate(
            "() => [localStorage.length, sessionStorage.length, document.cookie.includes('seen=')]"
        )
        assert kept == [0, 0, False]


# -- 200 % zoom ------------------------------------------------------------------------------

#: a 1280 px wide window at 200 %: 640 CSS pixels (WCAG 1.4.4 and 1.4.10)
ZOOMED = 640
# Controls and texts that overlap: two boxes that intersect, neither inside the other.
OVERLAPS = """(tolerance) => {
    const items = [...document.querySelectorAll(
        '#rendered_cells .jupyter-widgets button, #rendered_cells .jupyter-widgets select, '
        + '#rendered_cells .jupyter-widgets input, #rendered_cells .noUi-target, '
        + '#rendered_cells .widget-label, #rendered_cells .widget-html-content, '
        + '#rendered_cells svg.sjuan-card-svg, #rendered_cells .js-plotly-plot')]
        .map(el => ({el, r: el.getBoundingClientRect()}))
        .filter(({r}) => r.width > 1 && r.height > 1);
    const name = el => el.tagName.toLowerCase() + ([...el.classList].filter(
        c => c.startsWith('sjuan-') || c.startsWith('widget-')).map(c => '.' + c).join('')
        || '') + ` "${(el.innerText || el.getAttribute('aria-label') || '').slice(0, 30)}"`;
    const out = [];
    for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) {
        const a = items[i], b = items[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > tolerance && h > tolerance) out.push(`${name(a.el)} overlaps ${name(b.el)}`);
    }
    return out.slice(0, 10);
}"""


def zoomed_problems(page: Any, path: str) -> list[str]:
    """At 200 % (640 CSS pixels, two screen pixels each) the lesson still fits the window,
    nothing reaches past its edge or is cut, no control or text lies over another, and axe
    finds nothing (its contrast checks see the zoomed page)."""
    problems = [f"at 200 %: {p}" for p in page.evaluate(LAYOUT, TOLERANCE)]
    problems += [f"at 200 %: {p}" for p in page.evaluate(OVERLAPS, TOLERANCE)]
    problems += [f"at 200 %: {p}" for p in axe.check(page)]
    # the checks above saw the page zoomed throughout; the picture shows it laid out so, at its
    # 640 CSS pixels (Playwright's own screenshot would set its viewport's metrics again first)
    assert page.evaluate("() => [innerWidth, devicePixelRatio]") == [ZOOMED, 2]
    cdp = page.context.new_cdp_session(page)
    try:
        shot = cdp.send("Page.captureScreenshot", {"format": "png"})["data"]
    finally:
        cdp.detach()
    name = f"lesson-{path[:-6].replace('/', '-')}-200pc.png"
    (ARTIFACTS / name).write_bytes(base64.b64decode(shot))
    return problems


#: the lessons zoomed to 200 % on their own page once drawn at each width (a learner's Ctrl +,
#: or a tablet turned): their figures are laid out again, as plotly does on a resize (a figure
#: was cut to nothing so: sjuan_notebooks/figures/shown.py); the lessons of
#: :data:`OPENED_ZOOMED` open at 200 % instead
ZOOMED_ON_THE_PAGE = ("01-sjuan.ipynb",)


def zoomed_on_the_page(page: Any, path: str) -> list[str]:
    """:func:`zoomed_problems` on the open page, zoomed (:func:`at_200_percent`); then back at
    :data:`VIEWPORT`."""
    with at_200_percent(page):
        assert page.evaluate("() => [innerWidth, devicePixelRatio]") == [ZOOMED, 2]
        settle(page)
        problems = zoomed_problems(page, path)
    settle(page)
    return problems


#: the lessons opened at 200 % in a page of their own (see :data:`ZOOMED_ON_THE_PAGE`)
OPENED_ZOOMED = ("sv/05-practice.ipynb",)


@pytest.mark.parametrize("path", OPENED_ZOOMED, ids=lambda p: p[:-6])
def test_a_lesson_at_200_percent_zoom_fits_without_overlap(profile, voila: str, path: str) -> None:
    """Opened at 200 %: :func:`zoomed_problems`."""
    url = f"{voila}/voila/render/notebooks/{path}"
    with opened_zoomed(profile, url, has_widgets(notebook(path))) as (page, traffic):
        settle(page)
        problems = zoomed_problems(page, path)
        traffic.watching = False
        problems += traffic_problems(traffic)
    assert not problems, f"{path} at 200 %:\n" + "\n".join(problems)


# -- quizzes clicked through -------------------------------------------------------------------


def text_of(locator: Any) -> str:
    return " ".join(locator.inner_text().split())


def wait_text(page: Any, locator: Any, expected: str, timeout: float = 30_000) -> None:
    """Wait until ``locator`` shows ``expected`` (whitespace aside)."""
    want = " ".join(expected.split())
    page.wait_for_function(
        "([el, want]) => el.innerText.split(/\\s+/).join(' ').includes(want)",
        arg=[locator.element_handle(), want],
        timeout=timeout,
    )


def answer_lines(quiz: Any) -> list[str]:
    """The mirror quiz's answer, line by line (the page draws the same sentences)."""
    return [" ".join(line.split()) for line in quiz.answer_text().splitlines() if line.strip()]


def check_and_compare(page: Any, box: Any, mirror: Any, lang: str, right: bool) -> None:
    """Check in the page and in the mirror quiz (the same pick made there): the verdict, the
    mirror's answer sentences, and the tally's count must show. A wrong check first shows the
    mirror's hint and the second try's buttons, then the answer on *Show the answer*."""
    box.locator("button.sjuan-quiz-check").click()
    assert mirror.check() is right
    answer = box.locator(".sjuan-quiz-answer")
    wait_text(page, answer, t("quiz.right" if right else "quiz.wrong", lang))
    if not right:
        wait_text(page, answer, t("quiz.retry", lang))
        for line in mirror.hint_text().splitlines():
            assert " ".join(line.split()) in text_of(answer), (line, text_of(answer))
        box.locator("button.sjuan-quiz-show").click()
        mirror.reveal()
    folded = answer.locator("details.sjuan-quiz-every-reason")
    lines = answer_lines(mirror)
    if mirror.css == "sjuan-quiz-legal":  # every card's reason is folded away, closed
        summary = t("quiz.legal.every_reason", lang)
        lines, below = lines[: lines.index(summary)], lines[lines.index(summary) + 1 :]
        wait_text(page, answer, summary)
        assert folded.evaluate("el => !el.open")
    for line in lines:
        wait_text(page, answer, line)
    if mirror.css == "sjuan-quiz-legal":  # ... and opened from the keyboard
        folded.locator("summary").focus()
        page.keyboard.press("Enter")
        page.wait_for_function("el => el.open", arg=folded.element_handle(), timeout=30_000)
        for line in below:
            wait_text(page, answer, line)
    wait_text(page, box.locator(".sjuan-quiz-tally"), mirror.tally.text())


def next_question(page: Any, box: Any, mirror: Any, lang: str) -> None:
    """Next, in the page and the mirror: question 2 opens unanswered."""
    box.locator("button.sjuan-quiz-next").click()
    mirror.next()
    wait_text(page, box, t("quiz.progress", lang, n=2, total=len(mirror.questions)))
    answer = box.locator(".sjuan-quiz-answer").element_handle()
    page.wait_for_function("el => el.innerText.trim() === ''", arg=answer, timeout=30_000)


def click_through_legal(page: Any, box: Any, lang: str, tally: Tally) -> None:
    """Answer the first question right and the second wrong, in the page and in a mirror
    quiz built here (same questions), and compare what the page shows."""
    mirror = LegalCardsQuiz("sjuan", lang=lang, tally=tally)
    right = list(mirror.current.legal)
    assert right, "the first Sjuan question has an answer to pick"
    for code in right:
        box.locator(f".sjuan-choice-{code}").click()
    mirror.pick(*right)
    check_and_compare(page, box, mirror, lang, right=True)
    next_question(page, box, mirror, lang)
    wrong = next(c for c in mirror.choices() if c not in mirror.current.legal)
    box.locator(f".sjuan-choice-{wrong}").click()
    mirror.pick(wrong)
    check_and_compare(page, box, mirror, lang, right=False)


def click_through_trick(page: Any, box: Any, lang: str, tally: Tally) -> None:
    """Who takes the first trick, and its points, answered right; then the next question."""
    mirror = TrickQuiz("sedma", lang=lang, tally=tally)
    q = mirror.current
    winner = mirror.choices()[q.winner]
    box.locator(f".sjuan-choice-{winner}").click()
    points = box.locator(".sjuan-quiz-points input")
    points.fill(str(q.points))
    points.press("Enter")
    mirror.pick(winner, points=q.points)
    check_and_compare(page, box, mirror, lang, right=True)
    next_question(page, box, mirror, lang)
    page.wait_for_function("el => el.value === ''", arg=points.element_handle(), timeout=30_000)


QUIZ_PAGE = [
    "# Quizzes\n\nThe widget-level quiz page of tests/browser/test_lessons_browser.py.",
    'from sjuan_notebooks.widgets import LegalCardsQuiz, Tally, TrickQuiz\n\ntally = Tally("en")\n'
    'LegalCardsQuiz("sjuan", lang="en", tally=tally)',
    'TrickQuiz("sedma", lang="en", tally=tally)',
    'tally_sv = Tally("sv")\nLegalCardsQuiz("sjuan", lang="sv", tally=tally_sv)',
    'TrickQuiz("sedma", lang="sv", tally=tally_sv)',
]


@pytest.fixture(scope="module")
def quiz_page() -> str:
    """The quiz page, written under test-artifacts/ (Voila serves the repository root)."""
    return write_page(PAGES / "quizzes.ipynb", QUIZ_PAGE).relative_to(ROOT).as_posix()


def test_quizzes_clicked_through_in_english_and_swedish(profile, voila: str, quiz_page) -> None:
    with opened(profile, f"{voila}/voila/render/{quiz_page}", widgets=True) as (page, traffic):
        legal = page.locator(".sjuan-quiz-legal")
        trick = page.locator(".sjuan-quiz-trick")
        assert legal.count() == 2 and trick.count() == 2
        for i, lang in enumerate(("en", "sv")):
            tally = Tally(lang)  # mirrors the page's tally of this language
            for box in (legal.nth(i), trick.nth(i)):  # nothing answered before the clicks
                assert text_of(box.locator(".sjuan-quiz-answer")) == ""
                assert first_question(lang).search(text_of(box))
                assert text_of(box.locator(".sjuan-quiz-tally")) == tally.text()
            legal.nth(i).scroll_into_view_if_needed()
            click_through_legal(page, legal.nth(i), lang, tally)
            trick.nth(i).scroll_into_view_if_needed()
            click_through_trick(page, trick.nth(i), lang, tally)
            assert tally.counts() == (2, 3)
        page.screenshot(path=str(ARTIFACTS / "lesson-quizzes-sv.png"), full_page=True)
        traffic.watching = False
        assert not traffic_problems(traffic), traffic_problems(traffic)


#: the lessons whose page test also answers the first quiz, as a learner would
QUIZ_LESSONS = ("01-sjuan.ipynb", "sv/01-sjuan.ipynb")


def answer_first_quiz(page: Any, lang: str) -> None:
    """A learner's turn at the page's first quiz: pick the first choice (and 0 points where
    points are asked), Check: a verdict, an answer longer than the verdict, and the tally
    counts it; Next: the next question opens unanswered. A half-done quiz (some legal cards
    given) opens with its given cards marked and closed, none of them pressed; the learner's
    first quiz is the one after it."""
    for half_done in page.locator(".sjuan-quiz:has(.sjuan-quiz-given)").all():
        given = half_done.locator(".sjuan-quiz-given")
        assert given.count() == given.and_(page.locator("button:disabled")).count()
        assert not half_done.locator(".sjuan-quiz-choice.mod-active").count()
    quiz = page.locator(".sjuan-quiz:not(:has(.sjuan-quiz-given))").first
    quiz.scroll_into_view_if_needed()
    quiz.locator(".sjuan-quiz-choice").first.click()
    points = quiz.locator(".sjuan-quiz-points input")
    if points.count():
        points.fill("0")
        points.press("Enter")
    quiz.locator("button.sjuan-quiz-check").click()
    verdict = quiz.locator(".sjuan-quiz-verdict")
    verdict.wait_for(timeout=30_000)
    right = text_of(verdict) == t("quiz.right", lang)
    assert right or text_of(verdict) == t("quiz.wrong", lang), text_of(verdict)
    assert len(text_of(quiz.locator(".sjuan-quiz-answer"))) > len(text_of(verdict)) + 10
    counted = Tally(lang)
    counted.record(right)
    deadline = time.monotonic() + 30
    while counted.text() not in [text_of(x) for x in page.locator(".sjuan-quiz-tally").all()]:
        assert time.monotonic() < deadline, f"no tally says {counted.text()!r}"
        page.wait_for_timeout(200)
    quiz.locator("button.sjuan-quiz-next").click()
    page.wait_for_function(
        "el => !el.querySelector('.sjuan-quiz-verdict')"
        " && el.querySelector('.sjuan-quiz-answer').innerText.trim() === ''",
        arg=quiz.element_handle(),
        timeout=30_000,
    )
    assert not first_question(lang).search(text_of(quiz)), "Next did not move on"


def test_the_clicked_lessons_are_lessons_that_exist() -> None:
    """The page test clicks through a quiz and the tips only on the lessons named here: a
    renamed lesson would quietly lose those clicks."""
    for path in (*QUIZ_LESSONS, *PICKS, *CLICKS, *ZOOMED_ON_THE_PAGE, *OPENED_ZOOMED):
        assert path in lesson_paths(), path


class TipsPick:
    """Lesson 6 asks which tip is worth most before it shows the measurement. The page test
    picks a wrong tip there (``__call__``, the choice for prediction_problems; the other
    predictions get their first choice); then :meth:`check`: the verdict names the answer
    (the tip with the highest rate in the stored study) and says wrong, the tables, the charts
    (drawn) and the reading appear, the other tips cannot be picked any more, and the tally
    counts every pick of the page."""

    def __init__(self, lang: str) -> None:
        from sjuan_notebooks.tactics.data import load

        self.lang = lang
        self.values = load("sjuan_values").against_random
        best = max(self.values, key=lambda name: self.values[name].rate)
        self.best_label = t(f"tactics.tip.{best}", lang)
        self.box: Any = None

    def __call__(self, box: Any) -> Any:
        choices = box.locator("button.sjuan-predict-choice")
        labels = [text_of(b) for b in choices.all()]
        if self.best_label not in labels:
            return None  # another prediction: its first choice
        assert self.box is None, "two predictions offer the tips"
        assert len(labels) == len(self.values), labels
        self.box = box
        return choices.nth(next(i for i, label in enumerate(labels) if label != self.best_label))

    def check(self, page: Any, picks: list[bool]) -> None:
        box, lang = self.box, self.lang
        assert box is not None, "no prediction offers the tips"
        verdict = box.locator(".sjuan-predict-verdict")
        wait_text(page, verdict, t("lesson.predict.answer", lang, answer=self.best_label))
        assert text_of(verdict).startswith(t("quiz.wrong", lang))
        result = box.locator(".sjuan-predict-result")
        plot_in(result)
        # the study against random players and the tips against each other: two tables, two
        # charts (both drawn once scrolled to); the deals, the reading, the second heading
        assert result.locator(".sjuan-lesson-table").count() == 2
        assert len(result.locator(".sjuan-say").all()) == 3
        plot_in(result.locator(".sjuan-figure").last)
        for button in box.locator("button.sjuan-predict-choice").all():
            assert button.is_disabled()
        counted = Tally(lang)
        for right in picks:
            counted.record(right)
        wait_text(page, page.locator(".sjuan-quiz-tally").last, counted.text())


class RedKingPick:
    """Lesson 4 in Slovak asks when A learns who plays alone, before the sentence that says
    it. The page test picks the right answer (when the red king is played); the move of the
    recorded game where that happens is not on the page before the pick, and after it the
    result names it, the verdict says right and the choices are closed."""

    def __init__(self, lang: str) -> None:
        from sjuan_notebooks.core.records import load_example
        from sjuan_notebooks.core.registry import replay

        three = replay(load_example("sedma-game-3p"))
        self.move = next(i for i, turn in enumerate(three.turns, 1) if turn.move == "HK")
        self.answer = f"V ťahu {self.move}"
        self.choice = "keď niekto zahrá červeného kráľa"
        self.box: Any = None

    def __call__(self, box: Any) -> Any:
        if "kto hrá sám" not in text_of(box).lower():
            return None  # another prediction: its first choice
        assert self.answer not in box.page.locator("#rendered_cells").inner_text()
        assert text_of(box.locator(".sjuan-predict-result")) == ""
        self.box = box
        return box.locator("button.sjuan-predict-choice", has_text=self.choice).first

    def check(self, page: Any, picks: list[bool]) -> None:
        assert self.box is not None, "no prediction asks who plays alone"
        wait_text(page, self.box.locator(".sjuan-predict-result"), self.answer)
        verdict = text_of(self.box.locator(".sjuan-predict-verdict"))
        assert verdict.startswith(t("quiz.right", "sk")), verdict
        assert self.box.locator("button.sjuan-predict-choice").first.is_disabled()
        page.screenshot(path=str(ARTIFACTS / "voila-predict-red-king-sk.png"))


#: the lessons whose page test picks a given choice in a prediction and checks what follows
#: (the other predictions get their first choice)
class WorkedMapPick:
    """Lesson 1 holds the worked example's map back until "What must D do?" is answered: the
    predictions get their first choice, and after the picks the map is drawn at the turn the
    learner's clicks left it (:func:`lesson_clicks.worked_example_map`)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, box: Any) -> Any:
        return None

    def check(self, page: Any, picks: list[bool]) -> None:
        worked_example_map(page)


PICKS: dict[str, Any] = {
    "01-sjuan.ipynb": WorkedMapPick,
    "06-tactics.ipynb": TipsPick,
    "sk/06-tactics.ipynb": TipsPick,
    "sk/04-sedma.ipynb": RedKingPick,
}
