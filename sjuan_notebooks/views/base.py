"""Per-game adapters for the visual layer: what the figures and widgets draw, for any game.

An adapter turns one game's state into things every view shares: a grid of cards (4 x 13 for
the French pack, 4 x 8 for the Sedma pack), each cell with a category (on the table, legal for
the seat to move, held, held by others, hidden, out of play) and a reason in the reader's
language (why the card is or is not playable now); hand sizes; the text of a move; the reason
a move is refused. Adding a game to the figures and widgets is adding an adapter module here
(``views/<family>.py``) and naming it in the game's registration.

This module imports no widget or plotting code, so it can be tested on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from ..core.cards import Card, Pack, card_phrase, parse_card
from ..core.contract import State, WordMove
from ..core.errors import SjuanError
from ..core.registry import api_for, get_game, spec_of_state
from ..i18n import t
from ..i18n.forms import Named
from ..render.html import position_html, trick_position_html

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
    """The card's short name and its name: "♥8 (hjärter åtta)", "Č8 (červená osmička)"."""
    p: Pack = "sedma" if pack == "sedma" else "french"
    return f"{card.short(lang, p)} ({card.name(lang, p)})"


def card_word(card: Card, lang: str, pack: str = "french") -> Named:
    """The card as written in a sentence: its name in ``lang``, lower case, with its case
    forms (a template asks ``{card:acc}``)."""
    return card.name(lang, pack="sedma" if pack == "sedma" else "french")


def card_short(card: Card, lang: str, pack: str = "french") -> str:
    """The card in a few letters, as on a button: "♥7"; Sedma "Č7" (Slovak)."""
    return card.short(lang, "sedma" if pack == "sedma" else "french")


#: The state type of an adapter's family (``SevensState``, ``TrickState``, ``SedmaState``).
S = TypeVar("S", bound=State)
#: The move type of an adapter's family (a card, or a word such as pass).
M = TypeVar("M")


class GameView(Generic[S, M]):
    """The adapter contract; one subclass per engine family, typed with that family's state
    and move types."""

    pack: str = "french"

    # -- identity and seats ---------------------------------------------------------------
    def game_of(self, state: S) -> str:
        raise NotImplementedError

    def players(self, state: S) -> tuple[str, ...]:
        return tuple(state.players)

    def to_move(self, state: S) -> int | None:
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        raise NotImplementedError

    def hand(self, state: S, seat: int) -> list[Card]:
        raise NotImplementedError

    def hand_sizes(self, state: S) -> list[int]:
        raise NotImplementedError

    def view(self, state: S, seat: int) -> S:
        # the registry holds every game's API untyped; this adapter's game takes and gives S
        return cast(S, api_for(self.game_of(state)).view(state, seat))

    def shown_hand(self, state: S, seat: int) -> bool:
        """Whether ``seat``'s hand is open to everyone (a Sedma burnt four is shown)."""
        return False

    def moved_text(self, before: S, seat: int, code: str, lang: str) -> str:
        """The log line of another seat's move (a word such as Sedma's "show" says more)."""
        return t(
            "ui.play.computer_moved", lang, player=self.seat_name(before, seat),
            move=self.move_word(code, lang, before),
        )  # fmt: skip

    def you_moved_text(self, before: S, code: str, lang: str) -> str:
        """The log line of the learner's own move ("Du spelade hjärter åtta.", "Du passade.")."""
        return t("ui.play.you_moved", lang, move=self.move_word(code, lang, before))

    # -- moves -----------------------------------------------------------------------------
    def legal_moves(self, state: S) -> list[M]:
        return list(api_for(self.game_of(state)).legal_moves(state))

    def move_code(self, move: M) -> str:
        return str(getattr(move, "code", move))

    def move_text(self, code: str, lang: str) -> str:
        """A move as a label (a replay's move column): capitalised, "Hjärter åtta"; by default
        a card's name, or a word move's own word (:class:`~sjuan_notebooks.core.contract.
        WordMove`)."""
        word = self._word_of(code)
        if word is not None:
            return Named(t(word, lang)).capitalized()
        return card_word(parse_card(code), lang, self.pack).capitalized()

    def move_word(self, code: str, lang: str, state: S | None = None) -> Named:
        """A move as a sentence names it: a card's name in lower case with its case forms (in
        English with its article, "the eight of hearts"), or a word move's own word;
        ``state`` (before the move) lets a game tell a move's kinds apart (a voluntary pass)."""
        word = self._word_of(code)
        if word is not None:
            return Named(t(word, lang))
        return card_phrase(parse_card(code), lang, "sedma" if self.pack == "sedma" else "french")

    def _word_of(self, code: str) -> str | None:
        """The message key of a word move's word (None: a card, or a word with none)."""
        try:
            move = self.parse_move(code)
        except SjuanError:
            return None
        return move.word if isinstance(move, WordMove) else None

    def move_label(self, state: S, code: str, lang: str) -> str:
        """A move that is not a card (pass, stop, show) on its button."""
        return self.move_text(code, lang)

    def explain(self, state: S, move: M, lang: str) -> str:
        raise NotImplementedError

    def refusal(self, state: S, code: str, lang: str) -> str | None:
        """Why playing ``code`` now is refused (None if it is legal)."""
        api = api_for(self.game_of(state))
        try:
            move = self.parse_move(code)
            api.apply(state, move)
        except SjuanError as e:
            return e.message(lang)
        return None

    def parse_move(self, code: str) -> M:
        return cast(M, parse_card(code))

    # -- drawing ---------------------------------------------------------------------------
    def suits(self) -> tuple[str, ...]:
        return ("H", "S", "D", "C")

    def ranks(self, state: S) -> tuple[int, ...]:
        raise NotImplementedError

    # The legal-move map, from three per-card hooks a game answers (``card_reason``, and where
    # its rules say so ``placed`` and ``waits``); a game whose map differs more draws its own.
    def card_reason(self, state: S, card: Card, lang: str) -> str:
        """Why ``card`` is or is not playable now, whoever holds it (the map's tooltip)."""
        raise NotImplementedError

    def placed(self, state: S, card: Card) -> str | None:
        """Where ``card`` lies when no hand holds it: a category (``"table"``, ``"trick"``,
        ``"out"``, ``"hidden"``), or None (in a hand, or unseen: drawn as hidden)."""
        return None

    def waits(self, state: S, card: Card) -> bool:
        """Whether ``card``, held by a seat that is not to move, could be played on its turn
        (its reason then opens with "not your turn")."""
        return True

    def grid(self, state: S, perspective: Perspective, lang: str) -> Grid:
        """Each card of the pack in its category with its reason, for ``perspective`` (None:
        every hand open, the player to move's cards legal/held)."""
        suits, ranks = self.suits(), self.ranks(state)
        mover = self.to_move(state)
        seat = mover if perspective is None else perspective
        moves = self.legal_moves(state) if seat == mover and mover is not None else []
        legal = {m for m in moves if isinstance(m, Card)}
        holders = {c: s for s in range(len(self.players(state))) for c in self.hand(state, s)}
        cells = []
        for r, suit in enumerate(suits):
            for c, rank in enumerate(ranks):
                card = Card(suit, rank)
                reason = self.card_reason(state, card, lang)
                holder = holders.get(card)
                where = self.placed(state, card)
                if where is not None:
                    cat, holder = where, None
                elif card in legal:
                    cat = "legal"
                elif holder is not None and holder == seat:
                    cat = "held"
                    if seat != mover and self.waits(state, card):
                        reason = t("ui.why.not_your_turn", lang) + " " + reason
                elif holder is not None and (perspective is None or self.shown_hand(state, holder)):
                    cat = "other"
                    reason = t("ui.why.held_by", lang, player=self.players(state)[holder]) + (
                        " " + reason
                    )
                else:
                    cat, holder = "hidden", None
                cells.append(Cell(card, r, c, cat, reason, holder))
        return Grid(suits, ranks, tuple(cells), seat, self.pack)

    def title_text(self, state: S, lang: str) -> str:
        """The position's heading (the default drawing's title)."""
        raise NotImplementedError

    def board_html(self, state: S, lang: str) -> str:
        """What lies on the table, drawn (the default drawing puts the hands under it)."""
        raise NotImplementedError

    def seat_notes(self, state: S, lang: str) -> list[str]:
        """A short note beside each seat's hand ("" for none): passes, points, a partner."""
        return []

    def state_html(self, state: S, lang: str = "en", perspective: Perspective = None) -> str:
        """The position: title, table, hands (one seat's view with ``perspective``), status
        (:func:`~sjuan_notebooks.render.html.position_html`)."""
        return position_html(
            self,
            state,
            self.board_html(state, lang),
            lang,
            perspective,
            title=self.title_text(state, lang),
            notes=self.seat_notes(state, lang),
        )

    def table_html(self, state: S, lang: str = "en") -> str:
        """What lies on the table, for a quiz that draws the hand itself without its legal
        cards marked: the state as the player to move sees it, unless the game draws its
        table alone (a game whose state drawing marks the legal cards must)."""
        return self.state_html(state, lang, self.to_move(state))

    def state_text(self, state: S, lang: str = "en", perspective: Perspective = None) -> str:
        raise NotImplementedError

    def status_text(self, state: S, lang: str) -> str:
        """Who is to move, or the result."""
        raise NotImplementedError

    # -- shared helpers --------------------------------------------------------------------
    def seat_name(self, state: S, seat: int) -> str:
        """The seat's player as the state names it (a record's name keeps its gender)."""
        name = self.players(state)[seat]
        return name if isinstance(name, str) else str(name)


# ---------------------------------------------------------------------------------------------
# Shared by the trick games (Femkamp/Sjukamp deals and Sedma)


class TrickLikeView(GameView[S, M]):
    """Helpers for games played in tricks: the trick on the table and a status line."""

    def legal_codes(self, state: S) -> list[str]:
        return legal_card_codes(self.legal_moves(state))

    def trick_plays(self, state: S) -> tuple[list[tuple[str, Card]], int | None]:
        raise NotImplementedError

    def trick_caption(self, state: S, lang: str) -> str:
        return ""

    def trick_heading(self, trump: str | None, deal: str, lang: str) -> str:
        """The trick quiz's heading over a trick of ``deal``: which deal it is, and its trump."""
        raise NotImplementedError

    def played_reason(self, state: S, card: M, lang: str) -> tuple[str, str]:
        """Why ``card`` was played as it was (``state`` is the one before it), and, when it
        ends the trick, the rule that gave the trick to its taker ("" where the game's
        reasons say that with the taker's own card)."""
        return self.explain(state, card, lang), ""

    def trick_points(
        self, before: S, after: S, plays: Sequence[tuple[int, Card]]
    ) -> list[tuple[Card | str, int]]:
        """What scored in the trick that ``after`` has just taken, item by item: a card and its
        points, or a message key (the trick itself, the last trick) and its points. The trick
        quiz shows the sum only when the items add up to the trick's points."""
        return []

    def state_html(self, state: S, lang: str = "en", perspective: Perspective = None) -> str:
        return trick_position_html(self, state, lang, perspective)

    def state_text(self, state: S, lang: str = "en", perspective: Perspective = None) -> str:
        plays, _ = self.trick_plays(state)
        lines = [self.title_text(state, lang)]
        caption = self.trick_caption(state, lang)
        if caption:
            lines.append(caption)
        lines.append(
            t("ui.fig.trick", lang)
            + ": "
            + (
                " ".join(f"{name} {card_short(card, lang, self.pack)}" for name, card in plays)
                or "-"
            )
        )
        notes = self.seat_notes(state, lang)
        sizes = self.hand_sizes(state)
        for seat, name in enumerate(self.players(state)):
            if perspective is None or perspective == seat or self.shown_hand(state, seat):
                cards = " ".join(card_short(c, lang, self.pack) for c in self.hand(state, seat))
            else:
                cards = t("ui.hidden_cards", lang, n=sizes[seat])
            note = f" ({notes[seat]})" if notes and notes[seat] else ""
            lines.append(f"{name}: {cards}{note}")
        lines.append(self.status_text(state, lang))
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Finding a game's adapter (through the registry: the games name their adapter there)


#: An adapter of any registered game: the registry holds every family's, so their state and
#: move types are known only to the adapter itself.
AnyView = GameView[Any, Any]


def view_for(game: str) -> AnyView:
    """The adapter for ``game`` (an unknown game is a :class:`RecordError`)."""
    return cast(AnyView, get_game(game).view_adapter())


def view_of_state(state: object) -> AnyView:
    """The adapter for a state of any registered game (a Femkamp Kabal deal is a Sevens
    state, and is drawn as one)."""
    return cast(AnyView, spec_of_state(state).view_adapter())


def legal_card_codes(moves: Sequence[object]) -> list[str]:
    """The card codes among ``moves``, in canonical order."""
    cards = [m for m in moves if isinstance(m, Card)]
    return [c.code for c in sorted(cards, key=lambda c: c.index)]


__all__ = [
    "CATEGORIES",
    "AnyView",
    "Cell",
    "GameView",
    "Grid",
    "Perspective",
    "TrickLikeView",
    "card_label",
    "card_short",
    "card_word",
    "legal_card_codes",
    "view_for",
    "view_of_state",
]
