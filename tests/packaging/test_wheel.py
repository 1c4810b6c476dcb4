"""The wheel, installed into a fresh virtual environment, works outside the repository.

One module-scoped fixture builds the wheel from a copy of the sources (without the checkout's
venv, `build/` outputs, egg-info and node_modules) and installs it with its dependencies into a
new venv, through the project's pip; the tests then run the installed `deckctl` from a folder far
from the source tree. The new venv's dependencies are those the wheel declares, and theirs,
linked in from this checkout's venv, where they are installed and compiled already (unpacking
them again took most of the fixture's 30 s, and each deckctl run compiled them again): pip, kept
off any index, finds them installed and adds deckctl alone. A dependency the wheel does not
declare is missing there, as it would be for a user.
"""

from __future__ import annotations

import email
import importlib.metadata
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from deckfactory import REPO
from packaging.requirements import Requirement


def run(args: list, cwd: Path, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], cwd=cwd, input=stdin, capture_output=True, text=True,
                          env=env, timeout=900, check=False)


def runtime_dependencies(wheel: Path) -> list[importlib.metadata.Distribution]:
    """The installed distributions the wheel's metadata requires (no extras), and theirs."""
    found: dict[str, importlib.metadata.Distribution] = {}
    names = zipfile.ZipFile(wheel).namelist()
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    wanted = email.message_from_string(metadata).get_all("Requires-Dist") or []
    while wanted:
        requirement = Requirement(wanted.pop())
        if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
            continue
        dist = importlib.metadata.distribution(requirement.name)
        if dist.name.lower() not in found:
            found[dist.name.lower()] = dist
            wanted += dist.requires or []
    return list(found.values())


def link_dependencies(wheel: Path, site_packages: Path) -> None:
    """Each top-level file and folder of those distributions (packages, .dist-info, .libs),
    linked into `site_packages` (their console scripts are left out: deckctl runs none)."""
    for dist in runtime_dependencies(wheel):
        for top in {file.parts[0] for file in dist.files or []} - {"..", "__pycache__"}:
            target = site_packages / top
            if not target.exists():
                target.symlink_to(Path(dist.locate_file(top)))


def files_under(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(the wheel, the source folder it was built in, the files of its `build/` before).

    The source holds stale modules where setuptools keeps its work (its old `build/lib/`, inside
    deckctl's own output folder, and its `.setuptools-build/lib/`), as a clone that built a wheel
    before would: the wheel must carry neither, and setuptools must write nothing into `build/`."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "src"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", ".setuptools-build", "dist", "*.egg-info", ".deckctl-cache", "__pycache__", ".*_cache",
        ".hypothesis", "bench", "node_modules"))
    for stale in ("build/lib/deckctl/zz_stale.py", ".setuptools-build/lib/deckctl/zz_stale.py",
                  ".setuptools-build/lib/zz_stale_module.py"):
        (source / stale).parent.mkdir(parents=True, exist_ok=True)
        (source / stale).write_text("STALE = True\n", encoding="utf-8")
    (source / "build" / ".gitkeep").touch()
    before = files_under(source / "build")
    done = run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", work / "dist", source], work)
    assert done.returncode == 0, done.stderr
    [wheel] = (work / "dist").glob("deckctl-*.whl")
    return wheel, source, before


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory):
    """(the wheel, the venv's deckctl, an environment without this checkout on any path)."""
    wheel = built[0]
    work = tmp_path_factory.mktemp("venv")
    venv = work / "venv"
    assert run([sys.executable, "-m", "venv", "--without-pip", venv], work).returncode == 0
    python = venv / "bin" / "python"
    [site_packages] = (venv / "lib").glob("python3*/site-packages")
    link_dependencies(wheel, site_packages)
    done = run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-index", wheel], work)
    assert done.returncode == 0, done.stderr
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["DECKCTL_CACHE_DIR"] = str(work / "cache")
    return wheel, venv / "bin" / "deckctl", env


def test_wheel_building_leaves_build_to_deckctl_and_ships_no_stale_file(built):
    wheel, source, before = built
    assert not [name for name in zipfile.ZipFile(wheel).namelist() if "zz_stale" in name]
    assert files_under(source / "build") == before  # `deckctl build`'s outputs alone live there
    assert (source / ".setuptools-build" / "lib" / "deckctl" / "__main__.py").is_file()  # where setuptools worked


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
    assert "Welcher Marker bekommt die Karte?" in played.stdout and "abgebrochen (auf Wunsch)" in played.stdout


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
