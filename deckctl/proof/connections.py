"""How `proof --serve` takes connections: a thread each, but only so many at once, none of them
kept waiting for ever, and a client that goes away is no error to print.

http.server's threading server starts a thread for every connection and lets it wait for its
request as long as the client likes: idle sockets pile up threads until none can be started. And
a client that closes its end while the answer is written (a tab closed, a picture no longer
wanted) printed a traceback on the server's terminal.
"""

from __future__ import annotations

import sys
import threading
from http.server import ThreadingHTTPServer

MAX_CONNECTIONS = 64  # at once: a browser opens six per host, and every open page keeps one (its event stream)
TIMEOUT = 30.0  # s a connection may keep its thread waiting for its request, or for a write to go through
_BUSY = b"HTTP/1.0 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"


class BoundedHTTPServer(ThreadingHTTPServer):
    """A ThreadingHTTPServer that handles at most `MAX_CONNECTIONS` connections at once (one more
    is answered 503 at once and closed) and is silent about clients that went away or stalled.
    Its handler should set `timeout = TIMEOUT`: a socket operation that waits longer ends the
    connection (an event stream writes every few seconds, so it is never idle that long)."""

    daemon_threads = True

    def __init__(self, address, handler):
        super().__init__(address, handler)
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)

    def process_request(self, request, client_address) -> None:
        if not self.slots.acquire(blocking=False):
            _turn_away(request)
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:  # (no thread started: the slot is not taken)
            self.slots.release()
            raise

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return  # the client closed its end, or kept the server waiting past TIMEOUT: nothing to report
        super().handle_error(request, client_address)


def _turn_away(request) -> None:
    """Tell a connection over the limit to come back later, without waiting for it."""
    try:
        request.setblocking(False)
        request.send(_BUSY)
    except OSError:
        pass


__all__ = ["MAX_CONNECTIONS", "TIMEOUT", "BoundedHTTPServer"]
