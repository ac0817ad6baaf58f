"""What would you play? Each legal move of a Sevens position with its chance of going out first.

``WhatWouldYouPlay(state)`` or ``WhatWouldYouPlay("sjuan-worked-example", turn=3)`` (the
position before that turn). The search player (:meth:`players.SearchSevens.move_values`, a
fixed seed) estimates, from the seat to move's own view, each legal move's probability of
going out first; a bar chart shows them with each move's explanation in the hover text. When
the position is small enough (:func:`tactics.solver_verdicts`), the solver's verdict with all
hands open colours each bar: keeps or throws away a forced win. Colours are Okabe-Ito, and each
verdict also has its own bar pattern and legend entry.

Python API for tests and notebooks: :meth:`values`, :meth:`best`, :meth:`verdicts`,
:meth:`shown_text`, :meth:`set_lang`, :meth:`set_position`, :meth:`set_turn`.
"""

from __future__ import annotations

import html
import random
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from ..core.cards import parse_card
from ..core.errors import PositionError, UnknownOptionError, check_lang, check_state
from ..core.records import load_record
from ..core.registry import replay
from ..core.safe_read import shown
from ..figures.charts import OKABE_ITO
from ..i18n import t
from ..i18n.numbers import fmt_percent, plotly_separators
from ..sevens.engine import SevensState, explain, legal_moves, seat_view
from ..sevens.players import SearchSevens, voids_from_states
from ..tactics.verdicts import MoveVerdict, solver_verdicts
from ..views.sevens import SevensView
from .common import FigureBox, Sentence, Transactional, lang_dropdown, transaction

#: bar category -> (colour, pattern shape); one trace each, always in this order
KINDS: dict[str, tuple[str, str]] = {
    "unsolved": (OKABE_ITO["blue"], ""),
    "keeps": (OKABE_ITO["bluish_green"], ""),
    "throws_away": (OKABE_ITO["vermillion"], "x"),
    "gives": (OKABE_ITO["orange"], "/"),
    "open": (OKABE_ITO["sky_blue"], "."),
}


def _code(move: Any) -> str:
    return str(move.code)


class WhatWouldYouPlay(Transactional, w.VBox):
    """Search values (and solver verdicts) for every legal move of a Sevens position.

    ``position``: a :class:`SevensState` with every hand, or a Sevens record (a dict, an
    example name, a path, or a replay) with ``turn`` (1-based; the position before that turn,
    with the voids the earlier forced passes proved). ``seed`` fixes the search's random
    numbers; ``worlds`` and ``rollouts`` default to the search player's own. ``solve=False``
    never calls the solver.
    """

    def __init__(
        self,
        position: Any,
        turn: int | None = None,
        *,
        lang: str = "en",
        seed: int = 0,
        worlds: int | None = None,
        rollouts: int | None = None,
        solve: bool = True,
    ) -> None:
        self._lang = check_lang(lang)
        _check_count("seed", seed, None)
        _check_count("worlds", worlds, 1)
        _check_count("rollouts", rollouts, 1)
        if not isinstance(solve, bool):
            raise UnknownOptionError("edge.flag", name="solve", value=shown(solve))
        self.seed = seed
        base = SearchSevens()
        self.worlds = base.worlds if worlds is None else worlds
        self.rollouts = base.rollouts if rollouts is None else rollouts
        self.solve = solve
        self._message: Sentence | None = None
        self._states: list[SevensState] = []
        voids: tuple[int, ...] = ()
        if isinstance(position, SevensState):
            state = position
        else:
            rep = position if hasattr(position, "turns") else replay(load_record(position))
            if not isinstance(rep.initial, SevensState):
                raise PositionError("edge.whatif.not_sevens")
            self._states = list(rep.states)
            state, voids = self._turn_position(1 if turn is None else turn)
        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self.text_html = w.HTML()
        self.text_html.add_class("sjuan-whatif-text")
        self.message_html = w.HTML()
        self.message_html.add_class("sjuan-message")
        self.figure = FigureBox(
            go.Figure(
                data=[
                    go.Bar(
                        x=[],
                        y=[],
                        name=kind,
                        marker={"color": colour, "pattern": {"shape": shape}},
                        texttemplate="%{y:.0%}",
                        textposition="outside",
                        hovertemplate="%{hovertext}<extra></extra>",
                    )
                    for kind, (colour, shape) in KINDS.items()
                ],
                layout=go.Layout(
                    barmode="overlay",
                    height=380,
                    margin={"t": 60, "b": 50, "l": 60, "r": 20},
                    yaxis={"range": [0, 1.08], "tickformat": ".0%"},
                    legend={"orientation": "h", "y": -0.2},
                ),
            ),
            "sjuan-whatif-chart",
        )
        super().__init__([self.lang_select, self.message_html, self.text_html, self.figure])
        self.add_class("sjuan-whatif")
        self._evaluate(state, voids)

    # -- the position -------------------------------------------------------------------------
    def _turn_position(self, turn: int) -> tuple[SevensState, tuple[int, ...]]:
        total = len(self._states) - 1
        if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= total:
            raise PositionError("edge.whatif.turn", turn=shown(turn), total=total)
        history = self._states[:turn]
        return history[-1], voids_from_states(history)

    @transaction
    def set_turn(self, turn: int) -> None:
        """Show the position before ``turn`` of the record this widget was built from."""
        if not self._states:
            raise PositionError("edge.whatif.no_record")
        self._evaluate(*self._turn_position(turn))
        self._say(None)

    @transaction
    def set_position(self, state: SevensState, voids: Any = ()) -> None:
        """Evaluate a new position (every hand known; ``voids`` as in
        :func:`players.voids_from_states`, empty when the history is unknown)."""
        self._evaluate(state, voids)
        self._say(None)

    def _evaluate(self, state: SevensState, voids: Any = ()) -> None:
        check_state(state, SevensState)
        if isinstance(voids, (str, bytes)) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in voids
        ):
            raise PositionError("edge.not_a_state")
        self.state = state
        self.voids = tuple(voids)
        self._legal = legal_moves(state)
        if self._legal:
            player = SearchSevens(self.worlds, self.rollouts, self.voids)
            view = seat_view(state, state.to_move)
            values = player.move_values(view, self._legal, random.Random(self.seed))
        else:
            values = []
        self._values = {_code(m): v for m, v in zip(self._legal, values)}
        self._verdicts = solver_verdicts(state) if self.solve and self._legal else None
        self._render()

    # -- reading it -----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    def values(self) -> dict[str, float]:
        """Each legal move's estimated chance of going out first, by move code."""
        return dict(self._values)

    def best(self) -> str | None:
        """The move the search player would choose (ties: the first in canonical order)."""
        if not self._values:
            return None
        top = max(self._values.values())
        return next(code for code, v in self._values.items() if v == top)

    def verdicts(self) -> dict[str, MoveVerdict] | None:
        """The solver's verdict per move code, or None when the position was not solved."""
        return None if self._verdicts is None else dict(self._verdicts)

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.state.hands)

    def lines(self) -> list[str]:
        """What the widget says, one line each (the title, the pick, one per move)."""
        lg = self._lang
        state = self.state
        if not self._legal:
            return [t("ui.whatif.over", lg)]
        out = [self._title()]
        best = self.best()
        assert best is not None
        out.append(
            t("ui.whatif.best", lg, move=self._word(best), p=fmt_percent(self._values[best], lg),
              worlds=t("ui.count.possible_deals", lg, n=self.worlds),
              rollouts=t("ui.count.playouts", lg, n=self.rollouts))
        )  # fmt: skip
        if self.solve and self._verdicts is None:
            out.append(t("ui.whatif.no_solver", lg, n=self.cards_left()))
        for move in self._legal:
            code = _code(move)
            why = explain(state, move).text(lg)
            out.append(
                t("ui.whatif.line", lg, move=self._word(code),
                  p=fmt_percent(self._values[code], lg), why=why)
            )  # fmt: skip
            if self._verdicts is not None:
                verdict = self._verdicts[code].text(lg, self._word)
                out.append(t("ui.whatif.solver_line", lg, verdict=verdict))
        return out

    def shown_text(self) -> str:
        return "\n".join(self.lines())

    # -- language and drawing -------------------------------------------------------------------
    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        self.message_html.value = html.escape(self.message())

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = ("state", "voids", "_legal", "_values", "_verdicts", "_lang", "_message")

    def _control_values(self) -> dict[Any, Any]:
        return {self.lang_select: self.lang_select.value}

    def _redraw(self) -> None:
        self.lang_select.description = t("ui.lang", self._lang)
        self._render()
        self._say(self._message)

    def _held(self) -> tuple[Any, ...]:
        return (self.state, self.voids, tuple(self._values.items()), self._verdicts, self.seed,
                self.solve)  # fmt: skip

    def _shown(self) -> tuple[Any, ...]:
        return (self.text_html.value, self.figure.outputs)

    @transaction
    def _on_lang(self, change: dict[str, Any]) -> None:
        """Only the language changes: the position, its values and a message on screen stay."""
        self._lang = check_lang(change["new"])
        self.lang_select.description = t("ui.lang", self._lang)
        self._render()
        self._say(self._message)

    def _label(self, code: str) -> str:
        """A move on the chart's axis: the card's short name ("♥3"), or the pass's label."""
        if code == "pass":
            return SevensView().move_label(self.state, code, self._lang)
        return parse_card(code).short(self._lang)

    def _word(self, code: str) -> str:
        """A move named in a sentence ("hjärter åtta", "stå över")."""
        return SevensView().move_word(code, self._lang, self.state)

    def _title(self) -> str:
        return t("ui.whatif.title", self._lang, player=self.state.player)

    def _kind(self, code: str) -> str:
        if self._verdicts is None:
            return "unsolved"
        return self._verdicts[code].kind

    def _kind_name(self, kind: str) -> str:
        if kind == "unsolved":
            return t("ui.whatif.unsolved", self._lang)
        return t(f"ui.whatif.kind.{kind}", self._lang)

    def _render(self) -> None:
        lg = self._lang
        lines = self.lines()
        self.text_html.value = "<br>".join(html.escape(x) for x in lines[1:])
        labels = [self._label(_code(m)) for m in self._legal]
        with self.figure.batch_update():
            for trace, kind in zip(self.figure.data, KINDS):
                xs, ys, hover = [], [], []
                for move, label in zip(self._legal, labels):
                    code = _code(move)
                    if self._kind(code) != kind:
                        continue
                    xs.append(label)
                    ys.append(self._values[code])
                    why = explain(self.state, move).text(lg)
                    value = html.escape(fmt_percent(self._values[code], lg))
                    tip = [f"<b>{html.escape(label)}</b>: {value}", html.escape(why)]
                    if self._verdicts is not None:
                        verdict = self._verdicts[code].text(lg, self._word)
                        tip.append(html.escape(t("ui.whatif.solver_line", lg, verdict=verdict)))
                    hover.append("<br>".join(tip))
                trace.x = xs
                trace.y = ys
                trace.hovertext = hover
                trace.name = self._kind_name(kind)
                trace.showlegend = bool(xs)
            layout = self.figure.layout
            layout.separators = plotly_separators(lg)
            layout.title.text = lines[0]
            layout.xaxis.title.text = t("ui.whatif.xaxis", lg)
            layout.xaxis.categoryorder = "array"
            layout.xaxis.categoryarray = labels
            layout.yaxis.title.text = t("ui.whatif.yaxis", lg)


def _check_count(name: str, value: Any, low: int | None) -> None:
    """``value`` is None (the default) or a whole number of at least ``low``."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
        if low is None:
            raise UnknownOptionError("edge.whole_number", name=name, value=shown(value))
        raise UnknownOptionError("edge.at_least", name=name, low=low, value=shown(value))


__all__ = ["KINDS", "WhatWouldYouPlay"]
