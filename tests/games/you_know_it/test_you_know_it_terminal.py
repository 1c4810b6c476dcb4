"""`deckctl play you-know-it` on a real (pseudo-)terminal: the keyboard is handed to each player,
their answer and prediction never appear on the screen, and the screen is cleared before the next
player. (The scripted path is in test_you_know_it_ui.py.)"""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

DECKCTL = Path(sys.executable).parent / "deckctl"
CLEAR = "\x1b[2J"


class Screen:
    """The terminal's side of a pseudo-terminal: what the program wrote, and a keyboard."""

    def __init__(self, fd: int):
        self.fd = fd
        self.seen = ""

    def wait_for(self, text: str) -> str:
        """Everything written up to and including `text` (the test fails if it never comes)."""
        deadline = time.monotonic() + 30  # a guard against a hang, not a measured time
        while text not in self.seen and time.monotonic() < deadline:
            if select.select([self.fd], [], [], 0.5)[0]:
                try:
                    self.seen += os.read(self.fd, 4096).decode("utf-8", "replace")
                except OSError:  # the program has ended
                    break
        assert text in self.seen, f"never shown: {text!r}; the screen got {self.seen[-400:]!r}"
        end = self.seen.index(text) + len(text)
        written, self.seen = self.seen[:end], self.seen[end:]
        return written

    def type(self, line: str) -> None:
        os.write(self.fd, (line + "\n").encode())


def test_each_player_gets_the_keyboard_types_unseen_and_leaves_a_cleared_screen():
    keyboard, program = pty.openpty()
    env = {**os.environ, "COLUMNS": "60", "LINES": "40", "TERM": "xterm", "NO_COLOR": "1"}
    process = subprocess.Popen([str(DECKCTL), "play", "you-know-it", "--players", "2", "--seed", "3"],
                               stdin=program, stdout=program, stderr=program, env=env, start_new_session=True)
    os.close(program)
    screen = Screen(keyboard)
    try:
        screen.wait_for("Pass the keyboard to P2, then P2 presses Enter. ")
        screen.type("")
        screen.wait_for("P2, your answer (secret until the reveal): ")
        screen.type("zebra-crossing")
        screen.wait_for("P2, how many of the 2 players will be right (0-2)? ")
        screen.type("2")
        between = screen.wait_for("Pass the keyboard to P1, then P1 presses Enter. ")
        assert "zebra-crossing" not in between and "2\r\n" not in between  # nothing echoed
        assert CLEAR in between  # P2's part of the screen is gone before P1 sits down
        assert "question 1 of 5" in between.split(CLEAR)[-1]  # and the question is shown again
        screen.type("quit")
        rest = screen.wait_for("left unfinished")
        assert "zebra-crossing" not in rest
        process.wait(timeout=30)
    finally:
        process.kill()
        os.close(keyboard)
