"""A right answer in a turn that goes on is said in whole sentences, in English and German alike:
what became of the card (and a ring bought with it), then the roll again. It was two pieces
glued together: `Richtig! (Spieler 2 braucht die Karte nicht, also geht sie zurück) und würfelt
dann für den Zug.`"""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum.ui import answer_result

EVENTS = {"returned": {"right": True, "returned": True}, "kept": {"right": True},
          "ring": {"right": True, "ring": 0}, "weak ring": {"right": True, "ring": 0, "weak_ring": 1}}

SAID = {
    ("en", "returned"): "Right! Player 2 has no use for the card and puts it back, but rolls again.",
    ("de", "returned"): "Richtig! Spieler 2 braucht die Karte nicht und legt sie zurück, würfelt aber noch einmal.",
    ("en", "kept"): "Right! Player 2 keeps the card and rolls again.",
    ("de", "kept"): "Richtig! Spieler 2 behält die Karte und würfelt noch einmal.",
}


@pytest.fixture(scope="module")
def game():
    return make_game(bundle_from_deck(default_deck("wissens-spektrum")))


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("case", list(EVENTS))
def test_a_right_answer_is_whole_sentences(game, lang, case):
    with speaking(lang):
        text, style = answer_result(game, 1, EVENTS[case])
    assert style == "green" and text.endswith(".") and "(" not in text and ")" not in text
    assert text.endswith("rolls again." if lang == "en" else "noch einmal.")
    if (lang, case) in SAID:
        assert text == SAID[lang, case].replace(" 2 ", "\u00a02 ")  # (the name on one line)
    if "ring" in case:
        assert game.area_names[0] in text
