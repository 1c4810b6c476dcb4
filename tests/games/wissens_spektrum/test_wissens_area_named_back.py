"""A start two areas share is answered with both names quoted, as a name in a sentence is
(words.named): bare, `could be Natural science or Sport` read the names as words of the
sentence, and German `kann Naturwissenschaft oder Natur erleben sein` could not be told apart."""

from __future__ import annotations

from wissens_fixture import scenario_bundle

from deckctl.engine import make_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui

GAME = make_game(scenario_bundle(), players=2)  # (areas General knowledge ... Natural science, Sport)


def test_the_areas_a_start_could_be_are_quoted():
    assert ui.parse_area(GAME, "ge") == (None, '"ge" could be "General knowledge" or "Geography"; type more of it')
    with speaking("de"):  # (and gelb, German's yellow: Natural science's colour)
        assert ui.parse_area(GAME, "ge") == (None, "„ge“ kann „General knowledge“, „Geography“ oder „Natural science“ "
                                                   "sein; gib mehr davon ein")


def test_the_list_of_what_to_type_stays_bare():
    reason = ui.parse_area(GAME, "x")[1]
    assert reason.endswith("choose one of 1 General knowledge, 2 Geography, 3 History, 4 Art, 5 Natural science, "
                           "6 Sport")
