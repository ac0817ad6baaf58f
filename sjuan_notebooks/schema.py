"""The published shape of game records and score sheets (JSON Schema, draft 2020-12), and the
check every record passes before any rule is looked at.

Why a schema: a record is the one input every tool shares (CLI, stepper, tests, other
programs), so its shape is written down once, versioned, and checked by a well-kept validator
(``jsonschema``) instead of by hand in each reader. The first failure becomes one
:class:`~sjuan_notebooks.errors.FieldError` sentence naming the field (``players[2]``,
``options.pot``; list positions count from 0, as JSON tools do), translated when shown.

The published files ``docs/schema/record.v1.schema.json`` and
``docs/schema/scoresheet.v1.schema.json`` are written from this module
(``python -m sjuan_notebooks.schema docs/schema``); a test keeps them current. A record may
name its schema in a ``"$schema"`` field so that an editor checks it while it is typed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from .errors import FieldError, Word
from .safe_read import json_type, shown, type_word

VERSION = 1
BASE = "https://raw.githubusercontent.com/sjuan-notebooks/sjuan_notebooks/main/docs/schema/"
RECORD_ID = f"{BASE}record.v{VERSION}.schema.json"
SHEET_ID = f"{BASE}scoresheet.v{VERSION}.schema.json"

SEVENS_GAMES = ("sjuan", "sjuern", "kabal")
MATCH_GAMES = ("femkamp", "sjukamp")
GAMES = (*SEVENS_GAMES, *MATCH_GAMES, "sedma")

# =============================================================================================
# GAME OPTIONS: each game's option names and JSON types, read from the engines' OPTION_NAMES
# and validation (sevens.SevensRules.for_game, femkamp.MatchRules.for_game,
# sedma.SedmaRules.from_options, scoresheet.ScoreSheet.from_json). Once options are declared
# as specs, this block is generated from them; tests/test_schema.py checks that it agrees with
# the engines.
OPTION_TYPES: dict[str, dict[str, Any]] = {
    "sevens": {
        "start_card": {"type": "string"},
        "pot": {"type": "integer"},
        "ace_high": {"type": "boolean"},
        "extra_turn": {"type": "boolean"},
        "stand_over": {"type": "integer"},
    },
    "femkamp": {
        "swap_4_5": {"type": "boolean"},
        "removed_two": {"type": "string"},
        "klover_all_zero": {"type": "boolean"},
        "trump_chooser": {"type": "string"},
    },
    "sedma": {
        "target": {"type": "integer"},
        "removed_for_three": {"type": "array", "items": {"type": "string", "maxLength": 8}},
        "burnt": {"type": "boolean"},
        "continue_when_winning": {"type": "boolean"},
    },
    "scoresheet": {
        "klover_all_zero": {"type": "boolean"},
        "kabal_zero": {"type": "boolean"},
    },
}
# END OF GAME OPTIONS
# =============================================================================================

#: Characters no name may hold: C0/C1 controls, zero-width and direction marks, separators.
_BAD_NAME_CHARS = (
    "\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff"
)
MAX_NAME = 40

NAME: dict[str, Any] = {
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


def _options(game: str) -> dict[str, Any]:
    return {
        "type": ["object", "null"],
        "properties": OPTION_TYPES[game],
        "additionalProperties": False,
    }


def _record(game: Any, properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["game", "players"],
        "properties": {
            "$schema": {"type": "string", "maxLength": 500},
            "game": game,
            "title": TEXT,
            "source": TEXT,
            "notes": TEXT,
            **properties,
        },
        "additionalProperties": False,
    }


DEAL_FIELDS: dict[str, Any] = {
    "deal": {"type": "string", "maxLength": 20},
    "dealer": NAME,
    "hands": HANDS,
    "seed": SEED,
    "trump": {"type": "string", "maxLength": 8},
    "moves": MOVES,
    "title": TEXT,
    "notes": TEXT,
}
DEAL_ENTRY = {"type": "object", "properties": DEAL_FIELDS, "additionalProperties": False}

GAME_DEFS: dict[str, dict[str, Any]] = {
    "sevens": _record(
        {"enum": list(SEVENS_GAMES)},
        {
            "options": _options("sevens"),
            "players": PLAYERS,
            "dealer": DEALER_NAME_OR_SEAT,
            "hands": HANDS,
            "seed": SEED,
            "moves": MOVES,
            "source_table": {},
            "source_final_table": {},
        },
    ),
    "femkamp": _record(
        {"enum": list(MATCH_GAMES)},
        {
            "options": _options("femkamp"),
            "players": PLAYERS,
            **{k: v for k, v in DEAL_FIELDS.items() if k not in ("title", "notes")},
            "deals": {"type": "array", "items": DEAL_ENTRY, "minItems": 1, "maxItems": 40},
        },
    ),
    "sedma": _record(
        {"const": "sedma"},
        {
            "options": _options("sedma"),
            "players": PLAYERS,
            "dealer": NAME,
            "hands": HANDS,
            "stock": CARDS,
            "seed": SEED,
            "moves": MOVES,
            "quote": TEXT,
            "gloss": TEXT,
        },
    ),
}
FAMILY = {**dict.fromkeys(SEVENS_GAMES, "sevens"), **dict.fromkeys(MATCH_GAMES, "femkamp"),
          "sedma": "sedma"}  # fmt: skip


def record_schema() -> dict[str, Any]:
    """The published record schema: the ``game`` field picks one game family's shape."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": RECORD_ID,
        "title": "sjuan_notebooks game record",
        "description": (
            f"Version {VERSION}. One deal or game of Sjuan, Sjuern, Kabal, Femkamp/Sjukamp "
            "(one deal or a whole match) or Sedma, move by move. See docs/schema/README.md."
        ),
        "type": "object",
        "required": ["game"],
        "properties": {"game": {"enum": list(GAMES)}},
        "allOf": [
            {
                "if": {"properties": {"game": {"enum": [g for g in GAMES if FAMILY[g] == fam]}}},
                "then": {"$ref": f"#/$defs/{fam}"},
            }
            for fam in GAME_DEFS
        ],
        "$defs": GAME_DEFS,
    }


CELL = {"type": ["integer", "number", "string", "null"], "maxLength": 12,
        "minimum": -1000, "maximum": 1000}  # fmt: skip


def sheet_schema() -> dict[str, Any]:
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
            "game": {"enum": list(MATCH_GAMES)},
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
                "properties": OPTION_TYPES["scoresheet"],
                "additionalProperties": False,
            },
        },
        "additionalProperties": False,
    }


# ---------------------------------------------------------------------------------------------
# Checking


@cache
def _validator(which: str) -> Any:
    from jsonschema import Draft202012Validator

    # a score sheet, or one game family's shape with the $defs it refers to
    schema = sheet_schema() if which == "sheet" else {**GAME_DEFS[which], "$defs": GAME_DEFS}
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def check_record(record: Mapping[str, Any]) -> None:
    """Refuse a record whose shape is wrong, with one sentence naming the first bad field.
    The ``game`` field is checked first; it chooses the family's shape."""
    game = record.get("game")
    if game not in GAMES:
        from .errors import RecordError

        if not isinstance(game, str):
            if "game" not in record:
                raise FieldError("game", "edge.problem.required")
            raise FieldError("game", "edge.problem.type", expected=Word("edge.type.string"),
                             got=_type_word(game))  # fmt: skip
        raise RecordError("error.unknown_game", game=shown(game), known=", ".join(GAMES))
    _check(_validator(FAMILY[str(game)]), record, str(game).title())


def check_sheet(data: Mapping[str, Any]) -> None:
    """Refuse a score sheet whose shape is wrong (one sentence naming the first bad field)."""
    _check(_validator("sheet"), data, "scoresheet", sheet=True)


def _check(validator: Any, data: Any, game: str, sheet: bool = False) -> None:
    from jsonschema.exceptions import best_match

    error = best_match(validator.iter_errors(data))
    if error is None:
        return
    path = list(error.absolute_path)
    if error.validator == "additionalProperties" and path == ["options"]:
        # an unknown option: the engines' own sentence, naming the options the game knows
        from .errors import UnknownOptionError

        known = list(error.schema.get("properties", {}))
        name = next(k for k in error.instance if k not in known)
        raise UnknownOptionError(name=shown(name), game=game, known=", ".join(known))
    raise to_field_error(error, sheet)


def _type_word(value: Any) -> Word:
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

    def err(field: str, problem: str, **params: Any) -> FieldError:
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


def _shown_json(value: Any) -> str:
    return shown(json.dumps(value, ensure_ascii=False) if json_type(value) != "object" else "{…}")


# ---------------------------------------------------------------------------------------------
# Publishing


def write(folder: str | Path) -> list[Path]:
    """Write the published schema files into ``folder`` (``docs/schema`` in the repository)."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in ((RECORD_ID, record_schema()), (SHEET_ID, sheet_schema())):
        path = out / name.rsplit("/", 1)[1]
        path.write_text(json.dumps(schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover
    for p in write(sys.argv[1] if len(sys.argv) > 1 else "docs/schema"):
        print(p)


__all__ = [
    "OPTION_TYPES",
    "RECORD_ID",
    "SHEET_ID",
    "VERSION",
    "check_record",
    "check_sheet",
    "field_path",
    "record_schema",
    "sheet_schema",
    "to_field_error",
]
