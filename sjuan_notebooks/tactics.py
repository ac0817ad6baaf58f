"""Testing the rule texts' tips by simulation: seeded tournaments, win rates with 95% Wilson
intervals, the value of each tip against random play and against the other tips, and the
solver's annotation of a recorded deal (which moves were forced, which kept or threw away a
forced win), and a whole deal replayed as perfect (max^n) play.

Sevens tournaments run on the numpy batch simulator (:mod:`sjuan_notebooks.batch`); the
Femkamp/Sjukamp and Sedma studies run the scalar engines with the players of
:mod:`sjuan_notebooks.players`. Every result is a pure function of its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .sevens import PASS, SevensRules, SevensState, apply, legal_moves
from .solver import MAXN_BUDGET

# ---------------------------------------------------------------------------------------------
# Intervals


def wilson(successes: int, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a proportion ``successes / trials``."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    """A win rate with its 95% Wilson interval."""

    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def to_json(self) -> dict[str, Any]:
        lo, hi = self.interval
        return {"wins": self.wins, "games": self.games, "rate": self.rate, "low": lo, "high": hi}


# ---------------------------------------------------------------------------------------------
# Sevens tournaments (batch simulator)


@dataclass(frozen=True)
class Tournament:
    """Results per entry (an entry is a player name at the table; names may repeat)."""

    entries: tuple[str, ...]
    rules: SevensRules
    deals: int
    seed: int
    wins: tuple[int, ...]  # per entry, over every seat rotation
    cards_left: tuple[float, ...]  # mean cards left per entry

    def rate(self, entry: int) -> Rate:
        return Rate(self.wins[entry], self.deals)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.rules.game,
            "options": self.rules.changed_options(),
            "deals": self.deals,
            "seed": self.seed,
            "entries": [
                {"player": name, **self.rate(i).to_json(), "mean_cards_left": self.cards_left[i]}
                for i, name in enumerate(self.entries)
            ],
        }


def tournament(
    entries: Sequence[str],
    deals: int = 20_000,
    rules: SevensRules | None = None,
    seed: int = 0,
) -> Tournament:
    """Play ``deals`` Sevens deals with one batch player per seat; the seating rotates so each
    entry sits in every seat for an equal share of the deals (``deals`` is rounded up to a
    multiple of the number of seats)."""
    from .batch import simulate

    rules = rules or SevensRules()
    n = len(entries)
    per = -(-deals // n)
    wins = [0] * n
    left = [0.0] * n
    for shift in range(n):
        seating = [entries[(seat + shift) % n] for seat in range(n)]
        result = simulate(per, seating, rules, seed, first=shift * per)
        won = result.wins()
        cards = result.cards_left.sum(axis=0)
        for seat in range(n):
            entry = (seat + shift) % n
            wins[entry] += int(won[seat])
            left[entry] += float(cards[seat])
    total = per * n
    return Tournament(
        entries=tuple(entries),
        rules=rules,
        deals=total,
        seed=seed,
        wins=tuple(wins),
        cards_left=tuple(x / total for x in left),
    )


@dataclass(frozen=True)
class TipValues:
    """Each tip player alone against the others: its win rate, and the fair share 1/n."""

    players: tuple[str, ...]
    n_players: int
    against_random: dict[str, Rate]
    against: dict[tuple[str, str], Rate] = field(default_factory=dict)  # (tip, field) -> rate

    @property
    def fair(self) -> float:
        return 1 / self.n_players

    def to_json(self) -> dict[str, Any]:
        return {
            "n_players": self.n_players,
            "fair_share": self.fair,
            "against_random": {k: v.to_json() for k, v in self.against_random.items()},
            "against": [
                {"player": a, "field": b, **r.to_json()} for (a, b), r in self.against.items()
            ],
        }


def tip_values(
    rules: SevensRules | None = None,
    n_players: int = 4,
    deals: int = 20_000,
    seed: int = 0,
    pairwise: bool = True,
) -> TipValues:
    """One seat of each batch tip player against ``n_players - 1`` random players, and (with
    ``pairwise``) against ``n_players - 1`` copies of each other tip player. The stand-over
    tip takes part only when the rules allow stand-overs."""
    from .batch import BATCH_PLAYERS

    rules = rules or SevensRules()
    tips = tuple(
        p
        for p in BATCH_PLAYERS
        if p != "random" and (p != "stand_over_block" or rules.stand_over > 0)
    )
    vs_random = {}
    for k, tip in enumerate(tips):
        t = tournament([tip] + ["random"] * (n_players - 1), deals, rules, seed + 1000 * k)
        vs_random[tip] = t.rate(0)
    against: dict[tuple[str, str], Rate] = {}
    if pairwise:
        for a, tip in enumerate(tips):
            for b, other in enumerate(tips):
                if a == b:
                    continue
                t = tournament(
                    [tip] + [other] * (n_players - 1), deals, rules, seed + 7919 * (a * 16 + b)
                )
                against[(tip, other)] = t.rate(0)
    return TipValues(tips, n_players, vs_random, against)


# ---------------------------------------------------------------------------------------------
# Studies on the scalar engines (Femkamp/Sjukamp deals, Sedma)


@dataclass(frozen=True)
class Study:
    """Per entry: games, mean points (trick deals; lower is better except in grand and trumf
    where they are negative) or wins (Sedma: the entry's side won the game)."""

    game: str
    options: dict[str, Any]
    entries: tuple[str, ...]
    games: int
    mean_points: tuple[float, ...]
    wins: tuple[int, ...]

    def rate(self, entry: int) -> Rate:
        return Rate(self.wins[entry], self.games)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "games": self.games,
            "entries": [
                {"player": e, "mean_points": self.mean_points[i], **self.rate(i).to_json()}
                for i, e in enumerate(self.entries)
            ],
        }


def study(
    game: str,
    entries: Sequence[str],
    games: int = 500,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
) -> Study:
    """Play ``games`` games of ``game`` ("femkamp", "sjukamp" or "sedma"; one deal of Femkamp
    is one game, chosen by ``options["deal"]``) with the named players, seating rotated.

    Trick deals: a "win" is having the lowest points of the deal (shared lowest counts for
    everyone sharing it). Sedma: a win is the entry's side winning the game.
    """
    from .game import api_for
    from .players import CounterRandom, play, players_for

    api = api_for(game)
    factories = players_for(game)
    n = len(entries)
    points = [0.0] * n
    wins = [0] * n
    per = -(-games // n)
    for shift in range(n):
        seating = [entries[(seat + shift) % n] for seat in range(n)]
        for g in range(per):
            number = shift * per + g
            state = api.new_game(dict(options or {}), n, seed * 1_000_003 + number)
            players = [factories[name]() for name in seating]
            final = play(game, state, players, CounterRandom(seed, number))
            seat_points, seat_wins = _score(game, final)
            for seat in range(n):
                entry = (seat + shift) % n
                points[entry] += seat_points[seat]
                wins[entry] += seat_wins[seat]
    total = per * n
    return Study(
        game=game,
        options=dict(options or {}),
        entries=tuple(entries),
        games=total,
        mean_points=tuple(p / total for p in points),
        wins=tuple(wins),
    )


# ---------------------------------------------------------------------------------------------
# The three tips measured last (issue 13): a Sjuan check, Sjuern's short rounds, Sedma's king


def measured_tip_rate(
    game: str,
    tip: str,
    n_players: int = 4,
    deals: int = 4_000,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
) -> Rate:
    """One seat of ``tip`` (a player of :func:`players.players_for` or :data:`players.MEASURED`)
    against ``n_players - 1`` random players in a Sevens game, on the scalar engine; the tip's
    seat moves one place each deal. The share of deals it wins."""
    from .game import api_for
    from .players import MEASURED, CounterRandom, RandomPlayer, play, players_for

    api = api_for(game)
    factory = MEASURED.get(tip) or players_for(game)[tip]
    wins = 0
    for d in range(deals):
        seat = d % n_players
        state = api.new_game(dict(options or {}), n_players, seed * 1_000_003 + d)
        players: list[Any] = [RandomPlayer() for _ in range(n_players)]
        players[seat] = factory()
        final = play(game, state, players, CounterRandom(seed, d))
        wins += int(final.winner == seat)
    return Rate(wins, deals)


@dataclass(frozen=True)
class RoundsEdge:
    """A tip player's edge over luck in a single round and in a match of ``rounds`` rounds
    with points (cards left, 1 each; the lowest total is best, the highest has lost, as in
    Sjuern's "Poeng over flere runder"): each share times the number of players, so 1.0 is
    what luck alone gives."""

    n_players: int
    rounds: int
    matches: int
    best: float  # share of matches the tip ends with the lowest total (ties shared), times n
    lost: float  # share of matches the tip ends with the highest total (ties shared), times n

    def to_json(self) -> dict[str, Any]:
        return {
            "n_players": self.n_players,
            "rounds": self.rounds,
            "matches": self.matches,
            "best_edge": round(self.best, 3),
            "lost_edge": round(self.lost, 3),
        }


def rounds_edge(
    n_players: int,
    rounds: int,
    deals: int = 20_000,
    rules: SevensRules | None = None,
    seed: int = 3,
    tip: str = "shed_near_seven",
) -> RoundsEdge:
    """Sjuern's tip "Med mange spillere blir hånden liten, og flaksen betyr mer. Spill heller
    flere korte runder med poeng enn én enkelt runde", measured: one seat of ``tip`` against
    random players, ``deals`` deals grouped into matches of ``rounds`` consecutive deals (the
    tip's seat rotates over the table), on the batch simulator."""
    from .batch import simulate

    rules = rules or SevensRules.for_game("sjuern")
    n = n_players
    per = max(rounds, deals // n // rounds * rounds)
    best = lost = 0.0
    matches = 0
    for shift in range(n):
        seating = ["random"] * n
        seating[shift] = tip
        cards = simulate(per, seating, rules, seed, first=shift * per).cards_left
        totals = cards[: per // rounds * rounds].reshape(-1, rounds, n).sum(axis=1)
        mine = totals[:, shift]
        low, high = totals.min(axis=1), totals.max(axis=1)
        best += float(((mine == low) / (totals == low[:, None]).sum(axis=1)).sum())
        lost += float(((mine == high) / (totals == high[:, None]).sum(axis=1)).sum())
        matches += len(mine)
    return RoundsEdge(n, rounds, matches, best / matches * n, lost / matches * n)


def red_king_rate(policy: str, games: int = 2_000, seed: int = 5) -> Rate:
    """Sedma for three: how often the red king's lone holder wins a game when every seat plays
    ``policy`` ("hide_red_king": the text's "najlepšie je zatajovať ho čo najdlhšie", or
    "show_red_king": play it at the first chance; both otherwise keep their sevens). Burnt
    games are left out: a burn, not the king, decides them."""
    from .game import api_for
    from .players import MEASURED, CounterRandom, play

    api = api_for("sedma")
    won = counted = 0
    for g in range(games):
        state = api.new_game({}, 3, seed * 1_000_003 + g)
        final = play("sedma", state, [MEASURED[policy]() for _ in range(3)], CounterRandom(seed, g))
        result = final.result()
        if result.reason.startswith("burnt"):
            continue
        counted += 1
        won += int(result.winner == 0)  # side 0 is the red king's holder alone
    return Rate(won, counted)


def _score(game: str, final: Any) -> tuple[list[float], list[int]]:
    n = final.n_players
    if game == "sedma":
        result = final.result()
        pts = [0.0] * n
        won = [0] * n
        for side, seats in enumerate(result.sides):
            for s in seats:
                pts[s] = float(result.points[side])
                won[s] = int(side == result.winner)
        return pts, won
    from .tricks import deal_points

    by_name = deal_points(final)
    pts = [float(by_name[name]) for name in final.players]
    best = min(pts)
    return pts, [int(p == best) for p in pts]


# ---------------------------------------------------------------------------------------------
# Annotating a recorded Sevens deal with the solver


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

    def to_json(self) -> dict[str, Any]:
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

    def text(self, lang: str = "en") -> str:
        from .i18n import join_list, t

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


def annotate(record: Any, solver: Any = None) -> list[TurnNote]:
    """Solve every seat before and after every turn of a Sevens record (a record dict, an
    example name, a path, or a replay). Needs every hand of the deal."""
    from .records import load_record, replay
    from .solver import Solver

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
    """A move as the notes write it: the card code, or the language's word for a pass."""
    from .i18n import t

    return t("tactics.note.pass", lang) if code == "pass" else code


def _turn_text(index: int, player: str, code: str, lang: str) -> str:
    from .i18n import t

    return t("tactics.note.turn", lang, index=index, player=player, move=_move_word(code, lang))


def _code(move: Any) -> str:
    return "pass" if move is PASS else move.code


def solve_whole_deal(state: SevensState, rng: random.Random | None = None) -> list[tuple[int, ...]]:
    """Every seat's paranoid value at every turn of a deal played out at random (for the
    benchmark and the notebooks): the list of winner tuples, one per position."""
    from .solver import Solver

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

    def text(self, lang: str = "en") -> str:
        from .i18n import join_list, t

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
    state: SevensState, solver: Any = None, budget: int | None = MAXN_BUDGET
) -> tuple[Any, list[PerfectTurn]]:
    """Play a deal from its first move to the end as max^n perfect play (all hands open; each
    player plays for their own first place, tie-break in :mod:`sjuan_notebooks.solver`).

    Returns a replay the :class:`~sjuan_notebooks.widgets.Stepper` can show, and one
    :class:`PerfectTurn` per move. Raises :class:`RuntimeError` past the search budget
    (new positions per search; ``None``: no limit).
    """
    from .records import replay
    from .sevens_record import to_record
    from .solver import Solver, perfect_line

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


# ---------------------------------------------------------------------------------------------
# The solver's verdict on each legal move of a position (for the widgets)

#: Solve a position outright when at most this many cards remain in all hands. Measured
#: (benchmark in ``docs/tactics.md``): every legal move of such a position is solved in a few
#: milliseconds in 2- to 4-player deals, stand-overs and extra turns included.
SOLVE_MAX_CARDS = 24
#: Above :data:`SOLVE_MAX_CARDS`, try anyway and give up after this many searched positions
#: (a count, not a time, so the verdicts are the same on every machine).
SOLVE_BUDGET = 200_000


class SolveBudgetExceeded(RuntimeError):
    """The paranoid search would visit more positions than its budget."""


def _budget_stats(limit: int) -> Any:
    from .solver import SolverStats

    class BudgetStats(SolverStats):
        """Solver statistics that stop the search once ``nodes`` passes ``limit``."""

        def __setattr__(self, name: str, value: Any) -> None:
            if name == "nodes" and value > limit:
                raise SolveBudgetExceeded(limit)
            super().__setattr__(name, value)

    return BudgetStats()


@dataclass(frozen=True)
class MoveVerdict:
    """What the solver (all hands open, the others playing as one side) says about one move.

    ``kind``: "keeps" (the mover could force going out first and still can), "throws_away"
    (could before, cannot after), "gives" (the mover had no forced win and the move lets
    another seat force one that could not before), or "open" (none of these).
    """

    move: str
    player: str
    kind: str
    keeping: tuple[str, ...]  # the mover's moves that keep the mover's forced win
    gained: tuple[str, ...]  # seats that can force a win after the move and not before

    @property
    def suggested(self) -> str | None:
        """The first move (canonical order) that would have kept the forced win."""
        return self.keeping[0] if self.kind == "throws_away" and self.keeping else None

    def text(self, lang: str = "en", code: Any = None) -> str:
        """One clause, e.g. "throws away your forced win: H8 would have kept it".

        ``code`` renders a move code for the reader (default: the code itself)."""
        from .i18n import join_list, t

        show = code or (lambda c: c)
        if self.kind == "throws_away":
            return t("tactics.solver.throws_away", lang, move=show(self.suggested))
        if self.kind == "gives":
            return t("tactics.solver.gives", lang, players=join_list(list(self.gained), lang))
        return t(f"tactics.solver.{self.kind}", lang)

    def to_json(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "player": self.player,
            "kind": self.kind,
            "keeping": list(self.keeping),
            "gained": list(self.gained),
        }


def solver_verdicts(
    state: SevensState,
    solver: Any = None,
    max_cards: int = SOLVE_MAX_CARDS,
    budget: int | None = SOLVE_BUDGET,
) -> dict[str, MoveVerdict] | None:
    """The solver's verdict on every legal move of ``state`` (full hands needed), by move code;
    None when the position is too big: more than ``max_cards`` cards in hands and the search
    would pass ``budget`` positions (``budget=None``: no attempt above ``max_cards``)."""
    from .solver import Solver

    if state.winner is not None:
        return {}
    left = sum(h.bit_count() for h in state.hands)
    if left > max_cards:
        if budget is None:
            return None
        solver = Solver(stats=_budget_stats(budget))
        try:
            return _verdicts(state, solver)
        except SolveBudgetExceeded:
            return None
    return _verdicts(state, solver or Solver())


def _verdicts(state: SevensState, solver: Any) -> dict[str, MoveVerdict]:
    names = state.players
    p = state.to_move
    moves = legal_moves(state)
    before = set(solver.winners(state))
    afters = {_code(m): set(solver.winners(apply(state, m))) for m in moves}
    keeping = tuple(c for c, after in afters.items() if p in after)
    out = {}
    for code, after in afters.items():
        gained = tuple(names[s] for s in sorted(after - before))
        if p in before:
            kind = "keeps" if p in after else "throws_away"
        else:
            kind = "gives" if gained else "open"
        out[code] = MoveVerdict(code, names[p], kind, keeping if p in before else (), gained)
    return out


__all__ = [
    "SOLVE_BUDGET",
    "SOLVE_MAX_CARDS",
    "MoveVerdict",
    "PerfectTurn",
    "Rate",
    "SolveBudgetExceeded",
    "Study",
    "TipValues",
    "Tournament",
    "TurnNote",
    "annotate",
    "perfect_play",
    "solve_whole_deal",
    "solver_verdicts",
    "study",
    "tip_values",
    "tournament",
    "wilson",
]
