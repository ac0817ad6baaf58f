"""The fuzz suite's engine: structure-aware mutation of valid records and score sheets of every
game, random call sequences on the engine API and on every widget, and the one property they
all check.

The property: every input either works or is refused with one of the package's typed errors
(:class:`~sjuan_notebooks.errors.SjuanError`), whose sentence renders in every language; within
a time bound; and a refusal changes nothing (the input record is not modified, a widget's
:meth:`fingerprint` is the same before and after).

``tests/core/test_fuzz.py`` runs a few hundred cases under ``make test``; ``make fuzz`` runs
``tests/fuzz_run.py`` with at least 10,000 (under a memory limit) and prints the counts, the
time and every finding. Cases are numbered and seeded, so a finding is replayed by its number.
"""

from __future__ import annotations

import copy
import json
import random
import re
import signal
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.i18n import LANGS

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: a case using more processor time than this is a finding (seconds; a whole Sjukamp match
#: replays in ~0.01 s). Processor time, not wall time, so a busy machine gives no false alarm.
TIME_BOUND = 5.0
#: a case not answering within this wall time is a hang (a blocking read uses no processor)
HANG_BOUND = 60.0


@dataclass
class Finding:
    kind: str  # "record", "sheet", "file", "api", "widget"
    case: int
    what: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.kind} #{self.case}] {self.what}: {self.detail}"


@dataclass
class Tally:
    """Counts of a fuzz run: cases per kind, how they ended, and the findings."""

    cases: dict[str, int] = field(default_factory=dict)
    accepted: dict[str, int] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)  # refusal error class -> count
    findings: list[Finding] = field(default_factory=list)
    slowest: float = 0.0
    slowest_label: str = ""

    def count(self, kind: str, ok: bool, error: BaseException | None = None) -> None:
        self.cases[kind] = self.cases.get(kind, 0) + 1
        bucket = self.accepted if ok else self.refused
        bucket[kind] = bucket.get(kind, 0) + 1
        if error is not None:
            name = type(error).__name__
            self.errors[name] = self.errors.get(name, 0) + 1

    @property
    def total(self) -> int:
        return sum(self.cases.values())

    def report(self) -> str:
        lines = [f"fuzz cases: {self.total}"]
        for kind in sorted(self.cases):
            lines.append(
                f"  {kind:<7} {self.cases[kind]:>6}  accepted {self.accepted.get(kind, 0):>6}"
                f"  refused {self.refused.get(kind, 0):>6}"
            )
        lines.append("  refusals by error: " + ", ".join(
            f"{k} {v}" for k, v in sorted(self.errors.items(), key=lambda kv: -kv[1])))  # fmt: skip
        lines.append(f"  slowest case: {self.slowest:.2f} s of processor ({self.slowest_label})")
        lines.append(f"findings: {len(self.findings)}")
        lines.extend(f"  {f}" for f in self.findings[:50])
        return "\n".join(lines)


class Hang(Exception):
    """A case ran past the alarm (raised by SIGALRM in the main thread)."""


@contextmanager
def time_bound(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in a case that runs longer than ``seconds`` (where SIGALRM exists)."""
    if not hasattr(signal, "SIGALRM"):  # pragma: no cover - not on this project's platforms
        yield
        return

    def alarm(signum: int, frame: Any) -> None:
        raise Hang(f"no answer within {seconds:.0f} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def check_sentence(error: SjuanError) -> str | None:
    """A refusal's sentence must render in every language, once, without a placeholder left
    or a control character that would reach a terminal raw."""
    for lang in LANGS:
        text = error.message(lang)
        if not text or PLACEHOLDER.search(text):
            return f"{lang}: unfilled template {text!r}"
        if any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in text):
            return f"{lang}: control character in {text[:120]!r}"
        if len(text) > 2000:
            return f"{lang}: a sentence of {len(text)} characters"
    return None


# ---------------------------------------------------------------------------------------------
# The corpus of valid inputs


def _moves_of(api: Any, state: Any, rng: random.Random, limit: int = 400) -> list[str]:
    moves = []
    while not api.is_over(state) and len(moves) < limit:
        legal = api.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        moves.append(api.move_code(move))
        state = api.apply(state, move)
    return moves


@cache
def valid_records() -> tuple[dict[str, Any], ...]:
    """Valid records of every game: the stored examples and generated deals (whole and cut
    short, by hands and by seed, with options changed)."""
    from sjuan_notebooks.core.records import example_names, load_example
    from sjuan_notebooks.core.registry import api_for
    from sjuan_notebooks.femkamp.deals import deal_names
    from sjuan_notebooks.femkamp.record import worked_deal_record
    from sjuan_notebooks.sedma.engine import SedmaRules, new_game
    from sjuan_notebooks.sedma.record import to_record as sedma_record
    from sjuan_notebooks.sevens.engine import SevensRules, new_deal
    from sjuan_notebooks.sevens.record import to_record as sevens_record

    out: list[dict[str, Any]] = []
    for name in example_names():
        record = load_example(name)
        if record.get("kind") != "scoresheet":
            out.append(record)
    rng = random.Random(12)
    for game, n, options in [
        ("sjuan", 4, {}), ("sjuan", 3, {"start_card": "any"}), ("sjuern", 2, {"stand_over": 2}),
        ("kabal", 5, {"pot": 1, "extra_turn": True}), ("sjuan", 8, {"ace_high": True}),
    ]:  # fmt: skip
        rules = SevensRules.for_game(game, **options)
        initial = new_deal(rules, n, seed=n)
        moves = _moves_of(api_for(game), initial, rng)
        out.append(sevens_record(initial, moves))
        out.append(sevens_record(initial, moves[: len(moves) // 3], use_seed=n))
    for deal in deal_names():  # every registered deal, house deals too
        out.append(worked_deal_record(deal, seed=40 + len(deal)))
    for n in (2, 3, 4):
        rules = SedmaRules.from_options(target=5 + n)
        initial = new_game(rules, n, seed=n)
        moves = _moves_of(api_for("sedma"), initial, rng, limit=60)
        out.append(sedma_record(initial, moves))
        out.append(sedma_record(initial, moves[:5], seed=n))
    return tuple(out)


@cache
def valid_sheets() -> tuple[dict[str, Any], ...]:
    from sjuan_notebooks.core.records import load_example
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    sheets = [load_example("femkamp-scoresheet-example")]
    for game, players in (("femkamp", ("A", "B", "C")), ("sjukamp", ("Kari", "Ola", "Siri",
                                                                     "Per", "Liv"))):  # fmt: skip
        sheets.append(ScoreSheet.blank(game, players).to_json())
    with_tb = copy.deepcopy(sheets[0])
    with_tb["tiebreaks"] = [{"Kari": -4, "Ola": -3, "Siri": -2, "Per": -4}]
    sheets.append(with_tb)
    return tuple(sheets)


# ---------------------------------------------------------------------------------------------
# Structure-aware mutation


CARD_CODES = [s + r for s in "SHDC" for r in ("A", "2", "7", "9", "10", "J", "Q", "K")]
ODD_STRINGS = [
    "", " ", "   ", "\n", "\x1b[31mred\x1b[0m", "A\nB", "\u202eevil", "\x00", "Z", "ZZ", "pass",
    "stop", "show", "H7", "h7", "7♥", "♥7", "S11", "H1", "X9", "H 7", "1e400", "NaN", "-0",
    "x" * 5000, "é", "🂡", "\ud800", "../../etc/passwd", "sjuan", "femkamp", "sedma", "poker",
    "any", "dealer", "D2", "fixed", "true", "null",
]  # fmt: skip
ODD_NUMBERS = [0, 1, -1, 2, 3, 4, 7, 9, 13, 52, 99, -7, 10**6, 2**63, -(2**63), 10**30, 1.5, 0.0,
               -0.5, 1e308]  # fmt: skip


def odd_value(rng: random.Random, depth: int = 0) -> Any:
    """A value of a random JSON type, biased to edge cases."""
    kind = rng.randrange(9 if depth < 2 else 6)
    if kind == 0:
        return rng.choice(ODD_STRINGS)
    if kind == 1:
        return rng.choice(ODD_NUMBERS)
    if kind == 2:
        return rng.choice([True, False, None])
    if kind == 3:
        return rng.choice(CARD_CODES)
    if kind == 4:
        return rng.randrange(-5, 60)
    if kind == 5:
        return "".join(rng.choice("SHDCAKQJ0123456789 ") for _ in range(rng.randrange(0, 5)))
    if kind == 6:
        return [odd_value(rng, depth + 1) for _ in range(rng.randrange(0, 4))]
    if kind == 7:
        return {rng.choice(ODD_STRINGS[:12] + ["A", "B"]): odd_value(rng, depth + 1)
                for _ in range(rng.randrange(0, 3))}  # fmt: skip
    return [[[odd_value(rng, 3)]]]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into ``data`` (dict keys and list indices)."""
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _misspell(code: str, rng: random.Random) -> str:
    choices = [
        lambda c: c.lower(),
        lambda c: c[::-1],
        lambda c: c + rng.choice("0123456789"),
        lambda c: c[:1],
        lambda c: rng.choice("XYZSHDC") + c[1:],
        lambda c: c[:1] + rng.choice(["1", "11", "0", "B", "7", "10"]),
        lambda c: f" {c} ",
        lambda c: c.replace("H", "♥").replace("S", "♠"),
    ]
    return rng.choice(choices)(code)


def mutate(original: Any, rng: random.Random, rounds: int | None = None) -> Any:
    """A copy of ``original`` with 1-3 structure-aware mutations: drop, duplicate, retype or
    rename a field; swap or misspell cards; truncate or nest a value; change the player list."""
    data = copy.deepcopy(original)
    for _ in range(rounds or rng.choice((1, 1, 2, 3))):
        paths = _paths(data)
        path = rng.choice(paths)
        target = _get(data, path)
        op = rng.randrange(13)
        parent = _get(data, path[:-1]) if path else None
        if op == 0 and path:  # drop
            del parent[path[-1]]
        elif op == 1 and path:  # duplicate under another key / at another index
            if isinstance(parent, dict):
                parent[rng.choice(["extra", path[-1] + "_", "Players", "hand", "deal", "seed",
                                   "dealer", "trump", "stock", "options"])] = copy.deepcopy(target)  # fmt: skip
            else:
                parent.insert(rng.randrange(len(parent) + 1), copy.deepcopy(target))
        elif op in (2, 3):  # retype
            data = _set(data, path, odd_value(rng))
        elif op == 4 and isinstance(target, list) and len(target) > 1:  # swap two entries
            i, j = rng.randrange(len(target)), rng.randrange(len(target))
            target[i], target[j] = target[j], target[i]
        elif op == 5 and isinstance(target, str):  # misspell
            data = _set(data, path, _misspell(target, rng))
        elif op == 6 and isinstance(target, list):  # truncate
            del target[rng.randrange(len(target) + 1) :]
        elif op == 7:  # nest
            data = _set(data, path, rng.choice([[target], {"x": target}, [[target]]]))
        elif op == 8 and isinstance(target, dict) and target:  # rename a key
            key = rng.choice(list(target))
            value = target.pop(key)
            target[rng.choice([key.upper(), key + " ", "", "cls", "game", "self", key[:-1] or "k",
                               "\x1b", "$schema", "__class__"])] = value  # fmt: skip
        elif op == 9 and isinstance(data, dict) and isinstance(data.get("players"), list):
            players = data["players"]
            choice = rng.randrange(5)
            if choice == 0 and players:
                players[rng.randrange(len(players))] = rng.choice(ODD_STRINGS[:8])
            elif choice == 1 and players:
                players.append(players[0])
            elif choice == 2:
                players.pop() if players else None
            elif choice == 3:
                players.append(f"P{rng.randrange(99)}")
            else:
                rng.shuffle(players)
        elif op == 10 and isinstance(data, dict) and isinstance(data.get("hands"), dict):
            hands = data["hands"]  # move cards between hands (sizes change)
            names = list(hands)
            a, b = rng.choice(names), rng.choice(names)
            if isinstance(hands[a], list) and isinstance(hands[b], list) and hands[a]:
                for _ in range(rng.randrange(1, 6)):
                    if hands[a]:
                        hands[b].append(hands[a].pop())
        elif op == 11 and isinstance(target, list) and all(isinstance(x, str) for x in target):
            if target:  # misspell one card or move
                k = rng.randrange(len(target))
                target[k] = _misspell(target[k], rng)
        elif op == 12 and isinstance(data, dict):  # a top-level field of another game
            data[rng.choice(["game", "deal", "kind", "dealer", "options", "moves"])] = rng.choice(
                ["sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma", "scoresheet", "pass",
                 "kabal", "grand", 0, {"pot": 1}, {"target": 1}, [], ["H7"]])  # fmt: skip
    return data


def mutate_text(text: str, rng: random.Random) -> bytes:
    """Byte-level damage to a JSON text: truncation, flipped bytes, other encodings, a BOM,
    deep nesting, long numbers."""
    op = rng.randrange(9)
    raw = text.encode("utf-8", "surrogatepass")
    if op == 0:
        return raw[: rng.randrange(len(raw) + 1)]
    if op == 1:
        b = bytearray(raw)
        for _ in range(rng.randrange(1, 6)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if op == 2:
        return text.encode("utf-16", "surrogatepass")
    if op == 3:
        return text.replace('"', '\u00e9"', 1).encode("latin-1", "replace")
    if op == 4:
        return b"\xef\xbb\xbf" + raw
    if op == 5:
        depth = rng.choice([40, 1000, 100_000])
        return ("[" * depth + "]" * rng.choice([0, depth])).encode()
    if op == 6:
        return raw.replace(b'"seed": ', b'"seed": ' + b"9" * rng.choice([30, 5000]), 1).replace(
            b"[", b"[" + b"1" * rng.choice([25, 5000]) + b",", 1
        )
    if op == 7:
        return raw.replace(b"true", b"NaN", 1).replace(b"0", b"Infinity", 1)
    return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))


# ---------------------------------------------------------------------------------------------
# Running cases


def _run(tally: Tally, kind: str, case: int, label: str, call: Callable[[], Any]) -> Any:
    """Run one case under the time bound; count it; record a finding if it breaks the
    property. Returns the result, or the refusal error."""
    start = time.process_time()
    result: Any = None
    try:
        with time_bound(HANG_BOUND):
            result = call()
        ok = True
    except SjuanError as e:
        ok = False
        result = e
        problem = check_sentence(e)
        if problem:
            tally.findings.append(Finding(kind, case, label, problem))
    except Hang as e:
        tally.findings.append(Finding(kind, case, label, str(e)))
        return None
    except (Exception, RecursionError, SystemExit) as e:  # the property: nothing untyped
        tally.findings.append(
            Finding(
                kind,
                case,
                label,
                f"{type(e).__name__}: {str(e)[:200]} "
                f"at {traceback.extract_tb(e.__traceback__)[-1].name}",
            )  # fmt: skip
        )
        tally.count(kind, False)
        return None
    elapsed = time.process_time() - start
    if elapsed > tally.slowest:
        tally.slowest, tally.slowest_label = elapsed, f"{kind} #{case} {label}"
    if elapsed > TIME_BOUND:
        tally.findings.append(Finding(kind, case, label, f"took {elapsed:.1f} s of processor"))
    tally.count(kind, ok, None if ok else result)
    return result


def record_case(tally: Tally, case: int) -> None:
    """A mutated record (or, every fourth case, a mutated score sheet) read as the CLI reads
    it: replayed and, when accepted, written out in every language."""
    from sjuan_notebooks.core.registry import replay
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    rng = random.Random(case)
    if case % 4 == 3:
        base = rng.choice(valid_sheets())
        data = mutate(base, rng)
        before = copy.deepcopy(data)

        def sheet() -> Any:
            report = ScoreSheet.from_json(data).check()
            for lang in LANGS:
                report.to_text(lang)
            return json.dumps(report.to_json())

        _run(tally, "sheet", case, "ScoreSheet.from_json(mutated)", sheet)
        if data != before:
            tally.findings.append(Finding("sheet", case, "input changed", "from_json mutated it"))
        return
    base = rng.choice(valid_records())
    data = mutate(base, rng)
    before = copy.deepcopy(data)

    def run() -> Any:
        rep = replay(data)
        for lang in LANGS:
            rep.to_text(lang)
        return json.dumps(rep.to_json(rng.choice(LANGS)))

    _run(tally, "record", case, "replay(mutated)", run)
    if data != before:
        tally.findings.append(Finding("record", case, "input changed", "replay mutated it"))


def file_case(tally: Tally, case: int, folder: Path) -> None:
    """A damaged file (bytes) through the CLI's reading and replay, in a random language:
    exit 0, 1 or 2 and at most one line on stderr, never a traceback."""
    import contextlib
    import io

    from sjuan_notebooks.cli import main

    rng = random.Random(case)
    sheet = case % 3 == 0
    base = rng.choice(valid_sheets() if sheet else valid_records())
    data = mutate(base, rng, rounds=rng.choice((0, 1)))
    text = json.dumps(data, ensure_ascii=False)
    suffix = rng.choice([".json", ".json", ".txt"]) if sheet else ".json"
    if suffix == ".txt":  # a sheet pasted as text: rows per player, tokens damaged
        text = sheet_text(base, rng)
    path = folder / f"case{case}{suffix}"
    path.write_bytes(
        mutate_text(text, rng) if rng.random() < 0.6 else text.encode("utf-8", "surrogatepass")
    )
    lang = rng.choice(LANGS)
    command = [
        "scoresheet" if sheet else rng.choice(["replay", "replay", "perfect", "reconstruct"]),
        str(path),
    ]
    if command[0] == "perfect":
        command += ["--budget", "2000"]
    err = io.StringIO()

    def run() -> int:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            return main([*command, "--lang", lang])

    code = _run(tally, "file", case, " ".join(command[:1]) + f" {suffix} --lang {lang}", run)
    if isinstance(code, int) and code != 0:  # counted as a refusal
        tally.accepted["file"] -= 1
        tally.refused["file"] = tally.refused.get("file", 0) + 1
    if isinstance(code, int) and code not in (0, 1, 2):
        tally.findings.append(Finding("file", case, command[0], f"exit {code}: {err.getvalue()}"))
    if err.getvalue().count("\n") > 1:
        tally.findings.append(Finding("file", case, command[0], f"stderr {err.getvalue()!r}"))
    path.unlink()


def sheet_text(sheet: dict[str, Any], rng: random.Random) -> str:
    """A score sheet as pasted from paper ("Kari 3 2 4 3 -5"), some tokens damaged."""
    lines = []
    if rng.random() < 0.5:
        lines.append(" ".join(["spiller", *sheet["deals"]]))
    for name, row in sheet["scores"].items():
        tokens = [name, *(str(v) for v in row)]
        if rng.random() < 0.5:
            k = rng.randrange(len(tokens))
            tokens[k] = str(rng.choice([odd_value(rng), "−5", "9" * 5000, "", "x", "#", "\t"]))
        lines.append(rng.choice([" ", "\t", ", ", ";", " | "]).join(tokens))
    if rng.random() < 0.2:
        rng.shuffle(lines)
    return "\n".join(lines[: rng.randrange(1, len(lines) + 1)])


API_GAMES = ("sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma")


def api_case(tally: Tally, case: int) -> None:
    """Random calls on the engine API, sensible and not: a game with odd options, players and
    seed, then moves, views and seats of any type. A refused move leaves the state as it was
    (states are immutable: it must still equal its copy)."""
    from sjuan_notebooks.core.registry import api_for

    rng = random.Random(case)
    game = rng.choice([*API_GAMES, *API_GAMES, "poker", None, ["sjuan"]])
    api = _run(tally, "api", case, f"api_for({game!r})", lambda: api_for(game))
    if not hasattr(api, "new_game"):
        return
    options = rng.choice([{}, {}, None, odd_value(rng), {"pot": odd_value(rng)},
                          {rng.choice(ODD_STRINGS[:20]): odd_value(rng)}])  # fmt: skip
    n = rng.choice([*api.player_counts, *api.player_counts, odd_value(rng)])
    seed = rng.choice([case, case, None, odd_value(rng)])
    state = _run(tally, "api", case, f"new_game({options!r:.60}, {n!r:.20}, {seed!r:.20})",
                 lambda: api.new_game(options, n, seed))  # fmt: skip
    if isinstance(state, SjuanError) or state is None:
        return
    for _ in range(rng.randrange(5, 40)):
        if api.is_over(state):
            break
        legal = api.legal_moves(state)
        choice = rng.randrange(6)
        if choice < 3:
            state = api.apply(state, legal[rng.randrange(len(legal))])
            continue
        if choice == 3:
            move = rng.choice([odd_value(rng), rng.choice(CARD_CODES), "pass", "stop", "show"])
            snapshot = copy.deepcopy(state)
            result = _run(tally, "api", case, f"apply({move!r:.40})",
                          lambda m=move, s=state: api.apply(s, m))  # fmt: skip
            if isinstance(result, SjuanError) and state != snapshot:
                tally.findings.append(Finding("api", case, "apply", "a refusal changed the state"))
            elif result is not None and not isinstance(result, SjuanError):
                state = result
        elif choice == 4:
            seat = rng.choice([0, 1, -1, 99, None, "A", "nobody", 1.5, True])
            _run(tally, "api", case, f"view({seat!r})", lambda x=seat, s=state: api.view(s, x))
        else:
            other = rng.choice([None, 0, "state", {}, [], (1, 2)])
            call = rng.choice(["legal_moves", "to_move", "is_over"])
            _run(tally, "api", case, f"{call}({other!r})",
                 lambda c=call, o=other: getattr(api, c)(o))  # fmt: skip
    # the direct functions of the package too
    from sjuan_notebooks import load_record
    from sjuan_notebooks.sevens.engine import SevensRules, new_deal

    value = odd_value(rng)
    _run(tally, "api", case, f"load_record({value!r:.40})", lambda: load_record(value))
    names = rng.choice(["ABCD", ["A", "A", "B"], ["", "B", "C"], ["A\x1b", "B", "C"], 4, 2.5,
                        ["A", "B", "C", "D"], odd_value(rng)])  # fmt: skip
    _run(tally, "api", case, f"new_deal(names={names!r:.40})",
         lambda: new_deal(SevensRules(), names, seed=case))  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Widgets


def _widget(kind: str, rng: random.Random) -> Any:
    from sjuan_notebooks.core.records import load_example
    from sjuan_notebooks.widgets import (
        PlayTable,
        RuleChooser,
        ScoreSheetEditor,
        Stepper,
        WhatWouldYouPlay,
    )

    if kind == "Stepper":
        return Stepper(rng.choice(valid_records()[:15]))
    if kind == "PlayTable":
        game = rng.choice(API_GAMES)
        seats: dict[str, Any] = rng.choice([{"seat": 0}, {"humans": [0, 1]}])  # pass and play
        return PlayTable(game, **seats, seed=rng.randrange(50), strength="random",
                         help=rng.choice(["full", "hint", "none"]))  # fmt: skip
    if kind == "RuleChooser":
        return RuleChooser(rng.choice(API_GAMES))
    if kind == "ScoreSheetEditor":
        return ScoreSheetEditor(rng.choice(valid_sheets()))
    return WhatWouldYouPlay(load_example("sjuan-worked-example"), turn=rng.randrange(1, 8),
                            worlds=2, rollouts=2, solve=False,
                            ask_first=rng.random() < 0.5)  # fmt: skip


def _widget_call(widget: Any, rng: random.Random) -> tuple[str, Callable[[], Any]]:
    """One random call a notebook or a click could make, with a sensible or a hostile
    argument."""
    kind = type(widget).__name__
    odd = odd_value(rng)
    lang = rng.choice([*LANGS, "de", odd])
    if kind == "Stepper":
        options = rng.choice([{}, {"pot": 2}, {"pot": odd}, {"start_card": "any"}, odd])
        calls = {
            "go": lambda: widget.go(rng.choice([0, 1, 3, widget.n_turns, -1, 99, "3", 1.5, odd])),
            "next": widget.next, "back": widget.back, "first": widget.first, "last": widget.last,
            "set_lang": lambda: widget.set_lang(lang),
            "set_perspective": lambda: widget.set_perspective(rng.choice([None, 0, 1, 9, "A", odd])),
            "set_options": lambda: widget.set_options(options),
            "slider": lambda: setattr(widget.slider, "value", rng.randrange(widget.n_turns + 1)),
        }  # fmt: skip
    elif kind == "PlayTable":
        legal = widget.legal_codes()
        calls = {
            "click_card": lambda: widget.click_card(
                rng.choice(legal) if legal and rng.random() < 0.6 else rng.choice(
                    [*CARD_CODES, "pass", "stop", "show", odd])),
            "hint": widget.hint,
            "new_game": lambda: widget.new_game(seed=rng.choice([None, 3, "x", odd])),
            "set_options": lambda: widget.set_options(rng.choice([{}, {"cls": 1}, {"game": 1},
                                                                  odd, {"pot": odd}])),
            "set_state": lambda: widget.set_state(rng.choice([None, odd, widget.state])),
            "set_why_not": lambda: widget.set_why_not(rng.choice([True, False, "yes", odd])),
            "set_strength": lambda: widget.set_strength(rng.choice(["random", "tips", "x", odd])),
            "set_lang": lambda: widget.set_lang(lang),
            "button": lambda: rng.choice([widget.hint_button, widget.new_button]).click(),
            "show_hand": widget.show_hand,
            "set_help": lambda: widget.set_help(rng.choice(["full", "hint", "none", "x", odd])),
        }  # fmt: skip
    elif kind == "RuleChooser":
        name = rng.choice([*widget.controls, "cls", "nope", odd])
        calls = {
            "set": lambda: widget.set(name, rng.choice([True, False, "yes", 0, 1, 2, "any", "H7",
                                                        "D2", "fixed", "S8,S9", odd])),
        }  # fmt: skip
    elif kind == "ScoreSheetEditor":
        players = list(widget.sheet.players)
        calls = {
            "set_cell": lambda: widget.set_cell(
                rng.choice([*players, 0, 9, "nobody", odd]),
                rng.choice([*widget.sheet.deals, 0, 99, "poker", odd]),
                rng.choice([0, 3, -5, "4", "−5", " 7 ", "9" * 5000, "x", 1.5, None, odd])),
            "type": lambda: setattr(rng.choice(list(widget.cells.values())), "value",
                                    rng.choice(["3", "-2", "abc", "", "9" * 5000, "1e9"])),
            "set_lang": lambda: widget.set_lang(lang),
        }  # fmt: skip
    else:
        calls = {
            "set_turn": lambda: widget.set_turn(rng.choice([1, 2, 7, 0, 99, "3", 1.5, odd])),
            "set_position": lambda: widget.set_position(rng.choice([None, odd, widget.state])),
            "set_lang": lambda: widget.set_lang(lang),
            "choose": lambda: widget.choose(rng.choice([*widget.choices(), "pass", "h8", odd])),
            "go": lambda: widget.go(rng.choice([0, 1, -1, 5, "1", odd])),
            "next_position": widget.next_position,
        }  # fmt: skip
    name = rng.choice(list(calls))
    return f"{kind}.{name}", calls[name]


def widget_case(tally: Tally, case: int) -> None:
    """A random sequence of calls on one widget. After each call: nothing escaped; a call that
    returned False (a refusal) left the widget's fingerprint as it was; a refusal is typed."""
    rng = random.Random(case)
    kind = ["Stepper", "PlayTable", "RuleChooser", "ScoreSheetEditor", "WhatWouldYouPlay"][case % 5]
    widget = _run(tally, "widget", case, f"{kind}()", lambda: _widget(kind, rng))
    if widget is None or isinstance(widget, SjuanError):
        return
    for _ in range(rng.randrange(3, 12)):
        label, call = _widget_call(widget, rng)
        before = widget.fingerprint()
        widget.last_refusal = None
        result = _run(tally, "widget", case, label, call)
        refused = widget.last_refusal
        if refused is not None:
            tally.accepted["widget"] -= 1
            tally.refused["widget"] = tally.refused.get("widget", 0) + 1
            tally.errors[type(refused).__name__] = tally.errors.get(type(refused).__name__, 0) + 1
        if refused is not None and not isinstance(refused, SjuanError):
            tally.findings.append(Finding("widget", case, label,
                                          f"refused with untyped {type(refused).__name__}: "
                                          f"{str(refused)[:160]}"))  # fmt: skip
        if result is False and widget.fingerprint() != before:
            tally.findings.append(Finding("widget", case, label, "a refusal changed the widget"))


def run_all(cases: int, folder: Path, kinds: tuple[str, ...] | None = None) -> Tally:
    """``cases`` cases shared out: 62% records and sheets, 10% files through the CLI, 18%
    API sequences, 10% widget sequences."""
    tally = Tally()
    shares = {"record": 0.62, "file": 0.10, "api": 0.18, "widget": 0.10}
    for kind, share in shares.items():
        if kinds and kind not in kinds:
            continue
        for case in range(max(1, int(cases * share))):
            if kind == "record":
                record_case(tally, case)
            elif kind == "file":
                file_case(tally, case, folder)
            elif kind == "api":
                api_case(tally, case)
            else:
                widget_case(tally, case)
    return tally
