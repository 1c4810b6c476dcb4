"""--skip-outside-decks (the pre-commit hooks) passed over a board.yaml and a locales/*.po of a
folder below the repository's decks/ whose deck.yaml is missing, as it did its card files before:
they are errors too now (missing-manifest, exit 1); such files elsewhere (a web site's) still pass."""

from __future__ import annotations

import subprocess

import pytest
from deckfactory import write_deck

ORPHANS = ["decks/french-quiz/board.yaml", "decks/french-quiz/locales/de.po"]


@pytest.fixture
def repo(tmp_path):
    """A repository with a valid deck, and decks/french-quiz/ holding a board and a catalog but no
    deck.yaml; a web site's site/board.yaml and site/locales/de.po beside."""
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    deck = write_deck(tmp_path / "decks", "knowledge", name="knowledge-deck")
    for folder in (tmp_path / "decks" / "french-quiz", tmp_path / "site"):
        (folder / "locales").mkdir(parents=True)
        (folder / "board.yaml").write_bytes((deck / "board.yaml").read_bytes())
        (folder / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["fmt", "--check"]])
@pytest.mark.parametrize("orphan", ORPHANS)
def test_the_pre_commit_hooks_do_not_pass_over_a_decks_other_files(repo, cli, command, orphan):
    done = cli(*command, "--skip-outside-decks", orphan, "decks/knowledge-deck/deck.yaml", cwd=repo)
    assert done.exit_code == 1, done.stdout + done.stderr
    assert f"{orphan}: error: no deck.yaml found for this file [missing-manifest]" in done.stdout, done.stdout


@pytest.mark.parametrize("command", [["validate"], ["lint"], ["fmt", "--check"]])
def test_the_same_files_elsewhere_still_pass(repo, cli, command):
    done = cli(*command, "--skip-outside-decks", "site/board.yaml", "site/locales/de.po", cwd=repo)
    assert done.exit_code == 0, done.stdout + done.stderr
