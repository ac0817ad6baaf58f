"""The quiz questions, built from the positions each family registers: the key cases the lessons
ask about are where the lessons expect them, and a source that lies about its position is
refused."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.questions import Example, Quizzes, Seeded
from sjuan_notebooks.core.registry import games, get_game, register
from sjuan_notebooks.sevens.engine import SevensState
from sjuan_notebooks.views import view_of_state
from sjuan_notebooks.views.questions import (
    QuizChoiceError,
    legal_question,
    legal_questions,
    legal_sets,
    seeded_positions,
    sheet_sets,
    trick_questions,
    trick_sets,
)


def _hand(state: object) -> set[str]:
    view = view_of_state(state)
    seat = view.to_move(state)
    assert seat is not None
    return {c.code for c in view.hand(state, seat)}


def _registered(kind: str) -> list[tuple[str, str]]:
    """(game, set) for every set of ``kind`` the games' specs declare, in the registry's order."""
    return [
        (game, name)
        for game in games()
        for name in getattr(get_game(game).quizzes or Quizzes(), kind)
    ]


@pytest.mark.parametrize(
    ("kind", "listed"), [("legal", legal_sets), ("tricks", trick_sets), ("sheets", sheet_sets)]
)
def test_every_registered_set_is_its_games_own_or_named_on_its_game(kind, listed) -> None:
    """The sets offered are exactly those the specs declare, in the registry's order, each
    named after its game or for what it asks on its game ("sjuern-stand")."""
    declared = _registered(kind)
    assert list(listed()) == [name for _, name in declared]
    assert all(name == game or name.startswith(f"{game}-") for game, name in declared)


def test_the_lessons_sets_are_registered() -> None:
    """The sets the lessons and the answer key ask by name."""
    assert {"sjuan", "sjuern", "sjuern-stand", "femkamp", "sjukamp", "sedma"} <= set(legal_sets())
    assert {"femkamp", "sjukamp", "sedma"} <= set(trick_sets())
    assert {"femkamp", "sjukamp"} <= set(sheet_sets())
    assert "sjuern-stand" in (get_game("sjuern").quizzes or Quizzes()).legal


def test_the_femkamp_quiz_ends_with_a_player_void_in_the_suit_led() -> None:
    questions = legal_questions("femkamp")
    *follow, void = questions
    assert all(not q.whole_hand and set(q.legal) < _hand(q.state) for q in follow)
    assert void.whole_hand and set(void.legal) == _hand(void.state)
    led = void.state.trick[0][1].suit
    assert led not in {code[0] for code in void.legal}, "the player holds none of the suit led"


def test_the_sjukamp_trick_quiz_has_spades_trumping_other_suits() -> None:
    questions = trick_questions("sjukamp")
    trumps = [q for q in questions if q.trump == "S"]
    assert [q.deal for q in trumps] == ["trumf", "trumf"]
    for q, (led, winning) in zip(trumps, [("HJ", "S2"), ("D10", "S7")]):
        plays = dict(q.plays)
        assert q.plays[0][1].code == led
        assert plays[q.winner].code == winning, "a spade takes the trick led in another suit"
        assert plays[q.winner].rank < max(c.rank for c in plays.values() if c.suit == led[0])


def test_the_sjuern_stand_over_set_asks_standing_over_then_a_free_forced_pass() -> None:
    stand, forced, spent = legal_questions("sjuern-stand")
    rules = stand.state.rules
    assert rules.stand_over == 3
    # standing over allowed beside playable cards
    assert stand.legal and stand.may_pass and set(stand.legal) < _hand(stand.state)
    # a forced pass: nothing playable; passing leaves the player's stand-overs as they were
    assert not forced.legal and forced.moves == ("pass",)
    seat = forced.state.to_move
    left = forced.state.stand_over_left[seat]
    api = get_game("sjuern").api
    after = api.apply(forced.state, api.legal_moves(forced.state)[0])
    assert left > 0 and after.stand_over_left[seat] == left, "a forced pass costs nothing"
    # no stand-over left: must play
    assert spent.legal and not spent.may_pass
    assert spent.state.stand_over_left[spent.state.to_move] == 0


def test_the_sedma_trick_set_keeps_the_order_the_lessons_slice() -> None:
    deals = [(q.before.players, q.winner, q.points) for q in trick_questions("sedma")]
    assert [(w, p) for _, w, p in deals[:3]] == [(0, 0), (3, 10), (2, 20)]
    assert [len(players) for players, _, _ in deals] == [4, 4, 4, 2, 3]


def test_a_seeded_source_with_options_deals_under_those_rules() -> None:
    plain = seeded_positions("sjuern", 4, 1, 5)
    standing = seeded_positions("sjuern", 4, 1, 5, options={"stand_over": 3})
    assert all(isinstance(s, SevensState) for s in plain + standing)
    assert {s.rules.stand_over for s in plain} == {0}
    assert {s.rules.stand_over for s in standing} == {3}


def test_a_source_that_claims_a_whole_hand_wrongly_is_refused() -> None:
    from sjuan_notebooks.core.records import load_example
    from sjuan_notebooks.core.registry import replay

    state = replay(load_example("femkamp-pass")).states[1]  # must follow spades
    with pytest.raises(ValueError, match="not every card"):
        legal_question(state, whole_hand=True)


def test_an_unknown_set_is_one_sentence_naming_the_sets() -> None:
    for build in (legal_questions, trick_questions):
        with pytest.raises(QuizChoiceError, match="no questions for “poker”.*sjuern-stand|sedma"):
            build("poker")


def test_a_registered_set_is_what_the_builders_ask() -> None:
    """Changing a family's registration changes the questions, with no other module touched."""
    spec = get_game("sjuern")
    quizzes = spec.quizzes
    assert quizzes is not None
    source = Seeded("sjuern", 4, 1, 37, options={"stand_over": 3}, pick=(33,))
    from dataclasses import replace

    register(replace(spec, quizzes=replace(quizzes, legal={"sjuern-stand": (source,)})))
    try:
        (only,) = legal_questions("sjuern-stand")
        assert only.moves == ("pass",)
        with pytest.raises(QuizChoiceError):
            legal_questions("sjuern")
    finally:
        register(spec)
    assert len(legal_questions("sjuern")) == 4
    assert Example("femkamp-pass", (37,), whole_hand=True) in legal_sets()["femkamp"]
