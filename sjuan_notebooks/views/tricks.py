"""The view adapter of the Femkamp/Sjukamp trick deals (a Kabal deal is a Sevens state and
is drawn by :mod:`.sevens`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import Card, cards_of_mask, parse_card
from ..femkamp.deals import get_deal
from ..femkamp.order import deal_title
from ..femkamp.tricks import (
    TrickExplanation,
    TrickState,
    card_status,
    deal_points,
    explain,
    legal_moves,
    points_so_far,
)
from ..i18n import t
from .base import Cell, Grid, Perspective, TrickLikeView, card_word


class TrickView(TrickLikeView[TrickState, Card]):
    def game_of(self, state: TrickState) -> str:
        return "femkamp"

    def to_move(self, state: TrickState) -> int | None:
        return None if state.is_over else int(state.to_move)

    def is_over(self, state: TrickState) -> bool:
        return bool(state.is_over)

    def hand(self, state: TrickState, seat: int) -> list[Card]:
        return cards_of_mask(state.hands[seat])

    def hand_sizes(self, state: TrickState) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def legal_moves(self, state: TrickState) -> list[Card]:
        return list(legal_moves(state))

    def move_text(self, code: str, lang: str) -> str:
        return card_word(parse_card(code), lang).capitalized()

    def explain(self, state: TrickState, move: Card, lang: str) -> str:
        return explain(state, move).text(lang)

    def ranks(self, state: TrickState) -> tuple[int, ...]:
        return (*range(2, 14), 1)

    def trick_plays(self, state: TrickState) -> tuple[list[tuple[str, Card]], int | None]:
        names = state.players
        if state.trick:
            return [(names[s], c) for s, c in state.trick], None
        last = state.last_trick
        if last is None:
            return [], None
        plays = [(names[s], c) for s, c in last.cards]
        return plays, [s for s, _ in last.cards].index(last.winner)

    def trick_caption(self, state: TrickState, lang: str) -> str:
        if not state.trick and state.last_trick is not None:
            last = state.last_trick
            return t("ui.trick.taken", lang, player=state.players[last.winner])
        if state.trick:
            return t("ui.trick.led", lang, suit=t(f"card.suit.{state.led_suit}", lang))
        return ""

    def trick_heading(self, trump: str | None, deal: str, lang: str) -> str:
        if trump:
            suit = t(f"card.suit.{trump}", lang)
            return t("quiz.deal_trump", lang, deal=deal_title(deal, lang), trump=suit)
        return t("quiz.deal", lang, deal=deal_title(deal, lang))

    def played_reason(self, state: TrickState, card: Card, lang: str) -> tuple[str, str]:
        why = explain(state, card)
        rule = ""
        if why.outcome_key is not None:
            rule = _cap(TrickExplanation(why.outcome_key, why.outcome).text(lang))
        return _cap(TrickExplanation(why.key, why.params).text(lang)), rule

    def trick_points(
        self, before: TrickState, after: TrickState, plays: Sequence[tuple[int, Card]]
    ) -> list[tuple[Card | str, int]]:
        """From the deal's spec: per trick, per card of a set, per named card, the last trick."""
        values: dict[Card, int] = {}
        extra: list[tuple[Card | str, int]] = []
        removed = int(after.removed)
        for term in get_deal(after.deal).points:
            if term.per == "trick":
                extra.append(("quiz.trick.item.trick", term.value))
            elif term.per == "last":
                if after.is_over:
                    extra.append(("quiz.trick.item.last", term.value))
            else:
                for _, card in plays:
                    if card.bit & term.mask & ~removed:
                        values[card] = values.get(card, 0) + term.value
        return [*values.items(), *extra]

    def seat_notes(self, state: TrickState, lang: str) -> list[str]:
        pts = points_so_far(state)
        return [
            t(
                "ui.trick.seat_note",
                lang,
                tricks=t("count.tricks", lang, n=state.won[i]),
                points=t("count.points", lang, n=pts[name]),
            )  # fmt: skip
            for i, name in enumerate(state.players)
        ]

    @staticmethod
    def shown_trick(state: TrickState) -> int:
        """The number of the trick whose cards are shown: between tricks the table still shows
        the one just taken, so the title must name that one, not the next."""
        if not state.trick and state.last_trick is not None:
            return len(state.tricks)
        return min(len(state.tricks) + 1, state.hand_size)

    def title_text(self, state: TrickState, lang: str) -> str:
        deal = deal_title(state.deal, lang)  # a house deal is marked so
        if state.trump:
            return t(
                "ui.trick.title_trump",
                lang,
                deal=deal,
                n=self.shown_trick(state),
                trump=t(f"card.suit.{state.trump}", lang),
            )
        return t("ui.trick.title", lang, deal=deal, n=self.shown_trick(state))

    def status_text(self, state: TrickState, lang: str) -> str:
        if state.is_over:
            pts = deal_points(state)
            return t("ui.trick.over", lang, points=", ".join(f"{p} {v}" for p, v in pts.items()))
        return t("ui.to_move", lang, player=state.player)

    def where_and_why(self, state: TrickState, card: Card, lang: str) -> tuple[str, str | None]:
        """(category hint, reason): where ``card`` is, and why it is or is not playable."""
        if state.removed & card.bit:
            return "out", t("ui.why.removed", lang, n=len(state.players))
        for seat, c in state.trick:
            if c == card:
                return "trick", t("ui.why.in_trick", lang, player=state.players[seat])
        for i, taken in enumerate(state.taken):
            if taken & card.bit:
                return "table", t("ui.why.taken_by", lang, player=state.players[i])
        if state.is_over:
            return "", None
        status = card_status(state, card)
        return ("legal" if status.legal else ""), status.text(lang)

    def grid(self, state: TrickState, perspective: Perspective, lang: str) -> Grid:
        suits = self.suits()
        ranks = self.ranks(state)
        mover = self.to_move(state)
        seat = mover if perspective is None else perspective
        own = state.hands[seat] if seat is not None else 0
        legal = state.legal_mask() if seat == mover and mover is not None else 0
        cells = []
        for r, suit in enumerate(suits):
            for c, rank in enumerate(ranks):
                card = Card(suit, rank)
                bit = card.bit
                where, reason = self.where_and_why(state, card, lang)
                holder = None
                if where in ("out", "trick", "table"):
                    cat = where
                elif legal & bit:
                    cat = "legal"
                elif own & bit:
                    cat, holder = "held", seat
                    if seat != mover and mover is not None:
                        reason = t("ui.why.not_your_turn", lang)
                else:
                    holder = next((i for i, h in enumerate(state.hands) if h & bit), None)
                    if perspective is None and holder is not None:
                        cat = "other"
                        if mover is not None and holder not in {p for p, _ in state.trick}:
                            status = card_status(state._replace(to_move=holder), card)
                            reason = (
                                t("ui.why.held_by", lang, player=state.players[holder])
                                + " "
                                + status.text(lang)
                            )
                        else:
                            reason = t("ui.why.held_by", lang, player=state.players[holder])
                    else:
                        cat, holder = "hidden", None
                        reason = t("ui.cat.hidden", lang)
                if legal & bit:
                    holder = seat
                cells.append(Cell(card, r, c, cat, reason or "", holder))
        return Grid(suits, ranks, tuple(cells), seat, self.pack)


def _cap(text: str) -> str:
    """A reason that opens a sentence, with its capital (the engine gives English ones none)."""
    return text[:1].upper() + text[1:]
