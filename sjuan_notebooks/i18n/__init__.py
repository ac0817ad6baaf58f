"""The lookup every visible string goes through, and the translation catalogs behind it.

The words are gettext catalogs, one per language: ``locale/LANG/LC_MESSAGES/sjuan_notebooks.po``,
managed with Babel (``make catalogs``, README "Translations"). A message's id is its key
(``sevens.passes``, namespaced by subject), so the code names what it means and English is a
translation like the others (the source language). A count-dependent message has the
language's plural forms, chosen by the ``n`` parameter through ``ngettext``.

The build compiles the catalogs to ``.mo`` (``setup.py``), which is all an installed package
reads. A checkout whose ``.mo`` is missing or older than its ``.po`` compiles that catalog in
memory with Babel, so an edited catalog shows at once. Each language is read on its first use.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Callable, Iterator, Mapping
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from .forms import Person, group, player_name
from .numbers import fmt_int

LANGS: tuple[str, ...] = ("sv", "nb", "sk", "en")
LANG_NAMES: dict[str, str] = {
    "sv": "Svenska",
    "nb": "Norsk bokmål",
    "sk": "Slovenčina",
    "en": "English",
}
DOMAIN = "sjuan_notebooks"
LOCALE = Path(__file__).with_name("locale")

# A template is a string, or for a count-dependent message the tuple of the language's gettext
# plural forms (sv, nb, en: one, other; sk: one, few for 2-4, other), chosen by the ``n`` param.
Template = str | tuple[str, ...]
Table = Mapping[str, Mapping[str, Template]]

# The languages' plural rules, as the catalogs' Plural-Forms headers state them (Babel's CLDR
# rules; tests/i18n/test_catalogs.py holds the two together). Sections added at run time use them.
PLURAL_RULES: dict[str, tuple[int, str]] = {
    "sv": (2, "n != 1"),
    "nb": (2, "n != 1"),
    "sk": (3, "n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2"),
    "en": (2, "n != 1"),
}


@cache
def _plural_index(lang: str) -> Callable[[int], int]:
    return gettext.c2py(PLURAL_RULES[lang][1])


class _NoSuchKey(gettext.NullTranslations):
    """The end of every language's fallback chain: a key no catalog holds is an error, never
    shown as text."""

    def gettext(self, message: str) -> str:
        raise KeyError(f"no translation for {message!r}")

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise KeyError(f"no translation for {msgid1!r}")


class Catalog(gettext.GNUTranslations):
    """One language's compiled catalog (stdlib gettext), which can also list its messages."""

    _catalog: dict[str | tuple[str, int], str]  # filled by GNUTranslations from the .mo

    @cached_property
    def templates(self) -> dict[str, Template]:
        """key -> template; a plural message's is the tuple of its forms."""
        found: dict[str, Template] = {}
        forms: dict[str, dict[int, str]] = {}
        for msgid, text in self._catalog.items():
            if isinstance(msgid, tuple):
                forms.setdefault(msgid[0], {})[msgid[1]] = text
            elif msgid:  # not the header
                found[msgid] = text
        for key, by_index in forms.items():
            found[key] = tuple(by_index[i] for i in sorted(by_index))
        return found

    @cached_property
    def plurals(self) -> frozenset[str]:
        return frozenset(k for k, v in self.templates.items() if isinstance(v, tuple))


def compile_po(po: Path) -> bytes:
    """``po`` compiled as the build compiles it (Babel: fuzzy and empty messages left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def read_catalog(lang: str, folder: Path | None = None) -> Catalog:
    """``lang``'s catalog from ``folder`` (default: the package's): the compiled ``.mo``,
    unless the ``.po`` beside it is newer."""
    folder = LOCALE if folder is None else folder
    po = folder / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    mo = po.with_suffix(".mo")
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as f:
            return Catalog(f)
    if not po.exists():
        raise FileNotFoundError(f"no translation catalog for {lang!r}: {po} (nor its .mo)")
    return Catalog(io.BytesIO(compile_po(po)))


@cache
def _catalog(lang: str) -> Catalog:
    catalog = read_catalog(lang)
    catalog.add_fallback(_NoSuchKey() if lang == "en" else _catalog("en"))
    return catalog


# Sections a game outside the package brings (``add_section``): key -> {lang: template}.
_ADDED: dict[str, Mapping[str, Template]] = {}


def add_section(section: Table) -> None:
    """Add a game's own strings (a new game outside this package brings its section here):
    refused, before any is added, if a key is taken or lacks a language or plural forms."""
    taken = _catalog("en").templates.keys() | _ADDED.keys()
    for key, entry in section.items():
        if key in taken:
            raise RuntimeError(f"translation key {key!r} defined twice")
        missing = [lang for lang in LANGS if lang not in entry]
        if missing:
            raise RuntimeError(f"translation key {key!r} lacks {missing}")
        for lang, template in entry.items():
            if isinstance(template, tuple) and len(template) != PLURAL_RULES[lang][0]:
                raise RuntimeError(
                    f"translation key {key!r}: {lang} needs {PLURAL_RULES[lang][0]} plural forms"
                )
    _ADDED.update(section)


def _template(key: str, lang: str, n: Any = None) -> Template:
    """The template for ``key`` in ``lang``; given ``n``, a plural message's form for ``n``."""
    entry = _ADDED.get(key)
    if entry is not None:
        if lang not in entry:
            lang = "en"
        template = entry[lang]
        if isinstance(template, tuple) and n is not None:
            return template[_plural_index(lang)(abs(int(n)))]
        return template
    catalog = _catalog(lang if lang in LANGS else "en")
    if key in _catalog("en").plurals:
        if n is not None:
            return catalog.ngettext(key, key, abs(int(n)))
        return catalog.templates.get(key) or _catalog("en").templates[key]
    return catalog.gettext(key)


def t(key: str, lang: str = "en", /, **params: Any) -> str:
    """Translate ``key`` into ``lang`` and fill in ``params`` (``str.format`` style).

    Parameters that are themselves translatable (cards, lists of cards) should be rendered by
    the caller first; ``t`` only substitutes. A count-dependent message takes its form from the
    ``n`` parameter, by the language's plural rule. A template may ask a parameter for a case
    (``{card:acc}``, see :mod:`.forms`); a plain text parameter (a player's name) offers its
    genitive (``{player:gen}``: Swedish "C:s") and otherwise reads as itself, and a template may
    choose its words by the player (``{player:f=pasovala|m=pasoval|pl=pasovali|other=pasuje}``,
    see :mod:`.forms`). An unknown key raises KeyError.
    """
    template = _template(key, lang, params.get("n"))
    if isinstance(template, tuple):
        raise KeyError(f"{key!r} is count-dependent: pass n")
    return fill(template, lang, params)


def fill(template: str, lang: str | None, params: Mapping[str, Any]) -> str:
    """``template`` with ``params`` filled in as :func:`t` fills them (a lesson's own sentences
    use it too): names become :func:`~.forms.player_name`, which knows their genitive in
    ``lang`` and what a sentence about the player agrees with."""
    if not params:
        return template
    return template.format(**{k: _shown(k, v, lang) for k, v in params.items()})


#: whole-number parameters that are codes, not amounts: never grouped ("seed 20260", not "20 260")
_CODES = frozenset({"seed", "port", "code", "year"})


def _shown(key: str, value: Any, lang: str | None) -> Any:
    """A parameter as a sentence shows it: a name knows its forms; a whole number takes the
    language's digit groups and true minus ("20 000", "−5"), as the figures and tables do."""
    if type(value) in (str, Person):
        return player_name(value, lang or "")
    if type(value) is int and lang and key not in _CODES:
        return fmt_int(value, lang)
    return value


class _TableView(Mapping[str, Mapping[str, Template]]):
    """Every key (catalogs and added sections) -> {lang: template}, read-only: for code that
    asks whether a key exists, and for checks over all messages."""

    def _keys(self) -> list[str]:
        return sorted(_catalog("en").templates.keys() | _ADDED.keys())

    def __getitem__(self, key: str) -> Mapping[str, Template]:
        if key not in self:
            raise KeyError(f"no translation for {key!r}")
        return {lang: _template(key, lang, None) for lang in LANGS}

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and (key in _ADDED or key in _catalog("en").templates)

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())


TABLE: Mapping[str, Mapping[str, Template]] = _TableView()


def join_list(items: list[str], lang: str) -> str:
    """Join ``items`` as a sentence list: "a, b and c" in the language's own words; a list of
    players agrees in the plural (``{players:pl=...}``)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return group(items, ", ".join(items[:-1]) + t("list.and", lang) + items[-1])


__all__ = [
    "DOMAIN",
    "LANGS",
    "LANG_NAMES",
    "LOCALE",
    "PLURAL_RULES",
    "TABLE",
    "Catalog",
    "Template",
    "add_section",
    "compile_po",
    "fill",
    "join_list",
    "read_catalog",
    "t",
]
