"""A whole game and a quiz with the keyboard alone (issue 26), in Voila in headless Chromium.
The same page on a phone: the same deal played to its end by taps at 390 px (issue 47).

A page built here shows a Sjuan ``PlayTable`` and a ``LegalCardsQuiz``. The learner's hands
never touch the mouse: Tab moves to the first card they may play, Enter or Space plays it, and
after every move the focus must come back by itself to a card (or "pass") they may play next,
so the next key press plays again; at the end it rests on "new game". The live region must
have said the moves. Then the quiz: Tab to a choice, Space picks it, Tab to Check, Enter: a
verdict. axe-core then checks the page as it stands after the game and the answer.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import axe
import pytest
from lite_site import CHROMIUM, SHUTDOWN, phone_problems, watch, write_page
from lite_site import voila as serve_voila

from sjuan_notebooks.i18n import t
from sjuan_notebooks.widgets import PlayTable

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PAGES = ARTIFACTS / "keyboard-browser"
SEED = 3
PLAYABLE = (
    ".sjuan-play-table .sjuan-card.sjuan-legal:not(:disabled), .sjuan-play-table .sjuan-move-btn"
)

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)

PAGE = [
    "# Keyboard\n\nThe keyboard page of tests/browser/test_keyboard_browser.py.",
    f'from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable\n\nPlayTable("sjuan", seed={SEED})',
    'LegalCardsQuiz("sjuan", lang="en")',
]


@pytest.fixture(scope="module")
def voila() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    with serve_voila(ROOT, ARTIFACTS / "voila-keyboard.log") as base:
        yield base


@pytest.fixture(scope="module")
def keyboard_page() -> str:
    return write_page(PAGES / "keyboard.ipynb", PAGE).relative_to(ROOT).as_posix()


@contextlib.contextmanager
def opened(browser: Any, url: str, **device: Any) -> Iterator[tuple[Any, Any]]:
    """The page in a context of its own: a laptop's window, or ``device`` (a phone's)."""
    context = browser.new_context(**({"viewport": {"width": 1280, "height": 900}} | device))
    traffic = watch(context)
    page = context.new_page()
    page.set_default_timeout(90_000)
    try:
        page.goto(url, wait_until="domcontentloaded", timeout=240_000)
        page.wait_for_selector(".sjuan-play-table .sjuan-card", timeout=240_000)
        page.wait_for_selector(".sjuan-quiz .sjuan-quiz-choice", timeout=120_000)
        yield page, traffic
    finally:
        traffic.watching = False
        with contextlib.suppress(Exception):
            page.evaluate(SHUTDOWN)
        context.close()


FOCUSED = """(selector) => {
    const el = document.activeElement;
    return !!el && el !== document.body && el.matches(selector);
}"""
# mark the control about to be pressed (and clear what the live region said): its name
MARK = """() => {
    const el = document.activeElement;
    el.dataset.pressed = '1';
    document.querySelector('.sjuan-play-table .sjuan-live').textContent = '';
    return el.getAttribute('aria-label') || el.innerText;
}"""
AFTER_MOVE = """([play, over]) => {
    const el = document.activeElement;
    const said = document.querySelector('.sjuan-play-table .sjuan-live').textContent;
    return !!el && !el.dataset.pressed && (el.matches(over) || el.matches(play))
        && said.trim().length > 0;
}"""


def tab_to(page: Any, selector: str, limit: int = 80) -> None:
    """Press Tab until the focus is on an element ``selector`` names."""
    for _ in range(limit):
        if page.evaluate(FOCUSED, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{limit} Tabs never reached {selector}")


def test_a_sjuan_deal_played_to_its_end_and_a_quiz_answered_by_keyboard(
    browser, voila: str, keyboard_page: str
) -> None:
    mirror = PlayTable("sjuan", seed=SEED)  # the same deal, for what the end must show
    assert mirror.legal_codes(), "the learner moves first in this deal"
    with opened(browser, f"{voila}/voila/render/{keyboard_page}") as (page, traffic):
        tab_to(page, PLAYABLE)
        moves = 0
        while not page.evaluate(FOCUSED, ".sjuan-play-table .sjuan-new"):
            assert moves < 60, "the deal did not end"
            page.evaluate(MARK)
            page.keyboard.press("Enter" if moves % 2 == 0 else "Space")
            moves += 1
            # the focus comes back by itself to a card (or pass) drawn anew, or to "new game",
            # and the live region says the moves made
            page.wait_for_function(
                AFTER_MOVE, arg=[PLAYABLE, ".sjuan-play-table .sjuan-new"], timeout=30_000
            )
        assert moves >= 6
        box = page.locator(".sjuan-play-table")
        assert box.locator(".sjuan-card:not(:disabled)").count() == 0
        over = t("ui.play.over", "en", result="\x00").split("\x00")[0]
        assert over in box.locator(".sjuan-message").inner_text()
        page.screenshot(path=str(ARTIFACTS / "keyboard-sjuan-over.png"), full_page=True)

        quiz = page.locator(".sjuan-quiz")
        tab_to(page, ".sjuan-quiz .sjuan-quiz-choice")
        page.keyboard.press("Space")
        page.wait_for_selector(".sjuan-quiz .sjuan-quiz-choice.mod-active", timeout=30_000)
        tab_to(page, ".sjuan-quiz button.sjuan-quiz-check")
        page.keyboard.press("Enter")
        verdict = quiz.locator(".sjuan-quiz-verdict")
        verdict.wait_for(timeout=30_000)
        assert verdict.inner_text().strip() in (t("quiz.right", "en"), t("quiz.wrong", "en"))
        page.wait_for_function(
            "el => el.textContent.trim().length > 0",
            arg=quiz.locator(".sjuan-live").element_handle(),  # the verdict is said
            timeout=30_000,
        )
        problems = axe.check(page)
        traffic.watching = False
        problems += traffic.problems()
        assert not problems, "\n".join(problems)


#: a phone's window: 390 x 844 CSS px, touch, three device pixels to one
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}
TAPPABLE = (
    ".sjuan-play-table .sjuan-card.sjuan-legal:not(:disabled), .sjuan-play-table .sjuan-move-btn"
)
OVER = ".sjuan-play-table .sjuan-new.sjuan-highlight"
# what comes after a move: the deal over, or a card (or pass) to tap; the table's cards and its
# "new deal" highlight reach the page one after the other, so both are waited for together
NEXT = """([over, tap]) => document.querySelector(over) ? 'over'
    : [...document.querySelectorAll(tap)].some(el => el.getClientRects().length) ? 'tap' : false"""


def test_the_same_deal_played_to_its_end_by_taps_on_a_phone(
    browser, voila: str, keyboard_page: str
) -> None:
    """A learner's thumb on a 390 px phone: the page fits, no word is cut, each card and move
    is 44 px at least, and tapping a card the table marks playable plays the deal to its end."""
    with opened(browser, f"{voila}/voila/render/{keyboard_page}", **PHONE) as (page, traffic):
        assert page.evaluate("() => innerWidth") == 390
        problems = phone_problems(page)
        taps = 0
        while (
            page.wait_for_function(NEXT, arg=[OVER, TAPPABLE], timeout=30_000).json_value() == "tap"
        ):
            assert taps < 60, "the deal did not end"
            card = page.locator(TAPPABLE).locator("visible=true").first
            if taps == 1:  # the table in mid-deal, the others' moves shown
                problems += phone_problems(page)
            card.evaluate("el => { el.dataset.tapped = '1'; }")
            card.tap()
            taps += 1
            # the table is drawn anew after each move: the tapped button is gone
            page.wait_for_function("() => !document.querySelector('[data-tapped]')", timeout=30_000)
        assert taps >= 6
        box = page.locator(".sjuan-play-table")
        over = t("ui.play.over", "en", result="\x00").split("\x00")[0]
        assert over in box.locator(".sjuan-message").inner_text()
        problems += phone_problems(page)
        page.screenshot(path=str(ARTIFACTS / "phone-sjuan-over.png"), full_page=True)
        traffic.watching = False
        problems += traffic.problems()
        assert not problems, "\n".join(problems)
