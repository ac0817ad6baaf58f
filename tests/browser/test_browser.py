"""The start notebook in JupyterLab, in a real browser: Debian's chromium driven by Python
Playwright against JupyterLab started here on 127.0.0.1. Screenshots go to ``test-artifacts/``.

What a learner clicks in the lessons in Voila is in ``lesson_clicks.py`` and the choosers of
``test_lessons_browser.PICKS``, run on the pages the lesson page test opens and checks.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from lesson_clicks import shot
from lite_site import (
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
    wait_for,
)

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[2]
ARTIFACTS = ROOT / "test-artifacts"
BIN = Path(sys.executable).parent
# Console noise that is expected and harmless (see the Jupyter notes): icon fonts from a CDN
# that this machine cannot reach, and the plotly mime renderer's setData message.
ALLOWED_ERRORS = (
    "Failed to load resource",
    "net::ERR",
    "setData is not a function",
    "font",
    "favicon",
)

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def start(cmd: list[str], url: str) -> subprocess.Popen[bytes]:
    log = open(ARTIFACTS / f"{Path(cmd[0]).name}.log", "wb")  # noqa: SIM115 - closed with the process
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_for(url)
    except RuntimeError:
        proc.kill()
        raise
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def browser(playwright_session):
    b = playwright_session.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield b
    b.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on(
        "pageerror",
        lambda e: errors.append(str(e)) if "setData is not a function" not in str(e) else None,
    )
    page.on(
        "console",
        lambda m: (
            errors.append(m.text)
            if m.type == "error" and not any(a in m.text for a in ALLOWED_ERRORS)
            else None
        ),
    )
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


@pytest.fixture(scope="session")
def lab() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [
            str(BIN / "jupyter"),
            "lab",
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--LabApp.expose_app_in_browser=True",
        ],
        f"{base}/lab",
    )
    yield base
    stop(proc)


def test_start_notebook_runs_in_jupyterlab(page, lab: str) -> None:
    page.goto(f"{lab}/lab/tree/notebooks/00-start.ipynb")
    page.wait_for_function(
        """() => {
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            return w && w.sessionContext && w.sessionContext.session
                && w.sessionContext.session.kernel
                && w.sessionContext.session.kernel.status === 'idle';
        }""",
        timeout=120_000,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(
        """() => {
            const w = window.jupyterapp.shell.currentWidget;
            const cells = w.content.widgets.filter(c => c.model.type === 'code');
            return w.sessionContext.session.kernel.status === 'idle'
                && cells.every(c => c.model.executionCount !== null);
        }""",
        timeout=120_000,
    )
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0
    assert "sjuan-worked-example" in page.inner_text("body")
    shot(page, "jupyterlab-start")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
