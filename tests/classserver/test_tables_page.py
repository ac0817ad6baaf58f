"""The table page's lobby without a browser: every control named in the page's language, a bad
nickname or a wrong code in one sentence with no table opened, opening and joining seat the
page, and the teacher's rows say how far each table has come."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

pytest.importorskip("solara")
from sjuan_notebooks.classserver import tables_page  # noqa: E402
from sjuan_notebooks.classserver.tables_page import Lobby, tables_header, tables_rows  # noqa: E402
from sjuan_notebooks.i18n import LANGS, t  # noqa: E402
from sjuan_notebooks.tables import Tables  # noqa: E402


@pytest.fixture(autouse=True)
def fresh_tables(monkeypatch: pytest.MonkeyPatch) -> Tables:
    tables = Tables()
    monkeypatch.setattr(tables_page, "TABLES", tables)
    return tables


def controls(widget: w.Widget) -> list[Any]:
    found, todo = [], [widget]
    while todo:
        x = todo.pop()
        if isinstance(x, (w.Button, w.Text, w.Dropdown, w.Checkbox, w.BoundedIntText)):
            found.append(x)
        todo.extend(getattr(x, "children", ()))
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_control_of_the_lobby_is_named_in_the_page_s_language(lang: str) -> None:
    lobby = Lobby(lang, "page", "session")
    names = {c.description for c in controls(lobby)}
    assert "" not in names
    for key in ("table.join.nickname", "table.open.game", "table.open.players",
                "table.open.button", "table.join.code", "table.join.button"):  # fmt: skip
        assert t(key, lang) in names
    assert t("table.open.seat", lang, n=1) in names


def test_a_bad_nickname_or_a_wrong_code_opens_nothing(fresh_tables: Tables) -> None:
    lobby = Lobby("sv", "page", "session")
    lobby.nickname.value = ""
    assert lobby.open_table() is None
    assert t("table.error.nickname_empty", "sv") in lobby.message.value
    lobby.nickname.value = "x" * 300
    assert lobby.open_table() is None
    assert t("class.nickname.too_long", "sv", most=24) in lobby.message.value
    assert fresh_tables.summaries() == []
    lobby.nickname.value = "Ann"
    assert not lobby.join_table("ACDE")
    assert t("table.error.unknown_code", "sv") in lobby.message.value
    assert lobby.seat is None


def test_opening_seats_the_opener_and_others_join_with_the_code(fresh_tables: Tables) -> None:
    opener = Lobby("nb", "p1", "s1")
    opener.game.value = "femkamp"
    opener.players.value = 3
    assert [d.value for d in opener.seat_kinds] == ["person", "person", "computer"]
    opener.nickname.value = "Kari"
    code = opener.open_table()
    assert code is not None and opener.seat is not None and opener.children == (opener.seat,)
    assert t("table.waiting", "nb", n=1, code=code) in opener.seat.status_html.value
    other = Lobby("sk", "p2", "s2", code=code.lower())
    other.nickname.value = "Ola"
    assert other.join_table(other.code.value)
    assert other.seat is not None and other.seat.snapshot is not None
    assert other.seat.snapshot.started
    rows = tables_rows("en")
    assert rows == [
        [
            code,
            "Femkamp",
            "Kari; Ola; "
            + t("table.seat.computer", "en", name=t("table.computer_name", "nb", n=3)),
            rows[0][3],
        ]
    ]  # a computer seat's name is in the opener's language
    moves = fresh_tables.snapshot(code).seen
    assert rows[0][3] == t("table.progress.playing", "en", games=1, moves=moves)
    assert tables_header("sk")[0] == t("table.teacher.code", "sk")
