"""`--skip-outside-decks` (what the pre-commit hooks pass): a file in no deck is nothing to check,
while named by hand it is still an error, and a deck's files beside it are still checked."""

from __future__ import annotations

import pytest
from deckfactory import write_deck

COMMANDS = [["validate"], ["lint"], ["fmt", "--check"]]


@pytest.fixture
def site(tmp_path):
    """A web site's catalog and page beside a deck: their folders are named as a deck's are."""
    (tmp_path / "site" / "locales").mkdir(parents=True)
    (tmp_path / "site" / "locales" / "de.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    (tmp_path / "site" / "cards").mkdir()
    (tmp_path / "site" / "cards" / "page.yaml").write_text("title:   not in deckctl's layout\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("command", COMMANDS)
def test_files_in_no_deck_pass_silently(site, cli, command):
    files = ["site/locales/de.po", "site/cards/page.yaml"][command[0] == "fmt":]  # (fmt's hook leaves .po files out)
    done = cli(*command, "--skip-outside-decks", *files, cwd=site)
    assert (done.exit_code, done.stdout, done.stderr) == (0, "", "")


@pytest.mark.parametrize("command", COMMANDS)
def test_named_by_hand_a_file_in_no_deck_is_still_an_error(site, cli, command):
    done = cli(*command, "site/cards/page.yaml", cwd=site)
    assert done.exit_code == 1
    assert "site/cards/page.yaml: error: no deck.yaml found for this file [missing-manifest]" in done.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_the_decks_of_the_other_files_are_still_checked(site, cli, command):
    deck = write_deck(site, "iknow", name="deck")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("category: ", "category:   ", 1), encoding="utf-8")
    if command[0] != "fmt":
        cards.write_text(cards.read_text(encoding="utf-8").replace("category:   ", "category: nowhere-", 1),
                         encoding="utf-8")
    done = cli(*command, "--skip-outside-decks", "site/cards/page.yaml", "deck/cards/cards.yaml", cwd=site)
    assert done.exit_code == 1 and "deck/cards/cards.yaml" in done.stdout
    assert "site/" not in done.stdout + done.stderr
