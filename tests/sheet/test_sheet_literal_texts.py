"""`import sheet` writes a plain text given line breaks in a cell as a literal block (`|-`, its
lines below it), as `deckctl fmt` writes a text with line breaks, rather than as a double-quoted
`"line one\\nline two"`; `fmt --check` after the import finds nothing to do."""

from __future__ import annotations

from pathlib import Path

import yaml

from deckfactory import VALID_CARDS, edit_sheet_cells

TWO_LINES = "line one\nline two"


def _imported(cli, deck: Path, tmp_path: Path, cells: dict, kind: str = "csv") -> str:
    sheet = tmp_path / f"deck.{kind}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    if kind == "csv":
        edit_sheet_cells(sheet, cells)
    else:
        _edit_xlsx(sheet, cells)
    run = cli("import", "sheet", sheet, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    check = cli("fmt", "--check", deck)
    assert check.exit_code == 0, check.stdout + check.stderr
    return next((deck / "cards").glob("*.yaml")).read_text(encoding="utf-8")


def _edit_xlsx(sheet: Path, cells: dict) -> None:
    import openpyxl

    book = openpyxl.load_workbook(sheet)
    rows = list(book.worksheets[0].iter_rows())
    headers = [cell.value for cell in rows[0]]
    for (card_id, header), value in cells.items():
        next(row for row in rows if row[0].value == card_id)[headers.index(header)].value = value
    book.save(sheet)


def _backs(text: str) -> dict:
    return {card["id"]: card.get("back") for card in yaml.safe_load(text)}


def test_a_line_break_typed_into_a_plain_text_makes_a_literal_block(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"].replace("  back: Blue.\n", "  back: Blue.   # checked\n"))
    text = _imported(cli, deck, tmp_path, {("spider-legs", "back"): TWO_LINES, ("sky-colour", "back"): "Blue,\nby day."})
    assert "  back: |-\n    line one\n    line two\n  value: 2\n" in text
    assert "  back: |-   # checked\n    Blue,\n    by day.\n  value: blue\n" in text
    assert _backs(text)["spider-legs"] == TWO_LINES


def test_the_same_from_an_xlsx(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    text = _imported(cli, deck, tmp_path, {("spider-legs", "back"): TWO_LINES + "\n\nand a third"}, "xlsx")
    assert "  back: |-\n    line one\n    line two\n\n    and a third\n  value: 2\n" in text


def test_a_list_item_gets_its_lines_below_its_dash(cli, make_deck, tmp_path):
    deck = make_deck("iknow")
    text = _imported(cli, deck, tmp_path, {("people-001", "clues/2"): TWO_LINES})
    assert "    - First clue.\n    - |-\n      line one\n      line two\n    - Third clue.\n" in text


def test_the_lines_are_indented_as_the_file_indents(cli, make_deck, tmp_path):
    cards = VALID_CARDS["knowledge"].replace("- id:", "-   id:").replace("\n  ", "\n    ")
    deck = make_deck("knowledge", cards)
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, {("spider-legs", "back"): TWO_LINES})
    assert cli("import", "sheet", sheet, deck).exit_code == 0
    text = (deck / "cards/cards.yaml").read_text(encoding="utf-8")
    assert "    back: |-\n        line one\n        line two\n    value: 2\n" in text


def test_through_fmts_writer_and_in_a_new_card(cli, make_deck, tmp_path):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"].replace("  value: 2\n", "  value: 2\n  source: x\n", 1))
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    import csv

    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    new = ["" for _ in rows[0]]
    for header, value in {"id": "moon-colour", "category": "colour", "value": "white", "front": "The moon's colour.",
                          "back": TWO_LINES, "file": "cards/cards.yaml"}.items():
        new[rows[0].index(header)] = value
    with sheet.open("a", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerow(new)
    edit_sheet_cells(sheet, {("spider-legs", "back"): TWO_LINES, ("spider-legs", "source"): ""})  # (a key removed)
    run = cli("import", "sheet", sheet, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert cli("fmt", "--check", deck).exit_code == 0
    text = (deck / "cards/cards.yaml").read_text(encoding="utf-8")
    assert "  back: |-\n    line one\n    line two\n  value: 2\n- id: first-letters\n" in text
    assert "  front: The moon's colour.\n  back: |-\n    line one\n    line two\n" in text


def test_a_text_a_literal_block_cannot_hold_as_fmt_writes_it_stays_quoted(cli, make_deck, tmp_path):
    deck = make_deck("knowledge")
    text = _imported(cli, deck, tmp_path, {("spider-legs", "back"): "line one \nline two",
                                           ("sky-colour", "back"): "a\ttab\nnot"})
    assert '  back: "line one \\nline two"\n' in text and '  back: "a\\ttab\\nnot"\n' in text
