"""Games played by the engines (hands known) and entered at the companion, as a table would."""

from __future__ import annotations

import random
from typing import Any

from sjuan_notebooks.companion import TableGame
from sjuan_notebooks.core.cards import cards_of_mask
from sjuan_notebooks.sedma.engine import SHOW, SedmaRules
from sjuan_notebooks.sedma.engine import apply as sedma_apply
from sjuan_notebooks.sedma.engine import legal_moves as sedma_legal
from sjuan_notebooks.sedma.engine import new_game as sedma_new
from sjuan_notebooks.sevens.engine import PASS, SevensRules, apply, legal_moves, new_deal

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")


def enter_sevens(game: TableGame, state: Any, move: Any, *, with_player: bool = True) -> TableGame:
    """Enter ``move`` made in the engine's ``state`` as the table would: the start card with
    who holds it, a lapsed extra turn as the pass the table taps for it."""
    table = game.state
    if table.extra and not state.extra:  # the engine saw no card for the extra turn
        game = game.enter(f"pass@{table.player}")
        table = game.state
    code = move.code
    if table.to_move is None or with_player:
        code = f"{code}@{state.player}"
    return game.enter(code)


def enter_left(game: TableGame, final: Any) -> TableGame:
    """Enter every player's cards left, in the order the companion asks for them."""
    while game.state.phase == "left":
        seat = game.state.left_seat
        for card in cards_of_mask(final.hands[seat]):
            game = game.enter(card.code)
    return game


def sevens_deal(
    seed: int,
    n: int,
    game: str = "sjuan",
    engine_options: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    revoke_at: int | None = None,
) -> tuple[TableGame, Any, list[Any], dict[str, Any]]:
    """A random deal played by the engine and entered at the companion. ``revoke_at``: at the
    first position from that move on where the mover holds a playable card and may stand
    over in the engine's rules, the mover passes instead (the companion's rules allow no
    stand-over: a revoke). Returns the companion game, the engine's final state, the engine
    states before each move and what the revoke was (turn, seat, fitted, entry index)."""
    rng = random.Random(seed)
    names = list(NAMES[:n])
    rules = SevensRules.for_game(game, **(engine_options or {}))
    state = new_deal(rules, names, seed=seed)
    companion = TableGame.new(game, names, names[-1], options or {})
    revoke: dict[str, Any] = {}
    befores = []
    moves = 0
    while not state.is_over:
        legal = legal_moves(state)
        playable = [m for m in legal if m is not PASS]
        if (
            revoke_at is not None
            and not revoke
            and moves >= revoke_at
            and playable
            and PASS in legal
        ):
            move = PASS
            revoke = {"turn": state.turn + 1, "seat": state.to_move,
                      "fitted": state.playable & ~state.table,
                      "held": state.hands[state.to_move] & state.playable}  # fmt: skip
        else:
            forced = [m for m in legal if m is not PASS] or legal
            move = forced[rng.randrange(len(forced))]
        befores.append(state)
        companion = enter_sevens(companion, state, move)
        state = apply(state, move)
        moves += 1
    return enter_left(companion, state), state, befores, revoke


def sedma_game(seed: int, n: int, options: dict[str, Any] | None = None) -> tuple[TableGame, Any]:
    """A random Sedma game played by the engine and entered at the companion (a "stop" where
    the companion asks the leader and the engine knew the leader had no card to continue)."""
    rng = random.Random(seed)
    names = list(NAMES[:n])
    rules = SedmaRules.from_options(**(options or {}))
    state = sedma_new(rules, names, seed=seed)
    companion = TableGame.new("sedma", names, names[-1], options or {})
    while not state.over:
        legal = [m for m in sedma_legal(state) if m is not SHOW]
        move = legal[rng.randrange(len(legal))]
        if companion.state.deciding and not state.deciding:
            companion = companion.enter(f"stop@{companion.state.player}")
        companion = companion.enter(f"{move.code}@{state.player}")
        state = sedma_apply(state, move)
    return companion, state


def trick_deal(
    seed: int, n: int, deal: str, revoke_at: int | None = None
) -> tuple[TableGame, dict[str, int], dict[str, Any]]:
    """A Femkamp/Sjukamp trick deal dealt by the engine and played at random, entered card by
    card at the companion as the match's first deal (``order`` puts it first). ``revoke_at``:
    at the first card from that one on where the player to move holds the suit led and
    another, a card of another suit is played instead (a revoke; the hands are kept here, so
    the rest of the deal is played legally from them). Returns the companion game, the deal's
    points as the engine's scoring gives them, and the revoke (turn, seat, suit)."""
    from sjuan_notebooks.femkamp.deals import get_deal
    from sjuan_notebooks.femkamp.tricks import TrickRules, new_deal, trick_winner

    rng = random.Random(seed)
    names = list(NAMES[:n])
    game_name = "sjukamp" if deal in ("trumf", "finale") else "femkamp"
    others = [d for d in ("pass", "klover", "damer", "kabal", "grand") if d != deal]
    order = [deal, *others] if game_name == "femkamp" else [
        deal, *[d for d in ("pass", "klover", "kabal", "damer", "grand", "trumf", "finale")
                if d != deal]]  # fmt: skip
    rules = TrickRules.for_deal(deal)
    state = new_deal(rules, names, dealer=names[-1], seed=seed)
    hands = [set(cards_of_mask(h)) for h in state.hands]
    companion = TableGame.new(game_name, names, names[-1], {"order": order})
    leader, trick, revoke = state.leader, [], {}
    taken, won, last = [0] * n, [0] * n, -1
    turn = 0
    while any(hands):
        p = (leader + len(trick)) % n
        hand = sorted(hands[p], key=lambda c: c.index)
        follow = [c for c in hand if trick and c.suit == trick[0][1].suit]
        off = [c for c in hand if trick and c.suit != trick[0][1].suit]
        turn += 1
        if revoke_at is not None and not revoke and turn > revoke_at and follow and off:
            card = off[rng.randrange(len(off))]
            revoke = {"turn": turn, "seat": p, "suit": trick[0][1].suit}
        else:
            choices = follow or hand
            card = choices[rng.randrange(len(choices))]
        hands[p].discard(card)
        companion = companion.enter(f"{card.code}@{names[p]}")
        trick.append((p, card))
        if len(trick) == n:
            w = trick_winner(trick, state.trump)
            for _, c in trick:
                taken[w] |= c.bit
            won[w] += 1
            last, leader, trick = w, w, []
    spec = get_deal(deal)
    points = {names[i]: spec.score(rules, taken[i], won[i], i == last, state.removed)
              for i in range(n)}  # fmt: skip
    return companion, points, revoke
