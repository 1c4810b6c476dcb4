"""Hostile inputs of at most 10 MB, made here, for `bench/run.py hostile` (docs/security.md).

Each attack is a function that writes its files into a fresh folder and returns the deckctl
command to run there; the exit code expected is 1 (a located error) unless `attack` is given
another (0: the input is read harmlessly, as SVG art naming fonts is). The benchmark measures
each run's wall time and peak memory against the promise: 30 s and 512 MB.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import struct
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path

ATTACKS: dict[str, Callable[[Path], list[str]]] = {}
EXPECTED_EXIT: dict[str, int] = {}  # attacks whose command is expected to succeed (default 1)
# What the command wrote, checked after it ran: what is wrong with it, or "" (an export must write
# no formula, not only finish).
CHECKS: dict[str, Callable[[Path], str]] = {}

KNOWLEDGE_DECK = "format: 1\ngame: knowledge\nid: hostile\ntitle: Hostile\nlanguage: en\nversion: 1.0.0\n"
CARDS = """\
- id: sky
  category: colour
  front: The colour of a clear sky.
  back: Blue.
  value: blue
"""


def attack(name: str, exit_code: int = 1, check: Callable[[Path], str] | None = None) -> Callable:
    def register(function):
        ATTACKS[name] = function
        if exit_code != 1:
            EXPECTED_EXIT[name] = exit_code
        if check is not None:
            CHECKS[name] = check
        return function

    return register


def _deck(root: Path, manifest_extra: str = "", cards: str = CARDS) -> Path:
    deck = root / "deck"
    (deck / "cards").mkdir(parents=True)
    (deck / "deck.yaml").write_text(KNOWLEDGE_DECK + manifest_extra, encoding="utf-8")
    (deck / "cards" / "cards.yaml").write_text(cards, encoding="utf-8")
    return deck


def _svg_back(root: Path, svg: str) -> list[str]:
    """A deck whose card back is `svg`, and the command that reads it."""
    (_deck(root, "print:\n  back_art: back.svg\n") / "back.svg").write_text(svg, encoding="utf-8")
    return ["validate", "deck"]


def _png(width: int, height: int) -> bytes:
    """A one-colour RGB PNG of any size in little space (each row compresses to nothing)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    row = b"\x00" + b"\x00" * (width * 3)
    compressor = zlib.compressobj(9)
    body = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", body) + chunk(b"IEND", b""))


@attack("png-bomb")
def png_bomb(root: Path) -> list[str]:
    _deck(root, "print:\n  back_art: back.png\n")
    (root / "deck" / "back.png").write_bytes(_png(13_000, 13_000))
    return ["validate", "deck"]


@attack("svg-nested-use")
def svg_nested_use(root: Path) -> list[str]:
    layers = ['<g id="l0"><rect width="1" height="1"/></g>']
    for level in range(1, 12):
        layers.append(f'<g id="l{level}">' + "".join(f'<use href="#l{level - 1}"/>' for _ in range(10)) + "</g>")
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>' + "".join(layers)
           + '</defs><use href="#l11"/></svg>')
    return _svg_back(root, svg)


@attack("svg-billion-laughs")
def svg_billion_laughs(root: Path) -> list[str]:
    entities = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{("&l" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    svg = (f'<?xml version="1.0"?><!DOCTYPE svg [{entities}]>'
           '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&l9;</text></svg>')
    return _svg_back(root, svg)


@attack("svg-attributes")
def svg_attributes(root: Path) -> list[str]:
    attributes = " ".join(f'a{i}="1"' for i in range(100_000))
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect {attributes} width="1" height="1"/></svg>'
    return _svg_back(root, svg)


@attack("svg-width-digits")
def svg_width_digits(root: Path) -> list[str]:
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{"1" * 1_000_000}x" height="10">'
           '<rect width="1" height="1"/></svg>')  # (16,000 digits took 14 s: quadratic)
    return _svg_back(root, svg)


@attack("svg-font-file", exit_code=0)
def svg_font_file(root: Path) -> list[str]:
    """A font family naming a link in the repository to /dev/zero: svglib opened `<family>.ttf`
    from the working folder and read it to the end (9 GB in 15 s)."""
    command = _svg_back(root, '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="252">'
                              '<text x="9" y="50" font-family="deck/zero">a</text></svg>')
    os.symlink("/dev/zero", root / "deck" / "zero.ttf")
    return command


@attack("svg-font-names", exit_code=0)
def svg_font_names(root: Path) -> list[str]:
    """2,000 texts, each naming a font family of its own: svglib ran `fc-match` for each."""
    texts = "".join(f'<text x="9" y="50" font-family="f{n}">a</text>' for n in range(2_000))
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="180" height="252">{texts}</svg>'
    return _svg_back(root, svg)


@attack("jpeg-scans")
def jpeg_scans(root: Path) -> list[str]:
    from PIL import Image

    _deck(root, "print:\n  back_art: back.jpg\n")
    buffer = io.BytesIO()
    Image.new("RGB", (3000, 4000), (200, 30, 30)).save(buffer, "JPEG", progressive=True, quality=50)
    empty_scan = bytes.fromhex("ffda0008010100013f10")  # an AC refinement scan of the first component, no data
    (root / "deck" / "back.jpg").write_bytes(buffer.getvalue()[:-2] + empty_scan * 100_000 + b"\xff\xd9")
    return ["validate", "deck"]


def _pdf(objects: list[bytes]) -> bytes:
    """A PDF of the given objects (1: catalog, 2: pages, 3: page), with a cross-reference table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))
    return out.getvalue()


@attack("pdf-flate-bomb")
def pdf_flate_bomb(root: Path) -> list[str]:
    _deck(root, "print:\n  back_art: back.pdf\n")
    compressor, line = zlib.compressobj(9), b"0 0 m\n" * 170_000  # ~1 MB of drawing, 3,000 times: 3 GB inflated
    content = b"".join(compressor.compress(line) for _ in range(3_000)) + compressor.flush()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream"]
    (root / "deck" / "back.pdf").write_bytes(_pdf(objects))
    return ["validate", "deck"]


@attack("pdf-inline-image")
def pdf_inline_image(root: Path) -> list[str]:
    """An inline image (BI ... ID ... EI) of 40,000 x 40,000 px in the page's content: no image
    object to count, 3 KB once the content is compressed, and 1.6 GB for the viewer to decode."""
    _deck(root, "print:\n  back_art: back.pdf\n")
    side, compressor = 40_000, zlib.compressobj(9)
    image = b"".join(compressor.compress(b"\x80" * side) for _ in range(side)) + compressor.flush()
    content = zlib.compress(b"q 200 0 0 100 0 0 cm BI /W %d /H %d /CS /G /BPC 8 /F /Fl ID " % (side, side) + image
                            + b"\nEI Q\n", 9)
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content + b"\nendstream"]
    (root / "deck" / "back.pdf").write_bytes(_pdf(objects))
    return ["preview", "deck", "sky", "--back", "--png", "back.png"]


@attack("pdf-nested-forms")
def pdf_nested_forms(root: Path) -> list[str]:
    _deck(root, "print:\n  back_art: back.pdf\n")
    depth = 3_000
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Resources << /XObject << /F 4 0 R >> >> "
               b"/Contents %d 0 R >>" % (4 + depth)]
    for level in range(depth):
        inner = b"<< /XObject << /F %d 0 R >> >>" % (5 + level) if level < depth - 1 else b"<< >>"
        stream = b"/F Do" if level < depth - 1 else b"0 0 1 1 re f"
        objects.append(b"<< /Type /XObject /Subtype /Form /BBox [0 0 200 100] /Resources " + inner
                       + b" /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    objects.append(b"<< /Length 5 >>\nstream\n/F Do\nendstream")
    (root / "deck" / "back.pdf").write_bytes(_pdf(objects))
    return ["validate", "deck"]


def _xlsx(sheet_xml: bytes, shared: bytes | None = None, styles: bytes | None = None) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as book:
        book.writestr("[Content_Types].xml", (
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
            + ('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' if shared else "")
            + "</Types>"))
        book.writestr("_rels/.rels", (
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'))
        book.writestr("xl/workbook.xml", (
            '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
            'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
            '<sheet name="cards" sheetId="1" r:id="rId1"/></sheets></workbook>'))
        book.writestr("xl/_rels/workbook.xml.rels", (
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
            + ('<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' if shared else "")
            + "</Relationships>"))
        book.writestr("xl/worksheets/sheet1.xml", sheet_xml)
        if shared:
            book.writestr("xl/sharedStrings.xml", shared)
        if styles:
            book.writestr("xl/styles.xml", styles)
    return buffer.getvalue()


_SHEET_HEAD = b'<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'


@attack("xlsx-far-cell")
def xlsx_far_cell(root: Path) -> list[str]:
    _deck(root)
    sheet = _SHEET_HEAD + (b'<dimension ref="A1:XFD1048576"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c>'
                           b'</row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>')
    (root / "sheet.xlsx").write_bytes(_xlsx(sheet))
    return ["import", "sheet", "sheet.xlsx", "deck"]


@attack("xlsx-shared-strings-bomb")
def xlsx_shared_strings_bomb(root: Path) -> list[str]:
    _deck(root)
    shared = (b'<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
              b'count="5000000" uniqueCount="5000000">' + b"<si><t>x</t></si>" * 5_000_000 + b"</sst>")
    sheet = _SHEET_HEAD + b'<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>'
    (root / "sheet.xlsx").write_bytes(_xlsx(sheet, shared))
    return ["import", "sheet", "sheet.xlsx", "deck"]


@attack("xlsx-billion-laughs")
def xlsx_billion_laughs(root: Path) -> list[str]:
    _deck(root)
    entities = '<!ENTITY l0 "lol">' + "".join(f'<!ENTITY l{i} "{("&l" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    sheet = (f'<?xml version="1.0"?><!DOCTYPE worksheet [{entities}]>'.encode()
             + _SHEET_HEAD[_SHEET_HEAD.index(b"<worksheet"):]
             + b'<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&l9;</t></is></c></row></sheetData></worksheet>')
    (root / "sheet.xlsx").write_bytes(_xlsx(sheet))
    return ["import", "sheet", "sheet.xlsx", "deck"]


@attack("xlsx-utf16-styles")
def xlsx_utf16_styles(root: Path) -> list[str]:
    _deck(root)
    styles = ('<?xml version="1.0" encoding="UTF-16"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/'
              '2006/main"><cellXfs>' + "<xf/>" * 1_650_000 + "</cellXfs></styleSheet>").encode("utf-16-be")  # no BOM
    sheet = _SHEET_HEAD + b'<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row></sheetData></worksheet>'
    (root / "sheet.xlsx").write_bytes(_xlsx(sheet, styles=styles))
    return ["import", "sheet", "sheet.xlsx", "deck"]


def _exported_xlsx(root: Path, part: str, edit: Callable[[bytes], bytes]) -> None:
    """A sheet deckctl exports of the knowledge deck, as sheet.xlsx, with one part edited."""
    deck = _deck(root)
    subprocess.run([sys.executable, "-m", "deckctl", "export", "sheet", str(deck), "-o", str(root / "exported.xlsx")],
                   check=True, capture_output=True)
    with zipfile.ZipFile(root / "exported.xlsx") as book, zipfile.ZipFile(root / "sheet.xlsx", "w", zipfile.ZIP_DEFLATED) as out:
        for name in book.namelist():
            data = book.read(name)
            out.writestr(name, edit(data) if name == part else data)
    (root / "exported.xlsx").unlink()


_MANY_ATTRIBUTES = " ".join(f'a{n}=""' for n in range(100_000)).encode()


@attack("xlsx-workbook-attributes")
def xlsx_workbook_attributes(root: Path) -> list[str]:
    """One `<workbook>` of 100,000 attributes (240 kB): openpyxl copies them in quadratic time (was 97 s)."""
    _exported_xlsx(root, "xl/workbook.xml", lambda xml: xml.replace(b"<workbook ", b"<workbook " + _MANY_ATTRIBUTES + b" ", 1))
    return ["import", "sheet", "sheet.xlsx", "deck"]


@attack("xlsx-styles-attributes")
def xlsx_styles_attributes(root: Path) -> list[str]:
    """The stylesheet's root of 100,000 attributes (was over 120 s)."""
    _exported_xlsx(root, "xl/styles.xml", lambda xml: xml.replace(b"<styleSheet ", b"<styleSheet " + _MANY_ATTRIBUTES + b" ", 1))
    return ["import", "sheet", "sheet.xlsx", "deck"]


_PO_HEAD = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n')


@attack("catalog-nplurals")
def catalog_nplurals(root: Path) -> list[str]:
    deck = _deck(root)
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text(
        _PO_HEAD + '"Plural-Forms: nplurals=400000000; plural=(n != 1);\\n"\n\n'
        'msgctxt "sky/front"\nmsgid "The colour of a clear sky."\nmsgstr "Die Farbe des Himmels."\n', encoding="utf-8")
    return ["validate", "deck"]


@attack("catalog-huge-msgid")
def catalog_huge_msgid(root: Path) -> list[str]:
    deck = _deck(root)
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text(
        _PO_HEAD + '\nmsgctxt "sky/front"\nmsgid "' + "x" * 9_000_000 + '"\nmsgstr "y"\n', encoding="utf-8")
    return ["validate", "deck"]


@attack("catalog-references")
def catalog_references(root: Path) -> list[str]:
    """One `#:` line of 3.9 million references (7.8 MB, within the file size limit): Babel made a
    location of each (validate 430 MB; five such catalogs took build -j1 32-54 s and 532 MB)."""
    deck = _deck(root)
    (deck / "locales").mkdir()
    (deck / "locales" / "de.po").write_text(
        _PO_HEAD + "\n#: " + " ".join(["a"] * 3_900_000) + "\n"
        'msgctxt "sky/front"\nmsgid "The colour of a clear sky."\nmsgstr "Die Farbe des Himmels."\n', encoding="utf-8")
    return ["build", "deck", "-j", "1", "-o", "out"]


@attack("catalog-languages")
def catalog_languages(root: Path) -> list[str]:
    """The Knowledge? starter deck with 100 header-only catalogs in locales/ (MAX_CATALOGS is 32):
    each was read and built as an edition (build -j 1: 26 to 32 s)."""
    import shutil
    from itertools import islice, product
    from string import ascii_lowercase

    shutil.copytree(STARTER, root / "deck")
    for first, second in islice(product(ascii_lowercase, repeat=2), 100):
        path = root / "deck" / "locales" / f"{first}{second}.po"
        if not path.exists():
            path.write_text(_PO_HEAD.replace("Language: de", f"Language: {first}{second}"), encoding="utf-8")
    return ["build", "deck", "-j", "1", "-o", "out"]


@attack("yaml-billion-laughs")
def yaml_billion_laughs(root: Path) -> list[str]:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    _deck(root, cards="- id: sky\n  category: colour\n  front: x\n  back: y\n  value: blue\n  notes:\n    "
                      + "\n    ".join(lines) + "\n")
    return ["validate", "deck"]


def _card(number: int, front: str = "Which colour is the sky?") -> str:
    return f"- id: c{number}\n  category: colour\n  front: {front}\n  back: Blue.\n  value: blue\n"


@attack("card-text-7mb")
def card_text_7mb(root: Path) -> list[str]:
    _deck(root, cards=_card(0, "word " * 1_400_000))  # (was 10.6 s and 1.6 GB in proof)
    return ["proof", "deck", "-o", "site"]


@attack("card-text-3mb")
def card_text_3mb(root: Path) -> list[str]:
    _deck(root, cards=_card(0, "word " * 600_000))  # within the deck's bytes: the text's own limit
    return ["lint", "deck"]


@attack("cards-80000")
def cards_80000(root: Path) -> list[str]:
    _deck(root, cards="".join(_card(number, "Sky?") for number in range(80_000)))  # (was over a minute)
    return ["build", "deck", "-o", "out"]


@attack("cards-36000")
def cards_36000(root: Path) -> list[str]:
    _deck(root, cards="".join(_card(number, "Sky?") for number in range(36_000)))  # within the deck's bytes
    return ["build", "deck", "-o", "out"]


@attack("yaml-flow-values")
def yaml_flow_values(root: Path) -> list[str]:
    _deck(root, cards=_card(0) + "  notes: [" + ",".join(["a"] * 1_500_000) + "]\n")
    return ["validate", "deck"]


@attack("card-unknown-keys")
def card_unknown_keys(root: Path) -> list[str]:
    keys = "".join(f"  k{number}: x\n" for number in range(120_000))  # (one finding each, before the cap)
    _deck(root, cards=_card(0) + keys)
    return ["validate", "deck", "--format", "sarif"]


@attack("card-long-list")
def card_long_list(root: Path) -> list[str]:
    _deck(root, cards=_card(0) + "  tags: [" + ",".join(["1"] * 200_000) + "]\n")  # (one error each, at once)
    return ["validate", "deck"]


@attack("lint-manifest-zero")
def lint_manifest_zero(root: Path) -> list[str]:
    """deck.yaml a link to /dev/zero: lint read it line by line without end (5.2 GB in 10 s)."""
    deck = _deck(root)
    (deck / "deck.yaml").unlink()
    os.symlink("/dev/zero", deck / "deck.yaml")
    return ["lint", "deck"]


@attack("lint-manifest-fifo")
def lint_manifest_fifo(root: Path) -> list[str]:
    """deck.yaml a named pipe: lint opened it and waited for a writer forever."""
    deck = _deck(root)
    (deck / "deck.yaml").unlink()
    os.mkfifo(deck / "deck.yaml")
    return ["lint", "deck"]


@attack("proof-repeated-id")
def proof_repeated_id(root: Path) -> list[str]:
    """A card file copied under another name: every id used twice (proof: IndexError, exit 70)."""
    deck = _deck(root)
    (deck / "cards" / "copy.yaml").write_text(CARDS, encoding="utf-8")
    return ["proof", "deck", "-o", "site"]


def _exported(root: Path, rows: int) -> list[list[str]]:
    """A knowledge deck of `rows` cards exported as a CSV sheet by deckctl itself (as read back)."""
    deck = _deck(root, cards="".join(_card(number) for number in range(rows)))
    subprocess.run([sys.executable, "-m", "deckctl", "export", "sheet", str(deck), "-o", str(root / "sheet.csv")],
                   check=True, capture_output=True)
    with open(root / "sheet.csv", encoding="utf-8-sig", newline="") as sheet:
        return list(csv.reader(sheet))


def _write_sheet(root: Path, table: list[list[str]]) -> None:
    with open(root / "sheet.csv", "w", encoding="utf-8", newline="") as sheet:
        csv.writer(sheet).writerows(table)


@attack("sheet-open-strings")
def sheet_open_strings(root: Path) -> list[str]:
    table = _exported(root, 600)
    record = table[0].index("exported-from")
    for row in table[1:]:
        row[record] = '"' + '\\"' * 4_000  # a JSON string left open, 8 kB (600 took 107 s: quadratic)
    _write_sheet(root, table)
    return ["import", "sheet", "sheet.csv", "deck"]


@attack("sheet-cell-digits")
def sheet_cell_digits(root: Path) -> list[str]:
    table = _exported(root, 8)
    front = table[0].index("front")
    for row in table[1:]:
        row[front] = "1" * 32_766 + "x"  # Excel's longest cell of digits (8 took 202 s: quadratic)
    _write_sheet(root, table)
    return ["import", "sheet", "sheet.csv", "deck"]


def _formula_cells(root: Path) -> str:
    """The cells of sheet.csv that a program splitting it at `;`, at a tab or at a line break (its
    quotes then inside cells) would take for a formula, as a problem; "" when there is none."""
    text = (root / "sheet.csv").read_text(encoding="utf-8-sig")
    found = [cell for separator in ";\t" for row in csv.reader(io.StringIO(text, newline=""), delimiter=separator)
             for cell in row if cell.lstrip().lstrip('"').lstrip().startswith(("=", "+", "-", "@"))]
    return f"{len(found)} formula cells, as `{found[0][:40]}`" if found else ""


@attack("sheet-formula-split", exit_code=0, check=_formula_cells)
def sheet_formula_split(root: Path) -> list[str]:
    """Texts that are formulas where Excel or LibreOffice open the CSV with `;` (a decimal-comma
    locale) or a tab: each piece after a separator, and each line after a break, a cell."""
    texts = ["Canberra;=cmd|' /C calc'!A0;x", "Iron\\n=1+2\\n@SUM(1)", "Black,=3+4\\t-5+6", 'a; ""=1+1"']
    _deck(root, cards="".join(_card(n, f'"{text}"' if '"' not in text else "'" + text + "'")
                              for n, text in enumerate(texts)))
    return ["export", "sheet", "deck", "-o", "sheet.csv"]


_GIT_ENV = {"GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@example.org", "GIT_COMMITTER_NAME": "a",
            "GIT_COMMITTER_EMAIL": "a@example.org", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def _git(root: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=root, env={**os.environ, **_GIT_ENV}, check=True, capture_output=True)


def _zero_blob(root: Path, megabytes: int) -> str:
    """A loose git object of `megabytes` MiB of zeros, deflated as it is made (about 1 MB a GB:
    it never exists unpacked); its object name."""
    size = megabytes << 20
    header = b"blob %d\0" % size
    digest, deflate = hashlib.sha1(header), zlib.compressobj(9)
    parts, chunk = [deflate.compress(header)], bytes(1 << 20)
    for _ in range(megabytes):
        digest.update(chunk)
        parts.append(deflate.compress(chunk))
    parts.append(deflate.flush())
    name = digest.hexdigest()
    path = root / ".git" / "objects" / name[:2] / name[2:]
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(b"".join(parts))
    return name


def _repo_with_blob(root: Path, name: str, megabytes: int, manifest_extra: str = "") -> None:
    """A repository whose second commit adds a blob of zeros at deck/`name` (never in the working
    tree) and edits a card."""
    deck = _deck(root)
    _git(root, "init", "-q")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "base")
    _git(root, "update-index", "--add", "--cacheinfo", f"100644,{_zero_blob(root, megabytes)},deck/{name}")
    (deck / "deck.yaml").write_text(KNOWLEDGE_DECK + manifest_extra, encoding="utf-8")
    (deck / "cards" / "cards.yaml").write_text(CARDS.replace("Blue.", "Blue, mostly."), encoding="utf-8")
    _git(root, "add", "deck/deck.yaml", "deck/cards/cards.yaml")  # (not `deck`: that would stage the blob's removal)
    _git(root, "commit", "-q", "-m", "large")


@attack("diff-html-art-blob")
def diff_html_art_blob(root: Path) -> list[str]:
    _repo_with_blob(root, "art/back.png", 1000, "print:\n  back_art: art/back.png\n")  # (1 GB: 1 MB in .git)
    return ["diff", "--html", "HEAD~1", "HEAD"]


@attack("diff-card-blob")
def diff_card_blob(root: Path) -> list[str]:
    _repo_with_blob(root, "cards/big.yaml", 600)
    return ["diff", "HEAD~1", "HEAD"]


def _text_card(number: int, text: str) -> str:
    return f'- id: c{number}\n  category: colour\n  front: "{text}"\n  back: "{text}"\n  value: blue\n'


@attack("diff-html-repetitive-texts", exit_code=0)
def diff_html_repetitive_texts(root: Path) -> list[str]:
    """A pull request turning ten cards' texts of 999 characters from "a a a ..." to "a b a b ...":
    each text's words were aligned by difflib, about cubic on such input (2.6 s a text)."""
    deck = _deck(root, cards="".join(_text_card(number, ("a " * 500)[:999]) for number in range(10)))
    _git(root, "init", "-q")
    _git(root, "add", ".")
    _git(root, "commit", "-q", "-m", "base")
    (deck / "cards" / "cards.yaml").write_text("".join(_text_card(number, ("a b " * 250)[:999]) for number in range(10)),
                                               encoding="utf-8")
    _git(root, "commit", "-q", "-am", "pull request")
    return ["diff", "--html", "HEAD~1", "HEAD"]


@attack("textconv-repetitive-conflict", exit_code=0)
def textconv_repetitive_conflict(root: Path) -> list[str]:
    """A card file committed with conflict markers around 1,000 lines against 2,000 alike (18 KB): the
    textconv (`git diff`, `git log -p`) aligned the two sides' lines by difflib, about cubic."""
    lines = ["- id: c", "  front: x", "<<<<<<< ours", *["  # a"] * 1_000, "=======",
             *["  # a" if n % 2 else "  # b" for n in range(2_000)], ">>>>>>> theirs", "  back: y", ""]
    _deck(root, cards="\n".join(lines))
    return ["diff", "--textconv", "deck/cards/cards.yaml"]


@attack("replay-open-string")
def replay_open_string(root: Path) -> list[str]:
    (root / "game.log").write_bytes(b'"' + b'\\"' * 60_000)  # (120 kB took 78 s: quadratic)
    return ["replay", "game.log"]


@attack("bundle-deep-json")
def bundle_deep_json(root: Path) -> list[str]:
    (root / "bundle.json").write_text('{"format": "deckctl-bundle", "a": ' + "[" * 1_000_000 + "]" * 1_000_000 + "}")
    (root / "game.log").write_text(json.dumps({"format": "deckctl-replay", "version": 2}) + "\n")
    return ["replay", "game.log", "--bundle", "bundle.json"]


@attack("bundle-long-integer")
def bundle_long_integer(root: Path) -> list[str]:
    (root / "bundle.json").write_text('{"format": "deckctl-bundle", "format_version": ' + "9" * 5_000 + "}")
    (root / "game.log").write_text(json.dumps({"format": "deckctl-replay", "version": 2}) + "\n")
    return ["replay", "game.log", "--bundle", "bundle.json"]


@attack("lint-config-nested")
def lint_config_nested(root: Path) -> list[str]:
    """deckctl.toml, a list nested 5,000 deep: the TOML reader recursed (RecursionError, exit 70)."""
    _deck(root)
    (root / "deckctl.toml").write_text("[lint]\ndisable = " + "[" * 5_000 + "]" * 5_000 + "\n", encoding="utf-8")
    return ["lint", "deck"]


@attack("lint-config-unknown-rules")
def lint_config_unknown_rules(root: Path) -> list[str]:
    """deckctl.toml disabling 60,000 rules deckctl does not know: an error (and a typo guess) each."""
    _deck(root)
    ids = ",".join(f'"r{number:07d}x"' for number in range(60_000))
    (root / "deckctl.toml").write_text(f"[lint]\ndisable = [{ids}]\n", encoding="utf-8")
    return ["lint", "deck"]


STARTER = Path(__file__).resolve().parents[1] / "decks" / "knowledge-starter"


def _starter_bundle(root: Path, change: Callable[[dict], None]) -> None:
    """The Knowledge? starter deck's bundle at root/bundle.json, changed by `change`, its hash made to
    match (deckctl's own function): a bundle passing the hash and schema checks."""
    import shutil

    from deckctl.export.bundle import bundle_bytes, content_hash

    shutil.copytree(STARTER, root / "deck")
    subprocess.run([sys.executable, "-m", "deckctl", "export", "bundle", "deck", "--out", "out"], cwd=root,
                   check=True, capture_output=True)
    [path] = (root / "out").rglob("bundle.json")
    bundle = json.loads(path.read_text(encoding="utf-8"))
    change(bundle)
    bundle["sha256"] = content_hash(bundle)
    (root / "bundle.json").write_bytes(bundle_bytes(bundle))


@attack("bundle-board-start")
def bundle_board_start(root: Path) -> list[str]:
    """A bundle whose board starts on space 10^6 of 25: simulate ended with an IndexError (exit 70)."""
    _starter_bundle(root, lambda bundle: bundle["board"].update(start=10**6))
    return ["simulate", "knowledge", "--bundle", "bundle.json", "-n", "20", "--seed", "1"]


@attack("bundle-long-texts")
def bundle_long_texts(root: Path) -> list[str]:
    """A bundle of seven cards with fronts of 100 KB (a deck's text may have 1,000 characters)."""
    def long_fronts(bundle: dict) -> None:
        bundle["cards"] = bundle["cards"][:7]
        for card in bundle["cards"]:
            card["front"] = "word " * 20_000

    _starter_bundle(root, long_fronts)
    return ["play", "knowledge", "--bundle", "bundle.json", "--bots", "1", "--seed", "1", "--pace", "0"]


@attack("board-45000-spaces")
def board_45000_spaces(root: Path) -> list[str]:
    """The starter deck with a board.yaml of 45,000 spaces: play drew the whole loop after every move."""
    import shutil

    shutil.copytree(STARTER, root / "deck")
    letters, colours = "ABCDE", ("red", "yellow", "green", "blue", "white")
    spaces = [f"  - {{letter: {letters[i % 5]}, colour: {colours[i // 5 % 5]}}}" for i in range(45_000)]
    (root / "deck" / "board.yaml").write_text(
        "\n".join(["spaces:", *spaces, "start: 0", "opponents_start: 10", "harder_start: 20",
                   "markers: {white: B, green: D, yellow: A, blue: E, red: C}", ""]), encoding="utf-8")
    return ["play", "knowledge", "--deck", "deck", "--bots", "1", "--seed", "1", "--pace", "0"]


I_KNOW_STARTER = STARTER.parent / "i-know-starter"


def _stopped_without_winner(root: Path) -> str:
    """The replay log's result of a game the engine stopped must say so and name no winner."""
    result = json.loads((root / "game.jsonl").read_text(encoding="utf-8").splitlines()[-1]).get("result", {})
    if result.get("stopped") and not any(result.get("returns", [1])):
        return ""
    return f"the log names a winner of a game the engine stopped: {json.dumps(result)}"


@attack("i-know-office-loop", exit_code=0, check=_stopped_without_winner)
def i_know_office_loop(root: Path) -> list[str]:
    """The I know! starter deck whose one announcement card sends the player to the Principal's
    Office, which draws it again: the first turn to land there never ends. The engine stops the game
    (MAX_TURN_STEPS); it had named the leaders the winners, as if the game had been played out."""
    import shutil

    shutil.copytree(I_KNOW_STARTER / "cards", root / "deck" / "cards")
    shutil.copy(I_KNOW_STARTER / "deck.yaml", root / "deck" / "deck.yaml")
    (root / "deck" / "cards" / "announcements.yaml").write_text(
        "- id: to-the-office\n  kind: announcement\n  text: Go to the Principal's Office.\n"
        "  effect: {type: go-to, square: principal-office}\n", encoding="utf-8")
    return ["play", "i-know", "--deck", "deck", "--bots", "2", "--seed", "1", "--pace", "0", "--log", "game.jsonl"]


@attack("knowledge-unplayable-cards", exit_code=0)
def knowledge_unplayable_cards(root: Path) -> list[str]:
    """A Knowledge? deck of 1,000 red cards and one number card on the reference board with one red
    space: the markers soon cover it, every red card is replaced and the number card comes round
    too seldom to end a game, so each game drew up to 18,000 cards (max_rounds x 6 markers x 30)."""
    board = (STARTER / "board.yaml").read_text(encoding="utf-8").split("\n")
    recoloured = [line.replace("colour: red}", "colour: white}") if "colour: red}" in line and "# 12" not in line
                  else line for line in board]
    cards = "".join(f"- id: red-{number:04d}\n  category: colour\n  front: Which colour is a cherry?\n"
                    f"  back: Red.\n  value: red\n" for number in range(1_000))
    cards += "- id: one-step\n  category: number\n  front: How many moons has the Earth?\n  back: One.\n  value: 1\n"
    (_deck(root, cards=cards) / "board.yaml").write_text("\n".join(recoloured), encoding="utf-8")
    return ["simulate", "knowledge", "--deck", "deck", "-n", "100", "--seed", "1", "--jobs", "1"]


@attack("images-dpi-1200")
def images_dpi_1200(root: Path) -> list[str]:
    """The Knowledge? starter deck asking for its card images at 1,200 dpi on 150 x 150 mm cards:
    300 images of 54 million pixels each (within the 64 million an image may have), 16 billion in
    all. `build` drew them in 115 s (the default's 300 images: 1.4 s)."""
    import shutil

    shutil.copytree(STARTER, root / "deck")
    with open(root / "deck" / "deck.yaml", "a", encoding="utf-8") as manifest:
        manifest.write("print:\n  card_size: 150x150\n  images: {dpi: 1200}\n")
    return ["build", "deck", "-o", "out"]


@attack("pseudo-placeholders", exit_code=0)
def pseudo_placeholders(root: Path) -> list[str]:
    """2,900 cards whose fronts are 333 `{a}` placeholders (999 characters, within the deck's
    limits): `i18n pseudo` asked every placeholder about every character, 30 s."""
    _deck(root, cards="".join(_card(number, "'" + "{a}" * 333 + "'") for number in range(2_900)))
    return ["i18n", "pseudo", "deck"]


@attack("pseudo-catalog-zero", exit_code=74)
def pseudo_catalog_zero(root: Path) -> list[str]:
    """locales/en-XA.po a link to /dev/zero: `i18n pseudo` read it whole to compare it with the
    catalog it made (24 GB before the kernel stopped it); now refused as an output (exit 74)."""
    (_deck(root) / "locales").mkdir()
    os.symlink("/dev/zero", root / "deck" / "locales" / "en-XA.po")
    return ["i18n", "pseudo", "deck"]


@attack("pseudo-catalog-fifo", exit_code=74)
def pseudo_catalog_fifo(root: Path) -> list[str]:
    """locales/en-XA.po a named pipe: `i18n pseudo` waited for a writer for ever."""
    (_deck(root) / "locales").mkdir()
    os.mkfifo(root / "deck" / "locales" / "en-XA.po")
    return ["i18n", "pseudo", "deck"]


if __name__ == "__main__":  # `hostile.py NAME FOLDER`: make one attack there, print its command as JSON
    print(json.dumps(ATTACKS[sys.argv[1]](Path(sys.argv[2]))))
