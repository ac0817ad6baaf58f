"""Batch simulator speed: random 4-player Sjuan deals per second, against the scalar engine.

Run: ``python benchmarks/bench_batch.py``. Prints medians (and the 99th percentile of the
repeats) of deals per second; dealing the cards is included in both.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.sevens.batch import simulate
from sjuan_notebooks.sevens.engine import SevensRules, new_deal, random_playout

REPEATS = 7
BATCH_DEALS = 200_000
SCALAR_DEALS = 3_000


def _rates(run, deals: int) -> list[float]:
    out = []
    for r in range(REPEATS):
        t = time.perf_counter()
        run(r)
        out.append(deals / (time.perf_counter() - t))
    return sorted(out)


def main() -> None:
    rules = SevensRules()
    batch = _rates(lambda r: simulate(BATCH_DEALS, ("random",) * 4, rules, seed=r), BATCH_DEALS)

    def scalar(r: int) -> None:
        rng = random.Random(r)
        for d in range(SCALAR_DEALS):
            random_playout(new_deal(rules, 4, seed=r * SCALAR_DEALS + d), rng)

    scalar_rates = _rates(scalar, SCALAR_DEALS)
    tips = ("free_own_cards", "hold_back_sevens", "shed_near_seven", "dont_open_suits")
    tip_rates = _rates(lambda r: simulate(BATCH_DEALS, tips, rules, seed=r), BATCH_DEALS)
    b, s, tp = (
        statistics.median(batch),
        statistics.median(scalar_rates),
        statistics.median(tip_rates),
    )
    print(f"batch, 4 random players: median {b:,.0f} deals/s (slowest repeat {batch[0]:,.0f})")
    print(f"batch, 4 tip players:    median {tp:,.0f} deals/s (slowest repeat {tip_rates[0]:,.0f})")
    print(
        f"scalar engine, random:   median {s:,.0f} deals/s (slowest repeat {scalar_rates[0]:,.0f})"
    )
    print(f"batch / scalar: {b / s:.1f}x")


if __name__ == "__main__":
    main()
