"""A card file that a checkout turns into a link leading out of the repository while `proof
--serve` shows it (a stranger's branch checked out under the open page) is not read: the deck's
load refuses it, and the page, keeping that file's cards with their last good pictures, had read
the link's target anyway for the search texts of a card shown without pictures (`data-text`),
writing a file from elsewhere on the machine into the page."""

from __future__ import annotations

import os

from deckfactory import VALID_CARDS, write_deck

BAD = "- id: Bad_Id\n  category: number\n  front: How many moons does Venus have?\n  back: None.\n  value: 0\n"


def test_a_card_file_linked_out_of_the_repository_is_not_read_for_the_page(tmp_path, monkeypatch):
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deck = write_deck(repo, "knowledge", {"cards.yaml": VALID_CARDS["knowledge"] + BAD})
    cards = deck / "cards" / "cards.yaml"
    elsewhere = tmp_path / "elsewhere.yaml"  # (a list of as many entries: the bad card's index finds one)
    elsewhere.write_text("".join(f"- front: SECRET-{n}\n" for n in range(20)))
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    try:
        assert "data-text=\"Bad_Id number How many moons does Venus have? None.\"" in server.page().decode()
        cards.unlink()
        cards.symlink_to(elsewhere)
        server.update(0, {os.path.realpath(cards)})
        page = server.page().decode()
        assert "leading outside the deck" in page  # (the deck's load refused it: its error shown)
        assert "SECRET" not in page
    finally:
        server.close()
