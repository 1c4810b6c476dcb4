"""A proof's store lists its folder once a deck (`Store.prepare`): a picture or record not there
then is not looked for (a proof into a new folder drew every card after looking each one's
picture and record up in vain), and one there is read and checked as before."""

from __future__ import annotations

from pathlib import Path

from deckfactory import write_deck

from deckctl.proof import store
from deckctl.proof.drawing import draw_deck


def test_a_new_folder_is_not_searched_card_by_card_and_a_full_one_is_read(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    deck = write_deck(tmp_path / "decks", "i-know")
    out = tmp_path / "proof"
    looked_up = []  # files of the store's folder looked for
    read_kept, lexists = store.read_kept, store.os.path.lexists

    def noted(path) -> None:
        if path.parent == out / store.FOLDER:
            looked_up.append(path.name)

    monkeypatch.setattr(store, "read_kept", lambda path, *args: noted(path) or read_kept(path, *args))
    monkeypatch.setattr(store.os.path, "lexists", lambda path: noted(Path(path)) or lexists(path))

    first = draw_deck(deck, out, 150)
    assert first.drawn > 0 and first.kept == 0
    assert looked_up == []

    again = draw_deck(deck, out, 150)
    assert again.drawn == 0 and again.kept == first.drawn  # (each picture found through its record, checked)
    assert any(name.endswith(store.RECORDS) for name in looked_up)
