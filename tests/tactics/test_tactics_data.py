"""The shipped tactics studies: every study the lesson reads is stored with its arguments, the
stored numbers load back into the objects a run makes, and a fresh run of a sample gives
exactly the stored numbers (so the file cannot drift from the code that made it)."""

from __future__ import annotations

import json

import pytest

from sjuan_notebooks.tactics import Rate, RoundsEdge, Study, TipValues, Tournament
from sjuan_notebooks.tactics import data as tactics_data
from sjuan_notebooks.tactics.perfect import ForcedWins, PerfectDeal, TurnNote, forced_wins
from sjuan_notebooks.tactics.positions import PositionSet


def test_the_file_holds_every_study_with_its_arguments_and_the_command() -> None:
    data = tactics_data.stored()
    assert data["command"] == "python -m sjuan_notebooks.tactics.data"
    assert set(data["studies"]) == set(tactics_data.STUDIES)
    for name, (kind, args) in tactics_data.STUDIES.items():
        entry = data["studies"][name]
        assert entry["kind"] == kind, name
        assert entry["args"] == json.loads(json.dumps(args)), name


@pytest.mark.parametrize("name", sorted(tactics_data.STUDIES))
def test_a_stored_study_loads_back_without_loss(name: str) -> None:
    entry = tactics_data.stored()["studies"][name]
    loaded = tactics_data.load(name)
    kinds = {"tournament": Tournament, "tip_values": TipValues, "study": Study}
    kinds |= {"measured_tip_rate": Rate, "red_king_rate": Rate, "rounds_edge": RoundsEdge}
    kinds |= {"forced_wins": ForcedWins, "perfect_deal": PerfectDeal, "position_set": PositionSet}
    if entry["kind"] == "annotate":
        assert all(isinstance(note, TurnNote) for note in loaded)
    else:
        assert isinstance(loaded, kinds[entry["kind"]])
    assert tactics_data.to_json(loaded) == entry["result"]


@pytest.mark.parametrize(
    "name",
    [
        "sjuern_2p_block_v_free_own",
        "femkamp_damer",
        "sedma_keep_sevens",
        "rounds_edge_4p_5",
        "worked_example_notes",
        "perfect_deal_4p",
        "whatif_positions",
    ],
)
def test_a_fresh_run_gives_exactly_the_stored_numbers(name: str) -> None:
    assert tactics_data.compute(name) == tactics_data.load(name)


def test_every_seed_is_written_out_not_left_to_a_default() -> None:
    """The stored arguments alone recompute a study: a study that draws random numbers names
    its seed (the solver's studies name the deals they solve)."""
    for name, (kind, args) in tactics_data.STUDIES.items():
        if kind == "annotate":
            assert args == {"record": "sjuan-worked-example"}
            continue
        assert "seed" in args or "first_seed" in args, name
        if kind == "rounds_edge":
            assert {"deals", "rules"} <= set(args), name


def test_the_first_deals_of_the_forced_win_count_agree() -> None:
    # the whole count solves 30 new deals (seconds); the first five are a sample of it
    stored = tactics_data.load("forced_wins_4p")
    args = tactics_data.STUDIES["forced_wins_4p"][1]
    sample = forced_wins(args["game"], args["players"], 5, args["first_seed"])
    assert sample.seeds == tuple(s for s in stored.seeds if s < args["first_seed"] + 5)


def test_the_command_writes_the_same_layout(tmp_path, monkeypatch) -> None:
    # the real command recomputes all studies (seconds of numpy); here a one-study table
    monkeypatch.setattr(
        tactics_data,
        "STUDIES",
        {"sedma_keep_sevens": tactics_data.STUDIES["sedma_keep_sevens"]},
    )
    target = tmp_path / "tactics.json"
    assert tactics_data.main([str(target)]) == 0
    written = json.loads(target.read_text(encoding="utf-8"))
    shipped = tactics_data.stored()
    assert written["command"] == shipped["command"]
    assert written["studies"]["sedma_keep_sevens"] == shipped["studies"]["sedma_keep_sevens"]


def test_an_unknown_study_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="no study kind"):
        tactics_data.from_json("guess", {}, {})


def test_the_verdicts_weak_tips_are_those_the_stored_studies_measure_as_weak() -> None:
    """A play verdict qualifies a tip (``WEAK_TIPS``) exactly where lesson 6's stored four-player
    studies find it weak: "none" where its interval holds the fair share, "weakest" for the
    weakest tip of the stand-over study; the measured tips with a real gain are not qualified."""
    from sjuan_notebooks.core.players import WEAK_TIPS
    from sjuan_notebooks.tactics.data import load

    sjuan, sjuern = load("sjuan_values"), load("sjuern_values")
    assert sjuan.n_players == sjuern.n_players == 4
    for name, rate in sjuan.against_random.items():
        low, high = rate.interval
        holds_fair = low <= sjuan.fair <= high
        assert (WEAK_TIPS.get(name) == "none") == holds_fair, name
    rates = sjuern.against_random
    weakest = min(rates, key=lambda name: rates[name].rate)
    assert [n for n, how in WEAK_TIPS.items() if how == "weakest"] == [weakest]


def test_a_verdict_that_names_a_weak_tip_says_so_in_every_language() -> None:
    from sjuan_notebooks.core.players import WEAK_TIPS, TipVerdict
    from sjuan_notebooks.i18n import LANGS, t

    for tip, how in WEAK_TIPS.items():
        for agrees in (True, False):
            verdict = TipVerdict(agrees, tip, "pass")
            for lang in LANGS:
                assert verdict.text(lang).endswith(t(f"tactics.weak.{how}", lang)), (tip, lang)
    strong = TipVerdict(False, "shed_near_seven", "pass")
    assert "lesson 6" not in strong.text("en")
    assert "would prefer" in strong.text("en")
