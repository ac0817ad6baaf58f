"""The "what would you play" widget: search values per move, solver verdicts, languages."""

from __future__ import annotations

import dataclasses
import random
import sys

import pytest
from solver_positions import late_position

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import SearchSevens, voids_from_states
from sjuan_notebooks.sevens.solver import brute_force_wins
from sjuan_notebooks.widgets import WhatWouldYouPlay

sys.setrecursionlimit(10_000)


def test_values_on_a_solved_two_player_position_are_the_hand_analysis() -> None:
    state = late_position()
    widget = WhatWouldYouPlay(state)
    assert widget.values() == {"H3": 1.0, "C3": 0.0}
    assert widget.best() == "H3"
    verdicts = widget.verdicts()
    assert verdicts is not None
    assert verdicts["H3"].kind == "keeps" and verdicts["C3"].kind == "throws_away"
    assert verdicts["C3"].suggested == "H3"
    # the independent brute force agrees
    for code, value in widget.values().items():
        assert value == float(brute_force_wins(apply(state, code), 0))
    text = widget.shown_text()
    assert "The three of hearts: 100.0%" in text and "The three of clubs: 0.0%" in text
    assert "throws away your forced win — the three of hearts would have kept it" in text
    sv = WhatWouldYouPlay(state, lang="sv").shown_text()
    assert "Hjärter tre: 100,0\xa0%" in sv and "A:s chans" in sv


def test_css_classes_the_figure_and_its_hover_text() -> None:
    widget = WhatWouldYouPlay(late_position())
    assert "sjuan-whatif" in widget._dom_classes
    assert "sjuan-whatif-chart" in widget.figure._dom_classes
    bars = {trace.name: trace for trace in widget.figure.data if trace.x}
    assert set(bars) == {"keeps the forced win", "throws the forced win away"}
    keep = bars["keeps the forced win"]
    assert list(keep.x) == ["♥3"] and list(keep.y) == [1.0]
    assert "directly below the four of hearts" in keep.hovertext[0]
    # Okabe-Ito colours, and a second cue (a pattern) for the verdict that loses
    lose = bars["throws the forced win away"]
    assert lose.marker.color == "#D55E00" and lose.marker.pattern.shape == "x"
    # the figure a view draws (the Output's state, once the page has seen the box) holds the
    # same bars
    widget.figure.watcher._handle_custom_msg({"seen": True}, [])
    drawn = widget.figure.outputs[0]["data"]["application/vnd.plotly.v1+json"]["data"]
    shown = [d for d in drawn if d.get("x")]
    assert sorted(d["name"] for d in shown) == sorted(bars)


def test_language_switch_relabels_everything() -> None:
    widget = WhatWouldYouPlay(late_position())
    english = widget.shown_text()
    for lang, word in (("sv", "Hjärter tre"), ("nb", "Hjerter tre"), ("sk", "Srdcová trojka")):
        widget.set_lang(lang)
        assert widget.lang == lang
        assert word in widget.shown_text() and "H3" not in widget.shown_text()
        title = str(widget.figure.layout.title.text).replace("<br>", " ")
        assert title == widget.shown_text().splitlines()[0]
    widget.set_lang("sv")
    assert widget.figure.layout.yaxis.title.text == "chans att gå ut först"
    widget.set_lang("en")
    assert widget.shown_text() == english


def test_a_record_and_a_turn_give_the_position_before_that_turn() -> None:
    rep = replay(load_example("sjuan-worked-example"))
    widget = WhatWouldYouPlay(rep, turn=3, solve=False)
    assert widget.state == rep.turns[2].before
    assert set(widget.values()) == set(rep.turns[2].legal)
    assert widget.verdicts() is None
    # the values are the search player's own, from the seat's view with the same seed
    state = rep.turns[2].before
    player = SearchSevens(voids=voids_from_states(rep.states[:3]))
    view = api_for("sjuan").view(state, state.to_move)
    expected = player.move_values(view, legal_moves(state), random.Random(0))
    assert list(widget.values().values()) == expected
    assert widget.best() == player.choose(view, legal_moves(state), random.Random(0)).code
    widget.set_turn(7)
    assert widget.state == rep.turns[6].before
    before = widget.fingerprint()
    assert widget.set_turn(99) is False  # refused with a sentence; nothing changes
    assert widget.fingerprint() == before
    assert widget.message() == "Turn 99 is not in the record; choose 1 to 8."


def test_a_big_position_says_the_solver_was_not_used() -> None:
    state = new_deal(SevensRules.for_game("sjuern", stand_over=3), 4, seed=3)
    state = apply(state, legal_moves(state)[0])
    widget = WhatWouldYouPlay(state, worlds=2, rollouts=2)
    assert widget.verdicts() is None
    assert "Too many cards left for the solver (51)" in widget.shown_text()
    assert all(0.0 <= v <= 1.0 for v in widget.values().values())


def test_set_position_and_a_finished_deal() -> None:
    widget = WhatWouldYouPlay(late_position())
    final = apply(apply(apply(late_position(), "H3"), "H2"), "HA")
    final = apply(apply(final, "pass"), "C3")
    assert final.winner == 0
    widget.set_position(final)
    assert widget.values() == {} and widget.best() is None
    assert widget.shown_text() == "The deal is over: no move to choose."
    assert all(not trace.x for trace in widget.figure.data)


# --- asking first: predict, then reveal --------------------------------------------------------


def _asking(lang: str = "en", **kwargs):
    from sjuan_notebooks.tactics.data import load

    return WhatWouldYouPlay(load("whatif_positions"), ask_first=True, lang=lang, **kwargs)


def test_asking_first_shows_the_position_and_the_moves_but_no_answer() -> None:
    widget = _asking()
    assert widget.current.example == "sjuan-worked-example" and widget.current.turn == 3
    assert widget.chosen() is None and widget.is_right() is None
    assert widget.figure not in widget.children and widget.verdict_html not in widget.children
    assert widget.text_html.value == "" and widget.verdict_html.value == ""
    assert widget.shown_text() == (
        "The worked example, turn 3: C to play\n"
        "What would you play as C? Choose a move: the search's and the solver's views appear afterwards."
    )
    assert [b.description for b in widget.choice_box.children] == ["♠8", "♥8", "♦7", "♣7"]
    assert widget.choice_box.children[1].tooltip == "the eight of hearts"
    assert not any(b.disabled or b.button_style for b in widget.choice_box.children)
    assert "sjuan-card" in widget.position_html.value or "<svg" in widget.position_html.value
    assert widget.tally is not None and widget.tally.counts() == (0, 0)
    # the position menu replaces "run what.set_turn(7)": one entry per position, in order
    labels = [label for label, _ in widget.position_select.options]
    assert labels[:2] == [
        "The worked example, turn 3: C to play",
        "The worked example, turn 7: C to play",
    ]
    assert len(labels) == 6 and labels[2].startswith("Deal 1, turn ")


def test_a_pick_is_judged_on_what_the_mover_could_know_and_counts_once() -> None:
    widget = _asking()
    widget.go(2)  # deal 1, turn 43: A to play, 14 cards in hands
    judgement = widget.judgement()
    assert judgement is not None and judgement.worlds == 16 and judgement.margin == 2
    assert judgement.kept == {"HA": 11, "D10": 0, "C4": 4}
    assert widget.choose("C4") is False
    assert widget.shown_text().splitlines()[1:3] == [
        "You chose the four of clubs: not the best. Of 16 deals of the cards you cannot see that"
        " fit what the table has shown, your move keeps a forced win in 4; the ace of hearts"
        " keeps one in 11.",
        "A forced win means going out first whatever the others do. A move is right when it"
        " keeps one in at most 2 fewer of these deals than the best move. The deals keep your"
        " own hand, the cards on the table, how many cards each player holds and what the"
        " passes proved.",
    ]
    # the open-hands solver still speaks, said to see what the learner cannot
    assert (
        "The solver, which sees every hand (you see only your own), says: throws away your"
        " forced win — the ace of hearts would have kept it."
    ) in widget.shown_text()
    assert "   a forced win kept in 11 of 16 possible deals" in widget.lines()
    assert widget.figure in widget.children and widget.verdict_html.value.count("✗") == 1
    styles = {b.description: b.button_style for b in widget.choice_box.children}
    assert styles == {"♥A": "success", "♦10": "", "♣4": "danger"}
    assert all(b.disabled for b in widget.choice_box.children)
    assert widget.tally.counts() == (0, 1)
    # the chart marks the learner's bar
    shown = [x for trace in widget.figure.data for x in (trace.x or ())]
    assert shown == ["♥A", "♦10", "<b>♣4</b><br>your move"]
    # a second pick, or a move that is not there, is refused in a sentence; nothing changes
    before = widget.fingerprint()
    assert widget.choose("HA") is False
    assert widget.message() == "You have already chosen here; go on to the next position."
    assert widget.fingerprint() == before and widget.tally.counts() == (0, 1)
    # going back to the position asks again, but counts only the first answer
    widget.next_position()
    widget.go(2)
    assert widget.chosen() is None and widget.choose("HA") is True
    assert widget.tally.counts() == (0, 1)
    assert widget.shown_text().splitlines()[1].startswith("You chose the ace of hearts: right.")


def test_a_move_within_the_margin_of_the_best_is_right() -> None:
    from sjuan_notebooks.tactics.positions import deal_position

    # deal 2, turn 32: the moves keep a forced win in 4, 2, 4 and 2 of the 16 deals
    widget = WhatWouldYouPlay([deal_position("sjuan", 4, 2, 32)], ask_first=True)
    judgement = widget.judgement()
    assert judgement is not None and judgement.kept == {"S3": 4, "H3": 2, "DJ": 4, "CJ": 2}
    assert not judgement.decisive  # 4 - 2 is within the margin of 2: no move is wrong
    assert widget.choose("H3") is None and widget.tally.counts() == (0, 0)
    assert widget.shown_text().splitlines()[1] == (
        "You chose the three of hearts. Of 16 deals of the cards you cannot see that fit what"
        " the table has shown, every move keeps a forced win in about as many (2 to 4): no move"
        " is wrong here, and this position is not counted."
    )
    assert all(b.button_style in ("", "info") for b in widget.choice_box.children)
    # one margin narrower, the same counts have a right answer: the best, and only the best
    narrow = dataclasses.replace(judgement, margin=1)
    assert [narrow.is_right(c) for c in judgement.kept] == [True, False, True, False]


def test_a_position_too_big_to_weigh_is_not_counted_and_says_the_solver_sees_all() -> None:
    widget = _asking()
    assert widget.current.turn == 3 and widget.cards_left() == 50
    assert widget.judgement() is None
    assert widget.choose("H8") is None
    lines = widget.shown_text().splitlines()
    assert lines[1] == (
        "You chose the eight of hearts. Too many cards are hidden here to weigh the deals you"
        " cannot see, so this position is not counted."
    )
    assert lines[2] == (
        "The solver, which sees every hand (you see only your own), says: throws away your"
        " forced win — the eight of spades would have kept it."
    )
    assert "✗" not in widget.verdict_html.value and "✓" not in widget.verdict_html.value
    styles = {b.description: b.button_style for b in widget.choice_box.children}
    assert styles == {"♠8": "", "♥8": "info", "♦7": "", "♣7": ""}
    assert widget.tally.counts() == (0, 0)


def test_a_move_not_offered_is_refused_and_the_next_positions_follow() -> None:
    widget = _asking()
    before = widget.fingerprint()
    assert widget.choose("SK") is False
    assert widget.message() == (
        "SK is not one of the moves here; choose one of them: ♠8, ♥8, ♦7, ♣7."
    )
    assert widget.fingerprint() == before and widget.chosen() is None
    assert widget.next_position() is True
    assert widget.position_select.value == 1 and widget.chosen() is None
    # turn 7: too big to weigh, so nothing is counted
    assert widget.choose("c7") is None
    assert "Too many cards are hidden here" in widget.shown_text()
    assert widget.tally.counts() == (0, 0)
    # the seeded deals' positions each have a right answer, and it is the open-hands one
    for index in range(2, len(widget.positions)):
        widget.position_select.value = index  # the menu, as a click would
        assert widget.index == index and widget.chosen() is None
        judgement = widget.judgement()
        assert judgement is not None and judgement.decisive
        right = [c for c in widget.choices() if judgement.is_right(c)]
        keeping = [c for c, v in widget.verdicts().items() if v.kind == "keeps"]
        assert right == keeping and 0 < len(right) <= len(widget.choices()) // 2
        assert widget.choose(right[0]) is True
    assert widget.tally.counts() == (4, 4)
    assert widget.next_position() is False
    assert widget.message() == "That was the last position."


def test_stored_answers_are_the_ones_a_fresh_search_gives(monkeypatch) -> None:
    from sjuan_notebooks.tactics import positions

    stored = _asking()
    fresh = WhatWouldYouPlay("sjuan-worked-example", turn=3, ask_first=True)
    assert fresh.current.state == stored.current.state
    assert fresh.values() == stored.values() and fresh.verdicts() == stored.verdicts()

    # with the stored set, asking and answering never searches (the lesson opens at once);
    # the widget reaches the search only through the game's registered hooks
    def no_search(*args, **kwargs):
        raise AssertionError("searched")

    hooks = dataclasses.replace(positions.SEVENS_WHATIF, evaluate=no_search)
    monkeypatch.setattr(positions, "SEVENS_WHATIF", hooks)
    monkeypatch.setattr(positions, "evaluate", no_search)
    widget = _asking()
    for index in range(len(widget.positions)):
        widget.go(index)
        widget.choose(widget.choices()[0])


def test_asking_in_four_languages() -> None:
    expected = {
        "sv": ("Vilket drag skulle du göra som A?", "du valde klöver fyra: inte det bästa."),
        "nb": ("Hva ville du spilt som A?", "du valgte kløver fire: ikke det beste."),
        "sk": ("Čo by ste zahrali za hráča A?", "vybrali ste krížovú štvorku: nie je to najlepší"),
    }
    for lang, (question, verdict) in expected.items():
        widget = _asking(lang)
        widget.go(2)
        assert question in widget.shown_text()
        assert widget.next_button.description != "Next position"
        widget.choose("C4")
        text = widget.shown_text()
        assert verdict in text.lower() and "C4" not in text and " 16 " in text
        for english in ("You chose", "The search", "would have kept", "Turn", "deals", "solver"):
            assert english not in text
    # a switch of language keeps the pick and says it again in the new language
    widget = _asking()
    widget.choose("C7")
    widget.set_lang("sv")
    text = widget.shown_text()
    assert widget.chosen() == "C7"
    assert (
        "Du valde klöver sju. Här är för många kort dolda för att väga de givar du inte ser, så"
        " ställningen räknas inte."
    ) in text
    assert (
        "Lösaren, som ser alla händer (du ser bara din egen), säger: behåller din säkra vinst."
        in text
    )
    assert widget.position_select.options[0][0] == "Spelexemplet, drag 3: C står på tur"
    assert widget.tally.text() == widget.tally.text("sv")


def test_a_record_offers_its_turns_with_a_choice_and_set_turn_adds_any_other() -> None:
    widget = WhatWouldYouPlay("sjuan-worked-example", ask_first=True, worlds=2, rollouts=2)
    assert [p.turn for p in widget.positions] == [3, 7]
    assert widget._evaluation is None  # nothing searched before the pick
    widget.set_turn(4)
    assert [p.turn for p in widget.positions] == [3, 4, 7] and widget.current.turn == 4
    assert widget.choices() == ["H6"] and widget.position_select.value == 1
    assert widget.go(5) is False
    assert widget.message() == "There is no position 6; choose 1 to 3."


def test_the_widget_reaches_a_game_only_through_the_registry() -> None:
    import ast
    from pathlib import Path

    from sjuan_notebooks.core.errors import PositionError
    from sjuan_notebooks.femkamp.tricks import new_deal as new_trick_deal
    from sjuan_notebooks.widgets import whatif

    tree = ast.parse(Path(whatif.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    families = ("sevens", "femkamp", "sedma")
    assert not [m for m in imported if m and m.split(".")[-1] in families], imported
    assert not [m for m in imported if m and m.lstrip(".").startswith(families)], imported
    # a game whose spec names no what-if hooks is refused in a sentence
    with pytest.raises(PositionError) as refused:
        WhatWouldYouPlay(new_trick_deal(seed=1))
    assert refused.value.message("en") == "This needs a position of Sjuan, Sjuern or Kabal."
