"""An open page turned away by `proof --serve` because every open page's place is taken
(`connections.MAX_STREAMS` event streams) says so, and what to do: it said "not connected to
deckctl proof --serve", as when the server has ended, and never updated. A page whose server
ended still says it is not connected. In headless Chromium."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

from browser import wait_for
from deckfactory import write_deck

from deckctl.proof import connections

SAID = "document.getElementById('live').value.startsWith('not connected') && document.getElementById('live').value"


def _stream(port: int, path: str) -> socket.socket:
    """An event stream held open, as a page holds one."""
    client = socket.create_connection(("127.0.0.1", port), timeout=10)
    client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nSec-Fetch-Site: same-origin\r\n\r\n".encode())
    assert client.recv(64).startswith(b"HTTP/1.0 200")
    return client


def test_a_page_turned_away_says_too_many_pages_are_open(tmp_path, browser, live_address):
    deck = write_deck(tmp_path, "knowledge")
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", deck, "--serve", "--port", "0",
                                "--out", tmp_path / "site", "-j", "1"], cwd=tmp_path, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    held = []
    try:
        url = next(line.split()[4] for line in process.stderr if line.startswith("serving the proof at "))
        port = int(url.rsplit(":", 1)[1].strip("/"))
        browser.get(url)  # (a page open before: its stream takes one of the places)
        wait_for(browser, "document.body.dataset.connected", 20)
        first = browser.current_window_handle
        path = "/" + live_address(url).split("/", 3)[3]
        held = [_stream(port, path) for _ in range(connections.MAX_STREAMS - 1)]
        browser.switch_to.new_window("tab")
        try:
            browser.get(url)
            assert wait_for(browser, SAID, 20) == ("not connected: deckctl proof --serve has too many pages open; "
                                                   "close one and load this page again")
        finally:
            browser.close()
            browser.switch_to.window(first)
    finally:
        for client in held:
            client.close()
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
    # (the page open before, its server ended: tried again, not turned away)
    assert wait_for(browser, SAID, 20) == "not connected to deckctl proof --serve"


def test_a_page_whose_loading_was_stopped_is_not_told_too_many_pages_are_open(tmp_path, browser):
    """The stream closed by the page itself (its loading stopped: the Esc key, a headless browser's
    time limit) said "too many pages open" too, with one page open: the server is asked again."""
    deck = write_deck(tmp_path, "knowledge")
    process = subprocess.Popen([sys.executable, "-m", "deckctl", "proof", deck, "--serve", "--port", "0",
                                "--out", tmp_path / "site", "-j", "1"], cwd=tmp_path, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    try:
        url = next(line.split()[4] for line in process.stderr if line.startswith("serving the proof at "))
        browser.get(url)
        wait_for(browser, "document.body.dataset.connected", 20)
        browser.execute_script("window.stop()")
        assert wait_for(browser, SAID, 20) == "not connected to deckctl proof --serve: load this page again"
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
