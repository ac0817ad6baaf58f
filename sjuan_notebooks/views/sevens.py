"""The view adapter of the Sevens games (Sjuan, Sjuern, Kabal)."""

from __future__ import annotations

from ..core.cards import Card, cards_of_mask, parse_card
from ..i18n import t
from ..i18n.forms import Named
from ..render.html import sevens_position_html, sevens_table_html
from ..sevens.engine import Move, SevensState, explain, needed_card, parse_move
from ..sevens.record import move_name, result_lines, table_lines
from .base import GameView, Perspective, card_short, card_word


def _voluntary(state: SevensState | None) -> bool:
    """Whether a pass in ``state`` would be a stand-over: the rules have stand-overs and the
    player could play a card (without them such a pass is refused, and is no stand-over)."""
    return (
        state is not None
        and state.rules.stand_over > 0
        and bool(state.hands[state.to_move] & state.playable)
    )


class SevensView(GameView[SevensState, Move]):
    def game_of(self, state: SevensState) -> str:
        return str(state.rules.game)

    def to_move(self, state: SevensState) -> int | None:
        return None if state.winner is not None else int(state.to_move)

    def is_over(self, state: SevensState) -> bool:
        return state.winner is not None

    def hand(self, state: SevensState, seat: int) -> list[Card]:
        return cards_of_mask(state.hands[seat])

    def hand_sizes(self, state: SevensState) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def parse_move(self, code: str) -> Move:
        return parse_move(code)

    def move_text(self, code: str, lang: str) -> str:
        return move_name(code, lang)

    def move_word(self, code: str, lang: str, state: SevensState | None = None) -> Named:
        if code == "pass":
            key = "sevens.word.stand_over" if _voluntary(state) else "common.pass"
            return Named(t(key, lang))
        return super().move_word(code, lang, state)

    def move_label(self, state: SevensState, code: str, lang: str) -> str:
        if code == "pass":
            key = "sevens.button.stand_over" if _voluntary(state) else "sevens.button.pass"
            return t(key, lang)
        return super().move_label(state, code, lang)

    def moved_text(self, before: SevensState, seat: int, code: str, lang: str) -> str:
        if code == "pass":
            key = "sevens.stood_over" if _voluntary(before) else "sevens.passed"
            return t(key, lang, player=self.seat_name(before, seat))
        return super().moved_text(before, seat, code, lang)

    def you_moved_text(self, before: SevensState, code: str, lang: str) -> str:
        if code == "pass":
            key = "sevens.you_stood_over" if _voluntary(before) else "sevens.you_passed"
            return t(key, lang)
        return super().you_moved_text(before, code, lang)

    def explain(self, state: SevensState, move: Move, lang: str) -> str:
        return explain(state, move).text(lang)

    def ranks(self, state: SevensState) -> tuple[int, ...]:
        return tuple(state.rules.rank_order)

    def card_reason(self, state: SevensState, card: Card, lang: str) -> str:
        """Why ``card`` is or is not playable now, whoever holds it."""
        if state.table >> card.index & 1:
            return t("ui.why.on_table", lang)
        start = state.rules.start_card
        if state.table == 0 and start != "any":
            if card.code == start:
                return t("ui.why.sevens.start", lang, card=card_word(card, lang))
            return t("ui.why.sevens.start_first", lang, start=card_word(parse_card(start), lang))
        if state.playable >> card.index & 1:
            if card.rank == 7:
                return t("ui.why.sevens.seven", lang)
            order = state.rules.rank_order
            row = state.row(card.suit)
            assert row is not None
            if order.index(card.rank) > order.index(row[1]):
                return t("ui.why.sevens.above", lang, ref=card_word(Card(card.suit, row[1]), lang))
            return t("ui.why.sevens.below", lang, ref=card_word(Card(card.suit, row[0]), lang))
        need = needed_card(state, card)
        if need is None:
            return t("ui.why.cannot_now", lang)
        return t("ui.why.sevens.needs", lang, need=card_word(need, lang))

    def placed(self, state: SevensState, card: Card) -> str | None:
        return "table" if state.table & card.bit else None

    def waits(self, state: SevensState, card: Card) -> bool:
        return bool(state.playable & card.bit)

    def state_html(
        self, state: SevensState, lang: str = "en", perspective: Perspective = None
    ) -> str:
        return sevens_position_html(self, state, lang, perspective)

    def table_html(self, state: SevensState, lang: str = "en") -> str:
        return sevens_table_html(state, lang)

    def state_text(
        self, state: SevensState, lang: str = "en", perspective: Perspective = None
    ) -> str:
        lines = list(table_lines(state, lang))
        for seat, name in enumerate(state.players):
            if perspective is None or perspective == seat:
                cards = " ".join(card_short(c, lang) for c in self.hand(state, seat))
            else:
                cards = t("ui.hidden_cards", lang, n=state.hand_count(seat))
            lines.append(f"{name}: {cards}")
        lines.append(self.status_text(state, lang))
        return "\n".join(lines)

    def status_text(self, state: SevensState, lang: str) -> str:
        if state.winner is not None:
            return t("sevens.result.over", lang, player=state.players[state.winner])
        return result_lines(state, lang)[0]

    def score(self, state: SevensState) -> dict[str, int]:
        """Kabal points so far (passes plus cards left)."""
        return {p: state.passes[i] + state.hand_count(i) for i, p in enumerate(state.players)}
