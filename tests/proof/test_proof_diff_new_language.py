"""`diff --html` of a change that adds a deck's first translation: the card's before side has no
pictures in that language because the deck had no such catalog there, which the page says; it
said "the card has errors there" of a valid card."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from deckfactory import translated_deck
from proofpage import read

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def test_the_before_side_of_a_new_translation_says_it_was_not_there(tmp_path, cli):
    root = tmp_path / "repo"
    translated_deck(root, "a first translation")
    before = subprocess.run(["git", "ls-tree", "-r", "--name-only", "HEAD~1"], cwd=root, capture_output=True,
                            text=True, check=True).stdout
    assert ".po" not in before  # (no translation before)

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert "the card has errors there" not in page
    assert "not drawn: the deck has no en-XA translation there" in page
    assert any(card.pictures for card in read(tmp_path / "cd" / "index.html").cards)  # (after: drawn)
