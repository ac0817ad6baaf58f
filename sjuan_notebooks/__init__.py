"""sjuan_notebooks: Sjuan, Sjuern, Femkamp/Sjukamp and Sedma as playable, checkable rules.

The rules core is importable without Jupyter::

    from sjuan_notebooks import SevensRules, new_deal, legal_moves, apply, explain

Presentation (``sjuan_notebooks.widgets``, ``sjuan_notebooks.figures``) is imported only when
asked for.
"""

from __future__ import annotations

from .core.cards import CARDS, Card, parse_card
from .core.errors import (
    BadCardError,
    IllegalMoveError,
    PlayerCountError,
    RecordError,
    SjuanError,
    TurnError,
    UnknownOptionError,
)
from .core.records import example_names, load_example, load_record
from .core.registry import api_for, games, get_game, replay
from .sevens.engine import PASS, SevensRules, SevensState, apply, explain, legal_moves, new_deal

__version__ = "0.1.0"

__all__ = [
    "CARDS",
    "PASS",
    "BadCardError",
    "Card",
    "IllegalMoveError",
    "PlayerCountError",
    "RecordError",
    "SevensRules",
    "SevensState",
    "SjuanError",
    "TurnError",
    "UnknownOptionError",
    "api_for",
    "apply",
    "example_names",
    "explain",
    "games",
    "get_game",
    "legal_moves",
    "load_example",
    "load_record",
    "new_deal",
    "parse_card",
    "replay",
]
