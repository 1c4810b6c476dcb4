"""A Knowledge? deck whose cards mostly cannot be played, yet not all: 300 red cards and one number
card, on the reference board with one red space left. The markers soon cover it, every red card is
replaced, and the number card keeps the board from freezing; the engine drew up to max_rounds x 6
markers x 30 cards a game (about 6,500 here). A game now stops once it has drawn as many cards as
the printed box holds (MAX_DRAWS), won by nobody, and `deckctl validate` warns about the deck.

Counted in cards and actions, never timed."""

from __future__ import annotations

import copy
import io

from deckfactory import write_deck
from games.scenario_checks import bundle_of
from knowledge_fixture import SCENARIOS

from deckctl.engine.bots import make_bot
from deckctl.engine.replay import Recorder, parse_log, play_logged, replay
from deckctl.engine.simulate import Tally, play_one, summary
from deckctl.games.knowledge.rules import MAX_DRAWS, KnowledgeGame, make_game
from deckctl.validate.deck import validate

RED = [{"id": f"red-{n:03d}", "category": "colour", "value": "red", "front": f"Red {n}.", "back": "Red."}
       for n in range(300)]
ONE = {"id": "one", "category": "number", "value": 1, "front": "One.", "back": "One step."}
ONE_RED_SPACE = 12  # the reference board's other red spaces are made white


def one_red_board() -> dict:
    board = copy.deepcopy(SCENARIOS["board"])
    for number, space in enumerate(board["spaces"]):
        if space["colour"] == "red" and number != ONE_RED_SPACE:
            space["colour"] = "white"
    return board


def hostile_bundle() -> dict:
    return bundle_of("knowledge", [*RED, ONE], board=one_red_board())


def test_a_game_of_mostly_unplayable_cards_stops_at_the_draw_limit():
    game = KnowledgeGame(hostile_bundle())
    for seed in range(3):
        state = game.new_initial_state(seed)
        bot = make_bot("random", game, 0, 1.0)
        bot.reseed(seed + 100)
        draws = 0
        while not state.is_terminal() and draws <= MAX_DRAWS:
            draws += state.is_chance_node() and state.setup_done
            state.apply_action(state.sample_chance() if state.is_chance_node() else bot.step(state))
        assert state.is_terminal(), f"seed {seed}: still going after {draws} cards"
        assert draws == state.drawn == MAX_DRAWS and state.replaced > MAX_DRAWS // 2
        assert state.drawn_out and state.stopped_by_limit() and state.returns() == [0.0]
        assert state.last["drawn_out"] and state.last["game_over"] and state.invariants() == []
        again = game.state_from_json(state.to_json())
        assert again.drawn == MAX_DRAWS and again.to_json() == state.to_json()
    tally = Tally()
    for index in range(4):
        play_one(game, make_bot("knowledgeable", game, 0, 0.75), index, index + 1, tally)
    assert (tally.games, tally.wins, tally.stopped) == (4, 0, 4) and tally.draws == 4 * MAX_DRAWS
    result = summary(tally, game.cards)
    assert (result["stopped"], result["stopped_rate"], result["no_winner"]) == (4, 1.0, 4)


def test_a_stopped_game_is_logged_as_stopped_and_replays():
    bundle = hostile_bundle()
    game = make_game(bundle, strategic=True)
    bot = make_bot("random", game, 7, 1.0)
    log = io.StringIO()
    recorder = Recorder(log)
    recorder.header(game, 7)
    state = play_logged(game.new_initial_state(7), bot.step, recorder)
    assert state.drawn_out
    result = parse_log(log.getvalue()).result
    assert result == {"returns": [0.0], "round": state.round, "won": False, "stopped": True}
    again = replay(parse_log(log.getvalue()), bundle, make_game)
    assert again.to_json() == state.to_json()


def test_a_usual_game_never_comes_near_the_limit():
    game = make_game(bundle_of("knowledge", [*RED[:10], *({**ONE, "id": f"n{v}{k}", "value": v}
                                                         for v in range(1, 6) for k in range(4))],
                               board=SCENARIOS["board"]))
    tally = Tally()
    for index in range(20):
        play_one(game, make_bot("random", game, 0, 1.0), index, index + 1, tally)
    assert tally.stopped == 0 and tally.draws < 20 * MAX_DRAWS // 4


def _board_yaml(board: dict) -> str:
    spaces = "".join(f"  - {{letter: {s['letter']}, colour: {s['colour']}}}\n" for s in board["spaces"])
    return (f"spaces:\n{spaces}start: {board['start']}\nopponents_start: {board['opponents_start']}\n"
            f"harder_start: {board['harder_start']}\nmarkers: {{white: B, green: D, yellow: A, blue: E, red: C}}\n")


def _cards_yaml(cards: list[dict]) -> str:
    return "".join(f"- id: {c['id']}\n  category: {c['category']}\n  front: {c['front']}\n  back: {c['back']}\n"
                   f"  value: {c['value']}\n" for c in cards)


def test_validate_warns_when_most_cards_can_fail_to_move_a_marker_at_once(tmp_path, cli):
    deck = write_deck(tmp_path, cards=_cards_yaml([*RED[:20], ONE]))
    (deck / "board.yaml").write_text(_board_yaml(one_red_board()), encoding="utf-8")
    [warning] = [d for d in validate([deck]).diagnostics if d.code == "unplayable"]
    assert not warning.is_error and warning.card_id == "red-000" and (warning.line, warning.col) == (5, 10)
    assert "20 of this deck's 21 cards" in warning.message and "only its 1 number card above 0" in warning.message
    assert "number cards of 1 to 5" in warning.hint
    run = cli("validate", deck)
    assert run.exit_code == 0 and "cards.yaml:5:10" in run.stdout and "[unplayable]" in run.stdout


def test_validate_says_nothing_when_the_cards_asked_for_cannot_all_be_covered(tmp_path):
    # Red on the reference board's five red spaces is coverable (five markers show no red), so the
    # deck is warned about with one number card; ten number cards of twenty are not most.
    deck = write_deck(tmp_path / "a", cards=_cards_yaml([*RED[:10], *({**ONE, "id": f"n{k}"} for k in range(10))]))
    assert [d for d in validate([deck]).diagnostics if d.code == "unplayable"] == []
    # Red or blue shows on ten spaces: more than the four markers showing neither can cover.
    blue = [{**card, "id": f"blue-{n}", "value": "blue"} for n, card in enumerate(RED[:10])]
    deck = write_deck(tmp_path / "b", cards=_cards_yaml([*RED[:10], *blue, ONE]))
    assert [d for d in validate([deck]).diagnostics if d.code == "unplayable"] == []
    deck = write_deck(tmp_path / "c", cards=_cards_yaml([*RED[:10], ONE]))
    [warning] = [d for d in validate([deck]).diagnostics if d.code == "unplayable"]
    assert "shows" not in warning.message and "show on 5 of the board's spaces" in warning.message


def test_play_says_the_game_drew_all_it_may_and_names_no_winner(tmp_path, cli):
    deck = write_deck(tmp_path, cards=_cards_yaml([*RED[:20], ONE]))
    (deck / "board.yaml").write_text(_board_yaml(one_red_board()), encoding="utf-8")
    run = cli("play", "knowledge", "--deck", deck, "--bots", "1", "--seed", "1", "--pace", "0")
    assert run.exit_code == 0, run.stderr
    said = " ".join(run.stdout.split())
    assert "Game stopped" in said and "Game over" not in said
    assert f"The game has drawn {MAX_DRAWS} cards, as many as the printed box holds" in said
    assert "Nobody wins." in said and "team wins" not in said and "opponents win" not in said
