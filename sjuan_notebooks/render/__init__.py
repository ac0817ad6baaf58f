"""Static drawings of positions (HTML with inline SVG); no widget or plotting imports."""

from __future__ import annotations

from .html import (
    card_svg,
    hand_html,
    scoresheet_html,
    sedma_state_html,
    sevens_state_html,
    sevens_table_html,
    trick_html,
    trick_state_html,
)

__all__ = [
    "card_svg",
    "hand_html",
    "scoresheet_html",
    "sedma_state_html",
    "sevens_state_html",
    "sevens_table_html",
    "trick_html",
    "trick_state_html",
]
