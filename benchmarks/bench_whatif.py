"""One evaluation of the "what would you play" widget (search values for every legal move,
plus solver verdicts where the position is small enough), on seeded 4-player Sjuan positions
a few turns into a deal. Prints the median and the slowest. Warm-up first: plotly's first
FigureWidget costs about a second once per process."""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.widgets import WhatWouldYouPlay


def positions(count: int) -> list:
    out = []
    rng = random.Random(7)
    for seed in range(count):
        state = new_deal(SevensRules.for_game("sjuan"), 4, seed=seed)
        for _ in range(rng.randrange(4, 40)):
            if state.winner is not None:
                break
            moves = legal_moves(state)
            state = apply(state, moves[rng.randrange(len(moves))])
        if state.winner is None:
            out.append(state)
    return out


def main() -> None:
    states = positions(40)
    widget = WhatWouldYouPlay(states[0])  # warm-up
    times = []
    for state in states:
        start = time.perf_counter()
        widget.set_position(state)
        times.append(time.perf_counter() - start)
    print(
        f"what-would-you-play: one evaluation, median {statistics.median(times) * 1000:.1f} ms, "
        f"slowest {max(times) * 1000:.1f} ms over {len(times)} positions"
    )


if __name__ == "__main__":
    main()
