"""The translation catalogs (gettext, managed with Babel): every message in all four languages
with the placeholders English has, the plural forms each language's rule asks for and ``t``
choosing the right one, every key the code names present, and the build's compiled catalogs
saying what the checkout's ``.po`` files say."""

from __future__ import annotations

import gettext
import io
import os
import shutil
import string
import subprocess
import sys
import zipfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog as PoCatalog
from babel.messages.catalog import Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from sjuan_notebooks.i18n import (
    DOMAIN,
    LANGS,
    LOCALE,
    PLURAL_RULES,
    Catalog,
    compile_po,
    read_catalog,
    t,
)

ROOT = Path(__file__).parents[2]
COUNTS = (0, 1, 2, 5, 21)
# The form each language's rule picks for COUNTS (sv, nb, en: one, other; sk: one, few, other)
FORM_FOR = {
    "sv": (1, 0, 1, 1, 1),
    "nb": (1, 0, 1, 1, 1),
    "en": (1, 0, 1, 1, 1),
    "sk": (2, 0, 1, 2, 2),
}
# Templates whose language needs other fields than English (the code passes them all)
FIELDS_ALLOWED = {
    "card.name": {"suit", "suit_adj", "rank"},
    "card.g.name": {"suit", "suit_adj", "rank"},
}


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def po(lang: str) -> PoCatalog:
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang)


def key_of(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


@cache
def messages(lang: str) -> dict[str, Message]:
    return {key_of(m): m for m in po(lang) if m.id}


def forms(message: Message) -> tuple[str, ...]:
    s = message.string
    return tuple(s) if isinstance(s, tuple | list) else (s,)


def plural_keys(lang: str = "en") -> list[str]:
    return sorted(k for k, m in messages(lang).items() if m.pluralizable)


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


class Anything:
    """A parameter value that fits any format spec, shown as its name."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __format__(self, spec: str) -> str:
        return f"<{self.name}>"


def params_for(key: str) -> dict[str, Any]:
    names: set[str] = set()
    for lang in LANGS:
        for form in forms(messages(lang)[key]):
            names |= fields(form)
    return {name: Anything(name) for name in names - {"n"}}


def test_every_message_is_in_all_four_languages_translated_and_not_fuzzy() -> None:
    english = set(messages("en"))
    assert len(english) > 100
    for lang in LANGS:
        assert not po(lang).fuzzy, f"{lang}: the catalog's header is marked fuzzy"
        assert set(messages(lang)) == english, (
            lang,
            sorted(english - set(messages(lang))),
            sorted(set(messages(lang)) - english),
        )
        for key, message in messages(lang).items():
            assert "fuzzy" not in message.flags, (lang, key)
            assert all(form.strip() for form in forms(message)), f"{lang}: {key} is empty"


@pytest.mark.parametrize("lang", LANGS)
def test_every_template_uses_exactly_the_placeholders_english_uses(lang: str) -> None:
    problems = []
    for key, message in messages(lang).items():
        english = set().union(*(fields(f) for f in forms(messages("en")[key])))
        for i, form in enumerate(forms(message)):
            try:
                found = fields(form)
            except ValueError as error:  # a lone brace
                problems.append(f"{key}[{i}]: {error}")
                continue
            if key in FIELDS_ALLOWED:
                if not found <= FIELDS_ALLOWED[key]:
                    problems.append(f"{key}[{i}]: {sorted(found)}")
            elif found != english:
                problems.append(f"{key}[{i}]: {sorted(found)}, English {sorted(english)}")
    assert not problems, f"{lang}:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_plural_messages_have_the_forms_of_the_languages_plural_rule(lang: str) -> None:
    catalog = po(lang)
    rule = get_plural(lang)
    assert catalog.plural_forms == rule.plural_forms  # the header is Babel's (CLDR) rule
    assert catalog.num_plurals == PLURAL_RULES[lang][0]
    header, ours = gettext.c2py(rule.plural_expr), gettext.c2py(PLURAL_RULES[lang][1])
    assert [header(n) for n in range(200)] == [ours(n) for n in range(200)]
    assert plural_keys(lang) == plural_keys("en"), "a message is count-dependent in every language"
    for key in plural_keys(lang):
        assert len(forms(messages(lang)[key])) == catalog.num_plurals, key


@pytest.mark.parametrize("lang", LANGS)
def test_t_picks_the_plural_form_for_0_1_2_5_and_21(lang: str) -> None:
    keys = plural_keys(lang)
    assert keys, "the catalogs hold count-dependent messages"
    for key in keys:
        params = params_for(key)
        texts = forms(messages(lang)[key])
        for n, form in zip(COUNTS, FORM_FOR[lang]):
            assert t(key, lang, n=n, **params) == texts[form].format(n=n, **params), (key, n)
        with pytest.raises(KeyError, match="count-dependent"):
            t(key, lang, **params)


def test_slovak_1_2_5_21_are_the_forms_one_few_other_other() -> None:
    distinct = [k for k in plural_keys("sk") if len(set(forms(messages("sk")[k]))) == 3]
    assert distinct, "a Slovak message whose three forms differ"
    for key in distinct:
        one, few, other = forms(messages("sk")[key])
        params = params_for(key)
        shown = [t(key, "sk", n=n, **params) for n in (1, 2, 5, 21)]
        assert shown == [
            f.format(n=n, **params) for f, n in zip((one, few, other, other), (1, 2, 5, 21))
        ]
    # e.g. the missing-cards error: 1 karta, 2 karty, 5 kariet, 21 kariet
    if "error.cards_missing" in distinct:
        said = [t("error.cards_missing", "sk", n=n, cards="…") for n in (1, 2, 5, 21)]
        assert [s.split(": ")[0].split()[-2:] for s in said] == [
            ["1", "karta"],
            ["2", "karty"],
            ["5", "kariet"],
            ["21", "kariet"],
        ]


def code_keys() -> dict[str, set[str]]:
    """key -> files, for every key the code names literally: t("key", ...), found with Babel's
    Python extractor where babel.cfg (`make catalogs`) looks."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)

    def wanted(dirname: str) -> bool:
        name = os.path.basename(dirname)
        return not name.startswith((".", "_")) and name != "build"

    found: dict[str, set[str]] = {}
    for filename, _, key, _, _ in extract_from_dir(
        ROOT, method_map, options_map, keywords={"t": None}, directory_filter=wanted
    ):
        assert isinstance(key, str), (filename, key)
        found.setdefault(key, set()).add(filename)
    return found


def test_every_key_the_code_names_is_in_the_catalogs() -> None:
    named = code_keys()
    assert len(named) > 100 and "list.and" in named
    assert any(f.startswith("docs/") for files in named.values() for f in files)
    missing = {k: sorted(files) for k, files in named.items() if k not in messages("en")}
    assert not missing, f"keys the code names that the catalogs lack: {missing}"


def test_loader_reads_the_mo_unless_the_po_is_newer(tmp_path: Path) -> None:
    folder = tmp_path / "sv" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / f"{DOMAIN}.po"
    shutil.copy(po_path("sv"), po)
    (folder / f"{DOMAIN}.mo").write_bytes(compile_po(po))
    edited = po.read_text(encoding="utf-8").replace('msgstr "plats {n}"', 'msgstr "stol {n}"')
    assert edited != po.read_text(encoding="utf-8")
    po.write_text(edited, encoding="utf-8")
    mo = po.with_suffix(".mo")
    os.utime(mo, (1_000_000_000, 1_000_000_000))  # the .mo is older: a fresh edit of the .po
    assert read_catalog("sv", tmp_path).gettext("common.seat") == "stol {n}"
    os.utime(po, (900_000_000, 900_000_000))  # now the .mo is the newer: it is read
    assert read_catalog("sv", tmp_path).gettext("common.seat") == "plats {n}"
    po.unlink()  # an installed package: only the .mo
    assert read_catalog("sv", tmp_path).gettext("common.seat") == "plats {n}"
    mo.unlink()
    with pytest.raises(FileNotFoundError, match="no translation catalog"):
        read_catalog("sv", tmp_path)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's wheel, built (about 2 s) from a copy of the tree without any .mo file."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(
        ROOT / "sjuan_notebooks",
        src / "sjuan_notebooks",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo"),
    )
    shutil.copytree(ROOT / "share", src / "share")  # Voila's template, the wheel's data files
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation"]
    done = subprocess.run([*cmd, "-w", str(tmp), str(src)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    return next(tmp.glob("sjuan_notebooks-*.whl"))


def mo_path(lang: str) -> str:
    return f"sjuan_notebooks/i18n/locale/{lang}/LC_MESSAGES/{DOMAIN}.mo"


def test_the_wheel_carries_the_compiled_catalogs(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert {mo_path(lang) for lang in LANGS} <= names
    assert not [n for n in names if n.endswith(".po")], "the wheel ships compiled catalogs only"


def test_compiled_catalogs_agree_with_the_in_memory_fallback(wheel: Path, tmp_path: Path) -> None:
    """The build's .mo (setup.py), pybabel compile's (`make catalogs`, `make setup`) and the
    checkout's fallback (Babel in memory) hold the same messages and headers."""
    pybabel = Path(sys.executable).with_name("pybabel")
    out = tmp_path / "sk.mo"
    subprocess.run(
        [pybabel, "-q", "compile", "-l", "sk", "-i", po_path("sk"), "-o", out], check=True
    )
    with zipfile.ZipFile(wheel) as zf:
        for lang in LANGS:
            built = Catalog(io.BytesIO(zf.read(mo_path(lang))))
            fallback = Catalog(io.BytesIO(compile_po(po_path(lang))))
            assert built.templates == fallback.templates
            assert built.info() == fallback.info()
            assert set(built.templates) == set(messages(lang))
            assert built.templates == read_catalog(lang).templates  # what this checkout reads
    with out.open("rb") as f:
        assert Catalog(f).templates == Catalog(io.BytesIO(compile_po(po_path("sk")))).templates
