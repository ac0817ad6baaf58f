"""Plotly figures: pure functions of a state (or a replay, or a score sheet) and a language.

Each returns a :class:`plotly.graph_objects.Figure` with its layout given in the constructor
(so Voila keeps titles and sizes when a widget wraps it); a :class:`.shown.Figure`, which
Voila draws without an error on the page. Plotly is imported by the first figure built, not by
this module: a lesson's widgets use the map's layout, traces and title (plain data) before any
figure is drawn (:mod:`.shown`). Colours are the Okabe-Ito palette,
safe for colour-blind readers, and every category has a second cue: its own marker symbol, and
its name in the hover text and legend.

The legal-move map has one trace per category, always in the same order, so a
``FigureWidget`` can be updated in place by :func:`legal_map_traces` (new x, y, text and hover
text per trace) without deleting and re-adding traces.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.cards import SUIT_SYMBOLS, rank_short
from ..core.records import Replay
from ..femkamp.scoresheet import ScoreSheet, SheetReport
from ..i18n import join_list, t
from ..views.base import (
    CATEGORIES,
    AnyView,
    Grid,
    Perspective,
    card_label,
    card_word,
    view_of_state,
)
from ..views.scoresheet import scoresheet_data
from .shown import NARROW_KEY, figure_class

if TYPE_CHECKING:
    import plotly.graph_objects as go

# Okabe-Ito
OKABE_ITO: dict[str, str] = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}
GREY = "#999999"

#: category -> (colour, marker symbol, text colour)
CATEGORY_STYLE: dict[str, tuple[str, str, str]] = {
    "legal": (OKABE_ITO["bluish_green"], "circle", "#FFFFFF"),
    "held": (OKABE_ITO["orange"], "square", "#000000"),
    "table": (OKABE_ITO["blue"], "diamond", "#FFFFFF"),
    "trick": (OKABE_ITO["reddish_purple"], "star", "#000000"),
    "other": (OKABE_ITO["sky_blue"], "triangle-up", "#000000"),
    "hidden": (GREY, "square-open", "#555555"),
    "out": (OKABE_ITO["black"], "x", "#FFFFFF"),
}
SEAT_COLOURS: tuple[str, ...] = (
    OKABE_ITO["blue"],
    OKABE_ITO["vermillion"],
    OKABE_ITO["bluish_green"],
    OKABE_ITO["reddish_purple"],
    OKABE_ITO["orange"],
    OKABE_ITO["sky_blue"],
    OKABE_ITO["black"],
    OKABE_ITO["yellow"],
)
SEAT_SYMBOLS: tuple[str, ...] = (
    "circle", "square", "diamond", "triangle-up", "x", "star", "cross", "pentagon",
)  # fmt: skip
KIND_STYLE: dict[str, tuple[str, str]] = {
    "choice": (OKABE_ITO["bluish_green"], "circle"),
    "forced": (OKABE_ITO["orange"], "square"),
    "pass": (OKABE_ITO["vermillion"], "x"),
}


# ---------------------------------------------------------------------------------------------
# The legal-move map


def _suit_tick(suit: str, pack: str, lang: str) -> str:
    if pack == "sedma":
        return t(f"card.g.suit.{suit}", lang)
    return f"{SUIT_SYMBOLS[suit]} {t(f'card.suit.{suit}', lang)}"


def _rank_tick(rank: int, pack: str, lang: str) -> str:
    """A rank as the pack writes it in ``lang``: 7, 10, "Kn" (Swedish knekt), Sedma "H"."""
    return rank_short(rank, lang, "sedma" if pack == "sedma" else "french")


def legal_map_title(view: AnyView, state: object, grid: Grid, lang: str) -> str:
    turn = int(getattr(state, "turn", 0))
    mover = view.to_move(state)
    if view.is_over(state) or grid.seat is None or mover is None:
        return t("ui.fig.legal_map_over", lang, n=turn)
    if grid.seat != mover:
        return t(
            "ui.fig.legal_map_seat",
            lang,
            player=view.seat_name(state, grid.seat),
            mover=view.seat_name(state, mover),
            turn=turn + 1,
        )
    return t("ui.fig.legal_map", lang, player=view.seat_name(state, grid.seat), turn=turn + 1)


def legal_map_traces(grid: Grid, lang: str) -> list[dict[str, Any]]:
    """One dict per category (in :data:`CATEGORIES` order): x, y, text, hovertext, customdata."""
    groups = grid.by_category()
    out = []
    for cat in CATEGORIES:
        cells = groups[cat]
        label = t(f"ui.cat.{cat}", lang)
        out.append(
            {
                "name": label,
                "x": [c.col for c in cells],
                "y": [c.row for c in cells],
                "text": [_rank_tick(c.card.rank, grid.pack, lang) for c in cells],
                "hovertext": [
                    f"<b>{card_label(c.card, lang, grid.pack)}</b><br>{label}<br>{c.reason}"
                    for c in cells
                ],
                "customdata": [c.card.code for c in cells],
            }
        )
    return out


def legal_map_description(grid: Grid, title: str, lang: str) -> str:
    """The map as text (its text alternative): the title, the cards of each category (a count
    for the hidden ones), and why, for the cards the seat may play and those it may not."""
    groups = grid.by_category()

    def names(cells: Sequence[Any]) -> str:
        ordered = sorted(cells, key=lambda c: c.card.index)
        return join_list([str(card_word(c.card, lang, grid.pack)) for c in ordered], lang)

    lines = [t("ui.a11y.figure", lang, title=title.rstrip("."))]
    for cat in CATEGORIES:
        cells = groups[cat]
        if not cells:
            continue
        label = t(f"ui.cat.{cat}", lang)
        if cat == "hidden":
            count = t("count.cards", lang, n=len(cells))
            lines.append(t("ui.a11y.map.count", lang, category=label, count=count))
        else:
            lines.append(t("ui.a11y.map.cards", lang, category=label, cards=names(cells)))
    for cat in ("legal", "held"):
        by_reason: dict[str, list[Any]] = {}
        for cell in groups[cat]:
            by_reason.setdefault(cell.reason, []).append(cell)
        for reason, cells in by_reason.items():
            if reason:
                why = reason.rstrip(".")
                lines.append(t("ui.a11y.map.reason", lang, cards=names(cells), reason=why))
    return " ".join(line[:1].upper() + line[1:] for line in lines)


#: a map box narrower than this (CSS px) gets the narrow form: 13 columns of 30 px cells and
#: the suits' names beside them need about 560 px
MAP_NARROW_BELOW = 560
#: characters of a title line in the narrow form (a 320 px phone's box holds about 34)
_NARROW_TITLE = 32
#: the space before a number: "turn 9" is not broken over two lines
_NUMBER_GLUE = re.compile(r" (?=\d)")


def legal_map_narrow(grid: Grid, title: str, lang: str) -> dict[str, Any]:
    """The map's form for a narrow box (a phone: :data:`~.shown.NARROW_KEY`). The wide map's
    13 ranks in a 290 px box left 12 px a column for 30 px cells, which hid one another. Here
    the grid is turned a quarter: a column per suit, named at its top, a row per rank, so each
    cell has a quarter of the width and the map grows down, as a phone's page does. The title
    is broken into lines (plotly does not wrap one), and the legend wraps under the map. Every
    cell keeps its reason, shown on a tap."""
    return {
        "below": MAP_NARROW_BELOW,
        "transpose": True,
        "marker": {"size": 22},
        "layout": {
            "title": {"text": "<br>".join(textwrap.wrap(_NUMBER_GLUE.sub("\u00a0", title),
                                                        _NARROW_TITLE)) or title,
                      "font": {"size": 14}, "x": 0, "xanchor": "left"},
            "xaxis": {
                "title": {"text": ""},
                "tickvals": list(range(len(grid.suits))),
                "ticktext": [_suit_tick(s, grid.pack, lang).replace(" ", "<br>", 1)
                             for s in grid.suits],
                "range": [-0.5, len(grid.suits) - 0.5],
                "side": "top",
                "tickfont": {"size": 11},
            },
            "yaxis": {
                "title": {"text": ""},
                "tickvals": list(range(len(grid.ranks))),
                "ticktext": [_rank_tick(r, grid.pack, lang) for r in grid.ranks],
                "range": [len(grid.ranks) - 0.5, -0.5],
            },
            "legend": {"orientation": "h", "x": 0, "y": -0.01, "yanchor": "top"},
            "height": 250 + 28 * len(grid.ranks),  # 614 px for 13 ranks
            "margin": {"l": 36, "r": 8, "t": 110, "b": 10},
        },
    }  # fmt: skip


def legal_map_layout(grid: Grid, title: str, lang: str) -> dict[str, Any]:
    return {
        "title": {"text": title},
        "meta": {
            "description": legal_map_description(grid, title, lang),
            NARROW_KEY: legal_map_narrow(grid, title, lang),
        },
        "xaxis": {
            "title": {"text": t("ui.fig.rank", lang)},
            "tickvals": list(range(len(grid.ranks))),
            "ticktext": [_rank_tick(r, grid.pack, lang) for r in grid.ranks],
            "range": [-0.6, len(grid.ranks) - 0.4],
            "showgrid": False,
            "zeroline": False,
            "fixedrange": True,
        },
        "yaxis": {
            "title": {"text": t("ui.fig.suit", lang)},
            "tickvals": list(range(len(grid.suits))),
            "ticktext": [_suit_tick(s, grid.pack, lang) for s in grid.suits],
            "range": [len(grid.suits) - 0.5, -0.5],
            "showgrid": False,
            "zeroline": False,
            "fixedrange": True,
        },
        "legend": {"orientation": "h", "y": -0.3},
        "height": 330,
        "margin": {"l": 110, "r": 20, "t": 50, "b": 40},
        "plot_bgcolor": "#FFFFFF",
        "hovermode": "closest",
    }


def legal_map_figure(
    state: object, lang: str = "en", perspective: Perspective = None, grid: Grid | None = None
) -> go.Figure:
    """The legal-move map for the seat to move (or the ``perspective`` seat): suits x ranks.

    Cells on the table, the seat's legal cards, its other cards, cards held by others (shown
    when every hand is open, hidden in a seat's view), and cards out of play. Hover text says
    in ``lang`` why each card is or is not playable now.
    """
    view = view_of_state(state)
    grid = grid or view.grid(state, perspective, lang)
    return legal_map_of_grid(grid, legal_map_title(view, state, grid, lang), lang)


def legal_map_of_grid(grid: Grid, title: str, lang: str) -> go.Figure:
    """The legal-move map of ``grid`` under ``title``: what :func:`legal_map_figure` draws."""
    import plotly.graph_objects as go

    Figure = figure_class()
    traces = []
    for cat, data in zip(CATEGORIES, legal_map_traces(grid, lang)):
        colour, symbol, text_colour = CATEGORY_STYLE[cat]
        traces.append(
            go.Scatter(
                mode="markers+text",
                marker={
                    "symbol": symbol,
                    "size": 30,
                    "color": colour,
                    "line": {"width": 1, "color": "#333333"},
                },
                textfont={"color": text_colour, "size": 11},
                textposition="middle center",
                hoverinfo="text",
                showlegend=True,
                **data,
            )
        )
    return Figure(data=traces, layout=legal_map_layout(grid, title, lang))


# ---------------------------------------------------------------------------------------------
# Whole-game views


def turn_kinds(replay: Replay) -> list[dict[str, Any]]:
    """Per turn: index, seat, player, move code, number of legal moves and its kind
    ("pass", "forced" or "choice")."""
    out = []
    for turn in replay.turns:
        view = view_of_state(turn.before)
        n = len(view.legal_moves(turn.before))
        players = list(view.players(turn.before))
        kind = "pass" if turn.move == "pass" else ("forced" if n == 1 else "choice")
        out.append(
            {
                "index": turn.index,
                "seat": players.index(turn.player),
                "player": turn.player,
                "move": turn.move,
                "n_legal": n,
                "kind": kind,
            }
        )
    return out


def _move_text(replay: Replay, index: int, lang: str) -> str:
    turn = replay.turns[index - 1]
    return view_of_state(turn.before).move_word(turn.move, lang, turn.before)


def timeline_figure(replay: Replay, lang: str = "en") -> go.Figure:
    """Turns x seats: how many legal moves the seat to move had; passes and forced moves
    marked with their own symbols."""
    import plotly.graph_objects as go

    Figure = figure_class()
    players = list(view_of_state(replay.initial).players(replay.initial))
    rows = turn_kinds(replay)
    traces = []
    for kind in ("choice", "forced", "pass"):
        colour, symbol = KIND_STYLE[kind]
        sel = [r for r in rows if r["kind"] == kind]
        traces.append(
            go.Scatter(
                name=t(f"ui.fig.kind.{kind}", lang),
                x=[r["index"] for r in sel],
                y=[r["player"] for r in sel],
                mode="markers+text",
                text=[str(r["n_legal"]) for r in sel],
                textposition="top center",
                marker={
                    "symbol": symbol,
                    "color": colour,
                    "size": [8 + 2 * r["n_legal"] for r in sel],
                    "line": {"width": 1, "color": "#333333"},
                },
                hovertext=[
                    t(
                        "ui.fig.legal_count",
                        lang,
                        player=r["player"],
                        turn=r["index"],
                        n=r["n_legal"],
                        move=_move_text(replay, r["index"], lang),
                    )
                    for r in sel
                ],
                hoverinfo="text",
            )
        )
    layout = {
        "title": {"text": t("ui.fig.timeline", lang)},
        "xaxis": {"title": {"text": t("ui.fig.turn", lang)}},
        "yaxis": {
            "title": {"text": t("ui.fig.player", lang)},
            "categoryorder": "array",
            "categoryarray": players,
            "type": "category",
        },
        "height": 120 + 40 * len(players),
        "legend": {"orientation": "h", "y": -0.35},
        "plot_bgcolor": "#FFFFFF",
    }
    return Figure(data=traces, layout=layout)


def hand_sizes_figure(replay: Replay, lang: str = "en") -> go.Figure:
    """Cards in each hand after every turn (0 = the starting position)."""
    import plotly.graph_objects as go

    Figure = figure_class()
    states = replay.states
    players = list(view_of_state(replay.initial).players(replay.initial))
    sizes = [view_of_state(s).hand_sizes(s) for s in states]
    traces = [
        go.Scatter(
            name=name,
            x=list(range(len(states))),
            y=[row[i] for row in sizes],
            mode="lines+markers",
            line={"color": SEAT_COLOURS[i % len(SEAT_COLOURS)], "shape": "hv"},
            marker={"symbol": SEAT_SYMBOLS[i % len(SEAT_SYMBOLS)], "size": 6},
        )
        for i, name in enumerate(players)
    ]
    layout = {
        "title": {"text": t("ui.fig.hand_sizes", lang)},
        "xaxis": {"title": {"text": t("ui.fig.turn", lang)}},
        "yaxis": {"title": {"text": t("ui.fig.cards", lang)}, "rangemode": "tozero"},
        "height": 320,
        "plot_bgcolor": "#FFFFFF",
    }
    return Figure(data=traces, layout=layout)


def running_scores_traces(
    data: Mapping[str, Any], lang: str
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The running-score chart's changing parts, from :func:`views.scoresheet_data`: one dict
    (name, x, y) per player then one for the tie marker (empty when nobody ties), and the
    annotations."""
    players: Sequence[str] = data["players"]
    deals: Sequence[str] = data["deals"]
    running = data["running"]
    xs = list(deals[: len(running)])
    traces = [
        {"name": name, "x": xs, "y": [row[i] for row in running]} for i, name in enumerate(players)
    ]
    leaders = data["leaders"]
    annotations: list[dict[str, Any]] = []
    tie = {"name": t("ui.fig.tie", lang, players=", ".join(leaders)), "x": [], "y": []}
    if len(leaders) > 1 and running:
        last = xs[-1]
        low = min(running[-1])
        tie["x"], tie["y"] = [last] * len(leaders), [low] * len(leaders)
        annotations.append({"x": last, "y": low, "text": tie["name"], "showarrow": True, "ay": 40})
    traces.append(tie)
    return traces, annotations


def running_scores_figure(sheet: ScoreSheet | SheetReport, lang: str = "en") -> go.Figure:
    """Running totals over a Femkamp/Sjukamp match (lowest wins); a tie for the lowest final
    total is marked with star markers, an annotation and a legend entry.

    ``sheet`` is a ``ScoreSheet`` or its report. The last trace is always the tie marker
    (empty without a tie), so a widget can update the figure in place.
    """
    import plotly.graph_objects as go

    Figure = figure_class()
    data = scoresheet_data(sheet, lang)
    parts, annotations = running_scores_traces(data, lang)
    traces = []
    for i, part in enumerate(parts[:-1]):
        traces.append(
            go.Scatter(
                mode="lines+markers",
                line={"color": SEAT_COLOURS[i % len(SEAT_COLOURS)]},
                marker={"symbol": SEAT_SYMBOLS[i % len(SEAT_SYMBOLS)], "size": 8},
                **part,
            )
        )
    traces.append(
        go.Scatter(
            mode="markers",
            marker={
                "symbol": "star",
                "size": 18,
                "color": OKABE_ITO["yellow"],
                "line": {"width": 1, "color": "#000000"},
            },
            hoverinfo="name",
            **parts[-1],
        )
    )
    layout = {
        "title": {"text": t("ui.fig.running", lang)},
        "xaxis": {"title": {"text": t("ui.fig.deal", lang)}, "type": "category"},
        "yaxis": {"title": {"text": t("ui.fig.points", lang)}},
        "annotations": annotations,
        "height": 340,
        "plot_bgcolor": "#FFFFFF",
    }
    return Figure(data=traces, layout=layout)


def sedma_points_series(replay_or_state: Any) -> tuple[list[str], list[list[int]]]:
    """Points per side after each finished trick of a Sedma game: (side labels, one list of
    cumulative points per side, starting at 0 before the first trick). The sides are the final
    state's (with three players they are known once the red king is out, or at the end)."""
    final = replay_or_state.states[-1] if hasattr(replay_or_state, "states") else replay_or_state
    sides = final.sides
    if sides is None:  # three players and the red king still unseen: seats stand alone
        sides = tuple((s,) for s in range(final.n_players))
    labels = ["+".join(final.players[s] for s in side) for side in sides]
    series = [[0] for _ in sides]
    for trick in final.tricks:
        for k, side in enumerate(sides):
            gain = trick.points if trick.winner in side else 0
            series[k].append(series[k][-1] + gain)
    return labels, series


def sedma_points_figure(replay_or_state: object, lang: str = "en") -> go.Figure:
    """Points per side over a Sedma game, trick by trick (90 in all: aces, tens, last trick)."""
    import plotly.graph_objects as go

    Figure = figure_class()
    labels, series = sedma_points_series(replay_or_state)
    traces = [
        go.Scatter(
            name=t("ui.fig.side", lang, side=label),
            x=list(range(len(values))),
            y=values,
            mode="lines+markers",
            line={"color": SEAT_COLOURS[k % len(SEAT_COLOURS)], "shape": "hv"},
            marker={"symbol": SEAT_SYMBOLS[k % len(SEAT_SYMBOLS)], "size": 8},
        )
        for k, (label, values) in enumerate(zip(labels, series))
    ]
    layout = {
        "title": {"text": t("ui.fig.sedma_points", lang)},
        "xaxis": {"title": {"text": t("ui.fig.trick", lang)}, "dtick": 1},
        "yaxis": {"title": {"text": t("ui.fig.points", lang)}, "range": [0, 95]},
        "height": 320,
        "plot_bgcolor": "#FFFFFF",
    }
    return Figure(data=traces, layout=layout)


__all__ = [
    "CATEGORY_STYLE",
    "OKABE_ITO",
    "hand_sizes_figure",
    "legal_map_figure",
    "legal_map_layout",
    "legal_map_title",
    "legal_map_traces",
    "running_scores_figure",
    "running_scores_traces",
    "sedma_points_figure",
    "sedma_points_series",
    "timeline_figure",
    "turn_kinds",
]
