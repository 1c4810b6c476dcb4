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


def test_what_put_hands_back_is_what_get_reads_back(tmp_path):
    """The sides `put` hands back (which the page is made from at once) are those its record gives
    `get` (which the next proof's page is made from): the same texts, boxes in numbers alike."""
    from types import SimpleNamespace

    from deckctl.export.pdf.pictures import Picture, Placed, Side

    def texts() -> list:
        return [Placed("questions/0/question", "Why?", (4, 5.5, 20, 3)), Placed("", "1", (1.25, 2, 3, 4))]

    folder = store.Store(tmp_path)
    folder.prepare()
    raster = Picture("c1", Side(b"front png", 300, 420, texts()), Side(b"back png", 300, 420, []))
    vector = SimpleNamespace(front=SimpleNamespace(width=300, height=420, texts=texts()),
                             back=SimpleNamespace(width=300, height=420, texts=texts()[:1]), svg=b"<svg/>")
    png_key, svg_key, group = "a" * 64, "b" * 64, "c" * 64
    put_png = folder.put(png_key, raster)
    put_svg = folder.put(svg_key, vector, grouped=True)
    folder.put_records(group, {svg_key: put_svg})

    again = store.Store(tmp_path)
    again.prepare()
    assert repr(again.get(png_key)) == repr(put_png)  # (repr: 4 and 4.0 are equal numbers, not equal text)
    assert repr(again.get(svg_key, (group,))) == repr(put_svg)
    assert repr(put_svg["front"].texts[0]) == repr(("questions/0/question", "Why?", (4.0, 5.5, 20.0, 3.0)))
