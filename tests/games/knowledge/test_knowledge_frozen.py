"""A Knowledge? deck that cannot finish: seven red cards and no number card. Once every red space is
covered, no card can move any marker; the rules would only draw replacement cards up to
`max_rounds` (about 17,800 draws a game), so the engine ends the game there as stopped.

Counted in actions, never timed: on an engine without the check a game takes tens of thousands."""

from __future__ import annotations

from deckfactory import write_deck
from games.scenario_checks import bundle_of
from knowledge_fixture import SCENARIOS, state_json

from deckctl.engine.bots import make_bot
from deckctl.engine.simulate import Tally, play_one
from deckctl.games.knowledge.rules import MARKERS, NUM_MARKERS, KnowledgeGame

RED = [{"id": f"red-{n}", "category": "colour", "value": "red", "front": f"Red {n}.", "back": "Red."}
       for n in range(7)]


def red_game(cards=RED) -> KnowledgeGame:
    return KnowledgeGame(bundle_of("knowledge", cards, board=SCENARIOS["board"]))


def test_an_all_red_deck_ends_when_no_card_can_move_any_marker():
    game = red_game()
    for seed in range(5):
        state = game.new_initial_state(seed)
        bot = make_bot("random", game, 0, 1.0)
        bot.reseed(seed + 100)
        actions = 0
        while not state.is_terminal() and actions < 1000:
            state.apply_action(state.sample_chance() if state.is_chance_node() else bot.step(state))
            assert state.invariants() == [], f"seed {seed}, action {actions}"
            actions += 1
        assert state.is_terminal() and actions < 200, f"seed {seed}: {actions} actions"
        assert state.frozen and state.stopped_by_limit() and state.returns() == [0.0]
        assert state.last["frozen"] and state.last["failed"]
        assert game.board_frozen(state.stacks, state.positions)
        assert game.state_from_json(state.to_json()).to_json() == state.to_json()
    tally = Tally()
    play_one(game, make_bot("random", game, 0, 1.0), 1, 2, tally)
    assert (tally.games, tally.wins, tally.no_winner) == (1, 0, 1) and tally.draws < 100


def test_a_covered_colour_is_frozen_only_without_number_cards():
    # Every red space is covered (4 blue, 8 yellow, 12 green over red, 18 the team, 23 white).
    spec = {"markers": {"team": 18, "white": 23, "green": 12, "yellow": 8, "blue": 4, "red": 12},
            "stacks": {12: ["red", "green"]}}
    game = red_game()
    state = game.state_from_json(state_json(game, spec))
    assert game.board_frozen(state.stacks, state.positions)
    state.apply_action(state.sample_chance())  # a red card
    state.apply_action(MARKERS.index("white"))
    assert state.is_terminal() and state.frozen and state.round == 1 and state.free == NUM_MARKERS
    with_a_one = red_game(RED + [{"id": "one", "category": "number", "value": 1, "front": "1.", "back": "1."}])
    assert not with_a_one.board_frozen(state.stacks, state.positions)
    with_a_zero = red_game(RED + [{"id": "zero", "category": "number", "value": 0, "front": "0.", "back": "0."}])
    assert with_a_zero.board_frozen(state.stacks, state.positions)  # 0 steps change nothing


def test_play_says_the_game_cannot_go_on(tmp_path, cli):
    cards = "".join(f"- id: red-{n}\n  category: colour\n  front: Red {n}.\n  back: Red.\n  value: red\n"
                    for n in range(7))
    deck = write_deck(tmp_path, cards=cards)
    run = cli("play", "knowledge", "--deck", deck, "--bots", "1", "--seed", "1")
    assert run.exit_code == 0, run.stderr
    assert "the game cannot go on and stops unfinished in round" in " ".join(run.stdout.split())
    assert "Nobody wins." in run.stdout
    assert "opponents win" not in run.stdout and "Game stopped" in run.stdout
    simulated = cli("simulate", "knowledge", "--deck", deck, "-n", "20", "--seed", "1")
    assert "20 games stopped by an engine safeguard: no winner" in " ".join(simulated.stdout.split())
