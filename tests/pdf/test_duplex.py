"""Duplex alignment, read back from the PDF: every card's back lies exactly behind its front."""

from __future__ import annotations

import pytest
from pdfread import boxes

from deckctl.export.pdf import PdfOptions, export_pdf

TOLERANCE = 0.1  # mm


def expected_back(front, page_size, duplex):
    w, h = page_size
    if duplex == "short-edge":  # turned over the top edge: top and bottom swap
        return front.x0, h - front.y1, front.x1, h - front.y0
    return w - front.x1, front.y0, w - front.x0, front.y1  # over the side edge: left and right swap


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
def test_every_back_mirrors_its_front(knowledge_deck, paper, duplex):
    data = export_pdf(knowledge_deck, PdfOptions(paper=paper, duplex=duplex))
    found, sizes = boxes(data)
    keys = [ref.id for ref in knowledge_deck.cards]
    assert {key for key, _ in found} == set(keys)
    for key in keys:
        front, back = found[(key, "front")], found[(key, "back")]
        # each fronts page is followed by its backs page
        assert back.page == front.page + 1, key
        assert front.page % 2 == 0, key
        assert sizes[back.page] == sizes[front.page]
        want = expected_back(front, sizes[front.page], duplex)
        got = (back.x0, back.y0, back.x1, back.y1)
        assert all(abs(g - e) <= TOLERANCE for g, e in zip(got, want)), (key, got, want)
        # and the box is the card's size
        assert abs((front.x1 - front.x0) - 63) <= TOLERANCE and abs((front.y1 - front.y0) - 88) <= TOLERANCE


def test_pages_hold_as_many_cards_as_fit(knowledge_deck):
    found, sizes = boxes(export_pdf(knowledge_deck, PdfOptions(paper="a4")))
    fronts_per_page = {}
    for (key, side), box in found.items():
        if side == "front":
            fronts_per_page[box.page] = fronts_per_page.get(box.page, 0) + 1
    assert fronts_per_page == {0: 6, 2: 5}  # (3 x 3 leaves no room for crop marks at the sides)
    assert len(sizes) == 4


def test_no_duplex_puts_all_backs_after_the_fronts(knowledge_deck):
    found, sizes = boxes(export_pdf(knowledge_deck, PdfOptions(duplex="none")))
    front_pages = {box.page for (key, side), box in found.items() if side == "front"}
    back_pages = {box.page for (key, side), box in found.items() if side == "back"}
    assert front_pages == {0, 1} and back_pages == {2, 3}


def test_back_offset_moves_only_the_backs(knowledge_deck):
    plain, _ = boxes(export_pdf(knowledge_deck, PdfOptions()))
    moved, _ = boxes(export_pdf(knowledge_deck, PdfOptions(back_offset=(1.5, -0.75))))
    for (key, side), box in plain.items():
        dx, dy = (1.5, -0.75) if side == "back" else (0.0, 0.0)
        other = moved[(key, side)]
        assert abs(other.x0 - box.x0 - dx) <= 0.01 and abs(other.y0 - box.y0 - dy) <= 0.01


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge", "none"])
def test_singles_put_one_card_per_page_centred_in_its_bleed(knowledge_deck, duplex):
    found, sizes = boxes(export_pdf(knowledge_deck, PdfOptions(mode="singles", duplex=duplex, bleed=3,
                                                               card_size="bridge")))
    assert len(sizes) == 2 * len(knowledge_deck.cards)
    for (key, side), box in found.items():
        w, h = sizes[box.page]
        assert abs(box.x0 - (w - box.x1)) <= TOLERANCE and abs(box.y0 - (h - box.y1)) <= TOLERANCE
        assert abs(box.x1 - box.x0 - 57) <= TOLERANCE and abs(box.y1 - box.y0 - 89) <= TOLERANCE
    if duplex != "none":
        for ref in knowledge_deck.cards:
            assert found[(ref.id, "back")].page == found[(ref.id, "front")].page + 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
def test_calibration_scales_sit_behind_the_crosshairs(paper, duplex):
    """Each back label (9 mm left of and 5 mm above its scales' zero) pairs with its front label
    (4 mm right of and above its crosshair): the zero points mirror each other exactly."""
    import io

    from pypdf import PdfReader

    from deckctl.export.pdf.calibration import calibration_pdf
    from deckctl.export.pdf.options import PAPERS

    reader = PdfReader(io.BytesIO(calibration_pdf(paper, duplex)))
    w, h = PAPERS[paper]
    found = []
    for page in reader.pages:
        labels = {}

        def visit(text, cm, tm, font, size, labels=labels):
            if text.strip() in "ABCDE" and text.strip():
                labels[text.strip()] = ((tm[4] * cm[0] + cm[4]) / (72 / 25.4), (tm[5] * cm[3] + cm[5]) / (72 / 25.4))

        page.extract_text(visitor_text=visit)
        found.append(labels)
    front, back = found
    assert set(front) == set(back) == set("ABCDE")
    for name in "ABCDE":
        fx, fy = front[name][0] - 4, front[name][1] - 4
        bx, by = back[name][0] + 9, back[name][1] - 5
        want = (w - fx, fy) if duplex == "long-edge" else (fx, h - fy)
        assert abs(bx - want[0]) <= TOLERANCE and abs(by - want[1]) <= TOLERANCE, (name, (bx, by), want)


def rendered_page(data: bytes, page: int, dpi: float):
    import pypdfium2

    pdf = pypdfium2.PdfDocument(data)
    try:
        # (a hair less: PDFium rounds the bitmap up, and would stretch the page over a pixel too many)
        return pdf[page].render(scale=dpi / 72 * (1 - 1e-6)).to_pil().convert("L")
    finally:
        pdf.close()


def share_differing(one, other) -> float:
    """The share of pixels whose grey differs by more than 32 of 255, both blurred over 2 pixels
    first (glyphs are hinted to the pixel grid, so text turned half round renders a little apart)."""
    from PIL import ImageChops, ImageFilter

    assert one.size == other.size
    histogram = ImageChops.difference(one.filter(ImageFilter.BoxBlur(2)), other.filter(ImageFilter.BoxBlur(2))).histogram()
    return sum(histogram[33:]) / (one.size[0] * one.size[1])


# Resolutions at which the paper is a whole number of pixels (A4 at 0.5 mm a pixel, letter at 1/36
# in), so half a turn of a rendered page maps pixels onto pixels.
WHOLE_PIXELS = {"a4": 50.8, "letter": 36.0}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_short_edge_backs_read_the_same_way_up_as_long_edge_ones(knowledge_deck, paper):
    """A sheet turned over its short edge instead of its long one shows its back page half a turn
    round: so a short-edge back page, rendered and turned half round, is the long-edge back page,
    every card the same way up (its band at the top), the partly filled last sheet included."""
    from PIL import Image

    dpi = WHOLE_PIXELS[paper]
    long_edge = export_pdf(knowledge_deck, PdfOptions(paper=paper, duplex="long-edge"))
    short_edge = export_pdf(knowledge_deck, PdfOptions(paper=paper, duplex="short-edge"))
    _, sizes = boxes(short_edge)
    assert len(sizes) in (4, 6)  # 11 cards: the last sheet partly filled
    for back_page in range(1, len(sizes), 2):
        want = rendered_page(long_edge, back_page, dpi)
        printed = rendered_page(short_edge, back_page, dpi)
        assert share_differing(printed.transpose(Image.Transpose.ROTATE_180), want) < 0.01, back_page
        assert share_differing(printed, want) > 0.1  # (upright backs differ: the check tells them apart)
    assert share_differing(rendered_page(long_edge, 0, dpi), rendered_page(short_edge, 0, dpi)) == 0  # fronts


def test_duplex_none_in_deck_yaml_prints_every_front_then_every_back(cli, make_deck, tmp_path):
    """As the schema, the docs and --help say: all fronts pages, then all backs pages, each back
    where a long-edge turn puts it (the printed stack is fed again for the backs)."""
    from deckfactory import MANIFESTS
    from pdfread import knowledge_cards

    deck = make_deck("knowledge", cards=knowledge_cards(11), manifest=MANIFESTS["knowledge"] + "print: {duplex: none}\n")
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", deck, "--out", out)
    assert run.exit_code == 0, run.stdout + run.stderr
    found, sizes = boxes(out.read_bytes())
    assert len(sizes) == 4
    for (key, side), box in found.items():
        assert box.page in ((0, 1) if side == "front" else (2, 3)), (key, side, box.page)
    for key, side in found:
        if side == "front":
            front, back = found[(key, "front")], found[(key, "back")]
            assert back.page == front.page + 2
            want = expected_back(front, sizes[0], "long-edge")
            assert all(abs(g - e) <= TOLERANCE for g, e in zip((back.x0, back.y0, back.x1, back.y1), want)), key


def test_the_calibration_sheet_says_who_made_it_and_what_it_is():
    """Its metadata had been reportlab's defaults, `Author: anonymous` and `Subject: unspecified`
    (found by a print shop's audit)."""
    import io

    from pypdf import PdfReader

    from deckctl.export.pdf.calibration import calibration_pdf

    reader = PdfReader(io.BytesIO(calibration_pdf("a4", "long-edge")))
    assert reader.metadata.author == "deckctl"
    assert reader.metadata.subject == "a sheet to find a printer's duplex offset: a4, long-edge"
    assert reader.trailer["/Root"]["/Lang"] == "en"
