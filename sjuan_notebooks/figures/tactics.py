"""Plotly figures for the tactics studies (the only tactics module that imports plotly, and
only when a figure is built: a lesson imports this module in its first cell, before its first
widget, which needs no plotly; see :mod:`.shown`).

Sized and labelled for a projector: an explicit height, fonts of 15-16 px, margins that grow
with the labels (``automargin``), long tip names and titles broken into lines (Plotly cuts a
long label instead of wrapping it), and percentages and numbers written the language's way.
They hold at 800 and 1280 px wide (``tests/browser/test_lessons_browser.py`` opens lesson 6 at both).
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from ..i18n import t
from ..i18n.numbers import fmt_decimal, fmt_percent, keep_together, plotly_separators
from ..tactics.studies import Rate, Study, TipValues, Tournament
from .charts import OKABE_ITO
from .shown import figure_class

if TYPE_CHECKING:
    import plotly.graph_objects as go

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
#: base font size (px): readable from the back of a classroom
FONT = 15


def _wrap(text: str, width: int) -> str:
    # without hyphen breaks textwrap splits only at ASCII spaces: "95 %" and "20 000" (no-break
    # spaces) stay whole
    text = keep_together(text)
    return (
        "<br>".join(textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False))
        or text
    )


def _tip_label(name: str, lang: str, width: int = 16) -> str:
    """A player's name, broken into lines of about ``width`` characters for an axis."""
    players = ("random", "search", "best_tip")
    key = f"tactics.player.{name}" if name in players else f"tactics.tip.{name}"
    return _wrap(t(key, lang), width)


def _percent_axis(top: float, lang: str, low: float = 0.0) -> dict[str, object]:
    """A share axis from ``low`` to a bit above ``top``, ticks every 5 or 10 points written
    as the language writes percentages."""
    step = 0.05 if top - low <= 0.5 else 0.1
    ticks = []
    v = low
    while v <= top + 1e-9:
        ticks.append(round(v, 4))
        v += step
    return {
        "range": [low, top + step / 2],
        "tickvals": ticks,
        "ticktext": [fmt_percent(v, lang, 0) for v in ticks],
        "automargin": True,
        "gridcolor": "#dddddd",
    }


def _layout(title: str, height: int, lang: str, **more: object) -> dict[str, object]:
    return {
        "separators": plotly_separators(lang),
        "title": {
            "text": _wrap(title, 70),
            "x": 0,
            "xanchor": "left",
            "font": {"size": FONT + 3},
        },
        "height": height,
        "font": {"size": FONT},
        "margin": {"t": 90, "b": 40, "l": 70, "r": 30},
        "plot_bgcolor": "#ffffff",
        "xaxis": {"automargin": True, "tickfont": {"size": FONT - 1}},
        **more,
    }


def _error_bars(rates: list[Rate]) -> dict[str, object]:
    return {
        "type": "data",
        "symmetric": False,
        "array": [r.interval[1] - r.rate for r in rates],
        "arrayminus": [r.rate - r.interval[0] for r in rates],
        "thickness": 2,
        "width": 8,
    }


def _hover(rates: list[Rate], lang: str) -> list[str]:
    return [
        f"{fmt_percent(r.rate, lang)} ({fmt_percent(r.interval[0], lang)} – {fmt_percent(r.interval[1], lang)})"
        for r in rates
    ]


def _fair_line(fig: go.Figure, fair: float, n: int, lang: str) -> None:
    """The fair share as a dashed line, named in the right margin (inside the plot the name
    sat on a bar's label)."""
    fig.add_hline(y=fair, line_dash="dash", line_color="#444444")
    fig.add_annotation(
        x=1,
        xref="paper",
        xanchor="left",
        y=fair,
        yref="y",
        text=_wrap(t("tactics.fig.fair_share", lang, n=n), 12),
        showarrow=False,
        align="left",
        font={"size": FONT - 1},
    )
    fig.update_layout(margin={"r": 110})


def tip_values_figure(values: TipValues, lang: str = "en") -> Figure:
    """Bars: each tip's win rate alone against random players, with 95% Wilson intervals and
    the fair share 1/n drawn as a line."""
    import plotly.graph_objects as go

    Figure = figure_class()
    names = list(values.against_random)
    rates = [values.against_random[k] for k in names]
    deals = rates[0].games if rates else 0
    top = max([r.interval[1] for r in rates] + [values.fair])
    fig = Figure(
        go.Bar(
            x=[_tip_label(k, lang) for k in names],
            y=[r.rate for r in rates],
            text=[fmt_percent(r.rate, lang) for r in rates],
            textposition="inside",
            insidetextanchor="middle",
            textfont={"size": FONT, "color": "#ffffff"},
            marker={"color": [_COLOURS[i % len(_COLOURS)] for i in range(len(names))]},
            error_y=_error_bars(rates),
            hovertext=_hover(rates, lang),
            hovertemplate="%{hovertext}<extra></extra>",
        ),
        layout=_layout(
            t(
                "tactics.fig.vs_random",
                lang,
                n=values.n_players - 1,
                deals=t("tactics.count.deals_per_tip", lang, n=deals),
            ),
            480,
            lang,
            yaxis={
                "title": {"text": t("tactics.fig.win_rate", lang)},
                **_percent_axis(top, lang),
            },  # fmt: skip
        ),
    )
    _fair_line(fig, values.fair, values.n_players, lang)
    return fig


def pairwise_figure(values: TipValues, lang: str = "en") -> Figure:
    """Heatmap: the row tip's win rate alone against copies of the column tip, each cell
    written out (colour alone does not say 17 % from 19 %)."""
    import plotly.graph_objects as go

    Figure = figure_class()
    names = list(values.players)
    z = [
        [values.against[(a, b)].rate if (a, b) in values.against else None for b in names]
        for a in names
    ]
    text = [["" if v is None else fmt_percent(v, lang) for v in row] for row in z]
    rows = [_tip_label(k, lang, 20) for k in names]
    columns = [_tip_label(k, lang, 13) for k in names]
    spread = max((abs(v - values.fair) for row in z for v in row if v is not None), default=0.1)
    ticks = [values.fair - spread, values.fair, values.fair + spread]
    fig = Figure(
        go.Heatmap(
            z=z,
            x=columns,
            y=rows,
            zmid=values.fair,
            zmin=values.fair - spread,
            zmax=values.fair + spread,
            colorscale="RdBu",
            text=text,
            texttemplate="%{text}",
            textfont={"size": FONT + 1},
            hovertemplate="%{y} — %{x}: %{text}<extra></extra>",
            xgap=2,
            ygap=2,
            colorbar={
                "title": {"text": t("tactics.fig.win_rate", lang), "side": "right"},
                "tickvals": ticks,
                "ticktext": [fmt_percent(v, lang, 0) for v in ticks],
            },
        ),
        layout=_layout(
            t("tactics.fig.pairwise", lang, n=values.n_players - 1),
            560,
            lang,
            xaxis={
                "automargin": True,
                "tickangle": 0,
                "side": "bottom",
                "tickfont": {"size": FONT - 2},
                "title": {"text": t("tactics.figure.column_tip", lang)},
            },
            yaxis={
                "automargin": True,
                "autorange": "reversed",
                "title": {"text": t("tactics.figure.row_tip", lang)},
            },
        ),  # fmt: skip
    )
    return fig


def tournament_figure(result: Tournament, lang: str = "en") -> Figure:
    """Bars: each entry's win rate with its 95% interval."""
    import plotly.graph_objects as go

    Figure = figure_class()
    rates = [result.rate(i) for i in range(len(result.entries))]
    top = max([r.interval[1] for r in rates] + [1 / len(result.entries)])
    fig = Figure(
        go.Bar(
            x=[f"{i + 1}: {_tip_label(e, lang)}" for i, e in enumerate(result.entries)],
            y=[r.rate for r in rates],
            error_y=_error_bars(rates),
            hovertext=_hover(rates, lang),
            hovertemplate="%{hovertext}<extra></extra>",
        ),
        layout=_layout(
            "",
            440,
            lang,
            yaxis={
                "title": {"text": t("tactics.fig.win_rate", lang)},
                **_percent_axis(top, lang),
            },  # fmt: skip
        ),
    )
    _fair_line(fig, 1 / len(result.entries), len(result.entries), lang)
    return fig


def study_figure(result: Study, lang: str = "en", game_title: str | None = None) -> Figure:
    """Bars per distinct player of a study: the share of games won, with 95% Wilson
    intervals (every seat of the same player pooled). Trick deals also show mean points as
    text on the bars."""
    import plotly.graph_objects as go

    Figure = figure_class()
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
        text = [t("tactics.figure.points", lang, p=fmt_decimal(points[k], lang, 2)) for k in names]
    top = max(r.interval[1] for r in rates) if rates else 1.0
    fig = Figure(
        go.Bar(
            x=[_tip_label(k, lang) for k in names],
            y=[r.rate for r in rates],
            marker={"color": colours},
            text=text,
            textposition="inside",
            insidetextanchor="middle",
            textfont={"size": FONT},
            error_y=_error_bars(rates),
            hovertext=_hover(rates, lang),
            hovertemplate="%{hovertext}<extra></extra>",
        ),
        layout=_layout(
            t(
                "tactics.fig.study",
                lang,
                game=game_title or result.game.capitalize(),
                n=result.games,
            ),
            460,
            lang,
            yaxis={
                "title": {"text": t("tactics.fig.games_won", lang)},
                **_percent_axis(top, lang),
            },  # fmt: skip
        ),
    )
    return fig


__all__ = ["pairwise_figure", "study_figure", "tip_values_figure", "tournament_figure"]
