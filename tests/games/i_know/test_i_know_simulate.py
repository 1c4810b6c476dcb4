"""`deckctl simulate i-know`: every figure counts what its name says.

The same seeded games are played twice: once by the simulation, once step by step here, counting
from the phases themselves (a die is not a card; an announcement is played the moment it is drawn;
a question is played when it is answered, also when that answer ends the game or the next player
misses a turn).
"""

from __future__ import annotations

from collections import Counter

from i_know_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.rng import derive
from deckctl.engine.simulate import Tally, play_one, run, summary
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.i_know.rules import ANSWER, DRAW_CARD, DRAW_QUESTION, RIGHT

STARTER = bundle_from_deck(default_deck("i-know"))


def counted_by_hand(game, bot, game_seed: int, bot_seed: int) -> dict:
    """One game played step by step, with what each step is read off the phase before it."""
    state = game.new_initial_state(game_seed)
    bot.reseed(bot_seed)
    counts = {"rolls": 0, "drawn": 0, "announcements": 0, "answered": 0, "played": Counter()}
    while not state.is_terminal():
        phase = state.phase
        if state.is_chance_node():
            outcome = state.sample_chance()
            if phase == DRAW_QUESTION:
                counts["drawn"] += 1
            elif phase == DRAW_CARD:
                counts["drawn"] += 1
                counts["announcements"] += 1
                counts["played"][outcome] += 1
            else:
                counts["rolls"] += 1
            state.apply_action(outcome)
            continue
        if phase == ANSWER:
            counts["answered"] += 1
            counts["played"][state.card] += 1
        state.apply_action(bot.step(state))
    return counts


def test_draws_and_plays_are_cards_and_every_card_is_counted():
    game = make_game(STARTER, players=4)
    bot = make_bot("knowledgeable", game, 0, 0.8)
    tally = Tally()
    expected = {"rolls": 0, "drawn": 0, "announcements": 0, "answered": 0, "played": Counter()}
    for index in range(40):
        game_seed, bot_seed = derive(9, index), derive(9, index, 1)
        play_one(game, bot, game_seed, bot_seed, tally)
        for key, value in counted_by_hand(game, make_bot("knowledgeable", game, 0, 0.8), game_seed, bot_seed).items():
            expected[key] += value
    assert tally.draws == expected["drawn"]  # dice and the starting roll are not cards
    assert expected["rolls"] > expected["drawn"] / 2 and expected["announcements"] > 0
    assert tally.played == expected["played"]
    assert sum(tally.played.values()) == expected["answered"] + expected["announcements"] == tally.draws
    assert tally.failed == 0


def test_the_summary_reports_announcements_as_played_and_draws_per_game():
    tally, _seconds = run(STARTER, {"players": 2}, 30, "knowledgeable", 0.7, seed=3)
    result = summary(tally, STARTER["cards"])
    played = {card["id"]: card["played"] for card in result["cards"]}
    announcements = [c["id"] for c in STARTER["cards"] if c["kind"] == "announcement"]
    assert sum(played[a] for a in announcements) > 0
    assert result["cards_drawn_per_game"] == round(sum(played.values()) / 30, 2)


def test_the_answer_that_ends_the_game_is_the_action_s_event():
    game = make_game(scenario_bundle())
    core = {s: 1 for s in ("spelling", "language-arts", "science", "history", "geography")}
    state = game.state_from_json(state_json(game, {
        "phase": "answer", "subject": "math", "card": "math-c",
        "players": [{"square": 1, "checks": {**core, "outdoor-education": 5}}]}))
    state.apply_action(RIGHT)
    assert [e["kind"] for e in state.log] == ["answer", "finished"]
    assert state.last["card"] == game.card_index["math-c"]


def test_the_answer_before_a_missed_turn_is_the_action_s_event():
    game = make_game(scenario_bundle(), players=3)
    state = game.state_from_json(state_json(game, {
        "phase": "answer", "subject": "math", "card": "math-c", "players": [{"square": 1}, {"miss": 1}]}))
    state.apply_action(RIGHT)
    assert [e["kind"] for e in state.log] == ["answer", "miss"]
    assert state.last["kind"] == "answer" and state.last["card"] == game.card_index["math-c"]
