"""The class server's memory after pages close: a closed page's virtual kernel leaves no
objects behind, and its closing has glibc's free memory handed back (``classserver/heap.py``).

The kernels are opened and closed in a process of their own: Solara patches ipywidgets for
virtual kernels when its server module is imported, which the other tests must not get."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("solara")
from sjuan_notebooks.classserver.heap import ARENAS, Trimmer, glibc_heap  # noqa: E402

ROOT = Path(__file__).parents[2]

# Opens lesson 1 in virtual kernels as the server does for a tab (the page built in the
# kernel's context, the class registry joined) and closes them, with the trimmer started and
# counting. Prints the figures as JSON.
KERNELS = r"""
import gc, json, sys, time, uuid
import solara.server.app  # Solara's patches for virtual kernels, as the server has them
from solara.server import kernel, kernel_context
from sjuan_notebooks.classserver import app, heap

trims = []
heap.TRIMMER.trim = lambda: trims.append(heap.malloc_trim()) or True
heap.TRIMMER.delay = 0.5
heap.TRIMMER.start()
lesson = app.LESSONS["01-sjuan"]

def open_page():
    context = kernel_context.VirtualKernelContext(
        id=str(uuid.uuid4()), kernel=kernel.Kernel(), session_id=str(uuid.uuid4()))
    kernel_context.contexts[context.id] = context
    with context:
        app._lesson_page(lesson, "")
    return context

def objects():
    gc.collect()
    return len(gc.get_objects())

open_page().close()  # the first page imports and caches what every page shares
time.sleep(1.5)
before, trims_before = objects(), len(trims)
pages = [open_page() for _ in range(5)]
with_pages = objects()
for page in pages:
    page.close()
del pages
after = objects()
deadline = time.time() + 30
while len(trims) == trims_before and time.time() < deadline:
    time.sleep(0.1)
print(json.dumps({
    "before": before, "with_pages": with_pages, "after": after,
    "kernels": len(kernel_context.contexts),
    "present": app.REGISTRY.snapshot().lessons,
    "trims": len(trims) - trims_before, "trimmed": all(trims),
}))
"""


@pytest.fixture(scope="module")
def closed_kernels() -> dict:
    done = subprocess.run(
        [sys.executable, "-c", KERNELS], cwd=ROOT, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_closed_pages_leave_no_kernel_no_student_and_no_objects(closed_kernels: dict) -> None:
    figures = closed_kernels
    assert figures["kernels"] == 0
    assert figures["present"] == {}
    per_page = (figures["with_pages"] - figures["before"]) / 5
    assert per_page > 1000  # a lesson-1 page is thousands of objects: the count can tell
    # what five closed pages leave is less than a tenth of one page
    assert figures["after"] - figures["before"] < per_page / 10


def test_closed_pages_have_glibc_s_free_memory_handed_back(closed_kernels: dict) -> None:
    assert closed_kernels["trims"] >= 1
    if glibc_heap():
        assert closed_kernels["trimmed"]


def wait_for(condition, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)


def test_a_run_of_closes_is_one_trim_a_moment_after_the_last() -> None:
    trims: list[float] = []
    trimmer = Trimmer(trim=lambda: trims.append(time.monotonic()) or True, delay=1.0)
    trimmer.start()
    for _ in range(30):  # a class leaving
        trimmer.poke()
    last = time.monotonic()
    wait_for(lambda: len(trims) == 1)
    assert len(trims) == 1 and trims[0] - last >= 1.0
    time.sleep(1.5)
    assert len(trims) == 1  # nothing closed since: no trim
    trimmer.poke()
    wait_for(lambda: len(trims) == 2)
    assert len(trims) == 2


def test_pages_that_keep_closing_are_still_trimmed_every_little_while() -> None:
    trims = threading.Semaphore(0)
    trimmer = Trimmer(trim=lambda: trims.release() or True, delay=0.5, longest=1.0)
    trimmer.start()
    end = time.monotonic() + 3.5
    while time.monotonic() < end:  # a close every 0.1 s, never 0.5 s without one
        trimmer.poke()
        time.sleep(0.1)
    assert trims.acquire(timeout=0) and trims.acquire(timeout=0)


# Six threads alive at once, each allocating (glibc gives a new thread a heap of its own while
# it may have more); prints how many heaps glibc then has (``malloc_info``).
HEAPS = r"""
import ctypes, ctypes.util, sys, threading
from sjuan_notebooks.classserver import heap

if sys.argv[1] == "limit":
    assert heap.limit_arenas()
together = threading.Barrier(6)

def work():
    kept = [bytearray(2000) for _ in range(100)]
    together.wait()

threads = [threading.Thread(target=work) for _ in range(6)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.fopen.restype = ctypes.c_void_p
out = libc.fopen(sys.argv[2].encode(), b"w")
libc.malloc_info(0, ctypes.c_void_p(out))
libc.fclose(ctypes.c_void_p(out))
print(open(sys.argv[2]).read().count("<heap nr="))
"""


def heaps(how: str, tmp_path: Path) -> int:
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_ARENA_MAX"}
    done = subprocess.run(
        [sys.executable, "-c", HEAPS, how, str(tmp_path / f"{how}.xml")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return int(done.stdout.strip())


@pytest.mark.skipif(not glibc_heap(), reason="glibc's heaps only")
def test_the_server_s_threads_share_two_heaps(tmp_path: Path) -> None:
    assert heaps("default", tmp_path) > ARENAS  # glibc's default: a heap per thread
    assert heaps("limit", tmp_path) <= ARENAS
