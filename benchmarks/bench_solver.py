"""Solver speed: the paranoid value of one seat in full 4-player Sjuan deals, and every seat at
every turn of whole deals.

Run: ``python benchmarks/bench_solver.py``. Prints the median and the 99th percentile.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from sjuan_notebooks.sevens import SevensRules, new_deal
from sjuan_notebooks.solver import Solver
from sjuan_notebooks.tactics import annotate, solve_whole_deal

sys.setrecursionlimit(10_000)
DEALS = 100


def _p99(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.99 * (len(xs) - 1)))]


def one_seat(label: str, **options: bool) -> None:
    times, nodes, wins = [], [], 0
    for seed in range(DEALS):
        state = new_deal(SevensRules(), 4, seed=seed)
        solver = Solver(**options)
        t = time.perf_counter()
        wins += solver.wins(state, 0)
        times.append(time.perf_counter() - t)
        nodes.append(solver.stats.nodes)
    print(
        f"{label}: median {statistics.median(times) * 1e3:.2f} ms, p99 {_p99(times) * 1e3:.1f} ms,"
        f" max {max(times) * 1e3:.1f} ms; nodes median {statistics.median(nodes):.0f},"
        f" p99 {_p99(nodes):.0f}; seat 0 can force a win in {wins} of {DEALS}"
    )


def whole_deals(n: int = 20) -> None:
    times = []
    for seed in range(n):
        state = new_deal(SevensRules(), 4, seed=seed)
        t = time.perf_counter()
        solve_whole_deal(state, random.Random(seed))
        times.append(time.perf_counter() - t)
    print(
        f"every seat at every turn of a random deal ({n} deals): median "
        f"{statistics.median(times):.3f} s, p99 {_p99(times):.3f} s"
    )
    t = time.perf_counter()
    annotate("sjuan-worked-example")
    print(f"annotating the worked example (8 turns): {time.perf_counter() - t:.3f} s")


def main() -> None:
    one_seat("paranoid, seat 0, full deal (default solver)")
    one_seat("  without the private-card reduction", reduce_equivalent=False)
    whole_deals()


if __name__ == "__main__":
    main()
