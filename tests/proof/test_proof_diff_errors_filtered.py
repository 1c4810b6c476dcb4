"""`diff --html`: a card the change breaks lists its errors in place of its pictures (ERROR, its
rule), yet the bar's Severity `error` showed "0 of 2 cards" and "No cards match", and its rule was
not among the Rule filter's choices: a reviewer asking for the errors was told there were none.
The card's errors now choose it as a card's findings do on the proof's page (they are still shown
whatever the bar chooses); a deck not compared stays no card's."""

from __future__ import annotations

import shutil

import pytest
from browser import SHOWN_CARDS, console_errors, open_page
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black, nearly.\n  value: sepia\n"
CHOOSE = ("const s = document.getElementById(arguments[0]); s.value = arguments[1];"
          "s.dispatchEvent(new Event('change'));")


def test_a_card_the_change_breaks_is_found_by_its_errors(tmp_path, cli, browser):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8").replace("back: Blue.", "back: Blue, bright.")
    cards.write_text(text + COAL, encoding="utf-8")  # (sky-colour edited and drawn; coal-colour refused)
    git("commit", "-qam", "one card edited, one added that validate refuses")
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0

    page = open_page(browser, tmp_path / "cd" / "index.html")
    assert page.execute_script(SHOWN_CARDS) == ["coal-colour", "sky-colour"]
    rules = page.execute_script("return Array.from(document.querySelectorAll('#rule option')).map(o => o.value)")
    assert "not-in-vocabulary" in rules
    page.execute_script(CHOOSE, "severity", "error")
    assert page.execute_script(SHOWN_CARDS) == ["coal-colour"]
    assert page.execute_script("return document.getElementById('count').value") == "1 of 2 cards"
    assert page.execute_script("return document.getElementById('none').hidden") is True
    page.execute_script(CHOOSE, "severity", "")
    page.execute_script(CHOOSE, "rule", "not-in-vocabulary")
    assert page.execute_script(SHOWN_CARDS) == ["coal-colour"]
    page.execute_script(CHOOSE, "rule", "")
    assert page.execute_script(SHOWN_CARDS) == ["coal-colour", "sky-colour"]
    assert console_errors(page) == []
