"""Properties of a table under any interleaving of its clients' actions: joins, leaves, second
tabs, moves right and wrong, stale pages, next games, sequentially and from threads. After
every step the table's record replays to the table's state, and no snapshot a client read
holds another seat's hidden cards."""

from __future__ import annotations

import random
import threading
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.registry import api_for
from sjuan_notebooks.tables import Snapshot, TableError, Tables
from sjuan_notebooks.tables.records import replayed
from sjuan_notebooks.views.base import view_of_state

GAMES = ("sjuan", "sjuern", "sedma", "femkamp", "sjukamp", "kabal")
NICKNAMES = ("Ann", "Bo", "Cy", "Di", "ann", "", "x" * 30, "Eve\x07")

action = st.one_of(
    st.tuples(st.just("join"), st.integers(0, 5), st.sampled_from(NICKNAMES), st.integers(0, 2)),
    st.tuples(st.just("leave"), st.integers(0, 5)),
    st.tuples(st.just("move"), st.integers(0, 5), st.integers(0, 40), st.sampled_from([0, 0, 0, -1, 1])),
    st.tuples(st.just("bogus"), st.integers(0, 5)),
    st.tuples(st.just("next"), st.integers(0, 5)),
    *[st.tuples(st.just("play"), st.integers(0, 40))] * 3,
    st.tuples(st.just("play_on"), st.integers(1, 200)),
    st.tuples(st.just("play_on"), st.integers(1, 200)),
)  # fmt: skip


def check_seen(tables: Tables, code: str, snap: Snapshot) -> None:
    """What one client was sent: its seat's view and nothing of another hand."""
    full = tables.state(code)
    if snap.state is None:
        assert snap.seat is None or not snap.started or snap.moved
        assert snap.log == ()
        return
    api = api_for(snap.game)
    assert snap.seat is not None
    seats = range(len(snap.seats))
    states = [snap.state] + [line.before for line in snap.log]
    for state in states:
        view = view_of_state(state)
        for other in seats:
            if other != snap.seat:
                assert view.hand(state, other) == [], (snap.game, other)
    if full is not None and api.game_of(full) == api.game_of(snap.state):
        mine = view_of_state(full).hand(full, snap.seat)
        if snap.version == tables.version:
            assert view_of_state(snap.state).hand(snap.state, snap.seat) == mine
    assert snap.record is None or snap.over


def check_table(tables: Tables, code: str) -> None:
    record = tables.record(code)
    if record is None:
        assert tables.state(code) is None
        return
    assert replayed(record).final == tables.state(code)


def run(tables: Tables, code: str, step: tuple[Any, ...], sent: list[Snapshot]) -> None:
    kind, who = step[0], step[1]
    if kind == "play_on":  # the clients play on, each its first legal move, for a while
        for pick in range(who):
            run(tables, code, ("play", pick), sent)
        return
    if kind == "play":  # the client whose turn it is clicks one of its legal moves
        kind, step = "move", ("move", who, who, 0)
        who = next((i for i in range(6) if tables.snapshot(code, f"page{i}").legal), 0)
    page, session = f"page{who}", f"session{who % 4}"
    try:
        if kind == "join":
            tables.join(code, step[2], page, f"{session}-{step[3]}")
        elif kind == "leave":
            tables.leave(page)
        elif kind == "next":
            tables.next_game(code, page)
        else:
            snap = tables.snapshot(code, page)
            sent.append(snap)
            if kind == "bogus":
                tables.move(code, page, "nonsense", snap.seen)
            else:
                legal = snap.legal or ("H7", "pass")
                tables.move(code, page, legal[step[2] % len(legal)], snap.seen + step[3])
    except TableError as e:
        assert e.message("sk") and e.message("sv")
    except SjuanError as e:  # only a table's refusals may reach a page
        raise AssertionError(f"{type(e).__name__}: {e}") from e
    sent.append(tables.snapshot(code, page))


def new_table(game: str, seats: list[bool], seed: int) -> tuple[Tables, str]:
    rng = random.Random(seed)
    tables = Tables(seeds=lambda: rng.randrange(2**31))
    n = {"sedma": 4}.get(game, len(seats))
    counts = api_for(game).player_counts
    seats = (seats * 3)[: max(n, counts[0])]
    if len(seats) not in counts:
        seats = seats[: counts[-1]]
    if not any(seats):
        seats[0] = True
    return tables, tables.open(game, {}, seats)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    seats=st.lists(st.booleans(), min_size=3, max_size=4),
    seed=st.integers(0, 2**16),
    seated=st.booleans(),
    steps=st.lists(action, max_size=150),
)
def test_any_interleaving_leaves_a_table_its_record_replays(
    game: str, seats: list[bool], seed: int, seated: bool, steps: list[tuple[Any, ...]]
) -> None:
    tables, code = new_table(game, seats, seed)
    sent: list[Snapshot] = []
    if seated:  # every seat for a person taken first, so that the game starts
        steps = [("join", i, ("Ann", "Bo", "Cy", "Di")[i], 0) for i in range(4)] + steps
    for step in steps:
        run(tables, code, step, sent)
        check_table(tables, code)
    for snap in sent:
        check_seen(tables, code, snap)


# 15 runs of two to four threads each (the run's slowest test at 25, 35 s of a worker when the
# machine is busy: threads wait on each other's GIL turns); the moves' logic has the 60 above
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(("sjuan", "sedma", "femkamp")),
    seed=st.integers(0, 2**16),
    steps=st.lists(st.lists(action, min_size=1, max_size=12), min_size=2, max_size=4),
)
def test_clients_acting_from_threads_at_once_leave_a_table_its_record_replays(
    game: str, seed: int, steps: list[list[tuple[Any, ...]]]
) -> None:
    tables, code = new_table(game, [True, True, False, True], seed)
    for i in range(3):  # seats taken, so that moves are made
        tables.join(code, ("Ann", "Bo", "Di")[i], f"page{i}", f"session{i}")
    sent: list[Snapshot] = []
    errors: list[BaseException] = []
    start = threading.Barrier(len(steps))

    def client(mine: list[tuple[Any, ...]]) -> None:
        start.wait()
        try:
            for step in mine:
                run(tables, code, step, sent)
        except BaseException as e:  # noqa: BLE001 - reported by the test's thread
            errors.append(e)

    threads = [threading.Thread(target=client, args=(s,)) for s in steps]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors
    check_table(tables, code)
    for snap in sent:
        check_seen(tables, code, snap)
