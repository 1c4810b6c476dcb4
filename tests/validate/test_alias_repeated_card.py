"""A card written again through a YAML alias (`- *card`): one error at the alias, not a duplicate
of itself at the anchor's line, and the card's own problems reported once."""

from __future__ import annotations

from deckfactory import write_deck

CARDS = """\
- &paris
  id: first-letter
  category: letter
  front: The first letter of the city on the Seine.
  back: Paris.
  value: {value}
- id: sky
  category: colour
  front: The colour of the sky.
  back: Blue.
  value: blue
- *paris
"""


def test_a_card_repeated_through_an_alias_is_one_error_at_the_alias(tmp_path):
    from deckctl.validate.deck import validate

    deck = write_deck(tmp_path, cards=CARDS.format(value="A"))
    [error] = [d for d in validate([deck]).diagnostics if d.is_error]
    assert (error.code, error.line, error.col, error.card_id) == ("duplicate-id", 12, 3, "first-letter")
    assert "the card of line 2 again, repeated through the alias `*paris`" in error.message
    assert "already used" not in error.message


def test_the_problems_of_a_repeated_card_are_reported_once(tmp_path):
    from deckctl.validate.deck import validate

    deck = write_deck(tmp_path, cards=CARDS.format(value="P"))
    errors = [(d.code, d.line) for d in validate([deck]).diagnostics if d.is_error]
    assert errors == [("not-in-vocabulary", 6), ("duplicate-id", 12)]


def test_an_alias_of_a_value_inside_a_card_is_no_repeated_card(tmp_path):
    from deckctl.validate.deck import validate

    cards = CARDS.format(value="A").replace("- *paris\n", "- id: sea\n  category: colour\n  front: &f The sea.\n"
                                            "  back: *f\n  value: blue\n")
    deck = write_deck(tmp_path, cards=cards)
    assert not [d for d in validate([deck]).diagnostics if d.is_error]
