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
