"""`make catalogs` on a clean checkout changes nothing: the committed catalogs are exactly what
the tool writes (sort order, wrapping, comments), so a contributor's diff shows only their own
messages. The test runs the Makefile's own target on a copy of the catalogs."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
LOCALE = ROOT / "sjuan_notebooks" / "i18n" / "locale"


def test_make_catalogs_changes_no_committed_catalog(tmp_path: Path) -> None:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    bin_dir = Path(sys.executable).parent
    if not (bin_dir / "pybabel").exists():
        pytest.skip("pybabel is not installed in this environment (make setup installs it)")
    copy = tmp_path / "locale"
    shutil.copytree(LOCALE, copy, ignore=shutil.ignore_patterns("*.mo"))
    stamp = tmp_path / "installed"
    stamp.touch()  # newer than pyproject.toml: the target does not reinstall anything
    subprocess.run(
        ["make", "-s", "catalogs", f"CATALOGS={copy}", f"POT_DIR={tmp_path / 'pot'}",
         f"BIN={bin_dir}", f"STAMP={stamp}"],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        written = copy / po.relative_to(LOCALE)
        assert written.read_bytes() == po.read_bytes(), (
            f"`make catalogs` rewrites {po.relative_to(ROOT)}: run it and commit the result"
        )
