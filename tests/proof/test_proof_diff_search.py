"""A card drawn without pictures (one validate refuses) is found by the page's search by what it
says: its source's texts and its translations' (the diff page gave it neither, the proof's page its
source's only)."""

from __future__ import annotations

import re
import shutil

import pytest
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

REFUSED = "- id: odd-one\n  category: nosuch\n  front: Which bird can fly backwards?\n  back: The hummingbird.\n  value: 3\n"
ITS_ENTRY = 'msgctxt "odd-one/front"\nmsgid "Which bird can fly backwards?"\nmsgstr "Welcher Vogel fliegt rückwärts?"\n'


def _searched(page: str, card_id: str) -> str:
    article = re.search(rf'<article [^>]*data-id="{card_id}"[^>]*>', page)[0]
    found = re.search(r'data-text="([^"]*)"', article)
    return found[1] if found else ""


def test_a_card_without_pictures_is_found_by_its_source_and_its_translation(tmp_path, cli):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    git("add", ".")
    git("commit", "-qm", "catalog")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("back: Blue.", "back: Blue, bright.")
    cards.write_text(text.replace("  value: blue\n", "  value: mauve\n") + REFUSED, encoding="utf-8")  # (both refused)
    catalog = next((deck / "locales").glob("*.po"))
    translated = catalog.read_text(encoding="utf-8").replace('msgstr "[Ɓĺúé.]"', 'msgstr "[Ɓĺúé, ƀŕíĝĥţ.]"')
    catalog.write_text(translated + "\n" + ITS_ENTRY, encoding="utf-8")
    git("commit", "-qam", "edits")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    sky, odd = _searched(page, "sky-colour"), _searched(page, "odd-one")  # (after the change: no pictures)
    assert "Blue, bright." in sky and "[Ɓĺúé, ƀŕíĝĥţ.]" in sky
    assert "Which bird can fly backwards?" in odd and "Welcher Vogel fliegt rückwärts?" in odd

    result = cli("proof", deck, "--out", tmp_path / "proof", cwd=root)
    assert result.exit_code == 1, result.stderr
    proof = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "Welcher Vogel fliegt rückwärts?" in _searched(proof, "odd-one")
    assert "[Ɓĺúé, ƀŕíĝĥţ.]" in _searched(proof, "sky-colour")
    assert _searched(proof, "grass-colour") == ""  # (a card with pictures: found by their texts)


def test_a_deck_whose_every_card_is_refused_is_searched_in_its_translations_too(tmp_path, cli):
    """With no card to draw the deck's languages were never listed, and its catalogs not searched."""
    deck, _ = committed_deck(tmp_path)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(re.sub(r"category: \w+", "category: nosuch", cards.read_text(encoding="utf-8")), encoding="utf-8")
    result = cli("proof", deck, "--out", tmp_path / "proof", cwd=tmp_path)
    assert result.exit_code == 1, result.stderr
    proof = (tmp_path / "proof" / "index.html").read_text(encoding="utf-8")
    assert "[Ɓĺúé.]" in _searched(proof, "sky-colour")
