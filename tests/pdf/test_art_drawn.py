"""Vector art that is cheap for deckctl but costly to draw (docs/security.md, "Art"): dashes too
short as printed, too many dashes, too many path segments once forms are placed. Each is refused at
its key in deck.yaml (`bad-art`) before anything is written; ordinary dashed art is accepted."""

from __future__ import annotations

import pikepdf
import pytest
from artfiles import content_pdf
from pdfread import knowledge_cards
from pikepdf import Dictionary, Name
from test_art import SINGLES, SVG, art_deck, svg_with

from deckctl.export.pdf import PdfExportError, export_pdf
from deckctl.validate.deck import validate


def errors(deck_dir) -> list:
    return [d for d in validate([deck_dir]).diagnostics if d.is_error]


def the_error(deck_dir):
    (error,) = errors(deck_dir)
    assert (error.line, error.col, error.code) == (8, 3, "bad-art")
    return error


def test_the_audits_svg_of_tiny_dashes_is_refused_and_nothing_exported(make_deck, cli, tmp_path):
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.svg")
    (deck_dir / "back.svg").write_text(svg_with('<rect width="200" height="100" fill="none" stroke="#000" '
                                                'stroke-dasharray="0.0002"/>'))
    error = the_error(deck_dir)
    assert "`back.svg` cannot be used: it draws its dashed lines as 1,500,000 dashes (at most 100,000" in error.message
    assert "dash patterns longer" in error.hint
    run = cli("export", "pdf", deck_dir, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and "[bad-art]" in run.stdout + run.stderr and not (tmp_path / "cards.pdf").exists()


def test_a_short_dashed_line_with_dashes_too_short_as_printed_is_refused(make_deck, cli, tmp_path):
    """Few dashes (a 2 px line of 0.002 px dashes: 1,000), but 0.0019 mm as they print."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.svg")
    (deck_dir / "back.svg").write_text(svg_with('<line x1="0" y1="50" x2="2" y2="50" stroke="#000" '
                                                'stroke-dasharray="0.001"/>'))
    error = the_error(deck_dir)
    assert "`back.svg` has dashes 0.0019 mm long (a dash and its gap) as it prints (188.0 mm full bleed" in error.message
    assert "at least 0.2 mm long a dash and its gap as printed (0.16 pt at the art's own size of 150 x 75 pt)" in error.hint
    run = cli("export", "pdf", deck_dir, "--out", tmp_path / "cards.pdf")
    assert run.exit_code == 1 and not (tmp_path / "cards.pdf").exists()
    with pytest.raises(PdfExportError):
        export_pdf(validate([deck_dir]).decks[0], SINGLES)


@pytest.mark.parametrize("pattern", ["0", "0 0", "2 -1"])
def test_a_dash_pattern_without_length_is_refused(make_deck, pattern):
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), logo="logo.svg")
    (deck_dir / "logo.svg").write_text(svg_with(f'<circle cx="100" cy="50" r="30" fill="none" stroke="#000" '
                                                f'stroke-width="3" stroke-dasharray="{pattern}"/>'))
    assert "with no length (all zero, or a negative dash)" in the_error(deck_dir).message


def test_ordinary_dashed_and_dotted_art_is_accepted(make_deck):
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.svg", logo="logo.pdf")
    dotted = ('<rect x="5" y="5" width="190" height="90" fill="none" stroke="#000" stroke-width="2" '
              'stroke-linecap="round" stroke-dasharray="0 3"/>'
              '<path d="M10 50 C 50 0 150 100 190 50" fill="none" stroke="#000" stroke-dasharray="4 2 1 2"/>')
    (deck_dir / "back.svg").write_text(svg_with(dotted))
    content_pdf(deck_dir / "logo.pdf", b"0 0 0 1 K 2 w [20 10] 0 d 10 10 180 260 re S")
    assert errors(deck_dir) == []
    assert export_pdf(validate([deck_dir]).decks[0], SINGLES)[:5] == b"%PDF-"


def test_pdf_dashes_are_counted_through_the_forms_that_place_them(make_deck):
    """A form stroking with the dash its placer sets, placed 300 times by a form placed 300 times:
    each stroke is 50 dashes of 4 pt (about 1.4 mm as printed), 4.5 million in all."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf")
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    line = pdf.make_stream(b"0 0 m 200 0 l S", Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 200, 280])
    row = pdf.make_stream(b"/L Do " * 300, Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 200, 280],
                          Resources=Dictionary(XObject=Dictionary(L=line)))
    pdf.pages[0].Resources = Dictionary(XObject=Dictionary(R=row))
    pdf.pages[0].Contents = pdf.make_stream(b"0 0 0 1 K [2] 0 d " + b"/R Do " * 300)
    pdf.save(deck_dir / "back.pdf")
    assert "it draws its dashed lines as 4,500,000 dashes" in the_error(deck_dir).message


def test_pdf_path_segments_are_counted_as_often_as_their_form_is_placed(make_deck):
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf")
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    zigzag = b"0 0 m " + b"100 280 l 200 0 l " * 500 + b"S"
    form = pdf.make_stream(zigzag, Type=Name.XObject, Subtype=Name.Form, BBox=[0, 0, 200, 280])
    pdf.pages[0].Resources = Dictionary(XObject=Dictionary(Z=form))
    pdf.pages[0].Contents = pdf.make_stream(b"0 0 0 1 K " + b"/Z Do " * 1000)
    pdf.save(deck_dir / "back.pdf")
    error = the_error(deck_dir)
    assert "it draws 1,001,000 path segments (at most 500,000, counting each placement of a form)" in error.message


def test_svg_use_repeats_count_their_dashes(make_deck):
    """50 uses of a group of 40 dashed lines: 2,000 lines of 100 pt in 1 pt dashes, 200,000 dashes."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.svg")
    lines = "".join(f'<line x1="0" y1="{i}" x2="100" y2="{i}"/>' for i in range(40))
    uses = "".join(f'<use href="#g" x="{i}"/>' for i in range(50))
    (deck_dir / "back.svg").write_text(SVG.replace("</svg>", f'<defs><g id="g" stroke="#000" '
                                                   f'stroke-dasharray="0.5">{lines}</g></defs>{uses}</svg>'))
    assert "it draws its dashed lines as 200,000 dashes" in the_error(deck_dir).message


def pattern_pdf(path, step: float) -> None:
    """A CMYK page filled with a tiling pattern of `step` x `step` pt cells, each a square."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    cell = pdf.make_stream(f"0 0 0 1 k 0 0 {step / 2} {step / 2} re f".encode(), Type=Name.Pattern, PatternType=1,
                           PaintType=1, TilingType=1, BBox=[0, 0, step, step], XStep=step, YStep=step,
                           Resources=Dictionary())
    pdf.pages[0].Resources = Dictionary(Pattern=Dictionary(P=cell))
    pdf.pages[0].Contents = pdf.make_stream(b"/Pattern cs /P scn 0 0 200 280 re f")
    pdf.save(path)


def test_a_pdf_tiling_pattern_of_tiny_cells_is_refused_and_one_of_5_mm_accepted(make_deck):
    """A 0.1 pt cell over the 200 x 280 pt page is 5.6 million cells (poppler: 1.8 s a back)."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf")
    pattern_pdf(deck_dir / "back.pdf", 0.1)
    error = the_error(deck_dir)
    assert "`back.pdf` cannot be used: its tiling patterns repeat their cell 5,600,000 times" in error.message
    assert "make the pattern's cell larger" in error.hint
    pattern_pdf(deck_dir / "back.pdf", 14.2)
    assert errors(deck_dir) == []


def shading_pdf(path, repeats: int) -> None:
    """A page painted by a function-based shading whose PostScript function takes 4 x `repeats` + 6 steps."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    program = b"{ " + b"1 add 1 sub " * repeats + b"pop pop 0 0 0 0.5 }"
    function = pdf.make_stream(program, FunctionType=4, Domain=[0, 200, 0, 280], Range=[0, 1] * 4)
    shading = Dictionary(ShadingType=1, ColorSpace=Name.DeviceCMYK, Domain=[0, 200, 0, 280], Function=function)
    pdf.pages[0].Resources = Dictionary(Shading=Dictionary(S=shading))
    pdf.pages[0].Contents = pdf.make_stream(b"/S sh")
    pdf.save(path)


def test_postscript_functions_a_viewer_runs_per_pixel_are_bounded(make_deck):
    """A 12 KB function of 4,006 steps took poppler 24 s a back; one of 406 steps 3.9 s."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf")
    shading_pdf(deck_dir / "back.pdf", 1000)
    assert "PostScript calculator function (FunctionType 4) of 4,006 steps (at most 200)" in the_error(deck_dir).message
    shading_pdf(deck_dir / "back.pdf", 15)
    error = the_error(deck_dir)
    assert "a function-based shading (ShadingType 1) whose PostScript functions take 66 steps (at most 50)" in error.message
    assert "as an ordinary gradient" in error.hint
    shading_pdf(deck_dir / "back.pdf", 8)
    assert errors(deck_dir) == []


def test_art_painting_its_area_over_and_over_is_refused(make_deck):
    """1,000 page-size fills are 21 bytes compressed (poppler: 5 s a back, 10,000 took 53 s); 50 are
    fine, unless 50 clip paths come first (each fill is then drawn through them: 300 and 300 took 16 s)."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf", logo="logo.svg")
    fill = b"0 0 0 1 k 0 0 200 280 re f\n"
    clip = b"0 0 m 200 0 l 100 280 l h W n\n"
    (deck_dir / "logo.svg").write_text(SVG.replace("</svg>", '<rect width="200" height="100" fill="#fff"/>' * 20 + "</svg>"))
    content_pdf(deck_dir / "back.pdf", fill * 50)
    assert errors(deck_dir) == []
    content_pdf(deck_dir / "back.pdf", fill * 1000)
    error = the_error(deck_dir)
    assert "`back.pdf` cannot be used: it paints its own area 1,000 times over" in error.message
    assert "at most 100 times, counting each placement of a form and each clip path" in error.message
    content_pdf(deck_dir / "back.pdf", clip * 50 + fill * 50)
    assert "`back.pdf` cannot be used: it paints its own area 472 times over" in the_error(deck_dir).message
    content_pdf(deck_dir / "back.pdf", fill)
    (deck_dir / "logo.svg").write_text(SVG.replace("</svg>", '<rect width="200" height="100" fill="#fff"/>' * 200 + "</svg>"))
    (error,) = errors(deck_dir)
    assert "`logo.svg` cannot be used: it paints its own area 201 times over" in error.message


def test_svg_shapes_drawn_through_nested_clip_paths_weigh_more(make_deck):
    """50 shapes inside 50 nested clip paths: the same as the PDF of 50 clip paths and 50 fills."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.svg")
    clips = "".join(f'<clipPath id="c{i}"><path d="M0 0 L200 {i} L100 100 Z"/></clipPath>' for i in range(50))
    body = '<rect width="200" height="100" fill="#fff"/>' * 50
    for i in range(50):
        body = f'<g clip-path="url(#c{i})">{body}</g>'
    (deck_dir / "back.svg").write_text(SVG.replace("</svg>", f"<defs>{clips}</defs>{body}</svg>"))
    assert "`back.svg` cannot be used: it paints its own area 474 times over" in the_error(deck_dir).message


def mesh_pdf(path, triangles: int) -> None:
    """A page shaded by a free-form triangle mesh (ShadingType 4) of `triangles` page-size triangles."""
    import struct
    import zlib

    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 280))
    corners = ((0, 0), (65535, 0), (32767, 65535))
    data = b"".join(struct.pack(">BHHBBBB", 0, x, y, 0, 0, 0, 255) for x, y in corners) * triangles
    shading = pdf.make_stream(zlib.compress(data), Filter=Name.FlateDecode, ShadingType=4, ColorSpace=Name.DeviceCMYK,
                              BitsPerCoordinate=16, BitsPerComponent=8, BitsPerFlag=8, Decode=[0, 200, 0, 280] + [0, 1] * 4)
    pdf.pages[0].Resources = Dictionary(Shading=Dictionary(S=shading))
    pdf.pages[0].Contents = pdf.make_stream(b"/S sh")
    pdf.save(path)


def test_mesh_shadings_are_bounded_by_their_points(make_deck):
    """10,000 page-size triangles are 1.5 KB of PDF, and took poppler 20 s a back."""
    deck_dir = art_deck(make_deck, cards=knowledge_cards(1), back_art="back.pdf")
    mesh_pdf(deck_dir / "back.pdf", 10_000)
    error = the_error(deck_dir)
    assert "the PDF's mesh shadings (gradient meshes) have 30,000 points (at most 10,000)" in error.message
    mesh_pdf(deck_dir / "back.pdf", 1_000)
    assert errors(deck_dir) == []
