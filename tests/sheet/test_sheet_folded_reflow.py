"""A folded text (`>-`) edited in the sheet is re-flowed from the edited line on, to the end of its
paragraph or until its line breaks line up with the old ones again (deckctl/sheet/inplace.py
`moved_folds`): no line is left much shorter than the others, the lines before the edit stay as
they were, and the text still reads as the cell."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from deckfactory import VALID_CARDS, edit_sheet_cells
from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet, write

CHERRY = ("  back: >-\n"
          "    C, as in cherry, a small round stone fruit that is typically\n"
          "    bright or dark red when ripe and grows on trees in warm\n"
          "    regions; it is eaten fresh, baked in pies or made into jam.\n"
          "\n"
          "    Its stone holds a seed that is bitter and must not be eaten\n"
          "    at all, since it is a little poisonous when crushed.\n")


def _cherry(value: str) -> str:
    return yaml.safe_load("back" + CHERRY[6:])["back"].replace(*value) if isinstance(value, tuple) else value


EDITS = {
    "one character more on a full line": ("small round", "small, round"),
    "a line made much shorter": ("a small round stone fruit that is typically", "typically"),
    "an edit in the last line": ("when crushed.", "when crushed-and-swallowed."),  # (no space after it)
    "an edit across the paragraph break": ("into jam.\nIts stone holds", "into jam, and its stone, holding"),
}


def _folded_lines(text: str) -> list[str]:
    """The content lines of the card's folded `back`, their indent taken off."""
    body = text.split("  back: >-\n", 1)[1]
    lines = []
    for line in body.split("\n"):
        if line and not line.startswith("    "):
            break
        lines.append(line[4:])
    while lines and not lines[-1]:
        lines.pop()
    return lines


@pytest.mark.parametrize("edit", EDITS.values(), ids=EDITS.keys())
def test_an_edited_folded_text_is_reflowed_where_a_line_would_be_left_short(make_deck, tmp_path: Path, edit):
    _check_reflowed(make_deck, tmp_path, edit, {})


def test_a_folded_text_in_a_card_written_by_fmts_writer_is_reflowed_so_too(make_deck, tmp_path: Path):
    _check_reflowed(make_deck, tmp_path, EDITS["one character more on a full line"],
                    {("grass-colour", "source"): ""}, "  source: https://example.org\n")  # (a cleared cell)


def _check_reflowed(make_deck, tmp_path: Path, edit, other_cells: dict, other_lines: str = "") -> None:
    deck = make_deck("knowledge", VALID_CARDS["knowledge"].replace("  back: Green.\n", CHERRY + other_lines))
    before = (deck / "cards/cards.yaml").read_text()
    cell = _cherry(edit)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    edit_sheet_cells(sheet, {("grass-colour", "back"): cell, **other_cells})
    result = merge_sheet(sheet, deck)
    assert result.ok, result.diagnostics
    write(result)
    after = (deck / "cards/cards.yaml").read_text()

    assert next(card for card in yaml.safe_load(after) if card["id"] == "grass-colour")["back"] == cell
    old, new = _folded_lines(before), _folded_lines(after)
    first_edited = next(i for i, (a, b) in enumerate(zip(old, new)) if a != b)
    assert new[:first_edited] == old[:first_edited]  # (the lines before the edit, byte for byte)
    longest = max(map(len, new))
    for number, line in enumerate(new):
        ends_a_paragraph = number + 1 == len(new) or not new[number + 1]
        assert not line or ends_a_paragraph or 2 * len(line) >= longest, new
    assert longest <= max(map(len, old)), new
