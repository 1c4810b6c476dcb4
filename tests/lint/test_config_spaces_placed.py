"""A deckctl.toml's problems are placed at their keys in time that grows with the file, not faster.
The keys had been found by regular expressions that backtrack on a run of spaces: a blank line of
3,000 spaces (valid TOML) beside one misspelt setting took `lint` 8 s of CPU, a 64 KiB file of
them hours, in a pull request's CI. Run in a process of its own, so the old code fails the test by
its time limit instead of hanging the suite."""

from __future__ import annotations

import subprocess
import sys

import pytest

from deckctl.lint.config import MAX_CONFIG_BYTES, load_config

RULES = ["near-duplicate", "whitespace", "missing-source"]

_PLACES = """
import sys
from pathlib import Path
from deckctl.lint.config import load_config
found = load_config(Path(sys.argv[1]), ["near-duplicate", "whitespace", "missing-source"]).diagnostics
print(";".join(f"{d.line}:{d.col}" for d in found))
"""


def places_in_a_process(path) -> str:
    done = subprocess.run([sys.executable, "-c", _PLACES, str(path)], capture_output=True, text=True, timeout=60,
                          check=True)
    return done.stdout.strip()


@pytest.mark.parametrize("spaces", [
    " " * (MAX_CONFIG_BYTES // 2),  # a blank line
    '"""\n[' + " " * (MAX_CONFIG_BYTES // 2) + 'x\n"""',  # a header left open, inside a multi-line string
])
def test_a_long_run_of_spaces_does_not_hold_up_placing_a_problem(tmp_path, spaces):
    path = tmp_path / "deckctl.toml"
    blank_or_string = spaces if spaces.startswith(" ") else "[notes]\nnote = " + spaces
    path.write_text(f'{blank_or_string}\n[lint]\ndisable = ["no-such-rule"]\n', encoding="utf-8")
    line = 3 + blank_or_string.count("\n")
    assert places_in_a_process(path) == f"{line}:1"


def test_many_problems_are_each_placed_at_their_own_line(tmp_path):
    rules = [f"rule-{n}" for n in range(500)]
    path = tmp_path / "deckctl.toml"
    path.write_text("[lint.severity]\n" + "".join(f'  "{rule}" = "error"\n' for rule in rules), encoding="utf-8")
    found = load_config(path, RULES).diagnostics
    shown = [d for d in found if "is not a rule" in d.message]
    assert [(d.line, d.col) for d in shown] == [(number, 3) for number in range(2, 2 + len(shown))]
    assert len(shown) >= 100
