"""The registry: its order is ``FAMILIES``' order whatever is imported first, and every
registered game declares everything the package reads of it (one sentence per missing piece,
naming the fix)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

from sjuan_notebooks.core.registry import FAMILIES, games, get_game, missing, register

#: one process imports each family in the order given, then prints the registry's games, the
#: game a state is drawn by, and the families in the order the registry holds them
PROBE = """
import importlib, json, sys
for family in sys.argv[1:]:
    importlib.import_module(family)
from sjuan_notebooks.core.registry import games, get_game
print(json.dumps([games(), [get_game(g).family for g in games()]]))
"""


def _registry_after_importing(order: tuple[str, ...]) -> list[list[str]]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *order], capture_output=True, text=True, check=True
    )
    result: list[list[str]] = json.loads(out.stdout)
    return result


def test_the_registry_keeps_the_families_order_whatever_is_imported_first() -> None:
    """Sedma imported before Sevens (as ``pytest tests/sedma tests/core`` does) must not put
    Sedma's games first: lists shown to a class and tests read this order."""
    families = [f.rsplit(".", 1)[-1] for f in FAMILIES]
    orders = [tuple(reversed(FAMILIES)), (FAMILIES[-1],), ()]
    seen = [_registry_after_importing(order) for order in orders]
    assert seen[0] == seen[1] == seen[2], "the registry's order depends on the imports"
    names, owners = seen[0]
    assert names == games()
    ranks = [families.index(family) for family in owners]
    assert ranks == sorted(ranks), f"games out of FAMILIES order: {list(zip(names, owners))}"


def test_registering_in_any_order_in_this_process_keeps_the_order() -> None:
    before = games()
    specs = [get_game(name) for name in before]
    try:
        for spec in reversed(specs):
            register(spec)
        assert games() == before
    finally:
        for spec in specs:
            register(spec)
    assert games() == before


def test_a_game_missing_its_pieces_is_told_each_fix_in_one_sentence() -> None:
    spec = get_game(games()[-1])
    bare = replace(spec, name="vriatter", table=None, rules_page=None, record_shape=None)
    problems = missing(bare)
    assert "game vriatter: no table shape; add `table=` to its GameSpec" in problems
    assert any(p.startswith("game vriatter: no rules page;") for p in problems), problems
    assert any(p.startswith("game vriatter: no record shape;") for p in problems), problems
    assert all(p.startswith("game vriatter: ") and p.count(";") == 1 for p in problems)


def test_a_tip_without_its_words_is_named() -> None:
    spec = next(get_game(g) for g in games() if get_game(g).tips)

    class Unnamed(spec.tips[0]):  # type: ignore[misc,name-defined]
        name = "no_such_tip"

    problems = missing(replace(spec, tips=(*spec.tips, Unnamed)))
    assert any("tactics.tip.no_such_tip" in p and "tactics.tipdef.no_such_tip" in p
               for p in problems), problems  # fmt: skip
