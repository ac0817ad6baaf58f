"""The offline browser site (``make lite``) in headless Chromium: lessons of every game run in
the browser's own Python, their widgets answer clicks, and nothing is fetched from any host but
the site's own.

The site is served by ``lite/serve.py`` (with its ``_headers``) on 127.0.0.1; Chromium resolves
no other host and every request elsewhere fails the test, as does any failed request or page
error. Each lesson prints its time to an idle kernel and to the first widget, and the session
prints the site's size (``pytest -s`` shows them; ``benchmarks/bench_lite.py`` measures).
"""

from __future__ import annotations

import contextlib
import json
import os
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import axe
import pytest
from lesson_clicks import lesson1_phone_problems
from lite_site import (
    CHROMIUM,
    NARROWEST,
    ROOT,
    Served,
    Traffic,
    cell_errors,
    ensure_built,
    legal_cells,
    narrowed_problems,
    narrowest_problems,
    one_tab,
    open_and_run,
    pick_every_prediction,
    play_lesson_together,
    plot_in,
    run_all,
    serve,
    site_size,
    wait_plot,
    watched_profile,
)

from sjuan_notebooks.i18n import t

pytestmark = pytest.mark.browser

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)

ARTIFACTS = ROOT / "test-artifacts"
NOTEBOOKS = ROOT / "notebooks"
# lessons kept in a folder per language (notebooks/sv/...): the first of each folder is opened
LANGUAGE_FOLDERS = sorted(
    p
    for p in NOTEBOOKS.iterdir()
    if p.is_dir() and p.name not in ("src", ".ipynb_checkpoints") and any(p.rglob("*.ipynb"))
)


REPORT: list[str] = []


@pytest.fixture(scope="module", autouse=True)
def report(request) -> Iterator[None]:
    """The measured times and the site's size, shown after the run even without ``-s``."""
    yield
    capture = request.config.pluginmanager.get_plugin("capturemanager")
    with capture.global_and_fixture_disabled() if capture else contextlib.nullcontext():
        for line in REPORT:
            print(f"\n[lite] {line}", end="")
        print()


@pytest.fixture(scope="session")
def site() -> Path:
    built = ensure_built()
    REPORT.append(f"site size {site_size(built) / 1e6:.1f} MB")
    return built


SERVED: dict[str, Served] = {}  # what the session's server sent whole, from its log


@pytest.fixture(scope="session")
def lite(site: Path, tmp_path_factory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("lite") / "served.log"
    with serve(site, log) as base:
        SERVED["log"] = Served(log, site)
        yield base


@pytest.fixture(scope="session")
def lite_context(playwright_session, tmp_path_factory) -> Iterator[tuple[object, Traffic]]:
    """One browser profile on disk for the session, as one student's browser: the first lesson
    boots Pyodide from nothing, later ones take the big files from the browser's cache."""
    with watched_profile(playwright_session, tmp_path_factory.mktemp("profile")) as profile:
        yield profile


@pytest.fixture()
def traffic_page(lite_context) -> Iterator[tuple[object, Traffic]]:
    """The profile's one tab (``lite_site.one_tab``), as a student goes from lesson to lesson
    in one tab: what the browser stored stays (the workspaces, the files), and so does what the
    tab's renderer compiled. After the test nothing may have gone to another host, failed, or
    thrown in the page; then the tab leaves for a blank page, which ends its kernels."""
    context, traffic = lite_context
    traffic.reset()
    page = one_tab(context)
    page.set_default_timeout(240_000)  # a widget's answer waits for a busy kernel under load
    yield page, traffic
    traffic.watching = False
    problems = traffic.problems()
    with contextlib.suppress(Exception):
        page.goto("about:blank")
    assert traffic.requests > 0
    assert not problems, (problems, traffic.console)


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lite-{name}.png"))


# The notebooks open in the page's JupyterLab, and the paths of the page's running sessions
# (each with its own kernel: the kernels run in the page itself).
OPEN_NOTEBOOKS = """() => [...window.jupyterapp.shell.widgets('main')]
    .filter(w => w.context && w.sessionContext).map(w => w.context.path)"""
RUNNING = """async () => {
    const sessions = window.jupyterapp.serviceManager.sessions;
    await sessions.refreshRunning();
    return [...sessions.running()].map(s => s.path);
}"""


def run_lesson(page, lite: str, path: str) -> None:
    """Open the lesson by its start page's link and run it: it is the only notebook open and
    the only kernel started, whatever this browser opened before (the lessons before it are
    not reopened with it: each lesson has its own workspace, lite/build.py)."""
    opened = open_and_run(page, lite, path)
    REPORT.append(
        f"{path}: kernel idle {opened.kernel_idle:.1f} s, first widget "
        f"{opened.first_widget:.1f} s, all cells run {opened.all_run:.1f} s"
    )
    assert cell_errors(page) == []
    assert page.evaluate(OPEN_NOTEBOOKS) == [path]
    assert page.evaluate(RUNNING) == [path]


def turn_shown(page, stepper, turn: int) -> None:
    readout = stepper.locator(".sjuan-slider .widget-readout").first
    page.wait_for_function(
        "([el, n]) => el.innerText.trim() === String(n)", arg=[readout.element_handle(), turn]
    )


def plot_title(page, plot) -> str:
    return str(page.evaluate("gd => gd.layout.title.text", plot.element_handle()))


def changed(page, text, old_text: str, plot, old_title: str) -> None:
    """Wait until both the move text and the legal-move map's title differ from before."""
    page.wait_for_function(
        "([el, old]) => el.innerText !== old", arg=[text.element_handle(), old_text]
    )
    wait_plot(page, plot, "(gd, old) => gd.layout.title.text !== old", old_title)


def step_with_the_map_held(page, stepper, text) -> None:
    """A stepper whose map waits for a question: next and back change the move shown, and the
    map stays held (its answer is not on the page before the pick)."""
    readout = stepper.locator(".sjuan-slider .widget-readout").first
    if readout.inner_text().strip() != "0":
        stepper.locator("button.sjuan-first").first.click()
        turn_shown(page, stepper, 0)
    before = text.inner_text()
    stepper.locator("button.sjuan-next").first.click()
    turn_shown(page, stepper, 1)
    page.wait_for_function(
        "([el, old]) => el.innerText !== old", arg=[text.element_handle(), before]
    )
    stepper.locator("button.sjuan-back").first.click()
    turn_shown(page, stepper, 0)
    page.wait_for_function(
        "([el, old]) => el.innerText === old", arg=[text.element_handle(), before]
    )
    assert stepper.locator(".sjuan-legal-map").count() == 0
    assert stepper.locator(".sjuan-map-held").inner_text().strip()


def step_forward_and_back(page, stepper) -> None:
    """From the start, next changes the move shown and redraws the legal-move map; back
    restores both."""
    stepper.scroll_into_view_if_needed()
    text = stepper.locator(".sjuan-move-text").first
    if stepper.locator(".sjuan-map-held").count():  # lesson 1 asks "What must D do?" first
        step_with_the_map_held(page, stepper, text)
        return
    plot = plot_in(stepper.locator(".sjuan-legal-map").first)
    wait_plot(page, plot, "gd => !!(gd._fullLayout && gd.data)")
    readout = stepper.locator(".sjuan-slider .widget-readout").first
    if readout.inner_text().strip() != "0":
        moved, titled = text.inner_text(), plot_title(page, plot)
        stepper.locator("button.sjuan-first").first.click()
        turn_shown(page, stepper, 0)
        changed(page, text, moved, plot, titled)
    before, title = text.inner_text(), plot_title(page, plot)
    stepper.locator("button.sjuan-next").first.click()
    turn_shown(page, stepper, 1)
    changed(page, text, before, plot, title)
    stepper.locator("button.sjuan-back").first.click()
    turn_shown(page, stepper, 0)
    page.wait_for_function(
        "([el, old]) => el.innerText === old", arg=[text.element_handle(), before]
    )
    wait_plot(page, plot, "(gd, old) => gd.layout.title.text === old", title)
    assert any(legal_cells(page, plot).values()), "the legal-move map marks no card"


def in_kernel(page, code: str) -> str:
    """What ``code`` prints (and the error it raises) in the open notebook's kernel."""
    return str(
        page.evaluate(
            """async (code) => {
                const w = window.jupyterapp.shell.currentWidget;
                const out = [];
                const future = w.sessionContext.session.kernel.requestExecute({code});
                future.onIOPub = msg => {
                    const c = msg.content;
                    if (c.text) out.push(c.text);
                    if (c.ename) out.push(c.ename + ': ' + c.evalue);
                };
                await future.done;
                return out.join('\\n');
            }""",
            code,
        )
    )


def pip_install(page, name: str) -> str:
    """What ``%pip install NAME`` prints in the open notebook's kernel."""
    return in_kernel(page, "%pip install " + name)


# For each module the lesson imported from a shipped wheel: whether its bytecode file beside
# it is one this interpreter takes as it is (its magic number, flags "unchecked hash", PEP 552).
# The kernel writes no bytecode of its own, so such a file came with the wheel (lite/build.py).
BYTECODE = """
import importlib.util, json, sys
def taken(name):
    try:
        head = open(sys.modules[name].__cached__, "rb").read(8)
    except (OSError, TypeError):
        head = b""
    return head[:4] == importlib.util.MAGIC_NUMBER and head[4:8] == b"\\x01\\x00\\x00\\x00"
seen = {name: taken(name) for name in (
    "IPython.core.interactiveshell", "plotly.basedatatypes", "babel.numbers",
    "ipywidgets.widgets.widget", "sjuan_notebooks.sevens.engine")}
# the build compiles plotly's classes of the traces the package draws only (lite/build.py):
# every one the lesson's figures imported came compiled
drawn = [m for m in list(sys.modules) if m.startswith("plotly.graph_objs.")]
seen["plotly.graph_objs, each drawn"] = bool(drawn) and all(taken(m) for m in drawn)
print(json.dumps({"dont_write_bytecode": sys.dont_write_bytecode, "taken": seen}))
"""


def test_start_page_links_every_lesson_in_both_views(traffic_page, lite: str) -> None:
    """Each language's start page lists that language's lessons, each in both views, and
    sends a phone to the classroom view."""
    page, _ = traffic_page
    every = sorted(
        p.relative_to(NOTEBOOKS).as_posix()
        for p in NOTEBOOKS.rglob("*.ipynb")
        if p.relative_to(NOTEBOOKS).parts[0] not in ("src", ".ipynb_checkpoints")
    )
    for index, folder, word in (
        ("index.html", "", "Classroom view"),
        ("index-sv.html", "sv/", "Klassrumsvy"),
        ("index-nb.html", "nb/", "Klasseromsvisning"),
        ("index-sk.html", "sk/", "Pohľad pre triedu"),
    ):
        lessons = [rel for rel in every if (rel.startswith(folder) if folder else "/" not in rel)]
        assert lessons, folder
        page.goto(f"{lite}/{index}")
        lab = [urllib.parse.urlparse(a.get_attribute("href")) for a in page.locator("a.lab").all()]
        assert sorted(urllib.parse.parse_qs(u.query)["path"][0] for u in lab) == lessons
        rooms = [
            urllib.parse.parse_qs(urllib.parse.urlparse(a.get_attribute("href")).query)
            for a in page.locator("a.classroom").all()
        ]
        assert len(rooms) == len(lessons)
        assert all(r["hideCodeInput"] == ["1"] and "show_lesson" in r["code"][0] for r in rooms)
        assert sorted(r["code"][0].split("show_lesson(")[1].split(",")[0] for r in rooms) == [
            repr(rel) for rel in lessons
        ]
        for rel in lessons:  # the site serves every lesson its start page links to
            assert page.request.get(f"{lite}/files/{rel}").ok, rel
        assert word in page.inner_text("body")
        # a phone is sent to the classroom view (JupyterLab's own page does not fit one), and
        # the start page itself fits 320 px
        lang = folder.rstrip("/") or "en"
        assert t("lite.phone", lang) in " ".join(page.inner_text("body").split())
        found = narrowest_problems(page)
        assert found == [], "\n".join(found)
    page.goto(f"{lite}/index.html")
    page.locator("a", has_text="Svenska").click()
    page.wait_for_url("**/index-sv.html")


def first_lesson(folder: Path) -> str:
    """A language folder's first lesson with widgets (the start page has none to wait for),
    relative to ``notebooks/``."""
    first = sorted(p for p in folder.rglob("*.ipynb") if p.stem != "00-start")[0]
    return first.relative_to(NOTEBOOKS).as_posix()


#: the language folder whose first lesson is opened beside its namesake at the top level
#: (English lesson 1), and the one whose lesson 2 is the first of two tabs: each boot of the
#: browser's Python costs about 20 CPU-s, so the folders' lessons run inside the tests below
#: instead of in tests of their own (test_every_language_folder_has_a_lesson_run_here)
NAMESAKE_FOLDER = "nb"
TAB_FOLDER = "sv"


def test_sjuan_lesson_runs_and_keeps_its_kernel_beside_its_namesake(traffic_page, lite) -> None:
    """Lesson 1 runs and its stepper answers. The Norwegian lesson 1 opened beside it keeps its
    own session and kernel and runs too: JupyterLite gave a notebook any running session of the
    same base name, so nb/01-sjuan.ipynb and 01-sjuan.ipynb took each other's session and
    neither got a kernel (lite/build.py patches that: sessions are matched by path, the same
    code for every folder, so one folder checks it)."""
    page, _ = traffic_page
    run_lesson(page, lite, "01-sjuan.ipynb")
    stepper = page.locator(".sjuan-stepper").first
    step_forward_and_back(page, stepper)
    pick_every_prediction(page)  # the map waits for "What must D do?"
    stepper.locator(".sjuan-legal-map").first.wait_for(state="attached", timeout=60_000)
    stepper.scroll_into_view_if_needed()
    # the worked example at D's forced pass: A to move, with exactly D6 and H10 legal
    stepper.locator("button.sjuan-first").first.click()
    text = stepper.locator(".sjuan-move-text").first
    for _ in range(8):
        stepper.locator("button.sjuan-next").first.click()
    page.wait_for_function(
        "el => el.innerText.includes('six of diamonds and eight of diamonds')",
        arg=text.element_handle(),
    )
    plot = plot_in(stepper.locator(".sjuan-legal-map").first)
    wait_plot(page, plot, "gd => (gd.layout.title.text || '').includes('A')")
    cells = legal_cells(page, plot)
    legal = next(name for name in cells if name.lower().startswith("legal"))
    assert sorted(cells[legal]) == ["D6", "H10"], cells
    # every language, on the same turn
    seen = {text.inner_text()}
    for label in ("Svenska", "Norsk bokmål", "Slovenčina", "English"):
        before = text.inner_text()
        stepper.locator(".sjuan-lang select").first.select_option(label=label)
        if label != "English":
            page.wait_for_function(
                "([el, old]) => el.innerText !== old", arg=[text.element_handle(), before]
            )
        seen.add(text.inner_text())
    assert len(seen) == 4
    shot(page, "sjuan")
    # on a phone: every legal-move map on the page in its narrow form, the play table's below
    # the window too (JupyterLab does not lay out a cell out of view, and its map's box was not
    # told of the narrowing: 202 pairs of cells overlapped at 320 px), and "Show me" bringing
    # the stepper into view (JupyterLab's cells move as they are laid out: reveal.py scrolls again)
    assert lesson1_phone_problems(page) == []
    # the wheels came compiled for this interpreter, so no module was compiled on the way
    compiled = json.loads(in_kernel(page, BYTECODE))
    assert compiled["dont_write_bytecode"] and all(compiled["taken"].values()), compiled
    # the kernel started without jedi (lite/build.py: not shipped), and Tab still completes,
    # from IPython's own completer
    said = in_kernel(page, "import importlib.util; print(importlib.util.find_spec('jedi'))")
    assert said.strip() == "None", said
    completed = page.evaluate(
        """async () => {
            const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
            const reply = await kernel.requestComplete({code: "import json; json.dum",
                                                        cursor_pos: 21});
            return reply.content;
        }"""
    )
    assert completed["status"] == "ok" and ".dumps" in completed["matches"], completed
    # nothing is fetched from PyPI: a package that is not bundled fails with a clear message
    said = pip_install(page, "requests")
    assert "requests could not be installed: PyPI fallback is disabled" in said, said
    # the namesake opened beside it: each notebook has its own session and kernel, and it runs
    namesake = first_lesson(NOTEBOOKS / NAMESAKE_FOLDER)
    assert namesake.split("/")[-1] == "01-sjuan.ipynb", namesake
    page.evaluate(
        "async p => { await window.jupyterapp.commands.execute('docmanager:open', {path: p}); }",
        namesake,
    )
    page.wait_for_function(
        f"""() => {{
            const open = ({SESSIONS})();
            return [{json.dumps(namesake)}, "01-sjuan.ipynb"].every(
                p => open.some(o => o.path === p && o.status === 'idle'));
        }}""",
        timeout=240_000,
    )
    sessions = {o["path"]: o for o in page.evaluate(SESSIONS)}
    mine, its = sessions["01-sjuan.ipynb"], sessions[namesake]
    assert mine["session"] == "01-sjuan.ipynb" and its["session"] == namesake, sessions
    assert mine["kernel"] != its["kernel"], sessions
    run_all(page, namesake)
    assert cell_errors(page) == []
    assert sorted(page.evaluate(RUNNING)) == sorted(["01-sjuan.ipynb", namesake])


def test_a_lesson_opened_beside_another_tab_opens_alone_from_the_cache_and_answers(
    traffic_page, lite_context, lite
) -> None:
    """A lesson in a new tab while the one before (the house rules, in Swedish) is still open
    in its own: each tab has its own lesson and kernel, and neither reopens the other. The
    second visit takes Pyodide, the wheels and the bundles from the browser's cache, not from
    the server (_headers, which docs/hosting.md explains). The new one (Femkamp) then answers
    its stepper."""
    page, _ = traffic_page
    config = page.request.get(f"{lite}/jupyter-lite.json").json()
    settings = config["jupyter-config-data"]["litePluginSettings"]
    core = settings["@jupyterlite/pyodide-kernel-extension:kernel"]["pyodideUrl"]
    wasm = page.request.get(f"{lite}/{core.removeprefix('./').replace('.mjs', '.asm.wasm')}")
    assert "immutable" in wasm.headers["cache-control"], wasm.headers
    for named in ("lab/index.html", "jupyter-lite.json", "files/01-sjuan.ipynb"):  # revalidated
        assert "cache-control" not in page.request.get(f"{lite}/{named}").headers, named
    first = f"{TAB_FOLDER}/02-house-rules.ipynb"
    run_lesson(page, lite, first)
    context, _ = lite_context
    SERVED["log"].big_since_last()
    beside = context.new_page()
    beside.set_default_timeout(240_000)
    try:
        run_lesson(beside, lite, "03-femkamp.ipynb")
        assert SERVED["log"].big_since_last() == []
        assert page.evaluate(OPEN_NOTEBOOKS) == [first]
        assert page.evaluate(RUNNING) == [first]
        step_forward_and_back(beside, beside.locator(".sjuan-stepper").first)
        shot(beside, "femkamp")
    finally:
        beside.close()


def test_tactics_lesson_runs_from_the_shipped_studies(traffic_page, lite: str) -> None:
    page, _ = traffic_page
    run_lesson(page, lite, "06-tactics.ipynb")
    # the lesson shows tables and sentences, not prints: read their plain text from the model
    shown = page.evaluate(
        """() => window.jupyterapp.shell.currentWidget.content.widgets
            .filter(c => c.model.type === 'code')
            .flatMap(c => c.model.outputs.toJSON())
            .map(o => (o.data || {})['text/plain'] || '')
            .map(t => Array.isArray(t) ? t.join('') : t).join('\\n')"""
    )
    assert "one player who frees their own cards   | 49.9%     | 49.2% – 50.6%" in shown
    # the study against random players is revealed after the learner's prediction
    # (the prediction whose choices are the tips: the lesson's warm-up asks before it)
    tip = page.locator(
        "button.sjuan-predict-choice", has_text="shed the cards nearest the seven first"
    )
    predict = page.locator(".sjuan-predict").filter(has=tip).first
    predict.locator(
        "button.sjuan-predict-choice", has_text="shed the cards nearest the seven first"
    ).click()
    result = predict.locator(".sjuan-predict-result")
    page.wait_for_function(
        "el => el.innerText.includes('shed the cards nearest the seven first')"
        " && el.innerText.includes('35.4%') && el.innerText.includes('34.7% – 36.0%')",
        arg=result.element_handle(),
    )
    # "what would you play?" answers from the stored search: instant, no numpy needed
    what = page.locator(".sjuan-whatif").first
    what.locator("button.sjuan-choice-C7").click()
    page.wait_for_function(
        "el => el.innerText.includes('You chose the seven of clubs. Too many cards are hidden')",
        arg=what.element_handle(),
    )
    stepper = page.locator(".sjuan-stepper").first
    step_forward_and_back(page, stepper)
    for _ in range(4):
        stepper.locator("button.sjuan-next").first.click()
    text = stepper.locator(".sjuan-move-text").first
    page.wait_for_function("el => el.innerText.includes('Move 4 of 51')", arg=text.element_handle())
    assert "A – the ten of hearts" in text.inner_text()
    shot(page, "tactics")


def test_sedma_lesson_in_the_classroom_view_shows_no_code(traffic_page, lite: str) -> None:
    page, traffic = traffic_page
    # JupyterLite's console app asks its own host for the file list of the folder above the
    # site's root (404); nothing leaves the host and the lesson is unaffected
    traffic.tolerated = ("/api/all.json",)
    page.goto(f"{lite}/index.html")
    href = page.locator("tr[data-path='04-sedma.ipynb'] a.classroom").get_attribute("href")
    page.goto(f"{lite}/{href}")
    stepper = page.locator(".sjuan-stepper").first
    stepper.wait_for(timeout=240_000)
    page.wait_for_selector(".sjuan-play-table", timeout=240_000)
    shown = page.locator(".jp-CodeConsole-content").inner_text()
    assert len(page.evaluate(RUNNING)) == 1  # the console's kernel only
    assert "Sedma" in shown
    assert "import" not in shown and "Stepper(" not in shown, "code is shown"
    step_forward_and_back(page, stepper)
    shot(page, "sedma-classroom")
    # the lesson as the classroom view shows it (JupyterLite's own console around it aside)
    problems = axe.check(page, ".jp-CodeConsole-content")
    assert not problems, "\n".join(problems)
    # the classroom view is the browser site's way in on a phone: it fits 390 and 320 px
    found = narrowed_problems(page, (390, NARROWEST["width"]))
    assert found == [], "\n".join(found)


# Each open notebook's path, and the path and kernel of the session it is connected to.
SESSIONS = """() => [...window.jupyterapp.shell.widgets('main')]
    .filter(w => w.context && w.sessionContext)
    .map(w => {
        const s = w.sessionContext.session;
        return {path: w.context.path, session: s ? s.path : null,
                kernel: s && s.kernel ? s.kernel.id : null,
                status: s && s.kernel ? s.kernel.status : null};
    })"""


#: the language folder whose lesson 5 runs and plays its pass-and-play table
TOGETHER_FOLDER = "sk"
TOGETHER_LESSON = "05-practice"


def test_every_language_folder_has_a_lesson_run_here() -> None:
    """Each language folder's lessons are run somewhere in this module: a folder added without
    a place here would go unchecked in the browser's Python."""
    assert sorted(p.name for p in LANGUAGE_FOLDERS) == sorted(
        {NAMESAKE_FOLDER, TAB_FOLDER, TOGETHER_FOLDER}
    )


def test_a_slovak_lesson_runs_and_two_people_play_at_its_table(traffic_page, lite: str) -> None:
    """Lesson 5 in Slovak runs, and two people play at its table at one device (as in Voila and
    the class server: tests/lite_site.py)."""
    page, _ = traffic_page
    rel = f"{TOGETHER_FOLDER}/{TOGETHER_LESSON}.ipynb"
    assert (NOTEBOOKS / rel).exists(), rel
    run_lesson(page, lite, rel)
    play_lesson_together(page, TOGETHER_LESSON, TOGETHER_FOLDER, timeout=240_000)
    shot(page, f"together-{TOGETHER_FOLDER}")
