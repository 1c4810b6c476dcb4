"""A quote left open on its line is closed by the next quote in the file, cards later; libyaml fails
there, but the place to fix, and the card to name, is where the quote opens."""

from __future__ import annotations

from pathlib import Path

from deckctl.io.source import source_of_bytes, with_card_ids

STARTER = Path(__file__).parents[2] / "decks" / "you-know-it-starter" / "cards" / "set-b.yaml"


def _syntax_error(text: str):
    diagnostics, _ = with_card_ids(source_of_bytes(text.encode(), "cards/set-b.yaml"))
    [found] = [d for d in diagnostics if d.code == "yaml-syntax"]
    return found


def test_a_quote_opened_in_the_first_card_of_a_real_deck_is_named_there():
    lines = STARTER.read_text(encoding="utf-8").split("\n")
    assert lines[3] == "    - question: What colour is an aeroplane's flight recorder, the so-called black box?"
    lines[3] = lines[3].replace("question: What", 'question: "What')  # closed 24 lines on, in card-014
    found = _syntax_error("\n".join(lines))
    assert (found.line, found.col, found.card_id) == (4, 17, "card-013")
    assert found.message.startswith("the quote opened here is never closed")
    assert found.hint == "end the text with the same quote it starts with (\")"


def test_a_quote_closed_by_the_quoted_id_of_the_next_card():
    text = "- id: paris\n  front: 'The capital\n  back: Paris.\n- id: 'rome'\n  front: Rome\n"
    found = _syntax_error(text)
    assert (found.line, found.col, found.card_id) == (2, 10, "paris")


def test_a_quoted_text_over_lines_of_its_own_card_keeps_the_later_error():
    text = '- id: paris\n  front: "The capital\n    of France"\n- id: rome\n  front: The capital: of Italy\n'
    found = _syntax_error(text)
    assert (found.line, found.card_id) == (5, "rome")
