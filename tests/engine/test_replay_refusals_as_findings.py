"""`replay` refuses a log in the words every command uses for an error in a file: `LOG:line:col:
error: message [code]`, its hint on the next line (it printed `LOG:line: message`, without
`error:`, unlike validate, lint, diff and import)."""

from __future__ import annotations

import json
import re
from pathlib import Path

# How validate prints a finding (deckctl.report.text_lines).
FINDING = re.compile(r"^(?P<place>.+?)(:\d+:\d+)?: error: (?P<message>.+) \[(?P<code>[a-z-]+)\]$")


def _written(tmp_path: Path, lines: list[dict]) -> Path:
    log = tmp_path / "game.jsonl"
    log.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return log


def test_a_step_that_differs_is_an_error_at_its_line(cli, tmp_path, logged):
    lines = [dict(line) for line in logged]
    lines[3]["digest"] = "0" * 16
    log = _written(tmp_path, lines)
    result = cli("replay", log)
    assert result.exit_code == 1
    assert result.stderr == (f"{log}:4:1: error: step 3: the state after this step differs from the recorded one "
                             "[replay-differs]\n")


def test_a_line_that_is_not_json_is_an_error_with_its_column_and_hint(cli, tmp_path, logged):
    log = tmp_path / "game.jsonl"
    log.write_text(json.dumps(logged[0]) + '\n{"step": 1, "action": }\n', encoding="utf-8")
    result = cli("replay", log)
    assert result.exit_code == 1
    first, hint = result.stderr.splitlines()
    assert FINDING.match(first) and first.startswith(f"{log}:2:23: error: not JSON: "), first
    assert hint.startswith("    hint: replay a log as `deckctl play --log` wrote it")


def test_a_header_of_another_game_and_a_file_of_no_log_are_errors(cli, tmp_path, logged):
    # (a version 1 log, which keeps no header digest: with one, the edit is named, test_replay_edited_header)
    first = {key: value for key, value in logged[1].items() if key != "header_digest"}
    log = _written(tmp_path, [{**logged[0], "version": 1, "game": "chess"}, first, *logged[2:]])
    result = cli("replay", log)
    assert result.exit_code == 1
    column = log.read_text(encoding="utf-8").index('"game"') + 1
    assert result.stderr == f"{log}:1:{column}: error: header: `chess` is not a game with an engine [bad-replay-log]\n"
    log.write_text("{}\n", encoding="utf-8")  # no place to name in it: the whole file
    result = cli("replay", log)
    assert result.exit_code == 1
    match = FINDING.match(result.stderr.rstrip("\n"))
    assert match and match["place"] == str(log) and match["code"] == "bad-replay-log", result.stderr


def test_a_chance_outcome_written_as_a_fraction_is_refused_as_a_players_is(cli, tmp_path, logged):
    """`7.0` equals the outcome 7 in Python, but no rule takes it: at a chance step it had reached
    the game's lists as an index, an internal error (exit 70); a player's step refused it already."""
    assert logged[1]["player"] == "chance"
    for action in (float(logged[1]["action"]), 7.0, True):
        lines = [dict(line) for line in logged]
        lines[1]["action"] = action
        log = _written(tmp_path, lines)
        result = cli("replay", log)
        assert (result.exit_code, result.exception) == (1, None), result.stderr
        shown = json.dumps(action)
        assert result.stderr == (f"{log}:2:1: error: step 1: illegal action {shown}: an action is a whole number "
                                 "[replay-differs]\n"), result.stderr
