"""What every learner's widgets start alike with is made once per process: a class server's
learners all start their tables and steppers at the same positions. The legal-move map a widget
shows before anyone changed it is one bundle for all; a computer's choice in the same position,
with the same generator, is made once.

What each learner sees must be what a widget of their own would show, and nothing one learner
does may reach another's.
"""

from __future__ import annotations

import pytest

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.figures.shown import figure_bundle
from sjuan_notebooks.widgets import PlayTable, Stepper, play
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


def _opening(monkeypatch: pytest.MonkeyPatch, kept: int) -> PlayTable:
    # lesson 6's table: searching computers move before the learner's first turn
    monkeypatch.setattr(play, "_CHOICES_KEPT", kept)
    return PlayTable("sjuan", seat=0, seed=31, strength="search", help="hint")


def test_a_kept_choice_is_the_computers_own(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play, "_CHOICES", play.OrderedDict())
    alone = _opening(monkeypatch, 0)  # each choice made afresh
    moved = alone.state.turn
    assert not play._CHOICES and alone.state.to_move == 0 and moved >= 2
    first = _opening(monkeypatch, 256)
    assert len(play._CHOICES) == moved
    calls: list[object] = []
    monkeypatch.setattr(type(first._computers[1]), "choose", lambda *a: calls.append(a))
    second = _opening(monkeypatch, 256)
    assert not calls  # every choice was a kept one
    for table in (first, second):
        assert table.state == alone.state and table.moves_log == alone.moves_log
        assert table._rng.getstate() == alone._rng.getstate()  # as the choices left it
