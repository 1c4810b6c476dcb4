"""The diff page heads each deck as the proof does: its title in the deck's language and, while a
language alone is chosen, in that language where its catalog translates the title; the deck's id
beneath, where the proof has it. The diff page's heading was the title alone in the deck's
language (choosing `de` left it English), and left the id out where no title was read."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from browser import console_errors, open_page
from deckfactory import committed_deck, deckctl_in_process, translate

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> tuple[Path, Path]:
    """(the proof page, the diff page) of a deck whose German catalog translates its title only:
    the second revision edits a card's back, which its German side prints untranslated too."""
    root = tmp_path_factory.mktemp("diff-head")
    deck, git = committed_deck(root)
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    translate(deck / "locales" / "de.po", {"deck/title": "Das Wissensdeck & Co"})
    git("add", ".")
    git("commit", "-qm", "German")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    git("commit", "-qam", "bluer")
    assert deckctl_in_process("diff", "--html", "HEAD~1", "HEAD", "--out", root / "cd", cwd=root).exit_code == 0
    assert deckctl_in_process("proof", deck, "--out", root / "site", cwd=root).exit_code == 0
    return root / "site" / "index.html", root / "cd" / "index.html"


def _heading(page: Path) -> str:
    return re.search(r"<h2>.*?</h2>", page.read_text(encoding="utf-8")).group(0)


def test_the_diff_page_heads_a_deck_as_the_proof_does(pages):
    proof, diff = pages
    heading = _heading(diff)
    assert heading == _heading(proof), (heading, _heading(proof))
    assert heading == ('<h2><span class="title" data-lang="" lang="en">Test deck</span>'
                       '<span class="title" data-lang="de" lang="de" hidden>Das Wissensdeck &amp; Co</span></h2>')
    html = diff.read_text(encoding="utf-8")
    assert f'<div class="head">{heading}<p class="about">test-deck · decks/deck</p></div>' in html


TITLES = "return [...document.querySelectorAll('.deck h2')].map(h => h.innerText)"


def test_the_diff_pages_title_follows_the_language(browser, pages, tmp_path):
    page = open_page(browser, pages[1])
    assert page.execute_script(TITLES) == ["Test deck"]
    for value, title in (("de", ["Das Wissensdeck & Co"]), ("en", ["Test deck"]), ("", ["Test deck"])):
        page.execute_script("const lang = document.getElementById('lang'); lang.value = arguments[0];"
                            "lang.dispatchEvent(new Event('change'))", value)
        assert page.execute_script(TITLES) == title, value
    about = page.execute_script("return document.querySelector('.deck .about').innerText")
    assert about == "test-deck · decks/deck", about
    assert console_errors(page) == []
