"""The play table, driven headless for every game: card buttons, why-not, hint, verdicts."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.cards import Card, parse_card
from sjuan_notebooks.core.players import tip_verdict
from sjuan_notebooks.sevens.engine import SevensState
from sjuan_notebooks.widgets import PlayTable, RuleChooser

GAMES = ("sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma")


def engine_legal_cards(table: PlayTable) -> list[str]:
    return [m.code for m in table.api.legal_moves(table.state) if isinstance(m, Card)]


def engine_legal_other(table: PlayTable) -> list[str]:
    return [table.api.move_code(m) for m in table.api.legal_moves(table.state)
            if not isinstance(m, Card)]  # fmt: skip


def press_first_legal(table: PlayTable) -> None:
    cards = table.card_buttons()
    enabled = [b for b in cards.values() if not b.disabled]
    if enabled:
        enabled[0].click()
    else:
        next(iter(table.move_buttons().values())).click()


@pytest.mark.parametrize("game", GAMES)
def test_only_legal_cards_are_enabled_and_a_whole_game_can_be_clicked_through(game: str) -> None:
    table = PlayTable(game, seat=1, seed=11)
    moves = 0
    while not table.api.is_over(table.state):
        assert table.api.to_move(table.state) == 1  # computers moved until our turn
        assert sorted(table.enabled_cards()) == sorted(engine_legal_cards(table))
        assert sorted(table.move_buttons()) == sorted(engine_legal_other(table))
        legal = set(engine_legal_cards(table))
        for code, b in table.card_buttons().items():
            assert ("sjuan-card" in b._dom_classes) and (b.disabled == (code not in legal))
        before = table.state
        press_first_legal(table)
        assert table.state is not before
        assert table.verdict()
        moves += 1
        assert moves < 200
    assert table.message().startswith(table.view.status_text(table.state, "en"))  # once
    assert table.enabled_cards() == []
    # a click after the end does nothing and says so
    state = table.state
    assert not table.click_card(next(iter(table.card_buttons()), "H7"))
    assert table.state is state and "over" in table.message()


@pytest.mark.parametrize("game", GAMES)
def test_a_game_played_to_its_end_leaves_no_widget_behind(
    game: str, open_widgets: Callable[[], int]
) -> None:
    """A hand is drawn again at every move; the buttons it replaces are closed with all they
    hold, so the open widgets do not grow with the moves (a class server holds one table per
    student)."""
    table = PlayTable(game, seat=1, seed=11)
    press_first_legal(table)
    after_one = open_widgets()
    moves = 1
    while not table.api.is_over(table.state):
        press_first_legal(table)
        moves += 1
        assert open_widgets() <= after_one + 12, f"{open_widgets() - after_one} more after {moves}"
    assert moves > 5


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_card_explains_why_and_changes_nothing(game: str) -> None:
    # play on (first legal move) until the learner holds a card that is not legal now:
    # Sevens at once, a trick game when unable to follow, Sedma when deciding to continue
    illegal: list[str] = []
    for seed in range(40):
        table = PlayTable(game, seat=0, seed=seed)
        for _ in range(30):
            if table.api.is_over(table.state):
                break
            hand = list(table.card_buttons())
            illegal = [c for c in hand if c not in engine_legal_cards(table)]
            if illegal:
                break
            press_first_legal(table)
        if illegal:
            break
    assert illegal, "no position with an illegal card"
    state = table.state
    code = illegal[0]
    assert table.card_buttons()[code].disabled
    assert not table.click_card(code)
    assert table.state is state
    word = table.view.move_word(code, "en", state)  # "the two of spades"
    assert table.message().startswith(f"{word[0].upper()}{word[1:]} is not allowed:")
    # the engine's own reason for refusing it
    assert table.view.refusal(state, code, "en") in table.message()


def test_why_not_mode_enables_every_card_and_only_explains() -> None:
    table = PlayTable("sjuan", seat=1, seed=5)
    hand = list(table.card_buttons())
    table.why_not_toggle.value = True
    assert sorted(table.enabled_cards()) == sorted(hand)
    state = table.state
    legal = engine_legal_cards(table)
    table.card_buttons()[legal[0]].click()
    assert table.state is state
    assert "may be played now" in table.message()
    illegal = [c for c in hand if c not in legal][0]
    table.card_buttons()[illegal].click()
    assert table.state is state and "is not allowed" in table.message()
    table.why_not_toggle.value = False
    assert sorted(table.enabled_cards()) == sorted(legal)


def test_the_needs_reason_for_a_sevens_card() -> None:
    table = PlayTable("sjuan", seat=1, seed=5)  # A opened with H7; B holds S5 but not S6
    assert "S5" in table.card_buttons()
    table.click_card("S5")
    assert table.message() == (
        "The five of spades is not allowed: The five of spades cannot be played yet: it needs "
        "the seven of spades first."
    )
    table.set_lang("sk")
    table.click_card("S5")
    assert table.message() == (
        "Piková päťka sa nedá zahrať: Ešte sa nedá vyložiť piková päťka: najprv musí ležať "
        "piková sedmička."
    )


def test_hint_lists_exactly_the_legal_moves_with_reasons() -> None:
    table = PlayTable("sjuan", seat=1, seed=5, lang="sv")
    hint = table.hint()
    lines = hint.splitlines()
    legal = table.api.legal_moves(table.state)
    assert len(lines) == 1 + len(legal)
    assert lines[0].startswith("Tillåtna drag:")
    for move, line in zip(legal, lines[1:]):
        assert line.startswith(table.view.move_text(move.code, "sv") + ":")
    assert "En ny sjua får alltid läggas" in hint
    assert table.message() == hint


def test_forced_move_verdict_when_holding_the_start_card() -> None:
    for seed in range(100):
        table = PlayTable("sjuan", seat=0, seed=seed)
        if table.state.turn == 0:  # seat 0 holds H7 and must open with it
            break
    assert engine_legal_cards(table) == ["H7"] and engine_legal_other(table) == []
    table.card_buttons()["H7"].click()
    assert table.verdict() == "Legal and forced: it was the only possible move."


@settings(max_examples=15)
@given(st.integers(0, 5000))
def test_the_verdict_names_another_move_exactly_when_a_tip_disagrees(seed: int) -> None:
    table = PlayTable("sjuan", seat=2, seed=seed)
    for _ in range(6):
        if table.api.is_over(table.state):
            return
        legal = table.api.legal_moves(table.state)
        move = legal[-1]
        verdict = tip_verdict("sjuan", table.api.view(table.state, 2), legal, move)
        table.click_card(table.api.move_code(move))
        if len(legal) == 1:
            assert table.verdict().startswith("Legal and forced")
        elif not verdict.agrees:
            assert table.verdict().startswith("Legal; a tip would play otherwise")
        else:
            assert table.verdict().startswith("Legal")
            assert "would play otherwise" not in table.verdict()


def test_not_your_turn_and_bad_codes_are_explained() -> None:
    table = PlayTable("sedma", seat=0, seed=4)
    state = table.state
    assert not table.click_card("XX")
    assert table.state is state
    assert '"XX"' in table.message()  # the engine's sentence quoting the bad code
    table.state = state._replace(to_move=1)
    assert not table.click_card(state.hand(1)[0].code)
    assert table.message() == "It is not your turn."


def test_language_switch_and_new_game() -> None:
    table = PlayTable("femkamp", seat=0, seed=3)
    table.set_lang("nb")
    assert table.hint_button.description == "Hint"
    assert table.new_button.description == "Del ut på nytt"
    assert table.figure.data[0].name == "kan legges nå"
    first = table.state
    table.new_button.click()
    assert table.state != first
    assert table.seed == 4


def test_following_a_rule_chooser_starts_a_deal_under_its_rules() -> None:
    table = PlayTable("femkamp", seat=0, seed=3)
    chooser = RuleChooser("femkamp")
    table.follow(chooser)
    chooser.set("deal", "kabal")
    assert isinstance(table.state, SevensState)
    assert table.state.rules.game == "kabal"
    assert sorted(table.enabled_cards()) == sorted(engine_legal_cards(table))
    assert not chooser.set("deal", "trumf")  # a Sjukamp deal, not a Femkamp one
    assert "trumf" in chooser.message()
    assert isinstance(table.state, SevensState)

    sevens = PlayTable("sjuern", seat=0, seed=2)
    rules = RuleChooser("sjuern")
    sevens.follow(rules)
    rules.set("ace_high", True)
    assert sevens.state.rules.ace_high
    assert list(sevens.figure.layout.xaxis.ticktext)[-1] == "A"


def test_css_classes_of_the_play_table() -> None:
    table = PlayTable("sjuan", seat=1, seed=5)
    assert "sjuan-hint" in table.hint_button._dom_classes
    assert "sjuan-why-not" in table.why_not_toggle._dom_classes
    assert "sjuan-lang" in table.lang_select._dom_classes
    for code, b in table.card_buttons().items():
        card = parse_card(code)
        assert b.description == card.short("en") and b.tooltip == card.name("en")
        assert {"sjuan-card", f"sjuan-card-{code}"} <= set(b._dom_classes)


def test_a_stale_button_clicked_again_changes_nothing() -> None:
    table = PlayTable("sjuan", seat=1, seed=5)
    legal = engine_legal_cards(table)
    stale = table.card_buttons()[legal[0]]
    stale.click()
    state = table.state
    stale.click()  # the same card again: it has left the hand
    assert table.state is state
    assert "does not hold" in table.message() or "not your turn" in table.message().lower()
    assert sorted(table.enabled_cards()) == sorted(engine_legal_cards(table))


# -- opponent strength and solver verdicts -----------------------------------------------------


def _late_sjuern() -> SevensState:
    """Two-player Sjuern, six cards left (the hand analysis is in tests/widgets/test_whatif.py): A to
    move with H3, HA, C3 against B's H2, C2, CA. H3 keeps A's forced win; C3 throws it away."""
    from sjuan_notebooks.core.cards import mask_of, parse_card
    from sjuan_notebooks.sevens.engine import SevensRules, new_deal

    a = mask_of([parse_card(c) for c in ("H3", "HA", "C3")])
    b = mask_of([parse_card(c) for c in ("H2", "C2", "CA")])
    return new_deal(SevensRules.for_game("sjuern"), 2, seed=0)._replace(
        hands=(a, b),
        table=((1 << 52) - 1) & ~(a | b),
        playable=parse_card("H3").bit | parse_card("C3").bit,
        to_move=0,
        opened=(0, 1, 2, 3),
        turn=46,
    )


def test_a_solver_verdict_names_the_move_that_kept_the_forced_win() -> None:
    from sjuan_notebooks.sevens.engine import apply
    from sjuan_notebooks.sevens.solver import brute_force_wins

    state = _late_sjuern()
    # the independent brute force: H3 keeps A's win, C3 loses it
    assert brute_force_wins(state, 0)
    assert brute_force_wins(apply(state, "H3"), 0) and not brute_force_wins(apply(state, "C3"), 0)
    table = PlayTable("sjuern", seat=0, n_players=2, seed=1)
    table.set_state(state)
    assert table.state is state and table.moves_log == [] and table.verdict() == ""
    assert sorted(table.enabled_cards()) == ["C3", "H3"]
    assert table.click_card("C3")
    assert table.verdict().endswith(
        "Solver (all hands open): throws away your forced win — the three of hearts would have "
        "kept it."
    )
    assert table.verdict().startswith("Legal")  # the tip verdict still comes first

    again = PlayTable("sjuern", seat=0, n_players=2, seed=1, lang="sv")
    again.set_state(state)
    again.click_card("H3")
    assert again.verdict().endswith("Lösaren (alla händer öppna): behåller din säkra vinst.")


def test_no_solver_verdict_while_many_cards_are_left() -> None:
    table = PlayTable("sjuan", seat=1, seed=5)
    legal = table.legal_codes()
    assert len(legal) > 1
    table.click_card(legal[0])
    assert "Solver" not in table.verdict()


@pytest.mark.parametrize("game", ["sjuan", "femkamp", "sedma"])
def test_the_strength_dropdown_sets_the_computers(game: str) -> None:
    from sjuan_notebooks.core.players import RandomPlayer, tips_for
    from sjuan_notebooks.femkamp.players import BestTrickTip
    from sjuan_notebooks.sedma.players import KeepSevens
    from sjuan_notebooks.sevens.players import SearchSevens

    table = PlayTable(game, seat=0, seed=2)
    assert "sjuan-strength" in table.strength_select._dom_classes
    assert table.strength == "tips"
    assert all(type(c) is tips_for(game)[0] for c in table._computers)
    table.strength_select.value = "random"
    assert all(type(c) is RandomPlayer for c in table._computers)
    table.set_strength("search")
    strongest = {"sjuan": SearchSevens, "femkamp": BestTrickTip, "sedma": KeepSevens}[game]
    assert all(type(c) is strongest for c in table._computers)
    # the deal goes on with the new opponents; only legal cards stay clickable
    while not table.api.is_over(table.state):
        assert sorted(table.enabled_cards()) == sorted(engine_legal_cards(table))
        press_first_legal(table)
    assert table.message().startswith(table.view.status_text(table.state, "en"))  # once


def test_the_strength_labels_follow_the_language() -> None:
    table = PlayTable("sjuan", seat=0, seed=2, strength="random")
    table.set_lang("nb")
    assert table.strength_select.description == "Motspillere"
    assert [label for label, _ in table.strength_select.options] == [
        "tilfeldige",
        "tommelfingerregler",
        "søk",
    ]
    assert table.strength == "random"
    with pytest.raises(Exception, match="strength"):
        PlayTable("sjuan", strength="grandmaster")
