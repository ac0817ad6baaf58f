"""The rules core imports no Jupyter, ipywidgets or Plotly code (checked in a fresh process)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import sjuan_notebooks

#: Every module below the presentation layer, and the pure presentation below the widgets
#: (views and HTML): found by walking the packages, so a new module is checked too.
PACKAGES = ("core", "sevens", "femkamp", "sedma", "tactics", "views", "render")
CORE = ["sjuan_notebooks", "sjuan_notebooks.cli"] + [
    info.name
    for package in PACKAGES
    for info in pkgutil.walk_packages(
        [str(Path(sjuan_notebooks.__file__).parent / package)], f"sjuan_notebooks.{package}."
    )
]


def test_core_modules_import_no_presentation_code() -> None:
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in CORE)
        + "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('ipywidgets', 'plotly', 'IPython', 'jupyter_client', 'ipykernel', 'anywidget')]\n"
        "print(','.join(sorted(bad)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
