"""Ctrl-C whose exception Python dropped still ends `proof --serve`. A signal's handler runs in
whatever the main thread is running; where that is a callback Python calls from C (a finaliser, a
weakref's), what the handler raises is dropped, and the stop is only noted. The server waited for a
save with no timeout, so it never looked at the note and ran on (a CI run's teardown waited 30 s for
it). It now looks at least once a second (serve.STOP_CHECK)."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading

from deckfactory import write_deck

# The server run as `python -m deckctl` runs it, and a thread that, once told to, notes a Ctrl-C as
# the handler does when the exception it raises is dropped (appended to the stops, nothing raised).
SERVER = """
import os, signal, sys, threading, time
from deckctl.core import signals

def note_a_dropped_ctrl_c(trigger):
    while not os.path.exists(trigger):
        time.sleep(0.05)
    signals._stops.append(signal.SIGINT)

threading.Thread(target=note_a_dropped_ctrl_c, args=(sys.argv[1],), daemon=True).start()
sys.argv = ["deckctl", *sys.argv[2:]]
from deckctl.__main__ import main
main()
"""


def test_a_ctrl_c_whose_exception_was_dropped_ends_the_server(tmp_path):
    deck = write_deck(tmp_path, "knowledge")
    trigger = tmp_path / "stop-now"
    process = subprocess.Popen([sys.executable, "-c", SERVER, trigger, "proof", deck, "--serve", "--port", "0",
                                "--out", tmp_path / "site", "-j", "1"],
                               cwd=tmp_path, stderr=subprocess.PIPE, text=True, start_new_session=True)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stderr], daemon=True).start()
    try:
        while not lines.get(timeout=120).startswith("serving the proof at "):
            pass
        trigger.write_text("")
        assert process.wait(timeout=20) == 130  # interrupted, as by a Ctrl-C that raised
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
