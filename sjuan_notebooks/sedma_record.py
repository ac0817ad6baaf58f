"""Sedma records: read a transcript, replay it with explanations, write it back.

Record shape::

    {"game": "sedma", "options": {"target": 10}, "players": ["A", "B", "C", "D"],
     "dealer": "D", "hands": {"A": ["H9", ...], ...}, "stock": ["S7", ...],
     "moves": ["H9", "S10", "C9", "D9", "stop", ...]}

``"seed": N`` may stand instead of ``"hands"`` and ``"stock"`` (top of the stock first). Moves
are card codes, ``"stop"`` (the leader ends the trick instead of continuing it) and ``"show"``
(a burnt four). A leader without a card to continue is not asked, so no "stop" is written
there; an older record's "stop" in that place is read and skipped. A record may end before the game does (the rule text's one-trick examples);
its result then reports the tricks so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card
from .i18n import t
from .records import (
    Turn,
    TurnsReplay,
    check_fields,
    field_error,
    read_deal,
    read_moves,
    read_options,
    read_players,
    replay_turns,
)
from .sedma import (
    SHOW,
    STOP,
    Move,
    SedmaRules,
    SedmaState,
    Trick,
    apply,
    card_name,
    explain,
    game_result,
    legal_moves,
    new_game,
    parse_move,
    takes_over,
)

KNOWN_FIELDS = {
    "game", "options", "players", "dealer", "hands", "stock", "seed", "moves",
    "title", "source", "notes", "quote", "gloss",
}  # fmt: skip


def parse_record(record: Mapping[str, Any]) -> tuple[SedmaState, list[str]]:
    """The initial state and the move codes of a Sedma record (not yet replayed)."""
    check_fields(record, KNOWN_FIELDS, "Sedma")
    if record.get("game") != "sedma":
        raise field_error("game", 'must be "sedma"')
    rules = SedmaRules.from_options(**read_options(record))
    players = read_players(record)
    dealer = record.get("dealer", players[-1])
    if not isinstance(dealer, str):
        raise field_error("dealer", "must be a player's name")
    hands, seed = read_deal(record, players, 'give "hands" and "stock", or "seed"')
    if hands is not None:
        stock = record.get("stock")
        if not isinstance(stock, list) or not all(isinstance(c, str) for c in stock):
            raise field_error("stock", "must be a list of card codes, top first")
        state = new_game(rules, players, dealer=dealer, hands=hands, stock=stock)
    else:
        state = new_game(rules, players, dealer=dealer, seed=seed)
    moves = read_moves(record, 'card codes, "stop" and "show"')
    return state, moves


def legal_codes(state: SedmaState) -> list[str]:
    """Card codes legal now, in canonical card order ("stop" and "show" are reported apart)."""
    cards = [m for m in legal_moves(state) if isinstance(m, Card)]
    return [c.code for c in sorted(cards, key=lambda c: c.index)]


def trick_json(state: SedmaState, trick: Trick) -> dict[str, Any]:
    return {
        "number": trick.number,
        "leader": state.players[trick.leader],
        "cards": [c.code for _, c in trick.plays],
        "players": [state.players[s] for s, _ in trick.plays],
        "winner": state.players[trick.winner],
        "points": trick.points,
        "last": trick.last,
    }


@dataclass
class SedmaReplay(TurnsReplay):
    initial: SedmaState

    def tricks_json(self) -> list[dict[str, Any]]:
        final = self.final
        return [trick_json(final, trick) for trick in final.tricks]

    def result_json(self) -> dict[str, Any]:
        final = self.final
        if final.over:
            return {"over": True, **game_result(final).to_json()}
        out: dict[str, Any] = {"over": False, "to_move": final.player}
        sides = final.sides if final.revealed else None
        if sides is None:
            out["sides"] = None
            out["points"] = dict(zip(final.players, final.seat_points()))
            out["tricks"] = dict(zip(final.players, final.seat_tricks()))
        else:
            labels = [final.side_label(0), final.side_label(1)]
            pts, won = final.seat_points(), final.seat_tricks()
            out["sides"] = labels
            out["points"] = {lab: sum(pts[s] for s in side) for lab, side in zip(labels, sides)}
            out["tricks"] = {lab: sum(won[s] for s in side) for lab, side in zip(labels, sides)}
        out["win_points"] = None
        return out

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.initial.rules.options(),
            "players": list(self.initial.players),
            "dealer": self.initial.players[self.initial.dealer],
            "turns": [turn.to_json(lang) for turn in self.turns],
            "tricks": self.tricks_json(),
            "result": self.result_json(),
        }

    def to_text(self, lang: str = "en") -> str:
        lines = []
        title = self.record.get("title")
        if isinstance(title, str):
            lines.append(title)
        lines.append(sides_line(self.initial, lang))
        lines.append(t("sedma.text.header", lang))
        for turn in self.turns:
            move = move_name(turn.move, lang)
            lines.append(f"{turn.index:>3}  {turn.player}  {move}  {turn.explanation.text(lang)}")
            before, after = turn.before, turn.after
            if len(after.tricks) > len(before.tricks):
                lines.append("       " + trick_line(after, after.tricks[-1], lang))
                if before.stock_size:
                    lines.append(
                        "       "
                        + t(
                            "sedma.text.stock",
                            lang,
                            player=after.players[after.tricks[-1].winner],
                            n=after.stock_size,
                        )
                    )
        lines.append("")
        lines.extend(result_lines(self.final, lang))
        return "\n".join(lines)


def sides_line(state: SedmaState, lang: str) -> str:
    if not state.revealed:
        return t("sedma.text.sides_hidden", lang)
    return t("sedma.text.sides", lang, a=state.side_label(0), b=state.side_label(1))


def move_name(code: str, lang: str) -> str:
    if code in ("stop", "show"):
        return t(f"sedma.move.{code}", lang)
    card = parse_move(code)
    assert isinstance(card, Card)
    name = card_name(card, lang)
    return name[0].upper() + name[1:]


def trick_line(state: SedmaState, trick: Trick, lang: str) -> str:
    cards = " ".join(c.code for c in trick.cards)
    key = "sedma.text.trick_last" if trick.last else "sedma.text.trick"
    return t(
        key,
        lang,
        n=trick.number,
        player=state.players[trick.winner],
        cards=cards,
        points=trick.points,
    )


def result_lines(state: SedmaState, lang: str) -> list[str]:
    lines = []
    if state.over:
        result = game_result(state)
        if state.burnt is not None:  # the four cards shown and why the game ended there
            from .sedma import rank_name

            seat = state.burnt[0]
            hand = state.hands[seat]
            lines.append(
                t(f"ui.sedma.over_{result.reason}", lang, player=state.players[seat],
                  rank=rank_name(hand[0].rank, lang), cards=" ".join(c.code for c in hand),
                  side=result.label(result.winner), win=result.win_points,
                  tricks=len(state.tricks))
            )  # fmt: skip
        lines.append(t("sedma.text.sides", lang, a=result.label(0), b=result.label(1)))
        for i in (0, 1):
            lines.append(
                t(
                    "sedma.text.side_line",
                    lang,
                    side=result.label(i),
                    points=result.points[i],
                    tricks=result.tricks[i],
                )
            )
        lines.append(
            t(
                "sedma.text.winner",
                lang,
                side=result.label(result.winner),
                win=result.win_points,
                reason=t(f"sedma.reason.{result.reason}", lang),
            )
        )
        return lines
    sides = state.sides if state.revealed else None
    pts, won = state.seat_points(), state.seat_tricks()
    groups = [(p,) for p in range(state.n_players)] if sides is None else list(sides)
    for group in groups:
        lines.append(
            t(
                "sedma.text.side_line",
                lang,
                side="+".join(state.players[s] for s in group),
                points=sum(pts[s] for s in group),
                tricks=sum(won[s] for s in group),
            )
        )
    lines.append(t("sedma.text.in_progress", lang, player=state.player))
    return lines


def _turn_fields(state: SedmaState, move: Move, after: SedmaState) -> dict[str, Any]:
    """Sedma's own fields of a replayed turn."""
    led = state.led
    takes = (
        isinstance(move, Card)
        and led is not None
        and (state.deciding or takes_over(move, led, state.n_players))
    )
    return {
        "trick": len(state.tricks) + 1,
        "stop_allowed": state.deciding,
        "show_allowed": SHOW in legal_moves(state),
        "takes_over": takes,
        "trick_ends": len(after.tricks) > len(state.tricks),
    }


def _stale_stop(state: SedmaState, code: str | Move, previous: Turn | None) -> bool:
    """A "stop" right after a card ended the trick by itself: older records asked the leader
    to stop even without a card to continue; the rules now end such a trick at once."""
    if str(code).strip().lower() != "stop" or previous is None or state.deciding:
        return False
    return bool(previous.move != "stop" and previous.extra.get("trick_ends") and not state.over)


def replay_moves(state: SedmaState, moves: Sequence[str | Move]) -> list[Turn]:
    """Apply ``moves`` in turn; a bad one raises :class:`TurnError` naming its 1-based turn."""
    return replay_turns(
        state,
        moves,
        parse=parse_move,
        explain=explain,
        apply=apply,
        legal=legal_codes,
        extra=_turn_fields,
        skip=_stale_stop,
    )


def replay_record(record: Mapping[str, Any]) -> SedmaReplay:
    state, moves = parse_record(record)
    return SedmaReplay("sedma", record, state, replay_moves(state, moves))


def to_record(
    initial: SedmaState, moves: Sequence[Move | str], *, seed: int | None = None, **extra: Any
) -> dict[str, Any]:
    """A record of the game that started as ``initial`` (hands and stock, or the seed)."""
    record: dict[str, Any] = {"game": "sedma", **extra}
    record["options"] = initial.rules.options()
    record["players"] = list(initial.players)
    record["dealer"] = initial.players[initial.dealer]
    if seed is not None:
        record["seed"] = seed
    else:
        record["hands"] = {
            p: [c.code for c in h] for p, h in zip(initial.players, initial.initial_hands)
        }
        record["stock"] = [c.code for c in initial.initial_stock]
    record["moves"] = [m if isinstance(m, str) else m.code for m in moves]
    return record


__all__ = [
    "STOP",
    "SHOW",
    "SedmaReplay",
    "legal_codes",
    "parse_record",
    "replay_moves",
    "replay_record",
    "to_record",
    "trick_json",
]
