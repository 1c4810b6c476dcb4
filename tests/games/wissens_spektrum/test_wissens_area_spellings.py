"""A German player names an area by its colour as they say it: `gruen` (a keyboard without
umlauts, as Knowledge? reads `weiss`, through the same words.written_out), `rosa` for pink and
`lila` for violet; these were refused as `not an area`."""

from __future__ import annotations

import pytest
from wissens_fixture import scenario_bundle

from deckctl.engine import make_game
from deckctl.engine.words import speaking, written_out
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.rules import COLOURS

GAME = make_game(scenario_bundle(), players=2)


@pytest.mark.parametrize("typed, colour", [("gruen", "green"), ("grün", "green"), ("grun", "green"), ("rosa", "pink"),
                                           ("pink", "pink"), ("lila", "violet"), ("violett", "violet"),
                                           ("Lila", "violet"), ("gelb", "yellow"), ("rot", "red")])
def test_german_colour_words(typed, colour):
    with speaking("de"):
        assert ui.parse_area(GAME, typed) == (COLOURS.index(colour), "")


def test_a_start_two_colours_share_asks_for_more():
    with speaking("de"):
        area, reason = ui.parse_area(GAME, "ro")  # rot, rosa
    assert area is None and "„ro“" in reason


def test_english_is_as_before():
    assert ui.parse_area(GAME, "green") == (COLOURS.index("green"), "")
    assert ui.parse_area(GAME, "rosa")[0] is None


def test_umlauts_written_out():
    assert written_out("Grün") == {"grün", "gruen"}
    assert written_out("Weiß") == {"weiss"}
