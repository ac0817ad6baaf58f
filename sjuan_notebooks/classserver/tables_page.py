"""The table page of the class server (``/table``, ``/sv/table``, ...): open a table (the game,
its house rules, which seats are for people) or join one with its code and a nickname; then the
player's seat (``widgets/seat.py``), kept current as the others move.

Every page of the class runs in this one process, so the server's tables are one
:class:`~sjuan_notebooks.tables.Tables`, :data:`TABLES`. A seated page follows its table from a
thread of its own (with the page's virtual kernel as its context, as the teacher's view does):
it waits for the tables to change and draws its seat's snapshot. A page that closes leaves its
seat, which the computer then plays until its nickname comes back.
"""

from __future__ import annotations

import html
import logging
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w
from solara.server import kernel_context

from ..core.errors import SjuanError
from ..core.registry import api_for, games, get_game
from ..i18n import t
from ..tables import TableError, Tables, TableSummary, clean_nickname
from ..widgets.rules import RuleChooser
from ..widgets.seat import SeatView, seat_label

#: the tables of this server
TABLES = Tables()
_log = logging.getLogger(__name__)


def _sentence(text: str) -> str:
    return f'<p class="sjuan-say" role="alert">{html.escape(text)}</p>'


def _heading(key: str, lang: str, level: int = 2) -> w.HTML:
    return w.HTML(f"<h{level}>{html.escape(t(key, lang))}</h{level}>")


def _button(key: str, lang: str, css: str) -> w.Button:
    b = w.Button(description=t(key, lang), tooltip=t(key, lang), _dom_classes=(css,))
    return b


class Lobby(w.VBox):
    """Open a table or join one; once seated, the page shows the seat instead."""

    def __init__(self, lang: str, page: str, session: str, code: str = "") -> None:
        self.lang = lang
        self.page = page
        self.session = session
        self.closed = threading.Event()
        style = {"description_width": "initial"}
        self.nickname = w.Text(
            description=t("table.join.nickname", lang),
            style=style,
            _dom_classes=("sjuan-table-nickname",),
        )
        self.gender = w.Dropdown(
            options=[(t(f"table.gender.{g}", lang), g) for g in ("none", "f", "m")],
            value="none", description=t("table.gender", lang), style=style,
            _dom_classes=("sjuan-table-gender",),
        )  # fmt: skip
        self.game = w.Dropdown(
            options=[(get_game(g).title, g) for g in games()], value="sedma",
            description=t("table.open.game", lang), style=style,
            _dom_classes=("sjuan-table-game",),
        )  # fmt: skip
        self.players = w.Dropdown(
            description=t("table.open.players", lang),
            style=style,
            _dom_classes=("sjuan-table-players",),
        )
        self.seat_box = w.VBox()
        self.rules_box = w.VBox()
        self.open_button = _button("table.open.button", lang, "sjuan-table-open")
        self.code = w.Text(
            value=code,
            description=t("table.join.code", lang),
            style=style,
            _dom_classes=("sjuan-table-code",),
        )
        self.join_button = _button("table.join.button", lang, "sjuan-table-join")
        self.message = w.HTML(_dom_classes=("sjuan-class-message",))
        self.chooser: RuleChooser | None = None
        self.seat_kinds: list[w.Dropdown] = []
        self.seat: SeatView | None = None
        self.table_code = ""
        self.form = w.VBox(
            [w.HTML(_sentence(t("table.intro", lang))), w.HBox([self.nickname, self.gender]),
             _heading("table.open.heading", lang), w.HBox([self.game, self.players]),
             self.seat_box, self.rules_box, self.open_button,
             _heading("table.join.heading", lang), w.HBox([self.code, self.join_button])]
        )  # fmt: skip
        super().__init__([self.message, self.form], _dom_classes=("sjuan-table-lobby",))
        self.game.observe(lambda _c: self._game_changed(), names="value")
        self.players.observe(lambda _c: self._players_changed(), names="value")
        self.open_button.on_click(lambda _b: self.open_table())
        self.join_button.on_click(lambda _b: self.join_table(self.code.value))
        self._game_changed()

    # -- the form ----------------------------------------------------------------------------
    def _game_changed(self) -> None:
        game = str(self.game.value)
        counts = api_for(game).player_counts
        self.players.options = [(str(n), n) for n in counts]
        self.players.value = 4 if 4 in counts else counts[0]
        self.chooser = RuleChooser(game, lang=self.lang)
        self.rules_box.children = [self.chooser]
        self._players_changed()

    def _players_changed(self) -> None:
        n = int(self.players.value or 0)
        kinds = [(t("table.open.person", self.lang), "person"),
                 (t("table.open.computer", self.lang), "computer")]  # fmt: skip
        self.seat_kinds = []
        for i in range(n):
            d = w.Dropdown(
                options=kinds, value="person" if i < 2 else "computer",
                description=t("table.open.seat", self.lang, n=i + 1),
                style={"description_width": "initial"},
                _dom_classes=("sjuan-table-seat-kind", f"sjuan-table-seat-{i + 1}"),
            )  # fmt: skip
            self.seat_kinds.append(d)
        self.seat_box.children = self.seat_kinds

    def _say(self, text: str) -> None:
        self.message.value = _sentence(text)

    def _nickname(self) -> str | None:
        try:
            name = clean_nickname(self.nickname.value)
        except TableError as e:
            self._say(e.message(self.lang))
            return None
        if not name:
            self._say(t("table.error.nickname_empty", self.lang))
            return None
        return name

    # -- actions -----------------------------------------------------------------------------
    def open_table(self) -> str | None:
        """Open the table the form describes and sit at its first seat for a person."""
        name = self._nickname()
        if name is None or self.chooser is None:
            return None
        humans = [d.value == "person" for d in self.seat_kinds]
        try:
            options = self.chooser.record_options()
            code = TABLES.open(str(self.game.value), options, humans, lang=self.lang)
        except SjuanError as e:
            self._say(e.message(self.lang))
            return None
        self.join_table(code)
        return code

    def join_table(self, code: str) -> bool:
        name = self._nickname()
        if name is None:
            return False
        try:
            TABLES.join(code, name, self.page, self.session, str(self.gender.value))
            snapshot = TABLES.snapshot(code, self.page)
        except TableError as e:
            self._say(e.message(self.lang))
            return False
        self.table_code = snapshot.code
        self.seat = SeatView(self.lang, self._move, self._next)
        self.seat.show(snapshot)
        self.message.value = ""
        self.children = [self.seat]
        self._follow()
        return True

    def _move(self, move: str, seen: int) -> None:
        self._act(lambda: TABLES.move(self.table_code, self.page, move, seen))

    def _next(self) -> None:
        self._act(lambda: TABLES.next_game(self.table_code, self.page))

    def _act(self, action: Any) -> None:
        seat = self.seat
        if seat is None:
            return
        try:
            action()
        except TableError as e:
            seat.show(TABLES.snapshot(self.table_code, self.page))
            seat.say(e.message(self.lang))
            return
        seat.show(TABLES.snapshot(self.table_code, self.page))

    def _follow(self) -> None:
        """Draw the seat anew whenever the tables change."""
        seat, code = self.seat, self.table_code
        if seat is None or not kernel_context.has_current_context():
            return

        version = [TABLES.version]

        def changed() -> int | None:
            while not self.closed.is_set() and seat is self.seat:
                now = TABLES.wait(version[0], timeout=1.0)
                if now != version[0]:
                    version[0] = now
                    return now
            return None  # the page closed, or its seat went to another table

        follow_in_thread(
            self.closed, changed, lambda _v: seat.show(TABLES.snapshot(code, self.page))
        )


def follow_in_thread(
    closed: threading.Event, changed: Callable[[], Any], draw: Callable[[Any], None]
) -> None:
    """Until ``closed``: wait for ``changed()`` and ``draw`` what it returned (None: stop),
    from a thread with the current page's virtual kernel as its context (Solara sends a
    widget's change to the page of the thread's kernel). A page that goes while it is drawn
    ends the thread."""
    context = kernel_context.get_current_context()

    def follow() -> None:
        while not closed.is_set():
            now = changed()
            if now is None or closed.is_set():
                return
            try:
                draw(now)
            except Exception:  # the page went while it was being drawn
                _log.debug("page not drawn", exc_info=True)
                return

    thread = threading.Thread(target=follow, name="sjuan-class-follow", daemon=True)
    kernel_context.set_context_for_thread(context, thread)
    thread.start()


def table_page(lang: str, query: str) -> w.Widget:
    """The page for the current virtual kernel: its lobby, which leaves the table when the
    page closes."""
    params = {k: v[-1] for k, v in parse_qs(query).items() if v}
    context = kernel_context.get_current_context()
    page, session = context.id, context.session_id
    code = "".join(ch for ch in params.get("code", "")[:8] if ch.isalpha()).upper()
    lobby = Lobby(lang, page, session, code)

    def closed() -> None:
        lobby.closed.set()
        TABLES.leave(page)

    context.on_close(closed)
    box = w.VBox([_heading("table.title", lang, 1), lobby], _dom_classes=("sjuan-table-page",))
    return box


# -- the teacher's view of the tables ---------------------------------------------------------


def progress(summary: TableSummary, lang: str) -> str:
    """How far a table has come, in a few words."""
    if not summary.started:
        return t("table.progress.waiting", lang)
    if summary.match_over:
        return t("table.progress.decided", lang, games=summary.games)
    key = "table.progress.over" if summary.over else "table.progress.playing"
    return t(key, lang, games=summary.games, moves=summary.moves)


def tables_rows(lang: str) -> list[list[str]]:
    return [
        [
            s.code,
            get_game(s.game).title,
            "; ".join(seat_label(x, i, s.started, lang) for i, x in enumerate(s.players)),
            progress(s, lang),
        ]
        for s in TABLES.summaries()
    ]


def tables_header(lang: str) -> list[str]:
    keys = ("table.teacher.code", "table.open.game", "table.open.players", "table.teacher.progress")
    return [t(k, lang) for k in keys]


__all__ = [
    "TABLES",
    "Lobby",
    "follow_in_thread",
    "progress",
    "table_page",
    "tables_header",
    "tables_rows",
]
