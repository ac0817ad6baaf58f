"""The rules core imports no Jupyter, ipywidgets or Plotly code (checked in a fresh process)."""

from __future__ import annotations

import subprocess
import sys

CORE = [
    "sjuan_notebooks",
    "sjuan_notebooks.cards",
    "sjuan_notebooks.sevens",
    "sjuan_notebooks.sevens_record",
    "sjuan_notebooks.sevens_match",
    "sjuan_notebooks.reconstruct",
    "sjuan_notebooks.records",
    "sjuan_notebooks.game",
    "sjuan_notebooks.cli",
    "sjuan_notebooks.tricks",
    "sjuan_notebooks.femkamp",
    "sjuan_notebooks.scoresheet",
    "sjuan_notebooks.femkamp_record",
    "sjuan_notebooks.sedma",
    "sjuan_notebooks.sedma_record",
    "sjuan_notebooks.players",
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
