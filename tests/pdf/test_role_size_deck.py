"""The texts of one role (You Know It!'s five questions, Wissens-Spektrum's six) print at one size
over the deck: the largest that four cards in five reach. A card whose texts could be larger is
set at the deck's size, one whose texts do not fit there smaller; the size is decided from the
whole deck, whatever is drawn and in whatever order the cards come."""

from __future__ import annotations

from test_growth import sizes

from deckctl.export.pdf import PdfOptions, export_pdf
from deckctl.export.pdf.growth import SHARE, Growth, _size, role_key
from deckctl.export.pdf.preview import card_pdf

MEDIUM = "Which " + "long word " * 4 + "ends here?"  # fits a poker card's question row at 8.5 pt, not 9.5


def _cards(order=range(5), medium=4) -> str:
    """Five You Know It! cards: the first `medium` lead with a question that takes 8.5 pt, the
    others' questions are short (they would grow)."""
    out = ""
    for n in order:
        out += f"- id: c{n}\n  questions:\n"
        for i in range(5):
            out += f"    - {{question: {MEDIUM if n < medium and i == 0 else f'Q{n}{i}?'}, answer: A{n}{i}}}\n"
    return out


def test_the_deck_size_is_the_largest_most_cards_reach():
    assert _size([9.5] * 8 + [7.5] * 2) == 9.5
    assert _size([9.5] * 7 + [7.5] * 3) == 7.5
    assert _size([12.25, 11.0, 9.5, 9.5, 9.5]) == 9.5
    reached = round(SHARE * 10)
    assert _size([8.5] * reached + [11.0] * (10 - reached)) == 8.5  # the few that could be larger do not decide


def test_a_role_is_set_no_larger_than_the_decks_size(make_deck, load):
    """Four cards' questions fit at 8.5 pt, the fifth card's short ones would grow to 11 pt: all
    five print at 8.5 (they printed at 8.5 and 11)."""
    deck = load(make_deck("you-know-it", cards=_cards()))
    printed = sizes(export_pdf(deck, PdfOptions()))
    questions = {size for text, size in printed.items() if text.startswith(("Q", "Which", "long", "ends"))}
    assert questions == {8.5}


def test_a_card_whose_text_does_not_fit_at_the_decks_size_is_set_smaller(make_deck, load):
    """One card in five leads with the 8.5 pt question: the others' grow, alike, and its own five
    questions are set at 8.5 together."""
    deck = load(make_deck("you-know-it", cards=_cards(medium=1)))
    printed = sizes(export_pdf(deck, PdfOptions()))
    assert {printed[f"Q0{i}?"] for i in range(1, 5)} == {8.5}
    grown = {printed[f"Q{n}{i}?"] for n in range(1, 5) for i in range(5)}
    assert len(grown) == 1 and min(grown) > 9.5


def test_the_size_depends_on_the_cards_not_their_order_or_what_is_drawn(make_deck, load):
    """The deck's size is the same with the cards in another order, and a preview of the card
    that could be larger shows it at the deck's size, as the whole export prints it."""
    deck = load(make_deck("you-know-it", cards=_cards()))
    whole = sizes(export_pdf(deck, PdfOptions()))
    backwards = load(make_deck("you-know-it", cards=_cards(order=range(4, -1, -1)), name="backwards"))
    assert sizes(export_pdf(backwards, PdfOptions())) == whole
    one = sizes(card_pdf(deck, "c4", PdfOptions()))
    assert {one[f"Q4{i}?"] for i in range(5)} == {whole["Q40?"]} == {8.5}


def test_a_roles_size_is_kept_apart_from_growth_factors_and_only_once_decided():
    growth = Growth()
    role = role_key("front", 9.5, "regular", "questions/question")
    growth.record_role(role, 8.5)
    growth.record((("front", 9.5, "regular")), 1.3)
    assert growth.role_size(role) is None  # (measuring)
    growth.decide()
    assert growth.role_size(role) == 8.5 and growth.factors[("front", 9.5, "regular")] == 1.3
    growth.record_role(role, 7.0)  # (decided: nothing more is noted)
    assert growth.reached[role] == [8.5]
