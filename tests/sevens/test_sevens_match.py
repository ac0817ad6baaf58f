"""Matches of several deals: Sjuan's points to 100, Sjuern's points over rounds."""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.errors import UnknownOptionError
from sjuan_notebooks.sevens.engine import SevensResult, SevensRules, legal_moves
from sjuan_notebooks.sevens.match import SevensMatch, play_match


def result(left: dict[str, int]) -> SevensResult:
    winner = next(p for p, v in left.items() if v == 0)
    return SevensResult("sjuan", tuple(left), winner, left, dict.fromkeys(left, 0), dict(left), 0)


def test_points_to_100_lowest_total_wins_and_dealer_moves_clockwise() -> None:
    m = SevensMatch.for_game(SevensRules.for_game("sjuan"), ["A", "B", "C"], first_dealer=2)
    assert m.scoring == "to_100" and m.next_dealer == 2
    m = m.add(result({"A": 0, "B": 40, "C": 30}))
    assert m.next_dealer == 0 and not m.finished and m.winners == []
    m = m.add(result({"A": 20, "B": 0, "C": 70}))
    assert m.totals_after == [{"A": 0, "B": 40, "C": 30}, {"A": 20, "B": 40, "C": 100}]
    assert m.finished and m.winners == ["A"] and m.next_dealer == 1
    assert m.summary("sv")[-1] == "Matchen är slut: A vinner med lägst summa."


def test_points_over_rounds_first_to_target_loses() -> None:
    m = SevensMatch.for_game(SevensRules.for_game("sjuern"), ["Ola", "Kari"], target=10)
    assert m.scoring == "over_rounds"
    m = m.add(result({"Ola": 0, "Kari": 6})).add(result({"Ola": 3, "Kari": 0}))
    assert not m.finished
    m = m.add(result({"Ola": 0, "Kari": 5}))
    assert m.finished and m.losers == ["Kari"]
    assert "Kari har tapt" in m.summary("nb")[-1]


def test_fixed_number_of_rounds() -> None:
    m = SevensMatch.for_game(SevensRules.for_game("sjuern"), ["A", "B"], target=None, rounds=2)
    m = m.add(result({"A": 0, "B": 4})).add(result({"A": 2, "B": 0}))
    assert m.finished and m.losers == ["B"]


def test_bad_scoring_is_refused() -> None:
    with pytest.raises(UnknownOptionError):
        SevensMatch(SevensRules(), ("A", "B", "C"), scoring="golf")  # type: ignore[arg-type]


def test_a_played_match_ends_and_totals_add_up() -> None:
    m = SevensMatch.for_game(SevensRules.for_game("sjuan"), ["A", "B", "C", "D"])
    done = play_match(m, lambda s, rng: legal_moves(s)[rng.randrange(len(legal_moves(s)))])
    assert done.finished and max(done.totals.values()) >= 100
    for deal, (before, after) in zip(
        done.deals, zip([dict.fromkeys(m.players, 0)] + done.totals_after, done.totals_after)
    ):
        for p in m.players:
            assert after[p] - before[p] == deal.cards_left[p]
    assert done.next_dealer == len(done.deals) % 4
