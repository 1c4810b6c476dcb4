"""The live note `proof --serve` sends the open page after a save (`<deck>: 1 card picture drawn,
...`, shown in the bar) names the deck as the page names it: a deck whose id validate refuses is
named by its folder, its invisible and bidi characters escaped (a U+202E showed the rest of the
note reversed, a zero-width space showed nothing; the terminal's line escaped them already), and
that folder told apart from any other (a folder named with the six characters `d\\u200b` was named
as the folder whose name holds a zero width space)."""

from __future__ import annotations

import os

from deckfactory import write_deck


def _live_messages(tmp_path, monkeypatch, folder: str) -> tuple[list[str], list[str]]:
    """The notes and the parts' HTML the open page is sent after a save to a deck in `folder`,
    whose id validate refuses."""
    from deckctl.proof.serve import Server

    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    deck = write_deck(tmp_path / "repo", "knowledge", name=folder)
    manifest = deck / "deck.yaml"
    manifest.write_text(manifest.read_text().replace("id: test-deck", "id: 'x\u202ey'"))  # (refused: the folder's name stands for it)
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
        return notes, parts
    finally:
        server.close()


def test_the_live_note_shows_the_decks_invisible_characters_escaped(tmp_path, monkeypatch):
    notes, _ = _live_messages(tmp_path, monkeypatch, "d\u202eevil\u200b")
    assert notes and all(note.startswith("d\\u202eevil\\u200b: ") for note in notes), notes


def test_the_live_note_names_the_deck_folder_apart(tmp_path, monkeypatch):
    notes, parts = _live_messages(tmp_path, monkeypatch, "d\\u200b")
    assert notes and all(note.startswith("d\\\\u200b: ") for note in notes), notes  # (the old: `d\u200b: `)
    heads = [part for part in parts if 'class="head"' in part]
    assert heads and all('<p class="about">d\\\\u200b · ' in head for head in heads), heads  # (its heading too)
