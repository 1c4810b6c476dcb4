"""The proof page as a newcomer uses it (newcomer audit, in headless Chromium): the keys keep their
place, a card shown large fits the window, a card's languages stand side by side and the row's
width is used, the keys' switch stands beside what it switches, and a card drawn without pictures
is found by its text. One deck in three languages, its proof built once for the module."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from browser import chromium, console_errors, wait_for
from deckfactory import VALID_CARDS, write_deck


def deckctl(*args, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "deckctl", *map(str, args)], cwd=cwd, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The knowledge deck in English, German (a catalog not yet translated) and en-XA."""
    root = tmp_path_factory.mktemp("page-ui")
    deck = write_deck(root, "knowledge")
    for args in (("i18n", "pseudo", deck), ("i18n", "update", deck, "--lang", "de"), ("proof", deck, "--out", root / "site")):
        result = deckctl(*args, cwd=root)
        assert result.returncode == 0, result.stderr
    return root / "site" / "index.html"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    driver = chromium(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


def open_page(driver, page: Path, width: int = 1400, height: int = 1000):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.get(page.as_uri())
    wait_for(driver, "document.body.dataset.ready")
    return driver


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
