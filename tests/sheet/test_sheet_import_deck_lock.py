"""`deckctl import sheet` read a deck, merged a sheet into it and wrote its card files without the
deck folder's lock that `deckctl new card` holds (deckctl/io/lock.py): a card added while the sheet
was merged was lost when the merged file was written (or `new card` stopped with `deck-changed`).
The import now reads, merges and writes the deck under its lock."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from decklock import cards_added_while, lock_held, numbered_cards, started
from deckfactory import write_deck

from deckctl.sheet.export import export_sheet

CARDS = 1500  # (a merge of some seconds, in which `new card` runs on the old code)


def edited_sheet(deck: Path, sheet: Path) -> Path:
    """The deck exported as a sheet, with the back of its first card edited."""
    assert export_sheet(deck, sheet) == []
    text = sheet.read_text(encoding="utf-8-sig")
    assert text.count("It is 1.,") == 1
    sheet.write_text(text.replace("It is 1.,", "It is one.,"), encoding="utf-8-sig")
    return sheet


def test_import_and_new_card_runs_meanwhile_keep_every_card_and_the_edit(tmp_path):
    """`new card` run again and again, one after another, for as long as the import runs: every
    card each says it added is in the file, and so is the sheet's edit."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(CARDS)})
    sheet = edited_sheet(deck, tmp_path / "deck.csv")
    importing = started(["import", "sheet", str(sheet), "deck"], tmp_path)
    added = cards_added_while(importing, tmp_path)
    out, err = importing.communicate(timeout=300)
    assert importing.returncode == 0 and "1 card changed" in err, out + err
    cards = yaml.safe_load((deck / "cards" / "quiz.yaml").read_text(encoding="utf-8"))
    assert [card["id"] for card in cards] == [f"quiz-{n:04d}" for n in range(1, CARDS + 1)] + added
    assert cards[0]["back"] == "It is one."


@pytest.fixture
def held(tmp_path):
    """A deck whose folder another process's lock holds (this one's, through a descriptor of its own)."""
    deck = write_deck(tmp_path, "knowledge", cards={"quiz.yaml": numbered_cards(3)})
    with lock_held(deck):
        yield deck


def test_a_lock_held_too_long_is_one_clear_error(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    sheet = edited_sheet(held, tmp_path / "deck.csv")
    before = (held / "cards" / "quiz.yaml").read_bytes()
    result = cli("import", "sheet", str(sheet), "deck", cwd=tmp_path)
    assert result.exit_code == 1 and result.exception is None
    said = result.stdout + result.stderr
    assert said.count("[deck-locked]") == 1 and "deck: error: the deck is locked" in said
    assert "run `deckctl import sheet` again" in said and "nothing written" in said
    assert (held / "cards" / "quiz.yaml").read_bytes() == before
    assert sorted(p.name for p in (held / "cards").iterdir()) == ["quiz.yaml"]


def test_export_takes_no_lock(held, tmp_path, cli, monkeypatch):
    from deckctl.io import lock

    monkeypatch.setattr(lock, "MAX_LOCK_WAIT_SECONDS", 0.2)
    result = cli("export", "sheet", "deck", "--out", str(tmp_path / "out.csv"), cwd=tmp_path)
    assert result.exit_code == 0, result.stdout + result.stderr
