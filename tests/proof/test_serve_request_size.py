"""`proof --serve` reads no more of a request than `connections.MAX_REQUEST_BYTES` (its line and
headers, all told): past them it answers 431 and reads nothing more. http.server alone took 100
header lines of 64 KiB each, and 64 connections sending 6.4 MB of headers apiece held the server
at 494 MB until their time was up; a browser's headers are a few KiB, and a request that size is
answered as ever."""

from __future__ import annotations

import socket

import pytest
from deckfactory import write_deck
from liveserver import started

from deckctl.proof import connections, serve


@pytest.fixture
def live(tmp_path):
    server = started(serve.Server([write_deck(tmp_path, "knowledge")], tmp_path / "site", 0, 50, 1))
    yield server
    server.close()


def _status(server, headers: bytes) -> bytes:
    """The status line of the answer to GET / sent with `headers` besides its Host."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as client:
        try:
            client.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s\r\n" % (server.port, headers))
        except ConnectionError:  # (the server answered and closed before all was sent)
            pass
        return client.makefile("rb").readline()


def test_a_request_past_the_limit_is_answered_431(live):
    line = b"X-Padding: " + b"a" * 4000 + b"\r\n"
    per_line = len(line)
    within = line * ((connections.MAX_REQUEST_BYTES - 1024) // per_line)
    assert _status(live, within).startswith(b"HTTP/1.0 200")
    beyond = line * (connections.MAX_REQUEST_BYTES // per_line + 2)  # (fewer than http.server's 100 lines)
    assert len(beyond) // per_line < 100
    assert _status(live, beyond).startswith(b"HTTP/1.0 431")
    assert _status(live, b"").startswith(b"HTTP/1.0 200")  # (and the next request is answered)
