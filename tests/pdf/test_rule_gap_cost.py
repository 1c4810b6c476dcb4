"""parts.rule_gap: the gap between ruled rows and their rules, found without typesetting each text
afresh at each 0.1 mm step (that took half of a Wissens-Spektrum export), with the same answers."""

from __future__ import annotations

import pytest

from deckctl.export.pdf import PdfOptions, parts, text
from deckctl.export.pdf.base import MM, face_of
from deckctl.export.pdf.document import items_of
from deckctl.export.pdf.draw import MIN_BODY, CardContext, hyphenates
from deckctl.export.pdf.typography import typographic

QUESTIONS = ["Which Dutch painter, who sold hardly any paintings while he lived, painted Sunflowers?",
             "Which river flows through Vienna, Bratislava, Budapest and Belgrade before the Black Sea?",
             "How many?", "What is the name of the longest river that flows entirely within Germany?",
             "Which planet has a day longer than its year, and turns the other way round?", "Why?"]


def stepwise_gap(ctx, values, paths, row_h, width, size, weight) -> float:
    """The answer as first worked out: every text asked afresh at each step (with its short titles
    whole where some gap keeps them so: test_rule_gap_keeps_titles.py)."""
    def fits(value, path, gap, whole):
        if whole:
            return text.fits_titles_whole(typographic(value, ctx.language), width * MM, (row_h - 2 * gap) * MM, size,
                                          MIN_BODY, weight, 1.2, ctx.language, hyphenates(path))
        return ctx.fitted_size(value, width, row_h - 2 * gap, size, weight, MIN_BODY, 1.2, 1.0,
                               hyphenates(path)) is not None

    kept = [fits(value, path, parts.TIGHT_RULE_GAP, True) for value, path in zip(values, paths)]
    gap = parts.RULE_GAP
    while gap > parts.TIGHT_RULE_GAP + 1e-9 and not all(
            fits(value, path, gap, whole) for value, path, whole in zip(values, paths, kept)):
        gap = round(gap - 0.1, 1)
    return gap


def front(make_deck, load, questions, card_size):
    card = "- id: c\n  area: geography\n  questions:\n" + "".join(
        f"    - {{question: '{q}', answer: A{i}}}\n" for i, q in enumerate(questions))
    deck = load(make_deck("wissens-spektrum", cards=card))
    options = PdfOptions(card_size=card_size)
    face = face_of(deck)
    item = items_of(deck, options, face)[0]
    ctx = CardContext(None, (0.0, 0.0), options.card_mm, options.bleed, deck.manifest.language, deck, item, "front")
    return face, item, ctx


@pytest.mark.parametrize("card_size", ["poker", "bridge", "tarot", "mini"])
def test_rule_gap_typesets_a_text_once_for_the_steps_whose_rows_hold_as_many_lines(make_deck, load, monkeypatch,
                                                                                   card_size):
    face, item, ctx = front(make_deck, load, QUESTIONS, card_size)
    asked, typeset = [], []
    real_gap, real_typeset = parts.rule_gap, text._typeset_afresh

    def rule_gap(*args):
        text.forget_texts()
        typeset.clear()
        found = real_gap(*args)
        asked.append((args, found, len(typeset)))
        return found

    monkeypatch.setattr(parts, "rule_gap", rule_gap)
    monkeypatch.setattr(text, "_typeset_afresh", lambda *args: typeset.append(args[0]) or real_typeset(*args))
    face.front(ctx, item)
    assert asked
    for (_, values, paths, row_h, width, size, weight), found, count in asked:
        text.forget_texts()
        assert found == stepwise_gap(ctx, values, paths, row_h, width, size, weight)
        steps = [round(parts.RULE_GAP - k / 10, 1) for k in range(9) if round(parts.RULE_GAP - k / 10, 1) >= found]
        rooms = {text.room_key((row_h - 2 * gap) * MM, size, MIN_BODY, 1.2) for gap in steps}
        assert None not in rooms
        assert count <= len(values) * len(rooms)  # (asked afresh at each step: up to one per text and step)
    if card_size == "poker":  # (the case at issue: rows that take the tight gap, asked at every step)
        assert any(found == parts.TIGHT_RULE_GAP and count < 8 for _, found, count in asked)


@pytest.mark.parametrize("value", QUESTIONS)
def test_boxes_holding_as_many_lines_at_each_size_get_one_answer(value):
    width = 50 * MM
    for size in (8.0, 9.25, 11.0):
        answers: dict[tuple, set] = {}
        for tenth in range(60, 400):
            height = tenth / 10
            key = text.room_key(height, size, MIN_BODY, 1.2)
            fits = text.fitted_size(value, width, height, size, MIN_BODY, "medium", 1.2, 1.0, "en", True) is not None
            if key is not None:
                answers.setdefault(key, set()).add(fits)
        assert all(len(found) == 1 for found in answers.values())
