"""Pass and play and play without help, in Voila in headless Chromium (issues 23 and 27).

A page built here shows two tables. At the first, two people share one device at a Sjuan
table (seats A and C; computers hold B and D): between their turns the cover must leave no
card button of any hand in the page, "Show my hand" must show the right person's hand and put
the focus on it, and the cover after a move must take the focus. At the second, help "none":
every card can be clicked, nothing is green, no map; an illegal card is refused with its
reason and counted, and the hand stays as it was. axe-core checks the page at the end.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import axe
import pytest
from lite_site import (
    CARD_CODES,
    CHROMIUM,
    FOCUSED_IN,
    assert_covered,
    pass_and_play_turn,
    voila_page,
    write_page,
)
from lite_site import voila as serve_voila

from sjuan_notebooks.widgets import PlayTable

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PAGES = ARTIFACTS / "play-together-browser"
SEED = 7
HUMANS = [0, 2]

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)

PAGE = [
    "# Play together\n\nThe page of tests/browser/test_play_together_browser.py.",
    "from sjuan_notebooks.widgets import PlayTable\n\n"
    f'together = PlayTable("sjuan", humans={HUMANS}, seed={SEED})\n'
    'together.add_class("pp-together")\ntogether',
    # B holds the five of spades while the six is not out (tests/widgets/test_widgets_play.py)
    'alone = PlayTable("sjuan", seat=1, seed=5, help="none")\nalone.add_class("pp-alone")\nalone',
]

TOGETHER = ".pp-together"
ALONE = ".pp-alone"


@pytest.fixture(scope="module")
def voila() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    with serve_voila(ROOT, ARTIFACTS / "voila-play-together.log") as base:
        yield base


@pytest.fixture(scope="module")
def together_page() -> str:
    return write_page(PAGES / "together.ipynb", PAGE).relative_to(ROOT).as_posix()


def test_two_people_pass_the_device_and_a_table_without_help_counts_illegal_tries(
    browser, voila: str, together_page: str
) -> None:
    mirror = PlayTable("sjuan", humans=HUMANS, seed=SEED)  # the same deal, played alongside
    url = f"{voila}/voila/render/{together_page}"
    ready = (f"{TOGETHER} .sjuan-show-hand", f"{ALONE} .sjuan-card")
    with voila_page(browser, url, ready) as (page, traffic):
        table = page.locator(TOGETHER)
        log = table.locator(".sjuan-log")

        def focused_and_seen(shown: set[str]) -> None:
            """The shown hand takes the focus; the first is kept as a screenshot."""
            page.wait_for_function(
                FOCUSED_IN, arg=[table.element_handle(), ".sjuan-card, .sjuan-move-btn"],
                timeout=30_000,
            )  # fmt: skip
            if turns == 0:
                page.screenshot(path=str(ARTIFACTS / "play-together-shown.png"), full_page=True)

        turns = 0
        while turns < 4:
            pass_and_play_turn(page, table, mirror, on_shown=focused_and_seen)
            turns += 1
            if mirror.api.is_over(mirror.state):
                break
            if mirror.covered:
                assert_covered(page, table, mirror)
                page.wait_for_function(
                    FOCUSED_IN, arg=[table.element_handle(), ".sjuan-show-hand"], timeout=30_000
                )
                # the move log stays in view under the cover
                assert mirror.moves_log[-1] in log.inner_text()
        assert turns == 4
        page.screenshot(path=str(ARTIFACTS / "play-together-covered.png"), full_page=True)

        # help "none": every card can be clicked, nothing is green, no map
        alone = page.locator(ALONE)
        assert alone.locator(".sjuan-legal-map").count() == 0
        assert alone.locator(".sjuan-card.mod-success").count() == 0
        assert alone.locator(".sjuan-card:disabled").count() == 0
        before = sorted(page.evaluate(CARD_CODES, alone.element_handle()))
        reference = PlayTable("sjuan", seat=1, seed=5, help="none")
        reason = reference.view.refusal(reference.state, "S5", "en")
        assert reason and "S5" in before and "S5" not in reference.legal_codes()
        for n, tally in ((1, "1 illegal try this deal."), (2, "2 illegal tries this deal.")):
            alone.locator(".sjuan-card-S5").click()
            page.wait_for_function(
                "([root, text]) => document.querySelector(root + ' .sjuan-tally')"
                ".textContent.includes(text)",
                arg=[ALONE, tally],
                timeout=30_000,
            )
            message = alone.locator(".sjuan-message").inner_text()
            # said once: the refusal gives the reason, the tally line under it the count
            assert reason in message and tally not in message, n
            assert (
                sorted(page.evaluate(CARD_CODES, alone.element_handle())) == before
            )  # nothing played
        page.screenshot(path=str(ARTIFACTS / "play-together-none.png"), full_page=True)

        problems = axe.check(page)
        traffic.watching = False
        problems += traffic.problems()
        assert not problems, "\n".join(problems)
