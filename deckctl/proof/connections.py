"""How `proof --serve` takes connections: a thread each, but only so many at once, idle ones given
up first, none of them kept waiting for ever, and a client that goes away is no error to print.

http.server's threading server starts a thread for every connection and lets it wait for its
request as long as the client likes: idle sockets pile up threads until none can be started. Had
they only a limit, 64 sockets that send nothing (a program's, a browser's speculative ones) would
hold every place and lock the page out until they time out. So a connection is held in one of
three states:

- waiting: it has not yet sent its whole request line and headers. It has `HEADER_TIMEOUT`
  seconds all told to do so (a client sending a byte now and then is closed all the same), and
  when every place is taken the oldest waiting connection is closed to make room for a new one:
  a page's request, sent as soon as it connects, is never the one given up.
- answering: its request is in; it keeps its place until it is answered, a socket operation
  waiting at most `TIMEOUT` (an answer the client does not read).
- streaming: an open page's event stream, which lives as long as the page. Streams have places
  of their own (`MAX_STREAMS`), so open pages cannot take those of page and picture requests.

Only when every place is taken by a request being answered is a new connection turned away: 503
with Retry-After, at once. And a client that closes its end while the answer is written (a tab
closed, a picture no longer wanted) printed a traceback on the server's terminal: it is silent.
"""

from __future__ import annotations

import http.client
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MAX_CONNECTIONS = 64  # waiting or being answered at once: a browser opens six per host
# A request's line and headers, all told (the server reads no body). A browser's are a few KiB and
# at most 256 KiB (Chromium's own limit); http.server alone took 100 header lines of 64 KiB each,
# so 64 connections sending 6.4 MB of headers apiece held the server at 494 MB until their time
# was up. Past it: 431, and nothing more is read.
MAX_REQUEST_BYTES = 256 * 1024
MAX_STREAMS = 32  # event streams open at once (one each open page), besides those
HEADER_TIMEOUT = 10.0  # s a connection has to send its request line and headers, all told
TIMEOUT = 30.0  # s a socket operation may wait once the request is in (a write the client does not read)
RETRY_AFTER = 1  # s, in a 503's Retry-After
_BUSY_TEXT = b"busy: every connection is in use; try again in a moment\n"
# (with the server's own headers: another site may learn nothing from this answer either, nor frame it)
_BUSY = (b"HTTP/1.0 503 Service Unavailable\r\nRetry-After: %d\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n"
         b"Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nCross-Origin-Resource-Policy: same-origin\r\n"
         b"X-Frame-Options: DENY\r\nConnection: close\r\n\r\n%s" % (RETRY_AFTER, len(_BUSY_TEXT), _BUSY_TEXT))

WAITING, ANSWERING, STREAMING = "waiting", "answering", "streaming"


class _Held:
    """A connection the server handles: its state, and since when it is in it."""

    __slots__ = ("since", "state")

    def __init__(self, since: float, state: str) -> None:
        self.since, self.state = since, state


class BoundedHTTPServer(ThreadingHTTPServer):
    """A ThreadingHTTPServer that holds connections as this module says, with the limits its
    constants had when it was made. Its handler should be a `Handler`: that tells the server when
    a request is in, and an event stream asks for its place with `stream`."""

    daemon_threads = True
    # (connections the system accepts before the server takes them: with socketserver's 5 a burst,
    # as a page's pictures or idle sockets, overflowed it and a connection waited a second or more)
    request_queue_size = 128

    def __init__(self, address, handler):
        super().__init__(address, handler)
        self.limit, self.streams, self.header_timeout = MAX_CONNECTIONS, MAX_STREAMS, HEADER_TIMEOUT
        self.held: dict[socket.socket, _Held] = {}  # (in the order they came: the first waiting is the oldest)
        self.holding = threading.Lock()

    def process_request(self, request, client_address) -> None:
        with self.holding:
            taken = sum(1 for held in self.held.values() if held.state != STREAMING)
            room = taken < self.limit or self._give_up(next((sock for sock, held in self.held.items()
                                                             if held.state == WAITING), None))
            if room:
                self.held[request] = _Held(time.monotonic(), WAITING)
        if not room:
            _turn_away(request)
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:  # (no thread started: the place is not taken)
            self._let_go(request)
            raise

    def process_request_thread(self, request, client_address) -> None:
        # ThreadingMixIn's, but the place is given back before the socket is closed: a socket
        # given up (`_give_up`) is always one still open.
        try:
            self.finish_request(request, client_address)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self._let_go(request)
            self.shutdown_request(request)

    def service_actions(self) -> None:
        """(every half second at most, and after each connection taken) Close the connections
        that have kept their request waiting `header_timeout` seconds."""
        super().service_actions()
        late = time.monotonic() - self.header_timeout
        with self.holding:
            for sock in [sock for sock, held in self.held.items() if held.state == WAITING and held.since <= late]:
                self._give_up(sock)

    def answering(self, request) -> bool:
        """The request of connection `request` is in: it keeps its place until answered. False if
        the connection was given up meanwhile."""
        with self.holding:
            return self._move(request, ANSWERING)

    def stream(self, request) -> bool:
        """Connection `request` is an event stream from now on: it takes a stream's place,
        leaving its own. False if every stream's place is taken."""
        with self.holding:
            if sum(1 for held in self.held.values() if held.state == STREAMING) >= self.streams:
                return False
            return self._move(request, STREAMING)

    def _move(self, request, state: str) -> bool:
        held = self.held.get(request)
        if held is None:
            return False
        held.since, held.state = time.monotonic(), state
        return True

    def _give_up(self, sock: socket.socket | None) -> bool:
        """Close a waiting connection (with `holding` held): its thread, reading its request,
        finds the connection ended and ends too. False if there is none."""
        if sock is None:
            return False
        del self.held[sock]
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:  # (the client has gone already)
            pass
        return True

    def _let_go(self, request) -> None:
        with self.holding:
            self.held.pop(request, None)

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return  # the client closed its end, or kept the server waiting past TIMEOUT: nothing to report
        super().handle_error(request, client_address)


class Handler(BaseHTTPRequestHandler):
    """A request handler for a `BoundedHTTPServer`: it tells the server when its request line and
    headers are in, and its socket operations wait at most `TIMEOUT`."""

    def setup(self) -> None:
        self.timeout = TIMEOUT  # (per socket operation: the server times the whole request out)
        super().setup()
        self.rfile = _Budget(self.rfile, MAX_REQUEST_BYTES)

    def parse_request(self) -> bool:
        # (the headers are read here: once they are, the connection is no longer waiting)
        return super().parse_request() and self.server.answering(self.request)


class _Budget:
    """A connection's reader that gives no more than `left` bytes in all: a line asked for past
    them is too long (http.client.LineTooLong, which http.server answers 431 while it reads the
    headers; the request line, at most 64 KiB, is always read within them)."""

    def __init__(self, reader, left: int) -> None:
        self.reader, self.left = reader, left

    def readline(self, size: int = -1) -> bytes:
        if self.left <= 0:
            raise http.client.LineTooLong(f"request of more than {MAX_REQUEST_BYTES:,} bytes")
        line = self.reader.readline(self.left if size < 0 else min(size, self.left))
        self.left -= len(line)
        return line

    def __getattr__(self, name: str):  # (close, and anything else http.server asks of its reader)
        return getattr(self.reader, name)


def _turn_away(request) -> None:
    """Tell a connection over the limit to come back later, without waiting for it."""
    try:
        request.setblocking(False)
        request.send(_BUSY)
    except OSError:
        pass


__all__ = ["HEADER_TIMEOUT", "MAX_CONNECTIONS", "MAX_REQUEST_BYTES", "MAX_STREAMS", "RETRY_AFTER", "TIMEOUT", "BoundedHTTPServer", "Handler"]
