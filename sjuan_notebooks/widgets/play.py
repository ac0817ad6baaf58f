"""Play against the computer: the learner holds one seat; rule-following computer players hold
the others.

``PlayTable("sedma", seat=0, seed=1)``. One button per card in the learner's hand (its
description is the card's short name in the pack's own signs, "♥7", "Č7"; its tooltip the
card's name; CSS classes ``sjuan-card`` and ``sjuan-card-<code>``); only legal cards are
enabled. The
"Why not?" toggle enables every card, and a click then explains why that card is or is not
playable instead of playing it. "Hint" lists the legal moves and why each is allowed. After
each of the learner's moves a short verdict: forced, a choice, or a risky choice when a rule of
thumb from the rule texts' tips (``players.tip_verdict``) disagrees. In Sevens, once at most
``tactics.SOLVE_MAX_CARDS`` cards are left in all hands, the solver (all hands open) adds
whether the move kept or threw away the learner's forced win (the spec's ``verdicts``).

The "opponents" dropdown (CSS class ``sjuan-strength``) sets the computers' strength:
"random", "tips" (rules of thumb, the default) or "search" (``players.strength_player``);
a change takes effect from the computers' next move. :meth:`set_state` puts the table in a
given position (for lessons and tests).
"""

from __future__ import annotations

import functools
import html
import random
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..core.cards import Card
from ..core.errors import (
    BadCardError,
    PlayerCountError,
    PositionError,
    SjuanError,
    UnknownOptionError,
    check_lang,
)
from ..core.players import STRENGTHS, players_for, strength_player, tip_verdict
from ..core.registry import api_for, get_game, spec_of_state
from ..core.safe_read import shown
from ..core.seats import check_seed
from ..figures.charts import legal_map_figure, legal_map_title
from ..i18n import join_list, t
from ..views.base import GameView, card_short, card_word, view_of_state
from .aria import Aria, spoken
from .common import (
    HELD_LANG,
    FigureBox,
    Sentence,
    Spoken,
    Transactional,
    button,
    joined,
    lang_dropdown,
    relabel_dropdown,
    said,
    transaction,
    update_legal_map,
)


class PlayTable(Spoken, Transactional, w.VBox):
    """A game against computer players: ``strength`` one of ``players.STRENGTHS``, or
    ``computer``, a name from ``players.players_for`` (it wins over ``strength``).

    A game whose spec has a ``match`` (Sedma: to the rules' ``target`` win points) is played
    as a match: a finished game is counted, and "next game" deals the match's next game until
    the match is decided. The table knows no game's match: it goes through the spec's
    :class:`~sjuan_notebooks.core.contract.MatchAPI`."""

    def __init__(
        self,
        game: str,
        *,
        seat: int = 0,
        seed: int | None = 1,
        n_players: int | None = None,
        options: Mapping[str, Any] | None = None,
        lang: str = "en",
        computer: str | None = None,
        strength: str = "tips",
    ) -> None:

        self.game = game
        self.api = api_for(game)
        self._match_api = get_game(game).match
        counts = self.api.player_counts
        self.n_players = n_players if n_players is not None else (4 if 4 in counts else counts[0])
        if self.n_players not in counts:
            raise PlayerCountError(game=game, lo=counts[0], n=counts[-1], got=self.n_players)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n_players:
            raise PositionError("edge.play.seat", seat=seat, hi=self.n_players - 1)
        check_seed(seed)
        if options is not None and not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=game)
        self.seat = seat
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self._lang = check_lang(lang)
        self._computer_name = computer
        strength_player(game, strength)  # refuses an unknown strength
        self._strength = strength
        self._relabeling = False
        self._history: list[Any] = []
        self._why_not = False
        self._log: list[Sentence] = []
        self._message: Sentence | None = None
        self._verdict: Sentence | None = None
        self._followers: list[Any] = []

        lg = self._lang
        self.hand_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hand_box.add_class("sjuan-hand-buttons")
        self.move_box = w.HBox()
        self.hint_button = button(
            "ui.btn.hint", lg, "sjuan-hint", lambda _: self.hint(), icon="lightbulb-o"
        )
        self.why_not_toggle = w.ToggleButton(
            value=False, description=t("ui.btn.why_not", lg), tooltip=t("ui.btn.tip.why_not", lg)
        )
        self.why_not_toggle.add_class("sjuan-why-not")
        self.why_not_toggle.observe(self._on_why_not, names="value")
        self.new_button = button(
            "ui.btn.new_game", lg, "sjuan-new", lambda _: self.new_game(), icon="refresh"
        )
        self.next_game_button = button(
            "ui.btn.next_game", lg, "sjuan-next-game", lambda _: self.next_game(),
            icon="step-forward",
        )  # fmt: skip
        self.match_html = w.HTML()
        self.match_html.add_class("sjuan-match")
        self.lang_select = lang_dropdown(lg)
        self.lang_select.observe(self._on_lang, names="value")
        self.strength_select = w.Dropdown(
            options=[(t(f"ui.strength.{k}", lg), k) for k in STRENGTHS],
            value=strength,
            description=t("ui.strength", lg),
            layout=w.Layout(width="260px"),
        )
        self.strength_select.add_class("sjuan-strength")
        self.strength_select.observe(self._on_strength, names="value")
        self.message_html = w.HTML()
        self.message_html.add_class("sjuan-message")
        self.verdict_html = w.HTML()
        self.verdict_html.add_class("sjuan-verdict")
        self.log_html = w.HTML()
        self.log_html.add_class("sjuan-log")
        self.table_html = w.HTML()
        self.table_html.add_class("sjuan-table")
        self.aria = Aria("sjuan-play-table")
        self._start()
        base = legal_map_figure(self.state, lg, self.seat)
        self.figure = FigureBox(base, "sjuan-legal-map")
        match_tools = [self.next_game_button] if self.match is not None else []
        tools = w.HBox(
            [self.hint_button, self.why_not_toggle, self.new_button, *match_tools,
             self.strength_select, self.lang_select],
            layout=w.Layout(flex_flow="row wrap"),
        )  # fmt: skip
        super().__init__(
            [tools, self.match_html, self.message_html, self.verdict_html, self.hand_box,
             self.move_box, self.table_html, self.log_html, self.figure, self.aria]
        )  # fmt: skip
        self.add_class("sjuan-play-table")
        self._render()

    # -- game flow ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    @property
    def view(self) -> GameView:
        return view_of_state(self.state)

    def _start(self) -> None:
        self.state = self.api.new_game(self.options, self.n_players, self.seed)
        self.match: Any = None
        if self._match_api is not None:  # a match, starting with this game
            self.match = self._match_api.start(self.state)
        self._rng = random.Random(self.seed)
        self._computers = self._make_computers()
        self._begin(self.state)

    def _begin(self, state: Any) -> None:
        """Start playing ``state`` (a new game): fresh history, log and verdict."""
        self.state = state
        self._history = [state]
        self._recorded = False
        self._log = []
        self._message = None
        self._verdict = None
        self._run_computers()

    def _settle(self) -> None:
        """Count a finished game in the match, once."""
        matches = self._match_api
        if matches is not None and self.api.is_over(self.state) and not self._recorded:
            self.match = matches.record(self.match, self.state)
            self._recorded = True

    @transaction
    def next_game(self) -> bool:
        """Deal the match's next game: only once this game is over and while the match is not
        decided. Returns True when a new game was dealt."""
        if self.match is None or self._match_api is None:
            self._say(said("ui.play.no_match"))
            return False
        if not self.api.is_over(self.state):
            self._say(said("ui.play.finish_game_first"))
            return False
        matches = self._match_api
        if matches.is_over(self.match):
            match = self.match
            self._say(lambda lg: matches.text(match, lg))
            return False
        seed = None if self.seed is None else self.seed + 7919 * matches.played(self.match)
        self._begin(matches.next_game(self.match, seed))
        self._render()
        return True

    def match_text(self, lang: str | None = None) -> str:
        """The match so far, in the table's language or ``lang`` ("" for a single game)."""
        if self.match is None or self._match_api is None:
            return ""
        return self._match_api.text(self.match, self._lang if lang is None else lang)

    def _match_over(self) -> bool:
        return self._match_api is not None and bool(self._match_api.is_over(self.match))

    def _make_computers(self) -> list[Any]:
        if self._computer_name is not None:
            factory = players_for(self.game)[self._computer_name]
        else:
            factory = strength_player(self.game, self._strength)
        return [factory() for _ in range(self.n_players)]

    @property
    def strength(self) -> str:
        return self._strength

    @transaction
    def set_strength(self, strength: str) -> None:
        """The computers' strength from their next move on ("random", "tips" or "search")."""
        strength_player(self.game, strength)  # refuses an unknown strength
        self.strength_select.value = strength

    @transaction
    def _on_strength(self, change: dict[str, Any]) -> None:
        if self._relabeling:
            return
        self._strength = str(change["new"])
        self._computer_name = None
        self._computers = self._make_computers()

    @transaction
    def set_state(self, state: Any) -> None:
        """Put the table in ``state`` (a position of this table's game, every hand in it, e.g.
        hand-built for a lesson or a test). The computers then play until the learner's turn;
        the log and the verdict start afresh. Another game's position is refused."""
        self.api.legal_moves(state)  # refuses what is no position of this table's engine
        if len(state.players) != self.n_players:
            raise PositionError("edge.wrong_state", game=self.game, n=self.n_players)
        if self._match_api is not None and (
            self.match is None or not self._match_api.fits(self.match, state)
        ):
            self.match = self._match_api.start(state)
        self._begin(state)
        self._render()

    def _run_computers(self) -> None:
        api = self.api
        while not api.is_over(self.state) and api.to_move(self.state) != self.seat:
            p = api.to_move(self.state)
            legal = api.legal_moves(self.state)
            player = self._computers[p]
            observe = getattr(player, "observe", None)
            if observe is not None:  # a player that learns from the game so far
                observe(self._history)
            move = player.choose(api.view(self.state, p), legal, self._rng)
            code = api.move_code(move)
            self._log.append(functools.partial(self.view.moved_text, self.state, p, code))
            self.state = api.apply(self.state, move)
            self._history.append(self.state)
        self._settle()

    @transaction
    def new_game(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        """Start again (a new seed, if given; new rule options, if given)."""
        check_seed(seed)
        if options is not None and not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=self.game)
        if seed is not None:
            self.seed = seed
        elif self.seed is not None:
            self.seed += 1
        if options is not None:
            self.options = dict(options)
        self._start()
        self._render()

    @transaction
    def set_options(self, options: Mapping[str, Any]) -> bool:
        """New rule options (from a :class:`RuleChooser`) start a new deal with the same seed;
        refused options leave the deal in play exactly as it was."""
        if not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=self.game)
        self.options = dict(options)
        try:
            self._start()
        except SjuanError as e:
            raise SjuanError("ui.rules.refused", reason=e) from None
        self._render()
        return True

    def follow(self, chooser: Any) -> None:
        """Start a new deal under a :class:`RuleChooser`'s options whenever they change; the
        chooser then speaks the table's language (a change of language here passes to it)."""
        chooser.observe(lambda _change: self.set_options(chooser.engine_options()), names="options")
        self._followers.append(chooser)
        chooser.set_lang(self._lang)

    # -- the learner's actions ----------------------------------------------------------------
    def legal_codes(self) -> list[str]:
        if self.api.is_over(self.state) or self.api.to_move(self.state) != self.seat:
            return []
        return [self.api.move_code(m) for m in self.api.legal_moves(self.state)]

    @transaction
    def click_card(self, code: str) -> bool:
        """What a click on a card (or a move button such as "pass") does. Returns True when a
        move was made. An illegal move, or any click in "why not?" mode, only explains."""
        if not isinstance(code, str):
            raise BadCardError(code=shown(code))
        view, state = self.view, self.state
        if self.api.is_over(state):
            self._say(said("ui.play.over", result=lambda lg: view.status_text(state, lg)))
            return False
        if self.api.to_move(state) != self.seat:
            self._say(said("ui.play.not_your_turn"))
            return False
        try:
            move = view.parse_move(code)
        except SjuanError as e:
            self._say(e.message)
            return False
        code = self.api.move_code(move)
        legal = self.api.legal_moves(state)

        def name(lg: str) -> str:
            return str(view.move_word(code, lg, state))

        if move not in legal:

            def reason(lg: str) -> str:
                return view.refusal(state, code, lg) or t("ui.why.cannot_now", lg)

            self._say(said("ui.play.refused", move=name, reason=reason))
            return False
        if self._why_not:
            why = said("ui.play.why_not_legal", move=name,
                       reason=lambda lg: view.explain(state, move, lg))  # fmt: skip
            self._say(why)
            return False
        self._verdict = self._judge(move, legal)
        made = len(self._log)
        self._log.append(functools.partial(view.you_moved_text, state, code))
        self.state = self.api.apply(state, move)
        self._history.append(self.state)
        self._message = None
        self._run_computers()
        self._render()
        self._announce(self._log[made:])
        return True

    def _announce(self, lines: Sequence[Sentence]) -> None:
        """Say the moves just made (the learner's and the computers') and what now, in the
        live region; put the focus on the first card the learner may play next (or on "new
        game" once the game is over), since the card that had it is drawn anew."""
        said_now = [line(self._lang) for line in lines]
        said_now += [p for p in (self.verdict(), self.message()) if p]
        self.aria.announce = " ".join(said_now)
        over = self.api.is_over(self.state)
        self.aria.focus_on(".sjuan-new" if over else ".sjuan-card.sjuan-legal, .sjuan-move-btn")

    @transaction
    def hint(self) -> str:
        """The legal moves and why each is allowed (also shown in the widget)."""
        view, state = self.view, self.state
        hint: Sentence
        if self.api.is_over(state):
            hint = said("ui.play.over", result=lambda lg: view.status_text(state, lg))
        elif self.api.to_move(state) != self.seat:
            hint = said("ui.play.not_your_turn")
        else:
            legal = self.api.legal_moves(state)
            codes = [self.api.move_code(m) for m in legal]
            lines = [
                said(
                    "ui.play.hint",
                    moves=lambda lg: join_list(
                        [str(view.move_word(c, lg, state)) for c in codes], lg
                    ),
                )
            ]
            for m, code in zip(legal, codes):
                lines.append(said("ui.play.hint_line",
                                  move=lambda lg, code=code: str(view.move_word(code, lg, state)),
                                  why=lambda lg, m=m: view.explain(state, m, lg)))  # fmt: skip
            hint = joined(lines)
        self._say(hint)
        return hint(self._lang)

    @transaction
    def set_why_not(self, on: bool) -> None:
        if not isinstance(on, bool):
            raise UnknownOptionError("edge.flag", name="why_not", value=shown(on))
        self.why_not_toggle.value = on

    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    def _judge(self, move: Any, legal: Sequence[Any]) -> Sentence:
        if len(legal) == 1:
            return said("ui.verdict.forced")
        api, view, state = self.api, self.view, self.state

        def name(m: Any, lg: str) -> str:
            return str(view.move_word(api.move_code(m), lg, state))

        verdict = tip_verdict(self.game, api.view(self.state, self.seat), legal, move)

        def tip(lg: str) -> str:
            return str(verdict.text(lg, lambda m: name(m, lg)))

        if not verdict.agrees:
            text = said("ui.verdict.risky", tip=tip)
        elif verdict.tip is not None:
            text = said("ui.verdict.tip_agrees", tip=tip)
        else:
            text = said("ui.verdict.choice", n=len(legal))
        solved = self._solver_verdict(move)
        return joined([text, solved], " ") if solved else text

    def _solver_verdict(self, move: Any) -> Sentence | None:
        """The game's exact judge, where it has one and the position is small enough (Sevens:
        whether the move kept or threw away the learner's forced win, or gave another seat one);
        None otherwise."""
        state = self.state
        verdicts = spec_of_state(state).move_verdicts(state)
        found = verdicts.get(self.api.move_code(move)) if verdicts else None
        if found is None or found.kind == "open":
            return None
        view = self.view

        def clause(lg: str) -> str:
            return str(found.text(lg, lambda code: str(view.move_word(code, lg, state))))

        return said("ui.verdict.solver", verdict=clause)

    # -- reading what is shown ----------------------------------------------------------------
    @property
    def moves_log(self) -> list[str]:
        """The moves made so far in this game, one sentence each, in the table's language."""
        return [line(self._lang) for line in self._log]

    def verdict(self) -> str:
        return self._verdict(self._lang) if self._verdict else ""

    def card_buttons(self) -> dict[str, w.Button]:
        """The hand's buttons by card code (their descriptions are the short names)."""
        return dict(self._card_buttons)

    def move_buttons(self) -> dict[str, w.Button]:
        """The buttons of moves that are not cards ("pass", "stop", "show"), by move code."""
        return dict(self._move_buttons)

    def enabled_cards(self) -> list[str]:
        return [code for code, b in self.card_buttons().items() if not b.disabled]

    def shown_text(self) -> str:
        parts = [p for p in (self.message(), self.verdict()) if p]
        parts.extend(self.moves_log[-self.n_players :])
        parts.append(self.view.state_text(self.state, self._lang, self.seat))
        parts.append(str(self.figure.layout.title.text))
        return "\n".join(parts)

    # -- rendering ----------------------------------------------------------------------------
    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        text = self.message()
        self.message_html.value = (
            "<br>".join(html.escape(line) for line in text.split("\n")) if text else ""
        )

    @transaction
    def _on_why_not(self, change: dict[str, Any]) -> None:
        self._why_not = bool(change["new"])
        self._render(keep_message=True)

    @transaction
    def _on_lang(self, change: dict[str, Any]) -> None:
        """Only the language changes: the game, the opponents, the log, the verdict and the
        message on screen stay, drawn again in the new language (and passed to a followed
        chooser)."""
        self._lang = check_lang(change["new"])
        self._relabel()
        self._render(keep_message=True, relayout=True)
        self._say(self._message)
        for chooser in self._followers:
            chooser.set_lang(self._lang)

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = (
        "state", "options", "seed", "_rng", "_computers", "_history", "_log", "_message",
        "_verdict", "_strength", "_computer_name", "_why_not", "_lang", "match", "_recorded",
    )  # fmt: skip

    def _control_values(self) -> dict[Any, Any]:
        return {
            self.strength_select: self.strength_select.value,
            self.why_not_toggle: self.why_not_toggle.value,
            self.lang_select: self.lang_select.value,
        }

    def _redraw(self) -> None:
        self._relabel()
        self._render(keep_message=True, relayout=True)
        self._say(self._message)

    def _held(self) -> tuple[Any, ...]:
        log = tuple(line(HELD_LANG) for line in self._log)
        verdict = self._verdict(HELD_LANG) if self._verdict else ""
        return (self.state, log, verdict, tuple(self.options.items()), self.seed,
                self._strength, self._computer_name, self._why_not, self.match,
                self._rng.getstate(), tuple(self.enabled_cards()))  # fmt: skip

    def _shown(self) -> tuple[Any, ...]:
        return (self.verdict_html.value, self.log_html.value, self.table_html.value,
                self.match_html.value, self.figure.bundle, self.strength_select.options,
                self.strength_select.value)  # fmt: skip

    def _relabel(self) -> None:
        lg = self._lang
        self.hint_button.description = t("ui.btn.hint", lg)
        self.hint_button.tooltip = t("ui.btn.hint", lg)
        self.new_button.description = t("ui.btn.new_game", lg)
        self.new_button.tooltip = t("ui.btn.new_game", lg)
        self.next_game_button.description = t("ui.btn.next_game", lg)
        self.next_game_button.tooltip = t("ui.btn.next_game", lg)
        self.why_not_toggle.description = t("ui.btn.why_not", lg)
        self.why_not_toggle.tooltip = t("ui.btn.tip.why_not", lg)
        self.lang_select.description = t("ui.lang", lg)
        self.strength_select.description = t("ui.strength", lg)
        labels: list[tuple[str, Any]] = [(t(f"ui.strength.{k}", lg), k) for k in STRENGTHS]
        self._relabeling = True
        try:
            relabel_dropdown(self.strength_select, labels)
        finally:
            self._relabeling = False

    def _card_button(self, card: Card, legal: bool, pack: str) -> w.Button:
        b = w.Button(
            description=card_short(card, self._lang, pack),
            tooltip=card_word(card, self._lang, pack),
            disabled=not (legal or self._why_not),
            button_style="success" if legal else "",
            layout=w.Layout(width="56px"),
        )
        b.add_class("sjuan-card")
        b.add_class(f"sjuan-card-{card.code}")
        b.add_class("sjuan-legal" if legal else "sjuan-illegal")
        b.on_click(lambda _b, code=card.code: self.click_card(code))
        return b

    def _render(self, keep_message: bool = False, relayout: bool = False) -> None:
        state = self.state
        lg = self._lang
        view = self.view
        legal = set(self.legal_codes())
        hand = view.hand(state, self.seat)
        self._card_buttons = {
            c.code: self._card_button(c, c.code in legal, view.pack) for c in hand
        }
        self.hand_box.children = list(self._card_buttons.values())
        self.aria.names = {
            f".sjuan-card-{c.code}": {
                "aria-label": spoken(card_word(c, lg, view.pack), card_short(c, lg, view.pack), lg)
            }
            for c in hand
        } | {".sjuan-hand-buttons": {"role": "group", "aria-label": t("ui.a11y.your_cards", lg)}}
        others = [code for code in legal if code not in {c.code for c in hand}]
        self._move_buttons: dict[str, w.Button] = {}
        for code in others:
            label = view.move_label(state, code, lg)
            b = w.Button(description=label, tooltip=label)
            b.add_class("sjuan-move-btn")
            b.add_class(f"sjuan-move-{code}")
            b.on_click(lambda _b, code=code: self.click_card(code))
            self._move_buttons[code] = b
        self.move_box.children = tuple(self._move_buttons.values())
        if not keep_message:
            if self.api.is_over(state):
                over = said("ui.play.over", result=lambda lg: view.status_text(state, lg))
                if self.match is not None:
                    key = "ui.play.match_over" if self._match_over() else "ui.play.next_game"
                    over = joined([over, said(key)])
                self._say(over)
            elif not self._message:
                self._say(said("ui.play.your_turn", player=view.seat_name(state, self.seat)))
        self.verdict_html.value = html.escape(self.verdict())
        self.match_html.value = html.escape(self.match_text())
        self.next_game_button.disabled = not (
            self.match is not None and self.api.is_over(state) and not self._match_over()
        )
        self.log_html.value = "<br>".join(
            html.escape(x) for x in self.moves_log[-2 * self.n_players :]
        )
        self.table_html.value = view.state_html(state, lg, self.seat)
        grid = view.grid(state, self.seat, lg)
        title = legal_map_title(view, state, grid, lg)
        update_legal_map(self.figure, grid, title, lg, relayout)


__all__ = ["PlayTable"]
