"""`proof --serve`'s server answering in a thread of its own, as the command runs it: for the tests
that talk to it over real connections."""

from __future__ import annotations

import threading


def started(server):
    """`server` (a `deckctl.proof.serve.Server`) answering until `server.close()`; returns it."""
    server.serving = threading.Thread(target=server.http.serve_forever, daemon=True)
    server.serving.start()
    return server
