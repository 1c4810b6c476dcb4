"""A subject's name in a sentence is quoted as the name it is (`gets a checkmark in "Outdoor
Education"`, German `einen Haken in „Natur erleben“`), as iKNOW's categories and Wissens-Spektrum's
areas are; the choice offered to type shows it bare."""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import SUBJECTS


@pytest.mark.parametrize(("lang", "said"), [
    ("en", 'Right! Player 2 gets a checkmark in "Outdoor Education".'),
    ("de", "Richtig! Spieler 2 bekommt einen Haken in „Natur erleben“."),
])
def test_a_checkmark_names_its_subject_as_a_name(lang, said):
    state = make_game(load_for_game("i-know", language=lang), players=2).new_initial_state(1)
    event = {"kind": "answer", "player": 1, "right": True, "subject": SUBJECTS.index("outdoor-education")}
    with speaking(lang):
        assert ui.describe(state, event) == said.replace(" 2 ", "\u00a02 ")  # (the name on one line)
