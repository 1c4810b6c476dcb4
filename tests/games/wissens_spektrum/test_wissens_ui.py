"""The terminal front end: a whole game driven by a script on standard input, bad input included."""

from __future__ import annotations

import io

import pytest
from wissens_fixture import scenario_bundle, state_json

from deckctl.engine.core import CHANCE
from deckctl.engine.prompt import QUOTED_ENTRY, EndOfInput
from deckctl.engine.prompt import table_console
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game
from deckctl.engine.words import speaking
from deckctl.games.wissens_spektrum import ui
from deckctl.games.wissens_spektrum.bots import KnowledgeableBot
from deckctl.games.wissens_spektrum.rules import (ANSWER, AREA, HEX, MOVE, NUM_SPACES, PASS, PLACE, RIGHT, WRONG,
                                                  WissensGame, make_game)

GAME = WissensGame(scenario_bundle(), players=2)
SEED = 11


def script_for(game, seed: int) -> tuple[str, int]:
    """The lines a table would type to play `seed` through (the bot decides), with some mistakes on the way."""
    bot = KnowledgeableBot(game, seed=1, skill=1.0)
    state = game.new_initial_state(seed)
    lines: list[str] = ["help"]
    asked = 0
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply_action(state.sample_chance())
            continue
        action = bot.step(state)
        if state.phase in (ANSWER, PASS):
            question = state.current_question()
            right = asked % 4 != 1  # every fourth question is missed
            style = asked % 3
            if right and style == 0:
                lines += [question["answer"].upper(), ""]  # typed, matched, Enter confirms
            elif right and style == 1:
                lines += ["", "maybe", "y"]  # aloud; a bad confirmation is asked again
            elif right:
                lines += ["something else", "y"]  # typed wrong, but the table overrules it
            else:
                lines += ["no idea", ""]  # typed, no match, Enter takes the suggestion (wrong)
            action = RIGHT if right else WRONG
            asked += 1
        elif state.phase == MOVE:
            missed = next(space for space in range(NUM_SPACES) if space not in state.legal_actions())
            lines += ["99", str(missed), "board", str(action)]  # no such space, one out of reach
        else:
            lines += ["purple", str(action - AREA + 1)]
        state.apply_action(action)
    return "\n".join(lines) + "\n", state.winner


def test_a_scripted_game_runs_to_the_end_and_its_log_replays():
    script, winner = script_for(GAME, SEED)
    out = io.StringIO()
    console = table_console(file=out, width=100, force_terminal=False, color_system=None)
    log = io.StringIO()
    code = ui.play(GAME, SEED, console, ui.line_reader(io.StringIO(script)), Recorder(log))
    text = out.getvalue()
    assert code == 0, text[-2000:]
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text
    assert "Please answer y (right) or n (wrong)." in text
    assert "The board has no space 99 (they are numbered 0 to 29); choose one of" in text
    assert "Space 99" not in text and "cannot be reached with exactly" in text
    assert "\"purple\" is not an area" in text
    assert "That matches the card." in text
    assert "second roll" in text.lower()
    final = replay(parse_log(log.getvalue()), scenario_bundle(), lambda bundle, **o: make_game(bundle, **o))
    assert final.winner == winner


def test_with_pass_on_a_missed_question_goes_round_the_table():
    game = WissensGame(scenario_bundle(), players=3, pass_on=True)
    script, winner = script_for(game, 5)
    out = io.StringIO()
    console = table_console(file=out, width=200, force_terminal=False, color_system=None)
    assert ui.play(game, 5, console, ui.line_reader(io.StringIO(script)), None) == 0
    text = out.getvalue()
    assert "the question goes round the other players" in text
    assert "missed it; the question goes to Player" in text
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text


def test_with_children_three_rolls_follow_a_miss():
    game = WissensGame(scenario_bundle(), players=2, children=True)
    script, winner = script_for(game, 8)
    out = io.StringIO()
    console = table_console(file=out, width=200, force_terminal=False, color_system=None)
    assert ui.play(game, 8, console, ui.line_reader(io.StringIO(script)), None) == 0
    text = out.getvalue()
    assert "rolls three times: 12 or more wins the card" in text
    assert "Roll 3:" in text
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text


def test_input_that_ends_early_stops_cleanly():
    out = io.StringIO()
    console = table_console(file=out, width=100, force_terminal=False, color_system=None)
    code = ui.play(GAME, SEED, console, ui.line_reader(io.StringIO("1\n")), None)
    assert code == 1
    assert "left unfinished" in out.getvalue()


def test_answers_are_compared_loosely():
    question = {"answer": "Leonardo da Vinci", "accept": ["Da Vinci"]}
    assert ui.matches(question, "leonardo DA vinci!")
    assert ui.matches(question, "da vinci")
    assert not ui.matches(question, "Raphael")
    assert not ui.matches(question, "")


def test_areas_are_read_by_number_colour_or_name():
    assert ui.parse_area(GAME, "3") == (2, "")
    assert ui.parse_area(GAME, "violet") == (3, "")
    assert ui.parse_area(GAME, "Sport") == (5, "")
    assert ui.parse_area(GAME, "geo")[0] == 1
    assert ui.parse_area(GAME, "g") == (1, "")  # the letter of green, as on the board
    assert ui.parse_area(GAME, "Y") == (4, "")
    assert "type more" in ui.parse_area(GAME, "ge")[1]  # general, geography
    assert "no area 7" in ui.parse_area(GAME, "7")[1]


def test_the_final_question_is_announced_to_the_reader():
    state = GAME.state_from_json(state_json(GAME, {"phase": "choose", "players": [
        {"space": 6, "rings": ["general", "geography", "history", "art", "science", "sport"]}]}))
    out = io.StringIO()
    console = table_console(file=out, width=200, force_terminal=False, color_system=None)
    action = ui.TablePlayers(console, ui.line_reader(io.StringIO("sport\n"))).step(state)
    assert action == AREA + 5
    assert "Player 2, which area (1-6)?" in out.getvalue()
    assert "final question" in out.getvalue()


@pytest.mark.parametrize("width", [ui.MIN_WIDTH, 60, 80])
def test_every_screen_fits_the_terminal_and_shows_the_board_before_each_move(width):
    game = WissensGame(scenario_bundle(), players=3, pass_on=True, weak_area=True)
    script, winner = script_for(game, 4)
    out = io.StringIO()
    console = table_console(file=out, width=width, force_terminal=False, color_system=None)
    assert ui.play(game, 4, console, ui.line_reader(io.StringIO(script)), None) == 0
    text = out.getvalue()
    typed = "(Enter: aloud): "  # the echo of a typed answer goes on past the prompt, as at a terminal
    assert max(len(line.partition(typed)[0] + typed if typed in line else line) for line in text.splitlines()) <= width
    assert "…" not in text  # nothing cut short
    moves = text.count("move to which space?") // 4  # the script answers `99`, a space out of reach, `board`, one in
    firsts = text.count("starts from the centre: pick an area")  # each piece's first move, onto the hexagon
    # the map before each move (the first ones from the centre too), once more for each move's
    # `board` command, and at the end
    assert moves and firsts == 3
    assert text.count("( ) round  [ ] rectangular  < J> joker") == 2 * moves + firsts + 1
    assert "Player 1 · turn" in text and "Player 2 · turn" in text and "Player 3 · turn" in text
    assert text.count("Each player names a weak area") == 1 and text.count("names a weak area.") == 2
    assert text.count("'s weak area:") == 3
    assert f"Player {winner + 1} finds the Philosopher's Stone and wins!" in text


@pytest.mark.parametrize("width", [60, 80])
def test_the_map_is_drawn_before_the_first_move_from_the_centre(width):
    out = io.StringIO()
    console = table_console(file=out, width=width, force_terminal=False, color_system=None)
    assert ui.play(make_game(scenario_bundle(), players=4), 7, console, ui.line_reader(io.StringIO("quit\n")), None) == 0
    text = out.getvalue()
    before = text.partition("starts from the centre: pick an area")[0]
    assert "( ) round  [ ] rectangular  < J> joker" in before  # the map and its legend
    assert "[29V]" in before and "│    1 2 3 4  " in before  # every piece under `centre`
    assert max(len(line) for line in text.splitlines()) <= width


def test_before_a_first_move_the_map_marks_the_hexagon_spaces(monkeypatch):
    state = GAME.new_initial_state(1)
    while state.phase != PLACE:
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
    shown = []
    monkeypatch.setattr(ui, "show_board", lambda console, state, marked=frozenset(): shown.append(set(marked)))
    console = table_console(file=io.StringIO(), width=60, force_terminal=False, color_system=None)
    table = ui.TablePlayers(console, ui.line_reader(io.StringIO("board\n1\n")))
    assert table.step(state) == AREA
    assert shown == [set(range(HEX))] * 2  # before the choice, and for `board`


def test_the_map_shows_every_space_and_piece_and_marks_where_a_move_may_end():
    from deckctl.games.wissens_spektrum import boardmap

    lines = boardmap.draw([-1, 8, 8, 18], current=1, marked={12})
    plain = "\n".join(line.plain for line in lines)
    for space in range(30):
        assert boardmap.cell_text(space) in plain
    assert "< 6J>" in plain and "<18J>" in plain and "( 8G)" in plain and "[ 9B]" in plain
    assert "centre" in plain and plain.splitlines()[1].strip() == "23"  # pieces 2 and 3 under space 8
    column, row = boardmap.PLACES[12]
    assert "underline" in str(lines[row].get_style_at_offset(table_console(), column))
    assert max(line.cell_len for line in lines) == boardmap.WIDTH <= 60


def test_below_the_map_width_one_line_says_so():
    state = GAME.new_initial_state(1)
    out = io.StringIO()
    ui.show_board(table_console(file=out, width=40, force_terminal=False, color_system=None), state)
    assert "\n(The map needs 53 columns; here 40.)\n" in out.getvalue()
    assert "[29V]" not in out.getvalue()


def test_rings_read_without_colour():
    state = GAME.state_from_json(state_json(GAME, {"phase": "roll", "players": [
        {"space": 9, "rings": ["general", "history"], "cards": ["art-1"]}, {"space": 6}]}))
    lines = [line.plain.replace("\u00a0", " ") for line in ui.standings(state)]  # (names kept on one line)
    assert lines[0] == "▶ Player 1  [ 9B]  rings P·B···  cards V1"
    assert lines[1] == "  Player 2  < 6J>  rings ······  cards -"


def test_a_free_roll_is_explained_when_the_turn_starts():
    state = GAME.state_from_json(state_json(GAME, {"phase": "answer", "seat": 1, "players": [
        {"space": 6, "must_leave": True, "rings": ["general", "geography", "history", "art", "science", "sport"]},
        {"space": 9}], "question": {"card": "history-1", "roll": 2}}))
    out = io.StringIO()
    console = table_console(file=out, width=60, force_terminal=False, color_system=None)
    announce = ui.TurnAnnouncer(console, state)
    state.apply_action(WRONG)
    announce()
    text = " ".join(out.getvalue().split())
    assert "Player 1 · turn 2" in text
    assert "This turn starts with a free roll, without a question, that must take the piece off the joker" in text


def test_a_missed_final_question_says_what_the_next_turn_brings():
    state = GAME.state_from_json(state_json(GAME, {"phase": "answer", "players": [
        {"space": 6, "rings": ["general", "geography", "history", "art", "science", "sport"]}, {"space": 9}],
        "question": {"card": "sport-1", "roll": 2}}))
    state.apply_action(WRONG)
    out = io.StringIO()
    ui.narrate(table_console(file=out, width=60, force_terminal=False, color_system=None), state, state.last)
    assert "free roll, without a question" in " ".join(out.getvalue().split())


def told(state) -> str:
    out = io.StringIO()
    ui.narrate(table_console(file=out, width=60, force_terminal=False, color_system=None), state, state.last)
    return " ".join(out.getvalue().split())


def test_a_bought_weak_ring_is_told():
    game = WissensGame(scenario_bundle(), players=2, weak_area=True)
    state = game.state_from_json(state_json(game, {"phase": "answer", "players": [
        {"space": 12, "rings": ["geography"], "cards": ["geography-1", "geography-2", "geography-3"], "weak": "sport"},
        {"space": 9, "weak": "art"}], "question": {"card": "sport-1", "roll": 1}}))
    state.apply_action(RIGHT)
    # (an area's name in a sentence is quoted as a name, in English as in German: see named())
    assert 'buys the "Sport" ring with three "Geography" cards and one "Sport" card' in told(state)
    with speaking("de"):
        assert "kauft den Ring „Sport“ mit drei Karten „Geography“ und einer Karte „Sport“" in told(state)


def _bots_played(lang: str) -> list[str]:
    """The lines of three turns of a game of two bots, in `lang`, at 60 columns."""
    game = make_game(load_for_game("wissens-spektrum", language=None if lang == "en" else lang), players=2,
                     max_turns=3)
    out = io.StringIO()
    console = table_console(file=out, width=60, force_terminal=False, color_system=None)
    with speaking(lang):
        ui.play(game, 5, console, lambda: None, None, bots=BotSeats(game, "knowledgeable", 0.75, 2, 5))
    return out.getvalue().splitlines()


@pytest.mark.parametrize(("lang", "label", "answers"), [
    ("en", "Answer on the card: ", (" answers: ", " gives a wrong answer.")),
    ("de", "Antwort auf der Karte: ", (" antwortet: ", " antwortet falsch.")),
])
def test_a_bots_answer_turn_shows_the_cards_answer_as_the_cards(lang, label, answers):
    # "Player 2 answers." then a bare "Answer: Thor" read as if the bot had said Thor; the bot's line
    # now says its answer (right: the card's) or that it was wrong, the card's answer labelled under it
    lines = _bots_played(lang)
    turns = [n for n, line in enumerate(lines) if answers[0] in line or line.endswith(answers[1])]
    assert turns and all(lines[n + 1].startswith(label) for n in turns)
    assert not any(line.startswith(label.split()[0] + ": ") for line in lines)


def test_refusals_quote_a_long_entry_cut_short():
    assert ui.parse_area(GAME, "x" * 198)[1].startswith("\"" + "x" * (QUOTED_ENTRY - 1) + "…\" is not an area; ")
    assert ui.parse_area(GAME, "9" * 198)[1] == "There is no area " + "9" * (QUOTED_ENTRY - 1) + "…; choose 1-6"


def test_a_digit_that_is_no_number_is_refused():
    state = GAME.new_initial_state(1)
    while state.phase != MOVE:
        state.apply_action(state.sample_chance() if state.current_player() == CHANCE else state.legal_actions()[0])
    console = table_console(file=io.StringIO(), width=60, force_terminal=False, color_system=None)
    with pytest.raises(EndOfInput):  # (the script ends after the refusal)
        ui.TablePlayers(console, ui.line_reader(io.StringIO("²\n"))).step(state)
    assert "Type the number of a space from the list" in console.file.getvalue()  # ('²'.isdigit(): int() raised)


@pytest.mark.parametrize(("lang", "leaves", "stands"), [
    ("en", "leaves the centre for the area of their choice.", " stands on "),
    ("de", "verlässt die Mitte und wählt das Wissensgebiet.", " steht auf "),
])
def test_a_bot_is_seen_leaving_the_centre_before_it_stands_on_its_area(lang, leaves, stands):
    # (a bot's first move had said only where it stood, never that it chose: a person's choice is asked)
    lines = _bots_played(lang)
    left = [n for n, line in enumerate(lines) if line.endswith(leaves)]
    assert left and all(stands in lines[n + 1] for n in left)
    assert len({lines[n].split(leaves)[0] for n in left}) == len(left)  # (each player once)


def test_a_game_the_turn_limit_stops_counts_the_rounds_it_played():
    """Four turns of two players are two rounds (`rounds_played`, what `simulate` counts), though
    `round`, as logs record it, has begun a third (found by an audit of `simulate`)."""
    game = make_game(load_for_game("wissens-spektrum"), players=2, max_turns=4)
    state = game.new_initial_state(1)
    bots = [KnowledgeableBot(game, seed=seat, skill=0.0) for seat in range(2)]
    while not state.is_terminal():
        player = state.current_player()
        state.apply_action(state.sample_chance() if player == CHANCE else bots[player].step(state))
    assert state.stopped_by_limit() and state.turns == 4
    assert (state.rounds_played, state.round) == (2, 3)
