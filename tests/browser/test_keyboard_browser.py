"""A whole game and a quiz with the keyboard alone (issue 26), in Voila in headless Chromium.
The same page on a phone (issue 47): a deal of each family (Sjuan, Femkamp, Sedma) played to its
end by taps at 390 px, and the quiz answered by tapping the drawn cards.

A page built here shows a Sjuan ``PlayTable``, a ``LegalCardsQuiz`` and, below them, a Femkamp
and a Sedma table (played on the phone only). The learner's hands
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
from lite_site import CHROMIUM, PHONE_DEVICE, SHUTDOWN, phone_problems, watch, write_page
from lite_site import voila as serve_voila

from sjuan_notebooks.i18n import t
from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PAGES = ARTIFACTS / "keyboard-browser"
SEED = 3
#: each family's table on the page: its CSS class there, the game and its seed
TABLES = {"sjuan": ("kb-sjuan", SEED), "femkamp": ("kb-femkamp", 2), "sedma": ("kb-sedma", 1)}
SJUAN = ".kb-sjuan"
PLAYABLE = f"{SJUAN} .sjuan-card.sjuan-legal:not(:disabled), {SJUAN} .sjuan-move-btn"

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def _table(game: str) -> str:
    css, seed = TABLES[game]
    return f'{game} = PlayTable("{game}", seed={seed})\n{game}.add_class("{css}")\n{game}'


PAGE = [
    "# Keyboard\n\nThe keyboard page of tests/browser/test_keyboard_browser.py.",
    "from sjuan_notebooks.widgets import LegalCardsQuiz, PlayTable\n\n" + _table("sjuan"),
    'LegalCardsQuiz("sjuan", lang="en")',
    _table("femkamp"),
    _table("sedma"),
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
        for css, _ in TABLES.values():
            page.wait_for_selector(f".{css} .sjuan-card", timeout=240_000)
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
    document.querySelector('.kb-sjuan .sjuan-live').textContent = '';
    return el.getAttribute('aria-label') || el.innerText;
}"""
AFTER_MOVE = """([play, over]) => {
    const el = document.activeElement;
    const said = document.querySelector('.kb-sjuan .sjuan-live').textContent;
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
        while not page.evaluate(FOCUSED, f"{SJUAN} .sjuan-new"):
            assert moves < 60, "the deal did not end"
            page.evaluate(MARK)
            page.keyboard.press("Enter" if moves % 2 == 0 else "Space")
            moves += 1
            # the focus comes back by itself to a card (or pass) drawn anew, or to "new game",
            # and the live region says the moves made
            page.wait_for_function(
                AFTER_MOVE, arg=[PLAYABLE, f"{SJUAN} .sjuan-new"], timeout=30_000
            )
        assert moves >= 6
        box = page.locator(SJUAN)
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


# what comes after a move: the deal over, or a card (or pass) to tap; the table's cards and its
# "new deal" highlight reach the page one after the other, so both are waited for together
NEXT = """([over, tap]) => document.querySelector(over) ? 'over'
    : [...document.querySelectorAll(tap)].some(el => el.getClientRects().length) ? 'tap' : false"""
# the card codes a quiz has picked (its toggles pressed), in the page's order
PICKED = """els => els.filter(e => e.classList.contains('mod-active'))
    .map(e => [...e.classList].find(c => /^sjuan-choice-/.test(c)).slice(13))"""


def play_by_taps(page: Any, game: str) -> tuple[int, list[str]]:
    """The deal at ``game``'s table played to its end by a thumb: each time a card (or a move)
    the table marks playable is there, the first is tapped. Returns the taps and what did not
    fit the phone at the table's first move and in mid-deal (the others' moves shown)."""
    root = "." + TABLES[game][0]
    tappable = f"{root} .sjuan-card.sjuan-legal:not(:disabled), {root} .sjuan-move-btn"
    over = f"{root} .sjuan-new.sjuan-highlight"
    box = page.locator(root)
    taps, problems = 0, []
    while page.wait_for_function(NEXT, arg=[over, tappable], timeout=30_000).json_value() == "tap":
        assert taps < 60, f"the {game} deal did not end"
        card = page.locator(tappable).locator("visible=true").first
        if taps in (0, 1):
            problems += phone_problems(page)
            if taps == 1:
                box.screenshot(path=str(ARTIFACTS / f"phone-{game}-mid.png"))
        card.evaluate("el => { el.dataset.tapped = '1'; }")
        card.tap()
        taps += 1
        # the table is drawn anew after each move: the tapped button is gone
        page.wait_for_function("() => !document.querySelector('[data-tapped]')", timeout=30_000)
    box.screenshot(path=str(ARTIFACTS / f"phone-{game}-over.png"))
    over_words = t("ui.play.over", "en", result="\x00").split("\x00")[0]
    assert over_words in box.locator(".sjuan-message").inner_text(), game
    assert box.locator(".sjuan-card:not(:disabled)").count() == 0, game
    return taps, problems


def test_a_deal_of_each_family_played_to_its_end_and_the_quiz_answered_by_taps_on_a_phone(
    browser, voila: str, keyboard_page: str
) -> None:
    """A learner's thumb on a 390 px phone: the page fits, no word is cut, each card and move
    is 44 px at least; tapping the cards each table marks playable plays a Sjuan, a Femkamp
    and a Sedma deal to their ends; and the quiz is answered by tapping the drawn cards."""
    quiz_mirror = LegalCardsQuiz("sjuan", lang="en")  # the page's first question, here
    assert not quiz_mirror.stand_over_offered()  # the right answer: the legal cards
    right = [c for c in quiz_mirror.choices() if c in quiz_mirror.current.legal]
    wrong = next(c for c in quiz_mirror.choices() if c not in right)
    with opened(browser, f"{voila}/voila/render/{keyboard_page}", **PHONE_DEVICE) as (
        page,
        traffic,
    ):
        assert page.evaluate("() => innerWidth") == 390
        problems = phone_problems(page)
        taps = {}
        for game in TABLES:
            taps[game], found = play_by_taps(page, game)
            problems += found
        # a Sjuan deal of 13 cards a hand, a trick game of 13 tricks, a Sedma game of 8
        assert taps["sjuan"] >= 6 and taps["femkamp"] == 13 and taps["sedma"] >= 8, taps
        # Sedma is a match: its game over, the page says so and offers the next game
        sedma = page.locator("." + TABLES["sedma"][0])
        assert t("ui.play.next_game", "en") in sedma.locator(".sjuan-message").inner_text()
        sedma.locator(".sjuan-next-game:not(:disabled)").wait_for(timeout=30_000)
        problems += phone_problems(page)

        # the quiz: the drawn card is the button; a tap picks it, a second tap puts it back
        quiz = page.locator(".sjuan-quiz")
        choices = quiz.locator(".sjuan-quiz-choice")
        assert choices.count() == len(quiz_mirror.choices())
        assert quiz.locator(".sjuan-quiz-choice.sjuan-card").count() == len(quiz_mirror.choices())
        card = quiz.locator(f".sjuan-choice-{wrong}")
        card.tap()
        page.wait_for_selector(f".sjuan-quiz .sjuan-choice-{wrong}.mod-active", timeout=30_000)
        card.tap()
        page.wait_for_selector(
            f".sjuan-quiz .sjuan-choice-{wrong}:not(.mod-active)", timeout=30_000
        )
        for code in right:
            quiz.locator(f".sjuan-choice-{code}").tap()
            page.wait_for_selector(f".sjuan-quiz .sjuan-choice-{code}.mod-active", timeout=30_000)
        assert choices.evaluate_all(PICKED) == right
        problems += phone_problems(page)
        quiz.locator("button.sjuan-quiz-check").tap()
        verdict = quiz.locator(".sjuan-quiz-verdict")
        verdict.wait_for(timeout=30_000)
        assert verdict.inner_text().strip() == t("quiz.right", "en")
        # the tapped cards are marked found, and the tally counts the answer
        for code in right:
            assert "sjuan-quiz-found" in (
                quiz.locator(f".sjuan-choice-{code}").get_attribute("class") or ""
            )
        tally = t("quiz.tally", "en", n=1, asked=1)
        assert tally in quiz.locator(".sjuan-quiz-tally").inner_text()
        problems += phone_problems(page)
        quiz.screenshot(path=str(ARTIFACTS / "phone-quiz-answered.png"))
        traffic.watching = False
        problems += traffic.problems()
        assert not problems, "\n".join(problems)
