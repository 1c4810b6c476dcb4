"""A German game of each of the five games, played to the end through the command line as a German
player would: `deckctl play GAME --lang de`, one person (typing German words: `gelb`, `ü`, `j`,
`passe`) against bots where the game has seats, at 60 columns.

The person's lines are found by playing the same seeded game once in this process, answering the
prompt on the screen (its last words) as RESPONSES say; the command line then gets those lines.
"""

from __future__ import annotations

import json
import re

import pytest
import scripted_play
from rich.cells import cell_len
from scripted_play import first_offered
from typer.testing import CliRunner

from deckctl.cli.app import app

WIDTH = 60


def reachable(text: str) -> str:
    line = text[text.rindex("Erreichbar:"):]
    joker = re.search(r"<\s*(\d+)J>", line)
    return joker.group(1) if joker else re.search(r"\d+", line).group()


def free_marker(text: str) -> str:
    """The first free Knowledge? marker, typed as a German keyboard without umlauts would
    (`weiss`, `gruen`): the table reads both spellings."""
    names = text[text.rindex("freie Marker:"):].split(":", 1)[1]
    name = re.search(r"[A-Za-zÄÖÜäöüß]+", names).group().lower()
    return name.replace("ß", "ss").replace("ü", "ue")


RESPONSES = {
    "knowledge": [(r"bekommt die Karte\? $", free_marker),
                  (r"Karte und Marker \([^(]*\? $", lambda text: "1 " + free_marker(text))],
    "i-know": [(r"\(Enter: mündlich\): $", ""), (r"\[[jJ]/[nN]\] $", "j"), (r"Fach \([^(]*\? $", "1"),
               (r"Welcher Spieler \([^(]*\? $", first_offered)],
    "iknow": [(r"wähle die Kategorie: $", "1"), (r"iKNOW-Stufe \([^(]*: $", first_offered),
              (r"iBET \([^(]*: $", first_offered), (r"\(Enter: mündlich\): $", ""), (r"richtig\? \[j/n\] $", "ja")],
    "you-know-it": [(r"bis zur Auflösung\): $", "x"), (r"antworten richtig \(0-\d\)\? $", "1"),
                    (r"Enter passt: $", ""), (r"wette \([^(]*: $", "passe"), (r"richtig\? \[[jJ]/[nN]\] $", "j")],
    "wissens-spektrum": [(r"welches Wissensgebiet \(1-6\)\? $", "ü"), (r"\(Enter: mündlich\): $", ""),
                         (r"Richtig\? \[j/n\] $", "j/n"), (r"auf welches Feld\? $", reachable)],
}
SEATS = {"knowledge": [], "i-know": ["--players", "2", "--bots", "1", "--set", "max_rounds=12"],
         "iknow": ["--players", "3", "--bots", "2", "--set", "target=8"],
         "you-know-it": ["--players", "3", "--bots", "2", "--set", "rounds=1"],
         "wissens-spektrum": ["--players", "3", "--bots", "2"]}
ENDINGS = {"knowledge": ("Das Team gewinnt in Runde", "Die Gegner gewinnen in Runde"),
           "i-know": ("gewinnt mit", "gewinnen gemeinsam", "Höchstzahl an Runden"),
           "iknow": ("gewinnt mit", "gewinnen mit"), "you-know-it": ("gewinnt mit",),
           "wissens-spektrum": ("findet den Stein der Weisen", "Niemand hat vor der Höchstzahl")}
# The English table's words that a German screen must not show (card texts are German too).
ENGLISH = ("Player ", "Right?", "Game over", "[y/n]", "Commands", "Answer", "your answer", "round ", " chips",
           "knowledgeable")


def options_of(args: list[str]) -> dict:
    pairs = dict(zip(args[::2], args[1::2]))
    options = {key: int(value) for key, value in (pair.split("=") for pair in
                                                  [v for k, v in pairs.items() if k == "--set"])}
    if "--players" in pairs:
        options["players"] = int(pairs["--players"])
    return options


def script(game_id: str, seed: int) -> str:
    """The lines a German person in seat 1 types in this game, found by playing it once here."""
    args = SEATS[game_id]
    bots = int(args[args.index("--bots") + 1]) if "--bots" in args else 0
    return scripted_play.script(game_id, RESPONSES[game_id], seed, options_of(args), bots, "de", WIDTH)


@pytest.mark.parametrize("game_id", sorted(RESPONSES))
def test_a_german_game_is_played_to_the_end_in_german_at_60_columns(game_id, tmp_path):
    log = tmp_path / "game.jsonl"
    run = CliRunner().invoke(app, ["play", game_id, "--lang", "de", "--seed", "5", "--log", str(log),
                                   *SEATS[game_id]], input=script(game_id, 5), env={"COLUMNS": str(WIDTH)})
    assert run.exit_code == 0, run.stdout[-2000:] + run.stderr
    text = run.stdout
    assert any(ending in text[-700:] for ending in ENDINGS[game_id]), text[-700:]
    assert [word for word in ENGLISH if word in text] == []
    if SEATS[game_id]:
        assert re.search(r"(Spieler 2|S2) und (Spieler 3|S3) sind Bots|(Spieler 2|S2) ist ein Bot", text)
    # Every line fits: what the table prints wraps at 60 columns (a typed line is echoed after
    # its prompt, as a terminal shows it; it is the player's, not the table's).
    prompts = re.compile(r"(\? |: )(.*)$")
    too_wide = [line for line in text.splitlines()
                if cell_len(line) > WIDTH and cell_len(prompts.sub(r"\1", line)) > WIDTH]
    assert too_wide == []
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert "result" in records[-1]
    assert run.stderr == f"Replay-Protokoll nach {log} geschrieben\n"  # the last line is German too
    replayed = CliRunner().invoke(app, ["replay", str(log), "--lang", "de"])  # the German edition's bundle
    assert replayed.exit_code == 0, replayed.stdout + replayed.stderr
    assert f"replayed {len(records) - 2} steps exactly" in replayed.stdout
