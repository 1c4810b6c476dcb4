"""The knowledgeable bot: right with probability `skill`, and it heads for the rings it lacks."""

from __future__ import annotations

import pytest
from wissens_fixture import scenario_bundle, state_json

from deckctl.engine.bots import make_bot
from deckctl.engine.rng import derive
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.wissens_spektrum.bots import KnowledgeableBot
from deckctl.games.wissens_spektrum.rules import AREA, RIGHT, WRONG, WissensGame

GAME = WissensGame(scenario_bundle(), players=2)
ALL = ["general", "geography", "history", "art", "science", "sport"]


def state(spec):
    return GAME.state_from_json(state_json(GAME, spec))


@pytest.mark.parametrize("skill,expected", [(1.0, RIGHT), (0.0, WRONG)])
def test_skill_one_always_knows_and_skill_zero_never(skill, expected):
    bot = KnowledgeableBot(GAME, seed=3, skill=skill)
    s = state({"phase": "answer", "players": [{"space": 9}], "question": {"card": "history-1", "roll": 2}})
    assert {bot.step(s) for _ in range(50)} == {expected}


def test_skill_is_the_share_of_right_answers():
    bot = KnowledgeableBot(GAME, seed=5, skill=0.7)
    s = state({"phase": "answer", "players": [{"space": 9}], "question": {"card": "history-1", "roll": 2}})
    rights = sum(bot.step(s) == RIGHT for _ in range(4000))
    assert 0.66 < rights / 4000 < 0.74


def test_with_all_rings_it_takes_the_joker_space_it_can_reach():
    bot = KnowledgeableBot(GAME, seed=1)
    s = state({"phase": "move", "steps": 2, "players": [{"space": 8, "rings": ALL}]})
    assert bot.step(s) == 6


def test_it_heads_for_the_area_it_holds_cards_of():
    bot = KnowledgeableBot(GAME, seed=1)
    # From 9 with 1 step: 8 (green, round) or 10 (violet, round); it holds a geography card.
    s = state({"phase": "move", "steps": 1, "players": [{"space": 9, "cards": ["geography-1"]}]})
    assert bot.step(s) == 8
    s = state({"phase": "move", "steps": 1, "players": [{"space": 9, "cards": ["art-1"], "rings": ["geography"]}]})
    assert bot.step(s) == 10


def test_on_a_joker_it_picks_the_missing_area_closest_to_a_ring():
    bot = KnowledgeableBot(GAME, seed=1)
    s = state({"phase": "choose", "players": [{"space": 6, "cards": ["art-1", "art-2", "sport-1"],
                                               "rings": ["general"]}]})
    assert bot.step(s) == AREA + GAME.area_ids.index("art")


def test_knowledgeable_bots_finish_games_with_the_starter_deck():
    from deckctl.engine import make_game

    game = make_game(bundle_from_deck(default_deck("wissens-spektrum")), players=3)
    winners = []
    for index in range(6):
        bot = make_bot("knowledgeable", game, seed=derive(7, index, 1), skill=0.8)
        s = game.new_initial_state(derive(7, index))
        while not s.is_terminal():
            s.apply_action(s.sample_chance() if s.is_chance_node() else bot.step(s))
            assert s.invariants() == []
        winners.append(s.winner)
    assert all(w >= 0 for w in winners)


WEAK_GAME = WissensGame(scenario_bundle(), players=2, weak_area=True)


def weak_state(spec):
    return WEAK_GAME.state_from_json(state_json(WEAK_GAME, spec))


def test_with_weak_area_it_names_an_area_with_the_fewest_spaces():
    from deckctl.games.wissens_spektrum.rules import SPACE_COLOUR

    bot = KnowledgeableBot(WEAK_GAME, seed=1)
    choice = bot.step(weak_state({"phase": "weak"})) - AREA
    assert SPACE_COLOUR.count(choice) == min(SPACE_COLOUR.count(a) for a in range(6))


def test_with_weak_area_it_steers_to_a_won_area_that_can_pay_for_the_weak_ring():
    bot = KnowledgeableBot(WEAK_GAME, seed=1)
    # From 9 with 1 step: 8 (geography, won) or 10 (art, won, no use once the weak ring is won).
    s = weak_state({"phase": "move", "steps": 1, "players": [
        {"space": 9, "rings": ["geography", "art"], "cards": ["geography-1"], "weak": "sport"}, {"weak": "art"}]})
    assert bot.step(s) == 8
    plain = state({"phase": "move", "steps": 1, "players": [{"space": 9, "rings": ["geography", "art"]}]})
    assert bot.area_value(plain, 0, 1) == 0.0  # without the house rule a won area is worth nothing


def test_with_weak_area_the_weak_card_that_completes_the_ring_is_worth_most():
    bot = KnowledgeableBot(WEAK_GAME, seed=1)
    s = weak_state({"phase": "choose", "players": [
        {"space": 6, "rings": ["geography"], "cards": ["geography-1", "geography-2", "geography-3", "art-1"],
         "weak": "sport"}, {"weak": "art"}]})
    assert bot.step(s) == AREA + WEAK_GAME.area_ids.index("sport")
