"""The proof page in a real browser (headless Chromium): pictures load, the filter and the language
switch work, findings sit on their cards, keys move between cards, and the console stays clean.
One small deck's proof is built once for the module; a screenshot is kept as an artifact."""

from __future__ import annotations

import subprocess
import sys

import pytest
from browser import ALL_PICTURES_LOADED, chromium, console_errors, wait_for
from deckfactory import MANIFESTS, VALID_CARDS, write_deck

LONG = " ".join(["Supercalifragilistic words"] * 60)
HOSTILE = '<img src=x onerror="window.pwned=1"> How many body segments does a spider have?'


def deckctl(*args, cwd):
    return subprocess.run([sys.executable, "-m", "deckctl", *map(str, args)], cwd=cwd, capture_output=True, text=True,
                          timeout=300)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("proof-browser")
    cards = VALID_CARDS["knowledge"].replace("How many body segments does a spider have?", HOSTILE)
    cards += f"- id: long-one\n  category: number\n  front: Which number?\n  back: {LONG}\n  value: 3\n"
    deck = write_deck(root, "knowledge", cards.replace("- id: long-one", "- id: long-one\n  source: a book"))
    write_deck(root, "knowledge", manifest=MANIFESTS["knowledge"].replace("test-deck", "clean-deck"), name="clean")
    assert deckctl("i18n", "pseudo", root / "clean", cwd=root).returncode == 0
    result = deckctl("proof", deck, root / "clean", "--out", root / "site", cwd=root)
    assert result.returncode == 1, result.stderr  # the long text is an error: shown on its card
    return root / "site" / "index.html"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    driver = chromium(tmp_path_factory.mktemp("chromium-profile"))
    yield driver
    driver.quit()


@pytest.fixture
def page(browser, site):
    browser.get(site.as_uri())
    wait_for(browser, "document.body.dataset.ready")
    yield browser
    assert console_errors(browser) == []
    assert browser.execute_script("return window.pwned") is None  # card text never ran as markup


def visible_ids(driver) -> list[str]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.card')).filter(c => c.offsetParent !== null)"
        ".map(c => c.dataset.id)")


def test_every_picture_loads(page, tmp_path_factory):
    loaded = page.execute_async_script(ALL_PICTURES_LOADED)
    # test-deck: 8 cards in English; clean: 7 cards in English and en-XA; two sides each
    assert len(loaded) == (8 + 7 * 2) * 2
    assert [src for src, width in loaded if width <= 0] == []
    shot = tmp_path_factory.mktemp("artifacts") / "proof.png"
    page.save_screenshot(str(shot))
    print(f"screenshot of the proof page: {shot}")


def test_filter_by_text_id_rule_and_severity(page):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    everything = visible_ids(page)
    assert len(everything) == 15
    page.find_element(By.ID, "q").send_keys("daytime sky")  # a card's text
    assert visible_ids(page) == ["sky-colour", "sky-colour"]  # in both decks
    assert page.find_element(By.ID, "count").text == "2 of 15 cards"
    page.find_element(By.ID, "q").clear()
    page.find_element(By.ID, "q").send_keys("LONG-ONE")  # an id, any case
    assert visible_ids(page) == ["long-one"]
    page.find_element(By.ID, "q").clear()
    Select(page.find_element(By.ID, "rule")).select_by_value("text-fits")
    assert visible_ids(page) == ["long-one"]
    Select(page.find_element(By.ID, "rule")).select_by_value("unprintable")  # the <img> markup in its text
    assert visible_ids(page) == ["spider-legs"]
    Select(page.find_element(By.ID, "severity")).select_by_value("error")  # it is a warning
    assert visible_ids(page) == [] and page.find_element(By.ID, "count").text == "0 of 15 cards"
    Select(page.find_element(By.ID, "rule")).select_by_value("")
    assert visible_ids(page) == ["long-one"]


def test_language_switch_shows_a_card_beside_its_translation(page):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    card = page.find_element(By.CSS_SELECTOR, "#deck-0 .card[data-id='sky-colour']")
    english, pseudo = card.find_elements(By.CSS_SELECTOR, "figure.lang")
    assert (english.get_attribute("data-lang"), pseudo.get_attribute("data-lang")) == ("en", "en-XA")
    assert english.rect["y"] == pseudo.rect["y"] and english.rect["x"] < pseudo.rect["x"]  # side by side
    Select(page.find_element(By.ID, "lang")).select_by_value("en-XA")
    assert not english.is_displayed() and pseudo.is_displayed()
    assert visible_ids(page) == ["spider-legs", "first-letters", "sky-colour", "insect-legs", "grass-colour",
                                 "last-letters", "snow-colour"]  # the deck without en-XA is left out
    alt = pseudo.find_element(By.CSS_SELECTOR, "img").get_attribute("alt")
    assert alt and alt != english.find_element(By.CSS_SELECTOR, "img").get_attribute("alt")


def test_findings_are_shown_on_their_cards_with_the_text_marked(page):
    from selenium.webdriver.common.by import By

    card = page.find_element(By.CSS_SELECTOR, ".card[data-id='long-one']")
    finding = card.find_element(By.CSS_SELECTOR, ".finding[data-rule='text-fits']")
    assert finding.is_displayed() and "does not fit" in finding.text
    mark = card.find_element(By.CSS_SELECTOR, ".pic[data-side='back'] .mark")
    picture = card.find_element(By.CSS_SELECTOR, ".pic[data-side='back'] img")
    m, p = mark.rect, picture.rect
    assert mark.get_attribute("data-finding") == finding.get_attribute("id")
    assert p["x"] < m["x"] and m["x"] + m["width"] < p["x"] + p["width"]  # over the text, inside the card
    assert p["y"] + p["height"] / 2 < m["y"] < p["y"] + p["height"]  # the back's lower half: its explanation


def test_keys_move_between_cards(page):
    from selenium.webdriver.common.action_chains import ActionChains

    focused = "document.activeElement.dataset.id"
    ActionChains(page).send_keys("j").perform()
    assert page.execute_script(f"return {focused}") == "spider-legs"
    ActionChains(page).send_keys("jj").perform()
    assert page.execute_script(f"return {focused}") == "sky-colour"
    ActionChains(page).send_keys("k").perform()
    assert page.execute_script(f"return {focused}") == "first-letters"
    ActionChains(page).send_keys("/").perform()
    assert page.execute_script("return document.activeElement.id") == "q"
