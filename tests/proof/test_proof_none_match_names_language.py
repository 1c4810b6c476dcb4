"""With one language chosen, a search for a card's English words found no card (the search reads
the texts of the languages shown) and the page said "No cards match: clear the search box or set
the filters to "no filter"", which Language has no choice of: the reviewer was not told that the
language chosen was why. The note says so, and not where every language is shown."""

from __future__ import annotations

from browser import console_errors, found_by_search, open_page
from deckfactory import TOMATO, deckctl_in_process, translate, write_deck

NOTE = "return document.getElementById('none').hidden ? null : document.getElementById('none').innerText"


def test_no_card_in_the_language_chosen_says_so(tmp_path, browser):
    deck = write_deck(tmp_path / "decks", cards=TOMATO, name="fruit")
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=tmp_path).exit_code == 0
    translate(deck / "locales" / "de.po", {"tomato/front": "Die Farbe einer reifen Tomate.", "tomato/back": "Rot."})
    assert deckctl_in_process("proof", deck, "--out", tmp_path / "site", cwd=tmp_path).exit_code == 0
    page = open_page(browser, tmp_path / "site" / "index.html")
    assert found_by_search(page, "ripe") == ["tomato"]
    page.execute_script("lang.value = 'de'; lang.dispatchEvent(new Event('change'));")
    assert found_by_search(page, "ripe") == []
    assert "Language to “all, side by side”" in page.execute_script(NOTE)
    page.execute_script("lang.value = ''; lang.dispatchEvent(new Event('change'));")
    assert found_by_search(page, "zzzz") == []
    note = page.execute_script(NOTE)
    assert note.startswith("No cards match") and "Language" not in note  # (no language chosen: not said)
    assert console_errors(page) == []
