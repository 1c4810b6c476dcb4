"""`import sheet` writes an edited block text (`|`, `|+`, `>`) in its own style: its chomping
indicator, and so the line breaks the text ends with, stay as they were."""

from __future__ import annotations

from pathlib import Path

import yaml

from deckfactory import VALID_CARDS, edit_sheet_cells
from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet, write

BLOCKS = (VALID_CARDS["knowledge"]
          .replace("  back: A or B.\n", "  back: |\n    A or B.\n")
          .replace("  back: Blue.\n", "  back: |+\n    Blue.\n\n")
          .replace("  back: Green.\n", "  back: >\n    Green,\n    like grass.\n")
          .replace("  back: White.\n", "  back: |-\n    White.\n"))


def _import_edits(deck: Path, tmp_path: Path, edits: dict[tuple[str, str], str]) -> str:
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    edit_sheet_cells(sheet, edits)
    result = merge_sheet(sheet, deck)
    assert result.ok, result.diagnostics
    write(result)
    return (deck / "cards/cards.yaml").read_text()


def test_an_edited_block_text_keeps_its_chomping_indicator(make_deck, tmp_path):
    deck = make_deck("knowledge", BLOCKS)
    text = _import_edits(deck, tmp_path, {("first-letters", "back"): "A or B,\nthe first two.",
                                          ("sky-colour", "back"): "Blue, by day.",
                                          ("grass-colour", "back"): "Green.",
                                          ("snow-colour", "back"): "White, fresh."})
    assert "  back: |\n    A or B,\n    the first two.\n  value: [A, B]\n" in text
    assert "  back: |+\n    Blue, by day.\n\n  value: blue\n" in text
    assert "  back: >\n    Green.\n  value: green\n" in text
    assert "  back: |-\n    White, fresh.\n  value: white\n" in text
    backs = {card["id"]: card["back"] for card in yaml.safe_load(text)}
    assert backs["first-letters"] == "A or B,\nthe first two.\n" and backs["sky-colour"] == "Blue, by day.\n\n"


def test_an_edited_block_clue_keeps_its_chomping_indicator(make_deck, tmp_path):
    deck = make_deck("iknow", VALID_CARDS["iknow"].replace("    - Second clue.\n", "    - |\n      Second clue.\n"))
    text = _import_edits(deck, tmp_path, {("people-001", "clues/2"): "The second clue."})
    assert "    - |\n      The second clue.\n    - Third clue.\n" in text
