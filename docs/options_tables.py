"""The option tables of ``docs/rules/*.md``, made from the games' option specs.

Each rules page holds a block between ``<!-- options:FAMILY -->`` and ``<!-- /options -->``;
``python docs/options_tables.py`` rewrites every block from the registry, and
``tests/core/test_options.py`` fails when a block and the specs disagree. The specs are the one
declaration; this table is a view of it.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from sjuan_notebooks.core.options import OptionSpec
from sjuan_notebooks.core.registry import games, get_game

DOCS = Path(__file__).parent / "rules"
PAGES = {"sevens": "sevens.md", "femkamp": "femkamp.md", "sedma": "sedma.md"}
BLOCK = re.compile(r"(<!-- options:(\w+) -->\n)(.*?)(<!-- /options -->)", re.S)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, (list, tuple)):
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


def render(text: str) -> str:
    return BLOCK.sub(lambda m: m.group(1) + table(m.group(2)) + m.group(4), text)


def main() -> int:
    for page in PAGES.values():
        path = DOCS / page
        path.write_text(render(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
