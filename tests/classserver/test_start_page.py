"""The class server's start page is a student's: the languages and the lessons as big links,
none of the start notebook's teacher material (issue 47); `make class` gives students the
address of the start page in the class's language."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytest.importorskip("solara")

from sjuan_notebooks.classserver.__main__ import for_students  # noqa: E402
from sjuan_notebooks.classserver.lessons import find_lessons, lesson_title, start_page  # noqa: E402
from sjuan_notebooks.i18n import LANG_NAMES, t  # noqa: E402

ROOT = Path(__file__).parents[2]
LESSONS = find_lessons(ROOT / "notebooks")


def hrefs(text: str, box: str) -> list[str]:
    part = re.search(rf'class="{box}"[^>]*>(.*?)</(ol|nav|p)>', text, re.S)
    assert part, box
    return re.findall(r'href="([^"]*)"', part.group(1))


@pytest.mark.parametrize("lang", ["en", "sv", "nb", "sk"])
def test_the_start_page_links_each_lesson_of_its_language_and_every_language(lang: str) -> None:
    text = start_page(LESSONS, lang).children[0].value
    prefix = "" if lang == "en" else f"{lang}/"
    own = sorted(n for n, le in LESSONS.items() if le.lang == lang and not n.endswith("00-start"))
    assert len(own) >= 6
    assert hrefs(text, "sjuan-start-lessons") == [f"/{n}" for n in own]
    for name in own:  # each link says the lesson's own first heading
        assert html.escape(lesson_title(LESSONS[name].path)) in text
    assert hrefs(text, "sjuan-start-langs") == ["/", "/sv/", "/nb/", "/sk/"]
    assert re.search(rf'aria-current="page">{re.escape(LANG_NAMES[lang])}<', text)
    assert t("class.home.lessons", lang) in text and f'href="/{prefix}table"' in text
    # the start notebook's teacher material stays in JupyterLab, Voila and the guide
    assert "?example=" not in text and "make " not in text and ".ipynb" not in text
    assert html.escape(lesson_title(LESSONS[prefix + "00-start"].path)) in text


def test_students_get_the_start_page_in_the_class_s_language() -> None:
    assert for_students("http://10.0.0.5:8765/", "sv") == "http://10.0.0.5:8765/sv/"
    assert for_students("http://10.0.0.5:8765/", "en") == "http://10.0.0.5:8765/"
