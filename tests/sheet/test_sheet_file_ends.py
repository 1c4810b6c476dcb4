"""The blank lines at a card file's start and end stay where they are when `import sheet` cuts the
file at its cards: a card joining or leaving it, a card edited through fmt's writer in a file not in
fmt's layout (deckctl/sheet/cardtext.py `CardText.text`)."""

from __future__ import annotations

import shutil

from deckfactory import DECKS, edit_sheet_cells

RUBY_SOURCE = "  source: https://en.wikipedia.org/wiki/Ruby\n"


def _deck(tmp_path, start: str = "", end: str = "\n\n"):
    """The Knowledge? starter deck, colour.yaml with blank lines at its start and end and a comment
    at the end of some lines (so that it is not in fmt's layout), exported as a CSV sheet."""
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    colour = deck / "cards/colour.yaml"
    text = colour.read_text(encoding="utf-8").replace("  category: colour\n", "  category: colour  # c\n")
    colour.write_text(start + text + end, encoding="utf-8")
    return deck, colour


def _import(cli, deck, folder, cells=None, rows=(), drop=(), prune=False):
    import csv

    sheet = folder / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, cells or {})
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        table = list(csv.reader(handle))
    table = [row for row in table if row[0] not in drop]
    table += [[row.get(header, "") for header in table[0]] for row in rows]
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(table)
    run = cli("import", "sheet", sheet, deck, *(["--prune"] if prune else []), cwd=folder)
    assert run.exit_code == 0, run.stdout
    return run


def test_a_card_joining_a_file_goes_above_the_blank_lines_at_its_end(tmp_path, cli):
    deck, colour = _deck(tmp_path, start="\n")
    before = colour.read_text(encoding="utf-8")
    _import(cli, deck, tmp_path, rows=[{"id": "sky-colour", "category": "colour", "front": "The sky.",
                                        "back": "Blue.", "value": "blue", "file": "cards/colour.yaml"}])
    new = ("- id: sky-colour\n  category: colour\n  front: The sky.\n  back: Blue.\n  value: blue\n")
    assert colour.read_text(encoding="utf-8") == before[:-2] + new + "\n\n"


def test_the_last_card_leaving_a_file_leaves_the_blank_lines_at_its_end(tmp_path, cli):
    deck, colour = _deck(tmp_path, end="\n# the end\n\n\n")
    before = colour.read_text(encoding="utf-8")
    last = before[before.rindex("- id:"):before.index("\n# the end")]
    _import(cli, deck, tmp_path, drop=("olympic-ring-colours",), prune=True)
    assert last.startswith("- id: olympic-ring-colours\n")
    assert colour.read_text(encoding="utf-8") == before.replace(last, "")


def test_a_card_edited_through_fmts_writer_keeps_the_blank_lines_at_the_files_start_and_end(tmp_path, cli):
    deck, colour = _deck(tmp_path, start="\n")
    before = colour.read_text(encoding="utf-8")
    _import(cli, deck, tmp_path, {("ruby-gem", "source"): ""})  # (a cleared cell: fmt's writer)
    assert colour.read_text(encoding="utf-8") == before.replace(RUBY_SOURCE, "", 1)
