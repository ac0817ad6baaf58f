"""What the Femkamp/Sjukamp score sheet shows: its table, checks and totals, as data for the
HTML table, the running-score chart and the editor."""

from __future__ import annotations

from typing import Any

from ..femkamp.order import deal_title
from ..femkamp.scoresheet import ScoreSheet, SheetReport
from ..i18n import t
from ..render.html import scoresheet_table_html


def deal_name(deal: str, lang: str) -> str:
    """A deal's title on a score sheet, as the sheet's rows name it."""
    return deal_title(deal, lang)


def scoresheet_data(sheet_or_report: ScoreSheet | SheetReport, lang: str = "en") -> dict[str, Any]:
    """What the score sheet table, chart and editor show, from a ``ScoreSheet`` or its report.

    Keys: players, deals (labels in ``lang``), rows (one list of scores per deal, extra Grands
    last), checks (per row: None, or {"ok", "text"}), running (running totals after each of the
    game's deals, one list per deal), totals, leaders (the players on the lowest total),
    winner, verdict (a sentence), problems (the failing checks as sentences).
    """
    report = (
        sheet_or_report if isinstance(sheet_or_report, SheetReport) else sheet_or_report.check()
    )
    sheet = report.sheet
    players = list(sheet.players)
    deals = [f"{j}. {deal_title(d, lang)}" for j, d in enumerate(sheet.deals, 1)]
    rows: list[list[int | None]] = [list(sheet.column(j)) for j in range(len(sheet.deals))]
    extra = [t("tricks.deal.extra_grand", lang, n=k) for k in range(1, len(sheet.tiebreaks) + 1)]
    rows += [list(tb) for tb in sheet.tiebreaks]
    by_row: dict[int, list[str]] = {}
    for p in report.problems:
        row = len(sheet.deals) + p.column - 1 if p.deal.startswith("extra_grand") else p.column - 1
        by_row.setdefault(row, []).append(p.reason(lang))
    checks: list[dict[str, object] | None] = []
    for j in range(len(rows)):
        if j in by_row:
            checks.append({"ok": False, "text": " ".join(by_row[j])})
        else:
            checks.append({"ok": True, "text": ""})
    totals = [report.totals[p] for p in players]
    low = min(totals) if totals else 0
    leaders = [p for p, v in zip(players, totals) if v == low]
    verdict = (
        t("ui.sheet.ok", lang) if report.ok else t("ui.sheet.bad", lang, n=len(report.problems))
    )
    return {
        "players": players,
        "deals": deals + extra,
        "rows": rows,
        "checks": checks,
        "running": [[r[p] for p in players] for r in report.running],
        "totals": totals,
        "leaders": leaders,
        "winner": report.winner,
        "verdict": verdict,
        "problems": [f"{p.label(lang)}: {p.reason(lang)}" for p in report.problems],
        "report": report,
    }


def scoresheet_html(sheet_or_report: ScoreSheet | SheetReport, lang: str = "en") -> str:
    """A score sheet (or its report) as an HTML table: deals down, players across, totals,
    checks. Behind ``ScoreSheet._repr_html_``."""
    return scoresheet_table_html(scoresheet_data(sheet_or_report, lang), lang)
