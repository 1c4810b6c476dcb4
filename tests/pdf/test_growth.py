"""Short texts grow to use the card, by one factor per kind of text for the whole deck; long ones
shrink as before, and lint's `text-fits` reads the same sizes the export prints."""

from __future__ import annotations

import io

import pytest

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.growth import SHARE, STEPS, Growth, _step, step_size
from deckctl.export.pdf.preview import card_pdf
from deckctl.export.pdf.text import fit, reach

DESIGN = 12.5  # pt: a Knowledge? question on a poker card


def sizes(data: bytes) -> dict[str, float]:
    """{a line of text: the size it is set in} over the whole PDF."""
    from pypdf import PdfReader

    found: dict[str, float] = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            found[text.strip()] = size

    for page in PdfReader(io.BytesIO(data)).pages:
        page.extract_text(visitor_text=visit)
    return found


def questions(texts: list[str]) -> str:
    return "".join(f"- id: q{i}\n  category: number\n  front: {text}\n  back: Because.\n  value: 1\n"
                   for i, text in enumerate(texts))


def test_a_step_is_taken_when_most_texts_of_a_kind_reach_it():
    assert _step([1.3] * 10, DESIGN) == STEPS[0]
    reached = round(SHARE * 10)
    assert _step([1.3] * reached + [1.0] * (10 - reached), DESIGN) == STEPS[0]
    assert _step([1.3] * (reached - 1) + [1.0] * (11 - reached), DESIGN) == 1.0
    assert _step([1.3] * 5 + [1.15] * 5, DESIGN) == STEPS[1]
    assert _step([0.8, 1.0], DESIGN) == 1.0  # texts that shrink never make the others grow


def test_a_step_is_reached_at_its_size_rounded_to_the_quarter_point():
    """A text designed at 11 pt that fits grown by 1.3 is set at 14.25 pt (11 x 1.3 = 14.3, to the
    quarter point), which is 1.295 times 11: that is the 1.3 step, and a kind of such texts takes it
    (an I know! answer at 17 pt: 22 pt, not 19.5). So for a text at the lower step (12.5 pt at 1.15:
    14.25 pt, 1.14 times)."""
    assert step_size(11.0, 1.3) == 14.25 and step_size(17.0, 1.3) == 22.0 and step_size(12.5, 1.15) == 14.25
    assert _step([14.25 / 11] * 10, 11.0) == 1.3
    assert _step([22.0 / 17] * 10, 17.0) == 1.3
    assert _step([14.25 / 12.5] * 8 + [1.0] * 2, 12.5) == 1.15
    assert _step([19.5 / 17] * 10, 17.0) == 1.15  # (not 1.3: the step it reached is its size)


@pytest.mark.parametrize("size", [7 + quarter / 4 for quarter in range(0, 17 * 4 + 1)])
def test_every_designed_size_takes_the_largest_step_its_short_texts_fit(size):
    """From 7 to 24 pt, a kind of short texts that fit at the 1.3 step (measured as the export
    measures them, `reach`) is decided to grow by 1.3, and each is set at its rounded size."""
    box = (400.0, 300.0)
    growth = Growth()
    values = [f"Answer {n}." for n in range(5)]
    for value in values:
        growth.record(("back", size, "bold"), reach(value, *box, size, "bold", grow=1.3, language="en"))
    growth.decide()
    factor = growth.factor(("back", size, "bold"), 1.3)
    assert factor == 1.3
    assert {fit(value, *box, size, weight="bold", grow=factor, language="en").size for value in values} == {
        step_size(size, 1.3)}


I_KNOW_ANSWERS = ["12", "Paris", "Seven.", "A whale.", "Red.", "Mars", "1945", "Iron.", "Ten.", "Water."]


def test_short_i_know_answers_take_the_largest_step_on_a_poker_card(make_deck, load):
    """The real case: an I know! answer, designed at 17 pt on a poker card, printed at 19.5 pt
    (1.15) where every answer of the deck fits at 22 pt (1.3); the preview agrees."""
    cards = "".join(f"- id: math-a-{n:03}\n  subject: math\n  level: A\n  question: What is {n} + {n}?\n"
                    f"  answer: \"{answer}\"\n" for n, answer in enumerate(I_KNOW_ANSWERS))
    deck = load(make_deck("i-know", cards=cards))
    printed = sizes(export_pdf(deck, PdfOptions()))
    assert {printed[answer] for answer in I_KNOW_ANSWERS} == {22.0}
    assert sizes(card_pdf(deck, "math-a-003", PdfOptions()))["A whale."] == 22.0


def test_short_texts_grow_to_the_decks_size_and_long_ones_shrink_as_before(make_deck, load):
    short = [f"Question {n}?" for n in range(8)]
    long = "moons " * 60 + "moons?"
    deck = load(make_deck("knowledge", cards=questions([*short, long])))
    printed = sizes(export_pdf(deck, PdfOptions()))
    grown = round(DESIGN * STEPS[0] * 4) / 4
    assert {printed[text] for text in short} == {grown}  # all of one kind, all one size
    before = fit(long, 54 * 72 / 25.4, 61 * 72 / 25.4, DESIGN, weight="medium")  # fitting without growth
    assert before.ok and before.size < DESIGN
    assert {size for text, size in printed.items() if "moons" in text} == {before.size}


def test_a_text_that_cannot_take_its_kinds_size_takes_the_next_step_it_can(make_deck, load):
    short = [f"Question {n}?" for n in range(9)]
    middle = "moons " * 18 + "moons?"  # every line of it says moons
    deck = load(make_deck("knowledge", cards=questions([*short, middle])))
    printed = sizes(export_pdf(deck, PdfOptions()))
    assert printed["Question 1?"] == round(DESIGN * STEPS[0] * 4) / 4
    middle_sizes = {size for text, size in printed.items() if "moons" in text}
    assert middle_sizes == {round(DESIGN * STEPS[1] * 4) / 4}


def test_no_growth_when_most_texts_of_a_kind_are_long(make_deck, load):
    long = ["moons " * 26 + f"{n}?" for n in range(9)]
    deck = load(make_deck("knowledge", cards=questions([*long, "Short?"])))
    printed = sizes(export_pdf(deck, PdfOptions()))
    assert printed["Short?"] == DESIGN  # one short question among long ones keeps the deck's size


def test_a_preview_shows_a_card_as_the_deck_prints_it(make_deck, load):
    deck = load(make_deck("knowledge", cards=questions([f"Question {n}?" for n in range(6)])))
    whole = sizes(export_pdf(deck, PdfOptions(mode="singles", bleed=0, crop_marks=False)))
    one = sizes(card_pdf(deck, "q3", PdfOptions()))
    assert one["Question 3?"] == whole["Question 3?"] > DESIGN


def test_a_cards_rows_share_one_size_as_lint_sees_it(make_deck, load):
    """A You Know It! card's five answers are one role: a tight one sets all five at the size it
    fits at, where the deck's other cards, of short answers, grow them (the deck's size for the
    role: four cards in five reach it); lint's text-fits lays them out alike and has nothing to say
    (every one fits at 7 pt or more)."""
    from deckctl.export.pdf.draw import MIN_BODY
    from deckctl.lint import lint

    tight = "Which word " * 6 + "ends here?"
    cards = "".join(
        f"- id: {card}\n  questions:\n" + "".join(
            f"    - {{question: {card}{i}?, answer: {tight if (card, i) == ('c', 2) else f'{card.upper()}{i}'}}}\n"
            for i in range(5))
        for card in ("c", "d", "e", "f", "g"))
    deck = load(make_deck("you-know-it", cards=cards))
    assert [d for d in lint([deck]) if d.code == "text-fits"] == []
    printed = sizes(export_pdf(deck, PdfOptions()))
    shared = {size for text, size in printed.items() if text.startswith(("Which", "word", "ends"))}
    assert len(shared) == 1 and MIN_BODY <= min(shared) < 12  # shrunk below the design size, 12 pt
    assert {printed[f"C{i}"] for i in (0, 1, 3, 4)} == shared  # its short neighbours too
    grown = {printed[f"{card}{i}"] for card in "DEFG" for i in range(5)}
    assert len(grown) == 1 and min(grown) > 12  # the other cards' short answers grow, all alike
