"""Benchmark: one step of the stepper widget, server side (a click on "next" until the text,
the table and the legal-move map are updated). Prints medians in milliseconds.

    python benchmarks/bench_stepper.py

The first FigureWidget in a process costs about 2 s (plotly's renderer imports); the script
warms up first, as the notes on the Jupyter stack advise.
"""

from __future__ import annotations

import random
import statistics
import time

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.record import to_record
from sjuan_notebooks.widgets import PlayTable, Stepper


def full_game_record(seed: int = 7) -> dict:
    """A whole 4-player Sjuan deal played with random legal moves."""
    start = new_deal(SevensRules.for_game("sjuan"), 4, seed=seed)
    rng = random.Random(seed)
    state, moves = start, []
    while state.winner is None:
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        moves.append(move)
        state = apply(state, move)
    return to_record(start, moves, use_seed=seed)


def time_steps(stepper: Stepper, rounds: int) -> list[float]:
    """Milliseconds per click on "next" (back to the start when the end is reached)."""
    out = []
    for _ in range(rounds):
        if stepper.turn == stepper.n_turns:
            stepper.go(0)
        t0 = time.perf_counter()
        stepper.next_button.click()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main() -> None:
    t0 = time.perf_counter()
    warm = Stepper(load_example("sjuan-worked-example"))
    print(f"first stepper (with plotly warm-up): {(time.perf_counter() - t0) * 1000:.0f} ms")
    time_steps(warm, 20)

    worked = Stepper(load_example("sjuan-worked-example"))
    ms = time_steps(worked, 200)
    print(f"step, worked example (8 turns): median {statistics.median(ms):.2f} ms, "
          f"p90 {sorted(ms)[int(0.9 * len(ms))]:.2f} ms")  # fmt: skip

    record = full_game_record()
    full = Stepper(record)
    ms = time_steps(full, 200)
    print(f"step, full 4-player Sjuan deal ({full.n_turns} turns): median "
          f"{statistics.median(ms):.2f} ms, p90 {sorted(ms)[int(0.9 * len(ms))]:.2f} ms")  # fmt: skip

    full.set_lang("sv")
    ms = []
    for lang in ["en", "sk", "nb", "sv"] * 10:
        t1 = time.perf_counter()
        full.set_lang(lang)
        ms.append((time.perf_counter() - t1) * 1000)
    print(f"language switch: median {statistics.median(ms):.2f} ms")

    for name in ("femkamp-grand", "sedma-game-4p"):
        stepper = Stepper(load_example(name))
        ms = time_steps(stepper, 100)
        print(f"step, {name} ({stepper.n_turns} turns): median {statistics.median(ms):.2f} ms")

    ms = []
    for seed in range(20):
        table = PlayTable("sjuan", seat=0, seed=seed)
        while not table.api.is_over(table.state) and len(ms) < 400:
            legal = table.legal_codes()
            t1 = time.perf_counter()
            table.click_card(legal[0])
            ms.append((time.perf_counter() - t1) * 1000)
    print(f"play table, learner click to redrawn table (computers move too): median "
          f"{statistics.median(ms):.2f} ms over {len(ms)} clicks")  # fmt: skip


if __name__ == "__main__":
    main()
