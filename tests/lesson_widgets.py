"""Every widget a lesson shows, built once each, for the tests that watch what building them
sends and opens (tests/widgets/test_messages.py, tests/widgets/test_shared_looks.py)."""

from __future__ import annotations

from collections.abc import Callable

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.lesson import Predict, TryIt
from sjuan_notebooks.tactics.data import load
from sjuan_notebooks.widgets import (
    LegalCardsQuiz,
    PlayTable,
    RuleChooser,
    ScoreSheetEditor,
    SheetQuiz,
    Stepper,
    StepperChooser,
    TrickQuiz,
    WhatWouldYouPlay,
)

BUILT: dict[str, Callable[[], object]] = {
    "play table (sjuan)": lambda: PlayTable("sjuan", seed=1, strength="random"),
    "play table (sedma)": lambda: PlayTable("sedma", seed=2),
    "play table (femkamp)": lambda: PlayTable("femkamp", seed=3),
    "stepper": lambda: Stepper("sjuan-worked-example"),
    "stepper chooser": lambda: StepperChooser(
        [("Sjuan", "sjuan-worked-example"), ("Sedma", "sedma-example-1")]
    ),
    "rule chooser (sjuan)": lambda: RuleChooser("sjuan"),
    "rule chooser (femkamp)": lambda: RuleChooser("femkamp"),
    "score sheet editor": lambda: ScoreSheetEditor(load_example("femkamp-scoresheet-example")),
    "legal-cards quiz": lambda: LegalCardsQuiz("sjuan"),
    "trick quiz": lambda: TrickQuiz("sedma"),
    "score-sheet quiz": lambda: SheetQuiz(),
    "what would you play": lambda: WhatWouldYouPlay(load("whatif_positions"), ask_first=True),
    "prediction": lambda: Predict("?", [("a", 1), ("b", 2)], 1, ["a result"]),
    "try it": lambda: TryIt("Go to move 8.", lambda: None),
}
