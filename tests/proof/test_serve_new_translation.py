"""`proof --serve`: a catalog saved for the first time while the page is open (`deckctl i18n pseudo`,
or a translator's new `de.po`) drew the cards in that language on the open page, but its Language
switch kept the choices it was written with: the new language could not be chosen, nor set beside
the deck's own. The switch's choices are sent with the update that brings the language."""

from __future__ import annotations

from browser import console_errors, wait_for
from deckfactory import deckctl_in_process

OPTIONS = "return Array.from(document.getElementById('lang').options).map(o => [o.value, o.text])"


def test_a_translation_saved_while_serving_can_be_chosen(served, browser):
    url, cards, _ = served
    deck = cards.parent.parent
    browser.get(url)
    wait_for(browser, "document.body.dataset.connected", seconds=20)
    assert browser.execute_script(OPTIONS) == [["", "en"]]  # (one language: nothing side by side)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=deck.parent).exit_code == 0
    wait_for(browser, "document.querySelectorAll('figure.lang[data-lang=\"en-XA\"]').length > 0", seconds=30)
    assert browser.execute_script(OPTIONS) == [["", "all, side by side"], ["en", "en"], ["en-XA", "en-XA"]]
    browser.execute_script("const lang = document.getElementById('lang'); lang.value = 'en-XA';"
                           "lang.dispatchEvent(new Event('change'));")
    shown = browser.execute_script("return Array.from(document.querySelectorAll('figure.lang'))"
                                   ".filter(f => f.offsetParent).map(f => f.dataset.lang)")
    assert shown and set(shown) == {"en-XA"}
    assert console_errors(browser) == []
