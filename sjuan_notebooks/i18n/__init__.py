"""The one translation table, and the lookup every visible string goes through.

The table is assembled from one section per subject (``common``, ``sevens``, ...), each a
mapping ``key -> {lang: template}``. Keys are namespaced, and assembling refuses a key defined
twice or a template missing a language, so a missing translation fails at import, not in front
of a class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import classroom, common, edge, lite, sedma, sevens, tactics, tricks, ui

LANGS: tuple[str, ...] = ("sv", "nb", "sk", "en")
LANG_NAMES: dict[str, str] = {
    "sv": "Svenska",
    "nb": "Norsk bokmål",
    "sk": "Slovenčina",
    "en": "English",
}

Table = Mapping[str, Mapping[str, str]]


def _assemble(
    *sections: Table, into: dict[str, Mapping[str, str]] | None = None
) -> dict[str, Mapping[str, str]]:
    table: dict[str, Mapping[str, str]] = {} if into is None else into
    for section in sections:
        for key, entry in section.items():
            if key in table:
                raise RuntimeError(f"translation key {key!r} defined twice")
            missing = [lang for lang in LANGS if lang not in entry]
            if missing:
                raise RuntimeError(f"translation key {key!r} lacks {missing}")
            table[key] = entry
    return table


TABLE: dict[str, Mapping[str, str]] = _assemble(
    common.TABLE,
    sevens.TABLE,
    tricks.TABLE,
    sedma.TABLE,
    tactics.TABLE,
    ui.TABLE,
    edge.TABLE,
    lite.TABLE,
)
_assemble(classroom.TABLE, into=TABLE)


def add_section(section: Table) -> None:
    """Add a game's own strings (a new game outside this package brings its section here);
    the same checks as the built-in sections: no key twice, every language present."""
    _assemble(section, into=TABLE)


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """Translate ``key`` into ``lang`` and fill in ``params`` (``str.format`` style).

    Parameters that are themselves translatable (cards, lists of cards) should be rendered by
    the caller first; ``t`` only substitutes.
    """
    entry = TABLE.get(key)
    if entry is None:
        raise KeyError(f"no translation for {key!r}")
    template = entry.get(lang) or entry["en"]
    return template.format(**params) if params else template


def join_list(items: list[str], lang: str) -> str:
    """Join ``items`` as a sentence list: "a, b and c" in the language's own words."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + t("list.and", lang) + items[-1]


__all__ = ["LANGS", "LANG_NAMES", "TABLE", "add_section", "join_list", "t"]
