"""A lesson shown as an app: its text and its widgets, never its code.

The browser site (JupyterLite, built by ``make lite``) has no Voila, and Voici does not fit its
JupyterLite version. Its console app can hide code and run one line when it opens; that line
calls :func:`show_lesson`, which does for a notebook what Voila does: render each markdown cell
and run each code cell, showing what the cell prints and the value of its last expression.
"""

from __future__ import annotations

import ast
import functools
import json
import threading
from collections.abc import Callable
from pathlib import Path
from types import CodeType

from IPython import display as ipython_display


def _source(cell: dict[str, object]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


_parse_lock = threading.Lock()


def parse(source: str) -> ast.Module:
    """A cell's syntax tree. CPython 3.11's parser is not safe from several threads at once (a
    class server builds many pages together: "AST constructor recursion depth mismatch" failed
    a cell of a page), so one thread parses at a time."""
    with _parse_lock:
        return ast.parse(source)


@functools.lru_cache(maxsize=512)
def _compiled(source: str) -> tuple[CodeType, CodeType | None]:
    """A cell compiled once: its statements, and its final expression if it ends with one (a
    class server runs the same cells for every page)."""
    tree = parse(source)
    last: ast.Expr | None = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = tree.body[-1]
        tree.body.pop()
    body = compile(tree, "<lesson>", "exec")
    return body, None if last is None else compile(ast.Expression(last.value), "<lesson>", "eval")


def run_cell(source: str, namespace: dict[str, object], show: Callable[[object], None]) -> None:
    """Run one code cell as a kernel would: every statement, then ``show`` the value of a final
    expression (unless it is ``None`` or the line ends with ``;``)."""
    body, last = _compiled(source)
    exec(body, namespace)
    if last is not None:
        value = eval(last, namespace)
        if value is not None and not source.rstrip().endswith(";"):
            show(value)


def show_lesson(path: str | Path, namespace: dict[str, object] | None = None) -> dict[str, object]:
    """Show the lesson at ``path``: markdown rendered, code run and hidden. Returns the
    namespace the code ran in (pass the console's ``globals()`` to keep playing there)."""
    notebook = json.loads(Path(path).read_text(encoding="utf-8"))
    namespace = {"__name__": "__main__"} if namespace is None else namespace
    from .widgets.phone import PHONE_CSS

    # the page's style for phones, for a lesson without widgets too
    ipython_display.display(ipython_display.HTML(f"<style>{PHONE_CSS}</style>"))
    for cell in notebook["cells"]:
        source = _source(cell)
        if not source.strip():
            continue
        if cell["cell_type"] == "markdown":
            ipython_display.display(ipython_display.Markdown(source))
        elif cell["cell_type"] == "code":
            run_cell(source, namespace, ipython_display.display)
    return namespace


__all__ = ["run_cell", "show_lesson"]
