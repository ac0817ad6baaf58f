"""Sevens records, the CLI, the worked example of the Sjuan text, and deal reconstruction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sjuan_notebooks.cli import main
from sjuan_notebooks.core.errors import ReconstructionError, TurnError
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.sevens.engine import PASS, apply, legal_moves
from sjuan_notebooks.sevens.reconstruct import reconstruct
from sjuan_notebooks.sevens.record import parse_record, replay_record

PARTIAL = (
    Path(__file__).parents[2] / "sjuan_notebooks" / "data" / "partial" / "sjuan-worked-example.json"
)


@pytest.fixture()
def example() -> dict:
    return load_example("sjuan-worked-example")


def test_worked_example_reproduces_the_texts_table_in_swedish(example: dict) -> None:
    r = replay(example)
    rows = [[str(t.index), t.player, t.move, t.explanation.text("sv")] for t in r.turns]
    text_rows = example["source_table"]
    assert [row[0] for row in rows] == [row[0] for row in text_rows]
    assert [row[1] for row in rows] == [row[1] for row in text_rows]
    assert [row[3] for row in rows] == [row[3] for row in text_rows]
    from sjuan_notebooks.sevens.record import move_name

    assert [move_name(t.move, "sv") for t in r.turns] == [row[2] for row in text_rows]


def test_worked_example_final_table(example: dict) -> None:
    final = replay(example).result_json()["table"]
    rows = example["source_final_table"]["rows"]
    assert final == rows == {"H": ["6", "9"], "S": ["6", "7"], "D": ["7", "7"], "C": None}


def test_ds_pass_at_turn_8_is_forced(example: dict) -> None:
    r = replay(example)
    turn8 = r.turns[7]
    assert turn8.player == "D" and turn8.move == "pass"
    assert legal_moves(turn8.before) == [PASS]
    assert turn8.legal == []
    assert turn8.explanation.text("en") == (
        "forced pass: the hand lacks the seven of clubs and lacks the ten of hearts, five of "
        "hearts, eight of spades, five of spades, six of diamonds and eight of diamonds"
    )
    hand_d = {c.code for c in turn8.before.hand("D")}
    assert not hand_d & {"C7", "H10", "H5", "S8", "S5", "D6", "D8"}


@pytest.mark.parametrize(
    "lang,needle",
    [
        (
            "sv",
            "Handen saknar klöver sju och saknar hjärter tio, hjärter fem, spader åtta, spader fem, ruter sex och ruter åtta",
        ),
        (
            "nb",
            "Tvunget pass: hånden mangler kløver sju og mangler hjerter ti, hjerter fem, spar åtte, spar fem, ruter seks og ruter åtte",
        ),
        ("sk", "Nútený pas: v ruke chýba krížová sedmička a chýba srdcová desiatka"),
        ("en", "forced pass: the hand lacks the seven of clubs and lacks the ten of hearts"),
    ],
)
def test_cli_replays_the_worked_example_in_four_languages(capsys, lang: str, needle: str) -> None:
    assert main(["replay", "sjuan-worked-example", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert needle in out
    assert out.count("\n  ") >= 8


def test_cli_json_lists_legal_cards_before_each_move(capsys) -> None:
    assert main(["replay", "sjuan-worked-example", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    turns = data["turns"]
    assert [t["index"] for t in turns] == list(range(1, 9))
    assert turns[0]["legal"] == ["H7"]
    assert turns[0]["player"] == "A" and turns[0]["move"] == "H7"
    assert turns[7]["legal"] == [] and turns[7]["move"] == "pass"
    for t in turns[:-1]:
        assert t["move"] in t["legal"]
    assert data["result"]["winner"] is None and data["result"]["to_move"] == "A"


def test_reconstruction_from_the_partial_record_is_consistent() -> None:
    partial = json.loads(PARTIAL.read_text(encoding="utf-8"))
    full = reconstruct(partial)
    assert sorted(sum(full["hands"].values(), [])) == sorted(
        c.code for c in __import__("sjuan_notebooks.core.cards", fromlist=["CARDS"]).CARDS
    )
    for name, cards in partial["hands"].items():
        assert set(cards) <= set(full["hands"][name])
    r = replay_record(full)  # the engine refuses illegal plays and unforced passes
    assert [t.player for t in r.turns] == ["A", "B", "C", "D", "A", "B", "C", "D"]
    # other seeds give other deals, all consistent
    other = reconstruct(partial, seed=7)
    assert other["hands"] != full["hands"]
    replay_record(other)


def test_stored_example_is_a_reconstruction_of_the_partial_record(example: dict) -> None:
    partial = json.loads(PARTIAL.read_text(encoding="utf-8"))
    assert reconstruct(partial)["hands"] == example["hands"]


def test_reconstruction_names_the_impossible_turn() -> None:
    partial = json.loads(PARTIAL.read_text(encoding="utf-8"))
    # D passes at turn 8 although D is said to hold the diamond six: impossible
    partial["hands"]["D"] = ["H6", "D6"]
    with pytest.raises(ReconstructionError) as info:
        reconstruct(partial)
    assert info.value.params["turn"] == 8
    # a card played out of turn order: H9 before H8
    bad = json.loads(PARTIAL.read_text(encoding="utf-8"))
    bad["moves"][2], bad["moves"][5] = "H9", "H8"
    bad["hands"]["B"], bad["hands"]["C"] = ["S7", "H8"], ["H9", "D7"]
    with pytest.raises(ReconstructionError) as info:
        reconstruct(bad)
    assert info.value.params["turn"] == 3


def _record(**changes) -> dict:
    record = dict(load_example("sjuan-worked-example"))
    record.update(changes)
    return record


@pytest.mark.parametrize(
    "changes,needle",
    [
        (
            {"moves": ["H7", "S7", "SQ"]},
            "Turn 3: The queen of spades cannot be played yet: it needs the eight of spades first.",
        ),
        (
            {"moves": ["H7", "S7", "H8", "H6", "S6", "H9", "D7", "pass", "pass"]},
            "Turn 9: You must play when you can",
        ),
        ({"moves": ["S6"]}, "Turn 1: The deal opens with the start card, the seven of hearts"),
        ({"moves": ["H7", "Z9"]}, 'Turn 2: Bad card code "Z9"'),
        ({"options": {"jokers": 2}}, 'Unknown option "jokers"'),
        ({"players": ["A", "B"]}, "Sjuan is played by 3 to 8 players, not 2."),
        ({"game": "poker"}, 'Unknown game "poker"'),
        ({"dealer": "Q"}, 'Unknown player "Q"'),
    ],
)
def test_bad_records_exit_nonzero_with_one_sentence(tmp_path, capsys, changes, needle) -> None:
    record = _record(**changes)
    if changes.get("players"):
        record["hands"] = {"A": record["hands"]["A"], "B": record["hands"]["B"]}
        record["dealer"] = "B"
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert needle in captured.err
    assert "Traceback" not in captured.err and captured.err.count("\n") == 1


def test_card_twice_and_missing_cards_are_refused(tmp_path, capsys) -> None:
    record = _record()
    hands = {k: list(v) for k, v in record["hands"].items()}
    hands["B"][0] = hands["A"][0]
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(_record(hands=hands)), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "is dealt twice" in capsys.readouterr().err
    hands = {k: list(v) for k, v in record["hands"].items()}
    hands["B"] = hands["B"][1:]
    path.write_text(json.dumps(_record(hands=hands)), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "is missing 1 card: four of spades" in capsys.readouterr().err


def test_malformed_json_and_missing_file(tmp_path, capsys) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(path), "--lang", "nb"]) == 1
    assert "er ikke gyldig JSON" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "none.json")]) == 1
    assert "does not exist" in capsys.readouterr().err


def test_turn_error_names_turn_and_rule() -> None:
    with pytest.raises(TurnError) as info:
        replay(_record(moves=["H7", "H7"]))
    assert info.value.turn == 2 and info.value.rule == "sevens.rule.not_held"


def test_seeded_record_replays_and_parse_is_deterministic() -> None:
    record = {"game": "sjuern", "players": ["Ola", "Kari"], "seed": 12, "moves": []}
    a, _ = parse_record(record)
    b, _ = parse_record(record)
    assert a == b
    s = a
    moves = []
    while s.winner is None:
        m = legal_moves(s)[0]
        moves.append(m.code)
        s = apply(s, m)
    out = replay(dict(record, moves=moves)).result_json()
    assert out["winner"] == s.players[s.winner]


def test_cli_scoresheet_accepts_a_pasted_text_sheet(tmp_path, capsys) -> None:
    path = tmp_path / "sheet.txt"
    path.write_text(
        "Kari 3 2 4 3 -5\nOla 4 5 8 1 -2\nSiri 2 3 0 6 -4\nPer 4 3 4 0 -2\n", encoding="utf-8"
    )
    assert main(["scoresheet", str(path), "--lang", "nb"]) == 0
    out = capsys.readouterr().out
    assert "Kari og Siri" in out
    path.write_text("Kari 3 2 4 3 -5\nOla 4 5 x 1 -2\n", encoding="utf-8")
    assert main(["scoresheet", str(path)]) == 1
    assert capsys.readouterr().err.count("\n") == 1


# --- issue 13, point 4: a replay shows what the chosen rules score, no Kabal points ----------


def _finished_record(game: str, **options: object) -> dict:
    import random

    from sjuan_notebooks.sevens.engine import SevensRules, new_deal
    from sjuan_notebooks.sevens.record import to_record

    start = new_deal(SevensRules.for_game(game, **options), ["A", "B", "C", "D"], seed=5)
    rng, state, moves = random.Random(5), start, []
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        moves.append(move)
        state = apply(state, move)
    return to_record(start, moves)


@pytest.mark.parametrize("game", ["sjuan", "sjuern"])
def test_sjuan_and_sjuern_replays_score_no_kabal_points(game: str) -> None:
    r = replay_record(_finished_record(game))
    for lang in ("sv", "nb", "sk", "en"):
        text = r.to_text(lang)
        assert "Kabal" not in text and "kabal" not in text
    end = r.to_text("en").split("\n\n")[-1]
    assert "no points" in end and 'Cards left (1 point each with the house rule "points ' in end
    assert "passes" not in end  # no pot: passes cost nothing
    js = r.result_json()
    assert "kabal_points" not in js and "pot" not in js


def test_sjuan_pot_replay_shows_the_chips_and_the_pot() -> None:
    r = replay_record(_finished_record("sjuan", pot=2))
    end = r.to_text("en").split("\n\n")[-1]
    passes = r.final.passes
    assert f"A: {passes[0]} passes, {2 * passes[0]} chips into the pot" in end
    assert f"takes the pot: {2 * sum(passes)} chips" in end
    assert r.result_json()["pot"] == 2 * sum(passes)


def test_kabal_replay_keeps_its_points() -> None:
    r = replay_record(_finished_record("kabal"))
    final = r.final
    end = r.to_text("en").split("\n\n")[-1]
    left, passes = final.hands[1].bit_count(), final.passes[1]
    assert f"B: {left} cards left + {passes} passes = {left + passes} points" in end


# --- issue 13, point 11: pass words, stand-overs used up, reconstruction failures -----------


@pytest.mark.parametrize("word", ["pass", "Passar", "prikk", "stå over", "Står  over", "pas"])
def test_each_languages_pass_word_reads_as_a_pass(word: str) -> None:
    """The Femkamp text's Kabal: "sier du «pass», eller «prikk»"; Sjuern: "stå over"."""
    record = load_example("sjuan-worked-example")
    moves = list(record["moves"])
    assert moves[7] == "pass"
    rep = replay_record({**record, "moves": moves[:7] + [word]})
    assert rep.turns[-1].move == "pass"


def test_kabal_deal_of_a_femkamp_record_reads_prikk() -> None:
    record = json.loads(json.dumps(load_example("femkamp-kabal")))
    i = record["moves"].index("pass")
    record["moves"][i] = "prikk"
    assert replay(record).turns[i].move == "pass"


def test_after_the_last_stand_over_the_refusal_says_none_are_left() -> None:
    from sjuan_notebooks.core.errors import IllegalMoveError
    from sjuan_notebooks.sevens.engine import SevensRules, new_deal

    state = new_deal(SevensRules.for_game("sjuern", stand_over=1), 3, seed=3)
    state = apply(state, legal_moves(state)[0])  # D7 opens
    p = state.to_move
    while not [m for m in legal_moves(state) if m is not PASS]:
        state = apply(state, PASS)
        p = state.to_move
    state = apply(state, PASS)  # the one stand-over of seat p
    while state.to_move != p:
        state = apply(state, legal_moves(state)[0])
    assert [m for m in legal_moves(state) if m is not PASS]  # p holds a playable card
    with pytest.raises(IllegalMoveError) as err:
        apply(state, PASS)
    assert err.value.rule == "sevens.rule.no_stand_over_left"
    assert "already stood over 1 time this deal" in str(err.value)
    assert "stått over" in err.value.message("nb")


def test_reconstruction_failure_names_the_turn_and_why() -> None:
    partial = json.loads(PARTIAL.read_text(encoding="utf-8"))
    partial["hands"]["D"] = ["H6", "D6"]
    with pytest.raises(ReconstructionError) as info:
        reconstruct(partial)
    msg = str(info.value)
    assert msg.startswith("No deal fits the record; it breaks at turn 8: ")
    assert (
        "D is said to hold the six of diamonds, but passed at turn 8 when the six of diamonds "
        "could be played"
    ) in msg
    assert "passade vid drag 8" in info.value.message("sv")
    assert "no deal gives every player" not in msg
    # a card out of order names the player, the card and the table
    bad = json.loads(PARTIAL.read_text(encoding="utf-8"))
    bad["moves"][2] = "H9"
    with pytest.raises(ReconstructionError) as info:
        reconstruct(bad)
    assert (
        "turn 3: C plays the nine of hearts, but it cannot go on the table at that moment"
        in str(info.value)
    )
    assert "C vykladá srdcovú deviatku" in info.value.message("sk")
