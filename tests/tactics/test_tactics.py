"""Tournaments, intervals, studies and the solver's annotation of the worked example."""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import CARDS
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.sevens.engine import SevensRules
from sjuan_notebooks.tactics.perfect import annotate
from sjuan_notebooks.tactics.studies import study, tip_values, tournament, wilson

sys.setrecursionlimit(10000)


def test_wilson_matches_published_values() -> None:
    # 0 of 10: upper bound z^2 / (n + z^2); 5 of 10: the textbook (0.2366, 0.7634)
    lo, hi = wilson(0, 10)
    assert lo == 0.0
    assert hi == pytest.approx(1.959964**2 / (10 + 1.959964**2), abs=1e-6)
    lo, hi = wilson(5, 10)
    assert (lo, hi) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 10**6), frac=st.floats(0, 1))
def test_wilson_interval_contains_the_rate_and_shrinks(n, frac) -> None:
    k = min(n, int(frac * n))
    lo, hi = wilson(k, n)
    assert 0.0 <= lo <= hi <= 1.0
    assert lo - 1e-9 <= k / n <= hi + 1e-9
    lo4, hi4 = wilson(4 * k, 4 * n)
    assert hi4 - lo4 <= hi - lo + 1e-12


def test_tournament_counts_every_deal_once_and_is_seeded() -> None:
    entries = ["free_own_cards", "random", "dont_open_suits", "random"]
    a = tournament(entries, 4001, seed=5)
    b = tournament(entries, 4001, seed=5)
    assert a == b
    assert a.deals == 4004  # rounded up to whole rotations
    assert sum(a.wins) == a.deals
    # the winner has no cards left; the others hold at least one each
    assert all(x > 0 for x in a.cards_left)
    data = a.to_json()
    assert [e["player"] for e in data["entries"]] == entries
    assert all(e["low"] <= e["rate"] <= e["high"] for e in data["entries"])


def test_identical_entries_share_the_wins_within_their_intervals() -> None:
    # four copies of one player with rotated seating: each entry's interval holds 1/4
    result = tournament(["random"] * 4, 20_000, seed=2)
    for i in range(4):
        lo, hi = wilson(result.wins[i], result.deals)
        # a 99.99% interval, so this seeded check does not depend on a lucky seed
        z = 3.89
        half = z * math.sqrt(0.25 * 0.75 / result.deals)
        assert abs(result.wins[i] / result.deals - 0.25) < half
        assert lo < hi


def test_tip_values_cover_every_batch_tip() -> None:
    values = tip_values(SevensRules(), 4, deals=800, seed=1, pairwise=True)
    assert set(values.against_random) == set(values.players)
    assert len(values.against) == len(values.players) * (len(values.players) - 1)
    assert values.fair == 0.25
    assert all(r.games == 800 for r in values.against_random.values())


def test_annotation_of_the_worked_example_obeys_the_paranoid_invariants() -> None:
    rep = replay(load_example("sjuan-worked-example"))
    notes = annotate(rep)
    assert [n.move for n in notes] == [t.move for t in rep.turns]
    for note, turn in zip(notes, rep.turns):
        assert set(note.legal) - {"pass"} == set(turn.legal)
        # forced exactly when one move was legal (a forced pass included)
        assert note.forced == (len(note.legal) == 1)
        # only the mover can throw away their own forced win, and no move creates one for the
        # mover that it did not already have
        assert set(note.threw_away) <= {note.player}
        assert note.player not in note.gained
        if note.forced:
            assert note.threw_away == ()
        # the mover's winning moves are listed exactly when the mover could force a win
        assert bool(note.winning_moves) == (note.player in note.winners_before)
        if note.player in note.winners_before:
            assert (note.move in note.winning_moves) == (note.player in note.winners_after)
        assert note.text("sv") and note.text("sk")


def test_studies_of_the_trick_deals_and_sedma() -> None:
    femkamp = study(
        "femkamp", ["shed_high_early", "random", "random", "random"], 40, {"deal": "damer"}, seed=3
    )
    assert femkamp.games == 40
    # four queens of 4 points each are taken in every Damer deal
    assert sum(femkamp.mean_points) == pytest.approx(16.0)
    sedma = study("sedma", ["keep_sevens", "random", "keep_sevens", "random"], 40, seed=3)
    # with fixed pairs exactly two seats win each game
    assert sum(sedma.wins) == 2 * sedma.games


def test_figures_draw_the_computed_rates() -> None:
    from sjuan_notebooks.figures.tactics import (
        pairwise_figure,
        tip_values_figure,
        tournament_figure,
    )

    values = tip_values(SevensRules(), 4, deals=400, seed=2)
    fig = tip_values_figure(values, "sv")
    assert list(fig.data[0].y) == [r.rate for r in values.against_random.values()]
    heat = pairwise_figure(values)
    assert heat.data[0].z[0][0] is None  # a tip is not played against itself
    result = tournament(["random"] * 3, 300, seed=1)
    bars = tournament_figure(result, "nb")
    assert list(bars.data[0].y) == [w / result.deals for w in result.wins]


def test_study_figure_pools_the_seats_of_each_player() -> None:
    from sjuan_notebooks.figures.tactics import study_figure

    result = study("sedma", ["keep_sevens", "random", "keep_sevens", "random"], 40, seed=5)
    fig = study_figure(result, "sk", "Sedma")
    bar = fig.data[0]
    labels = [x.replace("<br>", " ") for x in bar.x]
    assert labels == ["šetrite sedmy, aby ste nimi brali zdvihy s desiatkami a esami",
                      "náhodný hráč"]  # fmt: skip
    # partners win together: the two sides' pooled rates add up to one
    assert sum(bar.y) == pytest.approx(1.0)
    assert bar.y[0] == (result.wins[0] + result.wins[2]) / (2 * result.games)
    tricks = study("femkamp", ["best_tip", "random", "random"], 30, {"deal": "pass"}, seed=1)
    fig = study_figure(tricks, "en")
    assert [x.replace("<br>", " ") for x in fig.data[0].x] == [
        "the best tip for the deal",
        "random player",
    ]
    assert fig.data[0].text[0] == f"{tricks.mean_points[0]:.2f} points on average"
    assert study_figure(tricks, "sv").data[0].text[0] == (
        f"{tricks.mean_points[0]:.2f} poäng i snitt".replace(".", ",")
    )


# --- issue 13, point 12: the three tips measured last -------------------------------------------


def test_check_blockers_plays_toward_the_far_card_with_fewest_cards_others_hold() -> None:
    from sjuan_notebooks.core.cards import parse_card
    from sjuan_notebooks.sevens.engine import SevensRules, legal_moves, new_deal
    from sjuan_notebooks.sevens.engine import playable_mask as _playable
    from sjuan_notebooks.sevens.players import CheckBlockers

    b = ["H8", "H10", "HK", "S8", "SQ", "D2"]  # hearts: 9 J Q missing; spades: 9 10 J K
    on_table = ["H7", "S7"]
    rest = [c.code for c in CARDS if c.code not in b + on_table]
    state = new_deal(SevensRules.for_game("sjuern"), ["A", "B"], hands=[rest + on_table, b])
    table = parse_card("H7").bit | parse_card("S7").bit
    state = state._replace(
        table=table, playable=_playable(table, False),
        hands=(state.hands[0] & ~table, state.hands[1]), to_move=1,
    )  # fmt: skip
    legal = legal_moves(state)
    assert sorted(c.code for c in legal) == ["H8", "S8"]
    # toward HK the others must open H9, HJ, HQ (3); toward SQ: S9, S10, SJ (3) - a tie;
    # with S10 in hand, spades need only 2
    assert sorted(c.code for c in CheckBlockers().prefer(state, legal)) == ["H8", "S8"]
    state2 = state._replace(hands=(state.hands[0] & ~parse_card("S10").bit,
                                   state.hands[1] | parse_card("S10").bit))  # fmt: skip
    assert [c.code for c in CheckBlockers().prefer(state2, legal_moves(state2))] == ["S8"]


def test_the_three_last_tips_are_measured_reproducibly() -> None:
    from sjuan_notebooks.tactics.studies import measured_tip_rate, red_king_rate, rounds_edge

    a = measured_tip_rate("sjuan", "check_blockers", 4, 200, seed=6)
    assert a == measured_tip_rate("sjuan", "check_blockers", 4, 200, seed=6)
    assert a.games == 200 and 0 < a.wins < 200
    three, seven = rounds_edge(3, 1, deals=3_000), rounds_edge(7, 1, deals=3_000)
    assert three.best > seven.best > 0  # the skilled player's edge shrinks at a big table
    assert rounds_edge(3, 5, deals=3_000).matches == 3_000 // 3 // 5 * 3
    hide = red_king_rate("hide_red_king", 200, seed=5)
    assert hide == red_king_rate("hide_red_king", 200, seed=5) and 0 < hide.games <= 200


def test_docs_and_lesson_quote_and_measure_the_three_tips() -> None:
    root = Path(__file__).parents[2]
    docs = " ".join((root / "docs" / "tactics.md").read_text("utf-8").split())
    lesson = (root / "notebooks" / "src" / "06-tactics.py").read_text("utf-8")
    lesson = " ".join(lesson.replace("\n# ", " ").split())
    for quote in (
        "Kontrollera vilka kort som måste öppnas innan era egna höga eller låga kort",
        "Spill heller flere korte runder med poeng enn én enkelt runde",
        "najlepšie je zatajovať ho čo najdlhšie",
    ):
        assert quote in docs and quote in lesson
    from sjuan_notebooks.tactics.data import STUDIES

    loaded = set(re.findall(r'load\(f?"([a-z0-9_{}]+)"\)', lesson))
    for call in ("measured_tip_rate", "rounds_edge", "red_king_rate"):
        # the docs name the code; the lesson reads a stored study that the code computed
        assert call in docs
        assert any(
            kind == call and re.fullmatch(re.sub(r"\{[^}]*\}", ".+", pattern), name)
            for name, (kind, _) in STUDIES.items()
            for pattern in loaded
        ), call
