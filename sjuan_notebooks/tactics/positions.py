"""Positions to ask "what would you play?" about, and three views of each move: the search
player's estimate from the mover's own seat, the solver's verdict with every hand open, and the
learner's judge (:func:`judge`): the solver over deals of the hidden cards that fit what the
mover has seen, so a learner who sees one hand is judged on what that hand could know.

Both views of one position take about a second to compute (the search samples 32 possible
deals and plays 16 random endings of each, per move): too slow for a page that a whole class
opens at once. So the lesson reads them stored (:mod:`.data`, study ``whatif_positions``), and
this module is what computes and recomputes them. The positions are fixed (the rule text's
worked example and seeded deals), so a class sees the same questions in the same order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.contract import WhatIfAPI
from ..core.records import example_names, load_example, load_record
from ..core.registry import replay
from ..sevens.engine import Move, SevensRules, SevensState, apply, legal_moves, new_deal, seat_view
from ..sevens.players import SearchSevens, sample_world, voids_from_states
from ..sevens.record import replay_record
from ..sevens.solver import Solver
from .verdicts import SOLVE_MAX_CARDS, MoveVerdict, solver_verdicts


def _code(move: Move) -> str:
    return str(move.code)


@dataclass(frozen=True)
class Position:
    """A Sevens position before ``turn`` (1-based) of a deal, with every hand, and the voids
    the deal's earlier forced passes proved. ``example`` names the stored example it comes
    from, or ``deal`` gives (game, players, seed) of a seeded deal played at random."""

    state: SevensState
    voids: tuple[int, ...]
    turn: int
    example: str | None = None
    deal: tuple[str, int, int] | None = None

    @property
    def player(self) -> str:
        return str(self.state.player)

    def moves(self) -> list[str]:
        return [_code(m) for m in legal_moves(self.state)]

    def to_json(self) -> dict[str, object]:
        if self.example is not None:
            return {"example": self.example, "turn": self.turn}
        if self.deal is not None:
            game, players, seed = self.deal
            return {"deal": {"game": game, "players": players, "seed": seed}, "turn": self.turn}
        raise ValueError("only a position of an example or a seeded deal can be stored")


def shipped_replay(name: str) -> Any:
    """A Sevens example shipped with the package, replayed without the published schema's
    check: the engine's own record reader still checks every field and move, and the
    shipped examples pass the schema in the tests. The schema's validator costs one to
    several seconds to build (``jsonschema`` and its URI grammar), which a lesson opening in
    a class cannot spend."""
    record = dict(load_example(name))
    record.pop("$schema", None)
    return replay_record(record)


def record_positions(
    record: Any, turns: Sequence[int] | None = None, example: str | None = None
) -> list[Position]:
    """The positions of a Sevens record (a replay, a record, or an example name) before each
    of ``turns``; by default before every turn where the player had more than one move."""
    if isinstance(record, str) and example is None:
        example = record
    if hasattr(record, "turns"):
        rep = record
    elif isinstance(record, str) and record in example_names():
        rep = shipped_replay(record)
    else:
        rep = replay(load_record(record))
    states = list(rep.states)
    if turns is None:
        turns = [k for k in range(1, len(states)) if len(legal_moves(states[k - 1])) > 1]
    return [Position(states[k - 1], voids_from_states(states[:k]), k, example) for k in turns]


def position_of(state: SevensState, voids: Sequence[int] = ()) -> Position:
    """A position of a bare state, before its next turn (``voids``: empty when the deal's
    history is unknown)."""
    return Position(state, tuple(voids), state.turn + 1)


def position_at(states: Sequence[SevensState], turn: int, example: str | None = None) -> Position:
    """The position before ``turn`` (1-based) of consecutive ``states`` from a deal's start,
    with the voids its forced passes proved."""
    history = list(states[:turn])
    return Position(history[-1], voids_from_states(history), turn, example)


def _random_deal(game: str, players: int, seed: int) -> list[SevensState]:
    """A deal shuffled with ``seed`` and played to the end by uniformly random legal moves
    drawn from ``random.Random(seed)``: the same states on every machine."""
    rng = random.Random(seed)
    state = new_deal(SevensRules.for_game(game), players, seed=seed)
    states = [state]
    while state.winner is None:
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
        states.append(state)
    return states


def deal_position(game: str, players: int, seed: int, turn: int) -> Position:
    """The position before ``turn`` of the seeded random deal (game, players, seed)."""
    states = _random_deal(game, players, seed)
    if not 1 <= turn < len(states):
        raise ValueError(f"deal {seed} has no turn {turn}")
    return Position(
        states[turn - 1], voids_from_states(states[:turn]), turn, None, (game, players, seed)
    )


def _worth_asking(state: SevensState) -> bool:
    """A question with an answer: few enough cards for the solver, the mover can force going
    out first, and at most half of the moves keep that (so a guess is not enough)."""
    moves = legal_moves(state)
    if len(moves) < 2 or sum(h.bit_count() for h in state.hands) > SOLVE_MAX_CARDS:
        return False
    verdicts = solver_verdicts(state)
    if not verdicts:
        return False
    keeping = sum(v.kind == "keeps" for v in verdicts.values())
    return 0 < keeping <= len(moves) // 2


def seeded_positions(
    count: int, game: str = "sjuan", players: int = 4, first_seed: int = 1
) -> list[Position]:
    """``count`` positions worth asking about: from each seeded random deal in turn (seeds
    ``first_seed``, ``first_seed + 1``, ...), the first position of :func:`_worth_asking`."""
    out: list[Position] = []
    seed = first_seed
    while len(out) < count:
        states = _random_deal(game, players, seed)
        for k in range(1, len(states)):
            if _worth_asking(states[k - 1]):
                voids = voids_from_states(states[:k])
                out.append(Position(states[k - 1], voids, k, None, (game, players, seed)))
                break
        seed += 1
    return out


def stored_position(data: Mapping[str, Any]) -> Position:
    """A position back from :meth:`Position.to_json`."""
    if "example" in data:
        return record_positions(data["example"], [int(data["turn"])])[0]
    deal = data["deal"]
    return deal_position(deal["game"], int(deal["players"]), int(deal["seed"]), int(data["turn"]))


# ---------------------------------------------------------------------------------------------
# The two views of a position's moves


@dataclass(frozen=True)
class Evaluation:
    """Each legal move's estimated chance of going out first (the search player from the
    mover's seat, a fixed seed), and the solver's verdict on it (None: not solved)."""

    values: dict[str, float]
    verdicts: dict[str, MoveVerdict] | None
    seed: int
    worlds: int
    rollouts: int

    def best(self) -> str | None:
        """The move the search would choose (ties: the first in canonical order)."""
        if not self.values:
            return None
        top = max(self.values.values())
        return next(code for code, v in self.values.items() if v == top)

    def to_json(self) -> dict[str, object]:
        return {
            "seed": self.seed,
            "worlds": self.worlds,
            "rollouts": self.rollouts,
            "values": dict(self.values),
            "verdicts": None
            if self.verdicts is None
            else {code: v.to_json() for code, v in self.verdicts.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Evaluation:
        verdicts = data["verdicts"]
        return cls(
            values={code: float(v) for code, v in data["values"].items()},
            verdicts=None
            if verdicts is None
            else {
                code: MoveVerdict(
                    v["move"], v["player"], v["kind"], tuple(v["keeping"]), tuple(v["gained"])
                )
                for code, v in verdicts.items()
            },
            seed=int(data["seed"]),
            worlds=int(data["worlds"]),
            rollouts=int(data["rollouts"]),
        )


def evaluate(
    state: SevensState,
    voids: Sequence[int] = (),
    *,
    seed: int = 0,
    worlds: int | None = None,
    rollouts: int | None = None,
    solve: bool = True,
) -> Evaluation:
    """Both views of ``state``'s legal moves (see :class:`Evaluation`)."""
    base = SearchSevens()
    worlds = base.worlds if worlds is None else worlds
    rollouts = base.rollouts if rollouts is None else rollouts
    legal = legal_moves(state)
    values: list[float] = []
    if legal:
        player = SearchSevens(worlds, rollouts, tuple(voids))
        view = seat_view(state, state.to_move)
        values = player.move_values(view, legal, random.Random(seed))
    verdicts = solver_verdicts(state) if solve and legal else None
    return Evaluation(
        {_code(m): v for m, v in zip(legal, values)}, verdicts, seed, worlds, rollouts
    )


# ---------------------------------------------------------------------------------------------
# The learner's judge: what the mover's own view could know

#: The judge weighs this many deals of the cards the mover cannot see.
JUDGE_WORLDS = 16
#: A move is right when it keeps a forced win in at most this many fewer of those deals than
#: the best move does.
JUDGE_MARGIN = 2
#: The judge solves every deal it weighs exactly, so it weighs only positions small enough for
#: that (the play table's solver limit): a click then answers well within a second
#: (``benchmarks/bench_whatif.py``). Bigger positions have no judge: the widget says that only
#: the open-hands solver speaks there, and does not count them.
JUDGE_MAX_CARDS = SOLVE_MAX_CARDS


@dataclass(frozen=True)
class Judgement:
    """Each legal move (by code) with the number of ``worlds`` deals in which the mover can
    still force going out first after it (the others playing as one side). The deals are drawn
    with ``seed`` from the mover's own view: their own hand, the table, every hand's size and
    the cards the forced passes proved missing; so the judge knows what the mover could."""

    kept: dict[str, int]
    worlds: int
    margin: int
    seed: int

    @property
    def top(self) -> int:
        return max(self.kept.values(), default=0)

    def best(self) -> str | None:
        """The move that keeps a forced win in the most deals (ties: canonical order)."""
        return next((code for code, n in self.kept.items() if n == self.top), None)

    @property
    def decisive(self) -> bool:
        """Whether some move is wrong: it falls more than the margin behind the best."""
        return bool(self.kept) and self.top - min(self.kept.values()) > self.margin

    def is_right(self, code: str) -> bool | None:
        """Within the margin of the best move; None when no move is wrong here."""
        if not self.decisive:
            return None
        return self.kept[code] >= self.top - self.margin


def judge(
    state: SevensState,
    voids: Sequence[int] = (),
    *,
    seed: int = 0,
    worlds: int = JUDGE_WORLDS,
    margin: int = JUDGE_MARGIN,
) -> Judgement | None:
    """The learner's judge of ``state``'s legal moves (see :class:`Judgement`); None when the
    deal is over or more than :data:`JUDGE_MAX_CARDS` cards are in hands."""
    legal = legal_moves(state)
    if not legal or sum(h.bit_count() for h in state.hands) > JUDGE_MAX_CARDS:
        return None
    me = state.to_move
    view = seat_view(state, me)
    rng = random.Random(seed)
    solver = Solver()
    kept = {_code(m): 0 for m in legal}
    for _ in range(worlds):
        world = view._replace(hands=sample_world(view, rng, voids), hidden=())
        for move in legal:
            kept[_code(move)] += solver.wins(apply(world, move), me)
    return Judgement(kept, worlds, margin, seed)


@dataclass(frozen=True)
class PositionSet:
    """Positions with both views of each, computed once (what the lesson's widget asks)."""

    positions: tuple[Position, ...]
    evaluations: tuple[Evaluation, ...]

    def known(self, position: Position, seed: int, worlds: int, rollouts: int) -> Any:
        """The stored evaluation of ``position`` with these search settings, or None."""
        for p, e in zip(self.positions, self.evaluations):
            if (
                p.state == position.state
                and p.voids == position.voids
                and (e.seed, e.worlds, e.rollouts) == (seed, worlds, rollouts)
            ):
                return e
        return None

    def to_json(self) -> dict[str, object]:
        return {
            "positions": [
                {**p.to_json(), "evaluation": e.to_json()}
                for p, e in zip(self.positions, self.evaluations)
            ]
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PositionSet:
        entries = data["positions"]
        return cls(
            tuple(stored_position(e) for e in entries),
            tuple(Evaluation.from_json(e["evaluation"]) for e in entries),
        )


def position_set(
    example: str | None = None,
    turns: Sequence[int] | None = None,
    seeded: dict[str, Any] | None = None,
    *,
    seed: int = 0,
    worlds: int | None = None,
    rollouts: int | None = None,
) -> PositionSet:
    """The positions of ``example`` (``turns``, default every turn with a choice) followed by
    :func:`seeded_positions` (``seeded``: its keyword arguments), each evaluated."""
    positions: list[Position] = []
    if example is not None:
        positions += record_positions(example, turns)
    if seeded is not None:
        positions += seeded_positions(**seeded)
    return PositionSet(
        tuple(positions),
        tuple(
            evaluate(p.state, p.voids, seed=seed, worlds=worlds, rollouts=rollouts)
            for p in positions
        ),
    )


#: What the Sevens games' "What would you play?" reads (named by their specs).
SEVENS_WHATIF = WhatIfAPI(
    position_of=position_of,
    positions=lambda rep, example: record_positions(rep, example=example),
    position_at=position_at,
    evaluate=evaluate,
    judge=judge,
    worlds=SearchSevens().worlds,
    rollouts=SearchSevens().rollouts,
)


__all__ = [
    "JUDGE_MARGIN",
    "JUDGE_MAX_CARDS",
    "JUDGE_WORLDS",
    "SEVENS_WHATIF",
    "Evaluation",
    "Judgement",
    "Position",
    "PositionSet",
    "deal_position",
    "evaluate",
    "judge",
    "position_at",
    "position_of",
    "position_set",
    "record_positions",
    "seeded_positions",
    "stored_position",
]
