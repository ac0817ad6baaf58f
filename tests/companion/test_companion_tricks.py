"""Femkamp and Sjukamp trick deals entered card by card: scored into the sheet as the deal's
spec scores them, never flagged when played legally, and a revoke flagged at the first card
that shows it (hypothesis)."""

from __future__ import annotations

import pytest
from helpers import trick_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.companion import EntryError, TableGame
from sjuan_notebooks.core.cards import parse_card

DEALS = st.sampled_from(["pass", "klover", "damer", "grand", "trumf", "finale"])


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 5), deal=DEALS)
def test_a_legal_trick_deal_is_never_flagged_and_its_points_go_in_the_sheet(seed, n, deal):
    game, points, _ = trick_deal(seed, n, deal)
    assert game.flags == ()
    assert game.state.column == 1 and game.state.play is None
    assert game.state.sheet.scores_json() == {
        p: [v] + [0] * (len(game.state.sheet.deals) - 1) for p, v in points.items()
    }


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 5), deal=DEALS, at=st.integers(0, 30))
def test_a_revoke_is_flagged_at_the_first_card_that_shows_it(seed, n, deal, at):
    game, _, revoke = trick_deal(seed, n, deal, revoke_at=at)
    if not revoke:
        return
    names = game.setup.players
    shown = next(
        i + 1
        for i, entry in enumerate(game.entries)
        if i + 1 > revoke["turn"]
        and entry.partition("@")[2] == names[revoke["seat"]]
        and parse_card(entry.partition("@")[0]).suit == revoke["suit"]
    )
    assert [(f.turn, f.player, f.shown_at) for f in game.flags] == [
        (revoke["turn"], names[revoke["seat"]], shown)
    ]
    assert "did not follow" in game.flags[0].text("en")


def test_typed_points_and_cards_do_not_mix_in_one_deal():
    game = TableGame.new("femkamp", ["A", "B", "C", "D"], "D")
    typed = game.enter("3")
    with pytest.raises(EntryError) as e:
        typed.enter("H7")
    assert e.value.key == "companion.error.no_card_play"
    played = game.enter("H7@A")
    with pytest.raises(EntryError) as e:
        played.enter("3")
    assert e.value.key == "companion.error.not_now"
    with pytest.raises(EntryError) as e:
        played.enter("H7@B")
    assert e.value.key == "companion.error.played_deal"
    # Kabal is a Sevens deal: entered by its points
    kabal = TableGame.new("femkamp", ["A", "B", "C"], "C", {"order": ["kabal", "pass", "klover",
                          "damer", "grand"]})  # fmt: skip
    with pytest.raises(EntryError):
        kabal.enter("H7@A")
