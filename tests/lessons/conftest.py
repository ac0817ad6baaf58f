"""Shared by the tests of the teacher's documents: docs/answer_key.py, loaded as a module."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="module")
def key_module() -> Iterator[Any]:
    spec = importlib.util.spec_from_file_location("answer_key", ROOT / "docs" / "answer_key.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["answer_key"] = module  # its dataclasses look their module up by name
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules["answer_key"]
