"""A catalog in the deck's own language (`locales/en.po` in an English deck) is used for its
`label/` entries only: its translations of the deck's texts had been left out without a word.
validate now warns at the first of them, saying what is used and what to do instead."""

from __future__ import annotations

import re
import shutil

import pytest
from deckfactory import DECKS


@pytest.fixture
def english(tmp_path, monkeypatch):
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    assert "\nlanguage: en\n" in (deck / "deck.yaml").read_text(encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return deck


def test_an_english_catalog_in_an_english_deck_is_warned_of(cli, english):
    text = (english / "locales" / "de.po").read_text(encoding="utf-8").replace('"Language: de\\n"', '"Language: en\\n"')
    (english / "locales" / "en.po").write_text(text, encoding="utf-8")
    first = 1 + text[:text.index('msgstr "Knowledge? Startdeck"')].count("\n")
    texts = len(re.findall(r'^msgctxt "(?!label/)', text, re.M))
    run = cli("validate", "deck")
    assert run.exit_code == 0, run.stdout
    found = re.findall(r"en\.po:(\d+):1: warning: (.*) \[own-language-catalog\]", run.stdout)
    assert found == [(str(first), f"`en.po` is in the deck's own language (`en`): its "
                      f"{texts} translations of the deck's texts "
                      "are not used, only its `label/` entries (the labels printed on the cards)")], run.stdout
    assert "hint: change the texts in the card files themselves; for another variety of the language, name the " \
           "catalog after it (like `en-GB.po`)" in run.stdout


def test_one_with_label_entries_only_is_not(cli, english):
    (english / "locales" / "de.po").unlink()
    (english / "locales" / "en.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: en\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgctxt "deck/title"\nmsgid "Knowledge? Starter Deck"\nmsgstr ""\n', encoding="utf-8")
    run = cli("validate", "deck")
    assert run.exit_code == 0 and "own-language-catalog" not in run.stdout, run.stdout
