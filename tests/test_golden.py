"""Golden playthroughs (after OpenSpiel): every stored record's replay, in English and in the
game's own language, is compared with a committed transcript, so any change in behaviour shows
as a diff. Regenerate deliberately with ``python tests/golden/regen.py`` and review the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from sjuan_notebooks.records import example_names, load_example, replay

GOLDEN = Path(__file__).parent / "golden"
HOME_LANG = {
    "sjuan": "sv",
    "sjuern": "nb",
    "kabal": "nb",
    "femkamp": "nb",
    "sjukamp": "nb",
    "sedma": "sk",
}


def replayable() -> list[str]:
    return [n for n in example_names() if load_example(n).get("kind") != "scoresheet"]


def transcript(name: str, lang: str) -> str:
    return replay(load_example(name)).to_text(lang) + "\n"


def cases() -> list[tuple[str, str]]:
    out = []
    for name in replayable():
        game = load_example(name)["game"]
        out += [(name, "en"), (name, HOME_LANG[game])]
    return out


@pytest.mark.parametrize("name,lang", cases())
def test_replay_matches_golden_transcript(name: str, lang: str) -> None:
    path = GOLDEN / f"{name}.{lang}.txt"
    assert path.exists(), f"no golden transcript {path.name}: run tests/golden/regen.py"
    assert transcript(name, lang) == path.read_text(encoding="utf-8")


def test_every_golden_file_has_a_record() -> None:
    expected = {f"{n}.{lang}.txt" for n, lang in cases()}
    assert {p.name for p in GOLDEN.glob("*.txt")} == expected
