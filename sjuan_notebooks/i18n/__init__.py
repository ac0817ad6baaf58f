"""The one translation table, and the lookup every visible string goes through.

The table is assembled from one section per subject (``common``, ``sevens``, ...), each a
mapping ``key -> {lang: template}``. Keys are namespaced, and assembling refuses a key defined
twice or a template missing a language, so a missing translation fails at import, not in front
of a class.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from . import (
    classroom,
    common,
    edge,
    examples,
    lesson,
    lesson_a,
    lesson_c,
    lite,
    sedma,
    sevens,
    switch,
    tactics,
    tricks,
    ui,
)
from .forms import player_name

LANGS: tuple[str, ...] = ("sv", "nb", "sk", "en")
LANG_NAMES: dict[str, str] = {
    "sv": "Svenska",
    "nb": "Norsk bokmål",
    "sk": "Slovenčina",
    "en": "English",
}

# A template is a string, or for a count-dependent message the tuple of the language's gettext
# plural forms (sv, nb, en: one, other; sk: one, few for 2-4, other), chosen by the ``n`` param.
Template = str | tuple[str, ...]
Table = Mapping[str, Mapping[str, Template]]

# The languages' plural rules, as gettext writes them (CLDR's, the same as Babel's
# ``babel.messages.plurals.get_plural``); kept here so the rules core needs no Babel.
PLURAL_RULES: dict[str, tuple[int, str]] = {
    "sv": (2, "n != 1"),
    "nb": (2, "n != 1"),
    "sk": (3, "n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2"),
    "en": (2, "n != 1"),
}


@cache
def _plural_index(lang: str) -> Callable[[int], int]:
    return gettext.c2py(PLURAL_RULES[lang][1])


def _assemble(
    *sections: Table, into: dict[str, Mapping[str, Template]] | None = None
) -> dict[str, Mapping[str, Template]]:
    table: dict[str, Mapping[str, Template]] = {} if into is None else into
    for section in sections:
        for key, entry in section.items():
            if key in table:
                raise RuntimeError(f"translation key {key!r} defined twice")
            missing = [lang for lang in LANGS if lang not in entry]
            if missing:
                raise RuntimeError(f"translation key {key!r} lacks {missing}")
            for lang, template in entry.items():
                if isinstance(template, tuple) and len(template) != PLURAL_RULES[lang][0]:
                    raise RuntimeError(
                        f"translation key {key!r}: {lang} needs {PLURAL_RULES[lang][0]} plural forms"
                    )
            table[key] = entry
    return table


TABLE: dict[str, Mapping[str, Template]] = _assemble(
    common.TABLE,
    sevens.TABLE,
    tricks.TABLE,
    sedma.TABLE,
    tactics.TABLE,
    ui.TABLE,
    edge.TABLE,
    lite.TABLE,
    examples.TABLE,
)
_assemble(classroom.TABLE, lesson.TABLE, lesson_a.TABLE, lesson_c.TABLE, switch.TABLE, into=TABLE)


def add_section(section: Table) -> None:
    """Add a game's own strings (a new game outside this package brings its section here);
    the same checks as the built-in sections: no key twice, every language present."""
    _assemble(section, into=TABLE)


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """Translate ``key`` into ``lang`` and fill in ``params`` (``str.format`` style).

    Parameters that are themselves translatable (cards, lists of cards) should be rendered by
    the caller first; ``t`` only substitutes. A count-dependent message takes its form from the
    ``n`` parameter, by the language's plural rule. A template may ask a parameter for a case
    (``{card:acc}``, see :mod:`.forms`); a plain text parameter (a player's name) offers its
    genitive (``{player:gen}``: Swedish "C:s") and otherwise reads as itself.
    """
    entry = TABLE.get(key)
    if entry is None:
        raise KeyError(f"no translation for {key!r}")
    if lang not in entry:
        lang = "en"
    template = entry[lang]
    if isinstance(template, tuple):
        if "n" not in params:
            raise KeyError(f"{key!r} is count-dependent: pass n")
        template = template[_plural_index(lang)(abs(int(params["n"])))]
    if not params:
        return template
    return template.format(
        **{k: player_name(v, lang) if type(v) is str else v for k, v in params.items()}
    )


def join_list(items: list[str], lang: str) -> str:
    """Join ``items`` as a sentence list: "a, b and c" in the language's own words."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + t("list.and", lang) + items[-1]


__all__ = [
    "LANGS",
    "LANG_NAMES",
    "PLURAL_RULES",
    "TABLE",
    "Template",
    "add_section",
    "join_list",
    "t",
]
