"""Answers at the table and the lint rules compare texts without variation selectors, by one
function (deckctl.core.variation_selectors): `☎` and `☎` + U+FE0F are one character drawn two ways."""

from __future__ import annotations

import pytest

from deckctl.engine.answers import normalise as answer
from deckctl.lint.texts import folded
from deckctl.lint.texts import normalise as question


@pytest.mark.parametrize("selector", ["\ufe0e", "\ufe0f", "\ufe00", "\U000e0100", "\U000e01ef",
                                      "\u180b", "\u180c", "\u180d", "\u180f"])
def test_a_selector_is_no_difference_to_either(selector):
    assert answer(f"Par{selector}is") == answer("Paris") == "paris"
    assert question(f"Call \u260e{selector} Par{selector}is?") == question("Call \u260e Paris?") == "call paris"
    assert folded(f"Mary Shel{selector}ley") == "mary shelley"


def test_the_mongolian_vowel_separator_is_not_a_selector():
    # U+180E sits among the Mongolian free variation selectors but separates a vowel: not dropped
    assert answer("Par\u180eis") != answer("Paris")
    assert folded("Mary Shel\u180eley") != "mary shelley"
