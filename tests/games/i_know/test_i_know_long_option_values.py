"""A replay log's header holds the options a game is rebuilt with: a value of 100,000 characters
there (I know!'s `levels`) is quoted in the refusal shortened, on one line, as every option is."""

from __future__ import annotations

import json

import pytest

from deckctl.engine import OptionError
from deckctl.games.i_know.rules import _parse_levels


def test_levels_too_long_are_quoted_shortened():
    with pytest.raises(OptionError) as refused:
        _parse_levels("Z" * 100_000, 2)
    message = str(refused.value)
    assert len(message) < 200 and "got `ZZZ" in message and "…`" in message


def test_replay_of_a_log_whose_levels_are_huge_says_so_in_one_short_line(cli, tmp_path):
    from deckctl.engine.sources import bundle_from_deck, default_deck

    bundle = bundle_from_deck(default_deck("i-know"))
    header = {"format": "deckctl-replay", "version": 1, "game": "i-know", "bundle_sha256": bundle["sha256"],
              "deck": "i-know-starter", "seed": 1,
              "options": {"players": 2, "levels": "Z" * 100_000, "max_rounds": 100}}
    log = tmp_path / "game.jsonl"
    log.write_text(json.dumps(header) + "\n", encoding="utf-8")
    run = cli("replay", log)
    assert run.exception is None and run.exit_code == 1
    assert len(run.stderr) < 400 and run.stderr.count("\n") == 1, run.stderr
    assert "levels must be one letter A-D" in run.stderr


def test_an_action_of_the_wrong_kind_is_quoted_shortened():
    from deckctl.engine import make_game
    from deckctl.engine.sources import bundle_from_deck, default_deck

    for game_id in ("i-know", "iknow", "knowledge", "wissens-spektrum", "you-know-it"):
        game = make_game(bundle_from_deck(default_deck(game_id)))
        reason = game.new_initial_state(1).illegal_reason("x" * 100_000)
        assert reason.startswith("an action is a whole number, not `xxx") and len(reason) < 120, (game_id, reason)
