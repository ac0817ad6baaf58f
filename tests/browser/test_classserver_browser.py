"""The class server (``make class``) in Chromium with every host but 127.0.0.1 blocked: lessons in
each language at their addresses (on lesson 5, two people play at its table at one device), a
position link, a quiz answered on two students' pages and counted live on the teacher's view,
the view refused without its token, a bad nickname, and a closed page leaving the count. One
server for the module.

A student who comes alone opens the page in a browser that has been to the server before
(:func:`returning_student`); the tests where students meet, and the busy tablet, open a new
context each, as new browsers do."""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import axe
import pytest

pytest.importorskip("solara")
from lesson_clicks import lesson1_phone_problems  # noqa: E402
from lite_site import (  # noqa: E402
    TABLET_WIDTH,
    free_port,
    narrowed_problems,
    narrowest_problems,
    phone_problems,
    pick_every_prediction,
    play_lesson_together,
    returning_tab,
    stop,
    wait_for,
    watch,
    watched_profile,
)

from sjuan_notebooks.i18n import t  # noqa: E402
from sjuan_notebooks.widgets.quiz import LegalCardsQuiz  # noqa: E402

pytestmark = pytest.mark.browser
ROOT = Path(__file__).parents[2]
PASSWORD = "chalk and cheese"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    port = free_port()
    log = tmp_path_factory.mktemp("classserver") / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "sjuan_notebooks.classserver", "notebooks",
             "--port", str(port), "--password", PASSWORD],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            base = f"http://127.0.0.1:{port}"
            wait_for(base + "/", timeout=90)
            printed = log.read_text("utf-8")
            token = re.search(r"/teacher\?token=([\w-]+)", printed)
            assert token, printed
            assert f"{base}/" in printed  # the students' address
            assert f"{base}/table" in printed  # the tables' address
            yield {"base": base, "token": token.group(1)}
        finally:
            stop(proc)


VIEWPORT = {"width": 1280, "height": 900}


def student(browser: Any, url: str) -> tuple[Any, Any, Any]:
    """A student in a browser of their own: a new context, its traffic watched, on ``url``."""
    context = browser.new_context(viewport=VIEWPORT)
    traffic = watch(context)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(".sjuan-class-page", timeout=90_000)
    return context, page, traffic


@pytest.fixture(scope="module")
def returning(playwright_session: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One browser profile on disk for the module's students who come one at a time."""
    folder = tmp_path_factory.mktemp("class-profile")
    with watched_profile(playwright_session, folder, VIEWPORT) as profile:
        yield profile


@contextlib.contextmanager
def returning_student(returning: Any, url: str) -> Iterator[tuple[Any, Any, Any]]:
    """A student on ``url`` in the profile's one tab (``lite_site.returning_tab``): no cookie,
    so a new session and a new student, but the scripts cached. Leaving the page at the end
    (for a blank one) leaves the class, as closing a browser does."""
    context, traffic = returning
    page = returning_tab(context, url, VIEWPORT)
    traffic.reset()
    try:
        page.goto(url)
        page.wait_for_selector(".sjuan-class-page", timeout=90_000)
        yield context, page, traffic
    finally:
        traffic.watching = False  # what the leaving page cuts short is no failure
        for other in context.pages:  # a second tab a test opened
            if other is not page:
                other.close()
        with contextlib.suppress(Exception):
            page.goto("about:blank")


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    ("path", "lang", "expected"),
    [
        ("/", "en", "Svenska"),
        ("/sv/", "sv", "Husregler: Sjuans varianter och Sjuern"),
        ("/nb/05-practice", "nb", "Spill sammen ved én skjerm"),
        ("/sk/01-sjuan", "sk", "Ktoré karty sa smú zahrať?"),
    ],
)
def test_lesson_pages_in_each_language(
    returning: Any, server: dict[str, str], path: str, lang: str, expected: str
) -> None:
    """Each page in its language, with no code, error or outside request, fitting a tablet's
    width with controls big enough to touch; on lesson 1 at a
    phone's widths the legal-move map takes its narrow form and "Show me" brings the stepper
    into view (lesson_clicks.py, as in Voila); lesson 5 fits a 320 px phone, and two people
    then play at its table at one device (tests/lite_site.py, as in Voila)."""
    with returning_student(returning, server["base"] + path) as (_, page, traffic):
        body = words(page.inner_text("body"))
        assert expected in body
        assert t("class.nickname", lang) in body
        assert "Traceback" not in body and "import " not in body  # no code, no error shown
        if path != "/" and path != "/sv/":
            page.wait_for_selector(".sjuan-quiz", timeout=60_000)
        assert traffic.problems() == []
        assert axe.check(page) == [], "WCAG 2.1 A/AA (tests/axe.py)"
        # on a tablet (768 px, as the Voila pages are measured): fits, controls big to a finger
        assert narrowed_problems(page, (TABLET_WIDTH,)) == [], "on a 768 px tablet"
        if path.endswith("/01-sjuan"):  # on a phone: the narrow map, "Show me" brings it to view
            pick_every_prediction(page)
            page.locator(".sjuan-stepper .sjuan-legal-map").first.wait_for(timeout=60_000)
            assert lesson1_phone_problems(page) == []
            assert traffic.problems() == []
        if path.endswith("/05-practice"):
            assert narrowest_problems(page) == [], "lesson 5 on a 320 px phone"
            play_lesson_together(page, "05-practice", lang, timeout=60_000)
            assert traffic.problems() == []


#: in the page before its scripts: the first time a widget model starts its start-up timer
#: (anywidget's ``AbortSignal.timeout``), the page is kept busy for ``busy`` ms, as a slow tablet is
BUSY_START = """(busy) => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    window.sjuanBusyStarts = 0;
    AbortSignal.timeout = (ms) => {
        const signal = timeout(ms);
        if (window.sjuanBusyStarts++ === 0) {
            const end = performance.now() + busy;
            while (performance.now() < end) {}
        }
        return signal;
    };
}"""


def test_widgets_that_start_on_a_busy_page_still_start(
    browser: Any, server: dict[str, str]
) -> None:
    """A page kept busy for 2.5 s while its first widget model starts (anywidget's own budget is
    2 s, classserver/frontend.py): no model fails, and the page language widget does its work."""
    from sjuan_notebooks.classserver.frontend import BUDGET_MS

    asking = browser.new_context()
    bundle = asking.request.get(server["base"] + "/jupyter/nbextensions/anywidget/index.js")
    sent = bundle.text()
    asking.close()
    assert f"AbortSignal.timeout({BUDGET_MS})" in sent and "timeout(2e3)" not in sent
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(f"({BUSY_START})(2500)")
    traffic = watch(context)
    page = context.new_page()
    try:
        page.goto(server["base"] + "/sv/")
        page.wait_for_selector(".sjuan-class-page", timeout=90_000)
        page.wait_for_function("() => document.documentElement.lang === 'sv'", timeout=30_000)
        page.wait_for_timeout(500)  # a failed start is reported as soon as its budget is out
        assert page.evaluate("window.sjuanBusyStarts") >= 1
        assert traffic.problems() == []
    finally:
        context.close()


def test_start_page_links_lead_to_the_server_s_addresses(
    returning: Any, server: dict[str, str]
) -> None:
    """The start page is a student's: each lesson of its language as a big link, and the
    languages; on a phone's 390 and 320 px it fits, and each link is a thumb's size."""
    with returning_student(returning, server["base"] + "/sv/") as (_, page, traffic):
        lessons = page.eval_on_selector_all(
            ".sjuan-start-lessons a", "els => els.map(a => a.getAttribute('href'))"
        )
        assert lessons == [f"/sv/{n}" for n in SV_LESSONS]
        langs = page.eval_on_selector_all(
            ".sjuan-start-langs a", "els => els.map(a => a.getAttribute('href'))"
        )
        assert langs == ["/", "/sv/", "/nb/", "/sk/"]
        problems = []
        for width in (390, 320):
            page.set_viewport_size({"width": width, "height": 800})
            page.wait_for_timeout(300)
            problems += phone_problems(page)
            sizes = page.eval_on_selector_all(
                ".sjuan-start-lessons a, .sjuan-start-langs a",
                "els => els.map(a => a.getBoundingClientRect().height)",
            )
            problems += [f"at {width} px: a link {h:.0f} px tall" for h in sizes if h < 44]
        page.screenshot(path=str(ROOT / "test-artifacts" / "class-start-320.png"), full_page=True)
        assert not problems, "\n".join(problems)
        page.get_by_role("link", name=re.compile("Husregler")).click()
        page.wait_for_url(re.compile(r"/sv/02-house-rules$"))
        assert traffic.problems() == []


#: the Swedish lessons the start page links, in order
SV_LESSONS = (
    "01-sjuan", "02-house-rules", "03-femkamp", "04-sedma", "05-practice", "06-tactics",
    "07-companion",
)  # fmt: skip


def test_a_position_link_opens_the_stepper_there_and_a_bad_one_says_so(
    returning: Any, server: dict[str, str]
) -> None:
    base = server["base"]
    link = base + "/01-sjuan?example=sjuan-worked-example&move=8&seat=3&lang=sv"
    with returning_student(returning, link) as (context, page, traffic):
        stepper = page.locator(".sjuan-stepper").last
        stepper.wait_for(timeout=60_000)
        page.wait_for_function(
            "el => el.innerText.includes('8')",
            arg=stepper.locator(".sjuan-move-text").element_handle(),
        )
        assert "D" in stepper.inner_text()
        assert traffic.problems() == []
        # the bad link in a second tab, as a student would open it: navigating the first tab
        # away instead lets Solara's unloading page throw "Cannot send" for a message still
        # leaving it, which is the old page's end, not this link's
        page = context.new_page()
        page.goto(base + "/01-sjuan?example=sjuan-worked-example&move=999")
        page.wait_for_selector(".sjuan-class-page", timeout=90_000)
        stepper = page.locator(".sjuan-stepper").last
        stepper.wait_for(timeout=60_000)
        assert "Traceback" not in page.inner_text("body")
        assert traffic.problems() == []


def teacher_counts(page: Any) -> str:
    return words(page.locator(".sjuan-teacher-counts").inner_text())


def test_two_students_answer_and_the_teacher_sees_the_counts_live(
    browser: Any, server: dict[str, str]
) -> None:
    base, token = server["base"], server["token"]
    mirror = LegalCardsQuiz("sjuan")
    legal = list(mirror.current.legal)
    wrong = next(c for c in mirror.choices() if c not in legal)
    wrong_label = mirror._choice_label(wrong)

    teacher_ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    teacher_traffic = watch(teacher_ctx)
    teacher = teacher_ctx.new_page()
    # refused in a sentence without the token, and with a wrong one
    teacher.goto(base + "/teacher?token=nonsense")
    teacher.wait_for_selector(".sjuan-class-message", timeout=60_000)
    teacher.wait_for_function(
        "want => document.body.innerText.includes(want)", arg=t("class.teacher.refused", "en")
    )
    assert not teacher.locator(".sjuan-teacher-counts").count()
    # the password given at start opens it
    teacher.locator(".sjuan-teacher-password input").fill(PASSWORD)
    teacher.locator("button.sjuan-teacher-open").click()
    teacher.wait_for_selector(".sjuan-teacher-counts", timeout=30_000)

    pages = []
    try:
        for picks in (legal, [wrong]):
            context, page, traffic = student(browser, base + "/01-sjuan")
            pages.append((context, traffic))
            # the rule-3 quiz: the first legal-cards quiz that gives no card (the half-done
            # position before it gives three)
            quiz = page.locator(".sjuan-quiz-legal:not(:has(.sjuan-quiz-given))").first
            quiz.wait_for(timeout=60_000)
            for code in picks:
                quiz.locator(f".sjuan-choice-{code}").click()
            quiz.locator("button.sjuan-quiz-check").click()
            quiz.locator(".sjuan-quiz-verdict").wait_for(timeout=30_000)
        # the token link shows the same counts, updated without a reload
        teacher.goto(f"{base}/teacher?token={token}")
        teacher.wait_for_selector(".sjuan-teacher-counts", timeout=60_000)
        teacher.wait_for_function(
            "want => document.querySelector('.sjuan-teacher-counts').innerText.includes(want)",
            arg=wrong_label, timeout=30_000,
        )  # fmt: skip
        counts = teacher_counts(teacher)
        row = next(
            r
            for r in teacher.locator(".sjuan-teacher-counts tr").all_inner_texts()
            if wrong_label in r
        )
        cells = [c.strip() for c in row.split("\t")]
        # the row names the quiz's place on the page: the lesson's exit ticket asks a quiz of
        # the same kind, counted on a row of its own
        assert cells[:2] == ["01-sjuan", "Rule 3: what may be played › Your turn"], cells
        assert cells[4:6] == ["1", "1"], cells
        assert t("class.student", "en", number=1) in counts or "01-sjuan" in counts
        # a third student comes: the view follows live
        context, page, traffic = student(browser, base + "/01-sjuan")
        pages.append((context, traffic))
        page.locator(".sjuan-class-nickname input").fill("Ada")
        page.locator("button.sjuan-class-nickname-use").click()
        teacher.wait_for_function(
            "() => document.querySelector('.sjuan-teacher-counts').innerText.includes('Ada')",
            timeout=30_000,
        )
        assert axe.check(teacher) == [], "the teacher's view, WCAG 2.1 A/AA (tests/axe.py)"
        # on a phone's 390 and 320 px: the view fits, its wide tables scroll in their own boxes
        found = narrowed_problems(teacher, (390, 320))
        assert not found, "\n".join(found)
        # a student's page shows no other student's answer nor the teacher's counts
        assert not page.locator(".sjuan-teacher-counts").count()
        assert wrong_label not in words(page.locator(".sjuan-class-you").inner_text())
        # the CSV export is a download in the browser, with the counts
        href = teacher.locator("a.sjuan-class-csv").get_attribute("href")
        assert href and href.startswith("data:text/csv")
        # a page left (a tab closed, or another address) leaves the class: its kernel is freed
        # (its close beacon) and the count drops
        assert traffic.problems() == []
        page.goto("about:blank")
        page.wait_for_timeout(2000)  # the beacon leaves before its browser context goes
        context.close()
        pages.pop()
        teacher.wait_for_function(
            "() => !document.querySelector('.sjuan-teacher-counts').innerText.includes('Ada')",
            timeout=30_000,
        )
        for _, traffic in pages:
            assert traffic.problems() == []
        assert teacher_traffic.problems() == []
    finally:
        for context, _ in pages:
            context.close()
        teacher_ctx.close()


def test_a_bad_nickname_gets_one_sentence(returning: Any, server: dict[str, str]) -> None:
    with returning_student(returning, server["base"] + "/sv/") as (_, page, traffic):
        page.locator(".sjuan-class-nickname input").fill("x" * 500)
        page.locator("button.sjuan-class-nickname-use").click()
        message = page.locator(".sjuan-class-message")
        page.wait_for_function(
            "([el, want]) => el.innerText.includes(want)",
            arg=[message.element_handle(), t("class.nickname.too_long", "sv", most=24)],
        )
        page.locator(".sjuan-class-nickname input").fill("<b>x</b>")
        page.locator("button.sjuan-class-nickname-use").click()
        page.wait_for_function(
            "([el, want]) => el.innerText.includes(want)",
            arg=[message.element_handle(), t("class.nickname.bad_char", "sv")],
        )
        you = words(page.locator(".sjuan-class-you").inner_text())
        assert t("class.student", "sv", number=1).split()[0] in you  # still "elev N"
        assert traffic.problems() == []


#: each figure's drawn width and its box's, in CSS px
FIGURE_WIDTHS = """() => [...document.querySelectorAll('.sjuan-figure .js-plotly-plot')].map(
    gd => [Math.round(gd._fullLayout.width), Math.round(gd.parentElement.getBoundingClientRect().width)])"""


def test_the_figures_are_drawn_as_the_page_is_read(returning: Any, server: dict[str, str]) -> None:
    """Lesson 6's figures wait in their boxes until they come near the window, then are drawn
    (as FigureWidgets here): read to its end on a 320 px phone, the page holds every figure
    plotted, each as wide as its box (a FigureWidget first drawn there took 700 px)."""
    from lite_site import WAITING, scroll_through

    with returning_student(returning, server["base"] + "/06-tactics") as (_, page, traffic):
        # the lesson is built once a figure box is there: waiting or already drawn (those in
        # the window are drawn at once, so a waiting one may be gone before it is looked for)
        page.wait_for_function(
            "() => document.querySelector('.sjuan-when-seen, .sjuan-figure') !== null",
            timeout=60_000,
        )
        page.set_viewport_size({"width": 320, "height": 640})
        scroll_through(page)
        assert page.evaluate(f"() => ({WAITING})()") == 0
        assert page.locator(".sjuan-figure .js-plotly-plot").count() >= 3
        page.wait_for_timeout(500)  # a figure drawn wider than its box is fitted in 50 ms
        widths = page.evaluate(FIGURE_WIDTHS)
        assert widths and all(abs(drawn - box) <= 2 for drawn, box in widths), widths
        assert phone_problems(page) == [], "the lesson read to its end on a 320 px phone"
        assert traffic.problems() == []
