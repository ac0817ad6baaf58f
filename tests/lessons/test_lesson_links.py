"""The start pages' links: to every lesson of their language, to the other languages' start
pages, and to set positions of the lessons' steppers (Voila's query string).

The links are checked as files first (every target exists, every position names a stored
example, a move, seat and language that exist, and a lesson that shows that example); then in
a real browser against Voila serving the folder as `make voila` does (a preheated kernel for
lesson 1, whose link hook must then wait for the request's query string): clicking a start
page link opens lesson 1, a position link opens its stepper at move 8 in Swedish as seat 3
sees it, and a bad value is one sentence with the stepper left at its start.
"""

from __future__ import annotations

import re
import runpy
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import parse_qs, urlsplit

import pytest
from lite_site import free_port, returning_tab, stop, wait_for, watched_profile

from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import LANGS

ROOT = Path(__file__).parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
LINK = re.compile(r"\]\(([^)\s]+)\)")
build = SimpleNamespace(
    **runpy.run_path(str(NOTEBOOKS / "build.py"), run_name="lesson_build_links")
)
LESSONS = [p.stem for p in build.sources() if p.stem != "00-start"]


def start_page(lang: str) -> Path:
    return build.notebook_path("00-start", lang)


def links(page: Path) -> list[str]:
    """Every link target in the markdown of a committed notebook."""
    import json

    cells = json.loads(page.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return [target for target in LINK.findall(text) if not target.startswith(("http", "#"))]


def resolve(page: Path, target: str) -> Path:
    return (page.parent / urlsplit(target).path).resolve()


@pytest.mark.parametrize("lang", LANGS)
def test_every_start_page_link_reaches_a_notebook(lang: str) -> None:
    page = start_page(lang)
    targets = links(page)
    assert targets, f"{page} links nothing"
    for target in targets:
        path = resolve(page, target)
        assert path.is_file(), f"{lang}: {target} -> {path} does not exist"
        assert path.is_relative_to(NOTEBOOKS.resolve()), f"{lang}: {target} leaves notebooks/"


@pytest.mark.parametrize("lang", LANGS)
def test_a_start_page_links_its_own_lessons_and_the_other_languages(lang: str) -> None:
    page = start_page(lang)
    reached = {resolve(page, target) for target in links(page)}
    for lesson in LESSONS:
        assert build.notebook_path(lesson, lang).resolve() in reached, f"{lang}: {lesson}"
    for other in LANGS:
        if other != lang:
            assert start_page(other).resolve() in reached, f"{lang} -> {other}"


def position_links(lang: str) -> list[tuple[str, dict[str, str]]]:
    return [
        (urlsplit(target).path, {k: v[-1] for k, v in parse_qs(urlsplit(target).query).items()})
        for target in links(start_page(lang))
        if urlsplit(target).query
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_position_links_name_what_exists(lang: str) -> None:
    found = position_links(lang)
    assert found == position_links("en"), "every language lists the same positions"
    lessons_linked = set()
    for path, query in found:
        lessons_linked.add(path)
        assert set(query) <= {"example", "move", "seat", "lang"}, query
        name = query["example"]
        assert name in example_names(), name
        game = replay(load_example(name))
        assert 0 <= int(query["move"]) <= len(game.turns), query
        players = list(load_example(name)["players"])
        seat = query.get("seat", "all")
        assert seat == "all" or 0 <= int(seat) < len(players), query
        assert query.get("lang", "en") in LANGS, query
        source = (build.SRC / path.replace(".ipynb", ".py")).read_text(encoding="utf-8")
        assert f'"{name}"' in source, f"{path} shows no stepper of {name}"
    assert "01-sjuan.ipynb" in lessons_linked
    assert len(lessons_linked) >= 3, "one position for each lesson with a stepper"


def test_lesson_1_follows_its_link_in_its_last_cell() -> None:
    """Voila's preheated kernel waits in the hook for the request: nothing may come after."""
    import jupytext

    cells = [c for c in jupytext.read(build.SRC / "01-sjuan.py").cells if c.cell_type == "code"]
    assert 'follow_link(stepper, "sjuan-worked-example")' in cells[-1].source


# -- in the browser -----------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
POOL = '{"default": {"pool_size": 0}, "01-sjuan.ipynb": {"pool_size": 2}}'


#: what Voila serving the lessons needs besides itself: the offline template `make setup`
#: copies into the environment (voila.json names it), and the executed lessons
TEMPLATE = Path(sys.prefix) / "share/jupyter/voila/templates/sjuan-offline/index.html.j2"


def voila_missing() -> str | None:
    """Why Voila cannot serve the lessons here (a sentence for the skip), or None."""
    if not (Path(sys.executable).parent / "voila").exists():
        return "Voila is not installed in this environment (make setup installs it)"
    if not TEMPLATE.exists():
        return f"Voila's offline template is not installed ({TEMPLATE}; make setup copies it)"
    if not build.notebook_path("01-sjuan", "en").exists():
        return "the lessons are not built (make notebooks)"
    return None


def wait_for_voila(proc: subprocess.Popen, base: str, log_path: Path) -> None:
    """Voila answering at ``base``; if it exits first, fail at once with its last words (not
    after the whole wait)."""
    deadline = time.time() + 120
    while time.time() < deadline:
        if proc.poll() is not None:
            tail = log_path.read_text(errors="replace").strip().splitlines()[-5:]
            pytest.fail(f"Voila exited with {proc.returncode}: " + " | ".join(tail))
        try:
            wait_for(base, timeout=2)
            return
        except RuntimeError:
            continue
    raise RuntimeError(f"Voila did not answer at {base} within 120 s")


@pytest.fixture(scope="module")
def voila() -> Iterator[str]:
    """Voila serving the folder, with the Makefile's preheating for lesson 1 (two kernels that
    have already run it, so both clicks below reach a kernel waiting in the link hook)."""
    if not Path(CHROMIUM).exists():  # pragma: no cover - `make test` installs it
        pytest.skip("chromium is not installed (make test installs it)")
    missing = voila_missing()
    if missing:
        pytest.skip(missing)
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = ARTIFACTS / "voila-lesson-links.log"
    log = log_path.open("wb")
    proc = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "voila"),
            "notebooks/",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--preheat_kernel=True",
            f"--VoilaKernelManager.kernel_pools_config={POOL}",
        ],
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        wait_for_voila(proc, base, log_path)
        deadline = time.time() + 180
        while "01-sjuan.ipynb is filled with 2" not in log_path.read_text(errors="replace"):
            if time.time() > deadline:
                raise RuntimeError("lesson 1's kernels were not preheated within 180 s")
            time.sleep(0.5)
        yield base
    finally:
        stop(proc)
        log.close()


VIEWPORT = {"width": 1300, "height": 1000}


@pytest.fixture(scope="module")
def profile(playwright_session, tmp_path_factory, voila):
    """One browser profile on disk for the module's pages (``lite_site.watched_profile``)."""
    folder = tmp_path_factory.mktemp("links-profile")
    with watched_profile(playwright_session, folder, VIEWPORT) as (context, _):
        yield context


@pytest.fixture()
def page(profile, voila):
    """The profile's tab as a browser that has been to Voila before (``lite_site.returning_tab``:
    no cookie or stored data from the test before, the scripts cached), its page errors
    collected; left on a blank page after the test."""
    page = returning_tab(profile, voila, VIEWPORT)
    page.set_default_timeout(120_000)
    errors: list[str] = []

    def collect(error: Exception) -> None:
        errors.append(str(error))

    page.on("pageerror", collect)
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    page.remove_listener("pageerror", collect)
    page.goto("about:blank")


def open_start(page, base: str, lang: str = "en") -> None:
    path = "00-start.ipynb" if lang == "en" else f"{lang}/00-start.ipynb"
    page.goto(f"{base}/voila/render/{path}", wait_until="domcontentloaded")
    page.wait_for_selector("table.sjuan-lesson-table")


def stepper_shown(page):
    """The stepper once drawn: (its turn, its language menu's and seat menu's labels, its
    message)."""
    stepper = page.locator(".sjuan-stepper").first
    stepper.locator(".sjuan-move-text").wait_for()
    page.wait_for_timeout(1000)  # the link hook runs after the page is drawn
    selects = stepper.locator("select")
    return (
        stepper.locator(".sjuan-slider .widget-readout").inner_text().strip(),
        selects.nth(0).input_value(),
        selects.nth(1).input_value(),
        stepper.locator(".sjuan-message").inner_text().strip(),
    )


def wait_turn(page, turn: str) -> None:
    page.wait_for_function(
        """t => {
            const r = document.querySelector('.sjuan-stepper .sjuan-slider .widget-readout');
            return r && r.innerText.trim() === t;
        }""",
        arg=turn,
        timeout=60_000,
    )


@pytest.mark.browser
def test_a_start_page_link_opens_lesson_1_at_its_start(page, voila: str) -> None:
    open_start(page, voila)
    page.click("a[href='01-sjuan.ipynb']")
    page.wait_for_url(f"{voila}/voila/render/01-sjuan.ipynb")
    turn, lang, seat, message = stepper_shown(page)
    assert (turn, lang, seat, message) == ("0", "English", "all hands open", "")
    assert "from sjuan_notebooks" not in page.inner_text("body"), "code is shown"
    assert not page.errors, page.errors  # type: ignore[attr-defined]


@pytest.mark.browser
def test_a_position_link_opens_the_stepper_at_move_8_in_swedish_as_seat_3_sees_it(
    page, voila: str
) -> None:
    open_start(page, voila)
    page.click("a[href*='example=sjuan-worked-example']")
    page.wait_for_url(re.compile(r".*/voila/render/01-sjuan\.ipynb\?example=.*"))
    wait_turn(page, "8")
    turn, lang, seat, message = stepper_shown(page)
    assert (turn, lang, message) == ("8", "Svenska", "")
    assert "D" in seat and seat != "alla händer öppna"
    move = page.locator(".sjuan-stepper .sjuan-move-text").first.inner_text()
    assert "D" in move and "8" in move
    page.screenshot(path=str(ARTIFACTS / "voila-position-link.png"))
    assert not page.errors, page.errors  # type: ignore[attr-defined]


@pytest.mark.browser
def test_a_bad_link_value_is_one_sentence_and_the_stepper_stays_at_its_start(
    page, voila: str
) -> None:
    page.goto(
        f"{voila}/voila/render/01-sjuan.ipynb?example=sjuan-worked-example&move=abc&lang=sv",
        wait_until="domcontentloaded",
    )
    page.wait_for_function(
        "() => (document.querySelector('.sjuan-stepper .sjuan-message') || {}).innerText",
        timeout=120_000,
    )
    turn, lang, seat, message = stepper_shown(page)
    assert (turn, lang, seat) == ("0", "English", "all hands open")  # nothing half applied
    assert '"abc"' in message and "Traceback" not in message
    assert len(message.splitlines()) == 1
    assert not page.errors, page.errors  # type: ignore[attr-defined]


@pytest.mark.browser
def test_a_language_folder_links_back_to_english_and_its_own_lesson(page, voila: str) -> None:
    open_start(page, voila, "sv")
    assert page.locator("a[href='01-sjuan.ipynb']").count() >= 1
    page.click("a[href='../00-start.ipynb']")
    page.wait_for_url(f"{voila}/voila/render/00-start.ipynb")
    page.wait_for_selector("table.sjuan-lesson-table")
    assert "start here" in page.inner_text("body")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
