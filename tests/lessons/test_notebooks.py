"""Lessons are committed executed, in every language, and in step with their one source and
their catalogs, so nbval checks something in each: a code cell never executed would pass nbval
while checking nothing, and a language left behind would teach an older lesson."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).parents[2] / "notebooks"
SOURCES = sorted((NOTEBOOKS / "src").glob("*.py"))


def _build_module():
    spec = importlib.util.spec_from_file_location("lesson_build", NOTEBOOKS / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["lesson_build"] = module
    spec.loader.exec_module(module)
    return module


build = _build_module()
CASES = [(src, lang) for src in SOURCES for lang in build.LANGS]


def test_there_are_lessons() -> None:
    names = {p.stem for p in SOURCES}
    assert {
        "00-start",
        "01-sjuan",
        "02-house-rules",
        "03-femkamp",
        "04-sedma",
        "05-practice",
        "06-tactics",
    } <= names


def test_every_language_has_every_lesson() -> None:
    for lang in build.LANGS:
        have = {p.stem for p in build.notebook_path("x", lang).parent.glob("*.ipynb")}
        assert have == {p.stem for p in SOURCES}, lang


@pytest.mark.parametrize("src,lang", CASES, ids=lambda c: getattr(c, "stem", c))
def test_lesson_matches_its_source_and_catalog_and_was_executed(src: Path, lang: str) -> None:
    want = build.translate(src, lang)  # raises, naming every untranslated message
    path = build.notebook_path(src.stem, lang)
    assert path.exists(), f"{path.name} missing: run `make notebooks`"
    committed = json.loads(path.read_text(encoding="utf-8"))
    got = [(c["cell_type"], "".join(c["source"]).strip()) for c in committed["cells"]]
    assert got == [(c.cell_type, c.source.strip()) for c in want.cells], (
        f"{lang}/{path.name} is out of step with {src.name} or its catalog: run `make notebooks`"
    )
    code = [
        c for c in committed["cells"] if c["cell_type"] == "code" and "".join(c["source"]).strip()
    ]
    assert code, "a lesson has code"
    assert all(c.get("execution_count") for c in code), f"{path.name}: unexecuted cells"
    assert "widgets" not in committed.get("metadata", {}), "widget state stored in the notebook"
    assert path.stat().st_size < 1_500_000
    checked = [c for c in code if "# NBVAL_CHECK_OUTPUT" in "".join(c["source"])]
    assert checked, f"{path.name} checks none of its claims"
    for cell in checked:
        assert any("text" in o or "text/plain" in o.get("data", {}) for o in cell["outputs"])


@pytest.mark.parametrize("lang", build.TRANSLATED)
def test_catalogs_are_complete_and_current(lang: str) -> None:
    """Every message of every source has a translation that is not marked fuzzy, and no
    catalog keeps a message its source no longer has."""
    for src in SOURCES:
        wanted = {text for _, text in build.messages(src)}
        catalog = build.load_catalog(src.stem, lang)
        have = {m.id: m for m in catalog if m.id}
        assert wanted - set(have) == set(), f"{src.stem} [{lang}]: run `make lesson-catalogs`"
        assert set(have) - wanted == set(), f"{src.stem} [{lang}]: stale messages"
        for text, message in have.items():
            assert message.string and not message.fuzzy, f"{src.stem} [{lang}]: {text[:60]!r}"


def test_blocks_and_marked_literals() -> None:
    assert build.blocks("# Title\n\nOne\ntwo.\n\n\n| a |\n|---|\n") == [
        "# Title",
        "One\ntwo.",
        "| a |\n|---|",
    ]
    code = 'LANG = "en"\nSay(_("Hello {n}"), n=2)\nprint(_(\'x\'), "_(\'y\')")\n'
    assert list(build.code_messages(code)) == [(2, "Hello {n}"), (3, "x")]
    missing: list[str] = []
    table = {"Hello {n}": "Hej {n}", "x": "ä'\"x"}
    out = build._translate_code(code, table, "sv", missing)
    assert out == "LANG = \"sv\"\nSay(_('Hej {n}'), n=2)\nprint(_('ä\\'\"x'), \"_('y')\")\n"
    assert missing == []
    assert build._translate_code('_("z")', table, "sk", missing) == "_('z')"
    assert missing == ["z"]
    # literals side by side are one message, replaced whole
    split = 'Say(_(\n    "Hello "\n    "{n}"\n), n=1)'
    assert [text for _, text in build.code_messages(split)] == ["Hello {n}"]
    assert build._translate_code(split, table, "nb", missing) == "Say(_(\n    'Hej {n}'\n), n=1)"
