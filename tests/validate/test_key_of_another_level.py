"""A key written a level out of its section (`logo:` at the top of deck.yaml, not under `print:`)
was an unknown key with the hint "did you mean `logo`?", the very key written: the hint now names
the key it goes inside, and says to check its indentation."""

from __future__ import annotations

from deckfactory import MANIFESTS, write_deck

from deckctl.validate.deck import validate


def test_a_print_key_at_the_top_of_deck_yaml_is_told_to_be_indented(tmp_path):
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"] + "logo: art/logo.png\n")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.line, error.col, error.code) == (MANIFESTS["knowledge"].count("\n") + 1, 1, "unknown-key")
    assert "did you mean" not in error.hint and "indentation" in error.hint and "`logo`" in error.hint
    assert "it goes inside `print:`" in error.hint


def test_a_question_key_on_the_card_itself_is_told_where_it_goes(tmp_path):
    """Wissens-Spektrum's `answer` belongs to each of a card's `questions:`."""
    from deckfactory import VALID_CARDS

    cards = VALID_CARDS["wissens-spektrum"]
    first_line_end = cards.index("\n", cards.index("- id:"))
    deck = write_deck(tmp_path, "wissens-spektrum", cards=cards[:first_line_end + 1] + "  answer: Paris\n"
                      + cards[first_line_end + 1:])
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert error.code == "unknown-key" and "it goes inside `questions:`" in error.hint, error.hint


def test_a_key_already_inside_its_section_gets_no_such_hint(tmp_path):
    """`preset` belongs inside `images:`; written beside `images:` inside `print:`, it is told to
    go inside `images:`, but `print:`'s own keys are never told to go inside `print:` again."""
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"] + "print:\n  preset: web\n  images: {dpi: 300}\n")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert error.code == "unknown-key" and "it goes inside `images:`" in error.hint, error.hint


def test_a_misspelt_key_still_gets_its_spelling(tmp_path):
    deck = write_deck(tmp_path, manifest=MANIFESTS["knowledge"] + "licence: CC0-1.0\n")
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert error.hint == "did you mean `license`?"
