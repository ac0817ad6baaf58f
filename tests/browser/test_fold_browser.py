"""The folds of a lesson page in Chromium (issue 49, "lighter pages"): lesson 2 as the lab
template draws it without a kernel (nbconvert's HTML, the markdown rendered as Voila renders
it), with the lessons' page style. The rule texts' own words and the teacher's part are closed
until opened by a click or by Enter on the summary, and the page fits 320 px.

No server and no kernel: the page is written to a file and opened, a few seconds in all.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from lite_site import CHROMIUM, phone_problems

from sjuan_notebooks.i18n import t
from sjuan_notebooks.widgets.phone import PHONE_CSS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
PAGES = ROOT / "test-artifacts" / "fold-browser"

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def static_page(lang: str) -> Path:
    """The built lesson 2 in ``lang`` as static HTML, with the style the lessons' widgets put
    on the page."""
    import nbformat
    from nbconvert import HTMLExporter

    name = "02-house-rules.ipynb"
    path = ROOT / "notebooks" / (name if lang == "en" else f"{lang}/{name}")
    notebook = nbformat.read(path, as_version=4)
    # no code shown, as in Voila
    exporter = HTMLExporter(template_name="lab", exclude_input=True, exclude_input_prompt=True,
                            exclude_output_prompt=True)  # fmt: skip
    body, _ = exporter.from_notebook_node(notebook)
    body = body.replace("</head>", f"<style>{PHONE_CSS}</style></head>", 1)
    PAGES.mkdir(parents=True, exist_ok=True)
    out = PAGES / f"02-house-rules-{lang}.html"
    out.write_text(body, encoding="utf-8")
    return out


@pytest.mark.parametrize("lang", ["en", "sk"])
def test_lesson_2_opens_folded_and_a_click_or_a_key_opens_each_fold(lang: str, browser) -> None:
    # the run's one Playwright (tests/conftest.py): a second sync_playwright in the same worker
    # finds the first one's event loop and refuses to start
    page_file = static_page(lang)
    page = browser.new_page(viewport={"width": 320, "height": 700})
    try:
        page.goto(page_file.as_uri())
        quotes = page.locator("details.sjuan-fold-quote")
        assert quotes.count() >= 3
        first = quotes.first
        assert first.get_attribute("open") is None
        summary = first.locator("summary")
        assert summary.inner_text().strip() == t("lesson.fold.quote", lang)
        words = first.locator("em").first
        assert not words.is_visible()
        summary.click()
        assert words.is_visible()
        # the teacher's part: its heading in view, what follows it hidden until opened
        teacher = page.locator("details.sjuan-teacher-part")
        assert teacher.count() == 1
        after = page.locator(".jp-Cell:has(details.sjuan-teacher-part) ~ .jp-Cell")
        assert after.count() >= 2
        assert not any(after.nth(i).is_visible() for i in range(after.count()))
        name = teacher.locator("summary")
        assert name.inner_text().strip() == t("lesson.fold.teacher", lang)
        assert phone_problems(page) == []
        name.focus()
        page.keyboard.press("Enter")
        assert teacher.get_attribute("open") is not None
        assert all(after.nth(i).is_visible() for i in range(after.count()))
        assert phone_problems(page) == []
    finally:
        page.close()
