"""Hostile replay logs: one clear line and exit 1, never a traceback; what a log quotes is shown escaped."""

from __future__ import annotations

import io
import json
import random

import pytest

from deckctl.core import bounded_json
from deckctl.engine import make_game
from deckctl.engine.replay import MAX_LOG_LINES, Recorder, ReplayError, parse_log, play_logged, replay
from deckctl.engine.sources import bundle_from_deck, default_deck

HEADER = '{"format": "deckctl-replay", "version": 2, "game": "knowledge"}\n'


def test_a_log_nested_thousands_deep_is_one_error(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text(HEADER + '{"step": 1, "action": ' + "[" * 5000 + "]" * 5000 + "}\n")
    result = cli("replay", log)
    assert result.exit_code == 1
    assert f"{log}:2:86: error: the line is nested more than {bounded_json.MAX_DEPTH} levels deep" in result.stderr
    assert "header" not in result.stderr and "internal error" not in result.stderr


def test_a_number_of_5000_digits_is_one_error(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text(HEADER + '{"step": 1, "action": ' + "7" * 5000 + "}\n")
    result = cli("replay", log)
    assert result.exit_code == 1
    assert f"{log}:2:23: error: the line holds a number 5000 digits long" in result.stderr
    assert "    hint: replay a log as `deckctl play --log` wrote it" in result.stderr
    assert "internal error" not in result.stderr


@pytest.mark.parametrize(("tail", "line", "col", "message"), [
    # a number too long, or nesting too deep, on a step's line was reported as the header's
    ('{"step": 1}\n' * 4 + '{"step": ' + "5" * 101 + "}\n", 6, 10,
     "the line holds a number 101 digits long; deckctl reads numbers of up to 100 digits"),
    ('{"step": 1}\n' * 4 + '{"step": 5, "action": ' + "[" * 70 + "]" * 70 + "}\n", 6, 86,
     f"the line is nested more than {bounded_json.MAX_DEPTH} levels deep"),
    # a text before it on the line counts as written, not as the two quotes it is measured as
    ('{"text": "r\u00e9d \\" \u00fc", "step": ' + "5" * 101 + "}\n", 2, 30, "the line holds a number 101 digits long"),
    # json's message broke off at its place ("Unterminated string starting at")
    ('{"step": 1}\n{"step": 2, "text": "red mo', 3, 21, "not JSON: unterminated string; "
                                                      "the log ends inside this line: it was cut short"),
    ('{"step": 1}\n{"step": 2, "action": }\n{"step": 3}\n', 3, 23, "not JSON: expecting value"),
])
def test_a_line_that_cannot_be_read_is_named_with_its_column_and_a_whole_reason(tail, line, col, message):
    with pytest.raises(ReplayError) as caught:
        parse_log(HEADER + tail)
    assert (caught.value.line, caught.value.col) == (line, col)
    assert str(caught.value).startswith(message) and caught.value.hint


def test_the_header_line_is_named_as_such():
    with pytest.raises(ReplayError, match=r"^the header holds a number 101 digits long") as caught:
        parse_log('{"format": "deckctl-replay", "seed": ' + "1" * 101 + "}\n")
    assert (caught.value.line, caught.value.col) == (1, 38)


def test_millions_of_steps_are_refused_before_they_are_parsed(tmp_path):
    with pytest.raises(ReplayError, match="^the log holds about .* values; deckctl reads up to") as caught:
        parse_log(HEADER + "[" + "{}," * bounded_json.MAX_VALUES + "{}]\n")
    assert caught.value.hint


def test_a_log_of_blank_lines_is_refused_by_its_count_of_lines(monkeypatch):
    """16 MiB of blank lines had taken 3 s and 213 MB to be found to hold no steps: deckctl writes
    no blank line, and a log of more lines than MAX_LOG_LINES is past the count of values already
    unless they are blank."""
    monkeypatch.setattr(bounded_json, "check_limits", None)  # (refused before the JSON is measured)
    with pytest.raises(ReplayError, match=f"^the log holds 50,002 lines; deckctl reads up to {MAX_LOG_LINES:,}"):
        parse_log(HEADER + "\n" * (MAX_LOG_LINES + 1))
    assert MAX_LOG_LINES * 5 <= bounded_json.MAX_VALUES


def test_a_cli_error_names_the_logs_line_and_column_and_gives_a_hint(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text(HEADER + '{"step": 1, "action": }\n')
    result = cli("replay", log)
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [f"{log}:2:23: error: not JSON: expecting value [bad-replay-log]",
                                          "    hint: replay a log as `deckctl play --log` wrote it: this one was cut "
                                          "short, edited or written by something else"]


def test_a_log_past_the_size_limit_is_not_read(cli, tmp_path):
    log = tmp_path / "game.log"
    with log.open("wb") as stream:
        stream.truncate(bounded_json.MAX_BYTES + 1)
    result = cli("replay", log)
    assert result.exit_code == 1 and "is larger than 16 MB" in result.stderr


def test_a_value_quoted_from_the_log_is_shown_escaped(cli, tmp_path):
    log = tmp_path / "game.log"
    log.write_text('{"format": "deckctl-replay", "version": 2, "game": "\\u001b]0;owned\\u0007", '
                   f'"bundle_sha256": "{"0" * 64}", "seed": 1, "options": {{}}}}\n')
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


@pytest.mark.parametrize("step", [
    {"step": 10 ** 99},
    {"step": 1, "player": "x" * 5000, "action": 1},
    {"step": 1, "player": "chance", "action": [1] * 2000},
])
def test_values_quoted_from_a_step_are_cut_short(step):
    bundle = bundle_from_deck(default_deck("knowledge"))
    header = {"format": "deckctl-replay", "version": 1, "game": "knowledge", "bundle_sha256": bundle["sha256"],
              "seed": 1, "options": {}}
    with pytest.raises(ReplayError) as caught:
        replay(parse_log(json.dumps(header) + "\n" + json.dumps(step) + "\n"), bundle, make_game)
    assert "…" in str(caught.value) and len(str(caught.value)) < 200


def test_options_quoted_from_the_header_are_cut_short():
    bundle = bundle_from_deck(default_deck("knowledge"))
    header = {"format": "deckctl-replay", "version": 1, "game": "knowledge", "bundle_sha256": bundle["sha256"],
              "seed": 1, "options": {"max_rounds": "x" * 5000}}
    with pytest.raises(ReplayError) as caught:
        replay(parse_log(json.dumps(header) + "\n"), bundle, make_game)
    assert str(caught.value).startswith('header: the options {"max_rounds": "xxx') and len(str(caught.value)) < 300
