"""`deckctl proof --serve`: the proof from a server on 127.0.0.1, updated as deck files are saved.

The folders the proof reads are watched (watchfiles; `Watched`: each alone, inside the deck's
repository, no link followed); when files of a deck change, the deck is loaded once,
here, and a worker forked with it checks the decks (`validate` and `lint`; unchanged decks from
the cache) while this process draws the deck's changed cards (the keys of the cards it showed are
known here, so an unchanged card costs a hash) and sends the parts of the page that changed (the
saved file's section, the deck's head) to every open page as a Server-Sent Event; when the check
is done, the parts whose findings changed follow. The page's script puts each part in place of the
old one: no reload, the filter and the focused card kept. A card or a card file that no longer
loads shows its errors with its last good pictures (marked as such).

The server answers only requests made to it by the name it was reached at (`127.0.0.1:PORT` or
`localhost:PORT`: a page elsewhere cannot reach it through a name of its own) and, as far as the
browser says (Sec-Fetch-Site, Origin), from its own page or the user, serves only the
page, the event stream and the pictures of its store, and writes nothing but those pictures. The
event stream is opened only with the token the server drew at start and wrote into the page it
serves (`Server.token`), which no other site can read: a browser that says nothing of where a
request comes from (an old one) does not let another site's page take the streams' places. A
picture is served only while the page shows it, and only as its record vouches for it (store.py:
the file's size and SHA-256, checked at each request), so a file changed in the store since it was
drawn (a `git checkout` of a branch that commits the folder) is never shown.
"""

from __future__ import annotations

import errno
import hmac
import json
import os
import queue
import re
import secrets
import selectors
import socket
import threading
import time
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import parse_qs

from deckctl.core.printable import printable_name
from deckctl.io.discover import CARDS, LOCALES, MANIFEST
from deckctl.proof import connections
from deckctl.proof.entries import DeckEntry, FileEntry
from deckctl.proof.keys import PRINT_FILE_KEYS
from deckctl.proof.page import (
    deck_head_html,
    deck_html,
    file_html,
    language_choices,
    language_options_html,
    links_for,
    summary_html,
)
from deckctl.proof.placing import Placement, place
from deckctl.proof.site import Site, gather, render, summary
from deckctl.proof.store import FOLDER, SideInfo, Store

EVENTS = "/events"
# The event stream's token: 32 random bytes, 43 characters of URL-safe base64, drawn at each start.
TOKEN_BYTES = 32
KEEP_ALIVE = 15.0  # s between comments on a quiet event stream, so a dead page is noticed
_PICTURE = re.compile(rf"/{FOLDER}/([0-9a-f]{{64}}(?:-(?:front|back)\.(png)|\.(svg)))")
_KINDS = {"png": "image/png", "svg": "image/svg+xml"}
# A picture opened on its own (not through the page's <img>) runs nothing and loads nothing.
_PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'"


# How often, at most, the watching loop looks whether Ctrl-C or SIGTERM came without its exception
# reaching it: a signal's handler runs in whatever the main thread runs, and where that is a
# callback Python calls from C (a finaliser, a weakref's) what it raises is dropped, which left
# the server waiting for a save that never came, the stop noted and nothing ended.
STOP_CHECK = 1.0


class Server:
    def __init__(self, paths: list[Path], out: Path, port: int, dpi: int, jobs: int, progress=None):
        self.paths, self.out, self.dpi, self.jobs = paths, out, dpi, jobs
        # Written into the served page only (never the proof on disk, nor a line printed), and
        # asked of every request for the event stream (`_handler`).
        self.token = secrets.token_urlsafe(TOKEN_BYTES)
        self.live = f"{EVENTS}?token={self.token}"  # (the event stream, as the page opens it)
        # The port is taken first: one already in use is said before the proof is drawn, not after;
        # and so are the folders to watch counted (the manifests read twice: not the decks).
        self.http = _bound(port, _handler(self))
        try:
            _check_watchable(_folders_to_watch(paths))
            self.site: Site = gather(paths, out, jobs, dpi, progress)
        except BaseException:
            self.http.server_close()
            raise
        self.version = 0
        self.said = summary(self.site)  # the page's summary line as last written
        self.choices = language_choices(self.site.decks)  # the language switch's, as last written
        self.listings: dict = {}  # what listing each card file found, for the next update (drawing._fields)
        self.kept: dict[int, dict] = {}  # deck -> what loading each card file gave (`load_deck(kept=...)`)
        self.priming: threading.Thread | None = None
        self.lock = threading.Lock()
        self.listeners: list[Inbox] = []
        self.stop = threading.Event()
        self.port = self.http.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.serving: threading.Thread | None = None
        self.watcher = None  # watchfiles' RustNotify, once `run` has started watching
        # what each deck's files are watched through (`Watched`), and its manifest's data as last loaded
        self.watching: list[Watched] = []
        self.manifests: list = [_manifest_data(deck.path) for deck in self.site.decks]
        self.shown: tuple[int, dict[str, SideInfo]] | None = None  # (version, picture file -> its side)
        self.written: tuple[int, bytes] | None = None  # (version, the page)

    # -- the page --------------------------------------------------------------------------------
    def page(self) -> bytes:
        """The page as of the last update, drawn once each update: a page asked for again and again
        (any site's, in a browser that does not say where a request comes from) costs a copy."""
        with self.lock:
            if self.written is None or self.written[0] != self.version:
                self.written = (self.version, render(self.site, self.out, live=self.live,
                                                     version=self.version).encode("utf-8"))
            return self.written[1]

    def picture(self, name: str) -> bytes | None:
        """The bytes of the store's picture file `name`, if the page shows it and they are those
        its record vouches for, else None."""
        with self.lock:
            if self.shown is None or self.shown[0] != self.version:
                self.shown = (self.version, {info.file: info for deck in self.site.decks for listed in deck.files
                                             for card in listed.cards for sides in card.faces.values()
                                             for info in sides.values()})
            info = self.shown[1].get(name)
        return Store(self.out).vouches(info) if info is not None else None

    def listen(self) -> Inbox:
        with self.lock:
            inbox = Inbox()
            inbox.put(("hello", {"version": self.version}))
            self.listeners.append(inbox)
            return inbox

    def forget(self, inbox: Inbox) -> None:
        with self.lock:
            if inbox in self.listeners:
                self.listeners.remove(inbox)
        inbox.close()  # (no longer listed: nothing puts news into it any more)

    # -- watching --------------------------------------------------------------------------------
    def run(self, note: Callable[[str], None], ready: Callable[[], None]) -> None:
        """Serve, and update the decks as their files change, until interrupted: Ctrl-C raises
        KeyboardInterrupt, SIGTERM `Terminated`, here in the main thread, which ends any worker
        at once on the way out. `ready()` is called once the page is served and the decks'
        folders are watched: a file saved from then on is seen."""
        from deckctl.core.signals import held, raise_if_stopped, stop_signals_raise, stop_that_came

        with stop_signals_raise():
            # The threads started here (and those they start: the page's requests, the watcher's)
            # leave both signals to the main thread, so that any wait of its own is cut short by
            # them, not only its sleeps in the watching loop.
            with held():
                serving = threading.Thread(target=self.http.serve_forever, name="proof-http", daemon=True)
                serving.start()
                self.serving = serving
                # Each deck loaded once more while nothing is saved, keeping what each card file
                # gave: a save then reads and validates the saved file alone (the decks were
                # loaded on workers).
                self.priming = threading.Thread(target=self._prime, name="proof-prime", daemon=True)
                self.priming.start()
                # (what is saved from now on is kept for the loop below, however late it asks)
                self._watch()
            ready()
            if self.watcher is None:
                while not self.stop.wait(STOP_CHECK):
                    raise_if_stopped()
                return
            from watchfiles import Change

            keep = _ours(os.path.realpath(self.out))
            while True:
                try:
                    found = self.watcher.watch(400, 30, int(STOP_CHECK * 1000), self.stop)  # (debounce, step, timeout in ms)
                except RuntimeError:
                    if self.stop.is_set():  # (`close`, from another thread, closed the watcher it waited on)
                        return
                    raise
                except OSError as exc:
                    raise CannotWatch.of(exc) from exc
                if found == "stop":
                    return
                if found == "timeout":  # (nothing saved: a stop whose exception was dropped is raised now)
                    raise_if_stopped()
                    continue
                if found == "signal":  # (watchfiles ran the handler, and dropped what it raised)
                    raise stop_that_came() or KeyboardInterrupt()
                saved = [path for change, path in found if keep(Change(change), path)]
                for n, watched in enumerate(self.watching):
                    mine = {os.path.realpath(path) for path in saved if watched.concerns(path)}
                    if mine:
                        for line in self.update(n, mine):
                            note(line)
                # A folder made, replaced or named anew (cards/ or locales/ made, the art moved):
                # watched from now on, and the decks whose folders changed loaded again for what
                # was saved into them before.
                with held():  # (the new watcher's thread too leaves both signals to this one)
                    rewatched = self._watch()
                for n in rewatched:
                    for line in self.update(n):
                        note(line)

    def _watch(self) -> list[int]:
        """Watch the folders the decks' files are in now (`Watched`), if they are not those watched
        already; the decks whose folders changed. The new watcher starts before the old one
        ends, so nothing saved meanwhile is missed. Raises CannotWatch (WatchRefused: too many)."""
        try:
            return self._watch_now()
        except CannotWatch:
            raise
        except OSError as exc:
            raise CannotWatch.of(exc) from exc

    def _watch_now(self) -> list[int]:
        for attempt in range(3):
            watching = [Watched.of(deck.path, data) for deck, data in zip(self.site.decks, self.manifests)]
            if self.watcher is not None and watching == self.watching:
                return []
            folders = sorted({folder for watched in watching for folder in watched.folders})
            _check_watchable(len(folders))
            try:
                watcher = _watcher(folders) if folders else None
                break
            except FileNotFoundError:  # (a folder deleted since it was looked at: a checkout under way)
                if attempt == 2:
                    raise
        before, self.watcher = self.watcher, watcher
        if before is not None:
            before.close()
        changed = [n for n, watched in enumerate(watching)
                   if n < len(self.watching) and watched != self.watching[n]]
        self.watching = watching
        return changed

    def _prime(self) -> None:
        from deckctl.validate.deck import load_deck

        for n, deck in enumerate(self.site.decks):
            if self.stop.is_set():
                return
            load_deck(deck.path, kept=self.kept.setdefault(n, {}))

    def _load(self, n: int, changed) -> object:
        """Deck `n` loaded again: the card files saved (real paths) read anew, the others' loading
        kept from the last time when their metadata says they are the same files."""
        from deckctl.validate.deck import load_deck

        if self.priming is not None:
            self.priming.join()
        kept = self.kept.setdefault(n, {})
        for path in [path for path in kept if os.path.realpath(path) in changed]:
            del kept[path]
        return load_deck(self.site.decks[n].path, kept=kept)

    def update(self, n: int, changed: set[str] | frozenset = frozenset()) -> list[str]:
        """Load deck `n` again, draw its changed cards and send what changed on the page, then
        the findings the check of the decks changed; the lines to print (the note, then the first
        error the save brought, if any). `changed`: the files saved (real paths)."""
        global _preloaded
        from deckctl.core.workers import Workers, forks
        started = time.perf_counter()
        before = self.site.diagnostics
        old = self.site.decks[n]
        deck = self._load(n, changed)
        self.manifests[n] = deck.manifest_source.data
        if self.jobs > 1 and forks():
            _preloaded = {str(old.path): deck}
            try:
                with Workers(1) as workers:  # (forked now: the worker has the deck loaded here)
                    _preloaded = {}
                    try:
                        future = workers.pool.submit(_check_aside, self.paths)
                        self._show_pictures(n, old, deck, changed, started)
                        workers.wait([future])  # (waits of a second at most: a signal never waits for the check)
                        result = workers.result(future)
                    except BaseException:
                        # Ctrl-C or SIGTERM sent to this process alone (`kill -INT`), not its group:
                        # the worker leaves both to it, so it is ended here, not waited for.
                        workers.kill()
                        raise
            finally:
                _preloaded = {}
        else:
            self._show_pictures(n, old, deck, changed, started)
            result = _check(self.paths, {str(old.path): deck})
        with self.lock:
            shown = self.site.placement
            self.site.diagnostics = result.diagnostics
            self.site.placement = place(self.site.decks, self.site.diagnostics)
            # (the pictures are shown already: only what the check changed goes now)
            note = "updated " + self._send(n, self.site.decks[n], shown, frozenset(), started, checking=False)
        return [note, *new_errors(before, result.diagnostics)]

    def _show_pictures(self, n: int, old: DeckEntry, deck, changed, started: float) -> None:
        """Draw the deck's changed cards and send the parts of the page they are on (with the
        findings of the last check, the new one being under way)."""
        from deckctl.core.workers import ordered_map
        from deckctl.proof.drawing import finish, plan_deck, render

        known = {sides["front"].src.rsplit("/", 1)[-1][:64]: sides
                 for listed in old.files for card in listed.cards for sides in card.faces.values()}
        entry, pending = plan_deck(old.path, self.out, self.dpi, deck=deck, known=known, listings=self.listings,
                                   most=self.site.most.get(old.path))
        # (closed on any way out, so that an interruption ends its workers at once)
        with closing(ordered_map(render, [job.task for job in pending], self.jobs if len(pending) > 1 else 1)) as stored:
            for job, pictures in zip(pending, stored):
                finish(entry, job, pictures)
        entry = keep_last_good(old, entry)
        with self.lock:
            shown = self.site.placement
            self.site.decks[n] = entry
            self.site.placement = place(self.site.decks, self.site.diagnostics)
            self._send(n, old, shown, changed, started, checking=True)

    def _send(self, n: int, old: DeckEntry, shown: Placement, changed, started: float, checking: bool) -> str:
        """Send every open page the parts that differ from what it shows (`old`, `shown`); the
        note of the update (with the lock held)."""
        entry, placement = self.site.decks[n], self.site.placement
        parts = []
        for k, deck in enumerate(self.site.decks):
            links = links_for(deck.path, self.out, absolute=True)
            before = old if k == n else deck
            if [f.file for f in before.files] != [f.file for f in deck.files]:
                parts.append((f"deck-{k}", deck_html(k, deck, placement, links)))
                continue
            if (k == n and checking) or placement.decks.get(k) != shown.decks.get(k):
                parts.append((f"deck-{k}-head", deck_head_html(k, deck, placement, links)))
            for m, listed in enumerate(deck.files):
                saved = k == n and (os.path.realpath(listed.file) in changed or _look(listed) != _look(before.files[m]))
                if saved or _findings(placement, listed) != _findings(shown, before.files[m]):
                    parts.append((f"deck-{k}-{m}", file_html(k, m, deck, placement, links)))
        said = summary(self.site)
        if said != self.said:  # (cards come and go at once, errors and warnings once checked)
            parts.append(("summary", summary_html(said)))
            self.said = said
        choices = language_choices(self.site.decks)
        if choices != self.choices:  # (a catalog saved for the first time, or deleted: its language)
            parts.append(("lang", language_options_html(choices)))
            self.choices = choices
        errors = sum(1 for f in [*placement.decks.get(n, []),
                                 *(f for listed in entry.files for f in _findings(placement, listed))]
                     if f.diagnostic.is_error)
        stale = sum(1 for listed in entry.files for card in listed.cards if card.stale)
        # (the live note is the page's text: a deck's id that validate refuses, or the folder's name
        # standing for it, with its invisible and bidi characters escaped as the page shows them,
        # and named apart from any other name as the page names it, `printable_name`)
        text = (f"{printable_name(entry.deck_id, bytes_shown=True)}: {entry.drawn} card picture{'' if entry.drawn == 1 else 's'} drawn"
                + (", checking" if checking else f", {errors} error{'' if errors == 1 else 's'}" if errors else "")
                + (f", {stale} card{'' if stale == 1 else 's'} showing the last good pictures" if stale else "")
                + f" ({time.perf_counter() - started:.2f} s)")
        self.version += 1
        message = {"parts": [{"id": ident, "html": html} for ident, html in parts], "version": self.version,
                   "note": text, "broken": bool(errors), "checking": checking}
        for inbox in self.listeners:
            inbox.put(("deck", message))
        return text

    def close(self) -> None:
        self.stop.set()
        if self.serving is not None:  # (shutdown waits for serve_forever: never, if it was not started)
            self.http.shutdown()
        self.http.server_close()
        if self.watcher is not None:
            self.watcher.close()


class Inbox:
    """An open page's news, and the bell that wakes its event stream's thread when news comes: the
    thread waits on the bell and its page's connection at once (`selectors`), so that a page
    closed while nothing happens gives its stream's place back at once (its connection turns
    readable, at its end), without a thread more or a wait that wakes to look. Read as a queue
    (`get`, `get_nowait`, `empty`)."""

    def __init__(self) -> None:
        self.news: queue.SimpleQueue = queue.SimpleQueue()
        self.bell, self._ring = socket.socketpair()
        self.bell.setblocking(False)
        self._ring.setblocking(False)

    def put(self, item) -> None:
        self.news.put(item)
        try:
            self._ring.send(b"!")
        except OSError:  # (the bell's buffer full: it rings already; or the stream has ended)
            pass

    def get(self, timeout: float | None = None):
        return self.news.get(timeout=timeout)

    def get_nowait(self):
        return self.news.get_nowait()

    def empty(self) -> bool:
        return self.news.empty()

    def heard(self) -> None:
        """The bell quiet again (the news is taken from `news` next)."""
        try:
            while self.bell.recv(4096):
                pass
        except OSError:  # (BlockingIOError: nothing more rang)
            pass

    def close(self) -> None:
        self.bell.close()
        self._ring.close()


class CannotServe(Exception):
    """The server's port could not be taken: a message naming the address and why, and a hint."""

    def __init__(self, address: str, reason: OSError) -> None:
        super().__init__(f"cannot serve on {address}: {_reason(reason)}")
        why = ("another program serves on that port" if reason.errno == errno.EADDRINUSE
               else "the system does not let deckctl take that port")
        self.hint = f"{why}: choose another with --port N, or --port 0 for any free one"


def _bound(port: int, handler) -> connections.BoundedHTTPServer:
    """The server, listening on 127.0.0.1:`port` (0: a free one the system picks)."""
    try:
        return connections.BoundedHTTPServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise CannotServe(f"127.0.0.1:{port}", exc) from None


def _reason(exc: OSError) -> str:
    """`address already in use`: the system's words, as a clause."""
    text = exc.strerror or str(exc)
    return text[:1].lower() + text[1:]


_preloaded: dict = {}  # in the worker `update` forks: the deck it loaded, by folder (never sent through a pipe)


def _check(paths: list[Path], loaded: dict | None = None):
    """`validate` and `lint` of the decks, unchanged ones from the cache, the deck just loaded not
    read again."""
    from deckctl.lint.check import check

    return check(paths, 1, lint=True, cached=True, loaded=loaded if loaded is not None else _preloaded)


def _check_aside(paths: list[Path]):
    """`_check` on the worker `update` forks, at a lower priority: on a busy machine the CPU goes
    to the saved file's pictures first, which the open page is waiting for."""
    if hasattr(os, "nice"):
        os.nice(10)
    return _check(paths)


def new_errors(before: list, after: list) -> list[str]:
    """The first error in `after` that `before` did not have, as `lint` prints it (file:line:col,
    card, message, rule), and how many more there are: the terminal names what a save broke, the
    page shows it all. An error is the same when its file, card, rule and message are (a line
    added above it moves it, it is not new)."""
    from collections import Counter

    from deckctl.core.diagnostics import sort_key
    from deckctl.report import text_lines

    def same(d) -> tuple:
        return d.file, d.card_id, d.code, d.message

    known = Counter(same(d) for d in before if d.is_error)
    new = []
    for d in sorted((d for d in after if d.is_error), key=sort_key):
        if known[same(d)]:
            known[same(d)] -= 1
        else:
            new.append(d)
    if not new:
        return []
    more = f" (and {len(new) - 1} more new error{'' if len(new) == 2 else 's'})" if len(new) > 1 else ""
    return [next(text_lines(new[:1])) + more]


def _look(listed: FileEntry) -> list:
    """What the page shows of a card file's cards, but their findings."""
    return [(card.card_id, card.line, card.col, card.stale, [(language, sides["front"].src, sides["back"].src)
                                                             for language, sides in card.faces.items()])
            for card in listed.cards]


def _findings(placement: Placement, listed: FileEntry) -> list:
    """The findings shown in a card file's section: its own, then its cards'."""
    found = list(placement.files.get(listed.file, []))
    for card in listed.cards:
        found += placement.on_card(card)
    return found


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


def _watcher(folders: list[str]):
    """The folders watched from the moment this returns, each alone (not its subfolders: nothing
    a link in it leads to is watched), as `watchfiles.watch` watches, but through watchfiles' Rust
    backend (documented for direct use): the generator `watch` starts watching only when first
    asked for changes, and then waits for them. What changes is kept until the backend's
    `watch(...)` returns it, however late that is called."""
    from watchfiles._rust_notify import RustNotify

    return RustNotify([str(folder) for folder in folders], False, _polling(), _poll_delay_ms(), False, False)


# Folders watched at most, all decks together (five a deck at most, `Watched`): each is one inotify
# watch, and the system's default for a user's watches was 8,192 on older kernels, shared with
# every editor and program that watches files.
MAX_WATCHED_FOLDERS = 4096
# What a deck folder holds that the proof reads or lists (the lint settings, deckctl.toml, found
# from the deck up: its own), and the folders it reads whole.
_DECK_FILES = frozenset({MANIFEST, "board.yaml", "deckctl.toml", CARDS, LOCALES})


@dataclass(frozen=True)
class Watched:
    """The folders a deck's files are watched through, and which of their files concern it: its
    folder (deck.yaml, board.yaml, deckctl.toml), its `cards/` and `locales/` (every file, as
    they are listed), and the folders of the art its `print:` section names (that file). Only
    what the proof reads is watched, each folder alone, by its real path and only when it lies
    inside the deck's repository (docs/security.md: a link inside the deck, `root -> /`, is
    never followed); a folder is known by its identity too (device and inode), so one replaced
    is watched anew."""

    files: tuple[tuple[str, tuple[int, int], frozenset[str] | None], ...]  # (folder, identity, names; None: all)

    @classmethod
    def of(cls, deck: Path, manifest) -> Watched:
        from deckctl.io.paths import repository_root

        root = os.path.realpath(repository_root(deck))
        real = os.path.realpath(deck)
        found: dict[str, frozenset[str] | None] = {}

        def add(folder: str | None, names: frozenset[str] | None) -> None:
            if folder is not None and folder not in found:
                found[folder] = names
            elif folder is not None and found[folder] is not None:
                found[folder] = None if names is None else found[folder] | names

        add(_inside(real, root), _DECK_FILES)
        add(_inside(os.path.join(real, CARDS), root), None)
        add(_inside(os.path.join(real, LOCALES), root), None)
        for name in _art_names(manifest):
            try:
                art = os.path.realpath(os.path.join(real, name))
            except (OSError, ValueError):  # (a NUL byte, a loop of links: validate says so)
                continue
            add(_inside(os.path.dirname(art), root), frozenset({os.path.basename(art)}))
        return cls(tuple(sorted((folder, _identity(folder), names) for folder, names in found.items())))

    @property
    def folders(self) -> list[str]:
        return [folder for folder, _, _ in self.files]

    def concerns(self, path: str) -> bool:
        """Whether a change the watcher reports (a path in a watched folder) is one of the deck's files."""
        folder, name = os.path.split(path)
        return any(folder == watched and (names is None or name in names) for watched, _, names in self.files)


def _inside(folder: str, root: str) -> str | None:
    """The real path of `folder` if it is a folder inside the repository `root`, else None."""
    try:
        real = os.path.realpath(folder)
    except (OSError, ValueError):
        return None
    return real if Path(real).is_relative_to(root) and os.path.isdir(real) else None


def _identity(folder: str) -> tuple[int, int]:
    try:
        info = os.stat(folder)
    except OSError:
        return (0, 0)
    return (info.st_dev, info.st_ino)


def _art_names(manifest) -> list[str]:
    """The files a deck's `print:` section names (its data as loaded: anything but texts ignored)."""
    section = manifest.get("print") if isinstance(manifest, dict) else None
    if not isinstance(section, dict):
        return []
    return [name for name in (section.get(key) for key in PRINT_FILE_KEYS)
            if isinstance(name, str) and name and not os.path.isabs(name)]


class CannotWatch(OSError):
    """The decks' folders could not be watched (a folder deleted before it is watched, the system's
    watches used up), as against a file of the proof that could not be written or read while
    serving (a full disk, a link a checkout put at the proof's folder): said apart."""

    @classmethod
    def of(cls, exc: OSError) -> CannotWatch:
        return cls(exc.errno, exc.strerror or str(exc), exc.filename)


class WatchRefused(CannotWatch):
    """More folders to watch than `MAX_WATCHED_FOLDERS`."""


def _check_watchable(count: int) -> None:
    if count > MAX_WATCHED_FOLDERS:
        raise WatchRefused(errno.ENOSPC, f"{count:,} folders hold the decks' files, more than deckctl watches at "
                                         f"once ({MAX_WATCHED_FOLDERS:,}): serve fewer decks at a time")


def _folders_to_watch(paths: list[Path]) -> int:
    """How many folders the decks under `paths` are watched through (`Watched`), before any is loaded."""
    from deckctl.io.discover import discover

    return len({folder for deck in discover(paths).decks for folder in Watched.of(deck, _manifest_data(deck)).folders})


def _manifest_data(deck: Path):
    """The data of a deck's deck.yaml as `load_deck` reads it (None where it is not read)."""
    from deckctl.io.paths import source_refusal
    from deckctl.io.source import load_source

    path = deck / MANIFEST
    return load_source(path).data if source_refusal(path, deck) is None else None


# How `watchfiles.watch` documents its choices, and its environment variables for them, followed
# here because the backend is used directly (`_watcher`).

def _polling() -> bool:
    """Whether to poll the folders instead of being told of changes: WATCHFILES_FORCE_POLLING if
    set, else only on WSL (whose Windows drives send no events)."""
    forced = os.environ.get("WATCHFILES_FORCE_POLLING")
    if forced:
        return forced.lower() not in {"false", "disable", "disabled"}
    import platform

    system = platform.uname()
    return system.system.lower() == "linux" and "microsoft-standard" in system.release.lower()


def _poll_delay_ms() -> int:
    """How often a polling watcher looks: WATCHFILES_POLL_DELAY_MS if it is a number, else 300 ms."""
    value = os.environ.get("WATCHFILES_POLL_DELAY_MS", "")
    return int(value) if value.isdecimal() else 300


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


_FORBIDDEN = (b"forbidden: the proof is served to its own page only; "
              b"open the address deckctl printed in the browser's address bar\n")
# What a browser says of where a request comes from (Sec-Fetch-Site), when it comes from the page
# itself or from the user (the address typed, a bookmark): anything else is another site's page.
_OWN_FETCH = ("same-origin", "none")


def _from_its_own_page(headers, port: int) -> bool:
    """Whether a request is made to the server by its own name (one Host: `127.0.0.1:PORT` or
    `localhost:PORT`, so a page elsewhere cannot reach it through a name of its own that points
    here) and, as far as the browser says (Sec-Fetch-Site, Origin), by its own page or the user:
    another site's page may not take its event stream's places (an <img> of /events holds one
    open), nor load anything of it."""
    names = (f"127.0.0.1:{port}", f"localhost:{port}")
    # (exactly one Host: with two, http.server's `get` reads the first and a proxy may go by another)
    hosts = [host.strip() for host in headers.get_all("Host") or []]
    if len(hosts) != 1 or hosts[0] not in names:
        return False
    fetched = headers.get_all("Sec-Fetch-Site") or []
    if any(value.strip().lower() not in _OWN_FETCH for value in fetched):
        return False
    origins = headers.get_all("Origin") or []
    return all(origin.strip() in [f"http://{name}" for name in names] for origin in origins)


_NO_TOKEN = (b"forbidden: the event stream is opened by the proof's own page only; "
             b"open the address deckctl printed in the browser's address bar\n")
# What a page served by an earlier run of the server is told when it opens the stream with that
# run's token: a version no page has, so its script loads the page again, with the new token.
_ANOTHER_RUN = b'event: hello\ndata: {"version": -1}\n\n'


def _has_token(query: str, token: str) -> bool:
    """Whether a request's query is `token=TOKEN`, once, compared in constant time (how long
    the comparison takes tells nothing of how much of the token was right)."""
    given = parse_qs(query, keep_blank_values=True).get("token", [])
    return len(given) == 1 and hmac.compare_digest(given[0].encode("utf-8"), token.encode("utf-8"))


def _from_the_page_itself(headers) -> bool:
    """Whether the browser says the request comes from a page of this very address (a page
    another site opened never says so)."""
    fetched = headers.get_all("Sec-Fetch-Site") or []
    return bool(fetched) and all(value.strip().lower() == "same-origin" for value in fetched)


def _handler(server: Server):
    # (connections.Handler's timeout is per socket operation: a stream waiting for news is not
    # waiting on its socket)
    class Handler(connections.Handler):
        server_version = "deckctl-proof"
        sys_version = ""
        heading = False  # (a HEAD request: the answer's status and headers only)

        def log_message(self, *args) -> None:  # (quiet: the command prints what it does)
            pass

        def do_HEAD(self) -> None:  # noqa: N802 (http.server's name)
            """What GET answers, status and headers, without its body (a link checker's, `curl
            -I`'s): the same refusals, and an event stream answered without being opened."""
            self.heading = True
            self.do_GET()

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            if not _from_its_own_page(self.headers, server.http.server_address[1]):
                self._send(403, _FORBIDDEN, "text/plain")
                return
            path, _, query = self.path.partition("?")
            if path in ("/", "/index.html"):
                self._send(200, server.page(), "text/html; charset=utf-8")
            elif path == EVENTS and _has_token(query, server.token):
                self._events()
            elif path == EVENTS and _from_the_page_itself(self.headers):
                # (a page left open while the server was started again: it reloads; no place taken)
                self._send(200, _ANOTHER_RUN, "text/event-stream")
            elif path == EVENTS:
                self._send(403, _NO_TOKEN, "text/plain")
            elif match := _PICTURE.fullmatch(path):
                data = server.picture(match.group(1))
                if data is None:
                    self._send(404, b"not found", "text/plain")
                    return
                self._send(200, data, _KINDS[match.group(2) or match.group(3)], cache=True)
            else:
                self._send(404, b"not found", "text/plain")

        def _send(self, status: int, data: bytes, kind: str, cache: bool = False) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            if status == 503:
                self.send_header("Retry-After", str(connections.RETRY_AFTER))
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "max-age=86400, immutable" if cache else "no-store")
            if cache:
                self.send_header("Content-Security-Policy", _PICTURE_POLICY)
            self.end_headers()
            if not self.heading:
                self.wfile.write(data)

        def end_headers(self) -> None:
            # On every answer, http.server's own too (a POST: 501, a malformed request: 400). Another site's page may load nothing of this server (an <img> of a picture's
            # name would tell it, by loading or not, which cards are on the reviewer's proof), nor
            # frame the page, nor have an answer read as another type than it is.
            self.send_header("Cross-Origin-Resource-Policy", "same-origin")
            self.send_header("X-Frame-Options", "DENY")
            self.send_header("X-Content-Type-Options", "nosniff")
            super().end_headers()

        def _events(self) -> None:
            if not self.server.stream(self.request):  # (the open pages' places are all taken)
                self._send(503, b"busy: too many pages are open; try again once one is closed\n", "text/plain")
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            if self.heading:  # (HEAD: the place is given back as the connection ends, now)
                return
            inbox = server.listen()
            try:
                with selectors.DefaultSelector() as waiting:
                    waiting.register(self.connection, selectors.EVENT_READ, "page")
                    waiting.register(inbox.bell, selectors.EVENT_READ, "news")
                    while not server.stop.is_set():
                        try:
                            kind, data = inbox.get_nowait()
                        except queue.Empty:
                            woken = {key.data for key, _ in waiting.select(KEEP_ALIVE)}
                            if "page" in woken:
                                # A page sends nothing once its stream is open: the connection
                                # readable is its end (a tab closed), given back now, not at the
                                # next write that fails (up to two KEEP_ALIVEs later).
                                return
                            if "news" in woken:
                                inbox.heard()
                                continue
                            self.wfile.write(b": still here\n\n")
                        else:
                            self.wfile.write(f"event: {kind}\ndata: {json.dumps(data)}\n\n".encode("utf-8"))
                        self.wfile.flush()
            except (ConnectionError, TimeoutError):  # the page was closed, or stopped reading
                pass
            finally:
                server.forget(inbox)

    return Handler
