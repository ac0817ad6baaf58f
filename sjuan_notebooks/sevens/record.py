"""Sevens records (Sjuan, Sjuern, Kabal): read a transcript, replay it, write it back.

Record shape::

    {"game": "sjuan", "options": {"start_card": "H7"}, "players": ["A", "B", "C", "D"],
     "dealer": "D", "hands": {"A": ["H7", ...], ...}, "moves": ["H7", "S7", "pass", ...]}

``"seed": N`` may stand instead of ``"hands"``. A record may end before the deal does (the
worked example stops at turn 8).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.cards import RANK_CODES, SUITS, Card, cards_of_mask, rank_short
from ..core.records import (
    Turn,
    TurnsReplay,
    check_fields,
    read_deal,
    read_moves,
    read_options,
    read_players,
    replay_turns,
)
from ..core.schema import DEALER_NAME_OR_SEAT, GENDERS, HANDS, MOVES, PLAYERS, SEED, RecordShape
from ..i18n import t
from .engine import (
    PASS,
    SevensRules,
    SevensState,
    apply,
    check_dealt_sizes,
    deal_result,
    explain,
    legal_moves,
    new_deal,
    parse_move,
)

KNOWN_FIELDS = {
    "game", "options", "players", "genders", "dealer", "hands", "seed", "moves",
    "title", "source", "notes", "source_table", "source_final_table",
}  # fmt: skip


def parse_record(record: Mapping[str, Any]) -> tuple[SevensState, list[str]]:
    """The initial state and the move codes of a Sevens record (not yet replayed)."""
    check_fields(record, KNOWN_FIELDS, "Sevens")
    rules = SevensRules.for_game(str(record.get("game")), **read_options(record))
    players = read_players(record)
    dealer = record.get("dealer", players[-1])
    hands, seed = read_deal(record, players)
    state = new_deal(rules, players, dealer=dealer, hands=hands, seed=seed)
    check_dealt_sizes([h.bit_count() for h in state.hands], state.dealer)
    moves = read_moves(record, 'card codes and "pass"')
    return state, moves


def legal_codes(state: SevensState) -> list[str]:
    """Card codes legal now, sorted in canonical order (pass is reported separately)."""
    return [m.code for m in legal_moves(state) if m is not PASS]


@dataclass
class SevensReplay(TurnsReplay[SevensState]):
    initial: SevensState

    def result_json(self) -> dict[str, object]:
        final = self.final
        out: dict[str, object] = {
            "over": final.is_over,
            "table": table_json(final),
            "passes": dict(zip(final.players, final.passes)),
            "cards_left": {p: h.bit_count() for p, h in zip(final.players, final.hands)},
        }
        if final.is_over:
            out.update(deal_result(final).to_json())
            if final.rules.game != "kabal":  # only Kabal scores passes and cards as points
                del out["kabal_points"]
            if not final.rules.pot:
                del out["pot"]
        else:
            out["winner"] = None
            out["to_move"] = final.player
        return out

    def to_json(self, lang: str = "en") -> dict[str, object]:
        return {
            "game": self.game,
            "options": self.initial.rules.options(),
            "players": list(self.initial.players),
            "turns": [turn.to_json(lang) for turn in self.turns],
            "result": self.result_json(),
        }

    def to_text(self, lang: str = "en") -> str:
        lines = [t("sevens.turn.header", lang)]
        for turn in self.turns:
            move = move_name(turn.move, lang, turn.before)
            lines.append(f"{turn.index:>3}  {turn.player}  {move}  {turn.explanation.text(lang)}")
            lines.extend("       " + row for row in table_lines(turn.after, lang))
        lines.append("")
        lines.extend(result_lines(self.final, lang))
        return "\n".join(lines)


def move_name(code: str, lang: str, before: SevensState | None = None) -> str:
    """A move as the replay's move column writes it: a card's name ("Hjärter sju"), or the
    pass (the Sjuan text's "Passar"; a voluntary one, when ``before`` shows a playable card,
    "Står över")."""
    if code == "pass":
        voluntary = (
            before is not None
            and before.rules.stand_over > 0
            and bool(before.hands[before.to_move] & before.playable)
        )
        key = "sevens.move.stand_over" if voluntary else "sevens.move.pass"
        return t(key, lang)
    card = parse_move(code)
    assert isinstance(card, Card)
    return card.name(lang).capitalized()


def table_json(state: SevensState) -> dict[str, list[str] | None]:
    """Each suit's row as [lowest, highest] rank codes, or None when unopened."""
    out: dict[str, list[str] | None] = {}
    for suit, row in state.rows().items():
        out[suit] = None if row is None else [RANK_CODES[row[0]], RANK_CODES[row[1]]]
    return out


def table_lines(state: SevensState, lang: str) -> list[str]:
    """One line per suit, hearts first as in the rule text: "hjärter: 6 7 8 9"."""
    lines = []
    for suit in ("H", "S", "D", "C"):
        run = [c for c in cards_of_mask(state.table) if c.suit == suit]
        order = state.rules.rank_order
        run.sort(key=lambda c: order.index(c.rank))
        cards = (
            " ".join(rank_short(c.rank, lang) for c in run) if run else t("sevens.row.closed", lang)
        )
        lines.append(t("sevens.row.line", lang, suit=t(f"card.suit.{suit}", lang), cards=cards))
    return lines


def result_lines(state: SevensState, lang: str) -> list[str]:
    """The end of a deal as the chosen rules score it: Kabal's points per pass and card left;
    Sjuan's and Sjuern's single deal scores nothing but the pot, so only the cards left that
    their multi-deal variants (points to 100, points over rounds) would count are shown."""
    if not state.is_over:
        return [t("sevens.result.in_progress", lang, player=state.player)]
    result = deal_result(state)
    lines = [t("sevens.result.winner", lang, player=result.winner)]
    if state.rules.game == "kabal":
        for p in result.players:
            lines.append(
                t("sevens.result.kabal_line", lang, player=p,
                  left=t("count.cards_left", lang, n=result.cards_left[p]),
                  passes=t("count.passes", lang, n=result.passes[p]),
                  points=t("count.points", lang, n=result.kabal_points[p]))
            )  # fmt: skip
        return lines
    if state.rules.pot:
        for p in result.players:
            lines.append(
                t("sevens.result.pot_line", lang, player=p,
                  passes=t("count.passes", lang, n=result.passes[p]),
                  chips=t("count.chips", lang, n=result.passes[p] * state.rules.pot))
            )  # fmt: skip
        lines.append(t("sevens.result.pot", lang, player=result.winner, n=result.pot))
    left = ", ".join(f"{p} {result.cards_left[p]}" for p in result.players)
    lines.append(t(f"sevens.result.cards_left.{state.rules.game}", lang, cards=left))
    return lines


def replay_moves(state: SevensState, moves: Sequence[str]) -> list[Turn[SevensState]]:
    """Apply ``moves`` in turn; a bad one raises :class:`TurnError` naming its 1-based turn."""
    return replay_turns(
        state,
        moves,
        parse=parse_move,
        explain=explain,
        apply=apply,
        legal=legal_codes,
        extra=lambda before, move, after: {"pass_allowed": before.may_pass()},
    )


def replay_record(record: Mapping[str, object]) -> SevensReplay:
    state, moves = parse_record(record)
    return SevensReplay(str(record["game"]), record, state, replay_moves(state, moves))


def to_record(
    final_or_states: SevensState, moves: Sequence[object], *, use_seed: int | None = None
) -> dict[str, object]:
    """Write a record for a deal that started as ``final_or_states``'s initial hands."""
    state = final_or_states
    record: dict[str, object] = {
        "game": state.rules.game,
        "options": state.rules.options(),
        "players": list(state.players),
        "dealer": state.players[state.dealer],
    }
    if use_seed is not None:
        record["seed"] = use_seed
    else:
        record["hands"] = {
            p: [c.code for c in cards_of_mask(h)]
            for p, h in zip(state.players, state.initial_hands)
        }
    record["moves"] = [getattr(m, "code", str(m)) for m in moves]
    return record


#: the published shape of a Sevens record (``docs/schema/``; the ``source_*`` fields are the
#: worked example's printed tables, kept for the reader and never read back)
RECORD_SHAPE = RecordShape(
    {
        "options": {"type": ["object", "null"]},
        "players": PLAYERS,
        "genders": GENDERS,
        "dealer": DEALER_NAME_OR_SEAT,
        "hands": HANDS,
        "seed": SEED,
        "moves": MOVES,
        "source_table": {},
        "source_final_table": {},
    }
)


__all__ = [
    "RECORD_SHAPE",
    "SUITS",
    "SevensReplay",
    "legal_codes",
    "parse_record",
    "replay_record",
    "to_record",
]
