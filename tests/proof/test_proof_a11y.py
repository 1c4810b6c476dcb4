"""The proof page and the `diff --html` page as a reviewer who does not use a mouse, who zooms, or
who hears the page reads them (WCAG 2.2 AA), in headless Chromium: every text against its background
and every control's border have the contrast they need, the keyboard reaches the filters in order
and leaves text fields their keys, the focus is never left under the sticky bar, the page reflows
at 320 CSS pixels (a 1280 px window at 400 %), a live update keeps the focus where it was, and
axe-core (when `make test` installed it in tests/node) finds nothing serious or critical.
One browser for the module; a small deck with findings, the starter decks where they are needed.
The pages are built in this process (deckfactory.deckctl_in_process): a process start each cost as
much as a small deck's proof."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import console_errors, wait_for
from deckfactory import DECKS, REPO, VALID_CARDS, committed_deck, deckctl_in_process, write_deck
from proofpage import read

AXE = REPO / "tests" / "node" / "node_modules" / "axe-core" / "axe.min.js"
LONG = " ".join(["Supercalifragilistic words"] * 37)


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    """deckctl's cache of checked decks, in a folder of the module's own."""
    return tmp_path_factory.mktemp("deckctl-cache")


@pytest.fixture(scope="module")
def site(tmp_path_factory, cache) -> Path:
    """A deck with an error (a text that does not fit) and warnings on every card, and its
    pseudo-translation: every kind of badge and finding the page shows."""
    root = tmp_path_factory.mktemp("proof-a11y")
    cards = VALID_CARDS["knowledge"] + f"- id: long-one\n  category: number\n  front: Which number?\n  back: {LONG}\n  value: 3\n"
    deck = write_deck(root, "knowledge", cards)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=root, cache=cache).exit_code == 0
    result = deckctl_in_process("proof", deck, "--out", root / "site", cwd=root, cache=cache)
    assert result.exit_code == 1, result.stderr  # (the long text is an error)
    return root / "site" / "index.html"


@pytest.fixture(scope="module")
def diff_site(tmp_path_factory, cache) -> Path:
    """`diff --html` of a commit that adds, removes and edits a card: its badges and field table."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path_factory.mktemp("diff-a11y")
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text().replace("back: Blue.", "back: Blue like the sea.")
    text = text.replace("- id: snow-colour\n  category: colour\n  front: The colour of fresh snow.\n  back: White.\n"
                        "  value: white\n", "")
    cards.write_text(text + "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black.\n"
                            "  value: blue\n")
    git("commit", "-qam", "second")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", root / "cd", cwd=root, cache=cache)
    assert result.exit_code == 0, result.stderr
    return root / "cd" / "index.html"


@pytest.fixture(scope="module")
def starter_site(tmp_path_factory, cache) -> Path:
    """The proof of the starter decks (English, with their German catalogs)."""
    out = tmp_path_factory.mktemp("starter-proof") / "site"
    result = deckctl_in_process("proof", DECKS, "--out", out, cwd=REPO, cache=cache)
    assert result.exit_code == 0, result.stderr
    return out / "index.html"


def open_page(driver, page: Path):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.get(page.as_uri())
    wait_for(driver, "document.body.dataset.ready")
    return driver


def viewport(driver, width: int, height: int) -> None:
    """The page's window as CSS pixels: 640 x 400 is a 1280 x 800 window at 200 %, 320 x 256 one
    of 1280 x 1024 at 400 % (WCAG's reflow)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    wait_for(driver, f"window.innerWidth === {width}")


CONTRASTS = """
function rgb(colour) { return colour.match(/[\\d.]+/g).map(Number); }
function luminance(colour) {
  var c = rgb(colour).slice(0, 3).map(function (v) {
    v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
function background(element) {  // (the page's backgrounds are opaque: the first one set is the one seen)
  for (var e = element; e; e = e.parentElement) {
    var colour = getComputedStyle(e).backgroundColor;
    if (rgb(colour)[3] !== 0) { return colour; }
  }
  return "rgb(255, 255, 255)";
}
function seen(element) {  // its colour as drawn: faded by its own opacity and its ancestors'
  var opacity = 1;
  for (var e = element; e; e = e.parentElement) { opacity *= Number(getComputedStyle(e).opacity); }
  var fg = rgb(getComputedStyle(element).color), bg = rgb(background(element));
  return "rgb(" + [0, 1, 2].map(function (i) { return fg[i] * opacity + bg[i] * (1 - opacity); }).join(",") + ")";
}
function ratio(a, b) {
  var x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
var texts = Array.from(document.querySelectorAll(arguments[0])).filter(function (e) { return e.offsetParent; });
var controls = Array.from(document.querySelectorAll("input, select"));
return {
  texts: texts.map(function (e) {
    return [e.className || e.tagName, ratio(seen(e), background(e))]; }),
  borders: controls.map(function (e) {
    return [e.id, ratio(getComputedStyle(e).borderTopColor, background(e.parentElement))]; })
};
"""
TEXTS = (".bar h1, .bar label, .bar output, .keys, .summary, .about, .card .id, .src, figcaption, .finding, "
         ".finding .sev, .finding .rule, .finding .hint, .finding .tag, .card .tag, .kind, .missing, del, ins, th, td")


@pytest.mark.parametrize("which", ["proof", "diff"])
def test_text_and_controls_have_the_contrast_they_need(browser, site, diff_site, which):
    """Text at 4.5:1 (all of it is small: the badges are 11 px), a control's border at 3:1. The
    warning's badge was 3.94:1 on its background."""
    page = open_page(browser, site if which == "proof" else diff_site)
    measured = page.execute_script(CONTRASTS, TEXTS)
    kinds = {kind for kind, _ in measured["texts"]}
    assert {"sev", "rule", "src", "hint"} <= kinds if which == "proof" else {"kind", "src"} <= kinds
    assert [(kind, round(r, 2)) for kind, r in measured["texts"] if r < 4.5] == []
    assert len(measured["borders"]) == 5  # (the four filters and the keys switch)
    assert [(ident, round(r, 2)) for ident, r in measured["borders"] if r < 3] == []


def focused(driver) -> dict:
    return driver.execute_script(
        "const e = document.activeElement, box = e.getBoundingClientRect(), s = getComputedStyle(e);"
        "return {id: e.id, tag: e.tagName, top: box.top, bottom: box.bottom, inBar: Boolean(e.closest('.bar')),"
        " outline: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth),"
        " bar: document.querySelector('.bar').getBoundingClientRect().bottom}")


def test_the_keyboard_reaches_the_filters_in_order_and_leaves_their_keys_alone(browser, site):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, site)
    order = []
    for _ in range(6):
        ActionChains(page).send_keys(Keys.TAB).perform()
        where = focused(page)
        assert where["outline"] not in ("none", "") and where["outlineWidth"] >= 2, where  # a visible focus
        order.append(where["id"] or where["tag"])
    assert order[:5] == ["q", "rule", "severity", "lang", "keys-on"] and order[5] == "A"  # then the first deck's link
    # The language switch, by the keyboard alone: the cards shown follow it.
    for _ in range(2):
        ActionChains(page).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()  # back to it
    ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()  # (a closed select: its next option)
    assert page.execute_script("return document.getElementById('lang').value") == "en"
    assert page.execute_script("return document.activeElement.id") == "lang"  # (not taken by the page's keys)
    assert page.execute_script("return document.querySelectorAll('figure.lang:not([hidden])').length") == 8
    # A text field keeps every key the page has a meaning for.
    page.execute_script("document.getElementById('q').focus()")
    ActionChains(page).send_keys("jk/lo").perform()
    assert page.execute_script("return [document.activeElement.id, document.activeElement.value]") == ["q", "jk/lo"]
    ActionChains(page).send_keys(Keys.ESCAPE).perform()  # cleared, and j moves between the cards again
    ActionChains(page).send_keys("j").perform()
    assert page.execute_script("return document.activeElement.dataset.id") == "spider-legs"
    assert console_errors(page) == []


def test_the_one_letter_keys_can_be_switched_off_and_stay_off(browser, site):
    """WCAG 2.1.4: a speech-input user's words would press j, k, l, o and /; switched off, they do
    nothing (the arrows still move between cards), and stay off when the page is opened again."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, site)
    try:
        page.execute_script("document.getElementById('keys-on').click(); document.activeElement.blur()")
        ActionChains(page).send_keys("jl/").perform()
        assert page.execute_script("return [document.activeElement.tagName, document.getElementById('lang').selectedIndex]"
                                   ) == ["BODY", 0]
        ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()
        assert page.execute_script("return document.activeElement.dataset.id") == "spider-legs"
        page = open_page(browser, site)
        assert page.execute_script("return document.getElementById('keys-on').checked") is False
    finally:
        page.execute_script("localStorage.clear()")
    assert console_errors(page) == []


def test_the_focus_is_never_left_under_the_sticky_bar(browser, site):
    """Shift+Tab back up the page scrolled each card's link just above the window's top edge,
    under the bar: the page keeps a scroll padding the height of the bar."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, site)
    viewport(page, 1000, 600)
    try:
        for _ in range(30):
            ActionChains(page).send_keys(Keys.TAB).perform()
        assert page.execute_script("return window.scrollY") > 600  # (far enough down to come back)
        hidden = []
        for _ in range(26):
            ActionChains(page).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
            where = focused(page)
            if not where["inBar"] and where["top"] < where["bar"]:
                hidden.append(where)
        assert hidden == []
    finally:
        page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@pytest.mark.parametrize("size", [(640, 400), (320, 256)])
def test_a_zoomed_page_reflows_and_its_bar_does_not_cover_it(browser, site, size):
    """At 200 % and 400 % the bar wraps to 145 and 277 px: stuck to the top it covered a third of
    the window and then all of it. There it scrolls with the page; nothing scrolls sideways, and
    a card `j` moves to is in the window."""
    from selenium.webdriver.common.action_chains import ActionChains

    page = open_page(browser, site)
    viewport(page, *size)
    try:
        assert page.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        for _ in range(4):
            ActionChains(page).send_keys("j").perform()
        card = page.execute_script("const b = document.activeElement.getBoundingClientRect(); return [b.top, b.bottom]")
        bar = page.execute_script("return document.querySelector('.bar').getBoundingClientRect().bottom")
        assert page.execute_script("return document.activeElement.dataset.id") == "insect-legs"
        assert bar <= 0 <= card[0] < size[1]  # the bar scrolled away; the card's head in the window
    finally:
        page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_each_picture_is_named_by_its_text_in_its_language(starter_site):
    """A German side's alternative text is the German the card prints, marked as German."""
    html = starter_site.read_text(encoding="utf-8")
    assert '<figure class="lang" data-lang="de"><figcaption>de: front, back</figcaption><div class="sides" lang="de">' \
        in html
    pictures = [p for card in read(starter_site).cards for p in card.pictures]
    assert pictures and [p.src for p in pictures if not p.alt.strip()] == []
    german = [p.alt for p in pictures if p.language == "de"]
    assert "DURCHSAGE. Auf dem Flur wird nicht gerannt! Gehe 1 Feld zurück, diesmal im Schritt." in german


def dialogs(driver) -> list[tuple]:
    """The dialogs in Chromium's accessibility tree: (name, modal, focused)."""
    root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    nodes = driver.execute_cdp_cmd("Accessibility.queryAXTree", {"nodeId": root, "role": "dialog"})["nodes"]
    found = []
    for node in nodes:
        properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        found.append((node["name"]["value"], properties.get("modal"), properties.get("focused")))
    return found


@pytest.mark.parametrize("which", ["findings", "diff"])
def test_a_card_shown_large_is_a_modal_dialog_named_by_the_card(browser, request, which):
    """Enter on a card (or a click on its picture) showed it large in place, and a screen reader
    heard nothing of it. It is a modal dialog now, named by the card; the focus is in it and stays
    there, the arrows scroll it, and Escape (or its button) closes it, the focus back on the card."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, request.getfixturevalue("site" if which == "findings" else "diff_site"))
    viewport(page, 1000, 600)
    try:
        assert dialogs(page) == []
        ActionChains(page).send_keys("j").perform()
        card = page.execute_script("return [document.activeElement.id, document.activeElement.dataset.id]")
        ActionChains(page).send_keys(Keys.ENTER).perform()
        name = "spider-legs: front and back, large" if which == "findings" else \
            f"{card[1]} (added): front and back, large"
        assert dialogs(page) == [(name, True, True)]
        dialog = page.find_element(By.ID, "large")
        assert [dialog.get_attribute(a) for a in ("aria-modal", "aria-labelledby")] == ["true", "large-name"]
        behind = "const e = document.activeElement; return Boolean(e.closest('main, .bar'))"
        for _ in range(4):  # (the page behind it is inert: Tab goes round the dialog, and the browser's own bar)
            ActionChains(page).send_keys(Keys.TAB).perform()
            assert page.execute_script(behind) is False
        page.execute_script("document.getElementById('large').focus()")
        overflows = "const d = document.getElementById('large'); return d.scrollHeight > d.clientHeight"
        # (the findings' card in two languages is taller than the window; the diff's added card, in
        # one, fits it whole: each side is no taller than the window)
        assert page.execute_script(overflows) is (which == "findings")
        if which == "findings":
            ActionChains(page).send_keys(Keys.ARROW_DOWN).perform()
            wait_for(page, "document.getElementById('large').scrollTop > 0")
        ActionChains(page).send_keys(Keys.ESCAPE).perform()
        assert dialogs(page) == []
        assert page.execute_script("return document.activeElement.id") == card[0]
        page.find_element(By.CSS_SELECTOR, f"#{card[0]} .pic").click()  # a click on its picture: the same dialog
        assert dialogs(page) == [(name, True, True)]
        page.find_element(By.ID, "large-close").click()
        assert page.execute_script("return [document.getElementById('large').open, document.activeElement.id]") == \
            [False, card[0]]
    finally:
        page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert console_errors(page) == []


NAMED = """
return [...document.querySelectorAll("article.card")].map(a => {
  // (its heading: the last of what names it, after a diff card's badges)
  const label = document.getElementById((a.getAttribute("aria-labelledby") || "").split(" ").pop());
  return [a.dataset.id, label ? label.tagName : null, label ? label.textContent : null]; })
"""


@pytest.mark.parametrize("which", ["findings", "diff"])
def test_each_card_is_a_heading_that_names_it(browser, request, which):
    """A screen reader lists the cards by their headings and names each by its id (the proof page's
    cards under their file's h3, the diff page's under their deck's h2); the search landmark holds
    the filters only, not the bar's heading."""
    page = browser
    page.get((request.getfixturevalue("site" if which == "findings" else "diff_site")).as_uri())
    named = page.execute_script(NAMED)
    assert named and all(tag == ("H4" if which == "findings" else "H3") and text == card_id
                         for card_id, tag, text in named), named
    if which == "findings":
        assert page.execute_script(
            "const s = document.querySelector('[role=search]');"
            "return [s.tagName, s.querySelector('h1') === null, s.querySelectorAll('input, select').length]") == [
                "DIV", True, 4]


AXE_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]})
  .then(r => done(r.violations.map(v => [v.impact, v.id, v.nodes.slice(0, 3).map(n => n.target.join(" "))])))
  .catch(e => done(String(e)));
"""


@pytest.mark.skipif(not AXE.is_file(), reason="axe-core is not installed in tests/node: `make test` installs it")
@pytest.mark.parametrize("which", ["starter decks", "findings", "diff", "diff, a card large"])
def test_axe_finds_nothing_serious(browser, request, which):
    """axe-core's rules (WCAG 2.2 A and AA, and its best practices), injected into the page as a
    reviewer's browser extension would: no serious or critical violation (with a card shown large:
    the dialog's heading in order with the diff card's h4 inside it, too)."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    page = open_page(browser, request.getfixturevalue({"starter decks": "starter_site", "findings": "site",
                                                       "diff": "diff_site"}[which.partition(",")[0]]))
    if which.endswith("large"):
        page.execute_script("document.querySelector('.card.edited').focus()")  # (its before and after: h4s)
        ActionChains(page).send_keys(Keys.ENTER).perform()
        assert page.execute_script("return document.querySelectorAll('#large h4').length") == 2
    page.execute_script(AXE.read_text(encoding="utf-8"))
    page.set_script_timeout(120)
    violations = page.execute_async_script(AXE_RUN)
    assert not isinstance(violations, str), violations
    print(which, "axe:", violations)
    assert [v for v in violations if v[0] in ("serious", "critical")] == []
    if which.endswith("large"):
        assert [v for v in violations if v[1] == "heading-order"] == []


def test_a_live_update_is_announced_politely_and_leaves_the_focus_where_it_was(browser, served):
    """The focus was on the saved card's editor link: the card is sent anew, and the focus is on
    the new card's link, where it was in the window; the note is in a polite live region. A card
    that does not load any more keeps its texts' contrast (the whole card was faded to 3.5:1)."""
    from selenium.webdriver.common.by import By

    url, cards, _ = served
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.get(url)
    # (a save before the page's event stream is open reloads the page: its hello says it missed one)
    wait_for(browser, "document.body.dataset.connected", seconds=20)
    link = browser.find_element(By.CSS_SELECTOR, ".card[data-id='sky-colour'] header a.src[href]")
    browser.execute_script("arguments[0].focus(); window.scrollBy(0, 37); window.notReloaded = true", link)
    where = "return document.activeElement.getBoundingClientRect().top"
    before = browser.execute_script(where)
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    wait_for(browser, "document.body.dataset.version === '2'", seconds=20)
    assert browser.execute_script("return window.notReloaded") is True
    assert browser.execute_script(
        "const e = document.activeElement;"
        "return [e.matches('header a.src'), e.closest('.card').dataset.id, e.closest('.card').isConnected]") == \
        [True, "sky-colour", True]
    # (the note makes the bar a line higher: the browser scrolls as much, keeping the link in place)
    assert abs(browser.execute_script(where) - before) < 1
    live = browser.find_element(By.ID, "live")
    assert live.get_attribute("aria-live") == "polite" and live.text.startswith("test-deck: 1 card picture")
    cards.write_text(cards.read_text() + "- id: [unclosed\n")
    wait_for(browser, "document.body.dataset.version === '4'", seconds=20)
    stale = browser.execute_script(CONTRASTS, ".card.stale .tag, .card.stale .id, .card.stale .src, .card.stale figcaption")
    assert len(stale["texts"]) == 4 * 7
    assert [(kind, round(r, 2)) for kind, r in stale["texts"] if r < 4.5] == []
    assert console_errors(browser) == []
