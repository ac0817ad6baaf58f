"""Matches of several Sevens deals: Sjuan's "points to 100" and Sjuern's "points over rounds".

In both, every card left in a hand when the deal ends is one point (the winner of the deal
scores 0) and the dealer moves one seat clockwise each deal.

- ``"to_100"`` (Sjuan, "Poäng till 100"): when a player reaches ``target`` (100) the match
  ends and the lowest total wins (several players may share the lowest total).
- ``"over_rounds"`` (Sjuern, "Poeng over flere runder"): the first to reach ``target``
  (an agreed total) has lost; **choice**: if several reach it in the same deal, the highest
  total loses (a tie: they all lose). With ``rounds`` set instead, the match ends after that
  many deals and the highest total loses (the text's main "etter avtalt antall runder").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..core.errors import UnknownOptionError
from ..i18n import join_list, t
from .engine import SevensResult, SevensRules, SevensState, apply, deal_result, new_deal

Scoring = Literal["to_100", "over_rounds"]


@dataclass(frozen=True)
class SevensMatch:
    """An immutable match: the deals played so far and the totals after each."""

    rules: SevensRules
    players: tuple[str, ...]
    scoring: Scoring = "to_100"
    target: int | None = 100
    rounds: int | None = None
    first_dealer: int = 0
    deals: tuple[SevensResult, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        self.rules.check_players(len(self.players))
        if self.scoring not in ("to_100", "over_rounds"):
            raise UnknownOptionError.bad_value("scoring", self.scoring, "to_100, over_rounds")
        if self.target is None and self.rounds is None:
            raise UnknownOptionError.bad_value("target", None, "1, 2, ...")

    @classmethod
    def for_game(cls, rules: SevensRules, players: Sequence[str], **kwargs: object) -> SevensMatch:
        """Sjuan defaults to points to 100; Sjuern to points over rounds."""
        scoring = "over_rounds" if rules.game == "sjuern" else "to_100"
        return cls(rules, tuple(players), **{"scoring": scoring, **kwargs})  # type: ignore[arg-type]

    # -- the scores ---------------------------------------------------------------------
    @staticmethod
    def deal_points(result: SevensResult) -> dict[str, int]:
        return dict(result.cards_left)

    @property
    def totals_after(self) -> list[dict[str, int]]:
        """Running totals after each deal."""
        totals = dict.fromkeys(self.players, 0)
        out = []
        for result in self.deals:
            for p, pts in self.deal_points(result).items():
                totals[p] += pts
            out.append(dict(totals))
        return out

    @property
    def totals(self) -> dict[str, int]:
        after = self.totals_after
        return after[-1] if after else dict.fromkeys(self.players, 0)

    @property
    def finished(self) -> bool:
        if self.rounds is not None and len(self.deals) >= self.rounds:
            return True
        return self.target is not None and any(v >= self.target for v in self.totals.values())

    @property
    def winners(self) -> list[str]:
        """Lowest total, once the match is over."""
        if not self.finished:
            return []
        low = min(self.totals.values())
        return [p for p in self.players if self.totals[p] == low]

    @property
    def losers(self) -> list[str]:
        """Highest total, once the match is over (Sjuern: who has lost)."""
        if not self.finished:
            return []
        high = max(self.totals.values())
        return [p for p in self.players if self.totals[p] == high]

    @property
    def next_dealer(self) -> int:
        return (self.first_dealer + len(self.deals)) % len(self.players)

    # -- playing on -----------------------------------------------------------------------
    def new_deal(self, seed: int | None = None) -> SevensState:
        return new_deal(self.rules, self.players, dealer=self.next_dealer, seed=seed)

    def add(self, finished_deal: SevensState | SevensResult) -> SevensMatch:
        """The match with one more deal recorded."""
        result = (
            finished_deal if isinstance(finished_deal, SevensResult) else deal_result(finished_deal)
        )
        return SevensMatch(
            self.rules,
            self.players,
            self.scoring,
            self.target,
            self.rounds,
            self.first_dealer,
            (*self.deals, result),
        )

    def summary(self, lang: str = "en") -> list[str]:
        lines = []
        for i, totals in enumerate(self.totals_after, start=1):
            text = ", ".join(f"{p} {v}" for p, v in totals.items())
            lines.append(t("sevens.match.totals", lang, deal=i, totals=text))
        if self.finished:
            if self.scoring == "to_100":
                lines.append(t("sevens.match.won", lang, players=join_list(self.winners, lang)))
            else:
                lines.append(t("sevens.match.lost", lang, players=join_list(self.losers, lang)))
        return lines


def play_match(
    match: SevensMatch,
    choose: Callable[[SevensState, random.Random], object],
    seed: int = 0,
    max_deals: int = 1000,
) -> SevensMatch:
    """Play deals with ``choose(state, rng) -> move`` until the match is over."""
    rng = random.Random(seed)
    for k in range(max_deals):
        if match.finished:
            break
        state = match.new_deal(seed=seed * 1_000_003 + k)
        while state.winner is None:
            state = apply(state, choose(state, rng))  # type: ignore[arg-type]
        match = match.add(state)
    return match
