"""What the proof's tests share: a live proof server on a small deck, and a page's view of its events."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import urllib.request

import pytest
from deckfactory import write_deck


@pytest.fixture
def served(tmp_path):
    """`proof --serve` on a small deck: (its URL, its card file, the lines it prints); ended by Ctrl-C."""
    deck = write_deck(tmp_path, "knowledge")
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", deck, "--serve", "--port", "0",
                                "--out", tmp_path / "site", "-j", "1"],
                               cwd=tmp_path, stderr=subprocess.PIPE, text=True,
                               # (SIGINT as a shell leaves it: pytest-xdist's workers ignore it, and a child inherits that)
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                               start_new_session=True)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stderr], daemon=True).start()
    url = None
    while url is None:
        line = lines.get(timeout=120)
        if line.startswith("serving the proof at "):
            url = line.split()[4]
    yield url, deck / "cards" / "cards.yaml", lines
    os.killpg(process.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the server and its workers
    assert process.wait(timeout=30) == 130  # Ctrl-C: "interrupted"


def live_address(url: str) -> str:
    """The address of the event stream the page of the server at `url` opens (its token in it)."""
    with urllib.request.urlopen(url, timeout=10) as page:
        return url + re.search(r'data-live="/([^"]*)"', page.read().decode("utf-8"))[1]


def events_of(url: str) -> queue.Queue:
    """The data of each event the server at `url` sends a page opened now; the stream is open when
    this returns."""
    events: queue.Queue = queue.Queue()
    live = live_address(url)

    def listen() -> None:
        with urllib.request.urlopen(live, timeout=60) as stream:
            for raw in stream:
                if raw.startswith(b"data: "):
                    events.put(json.loads(raw[6:]))

    threading.Thread(target=listen, daemon=True).start()
    assert events.get(timeout=30) == {"version": 0}
    return events


@pytest.fixture(name="live_address")
def live_address_fixture():
    """`live_address`, for a test: the event stream's address, as the page has it."""
    return live_address


@pytest.fixture
def page_events():
    """`events_of`, for a test: what an open page is sent."""
    return events_of


@pytest.fixture(scope="session")
def chromiums(tmp_path_factory):
    """The test process's one headless Chromium (browser.Chromiums), started when a module first
    asks for it and ended with the session."""
    from browser import Chromiums

    held = Chromiums(lambda: tmp_path_factory.mktemp("chromium-profile"))
    yield held
    held.end()


@pytest.fixture(scope="module")
def browser(chromiums):
    """A headless Chromium for a test module's browser tests (browser.py), as a new one: the
    process's one, with what the module before left in it cleared; cleared again after them."""
    yield chromiums.fresh()
    chromiums.cleared()
