"""A widget's text form (what a notebook stores as text/plain, and what a page shows where
the widget is not drawn) is one sentence in the widget's language, never ipywidgets' repr."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.i18n import t
from sjuan_notebooks.lesson import Group, TryIt
from sjuan_notebooks.widgets import Stepper, Tally


@pytest.mark.parametrize("lang", ["en", "sv", "nb", "sk"])
def test_a_widget_stores_a_sentence_in_its_language_as_text(lang):
    sentence = t("ui.widget.text", lang)
    widgets = [Tally(lang), Stepper(load_example("sedma-example-3"), lang=lang),
               TryIt("x", lambda: None, lang=lang), Group([Tally(lang)], lang=lang)]  # fmt: skip
    for widget in widgets:
        plain = widget._repr_mimebundle_()["text/plain"]
        assert plain == sentence, type(widget).__name__
        assert "(" not in plain.split(":")[0] and "children" not in plain
