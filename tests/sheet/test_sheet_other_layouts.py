"""A card file not in fmt's layout changes only in the edited cards' lines on import (git diff shows
the edits), or the import says why it cannot (deckctl/sheet/merge.py, `_only_the_edits`). A changed
value is written where it stands (test_sheet_values_in_place.py); these are the edits that cannot
be, a key removed or added: the card is written in fmt's layout."""

from __future__ import annotations

import shutil
from pathlib import Path

from deckfactory import DECKS, import_edited_sheet

from deckctl.io import rewrite


def _deck(tmp_path: Path, relayout) -> tuple[Path, Path, str]:
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    path = deck / "cards" / "colour.yaml"
    lines = path.read_text(encoding="utf-8").split("\n")
    text = "\n".join([lines[0]] + [relayout(line) for line in lines[1:]])
    path.write_text(text, encoding="utf-8")
    return deck, path, text


def _import(cli, deck: Path, tmp_path: Path, cells: dict[tuple[str, str], str]):
    return import_edited_sheet(cli, deck, tmp_path, cells)


def _indented(line: str) -> str:
    return "  " + line if line else line


def test_a_file_whose_cards_are_indented_changes_only_in_the_edited_lines(cli, tmp_path):
    deck, path, text = _deck(tmp_path, _indented)
    run = _import(cli, deck, tmp_path, {("china-flag-field", "back"): "Red field.", ("china-flag-field", "source"): "",
                                        ("japan-flag-disc", "front"): "The disc on the flag of Japan."})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert path.read_text(encoding="utf-8") == text.replace(
        "    back: China's flag shows five yellow stars on a red field.\n", "    back: Red field.\n", 1).replace(
        "    source: https://en.wikipedia.org/wiki/Flag_of_China\n", "", 1).replace(
        "    front: The colour of the disc on the flag of Japan.\n", "    front: The disc on the flag of Japan.\n", 1)


def test_a_card_in_another_layout_losing_a_key_keeps_its_layout_and_the_file_every_other_byte(cli, tmp_path):
    def wide(line: str) -> str:  # keys 4 in from the dash, a space at the end of a line of another card
        line = "-   " + line[2:] if line.startswith("- ") else "  " + line if line.startswith("  ") else line
        return line + "  " if line == "    value: yellow" else line

    deck, path, text = _deck(tmp_path, wide)
    path.write_text("---\n" + text, encoding="utf-8")  # (a line fmt's writer does not read)
    run = _import(cli, deck, tmp_path, {("china-flag-field", "back"): "Red field.", ("china-flag-field", "tags"): ""})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "    value: yellow  \n" in text
    assert path.read_text(encoding="utf-8") == "---\n" + text.replace(
        "    back: China's flag shows five yellow stars on a red field.\n", "    back: Red field.\n", 1).replace(
        "    back: Red field.\n    value: red\n    tags: [flags]\n", "    back: Red field.\n    value: red\n", 1)


def test_a_file_the_edits_cannot_be_spliced_into_is_refused_with_why(cli, tmp_path, monkeypatch):
    deck, path, text = _deck(tmp_path, _indented)
    monkeypatch.setattr(rewrite, "spliced", lambda *args: None)  # (whatever the file holds that stops it)
    run = _import(cli, deck, tmp_path, {("china-flag-field", "back"): "Red field.", ("china-flag-field", "tags"): ""})
    assert run.exit_code == 1 and run.exception is None
    assert "colour.yaml, which this row changes, is not in deckctl fmt's layout" in run.stdout
    assert "importing would rewrite every card of the file [fmt-unsafe]" in run.stdout
    assert "hint: run `deckctl fmt deck/cards/colour.yaml` (a commit of its own" in run.stdout
    assert path.read_text(encoding="utf-8") == text
