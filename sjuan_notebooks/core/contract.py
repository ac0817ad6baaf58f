"""The contract every game keeps (in the manner of pgx's one ``Env`` for all games).

Each game family builds one :class:`GameAPI` per game name and registers it
(:mod:`sjuan_notebooks.core.registry`). Tools that work for every game (computer players, the
stepper, the play table, the contract test every game passes in ``tests/core/test_api_contract.py``)
go through it and nothing else, so they need no knowledge of any one game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar


class State(Protocol):
    """What every game's state offers, whatever else it holds: immutable, with the seats'
    names, and ``is_over`` in one word for every game."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def is_over(self) -> bool: ...


S = TypeVar("S")
M = TypeVar("M")
#: a match (Sedma's to its target win points), opaque to the table
T = TypeVar("T")
#: what a player is shown (its seat's view of a state), for the player Protocol
V_contra = TypeVar("V_contra", contravariant=True)


@dataclass(frozen=True)
class GameAPI(Generic[S, M]):
    """Pure functions of a state; states are immutable.

    new_game(options, n_players, seed) -> the first state (options checked by the game's specs)
    legal_moves(state) -> the legal moves (empty exactly when the game is over)
    apply(state, move) -> the new state (raises IllegalMoveError; the old state is unchanged)
    to_move(state) -> the seat index of the player to move
    is_over(state) -> whether the game is over
    view(state, seat) -> the state as ``seat`` may see it (others' hidden cards removed)
    move_code(move) -> the move as a record writes it
    game_of(state) -> the registered game name of a state (a Kabal deal of a Femkamp match is a
        Sevens state, so a state's type alone does not say it)
    player_counts: the legal numbers of players
    """

    name: str
    new_game: Callable[[Mapping[str, object] | None, int, int | None], S]
    legal_moves: Callable[[S], Sequence[M]]
    apply: Callable[[S, M], S]
    to_move: Callable[[S], int]
    is_over: Callable[[S], bool]
    view: Callable[[S, int], S]
    move_code: Callable[[M], str]
    game_of: Callable[[object], str | None]
    player_counts: tuple[int, ...]


@dataclass(frozen=True)
class MatchAPI(Generic[T, S]):
    """How a game is played as a match of several games at the play table (Sedma to its target
    win points; a toy game's match in the tests). The table holds the match as an opaque value
    and goes through these functions only, so it needs no knowledge of any game's match.

    start(state) -> a new match whose first game is ``state``
    fits(match, state) -> whether ``state`` is a game of ``match`` (same seats and rules)
    record(match, final) -> the match with the finished game ``final`` counted
    next_game(match, seed) -> the first state of the match's next game
    is_over(match) -> whether the match is decided
    played(match) -> how many games have been counted
    text(match, lang) -> the match so far, one or two sentences in ``lang``
    """

    start: Callable[[S], T]
    fits: Callable[[T, S], bool]
    record: Callable[[T, S], T]
    next_game: Callable[[T, int | None], S]
    is_over: Callable[[T], bool]
    played: Callable[[T], int]
    text: Callable[[T, str], str]


@dataclass(frozen=True)
class WhatIfAPI:
    """What "What would you play?" asks of a game beyond its contract and its view adapter.
    The searches and judges live above the games, so a game's spec names this object
    (``"module:attr"``) and the widget reaches it through the registry alone.

    A position is the game's own value holding a state, what the table has seen (``voids``:
    cards a seat is known not to hold), its 1-based ``turn`` and where it comes from.

    position_of(state, voids) -> a position of a bare state (``voids`` empty when unknown)
    positions(replay, example) -> a replayed record's positions worth asking about
    position_at(states, turn, example) -> the position before ``turn`` of consecutive states
    evaluate(state, voids, seed, worlds, rollouts, solve) -> each move's search value from the
        mover's seat, and the open-hands solver's verdicts (or None)
    judge(state, voids, seed) -> the verdict on each move over deals of the hidden cards that
        fit what the mover has seen, or None where that is too big to weigh at a click
    worlds, rollouts: the search's defaults
    """

    position_of: Callable[[Any, Sequence[int]], Any]
    positions: Callable[[Any, str | None], list[Any]]
    position_at: Callable[[Sequence[Any], int, str | None], Any]
    evaluate: Callable[..., Any]
    judge: Callable[..., Any]
    worlds: int
    rollouts: int


# ---------------------------------------------------------------------------------------------
# The player contract: how a computer player meets any game


class Player(Protocol[V_contra, M]):
    """A computer player: ``name`` and ``choose`` (one legal move from the seat's view)."""

    name: str

    def choose(self, view: V_contra, legal: Sequence[M], rng: random.Random) -> M: ...


#: the contract of any registered game (the registry holds every game's, each with its own
#: state and move types)
AnyAPI = GameAPI[Any, Any]

#: a player of any registered game (the registry and the table hold every game's players)
AnyPlayer = Player[Any, Any]


def pick(options: Sequence[M], rng: random.Random) -> M:
    """The shared choice rule: one ``rng.random()`` draw, element ``int(u * len(options))``."""
    return options[int(rng.random() * len(options))]


class RandomPlayer:
    """Any legal move, uniformly."""

    name = "random"

    def choose(self, view: object, legal: Sequence[M], rng: random.Random) -> M:
        return pick(legal, rng)


class TipPlayer(Generic[S, M]):
    """A player following one tip: it picks at random among the moves the tip prefers."""

    name = "tip"

    def prefer(self, view: S, legal: Sequence[M]) -> list[M]:
        """The moves the tip prefers (a non-empty subset of ``legal``, in its order)."""
        return list(legal)

    def choose(self, view: S, legal: Sequence[M], rng: random.Random) -> M:
        options = self.prefer(view, legal) or list(legal)
        return pick(options, rng)

    def why(self, view: S, legal: Sequence[M], move: M, suggested: M) -> Why | None:
        """The reason, in terms of this position, that the tip prefers ``suggested`` over
        ``move`` (or, when they are the same, why it endorses ``move``): a translation key and
        its parameters (cards, suit letters under keys ending in ``suit``). None: no reason
        beyond the tip's own words."""
        return None


#: a tip's reason: a translation key and its parameters (rendered by ``TipVerdict.reason``)
Why = tuple[str, dict[str, object]]


# ---------------------------------------------------------------------------------------------
# Playing a game out


def random_playout(api: GameAPI[S, M], state: S, rng: random.Random, limit: int = 100_000) -> S:
    """Random legal moves to the end (``limit`` guards against a game that never ends)."""
    for _ in range(limit):
        if api.is_over(state):
            return state
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    raise RuntimeError(f"{api.name}: no end after {limit} moves")


# ---------------------------------------------------------------------------------------------
# How a class-server table keeps a game's record


#: the game in play read out of a record's replay: (as it started, as it stands, the match so
#: far or None for a single game, whether the match is decided)
InPlay = tuple[Any, Any, object, bool]


def single_game(rep: Any) -> InPlay:
    """A record of one game: its replay's first and last states, no match."""
    return rep.initial, rep.final, None, False


@dataclass(frozen=True)
class TableShape:
    """How a family's record holds a class-server table's games (``GameSpec.table``):
    ``games_key`` names the list of a match's games (None: one game, its moves at the top),
    ``in_play`` reads the game in play (and the match) out of the record's replay."""

    games_key: str | None = None
    in_play: Callable[[Any], InPlay] = single_game

    def new(
        self, game: str, options: Mapping[str, object], players: list[str], seed: int
    ) -> dict[str, Any]:
        record: dict[str, Any] = {"game": game, "options": dict(options), "players": players}
        if self.games_key is None:
            record.update(seed=seed, moves=[])
        else:
            record[self.games_key] = [{"seed": seed, "moves": []}]
        return record

    def add_game(self, record: dict[str, Any], seed: int) -> None:
        if self.games_key is None:
            raise ValueError("a single game has no next game")
        record[self.games_key].append({"seed": seed, "moves": []})

    def moves(self, record: Mapping[str, Any]) -> list[str]:
        """The moves of the game in play (the list itself, to add to)."""
        games = [record] if self.games_key is None else record[self.games_key]
        moves: list[str] = games[-1]["moves"]
        return moves

    def games_played(self, record: Mapping[str, Any]) -> int:
        return 1 if self.games_key is None else len(record[self.games_key])


#: a family of single games kept one to a record (Sevens, and most new games)
ONE_GAME = TableShape()


# ---------------------------------------------------------------------------------------------
# Moves that are not cards


class WordMove:
    """A move that is a word, not a card: a pass, a draw, Sedma's "stop" and "show", the suit a
    wild card names. ``code`` is the move as records, buttons and the checked API know it (at
    most 8 characters, no card code); ``word``, when given, is the message key that names it in
    a sentence (``common.pass``, ``card.suit.H``), which a view's default ``move_word`` uses.

    There is one instance per class and code (``WordMove("draw") is WordMove("draw")``), so an
    engine may test ``move is DRAW`` and a pickled move comes back as the same object. An engine
    subclasses it to keep its words apart from another game's (Sevens' ``Pass``)."""

    __slots__ = ("code", "word")
    code: str
    word: str | None

    def __new__(cls, code: str, word: str | None = None) -> WordMove:
        made = _WORD_MOVES.get((cls, code))
        if made is None:
            made = _WORD_MOVES[(cls, code)] = super().__new__(cls)
            made.code, made.word = code, word
        return made

    def __repr__(self) -> str:
        return self.code.upper()

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple[type, tuple[str, str | None]]:
        return type(self), (self.code, self.word)


_WORD_MOVES: dict[tuple[type, str], WordMove] = {}
