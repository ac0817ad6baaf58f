"""Per-game adapters for the visual layer: what the figures and widgets draw, for any game.

An adapter turns one game's state into things every view shares: a grid of cards (4 x 13 for
the French pack, 4 x 8 for the Sedma pack), each cell with a category (on the table, legal for
the seat to move, held, held by others, hidden, out of play) and a reason in the reader's
language (why the card is or is not playable now); hand sizes; the text of a move; the reason
a move is refused. Adding a game to the figures and widgets is adding an adapter here.

This module imports no widget or plotting code, so it can be tested on its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import RANK_CODES, SEDMA_RANKS, SUITS, Card, cards_of_mask, parse_card
from .errors import SjuanError
from .i18n import t

#: The categories of a grid cell, in legend order.
CATEGORIES: tuple[str, ...] = ("legal", "held", "table", "trick", "other", "hidden", "out")

#: A perspective: ``None`` shows every hand (for teaching); a seat number shows that seat's view.
Perspective = int | None


@dataclass(frozen=True)
class Cell:
    """One card of the grid: where it is drawn, what it is, and why."""

    card: Card
    row: int
    col: int
    category: str
    reason: str
    holder: int | None = None


@dataclass(frozen=True)
class Grid:
    """The legal-move map's data: row suits, column ranks, and one cell per card of the pack."""

    suits: tuple[str, ...]
    ranks: tuple[int, ...]
    cells: tuple[Cell, ...]
    seat: int | None  # the seat whose cards are "legal"/"held"
    pack: str

    def by_category(self) -> dict[str, list[Cell]]:
        out: dict[str, list[Cell]] = {c: [] for c in CATEGORIES}
        for cell in self.cells:
            out[cell.category].append(cell)
        return out

    def codes(self, category: str) -> list[str]:
        """Card codes in ``category``, in canonical card order."""
        return [
            c.card.code
            for c in sorted(self.cells, key=lambda c: c.card.index)
            if c.category == category
        ]

    def cell(self, code: str) -> Cell:
        card = parse_card(code)
        for c in self.cells:
            if c.card == card:
                return c
        raise KeyError(code)


def card_label(card: Card, lang: str, pack: str = "french") -> str:
    """The card's code and its name: "H8 (hjärter åtta)"; English shows the name only once."""
    name = card.name(lang, pack="sedma" if pack == "sedma" else "french")
    return f"{card.code} ({name})"


def card_word(card: Card, lang: str, pack: str = "french") -> str:
    """The card as written in a sentence: the code in English, the name elsewhere."""
    if lang == "en":
        return card.code
    return card.name(lang, pack="sedma" if pack == "sedma" else "french")


class GameView:
    """The adapter contract; one subclass per engine family."""

    games: tuple[str, ...] = ()
    pack: str = "french"

    # -- identity and seats ---------------------------------------------------------------
    def game_of(self, state: Any) -> str:
        raise NotImplementedError

    def players(self, state: Any) -> tuple[str, ...]:
        return tuple(state.players)

    def to_move(self, state: Any) -> int | None:
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        raise NotImplementedError

    def hand(self, state: Any, seat: int) -> list[Card]:
        raise NotImplementedError

    def hand_sizes(self, state: Any) -> list[int]:
        raise NotImplementedError

    def view(self, state: Any, seat: int) -> Any:
        from .game import api_for

        return api_for(self.game_of(state)).view(state, seat)

    def shown_hand(self, state: Any, seat: int) -> bool:
        """Whether ``seat``'s hand is open to everyone (a Sedma burnt four is shown)."""
        return False

    def moved_text(self, before: Any, seat: int, code: str, lang: str) -> str:
        """The log line of another seat's move (a word such as Sedma's "show" says more)."""
        return t(
            "ui.play.computer_moved", lang, player=self.seat_name(before, seat),
            move=self.move_text(code, lang),
        )  # fmt: skip

    # -- moves -----------------------------------------------------------------------------
    def legal_moves(self, state: Any) -> list[Any]:
        from .game import api_for

        return list(api_for(self.game_of(state)).legal_moves(state))

    def move_code(self, move: Any) -> str:
        return str(getattr(move, "code", move))

    def move_text(self, code: str, lang: str) -> str:
        raise NotImplementedError

    def explain(self, state: Any, move: Any, lang: str) -> str:
        raise NotImplementedError

    def refusal(self, state: Any, code: str, lang: str) -> str | None:
        """Why playing ``code`` now is refused (None if it is legal)."""
        from .game import api_for

        api = api_for(self.game_of(state))
        try:
            move = self.parse_move(code)
            api.apply(state, move)
        except SjuanError as e:
            return e.message(lang)
        return None

    def parse_move(self, code: str) -> Any:
        return parse_card(code)

    # -- drawing ---------------------------------------------------------------------------
    def suits(self) -> tuple[str, ...]:
        return ("H", "S", "D", "C")

    def ranks(self, state: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def grid(self, state: Any, perspective: Perspective, lang: str) -> Grid:
        raise NotImplementedError

    def state_html(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        raise NotImplementedError

    def state_text(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        raise NotImplementedError

    def status_text(self, state: Any, lang: str) -> str:
        """Who is to move, or the result."""
        raise NotImplementedError

    # -- shared helpers --------------------------------------------------------------------
    def seat_name(self, state: Any, seat: int) -> str:
        return str(self.players(state)[seat])


# ---------------------------------------------------------------------------------------------
# Sevens (Sjuan, Sjuern, Kabal)


class SevensView(GameView):
    games = ("sjuan", "sjuern", "kabal")

    def game_of(self, state: Any) -> str:
        return str(state.rules.game)

    def to_move(self, state: Any) -> int | None:
        return None if state.winner is not None else int(state.to_move)

    def is_over(self, state: Any) -> bool:
        return state.winner is not None

    def hand(self, state: Any, seat: int) -> list[Card]:
        return cards_of_mask(state.hands[seat])

    def hand_sizes(self, state: Any) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def parse_move(self, code: str) -> Any:
        from .sevens import parse_move

        return parse_move(code)

    def move_text(self, code: str, lang: str) -> str:
        from .sevens_record import move_name

        return move_name(code, lang)

    def explain(self, state: Any, move: Any, lang: str) -> str:
        from .sevens import explain

        return explain(state, move).text(lang)

    def ranks(self, state: Any) -> tuple[int, ...]:
        return tuple(state.rules.rank_order)

    def card_reason(self, state: Any, card: Card, lang: str) -> str:
        """Why ``card`` is or is not playable now, whoever holds it."""
        from .sevens import needed_card

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

    def grid(self, state: Any, perspective: Perspective, lang: str) -> Grid:
        suits = self.suits()
        ranks = self.ranks(state)
        mover = self.to_move(state)
        seat = mover if perspective is None else perspective
        legal = state.legal_mask() if seat == mover and mover is not None else 0
        own = state.hands[seat] if seat is not None else 0
        names = state.players
        cells = []
        for r, suit in enumerate(suits):
            for c, rank in enumerate(ranks):
                card = Card(suit, rank)
                bit = card.bit
                reason = self.card_reason(state, card, lang)
                holder = None
                if state.table & bit:
                    cat = "table"
                elif legal & bit:
                    cat = "legal"
                elif own & bit:
                    cat = "held"
                    if seat != mover and state.playable & bit:
                        reason = t("ui.why.not_your_turn", lang) + " " + reason
                else:
                    holder = state.holder(card)
                    if perspective is None and holder is not None:
                        cat = "other"
                        reason = t("ui.why.held_by", lang, player=names[holder]) + " " + reason
                    else:
                        cat = "hidden"
                        holder = None
                if own & bit:
                    holder = seat
                cells.append(Cell(card, r, c, cat, reason, holder))
        return Grid(suits, ranks, tuple(cells), seat, self.pack)

    def state_html(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        from .render.html import sevens_state_html

        return sevens_state_html(state, lang=lang, perspective=perspective)

    def state_text(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        from .sevens_record import table_lines

        lines = list(table_lines(state, lang))
        for seat, name in enumerate(state.players):
            if perspective is None or perspective == seat:
                cards = " ".join(c.code for c in self.hand(state, seat))
            else:
                cards = t("ui.hidden_cards", lang, n=state.hand_count(seat))
            lines.append(f"{name}: {cards}")
        lines.append(self.status_text(state, lang))
        return "\n".join(lines)

    def status_text(self, state: Any, lang: str) -> str:
        from .sevens_record import result_lines

        if state.winner is not None:
            return t("sevens.result.winner", lang, player=state.players[state.winner])
        return result_lines(state, lang)[0]

    def score(self, state: Any) -> dict[str, int]:
        """Kabal points so far (passes plus cards left)."""
        return {p: state.passes[i] + state.hand_count(i) for i, p in enumerate(state.players)}


# ---------------------------------------------------------------------------------------------
# Shared by the trick games (Femkamp/Sjukamp deals and Sedma)


class _TrickLike(GameView):
    """Helpers for games played in tricks: the trick on the table and a status line."""

    def legal_codes(self, state: Any) -> list[str]:
        return legal_card_codes(self.legal_moves(state))

    def trick_plays(self, state: Any) -> tuple[list[tuple[str, Card]], int | None]:
        raise NotImplementedError

    def trick_caption(self, state: Any, lang: str) -> str:
        return ""

    def seat_notes(self, state: Any, lang: str) -> list[str]:
        return []

    def title_text(self, state: Any, lang: str) -> str:
        raise NotImplementedError

    def state_html(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        from .render.html import trick_position_html

        return trick_position_html(self, state, lang, perspective)

    def state_text(self, state: Any, lang: str = "en", perspective: Perspective = None) -> str:
        plays, _ = self.trick_plays(state)
        lines = [self.title_text(state, lang)]
        caption = self.trick_caption(state, lang)
        if caption:
            lines.append(caption)
        lines.append(
            t("ui.fig.trick", lang)
            + ": "
            + (" ".join(f"{name} {card.code}" for name, card in plays) or "-")
        )
        notes = self.seat_notes(state, lang)
        sizes = self.hand_sizes(state)
        for seat, name in enumerate(self.players(state)):
            if perspective is None or perspective == seat or self.shown_hand(state, seat):
                cards = " ".join(c.code for c in self.hand(state, seat))
            else:
                cards = t("ui.hidden_cards", lang, n=sizes[seat])
            note = f" ({notes[seat]})" if notes and notes[seat] else ""
            lines.append(f"{name}: {cards}{note}")
        lines.append(self.status_text(state, lang))
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Femkamp/Sjukamp trick deals (a Kabal deal is a Sevens state and uses SevensView)


class TrickView(_TrickLike):
    games = ("femkamp", "sjukamp")

    def game_of(self, state: Any) -> str:
        return "femkamp"

    def to_move(self, state: Any) -> int | None:
        return None if state.is_over else int(state.to_move)

    def is_over(self, state: Any) -> bool:
        return bool(state.is_over)

    def hand(self, state: Any, seat: int) -> list[Card]:
        return cards_of_mask(state.hands[seat])

    def hand_sizes(self, state: Any) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def legal_moves(self, state: Any) -> list[Any]:
        from .tricks import legal_moves

        return list(legal_moves(state))

    def move_text(self, code: str, lang: str) -> str:
        card = parse_card(code)
        name = card_word(card, lang)
        return name[0].upper() + name[1:]

    def explain(self, state: Any, move: Any, lang: str) -> str:
        from .tricks import explain

        return explain(state, move).text(lang)

    def ranks(self, state: Any) -> tuple[int, ...]:
        return (*range(2, 14), 1)

    def trick_plays(self, state: Any) -> tuple[list[tuple[str, Card]], int | None]:
        names = state.players
        if state.trick:
            return [(names[s], c) for s, c in state.trick], None
        last = state.last_trick
        if last is None:
            return [], None
        plays = [(names[s], c) for s, c in last.cards]
        return plays, [s for s, _ in last.cards].index(last.winner)

    def trick_caption(self, state: Any, lang: str) -> str:
        if not state.trick and state.last_trick is not None:
            last = state.last_trick
            return t("ui.trick.taken", lang, player=state.players[last.winner])
        if state.trick:
            return t("ui.trick.led", lang, suit=t(f"card.suit.{state.led_suit}", lang))
        return ""

    def seat_notes(self, state: Any, lang: str) -> list[str]:
        from .tricks import points_so_far

        pts = points_so_far(state)
        return [
            t("ui.trick.seat_note", lang, tricks=state.won[i], points=pts[name])
            for i, name in enumerate(state.players)
        ]

    @staticmethod
    def shown_trick(state: Any) -> int:
        """The number of the trick whose cards are shown: between tricks the table still shows
        the one just taken, so the title must name that one, not the next."""
        if not state.trick and state.last_trick is not None:
            return len(state.tricks)
        return min(len(state.tricks) + 1, state.hand_size)

    def title_text(self, state: Any, lang: str) -> str:
        deal = t(f"tricks.deal.{state.deal}", lang)
        if state.trump:
            return t(
                "ui.trick.title_trump",
                lang,
                deal=deal,
                n=self.shown_trick(state),
                trump=t(f"card.suit.{state.trump}", lang),
            )
        return t("ui.trick.title", lang, deal=deal, n=self.shown_trick(state))

    def status_text(self, state: Any, lang: str) -> str:
        if state.is_over:
            from .tricks import deal_points

            pts = deal_points(state)
            return t("ui.trick.over", lang, points=", ".join(f"{p} {v}" for p, v in pts.items()))
        return t("ui.to_move", lang, player=state.player)

    def card_reason(self, state: Any, card: Card, lang: str) -> tuple[str, str | None]:
        """(category hint, reason): where ``card`` is, and why it is or is not playable."""
        from .tricks import card_status

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

    def grid(self, state: Any, perspective: Perspective, lang: str) -> Grid:
        from .tricks import card_status

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
                where, reason = self.card_reason(state, card, lang)
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


# ---------------------------------------------------------------------------------------------
# Sedma (the German-suited 32-card pack)


class SedmaView(_TrickLike):
    games = ("sedma",)
    pack = "sedma"

    def game_of(self, state: Any) -> str:
        return "sedma"

    def suits(self) -> tuple[str, ...]:
        return ("H", "S", "C", "D")  # červeň, zeleň, žaluď, guľa

    def ranks(self, state: Any) -> tuple[int, ...]:
        return SEDMA_RANKS

    def to_move(self, state: Any) -> int | None:
        return None if state.over else int(state.to_move)

    def is_over(self, state: Any) -> bool:
        return bool(state.over)

    def hand(self, state: Any, seat: int) -> list[Card]:
        return list(state.hands[seat])

    def hand_sizes(self, state: Any) -> list[int]:
        return [state.hand_count(i) for i in range(len(state.players))]

    def legal_moves(self, state: Any) -> list[Any]:
        from .sedma import legal_moves

        return list(legal_moves(state))

    def parse_move(self, code: str) -> Any:
        from .sedma import parse_move

        return parse_move(code)

    def move_text(self, code: str, lang: str) -> str:
        if code in ("stop", "show"):
            word = t(f"sedma.move.{code}", lang)
            return word[0].upper() + word[1:]
        name = card_word(parse_card(code), lang, "sedma")
        return name[0].upper() + name[1:]

    def explain(self, state: Any, move: Any, lang: str) -> str:
        from .sedma import explain

        return explain(state, move).text(lang)

    def shown_hand(self, state: Any, seat: int) -> bool:
        return state.burnt is not None and state.burnt[0] == seat

    def moved_text(self, before: Any, seat: int, code: str, lang: str) -> str:
        if code == "show":  # the four cards and what showing them does, not a bare word
            return self.explain(before, code, lang) + "."
        return super().moved_text(before, seat, code, lang)

    def status_reason(self, state: Any, card: Card, lang: str) -> tuple[bool, str]:
        """Whether the player to move may play ``card``, and why, in ``lang``."""
        from .sedma import card_status

        legal, key, params = card_status(state, card)
        rendered = dict(params)
        rendered["card"] = card_word(card, lang, "sedma")
        if "led" in params:
            led = parse_card(params["led"])
            rendered["led"] = card_word(led, lang, "sedma")
            rendered["rank"] = (
                RANK_CODES[led.rank] if lang == "en" else t(f"card.g.rank.{led.rank}", lang)
            )
        text = t(key, lang, **rendered)
        return legal, text[0].upper() + text[1:]

    def trick_plays(self, state: Any) -> tuple[list[tuple[str, Card]], int | None]:
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

    def trick_caption(self, state: Any, lang: str) -> str:
        if state.trick:
            return t(
                "ui.sedma.holds",
                lang,
                player=state.players[state.trick_winner],
                led=card_word(state.led, lang, "sedma"),
            )
        if state.tricks:
            last = state.tricks[-1]
            return t("ui.sedma.took", lang, player=state.players[last.winner], points=last.points)
        return ""

    def seat_notes(self, state: Any, lang: str) -> list[str]:
        pts = state.seat_points()
        notes = []
        for seat in range(len(state.players)):
            side = state.side_of(seat) if state.revealed else None
            label = state.side_label(side) if side is not None else "?"
            notes.append(t("ui.sedma.seat_note", lang, points=pts[seat], side=label))
        return notes

    def title_text(self, state: Any, lang: str) -> str:
        return t(
            "ui.sedma.title",
            lang,
            n=len(state.tricks) + (0 if state.over else 1),
            stock=state.stock_size,
        )

    def status_text(self, state: Any, lang: str) -> str:
        if state.over:
            from .sedma import game_result, rank_name

            r = game_result(state)
            if state.burnt is not None:  # why the game ended early, and what that scores
                seat = state.burnt[0]
                hand = state.hands[seat]
                return t(
                    f"ui.sedma.over_{r.reason}", lang, player=state.players[seat],
                    rank=rank_name(hand[0].rank, lang) if hand else "?",
                    cards=" ".join(c.code for c in hand), side=r.label(r.winner),
                    win=r.win_points, tricks=len(state.tricks),
                )  # fmt: skip
            return t(
                "ui.sedma.over",
                lang,
                side=r.label(r.winner),
                win=r.win_points,
                a=r.label(0),
                pa=r.points[0],
                b=r.label(1),
                pb=r.points[1],
                reason=t(f"sedma.reason.{r.reason}", lang),
            )
        if state.deciding:
            return t("ui.sedma.deciding", lang, player=state.player)
        return t("ui.to_move", lang, player=state.player)

    def grid(self, state: Any, perspective: Perspective, lang: str) -> Grid:
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


# ---------------------------------------------------------------------------------------------
# Femkamp/Sjukamp score sheets


def scoresheet_data(sheet_or_report: Any, lang: str = "en") -> dict[str, Any]:
    """What the score sheet table, chart and editor show, from a ``ScoreSheet`` or its report.

    Keys: players, deals (labels in ``lang``), rows (one list of scores per deal, extra Grands
    last), checks (per row: None, or {"ok", "text"}), running (running totals after each of the
    game's deals, one list per deal), totals, leaders (the players on the lowest total),
    winner, verdict (a sentence), problems (the failing checks as sentences).
    """
    from .femkamp import deal_title

    report = sheet_or_report if hasattr(sheet_or_report, "problems") else sheet_or_report.check()
    sheet = report.sheet
    players = list(sheet.players)
    deals = [f"{j}. {deal_title(d, lang)}" for j, d in enumerate(sheet.deals, 1)]
    rows: list[list[int | None]] = [list(sheet.column(j)) for j in range(len(sheet.deals))]
    extra = [t("tricks.deal.extra_grand", lang, n=k) for k in range(1, len(sheet.tiebreaks) + 1)]
    rows += [list(tb) for tb in sheet.tiebreaks]
    by_row: dict[int, list[str]] = {}
    for p in report.problems:
        row = len(sheet.deals) + p.column - 1 if p.deal.startswith("extra_grand") else p.column - 1
        by_row.setdefault(row, []).append(p.reason(lang))
    checks: list[dict[str, Any] | None] = []
    for j in range(len(rows)):
        if j in by_row:
            checks.append({"ok": False, "text": " ".join(by_row[j])})
        else:
            checks.append({"ok": True, "text": ""})
    totals = [report.totals[p] for p in players]
    low = min(totals) if totals else 0
    leaders = [p for p, v in zip(players, totals) if v == low]
    verdict = (
        t("ui.sheet.ok", lang) if report.ok else t("ui.sheet.bad", lang, n=len(report.problems))
    )
    return {
        "players": players,
        "deals": deals + extra,
        "rows": rows,
        "checks": checks,
        "running": [[r[p] for p in players] for r in report.running],
        "totals": totals,
        "leaders": leaders,
        "winner": report.winner,
        "verdict": verdict,
        "problems": [f"{p.label(lang)}: {p.reason(lang)}" for p in report.problems],
        "report": report,
    }


# ---------------------------------------------------------------------------------------------
# Registry

_VIEWS: dict[str, str] = {
    "sjuan": "sjuan_notebooks.views:SevensView",
    "sjuern": "sjuan_notebooks.views:SevensView",
    "kabal": "sjuan_notebooks.views:SevensView",
    "femkamp": "sjuan_notebooks.views:TrickView",
    "sjukamp": "sjuan_notebooks.views:TrickView",
    "sedma": "sjuan_notebooks.views:SedmaView",
}
_CACHE: dict[str, GameView] = {}


def register(game: str, target: str) -> None:
    """Register an adapter class (``"module:Class"``) for ``game``."""
    _VIEWS[game] = target
    _CACHE.pop(game, None)


def view_for(game: str) -> GameView:
    """The adapter for ``game``; raises :class:`KeyError` when the game has none yet."""
    if game not in _CACHE:
        module, _, name = _VIEWS[game].partition(":")
        _CACHE[game] = getattr(importlib.import_module(module), name)()
    return _CACHE[game]


def view_of_state(state: Any) -> GameView:
    """The adapter for a state of any game (a Femkamp Kabal deal is a Sevens state)."""
    kind = type(state).__name__
    if kind == "TrickState":
        return view_for("femkamp")
    if kind == "SedmaState":
        return view_for("sedma")
    rules = getattr(state, "rules", None)
    game = getattr(rules, "game", None) or getattr(state, "game", None)
    if game is None:
        raise KeyError(kind)
    return view_for(str(game))


def supported_games() -> list[str]:
    return list(_VIEWS)


def legal_card_codes(moves: Sequence[Any]) -> list[str]:
    """The card codes among ``moves``, in canonical order."""
    cards = [m for m in moves if isinstance(m, Card)]
    return [c.code for c in sorted(cards, key=lambda c: c.index)]


__all__ = [
    "CATEGORIES",
    "RANK_CODES",
    "SEDMA_RANKS",
    "SUITS",
    "Cell",
    "GameView",
    "Grid",
    "Perspective",
    "SevensView",
    "card_label",
    "card_word",
    "legal_card_codes",
    "register",
    "supported_games",
    "view_for",
    "view_of_state",
]
