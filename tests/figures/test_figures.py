"""The view adapters' card grids and the Plotly figures built from them."""

from __future__ import annotations

import random

import pytest
from digest_data import DIGEST_SHEET
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import SEDMA_PACK, parse_card
from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import api_for, replay
from sjuan_notebooks.figures.charts import (
    CATEGORY_STYLE,
    OKABE_ITO,
    hand_sizes_figure,
    legal_map_figure,
    running_scores_figure,
    sedma_points_figure,
    sedma_points_series,
    timeline_figure,
)
from sjuan_notebooks.i18n import LANGS
from sjuan_notebooks.sevens.engine import needed_card
from sjuan_notebooks.views.base import CATEGORIES, view_of_state

GAMES = ("sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma")


def random_position(game: str, seed: int, steps: int, options: dict | None = None):
    api = api_for(game)
    counts = api.player_counts
    rng = random.Random(seed)
    n = counts[rng.randrange(len(counts))]
    state = api.new_game(options or {}, n, seed)
    for _ in range(steps):
        if api.is_over(state):
            break
        moves = api.legal_moves(state)
        state = api.apply(state, moves[rng.randrange(len(moves))])
    return api, state


def legal_card_codes(api, state) -> set[str]:
    return {m.code for m in api.legal_moves(state) if hasattr(m, "suit")}


# -- grids: invariants for every game -------------------------------------------------------


@settings(max_examples=40)
@given(st.sampled_from(GAMES), st.integers(0, 10_000), st.integers(0, 80))
def test_grid_has_every_card_once_and_marks_exactly_the_engine_legal_cards(
    game: str, seed: int, steps: int
) -> None:
    api, state = random_position(game, seed, steps)
    view = view_of_state(state)
    grid = view.grid(state, None, "en")
    pack = SEDMA_PACK if game == "sedma" else None
    expected = 32 if pack else 52
    assert len(grid.cells) == expected
    assert len({c.card for c in grid.cells}) == expected
    assert {c.category for c in grid.cells} <= set(CATEGORIES)
    assert set(grid.codes("legal")) == (
        set() if api.is_over(state) else legal_card_codes(api, state)
    )
    assert all(c.reason for c in grid.cells)
    # the seat to move's cards are legal or held; nobody else's are
    if not api.is_over(state):
        mover = api.to_move(state)
        hand = {c.code for c in view.hand(state, mover)}
        assert set(grid.codes("legal")) | set(grid.codes("held")) == hand


@settings(max_examples=30)
@given(st.sampled_from(GAMES), st.integers(0, 10_000), st.integers(0, 60), st.integers(0, 4))
def test_a_seat_view_shows_no_other_hand(game: str, seed: int, steps: int, seat: int) -> None:
    api, state = random_position(game, seed, steps)
    view = view_of_state(state)
    seat %= len(view.players(state))
    grid = view.grid(state, seat, "en")
    assert grid.codes("other") == []
    own = {c.code for c in view.hand(state, seat)}
    assert set(grid.codes("legal")) | set(grid.codes("held")) == own
    if api.is_over(state) or api.to_move(state) != seat:
        assert grid.codes("legal") == []


def test_sevens_reasons_name_the_card_that_is_needed() -> None:
    # After H7, S7, H8: H10 needs H9 first (no rank is ever skipped).
    states = replay(load_example("sjuan-worked-example")).states
    state = states[3]
    grid = view_of_state(state).grid(state, None, "en")
    assert grid.cell("H10").reason.endswith("needs the nine of hearts first")
    assert grid.cell("C8").reason.endswith("needs the seven of clubs first")
    assert grid.cell("D7").reason.endswith("a seven may always be played")
    assert grid.cell("H9").reason.endswith("fits directly above the eight of hearts")
    assert grid.cell("H6").reason.endswith("fits directly below the seven of hearts")
    sk = view_of_state(state).grid(state, None, "sk")
    assert sk.cell("H10").reason.endswith("najprv treba srdcovú deviatku")
    assert sk.cell("H9").reason.endswith("patrí hneď nad srdcovú osmičku")


@settings(max_examples=30)
@given(st.integers(0, 10_000), st.integers(1, 50))
def test_sevens_needed_card_in_every_reason(seed: int, steps: int) -> None:
    _, state = random_position("sjuan", seed, steps)
    grid = view_of_state(state).grid(state, None, "en")
    for cell in grid.cells:
        need = needed_card(state, cell.card)
        if need is not None and cell.category != "table":
            assert cell.reason.endswith(f"needs the {need.name('en')} first")


def test_worked_example_pass_turn_map_matches_the_text() -> None:
    # Turn 8: D passes, lacking C7, H10, H5, S8, S5, D6 and D8: those are the playable cards,
    # all held by others; D has nothing legal.
    rep = replay(load_example("sjuan-worked-example"))
    before = rep.turns[7].before
    fig = legal_map_figure(before, "en")
    by_name = {CATEGORIES[i]: trace for i, trace in enumerate(fig.data)}
    assert list(by_name["legal"].customdata) == []
    playable = {"C7", "H10", "H5", "S8", "S5", "D6", "D8"}
    other = dict(zip(by_name["other"].customdata, by_name["other"].hovertext))
    assert playable <= set(other)
    for code in playable:
        assert "needs" not in other[code]
    assert fig.layout.title.text == "Which cards may D play? (turn 8)"


def test_trick_map_says_must_follow_and_marks_the_trick() -> None:
    api = api_for("femkamp")
    for seed in range(50):
        state = api.new_game({"deal": "grand"}, 4, seed)
        state = api.apply(state, api.legal_moves(state)[0])
        led = state.trick[0][1].suit
        hand = state.hand(state.to_move)
        if any(c.suit == led for c in hand) and any(c.suit != led for c in hand):
            break
    grid = view_of_state(state).grid(state, None, "en")
    assert grid.codes("trick") == [state.trick[0][1].code]
    for card in hand:
        cell = grid.cell(card.code)
        if card.suit == led:
            assert cell.category == "legal"
        else:
            assert cell.category == "held"
            assert "must follow" in cell.reason


def test_sedma_map_says_takes_over_for_the_same_rank_and_sevens() -> None:
    api = api_for("sedma")
    for seed in range(200):
        state = api.new_game({}, 2, seed)
        led = api.legal_moves(state)[0]
        state = api.apply(state, led)
        hand = state.hand(state.to_move)
        if any(c.rank == led.rank or c.rank == 7 for c in hand):
            break
    grid = view_of_state(state).grid(state, None, "en")
    for card in hand:
        reason = grid.cell(card.code).reason.lower()
        if card.rank == led.rank:
            assert "same rank" in reason
        elif card.rank == 7:
            assert "seven" in reason
    assert len(grid.suits) == 4 and len(grid.ranks) == 8


# -- the legal-move map figure ------------------------------------------------------------------


def test_every_category_has_its_own_colour_and_its_own_symbol() -> None:
    colours = [style[0] for style in CATEGORY_STYLE.values()]
    symbols = [style[1] for style in CATEGORY_STYLE.values()]
    assert len(set(colours)) == len(colours)
    assert len(set(symbols)) == len(symbols)
    palette = set(OKABE_ITO.values()) | {"#999999"}
    assert set(colours) <= palette
    assert set(CATEGORY_STYLE) == set(CATEGORIES)


@pytest.mark.parametrize("game", GAMES)
def test_legal_map_has_one_trace_per_category_and_the_legal_trace_is_the_engine_legal_set(
    game: str,
) -> None:
    api, state = random_position(game, 7, 5)
    fig = legal_map_figure(state, "en")
    assert [tr.name for tr in fig.data] == [
        "legal now", "in hand, not playable now", "on the table", "in the trick", "held by another player",
        "unknown (hidden)", "out of play",
    ]  # fmt: skip
    assert set(fig.data[0].customdata) == legal_card_codes(api, state)
    total = sum(len(tr.customdata) for tr in fig.data)
    assert total == (32 if game == "sedma" else 52)
    n_cols = len(fig.layout.xaxis.tickvals)
    assert n_cols == (8 if game == "sedma" else 13)


@pytest.mark.parametrize("lang", LANGS)
def test_titles_and_axis_labels_are_translated(lang: str) -> None:
    state = replay(load_example("sjuan-worked-example")).states[2]
    fig = legal_map_figure(state, lang)
    english = legal_map_figure(state, "en")
    title = fig.layout.title.text
    assert "{" not in title and "C" in title  # C is to move
    if lang != "en":
        assert title != english.layout.title.text
        assert fig.layout.xaxis.title.text != english.layout.xaxis.title.text
        assert fig.data[0].name != english.data[0].name


def test_sedma_axes_use_the_german_suits() -> None:
    _, state = random_position("sedma", 3, 0)
    fig = legal_map_figure(state, "sk")
    assert list(fig.layout.yaxis.ticktext) == ["červeň", "zeleň", "žaluď", "guľa"]
    assert list(fig.layout.xaxis.ticktext) == ["7", "8", "9", "10", "D", "H", "K", "E"]


# -- whole-game figures ------------------------------------------------------------------------


def test_timeline_marks_the_texts_forced_start_and_the_pass() -> None:
    rep = replay(load_example("sjuan-worked-example"))
    fig = timeline_figure(rep, "en")
    choice, forced, passes = fig.data
    assert list(passes.x) == [8] and list(passes.y) == ["D"]
    assert 1 in list(forced.x)  # the holder of the start card must play it
    counts = {x: int(n) for trace in fig.data for x, n in zip(trace.x, trace.text)}
    assert counts[1] == 1
    assert counts[8] == 1  # a forced pass is the only move
    assert len({tr.marker.symbol for tr in fig.data}) == 3


@pytest.mark.parametrize("name", ["sjuan-worked-example", "femkamp-kabal", "sedma-game-4p"])
def test_hand_sizes_account_for_every_card_in_play(name: str) -> None:
    rep = replay(load_example(name))
    fig = hand_sizes_figure(rep, "en")
    sizes = list(zip(*[tr.y for tr in fig.data]))
    for before, after in zip(sizes, sizes[1:]):
        # one card leaves one hand per move (Sedma: hands are refilled from the stock)
        if rep.game != "sedma":
            assert sum(before) - sum(after) in (0, 1)
    if rep.game in ("sjuan", "kabal", "femkamp"):
        assert sum(sizes[0]) == 52


def test_running_scores_end_on_the_totals_and_mark_the_tie() -> None:
    from sjuan_notebooks.femkamp.scoresheet import ScoreSheet

    fig = running_scores_figure(ScoreSheet.from_json(DIGEST_SHEET), "en")
    finals = {tr.name: tr.y[-1] for tr in fig.data[:-1]}
    assert finals == {"Kari": 7, "Ola": 16, "Siri": 7, "Per": 9}
    tie = fig.data[-1]
    assert len(tie.x) == 2 and set(tie.y) == {7}
    assert "Kari" in tie.name and "Siri" in tie.name
    assert len(fig.layout.annotations) == 1

    untied = {**DIGEST_SHEET, "scores": {**DIGEST_SHEET["scores"], "Kari": [3, 2, 4, 3, -6],
                                          "Ola": [4, 5, 8, 1, -1]}}  # fmt: skip
    fig = running_scores_figure(ScoreSheet.from_json(untied), "en")
    assert len(fig.data[-1].x) == 0 and len(fig.layout.annotations) == 0


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]))
def test_sedma_points_rise_to_90_over_a_finished_game(seed: int, players: int) -> None:
    from sjuan_notebooks.sedma.match import random_playout

    api = api_for("sedma")
    final = random_playout(api.new_game({}, players, seed), random.Random(seed))
    labels, series = sedma_points_series(final)
    for values in series:
        assert all(b >= a for a, b in zip(values, values[1:]))
    if final.burnt is None:
        assert sum(values[-1] for values in series) == 90
        assert len(series[0]) == len(final.tricks) + 1
    fig = sedma_points_figure(final, "sk")
    assert [tr.name for tr in fig.data] == [f"Strana {label}" for label in labels]


def test_sedma_points_of_a_stored_game_follow_the_tricks() -> None:
    rep = replay(load_example("sedma-game-4p"))
    labels, series = sedma_points_series(rep)
    final = rep.states[-1]
    assert labels == [final.side_label(0), final.side_label(1)]
    assert tuple(v[-1] for v in series) == final.side_points()


def test_parse_card_codes_in_maps_are_real_cards() -> None:
    _, state = random_position("sjuan", 1, 10)
    fig = legal_map_figure(state, "nb", perspective=0)
    for trace in fig.data:
        for code in trace.customdata:
            assert parse_card(code).code == code
