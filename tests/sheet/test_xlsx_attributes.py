"""The attributes of an XLSX part, counted in its text before expat or openpyxl builds them
(deckctl/sheet/xmlattributes.py): one element of many attributes cost openpyxl a time growing with
their square (a `<workbook>` of 100,000 attributes, 240 KB: 97 s)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path
from xml.parsers import expat

import pytest

from deckctl.sheet import xlsxparts
from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet
from deckctl.sheet.xmlattributes import AttributeCount, TooManyAttributes

XMLNS_X = 'xmlns:dt="urn:deckctl:test"'


def _sheet(make_deck, tmp_path) -> tuple[Path, Path]:
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    return deck, sheet


def _replace(sheet: Path, part: str, edit) -> None:
    with zipfile.ZipFile(sheet) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    parts[part] = edit(parts[part].decode())
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data if isinstance(data, bytes) else data.encode())
    sheet.write_bytes(out.getvalue())


def _workbook_root_with(sheet: Path, foreign: int) -> None:
    """The workbook's root element given `foreign` attributes in a namespace openpyxl drops (so
    that a workbook within the limit still loads), and the namespace's declaration."""
    attributes = " ".join(f'dt:a{n}="1"' for n in range(foreign))
    _replace(sheet, "xl/workbook.xml", lambda xml: xml.replace("<workbook ", f"<workbook {XMLNS_X} {attributes} ", 1))


def _root_attributes(sheet: Path) -> int:
    """The attributes (namespace declarations included) of the workbook's root, as expat counts them."""
    with zipfile.ZipFile(sheet) as archive:
        xml = archive.read("xl/workbook.xml")
    counted = []
    parser = expat.ParserCreate(namespace_separator="}")
    declared = []
    parser.StartNamespaceDeclHandler = lambda *_: declared.append(1)
    parser.StartElementHandler = lambda name, attributes: counted.append(len(attributes) + len(declared))
    parser.Parse(xml, True)
    return counted[0]


def test_an_element_of_too_many_attributes_is_refused_before_it_is_parsed(make_deck, tmp_path):
    deck, sheet = _sheet(make_deck, tmp_path)
    exported = sheet.read_bytes()
    _workbook_root_with(sheet, 0)
    allowed = xlsxparts.MAX_ELEMENT_ATTRIBUTES - _root_attributes(sheet)  # (its namespace declarations, and ours)
    sheet.write_bytes(exported)
    _workbook_root_with(sheet, allowed)
    assert _root_attributes(sheet) == xlsxparts.MAX_ELEMENT_ATTRIBUTES
    result = merge_sheet(sheet, deck)
    assert result.ok, result.diagnostics
    sheet.write_bytes(exported)
    _workbook_root_with(sheet, allowed + 1)
    result = merge_sheet(sheet, deck)
    assert [(d.code, d.message) for d in result.diagnostics] == [(
        "sheet-too-large", f"the part xl/workbook.xml has an element with more than "
        f"{xlsxparts.MAX_ELEMENT_ATTRIBUTES} attributes; no sheet needs so many")]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16-le", "utf-16"])
def test_a_stylesheet_of_too_many_attributes_in_all_is_refused(make_deck, tmp_path, encoding):
    deck, sheet = _sheet(make_deck, tmp_path)
    formats = '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' * (xlsxparts.MAX_PART_ATTRIBUTES // 5 + 1)
    _replace(sheet, "xl/styles.xml", lambda xml: (
        xml.replace("</cellXfs>", formats + "</cellXfs>").replace('encoding="UTF-8"', 'encoding="UTF-16"')
        .encode(encoding) if encoding != "utf-8" else xml.replace("</cellXfs>", formats + "</cellXfs>")))
    result = merge_sheet(sheet, deck)
    assert [(d.code, d.message) for d in result.diagnostics] == [(
        "sheet-too-large", f"the part xl/styles.xml has more than {xlsxparts.MAX_PART_ATTRIBUTES:,} attributes; "
        "no sheet needs so many")]


def test_a_worksheet_is_held_to_the_data_parts_limit(make_deck, tmp_path, monkeypatch):
    deck, sheet = _sheet(make_deck, tmp_path)
    with zipfile.ZipFile(sheet) as archive:
        cells = archive.read("xl/worksheets/sheet1.xml").count(b' r="')  # the rows' and cells' positions
    monkeypatch.setattr(xlsxparts, "MAX_DATA_ATTRIBUTES", cells - 1)
    result = merge_sheet(sheet, deck)
    assert [d.code for d in result.diagnostics] == ["sheet-too-large"]
    assert f"xl/worksheets/sheet1.xml has more than {cells - 1:,} attributes" in result.diagnostics[0].message


MARKUP = """<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment: <x a="1" b='2'> is no element -->
<root xmlns="urn:a" xmlns:p="urn:p" p:one='a "quoted" >' two="b 'x' > c">
  <?target data="not an attribute" ?>
  <empty/><plain>text with = and " and ' and &gt;</plain>
  <![CDATA[ <y c="3"> ]]>
  <p:child three = "3" four='4'/>
  </root>
"""


def _expat_count(xml: str) -> int:
    counted = [0]
    parser = expat.ParserCreate(namespace_separator="}")
    parser.StartNamespaceDeclHandler = lambda *_: counted.__setitem__(0, counted[0] + 1)
    parser.StartElementHandler = lambda _, attributes: counted.__setitem__(0, counted[0] + len(attributes))
    parser.Parse(xml.encode(), True)
    return counted[0]


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 13, len(MARKUP)])
def test_the_count_is_expats_however_the_text_is_cut(size):
    assert _expat_count(MARKUP) == 6
    count = AttributeCount(per_element=10, per_part=100)
    for start in range(0, len(MARKUP), size):
        count.feed(MARKUP[start:start + size])
    assert count.total == 6


def test_the_count_stops_at_the_limits():
    count = AttributeCount(per_element=4, per_part=6)  # `root`: two declarations, two attributes
    count.feed(MARKUP)
    assert count.total == 6
    for size in (1, 7, len(MARKUP)):
        count = AttributeCount(per_element=3, per_part=100)
        with pytest.raises(TooManyAttributes) as raised:
            for start in range(0, len(MARKUP), size):
                count.feed(MARKUP[start:start + size])
        assert raised.value.element and count.total == 4
    count = AttributeCount(per_element=4, per_part=5)
    with pytest.raises(TooManyAttributes) as raised:
        count.feed(MARKUP)
    assert not raised.value.element and count.total == 6
