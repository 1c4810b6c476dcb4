"""`diff --html` shows a card whose id was renamed as the text diff lists it (`renamed  old -> new`,
compare.id_renames): one card of kind `renamed`, its old and new pictures side by side, both ids in
its header, its other changes beneath, counted as renamed and found by the page's search as
`renamed` (in headless Chromium). The page showed it as one card removed and another added."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import SHOWN_CARDS, console_errors, found_by_search, open_page
from deckfactory import deckctl_in_process, translated_deck
from proofpage import read

from deckctl.proof import diffsite

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

COAL = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black.\n  value: blue\n"
RENAMED = "grass-colour → green-colour"


def _renamed_deck(root: Path, cache: Path | None = None):
    """A translated deck (its pseudo-translation) whose next commit renames grass-colour to
    green-colour, its back edited, removes spider-legs and adds coal-colour: (the deck, git)."""
    deck, git = translated_deck(root, cache=cache or root.parent / "cache")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    spider = text[text.index("- id: spider-legs"):text.index("- id: first-letters")]
    text = text.replace("- id: grass-colour\n", "- id: green-colour\n").replace("back: Green.\n", "back: Green, fresh.\n")
    cards.write_text(text.replace(spider, "") + COAL, encoding="utf-8")
    git("commit", "-qam", "grass-colour renamed green-colour, spider-legs removed, coal-colour added")
    return deck, git


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    tmp_path = tmp_path_factory.mktemp("renamed-ids")
    cache = tmp_path / "cache"
    _renamed_deck(tmp_path / "repo", cache)
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=tmp_path / "repo",
                                cache=cache)
    assert result.exit_code == 0, result.stderr
    said = (": 1 added, 1 removed, 1 renamed, 0 moved, 0 edited; texts printed untranslated after the change on 2 "
            "cards in en-XA (0 before) (HEAD~1 -> HEAD)\n")  # (the added card and the renamed one: no entries yet)
    assert result.stderr.endswith(said), result.stderr
    return tmp_path / "cd" / "index.html"


def test_a_renamed_card_is_one_card_before_and_after(page, browser):
    cards = {card.id: card for card in read(page).cards}
    assert list(cards) == ["coal-colour", "spider-legs", RENAMED]  # (not green-colour added, grass-colour removed)
    assert cards[RENAMED].classes.split() == ["card", "change", "renamed"]
    open_page(browser, page)
    header, stale, rows, before, after, summary = browser.execute_script(
        "const card = document.querySelector('article.renamed');"
        "const alts = side => Array.from(card.querySelectorAll(`.${side} .lang`))"
        "  .map(f => f.dataset.lang + ': ' + Array.from(f.querySelectorAll('img')).map(i => i.alt).join(' | '));"
        "return [card.querySelector('header').innerText, card.querySelector(':scope > .state').innerText,"
        " Array.from(card.querySelectorAll('table.fields tbody tr')).map(r => r.innerText),"
        " alts('before'), alts('after'), document.getElementById('summary').innerText];")
    assert header.split() == ["RENAMED", "grass-colour", "→", "green-colour", "cards/cards.yaml"]
    assert stale == "translations now stale: en-XA"  # (its entries are grass-colour's until `i18n update`)
    assert rows == ["back\tGreen.\tGreen, fresh."]
    assert [side.split(":")[0] for side in before] == [side.split(":")[0] for side in after] == ["en", "en-XA"]
    assert "Green." in before[0] and "Green, fresh." in after[0]
    assert "1 added, 1 removed, 1 renamed, 0 moved, 0 edited" in summary
    assert console_errors(browser) == []


def test_a_renamed_card_is_found_as_renamed_and_by_either_id(page, browser):
    open_page(browser, page)
    assert found_by_search(browser, "renamed") == [RENAMED]
    assert found_by_search(browser, "rename") == []  # (a kind is a whole word)
    assert found_by_search(browser, "removed") == ["spider-legs"]
    assert found_by_search(browser, "added") == ["coal-colour"]
    assert found_by_search(browser, "grass-col") == [RENAMED]
    assert found_by_search(browser, "green-colour") == [RENAMED]
    assert console_errors(browser) == []


def test_a_renamed_card_past_the_pages_pictures_is_drawn_on_neither_side(tmp_path, cli, monkeypatch):
    """Its pictures are shared out as one card's: both sides or neither, one card not drawn."""
    deck, git = _renamed_deck(tmp_path / "repo")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(COAL, ""), encoding="utf-8")
    git("commit", "-qam", "coal-colour taken out again")
    monkeypatch.setattr(diffsite, "MAX_DIFF_PICTURES", 5)  # (spider-legs: 2 languages; the renamed card 4)
    run = cli("diff", "--html", "HEAD~2", "HEAD", "--out", tmp_path / "cd", cwd=tmp_path / "repo")
    assert run.exit_code == 0, run.stderr
    assert ": 0 added, 1 removed, 1 renamed, 0 moved, 0 edited (HEAD~2 -> HEAD); 1 card not drawn" in run.stderr
    renamed = next(card for card in read(tmp_path / "cd" / "index.html").cards if card.id == RENAMED)
    assert renamed.missing and renamed.pictures == []
