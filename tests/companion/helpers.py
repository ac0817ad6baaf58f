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
