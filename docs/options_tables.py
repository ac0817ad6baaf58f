"""The option tables of ``docs/rules/*.md``, made from the games' option specs.

Each rules page holds a block between ``<!-- options:FAMILY -->`` and ``<!-- /options -->``;
``python docs/options_tables.py`` rewrites every block from the registry, and
``tests/core/test_options.py`` fails when a block and the specs disagree. The specs are the one
declaration; this table is a view of it. So are the Femkamp page's tables of deals and
compendiums (``<!-- deals -->`` ... ``<!-- /deals -->``), made from ``femkamp/deals.py``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from sjuan_notebooks.core.options import OptionSpec
from sjuan_notebooks.core.registry import games, get_game
from sjuan_notebooks.femkamp.deals import PLAYER_COUNTS, compendiums, deals

DOCS = Path(__file__).parent / "rules"
#: family -> its rules page, as its games' specs declare it (``GameSpec.rules_page``)
PAGES = {get_game(g).family: get_game(g).rules_page for g in games() if get_game(g).rules_page}
BLOCK = re.compile(r"(<!-- options:(\w+) -->\n)(.*?)(<!-- /options -->)", re.S)
DEALS_BLOCK = re.compile(r"(<!-- deals -->\n)(.*?)(<!-- /deals -->)", re.S)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, (list, tuple)):
        if not value:
            return "`[]`"
        return "`" + ",".join(str(getattr(v, "code", v)) for v in value) + "`"
    return f"`{value}`"


def _per_game(values: dict[str, str]) -> str:
    """One value if every game of the family has it, else each game's."""
    if len(set(values.values())) == 1:
        return next(iter(values.values()))
    return "; ".join(f"{game}: {value}" for game, value in values.items())


def table(family: str) -> str:
    """The markdown table of the family's options: one row per option, defaults per game."""
    rows: dict[str, tuple[OptionSpec, dict[str, object], dict[str, str]]] = {}
    for name in games():
        spec = get_game(name)
        if spec.family != family:
            continue
        for option in spec.options:
            entry = rows.setdefault(option.name, (option, {}, {}))
            entry[1][name] = option.default
            entry[2][name] = option.allowed_text()
    lines = [
        "| option | kind | default | allowed | in records | from the text |",
        "|---|---|---|---|---|---|",
    ]
    for option, defaults, allowed in rows.values():
        default = _per_game({g: _value(v) for g, v in defaults.items()})
        lines.append(
            f"| `{option.name}` | {option.kind} | {default} | {_per_game(allowed)} | "
            f"{'yes' if option.in_record else 'no (a setup choice)'} | {option.source} |"
        )
    return "\n".join(lines) + "\n"


def _scores(points: tuple) -> str:
    parts = []
    for term in points:
        each = f"{term.value:+d}"
        if term.per == "trick":
            parts.append(f"{each} per trick")
        elif term.per == "last":
            parts.append(f"{each} for the last trick")
        else:
            cards = ",".join(term.cards) if len(term.cards) <= 4 else f"{len(term.cards)} cards"
            rule = f" (all of them: 0 under `{term.all_zero}`)" if term.all_zero else ""
            parts.append(f"{each} per card of {cards}{rule}")
    return "; ".join(parts)


def deals_table() -> str:
    """One row per registered deal (what scores, in play, trump, cards out, aim), then one per
    compendium (its order)."""
    lines = [
        "| deal | scores | in play (3 / 4 / 5 players) | trump | out (3 / 5 players) | "
        "players | house | from the text |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for spec in deals():
        if spec.sevens:
            scores, total = "Sevens rules: +1 per pass, +1 per card left", "no fixed total"
        else:
            scores = _scores(spec.points)
            total = " / ".join(str(spec.total(n)) for n in PLAYER_COUNTS)
        out = " / ".join(",".join(spec.removed.get(n, ())) or "none" for n in (3, 5))
        lines.append(
            f"| `{spec.name}` ({spec.title}) | {scores} | {total} | {spec.trump or 'none'} | "
            f"{out} | {'avoid points' if spec.avoid else 'take tricks'} | "
            f"{'yes' if spec.house else 'no'} | {spec.source} |"
        )
    lines += ["", "| compendium | deals in order | deals 4 and 5 may swap | house | from the text |",
              "|---|---|---|---|---|"]  # fmt: skip
    for comp in compendiums():
        lines.append(
            f"| {comp.title} | {', '.join(comp.order)} | {'yes' if comp.swap_4_5 else 'no'} | "
            f"{'yes' if comp.house else 'no'} | {comp.source} |"
        )
    return "\n".join(lines) + "\n"


def render(text: str) -> str:
    text = BLOCK.sub(lambda m: m.group(1) + table(m.group(2)) + m.group(4), text)
    return DEALS_BLOCK.sub(lambda m: m.group(1) + deals_table() + m.group(3), text)


def main() -> int:
    for page in PAGES.values():
        path = DOCS / page
        path.write_text(render(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
