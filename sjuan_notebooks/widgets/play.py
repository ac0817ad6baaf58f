"""Play against the computer: the learner holds one seat; rule-following computer players hold
the others.

``PlayTable("sedma", seat=0, seed=1)``. One button per card in the learner's hand (its
description is the card's short name in the pack's own signs, "♥7", "Č7"; its tooltip the
card's name; CSS classes ``sjuan-card`` and ``sjuan-card-<code>``); only legal cards are
enabled. The
"Why not?" toggle enables every card, and a click then explains why that card is or is not
playable instead of playing it. "Hint" lists the legal moves and why each is allowed. After
each of the learner's moves a short verdict: forced, a choice, or that a rule of thumb from the
rule texts' tips (``players.tip_verdict``) would have played otherwise, with lesson 6's measure
of that tip where it is weak. In Sevens, once at most
``tactics.SOLVE_MAX_CARDS`` cards are left in all hands, the solver (all hands open) adds
whether the move kept or threw away the learner's forced win (the spec's ``verdicts``).

The "opponents" dropdown (CSS class ``sjuan-strength``) sets the computers' strength:
"random", "tips" (rules of thumb, the default) or "search" (``players.strength_player``);
a change takes effect from the computers' next move. :meth:`set_state` puts the table in a
given position (for lessons and tests).

**Help levels** (``help=``, and the "help" dropdown, CSS class ``sjuan-help``), so that the
support can fade across a lesson's practice: ``"full"`` as above; ``"hint"``: every card can
be clicked, nothing is green and no map is shown until the learner asks ("Hint" shows the
legal moves, the map and the green cards for this turn); ``"none"``: no map, no hint, no
"Why not?". Where every card can be clicked, finding a legal one is the learner's task: an
illegal click is refused with the engine's reason, leaves the game as it was, and is counted
("2 illegal tries this deal", per human seat and deal).

**Pass and play** (``humans=[0, 2]``): several people share one device, computer players hold
the other seats and play on their own between the people's turns. Before each person's turn
the table covers every hand, the legal-move map, the verdict and the hint: "Pass the device to
B" and a "Show my hand" button (CSS classes ``sjuan-cover``, ``sjuan-show-hand``). Only then
does B see their hand, their legal cards and the verdict on their own last move; the table
and the move log stay in view throughout. Nothing of a covered hand is left in any of the
table's widgets (the hand's buttons are closed, not only hidden), so a page inspector shows
no more than the screen does. Everything is plain ipywidgets, so it works wherever the
table does: JupyterLab, Voila, the browser site and the class server.
"""

from __future__ import annotations

import functools
import html
import random
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..core.cards import Card
from ..core.contract import AnyPlayer, State
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
from ..figures.shown import figure_bundle, figure_class
from ..i18n import join_list, t
from ..views.base import GameView, card_short, card_word, view_of_state
from .aria import Aria, spoken
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
    button_look,
    discard,
    joined,
    lang_dropdown,
    relabel_dropdown,
    said,
    shared,
    transaction,
    update_legal_map,
)
from .phone import card_classes
from .rules import RuleChooser

#: the help levels, from the most support to none (see the module's docstring)
HELP_LEVELS = ("full", "hint", "none")
#: a perspective that opens no seat's hand (the table's picture under a cover, or without help)
_NO_HAND = -1
#: moves that are not cards but are offered at every turn where every card can be clicked:
#: whether a pass is allowed is part of what the learner must find (Sevens' forced pass)
_ALWAYS_OFFERED = ("pass",)


class PlayTable(Spoken, Transactional, VBox):
    """A game against computer players: ``strength`` one of ``players.STRENGTHS``, or
    ``computer``, a name from ``players.players_for`` (it wins over ``strength``).

    A game whose spec has a ``match`` (Sedma: to the rules' ``target`` win points) is played
    as a match: a finished game is counted, and "next game" deals the match's next game until
    the match is decided. The table knows no game's match: it goes through the spec's
    :class:`~sjuan_notebooks.core.contract.MatchAPI`.

    ``seat``: the one human's seat (0 when neither it nor ``humans`` is given); ``humans``:
    several human seats playing at one device (pass and play); ``help``: one of
    :data:`HELP_LEVELS`."""

    def __init__(
        self,
        game: str,
        *,
        seat: int | None = None,
        humans: Sequence[int] | None = None,
        seed: int | None = 1,
        n_players: int | None = None,
        options: Mapping[str, object] | None = None,
        lang: str = "en",
        computer: str | None = None,
        strength: str = "tips",
        help: str = "full",
    ) -> None:

        self.game = game
        self.api = api_for(game)
        self._match_api = get_game(game).match
        counts = self.api.player_counts
        self.n_players = n_players if n_players is not None else (4 if 4 in counts else counts[0])
        if self.n_players not in counts:
            raise PlayerCountError(game=game, lo=counts[0], n=counts[-1], got=self.n_players)
        self.humans = self._human_seats(seat, humans)
        check_help(help)
        check_seed(seed)
        if options is not None and not isinstance(options, Mapping):
            raise UnknownOptionError("edge.options_type", game=game)
        self.seed = seed
        self.options: dict[str, object] = dict(options or {})
        self._lang = check_lang(lang)
        self._computer_name = computer
        strength_player(game, strength)  # refuses an unknown strength
        self._strength = strength
        self._relabeling = False
        self._history: list[State] = []
        self._why_not = False
        self._log: list[Sentence] = []
        self._message: Sentence | None = None
        self._verdict: Sentence | None = None
        self._followers: list[RuleChooser] = []
        self._help = help
        self._hint_open = False  # at help "hint": the learner asked for this turn's hint
        #: the seat whose hand is shown; None while the table is covered (pass and play)
        self._viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._verdicts: dict[int, Sentence] = {}  # each human seat's verdict on its last move
        self._headlines: dict[int, Sentence] = {}  # ... and its one line naming the move
        self._stats: dict[int, tuple[int, int, int]] = {}  # moves, with a choice, tips agreed
        self._since = 0  # the log's first line since the shown hand's last move
        self._just_played: list[str] = []  # the others' cards since then, in order
        self._tries: dict[int, int] = {}  # each human seat's illegal tries this deal
        self._card_buttons: dict[str, w.Button] = {}
        self._move_buttons: dict[str, w.Button] = {}
        self._card_look, self._move_look = button_look("48px"), button_look()

        lg = self._lang
        self.hand_box = HBox(
            layout=shared(w.Layout, flex_flow="row wrap"), _dom_classes=("sjuan-hand-buttons",)
        )
        self.move_box = HBox()
        self.hint_button = button(
            "ui.btn.hint", lg, "sjuan-hint", lambda _: self.hint(), icon="lightbulb-o"
        )
        self.why_not_toggle = w.ToggleButton(
            value=False,
            description=t("ui.btn.why_not", lg),
            tooltip=t("ui.btn.tip.why_not", lg),
            _dom_classes=("sjuan-why-not",),
        )
        self.why_not_toggle.observe(self._on_why_not, names="value")
        self.new_button = button(
            "ui.btn.new_game", lg, "sjuan-new", lambda _: self.new_game(), icon="refresh"
        )
        self.next_game_button = button(
            "ui.btn.next_game", lg, "sjuan-next-game", lambda _: self.next_game(),
            icon="step-forward",
        )  # fmt: skip
        self.match_html = HTML(_dom_classes=("sjuan-match",))
        self.lang_select = lang_dropdown(lg)
        self.lang_select.observe(self._on_lang, names="value")
        self.strength_select = _menu("ui.strength", STRENGTHS, strength, lg, "sjuan-strength", 260)
        self.strength_select.observe(self._on_strength, names="value")
        self.help_select = _menu("ui.help", HELP_LEVELS, help, lg, "sjuan-help", 300)
        self.help_select.observe(self._on_help, names="value")
        self.cover_html = HTML(_dom_classes=("sjuan-cover-text",))
        self.show_hand_button = button(
            "ui.btn.show_hand", lg, "sjuan-show-hand", lambda _: self.show_hand(), icon="eye"
        )
        self.cover_box = VBox(
            [self.cover_html, self.show_hand_button],
            layout=w.Layout(align_items="flex-start"),
            _dom_classes=("sjuan-cover",),
        )
        self.tally_html = HTML(_dom_classes=("sjuan-tally",))
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        self.verdict_html = HTML(_dom_classes=("sjuan-verdict",))
        self.log_html = HTML(_dom_classes=("sjuan-log",))
        self.since_html = HTML(_dom_classes=("sjuan-since",))
        self.hand_label = HTML(_dom_classes=("sjuan-hand-label",))
        self.table_html = HTML(_dom_classes=("sjuan-table",))
        self.aria = Aria("sjuan-play-table")
        self._start()
        # the box opens empty: a covered table's first map must not reach the page
        state, seat = self.state, self.seat
        self.figure = FigureBox(
            lambda: legal_map_figure(state, lg, seat), "sjuan-legal-map", _blank_bundle()
        )
        self._map_blank = True
        match_tools = [self.next_game_button] if self.match is not None else []
        self.tools = HBox(
            [self.hint_button, self.why_not_toggle, self.new_button, *match_tools,
             self.strength_select, self.help_select, self.lang_select],
            layout=shared(w.Layout, flex_flow="row wrap"),
        )  # fmt: skip
        # the parts that come and go sit in boxes of their own: the table's own children never
        # change, since ipywidgets draws anew every child after the first one that changed
        # (the live region and focus helper among them, which then missed the focus request)
        self.play_box = VBox(_dom_classes=("sjuan-play-area",))
        self.map_box = VBox()
        # what a learner reads in turn: what is said (boxes of a fixed height: the cards below
        # never move), the board and the others' hands, what the others did since the
        # learner's last move, the learner's own hand (the card buttons are its drawing)
        super().__init__(
            [self.match_html, self.message_html, self.tally_html, self.verdict_html,
             self.table_html, self.since_html, self.hand_label, self.play_box, self.tools,
             self.log_html, self.map_box, self.aria],
            _dom_classes=("sjuan-play-table",),
        )  # fmt: skip
        self._render()

    def _human_seats(self, seat: object, humans: object) -> tuple[int, ...]:
        """The human seats from ``seat`` or ``humans`` (one of them, or neither: seat 0)."""
        hi = self.n_players - 1

        def one(value: object) -> int:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
                raise PositionError("edge.play.seat", seat=shown(value), hi=hi)
            return value

        if humans is None:
            return (one(0 if seat is None else seat),)
        if seat is not None:
            raise PositionError("edge.play.seat_or_humans")
        if isinstance(humans, str | bytes) or not isinstance(humans, Sequence | set | frozenset):
            raise PositionError("edge.play.humans", seats=shown(humans), hi=hi)
        seats = tuple(one(s) for s in humans)
        if not seats or len(set(seats)) != len(seats):
            raise PositionError("edge.play.humans", seats=shown(list(humans)), hi=hi)
        return tuple(sorted(seats))

    # -- game flow ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    @property
    def view(self) -> GameView:
        return view_of_state(self.state)

    @property
    def seat(self) -> int:
        """The human seat whose hand the table shows; while covered, the one it will show next
        (the human to move)."""
        if self._viewer is not None:
            return self._viewer
        mover = self.api.to_move(self.state)
        return mover if mover in self.humans else self.humans[0]

    @property
    def covered(self) -> bool:
        """Whether the hands are covered, waiting for "Show my hand" (pass and play)."""
        return self._viewer is None

    @property
    def help(self) -> str:
        return self._help

    def _start(self) -> None:
        self.state = self.api.new_game(self.options, self.n_players, self.seed)
        self.match: object = None
        if self._match_api is not None:  # a match, starting with this game
            self.match = self._match_api.start(self.state)
        self._rng = random.Random(self.seed)
        self._computers = self._make_computers()
        self._begin(self.state)

    def _begin(self, state: State) -> None:
        """Start playing ``state`` (a new game): fresh history, log, verdicts and tallies; the
        hands covered until the first human to move shows theirs."""
        self.state = state
        self._history = [state]
        self._recorded = False
        self._log = []
        self._message = None
        self._verdicts = {}
        self._headlines = {}
        self._stats = {}
        self._since = 0
        self._just_played = []
        self._tries = {}
        if len(self.humans) > 1:
            self._viewer = None
        self._run_computers()
        self._pass_on()

    def _pass_on(self) -> None:
        """Cover the table when the human to move is not the one whose hand is shown: their
        verdict, hint and message go with the cover."""
        self._hint_open = False
        if len(self.humans) == 1:
            self._viewer = self.humans[0]
            return
        if self.api.is_over(self.state):
            if self._viewer is None:  # the game is over: no hand is private any more
                self._viewer = self.humans[0]
            return
        if self.api.to_move(self.state) != self._viewer:
            self._viewer = None
            self._message = None

    @transaction
    def show_hand(self) -> bool:
        """What "Show my hand" does: show the hand, legal moves and verdict of the human to
        move. Returns True when a covered hand was shown."""
        if self._viewer is not None:
            self._say(said("ui.play.hand_shown"))
            return False
        self._viewer = self.seat
        self._message = None
        self._render()
        self.aria.announce = " ".join(p for p in (self.verdict(), self.message()) if p)
        self.aria.focus_on(self._focus_selector())
        return True

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

    def _make_computers(self) -> list[AnyPlayer]:
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
    def _on_strength(self, change: Mapping[str, object]) -> None:
        if self._relabeling:
            return
        self._strength = str(change["new"])
        self._computer_name = None
        self._computers = self._make_computers()

    @transaction
    def set_help(self, level: str) -> None:
        """The help level from now on (one of :data:`HELP_LEVELS`)."""
        check_help(level)
        self.help_select.value = level

    @transaction
    def _on_help(self, change: Mapping[str, object]) -> None:
        if self._relabeling:
            return
        self._help = check_help(change["new"])
        self._hint_open = False
        if self._help == "none":
            self.why_not_toggle.value = False  # asking "why not?" is a hint too
        self._render(keep_message=True)

    @transaction
    def set_state(self, state: State) -> None:
        """Put the table in ``state`` (a position of this table's game, every hand in it, e.g.
        hand-built for a lesson or a test). The computers then play until a human's turn;
        the log and the verdicts start afresh. Another game's position is refused."""
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
        while not api.is_over(self.state) and api.to_move(self.state) not in self.humans:
            p = api.to_move(self.state)
            legal = api.legal_moves(self.state)
            player = self._computers[p]
            observe = getattr(player, "observe", None)
            if observe is not None:  # a player that learns from the game so far
                observe(self._history)
            move = _choice(player, api.view(self.state, p), legal, self._rng)
            code = api.move_code(move)
            self._log.append(functools.partial(self.view.moved_text, self.state, p, code))
            self._just_played.append(code)
            self.state = api.apply(self.state, move)
            self._history.append(self.state)
        self._settle()

    @transaction
    def new_game(
        self, seed: int | None = None, options: Mapping[str, object] | None = None
    ) -> None:
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
    def set_options(self, options: Mapping[str, object]) -> bool:
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

    def follow(self, chooser: RuleChooser) -> None:
        """Start a new deal under a :class:`RuleChooser`'s options whenever they change; the
        chooser then speaks the table's language (a change of language here passes to it)."""
        chooser.observe(lambda _change: self.set_options(chooser.engine_options()), names="options")
        self._followers.append(chooser)
        chooser.set_lang(self._lang)

    # -- the learner's actions ----------------------------------------------------------------
    def legal_codes(self) -> list[str]:
        """The moves the shown hand may make now ([] while covered or not its turn)."""
        if (
            self.api.is_over(self.state)
            or self._viewer is None
            or self.api.to_move(self.state) != self._viewer
        ):
            return []
        return [self.api.move_code(m) for m in self.api.legal_moves(self.state)]

    def illegal_tries(self, seat: int | None = None) -> int:
        """How many illegal moves ``seat`` (default: the shown hand's) tried this deal."""
        return self._tries.get(self.seat if seat is None else seat, 0)

    def _clicked(self, seat: int, code: str) -> bool:
        """A click on a button of ``seat``'s hand: a button of a hand no longer shown (a click
        that arrives late, after a cover) is refused before it can count as anyone's move."""
        if self._viewer is None:
            return bool(self.click_card(code))
        if seat != self._viewer:
            self._say(said("ui.play.stale"))
            return False
        return bool(self.click_card(code))

    @transaction
    def click_card(self, code: str) -> bool:
        """What a click on a card (or a move button such as "pass") does for the shown hand.
        Returns True when a move was made. An illegal move is refused with its reason and
        counted; any click in "why not?" mode only explains; a covered table plays nothing."""
        if not isinstance(code, str):
            raise BadCardError(code=shown(code))
        view, state = self.view, self.state
        if self.api.is_over(state):
            self._say(said("ui.play.over", result=lambda lg: view.status_text(state, lg)))
            return False
        if self._viewer is None:
            self._say(said("ui.play.covered"))
            return False
        seat = self._viewer
        if self.api.to_move(state) != seat:
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

            # a pass the rules do not allow is not named as a move ("Pass is not allowed")
            key = "ui.play.refused_pass" if code == "pass" else "ui.play.refused"
            refused = said(key, move=name, reason=reason)
            # a try, not a question; at help "full" an illegal card cannot be clicked at all.
            # The count is said once, in the tally line under the message
            if not self._why_not and self._help != "full":
                self._tries[seat] = self._tries.get(seat, 0) + 1
            self._say(refused)
            self._show_tally()
            self._why_not_done()
            return False
        if self._why_not:
            why = said("ui.play.why_not_legal", move=name,
                       reason=lambda lg: view.explain(state, move, lg))  # fmt: skip
            self._say(why)
            self._why_not_done()
            return False
        self._verdicts[seat] = self._judge(move, legal)
        self._headlines[seat] = self._headline(code, len(legal))
        made = len(self._log)
        if len(self.humans) == 1:
            self._log.append(functools.partial(view.you_moved_text, state, code))
        else:  # the log is everyone's: it names the seat
            self._log.append(functools.partial(view.moved_text, state, seat, code))
        self.state = self.api.apply(state, move)
        self._history.append(self.state)
        self._message = None
        self._since, self._just_played = len(self._log), []
        self._run_computers()
        self._pass_on()
        self._render()
        self._announce(self._log[made:])
        return True

    def _focus_selector(self) -> str:
        if self.api.is_over(self.state):
            return ".sjuan-new"
        if self._viewer is None:
            return ".sjuan-show-hand"
        if self._full_help():
            return ".sjuan-card.sjuan-legal, .sjuan-move-btn"
        return ".sjuan-card, .sjuan-move-btn"  # the first card: a legal one would be a hint

    def _announce(self, lines: Sequence[Sentence]) -> None:
        """Say the moves just made (the learner's and the computers') and what now, in the
        live region; put the focus on the first card the learner may play next ("Show my
        hand" under a cover, "new game" once the game is over), since the card that had it is
        drawn anew."""
        said_now = [line(self._lang) for line in lines]
        if self._viewer is None:
            said_now.append(self._cover_text())
        said_now += [p for p in (self.verdict(), self.message()) if p]
        self.aria.announce = " ".join(said_now)
        self.aria.focus_on(self._focus_selector())

    def _cover_text(self, lang: str | None = None) -> str:
        return t("ui.play.pass_device", lang or self._lang, player=self.view.seat_name(
            self.state, self.seat))  # fmt: skip

    @transaction
    def hint(self) -> str:
        """The legal moves and why each is allowed (also shown in the widget; at help "hint"
        also the legal-move map and the legal cards in green, for this turn)."""
        view, state = self.view, self.state
        hint: Sentence
        if self.api.is_over(state):
            hint = said("ui.play.over", result=lambda lg: view.status_text(state, lg))
        elif self._viewer is None:
            hint = said("ui.play.covered")
        elif self._help == "none":
            hint = said("ui.play.no_hints")
        elif self.api.to_move(state) != self._viewer:
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
            if self._help == "hint" and not self._hint_open:
                self._hint_open = True
                self._render()
        self._say(hint)
        return hint(self._lang)

    @transaction
    def set_why_not(self, on: bool) -> None:
        if not isinstance(on, bool):
            raise UnknownOptionError("edge.flag", name="why_not", value=shown(on))
        if on and self._help == "none":
            raise UnknownOptionError("ui.play.no_hints")
        self.why_not_toggle.value = on

    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    def _why_not_done(self) -> None:
        """*Why not?* explains one card and is done: the next click plays again."""
        if self._why_not:
            self.why_not_toggle.value = False

    def _headline(self, code: str, choices: int) -> Sentence:
        """The verdict's one line, naming the move; the rest is folded under *Why?*."""
        view, state = self.view, self.state

        def name(lg: str) -> str:
            return str(view.move_word(code, lg, state))

        if choices == 1:
            return said("ui.verdict.headline_forced", move=name)
        return said("ui.verdict.headline", move=name, n=choices)

    def _count_move(self, choices: int, agrees: bool) -> None:
        moves, chosen, agreed = self._stats.get(self._viewer or 0, (0, 0, 0))
        if choices > 1:
            chosen, agreed = chosen + 1, agreed + int(agrees)
        self._stats[self._viewer or 0] = (moves + 1, chosen, agreed)

    def recap(self, lang: str | None = None) -> str:
        """The shown hand's deal in a line: moves, those with a choice, and how often the
        tips agreed ("" before its first move)."""
        stats = self._stats.get(self.seat)
        if not stats:
            return ""
        moves, chosen, agreed = stats
        return t("ui.play.recap", lang or self._lang, moves=moves, choices=chosen, agreed=agreed)

    def since_text(self, lang: str | None = None) -> str:
        """The others' moves since the shown hand's last move, in one line ("" if none)."""
        lines = [line(lang or self._lang) for line in self._log[self._since :]]
        if not lines or self._viewer is None or not self._stats:
            return ""
        return t("ui.play.since", lang or self._lang, moves=" ".join(lines))

    def _judge(self, move: object, legal: Sequence[object]) -> Sentence:
        if len(legal) == 1:
            self._count_move(1, True)
            return said("ui.verdict.forced")
        api, view, state = self.api, self.view, self.state

        def name(m: object, lg: str) -> str:
            return str(view.move_word(api.move_code(m), lg, state))

        verdict = tip_verdict(self.game, api.view(self.state, self.seat), legal, move)
        self._count_move(len(legal), verdict.agrees)

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

    def _solver_verdict(self, move: object) -> Sentence | None:
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

    def _shown_verdict(self) -> Sentence | None:
        """The verdict on the shown hand's last move (none while covered): with several
        humans, it is said to be about that seat's last move, shown on its next turn."""
        if self._viewer is None or self._viewer not in self._verdicts:
            return None
        verdict = self._verdicts[self._viewer]
        if len(self.humans) == 1:
            return verdict
        return said("ui.play.last_verdict", verdict=verdict)

    def verdict(self) -> str:
        shown_now = self._shown_verdict()
        return shown_now(self._lang) if shown_now else ""

    def card_buttons(self) -> dict[str, w.Button]:
        """The hand's buttons by card code (their descriptions are the short names)."""
        return dict(self._card_buttons)

    def move_buttons(self) -> dict[str, w.Button]:
        """The buttons of moves that are not cards ("pass", "stop", "show"), by move code."""
        return dict(self._move_buttons)

    def enabled_cards(self) -> list[str]:
        return [code for code, b in self.card_buttons().items() if not b.disabled]

    def tally(self) -> str:
        """The shown hand's illegal tries this deal, as the table says it ("" if none)."""
        n = 0 if self._viewer is None else self.illegal_tries(self._viewer)
        return t("ui.play.illegal_tries", self._lang, n=n) if n else ""

    def shown_text(self) -> str:
        parts = [p for p in (self.message(), self.verdict(), self._tally_line()) if p]
        if self._viewer is None and not self.api.is_over(self.state):
            parts.append(self._cover_text())
        parts.extend(self.moves_log[-self.n_players :])
        parts.append(self.view.state_text(self.state, self._lang, self._picture_seat()))
        if self._map_shown():
            parts.append(str(self.figure.layout.title.text))
        return "\n".join(parts)

    # -- rendering ----------------------------------------------------------------------------
    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        text = self.message()
        self.message_html.value = (
            "<br>".join(html.escape(line) for line in text.split("\n")) if text else ""
        )

    def _tally_line(self) -> str:
        # a refusal already says the count (it is announced with it): not a second time
        tally = self.tally()
        return "" if tally and tally in self.message() else tally

    def _show_tally(self) -> None:
        self.tally_html.value = html.escape(self._tally_line())

    @transaction
    def _on_why_not(self, change: Mapping[str, object]) -> None:
        self._why_not = bool(change["new"])
        self._render(keep_message=True)

    @transaction
    def _on_lang(self, change: Mapping[str, object]) -> None:
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
        "_verdicts", "_strength", "_computer_name", "_why_not", "_lang", "match", "_recorded",
        "_help", "_hint_open", "_viewer", "_tries", "_headlines", "_stats", "_since",
        "_just_played",
    )  # fmt: skip

    def _control_values(self) -> dict[w.ValueWidget, object]:
        return {
            self.strength_select: self.strength_select.value,
            self.why_not_toggle: self.why_not_toggle.value,
            self.help_select: self.help_select.value,
            self.lang_select: self.lang_select.value,
        }

    def _redraw(self) -> None:
        self._relabel()
        self._render(keep_message=True, relayout=True)
        self._say(self._message)

    def _held(self) -> tuple[object, ...]:
        """The tallies are left out, as the message is: an illegal try is refused (the game is
        as it was) and the count is what the refusal says."""
        log = tuple(line(HELD_LANG) for line in self._log)
        verdicts = tuple(sorted((s, v(HELD_LANG)) for s, v in self._verdicts.items()))
        return (self.state, log, verdicts, tuple(self.options.items()), self.seed,
                self._strength, self._computer_name, self._why_not, self.match,
                self._rng.getstate(), tuple(self.enabled_cards()), self._help,
                self._hint_open, self._viewer)  # fmt: skip

    def _shown(self) -> tuple[object, ...]:
        return (self.verdict_html.value, self.log_html.value, self.table_html.value,
                self.match_html.value, self.figure.bundle, self.strength_select.options,
                self.strength_select.value, self.help_select.options, self.help_select.value,
                self.cover_html.value, self._map_shown())  # fmt: skip

    def _relabel(self) -> None:
        lg = self._lang
        self.hint_button.description = t("ui.btn.hint", lg)
        self.hint_button.tooltip = t("ui.btn.hint", lg)
        self.new_button.description = t("ui.btn.new_game", lg)
        self.new_button.tooltip = t("ui.btn.new_game", lg)
        self.next_game_button.description = t("ui.btn.next_game", lg)
        self.next_game_button.tooltip = t("ui.btn.next_game", lg)
        self.show_hand_button.description = t("ui.btn.show_hand", lg)
        self.show_hand_button.tooltip = t("ui.btn.show_hand", lg)
        self.why_not_toggle.description = t("ui.btn.why_not", lg)
        self.why_not_toggle.tooltip = t("ui.btn.tip.why_not", lg)
        self.lang_select.description = t("ui.lang", lg)
        self.strength_select.description = t("ui.strength", lg)
        self.help_select.description = t("ui.help", lg)
        self._relabeling = True
        try:
            relabel_dropdown(self.strength_select, _menu_options("ui.strength", STRENGTHS, lg))
            relabel_dropdown(self.help_select, _menu_options("ui.help", HELP_LEVELS, lg))
        finally:
            self._relabeling = False

    def _full_help(self) -> bool:
        """Whether the legal cards are marked now (help "full", or "hint" once asked)."""
        return self._help == "full" or (self._help == "hint" and self._hint_open)

    def _map_shown(self) -> bool:
        return self._viewer is not None and self._full_help()

    def _picture_seat(self) -> int | None:
        """The seat whose hand the table's picture opens: none under a cover, the shown hand
        at every help level (the learner's own cards are never drawn as backs; the picture
        leaves them out, the card buttons being their drawing), every hand once the game is
        over."""
        if self.api.is_over(self.state):
            return None
        return _NO_HAND if self._viewer is None else self.seat

    def on_page(self, part: w.Widget) -> bool:
        """Whether ``part`` (the cover, the hand, the map) is in the table as it is drawn."""
        return part in self.play_box.children or part in self.map_box.children

    def _card_button(self, card: Card, legal: bool, pack: str, seat: int, turn: bool) -> w.Button:
        marked = self._full_help()
        b = w.Button(
            description=card_short(card, self._lang, pack),
            tooltip=card_word(card, self._lang, pack),
            disabled=not (legal or self._why_not) if marked else not turn,
            button_style="success" if legal and marked else "",
            **self._card_look._asdict(),
            _dom_classes=card_classes(card, pack)
            + (("sjuan-legal" if legal else "sjuan-illegal",) if marked else ()),
        )
        b.on_click(lambda _b, code=card.code, seat=seat: self._clicked(seat, code))
        return b

    def _move_codes(self, legal: Sequence[str], hand: set[str], turn: bool) -> list[str]:
        """The moves that are not cards, as buttons: the legal ones; where the legal cards
        are not marked, also :data:`_ALWAYS_OFFERED` moves of this game at the shown hand's
        turn."""
        codes = [code for code in legal if code not in hand]
        if turn and not self._full_help():
            for code in _ALWAYS_OFFERED:
                try:
                    move = self.view.parse_move(code)
                except SjuanError:
                    continue
                if not isinstance(move, Card) and code not in codes:
                    codes.append(code)
        return codes

    def _render(self, keep_message: bool = False, relayout: bool = False) -> None:
        state = self.state
        lg = self._lang
        view = self.view
        over = self.api.is_over(state)
        covered = self._viewer is None and not over
        old = [*self._card_buttons.values(), *self._move_buttons.values()]
        legal_list = self.legal_codes()
        legal = set(legal_list)
        seat = self.seat
        turn = not over and not covered and self.api.to_move(state) == seat
        hand = [] if covered else view.hand(state, seat)
        self._card_buttons = {
            c.code: self._card_button(c, c.code in legal, view.pack, seat, turn) for c in hand
        }
        self.hand_box.children = list(self._card_buttons.values())
        if covered:
            cover = self._cover_text()
            self.cover_html.value = f"<b>{html.escape(cover)}</b>"
            self.aria.names = {
                ".sjuan-cover": {"role": "group", "aria-label": cover},
                ".sjuan-show-hand": {"aria-label": t("ui.btn.show_hand", lg)},
            }
        else:
            self.cover_html.value = ""
            self.aria.names = {
                f".sjuan-card-{c.code}": {
                    "aria-label": spoken(
                        card_word(c, lg, view.pack), card_short(c, lg, view.pack), lg
                    )
                }
                for c in hand
            } | {
                ".sjuan-hand-buttons": {"role": "group", "aria-label": t("ui.a11y.your_cards", lg)}
            }
        self._move_buttons = {}
        for code in self._move_codes(legal_list, {c.code for c in hand}, turn):
            # a button names what it does, legal or not ("Pass", as lesson 1's button)
            label = view.move_label(state, code, lg)
            b = w.Button(
                description=label,
                tooltip=label,
                **self._move_look._asdict(),
                _dom_classes=("sjuan-move-btn", f"sjuan-move-{code}"),
            )
            b.on_click(lambda _b, code=code, seat=seat: self._clicked(seat, code))
            self._move_buttons[code] = b
        self.move_box.children = tuple(self._move_buttons.values())
        discard(old)  # a hand no longer shown leaves nothing behind in the page
        if not keep_message:
            if over:
                over_text = said("ui.play.over", result=lambda lg: view.status_text(state, lg))
                if self._stats:  # the deal's second line: how the learner did
                    over_text = joined([over_text, lambda lg: self.recap(lg)])
                if self.match is not None:
                    key = "ui.play.match_over" if self._match_over() else "ui.play.next_game"
                    over_text = joined([over_text, said(key)])
                self._say(over_text)
            elif covered:
                self._say(self._message)
            elif not self._message:
                self._say(said("ui.play.your_turn", player=view.seat_name(state, seat)))
        else:
            self._say(self._message)
        self.verdict_html.value = "" if over else self._verdict_html()
        self.since_html.value = html.escape(self.since_text())
        if covered or over:
            self.hand_label.value = ""
        else:
            marker = " ▶" if turn else ""
            label = t("ui.hand_of", lg, player=view.seat_name(state, seat), n=len(hand))
            self.hand_label.value = f"<b>{html.escape(label)}{marker}</b>"
        (self.new_button.add_class if over else self.new_button.remove_class)("sjuan-highlight")
        self._show_tally()
        self.match_html.value = html.escape(self.match_text())
        self.next_game_button.disabled = not (
            self.match is not None and over and not self._match_over()
        )
        self.hint_button.disabled = self._help == "none"
        self.why_not_toggle.disabled = self._help == "none"
        self.log_html.value = "<br>".join(
            html.escape(x) for x in self.moves_log[-2 * self.n_players :]
        )
        self.table_html.value = self._picture(lg)
        if self._map_shown():
            grid = view.grid(state, seat, lg)
            title = legal_map_title(view, state, grid, lg)
            update_legal_map(self.figure, grid, title, lg, relayout or self._map_blank)
            self._map_blank = False
        elif not self._map_blank:  # the map of a hand no longer shown leaves the page
            self.figure.show(_blank_bundle())
            self._map_blank = True
        play = (self.cover_box,) if covered else () if over else (self.hand_box, self.move_box)
        if tuple(self.play_box.children) != play:
            appears = covered and self.cover_box not in self.play_box.children
            self.play_box.children = play
            if appears:  # the cover has just appeared
                self.aria.focus_on(".sjuan-show-hand")
        shown_map = (self.figure,) if self._map_shown() else ()
        if tuple(self.map_box.children) != shown_map:
            self.map_box.children = shown_map

    def _verdict_html(self) -> str:
        """The verdict on the shown hand's last move: one line naming the move, the rest
        (the tip, its measurement, the solver's word) folded under *Why?*."""
        shown_now = self._shown_verdict()
        if shown_now is None or self._viewer is None:
            return ""
        lg = self._lang
        headline = self._headlines.get(self._viewer)
        if headline is None:  # a verdict set from outside a click (none has its line)
            return html.escape(shown_now(lg))
        return (
            f"<b>{html.escape(headline(lg))}</b> <details><summary>"
            f"{html.escape(t('ui.verdict.why', lg))}</summary>{html.escape(shown_now(lg))}"
            "</details>"
        )

    def _picture(self, lang: str) -> str:
        """The table's picture: the board and the others' hands. The shown hand's row is left
        out while its cards are buttons (they are its drawing), and the cards the others
        played since the learner's last move are outlined, appearing one after another."""
        seat = self._picture_seat()
        picture = self.view.state_html(self.state, lang, seat)
        if seat is not None and seat >= 0:
            picture = own_seat_left_out(picture, seat)
        return just_played_marked(picture, self._just_played if self._stats else [])


#: a seat's row in the render layer's drawing of the hands, and a drawn card
_SEAT_ROW = '<div class="sjuan-seat"'
_DRAWN_CARD = '<svg class="sjuan-card-svg" data-card="{code}"'
#: the pause between two of the others' moves as they appear on the board, in seconds
MOVE_PAUSE_S = 0.45


def own_seat_left_out(picture: str, seat: int) -> str:
    """``picture`` without ``seat``'s row of hands (its legal cards' outlines would give away
    the answer at a help level that does not mark them); if the row holds boxes of its own,
    it is kept, classed ``sjuan-own-seat`` (hidden by the page style); unchanged if the
    drawing has no such row."""
    start = -1
    for _ in range(seat + 1):
        start = picture.find(_SEAT_ROW, start + 1)
        if start < 0:
            return picture
    end = picture.find("</div>", start)
    if end > 0 and "<div" not in picture[start + 4 : end]:
        return picture[:start] + picture[end + len("</div>") :]
    cut = start + len(_SEAT_ROW) - 1
    return picture[:cut] + ' sjuan-own-seat"' + picture[cut + 1 :]


def just_played_marked(picture: str, codes: Sequence[str]) -> str:
    """``picture`` with the drawn cards of ``codes`` outlined and shown one after another
    (CSS class ``sjuan-just-played``, a delay each of :data:`MOVE_PAUSE_S`)."""
    for i, code in enumerate(c for c in codes if c.isalnum()):
        drawn = _DRAWN_CARD.format(code=html.escape(code))
        picture = picture.replace(
            drawn,
            f'<svg class="sjuan-card-svg sjuan-just-played" style="animation-delay:'
            f'{i * MOVE_PAUSE_S:.2f}s" data-card="{html.escape(code)}"',
        )
    return picture


def check_help(level: object) -> str:
    """``level`` if it is one of :data:`HELP_LEVELS`, else the one sentence saying which."""
    if not isinstance(level, str) or level not in HELP_LEVELS:
        raise UnknownOptionError.bad_value("help", level, ", ".join(HELP_LEVELS))
    return level


def _menu_options(key: str, values: Sequence[str], lang: str) -> list[tuple[str, str]]:
    return [(t(f"{key}.{k}", lang), k) for k in values]


def _menu(
    key: str, values: Sequence[str], value: str, lang: str, css: str, width: int
) -> w.Dropdown:
    """A dropdown named ``key`` whose options are named ``key.<value>``."""
    menu = w.Dropdown(
        options=_menu_options(key, values, lang),
        value=value,
        description=t(key, lang),
        layout=w.Layout(width=f"{width}px"),
        _dom_classes=(css,),
    )
    return menu


#: the computers' choices made in this process: (player's kind and settings, its view, the
#: legal moves, the generator's state) -> (the move, the generator's state after it)
_CHOICES: OrderedDict[tuple[object, ...], tuple[object, object]] = OrderedDict()
_CHOICES_KEPT = 256
_choices_lock = threading.Lock()


def _choice(player: AnyPlayer, view: object, legal: Sequence[object], rng: random.Random) -> Any:
    """``player.choose(view, legal, rng)``, made once per process for the same player settings,
    view and generator state, the generator left as the choice would leave it.

    A table with a seed deals the same cards to every learner, and the computers who move
    before the learner's first turn choose alike: a searching player's choices were a sixth of
    a class-server page of lesson 6. A player is a function of its settings, the view and the
    generator, so the move and the generator's state after it are what choosing again gives.
    A player whose settings or view cannot be a key (a list in them) chooses each time."""
    try:
        key = (type(player), tuple(sorted(vars(player).items())), view, tuple(legal),
               rng.getstate())  # fmt: skip
        hash(key)
    except TypeError:
        return player.choose(view, legal, rng)
    with _choices_lock:
        kept = _CHOICES.get(key)
        if kept is not None:
            _CHOICES.move_to_end(key)
    if kept is not None:
        move, after = kept
        rng.setstate(after)  # type: ignore[arg-type]
        return move
    move = player.choose(view, legal, rng)
    with _choices_lock:
        _CHOICES[key] = (move, rng.getstate())
        while len(_CHOICES) > _CHOICES_KEPT:
            _CHOICES.popitem(last=False)
    return move


@functools.cache
def _blank_bundle() -> dict[str, Any]:
    """What the map's box holds while no map is shown: nothing of any hand (one bundle for
    every table: it is read, never changed)."""
    return figure_bundle(figure_class()(layout={"height": 330}))


__all__ = ["HELP_LEVELS", "PlayTable", "check_help"]
