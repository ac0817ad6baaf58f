"""Random full 4-player Pass deals through the public trick engine, scored at the end.

Two figures, medians of several runs on one core, timed in this process's CPU time (so a busy
shared machine shifts them less than wall time would): the engine's own functions
(``tricks.legal_moves``/``apply``/``deal_points`` on dealt positions), and the game contract
every caller uses (``api_for("femkamp")``: dealing with ``new_game`` included, each call's
input checked). What bounds it: each turn builds a list of Card objects for legal_moves and one
immutable NamedTuple state in apply; the deal's spec is read once when dealing and once when
scoring, never per card.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.femkamp.tricks import TrickRules, apply, deal_points, legal_moves, new_deal

DEALS = 2000
RUNS = 7


def engine_run(seed: int) -> float:
    rules = TrickRules.for_deal("pass")
    rng = random.Random(seed)
    deals = [new_deal(rules, 4, seed=seed * DEALS + k) for k in range(DEALS)]
    start = time.process_time()
    for state in deals:
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))])
        deal_points(state)
    return DEALS / (time.process_time() - start)


def api_run(seed: int) -> float:
    api = api_for("femkamp")
    rng = random.Random(seed)
    start = time.process_time()
    for k in range(DEALS // 4):
        state = api.new_game({"deal": "pass"}, 4, seed * DEALS + k)
        while not api.is_over(state):
            moves = api.legal_moves(state)
            state = api.apply(state, moves[rng.randrange(len(moves))])
        deal_points(state)
    return DEALS // 4 / (time.process_time() - start)


def report(label: str, rates: list[float]) -> None:
    print(
        f"trick engine, {label}: random 4-player Pass deals, median "
        f"{statistics.median(rates):,.0f} deals/s (min {min(rates):,.0f}, max {max(rates):,.0f}) "
        f"over {RUNS} runs"
    )


def main() -> None:
    report("engine functions", [engine_run(seed) for seed in range(RUNS)])
    report("game contract (api_for, dealing included)", [api_run(seed) for seed in range(RUNS)])


if __name__ == "__main__":
    main()
