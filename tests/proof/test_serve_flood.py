"""`proof --serve` with every connection place held by sockets that send nothing (a local program's,
a browser's many tabs): the page is still served at once, and the open pages still get their
updates, the one opened before the flood and one opened after it."""

from __future__ import annotations

import json
import queue
import socket
import threading
import urllib.request

from deckctl.proof import connections


def _listen(url: str) -> queue.Queue:
    """The data of each event the server sends a page opened now; the stream is open when this returns."""
    events: queue.Queue = queue.Queue()

    def listen() -> None:
        with urllib.request.urlopen(url + "events", timeout=60) as stream:
            for raw in stream:
                if raw.startswith(b"data: "):
                    events.put(json.loads(raw[6:]))

    threading.Thread(target=listen, daemon=True).start()
    assert events.get(timeout=30) == {"version": 0}
    return events


def test_idle_sockets_do_not_lock_the_page_out(served):
    url, cards, _ = served
    port = int(url.rsplit(":", 1)[1].strip("/"))
    before = _listen(url)
    idle = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(connections.MAX_CONNECTIONS + 36)]
    try:
        # (the old server answered 503 until the idle sockets had kept it waiting 30 s)
        with urllib.request.urlopen(url, timeout=10) as page:
            assert page.status == 200 and b'data-live="/events"' in page.read()
            assert (page.headers["Cross-Origin-Resource-Policy"], page.headers["X-Frame-Options"]) == ("same-origin", "DENY")
        after = _listen(url)
        cards.write_text(cards.read_text().replace("back: Blue.", "back: Blue like the sea."))
        for events in (before, after):
            update = events.get(timeout=30)
            assert any("Blue like the sea." in part["html"] for part in update["parts"])
    finally:
        for client in idle:
            client.close()
