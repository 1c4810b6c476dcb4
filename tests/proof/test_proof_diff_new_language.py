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


def _page_of_a_new_catalog_and_an_edit(tmp_path, cli, *i18n: str) -> str:
    """The `diff --html` page of one commit: the catalog `deckctl i18n ...` writes, and a card
    edited after it (so its texts print untranslated in that language)."""
    from deckfactory import committed_deck, deckctl_in_process

    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", *i18n, deck, cwd=root).exit_code == 0
    cards = next((deck / "cards").glob("*.yaml"))
    text = cards.read_text(encoding="utf-8")
    first = text.index("front: ") + len("front: ")
    cards.write_text(text[:first] + "Edited after its translation, " + text[first:], encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "a new catalog, one card edited after it")
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    return (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")


def test_the_summary_calls_a_new_translations_untranslated_cards_new_not_zero_before(tmp_path, cli):
    page = _page_of_a_new_catalog_and_an_edit(tmp_path, cli, "pseudo")
    assert "texts printed untranslated after the change on 1 card in en-XA (new translation)" in page
    assert "(0 before)" not in page


def test_a_new_catalog_with_no_translation_yet_is_a_new_translation_too(tmp_path, cli):
    """`deckctl i18n update --lang it` writes a catalog of empty entries: its language was not
    there before either (it had said "(0 before)": the change added no card's translation)."""
    page = _page_of_a_new_catalog_and_an_edit(tmp_path, cli, "update", "--lang", "it")
    assert "texts printed untranslated after the change on 1 card in it (new translation)" in page
    assert "(0 before)" not in page
