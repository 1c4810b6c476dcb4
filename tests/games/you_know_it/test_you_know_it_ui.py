"""The terminal front end: a scripted game to the end (with a tie-break), bad input re-prompted,
prompts that offer only what the player may do, secrets kept out of the transcript, the hand-over
at a terminal, typed answers checked against the card, the end of input, and the replay of the
recorded log. Every transcript is written at 60 columns."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from yki_fixture import scenario_bundle, state_json

from deckctl.engine import make_game
from deckctl.engine.prompt import QUOTED_ENTRY
from deckctl.engine.replay import Recorder, parse_log, replay
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.engine.words import speaking
from deckctl.games.you_know_it.rules import YouKnowItGame
from deckctl.games.you_know_it.ui import (
    line_reader,
    matches,
    normalise,
    parse_bet,
    play,
)

SEED = 3


@pytest.fixture(scope="module")
def bundle():
    return bundle_from_deck(default_deck("you-know-it"))


def run(game, script: str, recorder=None) -> tuple[int, str]:
    out = io.StringIO()
    console = Console(file=out, force_terminal=False, width=60, color_system=None)
    code = play(game, SEED, console, line_reader(io.StringIO(script)), recorder)
    return code, out.getvalue()


def card_of(game):
    state = game.new_initial_state(SEED)
    return game.cards[state.sample_chance()]


def test_a_scripted_game_with_a_tie_break_is_played_to_the_end_and_its_log_replays(bundle):
    game = make_game(bundle, players=2, rounds=1)
    card = card_of(game)
    lines = []
    for question in card["questions"]:  # P2 then P1: the right answer each, and "both of us"
        lines += [question["answer"], "2", question["answer"].upper(), "2"]
    lines[1] = "9"  # refused: a prediction is 0-2
    lines.insert(2, "2")
    for number in range(5):
        lines += ["pass", "pass", "", ""]  # Enter takes the proposed verdict: right
    # The same points: a tie-break. P2 right predicting 2 (1 point), P1 wrong predicting 2 (0).
    lines += ["Canberra", "2", "no idea", "2", "y", "n"]
    out = io.StringIO()
    code, text = run(game, "\n".join(lines) + "\n", Recorder(out))
    assert code == 0, text
    assert "A prediction is a number from 0 to 2." in text
    assert "right? [Y/n]" in text  # the typed answer matched the card: proposed right
    assert "Tied for first place with 10 points: P1, P2." in text
    assert f"Card \"you-know-it-starter · {card['id']}\" is drawn." in text  # as the card's foot names it
    assert f"Answer 3 on the card: {card['questions'][2]['answer']}" in text  # as its back numbers it
    assert "Tie-break card" in text
    assert "P2 wins with 10 points after the tie-break!" in text
    state = replay(parse_log(out.getvalue()), bundle, make_game)
    assert state.winners == [1] and state.scores == [10, 10]


def test_bets_are_checked_and_bad_input_is_asked_again(bundle):
    game = make_game(bundle, players=3, rounds=1)
    lines = []
    for _ in range(5):
        lines += ["a", "1", "b", "1", "c", "1"]
    # Question 1: P2 tries itself and nonsense, then backs P1; P3 tries P1's slot, then doubts P2.
    lines += ["know P2", "maybe", "know 1", "not P1", "not p2", "pass"]
    lines += ["y", "n", "y"]  # P2 right, P3 wrong, P1 right
    lines += ["scores", "help"]  # commands do not use up the turn
    # Question 2: P2 plays its other chip; on question 3 it has none left.
    lines += ["not P3", "pass", "pass", "y", "y", "y"]
    code, text = run(game, "\n".join(lines) + "\n")
    assert code == 1  # the script ends before the game does
    flat = " ".join(text.split())  # 60 columns wrap the longer lines
    assert "A player cannot bet on themselves. P2 may bet: know P1 or P3 / not P1 or P3 / pass." in flat
    assert "That is not a bet. P2 may bet" in text
    assert "P3, bet (know P2 / not P2 / pass): not P1" in text.replace("\u00a0", " ")  # only P2's slot is free
    assert "P1's slot already holds P2's chip" in text
    assert "P2 bets that P1 knows it." in text and "P3 bets that P2 does not know it." in text
    assert "P2's bet that P1 knows it: won, +1 point." in text
    assert "P3's bet that P2 does not know it: lost." in text
    assert "P2, bet (not P1 / not P3 / pass): scores" in text.replace("\u00a0", " ")  # its You Know It! chip is played
    assert "P2 has no chip left this round: Enter passes: " in text
    assert "Score track" in text and "Commands at any prompt" in text
    assert "left unfinished in round 1 (input ended)" in text


def test_answers_and_predictions_stay_out_of_the_transcript_until_the_reveal(bundle):
    game = make_game(bundle, players=3, rounds=1)
    lines = []
    for question in range(5):
        lines += [f"secret-{question}-{seat}" if k == 0 else "1" for seat in range(3) for k in range(2)]
    lines += ["pass"] * 3
    code, text = run(game, "\n".join(lines) + "\n")
    assert code == 1
    assert text.count("(hidden)") == 30  # answer and prediction of three players, five times
    reveal = text.replace("\u00a0", " ").index("Predictions: P2 1, P3 1, P1 1")  # (a player's entry is unbroken)
    assert "secret-" not in text[:reveal]
    assert "\"secret-0-0\"" in text[reveal:]  # said aloud at the reveal


def test_scores_table_fits_60_columns_with_twenty_rounds(bundle):
    from deckctl.games.you_know_it.ui import scores_table

    game = make_game(bundle, players=6, rounds=20)
    state = game.new_initial_state(1)
    state.round_scores = [[10, 11, 12, 13, 14, 15]] * 20
    state.scores = [200, 220, 240, 260, 280, 300]
    out = io.StringIO()
    Console(file=out, width=60, color_system=None).print(scores_table(state))
    rows = out.getvalue().splitlines()
    assert max(len(row) for row in rows) <= 60
    assert "round 20" in out.getvalue() and "300" in rows[-1] and "…" not in out.getvalue()




def test_a_one_letter_answer_is_an_answer_not_a_command(bundle):
    game = make_game(bundle, players=2, rounds=1)
    code, text = run(game, "q\n1\nh\n1\n" + "x\n1\n" * 8 + "pass\npass\n\n\n")
    assert code == 1 and text.count("Commands at any prompt") == 1  # the opening lines only
    assert "Answers: P2 \"q\", P1 \"h\"" in text


def test_quit_leaves_the_game_unfinished(bundle):
    code, text = run(make_game(bundle, players=2), "quit\n")
    assert code == 0 and "(quit)" in text  # quitting is not an error


def test_typed_answers_are_compared_leniently():
    question = {"question": "?", "answer": "The Pound sterling", "accept": ["GBP"]}
    assert matches("pound  Sterling!", question)
    assert matches("gbp", question)
    assert not matches("", question) and not matches("euro", question)
    assert normalise("Éire") == "eire"


def betting(players: int, **spec):
    """A state in question 1's bets (P2 bets first), with `spec`'s keys of the state JSON."""
    game = YouKnowItGame(scenario_bundle(), players=players)
    return game.state_from_json(state_json(game, {"phase": "bet", **spec}))


def test_bets_are_parsed():
    state = betting(4)
    assert parse_bet("pass", state) == (20, "")
    assert parse_bet("know p3", state) == (32, "")
    assert parse_bet("not 1", state) == (40, "")
    assert parse_bet("know 5", state)[0] is None


def test_a_bet_with_one_possible_target_needs_no_seat():
    two = betting(2)  # P2 bets: P1 is the only other player
    assert parse_bet("know", two) == (30, "")
    assert parse_bet("not", two) == (40, "")
    assert parse_bet("no", two) == (None, "That is not a bet")  # alone, `no` may mean no bet
    with speaking("de"):
        assert parse_bet("weiß", two) == (30, "")
        assert parse_bet("nicht", two) == (40, "")
    four = betting(4)
    assert parse_bet("know", four) == (None, "Name the player too, e.g. \"know\u00a0P1\"")
    # P4 bets, P3's and P1's slots are taken: P2 is the only player P4 can bet on
    taken = betting(4, pos=2, bets=[[0, 1, 2, "knows"], [0, 2, 0, "not"]])
    assert taken.current_player() == 3
    assert parse_bet("know", taken) == (31, "") and parse_bet("not", taken) == (41, "")


def test_with_two_players_a_bet_without_a_seat_is_refused_with_the_rules_reason(bundle):
    game = make_game(bundle, players=2, rounds=1)
    lines = [answer for _ in range(5) for answer in ("a", "1", "b", "1")]
    # question 1: P2 and P1 back each other; question 2: P2's You Know It! chip is spent
    lines += ["know", "know", "", "", "know", "not"]
    code, text = run(game, "\n".join(lines) + "\n")
    flat = " ".join(text.split())
    assert "That is not a bet" not in flat
    assert "P2 bets that P1 knows it." in flat and "P1 bets that P2 knows it." in flat
    assert "P2 has played their You Know It! chip this round and holds no bonus chip. P2 may bet: not P1" in flat
    assert "P2 bets that P1 does not know it." in flat


def test_a_player_who_can_only_pass_is_told_why_and_enter_passes(bundle):
    game = make_game(bundle, players=3, rounds=1)
    lines = []
    for _ in range(5):
        lines += ["a", "1", "b", "1", "c", "1"]
    # Question 1: P2 and P3 back each other, so P1, chips in hand, finds both slots taken.
    lines += ["know P3", "know P2", "", "y", "y", "y"]
    # Question 2: the same with the other chips; question 3: P2 and P3 have none left.
    lines += ["not P3", "not P2", "", "y", "y", "y"]
    lines += ["", "", "know P2"]
    code, text = run(game, "\n".join(lines) + "\n")
    assert code == 1  # the script ends before the game does
    flat = " ".join(text.split())
    assert flat.count("P1 has a chip, but every other player's slot is taken: Enter passes:") == 2
    assert "P2 has no chip left this round: Enter passes:" in flat
    assert "P3 has no chip left this round: Enter passes:" in flat
    assert "That is not a bet" not in flat  # every Enter was a pass
    assert "P1 bets that P2 knows it." in flat  # question 3: the slots are free again, P1 bets


def test_a_refused_seat_is_quoted_cut_short():
    reason = parse_bet("know " + "x" * 190, betting(4))[1]
    assert reason == "\"" + "x" * (QUOTED_ENTRY - 1) + "…\" is not a seat: use 1-4 or P1-P4"


def test_a_digit_that_is_no_number_is_no_seat():
    assert parse_bet("know ²", betting(4))[0] is None  # ('²'.isdigit() is true, int('²') raised)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_chips_table_keeps_its_columns_under_their_heads_as_chips_are_used(bundle, lang):
    from deckctl.games.you_know_it.rules import KNOWS, NOT
    from deckctl.games.you_know_it.ui import chips_table

    state = YouKnowItGame(bundle, players=4).new_initial_state(SEED)
    tables = []
    with speaking(lang):
        for used in ([], [0], [0, 1, 2, 3]):  # none used, one player's both, everybody's
            for seat in used:
                state.chips[seat][KNOWS] = state.chips[seat][NOT] = False
            out = io.StringIO()
            Console(file=out, force_terminal=False, width=60, color_system=None).print(chips_table(state))
            tables.append(out.getvalue().splitlines())
    head = tables[0][0]
    starts = [head.index(seat) for seat in head.split()[-4:]]  # where each player's column begins
    for lines in tables:
        assert lines[0] == head, lines
        for row in lines[1:]:  # `yes` or `-` under each player's name, however many chips are left
            assert all(row[start] != " " for start in starts), lines
