"""Per-game adapters for the visual layer: what the HTML, figures and widgets draw, for any
game. :mod:`.base` holds the contract and the grid; one module per game family holds its
adapter, which the family names in its registration. Nothing here imports widgets or plotting.
"""

from __future__ import annotations

from .base import (
    CATEGORIES,
    Cell,
    GameView,
    Grid,
    Perspective,
    TrickLikeView,
    card_label,
    card_short,
    card_word,
    legal_card_codes,
    view_for,
    view_of_state,
)
from .scoresheet import scoresheet_data, scoresheet_html

__all__ = [
    "CATEGORIES",
    "Cell",
    "GameView",
    "Grid",
    "Perspective",
    "TrickLikeView",
    "card_label",
    "card_short",
    "card_word",
    "legal_card_codes",
    "scoresheet_data",
    "scoresheet_html",
    "view_for",
    "view_of_state",
]
