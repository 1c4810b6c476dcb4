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
"""

from __future__ import annotations

import os
import pickle
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
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
    of it worked out here (`warm`)."""
    from deckctl.core.content import code_contents
    from deckctl.core.handover import adopt
    from deckctl.core.workers import Workers, forks

    if not forks():  # (a process started afresh would spend more than it saves, and shares no file)
        yield
        _import()
        warm(decks)
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


def _read(fd: int, size: int) -> bytes:
    chunks, done = [], 0
    while done < size:
        chunk = os.pread(fd, size - done, done)
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


def _worked_out(decks: list[Path], fd: int) -> int:
    """On the other core: for each of the decks' languages, its hyphenation patterns and compound
    words, its places' and months' names and deckctl's own labels in it, as the functions that keep
    them answer (`core.handover`), written with the languages to the file `fd` (`_carrier`); how
    many bytes."""
    from deckctl.core.handover import recording
    from deckctl.export.pdf import hyphenation, place_names
    from deckctl.i18n.labels import builtin

    languages = _languages(decks)
    with recording() as recorded:
        for language in languages[:MOST_LANGUAGES_HANDED]:
            hyphenation.prepare(language)
            place_names.prepare(language)
            builtin(language)
    answers = memoryview(pickle.dumps((languages, recorded), protocol=pickle.HIGHEST_PROTOCOL))
    done = 0
    while done < len(answers):
        done += os.pwrite(fd, answers[done:], done)
    return len(answers)


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
