"""Golden playthroughs (after OpenSpiel): every stored record's replay, in English and in the
game's own language, is compared with a committed transcript, so any change in behaviour shows
as a diff; so are seeded deals played perfectly (max^n) by the solver. Regenerate deliberately
with ``python tests/golden/regen.py`` and review the diff."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import get_game, replay
from sjuan_notebooks.sevens.engine import SevensRules, new_deal
from sjuan_notebooks.tactics.perfect import perfect_play

GOLDEN = Path(__file__).parents[1] / "golden"


#: Seeded deals played perfectly: name -> (game, options, players, seed)
PERFECT = {
    "perfect-sjuan-4p-seed2": ("sjuan", {}, 4, 2),
    "perfect-sjuern-2p-stand-over-seed0": ("sjuern", {"stand_over": 1}, 2, 0),
}


def replayable() -> list[str]:
    return [n for n in example_names() if load_example(n).get("kind") != "scoresheet"]


@functools.cache
def played_perfectly(name: str) -> tuple[Any, Any]:
    """A PERFECT deal solved once per run: its transcript is compared in two languages, and the
    solve (seconds) is the same for both."""
    game, options, n, seed = PERFECT[name]
    return perfect_play(new_deal(SevensRules.for_game(game, **options), n, seed=seed))


def transcript(name: str, lang: str) -> str:
    if name in PERFECT:
        rep, turns = played_perfectly(name)
        notes = "\n".join(turn.text(lang) for turn in turns)
        return rep.to_text(lang) + "\n\n" + notes + "\n"
    return replay(load_example(name)).to_text(lang) + "\n"


def cases() -> list[tuple[str, str]]:
    out = []
    for name in replayable():
        game = load_example(name)["game"]
        out += [(name, "en"), (name, get_game(game).home_lang)]
    for name, (game, *_) in PERFECT.items():
        out += [(name, "en"), (name, get_game(game).home_lang)]
    return out


@pytest.mark.parametrize("name,lang", cases())
def test_replay_matches_golden_transcript(name: str, lang: str) -> None:
    path = GOLDEN / f"{name}.{lang}.txt"
    assert path.exists(), f"no golden transcript {path.name}: run tests/golden/regen.py"
    assert transcript(name, lang) == path.read_text(encoding="utf-8")


def test_every_golden_file_has_a_record() -> None:
    expected = {f"{n}.{lang}.txt" for n, lang in cases()}
    assert {p.name for p in GOLDEN.glob("*.txt")} == expected
