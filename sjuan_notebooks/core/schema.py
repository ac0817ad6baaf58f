"""The published shape of game records and score sheets (JSON Schema, draft 2020-12), and the
check every record passes before any rule is looked at.

Why a schema: a record is the one input every tool shares (CLI, stepper, tests, other
programs), so its shape is written down once, versioned, and checked by a well-kept validator
(``jsonschema``) instead of by hand in each reader. The first failure becomes one
:class:`~sjuan_notebooks.errors.FieldError` sentence naming the field (``players[2]``,
``options.pot``; list positions count from 0, as JSON tools do), translated when shown.

The published files ``docs/schema/record.v1.schema.json`` and
``docs/schema/scoresheet.v1.schema.json`` are written from this module and the registered
games' option specs (``python docs/write_schema.py``); a test keeps them current. A record may
name its schema in a ``"$schema"`` field so that an editor checks it while it is typed.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .errors import FieldError, UnknownOptionError, Word
from .options import OptionSpec
from .safe_read import json_type, shown, type_word

VERSION = 1
BASE = "https://raw.githubusercontent.com/sjuan-notebooks/sjuan_notebooks/main/docs/schema/"
RECORD_ID = f"{BASE}record.v{VERSION}.schema.json"
SHEET_ID = f"{BASE}scoresheet.v{VERSION}.schema.json"

# =============================================================================================
# GAME OPTIONS: each game's options as JSON Schema, generated from the game's option specs
# (core.options.OptionSpec, registered with the game). The types only: values, ranges and
# choices are the engines' to check, with their own sentences. tests/core/test_schema.py checks this
# agrees with the specs and the engines.

_KIND_TYPES: dict[str, dict[str, object]] = {
    "flag": {"type": "boolean"},
    "count": {"type": "integer"},
    "choice": {"type": "string"},
    "cards": {"type": "array", "items": {"type": "string", "maxLength": 8}, "maxItems": 8},
    "list": {"type": "array", "items": {"type": "string", "maxLength": 20}, "maxItems": 40},
}


def option_schema(spec: OptionSpec) -> dict[str, object]:
    """One option's JSON type, from its kind (a count that is also a switch takes true/false)."""
    out = dict(_KIND_TYPES[spec.kind])
    if spec.kind == "count" and spec.on_value is not None:
        out["type"] = ["integer", "boolean"]
    if spec.kind == "choice" and spec.choices and not isinstance(spec.choices[0], str):
        out["type"] = json_type(spec.choices[0])
    return out


def options_schema(specs: Sequence[OptionSpec]) -> dict[str, object]:
    """A record's ``options`` for a game with these specs: an object of the record's options
    (setup choices such as the Femkamp deal are not record options), nothing else."""
    return {
        "type": ["object", "null"],
        "properties": {s.name: option_schema(s) for s in specs if s.in_record},
        "additionalProperties": False,
    }


#: A score sheet's options (``femkamp.scoresheet.ScoreSheet.from_json``: two checks).
SHEET_OPTIONS: dict[str, object] = {
    "klover_all_zero": {"type": "boolean"},
    "kabal_zero": {"type": "boolean"},
    "order": {"type": "array", "items": {"type": "string", "maxLength": 20}, "maxItems": 40},
}
# END OF GAME OPTIONS
# =============================================================================================

#: Characters no name may hold: C0/C1 controls, zero-width and direction marks, separators.
_BAD_NAME_CHARS = (
    "\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff"
)
MAX_NAME = 40

NAME: dict[str, object] = {
    "type": "string",
    "minLength": 1,
    "maxLength": MAX_NAME,
    "pattern": f"^(?=.*\\S)[^{_BAD_NAME_CHARS}]+$",
    "x-problem": "edge.problem.name",
}
CARD = {"type": "string", "maxLength": 8}
CARDS = {"type": "array", "items": CARD, "maxItems": 52}
TEXT = {"type": "string", "maxLength": 20_000}
SEED = {"type": "integer", "minimum": -(2**63), "maximum": 2**64 - 1}
MOVES = {"type": "array", "items": {"type": "string", "maxLength": 8}, "maxItems": 2_000}
PLAYERS = {"type": "array", "items": NAME, "minItems": 1, "maxItems": 10, "uniqueItems": True}
#: A player's gender, so that a Slovak sentence about the player agrees ("Siri pasovala").
GENDERS = {
    "type": "object",
    "propertyNames": NAME,
    "additionalProperties": {"enum": ["f", "m"]},
    "maxProperties": 10,
    "description": "Optional: a player's gender, f or m, by name; a name not listed gets "
    "wordings that need no agreement.",
}
HANDS = {
    "type": "object",
    "propertyNames": NAME,
    "additionalProperties": CARDS,
    "maxProperties": 10,
}
DEALER_NAME_OR_SEAT = {
    "type": ["string", "integer"],
    "maxLength": MAX_NAME,
    "minimum": 0,
    "maximum": 9,
}


@dataclass(frozen=True, eq=False)
class RecordShape:
    """The fields of one family's records, declared by the family beside its record reader
    and given to its games' specs (``GameSpec.record_shape``): ``game`` is the JSON type of the
    ``"game"`` field, ``properties`` every other field (an ``"options"`` entry among them is
    replaced by each game's own options, from its option specs). Compared by identity, so a
    spec's shape keeps its compiled validator."""

    properties: Mapping[str, object]
    game: Mapping[str, object] = field(default_factory=lambda: {"type": "string"})

    def schema(self, specs: Sequence[OptionSpec]) -> dict[str, object]:
        """The shape of one game's record: these fields with the game's own options."""
        shape: dict[str, Any] = {
            "type": "object",
            "required": ["game", "players"],
            "properties": {
                "$schema": {"type": "string", "maxLength": 500},
                "game": dict(self.game),
                "title": TEXT,
                "source": TEXT,
                "notes": TEXT,
                **copy.deepcopy(dict(self.properties)),
            },
            "additionalProperties": False,
        }
        if "options" in shape["properties"]:
            shape["properties"]["options"] = options_schema(specs)
        return shape


def record_schema(
    games: Mapping[str, tuple[RecordShape | None, Sequence[OptionSpec]]],
) -> dict[str, object]:
    """The published record schema for ``games`` (name -> (record shape, option specs), in the
    registry's order; a game without a shape, such as a test's toy game, is left out): the
    ``game`` field picks the game's shape."""
    shapes = {g: shape.schema(specs) for g, (shape, specs) in games.items() if shape is not None}
    known = list(shapes)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": RECORD_ID,
        "title": "sjuan_notebooks game record",
        "description": (
            f"Version {VERSION}. One deal, game or match of a registered game ("
            + ", ".join(known)
            + "), move by move. See docs/schema/README.md."
        ),
        "type": "object",
        "required": ["game"],
        "properties": {"game": {"enum": known}},
        "allOf": [
            {"if": {"properties": {"game": {"const": g}}}, "then": {"$ref": f"#/$defs/{g}"}}
            for g in known
        ],
        "$defs": shapes,
    }


CELL = {"type": ["integer", "number", "string", "null"], "maxLength": 12,
        "minimum": -1000, "maximum": 1000}  # fmt: skip


def sheet_schema() -> dict[str, object]:
    """The published score-sheet schema (Femkamp/Sjukamp sheets entered by hand)."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SHEET_ID,
        "title": "sjuan_notebooks score sheet",
        "description": (
            f"Version {VERSION}. A Femkamp/Sjukamp score sheet: one row of points per player, "
            "one column per deal. See docs/schema/README.md."
        ),
        "type": "object",
        "required": ["kind", "players", "deals", "scores"],
        "properties": {
            "$schema": {"type": "string", "maxLength": 500},
            "kind": {"const": "scoresheet"},
            "game": {"enum": ["femkamp", "sjukamp"]},
            "title": TEXT,
            "source": TEXT,
            "players": {**PLAYERS, "maxItems": 8},
            "deals": {
                "type": "array",
                "items": {"type": "string", "maxLength": 20},
                "minItems": 1,
                "maxItems": 40,
            },  # fmt: skip
            "scores": {
                "type": "object",
                "propertyNames": NAME,
                "additionalProperties": {"type": "array", "items": CELL, "maxItems": 40},
                "maxProperties": 8,
            },
            "tiebreaks": {
                "type": "array",
                "items": {
                    "type": "object",
                    "propertyNames": NAME,
                    "additionalProperties": CELL,
                    "maxProperties": 8,
                },
                "maxItems": 20,
            },
            "options": {
                "type": ["object", "null"],
                "properties": SHEET_OPTIONS,
                "additionalProperties": False,
            },
        },
        "additionalProperties": False,
    }


# ---------------------------------------------------------------------------------------------
# Checking


def _jsonschema() -> Any:
    """``jsonschema``, or None where it cannot be had: in the browser site (Pyodide) it would
    need ``rpds-py``, a compiled extension with no WebAssembly wheel on PyPI. There the record
    readers' own checks stand alone; they were fuzzed without the schema
    (``tests/fuzz_run.py --no-schema``) and refuse every bad input with a typed sentence too."""
    try:
        import jsonschema
    except ImportError:
        return None
    return jsonschema


@cache
def _validator(shape: RecordShape | None, specs: tuple[OptionSpec, ...] | None) -> Any:
    """A validator of one game's shape (``shape``, ``specs``), or of a score sheet (``shape``
    None); None where ``jsonschema`` cannot be had."""
    if _jsonschema() is None:
        return None
    from jsonschema import Draft202012Validator

    schema = sheet_schema() if shape is None else shape.schema(specs or ())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def check_record(
    record: Mapping[str, object], shape: RecordShape | None, specs: Sequence[OptionSpec]
) -> None:
    """Refuse a record whose shape is wrong for its game (its family's ``shape``, with option
    ``specs``; a game with no published shape, such as a test's toy game, is not checked
    here), with one sentence naming the first bad field."""
    if shape is None:
        return
    validator = _validator(shape, tuple(specs))
    if validator is not None:
        _check(validator, record, str(record.get("game")).title())


def check_sheet(data: Mapping[str, object]) -> None:
    """Refuse a score sheet whose shape is wrong (one sentence naming the first bad field)."""
    validator = _validator(None, None)
    if validator is not None:
        _check(validator, data, "scoresheet", sheet=True)


def _check(validator: Any, data: Any, game: str, sheet: bool = False) -> None:
    from jsonschema.exceptions import best_match

    error = best_match(validator.iter_errors(data))
    if error is None:
        return
    path = list(error.absolute_path)
    if error.validator == "additionalProperties" and path == ["options"]:
        # an unknown option: the engines' own sentence, naming the options the game knows
        known = list(error.schema.get("properties", {}))
        name = next(k for k in error.instance if k not in known)
        raise UnknownOptionError(name=shown(name), game=game, known=", ".join(known))
    raise to_field_error(error, sheet)


def _type_word(value: object) -> Word:
    return type_word(value)


def field_path(path: Any) -> str:
    """A JSON path as a learner reads it: ``players[2]``, ``hands.Kari[0]``, ``options.pot``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif str(part).isidentifier() or str(part).startswith("$"):
            out += f".{part}" if out else str(part)
        else:
            out += f"[{json.dumps(shown(part), ensure_ascii=False)}]"
    return out or "."


def to_field_error(error: Any, sheet: bool = False) -> FieldError:
    """One ``jsonschema`` error as a :class:`FieldError` (of a score sheet if ``sheet``)."""

    def err(field: str, problem: str, **params: object) -> FieldError:
        return FieldError(field, problem, sheet=sheet, **params)

    path = list(error.absolute_path)
    kind = error.validator
    value = error.instance
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    if "propertyNames" in list(error.relative_schema_path):
        return err(field_path(path), "edge.problem.key_name", name=shown(value))
    if kind == "required":
        missing = next(k for k in error.validator_value if k not in value)
        return err(field_path([*path, missing]), "edge.problem.required")
    if kind == "additionalProperties":
        known = sorted(schema.get("properties", {}))
        extra = sorted(k for k in value if k not in known)
        return err(
            field_path([*path, extra[0]]), "edge.problem.not_a_field", known=", ".join(known)
        )
    field = field_path(path)
    if kind == "type":
        want = error.validator_value
        types = (want,) if isinstance(want, str) else tuple(want)
        if "number" in types and "integer" in types:
            types = tuple(t for t in types if t != "number")
        return err(field, "edge.problem.type",
                          expected=tuple(Word(f"edge.type.{t}") for t in types),
                          got=_type_word(value))  # fmt: skip
    if kind in ("pattern", "minLength") and "x-problem" in schema:
        return err(field, str(schema["x-problem"]))
    if kind in ("enum", "const"):
        allowed = error.validator_value if kind == "enum" else [error.validator_value]
        return err(field, "edge.problem.enum", value=_shown_json(value),
                          allowed=", ".join(_shown_json(a) for a in allowed))  # fmt: skip
    if kind == "minLength":
        return err(field, "edge.problem.empty_text")
    if kind == "maxLength":
        return err(field, "edge.problem.long_text", n=error.validator_value)
    if kind == "minItems" and error.validator_value == 1:
        return err(field, "edge.problem.empty_list")
    if kind in ("minItems", "minProperties"):
        return err(field, "edge.problem.few_items", n=error.validator_value)
    if kind in ("maxItems", "maxProperties"):
        return err(field, "edge.problem.many_items", n=error.validator_value)
    if kind == "minimum":
        return err(field, "edge.problem.too_small", n=error.validator_value)
    if kind == "maximum":
        return err(field, "edge.problem.too_large", n=error.validator_value)
    if kind == "uniqueItems":
        return err(field, "edge.problem.twice")
    return err(field, "edge.problem.invalid")


def _shown_json(value: object) -> str:
    return shown(json.dumps(value, ensure_ascii=False) if json_type(value) != "object" else "{…}")


__all__ = [
    "RECORD_ID",
    "SHEET_ID",
    "VERSION",
    "check_record",
    "check_sheet",
    "field_path",
    "RecordShape",
    "CARDS",
    "DEALER_NAME_OR_SEAT",
    "GENDERS",
    "HANDS",
    "MOVES",
    "NAME",
    "PLAYERS",
    "SEED",
    "TEXT",
    "option_schema",
    "options_schema",
    "record_schema",
    "sheet_schema",
    "to_field_error",
]
