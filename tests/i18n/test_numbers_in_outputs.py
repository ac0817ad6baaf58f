"""Numbers and signs the language's way in every output, as the reviews of 2026-12-05 asked: a
count in a sentence or a figure title with its digit groups ("20 000", "20,000"), a true minus
in tables as in text, no raw markup in a figure's plain text, and "95 %" never split."""

from __future__ import annotations

import re
from pathlib import Path

import plotly.graph_objects as go
import pytest
from babel.messages.pofile import read_po

from sjuan_notebooks.figures.shown import figure_bundle
from sjuan_notebooks.figures.tactics import _wrap
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.i18n.numbers import MINUS, fmt_decimal, fmt_int, fmt_percent, keep_together
from sjuan_notebooks.render.glossary import meaning
from sjuan_notebooks.render.html import scoresheet_table_html

ROOT = Path(__file__).resolve().parents[2]
GROUPED = {"en": "20,000", "sv": "20\xa0000", "nb": "20\xa0000", "sk": "20\xa0000"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_negative_number_takes_the_true_minus(lang: str) -> None:
    assert fmt_int(-13, lang) == MINUS + "13"
    assert fmt_decimal(-3.04, lang).startswith(MINUS) and "-" not in fmt_decimal(-3.04, lang)
    assert fmt_percent(-0.05, lang, 0).startswith(MINUS)


@pytest.mark.parametrize("lang", LANGS)
def test_a_count_in_a_sentence_has_the_languages_digit_groups(lang: str) -> None:
    assert t("tactics.count.deals_per_tip", lang, n=20000).startswith(GROUPED[lang] + " ")


@pytest.mark.parametrize("lang", LANGS)
def test_a_figure_title_keeps_its_numbers_whole_and_its_text_has_no_markup(lang: str) -> None:
    deals = t("tactics.count.deals_per_tip", lang, n=20000)
    title = t("tactics.fig.vs_random", lang, n=3, deals=deals)
    for width in range(12, 80):  # wherever the title wraps, "95 %" and "20 000" stay whole
        wrapped = _wrap(title, width)
        assert re.search(r"95\xa0?%", wrapped), (width, wrapped)
        assert GROUPED[lang] in wrapped, (width, wrapped)
    bundle = figure_bundle(go.Figure(layout={"title": {"text": _wrap(title, 30)}}))
    assert "<br>" not in bundle["text/plain"] and GROUPED[lang] in bundle["text/plain"]


def test_keep_together_joins_a_number_and_its_per_cent_sign_only() -> None:
    assert keep_together("95 %-intervall, 4 givar") == "95\xa0%-intervall, 4 givar"
    assert keep_together("95% interval") == "95% interval"


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalog_message_can_split_a_number_from_its_per_cent_sign(lang: str) -> None:
    """Lesson 6's own sentences are left to its restructuring (issue 49)."""
    paths = [
        ROOT / "sjuan_notebooks" / "i18n" / "locale" / lang / "LC_MESSAGES" / "sjuan_notebooks.po"
    ]
    if lang != "en":
        paths += [
            p
            for p in sorted((ROOT / "notebooks" / "locale" / lang / "LC_MESSAGES").glob("*.po"))
            if not p.name.startswith("06-")
        ]
    found = []
    for path in paths:
        with path.open("rb") as f:
            for m in read_po(f, locale=lang):
                forms = m.string if isinstance(m.string, tuple) else (m.string,)
                if m.id and any(re.search(r"\d %", s or "") for s in forms):
                    found.append(f"{path.name}: {m.id!r:.60}")
    assert not found, "a plain space before %:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_a_score_table_writes_minus_points_as_the_text_does(lang: str) -> None:
    data = {
        "players": ["Kari", "Ola"],
        "deals": ["Grand"],
        "rows": [[-5, -8]],
        "checks": [None],
        "totals": [-5, -8],
        "leaders": ["Ola"],
        "verdict": "",
    }
    html = scoresheet_table_html(data, lang)
    assert f">{MINUS}5<" in html and f"<b>{MINUS}8</b>" in html and ">-5<" not in html


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_states_the_deals_from_their_specs(lang: str) -> None:
    deal = meaning("femkamp", "deal", lang)
    for name in ("pass", "klover", "damer", "kabal", "grand", "trumf", "finale"):
        assert t(f"tricks.deal.{name}", lang) in deal
    assert "{" not in deal and "5" in deal and "7" in deal
    sheet = meaning("femkamp", "sheet", lang)
    assert f"Grand {MINUS}13" in sheet and "16" in sheet


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_number_longer_than_the_decimal_context_is_written_whole(lang: str) -> None:
    # a score typed into a sheet may have any length: Babel's rounding in Python's default
    # 28-digit context raised InvalidOperation for it
    n = -(10**40) - 7
    digits = "".join(ch for ch in fmt_int(n, lang) if ch.isdigit())
    assert digits == str(-n) and fmt_int(n, lang).startswith("\u2212")
