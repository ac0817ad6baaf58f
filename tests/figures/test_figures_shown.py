"""Figures shown inside an ``Output`` widget (``sjuan_notebooks.figures.shown``): what a
notebook receives when a figure is the cell's result, and that every figure function returns
such a figure. The browser side (no "setData" error in Voila) is in test_lessons_browser.py."""

from __future__ import annotations

import json

import plotly.graph_objects as go
import pytest
from IPython.core.interactiveshell import InteractiveShell

from sjuan_notebooks.core.records import load_example
from sjuan_notebooks.core.registry import replay
from sjuan_notebooks.figures import (
    hand_sizes_figure,
    legal_map_figure,
    study_figure,
    timeline_figure,
    tip_values_figure,
)
from sjuan_notebooks.figures.shown import (
    DEFAULT_HEIGHT,
    PLOTLY_MIME,
    TEXT_KEY,
    Figure,
    FigureOutput,
    SeenOutput,
    WhenSeen,
    figure_bundle,
    narrow_below,
    narrow_spec,
)
from sjuan_notebooks.tactics.data import load

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


@pytest.fixture()
def shell():
    shell = InteractiveShell.instance()
    yield shell
    InteractiveShell.clear_instance()


def shown(shell: InteractiveShell, obj: object) -> list[dict]:
    """The bundles a notebook would receive when ``obj`` is a cell's result."""
    bundles: list[dict] = []
    shell.display_pub.publish = lambda data, *a, **k: bundles.append(data)
    shell.display_formatter.format(obj)
    return bundles


def test_a_figure_is_shown_as_one_widget_whose_plain_text_is_its_title(shell) -> None:
    fig = Figure(go.Bar(x=["a", "b"], y=[1, 2]), layout={"title": {"text": "Win rate"}})
    bundles = shown(shell, fig)
    assert len(bundles) == 1
    bundle = bundles[0]
    # a widget, not plotly's own mime type (Voila hands that to a renderer without setData)
    assert WIDGET_MIME in bundle and PLOTLY_MIME not in bundle
    assert bundle["text/plain"] == "Win rate"  # a sentence, no repr of the figure
    from ipywidgets.widgets.widget import _instances

    box = _instances[bundle[WIDGET_MIME]["model_id"]]
    assert isinstance(box, FigureOutput)
    see(box)
    output, text = box.outputs  # the figure, then its text alternative
    assert output["output_type"] == "display_data"
    assert text["data"][WIDGET_MIME]["model_id"] == box._text.model_id
    assert box.text == "Win rate. a 1; b 2."
    spec = output["data"][PLOTLY_MIME]
    assert {k: v for k, v in spec.items() if k != "config"} == json.loads(fig.to_json())
    assert spec["config"]["responsive"]  # it follows the window's width (Voila does not)
    box.close()


def see(box: SeenOutput) -> None:
    """What the page does when the box comes near the window: its watcher's message."""
    assert box.watcher is not None
    box.watcher._handle_custom_msg({"seen": True}, [])


def test_a_figure_waits_in_a_box_of_its_height_until_the_page_sees_it() -> None:
    fig = Figure(go.Bar(y=[1, 2]), layout={"title": {"text": "Win rate"}, "height": 420})
    box = FigureOutput(fig)
    waiting, text = box.outputs
    watcher = box.watcher
    assert isinstance(watcher, WhenSeen) and watcher.height == 420
    assert waiting["data"][WIDGET_MIME]["model_id"] == watcher.model_id
    assert PLOTLY_MIME not in waiting["data"]  # nothing for plotly to draw yet
    assert waiting["data"]["text/plain"] == "Win rate"
    # a change before it is seen is kept (and the box takes the new height), not drawn
    taller = figure_bundle(Figure(go.Bar(y=[3]), layout={"height": 500}))
    box.show(taller)
    assert box.outputs == (waiting, text) and watcher.height == 500 and box.bundle == taller
    assert box.text == "3."  # the text alternative follows at once
    # a message that is not "seen" changes nothing
    watcher._handle_custom_msg({"key": "ArrowRight"}, [])
    assert not box.seen and box.outputs == (waiting, text)
    see(box)
    assert box.seen and box.watcher is None
    drawn, text = box.outputs
    assert drawn["data"] == {k: v for k, v in taller.items() if k != TEXT_KEY}
    # once seen, a change is drawn at once
    box.show(figure_bundle(fig))
    assert box.outputs[0]["data"][PLOTLY_MIME]["layout"]["height"] == 420
    # a figure without a height waits in a box of the renderer's default height
    assert FigureOutput(Figure(go.Bar(y=[1]))).watcher.height == DEFAULT_HEIGHT
    box.close()
    watcher.close()


def test_an_untitled_figure_still_says_what_it_is() -> None:
    assert figure_bundle(go.Figure())["text/plain"] == "Figure"


def test_a_figure_is_still_a_plotly_figure() -> None:
    fig = Figure(go.Bar(y=[3]))
    fig.update_layout(height=300)
    assert isinstance(fig, go.Figure)
    assert fig.layout.height == 300 and list(fig.data[0].y) == [3]
    assert go.Figure(fig).to_dict() == fig.to_dict()


def test_every_figure_function_returns_a_figure_shown_in_a_widget() -> None:
    example = replay(load_example("sjuan-worked-example"))
    figures = [
        legal_map_figure(example.states[3], "sv"),
        timeline_figure(example, "nb"),
        hand_sizes_figure(example, "sk"),
        tip_values_figure(load("sjuan_values"), "en"),
        study_figure(load("sedma_keep_sevens"), "en", "Sedma"),
    ]
    assert all(type(f) is Figure for f in figures)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_legal_move_map_says_in_words_which_cards_are_playable_and_why(lang) -> None:
    """The map's text alternative (read beside the drawing): its title, every category's
    cards by name, and the reason for each card the seat may or may not play, in ``lang``."""
    from sjuan_notebooks.i18n import t
    from sjuan_notebooks.views.base import card_word, view_of_state

    state = replay(load_example("sjuan-worked-example")).states[3]
    view = view_of_state(state)
    grid = view.grid(state, None, lang)
    fig = legal_map_figure(state, lang)
    text = FigureOutput(fig).text
    assert str(fig.layout.title.text).rstrip(".") in text
    for cell in grid.cells:
        if cell.category in ("legal", "held", "table"):
            assert str(card_word(cell.card, lang, grid.pack)) in text, cell.card.code
        if cell.category in ("legal", "held"):
            assert cell.reason.rstrip(".") in text, cell.reason
    legal = [c for c in grid.cells if c.category == "legal"]
    assert legal and t("ui.cat.legal", lang).capitalize() in text


def map_box() -> SeenOutput:
    state = replay(load_example("sjuan-worked-example")).states[6]
    return FigureOutput(legal_map_figure(state, "sv"))


def test_the_legal_move_map_has_a_narrow_form_a_column_per_suit() -> None:
    """At 320 px the map's 13 columns of 30 px cells got 160 px; its narrow form turns the grid
    a quarter (x and y of every cell swapped: a column per suit, a row per rank), with the
    suits named at the top and a taller box, and keeps every cell's card and reason."""
    spec = map_box().bundle[PLOTLY_MIME]
    assert narrow_below(spec) == 560
    before = json.dumps(spec, sort_keys=True)
    narrow = narrow_spec(spec)
    assert json.dumps(spec, sort_keys=True) == before  # the shared bundle is left as it was
    for wide, thin in zip(spec["data"], narrow["data"]):
        assert (thin["x"], thin["y"]) == (wide["y"], wide["x"])
        assert thin["customdata"] == wide["customdata"] and thin["hovertext"] == wide["hovertext"]
        assert thin["marker"]["size"] < wide["marker"]["size"]
    layout = narrow["layout"]
    assert len(layout["xaxis"]["ticktext"]) == 4 and len(layout["yaxis"]["ticktext"]) == 13
    assert layout["xaxis"]["side"] == "top" and layout["height"] > spec["layout"]["height"]
    assert "hjärter" in layout["xaxis"]["ticktext"][0]
    # the title broken into lines a phone holds, "drag 7" kept on one of them
    lines = layout["title"]["text"].split("<br>")
    assert all(len(line) <= 32 for line in lines), lines
    # a figure with no narrow form is drawn as it is
    bar = figure_bundle(Figure(go.Bar(y=[1])))[PLOTLY_MIME]
    assert narrow_below(bar) == 0 and narrow_spec(bar) is bar


def test_a_map_is_drawn_in_the_form_its_box_width_asks_for() -> None:
    """The page reports the box's width as it comes into view, and again when it crosses the
    limit; the kernel draws the form for that width, and a bad width changes nothing."""
    box = map_box()
    assert box._text.narrow_below == 560  # the page is told when to report
    box.watcher._handle_custom_msg({"seen": True, "width": 300}, [])
    drawn = box.outputs[0]["data"][PLOTLY_MIME]
    assert box.narrow and drawn == narrow_spec(box.bundle[PLOTLY_MIME])
    box._text._handle_custom_msg({"width": 700}, [])  # a tablet turned
    assert not box.narrow and box.outputs[0]["data"][PLOTLY_MIME] == box.bundle[PLOTLY_MIME]
    for bad in ("300", True, -5, None, float("nan")):
        box._text._handle_custom_msg({"width": bad}, [])
        assert not box.narrow
    box._text._handle_custom_msg({"width": 320.5}, [])
    assert box.outputs[0]["data"][PLOTLY_MIME]["layout"]["xaxis"]["side"] == "top"
    # a new map shown into a narrow box is drawn narrow at once
    box.show(
        figure_bundle(
            legal_map_figure(replay(load_example("sjuan-worked-example")).states[2], "sv")
        )
    )
    assert box.outputs[0]["data"][PLOTLY_MIME]["layout"]["xaxis"]["side"] == "top"
    # a page that never says its width gets the wide map
    wide = map_box()
    see(wide)
    assert not wide.narrow and wide.outputs[0]["data"][PLOTLY_MIME] == wide.bundle[PLOTLY_MIME]
