"""The ``sjuan-notebooks`` command.

    sjuan-notebooks replay FILE|EXAMPLE [--json] [--lang sv|nb|sk|en]
    sjuan-notebooks scoresheet FILE [--json] [--lang ...]
    sjuan-notebooks examples [--lang ...]
    sjuan-notebooks reconstruct FILE [--seed N]
    sjuan-notebooks perfect FILE|EXAMPLE [--json] [--lang ...] [--budget N | --no-budget]

Every error a user can cause prints one sentence on stderr and exits 1; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn, TextIO

from .core.errors import RecordError, SearchBudgetError, SjuanError
from .core.records import example_names, load_example, load_record, record_title
from .core.registry import checked_record, replay
from .core.safe_read import printable, read_text, shown
from .femkamp.scoresheet import ScoreSheet
from .i18n import LANGS, t
from .sevens.engine import GAMES
from .sevens.reconstruct import reconstruct
from .sevens.record import parse_record
from .sevens.solver import MAXN_BUDGET, Solver
from .tactics.perfect import perfect_play


def _print_json(data: object) -> None:
    """JSON for a terminal: characters that would act on it (C1 controls, direction marks)
    are written as \\u escapes, which JSON readers turn back into the same text."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    if not text.isprintable():
        text = "".join(
            f"\\u{ord(ch):04x}"
            if ch != "\n" and unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")
            else ch
            for ch in text
        )
    print(text)


def _print(text: str, file: TextIO | None = None) -> None:
    """Print for a terminal: no control character (an ANSI escape in a name, say) gets out."""
    print(printable(text), file=file or sys.stdout)


def cmd_replay(args: argparse.Namespace) -> int:
    result = replay(load_record(args.file))
    if args.json:
        _print_json(result.to_json(args.lang))
    else:
        _print(result.to_text(args.lang))
    return 0


def cmd_examples(args: argparse.Namespace) -> int:
    for name in example_names():
        record = load_example(name)
        title = record_title(record, args.lang) or ""
        _print(f"{name:<34} {record.get('game', '?'):<8} {title}")
    return 0


def cmd_reconstruct(args: argparse.Namespace) -> int:
    _print_json(reconstruct(load_record(args.file), seed=args.seed))
    return 0


def cmd_perfect(args: argparse.Namespace) -> int:
    """The deal of a Sevens record played from its first card as max^n perfect play."""
    if not args.no_budget and args.budget < 1:
        raise SearchBudgetError("edge.budget", value=args.budget)
    record = checked_record(load_record(args.file))
    if record.get("game") not in GAMES:
        raise RecordError("error.perfect_needs_sevens", game=shown(record.get("game")))
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
        _print(rep.to_text(args.lang))
        print()
        _print("\n".join(turn.text(args.lang) for turn in turns))
    return 0


def cmd_scoresheet(args: argparse.Namespace) -> int:

    path = Path(args.file)
    if path.suffix.lower() in (".txt", ".tsv", ".csv"):  # pasted from paper or a phone's notes
        sheet = ScoreSheet.from_text(read_text(path))
    else:
        sheet = ScoreSheet.from_json(load_record(args.file))
    report = sheet.check()
    if args.json:
        _print_json(report.to_json())
    else:
        _print(report.to_text(args.lang))
    return 0 if report.ok else 2


class UsageError(Exception):
    """A command line argparse cannot read; ``main`` says so in one translated sentence."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage and English
        raise UsageError(message)


_USAGE = [
    (re.compile(r"argument (\S+): invalid int value: '(.*)'"), "edge.cli.int", ("arg", "value")),
    (re.compile(r"argument (\S+): invalid choice: '(.*?)' \(choose from (.*)\)"), "edge.cli.choice",
     ("arg", "value", "choices")),
    (re.compile(r"the following arguments are required: (.*)"), "edge.cli.required", ("args",)),
    (re.compile(r"unrecognized arguments: (.*)"), "edge.cli.unknown", ("args",)),
]  # fmt: skip


def usage_sentence(message: str, lang: str) -> str:
    """argparse's complaint as one sentence in ``lang`` (its own words are English)."""
    if message == "the following arguments are required: command":
        return t("edge.cli.no_command", lang)
    for pattern, key, names in _USAGE:
        m = pattern.fullmatch(message)
        if m:
            params = {n: shown(v.replace("'", "")) for n, v in zip(names, m.groups())}
            return t(key, lang, **params)
    return t("edge.cli.generic", lang)


def _lang_of(argv: Sequence[str]) -> str:
    """The --lang asked for, read before argparse (which may refuse the rest)."""
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:]
        if (arg == "--lang" or arg.startswith("--lang=")) and value in LANGS:
            return value
    return "en"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
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
    add_lang(p)
    p.set_defaults(func=cmd_examples)

    p = sub.add_parser("reconstruct", help="complete a partial Sevens record into a full deal")
    p.add_argument("file")
    p.add_argument("--seed", type=int, default=0)
    add_lang(p)
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
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        _print(usage_sentence(str(e), _lang_of(argv)), file=sys.stderr)
        return 2
    lang = getattr(args, "lang", "en")
    try:
        return int(args.func(args))
    except SjuanError as e:
        _print(e.message(lang), file=sys.stderr)
        return 1
    except (Exception, RecursionError) as e:  # a bug of ours, not the learner's input
        if os.environ.get("SJUAN_DEBUG"):
            raise
        print(t("edge.internal", lang, error=type(e).__name__), file=sys.stderr)
        return 70
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
