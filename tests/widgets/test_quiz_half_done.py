"""Half-done questions (a faded step between a worked example and a question of one's own):
a legal-cards quiz that gives some of the legal cards, and a trick quiz that gives the taker.
The given part is marked and closed from the start, is never counted as the learner's pick,
and a wrong answer is answered with its reason."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.i18n import t
from sjuan_notebooks.sevens.engine import legal_moves
from sjuan_notebooks.widgets import LegalCardsQuiz, Tally, TrickQuiz
from sjuan_notebooks.widgets.quiz import QuizChoiceError, seeded_positions, tricks_of

# lesson 1's half-done position: C may play the seven of spades, the five of hearts, the seven
# of diamonds and the five of clubs (the engine says so; the first test checks it)
STATE = seeded_positions("sjuan", 4, 123, 9)[8]
LEGAL = [m.code for m in legal_moves(STATE)]
HIDDEN = "D7"


def half_done(tally: Tally | None = None) -> LegalCardsQuiz:
    return LegalCardsQuiz([STATE], given=[[c for c in LEGAL if c != HIDDEN]], tally=tally)


def test_the_position_has_four_legal_cards_and_the_hidden_one_among_them() -> None:
    assert len(LEGAL) == 4 and HIDDEN in LEGAL


def test_the_given_cards_are_marked_and_closed_but_not_picked() -> None:
    quiz = half_done()
    for code, button in quiz._toggles.items():
        given = code in LEGAL and code != HIDDEN
        assert button.disabled is given, code
        assert button.value is False, code  # a page that opens with a pick would be answered
        assert ("sjuan-quiz-given" in button._dom_classes) is given, code
        assert button.description.startswith("✓") is given, code
    assert quiz.picked() == []
    names = {k: v["aria-label"] for k, v in quiz.aria.names.items()}
    assert t("quiz.mark.given", "en") in names[".sjuan-choice-S7"]
    assert t("quiz.mark.given", "en") not in names[f".sjuan-choice-{HIDDEN}"]
    assert "1 more card" in quiz.question.value
    assert quiz.answer.value == ""  # nothing of the answer before the check


def test_the_missing_card_alone_is_the_right_answer_and_counts() -> None:
    tally = Tally()
    quiz = half_done(tally)
    quiz.pick(HIDDEN)
    assert quiz.check() is True
    assert tally.counts() == (1, 1)
    assert "You found 1 of 1." in quiz.answer_text()


def test_picking_a_given_card_adds_nothing_to_the_pick() -> None:
    quiz = half_done()
    quiz.pick("S7", HIDDEN)
    assert quiz.picked() == [HIDDEN]
    assert quiz.check() is True


def test_a_wrong_card_gets_its_reason_and_one_more_try() -> None:
    tally = Tally()
    quiz = half_done(tally)
    quiz.pick("D5")
    assert quiz.check() is False
    hint = quiz.hint_text()
    assert "You found 0 of 1." in hint
    assert "The five of diamonds cannot be played: needs the seven of diamonds first." in hint
    assert quiz.retrying
    quiz.try_again()
    quiz.pick(HIDDEN)
    assert quiz.check() is True
    assert tally.counts() == (0, 1)  # the first answer is the one counted


def test_an_ordinary_quiz_keeps_its_hint_without_reasons() -> None:
    quiz = LegalCardsQuiz([STATE])
    assert not any(b.disabled for b in quiz._toggles.values())
    quiz.pick("D5")
    quiz.check()
    assert "cannot be played" not in quiz.hint_text()


@pytest.mark.parametrize("lang", ["sv", "nb", "sk"])
def test_the_half_done_question_speaks_every_language(lang: str) -> None:
    quiz = half_done()
    quiz.set_lang(lang)
    english = t("quiz.legal.question_given", "en", player="C", n=1)
    assert quiz.question.value and quiz.question.value != english
    assert "✓" in quiz.question.value


@pytest.mark.parametrize("given", [LEGAL, ["SJ"], ["S7", "SJ"]])
def test_given_must_be_some_of_the_legal_cards(given: list[str]) -> None:
    with pytest.raises(ValueError):
        LegalCardsQuiz([STATE], given=[given])


# lesson 4's half-done tricks: B keeps a trick the ten of hearts could not take over (10), and
# takes one with the ten of bells over the ten of acorns (20)
TRICKS = tricks_of(replay(load_example("sedma-game-2p")).states)


def test_a_trick_with_its_taker_given_asks_only_the_points() -> None:
    tally = Tally()
    quiz = TrickQuiz([TRICKS[4], TRICKS[11]], winner_given=True, tally=tally)
    taker = quiz.choices()[TRICKS[4].winner]
    assert quiz._toggles[taker].disabled and not quiz._toggles[taker].value
    assert f"{taker} takes this trick" in quiz.question.value
    # the taker's card is drawn marked from the start, as an ordinary quiz marks it only after
    assert quiz.position.value == quiz._position_html("en")
    plain = TrickQuiz([TRICKS[4]])
    assert plain.position.value != quiz.position.value
    plain.set_points(10)
    plain.pick(taker)
    plain.check()
    assert plain.position.value == quiz.position.value
    with pytest.raises(QuizChoiceError):
        quiz.pick(taker)
    quiz.set_points(0)
    assert quiz.check() is False
    assert quiz.hint_text() == t("quiz.trick.given.too_few", "en")
    quiz.try_again()
    quiz.set_points(10)
    assert quiz.check() is True
    quiz.next()
    quiz.set_points(30)
    assert quiz.check() is False
    assert quiz.hint_text() == t("quiz.trick.given.too_many", "en")
    assert tally.counts() == (0, 2)


def test_a_trick_quiz_without_the_taker_given_still_asks_for_the_player() -> None:
    quiz = TrickQuiz([TRICKS[4]])
    assert not any(b.disabled for b in quiz._toggles.values())
    quiz.set_points(10)
    with pytest.raises(QuizChoiceError):
        quiz.check()


def test_a_half_done_quiz_has_its_own_title_for_the_class_count() -> None:
    """A class server counts first answers by quiz title and question number: the half-done
    question must not be counted as the first question of the lesson's own quiz."""
    assert half_done().heading.value != LegalCardsQuiz([STATE]).heading.value
    assert (
        TrickQuiz([TRICKS[4]], winner_given=True).heading.value
        != TrickQuiz([TRICKS[4]]).heading.value
    )
    for lang in ("sv", "nb", "sk"):
        quiz = half_done()
        quiz.set_lang(lang)
        assert t("quiz.title.legal_given", lang) in quiz.heading.value
        assert t("quiz.title.legal_given", lang) != t("quiz.title.legal_given", "en")
