"""Plain Plotly figures shown by the browser's Python (Pyodide), where nbformat is missing.

Plotly shows a figure by handing IPython its mime bundle, but first refuses unless nbformat
(>= 4.2) can be imported, although it does not use it. nbformat needs jsonschema, whose compiled
dependency has no wheel for the browser, so the offline site (``make lite``) cannot ship it.
There only, :func:`install` registers the very same bundle with IPython's display formatter,
drawn by plotly's mime type alone; everywhere else it does nothing, so outputs elsewhere stay
byte for byte what plotly makes.
"""

from __future__ import annotations

import sys
from typing import Any


def _show(fig: Any) -> None:
    from IPython.display import display

    display(fig._repr_mimebundle_(), raw=True)


def install(force: bool = False) -> bool:
    """Register the display of ``go.Figure`` in the running IPython shell, in Pyodide only
    (or with ``force``). True when registered."""
    if sys.platform != "emscripten" and not force:
        return False
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False
    import plotly.graph_objects as go
    import plotly.io as pio

    # The site's JupyterLab draws plotly's mime type itself (its plotly extension). plotly's
    # default in a kernel adds its "notebook" renderer, which first sends the whole of
    # plotly.js (4.8 MB) into the page as an output; the site's plotly wheel leaves that file
    # out (lite/build.py).
    pio.renderers.default = "plotly_mimetype"
    shell.display_formatter.ipython_display_formatter.for_type(go.Figure, _show)
    return True


__all__ = ["install"]
