"""The view adapter of Sedma: the German-suited 32-card pack."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import SEDMA_RANKS, Card, parse_card
from ..i18n import t
from ..i18n.forms import Named
from ..sedma.engine import (
    BURNT_FROM_HAND,
    BURNT_IN_PLAY,
    LAST_TRICK_POINTS,
    Move,
    SedmaState,
    card_points,
    card_status,
    explain,
    game_result,
    legal_moves,
    parse_move,
    rank_name,
)
from ..sedma.record import burnt_line, move_name
from .base import Cell, Grid, Perspective, TrickLikeView, card_word


class SedmaView(TrickLikeView[SedmaState, Move]):
    pack = "sedma"

    def game_of(self, state: SedmaState) -> str:
        return "sedma"

    def suits(self) -> tuple[str, ...]:
        return ("H", "S", "C", "D")  # červeň, zeleň, žaluď, guľa

    def ranks(self, state: SedmaState) -> tuple[int, ...]:
        return SEDMA_RANKS

    def to_move(self, state: SedmaState) -> int | None:
        return None if state.over else int(state.to_move)

    def is_over(self, state: SedmaState) -> bool:
        return bool(state.over)

    def hand(self, state: SedmaState, seat: int) -> list[Card]:
        return list(state.hands[seat])

    def hand_sizes(self, state: SedmaState) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def legal_moves(self, state: SedmaState) -> list[Move]:
        return list(legal_moves(state))

    def parse_move(self, code: str) -> Move:
        return parse_move(code)

    def move_text(self, code: str, lang: str) -> str:
        return move_name(code, lang)

    def move_word(self, code: str, lang: str, state: SedmaState | None = None) -> Named:
        if code in ("stop", "show"):
            return Named(t(f"sedma.word.{code}", lang))
        return super().move_word(code, lang, state)

    def move_label(self, state: SedmaState, code: str, lang: str) -> str:
        if code in ("stop", "show"):
            return t(f"sedma.button.{code}", lang)
        return super().move_label(state, code, lang)

    def _four(self, before: SedmaState, lang: str) -> dict[str, str]:
        """The four of a kind about to be shown ("štyri sedmy") and what it scores."""
        hand = before.hands[before.to_move]
        win = BURNT_FROM_HAND if before.played[before.to_move] == 0 else BURNT_IN_PLAY
        return {
            "four": t(f"sedma.four.{hand[0].rank}", lang) if hand else "?",
            "win": t("count.win_points", lang, n=win),
        }

    def you_moved_text(self, before: SedmaState, code: str, lang: str) -> str:
        if code == "stop":
            return t("sedma.you_stopped", lang)
        if code == "show":
            return t("sedma.you_showed", lang, **self._four(before, lang))
        return super().you_moved_text(before, code, lang)

    def explain(self, state: SedmaState, move: Move, lang: str) -> str:
        return explain(state, move).text(lang)

    def shown_hand(self, state: SedmaState, seat: int) -> bool:
        return state.burnt is not None and state.burnt[0] == seat

    def moved_text(self, before: SedmaState, seat: int, code: str, lang: str) -> str:
        player = self.seat_name(before, seat)
        if code == "stop":
            return t("sedma.stopped", lang, player=player)
        if code == "show":
            return t("sedma.showed", lang, player=player, **self._four(before, lang))
        return super().moved_text(before, seat, code, lang)

    def status_reason(self, state: SedmaState, card: Card, lang: str) -> tuple[bool, str]:
        """Whether the player to move may play ``card``, and why, in ``lang``."""
        legal, key, params = card_status(state, card)
        rendered = dict(params)
        rendered["card"] = card_word(card, lang, "sedma")
        if "led" in params:
            led = parse_card(params["led"])
            rendered["led"] = card_word(led, lang, "sedma")
            rendered["rank"] = rank_name(led.rank, lang)
        text = t(key, lang, **rendered)
        return legal, text[0].upper() + text[1:]

    def trick_plays(self, state: SedmaState) -> tuple[list[tuple[str, Card]], int | None]:
        names = state.players
        if state.trick:
            plays = [(names[s], c) for s, c in state.trick]
            seats = [s for s, _ in state.trick]
            win = max(i for i, s in enumerate(seats) if s == state.trick_winner)
            return plays, win
        if state.tricks:
            last = state.tricks[-1]
            plays = [(names[s], c) for s, c in last.plays]
            seats = [s for s, _ in last.plays]
            return plays, max(i for i, s in enumerate(seats) if s == last.winner)
        return [], None

    def trick_caption(self, state: SedmaState, lang: str) -> str:
        if state.trick:
            assert state.led is not None  # a trick on the table has a led card
            return t(
                "ui.sedma.holds",
                lang,
                player=state.players[state.trick_winner],
                led=card_word(state.led, lang, "sedma"),
            )
        if state.tricks:
            last = state.tricks[-1]
            return t("ui.sedma.took", lang, player=state.players[last.winner], n=last.points)
        return ""

    def trick_heading(self, trump: str | None, deal: str, lang: str) -> str:
        return t("quiz.sedma", lang)

    def trick_points(
        self, before: SedmaState, after: SedmaState, plays: Sequence[tuple[int, Card]]
    ) -> list[tuple[Card | str, int]]:
        """Aces and tens, and the last trick's bonus."""
        items: list[tuple[Card | str, int]] = [
            (c, card_points(c)) for _, c in plays if card_points(c)
        ]
        if after.tricks[-1].last:
            items.append(("quiz.trick.item.last", LAST_TRICK_POINTS))
        return items

    def seat_notes(self, state: SedmaState, lang: str) -> list[str]:
        pts = state.seat_points()
        notes = []
        for seat in range(len(state.players)):
            side = state.side_of(seat) if state.revealed else None
            label = state.side_label(side) if side is not None else "?"
            notes.append(t("ui.sedma.seat_note", lang, n=pts[seat], side=label))
        return notes

    def title_text(self, state: SedmaState, lang: str) -> str:
        return t(
            "ui.sedma.title",
            lang,
            n=len(state.tricks) + (0 if state.over else 1),
            stock=state.stock_size,
        )

    def status_text(self, state: SedmaState, lang: str) -> str:
        if state.over:
            r = game_result(state)
            if state.burnt is not None:  # why the game ended early, and what that scores
                return burnt_line(state, lang)
            return t(
                "ui.sedma.over",
                lang,
                side=r.label(r.winner),
                n=r.win_points,
                a=r.label(0),
                pa=r.points[0],
                b=r.label(1),
                pb=r.points[1],
                reason=t(f"sedma.reason.{r.reason}", lang),
            )
        if state.deciding:
            return t("ui.sedma.deciding", lang, player=state.player)
        return t("ui.to_move", lang, player=state.player)

    def grid(self, state: SedmaState, perspective: Perspective, lang: str) -> Grid:
        suits = self.suits()
        ranks = self.ranks(state)
        mover = self.to_move(state)
        seat = mover if perspective is None else perspective
        n = len(state.players)
        removed = set(state.rules.removed_for_three) if n == 3 else set()
        in_trick = {c: s for s, c in state.trick}
        taken = {c: i for i, cards in enumerate(state.taken) for c in cards}
        holders = {c: i for i, h in enumerate(state.hands) for c in h}
        stock = set(state.stock)
        cells = []
        for r, suit in enumerate(suits):
            for col, rank in enumerate(ranks):
                card = Card(suit, rank)
                holder = holders.get(card)
                if card in removed:
                    cat, reason = "out", t("ui.why.removed", lang, n=n)
                elif card in in_trick:
                    cat = "trick"
                    reason = t("ui.why.in_trick", lang, player=state.players[in_trick[card]])
                elif card in taken:
                    cat = "table"
                    reason = t("ui.why.taken_by", lang, player=state.players[taken[card]])
                elif holder is not None and holder == seat:
                    legal, why = (
                        self.status_reason(state, card, lang)
                        if seat == mover
                        else (False, t("ui.why.not_your_turn", lang))
                    )
                    cat, reason = ("legal" if legal else "held"), why
                elif holder is not None and (perspective is None or self.shown_hand(state, holder)):
                    cat = "other"
                    reason = t("ui.why.held_by", lang, player=state.players[holder]).rstrip(":")
                elif card in stock and state.over:
                    cat, reason = "out", t("ui.why.not_drawn", lang)
                elif card in stock and perspective is None:
                    cat, reason = "hidden", t("ui.why.in_stock", lang)
                else:
                    cat, reason, holder = "hidden", t("ui.cat.hidden", lang), None
                cells.append(Cell(card, r, col, cat, reason, holder))
        return Grid(suits, ranks, tuple(cells), seat, self.pack)
