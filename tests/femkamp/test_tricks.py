"""The trick engine: deck and seats, following suit, trick winners, explanations, points."""

from __future__ import annotations

import random

import pytest

from sjuan_notebooks.core.cards import Card, parse_card
from sjuan_notebooks.core.contract import random_playout
from sjuan_notebooks.core.errors import (
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    UnknownOptionError,
)
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.femkamp.tricks import (
    TrickRules,
    apply,
    card_status,
    deal_points,
    explain,
    legal_moves,
    new_any_deal,
    new_deal,
    trick_winner,
)
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sevens.engine import SevensState

NAMES = ["Kari", "Ola", "Siri", "Per"]


def C(code: str) -> Card:
    return parse_card(code)


def suit_hands() -> list[list[str]]:
    """Kari all spades, Ola all hearts, Siri all diamonds, Per all clubs."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    return [[s + r for r in ranks] for s in "SHDC"]


def mixed_hands() -> list[list[str]]:
    """Each player holds a few cards of every suit (dealt round-robin from canonical order)."""
    from sjuan_notebooks.core.cards import CARDS

    hands: list[list[str]] = [[], [], [], []]
    for i, card in enumerate(CARDS):
        hands[i % 4].append(card.code)
    return hands


def play(state, codes):
    for code in codes:
        state = apply(state, code)
    return state


# --- deck and seats -------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "size"), [(3, 17), (4, 13), (5, 10)])
def test_hand_sizes_follow_the_text(n: int, size: int) -> None:
    state = new_deal(TrickRules.for_deal("pass"), n, seed=3)
    assert [len(h) for h in state.hand_cards] == [size] * n


def test_three_players_remove_one_red_two_d2_by_default() -> None:
    state = new_deal(TrickRules.for_deal("pass"), 3, seed=1)
    held = {c.code for h in state.hand_cards for c in h}
    assert "D2" not in held and "H2" in held and len(held) == 51


def test_three_players_may_remove_h2() -> None:
    state = new_deal(TrickRules.for_deal("pass", removed_two="H2"), 3, seed=1)
    held = {c.code for h in state.hand_cards for c in h}
    assert "H2" not in held and "D2" in held


def test_five_players_remove_both_red_twos() -> None:
    state = new_deal(TrickRules.for_deal("pass"), 5, seed=1)
    held = {c.code for h in state.hand_cards for c in h}
    assert not {"D2", "H2"} & held and len(held) == 50


@pytest.mark.parametrize("n", [3, 5])
def test_kabal_deals_all_52_cards(n: int) -> None:
    state = new_any_deal("kabal", n, seed=2)
    assert isinstance(state, SevensState)
    assert sum(h.bit_count() for h in state.hands) == 52


@pytest.mark.parametrize("n", [2, 6])
def test_player_count_refused(n: int) -> None:
    with pytest.raises(PlayerCountError):
        new_deal(TrickRules.for_deal("pass"), n, seed=1)


def test_player_left_of_dealer_leads() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, dealer="Ola", seed=1)
    assert state.leader == state.to_move == 2  # Siri sits left of Ola


def test_hands_with_a_removed_card_are_refused() -> None:
    hands = [h[:] for h in suit_hands()[:3]]
    with pytest.raises(RecordError):
        new_deal(TrickRules.for_deal("pass"), ["A", "B", "C"], hands=hands)


def test_bad_option_values_are_refused() -> None:
    with pytest.raises(UnknownOptionError):
        TrickRules.for_deal("pass", removed_two="S2")
    with pytest.raises(UnknownOptionError):
        TrickRules.for_deal("pass", trump_chooser="whoever")
    with pytest.raises(UnknownOptionError):
        TrickRules.for_deal("pass", colour="red")
    with pytest.raises(UnknownOptionError):
        TrickRules.for_deal("bridge")


# --- following suit -------------------------------------------------------------------------


def test_leader_may_lead_any_card() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    assert legal_moves(state) == state.hand(0)


def test_must_follow_suit_when_able() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    state = apply(state, "S5")  # Kari leads a spade; Ola holds spades
    assert all(c.suit == "S" for c in legal_moves(state))
    assert legal_moves(state)


def test_revoke_raises_and_changes_nothing() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    state = apply(state, "S5")
    ola_heart = next(c for c in state.hand("Ola") if c.suit == "H")
    before = state
    with pytest.raises(IllegalMoveError) as err:
        apply(state, ola_heart)
    assert err.value.rule == "tricks.rule.must_follow"
    assert state == before


def test_card_not_held_raises() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    not_held = next(c for c in state.hand("Ola"))
    with pytest.raises(IllegalMoveError) as err:
        apply(state, not_held)
    assert err.value.rule == "tricks.rule.not_held"


def test_void_player_may_play_any_card() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=suit_hands())
    state = apply(state, "S2")
    assert legal_moves(state) == state.hand("Ola")  # no spades: all hearts are legal


# --- trick winner ---------------------------------------------------------------------------


def test_highest_card_of_the_suit_led_wins_ace_high() -> None:
    assert trick_winner([(0, C("H5")), (1, C("HA")), (2, C("HK")), (3, C("SA"))], None) == 1
    assert trick_winner([(0, C("H2")), (1, C("S3")), (2, C("D4")), (3, C("CA"))], None) == 0


def test_trump_beats_the_suit_led() -> None:
    cards = [(0, C("HA")), (1, C("S2")), (2, C("HK")), (3, C("S3"))]
    assert trick_winner(cards, "S") == 3
    assert trick_winner(cards, None) == 0


def test_winner_takes_the_trick_and_leads_next() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=suit_hands())
    state = play(state, ["S2", "HA", "DA", "CA"])  # only Kari follows: the two wins
    assert state.won == (1, 0, 0, 0)
    assert state.to_move == state.leader == 0
    assert state.tricks[-1].winner == 0


def test_trumf_uses_spades_and_dealer_may_choose() -> None:
    hands = suit_hands()
    state = new_deal(TrickRules.for_deal("trumf"), NAMES, hands=hands)
    assert state.trump == "S"
    chosen = new_deal(TrickRules.for_deal("trumf", trump_chooser="dealer"), NAMES,
                      hands=hands, trump="C")  # fmt: skip
    after = play(chosen, ["S2", "H2", "D2", "C2"])
    assert after.tricks[-1].winner == 3  # Per's club two is trump
    with pytest.raises(RecordError):
        new_deal(TrickRules.for_deal("trumf"), NAMES, hands=hands, trump="H")
    with pytest.raises(RecordError):
        new_deal(TrickRules.for_deal("grand"), NAMES, hands=hands, trump="H")


def test_grand_has_no_trump() -> None:
    state = new_deal(TrickRules.for_deal("grand"), NAMES, hands=suit_hands())
    assert state.trump is None
    state = play(state, ["S2", "H2", "D2", "C2"])
    assert state.tricks[-1].winner == 0


# --- explanations ---------------------------------------------------------------------------


def test_explanations_in_english() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    assert explain(state, "H4").text() == "leads: any card may be led"
    state = apply(state, "H4")
    assert explain(state, "H5").text() == "follows hearts"
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=suit_hands())
    state = apply(state, "S2")
    assert explain(state, "H9").text() == "out of spades: may play any card"
    state = play(state, ["H9", "D9"])
    assert explain(state, "C9").text() == (
        "out of spades: may play any card; highest spade takes the trick (Kari, two of spades)"
    )


def test_trump_explanation() -> None:
    rules = TrickRules.for_deal("trumf", trump_chooser="dealer")
    state = new_deal(rules, NAMES, hands=suit_hands(), trump="D")
    state = play(state, ["S2", "H2"])
    text = explain(state, "D3").text()
    assert text == "out of spades: may play any card"
    state = apply(state, "D3")
    assert (
        explain(state, "C3")
        .text()
        .endswith("highest trump takes the trick (Siri, three of diamonds)")
    )


@pytest.mark.parametrize("lang", LANGS)
def test_explanations_exist_in_every_language(lang: str) -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=suit_hands())
    lead = explain(state, "S2").text(lang)
    state = apply(state, "S2")
    void = explain(state, "H2").text(lang)
    state = play(state, ["H2", "D2"])
    last = explain(state, "C2").text(lang)
    assert lead and void and last and len({lead, void, last}) == 3
    if lang == "nb":
        assert last.startswith("Har ikke spar: kan kaste hvilket som helst kort")
        assert "høyeste spar tar stikket" in last


def test_explain_refuses_illegal_card() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    state = apply(state, "S5")
    with pytest.raises(IllegalMoveError):
        explain(state, next(c for c in state.hand("Ola") if c.suit == "D"))


def test_card_status_gives_why_and_why_not() -> None:
    state = new_deal(TrickRules.for_deal("pass"), NAMES, hands=mixed_hands())
    state = apply(state, "H4")
    heart = next(c for c in state.hand("Ola") if c.suit == "H")
    club = next(c for c in state.hand("Ola") if c.suit == "C")
    assert card_status(state, heart)[:2] == (True, "tricks.why.follows")
    status = card_status(state, club)
    assert status.legal is False and status.text() == "must follow hearts"
    assert card_status(state, "H4").key == "tricks.status.not_held"
    for card in state.hand("Ola"):
        assert card_status(state, card).legal == (card in legal_moves(state))


# --- points ---------------------------------------------------------------------------------


def _finish(state, rng: random.Random):
    while not state.is_over:
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return state


def test_pass_one_point_per_trick_and_grand_minus_one() -> None:
    # Suit hands: each player wins exactly the tricks they lead (nobody can follow).
    for deal, sign in (("pass", 1), ("grand", -1)):
        state = new_deal(TrickRules.for_deal(deal), NAMES, hands=suit_hands())
        state = _finish(state, random.Random(0))
        assert deal_points(state) == {"Kari": 13 * sign, "Ola": 0, "Siri": 0, "Per": 0}


def test_klover_all_thirteen_scores_zero_by_default() -> None:
    # Kari leads every trick and takes them all, so she takes all 13 clubs.
    state = _finish(new_deal(TrickRules.for_deal("klover"), NAMES, hands=suit_hands()),
                    random.Random(1))  # fmt: skip
    assert deal_points(state)["Kari"] == 0
    off = TrickRules.for_deal("klover", klover_all_zero=False)
    state = _finish(new_deal(off, NAMES, hands=suit_hands()), random.Random(1))
    assert deal_points(state)["Kari"] == 13


def test_damer_and_finale_count_queens_and_clubs() -> None:
    state = _finish(new_deal(TrickRules.for_deal("damer"), NAMES, hands=suit_hands()),
                    random.Random(2))  # fmt: skip
    assert deal_points(state) == {"Kari": 16, "Ola": 0, "Siri": 0, "Per": 0}
    state = _finish(new_deal(TrickRules.for_deal("finale"), NAMES, hands=suit_hands()),
                    random.Random(2))  # fmt: skip
    assert deal_points(state)["Kari"] == 32


def test_finale_values_per_card() -> None:
    # Counted card by card from the taken cards: CQ 8, other queens 4, other clubs 1.
    hands = mixed_hands()
    state = new_deal(TrickRules.for_deal("finale"), NAMES, hands=hands)
    rng = random.Random(5)
    state = _finish(state, rng)
    points = deal_points(state)
    for seat, name in enumerate(NAMES):
        taken = state.taken_cards[seat]
        expected = sum(
            8 if c.code == "CQ" else 4 if c.rank == 12 else 1 if c.suit == "C" else 0 for c in taken
        )
        assert points[name] == expected


def test_kabal_points_come_from_the_sevens_engine() -> None:
    api = api_for("femkamp")
    state = api.new_game({"deal": "kabal"}, 4, 9)
    final = random_playout(api, state, random.Random(9))
    points = deal_points(final)
    for seat, name in enumerate(final.players):
        assert points[name] == final.passes[seat] + final.hands[seat].bit_count()
    assert points[final.players[final.winner]] == final.passes[final.winner]


# --- the game contract ----------------------------------------------------------------------


@pytest.mark.parametrize("game", ["femkamp", "sjukamp"])
def test_api_plays_every_deal_of_the_game(game: str) -> None:
    from sjuan_notebooks.femkamp.deals import single_deals

    api = api_for(game)
    for deal in single_deals(game):
        state = api.new_game({"deal": deal}, 4, 11)
        final = random_playout(api, state, random.Random(11))
        assert api.is_over(final) and api.legal_moves(final) == []


def test_api_refuses_sjukamp_deals_in_femkamp() -> None:
    with pytest.raises(UnknownOptionError):
        api_for("femkamp").new_game({"deal": "finale"}, 4, 1)


def test_view_hides_other_hands_but_keeps_sizes() -> None:
    api = api_for("femkamp")
    state = api.new_game({"deal": "pass"}, 4, 2)
    seen = api.view(state, 1)
    assert seen.hand(1) == state.hand(1)
    assert seen.hand(0) == [] and seen.hand_count(0) == 13
    assert seen.hand_count(1) == 13


def test_unequal_hands_are_refused() -> None:
    hands = suit_hands()
    hands[1].append(hands[0].pop())
    with pytest.raises(RecordError, match="same number of cards"):
        new_deal(TrickRules.for_deal("pass"), NAMES, hands=hands)
