"""The I know! terminal game, driven by a script on a non-terminal standard input."""

from __future__ import annotations

import io

from i_know_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.prompt import QUOTED_ENTRY
from deckctl.engine.prompt import table_console
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.engine.words import speaking
from deckctl.games.i_know import ui
from deckctl.games.i_know.rules import RIGHT, SUBJECT, SUBJECTS, VICTIM, WRONG

STARTER = bundle_from_deck(default_deck("i-know"))
SCENARIO = make_game(scenario_bundle(), players=3)


def run(script: str, players: int = 2, seed: int = 4, recorder=None, width: int = 160) -> tuple[int, str]:
    game = make_game(STARTER, players=players)
    out = io.StringIO()
    console = table_console(file=out, width=width, force_terminal=False, color_system=None)
    code = ui.play(game, seed, console, ui.line_reader(io.StringIO(script)), recorder)
    return code, out.getvalue()


def test_a_scripted_game_is_played_to_the_end_and_its_log_replays():
    # "1"/"2" choose a subject or a player, or are a typed answer; "y" confirms a right answer.
    # Each is refused, with a reason, where it does not fit, and the next line is read.
    log = io.StringIO()
    code, out = run("1\ny\n2\n" * 3000, players=3, recorder=Recorder(log))
    assert code == 0, out[-2000:]
    assert "Game over" in out and ("wins with" in out or "share the win" in out)
    assert "Answer on the card:" in out and "Right! Player" in out
    assert any(reason in out for reason in ("Type y if", "not one of the subjects", "from 1 to", "another player"))
    state = replay(parse_log(log.getvalue()), STARTER, make_game)
    assert state.is_terminal()


def test_the_end_of_input_leaves_the_game_unfinished():
    code, out = run("")
    assert code == 1 and "left unfinished" in out


def players(read: list[str]) -> ui.TablePlayers:
    lines = iter(read)
    console = table_console(file=io.StringIO(), width=120, force_terminal=False)
    return ui.TablePlayers(console, lambda: next(lines, None))


def question_state(card: str = "math-c"):
    return SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "answer", "subject": "math", "card": card,
                                                          "players": [{"square": 1}]}))


def test_the_answer_flow_suggests_and_the_table_confirms():
    state = question_state()
    card = SCENARIO.cards[state.card]
    assert players([card["answer"], ""]).step(state) == RIGHT   # typed and matching: Enter takes "right"
    assert players(["something else", ""]).step(state) == WRONG  # typed, no match: Enter takes "wrong"
    assert players(["", "", "maybe", "y"]).step(state) == RIGHT  # aloud: y/n must be typed
    assert players(["", "n"]).step(state) == WRONG
    table = players(["", "status", "help", "yes"])
    assert table.step(state) == RIGHT
    assert "Player 1" in table.console.file.getvalue() and "Commands" in table.console.file.getvalue()


def test_typed_answers_are_compared_loosely():
    card = {"answer": "The Pacific Ocean", "accept": ["Pacific"]}
    assert ui.matches(card, "pacific ocean") and ui.matches(card, " PACIFIC! ") and ui.matches(card, "the pacific")
    assert not ui.matches(card, "Atlantic") and not ui.matches(card, "")
    assert ui.matches({"answer": "12", "accept": None}, "12")


def test_subjects_and_players_are_chosen_by_number_or_name():
    state = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "choose", "choices": ["spelling", "language-arts"],
                                                           "players": [{"square": 2}]}))
    assert players(["2"]).step(state) == SUBJECT + SUBJECTS.index("language-arts")
    table = players(["9", "x", "spel"])
    assert table.step(state) == SUBJECT + SUBJECTS.index("spelling")
    said = table.console.file.getvalue()
    assert "from 1 to 2" in said and "not one of the subjects offered: Spelling or Language Arts" in said
    assert "Subject (1-2 or its name)?" in said and "1) Spelling or 2) Language Arts" in said  # (the table prints a no-break space as a space)
    recess = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "recess-pick",
                                                            "players": [{"square": 9, "miss": 1}]}))
    table = players(["1", "7", "player 3"])
    assert table.step(recess) == VICTIM + 2
    said = table.console.file.getvalue()
    assert "not yourself" in said and "Which player (2 or 3)?" in said and "another player: 2 or 3." in said


def test_ambiguous_subject_names_are_named_back():
    state = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "choose", "choices": list(SUBJECTS),
                                                           "players": [{"square": 26}]}))
    table = players(["re", "rea"])
    assert table.step(state) == SUBJECT + SUBJECTS.index("reading-library")
    # (quoted as names: bare, the names' own `and` read as part of the choice)
    assert 'could be "Reading and Library" or "Recreation and Health"' in table.console.file.getvalue()


def test_a_start_is_judged_among_the_subject_names_shown():
    # German names on the screen: `re` is Rechtschreibung, though Reading and Recreation start with it
    state = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "choose", "choices": list(SUBJECTS),
                                                           "players": [{"square": 26}]}))
    with speaking("de"):
        assert players(["re"]).step(state) == SUBJECT + SUBJECTS.index("spelling")
        assert players(["l"]).step(state) == SUBJECT + SUBJECTS.index("reading-library")  # not Language Arts
        assert players(["recr"]).step(state) == SUBJECT + SUBJECTS.index("recreation-health")  # English still works
        table = players(["na", "natur e"])
        assert table.step(state) == SUBJECT + SUBJECTS.index("outdoor-education")
        assert "„na“ kann „Naturwissenschaft“ oder „Natur erleben“ sein" in table.console.file.getvalue()


def test_a_subject_is_chosen_by_its_report_card_column_too():
    """The report card heads each subject's column with two letters (German `Ek`, Erdkunde):
    typed, they choose it, where no name on the screen starts so."""
    state = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "choose", "choices": list(SUBJECTS),
                                                           "players": [{"square": 26}]}))
    with speaking("de"):
        column = ui.short("geography")
        assert not any(ui.subject_name(subject).casefold().startswith(column.casefold()) for subject in SUBJECTS)
        assert players([column.lower()]).step(state) == SUBJECT + SUBJECTS.index("geography")


def test_a_start_only_other_names_have_is_refused_with_every_subject_it_could_be():
    shown, other = [(7, "Lesen"), (8, "Freizeit")], [(7, "Reading"), (8, "Recreation"), (8, "recreation-health")]
    assert ui.pick("re", shown, other) == "\"re\" could be \"Lesen\" (Reading) or \"Freizeit\" (Recreation); type more of " \
                                          "it or its number."
    assert ui.pick("rec", shown, other) == 8


def lines_of(text: str) -> list[str]:
    return text.splitlines()


def test_every_screen_of_a_six_player_game_fits_60_columns_without_cuts():
    # (the report cards once every three rounds of lines: drawing them every time was two thirds of the test)
    code, out = run(("1\ny\n2\nstatus\n" + "1\ny\n2\n" * 2) * 1500, players=6, seed=7, width=60)
    assert code == 0
    assert "choose any subject" in out and "sends another player" in out and "Game over" in out
    assert max(len(line) for line in lines_of(out)) <= 60
    assert "…" not in out


def test_the_report_card_keeps_every_column_at_60_with_large_numbers():
    game = make_game(STARTER, players=6)
    # Two-digit checks everywhere but Geography (a full card would have ended the game).
    checks = {s: 10 + i for i, s in enumerate(SUBJECTS) if s != "geography"}
    spec = {"players": [{"square": 18, "nurse": True, "miss": 3 * (seat > 0), "hall_passes": 99,
                         "extra_points": -20, "checks": checks} for seat in range(6)]}
    state = game.state_from_json(state_json(game, spec))
    out = io.StringIO()
    table_console(file=out, width=60, force_terminal=False, color_system=None).print(ui.report_cards(state))
    text = out.getvalue()
    header = next(line for line in lines_of(text) if "lvl" in line)
    assert header.split() == ["lvl", "Ma", "Sp", "LA", "Sc", "Hi", "Ge", "OE", "RL", "RH", "IA", "hall", "card", "pts"]
    assert "-20" in text and " 99 " in text and "19" in text and str(state.scores()[0]) in text
    assert "P6 on square 18: Nurse's Office, needs an even roll, misses 3 turns" in " ".join(text.split())
    assert max(len(line) for line in lines_of(text)) <= 60 and "…" not in text



def test_a_cards_title_wraps_between_subject_and_level_at_60_columns():
    """`Industrial Arts and Home Economics (option subject) · level D (grades 7–9)` is 74 columns:
    at 60 it breaks before the level, not inside `level D` nor after the separator."""
    state = SCENARIO.state_from_json(state_json(SCENARIO, {"phase": "answer", "subject": "industrial-arts-home-economics",
                                                           "card": "arts-d", "players": [{"square": 1}]}))
    out = io.StringIO()
    ui.TablePlayers(table_console(file=out, width=60, force_terminal=False), lambda: None).show_question(state)
    assert out.getvalue().splitlines()[:2] == ["Industrial Arts and Home Economics (option subject)",
                                               "level D (grades 7–9)"]


def test_a_refusal_quotes_a_long_entry_cut_short():
    shown = [(7, "Lesen"), (8, "Freizeit")]
    assert ui.pick("x" * 198, shown, []) == "\"" + "x" * (QUOTED_ENTRY - 1) + "…\" is not one of the subjects offered: " \
                                             "Lesen or Freizeit."


def test_a_digit_that_is_no_number_is_refused():
    assert isinstance(ui.pick("²", [(7, "Lesen"), (8, "Freizeit")], []), str)  # ('²'.isdigit(): int() raised)
