"""A deck folder or bundle for another game than the one named is refused with a hint naming the
game it is for: 'deckctl play knowledge --deck decks/wissens-spektrum-starter' said only that it is
a deck for `wissens-spektrum`, leaving the person to work out the command."""

from __future__ import annotations

import pytest

from deckctl.engine.sources import default_deck


@pytest.mark.parametrize("command", [("play", "--bots", "1", "--seed", "1"), ("simulate", "-n", "1")])
def test_the_refusal_names_the_game_the_deck_is_for(cli, command):
    deck = default_deck("wissens-spektrum")
    name, *options = command
    result = cli(name, "knowledge", "--deck", deck, *options)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [
        f"deckctl: error: {deck} is a deck for `wissens-spektrum`, not for `knowledge`",
        "    hint: name its game, `wissens-spektrum`, or give a deck for `knowledge`"]
