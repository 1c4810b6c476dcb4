"""What measuring text needs of a TrueType font, read straight from two of its tables: which
characters it maps (`cmap`) and how wide each one is (`hmtx`), in thousandths of an em.

reportlab reads the same numbers when it loads a font for drawing, but it parses the whole file
(about 5 ms a weight) and importing it pulls in PIL. A lint worker measures every text of a deck
and draws none, so it reads only these two tables, in under a millisecond. The numbers are
reportlab's own: the subtable it would choose, a space's width copied to the no-break space as it
copies it (the tests compare every character of every weight). A file laid out other than this
reader knows gives None, and the caller asks reportlab. (`kerning` reads the same cmap for the
glyph ids its pairs are kept by.)
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import NamedTuple


class Metrics(NamedTuple):
    codes: frozenset[int]  # every code point the cmap maps (to a glyph or, at times, to glyph 0)
    widths: dict[int, int]  # advance width of each mapped code point, in 1/1000 em
    missing: int  # the advance width of glyph 0, which stands in for a character the font lacks


def read(path: Path) -> Metrics | None:
    """The metrics of the TrueType font at `path`; None for a collection, an OpenType (CFF) font,
    units per em other than 1,000 (reportlab's widths would not be whole numbers) or a cmap
    subtable other than format 4, and for a file that does not parse."""
    data = path.read_bytes()
    try:
        return _read(data)
    except (struct.error, KeyError, IndexError):
        return None


def glyph_ids(path: Path) -> dict[int, int] | None:
    """Code point -> glyph id, from the cmap subtable reportlab draws with (`_cmap`); None where
    `read` gives None for its tables or cmap."""
    data = path.read_bytes()
    try:
        return _cmap(data, _tables(data)[b"cmap"])
    except (struct.error, KeyError, IndexError, TypeError):
        return None


def _tables(data: bytes) -> dict[bytes, int] | None:
    """Where each table of a TrueType font starts; None for a collection or a CFF font."""
    version, tables_count = struct.unpack_from(">IH", data, 0)
    if version not in (0x00010000, 0x74727565):  # ('ttcf' is a collection, 'OTTO' has CFF outlines)
        return None
    tables = {}
    for i in range(tables_count):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag] = offset
    return tables


def _read(data: bytes) -> Metrics | None:
    tables = _tables(data)
    if tables is None:
        return None
    (units_per_em,) = struct.unpack_from(">H", data, tables[b"head"] + 18)
    (metrics_count,) = struct.unpack_from(">H", data, tables[b"hhea"] + 34)
    (glyphs_count,) = struct.unpack_from(">H", data, tables[b"maxp"] + 4)
    if units_per_em != 1000 or not 0 < metrics_count <= glyphs_count:
        return None
    codes = _cmap(data, tables[b"cmap"])
    if codes is None:
        return None
    advances = struct.unpack_from(f">{2 * metrics_count}H", data, tables[b"hmtx"])[0::2]
    last = advances[-1]  # glyphs after the last full metric share its advance
    widths = {code: advances[glyph] if glyph < metrics_count else last
              for code, glyph in codes.items() if glyph < glyphs_count}
    if 0x20 in codes:  # reportlab gives the no-break space the space's glyph, or the other way round
        codes[0xA0] = codes[0x20]
        widths[0xA0] = widths[0x20]
    elif 0xA0 in codes:
        codes[0x20] = codes[0xA0]
        widths[0x20] = widths[0xA0]
    return Metrics(frozenset(codes), widths, advances[0])


def _cmap(data: bytes, cmap: int) -> dict[int, int] | None:
    """Code point -> glyph, from the subtable reportlab picks (the last Unicode one listed, else
    the Mac Roman one); None unless that is in format 4."""
    (_, count) = struct.unpack_from(">HH", data, cmap)
    chosen, kind = None, 0
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform == 3 or (platform == 1 and encoding == 1) or (platform == 0 and encoding != 5):
            chosen, kind = offset, 1
        elif platform == 1 and encoding == 0 and kind != 1:
            chosen, kind = offset, 2
    if chosen is None:
        return None
    start_of = cmap + chosen
    form, length = struct.unpack_from(">HH", data, start_of)
    if form != 4:
        return None
    end_of = start_of + length
    (double_segments,) = struct.unpack_from(">H", data, start_of + 6)
    segments = double_segments // 2
    ends = struct.unpack_from(f">{segments}H", data, start_of + 14)
    starts = struct.unpack_from(f">{segments}H", data, start_of + 16 + double_segments)
    deltas = struct.unpack_from(f">{segments}h", data, start_of + 16 + 2 * double_segments)
    range_offsets_at = start_of + 16 + 3 * double_segments
    range_offsets = struct.unpack_from(f">{segments}H", data, range_offsets_at)
    glyphs: dict[int, int] = {}
    for n in range(segments):
        first, delta, range_offset = starts[n], deltas[n], range_offsets[n]
        if range_offset == 0:
            for code in range(first, ends[n] + 1):
                glyphs[code] = (code + delta) & 0xFFFF
            continue
        base = range_offsets_at + 2 * n + range_offset
        for code in range(first, ends[n] + 1):
            at = base + 2 * (code - first)
            glyph = struct.unpack_from(">H", data, at)[0] if at < end_of else 0  # (past the table: glyph 0)
            glyphs[code] = (glyph + delta) & 0xFFFF if glyph else 0
    return glyphs
