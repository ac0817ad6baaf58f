"""A legal-move map that a widget shows before anyone changed it is built once per process and
shared: a class server's learners all start their tables and steppers at the same positions.

What each learner sees must be what a map of their own would show, and nothing one learner does
may reach another's map.
"""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.figures.shown import figure_bundle
from sjuan_notebooks.widgets import PlayTable, Stepper
from sjuan_notebooks.widgets.common import map_bundle


def _stepper() -> Stepper:
    return Stepper(load_example("sjuan-worked-example"))


def test_a_kept_map_shows_what_the_widgets_own_figure_shows() -> None:
    kept, own = _stepper(), _stepper()
    assert kept.figure.bundle is _stepper().figure.bundle  # one bundle for every learner
    own.figure.figure  # noqa: B018 - made now: its moves change the figure in place
    for turn in (0, 3, 7, 2):
        kept.go(turn)
        own.go(turn)
        assert kept.figure.bundle == own.figure.bundle == figure_bundle(own.figure.figure)
    kept.set_lang("sv")
    own.set_lang("sv")
    assert kept.figure.bundle == own.figure.bundle
    assert kept.figure.figure.layout.title.text == own.figure.figure.layout.title.text


def test_one_learners_moves_never_reach_anothers_map() -> None:
    first, second = _stepper(), _stepper()
    start = second.figure.bundle
    shown = figure_bundle(first.figure.figure)
    assert start == shown
    first.go(5)
    first.set_perspective(1)
    assert second.figure.bundle is start and second.figure.bundle == shown
    assert first.figure.bundle != shown


@pytest.mark.parametrize("seat", [0, 1])
def test_a_play_tables_first_map_is_its_own_figures(seat: int) -> None:
    table, other = PlayTable("sjuan", seat=seat, seed=5), PlayTable("sjuan", seat=seat, seed=5)
    assert not table.figure.made  # nothing of a figure made for a map nobody changed
    assert table.figure.bundle == figure_bundle(table.figure.figure)
    assert other.figure.bundle is table.figure.bundle
    assert map_bundle.cache_info().hits > 0
