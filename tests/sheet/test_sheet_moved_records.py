"""Rows sorted in a spreadsheet without their hidden `exported-from` column (the cells A:K selected
and sorted, L left in place) leave each card's record in another row. Each row had been merged
with the record standing in it, which names another card: set aside, the row was merged two ways,
and a stale cell undid a change made in YAML since the export, with nothing said. Each card is now
merged with its own record, found by its id wherever it stands, with one `moved-records` warning
(deckctl/sheet/threeway.py `_records_by_card`)."""

from __future__ import annotations

import openpyxl
import yaml
from deckfactory import VALID_CARDS


def test_records_sorted_apart_from_their_rows_still_count(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    sheet = tmp_path / "deck.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    cards_file = deck / "cards" / "cards.yaml"
    # Since the export, a colleague fixed a back in YAML.
    cards_file.write_text(cards_file.read_text(encoding="utf-8").replace("back: Blue.", "back: Blue, by day."),
                          encoding="utf-8")
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    headers = [cell.value for cell in cards[1]]
    record = headers.index("exported-from")
    rows = [[cell.value for cell in row[:record]] for row in cards.iter_rows(min_row=2)]
    rows.sort(key=lambda row: row[headers.index("back")])  # sorted by back, the record column left in place
    for number, values in enumerate(rows, start=2):
        if values[0] == "grass-colour":
            values[headers.index("front")] = "The colour of fresh spring grass."
        for column, value in enumerate(values, start=1):
            cards.cell(number, column).value = value
    assert cards.cell(2, 1).value != "spider-legs"  # (the first card's record stands there)
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    merged = {card["id"]: card for card in yaml.safe_load(cards_file.read_text(encoding="utf-8"))}
    assert merged["sky-colour"]["back"] == "Blue, by day."  # the YAML change is kept
    assert merged["grass-colour"]["front"] == "The colour of fresh spring grass."  # the sheet's edit is applied
    assert "[moved-records]" in run.stdout and "warning:" in run.stdout
    assert "1 card changed" in run.stderr and "1 with YAML changes since the export kept" in run.stderr
