"""Findings as text on a terminal are wrapped at spaces to its width (a terminal cuts a long line
inside a word: `venus` / `-moons`); piped, each finding stays one line and its hint another."""

from __future__ import annotations

import io
import sys

import pytest

from deckctl.cli.common import Format, print_diagnostics
from deckctl.core.diagnostics import Diagnostic, Severity

FINDINGS = [
    Diagnostic("decks/solar-system/cards/planets.yaml", 12, 7, "near-duplicate",
               "the question reads nearly the same as card `venus-moons`'s (94% alike): \"How many moons does "
               "Venus have?\"", severity=Severity.WARNING, card_id="mercury-moons",
               hint="reword one of them, or drop one if they ask the same thing (near-duplicate-threshold in deckctl.toml)"),
    Diagnostic("deck.yaml", 3, 5, "value-balance", "short", severity=Severity.ERROR),
]


class Terminal(io.StringIO):
    def __init__(self, terminal: bool):
        super().__init__()
        self.terminal = terminal

    def isatty(self) -> bool:
        return self.terminal


def shown(monkeypatch, terminal: bool, columns: int) -> list[str]:
    stream = Terminal(terminal)
    monkeypatch.setattr(sys, "stdout", stream)
    monkeypatch.setenv("COLUMNS", str(columns))
    print_diagnostics(FINDINGS, Format.text)
    return stream.getvalue().splitlines()


@pytest.mark.parametrize("columns", [60, 80])
def test_on_a_terminal_findings_wrap_between_words(monkeypatch, columns):
    lines = shown(monkeypatch, True, columns)
    assert all(len(line) <= columns for line in lines), "\n".join(lines)
    assert any("`venus-moons`'s" in line for line in lines)  # (whole: not broken at its hyphen)
    error, *rest = lines
    assert error == "deck.yaml:3:5: error: short [value-balance]"  # errors first, as piped
    at_hint = next(i for i, line in enumerate(rest) if line.startswith("    hint: "))
    finding, hint = rest[:at_hint], rest[at_hint:]
    assert len(finding) > 1 and all(line.startswith("    ") and line[4] != " " for line in finding[1:])
    assert len(hint) > 1 and all(line.startswith(" " * 10) and line[10] != " " for line in hint[1:])
    [_, piped, piped_hint] = shown(monkeypatch, False, columns)
    assert " ".join(line.strip() for line in finding) == piped  # the same words, only the breaks differ
    assert " ".join(line.strip() for line in hint) == piped_hint.strip()


def test_piped_each_finding_is_one_line(monkeypatch):
    lines = shown(monkeypatch, False, 60)
    assert len(lines) == 3 and lines[1].endswith("[near-duplicate]") and lines[2].startswith("    hint: reword")
