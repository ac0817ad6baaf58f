"""The solver on whole Sevens deals: annotating a recorded deal (which moves were forced,
which kept or threw away a forced win), and a deal replayed as perfect (max^n) play.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.players import move_word
from ..core.records import load_record
from ..core.registry import replay
from ..i18n import join_list, t
from ..sevens.engine import PASS, Move, SevensRules, SevensState, apply, legal_moves, new_deal
from ..sevens.record import replay_record, to_record
from ..sevens.solver import MAXN_BUDGET, Solver, perfect_line


@dataclass(frozen=True)
class TurnNote:
    """What the solver says about one turn of a deal (all hands open)."""

    index: int
    player: str
    move: str
    legal: list[str]
    forced: bool  # only one legal move
    winners_before: tuple[str, ...]  # who could force going out first before the move
    winners_after: tuple[str, ...]
    winning_moves: list[str]  # the mover's moves that keep the mover's forced win

    @property
    def threw_away(self) -> tuple[str, ...]:
        """Seats that had a forced win before this move and not after it."""
        return tuple(s for s in self.winners_before if s not in self.winners_after)

    @property
    def gained(self) -> tuple[str, ...]:
        return tuple(s for s in self.winners_after if s not in self.winners_before)

    @property
    def kept(self) -> tuple[str, ...]:
        return tuple(s for s in self.winners_before if s in self.winners_after)

    def to_json(self) -> dict[str, object]:
        return {
            "index": self.index,
            "player": self.player,
            "move": self.move,
            "legal": self.legal,
            "forced": self.forced,
            "winners_before": list(self.winners_before),
            "winners_after": list(self.winners_after),
            "winning_moves": self.winning_moves,
            "kept": list(self.kept),
            "threw_away": list(self.threw_away),
            "gained": list(self.gained),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TurnNote:
        """A note back from :meth:`to_json` (the derived fields are left out)."""
        return cls(
            index=int(data["index"]),
            player=str(data["player"]),
            move=str(data["move"]),
            legal=list(data["legal"]),
            forced=bool(data["forced"]),
            winners_before=tuple(data["winners_before"]),
            winners_after=tuple(data["winners_after"]),
            winning_moves=list(data["winning_moves"]),
        )

    def text(self, lang: str = "en") -> str:
        def names(xs: Sequence[str]) -> str:
            return join_list(list(xs), lang)

        parts = [_turn_text(self.index, self.player, self.move, lang)]
        if self.forced:
            parts.append(t("tactics.note.forced", lang))
        if self.threw_away:
            parts.append(t("tactics.note.threw_away", lang, players=names(self.threw_away)))
        if self.kept:
            parts.append(t("tactics.note.kept", lang, players=names(self.kept)))
        if self.gained:
            parts.append(t("tactics.note.gained", lang, players=names(self.gained)))
        if not (self.kept or self.threw_away or self.gained):
            parts.append(t("tactics.note.no_forced_win", lang))
        return " ".join(parts)


def annotate(record: Any, solver: Solver | None = None) -> list[TurnNote]:
    """Solve every seat before and after every turn of a Sevens record (a record dict, an
    example name, a path, or a replay). Needs every hand of the deal."""
    rep = record if hasattr(record, "turns") else replay(load_record(record))
    solver = solver or Solver()
    notes = []
    for turn in rep.turns:
        before: SevensState = turn.before
        after: SevensState = turn.after
        names = before.players
        wb = tuple(names[s] for s in solver.winners(before))
        wa = tuple(names[s] for s in solver.winners(after))
        p = before.to_move
        winning = [_code(m) for m in solver.winning_moves(before, p)] if names[p] in wb else []
        notes.append(
            TurnNote(
                index=turn.index,
                player=turn.player,
                move=turn.move,
                legal=[_code(m) for m in legal_moves(before)],
                forced=len(legal_moves(before)) == 1,
                winners_before=wb,
                winners_after=wa,
                winning_moves=winning,
            )
        )
    return notes


def _move_word(code: str, lang: str) -> str:
    """A move as the notes write it: the card's name, or the language's word for a pass."""
    return t("tactics.note.pass", lang) if code == "pass" else move_word(code, lang)


def _turn_text(index: int, player: str, code: str, lang: str) -> str:
    if code == "pass":
        return t("tactics.note.turn_pass", lang, index=index, player=player)
    return t("tactics.note.turn", lang, index=index, player=player, move=_move_word(code, lang))


def _code(move: Move) -> str:
    return "pass" if move is PASS else move.code


def solve_whole_deal(state: SevensState, rng: random.Random | None = None) -> list[tuple[int, ...]]:
    """Every seat's paranoid value at every turn of a deal played out at random (for the
    benchmark and the notebooks): the list of winner tuples, one per position."""
    rng = rng or random.Random(0)
    solver = Solver()
    out = []
    while state.winner is None:
        out.append(solver.winners(state))
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return out


# ---------------------------------------------------------------------------------------------
# A whole deal played perfectly (max^n, all hands open)


@dataclass(frozen=True)
class PerfectTurn:
    """One turn of a perfectly played deal: the move, and where every legal move would lead."""

    index: int
    player: str
    move: str
    outcomes: dict[str, str]  # each legal move -> who goes out first after it, perfect play on

    @property
    def decisive(self) -> bool:
        """The mover's choice decides who goes out first."""
        return len(set(self.outcomes.values())) > 1

    def to_json(self) -> dict[str, object]:
        return {
            "index": self.index,
            "player": self.player,
            "move": self.move,
            "outcomes": dict(self.outcomes),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PerfectTurn:
        return cls(int(data["index"]), str(data["player"]), str(data["move"]),
                   {str(k): str(v) for k, v in data["outcomes"].items()})  # fmt: skip

    def text(self, lang: str = "en") -> str:
        parts = [_turn_text(self.index, self.player, self.move, lang)]
        if len(self.outcomes) == 1:
            parts.append(t("tactics.note.forced", lang))
            parts.append(t("tactics.perfect.winner", lang, player=self.outcomes[self.move]))
        elif self.decisive:
            choices = [
                t("tactics.perfect.choice", lang, move=_move_word(m, lang), player=w)
                for m, w in self.outcomes.items()
            ]
            parts.append(t("tactics.perfect.choices", lang, choices=join_list(choices, lang)))
        else:
            parts.append(t("tactics.perfect.same", lang, player=self.outcomes[self.move]))
        return " ".join(parts)


def perfect_play(
    state: SevensState, solver: Solver | None = None, budget: int | None = MAXN_BUDGET
) -> tuple[Any, list[PerfectTurn]]:
    """Play a deal from its first move to the end as max^n perfect play (all hands open; each
    player plays for their own first place, tie-break in :mod:`sjuan_notebooks.solver`).

    Returns a replay the :class:`~sjuan_notebooks.widgets.Stepper` can show, and one
    :class:`PerfectTurn` per move. Raises :class:`~sjuan_notebooks.core.errors.SearchBudgetError` past the search budget
    (new positions per search; ``None``: no limit).
    """
    if state.turn != 0:
        raise ValueError("perfect_play starts from a new deal (turn 0)")
    solver = solver or Solver()
    line = perfect_line(state, solver, budget)
    rep = replay(to_record(state, line))
    names = state.players
    turns = []
    for turn in rep.turns:
        outcomes = {_code(m): names[w] for m, w in solver.maxn_outcomes(turn.before, budget)}
        turns.append(PerfectTurn(turn.index, turn.player, turn.move, outcomes))
    return rep, turns


@dataclass(frozen=True)
class PerfectDeal:
    """A seeded deal played perfectly: its record (for a stepper) and every turn's outcomes.
    Stored by :mod:`.data`, since solving a whole deal takes seconds."""

    record: dict[str, Any]
    turns: tuple[PerfectTurn, ...]

    def replay(self) -> Any:
        """The deal as a replay, read by the engine's own record reader (a record this
        package wrote and ships: the published schema's slow validator is not needed)."""
        return replay_record(self.record)

    def to_json(self) -> dict[str, object]:
        return {"record": self.record, "turns": [turn.to_json() for turn in self.turns]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PerfectDeal:
        return cls(dict(data["record"]), tuple(PerfectTurn.from_json(x) for x in data["turns"]))


def perfect_deal(game: str = "sjuan", players: int = 4, seed: int = 0) -> PerfectDeal:
    """The deal of ``game`` for ``players`` shuffled with ``seed``, played perfectly."""
    state = new_deal(SevensRules.for_game(game), players, seed=seed)
    rep, turns = perfect_play(state)
    return PerfectDeal(json.loads(json.dumps(rep.record)), tuple(turns))


@dataclass(frozen=True)
class ForcedWins:
    """Of ``deals`` new deals (seeds ``first_seed`` on), those where one player can force
    going out first against all the others playing together."""

    deals: int
    first_seed: int
    seeds: tuple[int, ...]

    def to_json(self) -> dict[str, object]:
        return {"deals": self.deals, "first_seed": self.first_seed, "seeds": list(self.seeds)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ForcedWins:
        return cls(int(data["deals"]), int(data["first_seed"]), tuple(data["seeds"]))


def forced_wins(
    game: str = "sjuan", players: int = 4, deals: int = 30, first_seed: int = 0
) -> ForcedWins:
    """How many new deals one player can force (the solver, every hand open)."""
    rules = SevensRules.for_game(game)
    seeds = range(first_seed, first_seed + deals)
    found = tuple(k for k in seeds if Solver().winners(new_deal(rules, players, seed=k)))
    return ForcedWins(deals, first_seed, found)


__all__ = [
    "ForcedWins",
    "PerfectDeal",
    "PerfectTurn",
    "TurnNote",
    "annotate",
    "forced_wins",
    "perfect_deal",
    "perfect_play",
    "solve_whole_deal",
]
