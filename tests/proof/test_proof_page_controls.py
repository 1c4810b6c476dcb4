"""The proof and diff pages offer only controls that do something, at any width: `o` only where a
card's file opens in the editor, the finding filters only where there are findings (Severity with
the severities the page has only), Language only where there is something to switch, a card shown
large by Enter or a click on its picture (a phone shows a card at 160 px), the arrows scrolling
through a card taller than the window before moving on, and no sideways scrolling of the diff
page's field table. In headless Chromium; one browser for the module."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import console_errors, open_page, wait_for
from deckfactory import committed_deck, deckctl_in_process, write_deck

URL = "https://en.wikipedia.org/wiki/Snow_in_the_mountains_of_the_Alps_in_the_winter_months"


@pytest.fixture(scope="module")
def sites(tmp_path_factory) -> dict[str, Path]:
    """A proof inside the deck's repository, one written outside it, a diff page of a commit that
    gives a card a long unbroken source, and one of no change."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path_factory.mktemp("controls")
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("  value: white\n", f"  value: white\n  source: {URL}\n"))
    git("commit", "-qam", "second")
    outside = tmp_path_factory.mktemp("elsewhere") / "site"
    for args in (("proof", deck, "--out", root / "proof"), ("proof", deck, "--out", outside),
                 ("diff", "--html", "HEAD~1", "HEAD", "--out", root / "cd"),
                 ("diff", "--html", "HEAD", "HEAD", "--out", root / "none")):
        result = deckctl_in_process(*args, cwd=root)
        assert result.exit_code == 0, result.stderr
    return {"inside": root / "proof" / "index.html", "outside": outside / "index.html", "diff": root / "cd" / "index.html",
            "no change": root / "none" / "index.html"}


SHOWN = "return ['key-open', 'rule', 'severity'].map(id => document.getElementById(id).offsetParent !== null)"


def test_only_the_controls_that_work_are_offered(browser, sites):
    """`o` opens a card's file where the page links it (a proof inside the repository); a proof
    written elsewhere, or a diff page, has no link to open. A page without findings (a diff page)
    has nothing for Rule or Severity to choose: choosing showed "0 of 2 cards"."""
    assert open_page(browser, sites["inside"]).execute_script(SHOWN) == [True, True, True]
    assert browser.execute_script("return document.querySelectorAll('.card header a.src[href]').length") == 7
    assert open_page(browser, sites["outside"]).execute_script(SHOWN) == [False, True, True]
    assert open_page(browser, sites["diff"]).execute_script(SHOWN) == [False, False, False]
    assert console_errors(browser) == []


def test_a_deck_not_compared_offers_no_filter_that_hides_every_card(browser, tmp_path):
    """A deck whose card file does not parse is listed as not compared. Its lines were findings to
    the bar, which offered Rule and Severity for them: choosing either hid the other deck's edited
    card, the only card on the page, as no card carries them. The bar offers neither, and the
    lines stay shown whatever is searched for."""
    from deckfactory import MANIFESTS

    deck, git = committed_deck(tmp_path)
    other = write_deck(tmp_path / "decks", name="other", manifest=MANIFESTS["knowledge"].replace("test-deck", "other"))
    git("add", ".")
    git("commit", "-qm", "two decks")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    (other / "cards" / "torn.yaml").write_text("- id: torn\n  category: [number\n")
    git("add", ".")
    git("commit", "-qm", "an edit, and a file that does not parse")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=tmp_path)
    assert result.exit_code == 1 and "never closed" in result.stderr
    page = open_page(browser, tmp_path / "cd" / "index.html")
    assert page.execute_script(SHOWN) == [False, False, False]
    problem = "return document.querySelector('.problem').offsetParent !== null && document.querySelector('.problem').textContent"
    assert "not compared" in page.execute_script(problem) and "torn.yaml" in page.execute_script(problem)
    page.execute_script("const q = document.getElementById('q'); q.value = 'sky'; q.dispatchEvent(new Event('input'))")
    assert page.execute_script("return document.getElementById('count').value") == "1 card"  # (was "1 cards")
    assert "torn.yaml" in page.execute_script(problem)  # (a deck not compared is never filtered away)
    assert console_errors(page) == []


def width_of_pictures(driver) -> list[int]:
    return driver.execute_script(
        "return [...document.activeElement.querySelectorAll('.pic img')].map(i => i.getBoundingClientRect().width)")


@pytest.mark.parametrize("which", ["inside", "diff"])
def test_a_card_is_shown_large_by_enter_or_a_click_on_its_picture(browser, sites, which):
    """At 400 px a card's sides were 163 px wide, their text about 6 px high, with no way to
    enlarge one. The diff page at that width scrolled sideways (its field table held a long URL).
    Shown large (in a dialog, docs/proof.md), a click on a picture there closes it again."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, sites[which], 400, 700)
    assert page.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    ActionChains(page).send_keys("j").perform()
    small = width_of_pictures(page)
    assert small and max(small) < 200, small
    ActionChains(page).send_keys(Keys.ENTER).perform()
    assert page.execute_script("return document.activeElement.id") == "large"
    large = width_of_pictures(page)
    assert min(large) > 300, large  # (each side as wide as the window, one under the other)
    assert page.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.find_element(By.CSS_SELECTOR, "#large .pic").click()
    assert page.execute_script("return document.getElementById('large').open") is False
    assert width_of_pictures(page) == small  # (the focus back on the card, as it was)
    assert console_errors(page) == []


def _settled(page, script: str) -> list:
    """What `script` returns once the page has stopped scrolling (two readings 50 ms apart agree)."""
    import time

    seen = page.execute_script(script)
    for _ in range(100):
        time.sleep(0.05)
        now = page.execute_script(script)
        if now == seen:
            return now
        seen = now
    return seen


def test_the_arrows_scroll_through_a_tall_card_before_moving_on(browser, sites):
    """A card taller than the window: ArrowDown jumped to the next card, so the end of this one
    (its findings, under its pictures) never came into view. Now the arrows scroll it first; `j`
    still moves at once."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, sites["inside"], 400, 250)
    ActionChains(page).send_keys("j").perform()
    where = "const c = document.activeElement; return [c.dataset.id, c.getBoundingClientRect().bottom, innerHeight]"
    card, bottom, height = page.execute_script(where)
    assert card == "spider-legs" and bottom > height + 100  # (a window 250 px high: a phone held sideways, zoomed)
    for _ in range(100):
        ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()
        wait_for(page, f"document.activeElement.dataset.id !== 'spider-legs' || "
                       f"document.activeElement.getBoundingClientRect().bottom < {bottom}")
        card, bottom, _ = _settled(page, where)  # (the browser's arrow scroll is smooth: the next press waits for its end)
        if card != "spider-legs":
            break
        assert bottom > height - 60  # (its end came into view before the arrow moved on)
    assert card == "first-letters"
    ActionChains(page).send_keys(Keys.ARROW_UP).perform()  # back: to the card above, its top scrolled to
    wait_for(page, "document.activeElement.dataset.id === 'spider-legs'")
    ActionChains(page).send_keys("j").perform()
    assert page.execute_script("return document.activeElement.dataset.id") == "first-letters"
    assert console_errors(page) == []


OPTIONS = "return [...document.getElementById(arguments[0]).options].map(o => o.value)"


def test_severity_offers_only_the_severities_the_page_has(browser, sites):
    """Severity offered error, warning and info on every page: on a proof whose findings are all
    warnings, error or info chose "0 of 7 cards", as Rule would for a rule the page has no finding
    of (which it does not offer). It offers the severities of the page's findings, and no filter."""
    page = open_page(browser, sites["inside"])
    found = page.execute_script("return [...new Set([...document.querySelectorAll('.finding')].map(f => f.dataset.severity))]")
    assert found == ["warning"], found  # (the deck's cards but one have no source)
    assert page.execute_script(OPTIONS, "severity") == ["", "warning"]
    assert console_errors(page) == []


def test_a_page_of_no_card_offers_no_language_switch(browser, sites):
    """A diff of no changed card offered Language, its one choice "all, side by side" of nothing.
    A page with nothing to switch offers no switch (nor does `l` switch it), as Rule and Severity
    are not offered on a page without findings; a page with a card still offers its one language."""
    page = open_page(browser, sites["no change"])
    assert page.execute_script("return document.querySelectorAll('.card').length") == 0
    assert page.execute_script("return document.getElementById('lang').offsetParent") is None
    # (nor are the keys' line and switch naming `l`)
    assert page.execute_script("return document.getElementById('key-lang').offsetParent") is None
    assert page.execute_script("return document.getElementById('keys-on').getAttribute('aria-label')") == \
        "one-letter keys (j, k, /)"
    page = open_page(browser, sites["diff"])
    assert page.execute_script(OPTIONS, "lang") == [""] and page.execute_script(
        "return document.getElementById('lang').offsetParent !== null")
    assert page.execute_script("return document.getElementById('keys-on').getAttribute('aria-label')") == \
        "one-letter keys (j, k, /, l)"
    assert console_errors(page) == []
