"""What the proof's tasks need first, made ready before its workers are forked, which then share it
instead of each spending CPU time on it again.

Two kinds of thing: modules imported (and the fonts they parse), which only this process can
make ready for the processes it forks; and data worked out from files (the hyphenation patterns
of the decks' languages and German's compound words, the names of places and months, deckctl's
own labels), about 0.13 s of CPU for the starter decks, part of which each worker had worked out
again. Until the workers are forked, this process is the only one working, so a second core would
idle: the data is worked out there, in a process of its own, while this one imports, and handed
back (`_worked_out`, `core.handover`); this one meanwhile also hashes deckctl's code (its
fingerprint), which takes about as long as the other core's work goes on beyond its imports. A
failure there costs nothing but the time: each piece is then worked out where it is first asked
for, as without this module.

Run as `deckctl proof`, the other process starts earlier still (`start_early`, called by deckctl's
entry point before the command line is imported): while this one spends its first 0.15 s on
typer and pydantic, the other imports what it needs and hashes deckctl's code, then waits for the
decks; the warm-up then waits for nothing but this process's own imports (a cold proof of the
starter decks 1.24 s -> 1.19 s on two cores, docs/performance.md).
"""

from __future__ import annotations

import os
import pickle
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path


# The most languages whose data the other core hands over (German's alone is 2.7 MB, held there
# until it is written: a repository of decks in hundreds of languages must not take gigabytes);
# the others' are worked out where first asked for.
MOST_LANGUAGES_HANDED = 8


@contextmanager
def warming(decks: list[Path]) -> Iterator[None]:
    """The warm-up around the block, which imports what the caller needs meanwhile: the data worked
    out on another core from the start (`_worked_out`); then what the tasks import, and the fonts
    they read (`_import`), made ready before the workers are forked: they share it instead of each
    spending CPU time on it again (about 0.3 s a worker, more on a busy machine: the libraries that
    lay texts out, the catalogs' and the lint rules' own, and the five TrueType files parsed). (Not
    PDFium: only a deck with art, drawn as rasters, needs it, and a worker that renders imports it
    then; nor ftfy, which lint's mis-encoded rule imports for the rare text that may be
    mis-encoded, about 0.08 s that most decks never spend.) Then the data taken in, and what is left
    of it worked out here (`warm`). The other process is the one `start_early` forked, if it did:
    it has hashed deckctl's code already."""
    from deckctl.core.content import code_contents
    from deckctl.core.workers import Workers, forks

    if not forks():  # (a process started afresh would spend more than it saves, and shares no file)
        yield
        _import()
        warm(decks)
        return
    early = _taken()
    if early is not None:
        early.send(decks)
        try:
            yield
            _import()
            _fonts_read()
        except BaseException:
            early.stop()
            raise
        _taken_in(decks, early.answers())
        return
    data = None
    with _carrier() as carrier, Workers(1) as aside:
        # (the decks' languages worked out there too: what finds them imports lint and ICU, 0.06 s)
        future = aside.pool.submit(_worked_out, decks, carrier.fileno())
        try:
            yield
            _import()
            # (while the other core finishes: about as long as it takes beyond this one's imports)
            _fonts_read()
            code_contents()
        except BaseException:  # (Ctrl-C, an error: nothing runs on)
            aside.kill()
            raise
        try:
            data = pickle.loads(_read(carrier.fileno(), aside.result(future)))
        except Exception:  # (a worker that died, an error: worked out where first asked for instead)
            data = None
    _taken_in(decks, data)


def _taken_in(decks: list[Path], data: tuple | None) -> None:
    """The other process's answers taken in (`adopt`), and what is left worked out here (`warm`);
    all of it here when none came (None)."""
    from deckctl.core.handover import adopt

    if data is None:
        warm(decks)
    else:
        languages, answers = data
        adopt(answers)
        warm(decks, languages)


def _carrier():
    """A file with no name, for the other core's answers (German's patterns make 2.7 MB), forked
    with the pool: a pipe hands data over only as fast as this process, busy importing, reads it
    (0.06-0.1 s for those), a file at once. In memory where the system can."""
    if hasattr(os, "memfd_create"):
        return os.fdopen(os.memfd_create("deckctl-warm-up", os.MFD_CLOEXEC), "w+b")
    return tempfile.TemporaryFile()


def _read(fd: int, size: int, at: int = 0) -> bytes:
    chunks, done = [], 0
    while done < size:
        chunk = os.pread(fd, size - done, at + done)
        if not chunk:
            raise EOFError("the warm-up's answers are cut short")
        chunks.append(chunk)
        done += len(chunk)
    return b"".join(chunks)


def import_for_workers(decks: list[Path]) -> None:
    """The warm-up (`warming`) with nothing else to do meanwhile."""
    with warming(decks):
        pass


def _import() -> None:
    from deckctl.export.pdf import pictures, vector  # noqa: F401
    from deckctl.i18n import apply, check  # noqa: F401  (loading a deck with catalogs; its translations)
    from deckctl.lint.check import import_for_workers as import_for_lint

    import_for_lint(lint=True)
    vector.prepare_for_workers()


@dataclass
class _Early:
    """The warm-up's other process, forked by `start_early`: it reads the decks from `decks`, and
    writes its answers into `carrier` in two parts, each one's size then a line feed to `answer`:
    the fingerprint of deckctl's code (which a proof with no warm-up needs too), then the rest."""

    pid: int
    decks: int  # the write end of its pipe for the decks (closed: nothing to work out)
    answer: int  # the read end of its pipe for the parts' sizes (end of file: it failed)
    carrier: int
    said: bytes = b""  # what `answer` gave so far

    def send(self, decks: list[Path]) -> None:
        try:
            data = pickle.dumps([str(deck) for deck in decks])
            done = 0
            while done < len(data):
                done += os.write(self.decks, data[done:])
        except OSError:  # (it died: `answers` finds no size)
            pass
        self.dismiss()

    def dismiss(self) -> None:
        """No (more) decks: it ends as soon as it has read what it was sent."""
        if self.decks >= 0:
            os.close(self.decks)
            self.decks = -1

    def answers(self) -> tuple | None:
        """(languages, answers), or None if it failed or died; it is reaped either way."""
        try:
            first, rest = self._parts(2)
            languages, answers = pickle.loads(_read(self.carrier, rest, first))
            return languages, {**pickle.loads(_read(self.carrier, first)), **answers}
        except Exception:
            return None
        finally:
            self._end(kill=False)

    def fingerprint(self) -> dict | None:
        """The answers of the first part (deckctl's code hashed), or None; it is ended then."""
        try:
            return pickle.loads(_read(self.carrier, self._parts(1)[0]))
        except Exception:
            return None
        finally:
            self._end(kill=True)

    def _parts(self, count: int) -> list[int]:
        """The sizes of the first `count` parts (ValueError: it ended before writing them)."""
        while self.said.count(b"\n") < count:
            chunk = os.read(self.answer, 64)
            if not chunk:
                raise ValueError("the early process ended before it answered")
            self.said += chunk
        return [int(size) for size in self.said.split(b"\n")[:count]]

    def stop(self) -> None:
        """Ended at once (the run is stopped)."""
        self._end(kill=True)

    def _end(self, kill: bool) -> None:
        self.dismiss()
        for fd in (self.answer, self.carrier):
            os.close(fd)
        if kill:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass


_early: _Early | None = None


def start_early() -> None:
    """For `deckctl proof` (deckctl's entry point calls it before importing the command line):
    fork the warm-up's other process now, to import and hash deckctl's code while this one
    imports the command line, and then wait for the decks (`warming` sends them, or `dismiss_early`
    tells it there is nothing to do; so does this process's end). Nothing happens on a system
    that does not fork, nor with one core."""
    from deckctl.core.workers import default_jobs, forks

    global _early
    if _early is not None or not hasattr(os, "memfd_create") or default_jobs() < 2 or not forks():
        return
    try:
        carrier = os.memfd_create("deckctl-warm-up", os.MFD_CLOEXEC)
        decks_read, decks_write = os.pipe()
        answer_read, answer_write = os.pipe()
        pid = os.fork()
    except OSError:
        return
    if pid == 0:  # (the other process: never back from here)
        code = 1
        try:
            os.close(decks_write)
            os.close(answer_read)
            code = _early_work(decks_read, answer_write, carrier)
        finally:
            os._exit(code)
    os.close(decks_read)
    os.close(answer_write)
    _early = _Early(pid, decks_write, answer_read, carrier)


def dismiss_early() -> None:
    """Where there is no warm-up (one job, or a proof there already): the fingerprint of deckctl's
    code taken from the early process, if there is one (hashed while this process imported: the
    workers, forked after this, need it), which is then ended at once (told there was nothing
    to do, it had held a proof with nothing changed until its imports were done)."""
    from deckctl.core.handover import adopt

    early = _taken()
    if early is not None:
        answers = early.fingerprint()
        if answers:
            adopt(answers)


def _taken() -> _Early | None:
    global _early
    early, _early = _early, None
    return early


def _early_work(decks_read: int, answer_write: int, carrier: int) -> int:
    """In the process `start_early` forked: deckctl's code hashed and the modules `_worked_out`
    needs imported while the decks are not known yet, then the rest, as `_worked_out` does. Ctrl-C
    and SIGTERM end it at once (its parent says so); it holds none of the run's output open, whose
    reader would otherwise wait for it."""
    from deckctl.core.content import code_contents
    from deckctl.core.handover import recording

    for stop in (signal.SIGINT, signal.SIGTERM):
        signal.signal(stop, signal.SIG_DFL)
    nothing = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(nothing, fd)
    with recording() as recorded:
        code_contents()
    first = pickle.dumps(recorded, protocol=pickle.HIGHEST_PROTOCOL)
    _write(carrier, first)
    os.write(answer_write, b"%d\n" % len(first))
    with recording() as recorded:
        _import_worked_out()
        chunks = []
        while chunk := os.read(decks_read, 1 << 16):
            chunks.append(chunk)
        if not chunks:  # (dismissed)
            return 0
        decks = [Path(deck) for deck in pickle.loads(b"".join(chunks))]
        languages = _work_out(decks)
    rest = pickle.dumps((languages, recorded), protocol=pickle.HIGHEST_PROTOCOL)
    _write(carrier, rest, len(first))
    os.write(answer_write, b"%d\n" % len(rest))
    return 0


def _import_worked_out() -> None:
    from deckctl.export.pdf import hyphenation, place_names  # noqa: F401
    from deckctl.i18n import labels, locales  # noqa: F401
    from deckctl.io import discover  # noqa: F401
    from deckctl.lint import across  # noqa: F401


def _write(fd: int, data: bytes, at: int = 0) -> None:
    answers, done = memoryview(data), 0
    while done < len(answers):
        done += os.pwrite(fd, answers[done:], at + done)


def _worked_out(decks: list[Path], fd: int) -> int:
    """On the other core: for each of the decks' languages, its hyphenation patterns and compound
    words, its places' and months' names and deckctl's own labels in it, as the functions that keep
    them answer (`core.handover`), written with the languages to the file `fd` (`_carrier`); how
    many bytes."""
    from deckctl.core.handover import recording

    with recording() as recorded:
        languages = _work_out(decks)
    answers = pickle.dumps((languages, recorded), protocol=pickle.HIGHEST_PROTOCOL)
    _write(fd, answers)
    return len(answers)


def _work_out(decks: list[Path]) -> tuple[str, ...]:
    """The decks' languages, each one's data worked out (`recording` gathers it)."""
    from deckctl.export.pdf import hyphenation, place_names
    from deckctl.i18n.labels import builtin

    languages = _languages(decks)
    for language in languages[:MOST_LANGUAGES_HANDED]:
        hyphenation.prepare(language)
        place_names.prepare(language)
        builtin(language)
    return languages


def _languages(decks: list[Path]) -> tuple[str, ...]:
    """The languages the decks' cards will be set in, as the manifests' top lines and the
    catalogs' names foretell them."""
    from deckctl.i18n.locales import language_tag
    from deckctl.io.discover import catalog_file_paths
    from deckctl.lint.across import foreseen_group

    languages = set()
    for deck in decks:
        foreseen = foreseen_group(deck)
        if foreseen is not None:
            languages.add(foreseen[1])
        languages.update(language_tag(po.stem) for po in catalog_file_paths(deck))
    return tuple(sorted(languages))


def warm(decks: list[Path], languages: tuple[str, ...] | None = None) -> None:
    """What each worker would otherwise work out again for its first deck, about 0.25 s of CPU:
    the fingerprints of deckctl's code (the pictures' keys, the lint cache's), the fonts' widths,
    the characters they draw and their kerning (fontTools reading each weight's `kern` feature,
    0.05 s with its import), and the hyphenation patterns of the decks' languages (German's take
    0.1 s), as the manifests' top lines and the catalogs' names foretell them. (Not what one deck's
    game asks, such as the keys its manifest and cards know: one worker needs each.) Whatever
    `_worked_out` handed over is known already and costs nothing here."""
    from deckctl.export.pdf import hyphenation
    from deckctl.lint import cache
    from deckctl.proof.keys import code_digest

    code_digest()
    cache.prepare_for_workers()
    _fonts_read()
    for language in languages if languages is not None else _languages(decks):
        hyphenation.has_patterns(language)


def _fonts_read() -> None:
    """Each weight's characters (and whether they hold printable ASCII) and kerning."""
    from deckctl.export.pdf import fonts, kerning

    for weight in fonts.WEIGHTS:
        fonts.unsupported("", weight)
        kerning.pairs(weight)
