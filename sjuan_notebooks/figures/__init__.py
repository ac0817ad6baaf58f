"""Plotly figures, each a pure function of a state, a replay, a score sheet or a study:
:mod:`.charts` for games (the legal-move map, timelines, scores), :mod:`.tactics` for the
tactics studies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .charts import (
    OKABE_ITO,
    hand_sizes_figure,
    legal_map_figure,
    running_scores_figure,
    sedma_points_figure,
    timeline_figure,
)

if TYPE_CHECKING:
    from .tactics import pairwise_figure, study_figure, tip_values_figure

#: the tactics studies' figures, imported when first asked for: importing them imports the
#: studies and the Sedma engine, 0.6 s of a lesson's first cell in the browser's Python, and a
#: lesson's first widget (any widget module imports ``.charts``, hence this package) needs none
_TACTICS = ("pairwise_figure", "study_figure", "tip_values_figure")


def __getattr__(name: str) -> Any:
    if name in _TACTICS:
        from . import tactics

        return getattr(tactics, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
