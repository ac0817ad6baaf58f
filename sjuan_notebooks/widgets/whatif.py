"""What would you play? Each legal move of a Sevens position with its chance of going out first.

``WhatWouldYouPlay(state)`` or ``WhatWouldYouPlay("sjuan-worked-example", turn=3)`` (the
position before that turn). The search player (:meth:`players.SearchSevens.move_values`, a
fixed seed) estimates, from the seat to move's own view, each legal move's probability of
going out first; a bar chart shows them with each move's explanation in the hover text. When
the position is small enough (:func:`tactics.solver_verdicts`), the solver's verdict with all
hands open colours each bar: keeps or throws away a forced win. Colours are Okabe-Ito, and each
verdict also has its own bar pattern and legend entry.

``ask_first=True`` makes it a question (predict, then reveal): the learner sees the table and
the mover's hand and picks a move; only then do the verdict on that move, the chart and the
per-move lines appear, and the pick counts in a :class:`~.quiz.Tally` when the position has a
right answer (the mover can force going out first: right is a move that keeps it). A position
menu and a "next position" button go through several positions: every turn with a choice of a
record, or a :class:`tactics.positions.PositionSet`, whose stored evaluations make each answer
instant (computing one takes about a second).

Python API for tests and notebooks: :meth:`choose`, :meth:`chosen`, :meth:`is_right`,
:meth:`next_position`, :meth:`go`, :meth:`values`, :meth:`best`, :meth:`verdicts`,
:meth:`shown_text`, :meth:`set_lang`, :meth:`set_position`, :meth:`set_turn`.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Sequence
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from ..core.cards import cards_of_mask, parse_card
from ..core.errors import (
    PositionError,
    SjuanError,
    UnknownOptionError,
    check_lang,
    check_state,
    shown,
)
from ..core.records import example_names, load_record
from ..core.registry import replay
from ..figures.charts import OKABE_ITO
from ..i18n import t
from ..i18n.numbers import fmt_percent, plotly_separators
from ..render.html import TEXT_RIGHT, TEXT_WRONG, hand_html, sevens_table_html
from ..sevens.engine import Move, SevensState, explain, legal_moves
from ..sevens.players import SearchSevens, voids_from_states
from ..tactics.positions import Evaluation, Position, PositionSet, evaluate, record_positions
from ..tactics.verdicts import MoveVerdict
from ..views.sevens import SevensView
from .common import (
    FigureBox,
    Sentence,
    Spoken,
    Transactional,
    button,
    lang_dropdown,
    said,
    transaction,
)
from .quiz import Tally

#: bar category -> (colour, pattern shape); one trace each, always in this order
KINDS: dict[str, tuple[str, str]] = {
    "unsolved": (OKABE_ITO["blue"], ""),
    "keeps": (OKABE_ITO["bluish_green"], ""),
    "throws_away": (OKABE_ITO["vermillion"], "x"),
    "gives": (OKABE_ITO["orange"], "/"),
    "open": (OKABE_ITO["sky_blue"], "."),
}
#: the chart's fonts, readable on a projector
FONT = 15


def _code(move: Move) -> str:
    return str(move.code)


def _wrap(text: str, width: int = 60) -> str:
    """A Plotly title broken into lines (Plotly does not wrap: a long title is cut)."""
    return "<br>".join(textwrap.wrap(text, width)) or text


class WhatIfChoiceError(SjuanError):
    """A move that is not one of the position's, or a second pick at the same position."""

    key = "whatif.error.not_legal"


class WhatWouldYouPlay(Spoken, Transactional, w.VBox):
    """Search values (and solver verdicts) for every legal move of a Sevens position.

    ``position``: a :class:`SevensState` with every hand; a Sevens record (a dict, an example
    name, a path, or a replay) with ``turn`` (1-based; the position before that turn, with the
    voids the earlier forced passes proved); a :class:`PositionSet`; or a list of
    :class:`Position`. ``seed`` fixes the search's random numbers; ``worlds`` and ``rollouts``
    default to the search player's own. ``solve=False`` never calls the solver.
    ``ask_first``: ask before revealing (see the module). ``tally``: where answers count
    (ask mode; a new one by default). ``known``: stored evaluations (default: the
    PositionSet's own), used when they were made with the same seed, worlds and rollouts.
    """

    def __init__(
        self,
        position: object,
        turn: int | None = None,
        *,
        lang: str = "en",
        seed: int = 0,
        worlds: int | None = None,
        rollouts: int | None = None,
        solve: bool = True,
        ask_first: bool = False,
        tally: Tally | None = None,
        known: PositionSet | None = None,
    ) -> None:
        self._lang = check_lang(lang)
        _check_count("seed", seed, None)
        _check_count("worlds", worlds, 1)
        _check_count("rollouts", rollouts, 1)
        for name, flag in (("solve", solve), ("ask_first", ask_first)):
            if not isinstance(flag, bool):
                raise UnknownOptionError("edge.flag", name=name, value=shown(flag))
        self.seed = seed
        base = SearchSevens()
        self.worlds = base.worlds if worlds is None else worlds
        self.rollouts = base.rollouts if rollouts is None else rollouts
        self.solve = solve
        self.ask_first = ask_first
        self._message: Sentence | None = None
        self._states: list[SevensState] = []
        self._example: str | None = None
        self.known = known
        self.positions, start = self._positions_of(position, turn)
        self.index = start
        self._chosen: str | None = None
        self._evaluation: Evaluation | None = None
        self._counted: set[int] = set()
        self.tally = tally if tally is not None else (Tally(self._lang) if ask_first else None)

        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self.position_select = w.Dropdown(layout=w.Layout(width="400px", max_width="100%"))
        self.position_select.add_class("sjuan-whatif-position")
        self._relabel_positions()
        self.position_select.observe(self._on_position, names="value")
        self.next_button = button(
            "whatif.next", self._lang, "sjuan-whatif-next", lambda _: self.next_position(),
            tip_key="whatif.next.tip", icon="arrow-right",
        )  # fmt: skip
        self.position_html = w.HTML()
        self.position_html.add_class("sjuan-whatif-table")
        self.question_html = w.HTML()
        self.question_html.add_class("sjuan-whatif-question")
        self.choice_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.choice_box.add_class("sjuan-whatif-choices")
        self.verdict_html = w.HTML()
        self.verdict_html.add_class("sjuan-whatif-verdict")
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
                        texttemplate="%{text}",
                        textposition="outside",
                        textfont={"size": FONT},
                        cliponaxis=False,
                        hovertemplate="%{hovertext}<extra></extra>",
                    )
                    for kind, (colour, shape) in KINDS.items()
                ],
                layout=go.Layout(
                    barmode="overlay",
                    height=460,
                    font={"size": FONT},
                    margin={"t": 130, "b": 70, "l": 80, "r": 20},
                    title={
                        "x": 0,
                        "xanchor": "left",
                        "y": 0.93,
                        "yanchor": "top",
                        "font": {"size": FONT + 3},
                    },  # fmt: skip
                    xaxis={"automargin": True, "tickfont": {"size": FONT + 1}},
                    yaxis={"range": [0, 1.12], "automargin": True, "tickvals": _TICKS},
                    legend={"orientation": "h", "x": 0, "y": 1.02, "yanchor": "bottom"},
                ),
            ),
            "sjuan-whatif-chart",
        )
        super().__init__()
        self.nav_box = w.HBox([self.next_button])
        self.top_box = w.HBox(
            [self.position_select, self.lang_select],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        self._go(start)
        self.add_class("sjuan-whatif")
        if ask_first:
            self.add_class("sjuan-whatif-ask")

    # -- the positions ------------------------------------------------------------------------
    def _positions_of(self, position: Any, turn: int | None) -> tuple[list[Position], int]:
        if isinstance(position, SevensState):
            return [Position(position, (), position.turn + 1)], 0
        if isinstance(position, PositionSet):
            if self.known is None:
                self.known = position
            positions = list(position.positions)
        elif isinstance(position, (list, tuple)) and all(isinstance(p, Position) for p in position):
            positions = list(position)
        else:
            rep = position if hasattr(position, "turns") else replay(load_record(position))
            if not isinstance(rep.initial, SevensState):
                raise PositionError("edge.whatif.not_sevens")
            self._states = list(rep.states)
            if isinstance(position, str) and position in example_names():
                self._example = position
            positions = record_positions(rep, example=self._example)
            if turn is not None or not positions:
                self._check_turn(1 if turn is None else turn)
                return self._with_turn(positions, 1 if turn is None else turn)
            return positions, 0
        if not positions:
            raise PositionError("edge.not_a_state")
        if turn is not None:
            raise PositionError("edge.whatif.no_record")
        return positions, 0

    def _check_turn(self, turn: object) -> None:
        total = len(self._states) - 1
        if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= total:
            raise PositionError("edge.whatif.turn", turn=shown(turn), total=total)

    def _with_turn(self, positions: list[Position], turn: int) -> tuple[list[Position], int]:
        """``positions`` with the record's position before ``turn`` among them, in turn order,
        and its index."""
        for i, p in enumerate(positions):
            if p.turn == turn:
                return positions, i
        history = self._states[:turn]
        new = Position(history[-1], voids_from_states(history), turn, self._example)
        out = sorted([*positions, new], key=lambda p: p.turn)
        return out, out.index(new)

    @property
    def current(self) -> Position:
        return self.positions[self.index]

    def _go(self, index: int) -> None:
        self.index = index
        position = self.current
        check_state(position.state, SevensState)
        self.state = position.state
        self.voids = tuple(position.voids)
        self._legal = legal_moves(self.state)
        self._chosen = None
        self._evaluation = None
        if not self.ask_first:
            self._evaluate()
        self._relabel_positions()
        self._new_buttons()
        self._render()

    @transaction
    def go(self, index: int) -> None:
        """Open position ``index`` (0-based), unanswered."""
        total = len(self.positions)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < total:
            shown_index = index + 1 if isinstance(index, int) else shown(index)
            raise WhatIfChoiceError("whatif.error.position", index=shown_index, total=total)
        self._go(index)
        self._say(None)

    @transaction
    def next_position(self) -> bool:
        """Go on to the next position; False (and a sentence) after the last."""
        if self.index + 1 >= len(self.positions):
            self._say(said("whatif.last"))
            return False
        self._go(self.index + 1)
        self._say(None)
        return True

    @transaction
    def set_turn(self, turn: int) -> None:
        """Show the position before ``turn`` of the record this widget was built from."""
        if not self._states:
            raise PositionError("edge.whatif.no_record")
        self._check_turn(turn)
        self.positions, self.index = self._with_turn(self.positions, turn)
        self._relabel_positions()
        self._go(self.index)
        self._say(None)

    @transaction
    def set_position(self, state: SevensState, voids: Sequence[int] = ()) -> None:
        """Show a new position instead of the ones given (every hand known; ``voids`` as in
        :func:`players.voids_from_states`, empty when the history is unknown)."""
        check_state(state, SevensState)
        if isinstance(voids, (str, bytes)) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in voids
        ):
            raise PositionError("edge.not_a_state")
        self._states = []
        self.positions = [Position(state, tuple(voids), state.turn + 1)]
        self.index = 0
        self._relabel_positions()
        self._go(0)
        self._say(None)

    def _evaluate(self) -> Evaluation:
        """Both views of the current position: stored if known, else computed (a second)."""
        if self._evaluation is None:
            stored = None
            if self.known is not None:
                stored = self.known.known(self.current, self.seed, self.worlds, self.rollouts)
            if stored is not None and list(stored.values) != [_code(m) for m in self._legal]:
                stored = None
            if stored is None:
                stored = evaluate(
                    self.state, self.voids, seed=self.seed, worlds=self.worlds,
                    rollouts=self.rollouts, solve=self.solve,
                )  # fmt: skip
            if not self.solve and stored.verdicts is not None:
                stored = Evaluation(stored.values, None, stored.seed, stored.worlds,
                                    stored.rollouts)  # fmt: skip
            self._evaluation = stored
        return self._evaluation

    # -- asking -------------------------------------------------------------------------------
    def choices(self) -> list[str]:
        """The moves offered, as codes :meth:`choose` takes."""
        return [_code(m) for m in self._legal]

    @transaction
    def choose(self, move: str) -> bool | None:
        """The learner's pick: reveals the verdict on it, the chart and the lines, and counts
        it in the tally (once per position). Returns :meth:`is_right`. A move that is not
        offered, or a second pick, is refused with a sentence and changes nothing."""
        offered = self.choices()
        code = str(move).strip()
        code = "pass" if code.lower() == "pass" else code.upper()
        if code not in offered:
            names = ", ".join(self._label(c) for c in offered)
            raise WhatIfChoiceError(move=shown(move), moves=names)
        if self._chosen is not None:
            raise WhatIfChoiceError("whatif.error.chosen")
        self._chosen = code
        self._evaluate()
        right = self.is_right()
        if self.tally is not None and right is not None and self.index not in self._counted:
            self._counted = self._counted | {self.index}
            self.tally.record(right)
        self._render()
        self._say(None)
        return right

    def chosen(self) -> str | None:
        return self._chosen

    @property
    def revealed(self) -> bool:
        return not self.ask_first or self._chosen is not None

    def is_right(self) -> bool | None:
        """Whether the pick keeps the mover's forced win; None when nothing is picked yet or
        the position has no right answer (not solved, or the mover cannot force a win)."""
        if self._chosen is None:
            return None
        verdicts = self._evaluate().verdicts
        if not verdicts or not any(v.kind in ("keeps", "throws_away") for v in verdicts.values()):
            return None
        return verdicts[self._chosen].kind == "keeps"

    # -- reading it -----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    def values(self) -> dict[str, float]:
        """Each legal move's estimated chance of going out first, by move code."""
        return dict(self._evaluate().values)

    def best(self) -> str | None:
        """The move the search player would choose (ties: the first in canonical order)."""
        return self._evaluate().best()

    def verdicts(self) -> dict[str, MoveVerdict] | None:
        """The solver's verdict per move code, or None when the position was not solved."""
        verdicts = self._evaluate().verdicts
        return None if verdicts is None else dict(verdicts)

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.state.hands)

    def lines(self) -> list[str]:
        """The analysis, one line each (the title, the pick, one per move)."""
        lg = self._lang
        state = self.state
        if not self._legal:
            return [t("ui.whatif.over", lg)]
        evaluation = self._evaluate()
        values = evaluation.values
        out = [self._title()]
        best = evaluation.best()
        assert best is not None
        out.append(
            t("ui.whatif.best", lg, move=self._word(best), p=fmt_percent(values[best], lg),
              worlds=t("ui.count.possible_deals", lg, n=self.worlds),
              rollouts=t("ui.count.playouts", lg, n=self.rollouts))
        )  # fmt: skip
        if self.solve and evaluation.verdicts is None:
            out.append(t("ui.whatif.no_solver", lg, n=self.cards_left()))
        for move in self._legal:
            code = _code(move)
            why = explain(state, move).text(lg)
            out.append(
                t("ui.whatif.line", lg, move=self._word(code), p=fmt_percent(values[code], lg),
                  why=why)
            )  # fmt: skip
            if evaluation.verdicts is not None:
                verdict = evaluation.verdicts[code].text(lg, self._word)
                out.append(t("ui.whatif.solver_line", lg, verdict=verdict))
        return out

    def verdict_lines(self) -> list[str]:
        """What the pick gets: the solver's word on it and the search's view (empty before)."""
        if self._chosen is None:
            return []
        lg = self._lang
        evaluation = self._evaluate()
        name = self._word(self._chosen)
        out = []
        if evaluation.verdicts is None:
            out.append(t("whatif.you_chose.unsolved", lg, move=name))
        else:
            verdict = evaluation.verdicts[self._chosen]
            out.append(t("whatif.you_chose", lg, move=name, verdict=verdict.text(lg, self._word)))
            if self.is_right() is None:
                out.append(t("whatif.no_forced", lg))
        best = evaluation.best()
        assert best is not None
        out.append(
            t("whatif.search_view", lg, p=fmt_percent(evaluation.values[self._chosen], lg),
              move=name, best=self._word(best), q=fmt_percent(evaluation.values[best], lg))
        )  # fmt: skip
        return out

    def position_label(self, index: int | None = None, lang: str | None = None) -> str:
        lg = self._lang if lang is None else lang
        p = self.positions[self.index if index is None else index]
        if p.example is not None:
            return t("whatif.position.example", lg, turn=p.turn, player=p.player)
        if p.deal is not None:
            return t("whatif.position.seeded", lg, seed=p.deal[2], turn=p.turn, player=p.player)
        return t("whatif.position.state", lg, turn=p.turn, player=p.player)

    def shown_text(self) -> str:
        """What the learner reads: the analysis; asking first, the question until the pick,
        then the verdict on the pick and the analysis."""
        if not self.ask_first:
            return "\n".join(self.lines())
        out = [self.position_label()]
        if not self._legal:
            return "\n".join([*out, t("ui.whatif.over", self._lang)])
        if self._chosen is None:
            return "\n".join([*out, self._question()])
        return "\n".join([*out, *self.verdict_lines(), *self.lines()])

    # -- language and drawing -------------------------------------------------------------------
    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        self.message_html.value = html.escape(self.message())

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = (
        "positions",
        "index",
        "state",
        "voids",
        "_legal",
        "_chosen",
        "_evaluation",
        "_counted",
        "_states",
        "_lang",
        "_message",
    )

    def _control_values(self) -> dict[w.ValueWidget, object]:
        # the position menu is drawn from ``positions`` and ``index`` (see _relabel_positions)
        return {self.lang_select: self.lang_select.value}

    def _redraw(self) -> None:
        self.lang_select.description = t("ui.lang", self._lang)
        self._relabel_positions()
        self._new_buttons()
        self._render()
        self._say(self._message)

    def _held(self) -> tuple[object, ...]:
        # not the evaluation: a cache, filled when first needed (asking first: at the pick)
        return (tuple(self.positions), self.index, self.state, self.voids, self._chosen,
                tuple(sorted(self._counted)), self.seed, self.solve, self.ask_first)  # fmt: skip

    def _shown(self) -> tuple[object, ...]:
        return (self.position_html.value, self.question_html.value, self.verdict_html.value,
                self.text_html.value, self.figure.bundle,
                tuple(b.description for b in self.choice_box.children))  # fmt: skip

    @transaction
    def _on_lang(self, change: dict[str, Any]) -> None:
        self._lang = check_lang(change["new"])
        self.lang_select.description = t("ui.lang", self._lang)
        if self.tally is not None:
            self.tally.set_lang(self._lang)
        self.next_button.description = t("whatif.next", self._lang)
        self.next_button.tooltip = t("whatif.next.tip", self._lang)
        self._relabel_positions()
        self._new_buttons()
        self._render()
        self._say(self._message)

    @transaction
    def _on_position(self, change: dict[str, Any]) -> None:
        if self._restoring or change["new"] is None or change["new"] == self.index:
            return
        self._go(int(change["new"]))
        self._say(None)

    def _relabel_positions(self) -> None:
        options = [(self.position_label(i), i) for i in range(len(self.positions))]
        select = self.position_select
        select.description = t("whatif.position", self._lang)
        if list(select.options) != options:
            syncing, self._restoring = self._restoring, True
            try:
                select.options = options
                select.value = self.index
            finally:
                self._restoring = syncing
        elif select.value != self.index:
            syncing, self._restoring = self._restoring, True
            try:
                select.value = self.index
            finally:
                self._restoring = syncing
        many = len(self.positions) > 1
        select.layout.display = None if many else "none"

    def _new_buttons(self) -> None:
        buttons = []
        for code in self.choices():
            b = w.Button(
                description=self._label(code),
                tooltip=str(self._word(code)),
                layout=w.Layout(width="auto", height="38px", margin="2px 4px 2px 0"),
            )
            b.style.font_size = "16px"
            b.style.font_weight = "bold"
            b.add_class("sjuan-btn")
            b.add_class("sjuan-whatif-choice")
            b.add_class(f"sjuan-choice-{code}")
            b.on_click(lambda _, c=code: self.choose(c))
            buttons.append(b)
        self.choice_box.children = tuple(buttons)

    def _label(self, code: str) -> str:
        """A move on a button or the chart's axis: the card's short name ("♥3"), or the pass's
        label."""
        if code == "pass":
            return str(SevensView().move_label(self.state, code, self._lang))
        return str(parse_card(code).short(self._lang))

    def _word(self, code: str) -> Any:
        """A move named in a sentence ("hjärter åtta", "stå över"), with its case forms."""
        return SevensView().move_word(code, self._lang, self.state)

    def _question(self) -> str:
        return t("whatif.ask.question", self._lang, player=self.state.player)

    def _title(self) -> str:
        return t("ui.whatif.title", self._lang, player=self.state.player)

    def _kind(self, code: str) -> str:
        verdicts = self._evaluate().verdicts
        if verdicts is None:
            return "unsolved"
        return verdicts[code].kind

    def _kind_name(self, kind: str) -> str:
        if kind == "unsolved":
            return t("ui.whatif.unsolved", self._lang)
        return t(f"ui.whatif.kind.{kind}", self._lang)

    def _position_markup(self) -> str:
        """The table and the mover's hand, as the mover sees them (the others' hands hidden)."""
        lg, state = self._lang, self.state
        seat = state.to_move
        hand = list(cards_of_mask(state.hands[seat]))
        label = html.escape(t("ui.hand_of", lg, player=state.player, n=len(hand)))
        others = " · ".join(
            t("ui.hand_of", lg, player=name, n=state.hand_count(i))
            for i, name in enumerate(state.players)
            if i != seat
        )
        return (
            '<div class="sjuan-state" style="font-family:sans-serif;font-size:15px">'
            f"<div><b>{html.escape(self.position_label())}</b></div>"
            + sevens_table_html(state, lg)
            + f'<div style="margin-top:4px"><b>{label} ▶</b><br>'
            + hand_html(hand, lang=lg, scale=0.8)
            + f"</div><div>{html.escape(others)}</div></div>"
        )

    def _render(self) -> None:
        revealed = self.revealed
        over = not self._legal
        self.position_html.value = self._position_markup() if self.ask_first else ""
        self.question_html.value = (
            f"<b>{html.escape(self._question())}</b>" if self.ask_first and not over else ""
        )
        self._style_buttons()
        lines = self.verdict_lines()
        right = self.is_right() if self._chosen is not None else None
        mark = {True: "✓ ", False: "✗ ", None: ""}[right]
        colour = {True: TEXT_RIGHT, False: TEXT_WRONG, None: "inherit"}[right]
        self.verdict_html.value = (
            f'<div style="font-size:15px"><div style="color:{colour}">'
            f"<b>{html.escape(mark + lines[0])}</b></div>"
            + "".join(f"<div>{html.escape(x)}</div>" for x in lines[1:])
            + "</div>"
            if lines
            else ""
        )
        if revealed:
            self._render_analysis()
        else:
            self.text_html.value = ""
        parts: list[w.Widget] = [self.top_box, self.message_html]
        if self.ask_first:
            parts += [self.position_html, self.question_html, self.choice_box]
        if self._chosen is not None:
            parts.append(self.verdict_html)
        if revealed:
            parts.append(self.text_html)
            if not over:
                parts.append(self.figure)
        if len(self.positions) > 1:
            parts.append(self.nav_box)
        if self.ask_first and self.tally is not None:
            parts.append(self.tally)
        shown_now: tuple[object, ...] = tuple(getattr(self, "children", ()))
        if [id(c) for c in shown_now] != [id(c) for c in parts]:
            self.children = tuple(parts)

    def _style_buttons(self) -> None:
        verdicts = self._evaluation.verdicts if self._evaluation is not None else None
        for b, code in zip(self.choice_box.children, self.choices()):
            b.disabled = self._chosen is not None
            style = ""
            if self._chosen is not None:
                kind = verdicts[code].kind if verdicts else ""
                if kind == "keeps":
                    style = "success"
                elif code == self._chosen:
                    style = "danger" if kind in ("throws_away", "gives") else "info"
            b.button_style = style

    def _render_analysis(self) -> None:
        lg = self._lang
        lines = self.lines()
        self.text_html.value = "<br>".join(html.escape(x) for x in lines[1:])
        values = self._evaluate().values
        verdicts = self._evaluate().verdicts
        labels = [self._label(_code(m)) for m in self._legal]
        if self._chosen is not None:
            mine = self.choices().index(self._chosen)
            labels[mine] = f"<b>{labels[mine]}</b><br>{html.escape(t('whatif.your_move', lg))}"
        with self.figure.batch_update():
            for trace, kind in zip(self.figure.data, KINDS):
                xs, ys, text, hover = [], [], [], []
                for move, label in zip(self._legal, labels):
                    code = _code(move)
                    if self._kind(code) != kind:
                        continue
                    xs.append(label)
                    ys.append(values[code])
                    text.append(fmt_percent(values[code], lg, 0))
                    why = explain(self.state, move).text(lg)
                    value = html.escape(fmt_percent(values[code], lg))
                    tip = [f"<b>{html.escape(label)}</b>: {value}", html.escape(why)]
                    if verdicts is not None:
                        verdict = verdicts[code].text(lg, self._word)
                        tip.append(html.escape(t("ui.whatif.solver_line", lg, verdict=verdict)))
                    hover.append("<br>".join(tip))
                trace.x = xs
                trace.y = ys
                trace.text = text
                trace.hovertext = hover
                trace.name = self._kind_name(kind)
                trace.showlegend = bool(xs)
            layout = self.figure.layout
            layout.separators = plotly_separators(lg)
            layout.title.text = _wrap(lines[0])
            layout.xaxis.title.text = t("ui.whatif.xaxis", lg)
            layout.xaxis.categoryorder = "array"
            layout.xaxis.categoryarray = labels
            layout.yaxis.title.text = t("ui.whatif.yaxis", lg)
            layout.yaxis.ticktext = [fmt_percent(v, lg, 0) for v in _TICKS]


_TICKS = [0.0, 0.25, 0.5, 0.75, 1.0]


def _check_count(name: str, value: object, low: int | None) -> None:
    """``value`` is None (the default) or a whole number of at least ``low``."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
        if low is None:
            raise UnknownOptionError("edge.whole_number", name=name, value=shown(value))
        raise UnknownOptionError("edge.at_least", name=name, low=low, value=shown(value))


__all__ = ["KINDS", "WhatIfChoiceError", "WhatWouldYouPlay"]
