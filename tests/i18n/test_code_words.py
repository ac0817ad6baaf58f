"""Words the code chooses, not the catalogs: a pass is named a stand-over only where the rules
have stand-overs; a pass button says what lesson 1's button says; a refusal's count of illegal
tries is said once (the learner's review of lesson 5's Sjuan table, 2026-12-05)."""

from __future__ import annotations

import pytest

from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.sevens.record import move_name
from sjuan_notebooks.widgets.play import PlayTable


def _to_a_turn_with_a_playable_card(table: PlayTable) -> None:
    """Play the first legal move until the shown hand is to move holding a card it may play."""
    for _ in range(60):
        state = table.state
        assert not table.api.is_over(state), "no turn with a playable card"
        if state.hands[state.to_move] & state.playable:
            return
        table.click_card("pass")  # forced


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_pass_in_sjuan_is_a_pass_not_a_stand_over(lang: str) -> None:
    table = PlayTable("sjuan", seat=0, seed=7, help="hint", lang=lang)
    _to_a_turn_with_a_playable_card(table)
    state, before = table.state, table.fingerprint()
    # the button says what lesson 1's forced-pass button says ("Passa", not the log's "Passar")
    assert table.move_buttons()["pass"].description == t("sevens.button.pass", lang)
    table.move_buttons()["pass"].click()
    assert table.state is state and table.fingerprint() == before
    reason = table.view.refusal(state, "pass", lang)
    assert reason
    message = table.message()
    assert message.startswith(t("ui.play.refused_pass", lang, reason=reason))
    assert t("sevens.word.stand_over", lang).lower() not in message.lower()
    assert t("sevens.move.stand_over", lang).lower() not in message.lower()
    # the replay's move column names such a pass a pass, too
    assert move_name("pass", lang, state) == t("sevens.move.pass", lang)
    # one illegal try, counted once on the page
    tally = t("ui.play.illegal_tries", lang, n=1)
    assert table.tally() == tally and table.shown_text().count(tally) == 1


def test_where_the_rules_have_stand_overs_the_same_pass_is_one() -> None:
    table = PlayTable("sjuern", seat=0, seed=7, help="hint", options={"stand_over": 3}, lang="sv")
    for _ in range(60):  # past the opening (the seven of diamonds must come first)
        state = table.state
        legal = [table.api.move_code(m) for m in table.api.legal_moves(state)]
        if "pass" in legal and state.hands[state.to_move] & state.playable:
            break
        assert table.click_card(legal[0])
    state = table.state
    assert table.move_buttons()["pass"].description == t("sevens.button.stand_over", "sv")
    assert move_name("pass", "sv", state) == t("sevens.move.stand_over", "sv")
    assert table.click_card("pass")  # a legal stand-over is played


def test_the_tally_line_says_the_count_once_and_stays_after_the_refusal() -> None:
    table = PlayTable("sjuan", seat=0, seed=7, help="hint")
    _to_a_turn_with_a_playable_card(table)
    table.click_card("pass")
    tally = t("ui.play.illegal_tries", "en", n=1)
    # the refusal gives the reason; the count is in the tally line under it, said once
    assert tally not in table.message() and table.tally_html.value == tally
    assert table.shown_text().count(tally) == 1
    legal = [table.api.move_code(m) for m in table.api.legal_moves(table.state)]
    assert table.click_card(next(c for c in legal if c != "pass"))
    if not table.api.is_over(table.state) and not table.message():
        assert table.tally_html.value == tally
