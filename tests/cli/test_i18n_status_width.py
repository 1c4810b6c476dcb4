"""`deckctl i18n status` on a terminal fits its width (60 columns and up): the counts wrap between
figures, never inside a word; piped, each deck and language stays one line for scripts."""

from __future__ import annotations

import subprocess

from terminal import DECKCTL, on_terminal

from deckfactory import DECKS

# Two starter decks with names of different lengths (the columns are padded to the longest): the
# whole of decks/ read its 3,300 catalog entries three times over for the same lines.
STARTERS = [str(DECKS / "iknow-starter"), str(DECKS / "you-know-it-starter")]


def test_the_counts_wrap_between_figures_at_60_columns_and_stay_on_one_line_at_100(tmp_path):
    narrow = on_terminal(["i18n", "status", *STARTERS], 60, tmp_path)
    wide = on_terminal(["i18n", "status", *STARTERS], 100, tmp_path)
    assert all(len(line) <= 60 for line in narrow), "\n".join(narrow)
    assert " ".join(narrow).split() == " ".join(wide).split()  # the same words: none cut or broken
    assert len(narrow) > len(wide) and all(line.endswith(" obsolete") for line in wide), "\n".join(wide)
    piped = subprocess.run([str(DECKCTL), "i18n", "status", *STARTERS], capture_output=True, text=True,
                           env={"COLUMNS": "60", "PATH": ""}, cwd=tmp_path).stdout.splitlines()
    assert [" ".join(line.split()) for line in piped] == [" ".join(line.split()) for line in wide]
