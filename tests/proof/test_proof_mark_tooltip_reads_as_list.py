"""The tooltip of a box drawn over a card's text (the text a finding is about) reads as the page's
list of findings reads that finding: the files its message names from the repository, as the page
names files (not from the working folder, as the terminal does), each named apart from any other
(a file holding the six characters `\\u200b` in its name is not the one holding a zero width
space), `...` in quotation marks, and the language tag the list gives it. It was the message as
the terminal shows it: `(deck/cards/a\\u200bb.yaml:3)` for both files, run from `decks/`."""

from __future__ import annotations

import html
import re
import shutil

import pytest
from browser import open_page
from deckfactory import committed_deck, deckctl_in_process

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

REAL, DECOY = "a\u200bb.yaml", "a\\u200bb.yaml"


def _card(card_id: str, front: str) -> str:
    return f"- id: {card_id}\n  category: colour\n  front: {front}\n  back: Blue.\n  value: blue\n"


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """The proof of a deck (in a git repository) whose `z.yaml` repeats a question of each of the
    two files, made from `decks/` (the terminal names files from there); the deck has a German
    catalog with nothing translated (a note on each German side, tagged `[de]`)."""
    root = tmp_path_factory.mktemp("tooltips")
    deck, git = committed_deck(root)
    (deck / "cards" / REAL).write_text(_card("real", "The colour of the real sky."), encoding="utf-8")
    (deck / "cards" / DECOY).write_text(_card("decoy", "The colour of the decoy sky."), encoding="utf-8")
    (deck / "cards" / "z.yaml").write_text(_card("again-real", "The colour of the real sky.")
                                           + _card("again-decoy", "The colour of the decoy sky."), encoding="utf-8")
    assert deckctl_in_process("i18n", "update", deck, "--lang", "de", cwd=root).exit_code == 0
    result = deckctl_in_process("proof", "deck", "--out", root / "site", cwd=root / "decks")
    assert result.exit_code == 0, result.stderr  # (warnings only)
    return root / "site" / "index.html"


def _as_listed(item: str) -> str:
    """A finding's message (and language tag) as its list item reads, `...` spans in quotation marks."""
    message = re.search(r'<span class="msg">(.*?)</span>', item).group(1)
    tag = re.search(r'<span class="tag">(.*?)</span>', item)
    message = re.sub(r"<code>(.*?)</code>", "\u201c\\1\u201d", message)
    return html.unescape(message + (f" {tag.group(1)}" if tag else ""))


def _tooltips(text: str, card: str) -> dict[str, tuple[str, str]]:
    """The finding ids of a card's marks -> (the list's reading, the mark's tooltip)."""
    article = re.search(rf'<article [^>]*data-id="{card}".*?</article>', text, re.S).group(0)
    items = {ident: item for ident, item in re.findall(r'<li class="finding[^"]*" id="([^"]+)".*?(.*?)</li>', article)}
    marks = re.findall(r'<span class="mark [^"]*" data-finding="([^"]+)"[^>]*title="([^"]*)"', article)
    return {ident: (_as_listed(items[ident]), html.unescape(title)) for ident, title in marks}


def test_a_marks_tooltip_reads_as_the_finding_list(page):
    text = page.read_text(encoding="utf-8")
    real, decoy = _tooltips(text, "again-real"), _tooltips(text, "again-decoy")
    [(listed, tooltip)] = [pair for pair in real.values() if "the same question" in pair[0]]
    assert tooltip == listed == "the same question as card \u201creal\u201d (decks/deck/cards/a\\u200bb.yaml:3)"
    [(listed, tooltip)] = [pair for pair in decoy.values() if "the same question" in pair[0]]
    assert tooltip == listed == "the same question as card \u201cdecoy\u201d (decks/deck/cards/a\\\\u200bb.yaml:3)"
    # a German side's note: its language tag, as the list shows it
    notes = [pair for pair in real.values() if pair[0].endswith(" [de]")]
    assert notes and all(tooltip == listed for listed, tooltip in notes), notes


def test_the_tooltip_shows_in_the_browser(browser, page):
    """What the browser makes of the title attribute: the page's names, told apart."""
    shown = open_page(browser, page).execute_script(
        "return [...document.querySelectorAll('.card[data-id=\"again-decoy\"] .mark')].map(m => m.title)")
    assert "the same question as card \u201cdecoy\u201d (decks/deck/cards/a\\\\u200bb.yaml:3)" in shown, shown


def test_the_diff_pages_tooltips_read_as_its_list(page):
    """The diff page's notes (a text printed untranslated) carry their language tag in its list
    as on the proof's, and the box of the text says the same."""
    root = page.parent.parent
    assert deckctl_in_process("diff", "--html", "HEAD", "--out", root / "cd", cwd=root).exit_code == 0
    text = (root / "cd" / "index.html").read_text(encoding="utf-8")
    pairs = [pair for card in ("again-real", "again-decoy") for pair in _tooltips(text, card).values()]
    assert pairs and all(listed == tooltip and listed.endswith(" [de]") for listed, tooltip in pairs), pairs
