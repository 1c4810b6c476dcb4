"""A sheet file deckctl cannot read is refused in words a deck editor can act on: what is wrong with
the file and what to do, never the name of a Python exception."""

from __future__ import annotations

import io
import re
import struct
import zipfile
from pathlib import Path

import pytest

from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet

PART = "xl/worksheets/sheet1.xml"
# What an exception's class name looks like in a message: "(BadZipFile)", "(KeyError: ...".
CLASS_NAME = re.compile(r"\b(error|[A-Z][a-z]+(Error|Exception|File))\b")


def _exported(make_deck, tmp_path) -> tuple[Path, Path]:
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    return deck, sheet


def _error(sheet: Path, deck: Path):
    [error] = [d for d in merge_sheet(sheet, deck).diagnostics if d.is_error]
    assert not CLASS_NAME.search(error.message), error.message
    return error


def _part_data_offset(data: bytes, name: str) -> tuple[zipfile.ZipInfo, int]:
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        info = archive.getinfo(name)
    name_length, extra_length = struct.unpack("<HH", data[info.header_offset + 26: info.header_offset + 30])
    return info, info.header_offset + 30 + name_length + extra_length


@pytest.mark.parametrize("damage", ["stream", "crc"])
def test_a_damaged_part_says_the_file_is_damaged(make_deck, tmp_path, damage):
    deck, sheet = _exported(make_deck, tmp_path)
    data = bytearray(sheet.read_bytes())
    info, start = _part_data_offset(bytes(data), PART)
    if damage == "stream":  # zlib: "invalid stored block lengths" or the like
        data[start] ^= 0xFF
        data[start + 1] = 0xFF
    else:  # the data inflates, to bytes whose CRC is not the one recorded
        data[start + info.compress_size // 2] ^= 0x55
    sheet.write_bytes(bytes(data))
    error = _error(sheet, deck)
    assert (error.code, error.message) == ("not-xlsx", f"the file is damaged (its part {PART} cannot be unpacked)")
    assert error.hint.startswith("get the file again")


def _with_flags(data: bytes, name: str, flags: int = 0, method: int | None = None) -> bytes:
    """The archive with one part's general purpose flags or compression method changed in both of
    its headers (local and central)."""
    out = bytearray(data)
    info, _ = _part_data_offset(data, name)
    central = 0
    while True:
        central = data.index(b"PK\x01\x02", central)
        length = struct.unpack("<H", data[central + 28: central + 30])[0]
        if data[central + 46: central + 46 + length].decode() == name:
            break
        central += 4
    for flags_at in (info.header_offset + 6, central + 8):
        old = struct.unpack("<H", out[flags_at: flags_at + 2])[0]
        out[flags_at: flags_at + 2] = struct.pack("<H", old | flags)
        if method is not None:
            out[flags_at + 2: flags_at + 4] = struct.pack("<H", method)
    return bytes(out)


def test_an_encrypted_part_and_an_unknown_compression_are_named(make_deck, tmp_path):
    deck, sheet = _exported(make_deck, tmp_path)
    data = sheet.read_bytes()
    sheet.write_bytes(_with_flags(data, PART, flags=0x1))
    error = _error(sheet, deck)
    assert error.message == f"the part {PART} is encrypted" and "without a password" in error.hint
    sheet.write_bytes(_with_flags(data, PART, method=99))
    error = _error(sheet, deck)
    assert error.message == f"the part {PART} is packed with a compression method no XLSX workbook uses"


def _rebuild(sheet: Path, parts: dict[str, bytes | None]) -> None:
    with zipfile.ZipFile(sheet) as archive:
        old = {name: archive.read(name) for name in archive.namelist()}
    for name, data in parts.items():
        if data is None:
            old.pop(name)
        else:
            old[name] = data
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in old.items():
            archive.writestr(name, data)
    sheet.write_bytes(out.getvalue())


def test_a_workbook_openpyxl_cannot_load_is_named_without_its_exception(make_deck, tmp_path):
    deck, sheet = _exported(make_deck, tmp_path)
    exported = sheet.read_bytes()
    sheet.write_bytes(exported[: len(exported) // 2])  # cut short: no zip directory
    assert _error(sheet, deck).message.startswith("the file is not an XLSX workbook, or it is damaged")

    sheet.write_bytes(exported)
    _rebuild(sheet, {"xl/workbook.xml": None})
    assert _error(sheet, deck).message == ("the file cannot be read as an XLSX workbook: it has no part "
                                           "xl/workbook.xml, which its other parts refer to")
    sheet.write_bytes(exported)
    with zipfile.ZipFile(sheet) as archive:
        workbook = archive.read("xl/workbook.xml").decode()
    _rebuild(sheet, {"xl/workbook.xml": workbook.replace('name="cards"', "").encode()})
    assert "holds what no XLSX part holds" in _error(sheet, deck).message


def test_a_cell_openpyxl_cannot_read_names_its_row(make_deck, tmp_path):
    deck, sheet = _exported(make_deck, tmp_path)
    with zipfile.ZipFile(sheet) as archive:
        worksheet = archive.read(PART).decode()
    worksheet, found = re.subn(r'<c r="E3"[^>]*>.*?</c>', '<c r="E3" t="n"><v>abc</v></c>', worksheet, count=1)
    assert found
    _rebuild(sheet, {PART: worksheet.encode()})
    error = _error(sheet, deck)
    assert error.message.startswith("row 3 of the sheet `cards` has a cell that cannot be read")
    assert error.hint.endswith("or retype that row")


def test_a_card_file_the_writer_cannot_read_is_named_at_its_line(make_deck, tmp_path):
    deck = make_deck("knowledge")
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text("utf-8")
    cards.write_text("---\n" + text.replace("  front: How many", "  front: &q\tHow many", 1), "utf-8")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    import openpyxl

    book = openpyxl.load_workbook(sheet)
    headers = [cell.value for cell in book["cards"][1]]
    book["cards"].cell(2, headers.index("back") + 1, "Changed.")
    book.save(sheet)
    error = _error(sheet, deck)
    assert error.code == "fmt-unsafe" and error.file.endswith("deck.xlsx!E2") and error.card_id == "spider-legs"
    assert "cannot be edited safely: deckctl's writer, which keeps comments, cannot read line 4, column 12" \
        in error.message
    assert error.hint.startswith("replace the tab there with a space")
