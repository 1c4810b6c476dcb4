"""Sheets: crop marks only around the cards a sheet holds, and the layout report."""

from __future__ import annotations

from dataclasses import replace

import pytest

from deckctl.export.pdf.layout import (
    MARK_MIN,
    MARK_OFFSET,
    PRINTER_SAFE,
    crop_lines,
    roomier,
    sheet_grid,
    summary,
    trim_area,
)
from deckctl.export.pdf.options import PdfOptions


def _belongs_to_a_card(segment, slots, card, bleed) -> bool:
    """Whether a mark lies on a cut line of a card in `slots` and starts just beyond its corner
    (half a millimetre past the bleed)."""
    (x1, y1, x2, y2), (w, h) = segment, card
    gap = bleed + MARK_OFFSET
    for x, y in slots:
        if x1 == x2 and (abs(x1 - x) < 1e-6 or abs(x1 - x - w) < 1e-6):
            near, far = (min(y1, y2), max(y1, y2))
            if abs(near - (y + h) - gap) < 1e-6 or abs(y - far - gap) < 1e-6:
                return True
        if y1 == y2 and (abs(y1 - y) < 1e-6 or abs(y1 - y - h) < 1e-6):
            near, far = (min(x1, x2), max(x1, x2))
            if abs(near - (x + w) - gap) < 1e-6 or abs(x - far - gap) < 1e-6:
                return True
    return False


def _cut_lines(grid) -> tuple[set, set]:
    (w, h) = grid.card
    return ({x for x, _ in grid.slots} | {x + w for x, _ in grid.slots},
            {y for _, y in grid.slots} | {y + h for _, y in grid.slots})


@pytest.mark.parametrize("bleed", [3.0, 0.0])
def test_marks_surround_the_cards_a_sheet_holds_and_no_empty_slot(bleed):
    grid = sheet_grid(PdfOptions(bleed=bleed))
    full = crop_lines(grid)
    xs, ys = _cut_lines(grid)
    assert len(full) == 2 * len(xs) + 2 * len(ys)  # each cut line, both ends
    used = replace(grid, slots=grid.slots[:grid.cols + 1])  # a last sheet: one full row and one card
    marks = crop_lines(used)
    assert all(_belongs_to_a_card(segment, used.slots, grid.card, bleed) for segment in marks)
    # (marks drawn around the whole grid would not: those of the empty third row, for one)
    assert not all(_belongs_to_a_card(segment, used.slots, grid.card, bleed) for segment in full)
    # every used card's four cut lines are marked
    for x, y in used.slots:
        for edge in (x, x + grid.card[0]):
            assert any(s[0] == s[2] and abs(s[0] - edge) < 1e-6 for s in marks)
        for edge in (y, y + grid.card[1]):
            assert any(s[1] == s[3] and abs(s[1] - edge) < 1e-6 for s in marks)


def test_no_mark_crosses_a_card():
    """With the last row partly filled and no bleed, a mark never runs over a card it passes."""
    grid = sheet_grid(PdfOptions(bleed=0.0, card_size="mini"))
    used = replace(grid, slots=grid.slots[:5])
    (cw, ch) = grid.card
    for x1, y1, x2, y2 in crop_lines(used):
        for x, y in used.slots:
            crosses_x = min(x1, x2) < x + cw - 1e-6 and max(x1, x2) > x + 1e-6
            crosses_y = min(y1, y2) < y + ch - 1e-6 and max(y1, y2) > y + 1e-6
            assert not (crosses_x and crosses_y), ((x1, y1, x2, y2), (x, y))


# Cards per sheet with crop marks, for every card size and paper docs/pdf.md lists (bleed 3 and 0).
DOCUMENTED = {
    ("poker", "a4"): (6, 9), ("poker", "letter"): (4, 9),
    ("bridge", "a4"): (6, 9), ("bridge", "letter"): (6, 6),
    ("mini", "a4"): (9, 16), ("mini", "letter"): (12, 12),
    ("tarot", "a4"): (4, 4), ("tarot", "letter"): (4, 4),
}


@pytest.mark.parametrize("bleed", [3.0, 0.0])
@pytest.mark.parametrize("card, paper", sorted(DOCUMENTED))
def test_marks_keep_5_mm_from_the_paper_edge_and_out_of_the_bleed_box(card, paper, bleed):
    """Every cut line is marked at both ends, each mark at least 2 mm long, at least 5 mm from every
    edge of the paper (where office printers print nothing) and outside the bleed box."""
    grid = sheet_grid(PdfOptions(card_size=card, paper=paper, bleed=bleed))
    assert grid.per_page == DOCUMENTED[(card, paper)][0 if bleed else 1]
    marks = crop_lines(grid)
    xs, ys = _cut_lines(grid)
    assert len(marks) == 2 * len(xs) + 2 * len(ys)
    (pw, ph) = grid.page
    x0, y0, x1, y1 = trim_area(grid)
    bx0, by0, bx1, by1 = x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed
    for sx1, sy1, sx2, sy2 in marks:
        assert all(PRINTER_SAFE - 1e-6 <= v <= pw - PRINTER_SAFE + 1e-6 for v in (sx1, sx2)), (sx1, sx2)
        assert all(PRINTER_SAFE - 1e-6 <= v <= ph - PRINTER_SAFE + 1e-6 for v in (sy1, sy2)), (sy1, sy2)
        assert abs(sx2 - sx1) + abs(sy2 - sy1) >= MARK_MIN - 1e-6
        outside = (max(sx1, sx2) <= bx0 - MARK_OFFSET + 1e-6 or min(sx1, sx2) >= bx1 + MARK_OFFSET - 1e-6
                   or max(sy1, sy2) <= by0 - MARK_OFFSET + 1e-6 or min(sy1, sy2) >= by1 + MARK_OFFSET - 1e-6)
        assert outside, ((sx1, sy1, sx2, sy2), (bx0, by0, bx1, by1))


def test_the_report_names_the_layout():
    assert summary(PdfOptions(), 76) == "76 cards, 6 per sheet (2 x 3), 13 sheets, a4"
    assert summary(PdfOptions(bleed=1), 76) == "76 cards, 9 per sheet (3 x 3), 9 sheets, a4"
    assert summary(PdfOptions(paper="letter"), 1) == "1 card, 4 per sheet (2 x 2), 1 sheet, letter"
    assert summary(PdfOptions(mode="singles"), 3) == "3 cards, one per page with bleed and trim box, 6 pages"


MARKS = "and crop marks 5 mm inside the paper's edge"


@pytest.mark.parametrize("options, hint", [
    (PdfOptions(), f"6 cards per sheet on a4 with 3 mm bleed {MARKS}; --bleed 1 would fit 9, --no-crop-marks would fit 9"),
    (PdfOptions(bleed=1), ""),
    (PdfOptions(mode="singles", paper="letter"), ""),
    (PdfOptions(paper="letter"), (f"4 cards per sheet on letter with 3 mm bleed {MARKS}; --bleed 0 would fit 9, "
                                  "--paper a4 would fit 6, --no-crop-marks would fit 6")),
    (PdfOptions(paper="letter", crop_marks=False), ("6 cards per sheet on letter with 3 mm bleed; --bleed 1.5 would "
                                                    "fit 9, --paper a4 would fit 9")),
    (PdfOptions(card_size="mini", crop_marks=False), "12 cards per sheet on a4 with 3 mm bleed; --bleed 2.5 would fit 16"),
    (PdfOptions(card_size="mini", paper="letter"), ""),
    (PdfOptions(paper="letter", bleed=0), ""),
])
def test_a_note_says_when_a_smaller_bleed_the_other_paper_or_no_marks_fits_more(options, hint):
    assert roomier(options) == hint


def test_build_names_the_deck_yaml_keys_not_export_flags():
    assert roomier(PdfOptions(paper="letter"), keys=True) == (
        f"4 cards per sheet on letter with 3 mm bleed {MARKS}; print: {{bleed: 0}} would fit 9, "
        "print: {paper: a4} would fit 6, print: {crop_marks: false} would fit 6")


@pytest.mark.parametrize("chosen, hint", [
    ({"bleed"}, f"4 cards per sheet on letter with 3 mm bleed {MARKS}; print: {{paper: a4}} would fit 6, "
                "print: {crop_marks: false} would fit 6"),
    ({"paper", "crop_marks"}, "4 cards per sheet on letter with 3 mm bleed; print: {bleed: 0} would fit 9"),
    ({"bleed", "paper", "crop_marks"}, ""),
])
def test_build_offers_no_other_value_for_a_setting_the_deck_chose(chosen, hint):
    assert roomier(PdfOptions(paper="letter"), keys=True, chosen=frozenset(chosen)) == hint


def test_a_card_too_large_for_marks_says_what_to_do(cli, make_deck, tmp_path):
    """A 195 x 280 mm card with 1 mm bleed fits A4 only without marks: the export says so, and how to print it."""
    from pdfread import knowledge_cards

    deck = make_deck("knowledge", cards=knowledge_cards(1))
    out = tmp_path / "cards.pdf"
    run = cli("export", "pdf", deck, "--card-size", "195x280", "--bleed", "1", "--out", out)
    assert run.exit_code == 2 and not out.exists()
    assert ("a 195 x 280 mm card with 1 mm bleed leaves no room for crop marks on a4 paper: they need 8.5 mm "
            "from its cut line to the paper's edge") in run.stderr
    assert "use --bleed 0, --no-crop-marks, --mode singles" in run.stderr
    run = cli("export", "pdf", deck, "--card-size", "195x280", "--bleed", "1", "--no-crop-marks", "--out", out)
    assert run.exit_code == 0, run.stdout + run.stderr


def _segments(page) -> list[tuple[float, float, float, float]]:
    """Every straight line (`m` then `l`) the page's own content draws, in mm."""
    from pypdf.generic import ContentStream

    mm = 72 / 25.4
    found, start = [], None
    for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
        if operator == b"m":
            start = tuple(float(v) / mm for v in operands)
        elif operator == b"l" and start:
            end = tuple(float(v) / mm for v in operands)
            found.append((*start, *end))
            start = end
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_marks_in_the_pdf_lie_outside_its_bleed_box_and_5_mm_inside_the_paper(knowledge_deck, paper):
    """Read back from a PDF/X file as a print shop's tool would: the lines outside the page's
    BleedBox are the marks, and none comes within 5 mm of the paper's edge or into the box."""
    import io

    from pypdf import PdfReader

    from deckctl.export.pdf import export_pdf

    reader = PdfReader(io.BytesIO(export_pdf(knowledge_deck, PdfOptions(paper=paper, pdfx="1a"))))
    mm = 72 / 25.4
    for page in reader.pages:
        bx0, by0, bx1, by1 = (float(v) / mm for v in page.bleedbox)
        pw, ph = float(page.mediabox.width) / mm, float(page.mediabox.height) / mm
        inside = [s for s in _segments(page) if all(bx0 - 1e-3 <= x <= bx1 + 1e-3 and by0 - 1e-3 <= y <= by1 + 1e-3
                                                     for x, y in (s[:2], s[2:]))]
        marks = [s for s in _segments(page) if s not in inside]
        assert len(marks) >= 16  # halo and hairline of every cut line's two ends
        for x1, y1, x2, y2 in marks:
            assert min(x1, x2) >= PRINTER_SAFE - 1e-3 and max(x1, x2) <= pw - PRINTER_SAFE + 1e-3
            assert min(y1, y2) >= PRINTER_SAFE - 1e-3 and max(y1, y2) <= ph - PRINTER_SAFE + 1e-3
            assert (max(x1, x2) <= bx0 + 1e-3 or min(x1, x2) >= bx1 - 1e-3
                    or max(y1, y2) <= by0 + 1e-3 or min(y1, y2) >= by1 - 1e-3), ((x1, y1, x2, y2), page.bleedbox)


def _marks_left(options):
    from deckctl.export.pdf.layout import back_grid

    return len(crop_lines(back_grid(sheet_grid(options), options)))


def test_back_offset_losses_name_the_edge_and_the_room_left():
    from deckctl.export.pdf.layout import offset_losses

    tight = PdfOptions(paper="letter", bleed=0.0)  # 3 x 3 poker: 13.45 mm left and right of the cards
    assert offset_losses(tight.with_(back_offset=(5.95, 0.0))) == []
    assert _marks_left(tight.with_(back_offset=(5.95, 0.0))) == _marks_left(tight)
    # backs' marks left out on that side are no warning: one cuts along the fronts' marks
    assert offset_losses(tight.with_(back_offset=(8.0, 0.0))) == []
    assert _marks_left(tight.with_(back_offset=(8.0, 0.0))) < _marks_left(tight)
    (lost, todo), = offset_losses(tight.with_(back_offset=(9.0, 0.0)))
    assert "to 4.45 mm from the paper's right edge, inside the 5 mm" in lost
    assert "at most 8.45 mm right" in todo and "calibration" in todo
    (lost, _), = offset_losses(tight.with_(back_offset=(-15.0, 0.0)))
    assert "1.55 mm off the paper's left edge" in lost
    (lost, _), = offset_losses(tight.with_(back_offset=(-10.0, 0.0), crop_marks=False))
    assert "3.45 mm from the paper's left edge, inside the 5 mm" in lost
    singles = PdfOptions(mode="singles", crop_marks=False, bleed=8.0)  # the page is the card and its bleed
    (lost, todo), = offset_losses(singles.with_(back_offset=(0.0, -1.0)))
    assert "bleed runs 1 mm off the paper's bottom edge" in lost and "no room to move down" in todo
    (lost, _), = offset_losses(singles.with_(back_offset=(0.0, -4.0)))
    assert "to 4 mm from the paper's bottom edge, inside the 5 mm" in lost
    assert lost.endswith("may not print, and their bleed runs 4 mm off the paper")  # (8 mm of bleed, 4 left)
    assert len(offset_losses(singles.with_(back_offset=(1.0, 1.0)))) == 2  # two edges, one warning each


@pytest.mark.parametrize("offset", [(0.0, 9.0), (0.0, -9.0), (9.0, 0.0), (-9.0, 0.0), (7.0, 7.5)])
def test_no_back_mark_lies_within_the_printer_safe_margin_whatever_the_offset(offset):
    """A mark along a cut line the offset brings within 5 mm of the paper's edge is left out too:
    with `--back-offset 0,9` the backs' top cut line lay 1.5 mm from the edge, and its marks were
    drawn along it (found by a print shop's audit)."""
    from deckctl.export.pdf.layout import back_grid

    options = PdfOptions(back_offset=offset)
    grid = back_grid(sheet_grid(options), options)
    (pw, ph) = grid.page
    marks = crop_lines(grid)
    assert marks
    for x1, y1, x2, y2 in marks:
        assert PRINTER_SAFE - 1e-6 <= min(x1, x2) and max(x1, x2) <= pw - PRINTER_SAFE + 1e-6, (x1, y1, x2, y2)
        assert PRINTER_SAFE - 1e-6 <= min(y1, y2) and max(y1, y2) <= ph - PRINTER_SAFE + 1e-6, (x1, y1, x2, y2)
