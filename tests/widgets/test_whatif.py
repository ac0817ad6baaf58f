"""The "what would you play" widget: search values per move, solver verdicts, languages."""

from __future__ import annotations

import random
import sys

from sjuan_notebooks.core.cards import mask_of, parse_card
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.sevens.engine import SevensRules, SevensState, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import SearchSevens, voids_from_states
from sjuan_notebooks.sevens.solver import brute_force_wins
from sjuan_notebooks.widgets import WhatWouldYouPlay

sys.setrecursionlimit(10_000)


def late_position() -> SevensState:
    """Two-player Sjuern, six cards left: spades and diamonds done, hearts and clubs built
    from 4 to K. A holds H3, HA, C3 and moves; B holds H2, C2, CA.

    By hand: H3 wins for A (B must answer H2, A plays HA and then C3 while B is stuck), but C3
    loses (B plays C2, A must play H3, B plays CA and then H2 while A's HA waits for H2).
    """
    rules = SevensRules.for_game("sjuern")
    a = mask_of([parse_card(c) for c in ("H3", "HA", "C3")])
    b = mask_of([parse_card(c) for c in ("H2", "C2", "CA")])
    table = ((1 << 52) - 1) & ~(a | b)
    base = new_deal(rules, 2, seed=0)
    return base._replace(
        hands=(a, b),
        table=table,
        playable=parse_card("H3").bit | parse_card("C3").bit,  # the next card of each row
        to_move=0,
        opened=(0, 1, 2, 3),
        turn=46,
    )


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
        "What would you play as C? Choose a move: the search's and the solver's view appear after."
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


def test_a_pick_reveals_the_verdict_the_chart_and_counts_once() -> None:
    widget = _asking()
    assert widget.choose("H8") is False
    assert widget.shown_text().splitlines()[1] == (
        "You chose the eight of hearts: throws away your forced win — the eight of spades would"
        " have kept it."
    )
    assert (
        "The search, which sees only its own cards: 42.8% for the eight of hearts; it would play"
        " the seven of clubs (55.1%)."
    ) in widget.shown_text()
    assert widget.figure in widget.children and widget.verdict_html.value.count("✗") == 1
    styles = {b.description: b.button_style for b in widget.choice_box.children}
    assert styles == {"♠8": "success", "♥8": "danger", "♦7": "", "♣7": "success"}
    assert all(b.disabled for b in widget.choice_box.children)
    assert widget.tally.counts() == (0, 1)
    # the chart marks the learner's bar
    shown = [x for trace in widget.figure.data for x in (trace.x or ())]
    assert shown == ["♠8", "♣7", "<b>♥8</b><br>your move", "♦7"]
    # a second pick, or a move that is not there, is refused in a sentence; nothing changes
    before = widget.fingerprint()
    assert widget.choose("C7") is False
    assert widget.message() == "You have already chosen here; go on to the next position."
    assert widget.fingerprint() == before and widget.tally.counts() == (0, 1)
    # going back to the position asks again, but counts only the first answer
    widget.next_position()
    widget.go(0)
    assert widget.chosen() is None and widget.choose("C7") is True
    assert widget.tally.counts() == (0, 1)


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
    # turn 7: nobody can force a win, so there is no right answer and nothing is counted
    assert widget.choose("c7") is None
    assert "Nobody can force going out first here" in widget.shown_text()
    assert widget.tally.counts() == (0, 0)
    # the seeded deals' positions each have a right answer
    for index in range(2, len(widget.positions)):
        widget.position_select.value = index  # the menu, as a click would
        assert widget.index == index and widget.chosen() is None
        keeping = [c for c, v in widget.verdicts().items() if v.kind == "keeps"]
        assert 0 < len(keeping) <= len(widget.choices()) // 2
        assert widget.choose(keeping[0]) is True
    assert widget.tally.counts() == (4, 4)
    assert widget.next_position() is False
    assert widget.message() == "That was the last position."


def test_stored_answers_are_the_ones_a_fresh_search_gives(monkeypatch) -> None:
    from sjuan_notebooks.tactics import positions
    from sjuan_notebooks.widgets import whatif

    stored = _asking()
    fresh = WhatWouldYouPlay("sjuan-worked-example", turn=3, ask_first=True)
    assert fresh.current.state == stored.current.state
    assert fresh.values() == stored.values() and fresh.verdicts() == stored.verdicts()

    # with the stored set, asking and answering never searches (the lesson opens at once)
    def no_search(*args, **kwargs):
        raise AssertionError("searched")

    monkeypatch.setattr(whatif, "evaluate", no_search)
    monkeypatch.setattr(positions, "evaluate", no_search)
    widget = _asking()
    for index in range(len(widget.positions)):
        widget.go(index)
        widget.choose(widget.choices()[0])


def test_asking_in_four_languages() -> None:
    expected = {
        "sv": ("Vilket drag skulle du göra som C?", "du valde hjärter åtta: kastar bort"),
        "nb": ("Hva ville du spilt som C?", "du valgte hjerter åtte: kaster bort"),
        "sk": ("Čo by ste zahrali za hráča C?", "vybrali ste srdcovú osmičku: zahodí"),
    }
    for lang, (question, verdict) in expected.items():
        widget = _asking(lang)
        assert question in widget.shown_text()
        assert widget.next_button.description != "Next position"
        widget.choose("H8")
        text = widget.shown_text()
        assert verdict in text.lower() and "H8" not in text
        for english in ("You chose", "The search", "would have kept", "Turn"):
            assert english not in text
    # a switch of language keeps the pick and says it again in the new language
    widget = _asking()
    widget.choose("C7")
    widget.set_lang("sv")
    assert widget.chosen() == "C7" and "Du valde klöver sju: behåller din säkra vinst." in (
        widget.shown_text()
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
