"""The card font's pair kerning: how much closer (or further apart) two characters are set than
their advance widths say, in thousandths of an em, read from the font's `kern` feature (GPOS pair
adjustment, formats 1 and 2) or, for a font without one, its legacy `kern` table.

Text is measured (`text.py`) and drawn (`record.py`, `vector.py`) with the same adjustments, so a
line is as wide on the card as it was measured. Pairs with a space are never kerned: a line then
measures its words and the spaces between them, as text fitting adds them up.

Fira Sans kerns about half a million character pairs (its classes multiplied out), which would
take most of a second a weight to list, and fontTools' objects for its tables a tenth of one; so
the lookups are found in the font's bytes (`_read_raw`; fontTools reads a font laid out otherwise),
their subtables are read only as a pair needs them, and each pair, worked out when first asked
for, is kept in a dict by the two characters (a few milliseconds a weight for a deck's text).
"""

from __future__ import annotations

import struct
from functools import cache
from operator import add

from deckctl.export.pdf import fontmetrics, fonts

# Characters never kerned with a neighbour: the spaces a line is measured and broken at.
_SPACES = frozenset(" \u00a0\u2007\u202f")


class _Pairs(dict):
    """Adjustment by a pair of characters (a two-character string), 0 for a pair not kerned."""

    def __init__(self, glyph_of: dict[str, int], lookups: list, legacy: dict):  # (glyph ids by character)
        super().__init__()
        self.glyph_of = glyph_of
        self.lookups = lookups
        self.legacy = legacy

    def __missing__(self, pair: str) -> int:
        first, second = pair
        value = 0
        if first not in _SPACES and second not in _SPACES:
            left, right = self.glyph_of.get(first), self.glyph_of.get(second)
            if left is not None and right is not None:
                value = _adjustment(self.lookups, self.legacy, left, right)
        self[pair] = value
        return value


def _adjustment(lookups: list, legacy: dict, left: int, right: int) -> int:
    """The adjustment of two glyphs: each lookup's first subtable that applies to them, added up."""
    if not lookups:
        return legacy.get((left, right), 0)
    total = 0
    for subtables in lookups:
        for subtable in subtables:
            found = subtable(left, right)
            if found is not None:
                total += found
                break
    return total


@cache
def pairs(weight: str) -> _Pairs:
    """A weight's kerning by character pair, read once per weight."""
    path = fonts.font_dir() / fonts.WEIGHTS[weight]
    found = _read_raw(path)
    if found is not None:
        return found
    from fontTools.ttLib import TTFont

    font = TTFont(str(path), lazy=True)
    scale = 1000 / font["head"].unitsPerEm
    ids = fontmetrics.glyph_ids(path)  # (the cmap reportlab draws with; fontTools' names cost more)
    if ids is None:
        ids = {code: font.getGlyphID(name) for code, name in font.getBestCmap().items()}
    glyph_of = {chr(code): glyph for code, glyph in ids.items()}
    lookups = _gpos_lookups(font, scale) if "GPOS" in font else []
    legacy = {} if lookups or "kern" not in font else _legacy(font, scale)
    return _Pairs(glyph_of, lookups, legacy)


def _read_raw(path) -> _Pairs | None:
    """`pairs` for a TrueType font with a GPOS table that kerns and the cmap `fontmetrics` reads,
    its lookups found in the font's bytes as fontTools finds them (`_gpos_lookups`): importing
    fontTools and reading its objects for the tables took about 60 ms of an export's CPU, more than
    kerning the texts of a thousand cards. None for any other font: fontTools reads it."""
    ids = fontmetrics.glyph_ids(path)  # (None for a font laid out other than it knows)
    if ids is None:
        return None
    data = path.read_bytes()
    try:
        tables = fontmetrics._tables(data)
        if tables is None or b"GPOS" not in tables:
            return None
        (units_per_em,) = struct.unpack_from(">H", data, tables[b"head"] + 18)
        lookups = _raw_gpos_lookups(data, tables[b"GPOS"], 1000 / units_per_em)
    except (struct.error, KeyError, IndexError, ZeroDivisionError):
        return None
    if not lookups:  # (no GPOS kerning: an old `kern` table, perhaps)
        return None
    return _Pairs({chr(code): glyph for code, glyph in ids.items()}, lookups, {})


def _raw_gpos_lookups(data: bytes, gpos: int, scale: float) -> list:
    """`_gpos_lookups` read from the bytes of a font whose GPOS table starts at `gpos`: the
    FeatureList's `kern` features, their lookups in the LookupList (by index, in order), and of
    each its pair adjustment subtables (type 2, or type 2 inside an extension, type 9)."""
    features_at, lookups_at = struct.unpack_from(">HH", data, gpos + 6)
    if not features_at or not lookups_at:
        return []
    features = gpos + features_at
    (count,) = struct.unpack_from(">H", data, features)
    indices: set[int] = set()
    for n in range(count):
        tag, offset = struct.unpack_from(">4sH", data, features + 2 + 6 * n)
        if tag == b"kern":
            (size,) = struct.unpack_from(">H", data, features + offset + 2)
            indices.update(struct.unpack_from(f">{size}H", data, features + offset + 4))
    lookup_list = gpos + lookups_at
    (count,) = struct.unpack_from(">H", data, lookup_list)
    offsets = struct.unpack_from(f">{count}H", data, lookup_list + 2)
    lookups = []
    for index in sorted(indices):
        lookup = lookup_list + offsets[index]
        kind, _, size = struct.unpack_from(">HHH", data, lookup)
        subtables = []
        for offset in struct.unpack_from(f">{size}H", data, lookup + 6):
            at, sub_kind = lookup + offset, kind
            if kind == 9:  # an extension: the real subtable at its 32-bit offset
                _, sub_kind, extension = struct.unpack_from(">HHI", data, at)
                at += extension
            if sub_kind == 2:
                subtables.append(_raw_pair(data, at, scale))
        if subtables:
            lookups.append(subtables)
    return lookups


def _raw_pair(data: bytes, at: int, scale: float):
    """The pair adjustment subtable at `at` as a function of two glyph ids."""
    form = struct.unpack_from(">H", data, at)[0]
    read = _raw_format_1 if form == 1 else _raw_format_2 if form == 2 else None
    return read(data, at, scale) if read is not None else lambda left, right: None


def _gpos_lookups(font, scale: float) -> list:
    """The `kern` feature's pair adjustment lookups, each a list of its subtables as functions of
    two glyphs (None where the subtable does not apply to them)."""
    table = font["GPOS"].table
    if not table.FeatureList or not table.LookupList:
        return []
    indices = sorted({index for record in table.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                      for index in record.Feature.LookupListIndex})
    lookups = []
    for index in indices:
        lookup = table.LookupList.Lookup[index]
        subtables = []
        for subtable in lookup.SubTable:
            kind = lookup.LookupType
            if kind == 9:  # an extension: the real subtable inside
                kind, subtable = subtable.ExtensionLookupType, subtable.ExtSubTable
            if kind == 2:
                subtables.append(_pair_subtable(subtable, scale, font))
        if subtables:
            lookups.append(subtables)
    return lookups


def _pair_subtable(subtable, scale: float, font):
    """A pair adjustment subtable as a function of two glyph ids. Read from its bytes, where
    fontTools left them unread (it reads a font lazily): building its objects for the classes'
    table of values takes most of a tenth of a second a weight, and a pair needs one number of it."""
    reader = subtable.__dict__.get("reader")
    if reader is None or not hasattr(reader, "data"):  # (already read by fontTools: its objects)
        by_name = _format_1(subtable, scale) if subtable.Format == 1 else _format_2(subtable, scale)
        names = font.getGlyphOrder()
        return lambda left, right: by_name(names[left], names[right])
    return _raw_pair(reader.data, reader.pos, scale)


def _value_layout(value_format: int) -> tuple[int, int | None]:
    """A value record's size in bytes and where its x advance is in it (None: it has none)."""
    size = 2 * bin(value_format & 0xFF).count("1") + 2 * bin(value_format >> 8).count("1")
    advance = 2 * bin(value_format & 3).count("1") if value_format & 4 else None
    return size, advance


def _coverage(data: bytes, at: int) -> dict[int, int]:
    """Glyph id -> coverage index."""
    form, count = struct.unpack_from(">HH", data, at)
    if form == 1:
        return {glyph: i for i, glyph in enumerate(struct.unpack_from(f">{count}H", data, at + 4))}
    found = {}
    for n in range(count):
        first, last, index = struct.unpack_from(">HHH", data, at + 4 + 6 * n)
        for glyph in range(first, last + 1):
            found[glyph] = index + glyph - first
    return found


def _classes(data: bytes, at: int) -> dict[int, int]:
    """Glyph id -> class (a glyph not listed is in class 0)."""
    (form,) = struct.unpack_from(">H", data, at)
    if form == 1:
        first, count = struct.unpack_from(">HH", data, at + 2)
        return {first + i: value for i, value in enumerate(struct.unpack_from(f">{count}H", data, at + 6)) if value}
    (count,) = struct.unpack_from(">H", data, at + 2)
    found = {}
    for n in range(count):
        first, last, value = struct.unpack_from(">HHH", data, at + 4 + 6 * n)
        for glyph in range(first, last + 1):
            found[glyph] = value
    return found


def _raw_format_1(data: bytes, at: int, scale: float):
    """Pairs of glyphs, each listed: the first glyph's pair set searched for the second."""
    coverage_at, format1, format2, count = struct.unpack_from(">HHHH", data, at + 2)
    size1, advance = _value_layout(format1)
    record = 2 + size1 + _value_layout(format2)[0]
    offsets = struct.unpack_from(f">{count}H", data, at + 10)
    covered: dict[int, int] = {}
    kept: dict[int, dict[int, int]] = {}

    def apply(left: int, right: int) -> int | None:
        if not covered:
            covered.update(_coverage(data, at + coverage_at))
        seconds = kept.get(left)
        if seconds is None:
            index = covered.get(left)
            if index is None or index >= count:
                return None
            start = at + offsets[index]
            (pairs_count,) = struct.unpack_from(">H", data, start)
            seconds = kept[left] = {}
            for n in range(pairs_count):
                entry = start + 2 + n * record
                value = 0 if advance is None else struct.unpack_from(">h", data, entry + 2 + advance)[0]
                seconds[struct.unpack_from(">H", data, entry)[0]] = round(value * scale)
        return seconds.get(right)

    return apply


def _raw_format_2(data: bytes, at: int, scale: float):
    """Pairs of glyph classes: the value in the row of the first glyph's class and the column of
    the second's, read when asked for."""
    coverage_at, format1, format2, firsts_at, seconds_at, rows, columns = struct.unpack_from(">HHHHHHH", data, at + 2)
    size1, advance = _value_layout(format1)
    record = size1 + _value_layout(format2)[0]
    read: list = []  # (covered, first classes, second classes), once read

    def apply(left: int, right: int) -> int | None:
        if not read:
            read.append((frozenset(_coverage(data, at + coverage_at)), _classes(data, at + firsts_at),
                         _classes(data, at + seconds_at)))
        covered, firsts, seconds = read[0]
        if left not in covered:
            return None
        row, column = firsts.get(left, 0), seconds.get(right, 0)
        if advance is None or row >= rows or column >= columns:
            return 0
        value = struct.unpack_from(">h", data, at + 16 + (row * columns + column) * record + advance)[0]
        return round(value * scale)

    return apply


def _advance(value, scale: float) -> int:
    """The first glyph's x advance adjustment of a value record, in thousandths of an em."""
    return round((getattr(value, "XAdvance", 0) or 0) * scale) if value is not None else 0


def _format_1(subtable, scale: float):
    """`_raw_format_1` for a subtable fontTools has read into objects."""
    sets = dict(zip(subtable.Coverage.glyphs, subtable.PairSet))

    def apply(left: str, right: str) -> int | None:
        pair_set = sets.get(left)
        if pair_set is None:
            return None
        return next((_advance(record.Value1, scale) for record in pair_set.PairValueRecord
                     if record.SecondGlyph == right), None)

    return apply


def _format_2(subtable, scale: float):
    """`_raw_format_2` for a subtable fontTools has read into objects."""
    covered = frozenset(subtable.Coverage.glyphs)
    firsts = subtable.ClassDef1.classDefs if subtable.ClassDef1 else {}
    seconds = subtable.ClassDef2.classDefs if subtable.ClassDef2 else {}

    def apply(left: str, right: str) -> int | None:
        if left not in covered:
            return None
        row = subtable.Class1Record[firsts.get(left, 0)].Class2Record
        column = seconds.get(right, 0)
        return _advance(row[column].Value1, scale) if column < len(row) else 0

    return apply


def _legacy(font, scale: float) -> dict[tuple[int, int], int]:
    """The pairs of an old-style `kern` table (format 0 subtables), by glyph ids."""
    found: dict[tuple[int, int], int] = {}
    for subtable in font["kern"].kernTables:
        if getattr(subtable, "format", 0) == 0 and hasattr(subtable, "kernTable"):
            for (left, right), value in subtable.kernTable.items():
                found.setdefault((font.getGlyphID(left), font.getGlyphID(right)), round(value * scale))
    return found


def adjustment(text: str, weight: str) -> int:
    """The kerning of all of `text`'s neighbouring characters, added up (1/1000 em)."""
    if len(text) < 2:
        return 0
    return sum(map(pairs(weight).__getitem__, map(add, text, text[1:])))


def segments(text: str, weight: str) -> list:
    """`text` cut where a pair is kerned: its pieces with the adjustment between each two (as a
    PDF TJ array holds them, but in em thousandths to add to the advance: negative is closer);
    [text] when nothing in it is kerned. Worked out word by word (no pair with a space is kerned),
    each word's kerned places kept: a deck's lines are few words over and over."""
    if len(text) < 2:
        return [text]
    places = _places(weight)
    out: list = []
    start = at = 0
    for word in text.split(" "):
        for i, value in places[word]:
            out += (text[start:at + i], value)
            start = at + i
        at += len(word) + 1
    if not out:
        return [text]
    out.append(text[start:])
    return out


class _Places(dict):
    """Where a word is kerned, by word: ((position, adjustment) for each kerned pair, the position
    that of its second character), worked out when first asked for. Bounded: emptied when full."""

    def __init__(self, kern: _Pairs):
        super().__init__()
        self.kern = kern

    def __missing__(self, word: str) -> tuple:
        if len(self) >= _PLACES_KEPT:
            self.clear()
        found = self[word] = tuple((i, value) for i, value in enumerate(map(self.kern.__getitem__,
                                                                            map(add, word, word[1:])), 1) if value)
        return found


_PLACES_KEPT = 65536


@cache
def _places(weight: str) -> _Places:
    return _Places(pairs(weight))
