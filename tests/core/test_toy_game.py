"""A new game needs one registration and no change to any other module: a tiny toy game,
written here and nowhere else, registers itself and gets record replay, the contract test, the
players' catalogue, the rule chooser, state HTML and a working stepper.

The toy game ("Lay down"): eight cards (spades and hearts, ace to four) dealt to two players;
in turn each lays any card of their hand on the pile, except that a card may not be laid on
one of the same rank while the hand holds another; the game is over when a hand is empty, and its holder wins.
It gets its quizzes by registering their positions, as every family does.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

import pytest
from contract import check_api

from sjuan_notebooks.core.cards import Card, parse_card
from sjuan_notebooks.core.contract import ONE_GAME, GameAPI, MatchAPI, RandomPlayer
from sjuan_notebooks.core.errors import IllegalMoveError, RecordError
from sjuan_notebooks.core.options import OptionSpec, check_options
from sjuan_notebooks.core.players import players_for, strength_player
from sjuan_notebooks.core.questions import Quizzes, Seeded
from sjuan_notebooks.core.records import TurnsReplay, read_moves, read_players, replay_turns
from sjuan_notebooks.core.registry import (
    GameSpec,
    games,
    html_of,
    missing,
    register,
    replay,
    unregister,
)
from sjuan_notebooks.core.schema import MOVES, PLAYERS, SEED, RecordShape
from sjuan_notebooks.i18n import TABLE, add_section, t
from sjuan_notebooks.views.base import Cell, GameView, Grid

PACK = tuple(Card(s, r) for s in ("S", "H") for r in (1, 2, 3, 4))
#: The toy game's own strings, in every language (a game brings its translation section).
STRINGS = {
    "toy.rule.same_rank": {
        "sv": "Ett kort får inte läggas på ett kort av samma valör.",
        "nb": "Et kort kan ikke legges på et kort av samme valør.",
        "sk": "Kartu nemožno položiť na kartu rovnakej hodnoty.",
        "en": "A card may not be laid on a card of the same rank.",
    },
    "ui.opt.first": {"sv": "Börjar", "nb": "Begynner", "sk": "Začína", "en": "Starts"},
    "toy.match": {
        "sv": "Vunna spel: {wins}.",
        "nb": "Vunne spill: {wins}.",
        "sk": "Vyhraté hry: {wins}.",
        "en": "Games won: {wins}.",
    },
}
OPTIONS = (OptionSpec("first", "choice", "A", ("A", "B")),)


class ToyState(NamedTuple):
    players: tuple[str, ...]
    hands: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]
    to_move: int

    @property
    def is_over(self) -> bool:
        return any(not h for h in self.hands)

    @property
    def player(self) -> str:
        return self.players[self.to_move]

    def _repr_html_(self) -> str:
        return html_of(self)


class Why:
    def __init__(self, card: Card) -> None:
        self.card = card

    def text(self, lang: str = "en") -> str:
        return f"{self.card.code} is not the rank on the pile"


def legal_moves(state: ToyState) -> list[Card]:
    if state.is_over:
        return []
    top = state.pile[-1].rank if state.pile else None
    hand = state.hands[state.to_move]
    return [c for c in hand if c.rank != top] or list(hand)


def apply(state: ToyState, move: Card | str) -> ToyState:
    card = parse_card(move) if isinstance(move, str) else move
    if card not in legal_moves(state):
        raise IllegalMoveError("toy.rule.same_rank")
    p = state.to_move
    hands = tuple(tuple(c for c in h if c != card) if i == p else h
                  for i, h in enumerate(state.hands))  # fmt: skip
    return state._replace(hands=hands, pile=state.pile + (card,), to_move=1 - p)


def new_game(
    options: Mapping[str, Any] | None = None, n: int = 2, seed: int | None = None
) -> ToyState:
    opts = check_options(OPTIONS, options or {}, "Toy")
    cards = list(PACK)
    random.Random(seed).shuffle(cards)
    return ToyState(("A", "B"), (tuple(cards[:4]), tuple(cards[4:])), (), "AB".index(opts["first"]))


def view(state: ToyState, seat: int) -> ToyState:
    return state._replace(hands=tuple(h if i == seat else () for i, h in enumerate(state.hands)))


API = GameAPI(
    name="toy",
    new_game=new_game,
    legal_moves=legal_moves,
    apply=apply,
    to_move=lambda s: s.to_move,
    is_over=lambda s: s.is_over,
    view=view,
    move_code=lambda m: m.code,
    game_of=lambda s: "toy" if isinstance(s, ToyState) else None,
    player_counts=(2,),
)


class ToyReplay(TurnsReplay):
    def result_json(self) -> dict[str, Any]:
        return {"winner": [len(h) for h in self.final.hands].index(0)}

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {"turns": [t.to_json(lang) for t in self.turns], "result": self.result_json()}

    def to_text(self, lang: str = "en") -> str:
        return "\n".join(f"{t.index}. {t.player}: {t.move}" for t in self.turns)


def replay_record(record: Mapping[str, Any]) -> ToyReplay:
    players = read_players(record)
    state = new_game(record.get("options"), len(players), record.get("seed"))._replace(
        players=tuple(players)
    )
    turns = replay_turns(
        state,
        read_moves(record, "card codes"),
        parse=parse_card,
        explain=lambda s, m: Why(m),
        apply=apply,
        legal=lambda s: sorted(c.code for c in legal_moves(s)),
        extra=lambda before, move, after: {},
    )
    return ToyReplay("toy", record, state, turns)


class ToyView(GameView):
    def game_of(self, state: Any) -> str:
        return "toy"

    def to_move(self, state: Any) -> int | None:
        return None if state.is_over else state.to_move

    def is_over(self, state: Any) -> bool:
        return bool(state.is_over)

    def hand(self, state: Any, seat: int) -> list[Card]:
        return list(state.hands[seat])

    def hand_sizes(self, state: Any) -> list[int]:
        return [len(h) for h in state.hands]

    def move_text(self, code: str, lang: str) -> str:
        return code

    def explain(self, state: Any, move: Any, lang: str) -> str:
        return Why(move).text(lang)

    def suits(self) -> tuple[str, ...]:
        return ("S", "H")

    def ranks(self, state: Any) -> tuple[int, ...]:
        return (1, 2, 3, 4)

    def grid(self, state: Any, perspective: int | None, lang: str) -> Grid:
        seat = self.to_move(state) if perspective is None else perspective
        legal = set(legal_moves(state)) if seat == self.to_move(state) else set()
        cells = []
        for card in PACK:
            if card in state.pile:
                category = "table"
            elif card in legal:
                category = "legal"
            elif seat is not None and card in state.hands[seat]:
                category = "held"
            else:
                category = "other" if perspective is None else "hidden"
            cells.append(Cell(card, ("S", "H").index(card.suit), card.rank - 1, category, ""))
        return Grid(("S", "H"), (1, 2, 3, 4), tuple(cells), seat, "french")

    def state_html(self, state: Any, lang: str = "en", perspective: int | None = None) -> str:
        return f"<div class='toy'>pile: {' '.join(c.code for c in state.pile)}</div>"

    def state_text(self, state: Any, lang: str = "en", perspective: int | None = None) -> str:
        return "pile: " + " ".join(c.code for c in state.pile)

    def status_text(self, state: Any, lang: str) -> str:
        return "over" if state.is_over else f"{state.player} to play"


class ToyMatch(NamedTuple):
    """A toy match: the first to win two games wins it."""

    players: tuple[str, ...]
    wins: tuple[int, ...]

    @property
    def over(self) -> bool:
        return max(self.wins) >= 2


def _record_game(match: ToyMatch, final: ToyState) -> ToyMatch:
    won = [len(h) for h in final.hands].index(0)
    return match._replace(wins=tuple(w + (i == won) for i, w in enumerate(match.wins)))


MATCH = MatchAPI(
    start=lambda state: ToyMatch(tuple(state.players), (0,) * len(state.players)),
    fits=lambda match, state: match.players == tuple(state.players),
    record=_record_game,
    next_game=lambda match, seed: new_game(None, 2, seed),
    is_over=lambda match: match.over,
    played=lambda match: sum(match.wins),
    text=lambda match, lang: t(
        "toy.match", lang, wins=", ".join(f"{p} {w}" for p, w in zip(match.players, match.wins))
    ),
)


SPEC = GameSpec(
    name="toy",
    title="Toy",
    family="toy",
    home_lang="en",
    api=API,
    replay=replay_record,
    options=OPTIONS,
    rules=lambda options: check_options(OPTIONS, options, "Toy"),
    view=ToyView,
    players={"random": RandomPlayer},
    tips=(),
    strengths={"random": RandomPlayer, "tips": RandomPlayer, "search": RandomPlayer},
    match=MATCH,
    # the quiz positions: the first two worth asking in a seeded deal (a card on the pile
    # whose rank the hand also holds)
    quizzes=Quizzes(legal={"toy": (Seeded("toy", 2, 5, 2),)}),
    # what the schema, the class tables and the docs read of a game
    record_shape=RecordShape(
        {"options": {"type": ["object", "null"]}, "players": PLAYERS, "seed": SEED, "moves": MOVES}
    ),
    table=ONE_GAME,
)


@pytest.fixture()
def toy() -> Iterator[GameSpec]:
    if "toy.rule.same_rank" not in TABLE:
        add_section(STRINGS)
    register(SPEC)
    try:
        yield SPEC
    finally:
        unregister("toy")


def a_record(seed: int = 4) -> dict[str, Any]:
    """A whole game played by random legal moves, as a record."""
    state = new_game(None, 2, seed)
    moves: list[str] = []
    rng = random.Random(seed)
    while not state.is_over:
        move = rng.choice(legal_moves(state))
        moves.append(move.code)
        state = apply(state, move)
    return {"game": "toy", "players": ["A", "B"], "seed": seed, "moves": moves}


def test_the_toy_game_is_registered_only_while_the_test_holds_it(toy: GameSpec) -> None:
    assert "toy" in games()
    unregister("toy")
    assert "toy" not in games()
    with pytest.raises(RecordError):
        replay({"game": "toy", "players": ["A", "B"], "moves": []})
    register(toy)


def test_the_toy_game_keeps_the_contract(toy: GameSpec) -> None:
    check_api(toy.api)


def test_the_registry_check_names_only_what_a_game_outside_the_package_cannot_have(
    toy: GameSpec,
) -> None:
    """A family of the package would be in ``FAMILIES`` and have a rules page; the test's toy
    game has neither, and everything else the package reads it declares."""
    assert missing(toy) == [
        "game toy: family toy is not loaded by the registry; add its package to `FAMILIES` "
        "in core/registry.py",
        "game toy: no rules page; add `rules_page=` (a file in docs/rules/) to its GameSpec",
    ]


def test_a_class_table_plays_the_toy_game_and_its_record_replays(toy: GameSpec) -> None:
    from sjuan_notebooks.tables import Tables

    tables = Tables(seeds=lambda: 5)
    code = tables.open("toy", {}, [True, False])
    assert tables.join(code, "Ann", "page0", "session0") == 0
    for _ in range(200):
        snap = tables.snapshot(code, "page0")
        if not snap.legal:
            break
        tables.move(code, "page0", snap.legal[0], snap.seen)
    record = tables.record(code)
    assert record is not None and record["game"] == "toy"
    assert replay(record).final.is_over, "the game ran to its end at the table"


def test_a_toy_record_replays_and_a_bad_move_names_its_turn(toy: GameSpec) -> None:
    record = a_record()
    rep = replay(record)
    assert [t.move for t in rep.turns] == record["moves"]
    assert rep.final.is_over
    broken = {**record, "moves": [record["moves"][0], record["moves"][0]]}
    with pytest.raises(RecordError, match="Turn 2"):
        replay(broken)


def test_the_catalogue_and_the_chooser_read_the_toy_registration(toy: GameSpec) -> None:
    from sjuan_notebooks.widgets import RuleChooser

    assert set(players_for("toy")) == {"random"}
    assert strength_player("toy", "search") is RandomPlayer
    chooser = RuleChooser("toy")
    assert chooser.options == {"first": "A"}
    assert chooser.set("first", "B") and chooser.rules == {"first": "B"}


def test_a_stepper_steps_through_a_toy_game(toy: GameSpec) -> None:
    from sjuan_notebooks.widgets import Stepper

    record = a_record()
    stepper = Stepper(record)
    assert stepper.turn == 0
    stepper.next_button.click()
    first = record["moves"][0]
    assert stepper.turn == 1 and first in stepper.move_text()
    assert stepper.codes_shown("table") == [first]
    stepper.last_button.click()
    assert stepper.turn == len(record["moves"])
    state = replay(record).final
    assert stepper.table_html.value == ToyView().state_html(state)
    assert state._repr_html_() == ToyView().state_html(state)
    stepper.first_button.click()
    assert stepper.codes_shown("table") == []


def test_toy_players_play_a_toy_game(toy: GameSpec) -> None:
    from sjuan_notebooks.core.players import play

    final = play("toy", new_game(None, 2, 1), [RandomPlayer(), RandomPlayer()], random.Random(1))
    assert final.is_over


def test_the_play_table_plays_a_toy_match_through_its_spec(toy: GameSpec) -> None:
    """The play table knows no game's match: the toy spec's MatchAPI counts each game, deals
    the next one, and refuses a new game once the match is decided."""
    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("toy", seat=0, seed=3, strength="random")
    assert table.match_text() == "Games won: A 0, B 0."
    assert not table.next_game(), "no next game before this one is over"
    games = 0
    while not MATCH.is_over(table.match):
        while not table.state.is_over:
            table.click_card(table.enabled_cards()[0])
        games += 1
        assert MATCH.played(table.match) == games, "each finished game is counted once"
        table.set_lang("sv")
        table.set_lang("en")
        assert MATCH.played(table.match) == games
        if not MATCH.is_over(table.match):
            assert not table.next_game_button.disabled
            assert table.next_game() and not table.state.is_over
    wins = table.match.wins
    assert max(wins) == 2 and sum(wins) == games
    assert table.match_text("sk") == t("toy.match", "sk", wins=f"A {wins[0]}, B {wins[1]}")
    before = table.state
    assert not table.next_game() and table.state is before
    assert table.next_game_button.disabled


def test_the_toy_game_gets_its_quiz_through_its_spec(toy: GameSpec) -> None:
    """The quiz widgets know no game: the toy spec's registered positions become questions,
    asked and answered like any game's."""
    from sjuan_notebooks.views.questions import legal_sets
    from sjuan_notebooks.widgets import LegalCardsQuiz
    from sjuan_notebooks.widgets.quiz import QuizChoiceError, legal_questions

    assert "toy" in legal_sets()
    questions = legal_questions("toy")
    assert len(questions) == 2
    for q in questions:
        hand = q.state.hands[q.state.to_move]
        top = q.state.pile[-1]
        assert set(q.legal) == {c.code for c in hand if c.rank != top.rank}
        assert set(q.legal) < {c.code for c in hand}, "a choice to make or to miss"
    quiz = LegalCardsQuiz("toy", lang="sv")
    assert sorted(quiz.choices()) == sorted(hand_codes(questions[0].state))
    wrong = next(c for c in quiz.choices() if c not in questions[0].legal)
    quiz.pick(wrong)
    assert quiz.reveal() is False and quiz.tally.counts() == (0, 1)
    assert quiz.next()
    quiz.pick(*questions[1].legal)
    assert quiz.reveal() is True and quiz.tally.counts() == (1, 2)
    unregister("toy")
    assert "toy" not in legal_sets(), "the set goes with its game"
    with pytest.raises(QuizChoiceError):
        legal_questions("toy")
    register(toy)


def hand_codes(state: ToyState) -> list[str]:
    return [c.code for c in state.hands[state.to_move]]


def test_the_cause_behind_that_input_could_not_be_used_is_logged(
    toy: GameSpec, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A learner reads one sentence; a developer finds the exception behind it in the log."""
    import logging

    from sjuan_notebooks.widgets import PlayTable

    table = PlayTable("toy", seat=0, seed=3, strength="random")
    before = table.state

    def broken(code: str) -> object:
        raise KeyError("no translation for 'tactics.tip.keep_eights'")

    monkeypatch.setattr(table.view, "parse_move", broken)
    with caplog.at_level(logging.DEBUG, logger="sjuan_notebooks.widgets.common"):
        assert table.click_card(table.enabled_cards()[0]) is False
    assert table.state is before
    assert table.message() == t("edge.unexpected")
    (logged,) = [r for r in caplog.records if r.exc_info]
    assert "tactics.tip.keep_eights" in str(logged.exc_info[1])
