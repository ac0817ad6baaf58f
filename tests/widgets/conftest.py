"""Fixtures shared by the widget tests."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets.widgets.widget as widget_module
import pytest


@pytest.fixture()
def open_widgets() -> Callable[[], int]:
    """How many widgets have an open comm now (each is a model in the page too): a widget
    that makes its parts again must close the ones it replaces."""
    return lambda: len(widget_module._instances)
