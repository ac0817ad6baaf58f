"""The lookup every visible string goes through: ``t``, ``join_list``, the read-only table view
and sections added at run time. The catalogs themselves are checked in test_catalogs.py."""

from __future__ import annotations

import string
import subprocess
import sys
from pathlib import Path

import pytest

from sjuan_notebooks import i18n
from sjuan_notebooks.core.errors import UnknownOptionError, check_lang
from sjuan_notebooks.i18n import LANGS, TABLE, add_section, join_list, t


def _fields(template: str | tuple[str, ...]) -> set[str]:
    forms = template if isinstance(template, tuple) else (template,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


@pytest.mark.parametrize("key", sorted(TABLE))
def test_every_key_has_all_languages_with_the_same_placeholders(key: str) -> None:
    entry = TABLE[key]
    assert set(LANGS) <= set(entry)
    english = _fields(entry["en"])
    for lang in LANGS:
        # Slovak card names use an adjective field; other templates must agree with English
        if key in ("card.name", "card.g.name"):
            continue
        assert _fields(entry[lang]) == english, (key, lang)
        if isinstance(entry[lang], tuple):  # every plural form shows the count
            assert all("{n}" in form for form in entry[lang]), (key, lang)


@pytest.fixture()
def no_added_sections(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sections added by a test go when it ends (the toy game's test adds its own)."""
    monkeypatch.setattr(i18n, "_ADDED", {})


def test_join_list_uses_the_language_word_for_and() -> None:
    assert join_list(["a", "b", "c"], "sv") == "a, b och c"
    assert join_list(["a", "b"], "nb") == "a og b"
    assert join_list(["a"], "sk") == "a"


def test_unknown_language_is_refused_clearly() -> None:
    with pytest.raises(UnknownOptionError, match='Unknown language "de"'):
        check_lang("de")


def test_t_fills_parameters() -> None:
    assert t("common.seat", "sv", n=2) == "plats 2"
    assert t("common.seat", "sk", n=2) == "miesto 2"
    assert t("list.and", "en") == " and "


def test_t_takes_english_for_a_language_it_does_not_have() -> None:
    assert t("common.seat", "de", n=3) == t("common.seat", "en", n=3) == "seat 3"


def test_an_unknown_key_raises_key_error_in_every_language() -> None:
    for lang in (*LANGS, "de"):
        with pytest.raises(KeyError, match="no translation for 'common.no_such_key'"):
            t("common.no_such_key", lang)
        with pytest.raises(KeyError, match="no translation"):
            t("common.no_such_key", lang, n=2)


def test_a_count_dependent_message_needs_n() -> None:
    assert t("error.cards_missing", "en", n=1, cards="H7") == "The deal is missing 1 card: H7."
    assert (
        t("error.cards_missing", "en", n=2, cards="H7, S2")
        == "The deal is missing 2 cards: H7, S2."
    )
    with pytest.raises(KeyError, match="count-dependent: pass n"):
        t("error.cards_missing", "en", cards="H7")


def test_the_table_view_lists_every_key_read_only() -> None:
    assert "common.seat" in TABLE and "common.no_such_key" not in TABLE and 7 not in TABLE
    assert TABLE["common.seat"] == {
        "sv": "plats {n}",
        "nb": "plass {n}",
        "sk": "miesto {n}",
        "en": "seat {n}",
    }
    assert len(TABLE["error.cards_missing"]["sk"]) == 3
    assert len(TABLE) == len(list(TABLE)) > 100
    assert list(TABLE) == sorted(TABLE)
    with pytest.raises(KeyError):
        TABLE["common.no_such_key"]
    with pytest.raises(TypeError):
        TABLE["common.seat"] = {}  # type: ignore[index]


def test_an_added_section_translates_like_the_catalogs(no_added_sections: None) -> None:
    add_section(
        {
            "toy.hello": {
                "sv": "Hej {name}",
                "nb": "Hei {name}",
                "sk": "Ahoj {name}",
                "en": "Hi {name}",
            },
            "toy.cards": {
                "sv": ("{n} kort", "{n} kort"),
                "nb": ("{n} kort", "{n} kort"),
                "sk": ("{n} karta", "{n} karty", "{n} kariet"),
                "en": ("{n} card", "{n} cards"),
            },
        }
    )
    assert t("toy.hello", "sk", name="Ema") == "Ahoj Ema"
    assert t("toy.hello", "de", name="Ema") == "Hi Ema"
    assert [t("toy.cards", "sk", n=n) for n in (1, 3, 5, 21)] == [
        "1 karta",
        "3 karty",
        "5 kariet",
        "21 kariet",
    ]
    assert t("toy.cards", "en", n=1) == "1 card"
    with pytest.raises(KeyError, match="count-dependent"):
        t("toy.cards", "en")
    assert "toy.hello" in TABLE and TABLE["toy.cards"]["en"] == ("{n} card", "{n} cards")


@pytest.mark.parametrize(
    ("section", "complaint"),
    [
        ({"common.seat": {"sv": "a", "nb": "a", "sk": "a", "en": "a"}}, "defined twice"),
        ({"toy.x": {"sv": "a", "nb": "a", "en": "a"}}, r"lacks \['sk'\]"),
        ({"toy.x": {"sv": "a", "nb": "a", "sk": ("a", "b"), "en": "a"}}, "sk needs 3 plural forms"),
    ],
)
def test_a_bad_section_is_refused_and_nothing_of_it_added(
    no_added_sections: None, section: dict, complaint: str
) -> None:
    good = {"toy.ok": {"sv": "a", "nb": "a", "sk": "a", "en": "a"}}
    with pytest.raises(RuntimeError, match=complaint):
        add_section({**good, **section})
    assert "toy.ok" not in TABLE
    add_section(good)
    with pytest.raises(RuntimeError, match="defined twice"):
        add_section(good)


def test_catalogs_are_read_on_first_use_and_compiled_ones_need_no_babel(tmp_path: Path) -> None:
    """Importing reads no catalog; a language's first use reads it (and English, behind it);
    an installed package, or a checkout with fresh .mo files, reads them without Babel."""
    for lang in LANGS:
        po = i18n.LOCALE / lang / "LC_MESSAGES" / "sjuan_notebooks.po"
        mo = tmp_path / lang / "LC_MESSAGES" / "sjuan_notebooks.mo"
        mo.parent.mkdir(parents=True)
        mo.write_bytes(i18n.compile_po(po))
    code = (
        "import sys; from pathlib import Path; import sjuan_notebooks.i18n as i; "
        f"i.LOCALE = Path({str(tmp_path)!r}); "
        "assert i._catalog.cache_info().currsize == 0; "
        "print(i.t('common.seat', 'sv', n=4)); "
        "print(i._catalog.cache_info().currsize, "
        "any(m.startswith('babel.messages') for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["plats 4", "2 False"]
