"""anywidget's front end as the class server sends it: with a start-up budget a busy tablet can
meet.

anywidget 0.11 gives every widget model 2 seconds, from its creation in the page, to load its
JavaScript. A model that takes longer is marked failed for good ("[anywidget] Failed to
initialize model." in the page): every later message from the kernel to it is dropped, so its
figure, its accessible names or its announcements stop following the lesson. On an idle 2-core
machine a lesson's models were ready within 0.25-0.5 s; a page that builds a whole lesson on a
slow device, or on a machine running a class's pages, can take longer (seen in the class
server's tests).

The server therefore sends its own copy of anywidget's notebook bundle, the same file with that
one budget raised to :data:`BUDGET_MS`. Solara finds notebook bundles through Jupyter's data
path, where ``JUPYTER_PATH`` comes first, so the copy is put in a folder of its own named there:
one per content in the user's cache folder, made once and used by every later start (a server
stopped by a signal leaves nothing behind to clean).

If the installed anywidget's bundle does not hold the budget as expected (another release), the
server sends the installed file unchanged; ``tests/classserver/test_frontend.py`` checks that
the pinned release's bundle does.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
from pathlib import Path

import platformdirs

#: what a model may take to load its JavaScript, in ms (anywidget's own: 2,000)
BUDGET_MS = 60_000

# anywidget's runtime: the timer that rejects a model's start-up promise with that message
_BUDGET = re.compile(
    r"AbortSignal\.timeout\(2e3\)(?=\.addEventListener\(\"abort\", \(\) => \{\s*"
    r"resolvers\.reject\(new Error\(\"\[anywidget\] Failed to initialize model\.\"\)\))"
)
BUNDLE = Path("nbextensions") / "anywidget" / "index.js"


def installed_bundle() -> Path | None:
    """anywidget's notebook bundle as Jupyter would find it (the first on its data path)."""
    from jupyter_core.paths import jupyter_path

    for folder in jupyter_path():
        path = Path(folder) / BUNDLE
        if path.is_file():
            return path
    return None


def with_budget(text: str, budget_ms: int = BUDGET_MS) -> str | None:
    """The bundle's text with the model start-up budget raised, or None if it holds the budget
    other than once in the expected form."""
    patched, found = _BUDGET.subn(f"AbortSignal.timeout({int(budget_ms)})", text)
    return patched if found == 1 else None


def cache_root() -> Path:
    """Where the copies are kept: the user's cache folder for the package (on Linux
    ``$XDG_CACHE_HOME/sjuan_notebooks``, else ``~/.cache/sjuan_notebooks``)."""
    return Path(platformdirs.user_cache_dir("sjuan_notebooks"))


def bundle_folder(budget_ms: int = BUDGET_MS) -> Path | None:
    """The folder to put first on ``JUPYTER_PATH``, holding the bundle with the budget raised
    (made if it is not there yet); None if anywidget's bundle is missing or not of the
    expected form, or if no folder can be written."""
    source = installed_bundle()
    if source is None:
        return None
    patched = with_budget(source.read_text(encoding="utf-8"), budget_ms)
    if patched is None:
        return None
    digest = hashlib.sha256(patched.encode("utf-8")).hexdigest()[:16]
    folder = cache_root() / f"anywidget-{digest}"
    target = folder / BUNDLE
    written: str | None = None
    try:
        if not target.is_file() or target.read_text(encoding="utf-8") != patched:
            target.parent.mkdir(parents=True, exist_ok=True)
            # written whole, then renamed: a server starting at the same moment reads either
            # no file or the whole one
            with tempfile.NamedTemporaryFile(
                "w", encoding="utf-8", dir=target.parent, delete=False, suffix=".tmp"
            ) as out:
                written = out.name
                out.write(patched)
            os.replace(written, target)
    except OSError:
        if written is not None:
            with contextlib.suppress(OSError):
                os.unlink(written)
        return None
    return folder
