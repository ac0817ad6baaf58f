"""The seat widget at a class table: what each client was sent (every synced value of every
widget in its seat) never names a card of another seat's hand; clicks go to the table and a
refusal is one sentence in the page's language; a finished game offers its record."""

from __future__ import annotations

import base64
import html
import json
import random
import re
from collections.abc import Callable

import ipywidgets as w
import pytest

from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.i18n import join_list, t
from sjuan_notebooks.tables import TableError, Tables
from sjuan_notebooks.views.base import card_word, view_of_state
from sjuan_notebooks.widgets.seat import SeatView


def sent(widget: w.Widget, leave_out: tuple[w.Widget, ...] = ()) -> str:
    """Every synced value of ``widget`` and the widgets inside it (but ``leave_out``), as one
    text."""
    parts = []
    seen: set[int] = {id(x) for x in leave_out}
    todo = [widget]
    while todo:
        x = todo.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        state = x.get_state()
        parts.append(json.dumps({k: v for k, v in state.items() if k != "layout"}, default=str))
        parts.extend(getattr(x, "_dom_classes", ()))
        for child in getattr(x, "children", ()):
            todo.append(child)
    return "\n".join(parts)


def seated(game: str, n: int, lang: str, seed: int) -> tuple[Tables, str, list[SeatView]]:
    rng = random.Random(seed)
    tables = Tables(seeds=lambda: rng.randrange(2**31))
    code = tables.open(game, {}, [True] * n)
    seats: list[SeatView] = []
    for i in range(n):
        tables.join(code, f"P{i}", f"page{i}", f"session{i}")

        def move(move: str, seen: int, i: int = i) -> None:
            try:
                tables.move(code, f"page{i}", move, seen)
            except TableError as e:
                seats[i].say(e.message(lang))

        seats.append(SeatView(lang, move, lambda i=i: tables.next_game(code, f"page{i}")))
    return tables, code, seats


def draw(tables: Tables, code: str, seats: list[SeatView]) -> None:
    for i, seat in enumerate(seats):
        seat.show(tables.snapshot(code, f"page{i}"))


def test_a_game_played_to_its_end_leaves_no_widget_behind(
    open_widgets: Callable[[], int],
) -> None:
    """Each seat's hand is drawn again at every move: the buttons it replaces are closed with
    all they hold, so a table's open widgets do not grow with the moves."""
    tables, code, seats = seated("sedma", 4, "en", 5)
    draw(tables, code, seats)
    after_first = open_widgets()
    moves = 0
    while not tables.snapshot(code, "page0").over:
        for i in range(len(seats)):
            snap = tables.snapshot(code, f"page{i}")
            if snap.my_turn:
                tables.move(code, f"page{i}", snap.legal[0], snap.seen)
                moves += 1
                break
        draw(tables, code, seats)
        grown = open_widgets() - after_first
        assert grown <= 12, f"{grown} more widgets open after {moves} moves"
    assert moves > 5


@pytest.mark.parametrize(("game", "n", "lang"), [("sedma", 4, "sk"), ("sjuan", 3, "sv"),
                                                  ("femkamp", 4, "nb"), ("sjuern", 4, "en")])  # fmt: skip
def test_no_client_is_sent_another_seat_s_cards(game: str, n: int, lang: str) -> None:
    tables, code, seats = seated(game, n, lang, seed=len(game))
    rng = random.Random(7)
    for _ in range(500):
        draw(tables, code, seats)
        full = tables.state(code)
        view = view_of_state(full)
        for i, seat in enumerate(seats):
            text = sent(seat)
            # the tips' reasons name cards by the board ("the five of diamonds can follow"),
            # not by who holds them; they are worked out from this seat's view alone
            named = sent(seat, leave_out=(seat.verdict_html,))
            mine = {c.code for c in view.hand(full, i)}
            assert {f"sjuan-card-{c}" for c in mine} <= set(text.split("\n"))
            for j in range(n):
                if j == i:
                    continue
                for card in view.hand(full, j):
                    assert f"sjuan-card-{card.code}\n" not in text + "\n", (i, j, card)
                    assert card_word(card, lang, view.pack) not in named, (i, j, card)
        if tables.snapshot(code, "page0").over:
            break
        mover = next(s for s in seats if s.snapshot and s.snapshot.legal)
        buttons = mover.card_buttons() | mover.move_buttons()
        legal = mover.snapshot.legal if mover.snapshot else ()
        buttons[legal[rng.randrange(len(legal))]].click()
    assert tables.snapshot(code, "page0").over


def test_a_click_out_of_turn_is_one_sentence_and_a_finished_game_its_record() -> None:
    tables, code, seats = seated("sedma", 4, "sk", seed=3)
    draw(tables, code, seats)
    mover = next(i for i, s in enumerate(seats) if s.snapshot and s.snapshot.legal)
    other = seats[(mover + 1) % 4]
    before = tables.record(code)
    other._on_move(next(iter(other.card_buttons())), other.snapshot.seen if other.snapshot else 0)
    assert t("table.error.not_your_turn", "sk") in other.message_html.value
    assert tables.record(code) == before
    assert all(b.disabled for b in other.card_buttons().values())  # none of its cards offered
    while not tables.snapshot(code, "page0").over:
        draw(tables, code, seats)
        seat = next(s for s in seats if s.snapshot and s.snapshot.legal)
        assert seat.snapshot is not None
        (seat.card_buttons() | seat.move_buttons())[seat.snapshot.legal[0]].click()
    draw(tables, code, seats)
    link = seats[1].download_html.value
    href = link.split('href="', 1)[1].split('"', 1)[0]
    record = json.loads(base64.b64decode(href.split(",", 1)[1]))
    final = replay(record).games[-1].final
    assert final == tables.state(code)
    assert not seats[1].next_button.disabled  # the match goes on: the next game may be dealt
    seats[1].next_button.click()
    draw(tables, code, seats)
    assert tables.snapshot(code, "page1").games == 2 and not seats[1].snapshot.over  # type: ignore[union-attr]


@pytest.mark.parametrize(("game", "n", "lang"), [("sjuan", 3, "sv"), ("sjuern", 4, "nb"),
                                                  ("femkamp", 4, "en"), ("sedma", 4, "sk")])  # fmt: skip
def test_hint_gives_the_seat_s_legal_moves_and_the_rules_reasons_on_its_turn_only(
    game: str, n: int, lang: str
) -> None:
    """On its turn a seat's *Hint* lists exactly its legal moves, each with the reason the
    engine gives on the whole table (worked out from the seat's own view, it is the same), and
    changes nothing; off its turn it says so; the next snapshot takes the hint away."""
    tables, code, seats = seated(game, n, lang, seed=11)
    rng = random.Random(3)
    for _ in range(40):
        draw(tables, code, seats)
        full = tables.state(code)
        view = view_of_state(full)
        if view.is_over(full):
            break
        mover = view.to_move(full)
        for i, seat in enumerate(seats):
            assert seat.hint_html.value == ""  # a fresh snapshot holds no hint
            if i != mover:
                assert seat.hint_button.disabled
                assert seat.hint() == t("ui.play.not_your_turn", lang)
                seat.hint_html.value = ""
        seat = seats[mover]
        snap = seat.snapshot
        assert snap is not None and snap.my_turn and not seat.hint_button.disabled
        before = tables.record(code)
        seat.hint_button.click()
        assert tables.record(code) == before  # a hint plays nothing
        legal = list(snap.legal)
        api = api_for(game)
        assert sorted(legal) == sorted(api.move_code(m) for m in api.legal_moves(full))
        words = [str(view.move_word(c, lang, full)) for c in legal]
        want = [t("ui.play.hint", lang, moves=join_list(words, lang))] + [
            t(
                "ui.play.hint_line",
                lang,
                move=word,
                why=view.explain(full, view.parse_move(c), lang),
            )
            for c, word in zip(legal, words)
        ]
        assert seat.hint() == "\n".join(want)
        assert seat.hint_html.value == "".join(f"<p>{html.escape(x)}</p>" for x in want)
        (seat.card_buttons() | seat.move_buttons())[legal[rng.randrange(len(legal))]].click()
    draw(tables, code, seats)
    assert all(s.hint_html.value == "" for s in seats)


@pytest.mark.parametrize("game", ["sjuan", "femkamp", "sedma"])
def test_the_hand_is_drawn_once_as_the_cards_the_learner_taps(game: str) -> None:
    """A seat's own cards are its buttons (drawn as cards, each in its suit's colour class);
    the picture of the table draws no second copy of them (issue 47: the drawn card is the
    button), and still draws the others' seats."""
    tables, code, seats = seated(game, 2 if game == "sedma" else 3, "en", 3)
    draw(tables, code, seats)
    for i, seat in enumerate(seats):
        snap = tables.snapshot(code, f"page{i}")
        assert snap.state is not None
        hand = {c.code for c in view_of_state(snap.state).hand(snap.state, i)}
        assert set(seat.card_buttons()) == hand
        for card, b in seat.card_buttons().items():
            assert "sjuan-card" in b._dom_classes
            assert any(c.startswith("sjuan-suit-") for c in b._dom_classes), card
        picture = seat.table_html.value
        drawn = set(re.findall(r'data-card="(\w+)"', picture))
        assert not drawn & hand, (i, drawn & hand)
        assert picture.count('<div class="sjuan-seat"') == len(seats) - 1
