"""Search player speed: the time of one decision at the default strength (seat 0 against three
random players in 4-player Sjuan). Run: ``python benchmarks/bench_search_player.py``."""

from __future__ import annotations

import random
import statistics
import sys
import time

from sjuan_notebooks.core.players import RandomPlayer
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.sevens.players import SearchSevens, voids_from_states

sys.setrecursionlimit(10_000)
GAMES = 30


def main() -> None:
    api = api_for("sjuan")
    times, choices, wins = [], 0, 0
    for seed in range(GAMES):
        state = new_deal(SevensRules(), 4, seed=10_000 + seed)
        rng = random.Random(seed)
        me, other = SearchSevens(), RandomPlayer()
        states = [state]
        while state.winner is None:
            legal = legal_moves(state)
            if state.to_move == 0:
                me.voids = voids_from_states(states)
                t = time.perf_counter()
                move = me.choose(api.view(state, 0), legal, rng)
                if len(legal) > 1:
                    times.append(time.perf_counter() - t)
                    choices += 1
            else:
                move = other.choose(None, legal, rng)
            state = apply(state, move)
            states.append(state)
        wins += state.winner == 0
    times.sort()
    p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
    print(
        f"search player, {choices} real choices in {GAMES} games: median "
        f"{statistics.median(times) * 1e3:.1f} ms, p99 {p99 * 1e3:.1f} ms, max {times[-1] * 1e3:.1f} ms"
    )
    print(f"won {wins} of {GAMES} games against three random players (fair share {GAMES / 4:.1f})")


if __name__ == "__main__":
    main()
