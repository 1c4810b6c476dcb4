"""A number cell in a text column is written with the digits a spreadsheet holds and shows, 15
significant ones: a float's further digits are binary noise. A 20-digit number typed into a
General cell (Excel keeps 1.23456789012346E+19) had been written out whole, with digits nobody
typed or saw (...600960), and a formula's 0.1+0.2 as 0.30000000000000004 where the sheet shows 0.3
(deckctl/sheet/cells.py `_number_text`)."""

from __future__ import annotations

import yaml
from deckfactory import VALID_CARDS
from sheetbook import exported_book


def test_number_cells_are_written_with_the_digits_shown(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    book = exported_book(cli, deck, tmp_path)
    rows = book.rows
    back = book.headers.index("back")
    rows["sky-colour"][back].value = 1.23456789012346e19  # as Excel stores 12345678901234567890 typed
    rows["grass-colour"][back].value = 0.1 + 0.2  # as a formula's result is stored
    rows["spider-legs"][back].value = 2.5
    run = cli("import", "sheet", book.save(), deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {card["id"]: card for card in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["sky-colour"]["back"] == "12345678901234600000"
    assert cards["grass-colour"]["back"] == "0.3"
    assert cards["spider-legs"]["back"] == "2.5"
