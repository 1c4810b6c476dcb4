"""Knowledge?'s move lines named the start space by its number, `Red moves to the next white: 4
spaces, to space 0.` (German `auf Feld 0`), where the board draws no 0 but `S/F` (German `S/Z`),
the start and finish of the rulebook. A move that ends there now names it as the board does;
every other space keeps its number. Seen in a game a bot plays (seed 3), at 60 and 80 columns."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

SAID = {"en": ("Red moves to the next white: 4 spaces, to the start and finish space S/F.", "S/F", "to space 0."),
        "de": ("Rot zieht zum nächsten Weiß: 4 Felder, auf das Start- und Zielfeld S/Z.", "S/Z", "auf Feld 0.")}


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_move_onto_the_start_names_it_as_the_board_does(lang, width):
    run = CliRunner().invoke(app, ["play", "knowledge", "--lang", lang, "--bots", "1", "--seed", "3", "--pace", "0"],
                             env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= width
    said, label, old = SAID[lang]
    text = " ".join(run.stdout.split())
    assert said in text and old not in text
    assert any(line.split()[:1] == [label] for line in lines)  # the board's first space, labelled so
    assert re.search(r"(, to space|, auf Feld) [1-9]\d*\.", text)  # the other spaces keep their numbers
