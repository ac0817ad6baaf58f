"""The deal specs (femkamp/deals.py): the text's deals as the digest states them, the house
deal Hjerter, compendiums as orders (a family's 10-kamp plays as a checked match), and every
registered deal's played points passing its own score-sheet check."""

from __future__ import annotations

import random

import pytest
from digest_data import DIGEST_DEALS, DIGEST_ORDERS
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.errors import RecordError, UnknownOptionError
from sjuan_notebooks.femkamp.deals import compendium, compendiums, deals, get_deal, trick_deals
from sjuan_notebooks.femkamp.match import play_match
from sjuan_notebooks.femkamp.record import deal_record, replay_record
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.femkamp.tricks import TrickRules, deal_points, new_deal, play_out
from sjuan_notebooks.i18n import LANGS, t

PLAYERS = ["Kari", "Ola", "Siri", "Per"]


def test_the_text_deals_are_the_digests_and_no_more() -> None:
    text = {spec.name: spec for spec in deals() if not spec.house}
    assert set(text) == set(DIGEST_DEALS)
    for name, total in DIGEST_DEALS.items():
        if total is None:
            assert text[name].sevens
            with pytest.raises(ValueError):
                text[name].total(4)
        else:
            assert text[name].total(4) == total
            assert text[name].avoid == (total > 0)
    for game, order in DIGEST_ORDERS.items():
        assert compendium(game).order == order and not compendium(game).house


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("two", ["D2", "H2"])
def test_hjerter_keeps_all_13_hearts_and_is_marked_a_house_deal(n: int, two: str) -> None:
    spec = get_deal("hjerter")
    rules = TrickRules.for_deal("hjerter", removed_two=two)
    state = new_deal(rules, n, seed=n)
    hearts = sum(1 for hand in state.hand_cards for c in hand if c.suit == "H")
    assert hearts == 13 and spec.total(n) == 13 and spec.house and spec.avoid
    assert len(state.hand(0)) == {3: 17, 4: 13, 5: 10}[n]
    final, _ = play_out(state, random.Random(n))
    for i, name in enumerate(final.players):
        assert deal_points(final)[name] == sum(c.suit == "H" for c in final.taken_cards[i])
    for lang in LANGS:
        bare = t("tricks.deal.hjerter", lang)
        assert spec.label(lang) == t("tricks.deal.house", lang, deal=bare) != bare


def test_a_familys_10_kamp_plays_as_a_checked_match_and_replays() -> None:
    order = compendium("tikamp").order
    assert len(order) == 10 and compendium("tikamp").house
    match, played = play_match("sjukamp", PLAYERS, seed=5, order=list(order))
    assert [d.deal for d in match.regular] == list(order)
    sheet = match.to_sheet()
    report = sheet.check()
    assert report.ok and report.complete and report.winner in (*PLAYERS, None)
    again = ScoreSheet.from_json(sheet.to_json())
    assert again == sheet and again.check().complete
    record = {
        "game": "sjukamp",
        "options": {"order": list(order)},
        "players": PLAYERS,
        "deals": [deal_record("sjukamp", p.initial, p.moves, in_match=True) for p in played],
    }
    assert replay_record(record).match.totals == match.totals  # type: ignore[union-attr]
    # the same sheet under the game's own order lacks its deals
    with pytest.raises(RecordError):
        ScoreSheet.from_json({**sheet.to_json(), "options": {}})


def test_femkamps_swapped_order_is_a_complete_sheet_and_sjukamp_has_none() -> None:
    match, _ = play_match("femkamp", PLAYERS, seed=1, swap_4_5=True)
    assert match.rules.order[3:] == ("grand", "kabal") and match.to_sheet().complete
    match, _ = play_match("sjukamp", PLAYERS, seed=1, swap_4_5=True)
    assert match.rules.order == compendium("sjukamp").order


def test_a_column_of_no_registered_deal_is_refused_in_a_sentence() -> None:
    sheet = ScoreSheet.blank("femkamp", PLAYERS)
    with pytest.raises(RecordError) as caught:
        sheet.check_column("hjarter", [13, 0, 0, 0], 2)
    for lang in LANGS:
        assert "hjarter" in caught.value.message(lang)
    bad = {**sheet.to_json(), "deals": ["pass", "klover", "hjerter", "kabal", "grand"]}
    with pytest.raises(RecordError):  # a registered deal outside the sheet's order
        ScoreSheet.from_json(bad)
    with pytest.raises(UnknownOptionError):
        ScoreSheet.from_json({**sheet.to_json(), "options": {"order": ["pass", "poker"]}})


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.sampled_from([3, 4, 5]), deal=st.sampled_from(trick_deals()),
       zero=st.booleans())  # fmt: skip
def test_every_registered_deals_points_pass_its_own_sheet_check(
    seed: int, n: int, deal: str, zero: bool
) -> None:
    final, _ = play_out(new_deal(TrickRules.for_deal(deal, klover_all_zero=zero), n, seed=seed),
                        random.Random(seed))  # fmt: skip
    points = deal_points(final)
    names = list(final.players)
    sheet = ScoreSheet.from_json({"kind": "scoresheet", "game": "sjukamp", "players": names,
                                  "deals": [deal], "scores": {p: [points[p]] for p in names},
                                  "options": {"klover_all_zero": zero, "order": [deal]}})  # fmt: skip
    assert sheet.check().problems == ()
    assert sheet.check().complete
    wrong = sheet.with_cell(names[0], 0, points[names[0]] + 1)
    assert wrong.check().problems, "one point more cannot be a possible column"


@pytest.mark.parametrize("lang", LANGS)
def test_the_rule_chooser_offers_the_compendiums_by_name(lang: str) -> None:
    from sjuan_notebooks.widgets import RuleChooser

    chooser = RuleChooser("femkamp", lang=lang)
    offered = dict(chooser.controls["order"].options)
    for comp in compendiums():
        assert offered[comp.label(lang)] == ",".join(comp.order)
    assert offered[t("tricks.compendium.own", lang)] == ""
    assert t("tricks.deal.house", lang, deal=t("tricks.compendium.tikamp", lang)) in offered
    assert chooser.set("order", ",".join(compendium("tikamp").order))
    assert chooser.record_options()["order"] == list(compendium("tikamp").order)
    assert not chooser.set("order", "pass,poker")  # refused in a sentence, nothing changes
    assert chooser.message() and chooser.record_options()["order"][2] == "hjerter"
