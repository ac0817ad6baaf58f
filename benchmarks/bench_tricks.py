"""Random full 4-player Pass deals through the public trick engine, scored at the end.

Two figures, medians of several runs on one core, timed in this process's CPU time (so a busy
shared machine shifts them less than wall time would; each line also gives the CPU time per
deal and the wall-clock rate): the engine's own functions (``tricks.legal_moves``/``apply``/
``deal_points`` on dealt positions), and the game contract every caller uses
(``api_for("femkamp")``: dealing with ``new_game`` included, each call's input checked).
What bounds it: each turn builds a list of Card objects for legal_moves and one immutable
NamedTuple state in apply. A card carries its index and bit (worked out once, when the 52 cards
are made), the contract asks the game's own ``game_of`` first, and an option's check builds its
error only when it refuses, so dealing renders no sentences.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.femkamp.tricks import TrickRules, apply, deal_points, legal_moves, new_deal

DEALS = 2000
RUNS = 7


def engine_run(seed: int) -> tuple[float, float]:
    rules = TrickRules.for_deal("pass")
    rng = random.Random(seed)
    deals = [new_deal(rules, 4, seed=seed * DEALS + k) for k in range(DEALS)]
    start, wall = time.process_time(), time.perf_counter()
    for state in deals:
        while not state.is_over:
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))])
        deal_points(state)
    return DEALS / (time.process_time() - start), DEALS / (time.perf_counter() - wall)


def api_run(seed: int) -> tuple[float, float]:
    api = api_for("femkamp")
    rng = random.Random(seed)
    start, wall = time.process_time(), time.perf_counter()
    for k in range(DEALS // 4):
        state = api.new_game({"deal": "pass"}, 4, seed * DEALS + k)
        while not api.is_over(state):
            moves = api.legal_moves(state)
            state = api.apply(state, moves[rng.randrange(len(moves))])
        deal_points(state)
    cpu, elapsed = time.process_time() - start, time.perf_counter() - wall
    return DEALS // 4 / cpu, DEALS // 4 / elapsed


def report(label: str, runs: list[tuple[float, float]]) -> None:
    rates = [cpu for cpu, _ in runs]
    rate = statistics.median(rates)
    wall = statistics.median(w for _, w in runs)
    print(
        f"trick engine, {label}: random 4-player Pass deals, median {rate:,.0f} deals/s "
        f"(min {min(rates):,.0f}, max {max(rates):,.0f}) over {RUNS} runs, "
        f"{1e6 / rate:,.0f} µs CPU per deal; wall clock {wall:,.0f} deals/s"
    )


def main() -> None:
    report("engine functions", [engine_run(seed) for seed in range(RUNS)])
    report("game contract (api_for, dealing included)", [api_run(seed) for seed in range(RUNS)])


if __name__ == "__main__":
    main()
