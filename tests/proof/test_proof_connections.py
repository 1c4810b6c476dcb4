"""`proof --serve` takes connections as deckctl/proof/connections.py says: a client that goes away
prints nothing, a connection that does not send its request in time is closed, idle ones give way
to requests, only so many are handled at once (one more answered 503), and open pages' event
streams have places of their own and live on past that time."""

from __future__ import annotations

import select
import socket
import struct
import threading
import time

import pytest
from deckfactory import write_deck
from liveserver import started

from deckctl.proof import connections, serve

LIMIT = 4


@pytest.fixture
def live(tmp_path, monkeypatch):
    monkeypatch.setattr(connections, "MAX_CONNECTIONS", LIMIT)
    monkeypatch.setattr(connections, "MAX_STREAMS", LIMIT)
    monkeypatch.setattr(connections, "HEADER_TIMEOUT", 0.5)
    monkeypatch.setattr(connections, "TIMEOUT", 0.5)
    monkeypatch.setattr(serve, "KEEP_ALIVE", 0.1)
    server = started(serve.Server([write_deck(tmp_path, "knowledge")], tmp_path / "site", 0, 50, 1))
    yield server
    server.close()


def _connect(server) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=30)


def _ask(server, path: str = "/") -> socket.socket:
    """A connection that has sent GET `path`."""
    client = _connect(server)
    client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
    return client


def _events(server) -> str:
    """The event stream's path, as the page opens it (with the server's token)."""
    return f"{serve.EVENTS}?token={server.token}"


def _get(server, path: str = "/") -> bytes:
    """The status line of the answer to GET `path`."""
    with _ask(server, path) as client:
        return client.makefile("rb").readline()


def _head(client: socket.socket) -> list[bytes]:
    """The status line and headers of the answer on `client`."""
    answer = client.makefile("rb")
    lines = [answer.readline()]
    while lines[-1] not in (b"\r\n", b""):
        lines.append(answer.readline())
    return lines


def _held(server, state: str, count: int) -> None:
    """Wait until the server holds `count` connections in `state`."""
    for _ in range(3000):
        with server.http.holding:
            if sum(held.state == state for held in server.http.held.values()) == count:
                return
        time.sleep(0.01)
    raise AssertionError(f"the server never held {count} connections {state}")


def _closed(client: socket.socket, seconds: float = 30) -> bool:
    """Whether the server closes `client` (having sent nothing) within `seconds`."""
    if not select.select([client], [], [], seconds)[0]:
        return False
    try:
        return client.recv(1) == b""
    except ConnectionResetError:  # (closed while a byte it sent was on its way)
        return True


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


def test_idle_connections_give_way_to_a_request(live):
    live.http.header_timeout = 60  # (none is closed for its time here)
    idle = [_connect(live) for _ in range(LIMIT + 2)]
    _held(live, "waiting", LIMIT)
    assert _get(live).startswith(b"HTTP/1.0 200")  # (the old server answered 503 until they timed out)
    assert all(_closed(client) for client in idle[:3])  # the oldest were closed to make room
    _held(live, "waiting", LIMIT - 1)
    for client in idle:
        client.close()


def test_a_connection_that_does_not_send_its_request_in_time_is_closed(live):
    idle = [_connect(live) for _ in range(LIMIT)]
    assert all(_closed(client) for client in idle)  # having sent nothing
    trickling = _connect(live)
    trickling.sendall(b"GET / HTTP/1.1\r\n")
    for _ in range(200):  # a byte of its headers every 50 ms, each well within TIMEOUT: 10 s in all
        if select.select([trickling], [], [], 0.05)[0]:
            break
        try:
            trickling.sendall(b"X")
        except OSError:  # (closed)
            break
    assert _closed(trickling, 0)
    for client in [*idle, trickling]:
        client.close()
    _handlers_done()
    assert _get(live).startswith(b"HTTP/1.0 200")


def test_when_every_place_is_answering_one_more_is_answered_503(live, monkeypatch):
    go_on = threading.Event()
    page = live.page
    monkeypatch.setattr(live, "page", lambda: go_on.wait(30) and page())
    asking = [_ask(live) for _ in range(LIMIT)]
    _held(live, "answering", LIMIT)
    with _connect(live) as refused:
        head = _head(refused)
    assert head[0].startswith(b"HTTP/1.0 503")
    assert {b"Retry-After: 1\r\n", b"Cross-Origin-Resource-Policy: same-origin\r\n"} <= set(head)
    go_on.set()
    for client in asking:
        assert _head(client)[0].startswith(b"HTTP/1.0 200")
        client.close()


def test_open_pages_cannot_take_the_places_of_requests(live):
    streams = [_ask(live, _events(live)) for _ in range(LIMIT)]
    _held(live, "streaming", LIMIT)
    assert _get(live).startswith(b"HTTP/1.0 200")  # (the old server had no place left: 503)
    with _ask(live, _events(live)) as refused:  # one page more than MAX_STREAMS
        head = _head(refused)
    assert head[0].startswith(b"HTTP/1.0 503") and b"Retry-After: 1\r\n" in head
    streams.pop().close()
    _held(live, "streaming", LIMIT - 1)
    with _ask(live, _events(live)) as stream:
        assert _head(stream)[0].startswith(b"HTTP/1.0 200")
    for client in streams:
        client.close()


def test_an_event_stream_outlives_the_timeout(live):
    with _connect(live) as client:
        client.sendall(f"GET {_events(live)} HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n\r\n".encode())
        stream = client.makefile("rb")
        assert stream.readline().startswith(b"HTTP/1.0 200")
        comments = 0
        while comments < 10:  # ten KEEP_ALIVEs: twice TIMEOUT
            line = stream.readline()
            assert line, "the server closed the event stream"
            comments += line == b": still here\n"
