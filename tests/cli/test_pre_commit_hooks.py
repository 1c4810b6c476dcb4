"""The hooks of .pre-commit-hooks.yaml, run by pre-commit itself in a throwaway deck repository
that names this repository as `repo:` at a local commit.

pre-commit clones that commit, makes a virtual environment and pip-installs deckctl into it, as it
does for every editor. The suite stays offline: pip installs deckctl alone (no index, no
dependencies, the build backend of the new environment), and the hooks find deckctl's
dependencies on PYTHONPATH, in the environment running the tests. The install happens once per
module (about 6 s), from a copy of this repository without its tests.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from deckfactory import DECKS, REPO

pytestmark = pytest.mark.skipif(shutil.which("git") is None or not (REPO / ".git").exists(),
                                reason="needs git and a git checkout of deckctl")

HOOKS = ("deckctl-validate", "deckctl-lint", "deckctl-fmt")


def _git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout


def _commit(repo: Path, env: dict[str, str], message: str) -> subprocess.CompletedProcess:
    """`git commit`, running the hook pre-commit installed (in the test's environment)."""
    return subprocess.run(["git", "commit", "-m", message], check=False, cwd=repo, env=env,
                          capture_output=True, text=True)


def _init(repo: Path) -> None:
    repo.mkdir(parents=True, exist_ok=True)
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "config", "user.email", "editor@example.org")
    _git(repo, "config", "user.name", "Editor")
    _git(repo, "config", "commit.gpgsign", "false")


@pytest.fixture(scope="module")
def hooks_rev(tmp_path_factory) -> tuple[Path, str]:
    """This working tree (uncommitted changes too) committed to a throwaway repository: the
    `repo:` and `rev:` a deck repository's .pre-commit-config.yaml names. Its tests are left out
    (a third of its files' bytes, copied, committed and cloned for nothing)."""
    repo = tmp_path_factory.mktemp("deckctl-hooks")
    _init(repo)
    for name in _git(REPO, "ls-files", "-z", "-co", "--exclude-standard", "--", ".", ":!tests").split("\0"):
        if name and (REPO / name).is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, repo / name)
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "deckctl")
    return repo, _git(repo, "rev-parse", "HEAD").strip()


@pytest.fixture(scope="module")
def environment(tmp_path_factory, hooks_rev) -> dict[str, str]:
    """Environment variables for pre-commit: its own cache, and offline installs (see above)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PRE_COMMIT", "GIT_"))}
    env.update(
        PRE_COMMIT_HOME=str(tmp_path_factory.mktemp("pre-commit-home")),
        PIP_NO_INDEX="1", PIP_NO_DEPS="1",
        PIP_NO_BUILD_ISOLATION="0",  # sic: pip reads this variable inverted; "0" turns isolation off
        PYTHONPATH=os.pathsep.join(dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))),
        DECKCTL_CACHE_DIR=str(tmp_path_factory.mktemp("deckctl-cache")),
    )
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory, hooks_rev, environment) -> None:
    """pre-commit's environment for the hooks, installed once for the module's deck repositories."""
    first = _deck_repo(tmp_path_factory.mktemp("first-deck-repo"), hooks_rev)
    _pre_commit(first, environment, "install-hooks", check=True)


def _deck_repo(repo: Path, hooks_rev: tuple[Path, str]) -> Path:
    """A deck repository with the Knowledge? and iKNOW starter decks and all three hooks."""
    _init(repo)
    for deck in ("knowledge-starter", "iknow-starter"):
        shutil.copytree(DECKS / deck, repo / "decks" / deck)
    hooks = "".join(f"      - id: {hook}\n" for hook in HOOKS)
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hooks_rev[0]}\n    rev: {hooks_rev[1]}\n    hooks:\n{hooks}")
    (repo / "README.md").write_text("Our decks.\n")
    _git(repo, "add", "-A")
    return repo


def _pre_commit(repo: Path, env: dict[str, str], *args: str, check: bool = False) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "pre_commit", *args]
    done = subprocess.run(command, check=False, cwd=repo, env=env, capture_output=True, text=True)
    assert not check or done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture
def deck_repo(tmp_path, hooks_rev, installed) -> Path:
    return _deck_repo(tmp_path / "decks-repo", hooks_rev)


def test_valid_decks_pass_every_hook(deck_repo, environment):
    done = _pre_commit(deck_repo, environment, "run", "--all-files")
    assert done.returncode == 0, done.stdout + done.stderr
    for name in ("deckctl validate", "deckctl lint", "deckctl fmt --check"):
        assert any(line.startswith(name + ".") and line.endswith("Passed") for line in done.stdout.splitlines()), done.stdout


def test_each_error_prints_once_however_pre_commit_splits_the_files(deck_repo, environment):
    letters = deck_repo / "decks/knowledge-starter/cards/letter.yaml"
    letters.write_text(letters.read_text().replace("  value: A\n", "  value: F\n", 1))
    _git(deck_repo, "add", "-A")
    # every file of both decks is staged, so a split list would hold files of one deck twice
    done = _pre_commit(deck_repo, environment, "run", "--all-files", "deckctl-validate")
    assert done.returncode == 1
    error = "decks/knowledge-starter/cards/letter.yaml:9:10: error: card `capital-greece`: `F` is not an allowed value"
    assert done.stdout.count(error) == 1, done.stdout
    assert done.stdout.count("1 error in 1 file (2 decks, ") == 1, done.stdout

    done = _pre_commit(deck_repo, environment, "run", "--all-files", "deckctl-lint")
    assert done.returncode == 1
    assert done.stdout.count(error) == 1, done.stdout


def test_the_fmt_hook_lists_a_file_out_of_layout_once(deck_repo, environment):
    numbers = deck_repo / "decks/iknow-starter/deck.yaml"
    numbers.write_text(numbers.read_text().replace("title:", "title:  ", 1))
    # the hook before --files, which takes every argument after it as a file
    done = _pre_commit(deck_repo, environment, "run", "deckctl-fmt", "--files", str(numbers.relative_to(deck_repo)))
    assert done.returncode == 1 and "deckctl validate" not in done.stdout, done.stdout
    assert done.stdout.count("decks/iknow-starter/deck.yaml: would be reformatted") == 1, done.stdout


def test_the_commit_hook_stops_a_broken_card_and_ignores_other_files(deck_repo, environment):
    _git(deck_repo, "commit", "-q", "--no-verify", "-m", "decks")
    _pre_commit(deck_repo, environment, "install", check=True)

    (deck_repo / "README.md").write_text("Our decks, by the team.\n")
    _git(deck_repo, "add", "README.md")
    commit = _commit(deck_repo, environment, "readme")
    assert commit.returncode == 0, commit.stdout + commit.stderr
    assert "(no files to check)Skipped" in commit.stderr  # not one deck was read

    colours = deck_repo / "decks/knowledge-starter/cards/colour.yaml"
    colours.write_text(colours.read_text().replace("category: colour", "category: color", 1))
    _git(deck_repo, "add", "-A")
    commit = _commit(deck_repo, environment, "colour")
    assert commit.returncode == 1
    assert "decks/knowledge-starter/cards/colour.yaml:" in commit.stderr
    assert _git(deck_repo, "log", "--format=%s") == "readme\ndecks\n"


def test_files_in_no_deck_pass_every_hook(deck_repo, environment):
    """The hooks' patterns match any folder's cards/*.yaml and locales/*.po, a web site's too."""
    (deck_repo / "site" / "locales").mkdir(parents=True)
    (deck_repo / "site" / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n')
    (deck_repo / "site" / "cards").mkdir()
    (deck_repo / "site" / "cards" / "page.yaml").write_text("title:   our decks\n")
    _git(deck_repo, "add", "site")
    done = _pre_commit(deck_repo, environment, "run", "--files", "site/locales/de.po", "site/cards/page.yaml")
    assert done.returncode == 0, done.stdout + done.stderr
    for name in ("deckctl validate", "deckctl lint", "deckctl fmt --check"):
        assert any(line.startswith(name + ".") and line.endswith("Passed") for line in done.stdout.splitlines()), done.stdout


def test_a_card_file_beside_a_decks_missing_cards_folder_stops_the_commit(deck_repo, environment):
    """decks/french/q.yaml (the deck's deck.yaml and cards/ forgotten) matched no hook's pattern,
    so it was committed unchecked; a notes.yaml in a folder of decks/ still passes."""
    (deck_repo / "decks" / "french").mkdir()
    cards = (deck_repo / "decks/knowledge-starter/cards/letter.yaml").read_text()
    (deck_repo / "decks" / "french" / "q.yaml").write_text(cards)
    (deck_repo / "decks" / "knowledge-starter" / "notes.yaml").write_text("owner: the quiz team\n")
    _git(deck_repo, "add", "-A")
    notes = _pre_commit(deck_repo, environment, "run", "--files", "decks/knowledge-starter/notes.yaml")
    assert notes.returncode == 0, notes.stdout + notes.stderr
    done = _pre_commit(deck_repo, environment, "run", "--files", "decks/french/q.yaml")
    assert done.returncode == 1
    for name in ("deckctl validate", "deckctl lint"):
        assert any(line.startswith(name + ".") and line.endswith("Failed") for line in done.stdout.splitlines()), done.stdout
    assert "decks/french/q.yaml: error: no deck.yaml found for this file [missing-manifest]" in done.stdout
    assert "hint: move it into decks/french/cards/" in done.stdout
