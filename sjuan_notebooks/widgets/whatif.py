"""What would you play? Each legal move of a position with its chance of going out first.

``WhatWouldYouPlay(state)`` or ``WhatWouldYouPlay("sjuan-worked-example", turn=3)`` (the
position before that turn). Everything game-specific comes through the registry: the game's
spec names its :class:`~sjuan_notebooks.core.contract.WhatIfAPI` (the Sevens games':
:data:`tactics.positions.SEVENS_WHATIF`) and its view adapter draws and names the moves; a game
without one is refused in a sentence. The search (a fixed seed) estimates, from the seat to
move's own view, each legal move's probability of going out first; a bar chart shows them with
each move's explanation in the hover text. When the position is small enough, the solver's
verdict with all hands open colours each bar: keeps or throws away a forced win. Colours are
Okabe-Ito, and each verdict also has its own bar pattern and legend entry.

``ask_first=True`` makes it a question (predict, then reveal): the learner sees the table and
the mover's hand and picks a move; only then do the verdict on that move, the chart and the
per-move lines appear. The learner sees one hand, so the pick is judged on what that hand
could know (the game's ``judge``: for Sevens, the solver over 16 deals of the hidden cards that
fit the table, the hand sizes and the passes; right is within 2 deals of the best move), and
counts in a :class:`~.quiz.Tally` when some move is wrong there. Where the position is too big
to weigh at a click, the verdict says plainly that only the solver, seeing every hand, speaks,
and the pick is not counted. A position menu and a "next position" button go through several
positions: every turn with a choice of a record, or a :class:`tactics.positions.PositionSet`,
whose stored evaluations make each answer instant (computing one takes about a second).

Python API for tests and notebooks: :meth:`choose`, :meth:`chosen`, :meth:`is_right`,
:meth:`next_position`, :meth:`go`, :meth:`values`, :meth:`best`, :meth:`verdicts`,
:meth:`shown_text`, :meth:`set_lang`, :meth:`set_position`, :meth:`set_turn`.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..core.cards import Card
from ..core.contract import State, WhatIfAPI
from ..core.errors import (
    PositionError,
    RecordError,
    SjuanError,
    UnknownOptionError,
    check_lang,
    shown,
)
from ..core.records import example_names, load_record
from ..core.registry import GameSpec, replay, spec_of_state
from ..figures.charts import OKABE_ITO
from ..i18n import t
from ..i18n.forms import Named
from ..i18n.numbers import fmt_percent, plotly_separators
from ..render.html import TEXT_RIGHT, TEXT_WRONG
from ..tactics.positions import Evaluation, Judgement, Position, PositionSet
from ..tactics.verdicts import MoveVerdict
from ..views.base import AnyView, card_short
from .common import (
    HTML,
    ButtonLook,
    FigureBox,
    HBox,
    Sentence,
    Spoken,
    Transactional,
    VBox,
    button,
    discard,
    lang_dropdown,
    said,
    shared,
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


def _code(move: Any) -> str:
    return str(move.code)


def _spec_of(state: object) -> GameSpec | None:
    """The spec of the game ``state`` is a position of, if it is one."""
    try:
        return spec_of_state(state)
    except RecordError:
        return None


def _whatif_of(state: object) -> tuple[GameSpec, WhatIfAPI]:
    """The game of ``state`` and its what-if hooks; refused in a sentence when it has none."""
    spec = _spec_of(state)
    if spec is None:
        raise PositionError()
    hooks = spec.what_if()
    if hooks is None:
        raise PositionError("edge.whatif.not_sevens")
    return spec, hooks


def _wrap(text: str, width: int = 60) -> str:
    """A Plotly title broken into lines (Plotly does not wrap: a long title is cut)."""
    return "<br>".join(textwrap.wrap(text, width)) or text


class WhatIfChoiceError(SjuanError):
    """A move that is not one of the position's, or a second pick at the same position."""

    key = "whatif.error.not_legal"


class WhatWouldYouPlay(Spoken, Transactional, VBox):
    """Search values (and solver verdicts) for every legal move of a position.

    ``position``: a state with every hand, of a game whose spec has what-if hooks (the Sevens
    games); a record of one (a dict, an example name, a path, or a replay) with ``turn``
    (1-based; the position before that turn, with the voids the earlier forced passes proved);
    a :class:`PositionSet`; or a list of :class:`Position`. ``seed`` fixes the search's and the
    judge's random numbers; ``worlds`` and ``rollouts`` default to the search player's own.
    ``solve=False`` never calls the solver (nor the judge, which solves).
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
        self._worlds, self._rollouts = worlds, rollouts
        self.solve = solve
        self.ask_first = ask_first
        self._message: Sentence | None = None
        self._states: list[State] = []
        self._example: str | None = None
        self.known = known
        self.positions, start = self._positions_of(position, turn)
        self.index = start
        self._chosen: str | None = None
        self._evaluation: Evaluation | None = None
        self._judgement: Judgement | None = None
        self._judged = False
        self._counted: set[int] = set()
        self.tally = tally if tally is not None else (Tally(self._lang) if ask_first else None)

        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self.position_select = w.Dropdown(
            layout=w.Layout(width="400px", max_width="100%"),
            _dom_classes=("sjuan-whatif-position",),
        )
        self._relabel_positions()
        self.position_select.observe(self._on_position, names="value")
        self.next_button = button(
            "whatif.next", self._lang, "sjuan-whatif-next", lambda _: self.next_position(),
            tip_key="whatif.next.tip", icon="arrow-right",
        )  # fmt: skip
        self.position_html = HTML(_dom_classes=("sjuan-whatif-table",))
        self.question_html = HTML(_dom_classes=("sjuan-whatif-question",))
        self.choice_box = HBox(
            layout=shared(w.Layout, flex_flow="row wrap"), _dom_classes=("sjuan-whatif-choices",)
        )
        self._choice_look = ButtonLook(
            w.Layout(width="auto", height="38px", margin="2px 4px 2px 0"),
            w.ButtonStyle(font_size="16px", font_weight="bold"),
        )
        self.verdict_html = HTML(_dom_classes=("sjuan-whatif-verdict",))
        self.text_html = HTML(_dom_classes=("sjuan-whatif-text",))
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        # plotly when the chart is first built, not when a lesson imports this widget
        import plotly.graph_objects as go

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
        super().__init__(
            _dom_classes=("sjuan-whatif",) + (("sjuan-whatif-ask",) if ask_first else ())
        )
        self.nav_box = HBox([self.next_button])
        self.top_box = HBox(
            [self.position_select, self.lang_select],
            layout=shared(w.Layout, flex_flow="row wrap", align_items="center"),
        )
        self._go(start)

    # -- the positions ------------------------------------------------------------------------
    def _positions_of(self, position: Any, turn: int | None) -> tuple[list[Position], int]:
        if _spec_of(position) is not None:
            return [self._hooks_for(position).position_of(position, ())], 0
        if isinstance(position, PositionSet):
            if self.known is None:
                self.known = position
            positions = list(position.positions)
        elif isinstance(position, (list, tuple)) and all(isinstance(p, Position) for p in position):
            positions = list(position)
        else:
            rep = position if hasattr(position, "turns") else replay(load_record(position))
            hooks = self._hooks_for(rep.initial)
            self._states = list(rep.states)
            if isinstance(position, str) and position in example_names():
                self._example = position
            positions = hooks.positions(rep, self._example)
            if turn is not None or not positions:
                self._check_turn(1 if turn is None else turn)
                return self._with_turn(positions, 1 if turn is None else turn)
            return positions, 0
        if not positions:
            raise PositionError("edge.not_a_state")
        for p in positions:
            self._hooks_for(p.state)
        if turn is not None:
            raise PositionError("edge.whatif.no_record")
        return positions, 0

    def _hooks_for(self, state: object) -> WhatIfAPI:
        """The hooks of ``state``'s game (refused if none), kept with its spec and defaults."""
        self._spec, self._hooks = _whatif_of(state)
        self.worlds = self._hooks.worlds if self._worlds is None else self._worlds
        self.rollouts = self._hooks.rollouts if self._rollouts is None else self._rollouts
        return self._hooks

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
        new = self._hooks.position_at(self._states, turn, self._example)
        out = sorted([*positions, new], key=lambda p: p.turn)
        return out, out.index(new)

    @property
    def current(self) -> Position:
        return self.positions[self.index]

    def _go(self, index: int) -> None:
        self.index = index
        position = self.current
        self._hooks_for(position.state)
        self.state = position.state
        self.voids = tuple(position.voids)
        self._legal = list(self._spec.api.legal_moves(self.state))
        self._chosen = None
        self._evaluation = None
        self._judgement = None
        self._judged = False
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
    def set_position(self, state: State, voids: Sequence[int] = ()) -> None:
        """Show a new position instead of the ones given (every hand known; ``voids``: per
        seat, the cards its forced passes proved it lacks; empty when the history is
        unknown)."""
        hooks = self._hooks_for(state)
        if isinstance(voids, (str, bytes)) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in voids
        ):
            raise PositionError("edge.not_a_state")
        self._states = []
        self.positions = [hooks.position_of(state, tuple(voids))]
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
                stored = self._hooks.evaluate(
                    self.state, self.voids, seed=self.seed, worlds=self.worlds,
                    rollouts=self.rollouts, solve=self.solve,
                )  # fmt: skip
            if not self.solve and stored.verdicts is not None:
                stored = Evaluation(stored.values, None, stored.seed, stored.worlds,
                                    stored.rollouts)  # fmt: skip
            self._evaluation = stored
        return self._evaluation

    def judgement(self) -> Judgement | None:
        """The learner's judge of the current position: each move over deals of the hidden
        cards that fit what the mover has seen (None: too big to weigh, or ``solve=False``)."""
        if not self._judged:
            if self.solve and self._legal:
                self._judgement = self._hooks.judge(self.state, self.voids, seed=self.seed)
            self._judged = True
        return self._judgement

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
        """Whether the pick is right on what the mover could know (:meth:`judgement`: within
        the margin of the best move over the deals that fit the mover's view); None when
        nothing is picked yet or the position has no judge or no wrong move. The open-hands
        solver never decides it: it sees cards the learner cannot."""
        if self._chosen is None:
            return None
        judgement = self.judgement()
        return None if judgement is None else judgement.is_right(self._chosen)

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
        return sum(self._view.hand_sizes(self.state))

    @property
    def _view(self) -> AnyView:
        return self._spec.view_adapter()

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
        judgement = self.judgement()
        for move in self._legal:
            code = _code(move)
            why = self._view.explain(state, move, lg)
            out.append(
                t("ui.whatif.line", lg, move=self._word(code), p=fmt_percent(values[code], lg),
                  why=why)
            )  # fmt: skip
            if judgement is not None:
                out.append(t("whatif.judge.line", lg, kept=judgement.kept[code],
                             n=judgement.worlds))  # fmt: skip
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
        chosen = self._chosen
        name = self._word(chosen)
        out = []
        judgement = self.judgement()
        if judgement is not None:
            out += self._judged_lines(judgement, chosen)
        elif evaluation.verdicts is None:
            out.append(t("whatif.you_chose.unsolved", lg, move=name))
        else:
            out.append(t("whatif.judge.too_big", lg, move=name))
        if evaluation.verdicts is not None:
            verdict = evaluation.verdicts[chosen]
            out.append(t("whatif.open_hands", lg, verdict=verdict.text(lg, self._word)))
        best = evaluation.best()
        assert best is not None
        out.append(
            t("whatif.search_view", lg, p=fmt_percent(evaluation.values[self._chosen], lg),
              move=name, best=self._word(best), q=fmt_percent(evaluation.values[best], lg))
        )  # fmt: skip
        return out

    def _judged_lines(self, judgement: Judgement, chosen: str) -> list[str]:
        """The judge's word on the pick: right or not and why, in counts of deals, and the
        rule it applies."""
        lg, n = self._lang, judgement.worlds
        name = self._word(chosen)
        right = judgement.is_right(chosen)
        kept, top = judgement.kept[chosen], judgement.top
        best = judgement.best()
        assert best is not None
        if right is None:
            low = min(judgement.kept.values())
            first = t("whatif.judge.even", lg, move=name, n=n, low=low, high=top)
        else:
            key = "whatif.judge.right" if right else "whatif.judge.wrong"
            first = t(key, lg, move=name, n=n, kept=kept, best=self._word(best), top=top)
        return [first, t("whatif.judge.rule", lg, margin=judgement.margin)]

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
        "_judgement",
        "_judged",
        "_spec",
        "_hooks",
        "worlds",
        "rollouts",
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
    def _on_lang(self, change: Mapping[str, object]) -> None:
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
                **self._choice_look._asdict(),
                _dom_classes=("sjuan-btn", "sjuan-whatif-choice", f"sjuan-choice-{code}"),
            )
            b.on_click(lambda _, c=code: self.choose(c))
            buttons.append(b)
        replaced = self.choice_box.children
        self.choice_box.children = tuple(buttons)
        discard(replaced)

    def _label(self, code: str) -> str:
        """A move on a button or the chart's axis: the card's short name ("♥3"), or the label
        of a move that is no card (a pass)."""
        view = self._view
        move = view.parse_move(code)
        if isinstance(move, Card):
            return card_short(move, self._lang, view.pack)
        return str(view.move_label(self.state, code, self._lang))

    def _word(self, code: str) -> Named:
        """A move named in a sentence ("hjärter åtta", "stå över"), with its case forms."""
        return self._view.move_word(code, self._lang, self.state)

    def _mover(self) -> str:
        view = self._view
        seat = view.to_move(self.state)
        return view.seat_name(self.state, 0 if seat is None else seat)

    def _question(self) -> str:
        return t("whatif.ask.question", self._lang, player=self._mover())

    def _title(self) -> str:
        return t("ui.whatif.title", self._lang, player=self._mover())

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
        """The position as the mover sees it (the others' hands hidden), drawn by the game's
        view adapter."""
        seat = self._view.to_move(self.state)
        return (
            '<div style="font-family:sans-serif;font-size:15px">'
            f"<div><b>{html.escape(self.position_label())}</b></div>"
            + self._view.state_html(self.state, self._lang, seat)
            + "</div>"
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
        """After the pick: the judge's right moves green and a wrong pick red; the pick blue
        where nothing is judged."""
        judgement = self.judgement() if self._chosen is not None else None
        for b, code in zip(self.choice_box.children, self.choices()):
            b.disabled = self._chosen is not None
            style = ""
            if self._chosen is not None:
                right = judgement.is_right(code) if judgement is not None else None
                if right:
                    style = "success"
                elif code == self._chosen:
                    style = "info" if right is None else "danger"
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
                    why = self._view.explain(self.state, move, lg)
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
