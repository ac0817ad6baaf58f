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
