"""A card file named with a line break and a tab (git allows both): `deckctl diff` shows the name
escaped on its line, and reads the file on every side, the working tree too (it had reported the
file's cards as removed there, the file not read)."""

from __future__ import annotations

import shutil

import pytest
import test_diff
from test_diff import git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

repo = test_diff.repo  # the You Know It! starter deck (with its German catalog), committed

ODD = "cards/set\n\tb.yaml"


def test_a_file_name_with_a_line_break_and_a_tab_is_escaped_and_read(repo, cli):
    deck = repo / "decks" / "yki"
    git(repo, "mv", "decks/yki/cards/set-b.yaml", f"decks/yki/{ODD}")
    git(repo, "commit", "-q", "-m", "odd name")
    run = cli("diff", "HEAD~1", "HEAD", cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert run.stdout == "deck you-know-it-starter (decks/yki)\n  renamed  cards/set-b.yaml -> cards/set\\n\\tb.yaml\n"

    # The working tree: the file renamed away and back is the same file, no card removed.
    (deck / ODD).rename(deck / "cards" / "plain.yaml")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "plain")
    (deck / "cards" / "plain.yaml").rename(deck / ODD)
    run = cli("diff", "HEAD", cwd=repo)
    assert run.exit_code == 0, run.stderr
    assert run.stdout == "deck you-know-it-starter (decks/yki)\n  renamed  cards/plain.yaml -> cards/set\\n\\tb.yaml\n"
    assert "removed" not in run.stdout
