"""`proof --serve` and pages of other sites: a browser tells where a request comes from
(Sec-Fetch-Site, Origin), and the server answers only its own page and the user. Another site's
page holding `<img src="http://127.0.0.1:PORT/events">` 34 times took every event stream's place,
and the proof's own page got 503."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request

import pytest

from deckctl.proof import connections


def _status(url: str, headers: dict[str, str]) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as refused:
        return refused.code


def test_another_sites_page_cannot_take_the_event_streams(served, page_events):
    url, cards, _ = served
    port = url.rsplit(":", 1)[1].strip("/")
    other_sites = [{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image"},
                   {"Sec-Fetch-Site": "same-site", "Origin": "http://127.0.0.1:3000"},  # another local server
                   {"Origin": "http://attacker.example"}, {"Origin": "null"},
                   {"Host": f"attacker.example:{port}"}]  # (a name that points here: DNS rebinding)
    for headers in other_sites * (connections.MAX_STREAMS // 2):
        assert _status(url + "events", headers) == 403, headers
    for path in ("", "index.html", "cards/" + "0" * 64 + ".svg"):
        assert _status(url + path, {"Sec-Fetch-Site": "cross-site"}) == 403
    # the page itself, and the address typed or a bookmark, as before
    assert _status(url, {"Sec-Fetch-Site": "none", "Sec-Fetch-Dest": "document"}) == 200
    assert _status(url.replace("127.0.0.1", "localhost"), {"Sec-Fetch-Site": "same-origin",
                                                           "Origin": f"http://localhost:{port}"}) == 200
    events = page_events(url)  # (every stream's place was taken by then)
    cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
    assert any("Blue like the sea." in part["html"] for part in events.get(timeout=30)["parts"])


@pytest.mark.parametrize("headers", [{"Sec-Fetch-Site": "cross-site"}, {"Origin": "http://attacker.example"}])
def test_the_refusal_says_what_to_do(served, headers):
    url, _, _ = served
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10)
    assert refused.value.code == 403
    assert refused.value.read().startswith(b"forbidden: the proof is served to its own page only")
    assert refused.value.headers["Cross-Origin-Resource-Policy"] == "same-origin"


def _raw_status(url: str, request: bytes) -> bytes:
    """The status line the server answers `request`, sent as it is (http.client sends one Host)."""
    port = int(url.rsplit(":", 1)[1].strip("/"))
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(request)
        return connection.makefile("rb").readline().rstrip()


def test_a_request_naming_another_host_too_is_refused(served):
    """Two Host headers, the server's own first: http.server's `headers.get` took the first and
    served the page (200); a proxy or a cache on the way may go by the other."""
    url, _, _ = served
    own = url.removeprefix("http://").strip("/").encode()
    for hosts in ([own, b"attacker.example"], [b"attacker.example", own], [own, own], []):
        request = b"GET / HTTP/1.1\r\n" + b"".join(b"Host: " + host + b"\r\n" for host in hosts) + b"\r\n"
        assert _raw_status(url, request).split()[1] == b"403", hosts
    assert _raw_status(url, b"GET / HTTP/1.1\r\nHost: " + own + b"\r\n\r\n").split()[1] == b"200"
