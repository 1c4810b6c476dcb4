"""Merged cells in an XLSX sheet: a spreadsheet shows the first cell's value across the range and
keeps no other (Excel drops them when it merges), so the other cells read as empty. Over a card's
row that cleared its field with nothing said (a merged `source`), or left a required one empty; it
is a `merged-cells` error at the range, nothing written (deckctl/sheet/xlsx.py `_no_merged_cells`).
Merged cells in empty rows below the cards are harmless."""

from __future__ import annotations

from deckfactory import VALID_CARDS
from sheetbook import exported_book

CARDS = VALID_CARDS["knowledge"].replace(
    "  value: blue\n", "  value: blue\n  source: https://example.org/sky\n").replace(
    "  value: green\n", "  value: green\n  source: https://example.org/grass\n")


def _exported(cli, make_deck, tmp_path, merge):
    deck = make_deck("knowledge", CARDS)
    book = exported_book(cli, deck, tmp_path)
    merge(book.cards, book.headers, [cell.value for cell in book.cards["A"]])
    return deck, book.save()


def test_merged_cells_over_cards_are_refused(cli, make_deck, tmp_path):
    def merge(cards, headers, ids):
        column = headers.index("source") + 1
        first = ids.index("sky-colour") + 1
        assert ids[first + 1] == "grass-colour"
        cards.merge_cells(start_row=first, start_column=column, end_row=first + 2, end_column=column)

    deck, sheet = _exported(cli, make_deck, tmp_path, merge)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert ("deck.xlsx!I4: error: the cells I4:I6 of the cards `sky-colour`, `insect-legs`, `grass-colour` are "
            "merged: the sheet keeps the value of the first of them only") in run.stdout
    assert "[merged-cells]" in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_merged_headers_are_refused(cli, make_deck, tmp_path):
    deck, sheet = _exported(cli, make_deck, tmp_path,
                            lambda cards, headers, ids: cards.merge_cells("B1:C1"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert "deck.xlsx!B1: error: the cells B1:C1 are merged" in run.stdout and "lose their headers" in run.stdout


def test_merged_cells_in_empty_rows_are_harmless(cli, make_deck, tmp_path):
    def merge(cards, headers, ids):
        cards.merge_cells(start_row=len(ids) + 3, start_column=1, end_row=len(ids) + 5, end_column=4)
        cards.cell(len(ids) + 3, 1).value = None

    deck, sheet = _exported(cli, make_deck, tmp_path, merge)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
