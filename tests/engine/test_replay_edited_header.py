"""A replay log's header edited after the game (its digest is not the one kept with the first step)
is refused naming what was edited, at that field's line and column: the fields deckctl can know
the recorded value of (bundle, game, deck, language, version, the options' defaults) are put back
until the header has its recorded digest; the seed, which nothing records but the steps, is named
when the steps do not replay with it, and `bots` when they do. Before, every such refusal said
"check its seed and options", whatever had changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

SHA = "e" * 64


def replayed(cli, tmp_path: Path, logged: list[dict], **edits):
    header = {**logged[0], **edits}
    header = {key: value for key, value in header.items() if value is not None}
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in [header, *logged[1:]]), encoding="utf-8")
    result = cli("replay", path)
    assert result.exception is None and result.exit_code == 1 and result.stdout == ""
    return path, result.stderr


def place(path: Path, field: str) -> str:
    """`FILE:1:COL: error: header: `, COL the column of the header's key `field`."""
    return f"{path}:1:{path.read_text(encoding='utf-8').index(json.dumps(field)) + 1}: error: header: "


LEAD = "this header is not the one the steps were recorded under"


@pytest.mark.parametrize(("edits", "named", "said", "hint"), [
    ({"deck": "another-deck"}, "deck",
     '`deck` says "another-deck", the game was recorded with "knowledge-starter"', '"deck": "knowledge-starter"'),
    ({"language": "de"}, "language", '`language` says "de", the game was recorded with "en"', '"language": "en"'),
    ({"game": "iknow"}, "game", '`game` says "iknow", the game was recorded with "knowledge"', '"game": "knowledge"'),
    ({"bundle_sha256": SHA}, "bundle_sha256", "`bundle_sha256` says eeeeeeeeeeee..., the game was recorded with",
     '"bundle_sha256": "'),
    ({"deckctl": "0.0.1"}, "deckctl", '`deckctl` says "0.0.1", the game was recorded with', '"deckctl": '),
    ({"state_digest": 1}, "state_digest", "`state_digest` says 1, the game was recorded with 2", '"state_digest": 2'),
    ({"comment": "mine"}, "comment", "`comment` was added (the game was recorded without it)", "without `comment`"),
    ({"version": 1, "deck": "x"}, "version",
     '`version` says 1, the game was recorded with 2; `deck` says "x", the game was recorded with', '"version": 2'),
])
def test_an_edited_field_deckctl_can_know_is_named_with_what_it_was(cli, tmp_path, logged, edits, named, said, hint):
    path, err = replayed(cli, tmp_path, logged, **edits)
    assert err.startswith(place(path, named) + LEAD), err
    assert f"its seed and options are as recorded, but {said}" in err
    assert "hint: put the header back as recorded (" + hint in err and "check its seed" not in err


@pytest.mark.parametrize(("option", "value", "was"), [("max_rounds", 50, "100"), ("strategic", True, "false")])
def test_an_edited_option_is_named_and_the_seed_is_said_to_be_as_recorded(cli, tmp_path, logged, option, value, was):
    options = {**logged[0]["options"], option: value}
    path, err = replayed(cli, tmp_path, logged, options=options)
    assert err.startswith(place(path, "options") + LEAD)
    assert f"its seed is as recorded, but `options.{option}` says {json.dumps(value)}, the game was recorded with {was}" in err
    assert f'"options": {json.dumps(logged[0]["options"])}' in err  # (the hint: the options as recorded)


def test_an_edited_seed_is_named_by_the_steps_it_does_not_replay(cli, tmp_path, logged):
    path, err = replayed(cli, tmp_path, logged, seed=6)
    assert err.startswith(place(path, "seed") + LEAD)
    assert "its seed and options do not replay the steps (at step 1, the log has chance outcome" in err
    assert "but seed 6 gives" in err and "as recorded, but" not in err


def test_edited_bots_are_named_as_what_the_steps_do_not_check(cli, tmp_path, logged):
    path, err = replayed(cli, tmp_path, logged, bots={**logged[0]["bots"], "seats": [1]})
    assert err.startswith(place(path, "bots") + LEAD)
    assert "its seed and options replay every step, so the edit is in what the steps do not check: `bots`" in err


def test_a_header_that_matches_neither_its_digest_nor_the_bundle_says_both(cli, tmp_path, logged):
    path, err = replayed(cli, tmp_path, logged, game="iknow", seed=6)
    assert err.startswith(place(path, "bundle_sha256") + LEAD)
    assert "and it does not match this bundle either" in err and "check its `game`, `deck`" in err


def test_a_game_edited_into_one_without_an_engine_is_named_as_the_edit(cli, tmp_path, logged):
    path, err = replayed(cli, tmp_path, logged, game="chess")
    assert err.startswith(place(path, "game") + LEAD)
    assert '`game` says "chess", the game was recorded with "knowledge"' in err and "[replay-differs]" in err
    path, err = replayed(cli, tmp_path, logged, game="chess", seed=6)  # (not found: the seed is unknown)
    assert err == f"{place(path, 'game')}`chess` is not a game with an engine [bad-replay-log]\n"


def test_the_option_named_seed_is_not_taken_for_the_header_s_seed(tmp_path):
    from deckctl.engine.replay import _key_columns

    line = '{"options": {"seed": 1}, "seed": 5}'
    assert _key_columns(line) == {"options": 2, "seed": line.rindex('"seed"') + 1}
    assert _key_columns("[1]") == {} and _key_columns('{"a": }') == {"a": 2}  # (the keys before a fault)
