"""Shared test settings: hypothesis profiles sized for a 2-core CI machine."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

#: The modules that take longest, longest first. `make test` hands modules to its workers in
#: collection order (pytest-xdist's ``--dist loadscope --no-loadscope-reorder``), so these start
#: first and the many short modules fill in at the end: no worker starts a two-minute module
#: while the others run out of work. The browser site's tests come after the first four: they
#: wait for the site's build, which runs beside the tests (Makefile; about 140 s), so the Binder
#: test (about 55 s) and the class server's go first on the worker that is left. Seconds per
#: module on a 2-core machine, fresh clone (``--durations``, summed over its tests): lesson pages
#: about 290 and 210, browser site about 170 (230 when it booted the browser's Python 10 times,
#: not 7), class server 113, tables 70, keyboard 58, Binder 55, play together 36, JupyterLab
#: 20, classroom view 30.
FIRST = (
    "tests/lessons/test_binder.py",
    "tests/browser/test_lessons_browser.py",
    "tests/browser/test_lessons_browser_nb_sk.py",
    "tests/browser/test_classserver_browser.py",
    "tests/browser/test_lite.py",
    "tests/browser/test_tables_browser.py",
    "tests/browser/test_keyboard_browser.py",
    "tests/browser/test_play_together_browser.py",
    "tests/browser/test_browser.py",
    "tests/browser/test_classroom_browser.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put :data:`FIRST`'s modules first, in its order; the rest keep theirs (a stable sort)."""
    rank = {path: i for i, path in enumerate(FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(FIRST)))


#: times nbval starts a lesson's kernel before it gives up (see :func:`pytest_configure`)
KERNEL_STARTS = 3


def pytest_configure(config: pytest.Config) -> None:
    """nbval's kernels start again if one dies before it answers. A kernel's ports are chosen
    free by jupyter_client and bound only by the kernel itself, a moment later: in `make test`
    other kernels (Voila's, the class server's, the other workers' nbval) start in that
    moment, and a full run here lost a lesson's kernel so ("Kernel died before replying to
    kernel_info", the same notebook passing alone). A kernel that dies again,
    KERNEL_STARTS times, is still the failure it was."""
    try:
        import nbval.kernel
    except ImportError:  # nbval is the dev extra's: without it there is nothing to start
        return
    start = nbval.kernel.start_new_kernel
    if getattr(start, "retries", False):
        return

    def start_new_kernel(*args, **kwargs):
        for attempt in range(1, KERNEL_STARTS + 1):
            try:
                return start(*args, **kwargs)
            except RuntimeError:
                if attempt == KERNEL_STARTS:
                    raise

    start_new_kernel.retries = True  # type: ignore[attr-defined]
    start_new_kernel.starts = KERNEL_STARTS  # type: ignore[attr-defined]
    nbval.kernel.start_new_kernel = start_new_kernel


@pytest.fixture(scope="session")
def playwright_session():
    """One Playwright for the whole run: its sync API allows one at a time, and more than one
    test module drives Chromium (Voila and JupyterLab, and the browser site)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright_session):
    """Debian's Chromium with the shared flags (tests/lite_site.py: no host but 127.0.0.1
    resolves), one per test module."""
    from lite_site import launch

    b = launch(playwright_session)
    yield b
    b.close()
