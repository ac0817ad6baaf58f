"""Gives the memory of closed pages back to the system.

Measured with ``benchmarks/bench_class.py --snapshots`` (docs/teaching.md, "Class server and
Voila side by side"): after a class has left, the Python objects of its pages are gone (the
live objects and the traced Python memory are back where they were), but glibc keeps the
freed memory in its heaps for the next allocations, spread over the arenas of the threads that
served the pages, and the resident set grows by some of it with every class. Two remedies,
both measured there: fewer arenas (:func:`limit_arenas`, as ``MALLOC_ARENA_MAX=2`` would), and
``malloc_trim(0)``, which hands the free pages of every arena back. The trim runs from one
thread of its own, a moment after the last of a run of pages closed (so a class leaving is one
trim, not thirty), and at least every ``longest`` seconds while pages keep closing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import threading
import time
from collections.abc import Callable
from typing import Any


class _Mallinfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                     "uordblks", "fordblks", "keepcost")
    ]  # fmt: skip


def _libc() -> Any | None:
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name) if name else None
    except OSError:
        return None


_LIBC = _libc()


def glibc_heap() -> dict[str, int]:
    """glibc's heap in bytes, every arena together: from the system (``arena`` plus the
    ``mmap``-ed blocks ``hblkhd``), in use (``uordblks``) and free but kept (``fordblks``).
    Empty where the C library is not glibc 2.33 or later."""
    if _LIBC is None or not hasattr(_LIBC, "mallinfo2"):
        return {}
    _LIBC.mallinfo2.restype = _Mallinfo2
    info = _LIBC.mallinfo2()
    return {name: int(getattr(info, name)) for name in ("arena", "hblkhd", "uordblks", "fordblks")}


def malloc_trim() -> bool:
    """Give glibc's free memory back to the system; False where there is no glibc."""
    if _LIBC is None or not hasattr(_LIBC, "malloc_trim"):
        return False
    _LIBC.malloc_trim(0)
    return True


M_ARENA_MAX = -8  # mallopt's parameter number (glibc's malloc.h)
ARENAS = 2


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Let glibc keep at most ``arenas`` heaps for all the threads, unless ``MALLOC_ARENA_MAX``
    already says how many: by default every thread that allocates while another holds a heap
    gets one of its own (up to eight per core), and a class's pages, served by many threads,
    left freed memory in each. Called before the server starts its threads. False where there
    is no glibc."""
    if os.environ.get("MALLOC_ARENA_MAX"):
        return False
    if _LIBC is None or not hasattr(_LIBC, "mallopt"):
        return False
    return bool(_LIBC.mallopt(M_ARENA_MAX, arenas))


class Trimmer:
    """Trims ``delay`` seconds after the last :meth:`poke` (a page closed), and at least every
    ``longest`` seconds while pokes keep coming."""

    def __init__(
        self, trim: Callable[[], bool] = malloc_trim, delay: float = 2.0, longest: float = 30.0
    ) -> None:
        self.trim = trim
        self.delay = delay
        self.longest = longest
        self.trims = 0
        self.seconds = 0.0  # spent trimming, all trims together
        self._poked = threading.Event()
        self._thread: threading.Thread | None = None

    def poke(self) -> None:
        self._poked.set()

    def start(self) -> None:
        """Start the trimming thread: before Solara serves a page, so that the thread has no
        page's virtual kernel (Solara gives a thread the kernel of the page that started it)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="sjuan-class-trim", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            self._poked.wait()
            first = time.monotonic()
            while True:
                self._poked.clear()
                if not self._poked.wait(self.delay) or time.monotonic() - first >= self.longest:
                    break
            took = time.perf_counter()
            self.trim()
            self.seconds += time.perf_counter() - took
            self.trims += 1


#: the class server's trimmer, started by ``python -m sjuan_notebooks.classserver``
TRIMMER = Trimmer()
