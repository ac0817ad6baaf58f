"""Rewrite the golden transcripts from the current engine. Review the diff before committing."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))
sys.path.insert(0, str(Path(__file__).parents[1] / "core"))

from test_golden import GOLDEN, cases, transcript  # noqa: E402

for old in GOLDEN.glob("*.txt"):
    old.unlink()
for name, lang in cases():
    (GOLDEN / f"{name}.{lang}.txt").write_text(transcript(name, lang), encoding="utf-8")
    print("wrote", name, lang)
