"""What the lessons ask about Sedma: which cards may be played (the leader deciding whether to
continue a trick), and who takes a trick for how many points.

Registered with the game (``register.py``); the builders and widgets that ask them know no
game (:mod:`sjuan_notebooks.views.questions`).
"""

from __future__ import annotations

from ..core.questions import Example, Quizzes, Seeded, Sheet, TrickQuestion
from .engine import SedmaState


def trick_question(before: SedmaState, after: SedmaState) -> TrickQuestion[SedmaState] | None:
    """The trick ``after`` has just taken, counted from ``before`` (its first card's state)."""
    if len(after.tricks) <= len(before.tricks):
        return None
    last = after.tricks[-1]
    return TrickQuestion(
        before, after, tuple(last.plays), int(last.winner), int(last.points), "sedma"
    )


QUIZZES: Quizzes[SedmaState, Sheet] = Quizzes(
    legal={
        "sedma": (
            Example("sedma-game-2p", (2, 6)),
            Example("sedma-game-3p", (3,)),
            Example("sedma-game-4p", (16,)),
            Seeded("sedma", 2, 1, 1),
        )
    },
    # the lessons slice this set: Q1-3 the rule text's three trick examples, Q4 a continued
    # trick of a two-player game, Q5 the red king of a three-player game taking over
    tricks={
        "sedma": (
            ("sedma-example-1", 0),
            ("sedma-example-2", 0),
            ("sedma-example-3", 0),
            ("sedma-game-2p", 7),
            ("sedma-game-3p", 2),
        )
    },
    trick=trick_question,
)
