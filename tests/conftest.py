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
