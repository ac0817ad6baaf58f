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
    # the figure a view draws (the Output's state) holds the same bars
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
        assert str(widget.figure.layout.title.text) == widget.shown_text().splitlines()[0]
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
