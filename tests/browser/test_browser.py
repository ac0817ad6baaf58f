"""What users click, in a real browser: Debian's chromium driven by Python Playwright against
Voila and JupyterLab started here on 127.0.0.1. Screenshots go to ``test-artifacts/``.

Voila is started once for the session (each page load starts a kernel, and Voila does not
stop kernels when a page closes); so is JupyterLab.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from lite_site import (
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
    plot_in,
    scroll_through,
    wait_for,
    wait_plot,
)
from playwright.sync_api import Error as PlaywrightError

from sjuan_notebooks.core.cards import parse_card
from sjuan_notebooks.i18n import t

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
ARTIFACTS = ROOT / "test-artifacts"
BIN = Path(sys.executable).parent
# Console noise that is expected and harmless (see the Jupyter notes): icon fonts from a CDN
# that this machine cannot reach, and the plotly mime renderer's setData message.
ALLOWED_ERRORS = (
    "Failed to load resource",
    "net::ERR",
    "setData is not a function",
    "font",
    "favicon",
)

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def start(cmd: list[str], url: str) -> subprocess.Popen[bytes]:
    log = open(ARTIFACTS / f"{Path(cmd[0]).name}.log", "wb")  # noqa: SIM115 - closed with the process
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for(url)
    except RuntimeError:
        proc.kill()
        raise
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def voila() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [
            str(BIN / "voila"),
            "notebooks",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--show_tracebacks=True",
        ],
        base,
    )
    yield base
    stop(proc)


@pytest.fixture(scope="session")
def browser(playwright_session):
    b = playwright_session.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield b
    b.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on(
        "pageerror",
        lambda e: errors.append(str(e)) if "setData is not a function" not in str(e) else None,
    )
    page.on(
        "console",
        lambda m: (
            errors.append(m.text)
            if m.type == "error" and not any(a in m.text for a in ALLOWED_ERRORS)
            else None
        ),
    )
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def open_lesson(page, voila: str, name: str) -> None:
    """Open a lesson and wait until it is drawn, as a learner would before clicking: every
    widget view created, and, read to the end (figures are drawn as they come near the
    window), every Plotly figure plotted."""
    page.goto(f"{voila}/voila/render/{name}.ipynb", wait_until="domcontentloaded")
    page.wait_for_selector(".jupyter-widgets", timeout=120_000)
    scroll_through(page)
    page.wait_for_timeout(1500)


def card_code(button) -> str:
    """The card code of a play table's card button (its class ``sjuan-card-<code>``; the
    button shows the card's short name in the table's language)."""
    classes = (button.get_attribute("class") or "").split()
    return next(c[len("sjuan-card-") :] for c in classes if c.startswith("sjuan-card-"))


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def test_sjuan_worked_example_in_voila(page, voila: str) -> None:
    open_lesson(page, voila, "01-sjuan")
    stepper = page.locator(".sjuan-stepper").first
    stepper.wait_for()
    assert "from sjuan_notebooks" not in page.inner_text("body"), "code is shown"
    # the stepper opens at the start: nothing moves it before the learner does
    assert stepper.locator(".sjuan-slider .widget-readout").inner_text().strip() == "0"
    next_button = stepper.locator("button.sjuan-next").first
    for _ in range(8):
        next_button.click()
    text = stepper.locator(".sjuan-move-text")
    page.wait_for_function(
        "el => el.innerText.includes('six of diamonds and eight of diamonds')",
        arg=text.element_handle(),
        timeout=30_000,
    )
    shown = text.inner_text()
    assert "D" in shown and "pass" in shown
    assert (
        "the hand lacks the seven of clubs and lacks the ten of hearts, five of hearts, eight of "
        "spades, five of spades, six of diamonds and eight of diamonds"
    ) in shown
    # the legal-move map is drawn for A, to move after D's pass, with A's legal cells
    plot = plot_in(stepper.locator(".sjuan-legal-map").first)
    wait_plot(page, plot, "gd => (gd.layout.title.text || '').includes('A')")
    cells = page.evaluate(
        """gd => Object.fromEntries(gd.data.map(tr => [tr.name, (tr.customdata || []).map(String)]))""",
        plot.element_handle(),
    )
    legal_trace = next(name for name in cells if name.lower().startswith("legal"))
    assert sorted(cells[legal_trace]) == ["D6", "H10"], cells
    shot(page, "voila-sjuan-worked-example")
    # switch the language to Swedish: the same turn, in Swedish
    stepper.locator(".sjuan-lang select").first.select_option(label="Svenska")
    page.wait_for_function(
        "el => el.innerText.includes('Handen saknar klöver sju')",
        arg=text.element_handle(),
        timeout=30_000,
    )
    shot(page, "voila-sjuan-worked-example-sv")
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def step_through_the_perfect_deal(page) -> None:
    """The tactics lesson's perfectly played deal, stepped: turn 4 is the kingmaker move."""
    stepper = page.locator(".sjuan-stepper").first
    stepper.wait_for()
    text = stepper.locator(".sjuan-move-text")
    next_button = stepper.locator("button.sjuan-next").first
    for _ in range(4):
        next_button.click()
    # turn 4 is the lesson's kingmaker move: A, unable to win, plays H10 and so makes D win
    page.wait_for_function(
        "el => el.innerText.includes('Move 4 of 51')", arg=text.element_handle(), timeout=30_000
    )
    assert "A – the ten of hearts" in text.inner_text()
    shot(page, "voila-tactics-perfect-play")
    stepper.locator("button.sjuan-last").first.click()
    page.wait_for_function(
        "el => el.innerText.includes('Move 51 of 51: D')", arg=text.element_handle()
    )


def what_would_you_play_asks_before_it_shows(page, lesson: str, said: str) -> None:
    what = page.locator(".sjuan-whatif").first
    what.wait_for()
    # asking: the table, the hand and the moves; no chart, no verdict yet
    assert what.locator(".js-plotly-plot").count() == 0
    assert what.locator("button.sjuan-whatif-choice").count() == 4
    what.locator("button.sjuan-choice-H8").click()
    page.wait_for_function(
        "([el, s]) => el.innerText.includes(s)", arg=[what.element_handle(), said]
    )
    plot_in(what)
    # too big to weigh on what C can see: not judged right or wrong, not counted
    verdict = what.locator(".sjuan-whatif-verdict").inner_text()
    assert "✗" not in verdict and "✓" not in verdict
    assert what.locator("button.sjuan-choice-H8").is_disabled()
    # the next position asks again, unanswered
    what.locator("button.sjuan-whatif-next").click()
    page.wait_for_function(
        "el => el.querySelectorAll('.js-plotly-plot').length === 0", arg=what.element_handle()
    )
    assert what.locator("button.sjuan-whatif-choice").count() == 5
    shot(page, "voila-tactics-what-would-you-play-" + lesson.replace("/", "-"))


def test_the_tactics_lesson_steps_a_perfect_deal_and_asks_before_it_shows(page, voila) -> None:
    """One page of the tactics lesson for both of its widgets a learner clicks here: the
    stepper and What would you play (they share nothing)."""
    open_lesson(page, voila, "06-tactics")
    step_through_the_perfect_deal(page)
    what_would_you_play_asks_before_it_shows(
        page, "06-tactics", "You chose the eight of hearts. Too many cards are hidden here"
    )
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def test_what_would_you_play_asks_before_it_shows_in_swedish(page, voila: str) -> None:
    open_lesson(page, voila, "sv/06-tactics")
    what_would_you_play_asks_before_it_shows(
        page, "sv/06-tactics", "Du valde hjärter åtta. Här är för många kort dolda"
    )
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def test_play_a_sedma_trick_by_clicking_cards(page, voila: str) -> None:
    open_lesson(page, voila, "sk/05-practice")
    # the lesson's last table for one person (the table for two after it opens covered)
    table = page.locator(".sjuan-play-table").filter(has_not=page.locator(".sjuan-cover")).last
    table.wait_for()
    table.scroll_into_view_if_needed()
    # lesson 5's Sedma table opens with no help; its Help menu brings the marked cards and the
    # legal-move map back
    assert table.locator(".sjuan-legal-map").count() == 0
    assert (
        table.locator("button.sjuan-card:not([disabled])").count()
        == table.locator("button.sjuan-card").count()
    )
    table.locator(".sjuan-help select").first.select_option(label=t("ui.help.full", "sk"))
    table.locator(".sjuan-legal-map").first.wait_for(timeout=30_000)
    shown = table.locator(".sjuan-table").first
    before = shown.inner_text()
    plot = plot_in(table.locator(".sjuan-legal-map").first)
    title_before = page.evaluate("gd => gd.layout.title.text", plot.element_handle())
    card = table.locator("button.sjuan-card:not([disabled])").first
    code = card_code(card)
    assert card.inner_text().strip() == parse_card(code).short("sk", "sedma")  # "Č7", not "H7"
    card.click()
    page.wait_for_function(
        "([el, old]) => el.innerText !== old && el.innerText.includes('Zdvih vzal')",
        arg=[shown.element_handle(), before],
        timeout=30_000,
    )
    assert table.locator(f"button.sjuan-card-{code}").count() == 0, "the card left the hand"
    # the legal-move map follows: a new turn in its title, and its legal cells are the hand's
    wait_plot(page, plot, "(gd, old) => gd.layout.title.text !== old", title_before)
    enabled = sorted(card_code(b) for b in table.locator("button.sjuan-card:not([disabled])").all())
    cells = page.evaluate(
        "gd => Object.fromEntries(gd.data.map(tr => [tr.name, (tr.customdata || []).map(String)]))",
        plot.element_handle(),
    )
    legal_trace = next(name for name in cells if cells[name] and set(cells[name]) == set(enabled))
    assert legal_trace, cells
    assert table.locator(".sjuan-verdict").first.inner_text().strip()
    shot(page, "voila-practice-sedma-trick")
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def test_house_rules_open_at_the_start_and_show_me_sets_standing_over(page, voila: str) -> None:
    """Lesson 2 in Norwegian: the rule chooser and its table open at the basic rules (only the
    seven of diamonds to play, no stand-over offered); the Try-it's "Show me" switches standing
    over on and plays three moves, after which standing over is offered beside a playable
    card; the Sjuern quiz's first question (only the seven of diamonds) counts in the tally."""
    open_lesson(page, voila, "nb/02-house-rules")
    chooser = page.locator(".sjuan-rule-chooser").first
    table = page.locator(".sjuan-play-table").first
    table.wait_for()
    stand_over = chooser.locator(".sjuan-option-stand_over input[type=checkbox]").first
    assert not stand_over.is_checked()
    enabled = table.locator("button.sjuan-card:not([disabled])")
    codes = [
        c for b in enabled.all() for c in b.get_attribute("class").split() if c != "sjuan-card"
    ]
    assert [c for c in codes if c.startswith("sjuan-card-")] == ["sjuan-card-D7"]
    assert [b.inner_text().strip() for b in enabled.all()] == ["♦7"]  # the pack's symbol
    assert table.locator(".sjuan-move-pass").count() == 0

    quiz = page.locator(".sjuan-quiz-legal").first
    quiz.scroll_into_view_if_needed()
    assert quiz.locator(".sjuan-quiz-answer").inner_text().strip() == ""
    quiz.locator(".sjuan-choice-D7").click()
    quiz.locator("button.sjuan-quiz-check").click()
    page.wait_for_function(
        "el => /\\b1\\b\\D+\\b1\\b/.test(el.innerText)",
        arg=quiz.locator(".sjuan-quiz-tally").element_handle(),
        timeout=30_000,
    )

    page.locator(".sjuan-tryit button.sjuan-show-me").last.click()
    # The pass button and the new hand's buttons are separate widget views that the page
    # builds one after the other, so the hand is read once it has a button again: seen at
    # once with the pass button, the hand could still be empty. "Show me" plays its three
    # moves one by one, and the table is drawn anew after each, so a hand drawn while another
    # player was to move (every card closed) may come before the learner's.
    page.wait_for_function(
        "el => el.querySelector('.sjuan-move-pass') !== null"
        " && el.querySelector('.sjuan-hand-buttons button.sjuan-card') !== null"
        " && !el.querySelector('.sjuan-hand-buttons button.sjuan-card-D7')",
        arg=table.element_handle(),
        timeout=30_000,
    )
    assert stand_over.is_checked()
    try:  # standing over is offered beside a card that could be played
        enabled.first.wait_for(timeout=30_000)
    except PlaywrightError:
        raise AssertionError(
            "standing over is offered, but no card of the hand can be played"
        ) from None
    shot(page, "voila-house-rules-show-me-nb")
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def test_edit_a_score_sheet_cell_and_see_the_totals_change(page, voila: str) -> None:
    open_lesson(page, voila, "03-femkamp")
    editor = page.locator(".sjuan-scoresheet-editor").first
    editor.wait_for()
    editor.scroll_into_view_if_needed()
    kari_total = editor.locator(".sjuan-total").first
    assert kari_total.inner_text().strip() == "7"
    cell = editor.locator(".sjuan-cell-0-0 input").first
    cell.fill("4")
    cell.press("Enter")
    page.wait_for_function(
        "el => el.innerText.trim() === '8'", arg=kari_total.element_handle(), timeout=30_000
    )
    shot(page, "voila-scoresheet-edited")
    assert not page.errors, page.errors  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def lab() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [
            str(BIN / "jupyter"),
            "lab",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--LabApp.expose_app_in_browser=True",
        ],
        f"{base}/lab",
    )
    yield base
    stop(proc)


def test_start_notebook_runs_in_jupyterlab(page, lab: str) -> None:
    page.goto(f"{lab}/lab/tree/notebooks/00-start.ipynb")
    page.wait_for_function(
        """() => {
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            return w && w.sessionContext && w.sessionContext.session
                && w.sessionContext.session.kernel
                && w.sessionContext.session.kernel.status === 'idle';
        }""",
        timeout=120_000,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(
        """() => {
            const w = window.jupyterapp.shell.currentWidget;
            const cells = w.content.widgets.filter(c => c.model.type === 'code');
            return w.sessionContext.session.kernel.status === 'idle'
                && cells.every(c => c.model.executionCount !== null);
        }""",
        timeout=120_000,
    )
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0
    assert "sjuan-worked-example" in page.inner_text("body")
    shot(page, "jupyterlab-start")
    assert not page.errors, page.errors  # type: ignore[attr-defined]


def test_a_prediction_shows_its_answer_only_after_the_pick_in_slovak(page, voila: str) -> None:
    """Lesson 4 asks "at which move does A learn who plays alone?" before the sentence that
    says it: the sentence is not on the page until a choice is clicked, then it is."""
    from sjuan_notebooks.core.records import load_example
    from sjuan_notebooks.core.registry import replay

    three = replay(load_example("sedma-game-3p"))
    move = next(i for i, turn in enumerate(three.turns, 1) if turn.move == "HK")
    answer = f"V ťahu {move}"
    open_lesson(page, voila, "sk/04-sedma")
    predict = page.locator(".sjuan-predict", has_text="Kto hrá sám").first
    predict.wait_for()
    predict.scroll_into_view_if_needed()
    assert predict.locator(".sjuan-predict-result").inner_text().strip() == ""
    assert answer not in page.inner_text("body")
    predict.locator("button.sjuan-predict-choice", has_text=str(move)).first.click()
    page.wait_for_function(
        "([el, text]) => el.innerText.includes(text)",
        arg=[predict.locator(".sjuan-predict-result").element_handle(), answer],
        timeout=30_000,
    )
    assert predict.locator("button.sjuan-predict-choice").first.is_disabled()
    shot(page, "voila-predict-red-king-sk")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
