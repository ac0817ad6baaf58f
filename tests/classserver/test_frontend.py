"""The class server's copy of anywidget's notebook bundle (sjuan_notebooks/classserver/frontend.py):
the installed release's file with only the model start-up budget raised."""

from __future__ import annotations

import difflib

import pytest

from sjuan_notebooks.classserver import frontend


@pytest.fixture()
def folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    made = frontend.bundle_folder()
    assert made is not None, "the pinned anywidget's bundle no longer holds the 2 s budget"
    assert tmp_path in made.parents
    return made


def test_the_copy_differs_from_the_installed_bundle_only_in_the_budget(folder) -> None:
    installed = frontend.installed_bundle()
    assert installed is not None and folder not in installed.parents
    before = installed.read_text(encoding="utf-8").splitlines()
    after = (folder / frontend.BUNDLE).read_text(encoding="utf-8").splitlines()
    changed = [
        line
        for line in difflib.unified_diff(before, after, lineterm="", n=0)
        if line.startswith(("+", "-")) and not line.startswith(("+++", "---"))
    ]
    assert len(changed) == 2, changed
    assert "AbortSignal.timeout(2e3)" in changed[0]
    assert changed[1] == changed[0].replace("-", "+", 1).replace(
        "AbortSignal.timeout(2e3)", f"AbortSignal.timeout({frontend.BUDGET_MS})"
    )


def test_a_bundle_of_another_form_is_left_alone() -> None:
    text = frontend.installed_bundle().read_text(encoding="utf-8")
    assert frontend.with_budget(text, 5000).count("AbortSignal.timeout(5000)") == 1
    # the budget gone (another release) or there twice: nothing to patch, the file is sent as it is
    assert frontend.with_budget(text.replace("AbortSignal.timeout(2e3)", "wait(2e3)")) is None
    assert frontend.with_budget(text + text) is None


def test_the_copy_is_made_once_and_mended_if_changed(folder) -> None:
    bundle = folder / frontend.BUNDLE
    made = bundle.stat().st_mtime_ns
    assert frontend.bundle_folder() == folder and bundle.stat().st_mtime_ns == made
    bundle.write_text("broken", encoding="utf-8")
    assert frontend.bundle_folder() == folder
    assert f"AbortSignal.timeout({frontend.BUDGET_MS})" in bundle.read_text(encoding="utf-8")
    assert [p.name for p in bundle.parent.iterdir()] == ["index.js"]  # no temporary file left


def test_no_folder_when_the_cache_cannot_be_written(monkeypatch, tmp_path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert frontend.bundle_folder() is None
