"""A card file whose name holds a character the page shows as an escape (a zero-width space:
`a\\u200bb.yaml` on the page) is opened by its editor link, not the file a stranger committed
under the escape's own spelling (`a\\u200bb.yaml`, a backslash and five letters): the links were
made from the name as shown, so the card's `o` opened that other file. Both on the proof on disk
and on the live server's page (its root given absolute), in a repository folder whose own name
holds such a character. In headless Chromium."""

from __future__ import annotations

import subprocess
from urllib.parse import unquote

from browser import open_page
from deckfactory import VALID_CARDS, write_deck

SHOWN_AS = "a\\u200bb.yaml"  # (the name as the page shows the other, and a name a file can have)
NAMES = {"a\u200bb.yaml": "", SHOWN_AS: "decoy-"}

LINKS = ("return Array.from(document.querySelectorAll('article.card')).map(c => "
         "[c.dataset.id, c.querySelector('header a.src').href])")


def _files_opened(driver, page) -> dict[str, str]:
    """card id -> the file its editor link opens."""
    open_page(driver, page)
    opened = {}
    for card_id, href in driver.execute_script(LINKS):
        assert href.startswith("vscode://file/"), href
        path, line, col = href.removeprefix("vscode://file").rsplit(":", 2)
        assert line.isdigit() and col.isdigit()
        opened[card_id] = unquote(path)
    return opened


def test_an_editor_link_opens_the_file_whatever_the_page_shows_of_its_name(tmp_path, cli, browser):
    repo = tmp_path / "re\u200bpo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    cards = VALID_CARDS["knowledge"]
    deck = write_deck(repo / "decks", "knowledge", {name: cards.replace("id: ", f"id: {prefix}")
                                                    for name, prefix in NAMES.items()})
    cli("proof", deck, cwd=repo)
    page = repo / "proof" / "index.html"
    expected = {f"{prefix}spider-legs": str(deck / "cards" / name) for name, prefix in NAMES.items()}
    opened = _files_opened(browser, page)
    assert {card: opened[card] for card in expected} == expected

    # the live server's page: the repository's root written into it, absolute
    from deckctl.proof.site import gather, render

    out = tmp_path / "served"
    site = gather([deck], out, jobs=1)
    live = out / "live.html"
    live.write_text(render(site, out, live="/events?token=t"), encoding="utf-8")
    opened = _files_opened(browser, live)
    assert {card: opened[card] for card in expected} == expected
