"""The Binder environment, minus Docker: a fresh virtual environment built from exactly the
files in ``binder/`` (requirements.txt, then postBuild, as repo2docker runs them from the
repository root; requirements.txt through uv, see below), in which nbval runs every lesson.

It runs the English lessons there: the Swedish, Norwegian and Slovak ones are the same code
cells written from the same sources (``tests/lessons/test_notebooks.py`` holds them in step),
so they ask the environment for nothing more. ``make test`` runs those 21 through nbval in the
development environment, and leaves the English ones to this test (the Makefile's
``NBVAL_HERE``): the same nbval flags and sanitizing, the English lessons' one run."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[2]
BINDER = ROOT / "binder"


def test_binder_files_are_what_repo2docker_reads() -> None:
    assert (BINDER / "requirements.txt").is_file()
    runtime = (BINDER / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3.")
    post = (BINDER / "postBuild").read_text()
    assert post.startswith("#!") and "set -e" in post and "pip install" in post
    assert os.access(BINDER / "postBuild", os.X_OK)
    pins = [
        line.split("==")[0]
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if "==" in line
    ]
    for frontend in ("jupyterlab", "ipywidgets", "anywidget", "plotly", "voila"):
        assert frontend in pins, f"{frontend} is not pinned for Binder"


def test_binder_pins_the_package_s_own_dependencies() -> None:
    """postBuild installs the package with --no-deps, so requirements.txt must bring what the
    package itself needs (Babel for the translation catalogs), at the package's own pins."""
    pinned = {
        canonicalize_name(Requirement(line).name): Requirement(line).specifier
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    linux = {"sys_platform": "linux", "extra": ""}
    needed = [Requirement(line) for line in metadata.requires("sjuan_notebooks") or []]
    needed = [req for req in needed if req.marker is None or req.marker.evaluate(linux)]
    assert "babel" in {canonicalize_name(req.name) for req in needed}
    for req in needed:
        assert pinned.get(canonicalize_name(req.name)) == req.specifier, req


@pytest.mark.slow
def test_fresh_binder_environment_runs_every_lesson(tmp_path: Path) -> None:
    env_dir = tmp_path / "binder-venv"
    venv.create(env_dir, with_pip=False)  # pip comes with requirements.txt, below
    bin_dir = env_dir / "bin"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "VIRTUAL_ENV": str(env_dir),
    }
    env.pop("PYTHONPATH", None)
    # Python writes bytecode as it imports, as on Binder: the first lesson's kernel compiles
    # what the lessons import and the others read it. Where PYTHONDONTWRITEBYTECODE is set (as
    # on the test machines) every kernel compiled it again, unless the install compiled all of
    # the environment (uv's --compile-bytecode): 30-31 CPU-s for this test, against 24-25 so.
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    def run(*cmd: str) -> None:
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200)
        assert done.returncode == 0, f"{cmd} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"

    # repo2docker installs requirements.txt with pip; uv resolves the same file (its pins, and
    # the newest release of the rest, as pip does), from the downloads the project's own
    # environment left in uv's cache: a few CPU-s instead of about 40, and no second download
    # of the JupyterLab stack on a new machine. postBuild runs with the environment's pip,
    # which uv installs with them (as Binder's image has one): venv's ensurepip cost 4 CPU-s.
    run(
        str(Path(sys.executable).parent / "uv"),
        "pip",
        "install",
        "-q",
        "--python",
        str(bin_dir / "python"),
        "pip",
        "-r",
        str(BINDER / "requirements.txt"),
    )
    assert (bin_dir / "pip").exists(), "postBuild would run another environment's pip"
    run(str(BINDER / "postBuild"))
    lessons = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert len(lessons) >= 7, lessons
    run(
        str(bin_dir / "python"),
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "--nbval-lax",
        "--nbval-sanitize-with",
        str(ROOT / "tests" / "nbval_sanitize.cfg"),
        *lessons,
    )
    assert sys.executable not in str(bin_dir)
