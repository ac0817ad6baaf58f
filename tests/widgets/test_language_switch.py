"""The language switch changes only the language, in every widget.

For each widget: any sequence of actions (some of them refused, so that a sentence is left on
screen), with changes of language in between, then one more change of language. Afterwards
the widget holds what it held (its fingerprint but for the language and what is drawn in it),
and it shows exactly what the same widget shows when built in the new language and given the
same actions without any change of language: every label, tooltip, option label, message,
log line, verdict and figure (the whole tree of widgets is compared, not only ``shown_text``).
So nothing of the old language is left, and no setting was reset on the way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.figures.shown import SeenOutput
from sjuan_notebooks.i18n import LANGS, t
from sjuan_notebooks.widgets import (
    CardSize,
    LegalCardsQuiz,
    PlayTable,
    RuleChooser,
    ScoreSheetEditor,
    SheetQuiz,
    Stepper,
    StepperChooser,
    Tally,
    TrickQuiz,
    WhatWouldYouPlay,
    with_arrow_keys,
)
from sjuan_notebooks.widgets.quiz import QuizChoiceError

# what a widget draws: every trait a learner can read or that says what is chosen
_TRAITS = ("description", "tooltip", "placeholder", "value", "_options_labels", "index",
           "disabled", "button_style", "outputs", "hint", "icon", "min", "max")  # fmt: skip


def drawn(widget: Any) -> list[tuple[Any, ...]]:
    """The whole tree of widgets under ``widget`` as what it shows, in order."""
    out: list[tuple[Any, ...]] = []

    def walk(x: Any) -> None:
        row: list[Any] = [type(x).__name__]
        for name in _TRAITS:
            if name == "outputs" and isinstance(x, SeenOutput):
                row.append(("figure", x.bundle))  # what it draws, whether seen yet or not
            elif x.has_trait(name):
                row.append((name, getattr(x, name)))
        out.append(tuple(row))
        for child in getattr(x, "children", ()):
            walk(child)

    walk(widget)
    return out


def check_switch(build: Callable[[str], Any], act: Callable[[Any, str, int], None],
                 first: str, last: str, actions: list[tuple[str, int]]) -> Any:  # fmt: skip
    """Build in ``first``, act (an action ``("lang", i)`` changes the language), change to
    ``last``; compare with a widget built in ``last`` that did the same without the changes."""
    switched = build(first)
    direct = build(last)
    for name, n in actions:
        if name == "lang":
            switched.set_lang(LANGS[n % len(LANGS)])
            continue
        act(switched, name, n)
        act(direct, name, n)
    before = switched.fingerprint()
    switched.set_lang(last)
    after = switched.fingerprint()
    assert after.held == before.held, "a change of language changed what the widget holds"
    assert after.lang == last
    assert after == direct.fingerprint()
    assert drawn(switched) == drawn(direct)
    if hasattr(direct, "shown_text"):
        assert switched.shown_text() == direct.shown_text()
    return switched


def pick(options: list[Any], n: int) -> Any:
    return options[n % len(options)]


def actions(names: list[str], size: int = 8, ending: tuple[str, ...] = ()) -> Any:
    """Up to ``size`` actions and changes of language; often one of ``ending`` last (the
    actions that may be refused), so that the change of language finds a sentence on screen."""
    step = st.tuples(st.sampled_from([*names, "lang"]), st.integers(0, 10_000))
    steps = st.lists(step, max_size=size)
    if not ending:
        return steps
    last = st.lists(st.tuples(st.sampled_from(ending), st.integers(0, 10_000)), max_size=1)
    return st.tuples(steps, last).map(lambda parts: parts[0] + parts[1])


langs = st.sampled_from(LANGS)

# ---------------------------------------------------------------------------------------------
# Stepper

STEPPER_RECORDS = ("sjuan-worked-example", "sedma-example-3", "femkamp-pass")


def act_stepper(s: Stepper, name: str, n: int) -> None:
    if name == "go":
        s.go(pick([0, 1, 2, s.n_turns, s.n_turns + 5, -1, "3"], n))
    elif name in ("next", "back", "first", "last"):
        getattr(s, name)()
    elif name == "seat":
        s.set_perspective(pick([None, 0, 1, 2, 9], n))
    elif name == "slider":
        s.slider.value = n % (s.n_turns + 1)
    elif name == "options":
        s.set_options(pick([{}, {"pot": 2}, {"pot": "x"}, {"target": 9}, {"nope": 1}], n))


@settings(max_examples=20)
@given(record=st.sampled_from(STEPPER_RECORDS), first=langs, last=langs,
       steps=actions(["go", "next", "back", "first", "last", "seat", "slider", "options"],
                     ending=("go", "options", "back", "last")))  # fmt: skip
def test_stepper(record: str, first: str, last: str, steps: list[tuple[str, int]]) -> None:
    example = load_example(record)
    check_switch(lambda lang: Stepper(example, lang=lang), act_stepper, first, last, steps)


def test_the_stepper_keeps_a_seats_view_and_its_refusal_on_screen() -> None:
    s = Stepper("sjuan-worked-example", lang="en")
    s.set_perspective("A")
    s.go(5)
    assert not s.go(99)
    s.set_lang("sv")
    assert s.perspective == 0 and s.turn == 5
    assert s.perspective_select.label == t("ui.perspective.seat", "sv", player="A")
    assert s.message() == t("ui.step.bad_turn", "sv", turn=99, total=s.n_turns)


DEALS = [("Pass", "femkamp-pass"), ("Kløver", "femkamp-klover"), ("Grand", "femkamp-grand")]


def act_chooser_of_steppers(chooser: StepperChooser, name: str, n: int) -> None:
    if name == "choose":
        chooser.choose(pick([*chooser.examples, "femkamp-finale", None], n))
    elif name == "show":
        chooser.show(pick(list(chooser.examples), n), pick([0, 2, 5, 999], n // 3))
    else:
        act_stepper(chooser.stepper, name, n)


@settings(max_examples=15)
@given(first=langs, last=langs,
       steps=actions(["choose", "show", "next", "seat"], ending=("choose", "show")))  # fmt: skip
def test_stepper_chooser(first: str, last: str, steps: list[tuple[str, int]]) -> None:
    """The language is chosen in the stepper shown; the chooser and its other steppers follow."""
    chooser = check_switch(lambda lang: StepperChooser(DEALS, lang=lang, description="Giv"),
                           act_chooser_of_steppers, first, last, steps)  # fmt: skip
    assert {stepper.lang for stepper in chooser._steppers.values()} == {last}


# ---------------------------------------------------------------------------------------------
# PlayTable

TABLES = {
    "sjuan": {"seed": 3},
    "sjuern": {"seed": 8, "n_players": 3, "options": {"stand_over": 2}},
    "femkamp": {"seed": 2},
    "sedma": {"seed": 3, "n_players": 2},
}


def act_table(table: PlayTable, name: str, n: int) -> None:
    legal = table.legal_codes()
    if name == "play" and legal:
        table.click_card(pick(legal, n))
    elif name == "bad":
        table.click_card(pick(["XX", "S2", "H5", "C13", "pass", "stop"], n))
    elif name == "hint":
        table.hint()
    elif name == "why_not":
        table.set_why_not(bool(n % 2))
    elif name == "strength":
        table.set_strength(pick(["random", "tips", "search", "nonsense"], n))
    elif name == "new":
        table.new_game()
    elif name == "next_game":
        table.next_game()


@settings(max_examples=20)
@given(game=st.sampled_from(sorted(TABLES)), first=langs, last=langs,
       steps=actions(["play", "play", "bad", "hint", "why_not", "strength", "new",
                      "next_game"], size=10, ending=("bad", "hint", "next_game", "play")))  # fmt: skip
def test_play_table(game: str, first: str, last: str, steps: list[tuple[str, int]]) -> None:
    kwargs = TABLES[game]
    check_switch(lambda lang: PlayTable(game, lang=lang, strength="random", **kwargs),
                 act_table, first, last, steps)  # fmt: skip


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_whole_deal_with_a_change_of_language_at_every_move(game: str) -> None:
    """To the end of a deal (the solver's verdicts of the last cards, the end of the deal and
    of a Sedma game included), switching language before each move."""
    kwargs = TABLES[game]
    steps: list[tuple[str, int]] = []
    probe = PlayTable(game, strength="tips", **kwargs)
    for i in range(80):
        if not probe.legal_codes():
            break
        steps += (
            [("lang", i), ("play", i), ("hint", 0)] if i % 3 == 0 else [("lang", i), ("play", i)]
        )
        act_table(probe, "play", i)
    steps += [("bad", 0), ("next_game", 0)]
    table = check_switch(lambda lang: PlayTable(game, lang=lang, strength="tips", **kwargs),
                         act_table, "en", "sk", steps)  # fmt: skip
    assert table.moves_log and table.message()


@pytest.mark.parametrize("strength", ["tips", "search"])
def test_opponents_and_the_log_are_kept_and_translated(strength: str) -> None:
    table = PlayTable("sjuan", seed=3, strength=strength, lang="en")
    table.click_card(table.legal_codes()[0])
    log, verdict = table.moves_log, table.verdict()
    table.set_lang("sv")
    assert table.strength == strength and table.strength_select.value == strength
    assert table.strength_select.label == t(f"ui.strength.{strength}", "sv")
    assert len(table.moves_log) == len(log) and table.moves_log != log
    assert verdict and table.verdict() and table.verdict() != verdict


# ---------------------------------------------------------------------------------------------
# RuleChooser

CHOOSER_VALUES = (True, False, 0, 1, 2, 3, 99, "any", "H7", "D7", "D2", "H2", "fixed", "dealer",
                  "damer", "trumf", "S8,S9", "C8,D9", "S8,C8", "x")  # fmt: skip


def act_chooser(chooser: RuleChooser, name: str, n: int) -> None:
    option = pick([*chooser.controls, "nope"], n)
    chooser.set(option, pick(list(CHOOSER_VALUES), n // 7))


@settings(max_examples=30)
@given(game=st.sampled_from(["sjuan", "sjuern", "kabal", "femkamp", "sjukamp", "sedma"]),
       first=langs, last=langs, steps=actions(["set"], ending=("set",)))  # fmt: skip
def test_rule_chooser(game: str, first: str, last: str, steps: list[tuple[str, int]]) -> None:
    check_switch(lambda lang: RuleChooser(game, lang=lang), act_chooser, first, last, steps)


def test_the_chooser_has_a_language_menu_that_changes_only_its_words() -> None:
    chooser = RuleChooser("femkamp", lang="en")
    chooser.set("trump_chooser", "dealer")
    chooser.set("deal", "damer")
    seen: list[Any] = []
    chooser.observe(seen.append, names="options")
    options = dict(chooser.options)
    assert "sjuan-lang" in chooser.lang_select._dom_classes
    chooser.lang_select.value = "nb"
    assert seen == [] and chooser.options == options
    dealer = t("ui.choice.trump_chooser.dealer", "nb")
    assert chooser.controls["trump_chooser"].label == dealer
    assert chooser.controls["deal"].label == t("tricks.deal.damer", "nb")
    assert dealer in chooser.summary() and chooser.title_html.value != ""


# ---------------------------------------------------------------------------------------------
# Nested widgets pass the language down


def test_a_table_passes_its_language_to_its_chooser_and_keeps_its_deal() -> None:
    chooser = RuleChooser("sjuern", lang="en")
    table = PlayTable("sjuern", seed=4, n_players=3, strength="search")
    table.follow(chooser)
    chooser.set("stand_over", 2)
    table.click_card(table.legal_codes()[0])
    state, options = table.state, dict(chooser.options)
    table.set_lang("sk")
    assert chooser.lang == "sk" and chooser.options == options
    assert table.state is state and table.strength == "search"
    # and the chooser's own menu leaves the table's deal alone
    chooser.set_lang("sv")
    assert table.state is state and table.lang == "sk"


def test_a_stepper_passes_its_language_to_its_chooser_and_arrow_keys() -> None:
    stepper = Stepper("sjuan-worked-example", lang="sv")
    chooser = RuleChooser("sjuan", lang="en")
    stepper.follow(chooser)
    assert chooser.lang == "sv"
    box = with_arrow_keys(stepper)
    keys = box.children[0]
    assert keys.lang == "sv"
    stepper.go(3)
    stepper.set_lang("nb")
    assert keys.lang == "nb" and chooser.lang == "nb" and stepper.turn == 3


# ---------------------------------------------------------------------------------------------
# Score sheet, "what would you play"


def act_sheet(editor: ScoreSheetEditor, name: str, n: int) -> None:
    players = list(editor.sheet.players)
    editor.set_cell(pick(players, n), pick(list(editor.sheet.deals), n // 5),
                    pick([0, 3, -4, "7", "x", "−2", 1.5], n // 11))  # fmt: skip


@settings(max_examples=15)
@given(first=langs, last=langs, steps=actions(["cell"], ending=("cell",)))
def test_score_sheet_editor(first: str, last: str, steps: list[tuple[str, int]]) -> None:
    sheet = load_example("femkamp-scoresheet-example")
    check_switch(lambda lang: ScoreSheetEditor(sheet, lang=lang), act_sheet, first, last, steps)


def act_whatif(widget: WhatWouldYouPlay, name: str, n: int) -> None:
    widget.set_turn(pick([3, 7, 8, 0, 99], n))


@settings(max_examples=6)
@given(first=langs, last=langs, steps=actions(["turn"], size=3, ending=("turn",)))
def test_what_would_you_play(first: str, last: str, steps: list[tuple[str, int]]) -> None:
    record = load_example("sjuan-worked-example")
    check_switch(lambda lang: WhatWouldYouPlay(record, turn=7, lang=lang, worlds=1, rollouts=1),
                 act_whatif, first, last, steps)  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Quizzes, the tally, the card size


def act_quiz(quiz: Any, name: str, n: int) -> None:
    if name == "pick":
        choices = quiz.choices()
        wanted = [c for i, c in enumerate(choices) if (n >> i) & 1] or [pick(choices, n)]
        try:
            if isinstance(quiz, TrickQuiz):
                quiz.pick(wanted[0], points=n % 12)
            else:
                quiz.pick(*wanted[: 1 if not quiz.multi else None])
        except QuizChoiceError:
            pass
    elif name == "check":
        quiz.check_button.click()
    elif name == "next":
        quiz.next_button.click()
    elif name == "points" and isinstance(quiz, TrickQuiz):
        quiz.points_box.value = pick(["3", "x", "", "−1", "ten"], n)
    elif name == "toggle" and quiz._toggles:
        toggle = pick(list(quiz._toggles.values()), n)
        toggle.value = not toggle.value


QUIZZES: dict[str, Callable[[str], Any]] = {
    "legal-sjuan": lambda lang: LegalCardsQuiz("sjuan", lang=lang),
    "legal-sedma": lambda lang: LegalCardsQuiz("sedma", lang=lang),
    "trick-sedma": lambda lang: TrickQuiz("sedma", lang=lang),
    "trick-femkamp": lambda lang: TrickQuiz("femkamp", lang=lang),
    "sheet-femkamp": lambda lang: SheetQuiz("femkamp", lang=lang),
}


@settings(max_examples=30)
@given(kind=st.sampled_from(sorted(QUIZZES)), first=langs, last=langs,
       steps=actions(["pick", "check", "next", "points", "toggle"], size=10,
                     ending=("points", "check", "next")))  # fmt: skip
def test_quizzes(kind: str, first: str, last: str, steps: list[tuple[str, int]]) -> None:
    check_switch(QUIZZES[kind], act_quiz, first, last, steps)


def act_tally(tally: Tally, name: str, n: int) -> None:
    tally.record(bool(n % 2))


@settings(max_examples=10)
@given(first=langs, last=langs, steps=actions(["record"]))
def test_tally(first: str, last: str, steps: list[tuple[str, int]]) -> None:
    check_switch(lambda lang: Tally(lang=lang), act_tally, first, last, steps)


def act_size(size: CardSize, name: str, n: int) -> None:
    size.set_size(pick(["normal", "large"], n))


@settings(max_examples=10)
@given(first=langs, last=langs, steps=actions(["size"]))
def test_card_size(first: str, last: str, steps: list[tuple[str, int]]) -> None:
    check_switch(lambda lang: CardSize(lang=lang), act_size, first, last, steps)
