"""A page closed while its event stream is quiet gives the stream's place back at once: the server
had noticed only when a write to it failed, after up to two keep-alive intervals (15 s each), and
meanwhile a page opened at the cap (`connections.MAX_STREAMS`) was turned away. Here the interval
is an hour: the places come back only if the close itself is seen. The streams left open still
get their news, without waiting for a keep-alive."""

from __future__ import annotations

import os
import queue
import socket

import pytest
from deckfactory import write_deck
from liveserver import started

from deckctl.proof import connections, serve


@pytest.fixture
def live(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(serve, "KEEP_ALIVE", 3600.0)
    server = started(serve.Server([write_deck(tmp_path, "knowledge")], tmp_path / "site", 0, 50, 1))
    yield server
    server.close()


def _open(server) -> tuple[socket.socket, object]:
    """A page's event stream: the connection, and its reader past the answer's headers."""
    client = socket.create_connection(("127.0.0.1", server.port), timeout=60)
    client.sendall(f"GET {server.live} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
    reader = client.makefile("rb")
    status = reader.readline()
    while reader.readline() not in (b"\r\n", b""):
        pass
    return client, (status, reader)


def _event(reader) -> bytes:
    lines = [reader.readline()]
    while lines[-1] not in (b"\n", b""):
        lines.append(reader.readline())
    return b"".join(lines)


def _streaming(server) -> int:
    with server.http.holding:
        return sum(1 for held in server.http.held.values() if held.state == connections.STREAMING)


def test_closed_pages_give_their_stream_places_back_at_once(live, monkeypatch):
    given_back: queue.Queue = queue.Queue()  # (each stream's connection, as the server lets go of its place)
    let_go = live.http._let_go

    def noted(request) -> None:
        with live.http.holding:
            streaming = request in live.http.held and live.http.held[request].state == connections.STREAMING
        let_go(request)
        if streaming:
            given_back.put(request)

    monkeypatch.setattr(live.http, "_let_go", noted)
    pages = []
    try:
        for _ in range(connections.MAX_STREAMS):
            client, (status, reader) = _open(live)
            assert status.startswith(b"HTTP/1.0 200") and _event(reader).startswith(b"event: hello\n")
            pages.append((client, reader))
        client, (status, reader) = _open(live)
        assert status.startswith(b"HTTP/1.0 503")  # (every place taken)
        client.close()
        closed, pages = pages[:3], pages[3:]
        for client, reader in closed:
            reader.close()
            client.close()
        for _ in closed:  # (the old server: not before a write to them failed, here an hour or two)
            given_back.get(timeout=120)
        assert _streaming(live) == connections.MAX_STREAMS - 3 and len(live.listeners) == connections.MAX_STREAMS - 3
        for _ in closed:
            client, (status, reader) = _open(live)
            assert status.startswith(b"HTTP/1.0 200") and _event(reader).startswith(b"event: hello\n")
            pages.append((client, reader))
        client, (status, reader) = _open(live)
        assert status.startswith(b"HTTP/1.0 503")
        client.close()
        # The pages still open are woken by news, every one of them.
        cards = live.site.decks[0].path / "cards" / "cards.yaml"
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        live.update(0, {os.path.realpath(cards)})
        for _, reader in pages:
            news = _event(reader)
            assert news.startswith(b"event: deck\n") and b"Blue like the sea." in news
    finally:
        for client, reader in pages:
            reader.close()
            client.close()
