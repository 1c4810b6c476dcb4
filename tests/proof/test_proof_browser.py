"""The proof page in a real browser (headless Chromium): pictures load, the filter and the language
switch work, findings sit on their cards, keys move between cards, and the console stays clean.
One small deck's proof is built once for the module, in this process (a process start cost as
much as the proof); a screenshot is kept as an artifact."""

from __future__ import annotations

import pytest
from browser import ALL_PICTURES_LOADED, console_errors, wait_for
from deckfactory import MANIFESTS, VALID_CARDS, deckctl_in_process, write_deck

LONG = " ".join(["Supercalifragilistic words"] * 37)  # (under validate's 1,000 characters a text)
HOSTILE = '<img src=x onerror="window.pwned=1"> How many body segments does a spider have?'


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("proof-browser")
    cards = VALID_CARDS["knowledge"].replace("How many body segments does a spider have?", HOSTILE)
    cards += f"- id: long-one\n  category: number\n  front: Which number?\n  back: {LONG}\n  value: 3\n"
    deck = write_deck(root, "knowledge", cards.replace("- id: long-one", "- id: long-one\n  source: a book"))
    write_deck(root, "knowledge", manifest=MANIFESTS["knowledge"].replace("test-deck", "clean-deck"), name="clean")
    cache = tmp_path_factory.mktemp("deckctl-cache")
    assert deckctl_in_process("i18n", "pseudo", root / "clean", cwd=root, cache=cache).exit_code == 0
    result = deckctl_in_process("proof", deck, root / "clean", "--out", root / "site", cwd=root, cache=cache)
    assert result.exit_code == 1, result.stderr  # the long text is an error: shown on its card
    return root / "site" / "index.html"


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
    # (both read at once: the page may scroll between two reads, as pictures load)
    (ey, ex), (py, px) = page.execute_script(
        "return [...arguments].map(e => { const r = e.getBoundingClientRect(); return [r.top, r.left]; })",
        english, pseudo)
    assert ey == py and ex < px  # side by side
    Select(page.find_element(By.ID, "lang")).select_by_value("en-XA")
    assert not english.is_displayed() and pseudo.is_displayed()
    assert visible_ids(page) == ["spider-legs", "first-letters", "sky-colour", "insect-legs", "grass-colour",
                                 "last-letters", "snow-colour"]  # the deck without en-XA is left out
    alt = pseudo.find_element(By.CSS_SELECTOR, "img").get_attribute("alt")
    assert alt and alt != english.find_element(By.CSS_SELECTOR, "img").get_attribute("alt")
    # Each picture in its own language (a screen reader reads its alt text with that language's voice);
    # the caption ("en-XA: front, back") stays in the page's.
    language_of = "return arguments[0].closest('[lang]').getAttribute('lang')"
    assert [page.execute_script(language_of, img) for img in card.find_elements(By.CSS_SELECTOR, "img")] == \
        ["en", "en", "en-XA", "en-XA"]
    assert page.execute_script(language_of, pseudo.find_element(By.CSS_SELECTOR, "figcaption")) == "en"


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


def test_a_phone_wide_window_shows_each_card_without_scrolling_sideways(page):
    """A reviewer opening the CI artifact on a phone: a card's two sides shrink to sit side by side
    in the window, and a finding's mark still covers its text (it is placed in percent)."""
    from selenium.webdriver.common.by import By

    page.set_window_size(420, 900)
    try:
        wait_for(page, "document.documentElement.scrollWidth <= window.innerWidth")
        card = page.find_element(By.CSS_SELECTOR, ".card[data-id='long-one']")
        front, back = card.find_elements(By.CSS_SELECTOR, ".pic img")[:2]
        assert front.rect["y"] == back.rect["y"] and front.rect["x"] + front.rect["width"] <= back.rect["x"]
        assert back.rect["x"] + back.rect["width"] <= page.execute_script("return window.innerWidth")
        mark = card.find_element(By.CSS_SELECTOR, ".pic[data-side='back'] .mark")
        m, p = mark.rect, back.rect
        assert p["x"] < m["x"] and m["x"] + m["width"] < p["x"] + p["width"]
        assert p["y"] + p["height"] / 2 < m["y"] < p["y"] + p["height"]
    finally:
        page.set_window_size(1400, 1000)  # (as browser.chromium opens it)


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


def test_the_keys_checkbox_stands_by_its_label_and_only_the_search_box_is_wide(page):
    checkbox, box = page.execute_script(
        "return ['keys-on', 'q'].map(id => document.getElementById(id).getBoundingClientRect().width)")
    gap = page.execute_script(  # from the checkbox's right edge to its label's text, `keys:`
        "const box = document.getElementById('keys-on'); const text = document.createRange();"
        "text.selectNodeContents(box.nextSibling);"
        "return text.getBoundingClientRect().left - box.getBoundingClientRect().right")
    assert checkbox < 30 and 0 <= gap < 20, (checkbox, gap)
    assert box > 200, box  # (14rem)


def test_the_card_a_key_moves_to_is_shown_below_the_bar(page):
    """The bar at the top stays over the page: `k` back to a card above the window showed it under
    the bar, its id and file hidden. Each card moved to, and its focus ring, must start below the
    bar, at 1400 px and at 420 px (where the bar wraps to four lines)."""
    from selenium.webdriver.common.action_chains import ActionChains

    where = ("const c = document.activeElement.getBoundingClientRect();"
             "return [document.querySelector('.bar').getBoundingClientRect().bottom, c.top, window.innerHeight]")
    try:
        for width in (1400, 420):
            page.set_window_size(width, 700)
            page.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
            for key in "j" * 15 + "k" * 14:
                ActionChains(page).send_keys(key).perform()
                bar, top, height = page.execute_script(where)
                assert bar + 5 <= top < height, (width, key, page.execute_script("return document.activeElement.dataset.id"))
    finally:
        page.set_window_size(1400, 1000)


def test_a_vector_picture_looks_like_the_pdf(browser, site, tmp_path):
    """Each side drawn as SVG (what the proof shows) and the same side of the PDF rendered by
    PDFium, at 72 dpi, side by side in the browser: they differ only at the edges of shapes and
    glyphs (anti-aliasing), while two different cards differ far more."""
    from io import BytesIO

    from PIL import Image, ImageChops, ImageStat

    from deckctl.export.pdf import resolve
    from deckctl.export.pdf.pictures import draw_pictures, growth_of
    from deckctl.export.pdf.vector import draw_svgs
    from deckctl.validate.deck import load_deck

    deck = load_deck(site.parent.parent / "deck")  # the module's deck: a hostile text, one that overflows
    options = resolve(deck.manifest.print, deck.path)
    growth = growth_of(deck, options, "en")
    ids = ["spider-legs", "long-one"]
    rasters = draw_pictures(deck, options, "en", ids, 72, growth)
    vectors = draw_svgs(deck, options, "en", ids, 72, growth)
    pairs = []
    for raster, vector in zip(rasters, vectors):
        (tmp_path / f"{vector.card_id}.svg").write_bytes(vector.svg)  # both sides, as the proof stores them
        for side in ("front", "back"):
            (tmp_path / f"{vector.card_id}-{side}.png").write_bytes(getattr(raster, side).png)
            pairs.append((f"{vector.card_id}-{side}", f"{vector.card_id}.svg#{side}"))
    width, height = rasters[0].front.width, rasters[0].front.height
    size = f'width="{width}" height="{height}"'  # (both fill it, as on the proof's page)
    cells = "".join(f'<img src="{png}.png" {size}><img src="{svg}" {size}>' for png, svg in pairs)
    (tmp_path / "compare.html").write_text(
        f'<!DOCTYPE html><body style="margin:0;display:grid;grid-template-columns:repeat(4,{width}px)">{cells}</body>')
    browser.get((tmp_path / "compare.html").as_uri())
    browser.execute_async_script(ALL_PICTURES_LOADED)
    shot = Image.open(BytesIO(browser.get_screenshot_as_png())).convert("RGB")

    def cell(n: int):
        x, y = (n % 4) * width, (n // 4) * height
        return shot.crop((x, y, x + width, y + height))

    def difference(a, b) -> float:
        """The mean of the channels' absolute differences (0-255) at a third of the resolution:
        the renderers place the edges of shapes and glyphs a fraction of a pixel apart."""
        return sum(ImageStat.Stat(ImageChops.difference(a.reduce(3), b.reduce(3))).mean) / 3

    for k, (name, _) in enumerate(pairs):
        assert difference(cell(2 * k), cell(2 * k + 1)) < 4.0, name
    # The same face with another text differs about twice as much: the test can tell a wrong picture.
    assert difference(cell(0), cell(5)) > 6.0 and difference(cell(4), cell(1)) > 6.0
