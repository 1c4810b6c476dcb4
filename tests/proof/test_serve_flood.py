"""`proof --serve` with every connection place held by sockets that send nothing (a local program's,
a browser's many tabs): the page is still served at once, and the open pages still get their
updates, the one opened before the flood and one opened after it."""

from __future__ import annotations

import socket
import urllib.request

from deckctl.proof import connections


def test_idle_sockets_do_not_lock_the_page_out(served, page_events):
    url, cards, _ = served
    port = int(url.rsplit(":", 1)[1].strip("/"))
    before = page_events(url)
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(connections.MAX_CONNECTIONS + 36)]
    try:
        # (the old server answered 503 until the idle sockets had kept it waiting 30 s)
        with urllib.request.urlopen(url, timeout=10) as page:
            assert page.status == 200 and b'data-live="/events?token=' in page.read()
            assert (page.headers["Cross-Origin-Resource-Policy"], page.headers["X-Frame-Options"]) == ("same-origin", "DENY")
        after = page_events(url)
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        for events in (before, after):
            update = events.get(timeout=30)
            assert any("Blue like the sea." in part["html"] for part in update["parts"])
    finally:
        for client in idle:
            client.close()
