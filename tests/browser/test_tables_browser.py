"""Tables on the class server in Chromium, every host but 127.0.0.1 blocked: four pages (in
three languages) at one Sedma table play a game to its end through the server, each clicking
only its own cards; the record each downloads is the same and replays to the result the pages
show. The teacher's view lists the table, and fits a phone; an unknown address gets one
sentence. A phone (390 px, touch) joins a table with its code and plays its seat to the end by
taps, the lobby and the seat fitting 320 px as well (issue 47)."""

from __future__ import annotations

import base64
import contextlib
import json
import re
import time
from pathlib import Path
from typing import Any

import axe
import pytest

pytest.importorskip("solara")
from lite_site import (  # noqa: E402
    PHONE_DEVICE,
    narrowed_problems,
    narrowest_problems,
    phone_problems,
    watch,
)
from test_classserver_browser import server, words  # noqa: E402, F401 (server: its fixture)

from sjuan_notebooks.core.cards import parse_card  # noqa: E402
from sjuan_notebooks.core.registry import replay  # noqa: E402
from sjuan_notebooks.i18n import t  # noqa: E402
from sjuan_notebooks.tables import CODE_ALPHABET, CODE_LENGTH  # noqa: E402
from sjuan_notebooks.views.base import card_short, view_of_state  # noqa: E402
from sjuan_notebooks.widgets.phone import SUIT_COLOURS  # noqa: E402

pytestmark = pytest.mark.browser
ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"
#: the card codes of a page's hand buttons (their ``sjuan-card-<code>`` classes)
CODES = "els => els.map(e => [...e.classList].find(c => /^sjuan-card-/.test(c)).slice(11))"


def table_page(browser: Any, url: str) -> tuple[Any, Any, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, accept_downloads=True)
    traffic = watch(context)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(".sjuan-table-lobby", timeout=90_000)
    return context, page, traffic


def join(page: Any, nickname: str, code: str | None = None) -> None:
    page.locator(".sjuan-table-nickname input").fill(nickname)
    if code is not None:
        page.locator(".sjuan-table-code input").fill(code)
        page.locator("button.sjuan-table-join").click()
    else:
        page.locator("button.sjuan-table-open").click()
    page.wait_for_selector(".sjuan-seat-who p", timeout=30_000)


def test_four_pages_play_a_sedma_game_to_its_end(
    browser: Any,
    server: dict[str, str],  # noqa: F811 (the imported fixture)
) -> None:
    base = server["base"]
    pages: list[tuple[Any, Any, Any]] = []
    try:
        for path in ("/table", "/sv/table", "/sk/table", "/table"):
            pages.append(table_page(browser, base + path))
        opener = pages[0][1]
        assert axe.check(opener) == [], "the lobby, WCAG 2.1 A/AA (tests/axe.py)"
        # an empty nickname is refused in a sentence, and no table is opened
        opener.locator("button.sjuan-table-open").click()
        opener.wait_for_function(
            "want => document.body.innerText.includes(want)",
            arg=t("table.error.nickname_empty", "en"),
        )
        for seat in (3, 4):  # Sedma for four people: every seat a person's
            opener.locator(f".sjuan-table-seat-{seat} select").select_option(
                label=t("table.open.person", "en")
            )
        join(opener, "Ann")
        who = words(opener.locator(".sjuan-seat-who").inner_text())
        found = re.search(rf"\b([{CODE_ALPHABET}]{{{CODE_LENGTH}}})\b\.", who)
        assert found, who
        code = found.group(1)
        # a wrong code gets one sentence on the joining page
        wrong = "".join(c for c in CODE_ALPHABET if c not in code)[:CODE_LENGTH]
        pages[1][1].locator(".sjuan-table-nickname input").fill("Bo")
        pages[1][1].locator(".sjuan-table-code input").fill(wrong)
        pages[1][1].locator("button.sjuan-table-join").click()
        pages[1][1].wait_for_function(
            "want => document.body.innerText.includes(want)",
            arg=t("table.error.unknown_code", "sv"),
        )
        for (_, page, _), name in zip(pages[1:], ("Bo", "Cyril", "Di")):
            join(page, name, code.lower())
        names = ("Ann", "Bo", "Cyril", "Di")
        dealt = []
        for (_, page, _), name in zip(pages, names):
            page.wait_for_selector(".sjuan-hand-buttons .sjuan-card", timeout=30_000)
            assert name in words(page.locator(".sjuan-seat-who").inner_text())
            dealt.append(set(page.eval_on_selector_all(".sjuan-hand-buttons .sjuan-card", CODES)))
        partner = words(pages[0][1].locator(".sjuan-seat-who").inner_text())
        assert t("table.partner", "en", name="Cyril") in partner  # partners opposite
        assert axe.check(pages[2][1]) == [], "a seat, WCAG 2.1 A/AA (tests/axe.py)"

        # play: whichever page has a playable card clicks it, until every page has the record
        deadline = time.monotonic() + 240
        clicks = 0
        while time.monotonic() < deadline:
            if all(p.locator("a.sjuan-seat-record").count() for _, p, _ in pages):
                break
            for _, page, _ in pages:
                legal = page.locator(
                    ".sjuan-hand-buttons .sjuan-card.sjuan-legal:not([disabled]), .sjuan-move-btn"
                )
                if legal.count():
                    try:
                        legal.first.click(timeout=2_000)
                        clicks += 1
                    except Exception:  # drawn anew under the pointer: look again
                        pass
            time.sleep(0.2)
        assert all(p.locator("a.sjuan-seat-record").count() for _, p, _ in pages), clicks
        records = []
        for _, page, _ in pages:
            href = page.locator("a.sjuan-seat-record").get_attribute("href")
            assert href and href.startswith("data:application/json")
            records.append(json.loads(base64.b64decode(href.split(",", 1)[1])))
        assert all(r == records[0] for r in records)
        record = records[0]
        assert record["players"] == list(names)
        # the download is the browser's: a file with the record, nothing written on the server
        with pages[3][1].expect_download() as download:
            pages[3][1].locator("a.sjuan-seat-record").click()
        with open(download.value.path(), encoding="utf-8") as f:
            saved = json.load(f)
        assert saved == record
        replayed = replay(record)
        # each page was dealt its own hand and was shown no other card
        assert dealt == [{c.code for c in h} for h in replayed.games[0].initial.hands]
        final = replayed.games[-1].final
        assert final.over
        shown = words(pages[0][1].locator(".sjuan-seat-status").inner_text())
        assert shown == words(view_of_state(final).status_text(final, "en"))
        match = words(pages[0][1].locator(".sjuan-match").inner_text())
        assert t("count.games_played", "en", n=1) in match

        # the teacher's view lists the table and how far it has come
        teacher_ctx = browser.new_context()
        try:
            teacher = teacher_ctx.new_page()
            teacher.goto(f"{base}/teacher?token={server['token']}")
            teacher.wait_for_selector(".sjuan-teacher-counts", timeout=60_000)
            row = next(
                r
                for r in teacher.locator(".sjuan-teacher-counts tr").all_inner_texts()
                if code in r
            )
            assert "Sedma" in row and "Cyril" in row
            assert (
                t("table.progress.over", "en", games=1, moves=len(record["games"][0]["moves"]))
                in row
            )
            # on a phone's 390 and 320 px the view fits, its table of tables scrolling in its box
            found = narrowed_problems(teacher, (390, 320))
            assert not found, "\n".join(found)
        finally:
            teacher_ctx.close()
        for _, _, traffic in pages:
            assert traffic.problems() == []
    finally:
        for context, _, _ in pages:
            context.close()


@pytest.mark.parametrize(
    ("path", "lang", "start"), [("/no-such-page", "en", "/"), ("/sv/no-such-page", "sv", "/sv/")]
)
def test_an_unknown_address_gets_one_sentence_and_a_link_to_the_start(
    browser: Any,
    server: dict[str, str],  # noqa: F811 (the imported fixture)
    path: str,
    lang: str,
    start: str,
) -> None:
    context = browser.new_context()
    traffic = watch(context)
    try:
        page = context.new_page()
        page.goto(server["base"] + path)
        page.wait_for_selector(".sjuan-not-found", timeout=60_000)
        assert t("class.not_found", lang) in words(page.inner_text(".sjuan-not-found"))
        assert page.locator(".sjuan-not-found a").get_attribute("href") == start
        assert "Page not found" not in page.inner_text("body")
        assert axe.check(page) == []
        assert traffic.problems() == []
    finally:
        context.close()


def test_a_second_tab_takes_the_seat_and_a_closed_one_is_played_by_the_computer(
    browser: Any,
    server: dict[str, str],  # noqa: F811 (the imported fixture)
) -> None:
    base = server["base"]
    context, first, traffic = table_page(browser, base + "/sv/table")
    try:
        first.locator(".sjuan-table-game select").select_option(label="Sjuan")
        first.wait_for_function(  # Sjuan's rule chooser in place of Sedma's
            "() => document.querySelector('.sjuan-option-target') === null"
            " && document.querySelector('.sjuan-option-pot') !== null"
        )
        first.locator(".sjuan-table-players select").select_option(label="3")
        first.wait_for_function(  # the seats drawn anew for three players
            "() => document.querySelector('.sjuan-table-seat-4') === null"
            " && document.querySelector('.sjuan-table-seat-3') !== null"
        )
        first.locator(".sjuan-table-seat-2 select").select_option(
            label=t("table.open.computer", "sv")
        )
        join(first, "Ann")
        first.wait_for_selector(".sjuan-hand-buttons .sjuan-card", timeout=30_000)
        who = words(first.locator(".sjuan-seat-who").inner_text())
        code = re.search(rf"\b([{CODE_ALPHABET}]{{{CODE_LENGTH}}})\b\.", who).group(1)  # type: ignore[union-attr]
        # the same student (the same browser) in a second tab: the newer tab takes the seat
        second = context.new_page()
        second.goto(f"{base}/sv/table?code={code}")
        second.wait_for_selector(".sjuan-table-lobby", timeout=90_000)
        join(second, "Ann", code)
        second.wait_for_selector(".sjuan-hand-buttons .sjuan-card", timeout=30_000)
        first.wait_for_function(
            "want => document.querySelector('.sjuan-seat-status').innerText.includes(want)",
            arg=t("table.error.seat_moved", "sv"), timeout=30_000,
        )  # fmt: skip
        assert first.locator(".sjuan-hand-buttons .sjuan-card").count() == 0
        # the tab closes: the computer plays the seat, which the teacher's view shows away
        assert traffic.problems() == []
        second.goto("about:blank")
        second.close()
        teacher_ctx = browser.new_context()
        try:
            teacher = teacher_ctx.new_page()
            teacher.goto(f"{base}/teacher?token={server['token']}")
            teacher.wait_for_selector(".sjuan-teacher-counts", timeout=60_000)
            teacher.wait_for_function(
                "want => document.querySelector('.sjuan-teacher-counts').innerText.includes(want)",
                arg=t("table.seat.away", "en", name="Ann"), timeout=30_000,
            )  # fmt: skip
        finally:
            teacher_ctx.close()
        first.reload()
        first.wait_for_selector(".sjuan-table-lobby", timeout=90_000)
        first.locator(".sjuan-table-code input").fill(code)
        join(first, "Ann", code)  # the same nickname takes the seat back
        first.wait_for_function(
            "() => document.querySelector('.sjuan-seat-who') !== null", timeout=30_000
        )
        assert "Ann" in words(first.locator(".sjuan-seat-who").inner_text())
        assert t("table.seat.away", "sv", name="Ann") not in words(
            first.locator(".sjuan-seat-list").inner_text()
        )
    finally:
        context.close()


#: a seat's cards it may play now, and its moves that are not cards
PLAYABLE = ".sjuan-hand-buttons .sjuan-card.sjuan-legal:not([disabled]), .sjuan-move-btn"


#: the card codes the seat's picture of the table draws where they can be seen
DRAWN = """els => els.filter(e => e.getClientRects().length && getComputedStyle(e).opacity !== '0')
    .map(e => e.dataset.card)"""
#: each hand button's text colour
COLOURS = "els => els.map(e => getComputedStyle(e).color)"


def rgb(hex_colour: str) -> str:
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


def assert_hand_drawn_once(page: Any) -> None:
    """The seat's hand is face up once: as the buttons the learner taps, each drawn as its
    card in its suit's colour; the picture of the table draws no second copy of it."""
    hand = page.eval_on_selector_all(".sjuan-hand-buttons .sjuan-card", CODES)
    drawn = page.eval_on_selector_all(".sjuan-seat .sjuan-table svg[data-card]", DRAWN)
    assert hand and not set(hand) & set(drawn), f"the hand {hand} drawn again: {drawn}"
    colours = page.eval_on_selector_all(".sjuan-hand-buttons .sjuan-card", COLOURS)
    suits = [rgb(SUIT_COLOURS["sedma"][parse_card(c).suit]) for c in hand]
    assert colours == suits, (hand, colours)


def test_a_phone_joins_a_table_and_plays_its_seat_to_the_end_by_taps(
    browser: Any,
    server: dict[str, str],  # noqa: F811 (the imported fixture)
) -> None:
    """A laptop opens a Sedma table for two people (the computer holds the other two seats); a
    390 px touch phone joins it by the table's link and code, in Slovak. Its own hand is face
    up, as cards it taps; it plays its seat to the end of the game by taps alone; the page
    never scrolls sideways, no word is cut and every control is 24 px at least, a card 44, at
    390 px and at 320 (the lobby, the seat mid-game and at its end)."""
    base = server["base"]
    laptop_ctx, laptop, laptop_traffic = table_page(browser, base + "/table")
    phone_ctx = browser.new_context(**PHONE_DEVICE)
    traffic = watch(phone_ctx)
    try:
        join(laptop, "Ann")  # seats 1 and 2 for people, 3 and 4 the computer's: the default
        who = words(laptop.locator(".sjuan-seat-who").inner_text())
        code = re.search(rf"\b([{CODE_ALPHABET}]{{{CODE_LENGTH}}})\b\.", who).group(1)  # type: ignore[union-attr]
        phone = phone_ctx.new_page()
        phone.goto(f"{base}/sk/table?code={code}")  # the link a classmate shares
        phone.wait_for_selector(".sjuan-table-lobby", timeout=90_000)
        assert phone.evaluate("() => innerWidth") == 390
        problems = phone_problems(phone) + narrowest_problems(phone)
        assert phone.locator(".sjuan-table-code input").input_value() == code
        phone.locator(".sjuan-table-nickname input").fill("Bo")
        phone.locator("button.sjuan-table-join").tap()
        phone.wait_for_selector(".sjuan-hand-buttons .sjuan-card", timeout=30_000)
        assert "Bo" in words(phone.locator(".sjuan-seat-who").inner_text())
        # the hand face up: each card a button that shows its rank and suit
        dealt = phone.eval_on_selector_all(".sjuan-hand-buttons .sjuan-card", CODES)
        faces = [
            words(x) for x in phone.locator(".sjuan-hand-buttons .sjuan-card").all_inner_texts()
        ]
        assert len(dealt) == 4 and all(faces), faces  # Sedma for four: four cards each
        assert_hand_drawn_once(phone)
        problems += phone_problems(phone)

        deadline = time.monotonic() + 240
        taps = 0
        while time.monotonic() < deadline and not phone.locator("a.sjuan-seat-record").count():
            legal = phone.locator(PLAYABLE).locator("visible=true")
            if legal.count():
                card = legal.first
                try:
                    card.evaluate("el => { el.dataset.tapped = '1'; }")
                    card.tap(timeout=5_000)
                except Exception:  # drawn anew under the thumb: look again
                    continue
                taps += 1
                phone.wait_for_function(
                    "() => !document.querySelector('[data-tapped]')", timeout=30_000
                )
                if taps == 2:  # mid-game: the others' moves, the verdict, the table
                    assert_hand_drawn_once(phone)
                    problems += phone_problems(phone) + narrowest_problems(phone)
                    phone.screenshot(
                        path=str(ARTIFACTS / "phone-class-table-mid.png"), full_page=True
                    )
                continue
            mine = laptop.locator(PLAYABLE)
            if mine.count():
                with contextlib.suppress(Exception):  # drawn anew under the pointer: look again
                    mine.first.click(timeout=2_000)
            time.sleep(0.2)
        assert phone.locator("a.sjuan-seat-record").count(), taps
        assert taps >= 8, taps
        href = phone.locator("a.sjuan-seat-record").get_attribute("href")
        assert href
        record = json.loads(base64.b64decode(href.split(",", 1)[1]))
        assert record["players"][:2] == ["Ann", "Bo"]
        replayed = replay(record)
        hand = replayed.games[0].initial.hands[1]
        assert sorted(dealt) == sorted(c.code for c in hand)
        view = view_of_state(replayed.games[0].initial)
        assert sorted(faces) == sorted(words(card_short(c, "sk", view.pack)) for c in hand)
        final = replayed.games[-1].final
        shown = words(phone.locator(".sjuan-seat-status").inner_text())
        assert shown == words(view_of_state(final).status_text(final, "sk"))
        problems += phone_problems(phone) + narrowest_problems(phone)
        phone.screenshot(path=str(ARTIFACTS / "phone-class-table-over.png"), full_page=True)
        problems += traffic.problems() + laptop_traffic.problems()
        assert not problems, "\n".join(problems)
    finally:
        phone_ctx.close()
        laptop_ctx.close()
