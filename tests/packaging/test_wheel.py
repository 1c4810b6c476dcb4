"""The wheel, installed into a fresh virtual environment, works outside the repository.

One module-scoped fixture builds the wheel from a copy of the sources (without the checkout's
venv, `build/` outputs and egg-info) and installs it with its dependencies into a new venv,
through the project's pip and its usual index and cache; the tests then run the installed
`deckctl` from a folder far from the source tree.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from deckfactory import REPO


def run(args: list, cwd: Path, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], cwd=cwd, input=stdin, capture_output=True, text=True,
                          env=env, timeout=900, check=False)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the wheel, the venv's deckctl, an environment without this checkout on any path)."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "src"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", ".deckctl-cache", "__pycache__", ".*_cache", ".hypothesis", "bench"))
    built = run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", work / "dist", source], work)
    assert built.returncode == 0, built.stderr
    [wheel] = (work / "dist").glob("deckctl-*.whl")

    venv = work / "venv"
    assert run([sys.executable, "-m", "venv", "--without-pip", venv], work).returncode == 0
    python = venv / "bin" / "python"
    done = run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-compile", wheel], work)
    assert done.returncode == 0, done.stderr
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["DECKCTL_CACHE_DIR"] = str(work / "cache")
    return wheel, venv / "bin" / "deckctl", env


def test_wheel_carries_decks_schemas_and_license(installed):
    wheel, _, _ = installed
    names = zipfile.ZipFile(wheel).namelist()
    tracked = [p.relative_to(REPO).as_posix() for p in (REPO / "decks").rglob("*")
               if p.is_file() and ".deckctl-cache" not in p.parts]  # (a lint run inside decks/ leaves one)
    assert {f"deckctl/_data/{name}" for name in tracked} <= set(names)
    assert {f"deckctl/_data/schemas/{p.name}" for p in (REPO / "schemas").glob("*.json")} <= set(names)
    assert any(name.endswith("licenses/LICENSE") for name in names)
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("/METADATA"))).decode()
    assert "License-Expression: MIT" in metadata or "License: MIT" in metadata
    assert (REPO / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_installed_deckctl_plays_the_shipped_starter_deck(installed, tmp_path):
    _, deckctl, env = installed
    where = run([deckctl.parent / "python", "-c", "import deckctl; print(deckctl.__file__)"], tmp_path, env=env)
    assert str(deckctl.parent.parent) in where.stdout  # the installed copy, not this checkout
    played = run([deckctl, "play", "knowledge", "--seed", "1"], tmp_path, "T\nquit\n", env)
    assert played.returncode == 0, played.stderr
    assert "Knowledge? · knowledge-starter" in played.stdout
    assert "The team moves" in played.stdout and "left unfinished" in played.stdout


def test_installed_deckctl_speaks_german_at_the_table(installed, tmp_path):
    wheel, deckctl, env = installed
    assert "deckctl/engine/locales/de.po" in zipfile.ZipFile(wheel).namelist()  # package-data ships it
    played = run([deckctl, "play", "knowledge", "--lang", "de", "--seed", "1"], tmp_path, "beenden\n", env)
    assert played.returncode == 0, played.stderr
    assert "Welcher Marker bekommt die Karte?" in played.stdout and "unvollendet" in played.stdout


def test_installed_deckctl_inits_a_repository_that_validates(installed, tmp_path):
    _, deckctl, env = installed
    created = run([deckctl, "init", "decks-repo", "--game", "knowledge"], tmp_path, env=env)
    assert created.returncode == 0, created.stderr
    repo = tmp_path / "decks-repo"
    for command in (["validate"], ["lint"], ["fmt", "--check", "decks"], ["schema", "--check"]):
        done = run([deckctl, *command], repo, env=env)
        assert done.returncode == 0, (command, done.stdout, done.stderr)
    # The board came from the shipped starter deck: the new deck plays.
    played = run([deckctl, "play", "knowledge", "--deck", "decks/knowledge-deck", "--seed", "2"], repo, "quit\n", env)
    assert played.returncode == 0 and "knowledge-deck" in played.stdout, played.stderr
