"""Build the printable handouts: `make handouts` (or `.venv/bin/python docs/handouts.py`).

Writes docs/handouts/*.pdf (those whose source changed; `--all` for every one, or name them)
and docs/handouts/manifest.json:

- ``rules-<game>-<lang>.pdf``: a one-page rule card per game (Sjuan, Sjuern, Femkamp/Sjukamp,
  Sedma) in each language: the rules, the start, and one position drawn with the package's own
  HTML renderer;
- ``sheet-<femkamp|sjukamp>-<lang>.pdf``: a blank score sheet, one row per deal with its check;
- ``examples-<lang>.pdf``: the rule texts' worked examples as position diagrams;
- ``glossary-<lang>.pdf``: the words of each game with a picture of each (the glossary boxes
  of lessons 3 and 4, ``sjuan_notebooks.render.glossary``).

Each handout is first an HTML page, made here from the translation catalogs and the renderer
(pure Python, fast); Chromium prints it to PDF through Playwright. The manifest records each
page's SHA-256, so `tests/lessons/test_handouts.py` can tell, without a browser, whether the committed
PDFs are still those of their sources.
"""

from __future__ import annotations

import hashlib
import html
import json
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.femkamp.deals import PLAYER_COUNTS, get_deal
from sjuan_notebooks.femkamp.match import FEMKAMP_ORDER, SJUKAMP_ORDER
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.render.glossary import TERMS, glossary_html
from sjuan_notebooks.render.html import trick_html
from sjuan_notebooks.views import scoresheet_html, view_of_state
from sjuan_notebooks.widgets.quiz import seeded_positions, tricks_of

ROOT = Path(__file__).parents[1]
OUT = ROOT / "docs" / "handouts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
GAMES = ("sjuan", "sjuern", "femkamp", "sedma")
RULE_LINES = 4

STYLE = """
@page { size: A4; margin: 14mm 14mm 12mm 14mm; }
body { font-family: "DejaVu Sans", sans-serif; font-size: 11pt; line-height: 1.35; color: #111; }
h1 { font-size: 20pt; margin: 0 0 4px 0; }
h2 { font-size: 13pt; margin: 10px 0 3px 0; border-bottom: 1px solid #999; }
ul { margin: 2px 0 2px 18px; padding: 0; }
li { margin: 2px 0; }
.players { font-style: italic; }
.diagram { margin-top: 4px; }
.caption { font-size: 10pt; margin: 2px 0 4px 0; }
.foot { position: fixed; bottom: 0; font-size: 8pt; color: #666; }
table.blank { border-collapse: collapse; width: 100%; font-size: 12pt; table-layout: fixed; }
table.blank th, table.blank td { border: 1px solid #333; padding: 6px 4px; }
table.blank td { height: 26px; }
table.blank td.rule { font-size: 9pt; color: #333; width: 22%; }
.page { page-break-after: always; }
.page:last-child { page-break-after: auto; }
.glossary { margin-top: 8px; font-size: 10pt; page-break-inside: avoid; }
.glossary caption { font-size: 13pt; border-bottom: 1px solid #999; margin-bottom: 2px; }
"""


def _page(title: str, body: str, lang: str) -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>{body}</body></html>"
    )


def _e(key: str, lang: str, **params: object) -> str:
    return html.escape(t(key, lang, **params))


# ---------------------------------------------------------------------------------------------
# The diagrams: one position per game, drawn by the package's own renderer


def diagram_html(game: str, lang: str) -> str:
    if game == "sjuan":
        state = replay(load_example("sjuan-worked-example")).states[7]
    elif game == "sjuern":
        state = seeded_positions("sjuern", 3, 14, 3)[2]
    elif game == "femkamp":
        state = replay(load_example("femkamp-pass")).states[4]
    else:
        state = tricks_of(replay(load_example("sedma-example-3")).states)[0].after
    return str(view_of_state(state).state_html(state, lang))


def rule_card(game: str, lang: str) -> str:
    rules = "".join(f"<li>{_e(f'handout.{game}.rule.{i}', lang)}</li>" for i in range(1, 5))
    body = (
        f"<h1>{_e(f'handout.{game}.title', lang)}</h1>"
        f'<p class="players">{_e(f"handout.{game}.players", lang)}</p>'
        f"<h2>{_e('handout.rules', lang)}</h2><ul>{rules}</ul>"
        f"<h2>{_e('handout.start', lang)}</h2><p>{_e(f'handout.{game}.start', lang)}</p>"
        f"<h2>{_e('handout.diagram', lang)}</h2>"
        f'<p class="caption">{_e(f"handout.{game}.diagram", lang)}</p>'
        f'<div class="diagram">{diagram_html(game, lang)}</div>'
        f'<div class="foot">{_e("handout.footer", lang)}</div>'
    )
    return _page(t(f"handout.{game}.title", lang), body, lang)


# ---------------------------------------------------------------------------------------------
# Blank score sheets


def row_sum(deal: str) -> str | None:
    """What the deal's row adds up to, for 3 / 4 / 5 players where that differs (its spec's
    points in play; "(0)" where one player taking a whole set scores 0); None without a fixed
    total (Kabal)."""
    spec = get_deal(deal)
    if spec.sevens:
        return None
    totals = list(dict.fromkeys(str(spec.total(n)).replace("-", "\u2212") for n in PLAYER_COUNTS))
    text = " / ".join(totals)
    return f"{text} (0)" if any(term.all_zero for term in spec.points) else text


def blank_sheet(game: str, lang: str) -> str:
    order = SJUKAMP_ORDER if game == "sjukamp" else FEMKAMP_ORDER
    title = t("handout.sheet.title", lang, game=game.capitalize())
    head = "".join("<th></th>" for _ in range(5))
    rows = []
    for deal in order:
        rule = row_sum(deal) or t("handout.sheet.kabal", lang)
        cells = "".join("<td></td>" for _ in range(5))
        rows.append(
            f"<tr><th style='text-align:left'>{_e(f'tricks.deal.{deal}', lang)}</th>{cells}"
            f'<td class="rule">{html.escape(rule)}</td></tr>'
        )
    extra = "".join("<td></td>" for _ in range(5))
    rows.append(
        f"<tr><th style='text-align:left'>{_e('tricks.deal.extra_grand', lang, n=1)}</th>"
        f'{extra}<td class="rule">{html.escape(row_sum("grand") or "")}</td></tr>'
    )
    body = (
        f"<h1>{html.escape(title)}</h1>"
        '<table class="blank"><col style="width:17%">'
        + '<col style="width:12%">'
        * 5
        + '<col style="width:23%">'
        f"<tr><th>{_e('handout.sheet.names', lang)}</th>{head}"
        f"<th>{_e('handout.sheet.check', lang)}</th></tr>"
        + "".join(rows)
        + f"<tr style='border-top:3px solid #111'><th>{_e('ui.sheet.total', lang)}</th>"
        + "".join("<td></td>" for _ in range(5))
        + "<td></td></tr></table>"
        f"<p>{_e('handout.sheet.note', lang)}</p>"
        f"<p><small>{_e('handout.femkamp.rule.2', lang)}</small></p>"
        + (
            f"<p><small>{_e('handout.femkamp.rule.3', lang)}</small></p>"
            if game == "sjukamp"
            else ""
        )
        + f'<div class="foot">{_e("handout.footer", lang)}</div>'
    )
    return _page(title, body, lang)


# ---------------------------------------------------------------------------------------------
# The worked examples


def examples(lang: str) -> str:
    pages = []
    # Sjuan: the worked example's eight turns, and the position before the pass
    rep = replay(load_example("sjuan-worked-example"))
    turns = "".join(
        f"<li>{html.escape(turn.player)}: {html.escape(view_of_state(turn.before).move_text(turn.move, lang))}"
        f" – {html.escape(turn.explanation.text(lang))}</li>"
        for turn in rep.turns
    )
    state = rep.states[7]
    pages.append(
        f"<h1>{_e('handout.examples.title', lang)}</h1>"
        f"<h2>{_e('handout.sjuan.title', lang)}</h2><ol>{turns}</ol>"
        f'<p class="caption">{_e("handout.sjuan.diagram", lang)}</p>'
        + view_of_state(state).state_html(state, lang)
    )
    # Sedma: the three trick examples
    parts = [f"<h2>{_e('handout.sedma.title', lang)}</h2>"]
    for k in (1, 2, 3):
        q = tricks_of(replay(load_example(f"sedma-example-{k}")).states)[0]
        names = view_of_state(q.after).players(q.after)
        plays = [(names[s], c) for s, c in q.plays]
        win = max(i for i, (s, _) in enumerate(q.plays) if s == q.winner)
        parts.append(
            trick_html(plays, pack="sedma", lang=lang, winner=win)
            + f'<p class="caption">{_e("quiz.trick.answer", lang, player=names[q.winner], n=q.points)}</p>'
        )
    pages.append("".join(parts))
    # Femkamp: the text's score sheet, checked
    sheet = ScoreSheet.from_json(load_example("femkamp-scoresheet-example"))
    pages.append(f"<h2>{_e('handout.femkamp.title', lang)}</h2>" + scoresheet_html(sheet, lang))
    body = "".join(f'<div class="page">{p}</div>' for p in pages)
    return _page(t("handout.examples.title", lang), body, lang)


#: pages each examples handout has
EXAMPLE_PAGES = 3


# ---------------------------------------------------------------------------------------------
# The glossary


def glossary(lang: str) -> str:
    """Every game's words with their pictures, one game after the other."""
    body = f"<h1>{_e('handout.glossary.title', lang)}</h1>" + "".join(
        f'<div class="glossary">{glossary_html(game, lang)}</div>' for game in TERMS
    )
    body += f'<div class="foot">{_e("handout.footer", lang)}</div>'
    return _page(t("handout.glossary.title", lang), body, lang)


# ---------------------------------------------------------------------------------------------


def sources() -> dict[str, str]:
    """Every handout's HTML page, by file name (without .pdf)."""
    out: dict[str, str] = {}
    for lang in LANGS:
        for game in GAMES:
            out[f"rules-{game}-{lang}"] = rule_card(game, lang)
        for game in ("femkamp", "sjukamp"):
            out[f"sheet-{game}-{lang}"] = blank_sheet(game, lang)
        out[f"examples-{lang}"] = examples(lang)
        out[f"glossary-{lang}"] = glossary(lang)
    return out


def digest(page: str) -> str:
    return hashlib.sha256(page.encode("utf-8")).hexdigest()


def stale(pages: dict[str, str]) -> list[str]:
    """The handouts whose PDF is missing or was printed from another source."""
    path = OUT / "manifest.json"
    manifest = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return [
        name
        for name, page in pages.items()
        if manifest.get(name) != digest(page) or not (OUT / f"{name}.pdf").exists()
    ]


def build(names: Iterable[str] | None = None) -> dict[str, str]:
    """Print the handouts to PDF (``names``, or those out of date: a PDF's bytes change with
    every print, so the unchanged ones are left alone) and rewrite the manifest."""
    from playwright.sync_api import sync_playwright

    pages = sources()
    wanted = stale(pages) if names is None else list(names)
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
        )
        tab = browser.new_page()
        for name in wanted:
            tab.set_content(pages[name], wait_until="load")
            tab.pdf(path=str(OUT / f"{name}.pdf"), format="A4", print_background=True)
        browser.close()
    manifest = {name: digest(page) for name, page in sorted(pages.items())}
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


if __name__ == "__main__":
    if sys.argv[1:] == ["--all"]:
        build(sources())
    else:
        build(sys.argv[1:] or None)
    print(f"wrote {OUT.relative_to(ROOT)}/")
