"""`diff --html`: an added, removed or moved card shows its languages side by side where the window
has room (a card beside its translation), as the proof does and the Language switch's "all, side
by side" says; they stood one under the other at any width, the translation a window's height
below the card it translates."""

from __future__ import annotations

import shutil

import pytest
from browser import console_errors, open_page
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: blue\n"

# (each language's picture box of the card `arguments[0]`: language, left, top, right)
PLACES = """
return Array.from(document.querySelector(`article.card[data-id="${arguments[0]}"]`).querySelectorAll("figure.lang"))
  .map(f => { const r = f.getBoundingClientRect(); return [f.dataset.lang, r.left, r.top, r.right]; });
"""


def test_an_added_card_stands_beside_its_translation(tmp_path, cli, browser):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")  # (a translation, not written again)
    git("add", ".")
    git("commit", "-qm", "translated")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8") + COAL, encoding="utf-8")
    git("commit", "-qam", "coal added")
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0

    open_page(browser, tmp_path / "cd" / "index.html", width=1400)
    (own, left, top, right), (other, left2, top2, _) = browser.execute_script(PLACES, "coal-colour")
    assert (own, other) == ("en", "fr")
    assert top2 == top and left2 > right, "the translation stands under the card, not beside it"

    # (on a phone, one under the other: two languages side by side would not fit)
    open_page(browser, tmp_path / "cd" / "index.html", width=400)
    (_, left, top, _), (_, left2, top2, _) = browser.execute_script(PLACES, "coal-colour")
    assert top2 > top and left2 == left
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 400
    assert console_errors(browser) == []


def test_a_removed_card_stands_beside_its_translation(tmp_path, cli, browser):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert cli("i18n", "pseudo", deck).exit_code == 0
    (deck / "locales" / "en-XA.po").rename(deck / "locales" / "fr.po")
    cards = deck / "cards" / "cards.yaml"
    before = cards.read_text(encoding="utf-8")
    cards.write_text(before + COAL, encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "translated, coal added")
    cards.write_text(before, encoding="utf-8")
    git("commit", "-qam", "coal removed")
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0

    open_page(browser, tmp_path / "cd" / "index.html", width=1400)
    (own, left, top, right), (other, left2, top2, _) = browser.execute_script(PLACES, "coal-colour")
    assert (own, other) == ("en", "fr")
    assert top2 == top and left2 > right
