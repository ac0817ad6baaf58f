"""Deal reconstruction: from a partial Sevens record, find a full deal consistent with every turn.

Rule texts give only the cards that were played. Which deal could have produced them? Each
card played was held by its player; each play was legal on the table of its moment; each pass
was forced (the passer held none of the cards then playable); under ``extra_turn`` a lapsed
extra turn means the player held nothing playable; nobody emptied a hand before the record's
last move. Those are per-player "must hold" and "must not hold" sets, and a deal exists exactly
when the unknown cards can be shared out within the players' hand sizes: a transport problem,
solved here by augmenting paths. Where turn order is ambiguous (who holds the start card; was
an extra turn taken) the search branches and keeps the first consistent branch.

Limitation (stated, not hidden): under ``stand_over`` every pass is treated as forced, so the
deal found has forced passes only; a record needing a voluntary pass to be consistent is
reported impossible.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.cards import CARDS, Card, CardNames, cards_of_mask, parse_card
from ..core.errors import ReconstructionError, RecordError, SjuanError
from ..core.records import read_options, read_players
from ..core.registry import checked_record
from ..core.safe_read import shown
from ..core.seats import dealer_seat, seat_of
from .engine import PASS, SevensRules, parse_move, playable_mask, run_table
from .record import replay_record

FULL = (1 << 52) - 1


@dataclass
class _Branch:
    table: int
    playable: int
    to_move: int | None  # None: the start card's holder, not yet known
    extra: bool
    must: list[int]
    must_not: list[int]
    played: list[int]
    passes: tuple[tuple[int, int, int], ...] = ()  # (turn, player, cards playable then)


def hand_sizes(n: int, dealer: int) -> list[int]:
    """All 52 cards dealt one at a time from the left of the dealer."""
    sizes = [52 // n] * n
    for k in range(52 % n):
        sizes[(dealer + 1 + k) % n] += 1
    return sizes


def _feasible(
    must: list[int], must_not: list[int], sizes: list[int], order: list[int]
) -> list[int] | None:
    """Share the cards not in any ``must`` set out so each player gets ``sizes[p]`` cards in
    all and none from ``must_not[p]``. Returns the hands, or None if impossible."""
    n = len(sizes)
    hands = list(must)
    known = 0
    for p in range(n):
        if hands[p] & must_not[p] or known & hands[p]:
            return None
        known |= hands[p]
        if hands[p].bit_count() > sizes[p]:
            return None
    free = [sizes[p] - hands[p].bit_count() for p in range(n)]
    unknown = [i for i in order if not known >> i & 1]
    if sum(free) != len(unknown):
        return None
    by_player: list[list[int]] = [[] for _ in range(n)]

    def augment(card: int, seen: set[int], current: int | None = None) -> bool:
        """Place ``card`` with some player, moving other cards along if need be (Kuhn)."""
        for p in range(n):
            if p == current or must_not[p] >> card & 1 or p in seen:
                continue
            seen.add(p)
            if len(by_player[p]) < free[p]:
                by_player[p].append(card)
                return True
            for other in list(by_player[p]):
                if augment(other, seen, p):
                    by_player[p].remove(other)
                    by_player[p].append(card)
                    return True
        return False

    for card in unknown:
        if not augment(card, set()):
            return None
    for p in range(n):
        for card in by_player[p]:
            hands[p] |= 1 << card
    return hands


def _why_no_deal(b: _Branch, sizes: list[int], players: list[str]) -> tuple[str, dict[str, Any]]:
    """Why no deal fits a branch, as a translation key and its parameters: a card a player is
    said to hold but passed while it was playable, a hand that would need more cards than it
    was dealt, cards nobody may hold, or (the rest) hands too full to take what is left."""
    n = len(sizes)

    for p in range(n):
        clash = b.must[p] & b.must_not[p]
        if clash:
            card = cards_of_mask(clash)[0]
            turn = next((tn for tn, q, m in b.passes if q == p and m & card.bit), None)
            if turn is None:  # excluded by a lapsed extra turn, not a pass
                continue
            return "reconstruct.why.held_but_passed", {
                "player": players[p], "card": card, "pass_turn": turn,
            }  # fmt: skip
        if b.must[p].bit_count() > sizes[p]:
            return "reconstruct.why.too_many", {
                "player": players[p], "n": b.must[p].bit_count(), "size": sizes[p],
            }  # fmt: skip
    known = 0
    for p in range(n):
        known |= b.must[p]
    nobody = FULL & ~known
    for p in range(n):
        nobody &= b.must_not[p]
    if nobody:
        turns = sorted({tn for tn, _, m in b.passes if m & nobody})
        return "reconstruct.why.nobody", {
            "cards": CardNames.of(cards_of_mask(nobody)), "turns": ", ".join(map(str, turns)),
        }  # fmt: skip
    turns = sorted({tn for tn, _, _ in b.passes})
    return "reconstruct.why.no_room", {"turns": ", ".join(map(str, turns)) or "-"}


def reconstruct(partial: Mapping[str, object], *, seed: int = 0) -> dict[str, object]:
    """A full record (``"hands"`` for every player) consistent with ``partial``.

    ``partial`` is a Sevens record whose ``"hands"`` may list only some cards of each player
    (or be absent). Raises :class:`ReconstructionError` naming the first turn after which no
    deal fits. ``seed`` only chooses among the many consistent deals.
    """
    partial = checked_record(partial)
    if partial.get("game") not in ("sjuan", "sjuern", "kabal"):
        raise RecordError("edge.reconstruct_needs_sevens", game=shown(partial.get("game")))
    rules = SevensRules.for_game(str(partial.get("game")), **read_options(partial))
    players = read_players(partial)
    n = len(players)
    rules.check_players(n)
    dealer = dealer_seat(players, partial.get("dealer"))
    sizes = hand_sizes(n, dealer)
    must = [0] * n
    for name, cards in (partial.get("hands") or {}).items():
        for code in cards:
            must[seat_of(players, name)] |= parse_card(code).bit
    moves = [parse_move(m) for m in partial.get("moves", [])]
    order = list(range(52))
    random.Random(seed).shuffle(order)
    ace_high = rules.ace_high
    _, ends = run_table(ace_high)
    start_bit = 0 if rules.start_card == "any" else parse_card(rules.start_card).bit

    # the deepest failure: its turn, and why (a translation key and its parameters)
    furthest: dict[str, Any] = {"turn": 0, "key": "", "params": {}}

    def fail(turn: int, key: str, **params: object) -> None:
        if turn > furthest["turn"] or not furthest["key"]:
            furthest.update(turn=turn, key=key, params=params)

    def search(i: int, b: _Branch) -> list[int] | None:
        hands = _feasible(b.must, b.must_not, sizes, order)
        if hands is None:
            key, params = _why_no_deal(b, sizes, players)
            fail(i, key, **params)
            return None
        if i == len(moves):
            # nobody may have emptied a hand before the end, unless on the last move
            for p in range(n):
                if b.played[p] >= sizes[p] and not (moves and i == len(moves)):
                    fail(i, "reconstruct.why.out_early", player=players[p])
                    return None
            return hands
        move = moves[i]
        turn = i + 1
        if b.to_move is None:  # the start card's holder opens
            if move is PASS or move.bit != start_bit:  # type: ignore[union-attr]
                fail(turn, "reconstruct.why.start", card=parse_card(rules.start_card))
                return None
            holders = [p for p in range(n) if b.must[p] & start_bit] or list(range(n))
            for p in holders:
                found = search(
                    i,
                    _Branch(
                        b.table,
                        b.playable,
                        p,
                        False,
                        list(b.must),
                        list(b.must_not),
                        list(b.played),
                        b.passes,
                    ),
                )
                if found:
                    return found
            return None
        p = b.to_move
        if move is PASS:
            if b.extra:
                fail(turn, "reconstruct.why.pass_on_extra", player=players[p])
                return None
            must_not = list(b.must_not)
            must_not[p] |= b.playable
            nb = _Branch(
                b.table, b.playable, (p + 1) % n, False, b.must, must_not, b.played,
                b.passes + ((turn, p, b.playable),),
            )  # fmt: skip
            return search(i + 1, nb)
        assert isinstance(move, Card)
        bit = move.bit
        if not b.playable & bit:
            fail(turn, "reconstruct.why.not_playable", player=players[p], card=move)
            return None
        owner = next((q for q in range(n) if b.must[q] & bit), None)
        if owner is not None and owner != p:
            fail(turn, "reconstruct.why.held_by", card=move, owner=players[owner],
                 player=players[p])  # fmt: skip
            return None
        new_must = list(b.must)
        new_must[p] |= bit
        played = list(b.played)
        played[p] += 1
        if played[p] >= sizes[p] and turn != len(moves):
            fail(turn, "reconstruct.why.out_early", player=players[p])
            return None
        table = b.table | bit
        playable = playable_mask(table, ace_high)
        options: list[tuple[int, bool, list[int]]] = []
        completes = rules.extra_turn and bool((ends << (13 * (move.index // 13))) & bit)
        if completes and played[p] < sizes[p]:
            nxt = moves[i + 1] if i + 1 < len(moves) else None
            if nxt is not None and nxt is not PASS:
                options.append((p, True, b.must_not))
            lapse = list(b.must_not)
            lapse[p] |= playable
            options.append(((p + 1) % n, False, lapse))
        else:
            options.append(((p + 1) % n, False, b.must_not))
        for to_move, extra, must_not in options:
            found = search(
                i + 1,
                _Branch(
                    table, playable, to_move, extra, new_must, list(must_not), played, b.passes
                ),
            )
            if found:
                return found
        return None

    first_to_move = None if start_bit else (dealer + 1) % n
    initial_playable = start_bit if start_bit else playable_mask(0, ace_high)
    hands = search(0, _Branch(0, initial_playable, first_to_move, False, must, [0] * n, [0] * n))
    if hands is None:
        raise ReconstructionError(
            turn=furthest["turn"], reason_key=furthest["key"], reason_params=furthest["params"]
        )
    record = {k: v for k, v in partial.items() if k not in ("hands", "moves", "partial_hands")}
    record["hands"] = {players[p]: [c.code for c in cards_of_mask(hands[p])] for p in range(n)}
    record["moves"] = [m.code for m in moves]
    check_consistent(record)
    return record


def check_consistent(record: Mapping[str, object]) -> None:
    """Replay ``record`` through the engine: every play legal, every pass forced (the engine
    refuses a pass while a card is playable unless a stand-over is left)."""
    try:
        replay_record(record)
    except SjuanError as e:  # pragma: no cover - reconstruct() only returns consistent deals
        raise ReconstructionError(turn=getattr(e, "turn", 0), reason=e) from None


def unknown_cards(partial: Mapping[str, Any]) -> list[Card]:
    """Cards a partial record does not place in any hand."""
    known = 0
    for cards in (partial.get("hands") or {}).values():
        for code in cards:
            known |= parse_card(code).bit
    return cards_of_mask(FULL & ~known)


__all__ = ["CARDS", "check_consistent", "hand_sizes", "reconstruct", "unknown_cards"]
