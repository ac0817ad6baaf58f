""" "What would you play?": one evaluation (search values for every legal move, plus solver
verdicts where the position is small enough) on seeded 4-player Sjuan positions a few turns
into a deal; and what a click costs when the widget asks first: the learner's judge (the solver
over 16 deals of the hidden cards that fit the mover's view) on late positions, where it runs,
alone (as with the lesson's stored positions) and with a fresh search. Prints medians and the
slowest. Warm-up first: plotly's first FigureWidget costs about a second once per process."""

from __future__ import annotations

import random
import statistics
import sys
import time

from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import voids_from_states
from sjuan_notebooks.tactics.positions import JUDGE_MAX_CARDS, Position, judge
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


def late_positions(count: int) -> list[Position]:
    """From each seeded deal, the first position with a choice and at most the judge's number
    of cards in hands, with the voids its passes proved."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        states = [new_deal(SevensRules.for_game("sjuan"), 4, seed=seed)]
        while states[-1].winner is None and (
            sum(h.bit_count() for h in states[-1].hands) > JUDGE_MAX_CARDS
            or len(legal_moves(states[-1])) < 2
        ):
            moves = legal_moves(states[-1])
            states.append(apply(states[-1], moves[rng.randrange(len(moves))]))
        if states[-1].winner is None:
            out.append(Position(states[-1], voids_from_states(states), len(states)))
    return out


def report(label: str, times: list[float]) -> None:
    print(
        f"what-would-you-play: {label}, median {statistics.median(times) * 1000:.1f} ms, "
        f"slowest {max(times) * 1000:.1f} ms over {len(times)} positions"
    )


def main() -> None:
    sys.setrecursionlimit(10_000)
    states = positions(40)
    widget = WhatWouldYouPlay(states[0])  # warm-up
    times = []
    for state in states:
        start = time.perf_counter()
        widget.set_position(state)
        times.append(time.perf_counter() - start)
    report("one evaluation", times)

    late = late_positions(40)
    judged = []
    for p in late:
        start = time.perf_counter()
        judge(p.state, p.voids)
        judged.append(time.perf_counter() - start)
    report(f"the judge alone (at most {JUDGE_MAX_CARDS} cards in hands)", judged)
    clicks = []
    for p in late[:12]:
        asking = WhatWouldYouPlay([p], ask_first=True)
        start = time.perf_counter()
        asking.choose(asking.choices()[0])
        clicks.append(time.perf_counter() - start)
    report("a click on a fresh late position (search and judge)", clicks)


if __name__ == "__main__":
    main()
