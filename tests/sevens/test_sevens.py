"""The Sevens engine, rule by rule and variant by variant (Sjuan, Sjuern, Kabal)."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.cards import CARDS, Card, parse_card
from sjuan_notebooks.core.errors import IllegalMoveError, PlayerCountError, UnknownOptionError
from sjuan_notebooks.sevens.engine import (
    PASS,
    START_CARDS,
    SevensRules,
    apply,
    deal_result,
    explain,
    legal_moves,
    needed_card,
    new_deal,
    with_rules,
)

C = parse_card


def deal_with(rules: SevensRules, first: list[str], n: int = 4, **kw: object):
    """A deal where seat 0 holds ``first`` and the other cards go round the other seats."""
    taken = {C(x) for x in first}
    rest = [c for c in CARDS if c not in taken]
    hands: list[list[Card]] = [sorted(taken, key=lambda c: c.index)] + [[] for _ in range(n - 1)]
    for k, card in enumerate(rest):
        hands[1 + k % (n - 1)].append(card)
    return new_deal(rules, n, hands=hands, **kw)  # type: ignore[arg-type]


def play(state, *moves: str):
    for m in moves:
        state = apply(state, m)
    return state


def codes(moves) -> list[str]:
    return [m.code for m in moves]


# --- the shared core ------------------------------------------------------------------------


def test_start_card_holder_opens_and_only_the_start_card_is_legal() -> None:
    s = new_deal(SevensRules.for_game("sjuan"), 4, seed=5)
    holder = s.holder(C("H7"))
    assert s.to_move == holder
    assert codes(legal_moves(s)) == ["H7"]
    with pytest.raises(IllegalMoveError) as info:
        apply(s, PASS)
    assert info.value.rule == "sevens.rule.start_card_first"


def test_sjuern_opens_with_the_diamond_seven() -> None:
    s = new_deal(SevensRules.for_game("sjuern"), 3, seed=2)
    assert s.to_move == s.holder(C("D7"))
    assert codes(legal_moves(s)) == ["D7"]


def test_rows_build_up_to_king_and_down_to_ace_without_skipping() -> None:
    rules = SevensRules.for_game("sjuan")
    s = deal_with(rules, ["H7", "H8", "H9", "H6", "H5", "HK", "HA"])
    s = apply(s, "H7")
    assert s.to_move == 1
    assert needed_card(s, C("H9")) == C("H8")
    assert needed_card(s, C("HA")) == C("H6")
    assert needed_card(s, C("S8")) == C("S7")
    # seats 1..3 hold the other sevens; nobody can skip ranks
    with pytest.raises(IllegalMoveError) as info:
        apply(s._replace(to_move=0), "H9")
    assert info.value.rule == "sevens.rule.not_adjacent"
    assert "needs the eight of hearts first" in str(info.value)


def test_king_ends_the_up_run_and_ace_the_down_run() -> None:
    rules = SevensRules.for_game("sjuan")
    s = deal_with(rules, ["H7"])
    s = s._replace(
        table=sum(C(f"H{r}").bit for r in ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"])
    )
    from sjuan_notebooks.sevens.engine import playable_mask

    assert playable_mask(s.table, False) >> 13 & 0x1FFF == 0  # a full hearts row takes nothing


def test_a_new_seven_may_always_be_played() -> None:
    rules = SevensRules.for_game("sjuan")
    s = deal_with(rules, ["H7", "S7", "C7"])
    s = play(s, "H7")
    s = s._replace(to_move=0)
    legal = codes(legal_moves(s))
    assert "S7" in legal and "C7" in legal
    why = explain(s, "S7")
    assert why.text("en") == "a new seven may always be played; opens spades"


def test_must_play_when_able() -> None:
    rules = SevensRules.for_game("sjuan")
    s = deal_with(rules, ["H7", "H8", "D2"])
    s = play(s, "H7")._replace(to_move=0)
    assert PASS not in legal_moves(s)
    with pytest.raises(IllegalMoveError) as info:
        apply(s, PASS)
    assert info.value.rule == "sevens.rule.must_play"
    assert "eight of hearts" in str(info.value)


def test_forced_pass_names_exactly_the_missing_cards() -> None:
    rules = SevensRules.for_game("sjuan")
    s = deal_with(rules, ["H7", "D2", "D3"])
    s = play(s, "H7")._replace(to_move=0)
    assert legal_moves(s) == [PASS]
    why = explain(s, PASS)
    assert why.text("en") == (
        "forced pass: the hand lacks the seven of spades, seven of diamonds and seven of clubs "
        "and lacks the six of hearts and eight of hearts"
    )


def test_illegal_move_leaves_state_unchanged() -> None:
    s = new_deal(SevensRules.for_game("sjuan"), 4, seed=9)
    before = s
    for bad in ["S2", "pass", CARDS[0]]:
        with pytest.raises(IllegalMoveError):
            apply(s, bad)
    assert s == before


def test_card_not_held_is_refused_with_the_players_name() -> None:
    s = new_deal(SevensRules.for_game("sjuan"), ["Ann", "Bo", "Cay"], seed=1)
    other = next(c for c in CARDS if not s.hands[s.to_move] & c.bit)
    with pytest.raises(IllegalMoveError, match=f"{s.player} does not hold the {other.name()}"):
        apply(s, other)


def test_first_to_empty_the_hand_wins_and_no_moves_follow() -> None:
    s = new_deal(SevensRules.for_game("sjuan"), 3, seed=4)
    import random

    rng = random.Random(0)
    while s.winner is None:
        ms = legal_moves(s)
        s = apply(s, ms[rng.randrange(len(ms))])
    assert s.hands[s.winner] == 0
    assert all(h for i, h in enumerate(s.hands) if i != s.winner)
    assert legal_moves(s) == []
    with pytest.raises(IllegalMoveError):
        apply(s, PASS)


def test_kabal_points_are_passes_plus_cards_left() -> None:
    import random

    s = new_deal(SevensRules.for_game("kabal"), 5, seed=11)
    rng = random.Random(3)
    while s.winner is None:
        ms = legal_moves(s)
        s = apply(s, ms[rng.randrange(len(ms))])
    r = deal_result(s)
    for i, p in enumerate(r.players):
        assert r.kabal_points[p] == s.hands[i].bit_count() + s.passes[i]
    assert r.kabal_points[r.winner] == r.passes[r.winner]


# --- player counts and options -------------------------------------------------------------


@pytest.mark.parametrize(
    "game,ok,bad",
    [("sjuan", [3, 8], [2, 9]), ("sjuern", [2, 7], [1, 8]), ("kabal", [3, 5], [2, 6])],
)
def test_player_counts_per_rule_set(game: str, ok: list[int], bad: list[int]) -> None:
    rules = SevensRules.for_game(game)
    for n in ok:
        assert new_deal(rules, n, seed=0).n_players == n
    for n in bad:
        with pytest.raises(PlayerCountError, match=f"played by .* not {n}"):
            new_deal(rules, n, seed=0)


def test_unknown_option_and_bad_values_are_refused() -> None:
    with pytest.raises(UnknownOptionError, match='Unknown option "jokers"'):
        SevensRules.for_game("sjuan", jokers=True)
    with pytest.raises(UnknownOptionError, match="start_card"):
        SevensRules.for_game("sjuan", start_card="H8")
    with pytest.raises(UnknownOptionError, match="pot"):
        SevensRules.for_game("sjuan", pot=-1)
    with pytest.raises(UnknownOptionError, match="extra_turn"):
        SevensRules.for_game("sjuan", extra_turn="yes")


def test_any_seven_start_left_of_dealer_must_play_a_seven_or_pass() -> None:
    rules = SevensRules.for_game("sjuan", start_card="any")
    hands = [[c for c in CARDS if c.suit == s] for s in "SHDC"]
    # seat 0 holds all spades: its only seven is S7
    s = new_deal(rules, 4, hands=hands, dealer=3)
    assert s.to_move == 0
    assert codes(legal_moves(s)) == ["S7"]
    s = new_deal(rules, 4, hands=[hands[1], hands[0], hands[2], hands[3]], dealer=2)
    assert s.to_move == 3 and codes(legal_moves(s)) == ["C7"]


def test_spade_seven_start_variant() -> None:
    s = new_deal(SevensRules.for_game("sjuern", start_card="S7"), 4, seed=3)
    assert codes(legal_moves(s)) == ["S7"] and s.to_move == s.holder(C("S7"))


def test_pot_collects_chips_per_pass_for_the_winner() -> None:
    import random

    s = new_deal(SevensRules.for_game("sjuan", pot=2), 4, seed=21)
    rng = random.Random(2)
    while s.winner is None:
        ms = legal_moves(s)
        s = apply(s, ms[rng.randrange(len(ms))])
    assert deal_result(s).pot == 2 * sum(s.passes)


def test_ace_high_puts_the_ace_above_the_king_and_ends_low_at_two() -> None:
    rules = SevensRules.for_game("sjuern", ace_high=True)
    s = deal_with(rules, ["D7", "DA", "D2"])
    table = sum(C(f"D{r}").bit for r in [2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"])
    s = apply(s, "D7")._replace(to_move=0, table=table)
    from sjuan_notebooks.sevens.engine import playable_mask

    s = s._replace(playable=playable_mask(table, True))
    assert codes(legal_moves(s)) == ["DA"]  # above the king; nothing below the two
    assert explain(s, "DA").text("en") == "directly above the king of diamonds in the same suit"
    assert rules.rank_order[-1] == 1 and SevensRules.for_game("sjuern").rank_order[0] == 1


def test_extra_turn_after_completing_a_row_and_lapse_without_a_card() -> None:
    rules = SevensRules.for_game("sjuan", extra_turn=True)
    s = deal_with(rules, ["H7", "HK", "S7", "C2"])
    table = sum(C(f"H{r}").bit for r in [7, 8, 9, 10, "J", "Q"])
    from sjuan_notebooks.sevens.engine import playable_mask

    s = apply(s, "H7")._replace(to_move=0, table=table, playable=playable_mask(table, False))
    after = apply(s, "HK")
    assert after.to_move == 0 and after.extra  # S7 is playable: the extra turn is taken
    assert codes(legal_moves(after)) == ["S7"]  # must play; no pass on an extra turn
    assert explain(after, "S7").text("en").startswith("extra turn: a new seven")
    # without a playable card the extra turn lapses
    s2 = deal_with(rules, ["H7", "HK", "C2"])
    s2 = apply(s2, "H7")._replace(to_move=0, table=table, playable=playable_mask(table, False))
    after2 = apply(s2, "HK")
    assert after2.to_move == 1 and not after2.extra
    # without the option, no extra turn
    plain = with_rules(s, extra_turn=False)
    plain = apply(plain, "H7")._replace(
        to_move=0, table=table, playable=playable_mask(table, False)
    )
    assert apply(plain, "HK").to_move == 1


def test_stand_over_allows_voluntary_passes_and_counts_them_down() -> None:
    rules = SevensRules.for_game("sjuern", stand_over=2)
    s = deal_with(rules, ["D7", "D8", "D9", "D10"], n=2)
    s = play(s, "D7")  # seat 1 to move
    s = s._replace(to_move=0)
    assert PASS in legal_moves(s)
    why = explain(s, PASS)
    assert why.text("en") == "stands over (a voluntary pass); 1 left"
    s = apply(s, PASS)._replace(to_move=0)
    s = apply(s, PASS)._replace(to_move=0)
    assert s.stand_over_left[0] == 0
    with pytest.raises(IllegalMoveError) as info:
        apply(s, PASS)
    # issue 13: after the last stand-over the refusal says none are left
    assert info.value.rule == "sevens.rule.no_stand_over_left"
    assert "already stood over all 2 times" in str(info.value)


def test_explanations_read_like_the_worked_example_in_four_languages() -> None:
    s = new_deal(SevensRules.for_game("sjuan"), 4, seed=0)
    s = s._replace(to_move=s.holder(C("H7")))
    why = explain(s, "H7")
    assert why.text("sv") == "Hjärter sju är startkortet och öppnar hjärter"
    assert why.text("nb") == "Hjerter sju er startkortet og åpner hjerter"
    assert why.text("en") == "the seven of hearts is the start card and opens hearts"
    assert why.text("sk").startswith("Srdcová sedmička je úvodná karta")


def test_only_the_start_cards_the_texts_name() -> None:
    """000 names hearts and "valfri sjua"; 001 names diamonds and spades; no text the clubs."""
    for card in ("H7", "D7", "S7", "any", "s7", "ANY"):
        assert SevensRules.for_game("sjuan", start_card=card).start_card in START_CARDS
    with pytest.raises(UnknownOptionError):
        SevensRules.for_game("sjuan", start_card="C7")


def test_stand_over_is_a_switch_whose_usual_count_is_three() -> None:
    """001: «Hver spiller får stå over et avtalt antall ganger — ofte tre»: on means three
    times, off none, and the agreed count may be any other number."""
    assert SevensRules.for_game("sjuern", stand_over=True).stand_over == 3
    assert SevensRules.for_game("sjuern", stand_over=False).stand_over == 0
    assert SevensRules.for_game("sjuern", stand_over=5).stand_over == 5
    state = new_deal(SevensRules.for_game("sjuern", stand_over=True), 3, seed=1)
    assert state.stand_over_left == (3, 3, 3)
    with pytest.raises(UnknownOptionError):
        SevensRules.for_game("sjuern", stand_over=-1)
