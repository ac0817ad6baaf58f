"""Random full 4-player Pass deals through the public trick engine (legal_moves + apply),
scored at the end (deal_points).

Prints the median deals per second over several runs on one core. What bounds it: each turn
builds a list of Card objects for legal_moves and one immutable NamedTuple state in apply;
scoring is read once per deal, so the deal spec behind it costs nothing per card.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.femkamp.tricks import TrickRules, apply, deal_points, legal_moves, new_deal

DEALS = 2000
RUNS = 7


def run(seed: int) -> float:
    rules = TrickRules.for_deal("pass")
    rng = random.Random(seed)
    deals = [new_deal(rules, 4, seed=seed * DEALS + k) for k in range(DEALS)]
    start = time.perf_counter()
    for state in deals:
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))])
        deal_points(state)
    return DEALS / (time.perf_counter() - start)


def main() -> None:
    rates = [run(seed) for seed in range(RUNS)]
    print(
        f"trick engine: random 4-player Pass deals, median {statistics.median(rates):,.0f} "
        f"deals/s (min {min(rates):,.0f}, max {max(rates):,.0f}) over {RUNS} runs of {DEALS}"
    )


if __name__ == "__main__":
    main()
