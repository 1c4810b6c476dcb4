"""`proof --serve` takes connections as deckctl/proof/connections.py says: a client that goes away
prints nothing, a connection that sends nothing is closed after a while, only so many are handled
at once, and an open page's event stream lives on past that while."""

from __future__ import annotations

import socket
import struct
import threading

import pytest
from deckfactory import write_deck

from deckctl.proof import connections, serve

LIMIT = 4


@pytest.fixture
def live(tmp_path, monkeypatch):
    monkeypatch.setattr(connections, "MAX_CONNECTIONS", LIMIT)
    monkeypatch.setattr(connections, "TIMEOUT", 0.5)
    monkeypatch.setattr(serve, "KEEP_ALIVE", 0.1)
    server = serve.Server([write_deck(tmp_path, "knowledge")], tmp_path / "site", 0, 50, 1)
    server.serving = threading.Thread(target=server.http.serve_forever, daemon=True)
    server.serving.start()
    yield server
    server.close()


def _connect(server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=30)


def _get(server, path: str = "/") -> bytes:
    """The status line of the answer to GET `path`."""
    with _connect(server) as client:
        client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        return client.makefile("rb").readline()


def _handlers_done() -> None:
    """Wait until no connection of the server is being handled any more."""
    for thread in threading.enumerate():
        if "process_request_thread" in thread.name:
            thread.join(timeout=30)


def test_a_client_that_goes_away_mid_answer_prints_nothing(live, monkeypatch, capsys):
    page = b"x" * 32_000_000  # (more than both ends' socket buffers: the answer is still being written)
    monkeypatch.setattr(live, "page", lambda: page)
    for _ in range(3):
        client = _connect(live)
        client.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n\r\n".encode())
        assert client.recv(1)  # the answer has started
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close = reset
        client.close()
    _handlers_done()
    assert capsys.readouterr().err == ""
    assert _get(live).startswith(b"HTTP/1.0 200")


def test_idle_connections_are_bounded_and_closed_after_the_timeout(live):
    idle = [_connect(live) for _ in range(LIMIT)]
    assert _get(live).startswith(b"HTTP/1.0 503")  # (no thread started for it)
    for client in idle:
        assert client.recv(1) == b""  # closed by the server, having sent nothing
        client.close()
    _handlers_done()
    assert _get(live).startswith(b"HTTP/1.0 200")


def test_an_event_stream_outlives_the_timeout(live):
    with _connect(live) as client:
        client.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n\r\n".encode())
        stream = client.makefile("rb")
        assert stream.readline().startswith(b"HTTP/1.0 200")
        comments = 0
        while comments < 10:  # ten KEEP_ALIVEs: twice TIMEOUT
            line = stream.readline()
            assert line, "the server closed the event stream"
            comments += line == b": still here\n"
