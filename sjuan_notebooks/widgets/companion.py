"""The table companion as a widget: a game played with real cards, entered on a phone.

``Companion(lang="sv")`` asks for the game, its house rules, the players in seating order and
who deals; then each turn is one tap on a large card button (the cards that can follow first),
or on Pass / Stop; Undo goes back any number of entries. What the table enters is refereed
(:mod:`sjuan_notebooks.companion`): a wrong entry is one sentence and changes nothing, a rule
broken in a hidden hand is flagged once the cards show it. The score is kept as the game keeps
it; a finished deal is reviewed (where it turned), replayed in the stepper, downloaded as its
record or shared as a link holding the record.

Nothing is lost: every entry is written to the browser's storage on the device (a small
anywidget, :class:`DeviceStore`; no name or game is sent anywhere), so a reload, a closed tab
or a server restart finds the game again and offers to resume or throw it away.
"""

from __future__ import annotations

import base64
import html
import json
import sys
from collections.abc import Mapping
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..companion import TRACKERS, LinkError, SavedGameError, TableGame
from ..companion.afterwards import game_review
from ..companion.links import lite_link, record_from_query, record_link
from ..companion.records import sheet_of, table_record
from ..core.cards import Card
from ..core.errors import SjuanError, check_lang
from ..core.registry import games, get_game
from ..i18n import t
from .common import HTML, HBox, Spoken, VBox, shared

STORAGE_KEY = "sjuan-companion-game"
#: Python running in the page (the browser site, JupyterLite's Pyodide): its links open the
#: site's own app page, since its kernel cannot read the page's address
IN_BROWSER_SITE = sys.platform == "emscripten"

#: phone first: touch targets of at least 44 x 44 CSS pixels (WCAG 2.5.5), rows that wrap
CSS = """
.sjuan-companion { max-width: 40em; }
.sjuan-companion .sjuan-cc-row { flex-wrap: wrap; gap: 4px; }
.sjuan-companion button.sjuan-cc-card, .sjuan-companion button.sjuan-cc-word {
  min-width: 48px; min-height: 48px; font-size: 1.15em; margin: 2px; }
.sjuan-companion button.sjuan-cc-card.sjuan-cc-red { color: #b00020; }
.sjuan-companion .sjuan-cc-ask { font-size: 1.15em; font-weight: bold; }
.sjuan-companion .sjuan-cc-flag { color: #8a1c00; }
.sjuan-companion input, .sjuan-companion select { min-height: 44px; font-size: 1em; }
.sjuan-companion .widget-text, .sjuan-companion .widget-dropdown { width: 100%; max-width: 30em; }
"""


class DeviceStore(anywidget.AnyWidget):
    """The browser's ``localStorage`` on this device, for one key: ``saved`` is what the page
    found there when it opened (sent once, from the browser), ``value`` what Python writes
    (empty: the key is removed)."""

    _esm = """
    function render({ model }) {
      const key = model.get("key");
      let found = "";
      try { found = window.localStorage.getItem(key) || ""; } catch (e) { found = ""; }
      const write = () => {
        const value = model.get("value");
        try {
          if (value) window.localStorage.setItem(key, value);
          else if (model.get("loaded")) window.localStorage.removeItem(key);
        } catch (e) { /* storage full or refused: the page still works */ }
      };
      model.set("saved", found);
      model.set("loaded", true);
      model.save_changes();
      if (model.get("value")) write();
      model.on("change:value", write);
    }
    export default { render };
    """
    key = traitlets.Unicode(STORAGE_KEY).tag(sync=True)
    saved = traitlets.Unicode("").tag(sync=True)
    loaded = traitlets.Bool(False).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)


def companion_games() -> list[str]:
    """The registered games the companion can referee."""
    return [g for g in games() if get_game(g).family in TRACKERS]


def _esc(text: object) -> str:
    return html.escape(str(text))


class Companion(Spoken, VBox):
    """The table companion (see the module). ``link_base`` is the address a shared link
    opens at (the class server's page, or empty for the current page: a notebook in Voila);
    by default the current page, or in the browser site its app page. ``query`` is the page's
    own query string, whose ``record=`` (a shared link) opens that record in the stepper."""

    def __init__(
        self,
        lang: str = "en",
        *,
        link_base: str | None = None,
        query: str | Mapping[str, str] = "",
        store: DeviceStore | None = None,
    ) -> None:
        self.lang = self._lang = check_lang(lang)
        self.link_base = link_base
        self.game: TableGame | None = None
        self.store = store or DeviceStore()
        lg = self.lang
        row = shared(w.Layout, flex_flow="row wrap")
        # set-up
        self.game_menu = w.Dropdown(
            options=[(get_game(g).title, g) for g in companion_games()], value="sjuan",
            description=t("companion.setup.game", lg), style={"description_width": "initial"},
            _dom_classes=("sjuan-cc-game",),
        )  # fmt: skip
        self.players_text = w.Text(
            value="A, B, C, D", description=t("companion.setup.players", lg),
            style={"description_width": "initial"}, _dom_classes=("sjuan-cc-players",),
        )  # fmt: skip
        self.dealer_menu = w.Dropdown(
            description=t("companion.setup.dealer", lg), style={"description_width": "initial"},
            _dom_classes=("sjuan-cc-dealer",),
        )  # fmt: skip
        self.rules_box = VBox()
        self.chooser: Any = None
        self.start_button = self._word_button("companion.btn.start", "sjuan-cc-start", self._start)
        self.setup_box = VBox(
            [self.game_menu, self.players_text, self.dealer_menu, self.rules_box,
             self.start_button], _dom_classes=("sjuan-cc-setup",),
        )  # fmt: skip
        # a game kept on the device
        self.resume_button = self._word_button(
            "companion.btn.resume", "sjuan-cc-resume", lambda: self.resume()
        )
        self.discard_button = self._word_button(
            "companion.btn.discard", "sjuan-cc-discard", lambda: self.discard()
        )
        self.resume_box = VBox(_dom_classes=("sjuan-cc-saved",))
        # the game
        self.ask_html = HTML(_dom_classes=("sjuan-cc-ask",))
        self.table_html = HTML(_dom_classes=("sjuan-cc-table",))
        self.cards_box = HBox(layout=row, _dom_classes=("sjuan-cc-row", "sjuan-cc-cards"))
        self.words_box = HBox(layout=row, _dom_classes=("sjuan-cc-row", "sjuan-cc-words"))
        self.message_html = HTML(_dom_classes=("sjuan-cc-message",))
        self.undo_button = self._word_button("companion.btn.undo", "sjuan-cc-undo", self.undo)
        self.download_button = self._word_button(
            "companion.btn.download", "sjuan-cc-download", self.download
        )
        self.share_button = self._word_button("companion.btn.share", "sjuan-cc-share", self.share)
        self.replay_button = self._word_button(
            "companion.btn.replay", "sjuan-cc-replay", self.replay
        )
        self.link_html = HTML(_dom_classes=("sjuan-cc-link",))
        # a score sheet's points (Femkamp, Sjukamp): typed, one player at a time
        self.points_text = w.Text(
            placeholder=t("companion.points.label", lg), style={"description_width": "initial"},
            layout=shared(w.Layout, width="12em"), _dom_classes=("sjuan-cc-points",),
        )  # fmt: skip
        self.points_button = self._word_button(
            "companion.btn.points", "sjuan-cc-points-ok", self._enter_points
        )
        self.referee_html = HTML(_dom_classes=("sjuan-cc-referee",))
        self.score_html = HTML(_dom_classes=("sjuan-cc-score",))
        self.review_html = HTML(_dom_classes=("sjuan-cc-review",))
        self.stepper_box = VBox(_dom_classes=("sjuan-cc-stepper",))
        self.tools = HBox(
            [self.undo_button, self.download_button, self.share_button, self.replay_button],
            layout=row, _dom_classes=("sjuan-cc-row", "sjuan-cc-tools"),
        )  # fmt: skip
        self.play_box = VBox(
            [self.ask_html, self.table_html, self.cards_box, self.words_box, self.tools,
             self.link_html, self.score_html, self.referee_html, self.review_html,
             self.stepper_box], _dom_classes=("sjuan-cc-play",),
        )  # fmt: skip
        self.top_message = HTML(_dom_classes=("sjuan-cc-top-message",))
        self._head: list[w.Widget] = [
            HTML(f"<style>{CSS}</style>"),
            HTML(f"<h2>{_esc(t('companion.title', lg))}</h2>"
                 f"<p>{_esc(t('companion.intro', lg))}</p>"),
            self.top_message,
        ]  # fmt: skip
        self._opened: list[w.Widget] = []  # a shared link's stepper
        self._playing = False
        super().__init__(_dom_classes=("sjuan-companion",))
        self._lay_out()
        self.game_menu.observe(lambda _c: self._game_changed(), names="value")
        self.players_text.observe(lambda _c: self._players_changed(), names="value")
        self.store.observe(lambda _c: self._saved_found(), names="saved")
        self._game_changed()
        self._saved_found()
        self.open_link(query)

    def _lay_out(self) -> None:
        body = [self.play_box] if self._playing else [self.resume_box, self.setup_box]
        self.children = [*self._head, *self._opened, *body, self.message_html, self.store]

    # -- small parts -------------------------------------------------------------------------
    def _word_button(self, key: str, css: str, action: Any, label: str | None = None) -> w.Button:
        text = label if label is not None else t(key, self.lang)
        b = w.Button(
            description=text, tooltip=text,
            layout=shared(w.Layout, width="auto", min_height="48px", min_width="48px"),
            style=shared(w.ButtonStyle), _dom_classes=("sjuan-btn", "sjuan-cc-word", css),
        )  # fmt: skip
        b.on_click(lambda _b: action())
        return b

    def _say(self, text: str) -> None:
        self.message_html.value = (
            f'<p class="sjuan-say" role="alert">{_esc(text)}</p>' if text else ""
        )

    # -- set-up ------------------------------------------------------------------------------
    def _game_changed(self) -> None:
        from .rules import RuleChooser

        self.chooser = RuleChooser(str(self.game_menu.value), lang=self.lang)
        self.rules_box.children = [self.chooser]
        self._players_changed()

    def _names(self) -> list[str]:
        return [p.strip() for p in str(self.players_text.value).split(",") if p.strip()]

    def _players_changed(self) -> None:
        names = self._names()
        self.dealer_menu.options = names
        if names:
            self.dealer_menu.value = names[-1]

    def _start(self) -> None:
        options = self.chooser.record_options() if self.chooser is not None else {}
        self.start(str(self.game_menu.value), self._names(), self.dealer_menu.value, options)

    def start(
        self,
        game: str,
        players: list[str],
        dealer: str | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> bool:
        """Begin entering a game (a bad set-up is one sentence, and nothing starts)."""
        try:
            started = TableGame.new(game, players, dealer, options or {})
        except SjuanError as e:
            self._say(e.message(self.lang))
            return False
        self._set_game(started)
        return True

    # -- a game kept on the device -----------------------------------------------------------
    def _saved_found(self) -> None:
        saved = self.store.saved
        if not saved or self.game is not None:
            self.resume_box.children = []
            return
        self.resume_box.children = [
            HTML(f'<p class="sjuan-say">{_esc(t("companion.saved.found", self.lang))}</p>'),
            HBox([self.resume_button, self.discard_button], layout=shared(w.Layout, flex_flow="row wrap")),
        ]  # fmt: skip

    def resume(self, saved: str | None = None) -> bool:
        """Go on with the game kept on the device (or ``saved``, a downloaded game's text)."""
        try:
            game = TableGame.from_json(self.store.saved if saved is None else saved)
        except SavedGameError as e:
            self._say(e.message(self.lang))
            return False
        self._set_game(game)
        return True

    def discard(self) -> None:
        """Throw away the game kept on the device (and the one on the page)."""
        self.store.saved = ""
        self.store.value = ""
        self.game = None
        self.resume_box.children = []
        self._playing = False
        self._lay_out()
        self._say("")

    # -- entering ----------------------------------------------------------------------------
    def enter(self, entry: str) -> bool:
        """Enter one tap; a wrong one is one sentence and changes nothing."""
        if self.game is None:
            return False
        try:
            game = self.game.enter(entry)
        except SjuanError as e:
            self._say(e.message(self.lang))
            return False
        self._set_game(game)
        return True

    def _enter_points(self) -> None:
        if self.game is not None and self.game.state.player:
            self.enter(f"{self.points_text.value.strip() or '?'}@{self.game.state.player}")

    def undo(self) -> bool:
        if self.game is None:
            return False
        try:
            game = self.game.undo()
        except SjuanError as e:
            self._say(e.message(self.lang))
            return False
        self._set_game(game)
        return True

    def _set_game(self, game: TableGame) -> None:
        self.game = game
        self.store.value = game.dumps()
        self.resume_box.children = []
        if not self._playing:
            self._playing = True
            self._lay_out()
        self.link_html.value = ""
        self.stepper_box.children = []
        self._say("")
        self._draw()

    # -- drawing -----------------------------------------------------------------------------
    def _pack(self) -> str:
        return "sedma" if self.game is not None and self.game.state.family == "sedma" else "french"

    def _draw(self) -> None:
        assert self.game is not None
        state = self.game.state
        lg = self.lang
        key, params = state.asked()
        self.ask_html.value = (
            f'<p aria-live="polite">{_esc(t(key, lg, **_rendered(params, lg)))}</p>'
        )
        self.table_html.value = self._table()
        pack = self._pack()
        who = state.player
        suffix = f"@{who}" if who and getattr(state, "phase", "play") == "play" else ""
        if state.family == "sedma" and who and not state.over:
            suffix = f"@{who}"
        # each button says which entry it makes (a page and its test know a button drawn
        # for this turn from one left over from the last)
        mark = f"sjuan-cc-n{len(self.game.entries)}"
        other: list[Card] = getattr(state, "cards_other", list)()
        card_who = getattr(state, "card_player", None)  # a sheet's deal played card by card
        card_suffix = f"@{card_who}" if card_who else suffix
        cards = [self._card_button(c, card_suffix, pack, mark) for c in state.cards_first() + other]
        self.cards_box.children = cards
        words = [self._word(word, suffix) for word in state.words()]
        for b in words:
            b._dom_classes = (*b._dom_classes, mark)
        if getattr(state, "wants_number", False) and state.player and state.play is None:
            words = [self.points_text, self.points_button]
            self.points_text.value = ""
            self.points_text.description = state.player
        self.words_box.children = words
        self.score_html.value = self._score()
        self.referee_html.value = self._referee()
        self.review_html.value = self._review()

    def _card_button(self, card: Card, suffix: str, pack: Any, mark: str) -> w.Button:
        name = card.name(self.lang, pack)
        tip = t("companion.card.tip", self.lang, card=name)
        css: tuple[str, ...] = ("sjuan-btn", "sjuan-cc-card", f"sjuan-cc-card-{card.code}", mark)
        if card.is_red and pack == "french":
            css += ("sjuan-cc-red",)
        b = w.Button(
            description=card.short(self.lang, pack), tooltip=tip,
            layout=shared(w.Layout, width="56px", height="48px"),
            style=shared(w.ButtonStyle), _dom_classes=css,
        )  # fmt: skip
        b.on_click(lambda _b, code=card.code + suffix: self.enter(code))
        return b

    def _word(self, word: str, suffix: str) -> w.Button:
        lg = self.lang
        code, _, who = word.partition("@")
        if who:  # who holds the start card
            label = t("companion.player.tip", lg, player=who)
            return self._word_button(
                "", f"sjuan-cc-who-{len(who)}", lambda: self.enter(word), label
            )
        keys = {"pass": "companion.btn.pass", "stop": "companion.btn.stop",
                "skip": "companion.btn.skip", "deal": "companion.btn.next_deal",
                "game": "companion.btn.next_game"}  # fmt: skip
        entry = word + (suffix if word in ("pass", "stop") else "")
        return self._word_button(keys[word], f"sjuan-cc-{word}", lambda: self.enter(entry))

    def _table(self) -> str:
        assert self.game is not None
        state = self.game.state
        lg = self.lang
        if state.family == "sevens":
            rows = []
            for suit in ("H", "S", "D", "C"):
                on = [Card(suit, r) for r in state.rules.rank_order
                      if state.table & Card(suit, r).bit]  # fmt: skip
                cards = " ".join(c.short(lg) for c in on) or t("sevens.row.closed", lg)
                rows.append(f"<li>{_esc(cards)}</li>")
            return f'<ul class="sjuan-cc-rows">{"".join(rows)}</ul>'
        if state.family == "femkamp":
            trick, pack = (state.play.trick if state.play is not None else ()), "french"
        else:
            trick, pack = state.trick, "sedma"
        plays = [f"{_esc(state.players[s])}: {_esc(c.short(lg, pack))}" for s, c in trick]
        return f"<p>{' · '.join(plays)}</p>" if plays else ""

    def _score(self) -> str:
        assert self.game is not None
        state = self.game.state
        lg = self.lang
        scores = state.scores()
        lines = []
        for p, s in scores.items():
            if state.family == "sevens":
                points = t(
                    "count.points", lg, n=s["kabal"] if state.game == "kabal" else s["points"]
                )
                if state.rules.pot:
                    chips = t("count.chips", lg, n=s["chips"])
                    lines.append(t("companion.score.pot", lg, player=p, points=points, chips=chips))
                else:
                    lines.append(t("companion.score.points", lg, player=p, points=points))
            elif state.family == "femkamp":
                points = t("count.points", lg, n=s["points"])
                lines.append(t("companion.score.points", lg, player=p, points=points))
            else:
                points = (t("count.points", lg, n=s["points"]) + ", "
                          + t("count.win_points", lg, n=s["win_points"]))  # fmt: skip
                lines.append(t("companion.score.points", lg, player=p, points=points))
        items = "".join(f"<li>{_esc(x)}</li>" for x in lines)
        return f"<h3>{_esc(t('companion.score.heading', lg))}</h3><ul>{items}</ul>"

    def _referee(self) -> str:
        assert self.game is not None
        lg = self.lang
        flags = self.game.flags
        body = (
            "".join(f'<li class="sjuan-cc-flag">{_esc(f.text(lg))}</li>' for f in flags)
            if flags
            else f"<li>{_esc(t('companion.referee.none', lg))}</li>"
        )
        return (
            f"<h3>{_esc(t('companion.referee.heading', lg))}</h3>"
            f"<p>{_esc(t('companion.referee.sees', lg))}</p><ul>{body}</ul>"
        )

    # -- afterwards --------------------------------------------------------------------------
    def record(self) -> dict[str, Any] | None:
        """The record of the deal being entered or the last one finished (Sevens), or of the
        match so far (Sedma); None with the reason said when none can be written."""
        if self.game is None:
            return None
        try:
            return table_record(self.game, t("companion.record.note", self.lang))
        except SjuanError as e:
            self._say(t("companion.record.none", self.lang, reason=e.message(self.lang)))
            return None

    def _finished(self) -> bool:
        assert self.game is not None
        state = self.game.state
        return bool(state.over) if state.family != "sevens" else state.phase == "over"

    def _review(self) -> str:
        if self.game is None or not self._finished():
            return ""
        record = self.record()
        if record is None:
            return ""
        found, _error = game_review(record)
        if found is None:
            return ""
        lg = self.lang
        marks = "".join(f"<li>{_esc(m.text(lg))}</li>" for m in found.marks) or (
            f"<li>{_esc(t('companion.review.none', lg))}</li>"
        )
        return (
            f'<p class="sjuan-cc-turned">{_esc(found.turned_text(lg))}</p>'
            f"<h3>{_esc(t('companion.review.heading', lg))}</h3><ul>{marks}</ul>"
        )

    def download(self) -> str | None:
        """Offer the record as a file to save (the entries, when no record can be written
        yet, so nothing is lost): a link in the page, as the class's tables give theirs."""
        if self.game is None:
            return None
        record = sheet_of(self.game) or self.record()  # a sheet: the one the CLI checks
        text = json.dumps(record if record is not None else self.game.to_json(),
                          ensure_ascii=False, indent=1)  # fmt: skip
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        name = f"{self.game.setup.game}-companion.json"
        label = _esc(t("companion.btn.download", self.lang))
        self.link_html.value = (
            f'<p><a class="sjuan-cc-record" download="{_esc(name)}" '
            f'href="data:application/json;base64,{data}">{label}</a></p>'
        )
        return text

    def share(self) -> str | None:
        """Show (and return) a link holding the record."""
        record = self.record()
        if record is None:
            return None
        try:
            link = self.link_to(record)
        except SjuanError as e:
            self._say(e.message(self.lang))
            return None
        self.link_html.value = (
            f"<p>{_esc(t('companion.link.label', self.lang))} "
            f'<a class="sjuan-cc-link-a" href="{_esc(link)}" target="_blank" rel="noopener">'
            f"{_esc(t('companion.btn.share', self.lang))}</a></p>"
        )
        return link

    def link_to(self, record: Mapping[str, Any]) -> str:
        """A link that opens ``record`` in this companion's page (or, in the browser site, in
        its app page); :class:`LinkError` when the record is too long for an address."""
        if self.link_base is None and IN_BROWSER_SITE:
            return lite_link(record, self.lang)
        return record_link(record, self.link_base or "")

    def replay(self) -> bool:
        """Open the record in the stepper, below."""
        record = self.record()
        if record is None:
            return False
        from .stepper import Stepper

        self.stepper_box.children = [Stepper(record, lang=self.lang)]
        return True

    def open_link(self, query: str | Mapping[str, str]) -> bool:
        """Open the record a shared link carries in the stepper (a bad link: one sentence,
        nothing opened)."""
        try:
            record = record_from_query(query) if query else None
        except LinkError as e:
            self.top_message.value = (
                f'<p class="sjuan-say" role="alert">{_esc(e.message(self.lang))}</p>'
            )
            return False
        if record is None:
            return False
        from .stepper import Stepper

        found, _ = game_review(record)
        turned = (
            f"<p class='sjuan-cc-turned'>{_esc(found.turned_text(self.lang))}</p>" if found else ""
        )
        self.top_message.value = f"<p>{_esc(t('companion.link.opened', self.lang))}</p>{turned}"
        self._opened = [Stepper(record, lang=self.lang)]
        self._lay_out()
        return True

    # -- reading, for tests ------------------------------------------------------------------
    @property
    def message(self) -> str:
        return html.unescape(
            self.message_html.value.replace('<p class="sjuan-say" role="alert">', "").replace(
                "</p>", ""
            )
        )

    def card_codes(self) -> list[str]:
        """The card buttons shown now, in order (their codes)."""
        out = []
        for b in self.cards_box.children:
            css = [c for c in b._dom_classes if c.startswith("sjuan-cc-card-")]
            out.append(css[0][len("sjuan-cc-card-") :])
        return out


def _rendered(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    from ..core.errors import render_word

    return {k: render_word(v, lang) for k, v in params.items()}


__all__ = ["Companion", "DeviceStore", "companion_games"]
