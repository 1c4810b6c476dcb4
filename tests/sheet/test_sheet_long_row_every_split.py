"""A CSV row split at two stray commas (two cells typed with a comma outside quotes, or one cell
with two) named only the first split cell: the editor fixed it, imported again, and only then met
the second. Now the `long-row` error names each split cell, and says how many separators a cell
holds where it holds more than one (deckctl/sheet/shifted.py `long_row`)."""

from __future__ import annotations

import csv

FRONT = "The colour of a clear daytime sky."
BACK = "Blue."


def _exported(cli, make_deck, tmp_path):
    """The deck, its CSV export without `exported-from` and `file` (so the row's last cell is
    empty, the case a split had passed for padding), and its rows."""
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    dropped = [i for i, header in enumerate(rows[0]) if header in ("exported-from", "file")]
    rows = [[cell for i, cell in enumerate(row) if i not in dropped] for row in rows]
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    return deck, sheet, rows


def _typed(sheet, edits: dict[str, str]) -> None:
    """Edits in a text editor: each cell `old` (before a comma) replaced by `new`, unquoted."""
    text = sheet.read_text(encoding="utf-8")
    for old, new in edits.items():
        assert text.count(old + ",") == 1
        text = text.replace(old + ",", new + ",")
    sheet.write_text(text, encoding="utf-8")


def _line(rows, card_id: str) -> int:
    return next(i for i, row in enumerate(rows) if row[0] == card_id) + 1


def test_two_split_cells_in_one_row_are_both_named(cli, make_deck, tmp_path):
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    _typed(sheet, {FRONT: "The colour of a clear, daytime sky.", BACK: "Blue, deep blue."})
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    width = len(rows[0])
    assert (f"deck.csv:{_line(rows, 'sky-colour')}:{rows[0].index('front') + 1}: error: card `sky-colour`: the row has "
            f"{width + 2} cells, 2 more than the header row's {width}: 2 cells hold a comma outside quotes, which "
            "splits each in two and moves every cell after it one column right: the `front` cell (`The colour of a "
            "clear, daytime sky.`) and the `back` cell (`Blue, deep blue.`) [long-row]") in run.stdout
    assert run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_cell_with_two_commas_says_so(cli, make_deck, tmp_path):
    deck, sheet, rows = _exported(cli, make_deck, tmp_path)
    _typed(sheet, {FRONT: "The colour of a clear, cloudless, daytime sky."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    width = len(rows[0])
    assert (f"deck.csv:{_line(rows, 'sky-colour')}:{rows[0].index('front') + 1}: error: card `sky-colour`: the row has "
            f"{width + 2} cells, 2 more than the header row's {width}: the `front` cell (`The colour of a clear, "
            "cloudless, daytime sky.`) holds 2 commas outside quotes, which split it in three and move every cell "
            "after it two columns right [long-row]") in run.stdout
