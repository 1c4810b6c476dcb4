"""`deckctl proof`'s bar on a terminal: it said `0/? decks` and `-:--:--` until the first deck was
drawn, though the decks are counted once they are found. It now shows the count from then on, and
the time left only once there is an estimate (build's columns); piped, a line a deck done, none
before the first."""

from __future__ import annotations

import os
import subprocess

from terminal import DECKCTL, ESCAPES, on_pty

from deckfactory import MANIFESTS, write_deck


def two_decks(tmp_path):
    write_deck(tmp_path / "decks", "knowledge", name="one")
    write_deck(tmp_path / "decks", "knowledge", name="two", manifest=MANIFESTS["knowledge"].replace("test-deck", "two"))


def test_the_bar_shows_the_count_once_the_decks_are_found(tmp_path):
    two_decks(tmp_path)
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS="80", TERM="xterm-256color", DECKCTL_CACHE_DIR=str(tmp_path / "cache"))
    code, seen = on_pty([str(DECKCTL), "proof", "--jobs", "1"], "stderr", subprocess.DEVNULL, env=env, cwd=tmp_path)
    frames = ESCAPES.sub("", seen.decode()).replace("\r", "\n")
    assert code == 0, frames
    assert " 0/2 decks" in frames, frames
    assert "/?" not in frames and "-:--:--" not in frames, frames


def test_piped_a_line_a_deck_done(tmp_path):
    two_decks(tmp_path)
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    said = subprocess.run([str(DECKCTL), "proof", "--jobs", "1"], capture_output=True, text=True, env=env,
                          cwd=tmp_path, stdin=subprocess.DEVNULL).stderr.splitlines()
    assert [line for line in said if line.startswith("[")] == ["[1/2] test-deck", "[2/2] two"]
