"""The focus as a keyboard user moves it on the proof and diff pages, in headless Chromium: a card
the language key or a filter hides passes the focus to the card shown nearest it, a card focused
by any means has its top below the sticky bar and its focus ring inside the window, and the
language `l` chooses is said to a screen reader."""

from __future__ import annotations

import shutil

import pytest
from browser import console_errors, open_page, wait_for
from deckfactory import deckctl_in_process, write_deck
from translationdiff import translation_diff


@pytest.fixture(scope="module")
def diff_page(tmp_path_factory):
    """The diff page of translationdiff.py: coal-colour added, sky-colour's change in en-XA only,
    grass-colour's in en (and en-XA)."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path_factory.mktemp("focus-repo")
    return translation_diff(root, root.parent / "focus-diff")


@pytest.fixture(scope="module")
def proof_page(tmp_path_factory):
    """The proof of a small deck and its pseudo-translation: each card in two languages."""
    root = tmp_path_factory.mktemp("focus-proof")
    deck = write_deck(root, "knowledge")
    for args in (("i18n", "pseudo", deck), ("proof", deck, "--out", root / "site", "-j", "1")):
        result = deckctl_in_process(*args, cwd=root)
        assert result.exit_code == 0, result.stderr
    return root / "site" / "index.html"


TAB = "\ue004"  # (selenium's Keys.TAB)


def press(driver, keys: str, shift: bool = False) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    actions = ActionChains(driver)
    if shift:
        actions.key_down(Keys.SHIFT)
    actions.send_keys(keys)
    if shift:
        actions.key_up(Keys.SHIFT)
    actions.perform()


# The focused element once the page has scrolled for it (two frames: the page's own scrolling
# is done in the frame after the focus moved): its card's id, its box, where the bar ends (0 where
# it is not stuck over the page) and the window's height.
FOCUSED = """
const done = arguments[arguments.length - 1];
requestAnimationFrame(() => requestAnimationFrame(() => {
  const e = document.activeElement, box = e.getBoundingClientRect(), bar = document.querySelector(".bar");
  const stuck = getComputedStyle(bar).position === "sticky";
  done({tag: e.tagName, id: e.dataset.id || e.id, top: box.top, bottom: box.bottom,
        bar: stuck ? bar.getBoundingClientRect().bottom : 0, window: innerHeight});
}));
"""


def focused(driver) -> dict:
    return driver.execute_async_script(FOCUSED)


def test_the_language_key_moves_the_focus_off_a_card_it_hides(browser, diff_page):
    """sky-colour's change is in en-XA alone: `l` to "en" hid it, the focus fell to the page's body
    (the window scrolled away, and `j` started again from the first card). The focus is on the
    next card shown now, in the window, and `k` goes on from there."""
    page = open_page(browser, diff_page, 1280, 760)
    assert page.execute_script("return [...document.querySelectorAll('.card')].map(c => c.dataset.id)") == [
        "coal-colour", "sky-colour", "grass-colour"]
    page.execute_script("document.querySelector('.card[data-id=sky-colour]').focus()")
    press(page, "l")
    where = focused(page)
    assert page.execute_script("return document.getElementById('lang').value") == "en"
    assert (where["tag"], where["id"]) == ("ARTICLE", "grass-colour")
    assert where["bar"] <= where["top"] < where["window"]
    press(page, "k")  # (from grass-colour: sky-colour is hidden)
    assert focused(page)["id"] == "coal-colour"
    assert console_errors(page) == []


def test_the_language_key_says_the_language_it_chose(browser, proof_page):
    """`l` changed what the page shows and a screen reader heard nothing: the select it sets is
    not focused, and the count of cards shown, the one live region, stayed the same."""
    page = open_page(browser, proof_page)
    page.execute_script("document.querySelector('.card').focus()")
    said = page.execute_script("const s = document.getElementById('said');"
                               "return [s.getAttribute('role'), s.getAttribute('aria-live')]")
    assert said == ["status", "polite"]
    for language in ("en", "en-XA", "all, side by side"):
        press(page, "l")
        assert wait_for(page, f"document.getElementById('said').textContent === 'language: {language}' && 1")
    assert page.execute_script("return document.getElementById('count').value") == "7 cards"


def test_after_a_filter_hid_the_current_card_j_and_k_go_on_from_where_it_was(browser, proof_page):
    """The search box hid the card last focused: `j` went to the first card of the page, not the
    one shown after it."""
    page = open_page(browser, proof_page)
    cards = page.execute_script("return [...document.querySelectorAll('.card')].map(c => c.dataset.id)")
    assert cards[:4] == ["spider-legs", "first-letters", "sky-colour", "insect-legs"]
    for key, expected in (("j", "insect-legs"), ("k", "spider-legs")):
        page.execute_script("document.querySelector('.card[data-id=first-letters]').focus();"
                            "const q = document.getElementById('q'); q.value = 'legs';"
                            "q.dispatchEvent(new Event('input')); document.activeElement.blur()")
        assert page.execute_script("return document.querySelector('.card[data-id=first-letters]').hidden") is True
        press(page, key)
        assert focused(page)["id"] == expected


@pytest.mark.parametrize("size", [(1280, 760), (500, 800)])
def test_shift_tab_onto_a_tall_card_shows_its_top(browser, diff_page, size):
    """The browser scrolls a card taller than the window only as far as its bottom: Shift+Tab left
    grass-colour's top 167 px above the window at 1280 x 760 (the bar ends at 76 px), 704 px at
    500 px wide. Every card focused that way has its top below the bar now."""
    page = open_page(browser, diff_page, *size)
    page.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    seen, hidden = set(), []
    for _ in range(12):  # (up through the page's cards and their links, to the bar)
        press(page, TAB, shift=True)
        where = focused(page)
        if where["tag"] == "ARTICLE":
            seen.add(where["id"])
            if where["top"] < where["bar"]:
                hidden.append(where)
    assert seen == {"coal-colour", "sky-colour", "grass-colour"}
    assert hidden == []


def test_j_leaves_room_for_the_focus_ring_at_the_bottom(browser, proof_page):
    """A card that fits the window was scrolled up from below until its bottom edge was the
    window's: its focus ring (3 px, 2 px outside it) was cut off."""
    page = open_page(browser, proof_page, 1280, 760)
    cut = []
    for _ in range(8):
        press(page, "j")
        where = focused(page)
        fits = where["bottom"] - where["top"] <= where["window"] - where["bar"] - 10
        if fits and where["bottom"] > where["window"] - 5:
            cut.append(where)
    assert focused(page)["id"] == "snow-colour"  # (the last card: every card seen)
    assert cut == []


def test_a_card_clicked_is_not_scrolled_to(browser, diff_page):
    """A click on a tall card's notes (under its pictures) focuses the card: the window stays where
    it was (only the keyboard's focus brings a card's top below the bar)."""
    from selenium.webdriver.common.by import By

    page = open_page(browser, diff_page, 1280, 760)
    table = page.find_element(By.CSS_SELECTOR, ".card[data-id=grass-colour] .findings li:last-child")
    # (its last line 40 px above the window's bottom, at a whole pixel: WebDriver's click scrolls an
    # element into view first, and one whose edge sat on a fractional pixel at the bottom moved by 1)
    page.execute_script("arguments[0].scrollIntoView({block: 'end'});"
                        "window.scrollTo(0, Math.round(window.scrollY) + 40)", table)
    before = page.execute_script("return window.scrollY")
    table.click()
    where = focused(page)
    assert (where["id"], where["top"] < where["bar"]) == ("grass-colour", True)
    assert page.execute_script("return window.scrollY") == before
