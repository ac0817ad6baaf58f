"""Sedma records: the rule text's three trick examples, the stored illustrative games, the CLI,
and bad input named by turn and rule."""

from __future__ import annotations

import copy
import json
import random

import pytest

from sjuan_notebooks.cli import main
from sjuan_notebooks.core.cards import SEDMA_PACK, parse_card
from sjuan_notebooks.core.errors import SjuanError, TurnError
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sedma import engine as S
from sjuan_notebooks.sedma.match import play_game
from sjuan_notebooks.sedma.players import random_policy, simple_policy
from sjuan_notebooks.sedma.record import replay_record, to_record

# The text's "Príklady zdvihu": ranks played, the winning seat (1-based), the points.
TEXT_EXAMPLES = {
    "sedma-example-1": ([8, 9, 13, 9], 1, 0),
    "sedma-example-2": ([9, 10, 9, 9], 4, 10),
    "sedma-example-3": ([8, 1, 7, 10], 3, 20),
}
GAMES = {"sedma-game-2p": 2, "sedma-game-3p": 3, "sedma-game-4p": 4}


def run_json(capsys, *args):
    code = main(["replay", *args, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def test_the_stored_sedma_records_are_listed():
    names = set(example_names())
    assert set(TEXT_EXAMPLES) <= names and set(GAMES) <= names


@pytest.mark.parametrize("name", sorted(TEXT_EXAMPLES))
def test_text_examples_replay_with_the_texts_winner_and_points(capsys, name):
    ranks, seat, points = TEXT_EXAMPLES[name]
    record = load_example(name)
    assert record["quote"] and record["gloss"] and record["title"]
    assert len(record["players"]) == 4
    assert all(len(h) == 4 for h in record["hands"].values()) and len(record["stock"]) == 16
    data = run_json(capsys, name)
    assert len(data["tricks"]) == 1
    trick = data["tricks"][0]
    assert [parse_card(c).rank for c in trick["cards"]] == ranks
    assert trick["winner"] == record["players"][seat - 1]
    assert trick["points"] == points
    assert trick["leader"] == record["players"][0]
    # the side of the winning seat has the trick's points; seats 1+3 and 2+4 are partners
    result = data["result"]
    assert result["over"] is False and result["win_points"] is None
    winner_side = "P1+P3" if seat in (1, 3) else "P2+P4"
    assert result["points"][winner_side] == points
    assert sum(result["points"].values()) == points


def test_text_example_turns_explain_each_card(capsys):
    data = run_json(capsys, "sedma-example-3")
    why = [t["why"] for t in data["turns"]]
    assert why[2] == "A seven takes over any trick"
    assert why[3] == "Does not match the led card (eight): the trick stays with P3"
    assert len(data["turns"]) == 4 and data["turns"][3]["trick_ends"]  # no "stop" to answer
    assert data["turns"][0]["legal"] == ["S9", "H8", "HJ", "CQ"]  # any card may be led
    data = run_json(capsys, "sedma-example-2")
    assert data["turns"][3]["why"] == "Takes over: the same rank as the led card (nine)"


def test_text_example_in_slovak(capsys):
    assert main(["replay", "sedma-example-3", "--lang", "sk"]) == 0
    out = capsys.readouterr().out
    assert "Sedma prebije každú kartu" in out
    assert "žaluďová sedma" in out.lower()  # C7 under its German-suited Slovak name
    assert "20 bodov" in out


def _recount(data, n):
    """Points and win points recomputed from the tricks alone, by the text's rules."""
    players = data["players"]
    sides = [tuple(players[::2]), tuple(players[1::2])] if n != 3 else None
    if sides is None:
        # the side is known once the red king has been played: who played it is alone
        lone = next(
            p for t in data["tricks"] for c, p in zip(t["cards"], t["players"]) if c == "HK"
        )
        sides = [(lone,), tuple(p for p in players if p != lone)]
    points = [0, 0]
    tricks = [0, 0]
    for i, trick in enumerate(data["tricks"]):
        side = 0 if trick["winner"] in sides[0] else 1
        pts = 10 * sum(c[1:] in ("10", "A") for c in trick["cards"])
        pts += 10 if i == len(data["tricks"]) - 1 else 0
        assert trick["points"] == pts
        points[side] += pts
        tricks[side] += 1
    win = 0 if points[0] > points[1] else 1
    other = 1 - win
    win_points = 3 if tricks[other] == 0 else 2 if points[other] == 0 else 1
    labels = ["+".join(s) for s in sides]
    return dict(zip(labels, points)), labels[win], win_points


@pytest.mark.parametrize("name", sorted(GAMES))
def test_full_games_replay_with_the_right_winner_and_points(capsys, name):
    n = GAMES[name]
    data = run_json(capsys, name)
    result = data["result"]
    assert result["over"] is True
    points, winner, win_points = _recount(data, n)
    assert result["points"] == points and sum(points.values()) == 90
    assert result["winner"] == winner
    assert result["win_points"][winner] == win_points
    # every card of the pack was played exactly once
    played = [c for t in data["tricks"] for c in t["cards"]]
    assert sorted(played) == sorted(c.code for c in S.SedmaRules().pack(n))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_full_games_show_a_continuation_and_a_seven(capsys, name):
    data = run_json(capsys, name)
    assert any(t["players"].count(t["leader"]) >= 2 for t in data["tricks"])
    sevens = [turn for turn in data["turns"] if turn["move"].endswith("7") and turn["takes_over"]]
    assert sevens
    if GAMES[name] == 3:
        king = [turn for turn in data["turns"] if turn["move"] == "HK"]
        assert king and king[0]["trick"] < len(data["tricks"])  # revealed before the last trick


@pytest.mark.parametrize("name", sorted(GAMES))
def test_full_games_are_what_their_notes_say(name):
    """The notes name the seed and the policy; dealing and playing again gives the record."""
    record = load_example(name)
    n = GAMES[name]
    seed = int(record["notes"].split("seed=")[1].split(")")[0])
    state = S.new_game(S.SedmaRules(), n, seed=seed)
    assert {p: [c.code for c in h] for p, h in zip(state.players, state.hands)} == {
        p: sorted(h, key=lambda c: SEDMA_PACK.index(parse_card(c)))
        for p, h in record["hands"].items()
    }
    assert [c.code for c in state.stock] == record["stock"]
    _, moves = play_game(state, simple_policy, random.Random(0))
    assert [m.code for m in moves] == record["moves"]


def test_text_output_of_a_full_game(capsys):
    assert main(["replay", "sedma-game-3p"]) == 0
    out = capsys.readouterr().out
    assert "Sides: hidden until the red king is played" in out
    assert "The red king counts as a seven and takes over" in out
    assert "(last)" in out and "Winner:" in out


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_replays(capsys, lang):
    assert main(["replay", "sedma-game-4p", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert "{" not in out and len(out.splitlines()) > 40


# --- bad input -------------------------------------------------------------------------------


def _bad(tmp_path, capsys, moves, name="sedma-example-2"):
    record = copy.deepcopy(load_example(name))
    record["moves"] = moves
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code = main(["replay", str(path)])
    out = capsys.readouterr()
    assert code == 1 and out.out == "" and "Traceback" not in out.err
    with pytest.raises(TurnError) as err:
        replay(record)
    return out.err.strip(), err.value


def test_bad_card_not_held(tmp_path, capsys):
    message, err = _bad(tmp_path, capsys, ["H9", "S10", "D9"])
    assert message == "Turn 3: P3 does not hold the nine of bells."
    assert err.turn == 3 and err.rule == "sedma.rule.not_held"


def test_bad_continuation(tmp_path, capsys):
    record = load_example("sedma-game-2p")
    data = replay_record(record)
    turn = next(t for t in data.turns if t.before.deciding and t.move != "stop")
    led = turn.before.led
    wrong = next(c for c in turn.before.hands[turn.before.to_move] if not S.takes_over(c, led, 2))
    moves = record["moves"][: turn.index - 1] + [wrong.code]
    message, err = _bad(tmp_path, capsys, moves, "sedma-game-2p")
    assert message.startswith(f"Turn {turn.index}: The leader may continue the trick only")
    assert err.rule == "sedma.rule.continue_match"


def test_bad_stop(tmp_path, capsys):
    message, err = _bad(tmp_path, capsys, ["H9", "stop"])
    assert message.startswith("Turn 2: Stopping is only the leader's choice")
    assert err.rule == "sedma.rule.stop_not_decision"


def test_bad_show(tmp_path, capsys):
    message, err = _bad(tmp_path, capsys, ["show"])
    assert (
        message
        == "Turn 1: A burnt game needs four cards of one rank in hand; P1 holds the nine of hearts, "
        "unter of hearts, eight of leaves and ober of acorns."
    )
    assert err.rule == "sedma.rule.show_not_four"


def test_bad_error_in_slovak(tmp_path, capsys):
    record = copy.deepcopy(load_example("sedma-example-2"))
    record["moves"] = ["H9", "S10", "D9"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "sk"]) == 1
    assert capsys.readouterr().err.strip() == "Ťah 3: P3 nemá guľovú deviatku."


@pytest.mark.parametrize(
    "change",
    [
        {"stock": None},
        {"hands": {"P1": ["H9"], "P2": [], "P3": [], "P4": []}},
        {"colour": "red"},
        {"moves": "H9"},
        {"options": {"target": -1}},
        {"players": ["P1", "P1", "P3", "P4"]},
    ],
)
def test_bad_records_are_one_sentence(tmp_path, capsys, change):
    record = copy.deepcopy(load_example("sedma-example-2"))
    for key, value in change.items():
        if value is None:
            record.pop(key)
        else:
            record[key] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err and "\n" not in err and "Traceback" not in err
    with pytest.raises(SjuanError):
        replay(record)


def test_records_round_trip_and_seed_records():
    state = S.new_game(S.SedmaRules(), 3, seed=42)
    final, moves = play_game(state, random_policy, random.Random(3))
    record = to_record(state, moves)
    again = replay_record(json.loads(json.dumps(record)))
    assert again.final == final
    by_seed = replay_record(to_record(state, moves, seed=42))
    assert by_seed.final == final
    assert again.to_json()["result"] == S.game_result(final).to_json() | {"over": True}


def test_an_old_record_with_a_stop_that_is_no_longer_asked_still_reads():
    """Issue 13: a "stop" where the leader had no card to continue may be read, and is skipped
    (the turn numbers stay the record's positions); a "stop" anywhere else is still refused."""
    record = json.loads(json.dumps(load_example("sedma-example-3")))
    moves = list(record["moves"])
    record["moves"] = moves + ["stop"]  # as the record read before the rule changed
    rep = replay(record)
    assert [t.move for t in rep.turns] == moves and [t.index for t in rep.turns] == [1, 2, 3, 4]
    record["moves"] = moves + ["stop", "stop"]
    with pytest.raises(TurnError) as err:
        replay(record)
    assert err.value.turn == 6 and err.value.rule == "sedma.rule.stop_not_decision"


# --- issue 13, point 7: a burnt game shows its four cards and says why the game ended --------


def _burnt_during_play():
    """B holds three sevens, draws the fourth after trick 1 and, with A's lead on the table,
    is to move holding S7 H7 D7 C7."""
    rules = S.SedmaRules()
    hands = [["H9", "HJ", "CQ", "S8"], ["S7", "H7", "C7", "DK"]]
    top = ["SA", "D7"]
    used = {parse_card(c) for h in hands for c in h} | {parse_card(c) for c in top}
    stock = [parse_card(c) for c in top] + [c for c in SEDMA_PACK if c not in used]
    state = S.new_game(rules, ["A", "B"], hands=hands, stock=stock)
    for m in ("H9", "DK", "HJ"):
        state = S.apply(state, m)
    assert S.SHOW in S.legal_moves(state) and state.to_move == 1
    return state


class _Shower:
    def choose(self, view, legal, rng):
        return S.SHOW if S.SHOW in legal else legal[0]


def test_burnt_game_shows_the_four_cards_and_why_it_ended():
    from sjuan_notebooks.views import view_of_state
    from sjuan_notebooks.widgets import PlayTable

    before = _burnt_during_play()
    table = PlayTable("sedma", seat=0, n_players=2, seed=1)
    table._computers = [_Shower(), _Shower()]
    table.set_state(before)
    log = table.moves_log[-1]
    assert log.startswith("B showed four sevens – a burnt game"), log
    assert "burnt game" in log and "ends the game at once" in log and "1 win point" in log
    end = table.view.status_text(table.state, "en")
    assert "after 1 trick:" in end and "B showed four sevens" in end
    assert "A burnt game ends the game" in end and "B scores 1 win point" in end
    sevens = {"sv": "sju", "nb": "sju", "sk": "sedma", "en": "seven"}
    for lang in LANGS:  # every language names the cards and the win points
        text = view_of_state(table.state).status_text(table.state, lang)
        assert text.count(sevens[lang]) >= 4 and "1" in text, text
    # A's seat sees B's four cards: they were shown
    seen = view_of_state(table.state).state_text(table.state, "en", perspective=0)
    assert "B: " + " ".join(c.short("en", "sedma") for c in table.state.hands[1]) in seen
    assert "hidden" not in seen.split("B: ", 1)[1].split("\n", 1)[0]
    html = table.view.state_html(table.state, "en", perspective=0)
    assert html.count("S7") >= 1 and "D7" in html


def test_burnt_game_replay_names_the_cards_and_the_reason():
    before = _burnt_during_play()
    record = to_record(before._replace(turn=0), [])  # the initial hands and stock
    record["moves"] = ["H9", "DK", "HJ", "show"]
    text = replay_record(record).to_text("en")
    assert "B shows four sevens (" in text
    assert "The game is over after 1 trick: B showed four sevens" in text
    assert "Winner: B, 1 win point (burnt game during play)" in text


def test_an_ordinary_end_says_why_it_scores_what_it_scores():
    from sjuan_notebooks.views import view_of_state

    final = replay(load_example("sedma-game-4p")).final
    text = view_of_state(final).status_text(final, "en")
    reason = S.game_result(final).reason
    assert {"points": "most points", "no_points": "the opponents have no points",
            "no_tricks": "the opponents took no trick"}[reason] in text  # fmt: skip


# --- issue 13, point 6: the match to the target is a record, a replay, a stepper, a table -----


def test_match_record_replays_to_the_target_with_the_deal_passing_on(capsys):
    record = load_example("sedma-match-4p")
    rep = replay(record)
    match = rep.match
    assert match.over and max(match.win_points) >= record["options"]["target"]
    assert [g.initial.players[g.initial.dealer] for g in rep.games] == [
        "DABCDABC"[k] for k in range(len(rep.games))
    ]
    # the win points are the games' results added up, as the text converts points
    totals = [0, 0, 0, 0]
    for g in rep.games:
        for s, w in enumerate(S.game_result(g.final).seat_win_points()):
            totals[s] += w
    assert tuple(totals) == match.win_points
    reasons = {S.game_result(g.final).reason for g in rep.games}
    assert {"points", "burnt_play"} <= reasons
    assert main(["replay", "sedma-match-4p"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Sedma: a match to 10 win points")
    assert "Game 2 (A deals)" in out and "The match is over: A and C reach 10" in out
    assert main(["replay", "sedma-match-4p", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["result"]["over"] and data["result"]["winners"] == ["A", "C"]
    assert data["turns"][-1]["game_number"] == len(data["games"])


@pytest.mark.parametrize(
    "change,needle",
    [
        (lambda r: r["games"][1].update(dealer="C"), "Game 2: the deal passes clockwise"),
        (lambda r: r["games"][0]["moves"].pop(), "Game 1 is not finished, yet more games"),
        (lambda r: r["games"].append(dict(r["games"][0])), "the match was already won"),
        (lambda r: r["games"][2]["moves"].__setitem__(0, "Z9"), "Game 3: Turn 1:"),
    ],
)
def test_bad_match_records_name_the_game(tmp_path, capsys, change, needle):
    record = copy.deepcopy(load_example("sedma-match-4p"))
    change(record)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert needle in err and "\n" not in err


def test_stepper_walks_across_the_games_of_a_match():
    from sjuan_notebooks.widgets import Stepper

    s = Stepper("sedma-match-4p")
    rep = s.replay
    first_len = len(rep.games[0].turns)
    assert s.n_turns == len(rep.turns) > first_len
    s.go(first_len)
    assert "Game 1 of 8" in s.move_text() and "after 1 game: A 0, B 1, C 0, D 1" in s.move_text()
    s.go(first_len + 1)
    assert "Game 2 of 8" in s.move_text()
    assert len(s.state.tricks) == 0  # the second game's first trick is under way
    s.last()
    assert "A 10, B 4, C 10, D 4" in s.move_text()


def test_play_table_plays_a_sedma_match_to_the_target():
    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("sedma", seat=0, seed=3, options={"target": 3}, strength="random")
    assert table.match is not None and table.match.rules.target == 3
    assert not table.next_game()  # the game is not over yet
    assert table.message() == "Finish this game first."
    rng = random.Random(0)
    dealers = []
    while True:
        dealers.append(table.state.dealer)
        while not table.api.is_over(table.state):
            assert table.click_card(rng.choice(table.legal_codes()))
        if not table.next_game():
            break
    match = table.match
    assert match.over and max(match.win_points) >= 3 and len(match.games) == len(dealers) >= 2
    assert dealers == [(3 + k) % 4 for k in range(len(dealers))]  # the deal passes on
    assert "The match is over" in table.match_text()
    table.new_game()  # a new match
    assert table.match.games == () and table.match_text().startswith("Match to 3 win points, 0")


def test_rule_choosers_target_changes_the_match_the_table_plays():
    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("sedma", seat=0, seed=3)
    assert table.match.rules.target == 10
    assert table.set_options({"target": 5})
    assert table.match.rules.target == 5 and "to 5 win points" in table.match_text()
