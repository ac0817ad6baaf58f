"""ipywidgets for every game: a stepper for records, a play table against the computer, a rule
chooser, a score sheet editor, and a "what would you play" chart of a Sevens position's moves.
Each is one line in a notebook, and each has a small Python API (``go``, ``next``,
``click_card``, ``hint``, ``set_cell``, ``shown_text``...) for tests and for notebooks checked
without a browser."""

from __future__ import annotations

from typing import Any

__all__ = [
    "ArrowKeys",
    "CardSize",
    "LegalCardsQuiz",
    "PlayTable",
    "RuleChooser",
    "ScoreSheetEditor",
    "SheetQuiz",
    "Stepper",
    "StepperChooser",
    "Tally",
    "TrickQuiz",
    "WhatWouldYouPlay",
    "with_arrow_keys",
]

_WHERE = {
    "Stepper": ".stepper",
    "StepperChooser": ".chooser",
    "PlayTable": ".play",
    "RuleChooser": ".rules",
    "ScoreSheetEditor": ".scoresheet",
    "WhatWouldYouPlay": ".whatif",
    "LegalCardsQuiz": ".quiz",
    "TrickQuiz": ".quiz",
    "SheetQuiz": ".quiz",
    "Tally": ".quiz",
    "CardSize": ".projector",
    "ArrowKeys": ".projector",
    "with_arrow_keys": ".projector",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        from importlib import import_module

        return getattr(import_module(_WHERE[name], __name__), name)
    raise AttributeError(name)
