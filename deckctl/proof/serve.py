"""`deckctl proof --serve`: the proof from a server on 127.0.0.1, updated as deck files are saved.

The decks' folders are watched (watchfiles); when files of a deck change, the decks are checked
again (unchanged ones come from the cache), the deck's changed cards are drawn, and its new
section of the page is sent to every open page as a Server-Sent Event, which the page's script
puts in place of the old one: no reload, the filter and the focused card kept. A card or a card
file that no longer loads shows its errors with its last good pictures (marked as such).

The server answers only requests made to it by the name it was reached at (`127.0.0.1:PORT` or
`localhost:PORT`: a page elsewhere cannot reach it through a name of its own), serves only the
page, the event stream and the pictures of its store, and writes nothing but those pictures.
"""

from __future__ import annotations

import json
import os
import queue
import re
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from deckctl.proof.drawing import DeckEntry, FileEntry, draw_deck
from deckctl.proof.page import deck_html, links_for
from deckctl.proof.placing import place
from deckctl.proof.site import Site, gather, render
from deckctl.proof.store import FOLDER

EVENTS = "/events"
KEEP_ALIVE = 15.0  # s between comments on a quiet event stream, so a dead page is noticed
_PICTURE = re.compile(rf"/{FOLDER}/([0-9a-f]{{64}}-(?:front|back)\.png)")


class Server:
    def __init__(self, paths: list[Path], out: Path, port: int, dpi: int, jobs: int, progress=None):
        self.paths, self.out, self.dpi, self.jobs = paths, out, dpi, jobs
        self.site: Site = gather(paths, out, jobs, dpi, progress)
        self.version = 0
        self.lock = threading.Lock()
        self.listeners: list[queue.Queue] = []
        self.stop = threading.Event()
        self.http = ThreadingHTTPServer(("127.0.0.1", port), _handler(self))
        self.http.daemon_threads = True
        self.port = self.http.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"

    # -- the page --------------------------------------------------------------------------------
    def page(self) -> bytes:
        with self.lock:
            return render(self.site, self.out, live=EVENTS, version=self.version).encode("utf-8")

    def listen(self) -> queue.Queue:
        with self.lock:
            inbox: queue.Queue = queue.Queue()
            inbox.put(("hello", {"version": self.version}))
            self.listeners.append(inbox)
            return inbox

    def forget(self, inbox: queue.Queue) -> None:
        with self.lock:
            if inbox in self.listeners:
                self.listeners.remove(inbox)

    # -- watching --------------------------------------------------------------------------------
    def run(self, note: Callable[[str], None]) -> None:
        """Serve, and update the decks as their files change, until interrupted."""
        import watchfiles

        threading.Thread(target=self.http.serve_forever, name="proof-http", daemon=True).start()
        folders = [deck.path for deck in self.site.decks]
        if not folders:
            self.stop.wait()
            return
        out = os.path.realpath(self.out)
        for changes in watchfiles.watch(*folders, watch_filter=_ours(out), stop_event=self.stop, debounce=400,
                                        step=30):
            changed = {os.path.realpath(path) for _, path in changes}
            for n, deck in enumerate(self.site.decks):
                folder = os.path.realpath(deck.path) + os.sep
                if any(path.startswith(folder) for path in changed):
                    note(self.update(n))

    def update(self, n: int) -> str:
        """Check the decks again, draw deck `n`'s changed cards and send its section; the note to print."""
        from deckctl.core.workers import ordered_map

        started = time.perf_counter()
        old = self.site.decks[n]
        # Checking the decks and drawing the deck's cards each load the deck: side by side they
        # take the time of the longer one.
        tasks = [("check", self.paths), ("draw", (old.path, self.out, self.dpi))]
        result, drawn = ordered_map(_update_task, tasks, min(self.jobs, 2))
        entry = keep_last_good(old, drawn)
        with self.lock:
            self.site.decks[n] = entry
            self.site.diagnostics = result.diagnostics
            self.site.placement = place(self.site.decks, self.site.diagnostics)
            self.version += 1
            html = deck_html(n, entry, self.site.placement, links_for(entry.path, self.out, absolute=True))
            errors = sum(1 for f in [*self.site.placement.decks.get(n, []),
                                     *(f for listed in entry.files for f in self.site.placement.files.get(listed.file, [])),
                                     *(f for listed in entry.files for c in listed.cards for f in self.site.placement.on_card(c))]
                         if f.diagnostic.is_error)
            stale = sum(1 for listed in entry.files for card in listed.cards if card.stale)
            text = (f"{entry.deck_id}: {entry.drawn} card picture{'' if entry.drawn == 1 else 's'} drawn"
                    + (f", {errors} error{'' if errors == 1 else 's'}" if errors else "")
                    + (f", {stale} card{'' if stale == 1 else 's'} showing the last good pictures" if stale else "")
                    + f" ({time.perf_counter() - started:.2f} s)")
            message = {"id": f"deck-{n}", "html": html, "version": self.version, "note": text, "broken": bool(errors)}
            for inbox in self.listeners:
                inbox.put(("deck", message))
        return f"updated {text}"

    def close(self) -> None:
        self.stop.set()
        self.http.shutdown()
        self.http.server_close()


def _update_task(task: tuple):
    from deckctl.lint.check import check

    kind, argument = task
    if kind == "check":
        return check(argument, 1, lint=True, cached=True)
    return draw_deck(*argument)


def keep_last_good(old: DeckEntry, new: DeckEntry) -> DeckEntry:
    """`new`, with the last good pictures of what no longer loads: a deck whose manifest fails keeps
    its cards, a card file that does not parse its cards, a card with an error its pictures."""
    if not new.files and old.files:
        new.files = [FileEntry(listed.file, [replace(card, stale=True) for card in listed.cards]) for listed in old.files]
        new.title, new.game, new.language = new.title or old.title, new.game or old.game, new.language or old.language
    if not new.languages:
        new.languages, new.card_mm = old.languages, old.card_mm
    before = {listed.file: listed for listed in old.files}
    for listed in new.files:
        previous = before.get(listed.file)
        if previous is None:
            continue
        if not listed.cards and previous.cards:
            listed.cards = [replace(card, stale=True) for card in previous.cards]
            continue
        drawn = {card.card_id: card for card in previous.cards if card.faces}
        for card in listed.cards:
            if not card.faces and card.card_id in drawn:
                card.faces, card.stale = drawn[card.card_id].faces, True
    return new


def _ours(out: str):
    """Changes worth an update: deck files, not the proof's own output nor editors' temporary files."""
    import watchfiles

    default = watchfiles.DefaultFilter()

    def keep(change, path: str) -> bool:
        real = os.path.realpath(path)
        if real == out or real.startswith(out + os.sep) or ".deckctl-cache" in Path(real).parts:
            return False
        return default(change, path) and not os.path.basename(path).startswith(".")

    return keep


def _handler(server: Server):
    class Handler(BaseHTTPRequestHandler):
        server_version = "deckctl-proof"
        sys_version = ""

        def log_message(self, *args) -> None:  # (quiet: the command prints what it does)
            pass

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            port = server.http.server_address[1]
            if self.headers.get("Host") not in (f"127.0.0.1:{port}", f"localhost:{port}"):
                self._send(403, b"forbidden", "text/plain")
                return
            path = self.path.split("?", 1)[0]
            if path in ("/", "/index.html"):
                self._send(200, server.page(), "text/html; charset=utf-8")
            elif path == EVENTS:
                self._events()
            elif match := _PICTURE.fullmatch(path):
                try:
                    data = (server.out / FOLDER / match.group(1)).read_bytes()
                except OSError:
                    self._send(404, b"not found", "text/plain")
                    return
                self._send(200, data, "image/png", cache=True)
            else:
                self._send(404, b"not found", "text/plain")

        def _send(self, status: int, data: bytes, kind: str, cache: bool = False) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "max-age=86400, immutable" if cache else "no-store")
            self.send_header("X-Content-Type-Options", "nosniff")
            self.end_headers()
            self.wfile.write(data)

        def _events(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            inbox = server.listen()
            try:
                while not server.stop.is_set():
                    try:
                        kind, data = inbox.get(timeout=KEEP_ALIVE)
                        self.wfile.write(f"event: {kind}\ndata: {json.dumps(data)}\n\n".encode("utf-8"))
                    except queue.Empty:
                        self.wfile.write(b": still here\n\n")
                    self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass
            finally:
                server.forget(inbox)

    return Handler
