"""The published record and score-sheet schema: current, valid, accepting every record the
package writes, agreeing with the engines' options, and turned into one sentence per failure."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from sjuan_notebooks.core import schema
from sjuan_notebooks.core.errors import FieldError, SjuanError, UnknownOptionError
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import games, get_game, replay
from sjuan_notebooks.femkamp.scoresheet import ScoreSheet
from sjuan_notebooks.i18n import LANGS

DOCS = Path(__file__).parents[2] / "docs" / "schema"
sys.path.insert(0, str(DOCS.parent))

from write_schema import files  # noqa: E402


def published(name: str) -> dict:
    return json.loads((DOCS / name).read_text(encoding="utf-8"))


def test_the_published_files_are_current_and_valid() -> None:
    for path, text in files().items():
        assert path.read_text(encoding="utf-8") == text + "\n", "run python docs/write_schema.py"
    record, sheet = published("record.v1.schema.json"), published("scoresheet.v1.schema.json")
    for s in (record, sheet):
        Draft202012Validator.check_schema(s)
    assert record["$id"].endswith("/record.v1.schema.json")
    assert sheet["$id"].endswith("/scoresheet.v1.schema.json")
    assert sorted(record["$defs"]) == sorted(games())


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
                   {"moves": "H7"}, {"colour": "red"}, {"genders": {"A": "x"}},
                   {"genders": ["A"]}):  # fmt: skip
        bad = {**base, **change}
        assert list(validator.iter_errors(bad)), change
        with pytest.raises(SjuanError):
            replay(bad)


# --- schema and engine options agree ------------------------------------------------------

JSON_TYPE = {bool: "boolean", int: "integer", str: "string", list: "array", tuple: "array"}


@pytest.mark.parametrize("game", games())
def test_schema_and_engine_options_agree(game: str) -> None:
    """The schema's options of each game are the record options its specs declare, with the
    JSON type of what the engine itself writes in a record (``rules.options()``)."""
    spec = get_game(game)
    declared = published("record.v1.schema.json")["$defs"][game]["properties"]["options"]
    names = [s.name for s in spec.options if s.in_record]
    assert list(declared["properties"]) == names
    written = {s.name: s.default for s in spec.options}  # a match option is not a deal's
    written.update(spec.rules({}).options())  # what a record of the engine's defaults carries
    for name in names:
        want = declared["properties"][name]["type"]
        got = JSON_TYPE[type(written[name])]
        assert got == want or got in want, (name, got, want)
    validator = Draft202012Validator(declared)
    assert not list(validator.iter_errors({k: json.loads(json.dumps(written[k])) for k in names}))
    for name in names:  # and a value of the wrong type is flagged
        wrong = "x" if declared["properties"][name]["type"] != "string" else 5
        assert list(validator.iter_errors({name: wrong})), name
    assert list(validator.iter_errors({"no_such_option": 1}))


def test_score_sheet_options_are_the_sheet_s_checks() -> None:
    options = ScoreSheet.blank().to_json()["options"]
    assert sorted(schema.SHEET_OPTIONS) == sorted(options)
    for name, value in options.items():
        assert schema.SHEET_OPTIONS[name]["type"] == JSON_TYPE[type(value)]


def test_an_option_the_engine_does_not_know_is_refused_by_the_schema_too() -> None:
    record = {**load_example("sedma-example-1"), "options": {"jokers": 2}}
    with pytest.raises(UnknownOptionError, match='Unknown option "jokers" for Sedma'):
        replay(record)


# --- the sentence --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "english"),
    [
        ({"players": ["A", "B", 3, "D"]},
         'the field "players[2]" must be text, not a whole number.'),
        ({"hands": {"A": ["H7", 5]}}, 'the field "hands.A[1]" must be text, not a whole number.'),
        ({"options": {"pot": "2"}}, 'the field "options.pot" must be a whole number, not text.'),
        ({"seed": 1.5}, 'the field "seed" must be a whole number, not a number.'),
        ({"hands": None}, 'the field "hands" must be an object, not null.'),
        ({"players": []}, 'the field "players" is an empty list.'),
        ({"dealer": -7}, 'the field "dealer" cannot be less than 0.'),
        ({"genders": {"A": "x"}}, 'the field "genders.A" cannot be "x"; allowed: "f", "m".'),
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


def test_a_record_may_give_its_players_genders() -> None:
    """Optional, by name, f or m: a Slovak sentence about the player then agrees with it."""
    validator = Draft202012Validator(published("record.v1.schema.json"))
    base = load_example("sjuan-worked-example")
    good = {**base, "genders": {"A": "f", "C": "m"}}
    assert not list(validator.iter_errors(good))
    defs = published("record.v1.schema.json")["$defs"]
    assert all("genders" in defs[game]["properties"] for game in ("sjuan", "femkamp", "sedma"))
    final = replay(good).states[-1]
    assert [getattr(p, "agreement", None) for p in final.players] == ["f", None, "m", None]
