"""`diff --html`: an edited card's before and after stood side by side down to 9.5rem a picture
(156 px at a 720 px window), where a card's 7 pt texts are about 5 px high and cannot be read: the
proof's page keeps its pictures at 12.5rem (200 px) at the least and puts a card's second language
under the first rather than shrink it further (be3502f7), the diff page's before and after had kept
the old 9.5rem. They now share a row the same way: beside each other where the window has room,
else after under before."""

from __future__ import annotations

import shutil

import pytest
from browser import console_errors, open_page
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

# (the edited card's narrowest picture, whether its after stands beside its before, and no sideways scrolling)
LAYOUT = """
const card = document.querySelector('article.card[data-id="sky-colour"]');
const widths = [...card.querySelectorAll('.pic img')].map(i => i.getBoundingClientRect().width);
const before = card.querySelector('.before').getBoundingClientRect(), after = card.querySelector('.after').getBoundingClientRect();
return {narrowest: Math.min(...widths), beside: before.top === after.top,
        noSideways: document.documentElement.scrollWidth <= document.documentElement.clientWidth};
"""


def test_before_and_after_never_shrink_below_a_readable_size(tmp_path, cli, browser):
    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("back: Blue.", "back: Blue, bright."), encoding="utf-8")
    git("commit", "-qam", "sky-colour edited")
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0

    for width, beside in ((720, False), (1400, True)):
        layout = open_page(browser, tmp_path / "cd" / "index.html", width=width).execute_script(LAYOUT)
        assert layout["narrowest"] >= 199 and layout["noSideways"] and layout["beside"] == beside, (width, layout)
    assert console_errors(browser) == []
