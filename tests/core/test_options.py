"""Options are declared once (``OptionSpec``s in each game's registration): the engine's
validation, record reading, the rule chooser and the rules pages all follow the specs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from sjuan_notebooks.core.errors import UnknownOptionError
from sjuan_notebooks.core.options import record_names
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import games, get_game, replay
from sjuan_notebooks.widgets import RuleChooser

DOCS = Path(__file__).parents[2] / "docs"


def _tables_module():
    spec = importlib.util.spec_from_file_location("options_tables", DOCS / "options_tables.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("page", sorted({get_game(g).rules_page for g in games()} - {None}))
def test_the_rules_pages_list_exactly_the_declared_options(page: str) -> None:
    tables = _tables_module()
    text = (DOCS / "rules" / page).read_text(encoding="utf-8")
    assert tables.BLOCK.search(text), f"{page} has no options block"
    assert tables.render(text) == text, f"run: python docs/options_tables.py ({page} is stale)"


@pytest.mark.parametrize("game", games())
def test_the_engine_takes_every_declared_value_and_defaults_to_the_specs(game: str) -> None:
    spec = get_game(game)
    assert spec.rules({}) == spec.rules({o.name: o.default for o in spec.options})
    for option in spec.options:
        for choice in option.choices:
            assert spec.rules({option.name: choice}) is not None
        if option.kind == "count":
            assert spec.rules({option.name: option.low}) is not None


@pytest.mark.parametrize("game", games())
def test_bad_values_and_unknown_names_are_refused_naming_the_option(game: str) -> None:
    spec = get_game(game)
    for option in spec.options:
        bad = (
            "yes" if option.kind == "flag" else (option.low - 1 if option.kind == "count" else "?")
        )
        with pytest.raises(UnknownOptionError) as refused:
            spec.rules({option.name: bad})
        assert option.name in refused.value.message("en")
    with pytest.raises(UnknownOptionError) as unknown:
        spec.rules({"no_such_option": 1})
    assert all(name in unknown.value.message("en") for name in record_names(spec.options))


@pytest.mark.parametrize("game", games())
def test_the_rule_chooser_offers_exactly_the_declared_options(game: str) -> None:
    spec = get_game(game)
    chooser = RuleChooser(game)
    assert list(chooser.controls) == [o.name for o in spec.options]
    assert chooser.changed() == {}
    for option in spec.options:
        control = chooser.controls[option.name]
        assert control.value == option.to_control(option.default)
        if option.choices:
            assert tuple(v for _, v in control.options) == option.control_choices
            assert all(label != value for label, value in control.options)  # named, not coded


@pytest.mark.parametrize("name", [n for n in example_names() if "scoresheet" not in n])
def test_records_read_every_declared_record_option(name: str) -> None:
    record = load_example(name)
    spec = get_game(record["game"])
    chosen = {**dict(record.get("options") or {})}
    defaults = {o.name: o.default for o in spec.options if o.in_record}
    defaults = {k: [c.code for c in v] if isinstance(v, tuple) else v for k, v in defaults.items()}
    spelled_out = {**record, "options": {**defaults, **chosen}}
    assert replay(spelled_out).to_json() == replay(record).to_json()
