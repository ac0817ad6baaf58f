"""The one translation table: complete in four languages, placeholders consistent."""

from __future__ import annotations

import string

import pytest

from sjuan_notebooks.core.errors import UnknownOptionError, check_lang
from sjuan_notebooks.i18n import LANGS, TABLE, join_list, t


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
        if key == "card.name":
            continue
        assert _fields(entry[lang]) == english, (key, lang)


def test_join_list_uses_the_language_word_for_and() -> None:
    assert join_list(["a", "b", "c"], "sv") == "a, b och c"
    assert join_list(["a", "b"], "nb") == "a og b"
    assert join_list(["a"], "sk") == "a"


def test_unknown_language_is_refused_clearly() -> None:
    with pytest.raises(UnknownOptionError, match='Unknown language "de"'):
        check_lang("de")


def test_t_fills_parameters() -> None:
    assert t("common.seat", "sv", n=2) == "plats 2"
