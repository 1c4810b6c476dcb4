"""Every id in an SVG picture (deckctl/export/pdf/vector.py) names one element: a glyph's outline,
a painted path and a clip path never share one, on either side, in a shared part or not. A painted
path is defined once a file and used where it is painted, its id made of its data alone."""

import re

import pytest

from deckctl.export.pdf import fonts, vector
from deckctl.export.pdf.base import Part, RecordedPart

_CLIPPED = "q 0 0 50 50 re W n "  # (a clip, in force to the Q)
_OUTLINE = "2 2 m 98.5 2 l 98.5 0.75 l f"
_FRAME = "1 0 0 rg " + _OUTLINE
_DOT = "0 0 1 RG 0.5 w 10 10 m 12 12 14 10 16 10 c S"


def _ids(svg: bytes) -> list[str]:
    return re.findall(r' id="([^"]+)"', svg.decode())


def test_glyph_and_clip_ids_are_unique():
    face = fonts.get("bold").face
    low = [chr(code) for code, glyph in sorted(face.charToGlyph.items(), key=lambda item: item[1]) if glyph][:40]
    missing = "\u4e2d"  # (not in the card font: its glyph 0, drawn as the PDF draws it)
    assert face.charToGlyph.get(ord(missing), 0) == 0
    text = ("bold", 9.0, "BT 0 g", [(1.0, 2.0, missing + "".join(low))])
    parts = {"clipped": RecordedPart((0, 0, 10, 10), [_CLIPPED, text, _FRAME, "Q"], [])}
    document = vector._Document((100.0, 100.0), parts)
    sides = [document.translate([_CLIPPED * 12, text, _FRAME, _DOT, Part("clipped", 0.0, 0.0)] + ["Q"] * 12, prefix)
             for prefix in ("", "b")]
    for svg in (document.svg_of(sides[0]), document.pair(*sides)):
        ids = _ids(svg)
        assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
        for ident in re.findall(r'(?:href|clip-path)="(?:url\()?#([^")]+)', svg.decode()):
            assert ident in ids
    assert 'clip-path="url(#' in svg.decode() and "<use " in svg.decode()


def _side(document, *code):
    return document.translate(list(code))


def test_a_path_painted_again_is_defined_once_and_used_each_time():
    document = vector._Document((100.0, 100.0), {})
    front = _side(document, _FRAME, "0 g " + _OUTLINE, _DOT)
    back = _side(document, _FRAME)
    svg = document.pair(front, back).decode()
    assert svg.count(' d="') == 2  # (the frame and the dot, once each)
    frame = document.shapes["M2 2H98.5V.75"]
    assert svg.count(f'<use href="#{frame}"') == 3
    assert f'<use href="#{frame}" fill="#ff0000"/>' in svg and f'<use href="#{frame}" fill="#000000"/>' in svg
    dot = document.shapes["M10 10C12 12 14 10 16 10"]
    assert f'<use href="#{dot}" fill="none" stroke="#0000ff" stroke-width="0.5"/>' in svg


def test_a_cards_file_is_the_same_whichever_cards_are_drawn_with_it():
    alone = vector._Document((100.0, 100.0), {})
    after_others = vector._Document((100.0, 100.0), {})
    for n in range(30):
        _side(after_others, f"{n} {n} m {n + 1} 0 l S")
    assert alone.svg_of(_side(alone, _FRAME, _DOT)) == after_others.svg_of(_side(after_others, _FRAME, _DOT))


def test_two_paths_with_one_id_are_not_drawn_as_svg():
    document = vector._Document((100.0, 100.0), {})
    ident = document.shape("M0 0H1")
    document.shapes.clear()
    document.shape_paths[ident] = "M0 0H2"  # (what a second path of that digest would find)
    with pytest.raises(vector.Untranslatable):
        document.shape("M0 0H1")
