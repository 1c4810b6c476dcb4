"""Messages fitted to the terminal they go to, at 60 columns. An error on stderr was wrapped at the
width of stdout (shutil.get_terminal_size), 80 when stdout was redirected, and the terminal cut
its words (`cards/2/f`/`ront`); replay's refusals were not wrapped at all; proof's bar cut a
deck's name to 7 characters (`knowled…`) and left two spaces where the time left was empty."""

from __future__ import annotations

import json
import os
import subprocess

from terminal import DECKCTL, ESCAPES, on_pty, on_terminal

from deckfactory import MANIFESTS, write_deck

COLUMNS = 60


def plain_env(tmp_path, **extra) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("CI", "COLUMNS")}
    return {**env, "TERM": "xterm-256color", "DECKCTL_CACHE_DIR": str(tmp_path / "cache"), **extra}


def fits(lines: list[str], one_line: str) -> None:
    """Each line within the terminal, and together the words of the message unbroken."""
    assert len(lines) > 1 and all(len(line) <= COLUMNS for line in lines), lines
    assert lines[1].startswith("    ")
    assert " ".join(line.strip() for line in lines) == one_line


def test_an_error_fits_the_terminal_of_stderr_when_stdout_is_redirected(tmp_path):
    (tmp_path / "the-bundle-from-last-week.json").write_text("{}")
    command = [str(DECKCTL), "play", "knowledge", "--bundle", "the-bundle-from-last-week.json"]
    code, seen = on_pty(command, "stderr", subprocess.DEVNULL, columns=COLUMNS, env=plain_env(tmp_path),
                        cwd=tmp_path, stdin=subprocess.DEVNULL)
    assert code == 1
    lines = ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines()
    fits(lines, 'the-bundle-from-last-week.json: error: not a deckctl bundle '
                '(no `"format": "deckctl-bundle"`) [bad-bundle]')


def test_an_error_fits_the_terminal_of_stderr_when_stdout_is_piped(tmp_path):
    (tmp_path / "the-bundle-from-last-week.json").write_text("{}")
    command = [str(DECKCTL), "play", "knowledge", "--bundle", "the-bundle-from-last-week.json"]
    code, seen = on_pty(command, "stderr", columns=COLUMNS, env=plain_env(tmp_path), cwd=tmp_path,
                        stdin=subprocess.DEVNULL)
    assert code == 1
    lines = ESCAPES.sub("", seen.decode()).replace("\r", "").splitlines()
    assert len(lines) > 1 and all(len(line) <= COLUMNS for line in lines), lines


def test_replay_refusals_are_wrapped_and_still_escaped(tmp_path):
    log = "a-game-of-knowledge\x1b[31m-played-last-night.jsonl"
    (tmp_path / log).write_text(json.dumps({"format": "deckctl-replay"}) + "\n")
    lines = on_terminal(["replay", log], COLUMNS, tmp_path, expect=1, stream="stderr")
    fits(lines, "a-game-of-knowledge\\x1b[31m-played-last-night.jsonl:1:1: error: header: log version null; "
                "this deckctl reads versions 1, 2 [bad-replay-log]")


def test_replay_refusals_stay_one_line_when_piped(tmp_path):
    log = "a-game-of-knowledge-played-last-night.jsonl"
    (tmp_path / log).write_text(json.dumps({"format": "deckctl-replay"}) + "\n")
    result = subprocess.run([str(DECKCTL), "replay", log], cwd=tmp_path, capture_output=True, text=True,
                            env=plain_env(tmp_path, COLUMNS=str(COLUMNS)))
    assert result.returncode == 1
    assert result.stderr == f"{log}:1:1: error: header: log version null; this deckctl reads versions 1, 2 [bad-replay-log]\n"


def test_the_proof_bar_gives_a_deck_name_the_room_and_single_spaces(tmp_path):
    name = "a-deck-with-a-long-name"
    write_deck(tmp_path / "decks", "knowledge", name=name, manifest=MANIFESTS["knowledge"].replace("test-deck", name))
    command = [str(DECKCTL), "proof", "--jobs", "1", "--out", "site"]
    code, seen = on_pty(command, "stderr", subprocess.DEVNULL, env=plain_env(tmp_path, COLUMNS=str(COLUMNS)),
                        cwd=tmp_path)
    frames = ESCAPES.sub("", seen.decode()).replace("\r", "\n")
    assert code == 0, frames
    bars = [line.rstrip() for line in frames.splitlines() if line.startswith("proof ")]
    assert any(bar.endswith(f" 1/1 decks {name}") for bar in bars), bars
    assert not any("  " in bar for bar in bars), bars


def test_simulates_timing_line_fits_the_terminal_of_stderr(tmp_path):
    """simulate's closing line on stderr was fitted to standard output's width (80 when redirected);
    build's notes on stderr were too."""
    command = [str(DECKCTL), "simulate", "knowledge", "--games", "3", "--jobs", "1"]
    code, seen = on_pty(command, "stderr", subprocess.DEVNULL, columns=30, env=plain_env(tmp_path), cwd=tmp_path,
                        stdin=subprocess.DEVNULL)
    assert code == 0
    closing = ESCAPES.sub("", seen.decode()).replace("\r", "\n").rstrip().rsplit("games in", 1)
    assert len(closing) == 2, seen
    lines = (closing[0].splitlines()[-1] + "games in" + closing[1]).splitlines()  # (the bar's frames before it)
    assert len(lines) > 1 and all(len(line) <= 30 for line in lines), lines
