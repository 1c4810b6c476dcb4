"""Every refusal of a `--bundle FILE` (play, simulate, replay) is a finding on the file, as an
unreadable one is and as replay's refusals of a log are: `FILE:line:col: error: ... [bad-bundle]`
where the place is known (JSON, its limits), else `FILE: error: ... [bad-bundle]`, with a hint
where there is one, exit 1. They were `deckctl: error: FILE ...`."""

from __future__ import annotations

import json

import pytest

from deckctl.engine.sources import bundle_from_deck, default_deck
from deckctl.export.bundle import content_hash

FROM_EXPORT = "    hint: export the deck again (`deckctl export bundle`), or check where the file came from\n"
COMMANDS = [("play", "knowledge", "--seed", "1"), ("simulate", "knowledge", "--games", "1", "--jobs", "1")]


def refused(cli, command, path) -> str:
    result = cli(*command, "--bundle", path)
    assert result.exception is None and (result.exit_code, result.stdout) == (1, "")
    assert "deckctl: error" not in result.stderr
    return result.stderr


def good_bundle() -> dict:
    return bundle_from_deck(default_deck("knowledge"))


def written(tmp_path, bundle: dict, rehash: bool = True):
    if rehash:
        bundle["sha256"] = content_hash(bundle)
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps(bundle), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", COMMANDS)
def test_not_json_is_named_by_line_and_column_with_a_hint(cli, tmp_path, command):
    path = tmp_path / "bundle.json"
    path.write_text('{"format":\n  oops}')
    assert refused(cli, command, path) == (f"{path}:2:3: error: not JSON: expecting value [bad-bundle]\n"
                                           + FROM_EXPORT)


def test_bytes_that_are_not_utf8_are_the_whole_file(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_bytes(b"\xff\xfe{}")
    stderr = refused(cli, COMMANDS[0], path)
    assert stderr.startswith(f"{path}: error: not JSON: ") and stderr.endswith(f" [bad-bundle]\n{FROM_EXPORT}")


def test_a_limit_is_named_by_its_place(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text('{"format": "deckctl-bundle",\n"x": ' + "[" * 5000 + "]" * 5000 + "}")
    stderr = refused(cli, COMMANDS[1], path)
    assert stderr.startswith(f"{path}:2:") and ": error: the bundle is nested more than " in stderr
    assert stderr.endswith(f"[bad-bundle]\n{FROM_EXPORT}")


def test_json_that_is_not_a_bundle(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text("[1, 2]")
    assert refused(cli, COMMANDS[0], path) == (
        f'{path}: error: not a deckctl bundle (no `"format": "deckctl-bundle"`) [bad-bundle]\n')


def test_another_format_version(cli, tmp_path):
    bundle = good_bundle()
    bundle["format_version"] = 9
    assert refused(cli, COMMANDS[0], written(tmp_path, bundle)) == (
        f"{tmp_path / 'bundle.json'}: error: bundle format version 9; this deckctl reads version 1 "
        "(export the deck again with this deckctl) [bad-bundle]\n")


def test_a_wrong_hash(cli, tmp_path):
    bundle = good_bundle()
    bundle["deck"]["title"] += " (edited)"
    assert refused(cli, COMMANDS[1], written(tmp_path, bundle, rehash=False)) == (
        f"{tmp_path / 'bundle.json'}: error: changed after export: its sha256 does not match its content "
        "(export the deck again instead of editing the bundle) [bad-bundle]\n")


def test_a_schema_violation(cli, tmp_path):
    bundle = good_bundle()
    bundle["cards"][0]["surprise"] = 1
    stderr = refused(cli, COMMANDS[0], written(tmp_path, bundle))
    assert stderr.startswith(f"{tmp_path / 'bundle.json'}: error: does not match the bundle schema at cards/0/")
    assert stderr.endswith(" in all) [bad-bundle]\n")


def test_a_deck_check(cli, tmp_path):
    bundle = good_bundle()
    bundle["deck"]["title"] += "\x07"
    stderr = refused(cli, COMMANDS[0], written(tmp_path, bundle))
    assert stderr.startswith(f"{tmp_path / 'bundle.json'}: error: refused at deck/title: the text holds a "
                             "control character (U+0007 BEL); a deck is refused for it too")
    assert stderr.endswith(" [bad-bundle]\n")


def test_replay_names_its_bundle_the_same_way(cli, tmp_path):
    path = tmp_path / "bundle.json"
    path.write_text("[1, 2]")
    log = tmp_path / "game.jsonl"
    log.write_text(json.dumps({"format": "deckctl-replay", "version": 2, "game": "knowledge",
                               "bundle_sha256": "0" * 64, "seed": 1, "options": {}}) + "\n", encoding="utf-8")
    result = cli("replay", log, "--bundle", path)
    assert result.exit_code == 1
    assert f'{path}: error: not a deckctl bundle (no `"format": "deckctl-bundle"`) [bad-bundle]' in result.stderr
    assert "deckctl: error" not in result.stderr
