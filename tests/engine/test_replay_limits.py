"""Hostile replay logs: one clear line and exit 1, never a traceback; what a log quotes is shown escaped."""

from __future__ import annotations

import io
import random

import pytest

from deckctl.core import bounded_json
from deckctl.engine import make_game
from deckctl.engine.replay import Recorder, ReplayError, parse_log, play_logged, replay
from deckctl.engine.sources import bundle_from_deck, default_deck

HEADER = '{"format": "deckctl-replay", "version": 2, "game": "knowledge"}\n'


def test_a_log_nested_thousands_deep_is_one_error(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text(HEADER + '{"step": 1, "action": ' + "[" * 5000 + "]" * 5000 + "}\n")
    result = cli("replay", log)
    assert result.exit_code == 1
    assert f"{log}: header: the log is nested more than {bounded_json.MAX_DEPTH} levels deep" in result.stderr
    assert "(line 2)" in result.stderr and "internal error" not in result.stderr


def test_a_number_of_5000_digits_is_one_error(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text(HEADER + '{"step": 1, "action": ' + "7" * 5000 + "}\n")
    result = cli("replay", log)
    assert result.exit_code == 1
    assert "holds a number 5000 digits long" in result.stderr and "(line 2)" in result.stderr
    assert "internal error" not in result.stderr


def test_millions_of_steps_are_refused_before_they_are_parsed(tmp_path):
    with pytest.raises(ReplayError, match="values; deckctl reads up to"):
        parse_log(HEADER + "{}\n" * (bounded_json.MAX_VALUES + 1))


def test_a_log_past_the_size_limit_is_not_read(cli, tmp_path):
    log = tmp_path / "game.log"
    with log.open("wb") as stream:
        stream.truncate(bounded_json.MAX_BYTES + 1)
    result = cli("replay", log)
    assert result.exit_code == 1 and "is larger than 16 MB" in result.stderr


def test_a_value_quoted_from_the_log_is_shown_escaped(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text('{"format": "deckctl-replay", "version": 2, "game": "\\u001b]0;owned\\u0007"}\n')
    result = cli("replay", log)
    assert result.exit_code == 1
    assert "\x1b" not in result.stderr and "\x07" not in result.stderr
    assert "\\x1b]0;owned\\x07" in result.stderr


def test_a_text_holding_a_unicode_line_separator_replays(monkeypatch):
    """JSON leaves U+2028 and U+0085 as they are; a log line ends at a line feed only."""
    bundle = bundle_from_deck(default_deck("knowledge"))
    game = make_game(bundle)
    state = game.new_initial_state(3)
    monkeypatch.setattr(type(state), "action_to_string", lambda self, action: f"action\u2028{action}\x85")
    out = io.StringIO()
    recorder = Recorder(out)
    recorder.header(game, 3)
    rng = random.Random(0)
    play_logged(state, lambda s: rng.choice(s.legal_actions()), recorder)
    assert "\u2028" in out.getvalue()
    final = replay(parse_log(out.getvalue()), bundle, make_game)
    assert final.is_terminal()
