"""Sedma rules, one test per rule of the text (003, Slovak) and per choice of the digest (§3)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from sjuan_notebooks.core.cards import SEDMA_PACK, parse_card
from sjuan_notebooks.core.errors import (
    BadCardError,
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    UnknownOptionError,
)
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sedma import engine as S
from sjuan_notebooks.sedma.match import next_game, play_match
from sjuan_notebooks.sedma.players import random_policy

NAMES = {2: ["A", "B"], 3: ["A", "B", "C"], 4: ["A", "B", "C", "D"]}


def deal(hands, top=(), rules=None, **options):
    """A game from given hands (one list of codes per seat); the stock is ``top`` first, then
    the rest of the pack in pack order."""
    rules = rules or S.SedmaRules.from_options(**options)
    n = len(hands)
    used = {parse_card(c) for h in hands for c in h} | {parse_card(c) for c in top}
    stock = [parse_card(c) for c in top] + [c for c in rules.pack(n) if c not in used]
    return S.new_game(rules, NAMES[n], hands=hands, stock=stock)


def play(state, *moves):
    for m in moves:
        state = S.apply(state, m)
    return state


def codes(cards):
    return [c.code for c in cards]


# --- the pack, the deal, points ----------------------------------------------------------------


def test_pack_has_32_cards_of_eight_ranks():
    # "Hrá sa s balíčkom mariášových kariet, ktorých je dokopy 32."
    assert len(S.SedmaRules().pack(4)) == 32
    assert {c.rank for c in SEDMA_PACK} == {7, 8, 9, 10, 11, 12, 13, 1}


def test_only_aces_and_tens_score_ten_each():
    # "Esá a desiatky majú hodnotu 10. Karty 8, 9, dolník, horník, kráľ sú nebodované."
    for card in SEDMA_PACK:
        assert S.card_points(card) == (10 if card.rank in (1, 10) else 0)
    assert sum(S.card_points(c) for c in SEDMA_PACK) + S.LAST_TRICK_POINTS == 90


def test_three_players_remove_two_non_scoring_cards():
    # "Z balíčka sa vytiahnu dve nebodované karty (osmička a deviatka)."
    pack = S.SedmaRules().pack(3)
    assert len(pack) == 30
    assert parse_card("S8") not in pack and parse_card("S9") not in pack
    other = S.SedmaRules.from_options(removed_for_three=["C8", "D9"]).pack(3)
    assert parse_card("C8") not in other and parse_card("S8") in other


@pytest.mark.parametrize("n, stock", [(2, 24), (3, 18), (4, 16)])
def test_each_player_gets_four_cards_and_the_rest_is_the_stock(n, stock):
    # "Každý hráč dostane 4 karty. Ostatné karty sa položia do stredu rubom na vrch."
    state = S.new_game(S.SedmaRules(), n, seed=7)
    assert [len(h) for h in state.hands] == [4] * n
    assert len(state.stock) == stock


def test_player_left_of_the_dealer_leads():
    state = S.new_game(S.SedmaRules(), 4, dealer=1, seed=3)
    assert state.leader == state.to_move == 2


@pytest.mark.parametrize("n", [1, 5])
def test_two_to_four_players(n):
    # "Je určená pre 2-4 hráčov."
    with pytest.raises(PlayerCountError):
        S.new_game(S.SedmaRules(), n, seed=1)


# --- the trick ---------------------------------------------------------------------------------

HANDS4 = [
    ["H8", "HJ", "CQ", "SJ"],
    ["S9", "HQ", "DJ", "SK"],
    ["CK", "DQ", "CJ", "HK"],
    ["D9", "DK", "SQ", "C9"],
]


def test_nobody_matches_the_leader_wins():
    # "Nikto nemá na ruke kartu rovnakej hodnoty a zdvih vyhráva prvý hráč."
    state = play(deal(HANDS4), "H8", "S9", "CK", "D9")
    assert len(state.tricks) == 1 and state.tricks[0].winner == 0
    assert state.to_move == 0 and state.tricks[0].points == 0


def test_the_last_card_of_the_led_rank_wins():
    # "Kto ako posledný vyloží kartu rovnakej hodnoty získava zdvih."
    hands = [["H9", "HJ", "CQ", "S8"], ["S10", "HQ", "DJ", "SK"], ["C9", "DQ", "CJ", "H8"],
             ["D9", "DK", "SQ", "C8"]]  # fmt: skip
    state = play(deal(hands), "H9", "S10", "C9")
    assert state.trick_winner == 2
    state = S.apply(state, "D9")  # P1 holds no nine and no seven: the trick ends by itself
    assert state.tricks[0].winner == 3 and state.tricks[0].points == 10


def test_a_seven_takes_over_any_card():
    # "Protihráč vyloží na stôl sedmu, ktorá prebije ostatné karty."
    hands = [["H8", "HJ", "CQ", "S9"], ["SA", "HQ", "DJ", "SK"], ["C7", "DQ", "CJ", "H9"],
             ["D10", "DK", "SQ", "C9"]]  # fmt: skip
    state = play(deal(hands), "H8", "SA", "C7", "D10")  # the leader cannot continue
    assert state.tricks[0].winner == 2 and state.tricks[0].points == 20


def test_suits_play_no_part():
    # a card of another suit but the led rank takes over; a higher card of the led suit does not
    state = deal([["H8", "H9", "HJ", "HQ"], ["HA", "S8", "SJ", "SQ"]])
    assert not S.takes_over(parse_card("HA"), parse_card("H8"), 2)
    assert S.takes_over(parse_card("S8"), parse_card("H8"), 2)
    state = play(state, "H8", "HA")
    assert state.tricks[0].winner == 0


def test_the_red_king_is_a_seven_only_for_three_players():
    # "Červený kráľ má v tomto prípade hodnotu ako sedma."
    hk, h9 = parse_card("HK"), parse_card("H9")
    assert S.takes_over(hk, h9, 3)
    assert not S.takes_over(hk, h9, 4) and not S.takes_over(hk, h9, 2)
    assert not S.takes_over(parse_card("SK"), h9, 3)


def test_a_led_red_king_is_taken_over_only_by_a_seven():
    # choice: the red king led counts as a seven led; another king does not match it
    hk = parse_card("HK")
    assert not S.takes_over(parse_card("SK"), hk, 3)
    assert S.takes_over(parse_card("C7"), hk, 3)
    # and a seven led is taken over by the red king (it is a seven)
    assert S.takes_over(hk, parse_card("C7"), 3)


# --- the leader's continuation -----------------------------------------------------------------

CONT = [["H9", "C9", "S7", "HJ"], ["D9", "HQ", "DJ", "SK"]]


def test_leader_taken_over_may_continue_or_stop():
    # "Pokiaľ má na ruke kartu rovnakej hodnoty ako prvá karta (alebo sedmu), môže otočiť kolo."
    state = play(deal(CONT), "H9", "D9")
    assert state.deciding and state.to_move == 0
    assert codes(c for c in S.legal_moves(state) if c is not S.STOP) == ["S7", "C9"]
    assert S.legal_moves(state)[-1] is S.STOP


def test_continuation_takes_the_trick_back_and_others_answer():
    # "Pokiaľ ju vyloží, získava zdvih." with the choice: every other player plays one more card
    state = play(deal(CONT), "H9", "D9", "C9")
    assert state.trick_winner == 0 and state.to_move == 1 and not state.deciding
    state = S.apply(state, "HQ")  # the answer does not match: the trick ends with the leader
    assert len(state.tricks) == 1
    trick = state.tricks[0]
    assert trick.winner == 0 and codes(trick.cards) == ["H9", "D9", "C9", "HQ"]
    assert trick.rounds == 2


def test_continuation_answered_again_lets_the_leader_decide_again():
    hands = [["H9", "C9", "S7", "HJ"], ["D9", "S9", "C7", "SK"]]
    state = play(deal(hands), "H9", "D9", "C9", "S9")
    assert state.deciding and state.to_move == 0
    state = play(state, "S7", "C7")  # taken over again by a seven; HJ cannot continue, so the
    assert not state.deciding  # leader is not asked: the trick ends by itself
    assert state.tricks[0].winner == 1 and state.tricks[0].rounds == 3


def test_leader_winning_is_not_asked_by_default():
    # choice continue_when_winning=False: the advantage is in situations 2 and 3 only
    state = play(deal([["H9", "C9", "S7", "HJ"], ["D8", "HQ", "DJ", "SK"]]), "H9", "D8")
    assert len(state.tricks) == 1 and not state.deciding


def test_option_lets_the_winning_leader_continue():
    hands = [["H9", "C9", "S7", "HJ"], ["D8", "HQ", "DJ", "SK"]]
    state = play(deal(hands, continue_when_winning=True), "H9", "D8")
    assert state.deciding
    state = play(state, "C9", "HQ", "stop")
    assert codes(state.tricks[0].cards) == ["H9", "D8", "C9", "HQ"]


def test_leader_without_a_matching_card_is_not_asked():
    # issue 13: a question with one answer is not asked; the trick ends by itself
    state = play(deal([["H9", "HJ", "CQ", "S8"], ["D9", "HQ", "DJ", "SK"]]), "H9", "D9")
    assert not state.deciding and len(state.tricks) == 1 and state.tricks[0].winner == 1
    assert state.to_move == 1 and S.STOP not in S.legal_moves(state)
    # with a nine or a seven in hand the leader is asked, and may stop or continue
    state = play(deal([["H9", "C9", "CQ", "S8"], ["D9", "HQ", "DJ", "SK"]]), "H9", "D9")
    assert state.deciding and S.legal_moves(state) == [S.parse_move("C9"), S.STOP]


def test_continuing_with_a_card_that_does_not_match_is_refused():
    state = play(deal(CONT), "H9", "D9")
    with pytest.raises(IllegalMoveError) as err:
        S.apply(state, "HJ")
    assert err.value.rule == "sedma.rule.continue_match"
    assert "unter of hearts" in str(err.value) and "(nine)" in str(err.value)
    assert "červený dolník to nespĺňa" in err.value.message("sk")
    assert S.apply(state, "C9") != state  # state unchanged: still usable


def test_stop_when_it_is_not_the_leaders_decision():
    state = deal(CONT)
    with pytest.raises(IllegalMoveError) as err:
        S.apply(state, "stop")
    assert err.value.rule == "sedma.rule.stop_not_decision"
    state = S.apply(state, "H9")
    with pytest.raises(IllegalMoveError):
        S.apply(state, "stop")


def test_a_card_not_held_is_refused_and_nothing_changes():
    state = deal(CONT)
    before = state
    with pytest.raises(IllegalMoveError) as err:
        S.apply(state, "D9")
    assert err.value.rule == "sedma.rule.not_held"
    assert err.value.message("en") == "A does not hold the nine of bells."
    assert err.value.message("sk") == "A nemá guľovú deviatku."
    assert state == before


def test_bad_move_codes():
    with pytest.raises(BadCardError) as err:
        S.parse_move("X1")
    assert err.value.key == "sedma.error.bad_move"
    with pytest.raises(BadCardError) as err2:
        S.parse_move("H2")  # a real card, but not in the Sedma pack
    assert err2.value.key == "error.not_in_pack"
    assert S.parse_move(" STOP ") is S.STOP and S.parse_move("show") is S.SHOW


# --- drawing -----------------------------------------------------------------------------------


def test_winner_draws_first_one_card_at_a_time():
    # "Po každom kole si hráči doplnia karty z balíčka", the trick's winner first (digest)
    hands = [["H9", "C9", "S7", "HJ"], ["D9", "HQ", "DJ", "SK"]]
    top = ["CA", "DA", "SA", "HA"]
    state = play(deal(hands, top=top), "H9", "D9", "stop")  # B wins with D9
    assert state.to_move == 1
    assert parse_card("CA") in state.hands[1] and parse_card("DA") in state.hands[0]
    # a continued trick: both need two cards, dealt one at a time round from the winner
    state = play(deal(hands, top=top), "H9", "D9", "C9", "HQ")  # A wins
    assert {"CA", "SA"} <= set(codes(state.hands[0]))
    assert {"DA", "HA"} <= set(codes(state.hands[1]))


def test_hands_stay_equal_to_the_end_and_the_last_trick_scores_ten():
    # "Pokiaľ už toľko kariet nemajú k dispozícií, musia mať rovnaký počet kariet."
    # "Ak hráč vyhrá posledný zdvih – 10 bodov."
    state = S.new_game(S.SedmaRules(), 2, seed=11)
    rng = random.Random(1)
    while not state.over:
        if not state.trick and not state.deciding:
            assert len({len(h) for h in state.hands}) == 1
        state = S.apply(state, random_policy(state, rng))
    if state.burnt is None:
        last = state.tricks[-1]
        assert last.last and last.points == 10 * sum(c.rank in (1, 10) for c in last.cards) + 10
        assert sum(t.last for t in state.tricks) == 1


# --- win points --------------------------------------------------------------------------------


def _finished(n, winner_side_points, loser_points, loser_tricks):
    """A 2-player final state built from tricks: seat 0 is the winner."""
    state = S.new_game(S.SedmaRules(), n, seed=0)
    tens = [c for c in SEDMA_PACK if c.rank in (1, 10)]
    low = [c for c in SEDMA_PACK if c.rank not in (1, 10)]
    tricks, taken = [], [[], []]
    k_w = (winner_side_points - 10) // 10
    k_l = loser_points // 10
    taken[0] = tens[:k_w] + low[:2]
    taken[1] = tens[k_w : k_w + k_l] + low[2 : 2 + 2 * loser_tricks]
    number = 1
    for _ in range(loser_tricks):
        tricks.append(S.Trick(number, 1, (), 1, 0, False))
        number += 1
    tricks.append(S.Trick(number, 0, (), 0, 10, True))
    return state._replace(over=True, taken=(tuple(taken[0]), tuple(taken[1])), tricks=tuple(tricks))


def test_win_points_one_two_three():
    # "Najvyšší počet bodov – 1", "Ak súperi nemajú žiadne body – 2",
    # "Ak súperi nevyhrali žiadny zdvih – 3"
    r1 = S.game_result(_finished(2, 50, 40, 3))
    assert (r1.winner, r1.win_points, r1.reason) == (0, 1, "points")
    r2 = S.game_result(_finished(2, 90, 0, 2))
    assert (r2.winner, r2.win_points, r2.reason) == (0, 2, "no_points")
    r3 = S.game_result(_finished(2, 90, 0, 0))
    assert (r3.winner, r3.win_points, r3.reason) == (0, 3, "no_tricks")
    assert r1.points == (50, 40)


# --- burnt game --------------------------------------------------------------------------------


def test_burnt_from_the_hand_scores_four():
    # "Spálená hra z ruky – 4 výherné body"
    state = deal([["H7", "S7", "C7", "D7"], ["H9", "HQ", "DJ", "SK"]])
    assert S.SHOW in S.legal_moves(state)
    done = S.apply(state, "show")
    result = S.game_result(done)
    assert done.over and result.winner == 0 and result.win_points == 4
    assert result.reason == "burnt_hand"


def test_burnt_gathered_in_play_scores_one():
    # "Spálená počas jedného zdvihu – 1 výherný bod": four of a rank drawn during play
    hands = [["H8", "S8", "C8", "HJ"], ["HQ", "DQ", "SK", "CK"]]
    state = deal(hands, top=["D8", "H9"])  # A keeps the trick and draws D8 first
    state = play(state, "HJ", "HQ")
    assert codes(state.hands[0]) == ["H8", "S8", "C8", "D8"]
    assert state.to_move == 0 and S.SHOW in S.legal_moves(state)
    result = S.game_result(S.apply(state, "show"))
    assert (result.winner, result.win_points, result.reason) == (0, 1, "burnt_play")


def test_show_without_four_of_a_rank_is_refused():
    state = deal([["H7", "S7", "C7", "DA"], ["H9", "HQ", "DJ", "SK"]])
    assert S.SHOW not in S.legal_moves(state)
    with pytest.raises(IllegalMoveError) as err:
        S.apply(state, "show")
    assert err.value.rule == "sedma.rule.show_not_four"


def test_burnt_option_off():
    state = deal([["H7", "S7", "C7", "D7"], ["H9", "HQ", "DJ", "SK"]], burnt=False)
    assert S.SHOW not in S.legal_moves(state)
    with pytest.raises(IllegalMoveError) as err:
        S.apply(state, "show")
    assert err.value.rule == "sedma.rule.burnt_off"


def test_three_player_burn_with_the_red_king_in_the_stock_scores_alone():
    state = deal([["H7", "S7", "C7", "D7"], ["H9", "HQ", "DJ", "SK"], ["C9", "CQ", "CJ", "CK"]])
    assert state.king_holder() is None  # HK is in the stock
    result = S.game_result(S.apply(state, "show"))
    assert result.sides == ((0,), (1, 2)) and result.winner == 0


# --- sides and views ---------------------------------------------------------------------------


def test_four_players_play_in_opposite_pairs():
    # "Tí, čo sedia oproti sebe, hrajú spolu."
    assert S.new_game(S.SedmaRules(), 4, seed=1).sides == ((0, 2), (1, 3))
    assert S.new_game(S.SedmaRules(), 2, seed=1).sides == ((0,), (1,))


def test_three_players_the_red_king_holder_plays_alone_hidden_until_played():
    # "Hráč, ktorý získa červeného kráľa ... hrá sám za seba, ostatní hráči hrajú spolu."
    state = deal([["H9", "HQ", "DJ", "SK"], ["HK", "C9", "CQ", "CJ"], ["D9", "H8", "CK", "DK"]])
    assert state.sides == ((1,), (0, 2)) and not state.revealed
    assert S.view(state, 0).sides is None and S.view(state, 2).sides is None
    assert S.view(state, 1).sides == ((1,), (0, 2))  # the holder knows
    state = play(state, "H9", "HK")
    assert state.revealed and state.king_seat == 1
    assert S.view(state, 0).sides == ((1,), (0, 2))


def test_view_hides_other_hands_and_the_stock():
    state = S.new_game(S.SedmaRules(), 4, seed=5)
    seen = S.view(state, 2)
    assert seen.hands[2] == state.hands[2]
    assert all(seen.hands[i] == () for i in (0, 1, 3))
    assert seen.stock == () and seen.stock_size == len(state.stock)
    assert [seen.hand_count(i) for i in range(4)] == [4, 4, 4, 4]
    assert seen.initial_stock == () and seen.initial_hands[0] == ()


# --- explanations and the per-card map ---------------------------------------------------------


def test_card_status_gives_reasons():
    state = play(deal(HANDS4), "H8")
    assert S.card_status(state, "S9") == (
        True,
        "sedma.why.no_match",
        {"card": "S9", "led": "H8", "rank": "8", "player": "A"},
    )
    ok, key, _ = S.card_status(state, "H8")
    assert not ok and key == "sedma.why.not_held"
    state = play(deal(CONT), "H9")
    assert S.card_status(state, "D9")[:2] == (True, "sedma.why.same_rank")
    state = S.apply(state, "D9")
    assert S.card_status(state, "HJ")[:2] == (False, "sedma.why.continue_no_match")
    assert S.card_status(state, "S7")[:2] == (True, "sedma.why.continue_seven")


def test_explanations_exist_in_every_language():
    state = play(deal(CONT), "H9")
    why = S.explain(state, "D9")
    assert why.text("en") == "Takes over: the same rank as the led card (nine)"
    assert "deviatka" in why.text("sk")
    for lang in LANGS:
        assert "{" not in why.text(lang)
    state = S.apply(state, "D9")
    stop = S.explain(state, "stop")
    assert stop.text("en") == "The leader stops: the trick goes to B"


def test_sedma_names_in_slovak():
    assert parse_card("HK").name("sk", pack="sedma") == "červený kráľ"
    assert S.card_name(parse_card("SJ"), "sk") == "zelený dolník"
    assert f"{S.card_name(parse_card('SJ'), 'sk'):acc}" == "zeleného dolníka"


# --- options -----------------------------------------------------------------------------------


def test_options_and_defaults():
    rules = S.SedmaRules()
    assert rules.options() == {
        "target": 10,
        "removed_for_three": ["S8", "S9"],
        "burnt": True,
        "continue_when_winning": False,
    }
    assert S.SedmaRules.from_options(**rules.options()) == rules


@pytest.mark.parametrize(
    "options",
    [
        {"trump": "H"},
        {"target": 0},
        {"target": "10"},
        {"burnt": "yes"},
        {"removed_for_three": ["S10", "S9"]},
        {"removed_for_three": ["HK", "S9"]},
        {"removed_for_three": ["S8"]},
        {"removed_for_three": ["S8", "S8"]},
        {"removed_for_three": ["S8", "X9"]},
        {"removed_for_three": ["S8", "C8"]},
        {"removed_for_three": ["S9", "C9"]},
        {"removed_for_three": ["SJ", "SQ"]},
        {"removed_for_three": ["CK", "DK"]},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(UnknownOptionError):
        S.SedmaRules.from_options(**options)


def test_given_deal_must_be_the_whole_pack():
    rules = S.SedmaRules()
    with pytest.raises(RecordError):
        S.new_game(rules, 2, hands=[["H7", "H8", "H9"], ["S7", "S8", "S9", "S10"]], stock=[])
    with pytest.raises(RecordError):
        S.new_game(rules, 2, hands=[["H7", "H8", "H9", "H10"], ["S7", "S8", "S9", "S10"]], stock=[])


# --- a match -----------------------------------------------------------------------------------


def test_match_to_target_with_the_lead_passing_on():
    # "Vyhráva hráč s najvyšším počtom výherných bodov (obvykle 10)."
    for n in (2, 3, 4):
        match = play_match(S.SedmaRules.from_options(target=5), n, seed=n)
        assert match.over and max(match.win_points) >= 5
        dealers = [g.dealer for g in match.games]
        assert dealers == [(n - 1 + k) % n for k in range(len(dealers))]
        totals = [0] * n
        for g in match.games:
            for s in g.sides[g.winner]:
                totals[s] += g.win_points
        assert tuple(totals) == match.win_points
        # the winners are one side: the side that scored last
        last = match.games[-1]
        assert set(match.winners) <= set(last.sides[last.winner])
        with pytest.raises(IllegalMoveError):
            next_game(match, seed=1)


# --- contract and layering ---------------------------------------------------------------------


def test_game_api_contract():
    from sjuan_notebooks.core.contract import random_playout
    from sjuan_notebooks.core.registry import api_for

    api = api_for("sedma")
    assert api.player_counts == (2, 3, 4)
    for n in api.player_counts:
        state = api.new_game({"target": 5}, n, 3)
        assert api.to_move(state) == 0 and not api.is_over(state)
        final = random_playout(api, state, random.Random(n))
        assert api.is_over(final) and api.legal_moves(final) == []
        assert {api.move_code(m) for m in api.legal_moves(state)} <= {
            c.code for c in state.hands[0]
        } | {"show"}


def test_rules_core_imports_no_widgets():
    code = (
        "import sys, sjuan_notebooks.sedma, sjuan_notebooks.sedma.record; "
        "bad = [m for m in ('ipywidgets', 'plotly', 'IPython', 'anywidget') if m in sys.modules]; "
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_three_players_remove_exactly_one_eight_and_one_nine():
    """003: «Z balíčka sa vytiahnu dve nebodované karty (osmička a deviatka).» An eight and a
    nine, of any suits: every such pair is accepted (eight first), and nothing else."""
    for eight in ("H8", "S8", "C8", "D8"):
        for nine in ("H9", "S9", "C9", "D9"):
            rules = S.SedmaRules.from_options(removed_for_three=[nine, eight])
            assert [c.code for c in rules.removed_for_three] == [eight, nine]
            pack = rules.pack(3)
            assert (
                len(pack) == 30 and parse_card(eight) not in pack and parse_card(nine) not in pack
            )
    offered = S.REMOVED_PAIRS
    assert len(set(offered)) == 16 and offered[0] == ("S8", "S9")
    assert all(sorted(parse_card(c).rank for c in pair) == [8, 9] for pair in offered)
