"""The first lines say what Enter does at the answer prompt in the prompt's own words: the German
ones said `(oder Enter: laut antworten)` while the prompt reads `(Enter: mündlich)`, and the
English `(or Enter to answer aloud)` against `(Enter: aloud)`."""

from __future__ import annotations

import re

import pytest

from deckctl.engine.prompt import answer_prompt
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum.ui import help_text


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_intro_names_enter_as_the_answer_prompt_does(language):
    with speaking(language):
        enter = re.search(r"\((Enter: [^)]+)\)", answer_prompt())[1]
        assert enter in help_text() and enter in answer_prompt("P1")
