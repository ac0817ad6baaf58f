"""Femkamp/Sjukamp records: one deal, or a whole match, replayed card by card.

One deal::

    {"game": "femkamp", "deal": "pass", "options": {...}, "players": ["Kari", "Ola", "Siri", "Per"],
     "dealer": "Per", "hands": {"Kari": ["S2", ...], ...} or "seed": N, "moves": ["S2", ...]}

``"trump": "H"`` names the suit the dealer chose in Trumf (option ``trump_chooser: "dealer"``).
For ``"deal": "kabal"`` the moves are Sevens moves (``"pass"`` allowed) and the deal is replayed
by :func:`sjuan_notebooks.sevens_record.replay_moves`.

A whole match: ``{"game": "sjukamp", "options": {...}, "players": [...], "dealer": "Per",
"deals": [{"deal": "pass", "hands" or "seed", "moves": [...]}, ...]}``. The deals follow the
game's order (then extra Grands while the lowest total is tied); the dealer moves one seat
clockwise each deal (a deal's ``"dealer"`` may be given, and must then agree).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.cards import Card, cards_of_mask, parse_card
from ..core.errors import RecordError, SjuanError
from ..core.records import (
    Turn,
    check_fields,
    field_error,
    genders_field,
    read_deal,
    read_moves,
    read_options,
    read_players,
    replay_turns,
)
from ..core.safe_read import shown, wrong_type
from ..core.schema import GENDERS, HANDS, MOVES, NAME, PLAYERS, SEED, TEXT, RecordShape
from ..i18n import join_list, t
from ..sevens.engine import SevensRules, SevensState, check_dealt_sizes
from ..sevens.engine import new_deal as new_sevens_deal
from ..sevens.record import replay_moves as replay_sevens_moves
from .deals import compendium, deal_names, get_deal, single_deals
from .match import DEFAULT_PLAYERS, GAME_TITLES, Match, MatchRules, deal_title
from .tricks import (
    DealState,
    TrickRules,
    TrickState,
    apply,
    check_players,
    deal_points,
    explain,
    legal_moves,
    new_any_deal,
    new_deal,
    play_out,
)

DEAL_FIELDS = {"deal", "dealer", "hands", "seed", "trump", "moves", "title", "notes"}
KNOWN_FIELDS = {"game", "options", "players", "genders", "deals", "source", *DEAL_FIELDS}


class DealError(RecordError):
    """An error inside one deal of a match record: names the deal, then the inner error."""

    def __init__(self, number: int, deal: str, inner: SjuanError) -> None:
        self.number = number
        self.deal = deal
        self.inner = inner
        super().__init__("tricks.error.in_deal", n=number, deal=deal)

    @property
    def rule(self) -> str:
        return getattr(self.inner, "rule", self.inner.key)

    def message(self, lang: str = "en") -> str:
        return t(
            "tricks.error.in_deal",
            lang,
            n=self.number,
            deal=deal_title(self.deal, lang),
            message=self.inner.message(lang),
        )


# ---------------------------------------------------------------------------------------------
# One deal


@dataclass
class DealReplay:
    """One replayed deal: its kind, first state, turns (numbered from 1 within the deal)."""

    deal: str
    number: int  # 1-based position in the match (1 for a single-deal record)
    initial: DealState
    turns: list[Turn]
    extra: int = 0  # k for the k-th extra Grand of a match (0: a regular deal)

    @property
    def final(self) -> DealState:
        return self.turns[-1].after if self.turns else self.initial

    @property
    def is_over(self) -> bool:
        final = self.final
        return final.winner is not None if isinstance(final, SevensState) else final.is_over

    @property
    def points(self) -> dict[str, int] | None:
        return deal_points(self.final) if self.is_over else None

    def tricks_json(self) -> list[dict[str, Any]]:
        final = self.final
        if isinstance(final, SevensState):
            return []
        names = final.players
        return [
            {
                "cards": [c.code for _, c in trick.cards],
                "leader": names[trick.leader],
                "winner": names[trick.winner],
            }
            for trick in final.tricks
        ]

    def result_json(self) -> dict[str, Any]:
        final = self.final
        out: dict[str, Any] = {"deal": self.deal, "over": self.is_over, "points": self.points}
        if self.extra:
            out["extra_grand"] = self.extra
        if isinstance(final, SevensState):
            out["passes"] = dict(zip(final.players, final.passes))
            out["cards_left"] = {p: h.bit_count() for p, h in zip(final.players, final.hands)}
            out["winner"] = final.players[final.winner] if final.winner is not None else None
        else:
            out["tricks_won"] = dict(zip(final.players, final.won))
            out["trump"] = final.trump
        if not self.is_over:
            out["to_move"] = final.players[final.to_move]
        return out

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "deal": self.deal,
            "dealer": self.initial.players[self.initial.dealer],
            "turns": [turn.to_json(lang) for turn in self.turns],
            "tricks": self.tricks_json(),
            "result": self.result_json(),
        }

    def text_lines(self, lang: str) -> list[str]:
        first = self.initial
        names = first.players
        title = deal_title(self.deal, lang)
        if self.extra:
            title = t("tricks.deal.extra_grand", lang, n=self.extra)
        if isinstance(first, SevensState):
            lines = [t("tricks.replay.kabal", lang, deal=title, dealer=names[first.dealer])]
        else:
            lines = [
                t(
                    "tricks.replay.deal",
                    lang,
                    deal=title,
                    dealer=names[first.dealer],
                    leader=names[first.leader],
                )
            ]
            if first.trump is not None:
                lines.append(
                    t("tricks.replay.trump", lang, suit=t(f"card.suit.{first.trump}", lang))
                )
        for turn in self.turns:
            lines.append(
                f"{turn.index:>3}  {turn.player}  {_move_name(turn.move, lang)}  "
                f"{turn.explanation.text(lang)}"
            )
            after = turn.after
            if isinstance(after, TrickState) and not after.trick and after.tricks:
                trick = after.tricks[-1]
                card = dict(trick.cards)[trick.winner]
                lines.append(
                    "       "
                    + t(
                        "tricks.replay.trick",
                        lang,
                        n=len(after.tricks),
                        player=names[trick.winner],
                        card=card.name(lang),
                    )
                )
        lines.append("")
        final = self.final
        if not self.is_over:
            lines.append(t("tricks.replay.in_progress", lang, player=names[final.to_move]))
            return lines
        points = self.points or {}
        lines.append(t("tricks.replay.points", lang, deal=title))
        for seat, p in enumerate(names):
            if isinstance(final, SevensState):
                detail = t(
                    "tricks.replay.detail_kabal",
                    lang,
                    passes=t("count.passes", lang, n=final.passes[seat]),
                    left=t("count.cards_left", lang, n=final.hands[seat].bit_count()),
                )
            else:
                detail = t("tricks.replay.detail_tricks", lang, n=final.won[seat])
            lines.append(
                t("tricks.replay.points_line", lang, player=p, points=points[p], detail=detail)
            )
        return lines


def _move_name(code: str, lang: str) -> str:
    if code == "pass":
        return t("sevens.move.pass", lang)
    return parse_card(code).name(lang).capitalized()


def _initial(
    deal: str,
    entry: Mapping[str, Any],
    players: list[str],
    dealer: str,
    rules: MatchRules,
) -> DealState:
    hand_lists, seed = read_deal(entry, players)
    trump = entry.get("trump")
    if trump is not None and not isinstance(trump, str):
        raise field_error("trump", "edge.problem.suit")
    if get_deal(deal).sevens:
        if trump is not None:
            raise RecordError("tricks.error.no_trump", deal="Kabal")
        state = new_sevens_deal(
            SevensRules.for_game("kabal"), players, dealer=dealer, hands=hand_lists, seed=seed
        )
        check_dealt_sizes([h.bit_count() for h in state.hands], state.dealer)
        return state
    trick_rules = TrickRules.for_deal(deal, **rules.deal_options())
    return new_deal(trick_rules, players, dealer=dealer, hands=hand_lists, seed=seed, trump=trump)


def _turn_fields(state: TrickState, card: Card, after: TrickState) -> dict[str, Any]:
    """A trick deal's own fields of a replayed turn: who takes a trick the card completes."""
    extra: dict[str, Any] = {"deal": state.deal, "trick": len(state.tricks) + 1}
    if not after.trick:
        extra["takes"] = after.players[after.tricks[-1].winner]
    return extra


def replay_trick_moves(state: TrickState, moves: Sequence[str]) -> list[Turn[TrickState]]:
    """Apply card codes in turn; a bad one raises :class:`TurnError` naming its 1-based turn."""
    return replay_turns(
        state,
        moves,
        parse=parse_card,
        explain=explain,
        apply=apply,
        legal=lambda before: [c.code for c in legal_moves(before)],
        extra=_turn_fields,
    )


def _replay_deal(
    deal: str,
    number: int,
    entry: Mapping[str, Any],
    players: list[str],
    dealer: str,
    rules: MatchRules,
) -> DealReplay:
    state = _initial(deal, entry, players, dealer, rules)
    moves = read_moves(entry, 'card codes (and "pass" in Kabal)')
    turns: list[Turn[SevensState]] | list[Turn[TrickState]]
    if isinstance(state, SevensState):
        turns = [
            replace(turn, extra={**turn.extra, "deal": "kabal"})
            for turn in replay_sevens_moves(state, moves)
        ]
    else:
        turns = replay_trick_moves(state, moves)
    return DealReplay(deal, number, state, turns)


# ---------------------------------------------------------------------------------------------
# A record (one deal or a match)


@dataclass
class FemkampReplay:
    game: str
    record: Mapping[str, Any]
    initial: DealState
    turns: list[Turn]
    deals: list[DealReplay]
    rules: MatchRules
    is_match: bool
    match: Match | None = None
    players: list[str] = field(default_factory=list)

    @property
    def states(self) -> list[DealState]:
        """The first state, then the state after every turn (across deals in a match)."""
        return [self.initial] + [turn.after for turn in self.turns]

    def tricks_json(self) -> list[dict[str, Any]]:
        out = []
        for d in self.deals:
            for trick in d.tricks_json():
                out.append(
                    {**trick, "deal": d.deal, "deal_number": d.number} if self.is_match else trick
                )
        return out

    def result_json(self) -> dict[str, Any]:
        if not self.is_match:
            return self.deals[0].result_json()
        assert self.match is not None
        winner, tied = self.match.standing()
        over = bool(self.deals) and self.deals[-1].is_over and self.match.is_over
        return {
            "over": over,
            "points": self.match.totals,
            "deals": [d.result_json() for d in self.deals],
            "running_totals": self.match.running_totals(),
            "winner": winner,
            "tied": list(tied),
        }

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game}
        if not self.is_match:
            out["deal"] = self.deals[0].deal
        out.update(
            {
                "options": self.rules.options(),
                "players": list(self.players),
                "turns": [
                    {**turn.to_json(lang), "deal_number": d.number}
                    if self.is_match
                    else turn.to_json(lang)
                    for d in self.deals
                    for turn in d.turns
                ],
                "tricks": self.tricks_json(),
                "result": self.result_json(),
            }
        )
        if self.is_match:
            out["deals"] = [d.to_json(lang) for d in self.deals]
        return out

    def to_text(self, lang: str = "en") -> str:
        lines = [GAME_TITLES[self.game]]
        match = Match(self.rules, tuple(self.players), self._first_dealer())
        for d in self.deals:
            lines.append("")
            lines.extend(d.text_lines(lang))
            if self.is_match and d.points is not None:
                match = match.with_deal(d.points)
                if match.deals[-1].extra:
                    continue
                totals = ", ".join(f"{p} {v}" for p, v in match.totals.items())
                lines.append(
                    t("tricks.replay.running", lang, deal=deal_title(d.deal, lang), totals=totals)
                )
        if self.is_match:
            winner, tied = match.standing()
            lines.append("")
            low = min(match.totals.values())
            if tied:
                lines.append(
                    t("tricks.result.tie", lang, players=join_list(list(tied), lang), n=low)
                )
                if winner is not None:
                    lines.append(
                        t(
                            "tricks.result.tie_settled",
                            lang,
                            player=winner,
                            players=join_list(list(tied), lang),
                        )
                    )
            elif winner is not None:
                lines.append(t("tricks.result.winner", lang, player=winner, n=low))
        return "\n".join(lines)

    def _first_dealer(self) -> int:
        first = self.deals[0].initial if self.deals else self.initial
        return first.dealer


def parse_rules(record: Mapping[str, Any]) -> MatchRules:
    return MatchRules.for_game(str(record.get("game")), **read_options(record))


def replay_record(record: Mapping[str, Any]) -> FemkampReplay:
    """Replay a Femkamp/Sjukamp record (one deal, or a match under ``"deals"``)."""
    check_fields(record, KNOWN_FIELDS, "Femkamp/Sjukamp")
    rules = parse_rules(record)
    game = rules.game
    players = read_players(record)
    check_players(len(players), rules.title)
    dealer = record.get("dealer", players[-1])
    if dealer not in players:
        raise RecordError("error.unknown_player", name=shown(dealer), players=", ".join(players))
    if "deals" not in record:
        deal = record.get("deal", "pass")
        if deal not in single_deals(game):
            raise RecordError(
                "tricks.error.deal_not_in_game",
                game=rules.title,
                deal=shown(deal),
                known=", ".join(single_deals(game)),
            )
        one = _replay_deal(str(deal), 1, record, players, dealer, rules)
        return FemkampReplay(
            game, record, one.initial, one.turns, [one], rules, False, None, players
        )
    stray = sorted(set(record) & (DEAL_FIELDS - {"dealer", "title", "notes"}))
    if stray:
        raise field_error(stray[0], "edge.problem.deal_field")
    entries = record["deals"]
    if not isinstance(entries, list) or not entries:
        raise field_error("deals", "edge.problem.empty_list")
    match = Match(rules, tuple(players), players.index(dealer))
    deals: list[DealReplay] = []
    for number, entry in enumerate(entries, 1):
        if not isinstance(entry, Mapping):
            raise wrong_type(f"deals[{number - 1}]", "object", entry)
        want = match.next_deal()
        got = entry.get("deal", want)
        if want is None:
            raise RecordError("tricks.error.extra_deal", n=number)
        if got != want:
            raise RecordError(
                "tricks.error.deal_order", n=number, game=rules.title, want=want, got=got
            )
        bad = sorted(set(entry) - DEAL_FIELDS)
        if bad:
            raise field_error(f"deals[{number - 1}].{bad[0]}", "edge.problem.not_a_field",
                              known=", ".join(sorted(DEAL_FIELDS)))  # fmt: skip
        seat_dealer = players[match.next_dealer]
        if entry.get("dealer", seat_dealer) != seat_dealer:
            raise RecordError(
                "tricks.error.dealer_order", n=number, want=seat_dealer, got=entry.get("dealer")
            )
        try:
            one = _replay_deal(want, number, entry, players, seat_dealer, rules)
        except SjuanError as e:
            raise DealError(number, want, e) from None
        one.extra = max(0, number - len(rules.order))
        deals.append(one)
        if one.points is None:
            if number < len(entries):
                raise RecordError("tricks.error.unfinished_deal", n=number, deal=want)
            break
        match = match.with_deal(one.points)
    turns = [turn for d in deals for turn in d.turns]
    return FemkampReplay(game, record, deals[0].initial, turns, deals, rules, True, match, players)


# ---------------------------------------------------------------------------------------------
# Writing records


def deal_record(
    game: str,
    initial: DealState,
    moves: Sequence[str],
    *,
    options: Mapping[str, Any] | None = None,
    title: str | None = None,
    notes: str | None = None,
    in_match: bool = False,
) -> dict[str, Any]:
    """A record of one deal that started at ``initial`` (hands written out in full)."""
    deal = "kabal" if isinstance(initial, SevensState) else initial.deal
    out: dict[str, Any] = {}
    if not in_match:
        out["game"] = game
        if title:
            out["title"] = title
        out["options"] = dict(options or {})
        out["players"] = list(initial.players)
        if genders_field(initial.players):
            out["genders"] = genders_field(initial.players)
    out["deal"] = deal
    out["dealer"] = initial.players[initial.dealer]
    if notes:
        out["notes"] = notes
    if (
        isinstance(initial, TrickState)
        and initial.trump is not None
        and initial.rules.trump_chooser == "dealer"
    ):
        out["trump"] = initial.trump
    out["hands"] = {
        p: [c.code for c in cards_of_mask(h)]
        for p, h in zip(initial.players, initial.initial_hands)
    }
    out["moves"] = list(moves)
    return out


WORKED_PLAYERS = DEFAULT_PLAYERS


def worked_deal_record(deal: str, seed: int | None = None) -> dict[str, Any]:
    """The illustrative deal of ``deal`` stored as ``data/femkamp-<deal>.json``: four players
    (Kari, Ola, Siri, Per; Per deals, so Kari leads), hands from ``seed``, moves from the plain
    policy :func:`sjuan_notebooks.tricks.simple_choice` (Kabal: the first legal move). The
    seed is the deal's place among the registered deals (pass 1, klover 2, ... finale 7); the
    game is Femkamp if the deal is one of its own, else Sjukamp."""
    seed = deal_names().index(get_deal(deal).name) + 1 if seed is None else seed
    game = "femkamp" if deal in compendium("femkamp").order else "sjukamp"
    initial = new_any_deal(deal, WORKED_PLAYERS, dealer="Per", seed=seed)
    _, moves = play_out(initial)
    title = f"{GAME_TITLES[game]}: an illustrative {get_deal(deal).title} deal ({deal_title(deal)})"
    notes = (
        f"Hands shuffled with seed {seed}; every card chosen by the plain policy "
        "(tricks.simple_choice; in Kabal the first legal move)."
    )
    return deal_record(game, initial, moves, options={}, title=title, notes=notes)


#: the JSON types of :data:`DEAL_FIELDS`, alone or in an entry of a match's ``"deals"``
DEAL_TYPES: dict[str, object] = {
    "deal": {"type": "string", "maxLength": 20},
    "dealer": NAME,
    "hands": HANDS,
    "seed": SEED,
    "trump": {"type": "string", "maxLength": 8},
    "moves": MOVES,
    "title": TEXT,
    "notes": TEXT,
}
DEAL_ENTRY = {"type": "object", "properties": DEAL_TYPES, "additionalProperties": False}

#: the published shape of a Femkamp/Sjukamp record: one deal, or a match's ``"deals"``
RECORD_SHAPE = RecordShape(
    {
        "options": {"type": ["object", "null"]},
        "players": PLAYERS,
        "genders": GENDERS,
        **{k: v for k, v in DEAL_TYPES.items() if k not in ("title", "notes")},
        "deals": {"type": "array", "items": DEAL_ENTRY, "minItems": 1, "maxItems": 40},
    }
)


__all__ = [
    "RECORD_SHAPE",
    "DealError",
    "DealReplay",
    "FemkampReplay",
    "deal_record",
    "replay_record",
]
