"""What the tactics lesson measures of Sjuan and Sjuern: each study by name, with its exact
arguments (every seed written out), registered with its game (``register.py``).

A study is data: a kind (a function of :mod:`sjuan_notebooks.tactics`, named, since tactics
lives above the games) and its arguments; ``rules`` is a game name and its options. The
tactics package computes and stores them (:mod:`sjuan_notebooks.tactics.data`) without
knowing any game.
"""

from __future__ import annotations

from ..core.registry import StudySpec

_STAND = {"game": "sjuern", "stand_over": 3}

#: game -> study name -> (kind, arguments)
STUDIES: dict[str, dict[str, StudySpec]] = {
    "sjuan": {
        "sjuan_values": (
            "tip_values",
            {"rules": {"game": "sjuan"}, "n_players": 4, "deals": 20_000, "seed": 6},
        ),
        **{
            f"measured_{tip}": (
                "measured_tip_rate",
                {"game": "sjuan", "tip": tip, "n_players": 4, "deals": 4_000, "seed": 6},
            )
            for tip in ("check_blockers", "shed_near_seven")
        },
        # the solver (all hands open) and the search player
        "worked_example_notes": ("annotate", {"record": "sjuan-worked-example"}),
        "forced_wins_4p": (
            "forced_wins",
            {"game": "sjuan", "players": 4, "deals": 30, "first_seed": 0},
        ),
        "perfect_deal_4p": ("perfect_deal", {"game": "sjuan", "players": 4, "seed": 2}),
        "whatif_positions": (
            "position_set",
            {
                "example": "sjuan-worked-example",
                "seeded": {"count": 4, "game": "sjuan", "players": 4, "first_seed": 1},
                "seed": 0,
                "worlds": 32,
                "rollouts": 16,
            },
        ),
    },
    "sjuern": {
        "sjuern_values": (
            "tip_values",
            {"rules": _STAND, "n_players": 4, "deals": 20_000, "seed": 6, "pairwise": False},
        ),
        "sjuern_4p_block_v_free_own": (
            "tournament",
            {
                "entries": ["stand_over_block"] + ["free_own_cards"] * 3,
                "deals": 20_000,
                "rules": _STAND,
                "seed": 9,
            },
        ),
        "sjuern_2p_block_v_free_own": (
            "tournament",
            {
                "entries": ["stand_over_block", "free_own_cards"],
                "deals": 20_000,
                "rules": _STAND,
                "seed": 9,
            },
        ),
        **{
            f"rounds_edge_{n}p_{rounds}": (
                "rounds_edge",
                {
                    "n_players": n,
                    "rounds": rounds,
                    "deals": 20_000,
                    "rules": {"game": "sjuern"},
                    "seed": 3,
                },
            )
            for n in (3, 4, 5, 6, 7)
            for rounds in (1, 5)
        },
    },
}
