"""The Companion widget driven headless: taps, wrong taps, undo, the device's storage, resume
and throw away, the record's download, the shared link and a damaged one."""

from __future__ import annotations

import base64
import html
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from helpers import sevens_deal

from sjuan_notebooks.companion.links import LITE_APP, record_from_link, record_link
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import t
from sjuan_notebooks.widgets.companion import Companion, DeviceStore


def _buttons(box):
    return [b.description for b in box.children]


def test_taps_enter_a_sevens_deal_and_a_wrong_tap_changes_nothing():
    c = Companion("sv")
    assert c.start("sjuan", ["A", "B", "C", "D"], "D")
    # who holds the seven of hearts: one button per player
    assert len(c.words_box.children) == 4
    c.words_box.children[1].click()
    assert c.game.entries == ("H7@B",)
    assert c.card_codes() == ["S7", "H6", "H8", "D7", "C7"]  # the cards that fit, first
    for b in c.cards_box.children:
        assert int(b.layout.width[:-2]) >= 44 and int(b.layout.height[:-2]) >= 44
    assert c.enter("H9@C") is False
    assert "hjärter nio" in c.message.lower()
    assert c.game.entries == ("H7@B",)
    c.cards_box.children[2].click()  # H8 by C
    assert c.game.entries[-1] == "H8@C"
    c.undo_button.click()
    assert c.game.entries == ("H7@B",)
    assert json.loads(c.store.value)["entries"] == ["H7@B"]


def test_a_game_kept_on_the_device_is_offered_back_then_resumed_or_thrown_away():
    first = Companion("en")
    first.start("sjuan", ["A", "B", "C"], "C")
    first.enter("H7@A")
    first.enter("pass@B")
    kept = first.store.value
    # a reload: a new page, whose storage holds what the last one wrote
    store = DeviceStore()
    again = Companion("en", store=store)
    assert again.resume_box.children == ()
    store.saved = kept  # the browser sends what it found
    assert t("companion.saved.found", "en") in again.resume_box.children[0].value
    again.resume_button.click()
    assert again.game.entries == ("H7@A", "pass@B")
    again.discard_button.click()
    assert again.game is None and store.value == ""
    # a damaged save is one sentence
    broken = Companion("nb", store=DeviceStore(saved='{"kind": "sjuan-companion"}'))
    assert broken.resume() is False
    assert broken.message.startswith(t("companion.error.saved_setup", "nb", reason="")[:20])


def test_a_finished_deal_is_scored_reviewed_downloaded_and_shared():
    game, final, _, _ = sevens_deal(3, 4)
    c = Companion("en", link_base="/companion")
    c.start("sjuan", list(game.setup.players), game.setup.dealer)
    for entry in game.entries:
        assert c.enter(entry), (entry, c.message)
    assert "Where the game turned" in c.review_html.value
    text = c.download()
    record = json.loads(text)
    assert replay(record).final.is_over
    href = re.search(r'href="data:application/json;base64,([^"]+)"', c.link_html.value).group(1)
    assert json.loads(base64.b64decode(href)) == record
    link = c.share()
    assert link.startswith("/companion?record=")
    opened = Companion("en", query=link.partition("?")[2])
    assert t("companion.link.opened", "en") in opened.top_message.value
    assert any(type(x).__name__ == "Stepper" for x in opened.children)


@pytest.mark.parametrize("lang", ["en", "sk"])
def test_a_damaged_link_says_so_and_opens_nothing(lang):
    link = record_link(load_example("sjuan-worked-example"))
    damaged = link[:-6] + "zzzzzz"
    c = Companion(lang, query=damaged.partition("?")[2])
    assert t("companion.link.bad", lang) in c.top_message.value.replace("&#x27;", "'")
    assert not any(type(x).__name__ == "Stepper" for x in c.children)


def test_sedma_taps_follow_the_game_s_flow():
    c = Companion("sk")
    c.start("sedma", ["A", "B"], "B")
    assert len(c.card_codes()) == 32
    c.enter("H7@A")
    c.enter("H8@B")  # A holds the trick: no choice for A, the trick ends, both draw
    assert c.game.state.stock == 22 and c.game.state.to_move == 0
    c.enter("HA@A")
    c.enter("SA@B")  # B takes it over: A may continue or stop
    assert c.game.state.deciding
    assert _buttons(c.words_box) == [t("companion.btn.stop", "sk")]
    assert c.enter("S9@A") is False  # neither an ace nor a seven
    assert c.game.state.deciding


@pytest.mark.parametrize("lang", ["sv", "nb"])
def test_in_the_browser_site_a_shared_link_runs_the_companion_in_its_app_page(lang, monkeypatch):
    """The browser site's kernel cannot read the page's address: its link is the site's app
    page, whose code (run by the console at start) opens the companion on the record."""
    import sjuan_notebooks.widgets.companion as module

    monkeypatch.setattr(module, "IN_BROWSER_SITE", True)
    game, _, _, _ = sevens_deal(5, 4)
    c = Companion(lang)
    c.start("sjuan", list(game.setup.players), game.setup.dealer)
    for entry in game.entries:
        assert c.enter(entry), (entry, c.message)
    link = c.share()
    assert link.startswith(LITE_APP + "?") and 'href="' + html.escape(link) in c.link_html.value
    params = {k: v[-1] for k, v in parse_qs(urlsplit(link).query).items()}
    assert params["hideCodeInput"] == "1" and params["kernel"] == "python"
    shown = []
    namespace = {"display": shown.append}
    exec(params["code"].replace("from IPython.display import display\n", ""), namespace)  # noqa: S102
    (opened,) = shown
    assert opened.lang == lang and t("companion.link.opened", lang) in opened.top_message.value
    assert [type(x).__name__ for x in opened.children].count("Stepper") == 1
    assert record_from_link(link) == c.record()
    # a page given its own address (the class server) keeps it, in the browser site too
    assert Companion(lang, link_base="/companion").link_to(c.record()).startswith("/companion?")
