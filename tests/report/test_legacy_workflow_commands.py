"""GitHub Actions' runner also acts on the legacy `##[command]` (`##[add-mask]abc`, `##[error]...`),
found anywhere in a line (actions/runner: ActionCommand.TryParse), and on `::` after any white space
at a line's start, a no-break space too: no output of deckctl that a CI log reads passes either on
from a card's text (deckctl.core.workflow_commands)."""

from __future__ import annotations

import json
import re

import pytest

from deckctl import report
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.workflow_commands import inert, inert_json
from deckfactory import VALID_CARDS, knowledge_bundle_with_fronts, write_deck

PLANTED = "The colour ##[add-mask]abc\n\u00a0::error file=x::pwned\n##[set-output name=x]y"


def acted_on(output: str) -> list[str]:
    """The lines of `output` the runner would take for a workflow command."""
    return [line for line in output.splitlines() if "##[" in line or re.match(r"\s*::", line)]


def test_inert_escapes_the_first_character_of_each_command():
    assert inert(PLANTED) == ("The colour \\x23#[add-mask]abc\n\u00a0\\x3a:error file=x::pwned\n"
                              "\\x23#[set-output name=x]y")
    assert inert(inert(PLANTED)) == inert(PLANTED) and inert("a # [b] ::c") == "a # [b] ::c"
    assert json.loads(inert_json(json.dumps("###[error]x"))) == "###[error]x"


@pytest.mark.parametrize("fmt", ["text", "json", "sarif"])
def test_no_report_carries_a_command(fmt):
    finding = Diagnostic("cards/a.yaml", 2, 3, "unknown-key", f"unknown key `{PLANTED}`",
                         severity=Severity.ERROR, card_id="a", hint="##[error]hint")
    assert not acted_on(report.render([finding], fmt))


def test_github_annotations_carry_no_legacy_command():
    finding = Diagnostic("cards/##[error]a.yaml", 2, 3, "unknown-key", f"unknown key `{PLANTED}`",
                         severity=Severity.ERROR, card_id="a")
    [line] = report.render([finding], "github").splitlines()
    assert line.startswith("::error file=") and "##[" not in line and "\\x23#[add-mask]abc" in line


def test_play_piped(cli, tmp_path):
    path = knowledge_bundle_with_fronts(tmp_path, PLANTED)
    result = cli("play", "knowledge", "--bundle", path, "--seed", "1", "--bots", "1")
    assert result.exception is None, result.stderr
    assert "\\x23#[add-mask]abc" in result.stdout and not acted_on(result.stdout)


def _decks(tmp_path):
    old = write_deck(tmp_path, name="old")
    changed = VALID_CARDS["knowledge"].replace("front: The colour of fresh grass.", f"front: {json.dumps(PLANTED)}")
    new = write_deck(tmp_path, cards=changed, name="new")
    return old, new


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_diff(cli, tmp_path, fmt):
    old, new = _decks(tmp_path)
    result = cli("diff", old, new, "--format", fmt)
    assert "add-mask" in result.stdout and not acted_on(result.stdout), result.stdout


def test_textconv(cli, tmp_path):
    _, new = _decks(tmp_path)
    result = cli("diff", "--textconv", new / "cards" / "cards.yaml")
    assert "add-mask" in result.stdout and not acted_on(result.stdout), result.stdout


def test_simulate_and_validate_findings(cli, tmp_path):
    cards = VALID_CARDS["knowledge"].replace("  value: green", f"  value: green\n  {json.dumps(PLANTED)}: 1")
    deck = write_deck(tmp_path, cards=cards)
    for command in (("simulate", "knowledge", "--deck", deck, "--games", "2"), ("validate", deck)):
        result = cli(*command)
        assert result.exit_code == 1 and "add-mask" in result.stdout + result.stderr, (command, result.stdout)
        assert not acted_on(result.stdout + "\n" + result.stderr), command
    result = cli("validate", deck, "--format", "github")  # (an annotation is a command of deckctl's own)
    assert "add-mask" in result.stdout and "##[" not in result.stdout
