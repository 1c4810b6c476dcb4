"""Answers at the table and the lint rules compare texts without variation selectors, by one
function (deckctl.core.variation_selectors): `☎` and `☎` + U+FE0F are one character drawn two ways."""

from __future__ import annotations

import pytest

from deckctl.engine.answers import normalise as answer
from deckctl.lint.texts import folded
from deckctl.lint.texts import normalise as question


@pytest.mark.parametrize("selector", ["\ufe0e", "\ufe0f", "\ufe00", "\U000e0100", "\U000e01ef"])
def test_a_selector_is_no_difference_to_either(selector):
    assert answer(f"Par{selector}is") == answer("Paris") == "paris"
    assert question(f"Call \u260e{selector} Par{selector}is?") == question("Call \u260e Paris?") == "call paris"
    assert folded(f"Mary Shel{selector}ley") == "mary shelley"
