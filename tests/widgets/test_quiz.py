"""The "predict, then reveal" quizzes: nothing of the answer shows before the check, the answer
agrees with the engines, the tally counts first answers, refused input changes nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.views import legal_card_codes, view_of_state
from sjuan_notebooks.views.questions import legal_sets, sheet_sets, trick_sets
from sjuan_notebooks.widgets import LegalCardsQuiz, SheetQuiz, Tally, TrickQuiz
from sjuan_notebooks.widgets.quiz import (
    QuizChoiceError,
    legal_questions,
    seeded_positions,
    sheet_questions,
    trick_questions,
)


@pytest.mark.parametrize("game", sorted(legal_sets()))
def test_legal_questions_agree_with_the_engine(game: str) -> None:
    questions = legal_questions(game)
    assert len(questions) >= 3
    for q in questions:
        view = view_of_state(q.state)
        moves = view.legal_moves(q.state)
        assert list(q.legal) == legal_card_codes(moves)
        assert q.moves == tuple(api_for(view.game_of(q.state)).move_code(m) for m in moves)
        hand = {c.code for c in view.hand(q.state, view.to_move(q.state))}
        if q.whole_hand:
            assert set(q.legal) == hand, "asked as a void: every card of the hand may be played"
        else:
            assert set(q.legal) < hand or not q.legal, "a question with nothing to find out"


def test_the_sjuan_questions_start_with_the_worked_example() -> None:
    questions = legal_questions("sjuan")
    legal = [q.legal for q in questions[:4]]
    assert legal == [("S8", "H8", "D7", "C7"), ("S5", "S8", "H5", "D7", "C7"), (), ("H10", "D6")]
    # the forced pass asked is not the worked example's (D at move 7): lesson 1 predicts that
    # one after stepping to it, and a prediction the quiz has already answered is no prediction
    worked = replay(load_example("sjuan-worked-example"))
    assert questions[2].state not in [turn.before for turn in worked.turns]


def test_seeded_positions_are_the_same_every_time() -> None:
    first = seeded_positions("sjuern", 3, 14, 4)
    again = seeded_positions("sjuern", 3, 14, 4)
    assert first == again and len(first) == 4
    other = seeded_positions("sjuern", 3, 15, 4)
    assert other != first


def test_nothing_of_the_answer_shows_before_the_check() -> None:
    quiz = LegalCardsQuiz("sjuan", lang="en")
    quiz.go(3)  # A may play H10 or D6
    before = quiz.position.value + quiz.answer.value
    assert "#009E73" not in before, "legal cards outlined before the check"
    assert quiz.answer.value == ""
    assert all(b.button_style == "" for b in quiz.choice_box.children)
    quiz.pick("H10")
    assert quiz.reveal() is False
    # the hand is drawn by its cards' buttons, marked there (not a second drawing of it)
    assert "sjuan-hand" not in quiz.position.value
    assert all("sjuan-card" in b._dom_classes for b in quiz.choice_box.children)
    shown = quiz.shown_text()
    assert "A may play: ten of hearts and six of diamonds." in shown
    assert "You picked: ten of hearts." in shown
    styles = {b.description: b.button_style for b in quiz.choice_box.children}
    assert styles["✓ ♥10"] == "success"  # picked, and right
    assert styles["○ ♦6"] == "warning"  # missed: marked apart from the right pick
    assert styles["♠3"] == ""


def test_each_card_gets_its_reason_in_the_learners_language() -> None:
    quiz = LegalCardsQuiz("sjuan", lang="sv")
    quiz.go(3)
    quiz.pick("H10", "D6")
    assert quiz.reveal() is True
    text = quiz.answer_text()
    assert "A får spela: hjärter tio och ruter sex." in text
    assert "✓ Ruter sex får spelas" in text
    assert "✗ Spader tre får inte spelas" in text
    assert quiz.tally.counts() == (1, 1)


def test_a_forced_pass_is_answered_by_picking_nothing() -> None:
    quiz = LegalCardsQuiz("sjuan", lang="en")
    quiz.go(2)  # B must pass (another deal: the worked example's D is the lesson's prediction)
    assert quiz.reveal() is True
    assert "B may play no card." in quiz.answer_text()


@pytest.mark.parametrize("lang", LANGS)
def test_every_quiz_speaks_every_language(lang: str) -> None:
    for quiz in (LegalCardsQuiz("sedma", lang=lang), TrickQuiz("femkamp", lang=lang)):
        quiz.pick(quiz.choices()[0], **({"points": 0} if isinstance(quiz, TrickQuiz) else {}))
        quiz.reveal()
        assert quiz.answer_text()
        assert "{" not in quiz.shown_text()
    sheet = SheetQuiz("sjukamp", lang=lang)
    sheet.pick("klover")
    assert sheet.reveal() is True


def test_the_tally_counts_the_first_check_of_each_question_only() -> None:
    tally = Tally("en")
    assert tally.text() == "Your answers: none yet"
    legal = LegalCardsQuiz("sjuan", tally=tally)
    legal.pick("S8", "H8", "D7", "C7")
    assert legal.reveal() is True
    assert legal.reveal() is True  # a second check counts nothing
    with pytest.raises(QuizChoiceError):
        legal.pick("S5")  # checked: the pick is closed
    trick = TrickQuiz("sedma", tally=tally)  # one tally for the lesson
    trick.pick("P4", points=10)
    assert trick.reveal() is False
    assert tally.counts() == (1, 2)
    assert tally.text() == "Your answers: 1 right out of 2"
    assert trick.next() and not trick.revealed


@pytest.mark.parametrize("game", sorted(trick_sets()))
def test_trick_answers_are_the_engines(game: str) -> None:
    for q in trick_questions(game):
        names = view_of_state(q.after).players(q.after)
        quiz = TrickQuiz([q])
        quiz.pick(names[q.winner], points=q.points)
        assert quiz.reveal() is True
        wrong = TrickQuiz([q])
        wrong.pick(names[q.winner], points=q.points + 1)
        assert wrong.reveal() is False


def test_the_sedma_rule_text_examples() -> None:
    got = [(q.winner, q.points) for q in trick_questions("sedma")[:3]]
    # 8 9 K 9: the leader, 0; 9 10 9 9: the fourth, 10; 8 A 7 10: the seven, 20
    assert got == [(0, 0), (3, 10), (2, 20)]
    quiz = TrickQuiz("sedma", lang="en")
    quiz.go(2)
    quiz.pick("P3", points="20")
    assert quiz.reveal() is True
    assert "P3 takes the trick, and it gives 20 points." in quiz.answer_text()


def test_a_trick_check_needs_a_player_and_points() -> None:
    quiz = TrickQuiz("femkamp")
    quiz.check_button.click()
    assert "Pick an answer first." in quiz.message.value
    assert not quiz.revealed and quiz.tally.counts() == (0, 0)
    quiz.points_box.value = "two"
    assert "whole number" in quiz.message.value
    with pytest.raises(QuizChoiceError, match="whole number"):
        quiz.pick("Kari", points="x")
    assert quiz.picked() == []


@pytest.mark.parametrize("game", sorted(sheet_sets()))
def test_each_sheet_question_has_exactly_one_impossible_column(game: str) -> None:
    for q in sheet_questions(game):
        columns = {p.column for p in q.sheet.check().problems}
        assert columns == {q.wrong + 1}


def test_the_sheet_is_shown_without_its_checks_until_the_pick() -> None:
    quiz = SheetQuiz("femkamp", lang="nb")
    assert "✗" not in quiz.position.value and "✓" not in quiz.position.value
    quiz.pick("damer")
    assert quiz.reveal() is False
    assert "✗" in quiz.position.value
    assert "Raden Pass kan ikke stemme" in quiz.answer_text()
    assert quiz.tally.text() == "Dine svar: 0 riktige av 1"


def test_refused_input_changes_nothing() -> None:
    quiz = SheetQuiz("femkamp")
    quiz.pick("pass")
    with pytest.raises(QuizChoiceError, match="“kabal, grand”|not one of"):
        quiz.pick("kabal", "grand")
    with pytest.raises(QuizChoiceError, match="“poker” is not one of the answers"):
        quiz.pick("poker")
    assert quiz.picked() == ["pass"]
    with pytest.raises(QuizChoiceError, match="no questions"):
        LegalCardsQuiz("poker")


def test_clicking_the_toggles_is_picking() -> None:
    quiz = LegalCardsQuiz("femkamp", lang="en")
    toggles = {
        next(c[len("sjuan-choice-") :] for c in b._dom_classes if c.startswith("sjuan-choice-")): b
        for b in quiz.choice_box.children
    }
    for code in ("S2", "S4", "S6", "S10"):
        toggles[code].value = True
    toggles["S4"].value = False
    toggles["S4"].value = True
    assert quiz.picked() == ["S2", "S4", "S6", "S10"]
    quiz.check_button.click()
    assert quiz.revealed and quiz.tally.counts() == (1, 1)
    toggles["H3"].value = True  # after the check a click changes nothing
    assert quiz.picked() == ["S2", "S4", "S6", "S10"] and not toggles["H3"].value
    quiz.next_button.click()
    assert quiz.index == 1 and quiz.picked() == []


def test_switching_language_keeps_the_question_and_pick() -> None:
    quiz = LegalCardsQuiz("sjuan", lang="en")
    quiz.pick("S8")
    quiz.lang_select.value = "sk"
    assert quiz.picked() == ["S8"]
    assert "Ktoré karty smie C teraz zahrať?" in quiz.shown_text()
    assert quiz.check_button.description == "Skontrolovať"
    assert quiz.tally.text() == "Vaše odpovede: zatiaľ žiadne"


def test_the_last_question_says_so() -> None:
    quiz = SheetQuiz("sjukamp")
    while quiz.next():
        pass
    assert quiz.index == len(quiz.questions) - 1
    assert "That was the last question." in quiz.message.value


def test_questions_from_any_states() -> None:
    api = api_for("sjuan")
    state = api.new_game(None, 4, 3)
    quiz = LegalCardsQuiz([state])
    assert quiz.choices() and len(quiz.questions) == 1


@pytest.mark.parametrize("quiz", [LegalCardsQuiz, TrickQuiz])
def test_a_quiz_clicked_through_leaves_no_widget_behind(
    quiz: type, open_widgets: Callable[[], int]
) -> None:
    """Each question brings its own choices; those of the question before are closed with all
    they hold, so the open widgets do not grow with the questions."""
    q = quiz("sedma" if quiz is TrickQuiz else "sjuan")
    q.next()
    after_one = open_widgets()
    steps = 1
    while q.next():
        steps += 1
        grown = open_widgets() - after_one
        assert grown <= 12, f"{grown} more widgets open after {steps} questions"
    assert steps >= 3
