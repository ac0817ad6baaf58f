"""One player's seat at a class table (``sjuan_notebooks.tables``): their own hand as card buttons
(drawn as the cards, in their suits' colours, and not drawn a second time in the picture of the
table: the play table's way, :mod:`~sjuan_notebooks.widgets.phone`), the table, whose turn it is,
the public log, their own verdicts, the match so far and, once a game is over, its record to
download. The seat's legal cards are green on its turn, and *Hint* lists its legal moves with the
rule that allows each, as the play table's *Hint* does, so a class table teaches as the lessons'
tables do; the reasons are worked out from what the seat sees, and go with the turn.

The seat draws a :class:`~sjuan_notebooks.tables.Snapshot` and nothing else: what the table
lets this seat see (the engine's view of it), so no other hand can reach the page. It holds no
game of its own; a click calls back (``on_move(code, seen)``, ``on_next()``) and the page
passes the table's answer on, a new snapshot or a refusal (:meth:`say`). The cards and the
table are drawn by the game's :class:`~sjuan_notebooks.views.base.GameView`, as at the play
table.

Other players' moves arrive from other threads (each page of the class server is served by its
own), so :meth:`show` and :meth:`say` hold a lock of the seat's own.
"""

from __future__ import annotations

import base64
import html
import json
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..core.registry import get_game, html_of
from ..i18n import join_list, t
from ..tables import SeatInfo, Snapshot, Verdict
from ..views.base import GameView, card_short, card_word, view_of_state
from .aria import Aria, spoken
from .common import HTML, HBox, VBox, button, button_look, discard, shared
from .phone import card_classes
from .play import own_seat_left_out

#: log lines shown (the last ones)
SHOWN_LOG = 8


class SeatView(VBox):
    """A player's view of a class table, in ``lang``; see the module's docstring."""

    def __init__(
        self,
        lang: str,
        on_move: Callable[[str, int], None],
        on_next: Callable[[], None],
    ) -> None:
        self.lang = lang
        self._on_move = on_move
        self._on_next = on_next
        self._lock = threading.RLock()
        self.snapshot: Snapshot | None = None
        self.who_html = self._html("sjuan-seat-who")
        self.status_html = self._html("sjuan-seat-status")
        self.message_html = self._html("sjuan-message")
        self.verdict_html = self._html("sjuan-verdict")
        self.match_html = self._html("sjuan-match")
        self.table_html = self._html("sjuan-table")
        self.seats_html = self._html("sjuan-seat-list")
        self.log_html = self._html("sjuan-log")
        self.hint_html = self._html("sjuan-hint-text")
        self.download_html = self._html("sjuan-seat-download")
        self.hand_box = HBox(
            layout=shared(w.Layout, flex_flow="row wrap"), _dom_classes=("sjuan-hand-buttons",)
        )
        self.move_box = HBox()
        self.next_button = w.Button(
            description=t("ui.btn.next_game", lang),
            tooltip=t("ui.btn.next_game", lang),
            _dom_classes=("sjuan-next-game",),
        )
        self.next_button.on_click(lambda _b: self._on_next())
        self.hint_button = button("ui.btn.hint", lang, "sjuan-hint", lambda _: self.hint(),
                                  icon="lightbulb-o")  # fmt: skip
        self.aria = Aria("sjuan-seat")
        self._card_buttons: dict[str, w.Button] = {}
        self._move_buttons: dict[str, w.Button] = {}
        self._card_look, self._move_look = button_look("56px"), button_look()
        super().__init__(
            [self.who_html, self.status_html, self.message_html, self.verdict_html,
             self.hint_html, self.hand_box, self.move_box, self.table_html, self.match_html, self.seats_html,
             self.log_html, self.download_html, self.aria],
            _dom_classes=("sjuan-seat",),
        )  # fmt: skip

    @staticmethod
    def _html(css: str) -> w.HTML:
        box = HTML(_dom_classes=(css,))
        return box

    # -- what the page calls -----------------------------------------------------------------
    def say(self, sentence: str) -> None:
        """One sentence from the table (a refusal), shown until the next snapshot."""
        with self._lock:
            self.message_html.value = f'<p role="alert">{html.escape(sentence)}</p>'

    def show(self, snapshot: Snapshot) -> None:
        """Draw ``snapshot`` (a newer one than shown, or the same again)."""
        with self._lock:
            old = self.snapshot
            if old is not None and old.version > snapshot.version:
                return  # an older snapshot, arrived late from another thread
            self.snapshot = snapshot
            if old is None or old.seen != snapshot.seen or old.version != snapshot.version:
                self.message_html.value = ""
                self.hint_html.value = ""  # a hint is for one turn
            self._draw(snapshot)

    def hint(self) -> str:
        """What *Hint* shows: on the seat's turn, its legal moves and why each is allowed
        (the same sentences as the play table's); otherwise that it is not its turn."""
        with self._lock:
            snap, lg = self.snapshot, self.lang
            if snap is None or snap.state is None or not snap.my_turn or not snap.legal:
                lines = [t("ui.play.not_your_turn", lg)]
            else:
                state = snap.state
                view = view_of_state(state)
                words = [str(view.move_word(code, lg, state)) for code in snap.legal]
                lines = [t("ui.play.hint", lg, moves=join_list(words, lg))]
                lines += [
                    t("ui.play.hint_line", lg, move=word,
                      why=view.explain(state, view.parse_move(code), lg))
                    for code, word in zip(snap.legal, words)
                ]  # fmt: skip
            self.hint_html.value = "".join(_p(line) for line in lines)
            return "\n".join(lines)

    def card_buttons(self) -> dict[str, w.Button]:
        return dict(self._card_buttons)

    def move_buttons(self) -> dict[str, w.Button]:
        return dict(self._move_buttons)

    # -- drawing -----------------------------------------------------------------------------
    def _draw(self, snap: Snapshot) -> None:
        lg = self.lang
        names = [s.name for s in snap.seats]
        self.seats_html.value = self._seats(snap)
        if snap.moved:
            self.who_html.value = ""
            self.status_html.value = _p(t("table.error.seat_moved", lg))
            self._clear()
            return
        if snap.seat is not None:
            who = t("table.you_sit", lg, name=names[snap.seat], n=snap.seat + 1, code=snap.code)
            partner = _partner(snap)
            if partner is not None:
                who += " " + t("table.partner", lg, name=names[partner])
            self.who_html.value = _p(who)
        if not snap.started or snap.state is None:
            self.status_html.value = _p(t("table.waiting", lg, n=snap.waiting, code=snap.code))
            self._clear()
            return
        state, seat = snap.state, snap.seat
        assert seat is not None
        view = view_of_state(state)
        if snap.over:
            status = view.status_text(state, lg)
        elif snap.my_turn:
            status = t("ui.play.your_turn", lg, player=view.seat_name(state, seat))
        else:
            status = t("table.to_move", lg, player=view.seat_name(state, snap.to_move or 0))
        self.status_html.value = _p(status)
        self.verdict_html.value = _p(self._verdict(view, snap.verdict)) if snap.verdict else ""
        replaced = self._hand(view, snap)
        # the card buttons are the hand's drawing: the picture draws no second copy of it
        self.table_html.value = own_seat_left_out(view.state_html(state, lg, seat), seat)
        self.match_html.value = self._match(snap)
        lines = [
            view.you_moved_text(line.before, line.code, lg)
            if line.seat == seat
            else view.moved_text(line.before, line.seat, line.code, lg)
            for line in snap.log[-SHOWN_LOG:]
        ]
        self.log_html.value = (
            f"<h3>{html.escape(t('table.log', lg))}</h3>"
            + "<br>".join(html.escape(x) for x in lines)
            if lines
            else ""
        )
        self.download_html.value = _download(snap, lg)
        more = get_game(snap.game).match is not None or hasattr(snap.match, "to_sheet")
        self.next_button.disabled = not (snap.over and more and not snap.match_over)
        self.hint_button.disabled = not snap.my_turn
        self.move_box.children = (
            [*self._move_buttons.values(), self.next_button]
            if snap.over and more and not snap.match_over
            else [*self._move_buttons.values(), *([] if snap.over else [self.hint_button])]
        )
        discard(replaced)  # the hand before leaves nothing behind in the page
        if lines:
            self.aria.announce = " ".join([lines[-1], status])
        if snap.my_turn:
            self.aria.focus_on(".sjuan-card.sjuan-legal, .sjuan-move-btn")

    def _clear(self) -> None:
        for box in (self.verdict_html, self.hint_html, self.table_html, self.match_html,
                    self.log_html, self.download_html):  # fmt: skip
            box.value = ""
        old = [*self._card_buttons.values(), *self._move_buttons.values()]
        self._card_buttons, self._move_buttons = {}, {}
        self.hand_box.children = ()
        self.move_box.children = ()
        discard(old)

    def _seats(self, snap: Snapshot) -> str:
        lg = self.lang
        items = [
            f"<li>{html.escape(seat_label(s, i, snap.started, lg))}</li>"
            for i, s in enumerate(snap.seats)
        ]
        heading = html.escape(t("table.seats", lg))
        return f"<h3>{heading}</h3><ul>{''.join(items)}</ul>"

    def _hand(self, view: GameView, snap: Snapshot) -> list[w.Button]:
        """Draw the hand and its moves as buttons; the buttons they replace, for the caller to
        close once no box shows them."""
        lg, state, seat = self.lang, snap.state, snap.seat
        assert seat is not None
        legal = set(snap.legal)
        hand = view.hand(state, seat)
        buttons = {}
        for card in hand:
            ok = card.code in legal
            b = w.Button(
                description=card_short(card, lg, view.pack),
                tooltip=card_word(card, lg, view.pack),
                disabled=not ok,
                button_style="success" if ok else "",
                **self._card_look._asdict(),
                _dom_classes=card_classes(card, view.pack)
                + ("sjuan-legal" if ok else "sjuan-illegal",),
            )
            b.on_click(lambda _b, code=card.code, seen=snap.seen: self._on_move(code, seen))
            buttons[card.code] = b
        self.hand_box.children = list(buttons.values())
        self.aria.names = {
            f".sjuan-card-{c.code}": {
                "aria-label": spoken(card_word(c, lg, view.pack), card_short(c, lg, view.pack), lg)
            }
            for c in hand
        } | {".sjuan-hand-buttons": {"role": "group", "aria-label": t("ui.a11y.your_cards", lg)}}
        moves = {}
        for code in snap.legal:
            if code in buttons:
                continue
            label = view.move_label(state, code, lg)
            b = w.Button(
                description=label,
                tooltip=label,
                **self._move_look._asdict(),
                _dom_classes=("sjuan-move-btn", f"sjuan-move-{code}"),
            )
            b.on_click(lambda _b, code=code, seen=snap.seen: self._on_move(code, seen))
            moves[code] = b
        old = [*self._card_buttons.values(), *self._move_buttons.values()]
        self._card_buttons, self._move_buttons = buttons, moves
        return old

    def _verdict(self, view: GameView, verdict: Verdict) -> str:
        lg = self.lang
        if verdict.forced or verdict.tip is None:
            return t("ui.verdict.forced", lg)

        def name(m: Any) -> str:
            code = m if isinstance(m, str) else view.move_code(m)
            return str(view.move_word(code, lg, verdict.before))

        tip = str(verdict.tip.text(lg, name))
        if not verdict.tip.agrees:
            return t("ui.verdict.risky", lg, tip=tip)
        if verdict.tip.tip is not None:
            return t("ui.verdict.tip_agrees", lg, tip=tip)
        return t("ui.verdict.choice", lg, n=verdict.n_legal)

    def _match(self, snap: Snapshot) -> str:
        """The match so far: Sedma's win points in a sentence, Femkamp's score sheet."""
        if snap.match is None:
            return ""
        matches = get_game(snap.game).match
        if matches is not None:
            return _p(matches.text(snap.match, self.lang))
        if hasattr(snap.match, "to_sheet"):
            return html_of(snap.match.to_sheet(), self.lang)
        return ""


def seat_label(seat: SeatInfo, index: int, started: bool, lang: str) -> str:
    """A seat in a few words: its person, a computer, free, or away (a computer plays it)."""
    if not seat.human:
        return t("table.seat.computer", lang, name=seat.name)
    if not seat.name:
        return t("table.seat.free", lang, n=index + 1)
    if not seat.present and started:
        return t("table.seat.away", lang, name=seat.name)
    return seat.name


def _p(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _partner(snap: Snapshot) -> int | None:
    """The seat opposite in a game of two teams of two (Sedma for four)."""
    sides = getattr(snap.state, "sides", None)
    if snap.seat is None or not sides or len(snap.seats) != 4:
        return None
    mine = next((side for side in sides if snap.seat in side), ())
    others = [s for s in mine if s != snap.seat]
    return others[0] if len(others) == 1 else None


def _download(snap: Snapshot, lang: str) -> str:
    """The finished game's record as a link that downloads it in the browser (nothing is
    written on the server)."""
    if snap.record is None:
        return ""
    data = json.dumps(snap.record, ensure_ascii=False, indent=1).encode("utf-8")
    href = "data:application/json;charset=utf-8;base64," + base64.b64encode(data).decode("ascii")
    name = f"{snap.game}-{snap.code}-{snap.games}.json"
    label = html.escape(t("table.download", lang))
    return f'<a class="sjuan-seat-record" download="{name}" href="{href}">{label}</a>'


__all__ = ["SeatView", "seat_label"]
