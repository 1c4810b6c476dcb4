"""The glyph outlines the SVG pictures define (deckctl/export/pdf/glyphs.py) are short path data
(relative steps, `h`/`v`, `t` for TrueType's implied points, letters and separators left out): read
back, each must be the very outline fontTools draws from the same font file."""

import re
from collections import Counter

import pytest

from deckctl.export.pdf import fonts, glyphs

_NUMBER = re.compile(r"[MmLlHhVvQqTtZz]|-?(?:\d+\.?\d*|\.\d+)")
_ARITY = {"m": 2, "l": 2, "h": 1, "v": 1, "q": 4, "t": 2, "z": 0}


def _read(d: str) -> list[list[tuple]]:
    """SVG path data (the commands glyphs use) as contours of segments in absolute coordinates:
    ("L", start, end) or ("Q", start, control, end), each contour closed by a line if needed."""
    tokens = _NUMBER.findall(d)
    contours: list[list[tuple]] = []
    x = y = 0.0
    start = (0.0, 0.0)
    control = None
    command = None
    at = 0
    while at < len(tokens):
        if tokens[at].isalpha():
            command = tokens[at]
            at += 1
        elif command in "mM":
            command = "l" if command == "m" else "L"  # (pairs after a move are lines)
        lower = command.lower()
        values = [float(v) for v in tokens[at:at + _ARITY[lower]]]
        at += _ARITY[lower]
        relative = command.islower()
        if lower == "z":
            if (x, y) != start:
                contours[-1].append(("L", (x, y), start))
            x, y = start
            control = None
            continue
        if lower == "h":
            values = [values[0] + (x if relative else 0), y]
        elif lower == "v":
            values = [x, values[0] + (y if relative else 0)]
        elif relative:
            values = [v + (x if n % 2 == 0 else y) for n, v in enumerate(values)]
        if lower == "m":
            start = (x, y) = tuple(values)
            contours.append([])
            control = None
        elif lower in "lhv":
            contours[-1].append(("L", (x, y), tuple(values)))
            x, y = values
            control = None
        else:
            if lower == "t":
                control = (2 * x - control[0], 2 * y - control[1]) if control else (x, y)
                end = tuple(values)
            else:
                control, end = tuple(values[:2]), tuple(values[2:])
            contours[-1].append(("Q", (x, y), control, end))
            x, y = end
    return contours


def _drawn_by_fonttools(font, name: str) -> list[list[tuple]]:
    from fontTools.pens.basePen import BasePen

    class Segments(BasePen):
        def __init__(self, glyph_set):
            super().__init__(glyph_set)
            self.contours: list[list[tuple]] = []

        def _moveTo(self, point):
            self.contours.append([])
            self.start = point

        def _lineTo(self, point):
            self.contours[-1].append(("L", self._getCurrentPoint(), point))

        def _qCurveToOne(self, control, point):
            self.contours[-1].append(("Q", self._getCurrentPoint(), control, point))

        def _closePath(self):
            if self._getCurrentPoint() != self.start:
                self.contours[-1].append(("L", self._getCurrentPoint(), self.start))

    glyph_set = font.getGlyphSet()
    pen = Segments(glyph_set)
    glyph_set[name].draw(pen)
    return pen.contours


def _segments(contours) -> Counter:
    """The segments, whatever contour and point each starts at (a contour may start elsewhere)."""
    return Counter(tuple((float(a), float(b)) for a, b in segment[1:]) + (segment[0],)
                   for contour in contours for segment in contour
                   if segment[0] == "Q" or segment[1] != segment[2])


@pytest.mark.parametrize("weight", list(fonts.WEIGHTS))
def test_each_glyph_outline_is_the_fonts(weight):
    from fontTools.ttLib import TTFont

    font = TTFont(str(fonts.font_dir() / fonts.WEIGHTS[weight]))
    order = font.getGlyphOrder()
    face = fonts.get(weight).face
    sample = "AaBbQqSsWwÄäÖöÜüßÉéçøÆæŒœ0123456789.,;:!?«»‹›„“”‘’–—…&@€%()[]{}ΑαΩωΣσςЖж"
    ids = sorted({face.charToGlyph[ord(char)] for char in sample if ord(char) in face.charToGlyph})
    ids += range(0, len(order), 7)  # (and a spread of all the others)
    for glyph in ids:
        d = glyphs.outline(weight, glyph)
        ours = _read(d)
        theirs = _drawn_by_fonttools(font, order[glyph])
        assert len(ours) == len([c for c in theirs if c]), (weight, order[glyph])
        assert _segments(ours) == _segments(theirs), (weight, order[glyph], d)


def test_outlines_are_short():
    face = fonts.get("regular").face
    d = glyphs.outline("regular", face.charToGlyph[ord("ä")])  # (curves, a line, three contours)
    assert not re.search(r"[LQC]", d) and d.count("M") == 1 and d.count("m") == 3
    assert "t" in d and "z" in d and " -" not in d and not re.search(r"(?<![\d.])0\.", d)


def test_numbers_are_written_short_and_exact():
    assert [glyphs._num(v) for v in (0, 1200, -50, 25, -125, 1050, 7)] == ["0", "12", "-.5", ".25", "-1.25", "10.5", ".07"]
    out: list[str] = []
    glyphs._put(out, "q", "", (150, -50, -50, 5))
    glyphs._put(out, "q", "q", (50, 0))  # (a repeated command: no letter; ".5" after "0.05" needs none either)
    assert "".join(out) == "q1.5-.5-.5.05.5 0"
