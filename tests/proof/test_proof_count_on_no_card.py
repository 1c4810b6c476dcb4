"""The bar's count of what a rule or severity chose counts the findings on no card too: a
catalog's warnings about a card removed (the deck's), a card file's error (the file's). They were
shown, but the count said "0 of 6 cards"; and a card file's error was hidden with its deck when
none of the deck's cards was chosen. In headless Chromium; one browser for the module."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from browser import console_errors, open_page, wait_for
from deckfactory import MANIFESTS, deckctl_in_process, translate, write_deck

COUNT = "return document.getElementById('count').value"


def choose(page, rule: str = "", severity: str = "", language: str = "") -> str:
    """The count once the bar chooses `rule`, `severity` and `language`, as a user's choice does."""
    return page.execute_script(
        "const [rule, severity, lang] = ['rule', 'severity', 'lang'].map(id => document.getElementById(id));"
        f"rule.value = {rule!r}; severity.value = {severity!r}; lang.value = {language!r};"
        "rule.dispatchEvent(new Event('change'));" + COUNT)


SHOWN = ("return [...document.querySelectorAll('.finding')].filter(li => li.offsetParent !== null && !li.closest('.card'))"
         ".map(li => li.dataset.rule)")


@pytest.fixture(scope="module")
def page_file(tmp_path_factory) -> Path:
    """Two decks: one whose German catalog keeps the translated entries of a card removed since (two
    `unknown-context` warnings, the deck's) and which is now one card short of a game (`unplayable`,
    deck.yaml's); and one with a card file that does not parse (its error, the file's)."""
    root = tmp_path_factory.mktemp("count")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    deck = write_deck(root / "decks")
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    translate(deck / "locales" / "de.po", {"spider-legs/front": "Wie viele Teile hat eine Spinne?",
                                           "spider-legs/back": "Zwei."})
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text()[cards.read_text().index("- id: first-letters"):])
    torn = write_deck(root / "decks", name="torn", manifest=MANIFESTS["knowledge"].replace("test-deck", "torn"))
    (torn / "cards" / "torn.yaml").write_text("- id: torn\n  category: [number\n")
    result = deckctl_in_process("proof", root / "decks", "--out", root / "site", cwd=root)
    assert result.exit_code == 1 and "1 error in the decks" in result.stderr, result.stderr
    return root / "site" / "index.html"


def test_findings_on_no_card_are_counted(browser, page_file):
    page = open_page(browser, page_file)
    assert page.execute_script(COUNT) == "13 cards"
    assert choose(page, rule="unknown-context") == "0 of 13 cards; 2 findings on no card"  # (was "0 of 13 cards")
    assert page.execute_script(SHOWN) == ["unplayable", "unknown-context", "unknown-context"]  # (the deck's head)
    assert choose(page, severity="warning") == "13 cards; 3 findings on no card"  # (and deck.yaml's unplayable)
    assert choose(page, rule="unplayable") == "0 of 13 cards; 1 finding on no card"
    assert choose(page, rule="missing-source") == "13 cards"
    # (the German catalog's warnings are shown with German only)
    assert choose(page, rule="unknown-context", language="en") == "0 of 13 cards"
    assert choose(page, rule="unknown-context", language="de") == "0 of 13 cards; 2 findings on no card"
    assert choose(page) == "13 cards"
    assert console_errors(page) == []


def test_a_card_files_error_is_shown_and_counted_though_no_card_of_its_deck_is(browser, page_file):
    page = open_page(browser, page_file)
    assert choose(page, severity="error") == "0 of 13 cards; 1 finding on no card"  # (was "0 of 13 cards")
    assert page.execute_script(SHOWN) == ["yaml-syntax"]  # (was hidden with its deck)
    assert console_errors(page) == []


def test_the_live_servers_updates_keep_the_count(served, browser):
    """A save that makes a finding on no card (deck.yaml's: a card removed, one short of a game)
    is counted once the update is in."""
    url, cards, _ = served
    browser.get(url)
    wait_for(browser, "document.body.dataset.connected", seconds=20)
    assert choose(browser, severity="warning") == "7 cards"
    cards.write_text(cards.read_text()[cards.read_text().index("- id: first-letters"):])
    wait_for(browser, "document.body.dataset.version === '2'", seconds=20)
    assert browser.execute_script(COUNT) == "6 cards; 1 finding on no card"
    assert browser.execute_script(SHOWN) == ["unplayable"]
    assert console_errors(browser) == []
