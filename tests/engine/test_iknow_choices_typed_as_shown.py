"""iKNOW's screen lists the categories as `1 People, 2 The World, ...`, draws the levels as
`level 2 ●● (+  ) [P3] (-  )` and a bet taken as `(+P3)`; typed as shown, `1 People`, `level 2`
and `(+P3)` were refused ('`1 people` is not a category', '`level 2` is not a level', '... is not a
bet'), the category quoted in lower case. Each is now read as the screen shows it, in German too
(`Stufe 2`, `(+S3)`), and a refused category is quoted as typed."""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import pgettext, speaking
from deckctl.games.iknow import ui
from deckctl.games.iknow.rules import BET, BET_BASE, CATEGORY_BASE, LEVEL_BASE, LEVELS, PLACE


def _until(state, phase):
    while state.phase != phase:
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])


@pytest.mark.parametrize("language", ["en", "de"])
def test_categories_levels_and_bets_are_typed_as_the_screen_shows_them(language):
    with speaking(language):
        game = make_game(load_for_game("iknow", language=language), players=3)
        for category in game.playable_categories():
            listed = f"{category + 1} {ui.category_title(category)}"
            assert listed in ui.category_choices(game)
            assert ui.parse_category(game, listed) == (CATEGORY_BASE + category, "")
        state = game.new_initial_state(3)
        _until(state, PLACE)
        for action in state.legal_actions():
            drawn = f"{pgettext('board', 'level')} {LEVELS[action - LEVEL_BASE]}"
            assert ui.parse_level(state, drawn) == (action, ""), drawn
        _until(state, BET)
        for action in state.legal_actions():
            target, sign = divmod(action - BET_BASE, 2)
            circle = f"({ui.SIGNS[sign]}{pgettext('a player, short', 'P{number}').format(number=target + 1)})"
            assert ui.parse_bet(state, circle) == (action, ""), circle


def test_a_category_refused_is_quoted_as_typed():
    game = make_game(load_for_game("iknow"), players=3)
    assert ui.parse_category(game, "1 The World") == (
        None, "\"1 The World\" is not a category; type its number or name")


@pytest.mark.parametrize("language, typed", [("de", "welt"), ("de", "Die Welt"), ("en", "world"), ("en", "the world")])
def test_a_category_is_named_with_or_without_its_article(language, typed):
    """As a typed answer may leave its article out, so may a category's name (`welt` had been
    refused in German, where only `die welt` or its number chose it)."""
    with speaking(language):
        game = make_game(load_for_game("iknow", language=language), players=3)
        world = next(c for c in game.playable_categories() if ui.CATEGORIES[c] == "world")
        assert ui.parse_category(game, typed) == (CATEGORY_BASE + world, "")
