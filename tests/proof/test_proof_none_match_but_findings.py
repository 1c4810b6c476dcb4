"""A filter that chooses no card but findings on no card (a card file's YAML error, a deck's
warning) showed them above "No cards match: clear the search box or set the filters", which read
as if the filter had found nothing. The note says too that the findings shown are on no card,
and why a file's cards are not there; a search that finds nothing at all says only the first."""

from __future__ import annotations

from browser import console_errors, open_page
from deckfactory import write_deck

LOOSE = "return [document.getElementById('none').hidden, document.getElementById('none-loose').hidden]"


def test_no_card_but_a_card_files_error_says_whose_the_finding_is(tmp_path, cli, browser):
    deck = write_deck(tmp_path, "knowledge")
    (deck / "cards" / "broken.yaml").write_text("- id: broken\n  front: [oops\n", encoding="utf-8")
    assert cli("proof", deck, "--out", tmp_path / "site", "-j", "1", cwd=tmp_path).exit_code == 1
    page = open_page(browser, tmp_path / "site" / "index.html")
    page.execute_script("const s = document.getElementById('severity'); s.value = 'error';"
                        "s.dispatchEvent(new Event('change'));")
    assert page.execute_script("return document.getElementById('count').value") == "0 of 7 cards; 1 finding on no card"
    assert page.execute_script(LOOSE) == [False, False]
    assert "on no card: a deck's or a card file's" in page.execute_script(
        "return document.getElementById('none').textContent")
    page.execute_script("const s = document.getElementById('severity'); s.value = '';"
                        "s.dispatchEvent(new Event('change'));"
                        "const q = document.getElementById('q'); q.value = 'zzzz'; q.dispatchEvent(new Event('input'));")
    assert page.execute_script(LOOSE) == [False, True]
    assert console_errors(page) == []
