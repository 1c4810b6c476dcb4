"""`diff --html` of a change to a deck's deck.yaml alone (its title, its description) draws no card,
and the deck was headed by its id (`test-deck`) where every other diff page, and the proof, head
it by its title: now by the title deck.yaml gives (the new side's, else the old side's), in its
language, as they do."""

from __future__ import annotations

import shutil

import pytest
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _retitled(root, cli, title: str, language: str = "en") -> str:
    root.mkdir()
    deck, git = committed_deck(root)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("title: Test deck", f"title: {title}")
                        .replace("language: en", f"language: {language}"), encoding="utf-8")
    git("commit", "-qam", "retitled")
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", root.parent / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    return (root.parent / "cd" / "index.html").read_text(encoding="utf-8")


def test_a_deck_whose_title_alone_changed_is_headed_by_its_new_title(tmp_path, cli):
    html = _retitled(tmp_path / "repo", cli, "Farben & Zahlen")
    assert ('<h2><span class="title" data-lang="" lang="en">Farben &amp; Zahlen</span></h2>'
            '<p class="about">test-deck · decks/deck</p>') in html
    assert "<h3>deck.yaml</h3>" in html and '<article' not in html  # (no card drawn)


def test_a_heading_read_from_deck_yaml_shows_control_characters_escaped(tmp_path, cli):
    """Nothing has validated that deck.yaml (validate refuses such a title): a bidirectional
    override is shown escaped, not left to reorder the page's text; a language that is no tag is
    left off."""
    html = _retitled(tmp_path / "repo", cli, '"Deck \\u202e reversed"', language='"x\\" y"')
    assert "\u202e" not in html
    assert '<h2><span class="title" data-lang="">Deck \\u202e reversed</span></h2>' in html
