"""Write the published record and score-sheet schemas (``docs/schema/*.schema.json``) from
``sjuan_notebooks.core.schema`` and the registered games' option specs.

``python docs/write_schema.py`` rewrites both files; ``tests/core/test_schema.py`` fails when they
are out of date. The schema module and the option specs are the one declaration; the files
are what editors and other programs read.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from sjuan_notebooks.core.registry import published_schemas
from sjuan_notebooks.core.schema import RECORD_ID, SHEET_ID

FOLDER = Path(__file__).parent / "schema"


def files() -> dict[Path, str]:
    """Each published file and the text it should hold."""
    record, sheet = published_schemas()
    return {
        FOLDER / RECORD_ID.rsplit("/", 1)[1]: json.dumps(record, indent=2, ensure_ascii=False),
        FOLDER / SHEET_ID.rsplit("/", 1)[1]: json.dumps(sheet, indent=2, ensure_ascii=False),
    }


def main() -> int:
    for path, text in files().items():
        path.write_text(text + "\n", encoding="utf-8")
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
