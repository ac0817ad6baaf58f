"""What a learner clicks on a lesson's page in Voila, one function per lesson (:data:`CLICKS`),
each run by the lesson page test (``test_lessons_browser.py``) on the page it opened and
checked, before its predictions are picked: opening a lesson is most of a browser test's
cost, so each lesson page opens once. Each function takes the page, clicks and asserts; the
page's traffic and console are watched around it (no error, no outside request). Screenshots
go to ``test-artifacts/``."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from lite_site import plot_in, wait_plot
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from sjuan_notebooks.core.cards import parse_card
from sjuan_notebooks.i18n import t

ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"


#: a small phone's window (320 CSS px, WCAG's reflow width): where the maps' narrow form and
#: "Show me" are checked. A common phone's 390 lies in the same band of the page's style (below
#: 560 and 600 px, see test_lessons_browser.WIDTHS) and is the device of the tests that play
#: whole deals by taps; a lesson page's fit is checked at both (PAGE_PHONE_WIDTHS there).
PHONE_WIDTHS = (320,)


#: Every legal-move map drawn on the page, as its cells and labels lie: at a phone's width the
#: kernel draws the map's narrow form (a column per suit), so no cell lies over another, each
#: is 16 px at least, and no two tick labels overlap. (The wide map at 320 px: 13 columns of
#: 30 px cells in 160 px, every cell half under its neighbour.)
MAP_CELLS = """() => {
    const problems = [];
    const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2
        && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const maps = [...document.querySelectorAll('.sjuan-legal-map .js-plotly-plot')]
        .filter(gd => gd._fullLayout && gd.getClientRects().length);
    maps.forEach((gd, i) => {
        const cells = [...gd.querySelectorAll('.scatterlayer .point')]
            .map(p => p.getBoundingClientRect()).filter(r => r.width > 0);
        const small = cells.filter(r => Math.min(r.width, r.height) < 16).length;
        if (small) problems.push(`map ${i + 1}: ${small} cell(s) under 16 px`);
        let over = 0;
        cells.forEach((a, j) => cells.slice(j + 1).forEach(b => { if (overlap(a, b)) over++; }));
        if (over) problems.push(`map ${i + 1}: ${over} pair(s) of cells overlap`);
        for (const axis of ['xtick', 'ytick']) {
            const labels = [...gd.querySelectorAll(`.${axis} text`)]
                .map(t => t.getBoundingClientRect()).filter(r => r.width > 0);
            const crowded = labels.filter((a, j) => labels.slice(j + 1).some(b => overlap(a, b)));
            if (crowded.length) problems.push(`map ${i + 1}: ${axis} labels overlap`);
        }
    });
    return problems;
}"""


def map_problems(page: Any, width: int) -> list[str]:
    """:data:`MAP_CELLS` at ``width``, once the maps have had a moment to be drawn in the form
    their boxes' widths ask for (the kernel draws it); and a tap on a map's cell at 320 px
    shows that cell's reason, as a hover does."""
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function(f"() => ({MAP_CELLS})().length === 0", timeout=15_000)
    problems = [f"at {width} px: {p}" for p in page.evaluate(MAP_CELLS)]
    maps = page.locator(".sjuan-legal-map .js-plotly-plot")
    if width == min(PHONE_WIDTHS) and maps.count() and not problems:
        problems += [f"at {width} px: {p}" for p in tapped_reason(page, maps.first)]
    return problems


def tapped_reason(page: Any, plot: Any) -> list[str]:
    """A cell of the map ``plot`` touched (a tap is a pointer's press where it lands): its hover
    text, the card and why, shows."""
    plot.scroll_into_view_if_needed()
    cell = plot.locator(".scatterlayer .point").first
    box = cell.bounding_box()
    if box is None:
        return ["the map has no cell to tap"]
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.up()
    try:
        page.wait_for_function(
            "gd => [...gd.querySelectorAll('.hoverlayer .hovertext')]"
            ".some(h => h.textContent.trim().length > 0)",
            arg=plot.element_handle(),
            timeout=10_000,
        )
    except PlaywrightTimeout:
        return ["a tapped cell of the map shows no reason"]
    page.mouse.move(0, 0)
    return []


def shot(page: Any, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def card_code(button) -> str:
    """The card code of a play table's card button (its class ``sjuan-card-<code>``; the
    button shows the card's short name in the table's language)."""
    classes = (button.get_attribute("class") or "").split()
    return next(c[len("sjuan-card-") :] for c in classes if c.startswith("sjuan-card-"))


def sjuan_worked_example(page) -> None:
    """Lesson 1's worked example, stepped to D's forced pass: the turn told, A's legal-move map
    with exactly D6 and H10, and the same turn in Swedish from the stepper's language menu."""
    stepper = page.locator(".sjuan-stepper").first
    stepper.wait_for()
    assert "from sjuan_notebooks" not in page.inner_text("body"), "code is shown"
    # the stepper opens at the start: nothing moves it before the learner does
    assert stepper.locator(".sjuan-slider .widget-readout").inner_text().strip() == "0"
    show_me_brings_the_stepper_into_view(page, stepper)
    next_button = stepper.locator("button.sjuan-next").first
    next_button.click()  # from move 7, where "Show me" left it, to D's pass
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
    # the legal-move map is held back until "What must D do?" is answered (it would show the
    # answer): a sentence stands in its place; the map itself is checked after that pick
    # (worked_example_map, from the page test's WorkedMapPick)
    assert stepper.locator(".sjuan-legal-map").count() == 0
    assert stepper.locator(".sjuan-map-held").inner_text().strip()
    shot(page, "voila-sjuan-worked-example")
    # switch the language to Swedish: the same turn, in Swedish
    stepper.locator(".sjuan-lang select").first.select_option(label="Svenska")
    page.wait_for_function(
        "el => el.innerText.includes('Handen saknar klöver sju')",
        arg=text.element_handle(),
        timeout=30_000,
    )
    shot(page, "voila-sjuan-worked-example-sv")


#: the stepper's box within the window (a little rounding allowed), and the focus in it
IN_VIEW = """st => {
    const box = st.getBoundingClientRect();
    return box.top >= -2 && box.top < innerHeight - 40 && st.contains(document.activeElement);
}"""


def show_me_brings_the_stepper_into_view(page, stepper) -> None:
    """Lesson 1's "Try it" under the worked example: with its "Show me" at the top of the
    window the stepper is out of view above it; the click steps the stepper to move 7, brings
    it into view and puts the keyboard focus in it (on its slider, which says the move)."""
    tryit = page.locator(".sjuan-tryit").first
    button = tryit.locator("button.sjuan-show-me")
    button.evaluate("b => b.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    if stepper.evaluate(IN_VIEW.replace("st.contains(document.activeElement)", "true")):
        shot(page, "sjuan-show-me-before")
        raise AssertionError("the stepper is in view before the click")
    button.click()
    readout = stepper.locator(".sjuan-slider .widget-readout")
    page.wait_for_function(
        "el => el.innerText.trim() === '7'", arg=readout.element_handle(), timeout=30_000
    )
    page.wait_for_function(IN_VIEW, arg=stepper.element_handle(), timeout=10_000)
    focused = page.evaluate("() => document.activeElement.getAttribute('role')")
    assert focused == "slider", focused
    shot(page, "voila-sjuan-show-me-in-view")


def worked_example_map(page) -> None:
    """Lesson 1's legal-move map, once "What must D do?" is answered, at the stepper's turn
    left by :func:`sjuan_worked_example` (after D's pass): drawn for A, with A's legal cells."""
    stepper = page.locator(".sjuan-stepper").first
    assert not stepper.locator(".sjuan-map-held").count()
    stepper.locator(".sjuan-lang select").first.select_option(label="English")
    plot = plot_in(stepper.locator(".sjuan-legal-map").first)
    wait_plot(page, plot, "gd => (gd.layout.title.text || '').startsWith('Which cards may A')")
    cells = page.evaluate(
        """gd => Object.fromEntries(gd.data.map(tr => [tr.name, (tr.customdata || []).map(String)]))""",
        plot.element_handle(),
    )
    legal_trace = next(name for name in cells if name.lower().startswith("legal"))
    assert sorted(cells[legal_trace]) == ["D6", "H10"], cells


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


def tactics_lesson(page) -> None:
    """Both widgets of the tactics lesson a learner clicks here (they share nothing)."""
    step_through_the_perfect_deal(page)
    what_would_you_play_asks_before_it_shows(
        page, "06-tactics", "You chose the eight of hearts. Too many cards are hidden here"
    )


def tactics_lesson_in_swedish(page) -> None:
    what_would_you_play_asks_before_it_shows(
        page, "sv/06-tactics", "Du valde hjärter åtta. Här är för många kort dolda"
    )


def sedma_trick_by_clicking_cards(page) -> None:
    """Lesson 5's Sedma table in Slovak: the Help menu brings the legal-move map, a card is
    played, and the map follows the new turn."""
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


def house_rules_show_me_sets_standing_over(page) -> None:
    """Lesson 2 in Norwegian: the rule chooser and its table open at the basic rules (only the
    seven of diamonds to play, no stand-over offered); the Try-it's "Show me" switches standing
    over on and plays three moves, after which standing over is offered beside a playable
    card; the Sjuern quiz's first question (only the seven of diamonds) counts in the tally."""
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


def score_sheet_cell_edited(page) -> None:
    """Lesson 3's score sheet: a cell edited, its total follows."""
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


#: the lesson (relative to ``notebooks/``) -> what a learner clicks there
CLICKS: dict[str, Callable[[Any], None]] = {
    "01-sjuan.ipynb": sjuan_worked_example,
    "nb/02-house-rules.ipynb": house_rules_show_me_sets_standing_over,
    "03-femkamp.ipynb": score_sheet_cell_edited,
    "sk/05-practice.ipynb": sedma_trick_by_clicking_cards,
    "06-tactics.ipynb": tactics_lesson,
    "sv/06-tactics.ipynb": tactics_lesson_in_swedish,
}


def lesson1_phone_problems(page: Any) -> list[str]:
    """Lesson 1 at a phone's widths, on a page that has its worked example's map shown (its
    prediction answered), in any way in (Voila, the class server, the browser site): every map
    on the page (those out of view too) drawn in its narrow form with no cell over another,
    and "Show me" bringing the stepper into view with the focus in it. The window's size is
    given back after."""
    size = page.viewport_size
    problems = []
    stepper = page.locator(".sjuan-stepper").first
    for width in PHONE_WIDTHS:
        page.set_viewport_size({"width": width, "height": 640 if width == 320 else 844})
        # JupyterLab (the browser site) opens its file browser over a phone's whole window
        page.evaluate("() => window.jupyterapp && window.jupyterapp.shell.collapseLeft()")
        plots = stepper.locator(".sjuan-legal-map .js-plotly-plot")
        if not plots.count() or not plots.first.is_visible():
            return [*problems, f"at {width} px: the worked example shows no legal-move map"]
        # the kernel draws the narrow map anew when its box narrows: the box is looked up then
        page.wait_for_timeout(500)
        stepper.evaluate(
            "st => st.querySelector('.sjuan-legal-map').scrollIntoView({block: 'center'})"
        )
        problems += map_problems(page, width)
        show_me_brings_the_stepper_into_view(page, stepper)
    if size:
        page.set_viewport_size(size)
    return problems
