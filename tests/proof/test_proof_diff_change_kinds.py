"""`diff --html` says what kind of change each card had, as the text diff does: a catalog entry
reviewed (it showed as a new translation, an empty "before" and the text inserted), one made
fuzzy (no row at all), a deck's first translation (each card "edited", counted as edited); its
edited cards listed by file and line (by line alone, files mixed), their table of changes above
their pictures, their values unquoted (an added one was in quotes, an edited one not), and the
kind of change found by the page's search (in headless Chromium)."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
from browser import console_errors, found_by_search, open_page
from proofpage import article
from selenium.webdriver.common.keys import Keys
from deckfactory import committed_deck, deckctl_in_process, translated_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

MORE = "- id: coal-colour\n  category: colour\n  front: The colour of coal.\n  back: Black.\n  value: blue\n"


def _fuzzy(text: str, context: str, fuzzy: bool = True) -> str:
    """The catalog `text` with the entry of `context` flagged fuzzy, or its flag taken off."""
    text = text.replace(f'#, fuzzy\nmsgctxt "{context}"', f'msgctxt "{context}"')
    return text.replace(f'msgctxt "{context}"', f'#, fuzzy\nmsgctxt "{context}"') if fuzzy else text


def _rows(article: str) -> list[str]:
    """Each row of the card's table as its cells read, `|` between them."""
    found = re.findall(r"<tr[^>]*><th scope=\"row\">.*?</tr>", article, re.S)
    return [re.sub(r"\|+", "|", html.unescape(re.sub(r"<[^>]+>", "|", row))).strip("|") for row in found]


@pytest.fixture(scope="module")
def flagged(tmp_path_factory) -> Path:
    """A change reviewing sky-colour/back (fuzzy before) and making grass-colour/front fuzzy, with
    an edited card in a second card file and two in the first: its page."""
    tmp_path = tmp_path_factory.mktemp("flagged")
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=root).exit_code == 0
    catalog = next((deck / "locales").glob("*.po"))
    catalog.write_text(_fuzzy(catalog.read_text(encoding="utf-8"), "sky-colour/back"), encoding="utf-8")
    (deck / "cards" / "more.yaml").write_text(MORE, encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "translated, one entry fuzzy; a second card file")
    text = _fuzzy(_fuzzy(catalog.read_text(encoding="utf-8"), "sky-colour/back", fuzzy=False), "grass-colour/front")
    catalog.write_text(text, encoding="utf-8")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("back: Two, the", "back: Two; the")
                     .replace("back: White.", "back: White as snow."), encoding="utf-8")
    (deck / "cards" / "more.yaml").write_text(MORE.replace("Black.", "Black, or nearly."), encoding="utf-8")
    git("commit", "-qam", "reviewed one, another made fuzzy, three edited")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    return tmp_path / "cd" / "index.html"


def test_a_reviewed_entry_is_said_reviewed_with_its_translation_as_it_stands(flagged):
    sky = article(flagged.read_text(encoding="utf-8"), "sky-colour")
    assert 'data-kind="edited reviewed en-XA"' in sky
    [row] = _rows(sky)
    assert row.startswith("sky-colour/|back| |[en-XA]| |reviewed|fuzzy: printed the source text|")
    assert "<ins>" not in sky and '"' not in row  # (not a translation added, not quoted)


def test_an_entry_made_fuzzy_has_its_row_and_badge(flagged):
    grass = article(flagged.read_text(encoding="utf-8"), "grass-colour")
    assert re.search(r'<span class="kind flag" id="[^"]+">fuzzy en-XA</span>', grass)
    assert _rows(grass) == ["grass-colour/|front| |[en-XA]| |fuzzy|translated|fuzzy: prints the source text"]


def test_edited_cards_are_listed_by_file_then_line_their_changes_first(flagged):
    page = flagged.read_text(encoding="utf-8")
    listed = re.findall(r'<article class="card change edited"[^>]*data-id="([^"]+)"', page)
    assert listed == ["spider-legs", "sky-colour", "grass-colour", "snow-colour", "coal-colour"]
    spider = article(page, "spider-legs")
    assert spider.index('<table class="fields">') < spider.index('<div class="beforeafter">')
    assert _rows(spider) == ["back|Two,| the cephalothorax and the abdomen.|Two;| the cephalothorax and the abdomen."
                             "|translations now stale: en-XA"]  # (its en-XA entry not updated with it)


def test_the_tables_values_are_unquoted_and_blank_ones_visible():
    from deckctl.diff.compare import MISSING, FieldChange
    from deckctl.proof.diffsite import _field_rows

    rows = _field_rows([FieldChange("value", MISSING, 8), FieldChange("hint", MISSING, "Grey."),
                        FieldChange("note", "Old.", MISSING), FieldChange("back", "White.", " "),
                        FieldChange("value", ["A", "B"], ["A"])])
    assert "<ins>8</ins>" in rows and "<ins>Grey.</ins>" in rows and "<del>Old.</del>" in rows
    assert '<ins><span class="blank">&quot; &quot;</span></ins>' in rows  # (a blank text: quoted, else unseen)
    assert "<del>[A, B]</del>" in rows and "&quot;A&quot;" not in rows


def test_a_first_translation_is_counted_and_said_apart(tmp_path, cli):
    root = tmp_path / "repo"
    translated_deck(root, "a first translation")

    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    assert "0 moved, 0 edited; en-XA translation added: 7 cards" in result.stderr
    page = (tmp_path / "cd" / "index.html").read_text(encoding="utf-8")
    assert "0 edited; en-XA translation added: 7 cards" in page
    assert 'class="card change edited"' not in page and page.count('class="card change translated"') == 7
    sky = article(page, "sky-colour")
    assert '<span class="kind" id="deck-0-3-kind">new en-XA translation</span>' in sky
    assert "sky-colour/|back| |[en-XA]|[Ɓĺúé.]" in _rows(sky)  # (its rows kept, unquoted)


def test_the_search_finds_cards_by_their_kind_of_change(flagged, browser):
    open_page(browser, flagged)
    assert found_by_search(browser, "reviewed") == ["sky-colour"]
    assert found_by_search(browser, "fuzzy en-xa") == ["grass-colour"]
    assert console_errors(browser) == []


def test_the_large_view_shows_before_beside_after_where_the_width_allows(flagged, browser):
    where = ("var l = document.getElementById('large');"
             "return [l.querySelector('.before').getBoundingClientRect().top, "
             "l.querySelector('.after').getBoundingClientRect().top];")
    for width, beside in ((1280, True), (390, False)):
        open_page(browser, flagged, width=width, height=900)
        browser.execute_script("document.querySelector('article[data-id=\"snow-colour\"]').focus()")
        browser.switch_to.active_element.send_keys(Keys.ENTER)
        before, after = browser.execute_script(where)
        assert (before == after) is beside
        browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert console_errors(browser) == []


def test_the_cards_drawn_within_the_pages_pictures_are_the_first_listed(tmp_path, cli, monkeypatch):
    """Past the page's pictures the cards last listed go undrawn: the edited ones were shared out by
    id (grass-colour drawn) while the page listed them by line (sky-colour first, without pictures)."""
    from proofpage import read

    from deckctl.proof import diffsite

    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    for old in ("back: Blue.", "back: Green.", "back: White."):
        text = text.replace(old, old.replace(".", ", truly."))
    cards.write_text(text, encoding="utf-8")
    git("commit", "-qam", "three edits")
    monkeypatch.setattr(diffsite, "MAX_DIFF_PICTURES", 3)  # (one edited card, before and after: two)
    result = cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    listed = [(card.id, bool(card.pictures)) for card in read(tmp_path / "cd" / "index.html").cards]
    assert listed == [("sky-colour", True), ("grass-colour", False), ("snow-colour", False)]
