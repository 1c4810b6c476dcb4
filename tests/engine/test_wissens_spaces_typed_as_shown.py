"""Wissens-Spektrum's screen names a space as `(12R)`, `[11Y]` or `< 6J>` (the map, `Reachable:`,
the narration), but the move prompt took its number alone: `12R` or `(12R)` typed as shown was
refused ('Type the number of a space from the list'). Every form the screen shows is now typed:
the number, the number and letter, in the shape's brackets or not, in any case; from the centre
the hexagon space the map underlines (`( 0P)`) picks its area."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from deckctl.engine.core import CHANCE
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.bots import KnowledgeableBot
from deckctl.games.wissens_spektrum.rules import AREA, MOVE, PLACE, make_game

FORMS = (lambda cell: cell, lambda cell: cell.strip("()[]<> "), lambda cell: cell.lower().replace(" ", ""))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_space_is_typed_as_the_screen_shows_it(language):
    game = make_game(load_for_game("wissens-spektrum"), players=2)
    state = game.new_initial_state(3)
    bot = KnowledgeableBot(game, seed=1, skill=1.0)
    lines: list[str] = []
    screen = io.StringIO()
    table = ui.TablePlayers(Console(file=screen, width=60, color_system=None), lambda: lines.pop(0) if lines else None)
    typed = 0
    with speaking(language):
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply_action(state.sample_chance())
                continue
            action = bot.step(state)
            if state.phase in (MOVE, PLACE):
                space = action if state.phase == MOVE else action - AREA  # (hexagon space i: area i)
                lines[:] = [FORMS[typed % len(FORMS)](ui.cell_text(space))]
                assert table.step(state) == action, (lines, screen.getvalue()[-400:])
                typed += 1
            state.apply_action(action)
    assert typed > 20 and "Type the number" not in screen.getvalue() and "not an area" not in screen.getvalue()


def test_a_space_with_another_letter_is_refused_naming_the_space_as_shown():
    game = make_game(load_for_game("wissens-spektrum"), players=2)
    state = game.new_initial_state(3)
    while state.phase != MOVE:
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
    space = state.legal_actions()[0]
    screen = io.StringIO()
    lines = [f"{space}J" if ui.letter_of(space) != "J" else f"{space}P", f"{ui.cell_text(space)}"]
    table = ui.TablePlayers(Console(file=screen, width=200, color_system=None), lambda: lines.pop(0))
    assert table.step(state) == space
    assert f"Space {space} is {ui.cell_text(space)} on the map, not {space}" in screen.getvalue()


def test_an_area_refused_is_quoted_as_typed():
    game = make_game(load_for_game("wissens-spektrum"), players=2)
    assert ui.parse_area(game, "( 9X)") == (None, "\"( 9X)\" is not an area; choose one of 1 General knowledge, "
                                                  "2 Geography, 3 History, 4 Art, 5 Natural science, 6 Sport")


def test_an_area_is_named_in_the_tables_language_before_its_id():
    """An area's id is the deck's, most often English: in German `ge` had been General knowledge
    (`general-knowledge`) too, beside Geografie and Geschichte, and `gen` it alone. The id still
    chooses an area no name in the table's language fits."""
    with speaking("de"):
        game = make_game(load_for_game("wissens-spektrum", language="de"), players=3)
        assert ui.parse_area(game, "ge") == (None, "„ge“ kann „Geografie“, „Geschichte“ oder „Naturwissenschaft“ sein; "
                                                   "gib mehr davon ein")
        assert ui.parse_area(game, "general")[0] == game.area_ids.index("general-knowledge")
