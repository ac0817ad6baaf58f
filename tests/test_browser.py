"""What users click, in a real browser: Debian's chromium driven by Python Playwright against
Voila and JupyterLab started here on 127.0.0.1. Screenshots go to ``test-artifacts/``.

Voila is started once for the session (each page load starts a kernel, and Voila does not
stop kernels when a page closes); so is JupyterLab.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
BIN = Path(sys.executable).parent
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Console noise that is expected and harmless (see the Jupyter notes): icon fonts from a CDN
# that this machine cannot reach, and the plotly mime renderer's setData message.
ALLOWED_ERRORS = ("Failed to load resource", "net::ERR", "setData is not a function", "font", "favicon")

if not os.path.exists(CHROMIUM):  # pragma: no cover - `make test` installs it
    pytest.skip("chromium is not installed (make test installs it)", allow_module_level=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(url: str, timeout: float = 60) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except Exception:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


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
def voila() -> Iterator[str]:
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start(
        [
            str(BIN / "voila"),
            "notebooks",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--show_tracebacks=True",
        ],
        base,
    )
    yield base
    stop(proc)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on(
        "console",
        lambda m: errors.append(m.text)
        if m.type == "error" and not any(a in m.text for a in ALLOWED_ERRORS)
        else None,
    )
    page.errors = errors  # type: ignore[attr-defined]
    yield page
    context.close()


def open_lesson(page, voila: str, name: str) -> None:
    page.goto(f"{voila}/voila/render/{name}.ipynb", wait_until="domcontentloaded")
    page.wait_for_selector(".jupyter-widgets", timeout=120_000)


def shot(page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def test_sjuan_worked_example_in_voila(page, voila: str) -> None:
    open_lesson(page, voila, "01-sjuan")
    stepper = page.locator(".sjuan-stepper").first
    stepper.wait_for()
    assert "from sjuan_notebooks" not in page.inner_text("body"), "code is shown"
    next_button = stepper.locator(".sjuan-next button, button.sjuan-next").first
    for _ in range(8):
        next_button.click()
    text = stepper.locator(".sjuan-move-text")
    page.wait_for_function(
        "el => el.innerText.includes('D6, D8')", arg=text.element_handle(), timeout=30_000
    )
    shown = text.inner_text()
    assert "D" in shown and "pass" in shown
    assert "C7, H10, H5, S8, S5, D6, D8" in shown
    # the legal-move map is drawn: at D's pass, no card of D is legal
    plot = stepper.locator(".sjuan-legal-map.js-plotly-plot").first
    plot.wait_for()
    legal = page.evaluate(
        """el => {
            const gd = el; const out = [];
            for (const tr of gd.data) {
                if ((tr.name || '').toLowerCase().includes('legal') && !(tr.name || '').toLowerCase().includes('not')) {
                    out.push(...(tr.customdata || tr.text || []).map(String));
                }
            }
            return out;
        }""",
        plot.element_handle(),
    )
    assert legal == [] or all("pass" not in x for x in legal)
    shot(page, "voila-sjuan-worked-example")
    # switch the language to Swedish: the same turn, in Swedish
    stepper.locator(".sjuan-lang select").first.select_option("sv")
    page.wait_for_function(
        "el => el.innerText.includes('Handen saknar klöver sju')",
        arg=text.element_handle(),
        timeout=30_000,
    )
    shot(page, "voila-sjuan-worked-example-sv")
    assert not page.errors, page.errors  # type: ignore[attr-defined]
