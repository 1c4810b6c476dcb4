"""A deck folder named through a link leading out of its repository is not locked, so `import
sheet` (deckctl/sheet/merge.py import_sheet, which locks the deck before it reads it) refuses it.
Its hint spoke of plain files ('not links leading out of it'), though what is there is a deck
folder: it is now the one deck discovery gives for such a link."""

from __future__ import annotations

import shutil

from deckfactory import DECKS

from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import import_sheet


def test_a_deck_reached_through_a_link_leading_out_is_told_to_be_kept_as_a_folder(tmp_path, monkeypatch):
    elsewhere = tmp_path / "elsewhere"
    shutil.copytree(DECKS / "knowledge-starter", elsewhere)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(elsewhere, sheet) == []
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "decks").mkdir()
    (repo / "decks/linked").symlink_to(elsewhere, target_is_directory=True)
    monkeypatch.chdir(repo)
    before = sorted((p.name, p.read_bytes()) for p in (elsewhere / "cards").iterdir())
    found = import_sheet(sheet, repo / "decks/linked").diagnostics
    assert [(d.code, d.message) for d in found] == [
        ("unreadable", "the deck folder is reached through a symbolic link leading outside its repository; "
                       "nothing is imported")]
    assert found[0].hint == ("keep decks inside the repository as folders, not links leading out of it; to work "
                             "on the deck a link leads to, name that folder itself")
    assert sorted((p.name, p.read_bytes()) for p in (elsewhere / "cards").iterdir()) == before
