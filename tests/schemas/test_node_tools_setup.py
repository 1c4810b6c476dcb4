"""`make test` installs the editor tools itself (scripts/ensure-node-tools), and never fails for
want of them: without npm, or without a network, it says the tests that need them are skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from deckfactory import REPO

SCRIPT = REPO / "scripts" / "ensure-node-tools"


@pytest.fixture
def checkout(tmp_path) -> Path:
    """The script and the npm manifests, without installed tools."""
    (tmp_path / "scripts").mkdir()
    shutil.copy(SCRIPT, tmp_path / "scripts")
    shutil.copytree(REPO / "tests" / "node", tmp_path / "tests" / "node",
                    ignore=shutil.ignore_patterns("node_modules"))
    return tmp_path


def run(checkout: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(["/bin/sh", str(checkout / "scripts" / "ensure-node-tools")], capture_output=True,
                          text=True, timeout=120, env={**os.environ, **env}, check=False)


def test_without_npm_the_tests_are_skipped_and_make_goes_on(checkout, tmp_path):
    bare = tmp_path / "bin"  # a PATH with what the script needs, and no npm
    bare.mkdir()
    (bare / "dirname").symlink_to(shutil.which("dirname"))
    done = run(checkout, PATH=str(bare))
    assert done.returncode == 0
    assert "npm not found" in done.stderr and "skipped" in done.stderr


@pytest.mark.skipif(shutil.which("npm") is None, reason="npm is not installed")
def test_offline_the_tests_are_skipped_and_make_goes_on(checkout, tmp_path):
    """A registry that cannot be reached, and nothing in npm's cache."""
    done = run(checkout, npm_config_registry="http://127.0.0.1:9/", npm_config_cache=str(tmp_path / "cache"),
               npm_config_fetch_retries="0")
    assert done.returncode == 0, done.stderr
    assert "could not install" in done.stderr and "skipped" in done.stderr
    assert len(done.stderr.splitlines()) <= 2, done.stderr  # a sentence, not npm's stack trace
    assert not (checkout / "tests" / "node" / "node_modules" / ".bin" / "ajv").exists()
