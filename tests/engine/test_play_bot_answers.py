"""A bot's answer at the table, as a quizmaster would read it out: right, the card's answer it gave;
wrong, that it was wrong and then the card's answer (the table used to say only "Player 2 answers."
or "P2's answer was right.", so a person could not learn from a bot's turn).

Every game is watched to its end (`--bots` in every seat) in English and German, and each bot
answer line is checked against the card's answer the same screen shows. The answer shown comes
from the card, never from a draw: a game watched at the table plays the very steps the bots play
with no table at all.
"""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine import make_game
from deckctl.engine.core import CHANCE
from deckctl.engine.seats import BotSeats
from deckctl.engine.sources import load_for_game

SEATS = {"i-know": ["--players", "2", "--set", "max_rounds=8"], "wissens-spektrum": ["--players", "2"],
         "iknow": ["--players", "3", "--set", "target=8"], "you-know-it": ["--players", "3", "--set", "rounds=1"],
         "knowledge": ["--strategic"]}
BOTS = {"i-know": "2", "wissens-spektrum": "2", "iknow": "3", "you-know-it": "3", "knowledge": "1"}

# Per language: a bot's answer said before the card's answer (I know!, Wissens-Spektrum), the line
# that shows the card's answer, and a bot's answer said after it (iKNOW, You Know It!).
WORDS = {
    "en": {"answers": r"(?:Player \d) answers: (?P<answer>.+)$", "wrong": r"Player \d gives a wrong answer\.$",
           "card": r"(?:Answer(?: \d)? on the card|The answer): (?P<answer>.+?)(?: \(also accepted: .*)?$",
           "right_after": r"(?:Player |P)\d answered right: (?P<answer>.+)$",
           "wrong_after": r"(?:Player |P)\d answered wrong; the right answer: (?P<answer>.+)$",
           "whole": "The whole question: ", "old": ("'s answer was right.", "'s answer was wrong.", r"answers.")},
    "de": {"answers": r"(?:Spieler \d) antwortet: (?P<answer>.+)$", "wrong": r"Spieler \d antwortet falsch\.$",
           "card": r"(?:Antwort(?: \d)? auf der Karte|Die Antwort): (?P<answer>.+?)(?: \(ebenfalls richtig: .*)?$",
           "right_after": r"(?:Spieler |S)\d hat richtig geantwortet: (?P<answer>.+)$",
           "wrong_after": r"(?:Spieler |S)\d hat falsch geantwortet; richtig ist: (?P<answer>.+)$",
           "whole": "Die ganze Frage: ", "old": ("war richtig.", "war falsch.", "antwortet.")},
}


def watched(game_id: str, lang: str, seed: int, log=None) -> list[str]:
    """The lines of a whole game the bots play, wide enough that no answer wraps."""
    args = ["play", game_id, "--seed", str(seed), "--bots", BOTS[game_id], *SEATS[game_id]]
    args += ["--lang", "de"] if lang == "de" else []
    args += ["--log", str(log)] if log else []
    run = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
    assert run.exit_code == 0, run.stdout[-2000:]
    return run.stdout.splitlines()


def next_card_line(lines: list[str], after: int, words: dict) -> re.Match:
    """The card's answer shown right under a bot's answer line (the whole question of a question
    read aloud is not repeated there: the bot's turn showed it whole)."""
    found = re.fullmatch(words["card"], lines[after + 1])
    assert found, lines[after:after + 3]
    return found


def card_answer(lines: list[str], before: int, words: dict) -> str:
    """The card's answer the screen showed last before line `before`."""
    for line in reversed(lines[:before]):
        found = re.search(words["card"], line)
        if found:
            return found.group("answer")
    raise AssertionError("no card's answer shown before line %d" % before)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["i-know", "wissens-spektrum"])
def test_a_bots_answer_is_said_before_the_cards(game_id, lang):
    words = WORDS[lang]
    lines = watched(game_id, lang, 3)
    right = wrong = 0
    for n, line in enumerate(lines):
        said = re.fullmatch(words["answers"], line)
        if said:  # right: the card's answer, as the bot's, then the card shows it
            right += 1
            assert next_card_line(lines, n, words).group("answer") == said.group("answer"), lines[n:n + 3]
        elif re.fullmatch(words["wrong"], line):  # wrong: said so, then the card's answer
            wrong += 1
            next_card_line(lines, n, words)
    assert right and wrong, (right, wrong)
    assert not any(line.endswith(words["old"][2]) and line.split()[0] in ("Player", "Spieler") for line in lines)
    assert not any(line.startswith(words["whole"]) for line in lines)  # (only bots answer: none saw a gap)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["iknow", "you-know-it"])
def test_a_bots_answer_is_said_with_its_verdict_after_the_cards(game_id, lang):
    words = WORDS[lang]
    lines = watched(game_id, lang, 3)
    right = wrong = 0
    for n, line in enumerate(lines):
        for kind in ("right_after", "wrong_after"):
            if said := re.fullmatch(words[kind], line):  # right or wrong, the card's answer the screen showed
                right, wrong = (right + 1, wrong) if kind == "right_after" else (right, wrong + 1)
                assert said.group("answer") == card_answer(lines, n, words), line
    assert right and wrong, (right, wrong)
    assert not any(line.endswith(words["old"][:2]) for line in lines)


@pytest.mark.parametrize(("lang", "guesses", "right", "wrong", "answer"), [
    ("en", r"The team \(a bot\) guesses (?P<guess>.+?) and gives card \d to ", r"The team \(a bot\) guessed right\.",
     r"The team \(a bot\) guessed wrong: not (?P<guess>.+) but (?P<answer>.+)\.", r"Answer: (?P<answer>.+?)(?: \(the nearest one counts\))?"),
    ("de", r"Das Team \(ein Bot\) tippt auf (?P<guess>.+?) und gibt Karte \d an ",
     r"Das Team \(ein Bot\) hat richtig getippt\.",
     r"Das Team \(ein Bot\) hat falsch getippt: nicht (?P<guess>.+), sondern (?P<answer>.+)\.",
     r"Antwort: (?P<answer>.+?)(?: \(es zählt das nächste Feld\))?"),
])
def test_knowledge_says_the_bots_guess_and_whether_the_back_bears_it_out(lang, guesses, right, wrong, answer):
    lines = watched("knowledge", lang, 3)
    guess = None
    verdicts = {"right": 0, "wrong": 0}
    for n, line in enumerate(lines):
        if found := re.match(guesses, line):
            guess = found.group("guess")
        elif re.fullmatch(right, line):
            verdicts["right"] += 1
            assert re.fullmatch(answer, lines[n - 1]).group("answer") == guess, lines[n - 1:n + 1]
        elif found := re.fullmatch(wrong, line):
            verdicts["wrong"] += 1
            assert found.group("guess") == guess != found.group("answer"), line
            assert re.fullmatch(answer, lines[n - 1]).group("answer") == found.group("answer"), lines[n - 1:n + 1]
    assert verdicts["right"] and verdicts["wrong"], verdicts


def test_knowledge_with_a_bot_that_guesses_nothing_says_no_guess():
    run = CliRunner().invoke(app, ["play", "knowledge", "--seed", "3", "--bots", "1", "--bot", "random"],
                             env={"COLUMNS": "200"})
    assert run.exit_code == 0
    assert "The team (a bot) gives the card to " in run.stdout
    assert "guess" not in run.stdout.replace("whether the guess was right", "")


@pytest.mark.parametrize("game_id", sorted(BOTS))
def test_showing_the_answers_draws_nothing(game_id, tmp_path):
    # The table reads what a bot drew (Knowledge?'s guess) and the card; the steps a watched game
    # logs are the ones the same bots play with no table at all.
    log = tmp_path / "game.jsonl"
    watched(game_id, "en", 5, log)
    records = [json.loads(line) for line in log.read_text().splitlines()]
    game = make_game(load_for_game(game_id), **records[0]["options"])
    bots = BotSeats(game, "knowledgeable", 0.75, int(BOTS[game_id]), 5)
    state = game.new_initial_state(5)
    for record in records[1:-1]:
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else bots.step(state)
        assert action == record["action"], record
        state.apply_action(action)
    assert state.is_terminal()
