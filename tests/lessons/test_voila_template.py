"""Plain ``voila notebooks/`` after a pip install: the package brings Voila's template without CDN
links (``sjuan-offline``, which ``voila.json`` names) as data files, into the environment's
``share/jupyter/voila/templates``, where Voila looks.

Kept fast: the fresh environment gets the package alone (``--no-deps``, no build isolation:
the build's requirements are in the dev extra), from the test environment's pip (its
``--python`` option: no copy of pip installed into it, 4 CPU-s of the test's 11), and borrows the test environment's libraries
(Voila, ipywidgets) on its path; its own prefix is where Voila looks for templates. The test
environment's Jupyter data (Voila's own templates, the widgets' front end) is lent too, all but
the ``sjuan-offline`` copy that ``make setup`` puts there, so only the installed one can be found."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
import venv
from pathlib import Path

import pytest
from lite_site import free_port, stop, wait_for

ROOT = Path(__file__).parents[2]
TEMPLATE = Path("share/jupyter/voila/templates/sjuan-offline")


@pytest.mark.slow
def test_a_pip_install_brings_the_template_and_plain_voila_uses_it(tmp_path: Path) -> None:
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=False)  # pip installs into it from outside (--python)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(env_dir / "bin" / "python"), "install",
         "-q", "--no-deps", "--no-build-isolation", "--no-index", str(ROOT)],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if "site-packages" in p)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    installed = env_dir / TEMPLATE
    for name in ("conf.json", "index.html.j2"):
        assert (installed / name).read_bytes() == (ROOT / TEMPLATE / name).read_bytes()

    lent = tmp_path / "lent"
    own = Path(sys.prefix) / "share" / "jupyter"
    for entry in own.iterdir():
        if entry.name != "voila":
            (lent / entry.name).parent.mkdir(parents=True, exist_ok=True)
            (lent / entry.name).symlink_to(entry)
    for entry in (own / "voila" / "templates").iterdir():
        if entry.name != TEMPLATE.name:
            (lent / "voila" / "templates").mkdir(parents=True, exist_ok=True)
            (lent / "voila" / "templates" / entry.name).symlink_to(entry)
    site = [p for p in sys.path if p.endswith("site-packages")]
    port = free_port()
    env = {
        **os.environ, "JUPYTER_PATH": str(lent), "JUPYTER_DATA_DIR": str(tmp_path / "data"),
        "PYTHONPATH": os.pathsep.join(site), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
    }  # fmt: skip
    log = tmp_path / "voila.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [str(env_dir / "bin" / "python"), "-m", "voila", "notebooks/", "--no-browser",
             f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            base = f"http://127.0.0.1:{port}"
            wait_for(base, timeout=60)
            with urllib.request.urlopen(f"{base}/voila/render/00-start.ipynb", timeout=120) as r:
                page = r.read().decode("utf-8")
        finally:
            stop(proc)
    text = log.read_text("utf-8", errors="replace")
    assert "TemplateNotFound" not in text, text[-2000:]
    assert "Sjuan" in page and "Svenska" in page
    assert "fontawesome-free" not in page  # the "lab" template's CDN links are left out


@pytest.mark.slow
def test_an_editable_install_brings_the_template_too(tmp_path: Path) -> None:
    """``pip install -e .`` (a contributor's install) puts the template where the installed
    package's goes, so plain ``voila notebooks/`` finds it there too (the test above shows Voila
    using a template found in that place); without ``setup.py``'s editable_wheel fix setuptools
    left it out and the page never loaded."""
    env_dir = tmp_path / "editable"
    venv.create(env_dir, with_pip=False)
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(env_dir / "bin" / "python"), "install",
         "-q", "--no-deps", "--no-build-isolation", "--no-index", "-e", str(ROOT)],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if "site-packages" in p)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    for name in ("conf.json", "index.html.j2"):
        installed = env_dir / TEMPLATE / name
        assert installed.read_bytes() == (ROOT / TEMPLATE / name).read_bytes(), name
