"""`diff --html`: an edited card whose change does not print (its source, a read-aloud word) showed
its pictures before and after with nothing to say they are the same, leaving the reviewer to look
for a difference there is not. It says so above them: `prints the same before and after`. A card
whose printed text changed says nothing of the kind."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import committed_deck
from proofpage import article

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

SAID = "prints the same before and after"


def test_a_change_that_does_not_print_is_said_to_print_the_same(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    text = text.replace("  value: 2\n", "  value: 2\n  source: https://example.org/spiders\n", 1)  # (not printed)
    cards.write_text(text.replace("back: A or B.", "back: A or B, either."), encoding="utf-8")
    git("commit", "-qam", "a source added, a back edited")

    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    spider, letters = article(page, "spider-legs"), article(page, "first-letters")
    assert "source" in spider and SAID in spider
    assert spider.index(SAID) < spider.index('<div class="beforeafter">')  # (before the pictures it is about)
    assert "either" in letters and SAID not in letters


def test_a_card_whose_id_alone_was_renamed_is_said_to_print_the_same(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("- id: sky-colour", "- id: blue-sky"), encoding="utf-8")
    git("commit", "-qam", "sky renamed")

    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert SAID in article(page, "sky-colour → blue-sky")
