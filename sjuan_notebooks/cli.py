"""The ``sjuan-notebooks`` command.

    sjuan-notebooks replay FILE|EXAMPLE [--json] [--lang sv|nb|sk|en]
    sjuan-notebooks scoresheet FILE [--json] [--lang ...]
    sjuan-notebooks examples
    sjuan-notebooks reconstruct FILE [--seed N]
    sjuan-notebooks perfect FILE|EXAMPLE [--json] [--lang ...] [--budget N | --no-budget]

Every error a user can cause prints one sentence on stderr and exits 1; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .core.errors import RecordError, SjuanError
from .core.records import example_names, load_example, load_record
from .core.registry import replay
from .femkamp.scoresheet import ScoreSheet
from .i18n import LANGS
from .sevens.engine import GAMES
from .sevens.reconstruct import reconstruct
from .sevens.record import parse_record
from .sevens.solver import MAXN_BUDGET, Solver
from .tactics.perfect import perfect_play


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def cmd_replay(args: argparse.Namespace) -> int:
    result = replay(load_record(args.file))
    if args.json:
        _print_json(result.to_json(args.lang))
    else:
        print(result.to_text(args.lang))
    return 0


def cmd_examples(args: argparse.Namespace) -> int:
    for name in example_names():
        record = load_example(name)
        print(f"{name:<34} {record.get('game', '?'):<8} {record.get('title', '')}")
    return 0


def cmd_reconstruct(args: argparse.Namespace) -> int:
    _print_json(reconstruct(load_record(args.file), seed=args.seed))
    return 0


def cmd_perfect(args: argparse.Namespace) -> int:
    """The deal of a Sevens record played from its first card as max^n perfect play."""
    record = load_record(args.file)
    if not isinstance(record, dict) or record.get("game") not in GAMES:
        raise RecordError("error.perfect_needs_sevens", game=record.get("game"))
    state, _ = parse_record(record)
    budget = None if args.no_budget else args.budget
    rep, turns = perfect_play(state, Solver(), budget)  # a spent budget: SearchBudgetError
    if args.json:
        _print_json(
            {
                "record": rep.record,
                "winner": rep.final.players[rep.final.winner],
                "turns": [
                    {"index": t.index, "player": t.player, "move": t.move,
                     "outcomes": t.outcomes, "decisive": t.decisive}
                    for t in turns
                ],
            }
        )  # fmt: skip
    else:
        print(rep.to_text(args.lang))
        print()
        print("\n".join(turn.text(args.lang) for turn in turns))
    return 0


def cmd_scoresheet(args: argparse.Namespace) -> int:
    path = Path(args.file)
    if path.suffix in (".txt", ".tsv", ".csv"):  # a sheet pasted from paper or a phone's notes
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            raise RecordError("error.no_file", path=str(path)) from None
        sheet = ScoreSheet.from_text(text)
    else:
        sheet = ScoreSheet.from_json(load_record(args.file))
    report = sheet.check()
    if args.json:
        _print_json(report.to_json())
    else:
        print(report.to_text(args.lang))
    return 0 if report.ok else 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sjuan-notebooks",
        description="Replay and check games of Sjuan, Sjuern, Femkamp/Sjukamp and Sedma.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    def add_lang(p: argparse.ArgumentParser) -> None:
        p.add_argument("--lang", choices=LANGS, default="en", help="language of the output")

    p = sub.add_parser("replay", help="replay a game record turn by turn with explanations")
    p.add_argument("file", help="a JSON record, or the name of a stored example")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    add_lang(p)
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("scoresheet", help="check and total a Femkamp/Sjukamp score sheet")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    add_lang(p)
    p.set_defaults(func=cmd_scoresheet)

    p = sub.add_parser("examples", help="list the stored example records")
    p.set_defaults(func=cmd_examples)

    p = sub.add_parser("reconstruct", help="complete a partial Sevens record into a full deal")
    p.add_argument("file")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_reconstruct)

    p = sub.add_parser(
        "perfect",
        help="play a Sevens record's deal from its first card as perfect (max^n) play, hands open",
    )
    p.add_argument("file", help="a Sevens record (its moves are ignored), or an example's name")
    p.add_argument("--json", action="store_true")
    add_lang(p)
    p.add_argument(
        "--budget", type=int, default=MAXN_BUDGET, help="new positions one search may visit"
    )
    p.add_argument("--no-budget", action="store_true", help="search without a limit")
    p.set_defaults(func=cmd_perfect)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    lang = getattr(args, "lang", "en")
    try:
        return int(args.func(args))
    except SjuanError as e:
        print(e.message(lang), file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
