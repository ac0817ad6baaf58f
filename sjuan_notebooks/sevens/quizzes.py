"""What the lessons ask about Sjuan and Sjuern: the positions of "which cards may be played?".

Registered with each game (``register.py``); the builders and widgets that ask them know no
game (:mod:`sjuan_notebooks.views.questions`). Sevens has no tricks and no score sheet.
"""

from __future__ import annotations

from ..core.questions import Example, Quizzes, Seeded, Sheet
from .engine import SevensState

#: game -> its quizzes; a set's name is the name a lesson asks for
QUIZZES: dict[str, Quizzes[SevensState, Sheet]] = {
    # the worked example: C's four choices, C's five; a forced pass from another deal (B holds
    # six cards: the worked example's own forced pass, D's at move 7, is the lesson's prediction
    # after the quiz, so the quiz does not ask it first); the worked example's A with two
    "sjuan": Quizzes(
        legal={
            "sjuan": (
                Example("sjuan-worked-example", (2, 6)),
                Seeded("sjuan", 4, 162, 5, pick=(4,)),
                Example("sjuan-worked-example", (8,)),
                Seeded("sjuan", 4, 14, 2),
            )
        }
    ),
    "sjuern": Quizzes(
        legal={
            "sjuern": (Seeded("sjuern", 3, 14, 4),),
            # three stand-overs each, four players: D may stand over beside the nine of spades
            # and the ten of hearts; later D must pass and still has all three; C has none
            # left and must play
            "sjuern-stand": (
                Seeded("sjuern", 4, 1, 37, options={"stand_over": 3}, pick=(21, 33, 36)),
            ),
        }
    ),
}
