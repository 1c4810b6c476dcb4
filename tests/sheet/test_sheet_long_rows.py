"""A CSV row with more cells than its header row is refused at the cell where it goes wrong
(`long-row`), nothing written. A comma typed into a text outside quotes (in a text editor) splits
that cell in two and moves every later cell one column right; where the row's last cell was empty
the extra cell looked like padding, and the row had been imported shifted with nothing said (a
front's tail written as the back, the back as `accept`...). Spreadsheets write every row of a CSV
as long as the longest, the header too, so rows they padded still import
(deckctl/sheet/shifted.py `long_row`)."""

from __future__ import annotations

import csv

import pytest
import yaml

FRONT = "The colour of a clear daytime sky."
SPLIT = "The colour of a clear, daytime sky."


def _rows(sheet, separator=","):
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.reader(handle, delimiter=separator))


def _write(sheet, rows, separator=","):
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, delimiter=separator).writerows(rows)


def _exported(cli, make_deck, tmp_path, keep=("exported-from", "file"), separator=","):
    """The deck, and its CSV export with only the columns up to `notes` and those in `keep`."""
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    rows = _rows(sheet)
    dropped = [i for i, header in enumerate(rows[0]) if header in ("exported-from", "file") and header not in keep]
    rows = [[cell for i, cell in enumerate(row) if i not in dropped] for row in rows]
    _write(sheet, rows, separator)
    return deck, sheet, rows


def _typed(sheet, old: str, new: str, separator=",") -> None:
    """An edit in a text editor: the cell `old` (before a separator, not in the record) replaced
    by `new`, quotes or not."""
    text = sheet.read_text(encoding="utf-8")
    assert text.count(old + separator) == 1
    sheet.write_text(text.replace(old + separator, new + separator), encoding="utf-8")


def _number(rows, card_id: str) -> int:
    return next(i for i, row in enumerate(rows) if row[0] == card_id) + 1


@pytest.mark.parametrize("separator, name", [(",", "comma"), (";", "semicolon")])
def test_a_separator_typed_outside_quotes_is_refused_where_the_row_ends_empty(cli, make_deck, tmp_path, separator,
                                                                              name):
    """Without `exported-from` and `file`, sky-colour's last cell (`notes`) is empty: read as
    padding, the extra cell had let the row through, `back` written as the front's tail."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path, keep=(), separator=separator)
    _typed(sheet, FRONT, SPLIT.replace(",", separator), separator)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    width = len(rows[0])
    assert (f"deck.csv:{_number(rows, 'sky-colour')}:{rows[0].index('front') + 1}: error: card `sky-colour`: the row "
            f"has {width + 1} cells, 1 more than the header row's {width}: the `front` cell "
            f"(`{SPLIT.replace(',', separator)}`) holds a {name} outside quotes, which splits it in two and moves "
            "every cell after it one column right [long-row]") in run.stdout
    assert f"hint: a {name} typed into a text splits its cell unless the cell is in quotes" in run.stdout
    assert run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_comma_typed_outside_quotes_is_refused_with_records(cli, make_deck, tmp_path):
    """With `exported-from` last, the record moved past the header: it had been an
    `unknown-column` error at the header, which named no row."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    _typed(sheet, FRONT, SPLIT)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{_number(rows, 'sky-colour')}:{rows[0].index('front') + 1}: error: card `sky-colour`: the row "
            f"has {len(rows[0]) + 1} cells") in run.stdout
    assert "[long-row]" in run.stdout and "[unknown-column]" not in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_every_split_row_is_named_whether_its_last_cell_is_empty_or_not(cli, make_deck, tmp_path):
    """sky-colour's `file` cell moves past the header; grass-colour's, cleared, leaves an empty
    cell there: a value past the header that a split explains is no sign of a spreadsheet's
    padding, so the second row is refused too."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path, keep=("file",))
    number = _number(rows, "grass-colour")
    rows[number - 1][rows[0].index("file")] = ""
    _write(sheet, rows)
    _typed(sheet, FRONT, SPLIT)
    _typed(sheet, "The colour of fresh grass.", "The colour of fresh, green grass.")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    front = rows[0].index("front") + 1
    assert f"deck.csv:{_number(rows, 'sky-colour')}:{front}: error: card `sky-colour`: the row has" in run.stdout
    assert (f"deck.csv:{number}:{front}: error: card `grass-colour`: the row has {len(rows[0]) + 1} cells, 1 more than "
            "the header row's") in run.stdout
    assert run.stdout.count("[long-row]") == 2


def test_a_new_cards_long_row_is_refused_past_the_header(cli, make_deck, tmp_path):
    """No card to compare with: the error stands at the first cell past the header."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path, keep=())
    with sheet.open("a", encoding="utf-8", newline="") as handle:
        handle.write("moon-colour,colour,white,The colour of the full moon, seen at night.,White.,,,,,\r\n")
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    width = len(rows[0])
    assert (f"deck.csv:{len(rows) + 1}:{width + 1}: error: card `moon-colour`: the row has {width + 1} cells, 1 more "
            f"than the header row's {width}: a comma typed into a text outside quotes splits its cell in two") \
        in run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.mark.parametrize("keep", [("exported-from", "file"), ()])
def test_rows_a_spreadsheet_padded_import(cli, make_deck, tmp_path, keep):
    """Every row, the header too, two empty cells longer (as a spreadsheet saves a sheet where a
    cell right of the last column was once used), and a comma in a quoted cell: the edit is
    written, nothing else."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path, keep=keep)
    rows[_number(rows, "sky-colour") - 1][rows[0].index("front")] = SPLIT
    _write(sheet, [row + ["", ""] for row in rows])
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["sky-colour"]["front"] == SPLIT and cards["sky-colour"]["back"] == "Blue."


def test_rows_padded_as_long_as_a_value_past_the_header_are_not_named(cli, make_deck, tmp_path):
    """Excel may write the header shorter than rows it padded as long as a row holding a value
    right of the last column: that row is refused, the padded ones are not (they are no split)."""
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    width = len(rows[0])
    rows[1:] = [row + ["", ""] for row in rows[1:]]
    number = _number(rows, "grass-colour")
    rows[number - 1][-1] = "typed too far"
    _write(sheet, rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{number}:{width + 2}: error: card `grass-colour`: the row has {width + 2} cells, 2 more than "
            f"the header row's {width}: a comma typed into a text outside quotes splits its cell in two and moves "
            "every cell after it one column right, or a value was typed right of the last column [long-row]") \
        in run.stdout
    assert run.stdout.count("error:") == 1
