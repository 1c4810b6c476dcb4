"""`deckctl export calibration`: a two-sided sheet that measures a printer's duplex offset.

The front carries crosshairs; the back carries, exactly behind each, a pair of millimetre scales
whose zero is where the crosshair should be. Held against the light, the front's lines show
through: the numbers they meet on the back's scales are the offset to pass as
`--back-offset X,Y` (X to the right and Y upwards, as seen looking at the back).
A 50 mm bar on the front checks that the printer did not scale the page.
"""

from __future__ import annotations

import io

from deckctl.export.pdf import fonts
from deckctl.export.pdf.base import MM
from deckctl.export.pdf.layout import Grid, mirror
from deckctl.export.pdf.options import PAPERS

RANGE = 5.0  # mm either side of zero on the scales


def _targets(pw: float, ph: float) -> list[tuple[str, float, float]]:
    inset = 32.0
    return [("A", inset, ph - inset), ("B", pw - inset, ph - inset), ("C", pw / 2, ph / 2),
            ("D", inset, inset), ("E", pw - inset, inset)]


def _text(c, x, y, value, size=9, weight="regular", align="left"):
    c.setFont(fonts.font_name(weight), size)
    if align == "center":
        c.drawCentredString(x * MM, y * MM, value)
    else:
        c.drawString(x * MM, y * MM, value)


def calibration_pdf(paper: str = "a4", duplex: str = "long-edge") -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    fonts.register("regular", "medium", "bold")
    pw, ph = PAPERS[paper]
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(pw * MM, ph * MM), invariant=1, pageCompression=1,
               initialFontName=fonts.font_name("regular"), lang="en")
    c.setTitle(f"deckctl duplex calibration ({paper}, {duplex})")
    c.setAuthor("deckctl")
    c.setSubject(f"a sheet to find a printer's duplex offset: {paper}, {duplex}")
    c.setCreator("deckctl")
    flip = "long" if duplex != "short-edge" else "short"

    # Front: crosshairs, instructions, a scale check.
    c.setStrokeColorRGB(0, 0, 0)
    for name, x, y in _targets(pw, ph):
        c.setLineWidth(0.35)
        c.line((x - 12) * MM, y * MM, (x + 12) * MM, y * MM)
        c.line(x * MM, (y - 12) * MM, x * MM, (y + 12) * MM)
        c.circle(x * MM, y * MM, 3 * MM, stroke=1, fill=0)
        _text(c, x + 4, y + 4, name, 12, "bold")
    lines = [
        "deckctl duplex calibration — front",
        f"Paper {paper.upper()}, flip on the {flip} edge. Print both sides at 100 % (no 'fit to page').",
        "Hold the printed sheet against a bright light and look at the back.",
        "Each crosshair of this side shows through next to a pair of scales on the back.",
        "Read where the vertical line meets the horizontal scale: that is X.",
        "Read where the horizontal line meets the vertical scale: that is Y.",
        "Then export with  --back-offset X,Y  (for example --back-offset 0.5,-1).",
    ]
    y = ph / 2 - 30
    for i, line in enumerate(lines):
        _text(c, pw / 2, y - i * 6, line, 11 if i == 0 else 9, "bold" if i == 0 else "regular", "center")
    # 50 mm bar: if it does not measure 50 mm, the printer scaled the page.
    bx, by = pw / 2 - 25, 60.0
    c.setLineWidth(0.8)
    c.line(bx * MM, by * MM, (bx + 50) * MM, by * MM)
    for k in range(0, 51, 10):
        c.line((bx + k) * MM, by * MM, (bx + k) * MM, (by + (3 if k % 50 else 5)) * MM)
    _text(c, pw / 2, by - 5, "this bar is 50 mm long", 8, "regular", "center")
    c.showPage()

    # Back: scales centred exactly behind each crosshair.
    grid = Grid((pw, ph), (0.0, 0.0), 0.0, (), 0, 0)
    for name, x, y in _targets(pw, ph):
        bx, by = mirror((x, y), grid, duplex)
        _scales(c, bx, by)
        _text(c, bx - 9, by + 5, name, 12, "bold")
    _text(c, pw / 2, ph / 2 - 30, "deckctl duplex calibration — back", 11, "bold", "center")
    _text(c, pw / 2, ph / 2 - 36, "Numbers are millimetres; + is right and up as you look at this side.",
          9, "regular", "center")
    c.showPage()
    c.save()
    return buffer.getvalue()


def _scales(c, x: float, y: float) -> None:
    """Millimetre scales for the crosshair behind (x, y): a horizontal one 8 mm below the point
    (zero at x) and a vertical one 8 mm right of it (zero at y), where the front's lines cross."""
    c.setStrokeColorRGB(0.1, 0.1, 0.1)
    steps = int(RANGE * 2)
    sx, sy = x, y - 8.0  # horizontal scale, measures X
    vx, vy = x + 8.0, y  # vertical scale, measures Y
    c.setLineWidth(0.25)
    c.line((sx - RANGE) * MM, sy * MM, (sx + RANGE) * MM, sy * MM)
    c.line(vx * MM, (vy - RANGE) * MM, vx * MM, (vy + RANGE) * MM)
    for k in range(-steps, steps + 1):
        offset = k / 2
        length = 4.0 if k == 0 else 2.4 if k % 2 == 0 else 1.2
        c.setLineWidth(0.35 if k == 0 else 0.2)
        c.line((sx + offset) * MM, sy * MM, (sx + offset) * MM, (sy + length) * MM)
        c.line(vx * MM, (vy + offset) * MM, (vx + length) * MM, (vy + offset) * MM)
        if k % 4 == 0:
            label = "0" if k == 0 else f"{offset:+g}"
            # every other label of the horizontal scale sits lower, so neighbours never touch
            _text(c, sx + offset, sy - (2.6 if k % 8 == 0 else 4.6), label, 5, "medium", "center")
            _text(c, vx + 4.6, vy + offset - 0.6, label, 5, "medium")
    _text(c, sx - RANGE - 1.2, sy - 0.6, "X", 6, "bold", "center")
    _text(c, vx - 0.8, vy + RANGE + 1.6, "Y", 6, "bold")
