"""Benchmark: building a legal-move map (the grid with reasons, then the Plotly figure).
Prints medians in milliseconds.

    python benchmarks/bench_legal_map.py
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.figures.charts import legal_map_figure, legal_map_traces
from sjuan_notebooks.views.base import view_of_state


def mid_game(game: str, seed: int, steps: int = 12) -> Any:
    api = api_for(game)
    rng = random.Random(seed)
    state = api.new_game({}, 4, seed)
    for _ in range(steps):
        if api.is_over(state):
            break
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    return state


def median_ms(fn: Callable[[], Any], rounds: int) -> float:
    out = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return statistics.median(out)


def bench_game(game: str) -> str:
    states = [mid_game(game, seed) for seed in range(20)]
    view = view_of_state(states[0])
    counter = iter(range(10**9))

    def grid() -> Any:
        s = states[next(counter) % len(states)]
        return view.grid(s, None, "sv")

    def traces() -> Any:
        return legal_map_traces(grid(), "sv")

    def figure() -> Any:
        s = states[next(counter) % len(states)]
        return legal_map_figure(s, "sv")

    return (
        f"{game:8s} grid with reasons: median {median_ms(grid, 300):.2f} ms; "
        f"grid + trace data: {median_ms(traces, 300):.2f} ms; "
        f"whole go.Figure: {median_ms(figure, 100):.2f} ms"
    )


def main() -> None:
    legal_map_figure(mid_game("sjuan", 0), "en")  # warm-up: plotly's validators
    for game in ("sjuan", "femkamp", "sedma"):
        print(bench_game(game))


if __name__ == "__main__":
    main()
