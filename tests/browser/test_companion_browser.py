"""The table companion on the class server, in Chromium at a phone's size (390 px), every host
but 127.0.0.1 blocked: a whole Sjuan deal entered by taps (the set-up and the deal halfway
measured at 320 px as well), the page reloaded halfway and the game resumed from the browser's
storage, the deal scored and reviewed, and its shared link opened in the stepper; a damaged
link says so and opens nothing.

Then its lesson notebook in Voila (one page): a shared link opens its game there, and a game
started on that page is written to the browser's storage (the anywidget drawn offline)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import axe
import pytest

pytest.importorskip("solara")
from lite_site import SHUTDOWN, narrowest_problems, watch  # noqa: E402
from lite_site import voila as serve_voila  # noqa: E402
from test_classserver_browser import server, words  # noqa: E402, F401 (server: its fixture)

from sjuan_notebooks.companion.links import record_link  # noqa: E402
from sjuan_notebooks.core.cards import cards_of_mask  # noqa: E402
from sjuan_notebooks.core.records import load_example  # noqa: E402
from sjuan_notebooks.i18n import t  # noqa: E402
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal  # noqa: E402
from sjuan_notebooks.widgets.companion import STORAGE_KEY  # noqa: E402

pytestmark = pytest.mark.browser
PHONE = {"width": 390, "height": 844}
NAMES = ["A", "B", "C", "D"]


def _ask(page: Any) -> str:
    return words(page.locator(".sjuan-cc-ask").inner_text())


def _tap(page: Any, selector: str, entry: int) -> None:
    """Tap the button drawn for the ``entry``-th entry (0-based) and wait for the companion to
    ask the next thing."""
    before = _ask(page)
    page.locator(f"{selector}.sjuan-cc-n{entry}").first.tap()
    page.wait_for_function(  # the tap is in when the companion asks the next thing
        "before => { const a = document.querySelector('.sjuan-cc-ask');"
        " return a && a.innerText.replace(/\\s+/g, ' ').trim() !== before; }",
        arg=before,
        timeout=30_000,
    )


def _taps(seed: int) -> list[str]:
    """The selectors a table taps to enter a whole deal (seeded, played at random), then the
    cards each player has left, in the order the companion asks for them."""
    rng = random.Random(seed)
    state = new_deal(SevensRules(), NAMES, dealer="D", seed=seed)
    taps = []
    while not state.is_over:
        legal = legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        if not state.table:
            taps.append(
                f"button:has-text('{t('companion.player.tip', 'en', player=state.player)}')"
            )
        elif move.code == "pass":
            taps.append("button.sjuan-cc-pass")
        else:
            taps.append(f"button.sjuan-cc-card-{move.code}")
        state = apply(state, move)
    n = len(NAMES)
    for k in range(1, n):
        seat = (state.winner + k) % n
        taps += [f"button.sjuan-cc-card-{c.code}" for c in cards_of_mask(state.hands[seat])]
    return taps


def test_a_sjuan_deal_entered_by_taps_on_a_phone_resumed_and_shared(
    browser: Any,
    server: dict[str, str],  # noqa: F811 (the imported fixture)
) -> None:
    base = server["base"]
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    traffic = watch(context)
    page = context.new_page()
    try:
        page.goto(base + "/companion")
        page.wait_for_selector(".sjuan-cc-setup button.sjuan-cc-start", timeout=90_000)
        assert axe.check(page) == [], "the set-up, WCAG 2.1 A/AA (tests/axe.py)"
        problems = narrowest_problems(page)  # the set-up at 320 px: fits, controls big enough
        page.locator("button.sjuan-cc-start").tap()
        page.wait_for_selector(".sjuan-cc-ask", timeout=30_000)
        taps = _taps(7)
        half = len(taps) // 2
        for i, selector in enumerate(taps[:half]):
            _tap(page, selector, i)
        # large touch targets, and nothing wider than the phone
        # the buttons are drawn afresh after each entry: measure one that is on the page now
        # (in one step in the page: a button found, then measured from Python, may be replaced
        # between the two and have no box)
        page.wait_for_selector("button.sjuan-cc-card:visible", timeout=30_000)
        box = page.evaluate(
            """() => [...document.querySelectorAll('button.sjuan-cc-card')]
                .map(b => b.getBoundingClientRect())
                .filter(r => r.width > 0 && r.height > 0)
                .map(r => ({width: r.width, height: r.height}))[0] || null"""
        )
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
        # and at 320 px: no sideways scroll, no word cut, every control 24 px, a card 44
        problems += narrowest_problems(page)
        assert not problems, "\n".join(problems)
        assert axe.check(page) == [], "entering a deal, WCAG 2.1 A/AA (tests/axe.py)"
        asked = _ask(page)

        # a reload (a phone put to sleep, a tab closed): the game is offered back
        traffic.watching = False  # the page left may throw as its socket closes ("Cannot send")
        page.reload()
        traffic.watching = True
        page.wait_for_selector("button.sjuan-cc-resume", timeout=90_000)
        assert t("companion.saved.found", "en") in words(page.inner_text("body"))
        page.locator("button.sjuan-cc-resume").tap()
        page.wait_for_selector(".sjuan-cc-ask", timeout=30_000)
        assert _ask(page) == asked
        for i, selector in enumerate(taps[half:], half):
            _tap(page, selector, i)

        page.wait_for_selector(".sjuan-cc-turned", timeout=30_000)
        text = words(page.inner_text("body"))
        assert t("companion.referee.none", "en") in text
        assert t("companion.ask.deal_over", "en", player="") in text
        page.locator("button.sjuan-cc-share").tap()
        link = page.locator("a.sjuan-cc-link-a").get_attribute("href", timeout=30_000)
        assert link and link.startswith("/companion?record=1")

        # leaving a live page may end its socket mid-send ("Cannot send"): not the new page's
        traffic.watching = False
        page.goto(base + link)
        traffic.watching = True
        page.wait_for_selector(".sjuan-companion button.sjuan-first", timeout=90_000)
        assert t("companion.link.opened", "en") in words(page.inner_text("body"))

        traffic.watching = False
        page.goto(base + link[:-8] + "AAAAAAAA")
        traffic.watching = True
        page.wait_for_selector(".sjuan-cc-top-message p", timeout=90_000)
        assert t("companion.link.bad", "en") in words(page.inner_text("body"))
        assert page.locator(".sjuan-companion button.sjuan-first").count() == 0
        assert traffic.problems() == []
    finally:
        context.close()


def test_the_lesson_in_voila_opens_a_shared_link_and_keeps_a_game_on_the_device(
    browser: Any,
) -> None:
    root = Path(__file__).parents[2]
    (root / "test-artifacts").mkdir(exist_ok=True)
    link = record_link(load_example("sjuan-worked-example"), "notebooks/sv/07-companion.ipynb")
    with serve_voila(root, root / "test-artifacts" / "voila-companion.log") as base:
        context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
        traffic = watch(context)
        page = context.new_page()
        try:
            page.goto(f"{base}/voila/render/{link}", wait_until="domcontentloaded", timeout=240_000)
            page.wait_for_selector(
                ".sjuan-companion .sjuan-stepper button.sjuan-first", timeout=240_000
            )
            text = words(page.inner_text("body"))
            assert t("companion.link.opened", "sv") in text
            assert t("companion.link.bad", "sv") not in text
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"] + 1
            assert page.evaluate(f"localStorage.getItem({STORAGE_KEY!r})") is None
            page.locator("button.sjuan-cc-start").tap()
            page.wait_for_selector(".sjuan-cc-ask", timeout=30_000)
            page.wait_for_function(f"!!localStorage.getItem({STORAGE_KEY!r})", timeout=30_000)
            saved = page.evaluate(f"JSON.parse(localStorage.getItem({STORAGE_KEY!r}))")
            assert saved["game"] == "sjuan" and saved["players"] == ["A", "B", "C", "D"], saved
            assert traffic.problems() == []
        finally:
            traffic.watching = False
            page.evaluate(SHUTDOWN)
            context.close()
