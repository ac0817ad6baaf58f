"""Plotly figures for the tactics studies (the only tactics module that imports plotly)."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ..i18n import t
from ..i18n.numbers import fmt_decimal, plotly_separators
from ..tactics.studies import Rate, Study, TipValues, Tournament
from .charts import OKABE_ITO
from .shown import Figure

#: bar colour of a player by name: random grey-blue, the tips Okabe-Ito
_COLOURS = (
    OKABE_ITO["bluish_green"],
    OKABE_ITO["orange"],
    OKABE_ITO["reddish_purple"],
    OKABE_ITO["vermillion"],
    OKABE_ITO["yellow"],
    OKABE_ITO["blue"],
)


def _tip_label(name: str, lang: str) -> str:
    players = ("random", "search", "best_tip")
    key = f"tactics.player.{name}" if name in players else f"tactics.tip.{name}"
    return t(key, lang)


def tip_values_figure(values: TipValues, lang: str = "en") -> Any:
    """Bars: each tip's win rate alone against random players, with 95% Wilson intervals and
    the fair share 1/n drawn as a line."""
    names = list(values.against_random)
    rates = [values.against_random[k] for k in names]
    lows = [r.rate - r.interval[0] for r in rates]
    highs = [r.interval[1] - r.rate for r in rates]
    deals = rates[0].games if rates else 0
    fig = Figure(
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
        title=t(
            "tactics.fig.vs_random", lang, n=values.n_players - 1,
            deals=t("tactics.count.deals_per_tip", lang, n=deals),
        ),
        yaxis_title=t("tactics.fig.win_rate", lang),
        yaxis_tickformat=".0%",
        separators=plotly_separators(lang),
    )  # fmt: skip
    return fig


def pairwise_figure(values: TipValues, lang: str = "en") -> Any:
    """Heatmap: the row tip's win rate alone against copies of the column tip."""
    names = list(values.players)
    z = [
        [values.against[(a, b)].rate if (a, b) in values.against else None for b in names]
        for a in names
    ]
    labels = [_tip_label(k, lang) for k in names]
    fig = Figure(go.Heatmap(z=z, x=labels, y=labels, zmid=values.fair, colorscale="RdBu"))
    fig.update_layout(
        title=t("tactics.fig.pairwise", lang, n=values.n_players - 1),
        separators=plotly_separators(lang),
    )
    return fig


def tournament_figure(result: Tournament, lang: str = "en") -> Any:
    """Bars: each entry's win rate with its 95% interval."""
    rates = [result.rate(i) for i in range(len(result.entries))]
    fig = Figure(
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
    fig.update_layout(
        yaxis_title=t("tactics.fig.win_rate", lang),
        yaxis_tickformat=".0%",
        separators=plotly_separators(lang),
    )
    return fig


def study_figure(result: Study, lang: str = "en", game_title: str | None = None) -> Any:
    """Bars per distinct player of a study: the share of games won, with 95% Wilson
    intervals (every seat of the same player pooled). Trick deals also show mean points as
    text on the bars."""
    names: list[str] = []
    for e in result.entries:
        if e not in names:
            names.append(e)
    pooled = {}
    points = {}
    for name in names:
        seats = [i for i, e in enumerate(result.entries) if e == name]
        pooled[name] = Rate(sum(result.wins[i] for i in seats), result.games * len(seats))
        points[name] = sum(result.mean_points[i] for i in seats) / len(seats)
    rates = [pooled[k] for k in names]
    colours = [
        OKABE_ITO["sky_blue"] if k == "random" else _COLOURS[i % len(_COLOURS)]
        for i, k in enumerate(names)
    ]
    text = None
    if result.game != "sedma":
        text = [fmt_decimal(points[k], lang, 2) for k in names]
    fig = Figure(
        go.Bar(
            x=[_tip_label(k, lang) for k in names],
            y=[r.rate for r in rates],
            marker={"color": colours},
            text=text,
            error_y={
                "type": "data",
                "symmetric": False,
                "array": [r.interval[1] - r.rate for r in rates],
                "arrayminus": [r.rate - r.interval[0] for r in rates],
            },
        ),
        layout=go.Layout(
            title=t(
                "tactics.fig.study",
                lang,
                game=game_title or result.game.capitalize(),
                n=result.games,
            ),
            yaxis={"title": t("tactics.fig.games_won", lang), "tickformat": ".0%"},
            separators=plotly_separators(lang),
        ),
    )
    return fig


__all__ = ["pairwise_figure", "study_figure", "tip_values_figure", "tournament_figure"]
