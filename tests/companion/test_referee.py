"""The companion's referee: what it refuses at once, what it flags later, and that a legal
game is never flagged (hypothesis: random deals of the engines, entered as a table would)."""

from __future__ import annotations

import pytest
from helpers import NAMES, enter_left, sedma_game, sevens_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.companion import EntryError, TableGame
from sjuan_notebooks.core.cards import parse_card
from sjuan_notebooks.sedma.engine import game_result

SEVENS_OPTIONS = st.fixed_dictionaries(
    {
        "start_card": st.sampled_from(["H7", "any"]),
        "ace_high": st.booleans(),
        "extra_turn": st.booleans(),
    }
)


def _shown_at(game: TableGame, revoke: dict) -> int:
    """The first entry (1-based) after the revoke that shows a card the passer held then:
    the passer playing one of the cards that fitted, or entering one among their cards left."""
    names = game.setup.players
    passed = False
    for i, entry in enumerate(game.entries):
        before = game.states[i]
        code, _, who = entry.partition("@")
        if not passed:
            passed = (
                code == "pass"
                and before.phase == "play"
                and not before.extra
                and (before.turn == revoke["turn"])
            )
            continue
        played = before.phase == "play" and code != "pass" and who == names[revoke["seat"]]
        left = before.phase == "left" and before.left_seat == revoke["seat"]
        if (played or left) and parse_card(code).bit & revoke["fitted"]:
            return i + 1
    raise AssertionError("the cards never showed the revoke")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 5), options=SEVENS_OPTIONS)
def test_a_legal_sevens_deal_is_never_flagged_and_its_record_replays(seed, n, options):
    game, final, _, _ = sevens_deal(seed, n, engine_options=options, options=options)
    assert game.flags == ()
    assert game.state.phase == "over"
    deal = game.state.deals[0]
    assert game.state.players[deal.winner] == final.players[final.winner]
    # every card was entered: the record's hands are the real ones
    from sjuan_notebooks.companion.sevens import deal_record

    record = deal_record(game.state, deal)
    real = {p: sorted(c.code for c in final.hand(p)) for p in final.players}
    dealt = {
        p: sorted(
            c.code
            for c in __import__("sjuan_notebooks.core.cards", fromlist=["x"]).cards_of_mask(h)
        )
        for p, h in zip(final.players, final.initial_hands)
    }
    assert {p: sorted(h) for p, h in record["hands"].items()} == dealt
    assert all(real[p] == sorted(set(dealt[p]) - set(record["moves"])) for p in real)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 5), at=st.integers(0, 30),
       stand=st.booleans(), options=SEVENS_OPTIONS)  # fmt: skip
def test_a_revoke_is_flagged_at_the_first_entry_that_shows_it(seed, n, at, stand, options):
    # the engine allows the one voluntary pass; the companion's rules forbid it
    engine = {**options, "stand_over": 2 if stand else 1}
    table = {**options, "stand_over": 1} if stand else dict(options)
    if stand:  # with a stand-over allowed, only a second voluntary pass is a revoke: make one
        game, final, _, revoke = _two_revokes(seed, n, at, engine, table)
    else:
        game, final, _, revoke = sevens_deal(seed, n, engine_options=engine, options=table,
                                             revoke_at=at)  # fmt: skip
    if not revoke:
        return  # no position to revoke at in this deal
    flags = game.flags
    assert len(flags) == 1, [f.text() for f in flags]
    flag = flags[0]
    assert flag.turn == revoke["turn"]
    assert flag.player == game.setup.players[revoke["seat"]]
    assert flag.shown_at == _shown_at(game, revoke)
    assert parse_card(str(flag.params["card"])).bit & revoke["held"] | parse_card(
        str(flag.params["card"])).bit & revoke["fitted"]  # fmt: skip
    assert "passed" in flag.text("en") or "stood over" in flag.text("en")


def _two_revokes(seed, n, at, engine, table):
    """A deal where one player stands over twice (the companion allows one): the second is
    the revoke, unless the cards show the first one first (then the first is flagged)."""
    import random

    from helpers import enter_sevens

    from sjuan_notebooks.sevens.engine import PASS, SevensRules, apply, legal_moves, new_deal

    rng = random.Random(seed)
    names = list(NAMES[:n])
    state = new_deal(SevensRules.for_game("sjuan", **engine), names, seed=seed)
    game = TableGame.new("sjuan", names, names[-1], table)
    passes: list[dict] = []
    revoker = None
    moves = 0
    while not state.is_over:
        legal = legal_moves(state)
        p = state.to_move
        voluntary = PASS in legal and len(legal) > 1
        if voluntary and moves >= at and len(passes) < 2 and revoker in (None, p):
            revoker = p
            passes.append({"turn": state.turn + 1, "seat": p,
                           "fitted": state.playable & ~state.table,
                           "held": state.hands[p] & state.playable})  # fmt: skip
            move = PASS
        else:
            plays = [m for m in legal if m is not PASS] or legal
            move = plays[rng.randrange(len(plays))]
        game = enter_sevens(game, state, move)
        state = apply(state, move)
        moves += 1
    game = enter_left(game, state)
    if len(passes) < 2:
        return game, state, [], {}
    # the pass the cards show second is the one beyond the allowance
    first, second = sorted(passes, key=lambda r: _shown_at(game, r))
    return game, state, [], second


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 3, 4]),
       when=st.booleans())  # fmt: skip
def test_a_legal_sedma_game_is_never_refused_and_scores_as_the_engine(seed, n, when):
    game, final = sedma_game(seed, n, {"continue_when_winning": when})
    assert game.flags == ()
    assert game.state.over
    result = game_result(final)
    assert game.state.match.win_points == result.seat_win_points()
    from sjuan_notebooks.companion.sedma import match_record
    from sjuan_notebooks.core.registry import replay

    replayed = replay(match_record(game.state))
    assert game_result(replayed.games[0].final).seat_win_points() == result.seat_win_points()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.sampled_from([2, 3, 4]), cut=st.integers(0, 200))
def test_a_sedma_continuation_of_another_rank_is_refused_and_changes_nothing(seed, n, cut):
    game, _ = sedma_game(seed, n)
    game = game.undo(len(game.entries) - min(cut, len(game.entries)))
    table = game.state
    if not table.deciding:
        return
    led = table.trick[0][1]
    wrong = [c for c in table.pack if c not in table.seen and c.rank not in (7, led.rank)
             and not (n == 3 and c.code == "HK") and led.rank != 7]  # fmt: skip
    if not wrong or (n == 3 and led.code == "HK"):
        return
    with pytest.raises(EntryError) as e:
        game.enter(wrong[0].code)
    assert e.value.key.startswith("sedma.rule.continue_match")
    assert game.state is table


# -- wrong entries ---------------------------------------------------------------------------


def _opened() -> TableGame:
    return TableGame.new("sjuan", ["A", "B", "C", "D"], "D").enter("H7@B")


@pytest.mark.parametrize("lang", ["en", "sv", "nb", "sk"])
def test_wrong_entries_get_one_sentence_and_change_nothing(lang):
    game = _opened()
    cases = {
        "H7": "companion.error.played",  # a card already played
        "X9": "companion.error.bad_entry",  # not a card of the pack
        "H9": "sevens.rule.not_adjacent",  # does not fit the table
        "H8@B": "companion.error.not_their_turn",  # a second entry for B's turn
        "deal": "companion.error.not_now",
    }
    for entry, key in cases.items():
        with pytest.raises(EntryError) as e:
            game.enter(entry)
        assert e.value.key == key
        text = e.value.message(lang)
        assert text and "{" not in text and "\n" not in text
        assert game.entries == ("H7@B",)


def test_the_start_card_needs_who_holds_it():
    game = TableGame.new("sjuan", ["A", "B", "C"], "C")
    with pytest.raises(EntryError) as e:
        game.enter("H7")
    assert e.value.key == "companion.error.who_starts"
    with pytest.raises(EntryError) as e:
        game.enter("S7@A")
    assert e.value.key == "sevens.rule.start_card_first"
    assert game.state.words() == ["H7@A", "H7@B", "H7@C"]
    assert game.enter("H7@B").state.player == "C"


def test_sedma_refuses_cards_not_in_its_pack_and_a_stop_out_of_place():
    game = TableGame.new("sedma", ["A", "B"], "B")
    for entry, key in {
        "H2": "companion.error.not_in_pack",
        "stop": "sedma.rule.stop_not_decision",
    }.items():
        with pytest.raises(EntryError) as e:
            game.enter(entry)
        assert e.value.key == key
    three = TableGame.new("sedma", ["A", "B", "C"], "C")
    with pytest.raises(EntryError):
        three.enter("S8")  # taken out of the pack for three players
    game = game.enter("H10")
    with pytest.raises(EntryError) as e:
        game.enter("H10")
    assert e.value.key == "companion.error.played"


def test_the_example_flag_reads_as_the_issue_asks():
    # B passes at turn 2 while the eight of hearts fitted, and plays it later
    game = TableGame.new("sjuan", ["A", "B", "C", "D"], "D")
    game = game.enter_all(["H7@A", "pass", "H6", "H5", "H4", "H8@B"])
    assert [f.text("en") for f in game.flags] == [
        "Turn 2: B passed, but B held the eight of hearts, which fitted then."
    ]
    assert game.flags[0].shown_at == 6
    assert game.undo().flags == ()


def test_undo_goes_back_any_number_of_entries():
    game = _opened().enter_all(["H8", "H6", "pass"])
    assert game.undo(2).entries == ("H7@B", "H8")
    assert game.undo(4).entries == ()
    assert game.undo(4).state == TableGame.new("sjuan", ["A", "B", "C", "D"], "D").state
    with pytest.raises(EntryError):
        game.undo(5)
    with pytest.raises(EntryError):
        game.undo(-1)


def test_the_score_as_sjuan_keeps_it_over_deals():
    from sjuan_notebooks.companion.sevens import deal_record

    game, final, _, _ = sevens_deal(11, 4, options={"pot": 2}, engine_options={"pot": 2})
    scores = game.state.scores()
    left = {p: len(final.hand(p)) for p in final.players}
    assert {p: s["points"] for p, s in scores.items()} == left
    assert sum(s["chips"] for s in scores.values()) == 0
    passes = dict(zip(final.players, final.passes))
    assert {p: s["passes"] for p, s in scores.items()} == passes
    winner = final.players[final.winner]
    assert scores[winner]["chips"] == 2 * sum(final.passes) - 2 * passes[winner]
    # the next deal: dealt by the next player, and the score carries over
    nxt = game.enter("deal")
    assert nxt.state.dealer == (game.state.dealer + 1) % 4 and nxt.state.scores() == scores
    assert deal_record(game.state, game.state.deals[0])["dealer"] == "Di"
