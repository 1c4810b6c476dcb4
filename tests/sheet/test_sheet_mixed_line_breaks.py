"""Line breaks in cells of every kind, mixed in one cell and differing from cell to cell, are read
as one: an unchanged export imports with no byte of the deck changed, and an edited text is written
with the line ends of its card file. In an XLSX, Excel stores the CR of a CRLF as `_x000D_` (OOXML's
escape of a character, which openpyxl leaves as written); a text's own `_x...._` is written
`_x005F_x...._`, as Excel and LibreOffice write it."""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path

import pytest

from deckfactory import VALID_CARDS

CARDS = (VALID_CARDS["knowledge"]
         .replace("  back: Blue.\n", "  back: |-\n    Blue.\n    On a clear day.\n    At noon.\n")
         .replace("  front: The colour of fresh grass.\n", "  front: |\n    The colour\n    of fresh grass.\n")
         .replace("  back: White.\n", '  back: "White,\\nas milk,\\nor grey."\n'))


def _deck(make_deck, line_end: str) -> Path:
    deck = make_deck("knowledge", CARDS)
    cards = deck / "cards" / "cards.yaml"
    cards.write_bytes(cards.read_bytes().replace(b"\n", line_end.encode()))
    return deck


def _mixed(text: str) -> str:
    """Every other line break of `text` a CRLF."""
    lines = text.split("\n")
    return "".join(line + ("\r\n" if i % 2 == 0 else "\n") for i, line in enumerate(lines[:-1])) + lines[-1]


def _csv_with(sheet: Path, change) -> None:
    rows = list(csv.reader(io.StringIO(sheet.read_text(encoding="utf-8-sig"), newline="")))
    rows = [[change(i, value) for value in row] for i, row in enumerate(rows)]
    out = io.StringIO(newline="")
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    sheet.write_bytes(("\ufeff" + out.getvalue()).encode("utf-8"))


def _xlsx_with(sheet: Path, change) -> None:
    """The sheet with `change` applied to its worksheet's XML (the texts as XML escapes them)."""
    with zipfile.ZipFile(sheet) as archive:
        parts = {info: archive.read(info) for info in archive.infolist()}
    with zipfile.ZipFile(sheet, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in parts.items():
            archive.writestr(info, change(data.decode("utf-8")).encode("utf-8")
                             if info.filename.startswith("xl/worksheets/") else data)


def _breaks_in_xlsx(xml: str) -> str:
    """Excel's CRLF in one cell, a mix of CRLF and LF in another, XML's own `&#13;` in a third."""
    return (xml.replace("Blue.\nOn a clear day.\nAt noon.", "Blue._x000D_\nOn a clear day.\nAt noon._x000D_\n")
            .replace("The colour\nof fresh grass.\n", "The colour_x000D_\nof fresh grass._x000D_\n")
            .replace("White,\nas milk,\nor grey.", "White,&#13;\nas milk,_x000D_\nor grey."))


@pytest.mark.parametrize("line_end", ["\n", "\r\n"])
@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_an_unchanged_export_with_mixed_line_breaks_changes_nothing(make_deck, tmp_path, cli, suffix, line_end):
    deck = _deck(make_deck, line_end)
    sheet = tmp_path / f"cards{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    if suffix == ".csv":  # a mix in one cell, CRLF alone in another, LF in the rest
        _csv_with(sheet, lambda i, v: _mixed(v) if i % 2 else v.replace("\n", "\r\n") if "White" in v else v)
    else:
        _xlsx_with(sheet, _breaks_in_xlsx)
        assert b"_x000D_" in zipfile.ZipFile(sheet).read("xl/worksheets/sheet1.xml")
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


@pytest.mark.parametrize("line_end", ["\n", "\r\n"])
def test_an_edited_text_with_excel_s_crlf_takes_its_file_s_line_ends(make_deck, tmp_path, cli, line_end):
    deck = _deck(make_deck, line_end)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    _xlsx_with(sheet, lambda xml: xml.replace("Blue.\nOn a clear day.\nAt noon.",
                                              "Blue!_x000D_\nOn a clear day.\nAt noon._x000D_\nOr later."))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    after = (deck / "cards" / "cards.yaml").read_bytes()
    block = "  back: |-\n    Blue!\n    On a clear day.\n    At noon.\n    Or later.\n"
    assert block.replace("\n", line_end).encode() in after
    assert b"_x" not in after
    assert after.count(b"\r") == (after.count(b"\n") if line_end == "\r\n" else 0)


def test_a_text_s_own_escape_like_underscores_survive_the_xlsx(make_deck, tmp_path, cli):
    cards = CARDS.replace("  back: Green.\n", "  back: Excel writes _x000D_ for a CR, _x005F_ for _.\n")
    deck = make_deck("knowledge", cards)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    xml = zipfile.ZipFile(sheet).read("xl/worksheets/sheet1.xml").decode("utf-8")
    assert "Excel writes _x005F_x000D_ for a CR, _x005F_x005F_ for _." in xml  # as Excel writes them
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_xlsx_escapes_read_as_a_spreadsheet_reads_them(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    # A character past U+FFFF as a surrogate pair, an escaped underscore; a surrogate alone stays text.
    _xlsx_with(sheet, lambda xml: xml.replace("<t>Green.</t>", "<t>Green _xD83C__xDF3F_ _x005F_x0041_ _xD83C_.</t>"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "  back: Green \U0001f33f _x0041_ _xD83C_.\n" in (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")


def test_a_control_character_escaped_in_an_xlsx_is_refused(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    _xlsx_with(sheet, lambda xml: xml.replace("<t>Green.</t>", "<t>Green_x0007_.</t>"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert "[control-character]" in run.stdout
