"""What the lessons ask about Femkamp and Sjukamp: following suit, who takes a trick for how
many points, and which column of a score sheet cannot be right.

Registered with each game (``register.py``); the builders and widgets that ask them know no
game (:mod:`sjuan_notebooks.views.questions`).
"""

from __future__ import annotations

from ..core.questions import Example, Quizzes, SheetSource, TrickQuestion
from ..core.records import load_example
from .match import play_match
from .scoresheet import ScoreSheet
from .tricks import TrickState, points_so_far


def trick_question(before: TrickState, after: TrickState) -> TrickQuestion[TrickState] | None:
    """The trick ``after`` has just taken, counted from ``before`` (its first card's state),
    with the points it gave its taker in this deal."""
    last = after.last_trick
    if last is None or len(after.tricks) <= len(before.tricks):
        return None
    name = after.players[last.winner]
    gained = points_so_far(after)[name] - points_so_far(before)[name]
    return TrickQuestion(
        before, after, tuple(last.cards), int(last.winner), gained, str(after.deal), after.trump
    )


def text_sheet() -> ScoreSheet:
    """The rule text's own sheet."""
    return ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))


def sjukamp_sheet() -> ScoreSheet:
    """A whole Sjukamp match played from a fixed seed (the text gives no sheet)."""
    match, _ = play_match("sjukamp", seed=3)
    return match.to_sheet()


#: game -> its quizzes; a set's name is the name a lesson asks for
QUIZZES: dict[str, Quizzes[TrickState, ScoreSheet]] = {
    "femkamp": Quizzes(
        # following suit (Pass, Kløver, Damer); then Siri, void in the spades Ola led in Pass,
        # may play any card
        legal={
            "femkamp": (
                Example("femkamp-pass", (1, 5)),
                Example("femkamp-klover", (1,)),
                Example("femkamp-damer", (3,)),
                Example("femkamp-pass", (37,), whole_hand=True),
            )
        },
        tricks={
            "femkamp": (
                ("femkamp-pass", 0),
                ("femkamp-klover", 1),
                ("femkamp-damer", 4),
                ("femkamp-grand", 2),
            )
        },
        trick=trick_question,
        # the text's sheet: Kari's Pass 3 -> 4, Ola's Damer 8 -> 6, Per's Kabal 0 -> -1, Siri's
        # Grand -4 -> 1
        sheets={
            "femkamp": SheetSource(
                text_sheet, ((0, "pass", 1), (1, "damer", -2), (3, "kabal", -1), (2, "grand", 5))
            )
        },
    ),
    "sjukamp": Quizzes(
        legal={"sjukamp": (Example("femkamp-trumf", (1, 5)), Example("femkamp-finale", (1,)))},
        # Trumf: the two of spades takes a trick led with the jack of hearts, the seven of
        # spades one led with the ten of diamonds; then a Finale trick
        tricks={"sjukamp": (("femkamp-trumf", 9), ("femkamp-trumf", 11), ("femkamp-finale", 10))},
        trick=trick_question,
        sheets={
            "sjukamp": SheetSource(
                sjukamp_sheet, ((1, "klover", 1), (2, "trumf", 3), (0, "finale", 2))
            )
        },
    ),
}
