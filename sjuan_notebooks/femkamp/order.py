"""The deals of a Femkamp or Sjukamp match: their order, their titles, and settling a tie.

Shared by the match (:mod:`.match`) and the score sheet (:mod:`.scoresheet`), which check
each other's numbers but neither of which needs the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..i18n import t
from .tricks import DEAL_TITLES

FEMKAMP_ORDER: tuple[str, ...] = ("pass", "klover", "damer", "kabal", "grand")
FEMKAMP_SWAPPED: tuple[str, ...] = ("pass", "klover", "damer", "grand", "kabal")
SJUKAMP_ORDER: tuple[str, ...] = ("pass", "klover", "kabal", "damer", "grand", "trumf", "finale")
MATCH_GAMES: tuple[str, ...] = ("femkamp", "sjukamp")
GAME_TITLES = {"femkamp": "Femkamp", "sjukamp": "Sjukamp"}


def settle(
    totals: Mapping[str, int], extra_grands: Sequence[Mapping[str, int]] = ()
) -> tuple[str | None, tuple[str, ...]]:
    """The winner (or None while tied) and the players tied on the lowest total.

    Each extra Grand narrows the tied players to those with its lowest score among them.
    The second value is the players who tied on the lowest total (empty if nobody tied).
    """
    if not totals:
        return None, ()
    low = min(totals.values())
    tied = [p for p in totals if totals[p] == low]
    first_tie = tuple(tied) if len(tied) > 1 else ()
    for grand in extra_grands:
        if len(tied) == 1:
            break
        best = min(grand[p] for p in tied)
        tied = [p for p in tied if grand[p] == best]
    return (tied[0] if len(tied) == 1 else None), first_tie


def deal_title(deal: str, lang: str = "en") -> str:
    return t(f"tricks.deal.{deal}", lang) if deal in DEAL_TITLES else deal
