"""The merge driver reads git's `merge.conflictStyle`: every merge test runs in a folder of its
own with no global or system git configuration, so an editor's own settings change nothing."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_git_configuration(monkeypatch, tmp_path):
    empty = tmp_path / "empty.gitconfig"
    empty.write_text("")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(empty))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.chdir(tmp_path)
