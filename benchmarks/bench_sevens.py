"""Random full 4-player Sjuan deals through the public engine (legal_moves + apply).

Prints the median games per second over several runs on one core. What bounds it: each turn
builds a list of Card objects for legal_moves and one immutable NamedTuple state in apply;
the rule logic itself is four table lookups.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal

GAMES = 2000
RUNS = 7


def run(seed: int) -> float:
    rules = SevensRules.for_game("sjuan")
    rng = random.Random(seed)
    deals = [new_deal(rules, 4, seed=seed * GAMES + k) for k in range(GAMES)]
    start = time.perf_counter()
    for state in deals:
        while state.winner is None:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))])
    return GAMES / (time.perf_counter() - start)


def main() -> None:
    rates = [run(seed) for seed in range(RUNS)]
    print(
        f"sevens engine: random 4-player Sjuan deals, median {statistics.median(rates):,.0f} "
        f"games/s (min {min(rates):,.0f}, max {max(rates):,.0f}) over {RUNS} runs of {GAMES}"
    )


if __name__ == "__main__":
    main()
