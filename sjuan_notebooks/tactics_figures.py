"""Plotly figures for the tactics studies (the only tactics module that imports plotly)."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from .i18n import t
from .tactics import TipValues, Tournament


def _tip_label(name: str, lang: str) -> str:
    key = f"tactics.tip.{name}" if name != "random" else "tactics.player.random"
    return t(key, lang)


def tip_values_figure(values: TipValues, lang: str = "en") -> Any:
    """Bars: each tip's win rate alone against random players, with 95% Wilson intervals and
    the fair share 1/n drawn as a line."""
    names = list(values.against_random)
    rates = [values.against_random[k] for k in names]
    lows = [r.rate - r.interval[0] for r in rates]
    highs = [r.interval[1] - r.rate for r in rates]
    deals = rates[0].games if rates else 0
    fig = go.Figure(
        go.Bar(
            x=[_tip_label(k, lang) for k in names],
            y=[r.rate for r in rates],
            error_y={"type": "data", "symmetric": False, "array": highs, "arrayminus": lows},
        )
    )
    fig.add_hline(
        y=values.fair,
        line_dash="dash",
        annotation_text=t("tactics.fig.fair_share", lang, n=values.n_players),
    )
    fig.update_layout(
        title=t("tactics.fig.vs_random", lang, k=values.n_players - 1, deals=deals),
        yaxis_title=t("tactics.fig.win_rate", lang),
        yaxis_tickformat=".0%",
    )
    return fig


def pairwise_figure(values: TipValues, lang: str = "en") -> Any:
    """Heatmap: the row tip's win rate alone against copies of the column tip."""
    names = list(values.players)
    z = [
        [values.against[(a, b)].rate if (a, b) in values.against else None for b in names]
        for a in names
    ]
    labels = [_tip_label(k, lang) for k in names]
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, zmid=values.fair, colorscale="RdBu"))
    fig.update_layout(title=t("tactics.fig.pairwise", lang, k=values.n_players - 1))
    return fig


def tournament_figure(result: Tournament, lang: str = "en") -> Any:
    """Bars: each entry's win rate with its 95% interval."""
    rates = [result.rate(i) for i in range(len(result.entries))]
    fig = go.Figure(
        go.Bar(
            x=[f"{i + 1}: {_tip_label(e, lang)}" for i, e in enumerate(result.entries)],
            y=[r.rate for r in rates],
            error_y={
                "type": "data",
                "symmetric": False,
                "array": [r.interval[1] - r.rate for r in rates],
                "arrayminus": [r.rate - r.interval[0] for r in rates],
            },
        )
    )
    fig.add_hline(
        y=1 / len(result.entries),
        line_dash="dash",
        annotation_text=t("tactics.fig.fair_share", lang, n=len(result.entries)),
    )
    fig.update_layout(yaxis_title=t("tactics.fig.win_rate", lang), yaxis_tickformat=".0%")
    return fig


__all__ = ["pairwise_figure", "tip_values_figure", "tournament_figure"]
