"""`diff --html` in headless Chromium: the search box finds a card by its kind of change as a whole
word (`moved` showed the removed card too: the kinds were searched as any part of a text, as the
cards' texts are), its texts still by any part; and a fuzzy entry reviewed with its suggestion
edited shows that suggestion before and the translation after, as the text diff's `was -> now`
(the page showed the translation alone)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from browser import SHOWN_CARDS, console_errors, found_by_search, open_page
from deckfactory import committed_deck, deckctl_in_process

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

GRASS = ("- id: grass-colour\n  category: colour\n  front: The colour of fresh grass.\n  back: Green.\n"
         "  value: green\n")
SNOW = "- id: snow-colour\n  category: colour\n  front: The colour of fresh snow.\n  back: White.\n  value: white\n"


def _sky_back(catalog: Path, msgstr: str, fuzzy: bool) -> None:
    """The catalog's entry for sky-colour/back given `msgstr`, flagged fuzzy or not."""
    text = catalog.read_text(encoding="utf-8").replace('#, fuzzy\nmsgctxt "sky-colour/back"', 'msgctxt "sky-colour/back"')
    text = re.sub(r'(msgctxt "sky-colour/back"\nmsgid "[^"]*"\nmsgstr )"[^"]*"', lambda m: f'{m[1]}"{msgstr}"', text)
    flag = "#, fuzzy\n" if fuzzy else ""
    catalog.write_text(text.replace('msgctxt "sky-colour/back"', f'{flag}msgctxt "sky-colour/back"'), encoding="utf-8")


@pytest.fixture(scope="module")
def changed(tmp_path_factory) -> Path:
    """A change removing snow-colour, moving grass-colour to another file and reviewing
    sky-colour/back's fuzzy suggestion `Bluish, pale.` as `Bluish, clear.`: its page."""
    tmp_path = tmp_path_factory.mktemp("kinds")
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "pseudo", deck, cwd=root).exit_code == 0
    catalog = next((deck / "locales").glob("*.po"))
    _sky_back(catalog, "Bluish, pale.", fuzzy=True)
    git("add", ".")
    git("commit", "-qm", "translated, sky-colour/back a fuzzy suggestion")
    _sky_back(catalog, "Bluish, clear.", fuzzy=False)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    assert GRASS in text and SNOW in text
    cards.write_text(text.replace(GRASS, "").replace(SNOW, ""), encoding="utf-8")
    (deck / "cards" / "more.yaml").write_text(GRASS, encoding="utf-8")
    git("add", ".")
    git("commit", "-qm", "snow-colour removed, grass-colour moved, sky-colour/back reviewed")
    result = deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root)
    assert result.exit_code == 0, result.stderr
    assert "0 added, 1 removed, 1 moved, 1 edited" in result.stderr
    return tmp_path / "cd" / "index.html"


def test_a_kind_of_change_is_found_as_a_whole_word_texts_by_any_part(changed, browser):
    open_page(browser, changed)
    assert browser.execute_script(SHOWN_CARDS) == ["snow-colour", "grass-colour", "sky-colour"]
    assert found_by_search(browser, "moved") == ["grass-colour"]  # (not the removed card)
    assert found_by_search(browser, "removed") == ["snow-colour"]
    assert found_by_search(browser, "  Reviewed   en-XA ") == ["sky-colour"]
    assert found_by_search(browser, "review") == []  # (no card's text or id has it: a kind is a whole word)
    assert found_by_search(browser, "of fresh sn") == ["snow-colour"]  # (its picture's text, from any part)
    assert found_by_search(browser, "grass-col") == ["grass-colour"]  # (its id)
    assert found_by_search(browser, "more.y") == ["grass-colour"]  # (where it went)
    assert console_errors(browser) == []


def test_a_reviewed_suggestion_is_shown_before_the_translation_after(changed, browser):
    open_page(browser, changed)
    before, after, struck, inserted = browser.execute_script(
        "const row = document.querySelector('article[data-id=\"sky-colour\"] tr.reviewed');"
        "return [row.querySelector('td.old').innerText, row.querySelector('td.new').innerText,"
        " Array.from(row.querySelectorAll('td.old del')).map(e => e.innerText + ' ' +"
        "  getComputedStyle(e).textDecorationLine),"
        " Array.from(row.querySelectorAll('td.new ins')).map(e => e.innerText)];")
    assert before == "fuzzy: printed the source text\nsuggested: Bluish, pale."
    assert after == "Bluish, clear."
    assert [text.split()[-1] for text in struck] == ["line-through"]
    assert "pale." in struck[0] and any("clear." in text for text in inserted)
    assert console_errors(browser) == []


def test_a_review_that_kept_the_suggestion_shows_the_translation_alone():
    from deckctl.diff.compare import Reviewed
    from deckctl.proof.diffsite import _flag_rows

    kept = _flag_rows([], [Reviewed("de", "sky-colour/back", "Blau.")])
    assert "suggested" not in kept and '<td class="new"><span lang="de">Blau.</span></td>' in kept
    edited = _flag_rows([], [Reviewed("de", "sky-colour/back", "Blau.", "")])  # (an empty suggestion, edited)
    assert '<del><span class="blank">&quot;&quot;</span></del>' in edited and "<ins>Blau.</ins>" in edited
