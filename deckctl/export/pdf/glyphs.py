"""The card font's glyphs as SVG path data, read from the TrueType file the PDF embeds.

A picture written as SVG (`vector.py`) sets its text as these outlines, not as SVG text: an SVG
shown through `<img>` may load no font, so outlines are the only way it draws the very glyphs
the PDF embeds, at the very advance widths reportlab placed them with, kerned as the PDF kerns them.
An outline is in the font's units (Fira Sans: 1000 to the em, the unit of its advance widths), y up.
"""

from __future__ import annotations

import struct
from functools import cache

from deckctl.export.pdf import fonts

_UNIT = 1000  # the advance widths' unit (reportlab's thousandths of an em)


@cache
def outline(weight: str, glyph: int) -> str:
    """The glyph's outline as SVG path data ("" for a blank glyph, such as the space)."""
    face = fonts.get(weight).face
    contours = _contours(face._ttf_data, face.get_table_pos("glyf")[0], face.glyphPos, glyph, 0)
    scale = _UNIT / face.unitsPerEm
    if scale != 1:
        contours = [[(x * scale, y * scale, on) for x, y, on in contour] for contour in contours]
    return "".join(_contour_path(contour) for contour in contours if contour)


def _contours(data: bytes, glyf: int, loca: list[int], glyph: int, depth: int) -> list[list[tuple]]:
    """The glyph's contours: lists of (x, y, on the curve). Composite glyphs are resolved."""
    if glyph + 1 >= len(loca) or depth > 8:  # (a composite nested deeper is a broken font)
        return []
    start, end = glyf + loca[glyph], glyf + loca[glyph + 1]
    if end <= start:
        return []
    (count,) = struct.unpack_from(">h", data, start)
    at = start + 10  # after the bounding box
    if count < 0:
        return _composite(data, glyf, loca, at, depth)
    ends = struct.unpack_from(f">{count}H", data, at)
    at += 2 * count
    (instructions,) = struct.unpack_from(">H", data, at)
    at += 2 + instructions
    points = ends[-1] + 1 if count else 0
    flags: list[int] = []
    while len(flags) < points:
        flag = data[at]
        at += 1
        flags.append(flag)
        if flag & 8:  # repeated
            flags.extend([flag] * data[at])
            at += 1
    del flags[points:]
    xs, at = _coordinates(data, at, flags, 2, 16)
    ys, at = _coordinates(data, at, flags, 4, 32)
    contours, first = [], 0
    for last in ends:
        contours.append([(xs[i], ys[i], flags[i] & 1) for i in range(first, last + 1)])
        first = last + 1
    return contours


def _coordinates(data: bytes, at: int, flags: list[int], short: int, same: int) -> tuple[list[int], int]:
    """One axis of a simple glyph's points (each stored as a change from the one before)."""
    values, value = [], 0
    for flag in flags:
        if flag & short:
            value += data[at] if flag & same else -data[at]
            at += 1
        elif not flag & same:
            value += struct.unpack_from(">h", data, at)[0]
            at += 2
        values.append(value)
    return values, at


def _composite(data: bytes, glyf: int, loca: list[int], at: int, depth: int) -> list[list[tuple]]:
    """A composite glyph's components, each moved (and scaled) into place."""
    out: list[list[tuple]] = []
    more = True
    while more:
        flags, glyph = struct.unpack_from(">HH", data, at)
        at += 4
        if flags & 1:  # arguments are words
            dx, dy = struct.unpack_from(">hh", data, at)
            at += 4
        else:
            dx, dy = struct.unpack_from(">bb", data, at)
            at += 2
        if not flags & 2:  # (points matched instead of an offset: not in the card font)
            dx = dy = 0
        a, b, c, d = 1.0, 0.0, 0.0, 1.0
        if flags & 8:
            a = d = struct.unpack_from(">h", data, at)[0] / 16384
            at += 2
        elif flags & 0x40:
            a, d = (v / 16384 for v in struct.unpack_from(">hh", data, at))
            at += 4
        elif flags & 0x80:
            a, b, c, d = (v / 16384 for v in struct.unpack_from(">hhhh", data, at))
            at += 8
        for contour in _contours(data, glyf, loca, glyph, depth + 1):
            out.append([(a * x + c * y + dx, b * x + d * y + dy, on) for x, y, on in contour])
        more = bool(flags & 0x20)
    return out


def _contour_path(points: list[tuple]) -> str:
    """One closed contour of quadratic curves: between two points off the curve lies one on it."""
    first = next((i for i, point in enumerate(points) if point[2]), None)
    if first is None:  # every point off the curve: start half way between the last and the first
        (x0, y0, _), (x1, y1, _) = points[-1], points[0]
        start = ((x0 + x1) / 2, (y0 + y1) / 2, 1)
        rest = points
    else:
        start = points[first]
        rest = points[first + 1:] + points[:first]
    out = [f"M{_n(start[0])} {_n(start[1])}"]
    control = None
    for x, y, on in [*rest, start]:
        if on:
            if control is None:
                out.append(f"L{_n(x)} {_n(y)}")
            else:
                out.append(f"Q{_n(control[0])} {_n(control[1])} {_n(x)} {_n(y)}")
                control = None
        elif control is None:
            control = (x, y)
        else:
            mx, my = (control[0] + x) / 2, (control[1] + y) / 2
            out.append(f"Q{_n(control[0])} {_n(control[1])} {_n(mx)} {_n(my)}")
            control = (x, y)
    if out[-1] == f"L{_n(start[0])} {_n(start[1])}":  # (closing does that)
        out.pop()
    return "".join(out) + "Z"


def _n(value: float) -> str:
    """A coordinate, as short as it can be written (font units: whole, or halves between controls)."""
    if value == int(value):
        return str(int(value))
    return f"{value:.2f}".rstrip("0")
