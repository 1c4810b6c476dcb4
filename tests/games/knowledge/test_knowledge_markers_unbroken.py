"""A marker's name and its letter stay on one line: the German table at 60 columns ended a line
with `Weiß B, Grün` and began the next with `D`, and split `Gelb` / `(A)`, so the letters seemed
to belong to other markers. Names and letters (and a colour's letter and name, a marker and its
laps) are now joined with no-break spaces, which the table's console keeps together."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from deckctl.cli.app import app
from deckctl.engine.words import NO_BREAK


def test_no_marker_is_parted_from_its_letter_at_60_columns():
    run = CliRunner().invoke(app, ["play", "knowledge", "--lang", "de", "--strategic", "--seed", "1"],
                             input="\nhilfe\n", env={"COLUMNS": "60"})
    shown = run.stdout
    assert "Weiß B" in shown and "Gelb (A)" in shown and "ü Grün" in shown and NO_BREAK not in shown, shown
    lines = [line.strip() for line in shown.splitlines()]
    parted = [(one, two) for one, two in zip(lines, lines[1:])
              if re.search(r"(?:Rot|Gelb|Grün|Blau|Weiß|Team)$", one) and re.match(r"\(?[A-ET]\b", two)
              or re.search(r"(?:^|\W)[rgübw]$", one) and re.match(r"(?:Rot|Gelb|Grün|Blau|Weiß)\b", two)]
    assert parted == [], shown
