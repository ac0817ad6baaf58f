"""The published record and score-sheet schema: current, valid, accepting every record the
package writes, agreeing with the engines' options, and turned into one sentence per failure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from sjuan_notebooks import schema
from sjuan_notebooks.errors import FieldError, SjuanError, UnknownOptionError
from sjuan_notebooks.femkamp import MatchRules
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.records import example_names, load_example, replay
from sjuan_notebooks.scoresheet import ScoreSheet
from sjuan_notebooks.sedma import SedmaRules
from sjuan_notebooks.sevens import SevensRules

DOCS = Path(__file__).parent.parent / "docs" / "schema"


def published(name: str) -> dict:
    return json.loads((DOCS / name).read_text(encoding="utf-8"))


def test_the_published_files_are_the_module_s_schemas_and_valid() -> None:
    record, sheet = published("record.v1.schema.json"), published("scoresheet.v1.schema.json")
    assert record == json.loads(json.dumps(schema.record_schema()))
    assert sheet == json.loads(json.dumps(schema.sheet_schema()))
    for s in (record, sheet):
        Draft202012Validator.check_schema(s)
    assert record["$id"].endswith("/record.v1.schema.json")
    assert sheet["$id"].endswith("/scoresheet.v1.schema.json")


def test_every_stored_example_passes_the_published_schema() -> None:
    record = Draft202012Validator(published("record.v1.schema.json"))
    sheet = Draft202012Validator(published("scoresheet.v1.schema.json"))
    for name in example_names():
        data = load_example(name)
        validator = sheet if data.get("kind") == "scoresheet" else record
        assert not list(validator.iter_errors(data)), name


def test_the_published_schema_refuses_what_the_reader_refuses() -> None:
    """The one file an editor uses flags the same shapes the package refuses."""
    validator = Draft202012Validator(published("record.v1.schema.json"))
    base = load_example("sjuan-worked-example")
    for change in ({"game": ["sjuan"]}, {"dealer": 1.5}, {"options": {"pot": "2"}},
                   {"players": ["", "B", "C", "D"]}, {"players": ["A\x1b[0m", "B", "C", "D"]},
                   {"moves": "H7"}, {"colour": "red"}):  # fmt: skip
        bad = {**base, **change}
        assert list(validator.iter_errors(bad)), change
        with pytest.raises(SjuanError):
            replay(bad)


# --- schema and engine options agree (the block the option specs will generate) ------------

JSON_TYPE = {bool: "boolean", int: "integer", str: "string", list: "array"}


@pytest.mark.parametrize(
    ("family", "names", "defaults"),
    [
        ("sevens", SevensRules.OPTION_NAMES, SevensRules.for_game("sjuan").options()),
        ("femkamp", MatchRules.OPTION_NAMES, MatchRules.for_game("femkamp").options()),
        ("sedma", SedmaRules.OPTION_NAMES, SedmaRules.from_options().options()),
        (
            "scoresheet",
            ("klover_all_zero", "kabal_zero"),
            {k: v for k, v in ScoreSheet.blank().to_json()["options"].items()},
        ),
    ],
)
def test_schema_and_engine_options_agree(family, names, defaults) -> None:
    declared = schema.OPTION_TYPES[family]
    assert list(declared) == list(names)  # same names, same order
    for name in names:
        assert declared[name]["type"] == JSON_TYPE[type(defaults[name])], name
    options = schema.record_schema()["$defs"].get(family, {}).get("properties", {}).get("options")
    if options is not None:  # every engine default is a valid record option
        assert not list(Draft202012Validator(options).iter_errors(defaults))


def test_an_option_the_engine_does_not_know_is_refused_by_the_schema_too() -> None:
    record = {**load_example("sedma-example-1"), "options": {"jokers": 2}}
    with pytest.raises(UnknownOptionError, match='Unknown option "jokers" for Sedma'):
        replay(record)


# --- the sentence --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "english"),
    [
        ({"players": ["A", "B", 3, "D"]},
         'the field "players[2]" must be a text, not a whole number.'),
        ({"hands": {"A": ["H7", 5]}}, 'the field "hands.A[1]" must be a text, not a whole number.'),
        ({"options": {"pot": "2"}}, 'the field "options.pot" must be a whole number, not a text.'),
        ({"seed": 1.5}, 'the field "seed" must be a whole number, not a number.'),
        ({"hands": None}, 'the field "hands" must be an object, not null.'),
        ({"players": []}, 'the field "players" is an empty list.'),
        ({"dealer": -7}, 'the field "dealer" cannot be less than 0.'),
    ],
)  # fmt: skip
def test_the_first_failure_names_the_field_in_every_language(change, english) -> None:
    record = {**load_example("sjuan-worked-example"), **change}
    with pytest.raises(FieldError) as caught:
        replay(record)
    assert caught.value.message("en") == "The record cannot be read: " + english
    texts = {caught.value.message(lang) for lang in LANGS}
    assert len(texts) == 4  # one sentence per language, none left in English
    assert all(caught.value.field in text for text in texts)


def test_field_paths_read_as_a_learner_reads_them() -> None:
    assert schema.field_path(["players", 2]) == "players[2]"
    assert schema.field_path(["hands", "Kari", 0]) == "hands.Kari[0]"
    assert schema.field_path(["hands", "Mr X", 0]) == 'hands["Mr X"][0]'
    assert schema.field_path(["deals", 1, "moves"]) == "deals[1].moves"
    assert schema.field_path([]) == "."
