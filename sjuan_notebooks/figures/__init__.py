"""Plotly figures, each a pure function of a state, a replay, a score sheet or a study:
:mod:`.charts` for games (the legal-move map, timelines, scores), :mod:`.tactics` for the
tactics studies."""

from __future__ import annotations

from .charts import (
    OKABE_ITO,
    hand_sizes_figure,
    legal_map_figure,
    running_scores_figure,
    sedma_points_figure,
    timeline_figure,
)
from .tactics import pairwise_figure, study_figure, tip_values_figure

__all__ = [
    "OKABE_ITO",
    "hand_sizes_figure",
    "legal_map_figure",
    "pairwise_figure",
    "running_scores_figure",
    "sedma_points_figure",
    "study_figure",
    "timeline_figure",
    "tip_values_figure",
]
