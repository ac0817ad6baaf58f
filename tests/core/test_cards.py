"""Card codes, names in four languages, and the bad-code error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import CARDS, SEDMA_PACK, Card, cards_of_mask, mask_of, parse_card
from sjuan_notebooks.core.errors import BadCardError


@pytest.mark.parametrize(
    "text,suit,rank",
    [
        ("H7", "H", 7),
        ("S10", "S", 10),
        ("DQ", "D", 12),
        ("CA", "C", 1),
        ("♥7", "H", 7),
        ("7♥", "H", 7),
        ("10♠", "S", 10),
        ("dq", "D", 12),
        ("h10", "H", 10),
        (" ck ", "C", 13),
        ("♣J", "C", 11),
    ],
)
def test_parse_forms(text: str, suit: str, rank: int) -> None:
    assert parse_card(text) == Card(suit, rank)


@pytest.mark.parametrize("bad", ["X1", "H1", "H11", "7", "H", "", "HH7", "S 10", "10", "♥", "H7H"])
def test_bad_code_quotes_input_and_shows_form(bad: str) -> None:
    with pytest.raises(BadCardError) as info:
        parse_card(bad)
    message = str(info.value)
    assert f'"{bad}"' in message
    assert "H7" in message and "suit letter" in message
    assert isinstance(info.value, ValueError)


def test_bad_code_message_in_swedish() -> None:
    with pytest.raises(BadCardError) as info:
        parse_card("Z9")
    assert info.value.message("sv").startswith('Ogiltig kortkod "Z9"')


@given(st.sampled_from(CARDS))
def test_code_round_trips_and_repr_pastes_back(card: Card) -> None:
    assert parse_card(card.code) == card
    assert parse_card(card.symbol) == card
    assert eval(repr(card)) == card  # noqa: S307 - the repr is meant to be pasted back


@given(st.sets(st.sampled_from(CARDS)))
def test_masks_round_trip(cards: set[Card]) -> None:
    assert set(cards_of_mask(mask_of(cards))) == cards
    assert cards_of_mask(mask_of(cards)) == sorted(cards, key=lambda c: c.index)


def test_names_in_four_languages() -> None:
    assert parse_card("H7").name("sv") == "hjärter sju"
    assert parse_card("D7").name("nb") == "ruter sju"
    assert parse_card("S7").name("nb") == "spar sju"
    assert parse_card("CQ").name("nb") == "kløver dame"
    assert parse_card("CQ").name("en") == "queen of clubs"
    assert parse_card("SA").name("sk") == "pikové eso"
    assert parse_card("H7").name("sk") == "srdcová sedmička"


def test_sedma_pack_names_are_german_suited() -> None:
    assert len(SEDMA_PACK) == 32
    assert {c.rank for c in SEDMA_PACK} == {7, 8, 9, 10, 11, 12, 13, 1}
    assert parse_card("HK").name("sk", pack="sedma") == "červený kráľ"
    assert parse_card("SJ").name("sk", pack="sedma") == "zelený dolník"
    assert parse_card("CQ").name("sk", pack="sedma") == "žaluďový horník"
    assert parse_card("DA").name("sk", pack="sedma") == "guľové eso"
    assert parse_card("CQ").name("en", pack="sedma") == "ober of acorns"


def test_card_constructor_refuses_nonsense() -> None:
    with pytest.raises(BadCardError):
        Card("X", 7)
    with pytest.raises(BadCardError):
        Card("H", 14)
