"""What the proof's tasks need first, made ready before its workers are forked, which then share it
instead of each spending CPU time on it again.

Two kinds of thing: modules imported (and the fonts they parse), which only this process can
make ready for the processes it forks; and data worked out from files (deckctl's code fingerprint,
the hyphenation patterns of the decks' languages and German's compound words), about 0.1 s of CPU
for the starter decks. Until the workers are forked, this process is the only one working, so a
second core would idle: the data is worked out there, in a process of its own, while this one
imports, and handed back (`_worked_out`, `_adopt`). A failure there costs nothing but the time:
each piece is then worked out where it is first asked for, as without this module.
"""

from __future__ import annotations

from pathlib import Path


def import_for_workers(decks: list[Path]) -> None:
    """What the tasks import, and the fonts they read, made ready before the workers are forked:
    they share it instead of each spending CPU time on it again (about 0.3 s a worker, more on a
    busy machine: the libraries that lay texts out, the catalogs' and the lint rules' own, and the
    five TrueType files parsed). (Not PDFium: only a deck with art, drawn as rasters, needs it, and
    a worker that renders imports it then; nor ftfy, which lint's mis-encoded rule imports for the
    rare text that may be mis-encoded, about 0.08 s that most decks never spend.)
    Meanwhile the data the tasks read first is worked out on another core (`_worked_out`); then
    what is left of it here (`warm`)."""
    from deckctl.core.workers import Workers

    languages = _languages(decks)
    data = None
    with Workers(1) as aside:
        future = aside.pool.submit(_worked_out, languages)
        try:
            _import()
        except BaseException:  # (Ctrl-C: nothing runs on)
            aside.kill()
            raise
        try:
            data = aside.result(future)
        except Exception:  # (a worker that died, an error: worked out where first asked for instead)
            data = None
    if data is not None:
        _adopt(data)
    warm(decks, languages)


def _import() -> None:
    from deckctl.export.pdf import pictures, vector  # noqa: F401
    from deckctl.i18n import apply, check  # noqa: F401  (loading a deck with catalogs; its translations)
    from deckctl.lint.check import import_for_workers as import_for_lint

    import_for_lint(lint=True)
    vector.prepare_for_workers()


def _worked_out(languages: tuple[str, ...]) -> tuple:
    """On the other core: deckctl's code fingerprint (every source file hashed) and, for each
    language, its hyphenation patterns and compound words, as the modules that keep them hand
    them over (`content.code_contents`, `hyphenation.handed_over`)."""
    from deckctl.core.content import code_contents
    from deckctl.export.pdf import hyphenation

    return code_contents(), {language: hyphenation.handed_over(language) for language in languages}


def _adopt(data: tuple) -> None:
    from deckctl.core.content import adopt_code_contents
    from deckctl.export.pdf import hyphenation

    contents, patterns = data
    adopt_code_contents(contents)
    for language, handed in patterns.items():
        hyphenation.adopt(language, handed)


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
    from deckctl.export.pdf import fonts, hyphenation, kerning
    from deckctl.lint import cache
    from deckctl.proof.keys import code_digest

    code_digest()
    cache.prepare_for_workers()
    for weight in fonts.WEIGHTS:
        fonts.unsupported("", weight)  # (the characters it draws, and whether they hold printable ASCII)
        kerning.pairs(weight)
    for language in languages if languages is not None else _languages(decks):
        hyphenation.has_patterns(language)
