"""Pair kerning (deckctl/export/pdf/kerning.py): text is measured with the font's kerning and drawn
with it, in the PDF (TJ arrays) and in the SVG pictures alike, so a line is as wide as measured."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from deckctl.export.pdf import fonts, kerning, record, vector
from deckctl.export.pdf.text import fit, unit_width, wrap

_HEAD = "BT 0.1 0.2 0.3 rg 1 0 0 1 10.00 20.00 Tm \x00bold\x00 9.00 Tf "


def _advance(char: str, weight: str) -> int:
    face = fonts.get(weight).face
    return face.charWidths.get(ord(char), face.defaultWidth)


@pytest.mark.parametrize("pair", ["To", "Wa", "AV", "Yo", "Το"])
def test_a_kerned_pair_measures_narrower_than_its_advances(pair):
    kern = kerning.pairs("bold")[pair]
    assert kern < 0
    apart = unit_width(pair[0], "bold") + unit_width(pair[1], "bold")
    assert unit_width(pair, "bold") == pytest.approx(apart + kern / 1000)


def test_spaces_are_never_kerned_so_a_line_measures_its_words_and_spaces():
    line = "The Eiffel Tower"
    words = sum(unit_width(word, "bold") for word in line.split())
    assert unit_width(line, "bold") == pytest.approx(words + 2 * unit_width(" ", "bold"))
    assert kerning.pairs("bold")["T "] == kerning.pairs("bold")[" T"] == 0


def _recorded(runs, weight: str = "bold") -> str:
    canvas = record.recorder((300.0, 100.0), False, None)
    record.text(canvas, weight, 20.0, "BT 0 g", runs)
    return canvas._code[-1]


def test_a_kerned_line_is_shown_by_a_tj_array_with_the_adjustment():
    code = _recorded([(10.0, 20.0, "Tower")])
    kern = kerning.pairs("bold")["To"]
    assert f"[(T) {-kern} (ower)] TJ" in code
    assert "(Tower)" not in code


def test_a_line_nothing_kerns_stays_a_plain_tj():
    assert "(lull) Tj" in _recorded([(10.0, 20.0, "lull")])


def _drawn_width(code: str, weight: str) -> float:
    """A line's advance as a PDF viewer places it: its glyphs' widths less the TJ numbers."""
    array = re.search(r"\[(.*)\] TJ", code).group(1)
    width = 0
    for token in re.findall(r"\(((?:\\.|[^\\)])*)\)|(-?\d+)", array):
        text, number = token
        width += sum(_advance(char, weight) for char in text) if text else -int(number)
    return width / 1000


@pytest.mark.parametrize("line", ["Tower", "The Great Wall", "AVATAR?", "Yokohama"])
def test_a_line_is_measured_as_it_is_drawn(line):
    assert _drawn_width(_recorded([(10.0, 20.0, line)]), "bold") == pytest.approx(unit_width(line, "bold"))


def test_the_pdf_holds_the_tj_and_the_words_stay_whole(tmp_path):
    from reportlab.pdfgen.canvas import Canvas

    recorder = record.recorder((300.0, 100.0), False, None)
    record.text(recorder, "bold", 20.0, "BT 0 g", [(10.0, 60.0, "Tower Wall"), (10.0, 30.0, "Τοίχος")])
    out = tmp_path / "kerned.pdf"
    canvas = Canvas(str(out), pagesize=(300.0, 100.0), invariant=1)
    record.play(canvas, recorder._code, {})
    canvas.showPage()
    canvas.save()
    content = PdfReader(out).pages[0].get_contents().get_data().decode("latin-1")
    assert f"[(T) {-kerning.pairs('bold')['To']} (ower W) {-kerning.pairs('bold')['Wa']} (a" in content
    assert content.count("TJ") == 2  # (the Greek line, in codes of the subset, is kerned too)
    if shutil.which("pdftotext"):
        words = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
        assert words.split() == ["Tower", "Wall", "Τοίχος"]


def _uses(body: str) -> list[tuple[str, float]]:
    """The glyphs an SVG side places, with their x in font units along the line."""
    return [(glyph, float(x or 0)) for glyph, x in re.findall(r'<use href="#(\w+)"(?: x="([-.\d]+)")?/>', body)]


def test_the_svg_places_a_glyph_at_its_kerned_offset():
    body = vector._Document((100.0, 100.0), {}).translate([_HEAD + "[(T) 55 (ower)] TJ ET"]).body
    uses = _uses(body)
    assert [x for _, x in uses[:2]] == [0, _advance("T", "bold") - 55]


def test_the_svg_of_a_recorded_line_is_placed_as_the_pdf_places_it():
    kern = kerning.pairs("bold")["Wa"]
    for code in (_recorded([(10.0, 20.0, "Wall")]),  # (a string of operators: its TJ array read back)
                 ("bold", 20.0, "BT 0 g", [(10.0, 20.0, "Wall")])):  # (a text left as its lines, kerned itself)
        body = vector._Document((100.0, 100.0), {}).translate([code]).body
        assert [x for _, x in _uses(body)[:2]] == [0, _advance("W", "bold") + kern]


def test_a_string_in_a_tj_array_may_hold_brackets():
    code = _HEAD + r"[(a]) 20 (\(b\)) -5 ([c)] TJ ET"
    steps = [argument for step, argument in vector._compile(code) if step is vector._Writer.show_kerned]
    assert steps == [("a]", -20, "(b)", 5, "[c")]


def test_a_word_broken_at_its_hyphen_fits_where_it_measures_whole():
    """Pieces of a word (at hyphens, hyphenation points) are measured apart but drawn together: each
    carries the kerning to the next, so a box as wide as the whole line holds them on it."""
    text = "Take the T-Bar"
    width = unit_width(text, "bold") * 10 + 0.01
    assert wrap(text, "bold", 10, width) == [text]
    assert fit(text, width, 100, 10, weight="bold", language="en").lines == (text,)


def test_kerned_texts_sharing_operators_each_show_their_own():
    first = _HEAD + "[(T) 55 (ower)] TJ 1 0 0 1 10.00 9.00 Tm (plain) Tj ET"
    second = _HEAD + r"[(W) 30 (a\)) 10 (ll)] TJ 1 0 0 1 10.00 9.00 Tm (other) Tj ET"
    for code in (first, second, first):  # (the second and third reuse the first's operators)
        assert vector._program(code) == vector._compile(code)
    shown = [argument for step, argument in vector._program(second)
             if step in (vector._Writer.show, vector._Writer.show_kerned)]
    assert shown == [("W", -30, "a)", -10, "ll"), "other"]


def test_pairs_read_from_the_bytes_are_those_fonttools_reads():
    from fontTools.ttLib import TTFont

    kerned = kerning.pairs("regular")
    font = TTFont(str(fonts.font_dir() / fonts.WEIGHTS["regular"]))  # (not lazy: every subtable as objects)
    lookups = kerning._gpos_lookups(font, 1000 / font["head"].unitsPerEm)
    as_objects = kerning._Pairs(kerned.glyph_of, lookups, {})
    sample = [a + b for a in "TWAVYLPFrfvwy.,-Τ«" for b in "aoeAVTWY.,-?!)ο»"]
    assert [as_objects[pair] for pair in sample] == [kerned[pair] for pair in sample]
    assert any(kerned[pair] for pair in sample)
