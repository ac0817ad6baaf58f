"""The deals of a Femkamp or Sjukamp match: their order, their titles, and settling a tie.

Shared by the match (:mod:`.match`) and the score sheet (:mod:`.scoresheet`), which check
each other's numbers but neither of which needs the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .deals import compendium, compendiums, get_deal, is_deal, orders_of

# The text's two compendiums, declared in :mod:`.deals`; named here for readers of a match.
FEMKAMP_ORDER: tuple[str, ...] = compendium("femkamp").order
FEMKAMP_SWAPPED: tuple[str, ...] = orders_of("femkamp")[1]
SJUKAMP_ORDER: tuple[str, ...] = compendium("sjukamp").order
#: The games a match or a score sheet is of: the text's compendiums (a family's own order is
#: the option ``order`` of one of them).
MATCH_GAMES: tuple[str, ...] = tuple(c.name for c in compendiums() if not c.house)
GAME_TITLES = {name: compendium(name).title for name in MATCH_GAMES}


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
    """A deal's name in ``lang`` (a house deal marked so); an unknown code as it is."""
    return get_deal(deal).label(lang) if is_deal(deal) else deal
