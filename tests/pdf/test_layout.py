"""Sheets: crop marks only around the cards a sheet holds, and the layout report."""

from __future__ import annotations

from dataclasses import replace

import pytest

from deckctl.export.pdf.layout import crop_lines, roomier, sheet_grid, summary
from deckctl.export.pdf.options import PdfOptions


def _belongs_to_a_card(segment, slots, card, bleed) -> bool:
    """Whether a mark lies on a cut line of a card in `slots` and starts just beyond its corner
    (1 mm past the bleed, or 1 mm past the trim edge where the margin is narrow)."""
    (x1, y1, x2, y2), (w, h) = segment, card
    for x, y in slots:
        if x1 == x2 and (abs(x1 - x) < 1e-6 or abs(x1 - x - w) < 1e-6):
            near, far = (min(y1, y2), max(y1, y2))
            if any(abs(near - (y + h) - gap) < 1e-6 or abs(y - far - gap) < 1e-6 for gap in (bleed + 1, 1)):
                return True
        if y1 == y2 and (abs(y1 - y) < 1e-6 or abs(y1 - y - h) < 1e-6):
            near, far = (min(x1, x2), max(x1, x2))
            if any(abs(near - (x + w) - gap) < 1e-6 or abs(x - far - gap) < 1e-6 for gap in (bleed + 1, 1)):
                return True
    return False


@pytest.mark.parametrize("bleed", [3.0, 0.0])
def test_marks_surround_the_cards_a_sheet_holds_and_no_empty_slot(bleed):
    grid = sheet_grid(PdfOptions(bleed=bleed))
    full = crop_lines(grid)
    assert len(full) == (2 * 6 + 2 * 6 if bleed else 2 * 4 + 2 * 4)  # each cut line, both ends
    used = replace(grid, slots=grid.slots[:4])  # a last sheet: one full row and one card
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


def test_the_report_names_the_layout():
    assert summary(PdfOptions(), 76) == "76 cards, 9 per sheet (3 x 3), 9 sheets, a4"
    assert summary(PdfOptions(paper="letter"), 1) == "1 card, 6 per sheet (3 x 2), 1 sheet, letter"
    assert summary(PdfOptions(mode="singles"), 3) == "3 cards, one per page with bleed and trim box, 6 pages"


@pytest.mark.parametrize("options, hint", [
    (PdfOptions(), ""),
    (PdfOptions(mode="singles", paper="letter"), ""),
    (PdfOptions(paper="letter"), ("6 cards per sheet on letter with 3 mm bleed; --bleed 1.5 would fit 9, "
                                  "--paper a4 would fit 9")),
    (PdfOptions(card_size="mini"), "12 cards per sheet on a4 with 3 mm bleed; --bleed 2.5 would fit 16"),
    (PdfOptions(card_size="mini", paper="letter"), ""),
    (PdfOptions(paper="letter", bleed=0), ""),
])
def test_a_note_says_when_a_smaller_bleed_or_the_other_paper_fits_more(options, hint):
    assert roomier(options) == hint


def test_build_names_the_deck_yaml_keys_not_export_flags():
    assert roomier(PdfOptions(paper="letter"), keys=True) == (
        "6 cards per sheet on letter with 3 mm bleed; print: {bleed: 1.5} would fit 9, print: {paper: a4} would fit 9")
