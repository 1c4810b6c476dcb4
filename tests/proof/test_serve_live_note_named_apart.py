"""The live note `proof --serve` sends after a save names a deck whose id validate refuses by its
folder, and that folder apart from any other, as the page's heading names it: a folder named with
the six characters `d\\u200b` was named as the folder whose name holds a zero width space."""

from __future__ import annotations

import os

from deckfactory import write_deck


def test_the_live_note_names_the_deck_folder_apart(tmp_path, monkeypatch):
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    deck = write_deck(tmp_path / "repo", "knowledge", name="d\\u200b")
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("id: test-deck", "id: 'x\u202ey'"))  # (refused: the folder stands for it)
    server = Server([deck], tmp_path / "site", 0, 150, 1)
    try:
        page = server.listen()
        page.get_nowait()  # (hello)
        cards = deck / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        server.update(0, {os.path.realpath(cards)})
        notes, parts = [], []
        while not page.empty():
            message = page.get_nowait()[1]
            notes.append(message["note"])
            parts += [part["html"] for part in message["parts"]]
        assert notes and all(note.startswith("d\\\\u200b: ") for note in notes), notes  # (the old: `d\u200b: `)
        heads = [part for part in parts if 'class="head"' in part]
        assert heads and all('<p class="about">d\\\\u200b · ' in head for head in heads), heads  # (its heading too)
    finally:
        server.close()
