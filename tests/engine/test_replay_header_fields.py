"""Every field of a replay log's header is checked for its kind before anything uses it: a wrong one
is named by the log's file:line and the field, in deckctl's words (not Python's `argument after **
must be a mapping`), exit 1; an error of a step names that step's line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


def written(tmp_path: Path, lines: list[dict]) -> Path:
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_the_log_as_written_replays(cli, tmp_path, logged):
    result = cli("replay", written(tmp_path, logged))
    assert result.exit_code == 0, result.stderr


DEEP = [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]


@pytest.mark.parametrize(("field", "value"), [
    ("options", [1]), ("options", None), ("options", "strategic"), ("options", {"max_rounds": DEEP}),
    ("options", {"players": None}), ("options", {"hard": {"a": 1}}),
    ("game", [1]), ("game", None), ("game", 7),
    ("bundle_sha256", 5), ("bundle_sha256", "abc"), ("bundle_sha256", None),
    ("seed", "5"), ("seed", True), ("seed", None), ("seed", 1.5), ("seed", DEEP),
    ("deck", {"id": "x"}), ("deck", 10 ** 99),
    ("language", 5), ("language", "en\u001b[2J"), ("language", ["en"]),
    ("bots", [1]), ("bots", "random"), ("bots", {"kind": "random", "skill": "high", "seats": [0]}),
    ("bots", {"kind": "random", "skill": 0.5, "seats": [None]}),
])
@pytest.mark.parametrize("version", [1, 2])
def test_a_field_of_the_wrong_kind_is_named_with_its_line(cli, tmp_path, logged, field, value, version):
    lines = [dict(line) for line in logged]
    lines[0] = {**lines[0], "version": version, field: value}
    log = written(tmp_path, lines)
    result = cli("replay", log)
    assert result.exception is None and result.exit_code == 1
    assert result.stderr.startswith(f"{log}:1:1: error: header: ") and result.stderr.count("\n") == 1, result.stderr
    assert f"`{field}`" in result.stderr and "\x1b" not in result.stderr
    assert "argument after" not in result.stderr and "None" not in result.stderr and len(result.stderr) < 400


@pytest.mark.parametrize("field", ["game", "bundle_sha256", "seed", "options"])
def test_a_header_without_a_field_every_log_has_is_refused(cli, tmp_path, logged, field):
    lines = [dict(line) for line in logged]
    lines[0] = {key: value for key, value in lines[0].items() if key != field}
    log = written(tmp_path, lines)
    result = cli("replay", log)
    assert result.exit_code == 1 and result.stderr.startswith(f"{log}:1:1: error: header: the header has no `{field}`")


def test_a_step_is_named_by_its_line(cli, tmp_path, logged):
    lines = [dict(line) for line in logged]
    lines[3] = {**lines[3], "action": -1}
    log = written(tmp_path, lines)
    log.write_text(log.read_text("utf-8").replace("\n", "\n\n", 1), encoding="utf-8")  # (a blank line 2)
    result = cli("replay", log)
    assert result.exit_code == 1 and result.stderr.startswith(f"{log}:5:1: error: step 3: "), result.stderr
