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
    out, start = [], None
    for contour in contours:
        if contour:
            segments = _segments(contour)
            out.append(_written(segments, start))
            start = segments[0][1:]
    return "".join(out)


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


def _segments(points: list[tuple]) -> list[tuple]:
    """One closed contour of quadratic curves (between two points off the curve lies one on it) as its start ("M", x, y), then lines ("L", x, y) and quadratic curves ("Q", control x,
    control y, x, y) back to it (the last line, which closing draws, left out); coordinates in
    hundredths of a unit, as whole numbers (font units are whole, their halves lie between controls):
    so the relative steps `_written` works out are exact."""
    first = next((i for i, point in enumerate(points) if point[2]), None)
    if first is None:  # every point off the curve: start half way between the last and the first
        (x0, y0, _), (x1, y1, _) = points[-1], points[0]
        start = ((x0 + x1) / 2, (y0 + y1) / 2, 1)
        rest = points
    else:
        start = points[first]
        rest = points[first + 1:] + points[:first]
    begin = (_h(start[0]), _h(start[1]))
    out: list[tuple] = [("M", *begin)]
    control = None
    for x, y, on in [*rest, start]:
        if on:
            if control is None:
                out.append(("L", _h(x), _h(y)))
            else:
                out.append(("Q", _h(control[0]), _h(control[1]), _h(x), _h(y)))
                control = None
        elif control is None:
            control = (x, y)
        else:
            out.append(("Q", _h(control[0]), _h(control[1]), _h((control[0] + x) / 2), _h((control[1] + y) / 2)))
            control = (x, y)
    if out[-1] == ("L", *begin):  # (closing does that)
        out.pop()
    return out


def _h(value: float) -> int:
    """A coordinate in hundredths of a unit, as `f"{value:.2f}"` rounds it."""
    if type(value) is int:
        return value * 100
    if (value * 2).is_integer():  # (a half: exact in hundredths)
        return int(value * 100)
    return round(float(f"{value:.2f}") * 100)


def _written(segments: list[tuple], origin: tuple[int, int] | None = None) -> str:
    """A contour as short SVG path data drawing the very same outline: each step relative to the
    point before it (small numbers), a line along an axis as `h`/`v`, a curve whose control mirrors
    the one before it about their common point (where TrueType leaves that point implied) as `t`
    with its end alone, a command letter left out where the one before repeats, a number's leading
    zero and the space before a minus or a second decimal point left out, and `z` closing. Every
    number is exact (whole or hundredths: a renderer adds them up without a rounding a pixel could
    show). A contour after the first starts relative to the one before's start (`origin`), where
    closing that one left the current point."""
    _, x0, y0 = segments[0]
    out: list[str] = []
    if origin is None:
        _put(out, "M", "", (x0, y0))
    else:
        _put(out, "m", "", (x0 - origin[0], y0 - origin[1]))
    x, y = x0, y0
    last = "M"
    before = None  # the last curve's control point
    for segment in segments[1:]:
        if segment[0] == "L":
            _, ex, ey = segment
            if ey == y:
                letter, numbers = "h", (ex - x,)
            elif ex == x:
                letter, numbers = "v", (ey - y,)
            else:
                letter, numbers = "l", (ex - x, ey - y)
            before = None
        else:
            _, cx, cy, ex, ey = segment
            if before is not None and cx == 2 * x - before[0] and cy == 2 * y - before[1]:
                letter, numbers = "t", (ex - x, ey - y)
            else:
                letter, numbers = "q", (cx - x, cy - y, ex - x, ey - y)
            before = (cx, cy)
        _put(out, letter, last, numbers)
        last = letter
        x, y = ex, ey
    out.append("z")
    return "".join(out)


def _put(out: list[str], letter: str, last: str, numbers: tuple) -> None:
    """Append a command's numbers (its letter unless it repeats the one before)."""
    if letter != last:
        out.append(letter)
        previous = ""
    else:
        previous = out[-1]
    for number in numbers:
        text = _written_numbers.get(number) or _num(number)
        if previous and text[0] != "-" and not (text[0] == "." and "." in previous):
            out.append(" ")
        out.append(text)
        previous = text


_written_numbers: dict[int, str] = {}  # hundredths -> `_num` (steps in font units: a few thousand)


def _num(hundredths: int) -> str:
    """A number given in hundredths, as short as SVG reads it: `12`, `-3.5`, `.25`, `-.5`."""
    if len(_written_numbers) < 65536:
        found = _written_numbers[hundredths] = _number(hundredths)
        return found
    return _number(hundredths)


def _number(hundredths: int) -> str:
    whole, part = divmod(abs(hundredths), 100)
    sign = "-" if hundredths < 0 else ""
    if not part:
        return f"{sign}{whole}"
    decimals = f"{part:02d}".rstrip("0")
    return f"{sign}{whole}.{decimals}" if whole else f"{sign}.{decimals}"
