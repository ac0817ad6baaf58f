"""Rules objects check themselves however they are built, the option messages say what is
wrong in the reader's language, and the rule chooser never clamps a value silently."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.errors import RecordError, SjuanError, UnknownOptionError
from sjuan_notebooks.femkamp import MatchRules, TrickRules
from sjuan_notebooks.sedma import SedmaRules
from sjuan_notebooks.sevens import SevensRules
from sjuan_notebooks.widgets import RuleChooser

BUILT_DIRECTLY = [
    lambda: SevensRules(pot="x"),  # type: ignore[arg-type]
    lambda: SevensRules(stand_over=-2),
    lambda: SevensRules(start_card="h7"),
    lambda: SevensRules(ace_high=1),  # type: ignore[arg-type]
    lambda: SedmaRules(target=-5),
    lambda: SedmaRules(burnt="yes"),  # type: ignore[arg-type]
    lambda: TrickRules(deal="kabal"),
    lambda: TrickRules(removed_two="C2"),
    lambda: MatchRules(swap_4_5="no"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("build", BUILT_DIRECTLY)
def test_rules_built_directly_are_checked(build) -> None:
    with pytest.raises(UnknownOptionError):
        build()


def test_unknown_games_are_refused_at_once() -> None:
    with pytest.raises(RecordError, match="poker"):
        SevensRules(game="poker")  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="poker"):
        MatchRules(game="poker")
    with pytest.raises(UnknownOptionError, match="kabal"):
        TrickRules.for_deal("kabal")


@pytest.mark.parametrize("name", ["cls", "game"])
def test_an_option_named_like_a_parameter_is_an_unknown_option(name: str) -> None:
    for build in (
        lambda: SevensRules.for_game("sjuan", **{name: 1}),
        lambda: SedmaRules.from_options(**{name: 1}),
        lambda: TrickRules.for_deal("pass", **{name: 1}),
        lambda: MatchRules.for_game("femkamp", **{name: 1}),
    ):
        with pytest.raises(UnknownOptionError, match=f'"{name}"'):
            build()


def test_a_wrong_type_is_named_and_the_allowed_values_are_translated() -> None:
    with pytest.raises(UnknownOptionError) as wrong:
        SevensRules.for_game("sjuan", pot="2")
    assert wrong.value.message("en") == 'The option "pot" must be a whole number, not "2".'
    assert wrong.value.message("sv") == 'Alternativet "pot" måste vara ett heltal, inte "2".'
    with pytest.raises(UnknownOptionError) as low:
        SedmaRules.from_options(removed_for_three=["S8", "C8"])
    assert "one eight and one nine" in low.value.message("en")
    assert "osmička" in low.value.message("sk") and "eight" not in low.value.message("sk")
    assert "...." not in SevensRules.__name__ + low.value.message("en")


def test_the_chooser_refuses_what_its_control_would_clamp() -> None:
    chooser = RuleChooser("sjuan", lang="sv")
    assert chooser.set("pot", 99) is False
    assert chooser.options["pot"] == 0
    assert "99" in chooser.message() and "0-10" in chooser.message()
    assert chooser.set("pot", 2) and chooser.message() == ""
    sedma = RuleChooser("sedma")
    assert sedma.set("target", 999) is False and sedma.rules.target == 10


def test_every_refusal_is_typed() -> None:
    for build in BUILT_DIRECTLY:
        with pytest.raises(SjuanError):
            build()
