"""Solver speed: the paranoid value of one seat in full 4-player Sjuan deals, every seat at
every turn of whole deals, and whole deals replayed as max^n perfect play (every rule set).

Run: ``python benchmarks/bench_solver.py [--maxn-deals N]``. Prints medians and 99th
percentiles; the max^n part takes a few minutes. ``--unbounded`` runs only one whole 4-player
Sjuern deal with a stand-over each, played perfectly without a position budget (about two
minutes), so that the peak memory printed is that run's own.
"""

from __future__ import annotations

import random
import resource
import statistics
import sys
import time
from typing import Any

from sjuan_notebooks.core.errors import SearchBudgetError
from sjuan_notebooks.sevens.engine import PASS, SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.solver import Solver, perfect_line
from sjuan_notebooks.tactics.perfect import annotate, perfect_play, solve_whole_deal

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


def maxn_whole_deals(deals: int) -> None:
    """Max^n value of the first position, then the whole perfect line, 4-player Sjuan."""
    times, nodes = [], []
    for seed in range(deals):
        state = new_deal(SevensRules(), 4, seed=seed)
        solver = Solver()
        t = time.perf_counter()
        winner = solver.maxn_winner(state)
        line = perfect_line(state, solver)
        times.append(time.perf_counter() - t)
        nodes.append(solver.stats.nodes)
        assert len(line) > 0 and winner in range(4)
    print(
        f"max^n, whole 4-player Sjuan deal replayed as perfect play ({deals} deals): median "
        f"{statistics.median(times):.2f} s, p99 {_p99(times):.2f} s, max {max(times):.2f} s; "
        f"positions median {statistics.median(nodes):,.0f}, max {max(nodes):,.0f}"
    )


def _cut(state, left: int, seed: int):
    """Random play (cards before passes) until at most ``left`` cards remain in all hands."""
    rng = random.Random(seed)
    while state.winner is None and sum(h.bit_count() for h in state.hands) > left:
        moves = [m for m in legal_moves(state) if m is not PASS] or legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return state


MAXN_VARIANTS: list[tuple[str, int, dict[str, Any]]] = [
    ("sjuan", 3, {}),
    ("sjuan", 5, {}),
    ("sjuan", 4, {"extra_turn": True}),
    ("sjuan", 4, {"start_card": "any", "ace_high": True}),
    ("sjuern", 2, {}),
    ("sjuern", 2, {"stand_over": 1}),
    ("sjuern", 3, {"stand_over": 1}),
    ("sjuern", 4, {"stand_over": 1}),
    ("kabal", 4, {"extra_turn": True}),
]


def maxn_variants(deals: int = 10) -> None:
    """Per rule set and option: how many whole deals max^n solves within the default budget,
    and, where not all, from how many cards left it does."""
    for game, n, options in MAXN_VARIANTS:
        rules = SevensRules.for_game(game, **options)
        for left in (52, 40, 32, 24):
            times, solved = [], 0
            for seed in range(deals):
                state = _cut(new_deal(rules, n, seed=seed), left, seed)
                t = time.perf_counter()
                try:
                    Solver().maxn_winner(state)
                    solved += 1
                except SearchBudgetError:
                    pass
                times.append(time.perf_counter() - t)
            print(
                f"  max^n {game} {n}p {options or ''} from {left} cards: {solved}/{deals} within "
                f"the budget, median {statistics.median(times):.2f} s",
                flush=True,
            )
            if solved == deals:
                break


def maxn_unbounded() -> None:
    """The stand-over case past the budget: one whole deal, every move's outcome included."""
    state = new_deal(SevensRules.for_game("sjuern", stand_over=1), 4, seed=1)
    solver = Solver()
    t = time.perf_counter()
    _, turns = perfect_play(state, solver, budget=None)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"max^n without a budget, 4-player Sjuern with one stand-over each (seed 1): "
        f"{time.perf_counter() - t:.0f} s, {solver.stats.nodes:,} positions, {len(turns)} moves, "
        f"peak memory {peak:,.0f} MB"
    )


def main() -> None:
    if "--unbounded" in sys.argv:
        maxn_unbounded()
        return
    maxn_deals = (
        int(sys.argv[sys.argv.index("--maxn-deals") + 1]) if "--maxn-deals" in sys.argv else 100
    )
    one_seat("paranoid, seat 0, full deal (default solver)")
    one_seat("  without the private-card reduction", reduce_equivalent=False)
    whole_deals()
    maxn_whole_deals(maxn_deals)
    maxn_variants()


if __name__ == "__main__":
    main()
