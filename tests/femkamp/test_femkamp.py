"""Matches: the order of the deals, dealer rotation, running totals, the extra-Grand tie-break;
records of single deals and whole matches; the CLI."""

from __future__ import annotations

import json
import random

import pytest
from digest_data import DIGEST_ORDERS, DIGEST_SHEET
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.cli import main
from sjuan_notebooks.core.errors import RecordError, TurnError, UnknownOptionError
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.femkamp.deals import deals
from sjuan_notebooks.femkamp.match import (
    FEMKAMP_ORDER,
    SJUKAMP_ORDER,
    Match,
    MatchRules,
    play_match,
    settle,
)
from sjuan_notebooks.femkamp.record import DealError, deal_record, replay_record, worked_deal_record
from sjuan_notebooks.femkamp.tricks import deal_points

PLAYERS = ("Kari", "Ola", "Siri", "Per")
#: the text's deals, each stored as an illustrative record (house deals are not)
TEXT_DEALS = [d.name for d in deals() if not d.house]
TEXT_EXAMPLE = DIGEST_SHEET["scores"]  # the rule text's sheet: pass, klover, damer, kabal, grand


# --- order and rotation ---------------------------------------------------------------------


def test_orders_follow_the_text() -> None:
    assert MatchRules.for_game("femkamp").order == DIGEST_ORDERS["femkamp"]
    assert MatchRules.for_game("femkamp", swap_4_5=True).order[3:] == ("grand", "kabal")
    assert MatchRules.for_game("sjukamp").order == DIGEST_ORDERS["sjukamp"]
    assert MatchRules.for_game("sjukamp", swap_4_5=True).order == DIGEST_ORDERS["sjukamp"]
    with pytest.raises(UnknownOptionError):
        MatchRules.for_game("femkamp", swap_4_5="yes")


def test_the_text_example_as_a_match_ties_kari_and_siri() -> None:
    match = Match.start("femkamp", PLAYERS)
    for j in range(5):
        match = match.with_deal({p: TEXT_EXAMPLE[p][j] for p in PLAYERS})
    assert match.totals == {"Kari": 7, "Ola": 16, "Siri": 7, "Per": 9}
    assert match.standing() == (None, ("Kari", "Siri"))
    assert match.next_deal() == "grand"  # an extra Grand settles the tie
    settled = match.with_deal({"Kari": -3, "Ola": -5, "Siri": -4, "Per": -1})
    assert settled.standing() == ("Siri", ("Kari", "Siri"))  # Siri's -4 beats Kari's -3
    assert settled.totals == match.totals  # the extra Grand does not count in the totals
    assert settled.is_over


def test_a_tie_in_the_extra_grand_repeats_it() -> None:
    assert settle({"A": 5, "B": 5, "C": 9}, [{"A": -4, "B": -4, "C": -5}]) == (None, ("A", "B"))
    assert settle({"A": 5, "B": 5, "C": 9}, [{"A": -4, "B": -4, "C": -5},
                                              {"A": -2, "B": -6, "C": -5}]) == ("B", ("A", "B"))  # fmt: skip
    assert settle({"A": 1, "B": 5, "C": 9}) == ("A", ())


def test_dealer_moves_one_seat_clockwise_each_deal() -> None:
    match, played = play_match("sjukamp", PLAYERS, seed=3)
    dealers = [d.dealer for d in match.deals]
    assert dealers[:4] == ["Per", "Kari", "Ola", "Siri"]
    assert [d.deal for d in match.regular] == list(SJUKAMP_ORDER)
    for deal in played:  # the player left of the dealer leads every trick deal
        if deal.deal != "kabal":
            assert deal.initial.leader == (deal.initial.dealer + 1) % 4


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(["femkamp", "sjukamp"]),
       n=st.sampled_from([3, 4, 5]))  # fmt: skip
def test_random_matches_end_with_a_winner_and_running_totals(seed: int, game: str, n: int) -> None:
    names = PLAYERS[:n] if n <= 4 else (*PLAYERS, "Liv")
    match, played = play_match(game, names, seed=seed, rng=random.Random(seed))
    order = FEMKAMP_ORDER if game == "femkamp" else SJUKAMP_ORDER
    assert [d.deal for d in match.regular] == list(order)
    assert all(d.deal == "grand" for d in match.extra_grands)
    running = match.running_totals()
    for k, deal in enumerate(match.regular):
        before = running[k - 1] if k else dict.fromkeys(names, 0)
        assert running[k] == {p: before[p] + deal.points[p] for p in names}
    winner, tied = match.standing()
    low = min(match.totals.values())
    if winner is not None:
        assert match.totals[winner] == low
    assert bool(tied) == (list(match.totals.values()).count(low) > 1)


# --- records --------------------------------------------------------------------------------


@pytest.mark.parametrize("deal", TEXT_DEALS)
def test_worked_deals_are_stored_and_replay(deal: str) -> None:
    record = load_example(f"femkamp-{deal}")
    assert record["deal"] == deal and record["title"]
    assert list(record["players"]) == list(PLAYERS)
    replay = replay_record(record)
    result = replay.result_json()
    assert result["over"] is True
    assert result["points"] == deal_points(replay.turns[-1].after)
    # the stored moves are what the documented plain policy plays from the stored seed
    assert record == worked_deal_record(deal)


def test_worked_deal_tricks_in_json() -> None:
    data = replay_record(load_example("femkamp-pass")).to_json()
    assert len(data["tricks"]) == 13
    first = data["tricks"][0]
    assert first["leader"] == "Kari" and len(first["cards"]) == 4
    for a, b in zip(data["tricks"], data["tricks"][1:]):
        assert b["leader"] == a["winner"]  # the trick's winner leads the next
    assert sum(data["result"]["points"].values()) == 13
    assert all(sorted(turn["legal"]) == sorted(set(turn["legal"])) for turn in data["turns"])


def _match_record(seed: int = 4) -> dict:
    match, played = play_match("femkamp", PLAYERS, seed=seed)
    return {
        "game": "femkamp",
        "options": {},
        "players": list(PLAYERS),
        "dealer": "Per",
        "deals": [deal_record("femkamp", d.initial, d.moves, in_match=True) for d in played],
    }, match


def test_match_record_replays_to_the_same_totals() -> None:
    record, match = _match_record()
    replay = replay_record(record)
    result = replay.result_json()
    assert result["points"] == match.totals
    assert result["winner"] == match.standing()[0]
    assert [d["deal"] for d in result["deals"]][:5] == list(FEMKAMP_ORDER)


def test_stored_match_record_is_settled_by_an_extra_grand(capsys) -> None:
    record = load_example("femkamp-match")
    match, _ = play_match("femkamp", PLAYERS, seed=25)  # the seed its notes name
    result = replay_record(record).result_json()
    assert result["points"] == match.totals
    assert (result["winner"], result["tied"]) == (match.standing()[0], list(match.standing()[1]))
    assert len(result["deals"]) == 6 and result["deals"][5]["extra_grand"] == 1
    assert result["tied"] and result["winner"] in result["tied"]
    assert main(["replay", "femkamp-match"]) == 0
    out = capsys.readouterr().out
    assert "extra Grand 1: Kari deals, Ola leads" in out
    assert "wins the extra Grand among" in out


def test_match_record_refuses_wrong_order_and_wrong_dealer() -> None:
    record, _ = _match_record()
    swapped = dict(record, deals=[record["deals"][1], record["deals"][0], *record["deals"][2:]])
    with pytest.raises(RecordError, match="Deal 1 of Femkamp is pass, not klover"):
        replay_record(swapped)
    bad_dealer = json.loads(json.dumps(record))
    bad_dealer["deals"][1]["dealer"] = "Per"
    with pytest.raises(RecordError, match="Kari deals"):
        replay_record(bad_dealer)


def test_revoke_in_a_record_names_the_turn_and_the_rule() -> None:
    record = json.loads(json.dumps(load_example("femkamp-pass")))
    hands = record["hands"]
    led = record["moves"][0]
    ola_off_suit = next(c for c in hands["Ola"] if c[0] != led[0])
    record["moves"] = [led, ola_off_suit]
    with pytest.raises(TurnError) as err:
        replay_record(record)
    assert err.value.turn == 2 and err.value.rule == "tricks.rule.must_follow"
    assert err.value.message("en").startswith("Turn 2: Ola must follow suit")


def test_error_inside_a_match_names_the_deal() -> None:
    record, _ = _match_record()
    record["deals"][1]["moves"][0] = "pass"
    with pytest.raises(DealError) as err:
        replay_record(record)
    assert err.value.message("en").startswith("Deal 2 (Kløver): Turn 1:")


def test_trumf_record_with_dealer_choice() -> None:
    record = json.loads(json.dumps(load_example("femkamp-trumf")))
    record["options"] = {"trump_chooser": "dealer"}
    record["trump"] = "H"
    record["moves"] = record["moves"][:4]  # other trumps change the later tricks
    replay = replay_record(record)
    assert replay.initial.trump == "H"
    record["options"] = {}
    with pytest.raises(RecordError):
        replay_record(record)  # spades are fixed trumps by default


def test_femkamp_has_no_finale() -> None:
    record = dict(load_example("femkamp-finale"), game="femkamp")
    with pytest.raises(RecordError, match="has no deal"):
        replay_record(record)


# --- CLI ------------------------------------------------------------------------------------


@pytest.mark.parametrize("deal", TEXT_DEALS)
def test_cli_replays_every_worked_deal(deal: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", f"femkamp-{deal}"]) == 0
    out = capsys.readouterr().out
    assert "Points in" in out
    if deal != "kabal":
        assert "Trick 13:" in out
    assert main(["replay", f"femkamp-{deal}", "--json", "--lang", "nb"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["result"]["points"]) == set(PLAYERS)
    assert data["turns"] and all("legal" in turn for turn in data["turns"])


def test_cli_bad_record_exits_1_with_one_line(tmp_path, capsys) -> None:
    record = json.loads(json.dumps(load_example("femkamp-damer")))
    record["moves"][0] = "X9"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("Turn 1: Bad card code")


def test_stored_examples_include_the_worked_deals() -> None:
    names = example_names()
    for deal in TEXT_DEALS:
        assert f"femkamp-{deal}" in names
