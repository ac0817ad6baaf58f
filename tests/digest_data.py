"""Data copied from the rules digest (not from the package's stored examples), so tests that
use it check the package against an independent source."""

from __future__ import annotations

# The digest's worked score sheet (four players, Femkamp): Kari and Siri tie on 7.
DIGEST_SHEET = {
    "kind": "scoresheet",
    "game": "femkamp",
    "players": ["Kari", "Ola", "Siri", "Per"],
    "deals": ["pass", "klover", "damer", "kabal", "grand"],
    "scores": {
        "Kari": [3, 2, 4, 3, -5],
        "Ola": [4, 5, 8, 1, -2],
        "Siri": [2, 3, 0, 6, -4],
        "Per": [4, 3, 4, 0, -2],
    },
}

# The digest's deals and what each puts in play with four players (section 2's table), and the
# two orders: the one place the tests state what the text says, to check the specs against.
DIGEST_DEALS = {"pass": 13, "klover": 13, "damer": 16, "kabal": None, "grand": -13,
                "trumf": -13, "finale": 32}  # fmt: skip
DIGEST_ORDERS = {
    "femkamp": ("pass", "klover", "damer", "kabal", "grand"),
    "sjukamp": ("pass", "klover", "kabal", "damer", "grand", "trumf", "finale"),
}
