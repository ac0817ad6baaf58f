"""How long a table holds the class server's one lock: a move (the engine's check, the
computers' answers, the record), a seat's snapshot, and the replay of the record when a game
ends (the longest: a Femkamp match's last deal replays the whole match).

Every action at every table of a class server takes the tables' one lock, so the time an
action holds it is the time another table's click may wait. Measured here without a browser,
over whole games played by seeded clients (each seat a person, so every move is a click).

Not run by the tests. Run from the repository root after `make setup`:

    .venv/bin/python benchmarks/bench_tables.py --games 5
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from sjuan_notebooks.core.registry import api_for  # noqa: E402
from sjuan_notebooks.tables import Tables  # noqa: E402


def play(game: str, n: int, seed: int) -> tuple[list[float], list[float], list[float]]:
    """One table to the end of its match (or game): times of each move, each snapshot, and
    each move that ended a game (which replays the record)."""
    rng = random.Random(seed)
    tables = Tables(seeds=lambda: rng.randrange(2**31))
    code = tables.open(game, {}, [True] * n)
    for i in range(n):
        tables.join(code, f"P{i}", f"page{i}", f"s{i}")
    moves: list[float] = []
    snaps: list[float] = []
    ends: list[float] = []
    while True:
        for i in range(n):
            start = time.perf_counter()
            snap = tables.snapshot(code, f"page{i}")
            snaps.append(time.perf_counter() - start)
            if snap.legal:
                start = time.perf_counter()
                tables.move(code, f"page{i}", snap.legal[rng.randrange(len(snap.legal))], snap.seen)
                took = time.perf_counter() - start
                (ends if tables.snapshot(code).over else moves).append(took)
        snap = tables.snapshot(code, "page0")
        if snap.over:
            if snap.match is None or snap.match_over:
                return moves, snaps, ends
            tables.next_game(code, "page0")


def ms(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):.2f} ms (worst {1000 * max(values):.1f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3, help="tables played per game")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    print("| game | players | a move | a snapshot | the move that ends a game |")
    print("|---|---|---|---|---|")
    for game in ("sjuan", "sedma", "femkamp", "sjukamp"):
        n = 4 if 4 in api_for(game).player_counts else 3
        moves, snaps, ends = [], [], []
        for seed in range(args.games):
            m, s, e = play(game, n, seed)
            moves += m
            snaps += s
            ends += e
        print(f"| {game} | {n} | {ms(moves)} | {ms(snaps)} | {ms(ends)} |")


if __name__ == "__main__":
    main()
