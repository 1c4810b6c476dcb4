"""`proof --serve`'s log on a terminal: its lines wrap at spaces to the terminal's width (60
columns here), as every other line deckctl prints does, and after a save that brings errors it
names the first one (file:line:col, card, message, rule) and how many more there are."""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import sys
import time

from deckfactory import write_deck
from terminal import ESCAPES


class Screen:
    """What a command writes to the terminal it runs on, as lines (escapes and redraws taken off)."""

    def __init__(self, controller: int) -> None:
        self.controller, self.seen = controller, b""

    def lines(self) -> list[str]:
        text = ESCAPES.sub("", self.seen.decode("utf-8", "replace"))
        shown = [line.rstrip("\r").rsplit("\r", 1)[-1] for line in text.split("\n")]  # (a bar redrawn: its last)
        return [line for line in shown if line.strip()]

    def wait_for(self, pattern: str, seconds: float = 120) -> str:
        """The screen's lines joined as one text (wrapped lines as they were written), once
        `pattern` is in it."""
        deadline = time.monotonic() + seconds
        while True:
            joined = " ".join(line.strip() for line in self.lines())
            if re.search(pattern, joined):
                return joined
            assert time.monotonic() < deadline, self.lines()
            if select.select([self.controller], [], [], 1)[0]:
                self.seen += os.read(self.controller, 4096)


def test_the_serve_log_wraps_at_the_terminal_width_and_names_the_first_new_error(tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env.update(COLUMNS="60", TERM="xterm-256color", DECKCTL_CACHE_DIR=str(tmp_path / "cache"))
    controller, device = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", "deck", "--serve", "--port", "0",
                                "--out", "site", "-j", "1"], cwd=tmp_path, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=device, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    os.close(device)
    screen = Screen(controller)
    try:
        screen.wait_for(r"watching 1 deck")
        cards = deck / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("value: 2\n", "value: 99\n"))  # two cards out of range
        said = screen.wait_for(r"\(and 1 more new error\)")
        assert ("updated test-deck: 0 card pictures drawn, 2 errors, 2 cards showing the last good pictures" in said)
        assert ("deck/cards/cards.yaml:5:10: error: card `spider-legs`: `99` is out of range for `value` "
                "[out-of-range] (and 1 more new error)") in said
        assert all(len(line) <= 60 for line in screen.lines()), screen.lines()
        assert sum(line.startswith("    ") for line in screen.lines()) >= 3  # (the lines after a first one)
    finally:
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=30)
        os.close(controller)


def test_the_serve_log_names_the_errors_the_decks_have_when_it_starts(tmp_path):
    """As `deckctl proof` names them: the first errors, then how many and where the page shows
    them; a save names only the errors it brings (it had said nothing of these)."""
    deck = write_deck(tmp_path, "knowledge")
    cards = deck / "cards" / "cards.yaml"
    cards.write_text(cards.read_text().replace("value: 2\n", "value: 99\n", 1))
    env = {**os.environ, "DECKCTL_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", "deck", "--serve", "--port", "0",
                                "--out", "site", "-j", "1"], cwd=tmp_path, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        lines = []
        while not lines or "serving the proof at" not in lines[-1]:
            line = process.stderr.readline()
            assert line, lines
            lines.append(line)
        said = "".join(lines)
        assert ("deck/cards/cards.yaml:5:10: error: card `spider-legs`: `99` is out of range for `value` "
                "[out-of-range]") in said
        assert "1 error in the decks: shown on its card\n" in said
        assert said.index("[out-of-range]") < said.index("serving the proof at")
    finally:
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=30)
