"""A debug-only look at the class server's memory between classes, off unless
``SJUAN_CLASS_MEMWATCH=1`` is set when the server starts (``benchmarks/bench_class.py
--snapshots`` sets it; ``--trace N`` also sets ``SJUAN_CLASS_TRACEMALLOC=N``, tracing every
allocation with ``N`` frames).

Resident memory that grows from class to class can be Python objects still referenced (a
leak: they show in ``tracemalloc`` and in the counts of live objects by type) or memory the C
allocator keeps after Python freed it (glibc's arenas: it shows as free bytes in
``mallinfo2`` and goes back with ``malloc_trim``). To tell them apart the bench sends the
server ``SIGUSR1`` after each class has left: the server then collects garbage and writes, to
``SJUAN_CLASS_MEMWATCH_DIR``, a JSON line of its figures (resident set, glibc's heap, live
objects by type, virtual kernels, widgets, threads) and, when tracing, a ``tracemalloc``
snapshot. ``SIGUSR2`` does the same after ``malloc_trim(0)``, to measure what trimming gives
back. Tracing makes every allocation slower and its traces live in glibc's heap too (so the
heap's figures are only a fair count without it): never for a class.
"""

from __future__ import annotations

import gc
import json
import os
import signal
import sys
import tempfile
import threading
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

from .heap import TRIMMER, glibc_heap, malloc_trim

_count = [0]


def rss() -> int:
    """This process's resident set in bytes (Linux's ``/proc``; 0 elsewhere)."""
    try:
        fields = Path("/proc/self/statm").read_text().split()
    except OSError:
        return 0
    return int(fields[1]) * os.sysconf("SC_PAGE_SIZE")


def pymalloc() -> dict[str, int]:
    """Python's own allocator for small objects (``sys._debugmallocstats``, which writes to the
    C stderr: read from a file put there for the moment, so what another thread logs in that
    moment is lost): its arenas from the system (1 MiB each in 3.11), and the bytes of them in
    use and free."""
    wanted = {
        "# arenas allocated current": "arenas",
        "# bytes in allocated blocks": "in_use",
        "# bytes in available blocks": "free_blocks",
    }
    found: dict[str, int] = {}
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with tempfile.TemporaryFile() as out:
            os.dup2(out.fileno(), 2)
            try:
                sys._debugmallocstats()
            finally:
                os.dup2(saved, 2)
            out.seek(0)
            for line in out.read().decode("utf-8", "replace").splitlines():
                name, _, value = line.partition("=")
                if name.strip() in wanted:
                    found[wanted[name.strip()]] = int(value.strip().replace(",", ""))
    finally:
        os.close(saved)
    return found


def types() -> Counter[str]:
    """Live objects the garbage collector tracks, by type (module and name)."""
    return Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.get_objects())


def _kernels() -> dict[str, int]:
    kernel_context = sys.modules.get("solara.server.kernel_context")
    if kernel_context is None:
        return {}
    contexts = list(kernel_context.contexts.values())
    return {
        "kernels": len(contexts),
        "widgets": sum(len(c.widgets) for c in contexts),
        "current_context": len(kernel_context.current_context),
    }


def figures(label: str = "") -> dict[str, Any]:
    """The figures of this moment, after a full collection (see the module's docstring)."""
    gc.collect()
    traced = tracemalloc.get_traced_memory()[0] if tracemalloc.is_tracing() else 0
    return {
        "label": label,
        "time": time.time(),
        "rss": rss(),
        "traced": traced,
        "heap": glibc_heap(),
        "pymalloc": pymalloc(),
        "threads": threading.active_count(),
        "gc_objects": len(gc.get_objects()),
        "trims": TRIMMER.trims,
        "trim_seconds": TRIMMER.seconds,
        **_kernels(),
        "types": dict(types()),
    }


def write(folder: Path, trimmed: bool = False) -> Path:
    """One snapshot and one line of figures in ``folder``; returns the snapshot's path."""
    _count[0] += 1
    n = _count[0]
    folder.mkdir(parents=True, exist_ok=True)
    untrimmed = figures() if trimmed else {}
    took = time.perf_counter()
    if trimmed:
        malloc_trim()
    took = time.perf_counter() - took
    line = figures(f"{n}{'-trimmed' if trimmed else ''}")
    if untrimmed:
        line["untrimmed"] = {"rss": untrimmed["rss"], "heap": untrimmed["heap"], "trim_s": took}
    path = folder / f"snapshot-{n:02d}.tracemalloc"
    if tracemalloc.is_tracing():
        tracemalloc.take_snapshot().dump(str(path))
    with (folder / "figures.jsonl").open("a", encoding="utf-8") as out:
        out.write(json.dumps(line) + "\n")
    return path


def start_if_asked() -> bool:
    """Listen for the signals (and start tracing), when ``SJUAN_CLASS_MEMWATCH=1``; called
    from the main thread before Solara is imported, so its allocations are traced too."""
    if os.environ.get("SJUAN_CLASS_MEMWATCH") != "1":
        return False
    folder = Path(os.environ.get("SJUAN_CLASS_MEMWATCH_DIR") or "test-artifacts/memwatch")
    frames = int(os.environ.get("SJUAN_CLASS_TRACEMALLOC") or 0)
    if frames > 0:
        tracemalloc.start(frames)

    def on_signal(signum: int, _frame: FrameType | None) -> None:
        write(folder, trimmed=signum == signal.SIGUSR2)

    signal.signal(signal.SIGUSR1, on_signal)
    signal.signal(signal.SIGUSR2, on_signal)
    return True
