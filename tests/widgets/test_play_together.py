"""The play table shared by several people at one device (pass and play) and its help levels
(full, hint, none), driven headless. What a covered table holds is read from every trait of
every widget it is made of, as the page receives them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ipywidgets.widgets.widget import _instances

from sjuan_notebooks.core.cards import Card, card_from_index
from sjuan_notebooks.core.errors import PositionError, UnknownOptionError
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.views.base import card_short
from sjuan_notebooks.widgets import PlayTable

GAMES = ("sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma")
GREEN = "#009E73"  # the outline of a legal card in the table's picture


# -- reading what the page receives -----------------------------------------------------------
def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def page_strings(root: Any) -> list[str]:
    """Every string in the synced state of ``root`` and of every widget it refers to (its
    children, the widgets inside its outputs), as the front end is sent them."""
    seen: set[str] = set()
    todo = [root.model_id]
    texts: list[str] = []
    while todo:
        model_id = todo.pop()
        if model_id in seen:
            continue
        seen.add(model_id)
        state = _instances[model_id].get_state()
        # an anywidget's code and style are the same on every page whatever the game: no state
        # (its code's words, "FOLLOW" say, may read as a card's short name, "LO")
        state = {k: v for k, v in state.items() if k not in ("_esm", "_css")}
        for text in _strings(state):
            texts.append(text)
            for ref in re.findall(r"IPY_MODEL_([0-9a-f]+)", text):
                todo.append(ref)
        for out in state.get("outputs", ()):
            view = out.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view:
                todo.append(view["model_id"])
    return texts


def private_cards(table: PlayTable) -> list[Card]:
    """The cards in hands that are not open to everyone (a Sedma burnt four is)."""
    view, state = table.view, table.state
    return [c for s in range(table.n_players) if not view.shown_hand(state, s)
            for c in view.hand(state, s)]  # fmt: skip


def leaks(table: PlayTable) -> list[str]:
    """The private cards whose code or short name is anywhere in what the page receives."""
    blob = "\n".join(page_strings(table))
    found = []
    for card in private_cards(table):
        # (not followed by a digit or a point: SVG path data such as "C8.79" is no card)
        if re.search(rf"(?<![A-Za-z0-9]){card.code}(?![A-Za-z0-9.])", blob):
            found.append(card.code)
        short = card_short(card, table.lang, table.view.pack)
        if re.search(rf"{re.escape(short)}(?![0-9])", blob):
            found.append(short)
    return found


def legal_of(table: PlayTable) -> list[str]:
    return [table.api.move_code(m) for m in table.api.legal_moves(table.state)]


def assert_covered(table: PlayTable, moved: bool = True) -> None:
    """``moved``: the cover came after a move (the page's first cover takes no focus: it
    would pull a page that has just opened away from its top)."""
    mover = table.api.to_move(table.state)
    assert table.covered and table.seat == mover
    assert table.on_page(table.cover_box) and not table.on_page(table.hand_box)
    assert not table.on_page(table.figure)
    assert table.card_buttons() == {} and table.move_buttons() == {}
    name = table.view.seat_name(table.state, mover)
    assert t("ui.play.pass_device", "en", player=name) in table.cover_html.value
    assert table.verdict() == "" and table.verdict_html.value == "" and table.tally() == ""
    assert table.legal_codes() == []
    if moved:
        assert table.aria.focus["selector"] == ".sjuan-show-hand"
    assert table.aria.names[".sjuan-cover"]["aria-label"] == t(
        "ui.play.pass_device", table.lang, player=name
    )
    assert leaks(table) == []


def play_first_legal(table: PlayTable) -> None:
    legal = legal_of(table)
    cards = [c for c in legal if c in table.card_buttons()]
    if cards:
        table.card_buttons()[cards[0]].click()
    else:
        table.move_buttons()[legal[0]].click()


# -- pass and play ------------------------------------------------------------------------------
def test_two_people_at_a_sjuan_table_see_only_their_own_hands() -> None:
    table = PlayTable("sjuan", humans=[0, 2], seed=7)
    shown_to: list[int] = []
    while not table.api.is_over(table.state):
        mover = table.api.to_move(table.state)
        assert mover in (0, 2)  # the computers played on their own
        if not shown_to or shown_to[-1] != mover:
            assert_covered(table, moved=bool(shown_to))
            log = table.log_html.value
            assert table.show_hand()
            assert table.log_html.value == log  # the public log stays as it was
            shown_to.append(mover)
        assert not table.covered and table.seat == mover
        hand = {c.code for c in table.view.hand(table.state, mover)}
        assert set(table.card_buttons()) == hand
        legal = set(legal_of(table))
        assert set(table.enabled_cards()) == legal & hand
        assert table.on_page(table.figure)
        assert table.aria.focus["selector"] == ".sjuan-card.sjuan-legal, .sjuan-move-btn"
        play_first_legal(table)
    assert set(shown_to) == {0, 2} and len(shown_to) > 10
    assert not any("You " in line for line in table.moves_log)  # the log names every seat


def test_four_people_at_a_sedma_table_in_teams() -> None:
    table = PlayTable("sedma", humans=[0, 1, 2, 3], n_players=4, seed=3)
    last = None
    covers = moves = 0
    while not table.api.is_over(table.state):
        mover = table.api.to_move(table.state)
        moves += 1
        if mover != last:
            assert_covered(table, moved=last is not None)
            covers += 1
            # the table, the trick and the log stay in view under the cover
            assert table.table_html in table.children and table.log_html in table.children
            assert table.show_hand()
        else:
            assert not table.covered  # the same person again: no cover
        assert set(table.card_buttons()) == {c.code for c in table.view.hand(table.state, mover)}
        last = mover
        play_first_legal(table)
    # a cover at every change of person: only a trick's winner who played its last card
    # and now leads (or decides) moves twice in a row
    assert moves >= 32 and covers >= moves - 8
    assert table.match_text()  # the game is counted in the match


def test_verdicts_and_hints_are_never_shown_to_the_next_person() -> None:
    table = PlayTable("sjuern", humans=[0, 1], n_players=2, seed=5)
    table.show_hand()
    played = 0
    while played < 6:
        mover = table.api.to_move(table.state)
        hint = table.hint()
        assert hint and hint in table.message()
        play_first_legal(table)
        played += 1
        mine = table._shown_verdict()  # the mover's verdict, kept for their next turn
        if table.covered:
            verdict = table._verdicts[mover]("en")
            blob = "\n".join(page_strings(table))
            assert verdict not in blob and hint not in blob
            assert table.message() == "" and table.verdict() == ""
            table.show_hand()
            # the next person sees their own verdict, on their own last move
            other = table._verdicts.get(table.seat)
            expected = t("ui.play.last_verdict", "en", verdict=other("en")) if other else ""
            assert table.verdict() == expected
        else:
            assert mine is not None
    assert played == 6


def test_bad_input_at_a_pass_and_play_table_gets_one_sentence_and_changes_nothing() -> None:
    table = PlayTable("sjuan", humans=[0, 1], seed=2)
    assert table.covered
    before = table.fingerprint()
    mover = table.api.to_move(table.state)
    card = table.view.hand(table.state, mover)[0].code
    # a click on the covered table
    assert table.click_card(card) is False
    assert table.message() == t("ui.play.covered", "en")
    assert table.fingerprint() == before
    assert table.hint() == t("ui.play.covered", "en") and table.fingerprint() == before
    table.show_hand()
    # "Show my hand" twice
    shown = table.fingerprint()
    assert table.show_hand() is False
    assert table.message() == t("ui.play.hand_shown", "en") and table.fingerprint() == shown
    # a stale click: a button of this hand, clicked after the next person's hand is shown
    while True:
        mover = table.api.to_move(table.state)
        old = table.card_buttons()
        play_first_legal(table)
        if table.covered:
            break
        table.show_hand()
    stale = next(iter(old.values()))
    state = table.state
    covered = table.fingerprint()
    stale.click()  # under the cover
    assert table.state is state and table.fingerprint() == covered
    assert table.message() == t("ui.play.covered", "en")
    table.show_hand()
    assert table.seat != mover
    shown = table.fingerprint()
    stale.click()  # the other person's hand is shown now
    assert table.state is state and table.fingerprint() == shown
    assert table.message() == t("ui.play.stale", "en")


def test_the_old_hands_buttons_are_closed_when_the_table_is_covered() -> None:
    table = PlayTable("femkamp", humans=[0, 2], seed=4)
    table.show_hand()
    buttons = list(table.card_buttons().values())
    play_first_legal(table)
    assert table.covered
    assert all(b.comm is None for b in buttons)  # gone from the page, not only hidden


def test_human_seats_are_checked() -> None:
    with pytest.raises(PositionError):
        PlayTable("sjuan", humans=[0, 0])
    with pytest.raises(PositionError):
        PlayTable("sjuan", humans=[0, 4])
    with pytest.raises(PositionError):
        PlayTable("sjuan", humans=[])
    with pytest.raises(PositionError):
        PlayTable("sjuan", humans="02")
    with pytest.raises(PositionError) as refused:
        PlayTable("sjuan", seat=1, humans=[1, 2])
    assert refused.value.message("en") == t("edge.play.seat_or_humans", "en")
    one = PlayTable("sjuan", seat=2, seed=1)
    assert one.humans == (2,) and not one.covered and one.seat == 2


def test_the_cover_speaks_the_pages_language() -> None:
    table = PlayTable("sedma", humans=[0, 1], n_players=2, seed=1, lang="sk")
    name = table.view.seat_name(table.state, table.seat)
    assert table.cover_html.value == f"<b>{t('ui.play.pass_device', 'sk', player=name)}</b>"
    assert table.show_hand_button.description == "Ukázať moje karty"
    table.set_lang("nb")
    assert table.show_hand_button.description == "Vis hånden min"
    assert t("ui.play.pass_device", "nb", player=name) in table.cover_html.value
    assert table.covered  # a change of language shows no hand


# -- help levels --------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_help_none_refuses_an_illegal_card_with_its_reason_and_counts_it(game: str) -> None:
    for seed in range(40):
        table = PlayTable(game, seat=0, seed=seed, help="none")
        for _ in range(30):
            if table.api.is_over(table.state):
                break
            illegal = [c for c in table.card_buttons() if c not in legal_of(table)]
            if illegal:
                break
            play_first_legal(table)
        if illegal:
            break
    assert illegal, "no position with an illegal card"
    # every card can be clicked, nothing is green, no map, no hint
    assert sorted(table.enabled_cards()) == sorted(table.card_buttons())
    assert all(b.button_style == "" for b in table.card_buttons().values())
    assert all("sjuan-legal" not in b._dom_classes for b in table.card_buttons().values())
    assert not table.on_page(table.figure) and GREEN not in table.table_html.value
    assert table.hint_button.disabled and table.why_not_toggle.disabled
    state, before = table.state, table.fingerprint()
    for n in (1, 2):
        assert table.card_buttons()[illegal[0]].click() is None
        assert table.state is state and table.fingerprint() == before
        assert table.view.refusal(state, illegal[0], "en") in table.message()
        assert table.illegal_tries() == n
    # the count is said once: in the tally line, not again in the refusal
    assert "illegal tries" not in table.message()
    assert table.tally_html.value == "2 illegal tries this deal."
    assert table.hint() == t("ui.play.no_hints", "en") and not table.on_page(table.figure)
    table.new_game()
    assert table.illegal_tries() == 0 and table.tally() == ""


def test_the_tally_has_plural_forms_in_every_language() -> None:
    table = PlayTable("sjuan", seat=1, seed=5, help="none")  # B holds S5, S6 is not out
    for lang in LANGS:
        table.set_lang(lang)
        table.click_card("S5")
        n = table.illegal_tries()
        assert table.tally() == t("ui.play.illegal_tries", lang, n=n)
    assert table.illegal_tries() == 4
    forms = {t("ui.play.illegal_tries", "sk", n=n).split(" ", 1)[1] for n in (1, 2, 5)}
    assert len(forms) == 3  # pokus, pokusy, pokusov


def test_help_none_offers_the_pass_and_refuses_it_while_a_card_can_be_played() -> None:
    table = PlayTable("sjuan", seat=1, seed=5, help="none")
    assert "pass" in table.move_buttons() and "pass" not in legal_of(table)
    state = table.state
    table.move_buttons()["pass"].click()
    assert table.state is state and table.illegal_tries() == 1
    assert table.view.refusal(state, "pass", "en") in table.message()


def test_help_hint_shows_the_map_and_the_legal_cards_on_request_for_one_turn() -> None:
    table = PlayTable("sjuan", seat=1, seed=5, help="hint")
    assert sorted(table.enabled_cards()) == sorted(table.card_buttons())
    assert all(b.button_style == "" for b in table.card_buttons().values())
    assert not table.on_page(table.figure) and GREEN not in table.table_html.value
    legal = set(legal_of(table))
    text = table.hint()
    assert text and table.on_page(table.figure)
    assert {c for c, b in table.card_buttons().items() if b.button_style == "success"} == (
        legal & set(table.card_buttons())
    )
    play_first_legal(table)
    assert not table.on_page(table.figure)  # the next turn starts without help again
    assert all(b.button_style == "" for b in table.card_buttons().values())


def test_the_help_menu_is_named_and_changes_the_level() -> None:
    table = PlayTable("sedma", seat=0, seed=2, n_players=2)
    assert table.help == "full" and table.help_select.description == "Help"
    assert "sjuan-help" in table.help_select._dom_classes
    table.help_select.value = "none"
    assert table.help == "none" and not table.on_page(table.figure)
    assert sorted(table.enabled_cards()) == sorted(table.card_buttons())
    table.set_lang("sv")
    assert table.help_select.description == "Hjälp" and table.help_select.value == "none"
    assert table.help_select.label == t("ui.help.none", "sv")
    table.set_help("full")
    assert table.on_page(table.figure)
    before = table.fingerprint()
    assert table.set_help("most") is False and table.fingerprint() == before
    assert "most" in table.message() and table.message().startswith("Alternativet")
    with pytest.raises(UnknownOptionError):
        PlayTable("sjuan", help="some")


# -- properties -------------------------------------------------------------------------------
ACTIONS = st.lists(
    st.tuples(st.sampled_from(["card", "hand_card", "pass", "show", "hint", "stale", "help"]),
              st.integers(0, 60)),
    min_size=1, max_size=14,
)  # fmt: skip


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 30),
    humans=st.sampled_from([(0, 1), (0, 2), (1, 2, 3), (0, 1, 2, 3)]),
    actions=ACTIONS,
)
def test_random_clicks_change_the_game_only_by_legal_moves_and_a_cover_shows_no_hand(
    game: str, seed: int, humans: tuple[int, ...], actions: list[tuple[str, int]]
) -> None:
    table = PlayTable(game, humans=list(humans), n_players=4, seed=seed)
    old: list[tuple[str, Any]] = []
    for action, n in actions:
        state, covered, viewer = table.state, table.covered, table._viewer
        legal = legal_of(table)
        made = None
        if action in ("card", "pass"):
            code = "pass" if action == "pass" else card_from_index(n % 52).code
            result = table.click_card(code)
            made = code
        elif action == "hand_card":
            buttons = [*table.card_buttons().items(), *table.move_buttons().items()]
            if not buttons:
                continue
            old = buttons
            made, button = buttons[n % len(buttons)]
            button.click()
            result = table.state is not state
        elif action == "show":
            result = table.show_hand()
        elif action == "hint":
            table.hint()
            result = False
        elif action == "stale":
            if not old:
                continue
            made, button = old[n % len(old)]
            button.click()  # a button of a hand drawn earlier (perhaps someone else's)
            result = table.state is not state
        else:
            table.set_help(("full", "hint", "none")[n % 3])
            result = False
        if table.state is not state:
            # only a legal move of the shown hand, on its turn, changed the game
            assert made is not None and result
            assert not covered and viewer == table.api.to_move(state) and made in legal
            after = table.api.apply(state, table.view.parse_move(made))
            assert after in table._history  # the move made, then the computers' moves
        if table.covered:
            assert table.card_buttons() == {} and leaks(table) == []
