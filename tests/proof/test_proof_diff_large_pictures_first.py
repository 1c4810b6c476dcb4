"""`diff --html`: an edited card shown large (Enter) has its pictures sized to stand whole within
the window (docs/proof.md), but its table of changes came first in the dialog and pushed them
down: at 1280 x 900 the bottom of each front was below the window. Shown large, the pictures come
first and the table after them; on the page the table still comes first."""

from __future__ import annotations

import shutil

import pytest
from browser import console_errors, open_page
from deckfactory import committed_deck

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

# (the dialog's bottom, each front's bottom (before and after: beside each other, each side's back
# under its front), and where the table is)
PLACES = """
const large = document.getElementById("large");
return [large.getBoundingClientRect().bottom,
        Array.from(large.querySelectorAll('.beforeafter .pic[data-side="front"] img'))
          .map(i => i.getBoundingClientRect().bottom),
        large.querySelector("table.fields").getBoundingClientRect().top,
        large.querySelector(".beforeafter").getBoundingClientRect().bottom];
"""


def test_an_edited_card_shown_large_has_its_pictures_whole_and_its_table_after(tmp_path, cli, browser):
    from selenium.webdriver.common.keys import Keys

    root = tmp_path / "repo"
    root.mkdir()
    deck, git = committed_deck(root)
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("back: White.", "back: White as snow."),
                     encoding="utf-8")
    git("commit", "-qam", "snow edited")
    assert cli("diff", "--html", "HEAD~1", "HEAD", "--out", tmp_path / "cd", cwd=root).exit_code == 0

    page = open_page(browser, tmp_path / "cd" / "index.html", width=1280, height=900)
    card = 'article[data-id="snow-colour"]'
    # (on the page, the table first: what changed, then the pictures)
    assert page.execute_script(f"const c = document.querySelector('{card}');"
                               "return c.querySelector('table.fields').getBoundingClientRect().top"
                               " < c.querySelector('.beforeafter').getBoundingClientRect().top")
    page.execute_script(f"document.querySelector('{card}').focus()")
    page.switch_to.active_element.send_keys(Keys.ENTER)
    bottom, pictures, table, sides = page.execute_script(PLACES)
    assert len(pictures) == 2  # (before and after)
    assert max(pictures) <= bottom, (pictures, bottom)
    assert table >= sides  # (the table is still in the dialog, under the pictures)
    page.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert page.execute_script("return document.activeElement.dataset.id") == "snow-colour"
    assert console_errors(page) == []
