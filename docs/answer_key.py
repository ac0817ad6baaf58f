"""The teacher's answer key (``docs/answer-key.md``), written from the quizzes themselves.

Every quiz a lesson shows asks fixed questions: the rule texts' worked examples and deals from
fixed seeds, which each game's family registers (built by ``sjuan_notebooks.views.questions``).
A key typed by hand would drift the day a quiz gains or loses a position; this one is made
from the same builders the quizzes call (``legal_questions``, ``trick_questions``,
``sheet_questions``), in the order the lesson sources (``notebooks/src/*.py``) create the
quizzes, and says why with the engine's own sentences (the legal-move map's reason for each
card, each card's explanation in the replayed record, the score sheet's checks). The exit
tickets of ``docs/class-plan.md`` are new positions of the same kinds, answered the same way.

``python docs/answer_key.py`` rewrites the key; ``tests/lessons/test_answer_key.py`` fails when
the committed key and the quizzes disagree. English only: the teacher's guide is in English.
"""

from __future__ import annotations

import functools
import html
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sjuan_notebooks.core.cards import Card, name_list
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.femkamp.deals import get_deal
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.i18n import t
from sjuan_notebooks.i18n.numbers import fmt_int
from sjuan_notebooks.sedma.engine import card_points, game_result
from sjuan_notebooks.views.base import card_word, view_of_state
from sjuan_notebooks.views.questions import (
    LegalQuestion,
    SheetQuestion,
    TrickQuestion,
    base_sheet,
    legal_question,
    legal_questions,
    seeded_positions,
    sheet_questions,
    trick_questions,
    trick_sets,
    tricks_of,
)
from sjuan_notebooks.widgets.quiz import stand_over_offered

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks" / "src"
KEY = Path(__file__).parent / "answer-key.md"
LANG = "en"

#: a quiz of fixed questions made in a lesson source: LegalCardsQuiz("sjuan", ...) and the like,
#: or some of a game's trick questions, asked where the lesson has taught their rule:
#: TrickQuiz(trick_questions("sedma")[3:4], ...)
QUIZ_CALL = re.compile(
    r'^(LegalCardsQuiz|TrickQuiz|SheetQuiz)\((?:(?:trick|sheet)_questions\()?"([\w-]+)"\)?(?:\[(\d*):(\d*)\])?',
    re.M,
)
TITLE = re.compile(r"^# # (.+)$", re.M)


# ---------------------------------------------------------------------------------------------
# Which quizzes each lesson shows


@dataclass(frozen=True)
class LessonQuiz:
    """A quiz a lesson makes: its kind, its game, and which of the game's questions it asks
    (0-based, ``stop`` None for all of them)."""

    kind: str
    game: str
    start: int = 0
    stop: int | None = None

    def numbered(self) -> list[tuple[int, Any]]:
        """(number among the game's questions, from 1; question) of the questions it asks."""
        every = list(enumerate(questions(self.kind, self.game), 1))
        return every[self.start : self.stop]


def lesson_quizzes(source: Path) -> list[LessonQuiz]:
    """Every quiz of fixed questions the lesson source makes, in the order the learner meets
    them."""
    return [
        LessonQuiz(kind, game, int(start or 0), int(stop) if stop else None)
        for kind, game, start, stop in QUIZ_CALL.findall(source.read_text(encoding="utf-8"))
    ]


def lessons() -> list[tuple[str, str, list[LessonQuiz]]]:
    """(file stem, title, quizzes) of every lesson source, in lesson order."""
    out = []
    for source in sorted(SOURCES.glob("[0-9][0-9]-*.py")):
        title = TITLE.search(source.read_text(encoding="utf-8"))
        out.append((source.stem, title.group(1) if title else source.stem, lesson_quizzes(source)))
    return out


def questions(kind: str, game: str) -> list[Any]:
    if kind == "LegalCardsQuiz":
        return list(legal_questions(game))
    if kind == "TrickQuiz":
        return list(trick_questions(game))
    return list(sheet_questions(game))


# ---------------------------------------------------------------------------------------------
# One question, in words


def _names(codes: Sequence[str], pack: str) -> str:
    return str(
        name_list([Card.parse(c) for c in codes], LANG, "sedma" if pack == "sedma" else "french")
    )


def _block(text: str) -> list[str]:
    """Lines of the engine's text of a position, as an indented block."""
    return ["", *(f"    {line}" for line in text.splitlines()), ""]


def legal_entry(q: LegalQuestion) -> list[str]:
    state = q.state
    view = view_of_state(state)
    seat = view.to_move(state)
    assert seat is not None
    player = view.seat_name(state, seat)
    hand = [c.code for c in view.hand(state, seat)]
    lines = [f"Position, as {player} sees it:", *_block(view.state_text(state, LANG, seat))]
    lines.append(f"{player} holds: {_names(hand, view.pack)}.")
    lines.append("")
    stand = stand_over_offered(state)
    question = "quiz.legal.question_stand" if stand else "quiz.legal.question"
    lines.append(f"- Question: {t(question, LANG, player=player)}")
    if q.legal:
        key = "quiz.legal.answer_stand" if stand else "quiz.legal.answer"
        answer = t(key, LANG, player=player, cards=_names(q.legal, view.pack))
    else:
        answer = t("quiz.legal.answer_none", LANG, player=player)
    lines.append(f"- **Answer:** {answer}")
    lines.append("- Why, card by card (the legal-move map's reasons):")
    grid = view.grid(state, None, LANG)
    for code in hand:
        card = card_word(Card.parse(code), LANG, view.pack)
        key = "quiz.card.yes" if code in q.legal else "quiz.card.no"
        mark = "✓" if code in q.legal else "✗"
        lines.append(f"  - {mark} {t(key, LANG, card=card, reason=grid.cell(code).reason)}")
    lines.extend(_stand_over_lines(q, player))
    return lines


def _stand_over_lines(q: LegalQuestion, player: str) -> list[str]:
    """Under Sjuern's standing over: whether passing is an answer, and what it costs."""
    state = q.state
    if not getattr(getattr(state, "rules", None), "stand_over", 0):
        return []
    view = view_of_state(state)
    left = state.stand_over_left[view.to_move(state)]
    if q.legal and q.may_pass:
        why = view.explain(state, view.parse_move("pass"), LANG)
        return [f"- {player} may also stand over (pass): {why}"]
    if q.may_pass:
        return [f"- {player} must pass, and a forced pass uses none of {player}'s stand-overs"
                f" ({left} left)."]  # fmt: skip
    return [f"- {player} has no stand-over left, so {player} must play a card."]


#: the words for a set of cards that score alike (the answer key is written in English)
_SUIT_WORDS = {"H": "heart", "S": "spade", "D": "diamond", "C": "club"}
_RANK_WORDS = {1: "ace", 10: "ten", 11: "jack", 12: "queen", 13: "king"}


def _number(value: int) -> str:
    return str(value).replace("-", "−")


def _cards_word(codes: Sequence[str], described: set[Card]) -> str:
    """A set of cards that score alike, as the lesson's table names it: "club", "queen",
    "queen of clubs", "other queens" (``described``: cards an earlier term already named)."""
    cards = [Card.parse(c) for c in codes]
    if len(cards) == 1:
        card = cards[0]
        return f"{_RANK_WORDS.get(card.rank, str(card.rank))} of {_SUIT_WORDS[card.suit]}s"
    other = "other " if described else ""
    if len({c.rank for c in cards}) == 1:
        return f"{other}{_RANK_WORDS.get(cards[0].rank, str(cards[0].rank))}"
    if len({c.suit for c in cards}) == 1:
        return f"{other}{_SUIT_WORDS[cards[0].suit]}"
    return f"{other}card of {', '.join(codes)}"


def deal_points(deal: str) -> str:
    """What a trick of ``deal`` scores, written from its spec (``femkamp/deals.py``): "1 per
    trick", "4 per queen in the trick", "queen of clubs 8, other queens 4, other clubs 1"."""
    terms = get_deal(deal).points
    cards = [term for term in terms if term.per == "card"]
    parts, described = [], set()
    for term in terms:
        if term.per == "trick":
            parts.append(f"{_number(term.value)} per trick")
        elif term.per == "last":
            parts.append(f"the last trick {_number(term.value)}")
        else:
            word = _cards_word(term.cards, described)
            described |= {Card.parse(c) for c in term.cards}
            if len(cards) == 1:
                parts.append(f"{_number(term.value)} per {word} in the trick")
            else:
                named = word if len(term.cards) == 1 else f"{word}s"
                parts.append(f"{named} {_number(term.value)}")
    return ", ".join(parts)


def _trick_points(q: TrickQuestion) -> tuple[list[str], int]:
    """The cards that score in the trick and what they give, by the deal's spec (or Sedma's
    aces and tens), counted here apart from the engine so that a disagreement shows."""
    cards = [card for _seat, card in q.plays]
    if q.deal == "sedma":
        scoring = [c for c in cards if card_points(c)]
        total = sum(card_points(c) for c in scoring)
        return [c.code for c in scoring], total + (
            10 if view_of_state(q.after).is_over(q.after) else 0
        )
    worth = dict.fromkeys((c.code for c in cards), 0)
    total = 0
    for term in get_deal(q.deal).points:
        if term.per == "trick" or (term.per == "last" and view_of_state(q.after).is_over(q.after)):
            total += term.value
        elif term.per == "card":
            for code in worth:
                if code in term.cards:
                    worth[code] += term.value
    return [code for code, n in worth.items() if n], total + sum(worth.values())


def _trick_turns(q: TrickQuestion, name: str, k: int) -> list[Any]:
    """The replayed turns of trick ``k`` of the record ``name``: each card with its reason."""
    turns = replay(load_example(name)).turns
    count, out = 0, []
    for turn in turns:
        if count == k:
            out.append(turn)
        if len(turn.after.tricks) > len(turn.before.tricks):
            if count == k:
                return out
            count += 1
    raise ValueError(name)


def trick_entry(q: TrickQuestion, source: tuple[str, int]) -> list[str]:
    view = view_of_state(q.after)
    names = view.players(q.after)
    if q.deal == "sedma":
        head = t("quiz.sedma", LANG)
    elif q.trump:
        head = t("quiz.deal_trump", LANG, deal=t(f"tricks.deal.{q.deal}", LANG),
                 trump=t(f"card.suit.{q.trump}", LANG))  # fmt: skip
    else:
        head = t("quiz.deal", LANG, deal=t(f"tricks.deal.{q.deal}", LANG))
    played = "; ".join(f"{names[s]}: {card_word(c, LANG, view.pack)}" for s, c in q.plays)
    lines = [f"Position: {head} · {t('quiz.trick.led_by', LANG, player=names[q.plays[0][0]])}",
             f"Cards in the order played: {played}.", ""]  # fmt: skip
    lines.append(f"- Question: {t('quiz.trick.question', LANG)}")
    answer = t("quiz.trick.answer", LANG, player=names[q.winner], n=q.points)
    lines.append(f"- **Answer:** {answer}")
    lines.append("- Why, card by card (the engine's explanation of each move):")
    for turn in _trick_turns(q, *source):
        move = view.move_text(turn.move, LANG) if turn.move in ("stop", "pass", "show") else (
            card_word(Card.parse(turn.move), LANG, view.pack))  # fmt: skip
        lines.append(f"  - {turn.player}, {move}: {turn.explanation.text(LANG)}")
    scoring, total = _trick_points(q)
    if total != q.points:  # the rule text's table and the engine disagree: say so, loudly
        raise ValueError(f"{source}: the table gives {total} points, the engine {q.points}")
    if q.deal == "sedma":
        rule = "aces and tens 10 each" + (
            ", the last trick 10 more" if view.is_over(q.after) else ""
        )
    else:
        rule = deal_points(q.deal)
    counted = f" ({_names(scoring, view.pack)})" if scoring else ""
    lines.append(f"- Points: {rule}{counted}: {q.points}.")
    return lines


def _points(v: Any) -> str:
    """A score as the lessons print it: a true minus ("−4"), as in the score tables."""
    return fmt_int(v, LANG) if isinstance(v, int) and not isinstance(v, bool) else str(v)


def sheet_entry(q: SheetQuestion) -> list[str]:
    sheet = q.sheet
    deal = sheet.deals[q.wrong]
    lines = ["The sheet as shown, without its checks (a row per deal, a column per player):", ""]
    lines.append("| deal | " + " | ".join(sheet.players) + " |")
    lines.append("|---|" + "---|" * len(sheet.players))
    for d in sheet.deals:
        cells = " | ".join(_points(sheet.cell(p, d)) for p in sheet.players)
        lines.append(f"| {t(f'tricks.deal.{d}', LANG)} | {cells} |")
    lines.append("")
    lines.append(f"- Question: {t('quiz.sheet.question', LANG)}")
    lines.append(f"- **Answer:** {t(f'tricks.deal.{deal}', LANG)}.")
    lines.append("- Why (the sheet's checks):")
    report = sheet.check()
    for problem in report.problems:
        if problem.column == q.wrong + 1:
            lines.append(f"  - {problem.reason(LANG)}")
    return lines


# ---------------------------------------------------------------------------------------------
# The exit tickets: new positions of the same kinds (none of them is a quiz question)


@dataclass(frozen=True)
class Legal:
    """Which cards may be played: a stored example before move ``turn + 1``, or a seeded deal."""

    example: str = ""
    turn: int = 0
    seeded: tuple[str, int, int, int] | None = None  # game, players, seed, which position

    def question(self) -> LegalQuestion:
        if self.seeded:
            game, n, seed, which = self.seeded
            return legal_question(seeded_positions(game, n, seed, which + 1)[which])
        return legal_question(replay(load_example(self.example)).states[self.turn])

    def link(self) -> str:
        """Where the class sees the position with its answer: the lesson's stepper link."""
        if self.seeded:
            game, n, seed, _ = self.seeded
            return f"a {game} deal for {n} dealt with seed {seed}"
        state = replay(load_example(self.example)).states[self.turn]
        seat = view_of_state(state).to_move(state)
        lesson = STEPPER_LESSON.get(self.example.split("-")[0], "")
        if not lesson:
            return f"the record `{self.example}` after move {self.turn}"
        return f"`{lesson}.ipynb?example={self.example}&move={self.turn}&seat={seat}`"


@dataclass(frozen=True)
class Trick:
    """Who takes trick ``k`` (0-based) of a stored record, and for how many points."""

    example: str
    k: int

    def question(self) -> TrickQuestion:
        return tricks_of(replay(load_example(self.example)).states)[self.k]

    def link(self) -> str:
        turns = replay(load_example(self.example)).turns
        count = 0
        for turn in turns:
            if len(turn.after.tricks) > len(turn.before.tricks):
                if count == self.k:
                    lesson = STEPPER_LESSON.get(self.example.split("-")[0], "")
                    return f"`{lesson}.ipynb?example={self.example}&move={turn.index}&seat=all`"
                count += 1
        raise ValueError(self.example)


@dataclass(frozen=True)
class Sheet:
    """The rule text's Femkamp sheet (or the Sjukamp quiz's) with one cell changed."""

    game: str
    player: int
    deal: str
    delta: int

    def question(self) -> SheetQuestion:
        sheet: ScoreSheet = base_sheet(self.game)
        name = sheet.players[self.player]
        wrong = sheet.with_cell(name, self.deal, sheet.cell(name, self.deal) + self.delta)
        return SheetQuestion(wrong, list(sheet.deals).index(self.deal))


@dataclass(frozen=True)
class WinPoints:
    """How many win points a stored Sedma game gives, and why."""

    example: str


@dataclass(frozen=True)
class Measure:
    """Reading a stored measurement: which tip wins least often, and is it above the fair share?"""

    study: str
    what: str  # the game and table the study plays

    def entry(self) -> list[str]:
        from sjuan_notebooks.tactics.data import load

        values = load(self.study)
        rates = values.against_random
        lines = [f"The stored study `{self.study}` ({self.what}): one player with the tip against three random"
                 f" players; a fair share is {values.fair:.0%}.", "",
                 "| tip | deals won | 95% interval |", "|---|---|---|"]  # fmt: skip
        for name, rate in rates.items():
            low, high = rate.interval
            lines.append(
                f"| {t(f'tactics.tip.{name}', LANG)} | {rate.rate:.1%} | {low:.1%} – {high:.1%} |"
            )
        worst = min(rates, key=lambda name: rates[name].rate)
        low, high = rates[worst].interval
        where = "above" if low > values.fair else "below" if high < values.fair else "across"
        lines += ["", "- Question: Which tip wins least often, and does its interval lie above,"
                  " across or below the fair share?",
                  f"- **Answer:** {t(f'tactics.tip.{worst}', LANG)}; its interval lies {where}"
                  f" the fair share ({low:.1%} – {high:.1%} against {values.fair:.0%}).",
                  "- Why: an interval wholly above the fair share is a measured gain; one that holds"
                  " the fair share shows no measurable effect."]  # fmt: skip
        return lines


#: lesson family -> the lesson whose stepper opens that family's stored records
STEPPER_LESSON = {"sjuan": "01-sjuan", "femkamp": "03-femkamp", "sedma": "04-sedma"}

Item = Legal | Trick | Sheet | WinPoints | Measure

#: part of the class plan -> its title
TICKET_TITLES = {
    "1": "Sjuan",
    "2": "House rules and Sjuern",
    "3a": "Femkamp: tricks and the avoiding deals",
    "3b": "Kabal, the score sheet, Sjukamp",
    "4a": "Sedma: the trick, its points, continuing",
    "4b": "Sedma: three players, burnt games, win points",
    "5a": "Practice, part 1: the Sevens family",
    "5b": "Practice, part 2: the trick games (mixed)",
    "6": "Tactics: reading a measurement",
}

#: part of the class plan -> its exit ticket, mixed games, no quiz question among them
EXIT_TICKETS: dict[str, tuple[Item, ...]] = {
    # lessons 1, 2 and 5 ask their tickets themselves, last before the tally
    # (tests/lessons/test_answer_key.py checks that these are the lessons' own)
    "1": (
        Legal(seeded=("sjuan", 4, 111, 17)),
        Legal(seeded=("sjuan", 5, 112, 11)),
        Legal(seeded=("sjuan", 3, 113, 10)),
    ),
    "2": (
        Legal(seeded=("sjuern", 4, 113, 0)),
        Legal(seeded=("sjuern", 4, 112, 11)),
        Legal(seeded=("sjuan", 4, 112, 10)),
    ),
    "3a": (
        Legal("femkamp-klover", 5),
        Trick("femkamp-pass", 3),
        Trick("femkamp-damer", 7),
        Legal(seeded=("sjuan", 4, 103, 0)),
    ),
    "3b": (
        Sheet("femkamp", 3, "damer", 1),
        Trick("femkamp-grand", 6),
        Trick("femkamp-finale", 4),
        Legal("femkamp-pass", 21),
    ),
    "4a": (
        Trick("sedma-game-4p", 0),
        Trick("sedma-game-2p", 10),
        Legal("sedma-game-4p", 20),
        Trick("femkamp-klover", 3),
    ),
    "4b": (
        WinPoints("sedma-game-2p"),
        WinPoints("sedma-game-3p"),
        Trick("sedma-game-3p", 8),
        Trick("sedma-game-3p", 7),
        Legal(seeded=("sjuern", 4, 104, 1)),
    ),
    "5a": (
        Legal(seeded=("sjuan", 5, 141, 13)),
        Legal(seeded=("sjuern", 4, 146, 11)),
        # the lesson asks this one as "why may A play the four of hearts?"
        Legal(seeded=("sjuan", 4, 153, 9)),
    ),
    "5b": (
        Legal(seeded=("sjuern", 4, 111, 13)),
        Legal(seeded=("sjukamp", 4, 126, 9)),
        Legal(seeded=("sedma", 4, 124, 1)),
        Trick("femkamp-damer", 9),
        Trick("sedma-game-4p", 4),
    ),
    "6": (Measure("sjuern_values", "Sjuern with three stand-overs each, 4 players"),),
}


def win_points_entry(item: WinPoints) -> list[str]:
    final = replay(load_example(item.example)).states[-1]
    result = game_result(final)
    winner = result.label(result.winner)
    points = " against ".join(
        f"{result.label(side)} {result.points[side]}" for side in range(len(result.points))
    )
    return [
        f"The stored game `{item.example}` ends with the points {points}.",
        "",
        "- Question: who gets win points, and how many?",
        f"- **Answer:** {winner}, {result.win_points} ({t(f'sedma.reason.{result.reason}', LANG)}).",
        "- Why: 1 win point for the most points, 2 if the opponents have no points, 3 if they"
        " took no trick (the rule text's table).",
    ]


def item_entry(item: Item) -> list[str]:
    if isinstance(item, WinPoints):
        return win_points_entry(item)
    if isinstance(item, Measure):
        return item.entry()
    if isinstance(item, Legal):
        return [*legal_entry(item.question()), f"- Show it: {item.link()}"]
    if isinstance(item, Trick):
        return [*trick_entry(item.question(), (item.example, item.k)), f"- Show it: {item.link()}"]
    return sheet_entry(item.question())


# ---------------------------------------------------------------------------------------------
# The whole key


#: the stored position sets a lesson's "What would you play?" asks about
WHATIF_CALL = re.compile(r'^what = WhatWouldYouPlay\(load\("(\w+)"\)', re.M)


def whatif_entries(name: str) -> Iterator[tuple[str, list[str]]]:
    """Each position of a "What would you play?" set: the right moves by the learner's judge
    (the solver over deals of the hidden cards that fit what the mover has seen), and the
    widget's own analysis lines."""
    from sjuan_notebooks.tactics.data import load
    from sjuan_notebooks.widgets import WhatWouldYouPlay

    what = WhatWouldYouPlay(load(name), ask_first=True)
    for i in range(len(what.positions)):
        what.go(i)
        state = what.state
        view = view_of_state(state)
        lines = [f"{what.position_label()}.", *_block(view.state_text(state, LANG, state.to_move))]
        judgement = what.judgement()
        right = [c for c in what.choices() if judgement is not None and judgement.is_right(c)]
        if judgement is not None and right:
            names = (
                view.move_text(right[0], LANG)
                if right == ["pass"]
                else _names([c for c in right if c != "pass"], "french")
            )
            lines.append(f"- **Answer:** {names} (right: a forced win kept in at most"
                         f" {judgement.margin} fewer of the {judgement.worlds} deals of the hidden"
                         " cards that fit what the mover has seen than with the best move).")  # fmt: skip
        elif judgement is None:
            lines.append("- **Answer:** none is counted: too many cards are hidden to weigh the"
                         " deals the mover cannot see (the widget says so, and gives the solver's"
                         " verdict with every hand open).")  # fmt: skip
        else:
            lines.append("- **Answer:** none is counted: every move keeps a forced win in about"
                         " as many of the deals that fit what the mover has seen.")  # fmt: skip
        lines.append("- Why (the widget's analysis after the pick):")
        lines.extend(f"  - {line.strip()}" for line in what.lines()[1:])
        yield f"position {i + 1}", lines


def predict_entries(source: str) -> Iterator[tuple[str, list[str]]]:
    """The lesson's Predict questions whose answer is a stored measurement (lesson 6's tips).
    The other lessons' predictions show their answer and reason on the page once answered."""
    if "Predict(" not in source or 'load("sjuan_values")' not in source:
        return
    from sjuan_notebooks.tactics.data import load

    values = load("sjuan_values")
    rates = values.against_random
    best = max(rates, key=lambda name: rates[name].rate)
    lines = ["Asked before the measurement is shown, with the tips as buttons.", "",
             "- Question: Which tip wins most often against three random players?",
             f"- **Answer:** {t(f'tactics.tip.{best}', LANG)}.",
             f"- Why (the stored measurement; a fair share is {values.fair:.0%}):"]  # fmt: skip
    for name, rate in rates.items():
        low, high = rate.interval
        lines.append(
            f"  - {t(f'tactics.tip.{name}', LANG)}: {rate.rate:.1%} ({low:.1%} – {high:.1%})"
        )
    yield "question 1", lines


@functools.cache
def lesson_run(stem: str) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """Every prediction (``Predict``) and every half-done quiz (a ``LegalCardsQuiz`` that
    gives some of the legal cards, a ``TrickQuiz`` that gives the taker) the English lesson
    makes, in page order: its code cells run here in one namespace, as a kernel runs them (the
    built notebook, so the key and the page ask the same), with each recorded. Their answers
    may be a measurement or a position made in the lesson, so the key cannot read them from
    the source."""
    import json

    import IPython.display

    from sjuan_notebooks import lesson
    from sjuan_notebooks.widgets import quiz

    made: list[Any] = []
    faded: list[Any] = []
    kinds = (lesson.Predict, quiz.LegalCardsQuiz, quiz.TrickQuiz)
    originals = {kind: kind.__init__ for kind in kinds}
    shown = IPython.display.display

    def recording(kind: type) -> Any:
        def init(self: Any, *args: Any, **kwargs: Any) -> None:
            originals[kind](self, *args, **kwargs)
            if kind is lesson.Predict:
                made.append(self)
            elif kwargs.get("given") or kwargs.get("winner_given"):
                faded.append(self)

        return init

    notebook = json.loads((ROOT / "notebooks" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    namespace: dict[str, Any] = {"__name__": "__main__"}
    for kind in kinds:
        kind.__init__ = recording(kind)  # type: ignore[method-assign]
    IPython.display.display = lambda *objects, **kw: None
    try:
        for number, cell in enumerate(notebook["cells"]):
            if cell["cell_type"] == "code":
                code = compile("".join(cell["source"]), f"{stem} cell {number}", "exec")
                exec(code, namespace)  # noqa: S102 - the project's own lesson
    finally:
        for kind, original in originals.items():
            kind.__init__ = original  # type: ignore[method-assign]
        IPython.display.display = shown
    return tuple(made), tuple(faded)


def lesson_predictions(stem: str) -> tuple[Any, ...]:
    """Every prediction (``Predict``) the English lesson makes, in page order."""
    return lesson_run(stem)[0]


def half_done_quizzes(stem: str) -> tuple[Any, ...]:
    """Every half-done quiz the English lesson makes (a faded step), in page order."""
    return lesson_run(stem)[1]


def half_done_entries(stem: str) -> Iterator[tuple[str, list[str]]]:
    """Every question of the lesson's half-done quizzes: the position, what the page gives,
    the question as the page asks it, and the answer with its reasons."""
    for box in half_done_quizzes(stem):
        kind = type(box).__name__
        for i, q in enumerate(box.questions, 1):
            box.go(i - 1)
            if kind == "LegalCardsQuiz":
                lines = legal_entry(q)
                given = sorted(
                    box.given, key=[c.code for c in box.view.hand(q.state, box._seat())].index
                )
                at = next(k for k, line in enumerate(lines) if line.startswith("- Question:"))
                lines[at] = f"- Question: {box._question_text(LANG)}"
                lines.insert(at, f"- Given on the page, marked ✓: {_names(given, box.view.pack)}.")
            else:
                lines = half_done_trick_entry(q, box._question_text(LANG))
            yield f"Half-done {kind}, question {i}", lines


def half_done_trick_entry(q: TrickQuestion, question: str) -> list[str]:
    """A trick whose taker the page gives: the learner finds the points."""
    view = view_of_state(q.after)
    names = view.players(q.after)
    head = t("quiz.sedma", LANG) if q.deal == "sedma" else t(
        "quiz.deal", LANG, deal=t(f"tricks.deal.{q.deal}", LANG))  # fmt: skip
    played = "; ".join(f"{names[s]}: {card_word(c, LANG, view.pack)}" for s, c in q.plays)
    lines = [f"Position: {head} · {t('quiz.trick.led_by', LANG, player=names[q.plays[0][0]])}",
             f"Cards in the order played: {played}.", ""]  # fmt: skip
    lines.append(f"- Question: {question}")
    lines.append(
        f"- **Answer:** {t('quiz.trick.answer', LANG, player=names[q.winner], n=q.points)}"
    )
    scoring, total = _trick_points(q)
    if total != q.points:  # the rule text's table and the engine disagree: say so, loudly
        raise ValueError(f"the table gives {total} points, the engine {q.points}")
    rule = "aces and tens 10 each" if q.deal == "sedma" else deal_points(q.deal)
    if q.deal == "sedma" and view.is_over(q.after):
        rule += ", the last trick 10 more"
    counted = f" ({_names(scoring, view.pack)})" if scoring else ""
    lines.append(f"- Points: {rule}{counted}: {q.points}.")
    return lines


def prediction_entries(stem: str) -> Iterator[tuple[str, list[str]]]:
    """Every prediction of the lesson: the question, its choices, the answer, and the result's
    first sentences, as the page shows them after the pick."""
    from sjuan_notebooks.lesson import Say

    for i, box in enumerate(lesson_predictions(stem), 1):
        question = html.unescape(re.sub(r"<[^>]+>", "", box.question_html.value))
        labels = list(box._labels.values())
        answer = [box._labels[v] for v in box._labels if v in box._answers]
        why = [repr(item) for item in box._reveal if isinstance(item, Say)][:2]
        lines = [question, "", f"- Choices: {' · '.join(labels)}",
                 f"- **Answer:** {', '.join(answer)}."]  # fmt: skip
        lines += ["- Why (the result after the pick):"] + [f"  - {w}" for w in why] if why else []
        lines += [
            f"- A first pick of {box._labels[v]} says: {reason}" for v, reason in box._why.items()
        ]
        yield f"question {i}", lines


def key_entries() -> Iterator[tuple[str, str, list[str]]]:
    """(lesson, quiz heading, lines) of every fixed question, in the order the lessons ask."""
    for stem, _title, quizzes in lessons():
        source = (SOURCES / f"{stem}.py").read_text(encoding="utf-8")
        for label, lines in prediction_entries(stem):
            yield stem, f"Predict, {label}", lines
        for label, lines in predict_entries(source):
            yield stem, f"Predict on the tips, {label}", lines
        for label, lines in half_done_entries(stem):
            yield stem, label, lines
        for name in WHATIF_CALL.findall(source):
            for label, lines in whatif_entries(name):
                yield stem, f"WhatWouldYouPlay, {label}", lines
        if not quizzes and "Predict(" not in source and not WHATIF_CALL.search(source):
            yield stem, "", ["This lesson asks no quiz question."]
        elif not quizzes and not WHATIF_CALL.search(source) and not any(predict_entries(source)):
            yield stem, "", [OWN_QUESTIONS]
        for quiz in quizzes:
            kind, game = quiz.kind, quiz.game
            for i, q in quiz.numbered():
                if kind == "TrickQuiz":
                    lines = trick_entry(q, trick_sets()[game][i - 1])
                elif kind == "LegalCardsQuiz":
                    lines = legal_entry(q)
                else:
                    lines = sheet_entry(q)
                yield stem, f'{kind}("{game}"), question {i}', lines


OWN_QUESTIONS = (
    "This lesson's questions are predictions and quizzes of new positions built in the lesson"
    " itself; each shows its answer and its reason on the page once answered. Its exit ticket is"
    " listed under Exit tickets."
)


HEADER = """\
<!-- Written by docs/answer_key.py from the quizzes; do not edit by hand:
     python docs/answer_key.py rewrites it, tests/lessons/test_answer_key.py checks it. -->
# Answer key: every fixed quiz question of the lessons, and the exit tickets

Every quiz asks the same questions in the same order for the whole class (the rule texts'
worked examples and deals from fixed seeds), so one key serves every student. Each entry gives
the position in words (as the player to move sees it), the answer, and why, in the sentences the
lesson itself shows after *Check*. The exit tickets at the end are new positions for
[the class plan](class-plan.md); none of them is a quiz question. Lessons 1, 2 and 5 ask their
exit tickets themselves, at their end, and lesson 5's quizzes are new positions of its own.

Cards in the positions: ♠ spades, ♥ hearts, ♦ diamonds, ♣ clubs; in Sedma's positions the short
names the lesson's buttons show: H hearts, L leaves, Ac acorns, B bells, U unter, O ober (AcO is
the ober of acorns). Every hand is also named in full under its position.
"""


def render() -> str:
    out = [HEADER]
    titles = {stem: title for stem, title, _ in lessons()}
    lesson = heading = None
    for stem, quiz, lines in key_entries():
        if stem != lesson:
            lesson = stem
            out.append(f"\n## Lesson {stem}: {titles[stem]}\n")
        if not quiz:
            out.append("\n" + "\n".join(lines) + "\n")
            continue
        quiz_name, label = quiz.rsplit(", ", 1)
        if quiz_name != heading:
            heading = quiz_name
            out.append(f"\n### `{quiz_name}`\n")
        out.append(f"\n**{label.capitalize()}.** " + "\n".join(lines) + "\n")
    out.append("\n## Exit tickets\n")
    out.append(
        "\nNew positions, mixed games: read each position out or write it on the board, let"
        " everyone write an answer, then show it (the stepper link opens the position with the"
        " answer on screen: the legal-move map, or the trick's winner).\n"
    )
    for part, items in EXIT_TICKETS.items():
        out.append(f"\n### Exit ticket {part}: {TICKET_TITLES[part]}\n")
        if any(isinstance(item, (Legal, Trick, Sheet)) for item in items):
            out.append(TICKET_CODE.format(part=part))
        for i, item in enumerate(items, 1):
            out.append(f"\n**Item {i}.** " + "\n".join(item_entry(item)) + "\n")
    return "".join(out)


TICKET_CODE = """
As quizzes that count (JupyterLab, at the repository's top): the cards items as one
`LegalCardsQuiz`, then the tricks as one `TrickQuiz`, then the sheet, with one tally.

```python
import runpy
runpy.run_path("docs/answer_key.py")["ticket_quizzes"]("{part}", lang="en")
```
"""


def ticket_quizzes(part: str, lang: str = "en") -> Any:
    """The exit ticket ``part`` as quizzes with one tally, for a teacher's notebook (the win-point
    and measurement items are asked aloud)."""
    import ipywidgets as w

    from sjuan_notebooks.widgets import LegalCardsQuiz, SheetQuiz, Tally, TrickQuiz

    items = EXIT_TICKETS[part]
    tally = Tally(lang)
    quizzes: list[Any] = []
    legal = [i.question().state for i in items if isinstance(i, Legal)]
    tricks = [i.question() for i in items if isinstance(i, Trick)]
    sheets = [i.question() for i in items if isinstance(i, Sheet)]
    if legal:
        quizzes.append(LegalCardsQuiz(legal, lang=lang, tally=tally))
    if tricks:
        quizzes.append(TrickQuiz(tricks, lang=lang, tally=tally))
    if sheets:
        quizzes.append(SheetQuiz(sheets, lang=lang, tally=tally))
    return w.VBox(quizzes)


def main() -> int:
    KEY.write_text(render(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
