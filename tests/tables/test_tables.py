"""The class's tables without a browser: codes, nicknames, seats, turns, stale pages, two tabs,
leaving and coming back, teams, matches and the record."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest

from sjuan_notebooks.core.errors import PlayerCountError, SjuanError, UnknownOptionError
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.tables import (
    CODE_ALPHABET,
    CODE_LENGTH,
    NICKNAME_MAX,
    NicknameError,
    NicknameTakenError,
    NotSeatedError,
    NotYourTurnError,
    SeatMovedError,
    StaleError,
    TableFullError,
    TableMoveError,
    Tables,
    TableSeatsError,
    TableStateError,
    UnknownTableError,
)
from sjuan_notebooks.tables import errors as table_errors
from sjuan_notebooks.tables.records import replayed
from sjuan_notebooks.views.base import view_of_state


def seeded(seed: int = 1) -> Tables:
    rng = random.Random(seed)
    return Tables(seeds=lambda: rng.randrange(2**31))


def full_table(game: str = "sedma", n: int = 4, seed: int = 1, **kw: object) -> tuple[Tables, str]:
    tables = seeded(seed)
    code = tables.open(game, {}, [True] * n, **kw)  # type: ignore[arg-type]
    for i in range(n):
        assert tables.join(code, f"P{i}", f"page{i}", f"session{i}") == i
    return tables, code


def holder_to_move(tables: Tables, code: str, n: int) -> str:
    for i in range(n):
        if tables.snapshot(code, f"page{i}").legal:
            return f"page{i}"
    raise AssertionError("nobody may move")


def play_one(tables: Tables, code: str, n: int, pick: int = 0) -> None:
    holder = holder_to_move(tables, code, n)
    snap = tables.snapshot(code, holder)
    tables.move(code, holder, snap.legal[pick % len(snap.legal)], snap.seen)


def unchanged(tables: Tables, code: str) -> tuple[object, ...]:
    return (tables.version, tables.record(code), tables.state(code))


# -- codes -----------------------------------------------------------------------------------


def test_codes_are_short_letters_from_the_unambiguous_alphabet() -> None:
    tables = seeded()
    codes = {tables.open("sjuan", {}, [True, False, False]) for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
    assert not set(CODE_ALPHABET) & set("BGILOQSZ0123456789")


def test_a_code_is_read_without_case_or_spaces_and_a_wrong_one_gets_a_sentence() -> None:
    tables = seeded()
    code = tables.open("sjuan", {}, [True, False, False])
    assert tables.join(f" {code.lower()[:2]} {code.lower()[2:]} ", "Ann", "p1") == 0
    wrong = "".join(c for c in CODE_ALPHABET if c not in code)[:CODE_LENGTH]
    before = tables.version
    with pytest.raises(UnknownTableError) as err:
        tables.join(wrong, "Bo", "p2")
    assert tables.version == before
    assert err.value.message("sv").startswith("Det finns inget bord")


def test_opening_checks_seats_options_and_strength() -> None:
    tables = seeded()
    with pytest.raises(TableSeatsError):
        tables.open("sjuan", {}, [False, False, False])
    with pytest.raises(PlayerCountError):
        tables.open("sedma", {}, [True] * 5)
    with pytest.raises(UnknownOptionError):
        tables.open("sjuan", {"no_such_rule": 1}, [True, True, True])
    with pytest.raises(UnknownOptionError):
        tables.open("sjuan", {}, [True, True, True], strength="grandmaster")
    assert tables.summaries() == []


# -- nicknames and seats ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("nickname", "key"),
    [("", "table.error.nickname_empty"), ("   ", "table.error.nickname_empty"),
     ("x" * (NICKNAME_MAX + 1), "class.nickname.too_long"), ("Ann\x1b[31m", "class.nickname.bad_char"),
     ("Ann\nBo", "class.nickname.bad_char"), ("<b>Ann</b>", "class.nickname.bad_char")],
)  # fmt: skip
def test_a_bad_nickname_gets_one_sentence_and_changes_nothing(nickname: str, key: str) -> None:
    tables = seeded()
    code = tables.open("sjuan", {}, [True, True, False])
    before = tables.version
    with pytest.raises(NicknameError) as err:
        tables.join(code, nickname, "p1")
    assert err.value.key == key
    assert tables.version == before
    assert tables.snapshot(code).waiting == 2
    for lang in LANGS:
        sentence = err.value.message(lang)
        assert sentence[0].isupper() and "\n" not in sentence and key not in sentence


def test_the_game_starts_once_every_persons_seat_is_taken_and_a_full_table_refuses() -> None:
    tables = seeded()
    code = tables.open("sjuan", {}, [True, False, True])
    assert tables.join(code, "Ann", "p1", "s1") == 0
    waiting = tables.snapshot(code, "p1")
    assert not waiting.started and waiting.waiting == 1 and waiting.state is None
    assert tables.join(code, "Bo", "p2", "s2") == 2
    started = tables.snapshot(code, "p1")
    assert started.started and started.waiting == 0
    assert [s.name for s in started.seats] == ["Ann", t("table.computer_name", "en", n=2), "Bo"]
    before = unchanged(tables, code)
    with pytest.raises(TableFullError):
        tables.join(code, "Cy", "p3", "s3")
    with pytest.raises(NicknameTakenError):
        tables.join(code, "ann", "p3", "s3")  # Ann is at the table, in another browser
    with pytest.raises(NicknameTakenError):
        tables.join(code, t("table.computer_name", "en", n=2), "p3", "s3")
    assert unchanged(tables, code) == before


def test_leaving_before_the_start_frees_the_seat() -> None:
    tables = seeded()
    code = tables.open("sjuan", {}, [True, True, False])
    tables.join(code, "Ann", "p1", "s1")
    tables.leave("p1")
    assert tables.snapshot(code).waiting == 2
    assert tables.join(code, "Bo", "p2", "s2") == 0


# -- turns, stale pages, two tabs, clicks at once --------------------------------------------


def test_a_click_out_of_turn_a_stale_page_and_an_illegal_move_change_nothing() -> None:
    tables, code = full_table("sjuan", 3)
    mover = holder_to_move(tables, code, 3)
    other = next(f"page{i}" for i in range(3) if f"page{i}" != mover)
    snap = tables.snapshot(code, mover)
    before = unchanged(tables, code)
    with pytest.raises(NotYourTurnError):
        tables.move(code, other, snap.legal[0], snap.seen)
    with pytest.raises(StaleError):
        tables.move(code, mover, snap.legal[0], snap.seen - 1)
    with pytest.raises(TableMoveError):
        tables.move(code, mover, "XX", snap.seen)
    with pytest.raises(NotSeatedError):
        tables.move(code, "stranger", snap.legal[0], snap.seen)
    assert unchanged(tables, code) == before
    tables.move(code, mover, snap.legal[0], snap.seen)
    with pytest.raises(StaleError):  # the same page clicked again before it was drawn anew
        tables.move(code, mover, snap.legal[0], snap.seen)


def test_two_players_clicking_at_once_make_one_move() -> None:
    tables, code = full_table("sedma", 4)
    mover = holder_to_move(tables, code, 4)
    snap = tables.snapshot(code, mover)
    start = threading.Barrier(8)
    results: list[object] = []

    def click(holder: str) -> None:
        start.wait()
        try:
            results.append(tables.move(code, holder, snap.legal[0], snap.seen))
        except SjuanError as e:
            results.append(type(e))

    holders = [mover] * 4 + [f"page{i}" for i in range(4)]
    threads = [threading.Thread(target=click, args=(h,)) for h in holders]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    made = [r for r in results if isinstance(r, int)]
    assert len(made) == 1
    assert set(results) - {made[0]} <= {StaleError, NotYourTurnError}
    assert replayed(tables.record(code) or {}).final == tables.state(code)


def test_a_second_tab_takes_the_seat_and_the_first_is_told() -> None:
    tables, code = full_table("sedma", 4)
    tables.join(code, "P0", "page0-new", "session0")
    old = tables.snapshot(code, "page0")
    assert old.moved and old.state is None and old.legal == ()
    new = tables.snapshot(code, "page0-new")
    assert new.seat == 0 and not new.moved
    while not tables.snapshot(code, "page0-new").legal:
        holder = next(h for h in ("page1", "page2", "page3") if tables.snapshot(code, h).legal)
        snap = tables.snapshot(code, holder)
        tables.move(code, holder, snap.legal[0], snap.seen)
    snap = tables.snapshot(code, "page0-new")
    with pytest.raises(SeatMovedError) as err:
        tables.move(code, "page0", snap.legal[0], snap.seen)
    assert err.value.message("nb").startswith("Plassen din")
    tables.move(code, "page0-new", snap.legal[0], snap.seen)


def test_a_seat_left_is_played_by_the_computer_until_its_nickname_comes_back() -> None:
    tables, code = full_table("sjuan", 3)
    tables.leave("page1")
    seats = tables.snapshot(code, "page0").seats
    assert seats[1].human and not seats[1].present
    for _ in range(30):  # pages 0 and 2 play; seat 1 never waits for a person
        if tables.snapshot(code, "page0").over:
            break
        holder = next((h for h in ("page0", "page2") if tables.snapshot(code, h).legal), None)
        assert holder is not None, "the table waits for the seat that left"
        snap = tables.snapshot(code, holder)
        tables.move(code, holder, snap.legal[0], snap.seen)
    assert tables.join(code, "P1", "laptop", "another-session") == 1
    assert tables.snapshot(code, "laptop").seats[1].present


def test_a_table_nobody_is_at_waits() -> None:
    tables, code = full_table("sjuan", 3)
    for i in range(3):
        tables.leave(f"page{i}")
    moves = tables.snapshot(code).seen
    assert not tables.snapshot(code).over
    tables.join(code, "P2", "back", "s")
    assert tables.snapshot(code).seen >= moves


# -- what a seat sees ------------------------------------------------------------------------


def test_a_seat_sees_its_own_hand_and_no_other() -> None:
    tables, code = full_table("sedma", 4)
    full = tables.state(code)
    api = api_for("sedma")
    for i in range(4):
        snap = tables.snapshot(code, f"page{i}")
        assert snap.state == api.view(full, i)
        view = view_of_state(snap.state)
        assert view.hand(snap.state, i) == view_of_state(full).hand(full, i)
        assert all(view.hand(snap.state, j) == [] for j in range(4) if j != i)
    passer_by = tables.snapshot(code)
    assert passer_by.state is None and passer_by.log == ()


def test_sedma_for_four_plays_partners_opposite() -> None:
    tables, code = full_table("sedma", 4)
    assert tables.snapshot(code, "page0").state.sides == ((0, 2), (1, 3))


# -- records and matches ---------------------------------------------------------------------


def play_to_end(tables: Tables, code: str, n: int, rng: random.Random) -> None:
    while not tables.snapshot(code, "page0").over:
        play_one(tables, code, n, rng.randrange(10))


def test_a_finished_game_is_a_record_the_replay_reads_to_the_same_end() -> None:
    tables, code = full_table("sjuern", 3)
    assert tables.snapshot(code, "page0").record is None  # a game in play gives no seed away
    play_to_end(tables, code, 3, random.Random(2))
    record = tables.snapshot(code, "page1").record
    assert record is not None and record["players"] == ["P0", "P1", "P2"]
    assert replay(record).final == tables.state(code)
    with pytest.raises(TableStateError):  # a single game has no next game
        tables.next_game(code, "page0")


def test_sedma_is_a_match_dealt_game_after_game() -> None:
    tables, code = full_table("sedma", 4)
    with pytest.raises(TableStateError):
        tables.next_game(code, "page0")
    play_to_end(tables, code, 4, random.Random(3))
    first = tables.snapshot(code, "page2")
    assert first.match is not None and len(first.match.games) == 1
    assert tables.next_game(code, "page2") == 2
    record = tables.record(code) or {}
    assert len(record["games"]) == 2 and record["games"][1]["moves"] == []
    assert replayed(record).final == tables.state(code)


def test_femkamp_plays_its_deals_as_a_match_with_the_score_sheet() -> None:
    tables = seeded(4)
    code = tables.open("femkamp", {}, [True, False, False, False])
    tables.join(code, "Kari", "page0", "s")
    rng = random.Random(4)
    deals = 0
    while True:
        play_to_end(tables, code, 1, rng)
        deals += 1
        snap = tables.snapshot(code, "page0")
        assert snap.record is not None and replay(snap.record).states[-1] == tables.state(code)
        if snap.match_over:
            break
        tables.next_game(code, "page0")
    assert deals == len(snap.match.deals) >= 5
    sheet = snap.match.to_sheet()
    assert sheet.players == ("Kari", *(t("table.computer_name", "en", n=i) for i in (2, 3, 4)))
    assert replay(snap.record).result_json()["over"] is True


def test_every_refusal_has_a_sentence_in_every_language() -> None:
    classes = [getattr(table_errors, name) for name in table_errors.__all__]
    for cls in classes:
        for lang in LANGS:
            text = t(cls.key, lang, name="Ann")
            assert text != cls.key and text[0].isupper() and "\n" not in text, (cls.__name__, lang)


def test_the_command_line_and_the_stepper_replay_a_table_s_record(tmp_path: Any) -> None:
    from sjuan_notebooks.cli import main
    from sjuan_notebooks.widgets.stepper import Stepper

    tables, code = full_table("sedma", 4, seed=9)
    play_to_end(tables, code, 4, random.Random(9))
    record = tables.snapshot(code, "page0").record
    path = tmp_path / "table.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    stepper = Stepper(record)
    assert stepper.go(len(stepper.replay.turns))


def test_a_slovak_sentence_about_a_player_agrees_with_the_gender_given() -> None:
    tables = seeded(5)
    code = tables.open("sedma", {}, [True, True, False, False], lang="sk")
    tables.join(code, "Eva", "p0", "s0", gender="f")
    tables.join(code, "Ján", "p1", "s1", gender="nonsense")  # not said
    record = tables.record(code) or {}
    assert record["genders"] == {"Eva": "f"}
    players = replayed(record).initial.players
    assert [p.agreement for p in players[:2]] == ["f", None]
    first = replayed(record).initial
    said = [view_of_state(first).moved_text(first, seat, first.hands[seat][0].code, "sk")
            for seat in (0, 1)]  # fmt: skip
    assert said[0].startswith("Eva zahrala") and not said[1].startswith("Ján zahrala")
