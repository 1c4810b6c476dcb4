"""Every id in an SVG picture (deckctl/export/pdf/vector.py) names one element: a glyph's outline
and a clip path never share one, on either side, in a shared part or not."""

import re

from deckctl.export.pdf import fonts, vector
from deckctl.export.pdf.base import Part, RecordedPart

_CLIPPED = "q 0 0 50 50 re W n "  # (a clip, in force to the Q)


def _ids(svg: bytes) -> list[str]:
    return re.findall(r' id="([^"]+)"', svg.decode())


def test_glyph_and_clip_ids_are_unique():
    face = fonts.get("bold").face
    low = [chr(code) for code, glyph in sorted(face.charToGlyph.items(), key=lambda item: item[1]) if glyph][:40]
    missing = "\u4e2d"  # (not in the card font: its glyph 0, drawn as the PDF draws it)
    assert face.charToGlyph.get(ord(missing), 0) == 0
    text = ("bold", 9.0, "BT 0 g", [(1.0, 2.0, missing + "".join(low))])
    parts = {"clipped": RecordedPart((0, 0, 10, 10), [_CLIPPED, text, "Q"], [])}
    document = vector._Document((100.0, 100.0), parts)
    sides = [document.translate([_CLIPPED * 12, text, Part("clipped", 0.0, 0.0)] + ["Q"] * 12, prefix)
             for prefix in ("", "b")]
    for svg in (document.svg_of(sides[0]), document.pair(*sides)):
        ids = _ids(svg)
        assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
        for ident in re.findall(r'(?:href|clip-path)="(?:url\()?#([^")]+)', svg.decode()):
            assert ident in ids
    assert 'clip-path="url(#' in svg.decode() and "<use " in svg.decode()
