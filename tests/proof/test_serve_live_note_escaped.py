"""The live note `proof --serve` sends the open page after a save (`<deck>: 1 card picture drawn,
...`, shown in the bar) names the deck as the page names it, invisible and bidi characters
escaped: a deck whose id validate refuses is named by its folder, whose name may hold a U+202E
that showed the rest of the note reversed, and a zero-width space that showed nothing (the
terminal's line escaped them already)."""

from __future__ import annotations

import os

from deckfactory import write_deck


def test_the_live_note_shows_the_decks_invisible_characters_escaped(tmp_path, monkeypatch):
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    deck = write_deck(tmp_path / "repo", "knowledge", name="d\u202eevil\u200b")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("id: test-deck", "id: 'x\u202ey'"))  # (refused: the folder's name stands for it)
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    try:
        page = server.listen()
        page.get_nowait()  # (hello)
        cards = deck / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        server.update(0, {os.path.realpath(cards)})
        notes = []
        while not page.empty():
            notes.append(page.get_nowait()[1]["note"])
        assert notes and all(note.startswith("d\\u202eevil\\u200b: ") for note in notes), notes
    finally:
        server.close()
