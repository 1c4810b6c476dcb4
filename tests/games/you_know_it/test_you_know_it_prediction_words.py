"""A prediction may be typed as a number word, in English or the table's language (`two`,
German `zwei`), as well as in digits; `zwei` had been refused ("typed in digits")."""

from __future__ import annotations

import pytest

from deckctl.engine.words import speaking, typed_number


@pytest.mark.parametrize(("lang", "typed", "number"), [
    ("en", "2", 2), ("en", "two", 2), ("en", " Zero ", 0), ("en", "ten", 10),
    ("de", "zwei", 2), ("de", "Null", 0), ("de", "fünf", 5), ("de", "two", 2), ("de", "3", 3),
])
def test_a_number_word_is_read_as_its_number(lang, typed, number):
    with speaking(lang):
        assert typed_number(typed) == number


@pytest.mark.parametrize(("lang", "typed"), [("en", "zwei"), ("en", "eleven"), ("en", "2.5"), ("de", "elf"),
                                             ("en", ""), ("en", "-1")])
def test_anything_else_is_no_number(lang, typed):
    with speaking(lang):
        assert typed_number(typed) is None


def test_a_game_takes_a_prediction_typed_as_a_word():
    from test_you_know_it_ui import card_of, run

    from deckctl.engine import make_game
    from deckctl.engine.sources import bundle_from_deck, default_deck

    game = make_game(bundle_from_deck(default_deck("you-know-it")), players=2, rounds=1)
    card = card_of(game)
    lines = []
    for question in card["questions"]:
        lines += [question["answer"], "two", question["answer"], "zero"]
    lines += ["pass", "pass", "", ""] * 5 + ["Canberra", "2", "no idea", "2", "y", "n"]
    code, text = run(game, "\n".join(lines) + "\n")
    assert code == 0, text
    assert "A prediction is a number" not in text
