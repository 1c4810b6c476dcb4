"""`proof --serve` answers HEAD as it answers GET, status and headers, without the body: a
browser, `curl -I` or a link checker asking had been answered 501. Every refusal stays as for GET
(another Host, another site's page, the event stream without its token, every stream's place
taken), and a HEAD of the event stream takes no stream's place once answered."""

from __future__ import annotations

import http.client
import re
import socket

import pytest
from deckfactory import write_deck
from liveserver import started

from deckctl.proof import connections, serve


@pytest.fixture
def live(tmp_path, monkeypatch):
    monkeypatch.setenv("DECKCTL_CACHE_DIR", str(tmp_path / "cache"))
    server = started(serve.Server([write_deck(tmp_path, "knowledge")], tmp_path / "site", 0, 50, 1))
    yield server
    server.close()


def _ask(server, method: str, path: str, headers: dict[str, str]) -> tuple[int, list[tuple[str, str]], bytes]:
    """Status, headers (but Date) and body of the answer to `method path`; an event stream's body
    is its first event."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request(method, path, headers=headers)
        answer = connection.getresponse()
        kept = [(name, value) for name, value in answer.getheaders() if name != "Date"]
        if answer.getheader("Content-Type") == "text/event-stream" and answer.getheader("Content-Length") is None:
            lines = [answer.fp.readline()] if method == "GET" else []
            while lines and lines[-1] not in (b"\n", b""):
                lines.append(answer.fp.readline())
            return answer.status, kept, b"".join(lines)
        return answer.status, kept, answer.read()
    finally:
        connection.close()


def _streaming(server) -> int:
    with server.http.holding:
        return sum(1 for held in server.http.held.values() if held.state == connections.STREAMING)


def test_head_of_the_event_stream_gives_its_place_back_once_answered(live):
    with socket.create_connection(("127.0.0.1", live.port), timeout=30) as client:
        client.sendall(f"HEAD {live.live} HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n\r\n".encode())
        answer = b""
        while chunk := client.recv(4096):  # (to the server's end of the connection: its place is given back before)
            answer += chunk
    assert answer.startswith(b"HTTP/1.0 200") and answer.endswith(b"\r\n\r\n")
    assert b"Content-Type: text/event-stream\r\n" in answer
    assert _streaming(live) == 0


def test_head_is_answered_as_get_without_the_body(live):
    own = {"Host": f"127.0.0.1:{live.port}"}
    page = _ask(live, "GET", "/", own)[2].decode("utf-8")
    picture = "/" + re.search(r'src="(cards/[0-9a-f]{64}\.svg)', page)[1]
    asked = [("/", own), ("/index.html", own), (picture, own), ("/cards/" + "0" * 64 + ".svg", own),
             ("/nothing", own), ("/", {"Host": f"attacker.example:{live.port}"}),
             ("/", {**own, "Sec-Fetch-Site": "cross-site"}), ("/", {**own, "Origin": "http://attacker.example"}),
             (serve.EVENTS, own), (serve.EVENTS + "?token=" + "A" * 43, own),
             (serve.EVENTS + "?token=" + "A" * 43, {**own, "Sec-Fetch-Site": "same-origin"}), (live.live, own)]
    statuses = []
    for path, headers in asked:
        status, got, body = _ask(live, "GET", path, headers)
        head = _ask(live, "HEAD", path, headers)
        assert head == (status, got, b""), (path, headers)  # (the old server: 501 to each)
        assert body, (path, headers)
        statuses.append(status)
    assert statuses == [200, 200, 200, 404, 404, 403, 403, 403, 403, 403, 200, 200]
    assert dict(_ask(live, "HEAD", live.live, own)[1])["Content-Type"] == "text/event-stream"


def test_head_of_the_event_stream_is_turned_away_when_every_place_is_taken(live):
    held = []
    try:
        for _ in range(connections.MAX_STREAMS):
            client = socket.create_connection(("127.0.0.1", live.port), timeout=30)
            client.sendall(f"GET {live.live} HTTP/1.1\r\nHost: 127.0.0.1:{live.port}\r\n\r\n".encode())
            assert client.recv(64).startswith(b"HTTP/1.0 200")
            held.append(client)
        own = {"Host": f"127.0.0.1:{live.port}"}
        status, headers, body = _ask(live, "GET", live.live, own)
        assert status == 503 and body.startswith(b"busy: too many pages are open")
        assert _ask(live, "HEAD", live.live, own) == (503, headers, b"")
        assert _ask(live, "HEAD", "/", own)[0] == 200  # (pages and pictures have places of their own)
    finally:
        for client in held:
            client.close()

