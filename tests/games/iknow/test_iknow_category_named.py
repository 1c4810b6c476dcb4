"""A category's name in a sentence is quoted, as the name it is: `the category token moves on to
"The World"`, German `rückt weiter auf „Die Welt“`. Bare, the name's capital article read as words
of the sentence (`moves on to The World`, `auf Die Welt`, `no The World cards`). Lists of what to
type and the card's band show it bare."""

from __future__ import annotations

import pytest
from iknow_fixture import scenario_bundle
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.words import speaking
from deckctl.games.iknow import ui
from deckctl.games.iknow.rules import IknowGame


@pytest.mark.parametrize(("lang", "chosen", "moved_on"), [
    ("en", 'Player 1 chooses "People".', 'Nobody answered right: the category token moves on to "The World".'),
    ("de", "Spieler 1 wählt „Menschen“.",
     "Niemand hat richtig geantwortet: der Kategoriemarker rückt weiter auf „Die Welt“."),
])
def test_a_category_named_in_a_sentence_is_quoted(lang, chosen, moved_on):
    # (skill 0: nobody answers right, so the token moves on from People to The World)
    run = CliRunner().invoke(app, ["play", "iknow", "--bots", "4", "--skill", "0", "--seed", "1", "--pace", "0",
                                   "--lang", lang, "--set", "max_rounds=2"], env={"COLUMNS": "200"})
    assert run.exit_code == 0, run.output
    lines = run.stdout.splitlines()
    assert chosen in lines and moved_on in lines


def test_a_category_the_deck_lacks_is_named_as_a_name():
    game = IknowGame(scenario_bundle(), players=4)  # (a deck without Events cards)
    assert ui.parse_category(game, "4")[1] == 'this deck has no "Events" cards'
    with speaking("de"):
        assert ui.parse_category(game, "4")[1] == "dieses Deck hat keine Karten der Kategorie „Ereignisse“"
        assert ui.category_choices(game) == "1 Menschen, 2 Die Welt, 3 Werke"  # (what to type: bare)
