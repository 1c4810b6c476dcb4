"""A deck's exported XLSX opened as a spreadsheet user would edit it (openpyxl), for the import
sheet tests that change cells the way a spreadsheet writes them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import openpyxl


@dataclass
class Book:
    path: Path
    book: openpyxl.Workbook
    cards: object  # the `cards` worksheet
    headers: list  # row 1's cells' values

    @property
    def rows(self) -> dict:
        """Each card row's cells by the card id in column A."""
        return {row[0].value: row for row in self.cards.iter_rows(min_row=2)}

    def save(self) -> Path:
        self.book.save(self.path)
        return self.path


def exported_book(cli, deck: Path, tmp_path: Path) -> Book:
    """`deckctl export sheet` of `deck` into tmp_path/deck.xlsx, opened."""
    sheet = tmp_path / "deck.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    return Book(sheet, book, cards, [cell.value for cell in cards[1]])


def knowledge_deck_with_backs(make_deck, backs: dict[str, str], quoted: bool = False) -> Path:
    """A Knowledge? deck of the factory's valid cards, each card in `backs` with that back (written
    in double quotes with `quoted`)."""
    from deckfactory import VALID_CARDS

    cards = VALID_CARDS["knowledge"]
    for card_id, back in backs.items():
        head, rest = cards.split(f"- id: {card_id}\n", 1)
        line = next(line for line in rest.split("\n") if line.startswith("  back: "))
        cards = f"{head}- id: {card_id}\n" + rest.replace(line, f'  back: "{back}"' if quoted else f"  back: {back}", 1)
    return make_deck("knowledge", cards)


def excel_short_csv(cli, deck: Path, sheet: Path, separator: str = ",", edit=None) -> list[list[str]]:
    """`deck`'s CSV export at `sheet` without `file` and `exported-from`, each row written as Excel
    may write it: its empty last cells left out, CRLF line ends, the header whole, cells separated
    by `separator` (German Excel writes `;`); `edit(header, rows)` changes the rows first. The rows
    as written."""
    import csv
    import io

    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    kept = [i for i, header in enumerate(rows[0]) if header not in ("file", "exported-from")]
    rows = [[row[i] for i in kept] for row in rows]
    if edit is not None:
        edit(rows[0], rows[1:])
    short = [rows[0]] + [row[:max(i + 1 for i, cell in enumerate(row) if cell)] for row in rows[1:]]
    out = io.StringIO()
    csv.writer(out, delimiter=separator, lineterminator="\r\n").writerows(short)
    sheet.write_bytes(b"\xef\xbb\xbf" + out.getvalue().encode("utf-8"))
    return short


def with_typed_row(cli, make_deck, tmp_path, line: str):
    """A Knowledge? deck, its CSV export as Excel may write it (`excel_short_csv`), and `line` typed
    at its end, as in a text editor: (the deck, the sheet, the rows as exported)."""
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    rows = excel_short_csv(cli, deck, sheet)
    sheet.write_bytes(sheet.read_bytes() + line.encode("utf-8") + b"\r\n")
    return deck, sheet, rows
