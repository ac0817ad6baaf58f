"""Drawing as HTML: cards, hands, tables and score sheets, from data the view adapters give.

Nothing here imports ipywidgets or plotly, nor any game: the adapters in
:mod:`sjuan_notebooks.views` read the states and call these functions.
"""

from __future__ import annotations

from .html import (
    card_svg,
    empty_slot,
    hand_html,
    rank_label,
    scoresheet_table_html,
    sevens_position_html,
    sevens_table_html,
    trick_html,
    trick_position_html,
)

__all__ = [
    "card_svg",
    "empty_slot",
    "hand_html",
    "rank_label",
    "scoresheet_table_html",
    "sevens_position_html",
    "sevens_table_html",
    "trick_html",
    "trick_position_html",
]
