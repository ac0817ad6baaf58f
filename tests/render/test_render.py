"""Static HTML/SVG drawings: cards, the Sevens table, tricks, Sedma, score sheets."""

from __future__ import annotations

import random
import re

from digest_data import DIGEST_SHEET
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import SEDMA_PACK, parse_card
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.render.html import (
    card_svg,
    hand_html,
    sevens_table_html,
)
from sjuan_notebooks.sevens.engine import SevensRules, apply, legal_moves, new_deal
from sjuan_notebooks.views import scoresheet_html, view_of_state
from sjuan_notebooks.widgets.common import plain

DATA_CARD = re.compile(r'data-card="([A-Z0-9]+)"')


def worked_example_final():
    return replay(load_example("sjuan-worked-example")).states[-1]


# -- single cards -----------------------------------------------------------------------------


def test_red_suits_are_drawn_red_and_black_suits_black() -> None:
    red = card_svg(parse_card("H7"))
    black = card_svg(parse_card("S7"))
    assert "#C0392B" in red and "♥" in red
    assert "#C0392B" not in black and "♠" in black


def test_face_down_card_shows_no_identity() -> None:
    back = card_svg(parse_card("HQ"), face_down=True)
    assert "sjuan-back" in back
    assert "data-card" not in back and "♥" not in back


def test_card_title_names_the_card_in_the_language() -> None:
    assert "<title>hjärter sju</title>" in card_svg(parse_card("H7"), lang="sv")
    assert "<title>seven of hearts</title>" in card_svg(parse_card("H7"), lang="en")


def test_sedma_cards_use_the_german_suit_names_and_court_letters() -> None:
    king = card_svg(parse_card("HK"), pack="sedma", lang="sk")
    assert "<title>červený kráľ</title>" in king
    assert "červeň" in plain(king)
    unter = card_svg(parse_card("SJ"), pack="sedma", lang="sk")
    assert ">D<" in unter  # dolník
    assert "zeleň" in unter
    # no French suit symbols in the German pack
    for card in SEDMA_PACK:
        svg = card_svg(card, pack="sedma", lang="sk")
        assert not set("♠♥♦♣") & set(svg)


def test_hand_marks_legal_cards_and_adds_face_down_cards() -> None:
    cards = [parse_card(c) for c in ("H6", "H9", "S4")]
    out = hand_html(cards, legal=["H6"], hidden=2)
    assert DATA_CARD.findall(out) == ["H6", "H9", "S4"]
    assert out.count("sjuan-back") == 2
    assert out.count("#009E73") == 1  # one green outline


# -- the Sevens table -------------------------------------------------------------------------


def test_worked_example_table_matches_the_rule_text() -> None:
    # "hjärterraden sträcker sig från sex till nio, spaderraden täcker sex och sju, ruter har
    # bara sin sjua, och klöver är fortfarande en helt oöppnad färg."
    table = sevens_table_html(worked_example_final(), "sv")
    assert sorted(DATA_CARD.findall(table)) == sorted(["H6", "H7", "H8", "H9", "S6", "S7", "D7"])


def test_table_rows_run_from_low_to_high_with_the_seven_in_the_middle_column() -> None:
    state = worked_example_final()
    rows = re.findall(r"<tr>(.*?)</tr>", sevens_table_html(state, "en"))
    assert len(rows) == 4
    hearts = re.findall(r"<td[^>]*>(.*?)</td>", rows[0])
    assert len(hearts) == 13
    assert 'data-card="H7"' in hearts[6]  # ace low: A..6 left of the seven
    assert 'data-card="H6"' in hearts[5] and 'data-card="H9"' in hearts[8]


def test_ace_high_moves_the_ace_to_the_right_end() -> None:
    rules = SevensRules.for_game("sjuern", ace_high=True)
    state = new_deal(rules, 4, seed=3)
    rows = re.findall(r"<tr>(.*?)</tr>", sevens_table_html(state, "en"))
    slots = re.findall(r"<td[^>]*>(.*?)</td>", rows[0])
    assert ">A<" in slots[-1] and ">2<" in slots[0]


def test_a_seat_view_hides_the_other_hands() -> None:
    state = worked_example_final()
    html = view_of_state(state).state_html(state, "en", perspective=0)
    shown = set(DATA_CARD.findall(html))
    own = {c.code for c in state.hand(0)}
    assert own <= shown
    others = {c.code for seat in (1, 2, 3) for c in state.hand(seat)}
    assert not others & shown
    assert html.count("sjuan-back") == sum(len(state.hand(s)) for s in (1, 2, 3))


def test_repr_html_of_a_sevens_state_is_the_drawing() -> None:
    state = worked_example_final()
    assert state._repr_html_() == view_of_state(state).state_html(state)


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.integers(3, 6), st.integers(0, 60))
def test_every_card_is_drawn_exactly_once_with_all_hands_open(
    seed: int, players: int, steps: int
) -> None:
    state = new_deal(SevensRules.for_game("sjuan"), players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        moves = legal_moves(state)
        if not moves:
            break
        state = apply(state, moves[rng.randrange(len(moves))])
    codes = DATA_CARD.findall(view_of_state(state).state_html(state))
    assert len(codes) == 52 and len(set(codes)) == 52


# -- tricks and Sedma ---------------------------------------------------------------------------


def test_trick_state_shows_the_cards_of_the_trick_in_progress() -> None:
    api = api_for("femkamp")
    state = api.new_game({"deal": "klover"}, 4, 5)
    for _ in range(2):
        state = api.apply(state, api.legal_moves(state)[0])
    html = state._repr_html_()
    trick = re.search(r'<div class="sjuan-trick">(.*?)</div><div class="sjuan-seat"', html)
    assert trick is not None
    assert DATA_CARD.findall(trick.group(1)) == [c.code for _, c in state.trick]


def test_sedma_state_is_drawn_with_the_german_pack() -> None:
    api = api_for("sedma")
    state = api.new_game({}, 4, 2)
    html = state._repr_html_()
    assert "sjuan-sedma" in html
    codes = DATA_CARD.findall(html)
    assert len(codes) == 16  # four hands of four, all open
    assert not set("♠♥♦♣") & set(html)


# -- the score sheet --------------------------------------------------------------------------


def test_score_sheet_shows_the_digest_totals_and_the_tie() -> None:
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    sheet = ScoreSheet.from_json(DIGEST_SHEET)
    text = plain(scoresheet_html(sheet, "en"))
    total_line = next(line for line in text.splitlines() if line.startswith("Total"))
    assert total_line.split()[1:] == ["7", "16", "7", "9"]
    assert "Lowest now: Kari, Siri" in text
    assert "Every row checks out." in text


def test_score_sheet_marks_a_column_that_cannot_be_right() -> None:
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    data = {**DIGEST_SHEET, "scores": {**DIGEST_SHEET["scores"], "Kari": [4, 2, 4, 3, -5]}}
    sheet = ScoreSheet.from_json(data)
    html = scoresheet_html(sheet.check(), "en")
    assert html.count("✗") == 1
    assert "Checks that fail: 1." in plain(html)
