"""The proof page as a newcomer uses it (newcomer audit, in headless Chromium): the keys keep their
place, a card shown large fits the window, a card's languages stand side by side and the row's
width is used, the keys' switch stands beside what it switches, and a card drawn without pictures
is found by its text. One deck in three languages, its proof built once for the module."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import console_errors, open_page, wait_for
from deckfactory import committed_deck, deckctl_in_process, translate, write_deck


REFUSED = "- id: odd-one\n  category: nosuch\n  front: Which bird can fly backwards?\n  back: The hummingbird.\n  value: 3\n"


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The knowledge deck in English, German (a catalog not yet translated) and en-XA, its last
    card one validate refuses (an unknown category): listed without pictures."""
    root = tmp_path_factory.mktemp("page-ui")
    deck = write_deck(root, "knowledge")
    for args in (("i18n", "pseudo", deck), ("i18n", "update", deck, "--lang", "de")):
        result = deckctl_in_process(*args, cwd=root)
        assert result.exit_code == 0, result.stderr
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text() + REFUSED)
    result = deckctl_in_process("proof", deck, "--out", root / "site", cwd=root)
    assert result.exit_code == 1 and "1 error" in result.stderr, result.stderr
    return root / "site" / "index.html"


@pytest.fixture(scope="module")
def diff_site(tmp_path_factory) -> Path:
    """`diff --html` of a commit that edits a card's German text and its English back."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path_factory.mktemp("page-ui-diff")
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"sky-colour/front": "Die Farbe eines klaren Himmels am Tag."})
    git("add", ".")
    git("commit", "-qm", "German")
    translate(catalog, {"sky-colour/front": "Die Farbe des klaren Himmels am Tage."})
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue, as a clear sky is by day in summer and winter."))
    git("commit", "-qam", "edits")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", root / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    return root / "cd" / "index.html"


def press(driver, *keys) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).send_keys(*keys).perform()


WHERE = "return [document.activeElement.dataset.id || document.activeElement.id, Math.round(scrollY)]"


def test_the_search_key_leaves_the_page_where_it_is_and_escape_goes_back_to_the_card(browser, site):
    """`/` scrolled the page about a window up (the search box in the sticky bar, focused with the
    scroll padding set); Escape then left the focus on the page's body, and `j` jumped to the first
    card instead of the one after the card that was current."""
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, site, 1024, 700)
    for _ in range(4):
        press(page, "j")
    card, scrolled = page.execute_script(WHERE)
    assert card == "insect-legs" and scrolled > 300, (card, scrolled)
    press(page, "/")
    assert page.execute_script(WHERE) == ["q", scrolled]
    press(page, Keys.ESCAPE)
    assert page.execute_script(WHERE) == [card, scrolled]
    press(page, "j")
    assert page.execute_script("return document.activeElement.dataset.id") == "grass-colour"
    press(page, "/", "sky", Keys.ESCAPE, "k")  # (a search typed and cleared: still from the same card)
    assert page.execute_script("return document.activeElement.dataset.id") == "insect-legs"
    assert console_errors(page) == []


LARGE_SIDES = """
const dialog = document.getElementById('large').getBoundingClientRect();
return [...document.querySelectorAll('#large figure')[0].querySelectorAll('.pic img')].map(img => {
  const box = img.getBoundingClientRect();
  return {inside: box.top >= dialog.top && box.bottom <= dialog.bottom, top: Math.round(box.top),
          shape: box.width / box.height, width: box.width};
});"""


@pytest.mark.parametrize("size", [(1400, 900), (1024, 768)])
def test_a_card_shown_large_fits_the_window(browser, site, size):
    """Each side was 40rem wide, 893 px high: at 1400 x 900 a side was never seen whole in the window.
    Now both sides are in view side by side, their shape kept, as large as the window's height allows."""
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, site, *size)
    press(page, "j", Keys.ENTER)
    wait_for(page, "document.getElementById('large').open")
    front, back = page.execute_script(LARGE_SIDES)
    assert front["inside"] and back["inside"] and front["top"] == back["top"], (front, back)
    for side in (front, back):
        assert abs(side["shape"] - 248 / 346) < 0.01 and side["width"] > 350, side  # (63 x 88 mm, larger than on the page)
    press(page, Keys.ESCAPE)
    assert console_errors(page) == []


# Where each field name's lines break: the two characters either side of each break.
FIELD_NAME_BREAKS = """
return [...document.querySelectorAll('.fields th[scope=row]')].map(th => {
  const range = document.createRange(), text = th.textContent, breaks = [];
  let top = null, at = 0;
  const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++, at++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      if (!box.width) { continue; }  // (a space at a line's end)
      if (top !== null && box.top > top + 2) { breaks.push(text.slice(Math.max(0, at - 1), at + 1)); }
      top = box.top;
    }
  }
  return [text, breaks];
});"""


@pytest.mark.parametrize("width", [1400, 400])
def test_a_field_name_breaks_only_after_a_slash(browser, diff_site, width):
    """The field column broke names anywhere (`overflow-wrap: anywhere`): `questions/1/questio|n` on a
    desktop, `sky-|colour/fro|nt [de]` on a phone. A name now breaks only after a slash (or before
    its language tag), each part whole."""
    page = open_page(browser, diff_site, width, 800)
    names = dict(page.execute_script(FIELD_NAME_BREAKS))
    assert set(names) == {"back", "sky-colour/front [de]"}, names
    for name, breaks in names.items():
        assert all(pair[0] in "/ " or pair[1] == " " for pair in breaks), (name, breaks)
    assert page.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    assert console_errors(page) == []


KEYS_LINE = """
const label = document.getElementById('keys-on').closest('label').getBoundingClientRect();
const first = document.querySelector('.keys kbd').getBoundingClientRect();
return [label.top < first.bottom && first.top < label.bottom, label.right <= first.left];"""


def test_the_keys_switch_stands_on_the_line_of_the_keys(browser, site):
    """The "keys:" checkbox stood alone on a line of its own, the keys it switches on the next (its
    label a flex box, a block, inside the line of keys)."""
    page = open_page(browser, site)
    assert page.execute_script(KEYS_LINE) == [True, True]


SHOWN_IDS = "return [...document.querySelectorAll('.card')].filter(c => c.offsetParent !== null).map(c => c.dataset.id)"


def test_a_card_without_pictures_is_found_by_its_text(browser, site):
    """A card validate refuses is listed without pictures; the search looked in its pictures' texts
    only, so it was found by its id alone, never by what it says."""
    from selenium.webdriver.common.by import By

    page = open_page(browser, site)
    assert page.execute_script("return document.querySelector('[data-id=odd-one] .missing') !== null")
    page.find_element(By.ID, "q").send_keys("HUMMINGBIRD")
    assert page.execute_script(SHOWN_IDS) == ["odd-one"]
    page.find_element(By.ID, "q").clear()
    page.find_element(By.ID, "q").send_keys("daytime sky")  # (a drawn card: by its pictures' texts, as before)
    assert page.execute_script(SHOWN_IDS) == ["sky-colour"]
    assert console_errors(page) == []


LAYOUT = """
const row = document.querySelector('.cards').getBoundingClientRect();
const cards = [...document.querySelectorAll('.cards > .card')].filter(c => c.offsetParent !== null);
const first = cards[0].getBoundingClientRect(), second = cards[1].getBoundingClientRect();
const tops = [...cards[0].querySelectorAll('figure.lang')].filter(f => !f.hidden).map(f => f.getBoundingClientRect().top);
return {languages: tops.length, rows: new Set(tops).size, firstTwoInARow: tops[0] === tops[1],
        cardsInARow: first.top === second.top, used: first.width / row.width,
        narrowest: Math.min(...[...cards[0].querySelectorAll('figure.lang:not([hidden]) img')].map(i => i.getBoundingClientRect().width)),
        noSideways: document.documentElement.scrollWidth <= document.documentElement.clientWidth};"""


def choose_language(driver, value: str) -> None:
    driver.execute_script("const lang = document.getElementById('lang'); lang.value = arguments[0];"
                          "lang.dispatchEvent(new Event('change'))", value)


@pytest.mark.parametrize(("width", "rows", "alone", "paired"), [(1400, 1, "en de", False), (1024, 2, "en", True)])
def test_languages_side_by_side_use_the_row(browser, site, width, rows, alone, paired):
    """"All, side by side" was not: each side fixed at 248 px, a card's German stood under its
    English at 1024 px, and at 1400 px its third language went under the first two, the cards in
    one column with a quarter of the width empty. A card's languages now stand side by side, its
    pictures shrunk to fit (at 1024 px two of its three), never below 200 px (smaller, a card's
    7 pt texts cannot be read); a card of one language (1024 px) shares its row with the next, one
    of a pair at 1400 px keeps its pictures' own size on a row of its own."""
    page = open_page(browser, site, width, 900)
    layout = page.execute_script(LAYOUT)
    assert layout["languages"] == 3 and layout["rows"] == rows and layout["firstTwoInARow"], layout
    assert layout["used"] > 0.95 and layout["noSideways"] and layout["narrowest"] >= 199, layout
    choose_language(page, alone)
    layout = page.execute_script(LAYOUT)
    assert layout["rows"] == 1 and layout["cardsInARow"] == paired and layout["noSideways"], layout
    assert layout["narrowest"] >= (199 if paired else 247), layout
    assert console_errors(page) == []
