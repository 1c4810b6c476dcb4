"""Excel may leave out a row's empty last cells when it saves a CSV, so a field cleared in a row's
last cells comes back as a row shorter than the header. Where the sheet's other rows show that
way of writing (rows of the deck's cards ending at a value, lacking only cells their cards have
empty), the row ends at a value and the next row is a card's, its missing cells are the fields
cleared: the card's fields are cleared, with a `cleared-cells` warning. It had been a `short-row`
error, nothing written. A row a line break typed outside quotes cut short (the next row starts
with the rest of the text, no card's id) is still a `short-row` error (deckctl/sheet/merge.py
`_trimmed`, `_followed_by_a_card`, `_cut_short`)."""

from __future__ import annotations


import pytest
from deckfactory import VALID_CARDS
from sheetbook import excel_short_csv

CARDS = VALID_CARDS["knowledge"].replace("  value: blue\n", "  value: blue\n  source: https://example.org/sky\n"
                                         "  notes: Checked.\n")


def _excel_short(cli, make_deck, tmp_path, cleared: tuple[str, ...]):
    """The deck and its CSV export as Excel may write it (`sheetbook.excel_short_csv`), sky-colour's
    `cleared` cells emptied."""
    def clear(header, rows):
        for row in rows:
            if row[0] == "sky-colour":
                for name in cleared:
                    row[header.index(name)] = ""

    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    return deck, sheet, excel_short_csv(cli, deck, sheet, edit=clear)


@pytest.mark.parametrize("cleared", [("notes",), ("source", "notes")])
def test_fields_cleared_in_a_rows_last_cells_are_cleared(cli, make_deck, tmp_path, cleared):
    """First with a line break typed into sky-colour's front outside quotes too: the row ends at
    `The colour of a clear`, the next starts with `daytime sky.`, and that is still refused."""
    deck, sheet, rows = _excel_short(cli, make_deck, tmp_path, cleared)
    number = next(i for i, row in enumerate(rows) if row[0] == "sky-colour") + 1
    ends = len(rows[number - 1])
    saved = sheet.read_bytes()
    text = saved.decode("utf-8-sig")
    assert text.count("The colour of a clear daytime sky.,") == 1
    sheet.write_text(text.replace("The colour of a clear daytime sky.,", "The colour of a clear\r\ndaytime sky.,"),
                     encoding="utf-8-sig")
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert f"deck.csv:{number}:5: error: card `sky-colour`: the row ends after its 4 cells: its last cells" in run.stdout
    assert "[short-row]" in run.stdout and "[cleared-cells]" not in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
    sheet.write_bytes(saved)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    fields = ", ".join(f"`{header}`" for header in cleared)
    assert (f"deck.csv:{number}:{ends + 1}: warning: card `sky-colour`: the row ends after its {ends} cells, as a "
            "spreadsheet writes a row whose last cells are empty (other rows of the sheet end so too): its missing "
            f"cells are read as emptied, and clear the card's {fields} [cleared-cells]") in run.stdout
    assert "1 card changed" in run.stderr
    expected = CARDS.replace("  notes: Checked.\n", "")
    if "source" in cleared:
        expected = expected.replace("  source: https://example.org/sky\n", "")
    assert (deck / "cards" / "cards.yaml").read_text(encoding="utf-8") == expected
