"""The fuzz suite at test size (a few hundred inputs); ``make fuzz`` runs it at 10,000+.

Every mutated record and score sheet, damaged file, API call sequence and widget call
sequence must either work or be refused with a typed, translated sentence, within the time
bound, changing nothing on a refusal (see ``tests/fuzzing.py``)."""

from __future__ import annotations

import os

import pytest
from fuzzing import (
    Tally,
    api_case,
    check_sentence,
    file_case,
    record_case,
    valid_records,
    widget_case,
)
from hypothesis import given
from hypothesis import strategies as st

from sjuan_notebooks.core.errors import SjuanError
from sjuan_notebooks.core.registry import replay

CASES = int(os.environ.get("SJUAN_FUZZ_CASES", "300"))


def _assert_clean(tally: Tally) -> None:
    assert tally.total > 0
    assert not tally.findings, tally.report()


def test_mutated_records_and_sheets_replay_or_are_refused_in_one_sentence() -> None:
    tally = Tally()
    for case in range(CASES):
        record_case(tally, case)
    _assert_clean(tally)
    assert tally.accepted.get("record", 0) > 0 and tally.refused.get("record", 0) > 0


def test_damaged_files_through_the_cli_exit_with_one_sentence(tmp_path) -> None:
    tally = Tally()
    for case in range(CASES // 4):
        file_case(tally, case, tmp_path)
    _assert_clean(tally)


def test_random_api_call_sequences_raise_only_typed_errors() -> None:
    tally = Tally()
    for case in range(CASES // 2):
        api_case(tally, case)
    _assert_clean(tally)


@pytest.mark.parametrize("start", [0, 1, 2, 3, 4])
def test_random_widget_call_sequences_never_raise_and_refusals_change_nothing(start) -> None:
    tally = Tally()
    for case in range(start, start + 5 * max(1, CASES // 40), 5):  # one widget kind each
        widget_case(tally, case)
    _assert_clean(tally)


# --- the same property, driven by hypothesis: any JSON value in any field ------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)  # fmt: skip


@given(base=st.integers(0, 40), field=st.text(max_size=12) | st.sampled_from(
    ["game", "players", "dealer", "hands", "seed", "moves", "options", "deals", "deal", "stock",
     "trump", "$schema"]), value=JSON)  # fmt: skip
def test_any_json_value_in_any_field_replays_or_is_refused_with_a_sentence(base, field, value):
    records = valid_records()
    record = {**records[base % len(records)], field: value}
    try:
        replay(record)
    except SjuanError as e:
        assert check_sentence(e) is None, check_sentence(e)
