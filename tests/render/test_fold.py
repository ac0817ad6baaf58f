"""The folds of a lesson page (issue 49, "lighter pages"): a rule text's own words folded under
their gloss, and the teacher's part folded at the end. Closed by default, named in the page's
language, and written where the lessons are built, so every lesson has them."""

from __future__ import annotations

import importlib.util
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from sjuan_notebooks.i18n import t
from sjuan_notebooks.lesson import Predict, Quote, Say
from sjuan_notebooks.render.fold import (
    FOLD_CSS,
    TEACHER_CLASS,
    fold_markdown_quote,
    quote_html,
    teacher_fold,
)
from sjuan_notebooks.widgets.phone import PHONE_CSS

LANGS = ("en", "sv", "nb", "sk")
NOTEBOOKS = Path(__file__).parents[2] / "notebooks"
QUOTE = '*"Den som har ruter sju, starter."*: whoever has the seven of diamonds starts.'


def _build():
    spec = importlib.util.spec_from_file_location("lesson_build_for_folds", NOTEBOOKS / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class _Details(HTMLParser):
    """Each <details> of a piece of HTML: whether it is open, its summary's text, its body."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[dict[str, object]] = []
        self._where: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "details":
            self.found.append({"open": "open" in dict(attrs), "summary": "", "body": "",
                               "class": dict(attrs).get("class", "")})  # fmt: skip
        self._where.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self._where and self._where[-1] == tag:
            self._where.pop()

    def handle_data(self, data: str) -> None:
        if "details" not in self._where:
            return
        part = "summary" if "summary" in self._where else "body"
        self.found[-1][part] = str(self.found[-1][part]) + data


def details(markup: str) -> list[dict[str, object]]:
    parser = _Details()
    parser.feed(markup)
    return parser.found


@pytest.mark.parametrize("lang", LANGS)
def test_a_quote_shows_its_gloss_and_folds_the_texts_own_words(lang: str) -> None:
    markup = quote_html(QUOTE, lang)
    (fold,) = details(markup)
    assert fold["open"] is False  # folded by default
    assert fold["summary"] == t("lesson.fold.quote", lang) and str(fold["summary"]).strip()
    assert "Den som har ruter sju" in str(fold["body"])
    # the gloss stays in view, outside the fold
    outside = re.sub(r"<details.*</details>", "", markup)
    assert "whoever has the seven of diamonds starts" in outside
    assert "Den som har ruter sju" not in outside


def test_each_language_names_the_folds_in_its_own_words() -> None:
    for key in ("lesson.fold.quote", "lesson.fold.teacher"):
        names = {lang: t(key, lang) for lang in LANGS}
        assert all(names.values())
        assert len(set(names.values())) == len(LANGS), names


def test_a_quote_in_the_pages_own_language_has_nothing_to_fold() -> None:
    # the Norwegian lesson quotes the Norwegian text without a gloss: nothing is hidden
    markup = quote_html("*«Den som har ruter sju, starter.»*", "nb")
    assert details(markup) == [] and "Den som har ruter sju" in markup


def test_a_markdown_quote_becomes_one_block_of_html_and_other_blocks_stay() -> None:
    block = '> *"Poäng till 100: Varje kort ger en poäng."* (Sjuan) Each card left is a\n> point.\n>\n> *"Først til et avtalt antall."* (Sjuern) The first to it has lost.'
    markup = fold_markdown_quote(block, "sv")
    assert markup is not None and "\n\n" not in markup  # one HTML block for every renderer
    folds = details(markup)
    assert len(folds) == 2 and not any(f["open"] for f in folds)
    assert {f["summary"] for f in folds} == {t("lesson.fold.quote", "sv")}
    assert fold_markdown_quote("> A note, not a rule text's words.", "en") is None
    assert fold_markdown_quote("Some *italic* words.", "en") is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_teachers_fold_is_closed_and_named(lang: str) -> None:
    (fold,) = details(teacher_fold(lang))
    assert fold["open"] is False and TEACHER_CLASS in str(fold["class"])
    assert fold["summary"] == t("lesson.fold.teacher", lang)


def test_the_page_style_hides_what_follows_a_closed_teachers_fold_in_every_layout() -> None:
    assert FOLD_CSS in PHONE_CSS  # on every lesson page, with the phone layout
    closed = f"details.{TEACHER_CLASS}:not([open])"
    for layout in (".jp-Cell", "[cell-index]", ".widget-html", ".jp-OutputArea-child"):
        assert f"{layout}:has({closed}) ~" in FOLD_CSS, layout


@pytest.mark.parametrize("lang", LANGS)
def test_a_predicts_quote_is_folded_in_the_predicts_language(lang: str) -> None:
    quote = Quote(QUOTE)
    question = Predict("?", [("a", "a"), ("b", "b")], "a", [quote, Say("done")], lang=lang)
    assert question.result.children == ()  # nothing before the pick
    question.pick("a")
    shown = question.result.children[0].value
    (fold,) = details(shown)
    assert fold["open"] is False and fold["summary"] == t("lesson.fold.quote", lang)
    # a quote shown on its own names its fold in the language it is given
    assert t("lesson.fold.quote", "sk") in Quote(QUOTE, lang="sk")._repr_html_()


@pytest.mark.parametrize("lang", LANGS)
def test_the_built_lessons_fold_every_quote_of_another_language_and_the_teachers_part(
    lang: str,
) -> None:
    build = _build()
    for src in build.sources():
        if src.stem in ("00-start", "07-companion"):
            continue
        cells = [c for c in build.translate(src, lang).cells if c.cell_type == "markdown"]
        text = "\n\n".join(c.source for c in cells)
        # no quote left whose gloss and own words are both in view
        for block in build.blocks(text):
            if block.startswith(">"):
                assert not re.search(r'\*[„"«”].*[“"»”]\*[^\n]*\w', block), (src.stem, block[:80])
        teacher = [c for c in cells if TEACHER_CLASS in c.source]
        assert len(teacher) == 1, src.stem
        source = teacher[0].source
        assert source.startswith("## ")  # still the teacher's heading, found by its words
        (fold,) = details(source)
        assert fold["open"] is False and fold["summary"] == t("lesson.fold.teacher", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_class_servers_markdown_keeps_the_folds(lang: str) -> None:
    """The class server renders a lesson's markdown with Python-Markdown: the folds pass
    through as HTML, closed."""
    import markdown

    build = _build()
    notebook = build.translate(NOTEBOOKS / "src" / "02-house-rules.py", lang)
    rendered = "".join(
        markdown.markdown(c.source, extensions=["tables", "fenced_code"])
        for c in notebook.cells
        if c.cell_type == "markdown"
    )
    folds = details(rendered)
    assert any(TEACHER_CLASS in str(f["class"]) for f in folds)
    assert not any(f["open"] for f in folds)
    if lang != "sv":  # the Swedish lesson quotes the Swedish text in its own words, unfolded
        assert any("sjuan-fold-quote" in str(f["class"]) for f in folds)
