"""The teacher's answer key (docs/answer-key.md) is written from the quizzes, so it cannot drift:
these tests fail when the committed key differs from what the quizzes ask now, when a lesson's
quiz is missing from it, and when an exit ticket repeats a quiz question."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from sjuan_notebooks.core.cards import Card
from sjuan_notebooks.core.registry import get_game, register
from sjuan_notebooks.views.questions import legal_sets, sheet_sets, trick_sets
from sjuan_notebooks.widgets import LegalCardsQuiz, SheetQuiz, TrickQuiz
from sjuan_notebooks.widgets import quiz as quiz_module

ROOT = Path(__file__).parents[2]
KEY = ROOT / "docs" / "answer-key.md"


@pytest.fixture(scope="module")
def rendered(key_module: Any) -> str:
    return str(key_module.render())


def test_the_committed_key_is_the_one_the_quizzes_give_now(rendered: str) -> None:
    assert KEY.read_text(encoding="utf-8") == rendered, "run: python docs/answer_key.py"


def test_every_quiz_of_every_lesson_has_an_entry_per_question(
    key_module: Any, rendered: str
) -> None:
    made = {LegalCardsQuiz: "LegalCardsQuiz", TrickQuiz: "TrickQuiz", SheetQuiz: "SheetQuiz"}
    for stem, _title, quizzes in key_module.lessons():
        source = (ROOT / "notebooks" / "src" / f"{stem}.py").read_text(encoding="utf-8")
        # the lesson's own count of fixed-question quiz calls, independent of the key's pattern
        # (a quiz given a list of positions is an exit ticket: the key has those at its end)
        calls = sum(
            source.count(f'\n{name}("')
            + source.count(f"\n{name}(trick_questions(")
            + source.count(f"\n{name}(sheet_questions(")
            for name in made.values()
        )
        assert len(quizzes) == calls, stem
        section = rendered.split(f"## Lesson {stem}:")[1].split("\n## ")[0]
        for kind, game in {(quiz.kind, quiz.game) for quiz in quizzes}:
            cls = next(c for c, n in made.items() if n == kind)
            asked = cls(game).questions
            blocks = section.split(f'### `{kind}("{game}")`')[1:]
            numbers = sorted(
                int(n)
                for block in blocks
                for n in re.findall(r"^\*\*Question (\d+)\.\*\*", block.split("\n### ")[0], re.M)
            )
            # every question the lesson asks (a question done together in the lesson is not)
            lesson_asks = sorted(
                i
                for quiz in quizzes
                if (quiz.kind, quiz.game) == (kind, game)
                for i, _q in quiz.numbered()
            )
            assert numbers == lesson_asks, (stem, kind, game)
            assert set(lesson_asks) <= set(range(1, len(asked) + 1)), (stem, kind, game)


def test_a_quiz_of_some_questions_is_keyed_by_their_numbers_in_the_game(key_module: Any) -> None:
    """Lesson 4 asks Sedma's trick questions where it teaches their rules: 1-3, then 4, then 5."""
    sedma = [q for q in key_module.lessons()[4][2] if q.kind == "TrickQuiz"]
    assert [[i for i, _q in quiz.numbered()] for quiz in sedma] == [[1, 2, 3], [4], [5]]


def test_each_legal_answer_ticks_exactly_the_cards_the_quiz_accepts(rendered: str) -> None:
    """Question 1 of the Sjuan quiz: the reasons tick the legal cards, by name, and no other."""
    block = rendered.split('### `LegalCardsQuiz("sjuan")`')[1].split("**Question 2.**")[0]
    quiz = LegalCardsQuiz("sjuan")
    ticked = re.findall(r"^  - ✓ The (.+?) may be played", block, re.M)
    crossed = re.findall(r"^  - ✗ The (.+?) may not be played", block, re.M)
    assert ticked == [str(Card.parse(code).name("en")) for code in quiz.current.legal]
    assert len(ticked) + len(crossed) == len(quiz.choices())


def test_a_changed_quiz_makes_the_key_stale(key_module: Any) -> None:
    """A family that registers one trick fewer for Femkamp changes the key."""
    before = key_module.render()
    spec = get_game("femkamp")
    quizzes = spec.quizzes
    assert quizzes is not None
    fewer = {"femkamp": quizzes.tricks["femkamp"][:-1]}
    register(replace(spec, quizzes=replace(quizzes, tricks=fewer)))
    try:
        after = key_module.render()
    finally:
        register(spec)
    assert after != before
    assert after.count("**Question ") == before.count("**Question ") - 1


def test_the_trick_points_in_the_key_agree_with_the_engine(key_module: Any) -> None:
    """The key explains each trick's points by the rule text's table; the engine's count must
    come out the same, for every quiz trick and every exit-ticket trick."""
    for game, sources in trick_sets().items():
        for q, source in zip(quiz_module.trick_questions(game), sources):
            _cards, total = key_module._trick_points(q)
            assert total == q.points, (game, source)
    for items in key_module.EXIT_TICKETS.values():
        for item in items:
            if isinstance(item, key_module.Trick):
                assert key_module._trick_points(item.question())[1] == item.question().points


def test_no_exit_ticket_repeats_a_quiz_question(key_module: Any) -> None:
    asked_states = [q.state for name in legal_sets() for q in quiz_module.legal_questions(name)]
    asked_tricks = {s for sources in trick_sets().values() for s in sources}
    for part, items in key_module.EXIT_TICKETS.items():
        for item in items:
            if isinstance(item, key_module.Legal):
                assert item.question().state not in asked_states, (part, item)
            if isinstance(item, key_module.Trick):
                assert (item.example, item.k) not in asked_tricks, (part, item)
            if isinstance(item, key_module.Sheet):
                mistake = (item.player, item.deal, item.delta)
                assert mistake not in sheet_sets()[item.game].mistakes, (part, item)


@pytest.mark.parametrize("part", ["1", "3b", "5b"])
def test_an_exit_ticket_runs_as_counted_quizzes(key_module: Any, part: str) -> None:
    box = key_module.ticket_quizzes(part, lang="sv")
    items = key_module.EXIT_TICKETS[part]
    asked = sum(len(q.questions) for q in box.children)
    assert asked == sum(
        isinstance(i, (key_module.Legal, key_module.Trick, key_module.Sheet)) for i in items
    )
    tallies = {id(q.tally) for q in box.children}
    assert len(tallies) == 1
    first = box.children[0]
    assert isinstance(first, LegalCardsQuiz)
    first.pick(*first.current.legal)
    assert first.reveal()
    assert first.tally.counts() == (1, 1)


def test_the_stand_over_set_is_keyed_with_what_standing_over_costs(key_module: Any) -> None:
    """A lesson asking the "sjuern-stand" set gets a key that says where passing is an answer:
    beside playable cards (a stand-over used), forced (none used), or not at all (none left)."""
    stand, forced, spent = (key_module.legal_entry(q)[-1]
                            for q in quiz_module.legal_questions("sjuern-stand"))  # fmt: skip
    assert stand == "- D may also stand over (pass): stands over (a voluntary pass); 2 left"
    assert forced == "- D must pass, and a forced pass uses none of D's stand-overs (3 left)."
    assert spent == "- C has no stand-over left, so C must play a card."
    found = key_module.QUIZ_CALL.findall('\nLegalCardsQuiz("sjuern-stand", lang=LANG)')
    assert [call[:2] for call in found] == [("LegalCardsQuiz", "sjuern-stand")]


#: a lesson's exit-ticket positions, as its source writes them
TICKET_LEGAL = re.compile(r'seeded_positions\("(\w+)", (\d+), (\d+), (\d+)\)\[(\d+)\]')
TICKET_TRICK = re.compile(r'tricks_of\(replay\(load_example\("([\w-]+)"\)\)\.states\)\[(\d+)\]')


#: where a lesson's exit ticket starts and ends in its source
TICKET_BOUNDS = {
    "1": ("## Exit ticket", "## Well done"),
    "2": ("## Exit ticket", "## Well done"),
    "5a": ("**Exit ticket, part 1**", "## Part 2"),
    "5b": ("**Exit ticket, part 2**", "## Review"),
}


@pytest.mark.parametrize(
    ("stem", "part"),
    [("01-sjuan", "1"), ("02-house-rules", "2"), ("05-practice", "5a"), ("05-practice", "5b")],
)
def test_a_lessons_own_exit_ticket_is_the_keys(key_module: Any, stem: str, part: str) -> None:
    """Lessons 1, 2 and 5 ask their exit tickets themselves (lesson 5 one per part): the same
    positions the key answers and the class plan names, in the same order."""
    source = (ROOT / "notebooks" / "src" / f"{stem}.py").read_text(encoding="utf-8")
    start, end = TICKET_BOUNDS[part]
    ticket = source.split(start, 1)[1].split(end, 1)[0]
    legal = []
    for game, n, seed, count, which in TICKET_LEGAL.findall(ticket):
        # the position asked is the last one made
        assert int(count) == int(which) + 1, (stem, game, seed)
        legal.append((game, int(n), int(seed), int(which)))
    tricks = [(name, int(k)) for name, k in TICKET_TRICK.findall(ticket)]
    items = key_module.EXIT_TICKETS[part]
    assert legal == [i.seeded for i in items if isinstance(i, key_module.Legal)]
    assert tricks == [(i.example, i.k) for i in items if isinstance(i, key_module.Trick)]
    assert legal, stem


def test_every_prediction_of_every_lesson_is_keyed_with_its_answer(
    key_module: Any, rendered: str
) -> None:
    """Each ``Predict`` a lesson source calls is asked on its page and listed in the key with
    its question and its answer (the labels of the right choices), lesson by lesson."""
    sources = sorted((ROOT / "notebooks" / "src").glob("[0-9][0-9]-*.py"))
    for source in sources:
        calls = len(re.findall(r"\bPredict\(", source.read_text(encoding="utf-8")))
        made = key_module.lesson_predictions(source.stem)
        assert len(made) >= calls, (source.stem, len(made), calls)
        part = rendered.split(f"## Lesson {source.stem}:")[1].split("\n## Lesson ")[0]
        for box in made:
            right = ", ".join(box._labels[v] for v in box._labels if v in box._answers)
            question = re.sub(r"<[^>]+>", "", box.question_html.value)
            assert html.unescape(question) in part, (source.stem, question)
            assert f"- **Answer:** {right}." in part, (source.stem, question, right)


def test_every_half_done_question_of_every_lesson_is_keyed(key_module: Any, rendered: str) -> None:
    """A half-done quiz (some legal cards given, or a trick's taker) asks positions made in the
    lesson: the key runs the lesson to find them, and keys each question with what is given."""
    asked = {}
    for stem, _title, _quizzes in key_module.lessons():
        source = (ROOT / "notebooks" / "src" / f"{stem}.py").read_text(encoding="utf-8")
        made = key_module.half_done_quizzes(stem)
        assert len(made) == source.count("given=") - source.count("given=None"), stem
        section = rendered.split(f"## Lesson {stem}:")[1].split("\n## ")[0]
        for kind in {type(quiz).__name__ for quiz in made}:
            blocks = section.split(f"### `Half-done {kind}`")[1:]
            keyed = [
                q
                for block in blocks
                for q in re.findall(r"^\*\*Question (\d+)\.\*\*", block.split("\n### ")[0], re.M)
            ]
            wanted = [q for quiz in made if type(quiz).__name__ == kind for q in quiz.questions]
            assert len(keyed) == len(wanted), (stem, kind)
            for quiz in made:
                if type(quiz).__name__ == kind and kind == "TrickQuiz":
                    for q in quiz.questions:
                        assert f"and it gives {q.points} point" in "".join(blocks), (stem, q)
        asked[stem] = len(made)
    # lessons 1, 3 and 4 ask one half-done quiz each (issue 49: faded steps)
    assert {stem: n for stem, n in asked.items() if n} == {
        "01-sjuan": 1,
        "03-femkamp": 1,
        "04-sedma": 1,
    }
    assert (
        "- Given on the page, marked ✓: seven of spades, five of hearts and five of clubs."
        in rendered
    )
