"""Rows parted by rules (You Know It! and Wissens-Spektrum fronts): a row's text keeps clear of
its rules however many lines it has."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import PdfOptions, check_fit, theme
from deckctl.export.pdf.base import MM, face_of
from deckctl.export.pdf.document import items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext

THREE_LINES = "Wie nennt man einen Gesteinsbrocken aus dem All, der auf die Erde fiel?"
WS_THREE_LINES = "Which Dutch painter, who sold hardly any paintings while he lived, painted Sunflowers?"


class Rows(CardContext):
    """Notes the rules across the card and each text's line box (top and bottom, in mm)."""

    def __init__(self, *args):
        super().__init__(*args)
        self.rules: list[float] = []
        self.boxes: list[tuple[float, float, int, float]] = []  # top, bottom, lines, size

    def line(self, x1, y1, x2, y2, colour=theme.RULE, width=0.5, dash=None):
        if y1 == y2 and x2 - x1 > self.w / 2:
            self.rules.append(y1)

    def text_box(self, value, x, y, w, h, size, weight="regular", colour=theme.INK, align="left", valign="top",
                 field_path=None, min_size=MIN_BODY, leading=1.2, grow=1.0, **more):
        fitted = super().text_box(value, x, y, w, h, size, weight, colour, align, valign, field_path, min_size,
                                  leading, grow, **more)
        if field_path and field_path[0] == "questions":
            top = y + {"top": 0.0, "middle": 0.5, "bottom": 1.0}[valign] * max(0.0, h - fitted.needed / MM)
            self.boxes.append((top, top + fitted.needed / MM, len(fitted.lines), fitted.size))
        return fitted


def front_rows(deck, size: str = "poker") -> Rows:
    options = PdfOptions(card_size=size)
    face = face_of(deck)
    item = items_of(deck, options, face)[0]
    ctx = Rows(None, (0.0, 0.0), options.card_mm, options.bleed, deck.manifest.language, deck, item, "front")
    face.front(ctx, item)
    assert ctx.rules and len(ctx.boxes) == len(item.card.questions)
    return ctx


def clearance(ctx: Rows) -> float:
    """The least distance in mm between a text's line box and a rule."""
    return min(min(abs(rule - top), abs(rule - bottom)) for top, bottom, _, _ in ctx.boxes for rule in ctx.rules)


@pytest.mark.parametrize("size", ["poker", "bridge", "tarot"])
def test_a_three_line_row_keeps_2_mm_from_its_rules(make_deck, load, size):
    card = "- id: c1\n  questions:\n" + "".join(
        f"    - {{question: '{THREE_LINES if i == 1 else f'Frage {i}?'}', answer: A{i}}}\n" for i in range(5))
    deck = load(make_deck("you-know-it", cards=card, manifest="format: 1\ngame: you-know-it\nid: d\ntitle: T\n"
                                                               "language: de\nversion: 1.0.0\n"))
    ctx = front_rows(deck, size)
    assert max(lines for _, _, lines, _ in ctx.boxes) == 3  # (the case at issue: three lines)
    assert clearance(ctx) >= 2.0 - 1e-6
    assert check_fit(deck, PdfOptions(card_size=size)) == []


def test_rows_that_need_the_room_for_a_third_line_take_less_rather_than_overflow(make_deck, load):
    # Wissens-Spektrum's poker rows hold three lines at 7 pt only with less than 2 mm either side
    card = "- id: rivers\n  area: geography\n  questions:\n" + "".join(
        f"    - {{question: '{WS_THREE_LINES}', answer: A{i}}}\n" for i in range(6))
    deck = load(make_deck("wissens-spektrum", cards=card))
    assert check_fit(deck, PdfOptions()) == []
    ctx = front_rows(deck)
    assert max(lines for _, _, lines, _ in ctx.boxes) == 3
    assert 1.2 - 1e-6 <= clearance(ctx) < 2.0
