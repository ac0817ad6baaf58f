"""The score sheet editor for Femkamp/Sjukamp: a cell per player and deal, live totals, each
deal's column check, and the running-score chart (the tie marked).

``ScoreSheetEditor(load_example("femkamp-scoresheet-example"))``; ``editor.set_cell("Kari",
"pass", 4)`` does what typing in the cell does. A value that is not a whole number is refused
with a sentence, and the cell goes back to the sheet's value.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import TextStyle

from ..core.errors import RecordError, check_lang
from ..core.records import load_record
from ..core.safe_read import shown
from ..core.seats import seat_of
from ..femkamp.scoresheet import ScoreSheet, column_label, deal_name, parse_int
from ..figures.charts import running_scores_figure, running_scores_traces
from ..i18n import t
from ..render.html import TEXT_RIGHT, TEXT_WRONG
from ..views.scoresheet import scoresheet_data
from .common import (
    HTML,
    FigureBox,
    HBox,
    Sentence,
    Spoken,
    Transactional,
    VBox,
    lang_dropdown,
    plain,
    shared,
    transaction,
)


def _as_sheet(source: Any) -> Any:
    if source is None:
        return ScoreSheet.blank("femkamp")
    if isinstance(source, ScoreSheet):
        return source
    if hasattr(source, "sheet") and hasattr(source, "problems"):
        return source.sheet
    data = source if isinstance(source, Mapping) else load_record(source)
    return ScoreSheet.from_json(data)


class ScoreSheetEditor(Spoken, Transactional, VBox):
    """Edit a score sheet (a ``ScoreSheet``, its JSON, a path or an example name)."""

    def __init__(self, sheet: object = None, *, lang: str = "en") -> None:
        self.sheet = _as_sheet(sheet)
        self._lang = check_lang(lang)
        self._message: Sentence | None = None
        self._reverting = False
        n_players = len(self.sheet.players)
        n_deals = len(self.sheet.deals)
        # the cells and labels open with their widths, which they share (``shared``)
        cell, label = shared(w.Layout, width="64px"), shared(w.Layout, width="140px")
        self.cells: dict[tuple[int, int], w.Text] = {}
        for j in range(n_deals):
            for i in range(n_players):
                box = w.Text(
                    value=str(self.sheet.scores[i][j]),
                    continuous_update=False,
                    layout=cell,
                    style=shared(TextStyle),
                    description_allow_html=False,
                    _dom_classes=("sjuan-cell", f"sjuan-cell-{i}-{j}"),
                )
                box.observe(self._on_cell(i, j), names="value")
                self.cells[(i, j)] = box
        self.deal_labels = [HTML(layout=label) for _ in range(n_deals)]
        self.player_labels = [
            HTML(f"<b>{html.escape(p)}</b>", layout=cell) for p in self.sheet.players
        ]
        self.total_labels = [
            HTML(layout=cell, _dom_classes=("sjuan-total",)) for _ in range(n_players)
        ]
        self.check_labels = [HTML() for _ in range(n_deals)]
        self.total_title = HTML(layout=label)
        rows: list[w.Widget] = [HBox([HTML(layout=label), *self.player_labels])]
        for j in range(n_deals):
            row = [self.deal_labels[j], *[self.cells[(i, j)] for i in range(n_players)]]
            rows.append(HBox([*row, self.check_labels[j]]))
        rows.append(HBox([self.total_title, *self.total_labels]))
        self.lang_select = lang_dropdown(self._lang)
        self.lang_select.observe(self._on_lang, names="value")
        self.verdict_html = HTML(_dom_classes=("sjuan-verdict",))
        self.message_html = HTML(_dom_classes=("sjuan-message",))
        base = running_scores_figure(self.sheet, self._lang)
        self.figure = FigureBox(base, "sjuan-running-scores")
        super().__init__(
            [self.lang_select, *rows, self.verdict_html, self.message_html, self.figure],
            _dom_classes=("sjuan-scoresheet-editor",),
        )
        self._render()

    # -- Python API ----------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    @property
    def report(self) -> Any:
        return self.sheet.check()

    @transaction
    def set_cell(self, player: str | int, deal: str | int, value: int | str) -> bool:
        """Type ``value`` into the cell of ``player`` and ``deal`` (a deal name or a 0-based
        column). Returns False (and says why) when the value is refused."""
        i, j = self._cell_index(player, deal)
        if not isinstance(value, (int, str)) or isinstance(value, bool):
            raise RecordError(
                "tricks.sheet.error.not_number", row=self.sheet.players[i],
                column=column_label(j, self.sheet.deals[j]), value=shown(value),
            )  # fmt: skip
        box = self.cells[(i, j)]
        if box.value == str(value):
            return True
        box.value = str(value)
        return self.sheet.scores[i][j] == _maybe_int(value)

    def _cell_index(self, player: str | int, deal: str | int) -> tuple[int, int]:
        """The cell's row and column; a player or deal not on the sheet is a RecordError."""
        players = list(self.sheet.players)
        i = seat_of(players, player)
        deals = list(self.sheet.deals)
        if isinstance(deal, int) and not isinstance(deal, bool) and 0 <= deal < len(deals):
            return i, deal
        name = deal_name(deal) if isinstance(deal, str) else None
        if name not in deals:
            raise RecordError("tricks.sheet.error.unknown_deal", column="?", value=shown(deal),
                              known=", ".join(deals))  # fmt: skip
        return i, deals.index(name)

    @transaction
    def set_lang(self, lang: str) -> None:
        self.lang_select.value = check_lang(lang)

    # -- transactions (see widgets.common.Transactional) ---------------------------------------
    _SAVED = ("sheet", "_lang", "_message")

    def _control_values(self) -> dict[w.ValueWidget, object]:
        values: dict[w.ValueWidget, object] = {box: box.value for box in self.cells.values()}
        values[self.lang_select] = self.lang_select.value
        return values

    def _redraw(self) -> None:
        self._render()
        self._say(self._message)

    def _held(self) -> tuple[object, ...]:
        return (self.sheet, tuple(b.value for b in self.cells.values()))

    def _shown(self) -> tuple[object, ...]:
        labels = [*self.deal_labels, *self.check_labels, *self.total_labels, self.total_title]
        return (self.verdict_html.value, tuple(x.value for x in labels), self.figure.bundle)

    def totals_text(self) -> str:
        """ "Kari 7, Ola 16, ..." as shown in the totals row."""
        totals = self.sheet.totals()
        return ", ".join(f"{p} {totals[p]}" for p in self.sheet.players)

    def checks_text(self) -> str:
        data = scoresheet_data(self.sheet, self._lang)
        lines = [data["verdict"], *data["problems"]]
        return "\n".join(lines)

    def shown_text(self) -> str:
        parts = [self.message()] if self._message else []
        parts.append(self.sheet.check().to_text(self._lang))
        parts.append(plain(self.verdict_html.value))
        return "\n".join(parts)

    # -- internals -----------------------------------------------------------------------
    def _on_cell(self, i: int, j: int) -> Any:
        @transaction
        def changed(self: ScoreSheetEditor, change: dict[str, object]) -> None:
            if self._reverting:
                return
            self.sheet = self.sheet.with_cell(i, j, change["new"])  # a refusal puts it back
            self._say(None)
            self._render()

        return lambda change: changed(self, change)

    def _say(self, sentence: Sentence | None) -> None:
        self._message = sentence
        text = self.message()
        self.message_html.value = (
            f'<span style="color:{TEXT_WRONG}">{html.escape(text)}</span>' if text else ""
        )

    @transaction
    def _on_lang(self, change: Mapping[str, object]) -> None:
        """Only the language changes: the sheet, the cells and a refusal on screen stay."""
        self._lang = check_lang(change["new"])
        self.lang_select.description = t("ui.lang", self._lang)
        self._render()
        self._say(self._message)

    def _render(self) -> None:
        lg = self._lang
        data = scoresheet_data(self.sheet, lg)
        for j, label in enumerate(self.deal_labels):
            label.value = html.escape(data["deals"][j])
        for j, label in enumerate(self.check_labels):
            check = data["checks"][j]
            if check is None or check["ok"]:
                label.value = f'<span style="color:{TEXT_RIGHT}">✓</span>'
            else:
                label.value = (
                    f'<span style="color:{TEXT_WRONG}">✗ {html.escape(check["text"])}</span>'
                )
        for label, total in zip(self.total_labels, data["totals"]):
            label.value = f"<b>{total}</b>"
        self.total_title.value = f"<b>{html.escape(t('ui.sheet.total', lg))}</b>"
        lines = [data["verdict"]]
        if data["leaders"]:
            lines.append(t("ui.sheet.leaders", lg, players=", ".join(data["leaders"])))
        self.verdict_html.value = "<br>".join(html.escape(x) for x in lines)
        parts, annotations = running_scores_traces(data, lg)
        with self.figure.batch_update():
            for trace, part in zip(self.figure.data, parts):
                trace.x = part["x"]
                trace.y = part["y"]
                trace.name = part["name"]
            self.figure.layout.annotations = annotations
            self.figure.layout.title.text = t("ui.fig.running", lg)
            self.figure.layout.xaxis.title.text = t("ui.fig.deal", lg)
            self.figure.layout.yaxis.title.text = t("ui.fig.points", lg)


def _maybe_int(value: object) -> Any:
    return parse_int(value)


__all__ = ["ScoreSheetEditor"]
