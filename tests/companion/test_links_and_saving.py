"""Records shared by link (round trips, hostile links) and games kept on a device (saved and
resumed, damaged saves refused)."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from helpers import sedma_game, sevens_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.companion import LinkError, SavedGameError, TableGame
from sjuan_notebooks.companion.links import (
    MAX_TOKEN,
    decode_record,
    encode_record,
    lite_link,
    record_from_link,
    record_from_query,
    record_link,
)
from sjuan_notebooks.companion.sedma import match_record
from sjuan_notebooks.companion.sevens import deal_record
from sjuan_notebooks.core.records import example_names, load_example
from sjuan_notebooks.core.registry import checked_record

RECORDS = [n for n in example_names() if load_example(n).get("kind") != "scoresheet"]


@pytest.mark.parametrize("name", RECORDS)
def test_every_stored_record_round_trips_through_a_link(name):
    record = load_example(name)
    link = record_link(record, "/sv/companion")
    assert link.startswith("/sv/companion?record=1")
    assert record_from_query(link.partition("?")[2]) == checked_record(record)
    assert record_from_link(link) == checked_record(record)
    assert record_from_link(lite_link(record, "sk")) == checked_record(record)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(3, 6), sedma=st.booleans())
def test_an_entered_game_round_trips_through_a_link(seed, n, sedma):
    if sedma:
        game, _ = sedma_game(seed, min(n, 4) if n <= 4 else 2)
        record = match_record(game.state)
    else:
        game, _, _, _ = sevens_deal(seed, n)
        record = deal_record(game.state, game.state.deals[0])
    token = encode_record(record)
    assert len(token) < MAX_TOKEN
    assert decode_record(token) == checked_record(record)


def _token(payload: bytes) -> str:
    return "1" + base64.urlsafe_b64encode(zlib.compress(payload)).decode().rstrip("=")


GOOD = encode_record(load_example("sjuan-worked-example"))
HOSTILE = {
    "empty": "",
    "not text": 12,
    "no version": GOOD[1:],
    "other version": "2" + GOOD[1:],
    "cut short": GOOD[: len(GOOD) // 2],
    "one letter changed": GOOD[:40] + ("A" if GOOD[40] != "A" else "B") + GOOD[41:],
    "not base64": GOOD[:30] + "!*" + GOOD[30:],
    "too long": "1" + "A" * (MAX_TOKEN + 10),
    "a zip bomb": _token(b" " * 5_000_000),
    "not JSON": _token(b"{not json"),
    "JSON, no record": _token(b'{"hello": "world"}'),
    "an illegal move": _token(
        json.dumps({**load_example("sjuan-worked-example"), "moves": ["S2"]}).encode()
    ),
    "deep": _token(b"[" * 100_000 + b"]" * 100_000),
    "extra bytes": GOOD + "AAAA",
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
@pytest.mark.parametrize("lang", ["en", "sk"])
def test_a_damaged_or_edited_link_is_one_sentence_and_opens_nothing(case, lang):
    with pytest.raises(LinkError) as e:
        decode_record(HOSTILE[case])
    text = e.value.message(lang)
    assert "{" not in text and "\n" not in text and len(text) < 200


def test_a_page_without_a_record_in_its_address_opens_none():
    assert record_from_query("lang=sv&move=3") is None
    with pytest.raises(LinkError):
        record_from_query("record=garbage")


def test_a_game_being_entered_survives_being_saved_and_resumed():
    game, _, _, _ = sevens_deal(5, 4)
    game = game.enter("deal").enter("H7@Bo" if game.state.players[1] == "Bo" else "H7@Ann")
    again = TableGame.from_json(game.dumps())
    assert again.entries == game.entries and again.state == game.state
    assert TableGame.from_json(json.loads(game.dumps())).state.scores() == game.state.scores()


@pytest.mark.parametrize(
    "saved",
    [
        "not json",
        "[]",
        '{"kind": "other"}',
        '{"kind": "sjuan-companion", "game": "chess", "players": ["A", "B"], "entries": []}',
        '{"kind": "sjuan-companion", "game": "sjuan", "players": ["A", "A", "B"], "entries": []}',
        '{"kind": "sjuan-companion", "game": "sjuan", "players": ["A", "B", "C"],'
        ' "entries": ["H7@A", "H7"]}',
        '{"kind": "sjuan-companion", "game": "sjuan", "players": ["A", "B", "C"], "entries": 5}',
        '{"kind": "sjuan-companion", "game": "sedma", "players": ["A", "B"],'
        ' "options": {"target": -1}, "entries": []}',
    ],
)
def test_a_damaged_save_is_one_sentence(saved):
    with pytest.raises(SavedGameError) as e:
        TableGame.from_json(saved)
    for lang in ("en", "sv", "nb", "sk"):
        text = e.value.message(lang)
        assert text and "{" not in text


def test_a_damaged_browser_site_link_is_refused_too():
    record = load_example("sjuan-worked-example")
    token = encode_record(record)
    link = lite_link(record, "en")
    assert token in link
    with pytest.raises(LinkError):
        record_from_link(link.replace(token, token[:-6] + "zzzzzz"))
    assert record_from_link(link.replace(token, "")) is None  # no token: nothing to open
