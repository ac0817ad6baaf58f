"""The stepper: walk through any game record move by move.

``Stepper(load_example("sjuan-worked-example"))`` shows first / back / next / last buttons, a
turn slider with a play button, the move and why it was allowed, the table (or trick), and the
legal-move map, in any of the four languages and from any seat's point of view.

Everything shown is derived from the slider's value in one render function, so no sequence of
clicks can leave the widget showing a position that does not match its turn.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as w

from ..core.cards import parse_card
from ..core.errors import SjuanError, UnknownOptionError, check_lang
from ..core.records import load_record
from ..core.registry import replay
from ..core.safe_read import shown
from ..core.seats import seat_of
from ..figures.charts import legal_map_of_grid, legal_map_title
from ..i18n import t
from ..render.html import TEXT_WRONG
from ..views.base import CATEGORIES, GameView, Grid, view_of_state
from .aria import Aria
from .common import (
    HELD_LANG,
    HTML,
    FigureBox,
    HBox,
    Sentence,
    Spoken,
    Transactional,
    VBox,
    button,
    lang_dropdown,
    map_bundle,
    perspective_dropdown,
    perspective_options,
    plain,
    relabel_dropdown,
    said,
    transaction,
    update_legal_map,
)


class Stepper(Spoken, Transactional, VBox):
    """Step through a game record (a dict, a file path, an example name, or a Replay)."""

    def __init__(
        self,
        record: Any,
        *,
        lang: str = "en",
        perspective: int | None = None,
        interval: int = 900,
        map_held: str = "",
    ) -> None:
        """``map_held``: a sentence shown in the legal-move map's place, the map held back
        until :meth:`show_map` (a lesson asks a question the map would answer first)."""
        self._lang = check_lang(lang)
        if hasattr(record, "turns") and hasattr(record, "states"):
            self.replay = record
            self.record: Mapping[str, Any] = record.record
        else:
            self.record = load_record(record)
            self.replay = replay(self.record)
        self.view: GameView = view_of_state(self.replay.initial)
        self._states = self.replay.states
        self._relabeling = False
        self._message: Sentence | None = None
        self._followers: list[Any] = []
        n = len(self.replay.turns)

        lg = self._lang
        self.first_button = button(
            "ui.btn.first",
            lg,
            "sjuan-first",
            lambda _: self.first(),
            tip_key="ui.btn.tip.first",
            icon="fast-backward",
        )
        self.back_button = button(
            "ui.btn.back",
            lg,
            "sjuan-back",
            lambda _: self.back(),
            tip_key="ui.btn.tip.back",
            icon="step-backward",
        )
        self.next_button = button(
            "ui.btn.next",
            lg,
            "sjuan-next",
            lambda _: self.next(),
            tip_key="ui.btn.tip.next",
            icon="step-forward",
        )
        self.last_button = button(
            "ui.btn.last",
            lg,
            "sjuan-last",
            lambda _: self.last(),
            tip_key="ui.btn.tip.last",
            icon="fast-forward",
        )
        self.slider = w.IntSlider(
            value=0,
            min=0,
            max=n,
            step=1,
            description=t("ui.turn_slider", lg),
            continuous_update=True,
            layout=w.Layout(width="420px"),
            _dom_classes=("sjuan-slider",),
        )
        self.play = w.Play(
            value=0, min=0, max=n, step=1, interval=interval, _dom_classes=("sjuan-play",)
        )
        w.link((self.play, "value"), (self.slider, "value"))
        self.lang_select = lang_dropdown(lg)
        players = list(self.view.players(self.replay.initial))
        self.perspective_select = perspective_dropdown(players, lg, perspective)
        self.move_html = HTML(_dom_classes=("sjuan-move-text",))
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        self.table_html = HTML(_dom_classes=("sjuan-table",))
        grid, first = self._grid(), self._states[0]
        title = legal_map_title(view_of_state(first), first, grid, lg)
        # the first map is every learner's alike: kept once, its figure made when first changed
        self.figure = FigureBox(
            lambda: legal_map_of_grid(grid, title, lg), "sjuan-legal-map",
            map_bundle(grid, title, lg),
        )  # fmt: skip
        self.aria = Aria("sjuan-stepper")
        self.held_html = HTML(
            f'<p class="sjuan-say">{_esc(map_held)}</p>' if map_held else "",
            _dom_classes=("sjuan-map-held",),
        )

        self.slider.observe(self._on_turn, names="value")
        self.lang_select.observe(self._on_lang, names="value")
        self.perspective_select.observe(self._on_perspective, names="value")

        controls = HBox(
            [self.first_button, self.back_button, self.play, self.next_button, self.last_button]
        )
        settings = HBox([self.slider, self.lang_select, self.perspective_select])
        self._map_held = bool(map_held)
        self._parts = [controls, settings, self.message_html, self.move_html, self.table_html,
                       self.held_html if map_held else self.figure, self.aria]  # fmt: skip
        super().__init__(self._parts, _dom_classes=("sjuan-stepper",))
        self._name_controls()
        self._render()

    # -- the Python API -----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    @property
    def n_turns(self) -> int:
        return len(self.replay.turns)

    @property
    def turn(self) -> int:
        """The number of moves made in the position shown (0 = the start)."""
        return int(self.slider.value)

    @property
    def state(self) -> Any:
        return self._states[self.turn]

    @property
    def perspective(self) -> int | None:
        value = int(self.perspective_select.value)
        return None if value < 0 else value

    @transaction
    def go(self, turn: int) -> bool:
        """Show the position after ``turn`` moves; out of range does nothing and says so."""
        if isinstance(turn, bool) or not isinstance(turn, int):
            self._say(said("edge.step.turn_type", value=shown(turn), total=self.n_turns))
            return False
        if not 0 <= turn <= self.n_turns:
            self._say(said("ui.step.bad_turn", turn=turn, total=self.n_turns))
            return False
        if turn == self.turn:
            self._render()
        else:
            self.slider.value = turn  # the observer renders
        return True

    @transaction
    def next(self) -> bool:
        if self.turn >= self.n_turns:
            self._say(said("ui.step.at_end"))
            return False
        return self.go(self.turn + 1)

    @transaction
    def back(self) -> bool:
        if self.turn <= 0:
            self._say(said("ui.step.at_start"))
            return False
        return self.go(self.turn - 1)

    @transaction
    def first(self) -> bool:
        if self.turn == 0:
            self._say(said("ui.step.at_start"))
            return False
        return self.go(0)

    @transaction
    def last(self) -> bool:
        if self.turn == self.n_turns:
            self._say(said("ui.step.at_end"))
            return False
        return self.go(self.n_turns)

    @property
    def map_shown(self) -> bool:
        return not self._map_held

    def show_map(self) -> None:
        """Put the legal-move map in the held sentence's place (nothing if it is shown)."""
        if self._map_held:
            self._map_held = False
            self.children = [self.figure if c is self.held_html else c for c in self._parts]

    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    @transaction
    def set_perspective(self, seat: int | None) -> None:
        """Show the hands as ``seat`` sees them (a seat number or a player's name; None: every
        hand open)."""
        if seat is None:
            self.perspective_select.value = -1
            return
        players = list(self.view.players(self.replay.initial))
        self.perspective_select.value = seat_of(players, seat)

    @transaction
    def set_options(self, options: Mapping[str, object]) -> bool:
        """Replay the same record under other rule options (from a :class:`RuleChooser`).

        A record that breaks a rule under the new options is refused with the reason, and the
        widget keeps the old rules.
        """
        if not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=self.replay.game)
        record = dict(self.record)
        record["options"] = dict(options)
        try:
            new = replay(record)
        except SjuanError as e:
            self._say(said("ui.step.options_refused", reason=e))
            return False
        self.record, self.replay = record, new
        self._states = new.states
        turn = min(self.turn, self.n_turns)
        with self.slider.hold_trait_notifications():
            self.play.max = self.n_turns
            self.slider.max = self.n_turns
            self.slider.value = turn
        self._name_controls()
        self._render()
        shown = ", ".join(f"{k}={v}" for k, v in options.items()) or "-"
        self._say(said("ui.step.options_applied", options=shown))
        return True

    def follow(self, chooser: Any) -> None:
        """Replay under a :class:`RuleChooser`'s options whenever they change; the chooser
        then speaks the stepper's language (a change of language here passes to it)."""
        chooser.observe(lambda _change: self.set_options(chooser.record_options()), names="options")
        self._followers.append(chooser)
        chooser.set_lang(self._lang)

    def on_lang(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(lang)`` after each change of language (a widget nested with this
        one, such as the arrow keys' hint, follows it)."""
        self.lang_select.observe(lambda change: callback(self._lang), names="value")

    def move_text(self) -> str:
        return plain(self.move_html.value)

    def shown_text(self) -> str:
        """Plain text of everything shown: message, move and reason, position, map title."""
        parts = [self.message()] if self._message else []
        parts.append(self.move_text())
        parts.append(self.view.state_text(self.state, self._lang, self.perspective))
        parts.append(str(self.figure.layout.title.text))
        return "\n".join(parts)

    def legal_codes_shown(self) -> list[str]:
        """The card codes the figure marks legal (read back from the figure's data)."""
        return sorted(self.figure.data[0].customdata or (), key=_card_order)

    def codes_shown(self, category: str) -> list[str]:
        trace = self.figure.data[CATEGORIES.index(category)]
        return sorted(trace.customdata or (), key=_card_order)

    # -- rendering ----------------------------------------------------------------------------
    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        text = self.message()
        self.message_html.value = (
            f'<span style="color:{TEXT_WRONG}">{_esc(text)}</span>' if text else ""
        )

    def _grid(self) -> Grid:
        state = self._states[self.turn]
        return view_of_state(state).grid(state, self.perspective, self._lang)

    @transaction
    def _on_turn(self, change: dict[str, object]) -> None:
        self._say(None)
        self._render()

    @transaction
    def _on_perspective(self, change: dict[str, object]) -> None:
        if not self._relabeling:
            self._render()

    @transaction
    def _on_lang(self, change: Mapping[str, object]) -> None:
        """Only the language changes: the turn, the seat's view, the rules and the message on
        screen stay, drawn again in the new language (and passed to a followed chooser)."""
        self._lang = check_lang(change["new"])
        self._relabel()
        self._render(relayout=True)
        self._say(self._message)
        for chooser in self._followers:
            chooser.set_lang(self._lang)

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = ("record", "replay", "_states", "_lang", "view", "_message")

    def _control_values(self) -> dict[w.ValueWidget, object]:
        return {
            self.slider: self.slider.value,
            self.play: self.play.value,
            self.lang_select: self.lang_select.value,
            self.perspective_select: self.perspective_select.value,
        }

    def _redraw(self) -> None:
        with self.slider.hold_trait_notifications():
            self.play.max = self.n_turns
            self.slider.max = self.n_turns
        self._relabel()
        self._render(relayout=True)
        self._say(self._message)

    def _held(self) -> tuple[object, ...]:
        return (self.turn, self.n_turns, self.perspective,
                tuple(sorted((self.record.get("options", {}) or {}).items())),
                self.view.state_text(self.state, HELD_LANG, self.perspective))  # fmt: skip

    def _shown(self) -> tuple[object, ...]:
        return (self.move_text(), self.table_html.value, self.figure.bundle,
                self.perspective_select.options)  # fmt: skip

    def _relabel(self) -> None:
        lg = self._lang
        for b, key, tip in (
            (self.first_button, "ui.btn.first", "ui.btn.tip.first"),
            (self.back_button, "ui.btn.back", "ui.btn.tip.back"),
            (self.next_button, "ui.btn.next", "ui.btn.tip.next"),
            (self.last_button, "ui.btn.last", "ui.btn.tip.last"),
        ):
            b.description = t(key, lg)
            b.tooltip = t(tip, lg)
        self.slider.description = t("ui.turn_slider", lg)
        self.lang_select.description = t("ui.lang", lg)
        self.perspective_select.description = t("ui.perspective", lg)
        self._relabeling = True
        try:
            players = list(self.view.players(self.replay.initial))
            relabel_dropdown(self.perspective_select, perspective_options(players, lg))
        finally:
            self._relabeling = False
        self._name_controls()

    def _name_controls(self) -> None:
        """The names a screen reader says for the Play widget's icon buttons and the turn
        slider, and the slider's spoken value ("Move 3 of 52"), in the stepper's language."""
        lg = self._lang
        play = ".sjuan-play > button"
        self.aria.names = {
            f"{play}:nth-child(1)": {"aria-label": t("ui.a11y.play", lg)},
            f"{play}:nth-child(2)": {"aria-label": t("ui.a11y.stop", lg)},
            f"{play}:nth-child(3)": {"aria-label": t("ui.a11y.repeat", lg)},
            ".sjuan-slider [role=slider]": {"aria-label": t("ui.turn_slider", lg)},
        }
        self.aria.slider = [t("ui.a11y.turn_start", lg)] + [
            t("ui.a11y.turn_of", lg, turn=i, total=self.n_turns) for i in range(1, self.n_turns + 1)
        ]

    def _render(self, relayout: bool = False) -> None:
        """Draw everything from the slider's value (the one source of truth)."""
        i = self.turn
        state = self._states[i]
        lg = self._lang
        view = self.view = view_of_state(state)
        if i == 0:
            mover = view.to_move(state)
            text = (
                t("ui.step.start", lg, player=view.seat_name(state, mover))
                if mover is not None
                else t("ui.step.start_over", lg)
            )
            lines = [text]
        else:
            turn = self.replay.turns[i - 1]
            lines = [
                t(
                    "ui.step.move",
                    lg,
                    turn=i,
                    total=self.n_turns,
                    player=turn.player,
                    move=view_of_state(turn.before).move_word(turn.move, lg, turn.before),
                ),
                t("ui.step.why", lg, why=turn.explanation.text(lg)),
            ]
        context = getattr(self.replay, "context_line", None)
        if context is not None:  # a match: which game, and the win points so far
            lines.append(context(i, lg))
        self.move_html.value = "<br>".join(_esc(x) for x in lines)
        self.aria.announce = lines[0]
        self.table_html.value = view.state_html(state, lg, self.perspective)
        grid = view.grid(state, self.perspective, lg)
        title = legal_map_title(view, state, grid, lg)
        update_legal_map(self.figure, grid, title, lg, relayout)


def _esc(text: str) -> str:
    return html.escape(text)


def _card_order(code: str) -> int:
    return parse_card(code).index


__all__ = ["Stepper"]
