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

A whole match to ``target`` win points (the text: "Vyhráva hráč s najvyšším počtom výherných
bodov (obvykle 10)"), held as the Femkamp match record holds its deals: the match's fields
once, then one entry per game::

    {"game": "sedma", "options": {"target": 10}, "players": ["A", "B"], "dealer": "B",
     "games": [{"hands": {...}, "stock": [...], "moves": [...]} or {"seed": N, "moves": [...]},
               ...]}

The deal passes one seat clockwise from game to game (a game's ``"dealer"`` may be given, and
must then agree); every game but the last must be finished, and no game may follow the one in
which a seat reached the target.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.cards import Card, name_list
from ..core.errors import RecordError, SjuanError
from ..core.records import (
    Turn,
    TurnsReplay,
    check_fields,
    field_error,
    genders_field,
    read_deal,
    read_moves,
    read_options,
    read_players,
    record_title,
    replay_turns,
)
from ..core.safe_read import shown, wrong_type
from ..core.schema import CARDS, GENDERS, HANDS, MOVES, NAME, PLAYERS, SEED, TEXT, RecordShape
from ..core.seats import seat_of
from ..i18n import forms, t
from .engine import (
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
from .match import SedmaMatch, match_result_line, new_match, record_game

KNOWN_FIELDS = {
    "game", "options", "players", "genders", "dealer", "hands", "stock", "seed", "moves",
    "title", "source", "notes", "quote", "gloss", "games",
}  # fmt: skip
GAME_FIELDS = {"dealer", "hands", "stock", "seed", "moves", "title", "notes"}


def parse_record(record: Mapping[str, object]) -> tuple[SedmaState, list[str]]:
    """The initial state and the move codes of a Sedma record (not yet replayed)."""
    check_fields(record, KNOWN_FIELDS - {"games"}, "Sedma")
    if record.get("game") != "sedma":
        raise field_error("game", "edge.problem.sedma_game")
    rules = SedmaRules.from_options(**read_options(record))
    players = read_players(record)
    dealer = record.get("dealer", players[-1])
    if not isinstance(dealer, str):
        raise wrong_type("dealer", "string", dealer)
    return _parse_game(record, rules, players, dealer)


def _parse_game(
    record: Mapping[str, object], rules: SedmaRules, players: list[str], dealer: str
) -> tuple[SedmaState, list[str]]:
    """One game's first state and moves, from a single-game record or a match's entry."""
    hands, seed = read_deal(record, players, "edge.problem.sedma_deal_missing")
    if hands is not None:
        stock = record.get("stock")
        if not isinstance(stock, list) or not all(isinstance(c, str) for c in stock):
            raise wrong_type("stock", "array", stock)
        state = new_game(rules, players, dealer=dealer, hands=hands, stock=stock)
    else:
        state = new_game(rules, players, dealer=dealer, seed=seed)
    moves = read_moves(record, 'card codes, "stop" and "show"')
    return state, moves


def legal_codes(state: SedmaState) -> list[str]:
    """Card codes legal now, in canonical card order ("stop" and "show" are reported apart)."""
    cards = [m for m in legal_moves(state) if isinstance(m, Card)]
    return [c.code for c in sorted(cards, key=lambda c: c.index)]


def trick_json(state: SedmaState, trick: Trick) -> dict[str, object]:
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
class SedmaReplay(TurnsReplay[SedmaState]):
    initial: SedmaState

    def tricks_json(self) -> list[dict[str, Any]]:
        final = self.final
        return [trick_json(final, trick) for trick in final.tricks]

    def result_json(self) -> dict[str, object]:
        final = self.final
        if final.over:
            return {"over": True, **game_result(final).to_json()}
        out: dict[str, object] = {"over": False, "to_move": final.player}
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

    def to_json(self, lang: str = "en") -> dict[str, object]:
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
        title = record_title(self.record, lang)
        if title is not None:
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
    """A move as the replay's move column writes it: "Zelený horník", "Neotočiť kolo"."""
    if code in ("stop", "show"):
        return t(f"sedma.move.{code}", lang)
    card = parse_move(code)
    assert isinstance(card, Card)
    return card_name(card, lang).capitalized()


def trick_line(state: SedmaState, trick: Trick, lang: str) -> str:
    key = "sedma.text.trick_last" if trick.last else "sedma.text.trick"
    return t(
        key,
        lang,
        number=trick.number,
        player=state.players[trick.winner],
        cards=name_list(trick.cards, lang, "sedma"),
        n=trick.points,
    )


def burnt_line(state: SedmaState, lang: str) -> str:
    """Why a game ended with a burnt four, and what that scores (the game must be over)."""
    assert state.burnt is not None
    result = game_result(state)
    seat = state.burnt[0]
    hand = state.hands[seat]
    return t(
        f"ui.sedma.over_{result.reason}",
        lang,
        player=state.players[seat],
        four=t(f"sedma.four.{hand[0].rank}", lang) if hand else "?",
        cards=name_list(hand, lang, "sedma"),
        side=result.label(result.winner),
        win=t("count.win_points", lang, n=result.win_points),
        after=t("ui.count.after_tricks", lang, n=len(state.tricks)),
    )


def result_lines(state: SedmaState, lang: str) -> list[str]:
    lines = []
    if state.over:
        result = game_result(state)
        if state.burnt is not None:  # the four cards shown and why the game ended there
            lines.append(burnt_line(state, lang))
        lines.append(t("sedma.text.sides", lang, a=result.label(0), b=result.label(1)))
        for i in (0, 1):
            lines.append(
                t(
                    "sedma.text.side_line",
                    lang,
                    side=result.label(i),
                    n=result.points[i],
                    tricks=result.tricks[i],
                )
            )
        lines.append(
            t(
                "sedma.text.winner",
                lang,
                side=result.label(result.winner),
                n=result.win_points,
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
                side=forms.group(
                    [state.players[s] for s in group], "+".join(state.players[s] for s in group)
                ),
                n=sum(pts[s] for s in group),
                tricks=sum(won[s] for s in group),
            )
        )
    lines.append(t("sedma.text.in_progress", lang, player=state.player))
    return lines


def _turn_fields(state: SedmaState, move: Move, after: SedmaState) -> dict[str, object]:
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


def replay_moves(state: SedmaState, moves: Sequence[str | Move]) -> list[Turn[SedmaState]]:
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


def replay_record(record: Mapping[str, object]) -> SedmaReplay | SedmaMatchReplay:
    """Replay one game, or a whole match when the record has ``"games"``."""
    if isinstance(record, Mapping) and "games" in record:
        return replay_match_record(record)
    state, moves = parse_record(record)
    return SedmaReplay("sedma", record, state, replay_moves(state, moves))


# ---------------------------------------------------------------------------------------------
# A match: several games to the target


class GameError(RecordError):
    """An error inside one game of a match record: names the game, then the inner error."""

    def __init__(self, number: int, inner: SjuanError) -> None:
        self.number = number
        self.inner = inner
        super().__init__("sedma.error.in_game", n=number, message=inner.message("en"))

    @property
    def rule(self) -> str:
        return getattr(self.inner, "rule", self.inner.key)

    def message(self, lang: str = "en") -> str:
        return t("sedma.error.in_game", lang, n=self.number, message=self.inner.message(lang))


@dataclass
class SedmaMatchReplay:
    """A replayed match: each game's replay, the match after each finished game, and the turns
    of every game in one list (so a stepper walks across games)."""

    game: str
    record: Mapping[str, object]
    initial: SedmaState
    turns: list[Turn]
    games: list[SedmaReplay]
    matches: list[SedmaMatch]  # the match before the first game, then after each finished one

    @property
    def states(self) -> list[SedmaState]:
        return [self.initial] + [turn.after for turn in self.turns]

    @property
    def final(self) -> SedmaState:
        return self.turns[-1].after if self.turns else self.initial

    @property
    def match(self) -> SedmaMatch:
        return self.matches[-1]

    def context_line(self, turn: int, lang: str = "en") -> str:
        """Where the position after ``turn`` moves stands in the match: the game, and the win
        points of the games finished before it (for a stepper walking across games)."""
        k = self.turns[turn - 1].extra["game_number"] if turn else 1
        games_done = k if turn and self.turns[turn - 1].after.over else k - 1
        done = self.matches[games_done]
        totals = ", ".join(f"{p} {w}" for p, w in zip(done.players, done.win_points))
        return t("sedma.match.context", lang, number=k, games=len(self.games), n=games_done,
                 totals=totals, target=done.rules.target)  # fmt: skip

    def match_json(self, match: SedmaMatch) -> dict[str, object]:
        out: dict[str, object] = {
            "over": match.over,
            "target": match.rules.target,
            "win_points": dict(zip(match.players, match.win_points)),
            "winners": [match.players[s] for s in match.winners],
        }
        return out

    def result_json(self) -> dict[str, object]:
        out = self.match_json(self.match)
        out["games"] = [g.result_json() for g in self.games]
        out["running_win_points"] = [dict(zip(m.players, m.win_points)) for m in self.matches[1:]]
        return out

    def to_json(self, lang: str = "en") -> dict[str, object]:
        return {
            "game": self.game,
            "options": self.initial.rules.options(),
            "players": list(self.initial.players),
            "turns": [turn.to_json(lang) for turn in self.turns],
            "games": [
                {"dealer": g.initial.players[g.initial.dealer], **g.to_json(lang)}
                for g in self.games
            ],
            "result": self.result_json(),
        }

    def to_text(self, lang: str = "en") -> str:
        first = self.initial
        lines = [t("sedma.match.title", lang, n=first.rules.target)]
        for k, g in enumerate(self.games, 1):
            lines.append("")
            lines.append(
                t("sedma.match.game", lang, n=k, dealer=g.initial.players[g.initial.dealer])
            )
            lines.append(g.to_text(lang))
            if k < len(self.matches):
                lines.append(win_points_line(self.matches[k], k, lang))
        lines.append("")
        lines.append(match_result_line(self.match, lang))
        return "\n".join(lines)


def win_points_line(match: SedmaMatch, games: int, lang: str) -> str:
    """The win points per seat after ``games`` games of the match."""
    totals = ", ".join(f"{p} {w}" for p, w in zip(match.players, match.win_points))
    return t("sedma.match.after", lang, n=games, totals=totals, target=match.rules.target)


def replay_match_record(record: Mapping[str, object]) -> SedmaMatchReplay:
    """Replay a match record (``"games"``): every game in turn, the deal passing clockwise."""
    check_fields(record, KNOWN_FIELDS - {"hands", "stock", "seed", "moves"}, "Sedma match")
    if record.get("game") != "sedma":
        raise field_error("game", "edge.problem.sedma_game")
    rules = SedmaRules.from_options(**read_options(record))
    players = read_players(record)
    dealer = record.get("dealer", players[-1])
    if not isinstance(dealer, str):
        raise wrong_type("dealer", "string", dealer)
    match = new_match(rules, players)
    first_dealer = seat_of(players, dealer)
    match = match._replace(dealer=first_dealer)
    entries = record["games"]
    if not isinstance(entries, list) or not entries:
        raise field_error("games", "edge.problem.empty_list")
    games: list[SedmaReplay] = []
    matches = [match]
    for number, entry in enumerate(entries, 1):
        if not isinstance(entry, Mapping):
            raise wrong_type(f"games[{number - 1}]", "object", entry)
        if match.over:
            raise RecordError("sedma.error.match_over", number=number, n=rules.target)
        bad = sorted(set(entry) - GAME_FIELDS)
        if bad:
            raise field_error(f"games[{number - 1}].{bad[0]}", "edge.problem.not_a_field",
                              known=", ".join(sorted(GAME_FIELDS)))  # fmt: skip
        want = players[match.dealer]
        if entry.get("dealer", want) != want:
            raise RecordError(
                "sedma.error.dealer_order", n=number, want=want, got=shown(entry.get("dealer"))
            )
        try:
            state, moves = _parse_game(entry, rules, players, want)
            one = SedmaReplay("sedma", entry, state, replay_moves(state, moves))
        except SjuanError as e:
            raise GameError(number, e) from None
        games.append(one)
        if not one.final.over:
            if number < len(entries):
                raise RecordError("sedma.error.unfinished_game", n=number)
            break
        match = record_game(match, one.final)
        matches.append(match)
    turns = [
        replace(turn, extra={**turn.extra, "game_number": k})
        for k, g in enumerate(games, 1)
        for turn in g.turns
    ]
    return SedmaMatchReplay("sedma", record, games[0].initial, turns, games, matches)


def match_record(
    games: Sequence[tuple[SedmaState, Sequence[Move | str]]], **extra: object
) -> dict[str, object]:
    """A match record from each game's first state and moves (hands and stock written out)."""
    first = games[0][0]
    record: dict[str, Any] = {"game": "sedma", **extra}
    record["options"] = first.rules.options()
    record["players"] = list(first.players)
    if genders_field(first.players):
        record["genders"] = genders_field(first.players)
    record["dealer"] = first.players[first.dealer]
    record["games"] = []
    for initial, moves in games:
        one = to_record(initial, moves)
        record["games"].append({k: one[k] for k in ("dealer", "hands", "stock", "moves")})
    return record


def to_record(
    initial: SedmaState, moves: Sequence[Move | str], *, seed: int | None = None, **extra: object
) -> dict[str, object]:
    """A record of the game that started as ``initial`` (hands and stock, or the seed)."""
    record: dict[str, object] = {"game": "sedma", **extra}
    record["options"] = initial.rules.options()
    record["players"] = list(initial.players)
    if genders_field(initial.players):
        record["genders"] = genders_field(initial.players)
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


#: one game of a Sedma match record (``"games"``), as :data:`GAME_FIELDS`
GAME_SHAPE = {
    "type": "object",
    "properties": {
        "dealer": NAME,
        "hands": HANDS,
        "stock": CARDS,
        "seed": SEED,
        "moves": MOVES,
        "title": TEXT,
        "notes": TEXT,
    },
    "additionalProperties": False,
}

#: the published shape of a Sedma record: one game, or a match's ``"games"``
RECORD_SHAPE = RecordShape(
    {
        "games": {"type": "array", "items": GAME_SHAPE, "minItems": 1, "maxItems": 200},
        "options": {"type": ["object", "null"]},
        "players": PLAYERS,
        "genders": GENDERS,
        "dealer": NAME,
        "hands": HANDS,
        "stock": CARDS,
        "seed": SEED,
        "moves": MOVES,
        "quote": TEXT,
        "gloss": TEXT,
    },
    game={"const": "sedma"},
)


__all__ = [
    "RECORD_SHAPE",
    "STOP",
    "SHOW",
    "GameError",
    "SedmaMatchReplay",
    "SedmaReplay",
    "match_record",
    "replay_match_record",
    "legal_codes",
    "parse_record",
    "replay_moves",
    "replay_record",
    "to_record",
    "trick_json",
]
