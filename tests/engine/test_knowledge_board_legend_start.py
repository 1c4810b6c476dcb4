"""Knowledge?'s board legend said how to read a space's code and a stack, but not the one space
drawn without a number: the first, labelled `S/F` (German `S/Z`), the start and finish of the
rulebook, which a move onto it names as `the start and finish space S/F`. The legend now says it,
in both languages, at 60 and 80 columns."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from deckctl.cli.app import app

SAID = {"en": ("S/F", "S/F = the start and finish space."), "de": ("S/Z", "S/Z = Start- und Zielfeld.")}
LEGEND = {"en": ("Spaces: ", "Spaces to the finish"), "de": ("Felder: ", "Felder bis zum Ziel")}


@pytest.mark.parametrize("width", [60, 80])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_board_legend_says_what_the_start_label_is(lang, width):
    run = CliRunner().invoke(app, ["play", "knowledge", "--lang", lang, "--seed", "1"], input="quit\n",
                             env={"COLUMNS": str(width)})
    assert run.exit_code == 0, run.stdout[-500:]
    lines = run.stdout.splitlines()
    assert max(len(line) for line in lines) <= width
    label, said = SAID[lang]
    assert lines[[i for i, line in enumerate(lines) if line.startswith("─")][0] + 1].split()[0] == label
    first, after = LEGEND[lang]
    text = " ".join(run.stdout.split())
    legend = text[text.index(first):text.index(after)]
    assert said in legend
