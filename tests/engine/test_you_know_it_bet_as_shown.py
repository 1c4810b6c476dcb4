"""You Know It!'s bets screen shows the chips left in rows `know it` and `not` (German `weiß es`,
`nicht`), but a bet typed with the row's words, `know it P3`, was refused ('That is not a bet').
The row's words are now read as its first word: `know it P3` is `know P3`."""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import pgettext, speaking
from deckctl.games.you_know_it import ui
from deckctl.games.you_know_it.rules import BET, BET_KNOWS, BET_NOT


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_bet_is_typed_with_the_chips_tables_row(language):
    with speaking(language):
        game = make_game(load_for_game("you-know-it", language=language), players=3)
        state = game.new_initial_state(4)
        for _step in range(1000):
            if state.phase == BET and state.current_player() != CHANCE:
                break
            state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
        seat = state.current_player()
        target = next(other for other in range(3) if other != seat)
        for row, base in ((pgettext("chips table", "know it"), BET_KNOWS), (pgettext("chips table", "not"), BET_NOT)):
            assert ui.parse_bet(f"{row} {ui.seat_name(target)}", state) == (base + target, "")
            assert ui.parse_bet(f"{row.upper()} {target + 1}", state) == (base + target, "")
