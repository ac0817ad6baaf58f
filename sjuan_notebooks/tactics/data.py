"""The tactics lesson's simulation studies and solver results, computed once and shipped as
package data.

The Sevens studies run on the numpy batch simulator, and numpy cannot be had where the lessons
also run: in the browser (JupyterLite's Pyodide kernel, offline). The solver's results (a
worked example annotated, a deal played perfectly, the search's and the solver's view of the
positions the lesson asks about) take seconds too. Each is a pure function of its arguments,
seeds included, so its result is data: the lesson reads the stored numbers and opens in well
under a second of computing instead of many. ``STUDIES`` names every study with its exact
arguments (every seed written out, none left to a default); ``python -m
sjuan_notebooks.tactics.data`` recomputes them all (a few minutes) and rewrites
``data/studies/tactics.json``, and ``tests/tactics/test_tactics_data.py`` recomputes a sample and
compares it with the stored numbers.

Loading imports neither numpy nor any widget code.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from ..core.registry import StudySpec, games, get_game
from . import perfect, positions, studies
from .perfect import ForcedWins, PerfectDeal, TurnNote
from .positions import PositionSet
from .studies import Rate, RoundsEdge, Study, TipValues, Tournament

COMMAND = "python -m sjuan_notebooks.tactics.data"
DATA = ("data", "studies", "tactics.json")

#: name -> (kind, arguments), every registered game's studies (each family declares its own,
#: :attr:`GameSpec.studies <sjuan_notebooks.core.registry.GameSpec>`): kind is the function of
#: sjuan_notebooks.tactics that computes it
STUDIES: dict[str, StudySpec] = {
    name: study for game in games() for name, study in get_game(game).studies.items()
}
Result = (
    Tournament
    | TipValues
    | Study
    | Rate
    | RoundsEdge
    | list[TurnNote]
    | ForcedWins
    | PerfectDeal
    | PositionSet
)
#: kind -> the function that computes it
KINDS: dict[str, Callable[..., Result]] = {
    **{
        kind: getattr(studies, kind)
        for kind in (
            "tournament",
            "tip_values",
            "study",
            "measured_tip_rate",
            "rounds_edge",
            "red_king_rate",
        )
    },
    "annotate": perfect.annotate,
    "forced_wins": perfect.forced_wins,
    "perfect_deal": perfect.perfect_deal,
    "position_set": positions.position_set,
}


def _rules(spec: object) -> Any:  # the rule object of whichever game the study names
    """A study's rules: a game name and its options, built by the game's own spec."""
    if not isinstance(spec, Mapping):
        raise ValueError(f"a study's rules are a game name and options, not {spec!r}")
    options = {k: v for k, v in spec.items() if k != "game"}
    return get_game(spec["game"]).rules(options)


def compute(name: str) -> Result:
    """Run one study of ``STUDIES`` (the Sevens simulations need numpy)."""
    kind, args = STUDIES[name]
    args = dict(args)
    if "rules" in args:
        args["rules"] = _rules(args["rules"])
    result: Result = KINDS[kind](**args)
    return result


def _rate(data: Mapping[str, Any]) -> Rate:
    return Rate(int(data["wins"]), int(data["games"]))


def from_json(kind: str, args: Mapping[str, Any], data: Mapping[str, Any]) -> Any:
    """The result object a study's ``to_json()`` was made from (equal to a fresh run)."""
    if kind == "tournament":
        entries = data["entries"]
        return Tournament(
            entries=tuple(e["player"] for e in entries),
            rules=_rules(args["rules"]),
            deals=int(data["deals"]),
            seed=int(data["seed"]),
            wins=tuple(int(e["wins"]) for e in entries),
            cards_left=tuple(float(e["mean_cards_left"]) for e in entries),
        )
    if kind == "tip_values":
        return TipValues(
            players=tuple(data["against_random"]),
            n_players=int(data["n_players"]),
            against_random={k: _rate(v) for k, v in data["against_random"].items()},
            against={(e["player"], e["field"]): _rate(e) for e in data["against"]},
        )
    if kind in ("measured_tip_rate", "red_king_rate"):
        return _rate(data)
    if kind == "rounds_edge":
        return RoundsEdge(**data)
    if kind == "study":
        entries = data["entries"]
        return Study(
            game=data["game"],
            options=dict(data["options"]),
            entries=tuple(e["player"] for e in entries),
            games=int(data["games"]),
            mean_points=tuple(float(e["mean_points"]) for e in entries),
            wins=tuple(int(e["wins"]) for e in entries),
        )
    if kind == "annotate":
        return [TurnNote.from_json(note) for note in data["notes"]]
    if kind == "forced_wins":
        return ForcedWins.from_json(data)
    if kind == "perfect_deal":
        return PerfectDeal.from_json(data)
    if kind == "position_set":
        return PositionSet.from_json(data)
    raise ValueError(f"no study kind {kind!r}")


def to_json(result: Result) -> dict[str, object]:
    """A result as stored: its own ``to_json()``, except where that rounds (``RoundsEdge``)."""
    if isinstance(result, RoundsEdge):
        return dataclasses.asdict(result)
    if isinstance(result, list):
        return {"notes": [note.to_json() for note in result]}
    data: dict[str, Any] = result.to_json()
    return data


def stored() -> dict[str, Any]:
    """The shipped file as a dict: the command that made it and every study's result."""
    path = resources.files("sjuan_notebooks")
    for part in DATA:
        path = path / part
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def load(name: str) -> Any:
    """A stored study's result, as the object :func:`compute` returns."""
    entry = stored()["studies"][name]
    return from_json(entry["kind"], entry["args"], entry["result"])


def build() -> dict[str, Any]:
    """Every study computed afresh, in the shipped file's layout."""
    return {
        "about": "Seeded simulation studies of the tactics lesson (notebooks/src/06-tactics.py).",
        "command": COMMAND,
        "studies": {
            name: {"kind": kind, "args": args, "result": to_json(compute(name))}
            for name, (kind, args) in STUDIES.items()
        },
    }


def main(argv: list[str] | None = None) -> int:
    """Recompute every study and rewrite the shipped file (or the path given)."""
    argv = sys.argv[1:] if argv is None else argv
    target = Path(argv[0]) if argv else Path(__file__).parents[1].joinpath(*DATA)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(build(), indent=1, ensure_ascii=False) + "\n"
    target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover - the command line entry
    raise SystemExit(main())
