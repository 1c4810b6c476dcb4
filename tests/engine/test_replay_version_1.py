"""Version 1 replay logs keep no digest of their header. Saying `"version": 1` used to skip the
header check, so any edit of a version 2 log's header passed; now a first step's header digest is
checked whatever the version, and a version 1 header's fields are held to what else tells them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckctl.engine.replay import QUIT_RESULT, VERSION_1_FIELDS
from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.export.bundle import bundle_bytes


def version_1(logged: list[dict], **edits) -> list[dict]:
    """The log as version 1 wrote it: its header's fields only, no header digest."""
    header = {key: value for key, value in logged[0].items() if key in VERSION_1_FIELDS}
    first = {key: value for key, value in logged[1].items() if key != "header_digest"}
    return [{**header, "version": 1, **edits}, first, *logged[2:]]


def replayed(cli, tmp_path: Path, lines: list[dict], *options):
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path, cli("replay", path, *options)


@pytest.mark.parametrize(("edit", "named"), [({"seed": 6}, "seed"), ({"deck": "another-deck"}, "version"),
                                             ({"language": "de"}, "version"),
                                             ({"bots": {"kind": "knowledgeable", "skill": 1, "seats": [0]}}, "bots"),
                                             ({}, "version")])
def test_a_version_2_log_labelled_version_1_is_checked_by_its_header_digest(cli, tmp_path, logged, edit, named):
    lines = [{**logged[0], "version": 1, **edit}, *logged[1:]]
    log, result = replayed(cli, tmp_path, lines)
    assert result.exit_code == 1
    # (named at the column of the first field the refusal names: see test_replay_edited_header)
    column = log.read_text(encoding="utf-8").index(f'"{named}"') + 1
    assert result.stderr.startswith(f"{log}:1:{column}: error: header: this header is not the one the steps were "
                                    "recorded under")


@pytest.mark.parametrize("header", [{}, {"language": "en"}, {"deck": ""}])
def test_a_version_1_log_replays(cli, tmp_path, logged, header):
    _, result = replayed(cli, tmp_path, version_1(logged, **header))
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize(("edit", "said"), [
    ({"deck": "another-deck"}, "`deck` says \"another-deck\", but the bundle it was recorded with is deck "
                               "`knowledge-starter`, so the header was edited after the game"),
    ({"language": "de"}, "`language` says \"de\", but the bundle it was recorded with is in `en`"),
    ({"bots": {"kind": "knowledgeable", "skill": 1, "seats": [0]}},
     "a version 1 log has no `bots` (it came with version 2), so the header was edited"),
    ({"played_by": "me"}, "a version 1 log has no `played_by`, so the header was edited"),
])
def test_a_version_1_field_nothing_else_confirms_is_refused(cli, tmp_path, logged, edit, said):
    bundle = tmp_path / "bundle.json"  # (the deck folder would be played in the log's language)
    bundle.write_bytes(bundle_bytes(bundle_from_deck(default_deck("knowledge"))))
    log, result = replayed(cli, tmp_path, version_1(logged, **edit), "--bundle", bundle)
    assert result.exit_code == 1 and result.stderr.startswith(f"{log}:1:1: error: header: {said}"), result.stderr


def test_a_version_1_seed_or_options_edit_is_caught_at_step_1(cli, tmp_path, logged):
    options = {**logged[0]["options"], "hard": True}
    log, result = replayed(cli, tmp_path, version_1(logged, options=options))
    assert result.exit_code == 1 and result.stderr.startswith(f"{log}:2:1: error: step 1: the state after this step differs")
    assert "check the header's seed and options" in result.stderr


@pytest.mark.parametrize("version", [1, 2])
def test_a_step_without_its_digest_is_refused(cli, tmp_path, logged, version):
    lines = version_1(logged) if version == 1 else [dict(line) for line in logged]
    lines[1] = {key: value for key, value in lines[1].items() if key != "digest"}
    lines[5] = {key: value for key, value in lines[5].items() if key != "digest"}
    log, result = replayed(cli, tmp_path, lines)
    assert result.exit_code == 1 and result.stderr.startswith(f"{log}:2:1: error: step 1: the step has no `digest`")


def test_a_version_1_log_cannot_end_in_a_quit(cli, tmp_path, logged):
    lines = version_1(logged)[:10] + [{"result": QUIT_RESULT}]
    log, result = replayed(cli, tmp_path, lines)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{log}:11:1: error: result: a version 1 log cannot end with the players quitting")
