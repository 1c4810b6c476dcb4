"""The knowledgeable bot's guesses: right with probability `skill`, and a wrong guess is really wrong."""

from __future__ import annotations

import pytest

from deckctl.engine import make_game
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.knowledge.bots import KnowledgeableBot
from deckctl.games.knowledge.rules import NUMBER


@pytest.fixture(scope="module")
def game():
    return make_game(bundle_from_deck(default_deck("knowledge")))


def test_a_wrong_guess_is_never_one_of_the_cards_options(game):
    multi = [c for c in range(len(game.cards)) if game.card_kind[c] != NUMBER and game.card_value[c] & (game.card_value[c] - 1)]
    assert multi, "the starter deck should hold cards with several options"
    for seed in range(30):
        bot = KnowledgeableBot(game, seed=seed, skill=0.0)
        for card in range(len(game.cards)):
            kind, value = bot.guess(card)
            assert kind == game.card_kind[card]
            if kind == NUMBER:
                assert value != game.card_value[card] and 0 <= value <= 5
            else:
                assert value & (value - 1) == 0, "a wrong guess names one value"
                assert not value & game.card_value[card], f"{game.cards[card]['id']}: the wrong guess is a right option"


def test_a_right_guess_is_the_whole_answer(game):
    bot = KnowledgeableBot(game, seed=1, skill=1.0)
    assert all(bot.guess(c) == (game.card_kind[c], game.card_value[c]) for c in range(len(game.cards)))
