"""parts.rule_gap makes a card's ruled rows taller (a smaller gap, down to TIGHT_RULE_GAP) where that
keeps a short title in a text whole: it asks whether the texts fit at MIN_BODY with their titles
whole (`text.fits_titles_whole`), not only whether they fit, which a title parted at a price
(`linebreak.TITLE`) now lets them do at the usual gap. A text that keeps its titles whole at no
gap is held to fitting only (test_title_parted_not_smaller.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckctl.export.pdf import PdfOptions, parts, text
from deckctl.export.pdf.base import MM, face_of
from deckctl.export.pdf.document import items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext, hyphenates
from deckctl.export.pdf.typography import typographic

STARTER = Path(__file__).resolve().parents[2] / "decks" / "wissens-spektrum-starter"
# the starter card `poets-and-playwrights` (art.yaml)
POETS = ['Which German poet wrote the "Ode to Joy" that Beethoven set to music?',
         'Which Irish playwright wrote "Waiting for Godot"?',
         'Which German poet wrote "Germany. A Winter\'s Tale" in 1844?',
         'Which Greek playwright wrote the tragedy "Oedipus Rex"?',
         'Which American writer wrote the poem "The Raven"?',
         'Which Swiss playwright wrote "The Visit" ("Der Besuch der alten Dame")?']


class Recording(CardContext):
    """A card drawn without a canvas, noting each text's box and how it was set."""

    def __init__(self, *args):
        super().__init__(*args)
        self.set: dict[tuple, tuple] = {}

    def text_box(self, value, x, y, w, h, size, *args, **kwargs):
        found = super().text_box(value, x, y, w, h, size, *args, **kwargs)
        path = kwargs.get("field_path") or (args[4] if len(args) > 4 else None)
        self.set[tuple(path or ())] = (y, h, found)
        return found


def drawn_front(deck, card_id: str) -> Recording:
    options = PdfOptions()
    face = face_of(deck)
    item = next(item for item in items_of(deck, options, face) if item.ref is not None and item.ref.id == card_id)
    ctx = Recording(None, (0.0, 0.0), options.card_mm, options.bleed, deck.manifest.language, deck, item, "front")
    text.forget_texts()
    face.front(ctx, item)
    return ctx


@pytest.mark.parametrize(("card", "title", "lines"), [
    ("poets-and-playwrights", "\u201cOde to Joy\u201d",
     ("Which German poet wrote the", "\u201cOde to Joy\u201d that Beethoven set", "to music?")),
    ("ancient-world", "Alexander the Great",
     ("Which city in Egypt did", "Alexander the Great found and name", "after himself?")),
])
def test_a_starter_cards_rows_are_made_taller_to_keep_its_first_question_s_title_whole(load, card, title, lines):
    # set at 7 pt in rows of the usual gap, each fits in two lines only by parting its title
    # (`“Ode to` / `Joy”`): the rows are made taller instead, and it takes three with the title whole
    ctx = drawn_front(load(STARTER), card)
    _, height, found = ctx.set["questions", 3 if card == "ancient-world" else 0, "question"]
    assert found.ok and found.size == MIN_BODY and found.lines == lines, found
    assert any(title in line for line in found.lines)
    row = ctx.set["questions", 1, "question"][0] - ctx.set["questions", 0, "question"][0]
    assert height > row - 2 * parts.RULE_GAP + 1e-6  # (a gap less than the usual)
    assert all(h == height for _, h, _ in ctx.set.values())


def questions_card(make_deck, load, questions):
    card = "- id: c\n  area: geography\n  questions:\n" + "".join(
        f"    - {{question: '{q.replace(chr(39), chr(39) * 2)}', answer: A{i}}}\n" for i, q in enumerate(questions))
    return load(make_deck("wissens-spektrum", cards=card))


def asked_gap(monkeypatch, deck, card_id="c"):
    asked = []
    real = parts.rule_gap

    def rule_gap(*args):
        found = real(*args)
        asked.append((args, found))
        return found

    monkeypatch.setattr(parts, "rule_gap", rule_gap)
    drawn_front(deck, card_id)
    (args, found), = asked
    return args, found


def test_rule_gap_is_smaller_where_that_keeps_a_title_whole(make_deck, load, monkeypatch):
    deck = questions_card(make_deck, load, POETS)
    (ctx, values, paths, row_h, width, size, weight), gap = asked_gap(monkeypatch, deck)
    assert parts.TIGHT_RULE_GAP <= gap < parts.RULE_GAP
    ode = typographic(values[0], ctx.language)

    def box(at):
        return ode, width * MM, (row_h - 2 * at) * MM, size, MIN_BODY, weight, 1.2

    # at the usual gap the question fits only with its title parted; at the gap found, whole
    assert text.fitted_size(*box(parts.RULE_GAP), 1.0, "en", hyphenates(paths[0])) is not None
    assert not text.fits_titles_whole(*box(parts.RULE_GAP), "en", hyphenates(paths[0]))
    assert text.fits_titles_whole(*box(gap), "en", hyphenates(paths[0]))
    assert not text.fits_titles_whole(*box(round(gap + 0.1, 1)), "en", hyphenates(paths[0]))


def test_rule_gap_keeps_the_usual_gap_for_the_same_words_with_no_title(make_deck, load, monkeypatch):
    # the same words, the ode's name not written as a title: nothing to keep whole, the rows keep their gap
    plain = ["Which German poet wrote the ode to joy that Beethoven set to music?", *POETS[1:]]
    _, gap = asked_gap(monkeypatch, questions_card(make_deck, load, plain))
    assert gap == parts.RULE_GAP


@pytest.mark.parametrize(("row_h", "gap"), [(11.0, parts.TIGHT_RULE_GAP), (10.0, parts.RULE_GAP)])
def test_a_title_no_gap_keeps_whole_is_parted_at_the_usual_gap(make_deck, load, row_h, gap):
    # the ode's question alone in a 46 mm wide row: 11 mm high, a tight gap leaves room for its
    # three lines with the title whole; 10 mm high, no gap does, and it is held to fitting only:
    # two lines with the title parted at the usual gap (not a gap made smaller for nothing)
    deck = questions_card(make_deck, load, POETS)
    ctx = drawn_front(deck, "c")
    values, paths, width = POETS[:1], [("questions", 0, "question")], 130.11023622047244 / MM
    assert parts.rule_gap(ctx, values, paths, row_h, width, 8.75, "regular") == gap
