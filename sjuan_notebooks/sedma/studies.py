"""What the tactics lesson measures of Sedma: each study by name, with its exact arguments
(every seed written out), registered with the game (``register.py``); see
:mod:`sjuan_notebooks.sevens.studies` for what a study is."""

from __future__ import annotations

from ..core.registry import StudySpec

#: study name -> (kind, arguments)
STUDIES: dict[str, StudySpec] = {
    **{
        f"sedma_{tip}": (
            "study",
            {"game": "sedma", "entries": [tip, "random", tip, "random"], "games": 400, "seed": 8},
        )
        for tip in ("keep_sevens", "continue_for_points")
    },
    "sedma_keep_v_continue": (
        "study",
        {
            "game": "sedma",
            "entries": ["keep_sevens", "continue_for_points"] * 2,
            "games": 400,
            "seed": 8,
        },
    ),
    **{
        policy: ("red_king_rate", {"policy": policy, "games": 4_000, "seed": 5})
        for policy in ("hide_red_king", "show_red_king")
    },
}
