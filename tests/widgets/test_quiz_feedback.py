"""Feedback about the learner's own answer: what was found, missed and wrongly picked, and why,
before the folded list; one second try that does not change what counts; a restart that keeps
the tally honest; "stand over" as an answer where the rules allow it beside playable cards; the
trick quiz's rule, points and wrong half; the score sheet's rows."""

from __future__ import annotations

import html
import random
import re
from html import escape
from typing import Any

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.views import view_of_state
from sjuan_notebooks.widgets import LegalCardsQuiz, SheetQuiz, Tally, TrickQuiz
from sjuan_notebooks.widgets.quiz import (
    STAND_OVER,
    FirstAnswer,
    QuizChoiceError,
    listen_first_answers,
    seeded_positions,
    stand_over_offered,
    trick_questions,
    tricks_of,
)

# The Sjuan worked example, question 1: C may play S8, H8, D7, C7 (and not SQ: needs S8).
RIGHT = ("S8", "H8", "D7", "C7")


def toggle(quiz: Any, code: str) -> Any:
    return next(b for b in quiz.choice_box.children if f"sjuan-choice-{code}" in b._dom_classes)


def marks(quiz: Any) -> dict[str, str]:
    """Each choice's mark class after the answer ("" when none)."""
    out = {}
    for code in quiz.choices():
        classes = toggle(quiz, code)._dom_classes
        found = [c for c in ("found", "missed", "wrong") if f"sjuan-quiz-{c}" in classes]
        out[code] = found[0] if found else ""
    return out


def lines(quiz: Any) -> list[str]:
    return [line.strip() for line in quiz.answer_text().splitlines() if line.strip()]


@pytest.fixture()
def heard() -> Any:
    got: list[FirstAnswer] = []
    stop = listen_first_answers(got.append)
    yield got
    stop()


# -- the difference first ---------------------------------------------------------------------


def test_a_right_answer_says_all_were_found_and_marks_them() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick(*RIGHT)
    assert quiz.check() is True and quiz.revealed and not quiz.retrying
    text = quiz.answer_text()
    assert "You found 4 of 4." in text
    assert "You missed" not in text and "cannot be played" not in text
    assert {c for c, m in marks(quiz).items() if m == "found"} == set(RIGHT)
    assert toggle(quiz, "S8").description == "✓ ♠8"
    assert toggle(quiz, "SQ").description == "♠Q" and marks(quiz)["SQ"] == ""


def test_a_missed_card_is_named_with_its_reason_and_marked_apart() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick("S8", "H8", "D7")
    quiz.reveal()
    assert lines(quiz)[:3] == [
        "C may play: eight of spades, eight of hearts, seven of diamonds and seven of clubs.",
        "You found 3 of 4.",
        "You missed the seven of clubs (a seven may always be played).",
    ]
    m = marks(quiz)
    assert m["C7"] == "missed" and m["S8"] == "found"
    c7, s8 = toggle(quiz, "C7"), toggle(quiz, "S8")
    # not by colour alone: a sign in the label and words in the accessible name
    assert c7.description.startswith("○") and s8.description.startswith("✓")
    assert c7.button_style != s8.button_style
    label = quiz.aria.names[".sjuan-choice-C7"]["aria-label"]
    assert label.startswith("seven of clubs") and label.endswith("right, but not picked")


def test_a_wrongly_picked_card_is_named_with_its_reason() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick(*RIGHT, "SQ")
    quiz.reveal()
    text = quiz.answer_text()
    assert "You found 4 of 4." in text
    assert "The queen of spades cannot be played: needs the eight of spades first." in text
    assert "You missed" not in text
    assert marks(quiz)["SQ"] == "wrong" and toggle(quiz, "SQ").description == "✗ ♠Q"
    assert toggle(quiz, "SQ").button_style == "danger"


def test_missed_and_wrong_together_lead_before_the_folded_list() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick("S8", "H8", "D7", "SQ")
    quiz.reveal()
    text = quiz.answer_text()
    missed = text.index("You missed the seven of clubs (a seven may always be played).")
    wrong = text.index("The queen of spades cannot be played: needs the eight of spades first.")
    every = text.index("Every card's reason")
    assert text.index("You found 3 of 4.") < missed < wrong < every
    # the full list is folded away, closed, under a summary in the page's language
    drawn = quiz.answer.value
    details = re.search(r"<details[^>]*>", drawn)
    assert details and "open" not in details.group(0)
    assert f"<summary>{escape(t('quiz.legal.every_reason', 'en'))}</summary>" in drawn
    folded = drawn[drawn.index("<details") :]
    assert "✗ The five of spades may not be played" in folded
    assert "✗ The five of spades" not in drawn[: drawn.index("<details")]
    # the live region says the verdict and the difference, not the folded list
    assert "five of spades" not in quiz.aria.announce
    assert quiz.aria.announce.startswith("Not quite.")


def test_the_difference_in_every_language() -> None:
    want = {
        "sv": ("Du hittade 3 av 4.", "Du missade klöver sju", "Spader dam får inte spelas"),
        "nb": ("Du fant 3 av 4.", "Du overså kløver sju", "Spar dame kan ikke spilles"),
        "sk": ("Našli ste 3 z 4.", "Prehliadli ste krížovú sedmičku", "Piková dáma sa nesmie"),
    }
    for lang, expected in want.items():
        quiz = LegalCardsQuiz("sjuan", lang=lang)
        quiz.pick("S8", "H8", "D7", "SQ")
        quiz.reveal()
        text = quiz.answer_text()
        for part in expected:
            assert part in text, (lang, part, text)
        assert t("quiz.legal.every_reason", lang) in text
        assert "{" not in quiz.shown_text()


# -- one second try -----------------------------------------------------------------------------


def test_a_wrong_first_check_hints_without_the_answer_and_offers_a_try(heard) -> None:
    tally = Tally("en")
    quiz = LegalCardsQuiz("sjuan", tally=tally)
    quiz.pick("S8", "H8", "SQ")
    assert quiz.check() is False
    assert quiz.retrying and not quiz.revealed
    shown = quiz.shown_text()
    assert "You found 2 of 4." in shown and "1 card you picked may not be played." in shown
    assert "seven of clubs" not in quiz.answer.value and "C may play" not in shown
    assert "#009E73" not in quiz.position.value, "legal cards outlined before the answer"
    assert all(b.disabled and b.button_style == "" for b in quiz.choice_box.children)
    assert quiz.try_button.layout.display != "none" and quiz.show_button.layout.display != "none"
    assert quiz.check_button.disabled
    with pytest.raises(QuizChoiceError, match="Try again"):
        quiz.pick(*RIGHT)
    # the first answer is what counts: in the tally and for the class server
    assert tally.counts() == (0, 1)
    assert [(a.index, a.right, a.wrong) for a in heard] == [(0, False, ("♠Q",))]

    quiz.try_button.click()
    assert not quiz.retrying and quiz.try_button.layout.display == "none"
    assert "Your second try" in quiz.shown_text()
    toggle(quiz, "SQ").value = False
    toggle(quiz, "D7").value = True
    toggle(quiz, "C7").value = True
    assert quiz.picked() == list(RIGHT)
    quiz.check_button.click()
    assert quiz.revealed and quiz.is_right()
    assert quiz.answer_text().startswith("C may play")
    assert "Right!" in quiz.shown_text()
    assert tally.counts() == (0, 1), "a second try is never counted"
    assert len(heard) == 1


def test_the_second_try_is_the_last() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick("S8")
    quiz.check()
    quiz.try_again()
    quiz.pick("S8", "H8")
    assert quiz.check() is False
    assert quiz.revealed and not quiz.retrying, "the second check shows the answer"
    assert "You missed the seven of diamonds" in quiz.answer_text()
    assert quiz.try_button.layout.display == "none"
    with pytest.raises(QuizChoiceError):
        quiz.try_again()


def test_try_again_before_a_wrong_check_is_refused_in_a_sentence() -> None:
    quiz = LegalCardsQuiz("sjuan")
    quiz.pick(*RIGHT)
    quiz.try_button.click()
    assert "second try comes only after a wrong first check" in quiz.message.value
    assert quiz.picked() == list(RIGHT) and not quiz.revealed


def test_show_the_answer_instead_of_a_second_try() -> None:
    quiz = LegalCardsQuiz("sjuan", lang="sv")
    quiz.pick("S8")
    quiz.check()
    assert quiz.show_button.description == "Visa svaret"
    quiz.show_button.click()
    assert quiz.revealed and "Du missade" in quiz.answer_text()
    assert quiz.tally.counts() == (0, 1)


def test_a_right_first_check_needs_no_second_try() -> None:
    quiz = LegalCardsQuiz("sjuan")
    forced = next(i for i, q in enumerate(quiz.questions) if not q.legal)  # a forced pass
    quiz.go(forced)  # no card is the answer, and none is picked
    seat = "ABCD"[quiz.questions[forced].state.to_move]
    assert quiz.check() is True and quiz.revealed
    assert quiz.show_button.layout.display == "none" and quiz.try_button.layout.display == "none"
    assert f"{seat} may play no card." in quiz.answer_text()
    assert "You found" not in quiz.answer_text()


# -- start again ----------------------------------------------------------------------------------


def test_start_again_goes_back_and_counts_nothing_twice(heard) -> None:
    tally = Tally("en")
    quiz = LegalCardsQuiz("sjuan", tally=tally)
    quiz.pick(*RIGHT)
    quiz.check()
    quiz.next()
    quiz.pick("S5")
    quiz.check()  # wrong, and waiting for a second try: a restart may come at any time
    quiz.restart_button.click()
    assert quiz.index == 0 and not quiz.revealed and not quiz.retrying
    assert quiz.picked() == [] and quiz.answer.value == ""
    assert "Started again at question 1." in quiz.message_text()
    assert tally.counts() == (1, 2)
    quiz.pick("S8")  # wrong this time: the tally keeps the first answer
    quiz.check()
    quiz.reveal()
    assert tally.counts() == (1, 2)
    quiz.go(2)  # a question not answered before counts when first answered
    quiz.check()
    assert tally.counts() == (2, 3)
    assert [a.index for a in heard] == [0, 1, 2]


def test_the_end_offers_start_again() -> None:
    quiz = SheetQuiz("sjukamp", lang="nb")
    while quiz.next():
        pass
    assert "Begynn på nytt" in quiz.message_text()
    assert quiz.restart_button.description == "Begynn på nytt"
    quiz.restart()
    assert quiz.index == 0
    assert quiz.message_text() == "", "nothing answered: nothing to say about the tally"


# -- stand over -----------------------------------------------------------------------------------


def sjuern_positions(seed: int) -> tuple[Any, Any]:
    """The first position of a seeded Sjuern deal (3 players, one stand-over each) where the
    player may stand over beside playable cards, and the first forced pass."""
    api = api_for("sjuern")
    state = api.new_game({"stand_over": 1}, 3, seed)
    rng = random.Random(seed)
    stand = forced = None
    while not api.is_over(state) and (stand is None or forced is None):
        moves = list(api.legal_moves(state))
        if stand is None and stand_over_offered(state):
            stand = state
        if forced is None and [str(m) for m in moves] == ["pass"]:
            forced = state
        state = api.apply(state, moves[rng.randrange(len(moves))])
    assert stand is not None and forced is not None
    return stand, forced


@pytest.mark.parametrize("seed", [1, 5])
def test_stand_over_is_a_choice_where_it_is_allowed_beside_cards(seed: int) -> None:
    stand, forced = sjuern_positions(seed)
    quiz = LegalCardsQuiz([stand, forced])
    assert quiz.choices()[-1] == STAND_OVER
    assert toggle(quiz, STAND_OVER).description == "Stand over"
    assert "may" in quiz.question.value and "stand over" in quiz.question.value
    legal = list(quiz.current.legal)
    assert legal, "cards may be played beside standing over"
    quiz.pick(*legal)  # the cards, but not standing over
    quiz.reveal()
    text = quiz.answer_text()
    assert "or stand over instead." in text
    assert f"You found {len(legal)} of {len(legal) + 1}." in text
    assert "You missed standing over." in text
    assert "may stand over instead of playing a card (1 voluntary pass left this deal)." in text
    assert marks(quiz)[STAND_OVER] == "missed"
    assert quiz.tally.counts() == (0, 1)

    again = LegalCardsQuiz([stand])
    again.pick(*legal, STAND_OVER)
    assert again.check() is True
    assert "You picked standing over." in again.answer_text()
    assert marks(again)[STAND_OVER] == "found"

    # a forced pass keeps its handling: no stand-over choice, picking no card is right
    quiz.next()
    assert STAND_OVER not in quiz.choices() and not quiz.current.legal
    assert quiz.check() is True


def test_stand_over_speaks_every_language() -> None:
    stand, _ = sjuern_positions(1)
    for lang in LANGS:
        quiz = LegalCardsQuiz([stand], lang=lang)
        assert toggle(quiz, STAND_OVER).description == view_of_state(stand).move_label(
            stand, "pass", lang
        )
        quiz.reveal()
        assert t("quiz.legal.missed_stand", lang) in quiz.answer_text()
        assert "{" not in quiz.shown_text()


def test_a_sedma_leader_who_may_continue_may_also_stop() -> None:
    """The text: a leader holding the led rank or a seven *may* turn the round ("môže otočiť
    kolo"); stopping is as legal as the card, so it is a choice, and a right answer picks it."""
    leader = seeded_positions("sedma", 4, 124, 1)[0]
    assert "stop" in [str(m) for m in api_for("sedma").legal_moves(leader)]
    quiz = LegalCardsQuiz([leader])
    assert quiz.choices()[-1] == STAND_OVER
    assert toggle(quiz, STAND_OVER).description == "Stop"
    assert "may A stop?" in quiz.question.value
    legal = list(quiz.current.legal)
    quiz.pick(*legal)  # the card that continues, but not stopping
    assert quiz.check() is False
    quiz.reveal()
    text = quiz.answer_text()
    assert "or stop instead and let the trick go." in text
    assert "You missed stopping." in text
    assert "the leader may continue the trick, but need not." in text
    again = LegalCardsQuiz([leader])
    again.pick(*legal, STAND_OVER)
    assert again.check() is True
    for lang in LANGS:
        spoken = LegalCardsQuiz([leader], lang=lang)
        assert toggle(spoken, STAND_OVER).description == view_of_state(leader).move_label(
            leader, "stop", lang
        )
        spoken.reveal()
        assert t("quiz.legal.missed_stop", lang) in spoken.answer_text()
        assert "{" not in spoken.shown_text()


def test_the_fixed_sjuan_questions_offer_no_stand_over() -> None:
    quiz = LegalCardsQuiz("sjuan")
    for i in range(len(quiz.questions)):
        quiz.go(i)
        assert STAND_OVER not in quiz.choices()


# -- the trick quiz: the rule, the points, the wrong half -------------------------------------


def test_a_last_trick_question_says_its_bonus_before_the_check() -> None:
    """Sedma's last trick gives 10 points nobody sees in its cards: a learner who counts the
    cards right is not marked wrong for a bonus the question kept quiet."""
    tricks = tricks_of(replay(load_example("sedma-game-4p")).states)
    quiz = TrickQuiz([tricks[-1], tricks[0]])
    for lang in LANGS:
        quiz.set_lang(lang)
        quiz.go(0)
        assert t("quiz.trick.is_last", lang, n=10) in html.unescape(quiz.shown_text())
        quiz.go(1)
        assert t("quiz.trick.is_last", lang, n=10) not in html.unescape(quiz.shown_text())


def sedma_seven() -> TrickQuiz:
    quiz = TrickQuiz("sedma")
    quiz.go(2)  # 8 A 7 10: P3's seven takes the trick, 20 points
    return quiz


def test_the_trick_answer_says_which_card_took_it_and_by_which_rule() -> None:
    quiz = sedma_seven()
    quiz.pick("P3", points=20)
    assert quiz.check() is True
    text = quiz.answer_text()
    assert "P3 takes the trick with the seven of acorns. A seven takes over any trick." in text
    assert "Points: ace of leaves 10 + ten of bells 10 = 20." in text
    assert (
        "P4 – ten of bells. Does not match the led card (eight): the trick stays with P3." in text
    )
    assert "is right, but" not in text and "Neither" not in text


def test_the_winner_wrong_is_said() -> None:
    quiz = sedma_seven()
    quiz.pick("P4", points=20)
    assert quiz.check() is False
    assert quiz.hint_text() == "The points are right, but not the player."
    assert "P3" not in quiz.answer.value, "the hint does not give the answer away"
    quiz.reveal()
    assert "The points are right, but not the player." in quiz.answer_text()


def test_the_points_wrong_are_said() -> None:
    quiz = sedma_seven()
    quiz.pick("P3", points=10)
    quiz.check()
    assert quiz.hint_text() == "The player is right, but not the points."
    quiz.try_again()
    quiz.set_points(20)
    assert quiz.check() is True and quiz.revealed
    assert quiz.tally.counts() == (0, 1)


def test_both_halves_wrong_are_said() -> None:
    quiz = sedma_seven()
    quiz.pick("P1", points=0)
    quiz.check()
    assert quiz.hint_text() == "Neither the player nor the points are right."
    assert quiz.points_box.disabled


def test_femkamp_points_come_from_the_deal() -> None:
    quiz = TrickQuiz("femkamp")
    quiz.go(1)  # Kløver: Ola's five of clubs takes three clubs
    quiz.pick("Ola", points=3)
    quiz.reveal()
    text = quiz.answer_text()
    assert "Ola takes the trick with the five of clubs. Highest club takes the trick" in text
    assert "Points: two of clubs 1 + three of clubs 1 + five of clubs 1 = 3." in text
    assert "Per – ace of diamonds. Out of clubs: may play any card." in text


@pytest.mark.parametrize("game", ["sedma", "femkamp", "sjukamp"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_trick_answer_has_its_rule_and_its_points(game: str, lang: str) -> None:
    questions = trick_questions(game)
    quiz = TrickQuiz(questions, lang=lang)
    for i, q in enumerate(questions):
        quiz.go(i)
        quiz.pick(quiz.choices()[q.winner], points=q.points)
        assert quiz.check() is True
        html = quiz.answer.value
        assert 'class="sjuan-quiz-rule"' in html
        points = re.search(r'class="sjuan-quiz-points-why">([^<]*)<', html)
        assert points, f"question {i + 1}: the points are not broken down"
        total = str(q.points).replace("-", "\u2212")
        assert points.group(1).endswith(f"= {total}.") or (q.points == 0 and "0" in points.group(1))
        assert len(re.findall(r"<div>", html.split('class="sjuan-quiz-reasons"')[1])) == len(
            q.plays
        )
        assert "{" not in quiz.shown_text()


# -- the score sheet: rows ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "title", "row"),
    [("en", "Which row is impossible?", "The Damer row"), ("sv", "Vilken rad är omöjlig?", "Raden Damer"),
     ("nb", "Hvilken rad er umulig?", "Raden Damer"), ("sk", "Ktorý riadok je nemožný?", "Riadok Dámy")],
)  # fmt: skip
def test_a_deal_is_a_row_and_its_reasons_are_separated(lang: str, title: str, row: str) -> None:
    quiz = SheetQuiz("femkamp", lang=lang)
    quiz.go(1)  # Ola's Damer 8 -> 6: not a multiple of 4, and the row adds up to 14
    assert title in quiz.shown_text()
    quiz.pick("damer")
    quiz.check()
    text = quiz.answer_text()
    assert text.startswith(row)
    reasons = text.split(": ", 1)[1].splitlines()[0]
    assert len(reasons.split("; ")) == 2, reasons
    for word in ("column", "kolumn", "kolonne", "stĺp"):
        assert word not in quiz.shown_text().lower()


def test_a_wrong_row_is_hinted_as_possible() -> None:
    quiz = SheetQuiz("femkamp")
    quiz.pick("kabal")
    quiz.check()
    assert quiz.hint_text() == "The Kabal row could be right. Look at the other rows."
    quiz.try_again()
    quiz.pick("pass")
    assert quiz.check() is True
    assert marks(quiz)["pass"] == "found" and marks(quiz)["kabal"] == ""


def test_a_change_of_language_keeps_the_second_try_and_says_it_anew() -> None:
    quiz = TrickQuiz("sedma")
    quiz.go(2)
    quiz.pick("P4", points=20)
    quiz.check()
    quiz.lang_select.value = "sk"
    assert quiz.retrying and not quiz.revealed
    assert quiz.hint_text() == "Body sú správne, ale hráč nie."
    assert t("quiz.retry", "sk") in quiz.shown_text()
    assert quiz.try_button.description == "Skúsiť znova"
    assert quiz.restart_button.tooltip == t("quiz.btn.restart.tip", "sk")
    quiz.try_again()
    quiz.pick("P3")
    assert quiz.check() is True
    assert "Zdvih berie P3 kartou" in quiz.answer_text()


@pytest.mark.parametrize("lang", ["en", "sk"])
def test_a_sedma_position_names_its_cards_on_the_buttons(lang: str) -> None:
    """Sedma's short letters ("AcO") are codes: the quiz's card buttons say the card's name,
    as its text does; a French pack's "♥7" stays as it is."""
    from sjuan_notebooks.core.cards import parse_card
    from sjuan_notebooks.views.base import card_short, card_word

    quiz = LegalCardsQuiz("sedma", lang=lang)
    codes = [c for c in quiz.choices() if c != STAND_OVER]
    assert codes
    for code in codes:
        card = parse_card(code)
        label = toggle(quiz, code).description
        assert label == str(card_word(card, lang, "sedma").capitalized())
        assert label != card_short(card, lang, "sedma")
    french = LegalCardsQuiz("sjuan", lang=lang)
    code = next(c for c in french.choices() if c != STAND_OVER)
    assert toggle(french, code).description == card_short(parse_card(code), lang, "french")
