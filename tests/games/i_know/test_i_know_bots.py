"""The knowledgeable bot: right with probability `skill`, and sensible choices."""

from __future__ import annotations

import pytest
from i_know_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.bots import make_bot
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.games.i_know.rules import RIGHT, SUBJECT, SUBJECTS, VICTIM, WRONG

GAME = make_game(scenario_bundle(), players=3)


def bot_action(spec: dict, skill: float = 1.0, seed: int = 0) -> int:
    bot = make_bot("knowledgeable", GAME, seed=seed, skill=skill)
    return bot.step(GAME.state_from_json(state_json(GAME, spec)))


def test_answers_follow_the_skill():
    spec = {"phase": "answer", "subject": "math", "card": "math-c", "players": [{"square": 1}]}
    assert bot_action(spec, skill=1.0) == RIGHT
    assert bot_action(spec, skill=0.0) == WRONG
    bot = make_bot("knowledgeable", GAME, seed=5, skill=0.7)
    state = GAME.state_from_json(state_json(GAME, spec))
    rights = sum(bot.step(state) == RIGHT for _ in range(4000))
    assert 0.67 < rights / 4000 < 0.73
    with pytest.raises(ValueError, match="probability"):
        make_bot("knowledgeable", GAME, skill=1.5)


def test_it_chooses_a_missing_core_subject_first_then_options():
    spec = {"phase": "choose", "choices": ["math", "science"], "players": [{"square": 1, "checks": {"math": 1}}]}
    assert bot_action(spec) == SUBJECT + SUBJECTS.index("science")
    study = {"phase": "choose", "choices": list(SUBJECTS),
             "players": [{"square": 26, "checks": {s: 1 for s in SUBJECTS[:6]}}]}
    assert bot_action(study) - SUBJECT >= 6  # every core subject is done: an option subject


def test_it_sends_the_leader_to_recess():
    spec = {"phase": "recess-pick", "players": [{"square": 9, "miss": 1}, {"extra_points": 5}, {"extra_points": 20}]}
    assert bot_action(spec) == VICTIM + 2


def test_skilful_bots_finish_games_on_the_starter_deck():
    game = make_game(bundle_from_deck(default_deck("i-know")), players=2)
    finished = 0
    for seed in range(20):
        state = game.new_initial_state(seed)
        bots = [make_bot("knowledgeable", game, seed=seed * 7 + s, skill=0.9) for s in range(2)]
        while not state.is_terminal():
            player = state.current_player()
            state.apply_action(state.sample_chance() if player < 0 else bots[player].step(state))
        finished += state.log[-1]["kind"] == "finished"
        assert sum(state.returns()) >= 1
    assert finished == 20


def test_equal_choices_are_broken_at_random_not_by_number():
    # A subject or seat number must not decide: the simulation's seat shares and per-card plays
    # would show the bot's habit as the game's.
    locker = {"phase": "choose", "choices": ["math", "science"], "players": [{"square": 1}]}
    recess = {"phase": "recess-pick", "players": [{"square": 9, "miss": 1}]}
    subjects = {bot_action(locker, seed=seed) for seed in range(40)}
    victims = {bot_action(recess, seed=seed) for seed in range(40)}
    assert subjects == {SUBJECT + SUBJECTS.index("math"), SUBJECT + SUBJECTS.index("science")}
    assert victims == {VICTIM + 1, VICTIM + 2}
