"""A text too long for its box shrinks to one of a few steps below its designed size, not to a
size of its own: so a deck's texts of one kind print in a handful of sizes, as a typesetter sets
them, and what fits at all is what fitted before (the smallest size is still tried)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from test_growth import DESIGN, questions, sizes

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.base import face_of
from deckctl.export.pdf.document import deck_growth, items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext
from deckctl.export.pdf.growth import STEPS
from deckctl.export.pdf.text import MIN_READABLE, fit, shrink_steps

MM = 72 / 25.4


def test_the_steps_are_tenths_of_the_designed_size_then_the_smallest():
    assert shrink_steps(12.5, MIN_BODY) == (12.5, 11.25, 10.0, 8.75, 7.5, 7.0)
    assert shrink_steps(8.75, MIN_BODY) == (8.75, 7.75, 7.0)  # (to the quarter point below: 7.875)
    assert shrink_steps(9.75, MIN_BODY) == (9.75, 8.75, 7.75, 7.0)
    assert shrink_steps(7.25, MIN_BODY) == (7.25, 7.0)  # 6.5 is below the smallest: left out
    assert shrink_steps(7.0, MIN_BODY) == (7.0,)
    assert shrink_steps(10.0, MIN_READABLE) == (10.0, 9.0, 8.0, 7.0, 6.0)


@pytest.mark.parametrize("words", range(30, 90, 6))
def test_a_long_text_shrinks_to_a_step_not_to_a_size_of_its_own(words):
    value = "moons " * words + "moons?"
    width, height = 54 * MM, 61 * MM
    result = fit(value, width, height, DESIGN, MIN_BODY, "medium", language="en")
    assert result.ok and result.size in shrink_steps(DESIGN, MIN_BODY)
    larger = [step for step in shrink_steps(DESIGN, MIN_BODY) if step > result.size]
    assert all(not fit(value, width, height, step, step, "medium", language="en").ok for step in larger)


def test_a_decks_long_texts_of_one_kind_share_a_few_sizes(make_deck, load):
    """Knowledge? questions from a little too long to much too long for their designed 12.5 pt:
    shrunk each to its own quarter point they printed at 12, 11.5, 11 and 10.25 pt; now at two
    steps of the designed size."""
    long = ["moons " * words + f"{words}?" for words in range(34, 58, 2)]
    deck = load(make_deck("knowledge", cards=questions(long)))
    printed = {size for line, size in sizes(export_pdf(deck, PdfOptions())).items() if "moons" in line}
    assert printed == {11.25, 10.0} and printed <= set(shrink_steps(DESIGN, MIN_BODY))


def _printed_by_kind(deck, language, card_size):
    """{(side, field, weight, designed size): {printed sizes}} over every card of `deck`, as the
    export fits them (the deck's growth decided first)."""
    found = defaultdict(set)

    class Noting(CardContext):
        def __init__(self, *args, **kw):
            super().__init__(*args, **kw)
            self.set = []  # (field, weight, designed size or None, printed size)

        def text_box(self, value, x, y, w, h, size, weight="regular", colour=None, align="left", valign="top",
                     field_path=None, min_size=MIN_BODY, leading=1.2, grow=1.0, **more):
            result = super().text_box(value, x, y, w, h, size, weight, colour, align, valign, field_path, min_size,
                                      leading, grow, **more)
            if self.growth is not None and not self.growth.measuring:
                field = "/".join(str(p) for p in field_path or () if not isinstance(p, int))
                # (a role's text set again at the size the role shares, as its smallest: that is
                # not its designed size, which its neighbours on the card were set from)
                self.set.append((field, weight, size if min_size < size else None, result.size))
            return result

    options = PdfOptions(card_size=card_size)
    face = face_of(deck)
    items = items_of(deck, options, face)
    growth = deck_growth(face, deck, items, options, language)
    for item in items:
        for side in ("front", "back"):
            ctx = Noting(None, (0.0, 0.0), options.card_mm, options.bleed, language, deck, item, side, growth=growth)
            (face.front if side == "front" else face.back)(ctx, item)
            designed = {(field, weight): size for field, weight, size, _ in ctx.set if size is not None}
            for field, weight, size, printed in ctx.set:
                # (iKNOW's clues are all set at the size they share: their designed one is not seen)
                if size or (field, weight) in designed:
                    found[side, field, weight, size or designed[field, weight]].add(printed)
    return found


@pytest.mark.parametrize("card_size", ["poker", "tarot"])
def test_a_starter_decks_texts_of_one_kind_print_at_its_steps(starters, card_size):
    """Every text of a starter deck prints at its kind's designed size, a growth step of it or a
    shrinking step of it; the Wissens-Spektrum questions, which shrank to up to eight sizes on a
    poker card (7 to 8.75 pt in quarter points), print in three at most."""
    for name, language, deck in starters:
        for (side, field, weight, design), printed in _printed_by_kind(deck, language, card_size).items():
            allowed = {*shrink_steps(design, MIN_BODY), *(round(design * step * 4) / 4 for step in STEPS)}
            assert printed <= allowed, (name, language, side, field, design, sorted(printed - allowed))
            if name == "wissens-spektrum-starter" and field == "questions/question":
                assert len(printed) <= 3, (language, sorted(printed))
