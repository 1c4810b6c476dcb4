"""The proof page and the diff page read right (an audit, in headless Chromium): a finding's quoted
text keeps its spacing, its `...` spans are code, it names files as its place does, the filters
hiding every card say so, the Rule menu's choices say what they do, the deck's title follows the
language chosen, and a narrow diff page breaks its texts at their spaces."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import console_errors, open_page, wait_for
from deckfactory import committed_deck, deckctl_in_process, translate, write_deck

CARDS = """\
- id: tomato
  category: colour
  front: The colour of a  ripe tomato.
  back: Red.
  value: red
- id: sky
  category: colour
  front: The colour of the daytime sky.
  back: Blue.
  value: blue
"""
REPEATED = """\
- id: sky
  category: colour
  front: The colour of a lemon.
  back: Yellow.
  value: yellow
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A deck in `decks/bad`, outside any git repository (so its repository is `decks/`), built
    from the folder above it: findings' places are named from `decks/`, the terminal's from the
    working folder. Its German catalog translates the deck's title."""
    root = tmp_path_factory.mktemp("reads-right")
    deck = write_deck(root / "decks", cards=CARDS, name="bad")
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    translate(deck / "locales" / "de.po", {"deck/title": "Das Wissensdeck"})
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text() + REPEATED)  # (after the catalog: i18n update refuses a repeated id)
    result = deckctl_in_process("proof", "decks/bad", "--out", root / "site", cwd=root)
    assert result.exit_code == 1 and "decks/bad/cards/cards.yaml" in result.stderr, result.stderr
    return root / "site" / "index.html"


def finding(driver, rule: str):
    return driver.find_element("css selector", f'li.finding[data-rule="{rule}"]')


def test_a_quoted_double_space_shows(browser, site):
    """The whitespace rule quotes the text with its double space; the page collapsed it to one, so
    the finding looked false."""
    page = open_page(browser, site)
    shown = finding(page, "whitespace").get_property("innerText")
    assert '"The colour of a  ripe tomato."' in shown, shown
    assert console_errors(page) == []


def test_backticks_are_code(browser, site):
    """`deckctl lint --fix` showed with its backticks; now it is code, its text the same."""
    page = open_page(browser, site)
    codes = [code.text for code in finding(page, "whitespace").find_elements("css selector", "code")]
    assert codes == ["deckctl lint --fix"], codes
    assert "`" not in finding(page, "whitespace").text
    ids = [code.text for code in finding(page, "duplicate-id").find_elements("css selector", ".msg code")]
    assert ids == ["sky"], ids


def test_a_message_names_files_as_its_place_does(browser, site):
    """The place said `bad/cards/cards.yaml:11:7` (from the repository), the message
    `decks/bad/cards/cards.yaml:6` (from the working folder): one file, two names."""
    page = open_page(browser, site)
    item = finding(page, "duplicate-id")
    place = item.find_element("css selector", ".src").text
    assert place.startswith("bad/cards/cards.yaml:"), place
    assert f"at bad/cards/cards.yaml:6 {place}" in item.text, item.text
    html = site.read_text(encoding="utf-8")
    assert "decks/bad/" not in html  # (nor in a hint, nor a catalog's message)


def test_no_card_matching_is_said(browser, site):
    """`zzzz` in the search box left the page blank under the bar."""
    page = open_page(browser, site)
    note = page.find_element("id", "none")
    assert not note.is_displayed()
    page.find_element("id", "q").send_keys("zzzz")
    wait_for(page, "!document.getElementById('none').hidden")
    assert note.is_displayed() and "No cards match" in note.text
    page.find_element("id", "q").clear()
    page.find_element("id", "q").send_keys("tomato")
    wait_for(page, "document.getElementById('none').hidden")


def test_the_rule_menu_says_what_its_choices_do(browser, site):
    """The Rule menu offered both "any" and "any finding"; the first shows every card, the second
    the cards with a finding."""
    page = open_page(browser, site)
    labels = page.execute_script("return [...document.querySelectorAll('#rule option')].slice(0, 2)"
                                 ".map(o => [o.value, o.textContent])")
    assert labels == [["", "no filter"], ["*", "cards with findings"]], labels


TITLE = "return [...document.querySelectorAll('.deck h2')].map(h => h.innerText)"


def test_the_title_follows_the_language(browser, site):
    """With `de` chosen, the deck's title stayed English though de.po translates it."""
    page = open_page(browser, site)
    english = page.execute_script(TITLE)
    assert len(english) == 1 and english != ["Das Wissensdeck"], english
    for value, title in (("de", ["Das Wissensdeck"]), ("en", english), ("", english)):
        page.execute_script("const lang = document.getElementById('lang'); lang.value = arguments[0];"
                            "lang.dispatchEvent(new Event('change'))", value)
        assert page.execute_script(TITLE) == title, value
    assert console_errors(page) == []


@pytest.fixture(scope="module")
def diff_site(tmp_path_factory) -> Path:
    """`diff --html` of a commit that edits the German text of a card with a long id, and puts a
    double space into an English text."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    root = tmp_path_factory.mktemp("reads-right-diff")
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("id: sky-colour", "id: science-fair-ribbon-colour"))
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    catalog = deck / "locales" / "de.po"
    translate(catalog, {"science-fair-ribbon-colour/front":
                        "Dein Projekt gewinnt beim Forschertag eine Schleife. 5 Punkte mehr auf deinem Zeugnis."})
    git("add", ".")
    git("commit", "-qm", "German")
    translate(catalog, {"science-fair-ribbon-colour/front":
                        "Dein Projekt gewinnt beim Forschertag einen Preis. 5 Punkte mehr auf deinem Zeugnis."})
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue,  as a clear sky."))
    git("commit", "-qam", "edits")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", root / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    return root / "cd" / "index.html"


# Where the texts of the before and after cells break their lines: the characters either side.
TEXT_BREAKS = """
return [...document.querySelectorAll('.fields td')].map(td => {
  const range = document.createRange(), breaks = [];
  let top = null, previous = '';
  const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i); range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect(), char = node.data[i];
      if (box.width && top !== null && box.top > top + 2) { breaks.push(previous + char); }
      if (box.width) { top = box.top; }
      previous = char;
    }
  }
  return [td.textContent, breaks];
});"""


def test_a_narrow_diff_page_breaks_texts_at_spaces(browser, diff_site):
    """At 400 px the before and after cells broke words anywhere (`Forscherta|g`): the long field
    name took the width. Now a text breaks at a space, and stays inside the window."""
    page = open_page(browser, diff_site, 400, 900)
    cells = page.execute_script(TEXT_BREAKS)
    german = [breaks for text, breaks in cells if "Forschertag" in text]
    assert len(german) == 2 and all(german), cells
    for text, breaks in cells:
        assert all(pair[0].isspace() or pair[1].isspace() for pair in breaks), (text, breaks)
    assert page.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    assert console_errors(page) == []


def test_a_diff_keeps_a_double_space(browser, diff_site):
    """A double space put into a text showed as one in the after cell."""
    page = open_page(browser, diff_site)
    shown = page.execute_script("return [...document.querySelectorAll('.fields td.new')].map(td => td.innerText)")
    assert any("Blue,  as a clear sky." in text for text in shown), shown
