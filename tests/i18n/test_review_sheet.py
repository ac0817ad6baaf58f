"""The review sheet (tools/review_sheet.py, `make review-sheet LANG=xx`): every message of the
package and the lessons, with its English and where it shows, in one file a reader needs no
checkout for (docs/translating.md)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "review_sheet.py"
PACKAGE_PO = (
    ROOT / "sjuan_notebooks" / "i18n" / "locale" / "{}" / "LC_MESSAGES" / "sjuan_notebooks.po"
)


def _messages(path: Path, lang: str) -> list:
    with path.open("rb") as f:
        return [m for m in read_po(f, locale=lang) if m.id]


@pytest.fixture(scope="module")
def sheet_sk(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = tmp_path_factory.mktemp("review")
    done = subprocess.run(
        [sys.executable, str(TOOL), "sk", "--out", str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "review-sk.md" in done.stdout
    return (out / "review-sk.md").read_text(encoding="utf-8")


def test_every_message_is_on_the_sheet_once_numbered(sheet_sk: str) -> None:
    package = _messages(Path(str(PACKAGE_PO).format("sk")), "sk")
    lessons = [m for pot in sorted((ROOT / "notebooks" / "locale").glob("*.pot"))
               for m in _messages(pot, "en")]  # fmt: skip
    numbers = [int(n) for n in re.findall(r"^### (\d+) \[", sheet_sk, re.M)]
    assert numbers == list(range(1, len(package) + len(lessons) + 1))
    for m in package:
        assert sheet_sk.count(f"] {m.id if isinstance(m.id, str) else m.id[0]}\n") == 1


def _item(sheet: str, head: str) -> str:
    start = sheet.index(head)
    end = sheet.find("\n### ", start + 1)
    return sheet[start : end if end != -1 else None]


def test_an_item_gives_the_english_the_text_every_plural_form_and_where(sheet_sk: str) -> None:
    item = _item(sheet_sk, "] tactics.count.deals_per_tip\n")
    assert "Where: section tactics; used in sjuan_notebooks/figures/tactics.py" in item
    assert "Placeholders: {n}" in item
    assert "    {n} deal per tip" in item and "    {n} deals per tip" in item
    for form in ("rozdanie na radu", "rozdania na radu", "rozdaní na radu"):
        assert form in item  # Slovak's three plural forms, each shown
    assert item.count("  [") == 5  # two English forms, three Slovak


def test_a_lesson_message_says_its_lesson_and_cell(sheet_sk: str) -> None:
    item = _item(sheet_sk, "[04-sedma.po]")
    assert re.search(r"Where: lesson 04-sedma, cell \d+ \(notebooks/sk/04-sedma\.ipynb\)", item)
    assert "EN:\n    # Sedma: sevens are wild" in item and "SK:\n    # Sedma:" in item


def test_a_key_built_at_run_time_is_found_by_its_prefix(sheet_sk: str) -> None:
    item = _item(sheet_sk, "] tricks.deal.damer\n")
    assert "sjuan_notebooks/femkamp/deals.py" in item


def test_a_language_that_is_not_one_is_refused(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(TOOL), "C.UTF-8", "--out", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert done.returncode != 0 and "LANG must be one of en, sv, nb, sk" in done.stderr
    assert not list(tmp_path.iterdir())
