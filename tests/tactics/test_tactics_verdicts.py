"""The solver's verdict on each legal move agrees with brute force, and too-big positions are
left unsolved."""

from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from solver_positions import small_position

from sjuan_notebooks.core.cards import parse_card
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.solver import brute_force_wins
from sjuan_notebooks.tactics.perfect import annotate
from sjuan_notebooks.tactics.verdicts import SOLVE_MAX_CARDS, MoveVerdict, solver_verdicts

sys.setrecursionlimit(10_000)


VARIANTS = [
    ("sjuern", {}, 2),
    ("sjuan", {}, 3),
    ("sjuern", {"stand_over": 1}, 3),
    ("sjuan", {"extra_turn": True}, 4),
]


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6), left=st.integers(3, 9))
def test_verdicts_agree_with_brute_force(variant, seed, left) -> None:
    game, options, n = variant
    state = small_position(game, options, n, seed, left, cards_first=False)
    if state.winner is not None:
        return
    verdicts = solver_verdicts(state)
    assert verdicts is not None
    me = state.to_move
    names = state.players
    moves = legal_moves(state)
    assert list(verdicts) == [m.code for m in moves]
    before = {s for s in range(state.n_players) if brute_force_wins(state, s)}
    keeping = [m.code for m in moves if brute_force_wins(apply(state, m), me)]
    for move in moves:
        v = verdicts[move.code]
        after = {s for s in range(state.n_players) if brute_force_wins(apply(state, move), s)}
        assert v.player == names[me]
        if me in before:
            assert v.kind == ("keeps" if me in after else "throws_away")
            assert list(v.keeping) == keeping
        else:
            assert v.kind == ("gives" if after - before else "open")
        assert set(v.gained) == {names[s] for s in after - before}
        if v.kind == "throws_away":
            assert v.suggested == keeping[0]
            assert parse_card(keeping[0]).name("en") in v.text("en")
        for lang in LANGS:
            assert v.text(lang)


def test_too_many_cards_are_not_solved_without_a_budget() -> None:
    state = new_deal(SevensRules.for_game("sjuern", stand_over=3), 4, seed=3)
    assert sum(h.bit_count() for h in state.hands) > SOLVE_MAX_CARDS
    assert solver_verdicts(state, budget=None) is None
    assert solver_verdicts(state, budget=50) is None  # gives up after 50 positions
    late = small_position("sjuan", {}, 4, 7, SOLVE_MAX_CARDS, cards_first=False)
    assert solver_verdicts(late, budget=None) is not None


def test_the_worked_example_verdicts_match_the_annotation() -> None:
    # turn 3: C had a forced win; the annotation says H8 threw it away
    rep = replay(load_example("sjuan-worked-example"))
    notes = annotate(rep)
    verdicts = solver_verdicts(rep.turns[2].before)
    assert verdicts is not None
    note = notes[2]
    assert note.player == "C" and note.threw_away == ("C",)
    assert verdicts[note.move].kind == "throws_away"
    assert sorted(c for c, v in verdicts.items() if v.kind == "keeps") == sorted(note.winning_moves)


def test_verdict_json() -> None:
    v = MoveVerdict("C3", "A", "throws_away", ("H3",), ())
    assert v.to_json() == {
        "move": "C3",
        "player": "A",
        "kind": "throws_away",
        "keeping": ["H3"],
        "gained": [],
    }
    assert v.text("en") == "throws away your forced win — the three of hearts would have kept it"
    assert v.text("sv") == "kastar bort din säkra vinst — hjärter tre hade behållit den"
