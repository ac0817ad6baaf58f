"""The Norwegian and Slovak lesson pages: the same check as in test_lessons_browser.py, in a module
of its own so that the lesson pages run on two workers side by side (pytest-xdist keeps a module,
and the Voila it starts, on one worker)."""

from __future__ import annotations

from typing import Any

import pytest
from test_lessons_browser import LATER_LANGS, check_lesson_page, lang_of, lesson_paths
from test_lessons_browser import profile as profile  # this module's own profile and Voila
from test_lessons_browser import voila as voila


@pytest.mark.parametrize(
    "path",
    [p for p in lesson_paths() if lang_of(p) in LATER_LANGS],
    ids=lambda p: p.removesuffix(".ipynb"),
)
def test_a_lesson_opens_unmoved_clean_and_fits(profile: Any, voila: str, path: str) -> None:
    check_lesson_page(profile, voila, path)
