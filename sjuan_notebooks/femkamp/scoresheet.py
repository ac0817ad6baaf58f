"""Femkamp/Sjukamp score sheets entered by hand: totals, the winner or the tie, and a check of
every deal's column against what that deal can produce.

JSON shape::

    {"kind": "scoresheet", "game": "femkamp", "players": ["Kari", "Ola", "Siri", "Per"],
     "deals": ["pass", "klover", "damer", "kabal", "grand"],
     "scores": {"Kari": [3, 2, 4, 3, -5], ...},
     "tiebreaks": [{"Kari": -4, "Ola": -3, "Siri": -2, "Per": -4}],   (optional extra Grands)
     "options": {"klover_all_zero": true, "kabal_zero": false}}         (optional)

:meth:`ScoreSheet.from_text` reads a paste: one row per player (``Kari 3 2 4 3 -5``), with an
optional header row of deal names, or one row per deal (``pass 3 4 2 4``) under a header row of
player names. Each deal's spec (:mod:`.deals`) says what its column is checked for; a column
naming no deal of the sheet's game (or of its own ``order``) is refused in a sentence. The
text's deals (players ``n``, tricks ``T`` = 17, 13, 10 for 3, 4, 5 players):

- pass: each 0..T, the column adds up to T;
- klover: each 0..13, adds up to 13, or every cell 0 when one player took all 13 clubs (only
  under the house rule ``klover_all_zero``);
- damer: each 0..16 in steps of 4, adds up to 16;
- grand, trumf: each -T..0, adds up to -T;
- finale: each 0..32, adds up to 32, and the column splits into clubs queen 8, three queens 4
  and twelve clubs 1;
- kabal: none negative. The digest reads the text as "the player who went out has 0"; but the
  passes of the player who went out count too (1 point each), so a Kabal column without a 0
  can be right (in random 4-player deals the player who went out had passed in about 27 of
  100 deals). That reading is therefore the check ``kabal_zero``, off by default.

A family's own compendium (``"options": {"order": ["pass", ...]}``) is checked the same way,
column by column, and is complete when its deals are there in its order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.errors import Phrase, RecordError, UnknownOptionError, Word, check_option_names
from ..core.registry import html_of
from ..core.safe_read import shown, wrong_type
from ..core.schema import check_sheet
from ..core.seats import name_problem
from ..i18n import join_list, t
from .deals import (
    HAND_SIZE,
    Column,
    alias_map,
    check_order,
    compendium,
    get_deal,
    is_deal,
    orders_of,
)
from .order import (
    FEMKAMP_ORDER,
    GAME_TITLES,
    MATCH_GAMES,
    SJUKAMP_ORDER,
    deal_title,
    settle,
)


def deal_name(text: str) -> str | None:
    """The deal a column heading names ("Kløver", "klover", "Finale"...: a deal's code, its
    name in the text, or an alias its spec gives), or None."""
    return alias_map().get(re.sub(r"[\s\-_]", "", text.strip().lower()))


def parse_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        text = value.strip().replace("\u2212", "-").replace("\u2013", "-")
        if re.fullmatch(r"[+-]?\d{1,9}", text):  # longer is no score (and no 5,000-digit int)
            return int(text)
    return None


@dataclass(frozen=True)
class Problem:
    """A column that cannot be right: the deal (1-based column, name) and the reason."""

    column: int
    deal: str
    key: str
    params: dict[str, Any]

    def reason(self, lang: str = "en") -> str:

        return t(self.key, lang, **self.params)

    def label(self, lang: str = "en") -> str:

        if self.deal.startswith("extra_grand"):
            return t("tricks.deal.extra_grand", lang, n=self.column)
        return f"{self.column}. {deal_title(self.deal, lang)}"

    def to_json(self) -> dict[str, Any]:
        return {
            "column": self.column,
            "deal": self.deal,
            "key": self.key,
            "reason": self.reason("en"),
            **{k: v for k, v in self.params.items() if k not in ("deal", "column")},
        }


@dataclass(frozen=True)
class SheetReport:
    """What :meth:`ScoreSheet.check` finds."""

    sheet: ScoreSheet
    totals: dict[str, int]
    running: list[dict[str, int]]
    winner: str | None
    tied: tuple[str, ...]
    problems: tuple[Problem, ...]
    complete: bool
    missing: tuple[str, ...] = ()  # the game's deals the sheet lacks (empty when complete)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "game": self.sheet.game,
            "players": list(self.sheet.players),
            "deals": list(self.sheet.deals),
            "scores": self.sheet.scores_json(),
            "totals": dict(self.totals),
            "running_totals": [dict(r) for r in self.running],
            "complete": self.complete,
            "missing": list(self.missing),
            "winner": self.winner,
            "tied": list(self.tied),
            "problems": [p.to_json() for p in self.problems],
        }

    def to_text(self, lang: str = "en") -> str:
        """The sheet as on paper (one row per deal, one column per player), then the result
        and the checks."""

        sheet = self.sheet
        names = list(sheet.players)
        labels = [f"{i}. {deal_title(d, lang)}" for i, d in enumerate(sheet.deals, 1)]
        labels += [
            t("tricks.deal.extra_grand", lang, n=k) for k in range(1, len(sheet.tiebreaks) + 1)
        ]
        total_label = t("tricks.result.total", lang)
        w0 = max(len(x) for x in [*labels, total_label])
        widths = [max(len(n), 4) for n in names]
        lines = [t("tricks.sheet.title", lang, game=GAME_TITLES[sheet.game]), ""]
        lines.append(" " * w0 + "  " + "  ".join(n.rjust(w) for n, w in zip(names, widths)))
        rows = [[sheet.scores[i][j] for i in range(len(names))] for j in range(len(sheet.deals))]
        for label, row in zip(labels[: len(sheet.deals)], rows):
            lines.append(
                label.ljust(w0) + "  " + "  ".join(str(v).rjust(w) for v, w in zip(row, widths))
            )
        totals = [self.totals[n] for n in names]
        lines.append(
            total_label.ljust(w0)
            + "  "
            + "  ".join(str(v).rjust(w) for v, w in zip(totals, widths))
        )
        for label, grand in zip(labels[len(sheet.deals) :], sheet.tiebreaks):
            lines.append(
                label.ljust(w0) + "  " + "  ".join(str(v).rjust(w) for v, w in zip(grand, widths))
            )
        lines.append("")
        low = min(self.totals.values()) if self.totals else 0
        if not self.complete:
            # A result read off part of a sheet would name a winner the missing deals can undo.
            order = sheet.orders[0]
            if self.missing:
                lines.append(
                    t("tricks.sheet.incomplete", lang, game=GAME_TITLES[sheet.game],
                      deals=join_list([deal_title(d, lang) for d in self.missing], lang))
                )  # fmt: skip
            else:
                lines.append(
                    t("tricks.sheet.out_of_order", lang, game=GAME_TITLES[sheet.game],
                      deals=", ".join(deal_title(d, lang) for d in order))
                )  # fmt: skip
        elif self.tied:
            lines.append(
                t("tricks.result.tie", lang, players=join_list(list(self.tied), lang), n=low)
            )
            if self.winner is not None:
                lines.append(
                    t("tricks.result.tie_settled", lang, player=self.winner,
                      players=join_list(list(self.tied), lang))
                )  # fmt: skip
        elif self.winner is not None:
            lines.append(t("tricks.result.winner", lang, player=self.winner, n=low))
        if self.ok:
            ok = t("tricks.sheet.ok", lang) if self.complete else t("tricks.sheet.ok_so_far", lang)
            lines.append(ok)
        else:
            lines.append(t("tricks.sheet.problems", lang))
            for p in self.problems:
                lines.append(
                    t("tricks.sheet.problem", lang, deal=p.label(lang), reason=p.reason(lang))
                )
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return html_of(self)


@dataclass(frozen=True)
class ScoreSheet:
    """A score sheet: ``scores[i][j]`` is player ``i``'s points in deal ``j``. Immutable;
    :meth:`with_cell` returns an edited copy."""

    game: str
    players: tuple[str, ...]
    deals: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]
    tiebreaks: tuple[tuple[int, ...], ...] = ()  # each extra Grand: one score per player
    klover_all_zero: bool = True
    kabal_zero: bool = False
    order: tuple[str, ...] = ()  # a family's own order of deals (empty: the game's)

    def _repr_html_(self) -> str:
        return html_of(self)

    # -- building ------------------------------------------------------------------------
    @classmethod
    def blank(cls, game: str = "femkamp", players: Sequence[str] = ("A", "B", "C", "D"),
              **options: Any) -> ScoreSheet:  # fmt: skip
        """An all-zero sheet with the game's deals in order (or the option ``order``'s; for a
        widget to fill in)."""
        order = list(options.get("order") or compendium(game).order) if game in MATCH_GAMES else []
        data = {
            "kind": "scoresheet",
            "game": game,
            "players": list(players),
            "deals": list(order),
            "scores": {p: [0] * len(order) for p in players},
            "options": options,
        }
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: Any) -> ScoreSheet:
        """Read the JSON shape above; anything malformed raises :class:`RecordError` naming the
        row (player) and column (deal)."""
        if not isinstance(data, Mapping) or data.get("kind") != "scoresheet":
            raise RecordError("tricks.sheet.error.kind")
        check_sheet(data)
        game = data.get("game", "femkamp")
        if game not in MATCH_GAMES:
            raise RecordError("tricks.sheet.error.game", game=shown(game))
        players = data.get("players")
        if (
            not isinstance(players, list)
            or any(name_problem(p) for p in players)
            or len(set(players)) != len(players)
            or len(players) not in HAND_SIZE
        ):
            raise RecordError("tricks.sheet.error.players")
        options = data.get("options", {}) or {}
        if not isinstance(options, Mapping):
            raise RecordError("tricks.sheet.error.kind")
        flags: dict[str, Any] = {}
        for name, default in (("klover_all_zero", True), ("kabal_zero", False)):
            value = options.get(name, default)
            if not isinstance(value, bool):
                raise UnknownOptionError.bad_value(name, value, "true, false")
            flags[name] = value
        check_option_names(options, (*flags, "order"), "scoresheet")
        try:
            flags["order"] = check_order(options.get("order", ()))
        except ValueError:
            raise UnknownOptionError.bad_value(
                "order", shown(options.get("order")), Phrase("opt.allowed.order")
            ) from None
        allowed = _allowed(game, flags["order"])
        raw_deals = data.get("deals")
        if not isinstance(raw_deals, list) or not raw_deals:
            raise RecordError("tricks.sheet.error.no_deals")
        deals = tuple(_deal(d, j, allowed) for j, d in enumerate(raw_deals, 1))
        scores = data.get("scores")
        if not isinstance(scores, Mapping):
            raise RecordError("tricks.sheet.error.no_row", row=players[0])
        for name in scores:
            if name not in players:
                raise RecordError(
                    "error.unknown_player", name=shown(name), players=", ".join(players)
                )
        rows = []
        for p in players:
            if p not in scores:
                raise RecordError("tricks.sheet.error.no_row", row=p)
            row = scores[p]
            if not isinstance(row, list):
                raise RecordError("tricks.sheet.error.no_row", row=p)
            rows.append(_row(row, p, deals))
        tiebreaks = []
        raw_tb = data.get("tiebreaks", []) or []
        if not isinstance(raw_tb, list):
            raise wrong_type("tiebreaks", "array", raw_tb)
        for k, grand in enumerate(raw_tb, 1):
            column = Phrase("edge.sheet.extra_column", j=len(deals) + k, n=k)
            if not isinstance(grand, Mapping):
                raise RecordError("tricks.sheet.error.missing", row=players[0], column=column)
            tb = []
            for p in players:
                if p not in grand or grand[p] in (None, ""):
                    raise RecordError("tricks.sheet.error.missing", row=p, column=column)
                v = parse_int(grand[p])
                if v is None:
                    raise RecordError(
                        "tricks.sheet.error.not_number", row=p, column=column, value=shown(grand[p])
                    )
                _in_range(v, p, column)
                tb.append(v)
            tiebreaks.append(tuple(tb))
        return cls(game, tuple(players), deals, tuple(rows), tuple(tiebreaks), **flags)

    @classmethod
    def from_text(cls, text: str, game: str | None = None) -> ScoreSheet:
        """Read a pasted sheet: rows per player ("Kari 3 2 4 3 -5") with an optional header row
        of deal names, or rows per deal ("pass 3 4 2 4") under a header row of player names.
        Separators may be spaces, tabs, commas, semicolons or bars; "−5" is read as -5."""
        lines: list[tuple[int, list[str]]] = []
        for number, line in enumerate(text.splitlines(), 1):
            line = line.split("#", 1)[0]
            tokens = [x for x in re.split(r"[\s,;|]+", line.strip()) if x]
            if tokens:
                lines.append((number, tokens))
        if lines and len(lines[0][1]) == 1 and lines[0][1][0].lower() in MATCH_GAMES:
            game = game or lines[0][1][0].lower()
            lines = lines[1:]
        if not lines:
            raise RecordError("tricks.sheet.error.empty_text")
        header: list[str] | None = None
        if all(parse_int(x) is None for x in lines[0][1]):
            header = lines[0][1]
            lines = lines[1:]
        if not lines:
            raise RecordError("tricks.sheet.error.empty_text")
        width = max(len(tokens) - 1 for _, tokens in lines)
        if header is not None and len(header) == width + 1:
            header = header[1:]  # a corner label such as "omgang" or "spiller"
        scores: dict[str, list[Any]] = {}
        if all(deal_name(tokens[0]) is not None for _, tokens in lines):  # one row per deal
            if header is None:
                raise RecordError("tricks.sheet.error.players")
            players = header
            deals = [tokens[0] for _, tokens in lines]
            scores = {p: [] for p in players}
            for number, tokens in lines:
                values = tokens[1:]
                if len(values) > len(players):
                    raise RecordError(
                        "tricks.sheet.error.too_many", row=number,
                        values=Phrase("count.values", n=len(values)),
                        columns=Phrase("count.players", n=len(players)),
                    )  # fmt: skip
                for i, p in enumerate(players):
                    scores[p].append(values[i] if i < len(values) else None)
        else:  # one row per player
            players = [tokens[0] for _, tokens in lines]
            if header is not None:
                deals = header
            elif game in MATCH_GAMES:
                deals = list(SJUKAMP_ORDER if game == "sjukamp" else FEMKAMP_ORDER)
            elif width == len(FEMKAMP_ORDER):
                deals = list(FEMKAMP_ORDER)
            elif width == len(SJUKAMP_ORDER):
                deals = list(SJUKAMP_ORDER)
            else:
                raise RecordError("tricks.sheet.error.deal_count", n=width)
            for number, tokens in lines:
                if len(tokens) - 1 > len(deals):
                    raise RecordError(
                        "tricks.sheet.error.too_many", row=number,
                        values=Phrase("count.values", n=len(tokens) - 1),
                        columns=Phrase("count.deals", n=len(deals)),
                    )  # fmt: skip
                if tokens[0] in scores:
                    raise RecordError("tricks.sheet.error.players")
                cells: list[Any] = list(tokens[1:])
                scores[tokens[0]] = cells + [None] * (len(deals) - len(cells))
        if game is None:
            known = {deal_name(d) for d in deals}
            beyond = known - set(FEMKAMP_ORDER)  # deals Femkamp does not play
            game = "sjukamp" if beyond or len(deals) == len(SJUKAMP_ORDER) else "femkamp"
        return cls.from_json(
            {
                "kind": "scoresheet",
                "game": game,
                "players": players,
                "deals": deals,
                "scores": scores,
            }
        )

    # -- editing -------------------------------------------------------------------------
    def with_cell(self, player: str | int, deal: str | int, value: int | str) -> ScoreSheet:
        """A copy with one cell changed; ``deal`` is a deal name or a 0-based column."""
        i = player if isinstance(player, int) else self._player_index(player)
        if not 0 <= i < len(self.players):
            raise RecordError(
                "error.unknown_player", name=shown(player), players=", ".join(self.players)
            )
        if isinstance(deal, int):
            j = deal
            if not 0 <= j < len(self.deals):
                raise RecordError(
                    "tricks.sheet.error.unknown_deal", column=j + 1, value=shown(deal),
                    known=", ".join(self.deals),
                )  # fmt: skip
        else:
            name = deal_name(deal)
            if name not in self.deals:
                raise RecordError(
                    "tricks.sheet.error.unknown_deal", column="?", value=shown(deal),
                    known=", ".join(self.deals),
                )  # fmt: skip
            j = self.deals.index(name)
        v = parse_int(value)
        if v is None:
            raise RecordError(
                "tricks.sheet.error.not_number", row=self.players[i],
                column=column_label(j, self.deals[j]), value=shown(value),
            )  # fmt: skip
        _in_range(v, self.players[i], column_label(j, self.deals[j]))
        row = self.scores[i][:j] + (v,) + self.scores[i][j + 1 :]
        return replace(self, scores=self.scores[:i] + (row,) + self.scores[i + 1 :])

    def _player_index(self, name: str) -> int:
        if name not in self.players:
            raise RecordError(
                "error.unknown_player", name=shown(name), players=", ".join(self.players)
            )
        return self.players.index(name)

    # -- reading -------------------------------------------------------------------------
    def cell(self, player: str, deal: str) -> int:
        return self.scores[self._player_index(player)][self.deals.index(deal)]

    def column(self, j: int) -> list[int]:
        return [row[j] for row in self.scores]

    def scores_json(self) -> dict[str, list[int]]:
        return {p: list(row) for p, row in zip(self.players, self.scores)}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": "scoresheet",
            "game": self.game,
            "players": list(self.players),
            "deals": list(self.deals),
            "scores": self.scores_json(),
        }
        if self.tiebreaks:
            out["tiebreaks"] = [dict(zip(self.players, tb)) for tb in self.tiebreaks]
        out["options"] = {"klover_all_zero": self.klover_all_zero, "kabal_zero": self.kabal_zero,
                          "order": list(self.order)}  # fmt: skip
        return out

    @property
    def orders(self) -> tuple[tuple[str, ...], ...]:
        """The orders a complete sheet may follow: its own ``order``, else the game's (with
        Femkamp's deals 4 and 5 swapped)."""
        return (self.order,) if self.order else orders_of(self.game)

    @property
    def complete(self) -> bool:
        """All the game's deals are there, in one of its orders."""
        return self.deals in self.orders

    def totals(self) -> dict[str, int]:
        return {p: sum(row) for p, row in zip(self.players, self.scores)}

    def running_totals(self) -> list[dict[str, int]]:
        out = []
        for j in range(len(self.deals)):
            out.append({p: sum(row[: j + 1]) for p, row in zip(self.players, self.scores)})
        return out

    # -- checking ------------------------------------------------------------------------
    def check(self) -> SheetReport:
        problems: list[Problem] = []
        for j, deal in enumerate(self.deals):
            problems.extend(self.check_column(deal, self.column(j), j + 1))
        for k, grand in enumerate(self.tiebreaks, 1):
            problems.extend(
                Problem(k, f"extra_grand_{k}", p.key, p.params)
                for p in self.check_column("grand", list(grand), k)
            )
        totals = self.totals()
        winner: str | None = None
        tied: tuple[str, ...] = ()
        if self.complete:  # no result is called on part of a sheet
            winner, tied = settle(totals, [dict(zip(self.players, tb)) for tb in self.tiebreaks])
        order = self.orders[0]
        return SheetReport(
            sheet=self,
            totals=totals,
            running=self.running_totals(),
            winner=winner,
            tied=tied,
            problems=tuple(problems),
            complete=self.complete,
            missing=tuple(d for d in order if d not in self.deals),
        )

    def check_column(self, deal: str, values: Sequence[int], column: int) -> list[Problem]:
        """The problems of one deal's column (empty when the column is possible), as the
        deal's spec checks it. A deal that is not registered is refused in a sentence (no
        column passes unchecked)."""
        if not is_deal(deal):
            raise RecordError("tricks.sheet.error.unknown_deal", column=column,
                              value=shown(deal), known=", ".join(self._allowed()))  # fmt: skip
        checks = {"klover_all_zero": self.klover_all_zero, "kabal_zero": self.kabal_zero}
        found = get_deal(deal).check_column(Column(self.players, tuple(values), checks))
        return [Problem(column, deal, key, params) for key, params in found]

    def _allowed(self) -> tuple[str, ...]:
        return _allowed(self.game, self.order)


def _allowed(game: str, order: tuple[str, ...]) -> tuple[str, ...]:
    """The deals a column may name: those of the sheet's orders, first seen first."""
    orders = (order,) if order else orders_of(game)
    return tuple(dict.fromkeys(d for o in orders for d in o))


def _deal(value: object, column: int, allowed: tuple[str, ...]) -> str:
    name = deal_name(value) if isinstance(value, str) else None
    if name is None or name not in allowed:
        raise RecordError(
            "tricks.sheet.error.unknown_deal",
            column=column,
            value=shown(value),
            known=", ".join(allowed),
        )
    return name


def _in_range(value: int, row: str, column: Any) -> None:
    """No deal scores more than 32 or less than -17; a cell far outside is a typing slip."""
    if not -1000 <= value <= 1000:
        raise RecordError("edge.sheet.range", row=row, column=column, value=value)


def column_label(j: int, deal: str) -> Phrase:
    """The ``j``-th column (0-based) as an error names it: its number and its deal's name in
    the reader's language ("3 (Damer)")."""
    name = Word(get_deal(deal).key) if is_deal(deal) else deal
    return Phrase("tricks.sheet.column", number=j + 1, deal=name)


def _row(row: Sequence[Any], player: str, deals: tuple[str, ...]) -> tuple[int, ...]:
    if len(row) > len(deals):
        raise RecordError(
            "tricks.sheet.error.too_many", row=player, values=Phrase("count.values", n=len(row)),
            columns=Phrase("count.deals", n=len(deals)),
        )  # fmt: skip
    out = []
    for j, deal in enumerate(deals):
        column = column_label(j, deal)
        if j >= len(row) or row[j] is None or (isinstance(row[j], str) and not row[j].strip()):
            raise RecordError("tricks.sheet.error.missing", row=player, column=column)
        v = parse_int(row[j])
        if v is None:
            raise RecordError(
                "tricks.sheet.error.not_number", row=player, column=column, value=shown(row[j])
            )
        _in_range(v, player, column)
        out.append(v)
    return tuple(out)


__all__ = ["Problem", "ScoreSheet", "SheetReport", "deal_name"]
