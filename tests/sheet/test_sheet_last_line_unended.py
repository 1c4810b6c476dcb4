"""A card file whose last line has no line end keeps it so when a card leaves it (`--prune`, or
a `file` cell moving the card to another file), as it does when a cell is edited (docs/sheets.md:
"A last line without a line end stays so"): the file's untouched last card keeps every byte.
Cutting the file at its cards had ended it with a line end. (A card joining such a file ends the
line above it and its own lines, as test_sheet_mixed_line_ends.py has it.)"""

from __future__ import annotations

import csv

import pytest

from deckfactory import write_deck

CARDS = """\
- id: first
  category: number
  front: How many moons has Mars?
  back: Two.
  value: 2
- id: last
  category: number
  front: How many moons has Venus?
  back: None.
  value: 0
  source: https://en.wikipedia.org/wiki/Venus"""


def rows_of(sheet):
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle))


def save(sheet, rows) -> None:
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
@pytest.mark.parametrize("change", ["pruned", "moved"])
def test_a_last_line_without_a_line_end_stays_so(cli, tmp_path, change, newline):
    deck = write_deck(tmp_path, "knowledge", cards={"cards.yaml": CARDS.replace("\n", newline)})
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = rows_of(sheet)
    header = rows[0]
    if change == "pruned":
        rows = [row for row in rows if row[0] != "first"]
    else:
        next(row for row in rows if row[0] == "first")[header.index("file")] = "cards/other.yaml"
    save(sheet, rows)
    run = cli("import", "sheet", sheet, deck, *(["--prune"] if change == "pruned" else []), cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    expected = "- id: last" + CARDS.split("- id: last")[1]
    assert (deck / "cards" / "cards.yaml").read_bytes() == expected.replace("\n", newline).encode("utf-8")
    assert cli("validate", deck).exit_code == 0
