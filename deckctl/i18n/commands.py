"""extract, update and status: the functions `deckctl i18n` wraps (one deck at a time).

extract, update and pseudo work a catalog out without writing it; `write` then writes those of
one command all or none, so an update of several languages never lands half."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.deck import Deck
from deckctl.core.language_tags import same_language
from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.i18n import limits
from deckctl.i18n.catalog import CatalogFile, _context_at, comment_text, header_for, now_stamp, plural_forms, read_catalog, render, shared_catalog
from deckctl.i18n.locales import LOCALES, catalog_path, is_generated, languages, regenerate_hint
from deckctl.i18n.match import FUZZY, MISSING, TRANSLATED, match
from deckctl.i18n.merge import merge
from deckctl.i18n.printed import label_texts
from deckctl.i18n.texts import deck_texts
from deckctl.io.discover import display_path
from deckctl.io.line_ends import LF, Saved
from deckctl.io.shell_word import shell_word


@dataclass
class Written:
    path: Path
    data: bytes | None  # the catalog to write; None: the file already holds exactly this
    entries: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.data is not None


def write(written: list[Written]) -> None:
    """Every changed catalog, or none (a full disk halfway changes no file). A catalog goes into its
    deck's `locales/` only if no symbolic link stands for that folder: a committed `locales` link
    would send it anywhere (io.atomic.check_output; validate does not read catalogs through one
    that leads out of the repository either). Raises OSError (NotARegularFile) before any write."""
    from deckctl.io.atomic import check_output, write_all

    changed = [item for item in written if item.data is not None]
    for item in changed:
        check_output(item.path, inside=item.path.parent.parent)  # (the deck folder: catalogs are in its locales/)
    write_all({item.path: item.data for item in changed})


def _new(path: Path, data: bytes) -> bytes | None:
    """`data`, unless the file already holds it."""
    return None if _holds(path, data) else data


def _holds(path: Path, data: bytes) -> bool:
    """Whether `path` is a regular file holding exactly `data`. No more than `data` and a byte is
    read, and a link or special file is not opened to read (`write` refuses it): a catalog a
    repository commits as a link to /dev/zero was read until memory ran out, a named pipe waited
    on for ever."""
    from deckctl.io.paths import read_kept

    return read_kept(path, len(data)) == data


def _there(path: Path) -> bool:
    """Whether anything is at a catalog's path: a folder, a named pipe or a link there is a catalog
    that cannot be read (`read_catalog` says why, without opening it), not one to start anew."""
    return os.path.lexists(path)


def _not_read(old: CatalogFile | None) -> list[Diagnostic]:
    """The error for a catalog deckctl does not read (a folder, a named pipe, a link leading out of
    the repository): nothing is written in its place either."""
    return [d for d in old.diagnostics if d.code == "unreadable-catalog"] if old is not None else []


def template_path(deck: Deck) -> Path:
    return deck.path / LOCALES / f"{deck.id}.pot"


def _catalog(path: Path, deck: Deck, lang: str, comment: str, entries, obsolete, old: CatalogFile | None,
             pot_date: str = "") -> bytes | None:
    existing = dict(old.header) if old and old.catalog is not None else {}
    if pot_date:
        existing["POT-Creation-Date"] = pot_date
    comment = old.header_comment if old and old.header_comment else comment
    saved = Saved(old.newline if old else LF)  # (a CRLF catalog stays CRLF)

    def rendered(header: dict[str, str]) -> bytes:
        return saved.encode(render(comment, header_for(header, project=f"{deck.id} {deck.manifest.version}", language=lang,
                                                       stamp=now_stamp(), plural_forms=plural_forms(lang)),
                                   entries, obsolete).decode("utf-8"))

    data = rendered(existing)
    if existing and not lang and not _holds(path, data):  # a template: a new date only when it changed
        data = rendered({**existing, "POT-Creation-Date": now_stamp()})
    return _new(path, data)


def extract(deck: Deck) -> Written:
    """`locales/<deck-id>.pot`: every translatable text, no translations (see `write`)."""
    path = template_path(deck)
    old = read_catalog(path, display_path(path)) if _there(path) else None
    if _not_read(old):
        return Written(path, None, 0, _not_read(old))
    texts = deck_texts(deck)
    entries, _ = merge(texts, [], [], keep_translations=False)
    comment = f"# {comment_text(deck.manifest.title)} ({deck.id}): translation template, made by `deckctl i18n extract`."
    data = _catalog(path, deck, "", comment, entries, [], old)
    return _checked(Written(path, data, len(entries)), deck, texts)


def update(deck: Deck, lang: str) -> Written:
    """`locales/<lang>.po` new or brought up to date (see `deckctl.i18n.merge`; and `write`).

    A catalog that cannot be parsed is left alone: the result carries its diagnostics."""
    path = catalog_path(deck, lang)
    # (shared: validate, run first, has parsed the same bytes; nothing here changes what was read)
    old = shared_catalog(path, display_path(path)) if _there(path) else None
    if old is not None and old.catalog is None:
        return Written(path, None, 0, old.diagnostics)
    active = [m for m in old.catalog if m.id] if old else []
    obsolete = list(old.catalog.obsolete.values()) if old else []
    present = old.entries if old else {}
    texts = deck_texts(deck) + label_texts(deck, lang, present)
    entries, gone = merge(texts, active, obsolete)
    comment = f"# {comment_text(deck.manifest.title)} ({deck.id}): translation into `{lang}`."
    template = template_path(deck)
    # As msgmerge does: the template's date, so that merging with the template changes nothing.
    dated = read_catalog(template, display_path(template)).header.get("POT-Creation-Date", "") if template.is_file() else ""
    data = _catalog(path, deck, lang, comment, entries, gone, old, dated)
    return _checked(Written(path, data, len(entries)), deck, texts)


def pseudo(deck: Deck) -> Written:
    """`locales/en-XA.po`: every text (and printed label) in the pseudo-locale, made whole each
    time (see `deckctl.i18n.pseudo`; and `write`)."""
    from deckctl.i18n.pseudo import PSEUDO, pseudo_entries

    path = catalog_path(deck, PSEUDO)
    old = read_catalog(path, display_path(path)) if _there(path) else None
    if _not_read(old):
        return Written(path, None, 0, _not_read(old))
    texts = deck_texts(deck) + label_texts(deck, PSEUDO)
    entries = pseudo_entries(texts)
    comment = (f"# {comment_text(deck.manifest.title)} ({deck.id}): pseudo-translation made by `deckctl i18n pseudo`;\n"
               "# accented, longer texts to check the fit on the cards. Do not edit: it is rewritten.")
    data = _catalog(path, deck, PSEUDO, comment, entries, [], old if old and old.catalog is not None else None)
    return _checked(Written(path, data, len(entries)), deck, texts)


def _checked(written: Written, deck: Deck, texts: list) -> Written:
    """`written`, unless deckctl would refuse to read the catalog back (deckctl.i18n.limits: a
    translation or a kept entry can make it too large): then nothing to write, and an error at the
    deck text whose entry is too long (else at the catalog)."""
    if written.data is None:
        return written
    problem = limits.written_problem(written.data)
    if problem is None:
        return written
    line, code, what, hint = problem
    display = display_path(written.path)
    first, lines = _lines_around(written.data, line)
    one_text = code == "text-too-long"  # (else the whole catalog is over: its size, lines, entries)
    context = (_context_of if one_text else _entry_near)(lines, line - first + 1)
    text = next((t for t in texts if t.context == context and t.file), None)
    if text is None:
        where = Diagnostic(display, 0, 0, code, f"not written: {what}" + (f" (the entry `{context}`)" if context else ""),
                           hint=hint)
    elif one_text:
        where = Diagnostic(display_path(deck.path / text.file), text.line, 1 if text.line else 0, code,
                           f"{display} is not written: in the entry of this text, {what}", card_id=text.card_id,
                           hint="shorten the text or its translation: deckctl would refuse the catalog").naming(display)
    else:
        where = Diagnostic(display_path(deck.path / text.file), text.line, 1 if text.line else 0, code,
                           f"{display} is not written: {what}, from the entry of this text on", card_id=text.card_id,
                           hint=_WHOLE_CATALOG_HINT).naming(display)  # (the catalog named apart: NAMES)
    return Written(written.path, None, written.entries, [where])


# More lines than an entry within the limits has (its three strings of MAX_STRING_CHARS, in the
# shortest lines a string can have: `"\n"`).
_LONGEST_ENTRY_LINES = 3 * limits.MAX_STRING_CHARS // 2 + 10
_WHOLE_CATALOG_HINT = ("deckctl would refuse the catalog: split the deck into several decks (each its own deck.yaml) "
                       "at about this card, or shorten its texts (each line break in a text is a line of the catalog)")


def _lines_around(data: bytes, line: int) -> tuple[int, list[str]]:
    """(the number of the first, the lines) of the catalog from an entry's length before `line`
    (1-based) to one after it: not every line, since a catalog of millions (a deck of line breaks)
    is refused without making a string of each."""
    first, start = max(1, line - _LONGEST_ENTRY_LINES), 0
    for _ in range(first - 1):
        start = data.index(b"\n", start) + 1
    end = start
    for _ in range(line - first + _LONGEST_ENTRY_LINES):
        end = data.find(b"\n", end) + 1
        if not end:
            end = len(data)
            break
    return first, limits.catalog_lines(data[start:end].decode("utf-8"))  # (a line feed is never inside a character)


def _entry_near(lines: list[str], line: int) -> str | None:
    """The msgctxt of the entry that `line` (1-based) is part of, or of the next entry when it is a
    blank line or the comments before one: where a catalog of entries in deck order goes over a limit."""
    for number in range(min(line, len(lines)), 0, -1):
        stripped = lines[number - 1].strip()
        if stripped.startswith("msgctxt"):
            return _context_at(lines, number)
        if not stripped or stripped.startswith("#"):
            break
    return next((_context_at(lines, number) for number in range(max(line, 1), len(lines) + 1)
                 if lines[number - 1].strip().startswith("msgctxt")), None)


def _context_of(lines: list[str], line: int) -> str | None:
    """The msgctxt of the entry whose msgctxt, msgid or msgstr starts on `line` (1-based)."""
    for number in range(line, 0, -1):
        stripped = lines[number - 1].strip()
        if not stripped or stripped.startswith("#"):
            return None
        if stripped.startswith("msgctxt"):
            return _context_at(lines, number)
    return None


def _not_translated(item, catalog: str, update: str) -> tuple[str, str]:
    """(what is wrong, what to do) for a text a catalog does not translate, in the words the proof's
    notes use for the same text (deckctl/proof/untranslated.py)."""
    if item.message is None:
        return "has no entry", f"`{update}` adds it, then translate it in {catalog}"
    if item.state != FUZZY:
        return "has no translation", f"translate it in {catalog}"
    if "fuzzy" in item.message.flags:
        return "is fuzzy", f"review it in {catalog} and remove its `fuzzy` flag"
    return ("is fuzzy (its translation was made for an earlier source text)",
            f"run `{update}` (it marks the entry fuzzy, the old text beside it), then review it in {catalog} "
            "and remove the flag")


@dataclass
class LanguageStatus:
    deck: str
    language: str
    catalog: str
    total: int = 0
    translated: int = 0
    fuzzy: int = 0
    missing: int = 0
    obsolete: int = 0
    # The pseudo-locale's catalog (`generated`): deckctl writes it, nobody translates it, so a text
    # it does not translate is neither fuzzy nor missing but out of date (the deck changed since).
    generated: bool = False
    out_of_date: int = 0
    advice: str = ""  # what to run to bring a generated catalog up to date, when it is not
    readable: bool = True  # False: the catalog cannot be read (its errors are in diagnostics)
    source: bool = False  # the deck is written in this language: its texts are the originals, nothing to translate
    diagnostics: list[Diagnostic] = field(default_factory=list)  # one per text not translated, located

    @property
    def complete(self) -> bool:
        return not (self.fuzzy or self.missing or self.out_of_date or any(d.is_error for d in self.diagnostics))

    def to_json(self) -> dict:
        """This deck and language as `i18n status --format json` prints it (docs/i18n.md): the
        counts the text shows, null where it shows none (the deck's own language, a catalog that
        cannot be read)."""
        counted = self.readable and not self.source
        counts = {key: getattr(self, key) if counted else None
                  for key in ("translated", "fuzzy", "missing", "obsolete", "out_of_date")}
        return {"deck": self.deck, "language": self.language, "catalog": self.catalog or None,
                "own_language": self.source, "generated": self.generated, "readable": self.readable,
                "texts": self.total if counted else None, **counts, "complete": self.complete}


def status(deck: Deck, only: list[str] | None = None) -> list[LanguageStatus]:
    """Per catalog of the deck: counts of translated, fuzzy, missing and obsolete texts, and a
    located warning for each text that is not translated yet."""
    from deckctl.i18n.apply import localize

    result = []
    for lang in only or languages(deck):
        if same_language(lang, deck.manifest.language):  # (only when asked for: `languages` leaves it out)
            result.append(LanguageStatus(deck.id, lang, "", source=True))
            continue
        texts = deck_texts(deck) + label_texts(deck, lang)  # the catalog's own label entries join below
        path = catalog_path(deck, lang)
        display = display_path(path)
        generated = is_generated(lang)
        row = LanguageStatus(deck.id, lang, display, total=len(texts), generated=generated)
        if not _there(path):
            if generated:
                row.out_of_date = len(texts)
            else:
                row.missing = len(texts)
            made_by = f"pseudo {shell_word(display_path(deck.path))}" if generated else f"update {shell_word(display_path(deck.path))} --lang {lang}"
            row.diagnostics.append(Diagnostic(display, 0, 0, "no-catalog", f"{lang}: no catalog yet",
                                              severity=Severity.WARNING, hint=f"deckctl i18n {made_by}"))
            result.append(row)
            continue
        catalog = shared_catalog(path, display)  # (validate, run first, has parsed the same bytes)
        if catalog.catalog is None:
            row.readable = False
            row.diagnostics += catalog.diagnostics
            result.append(row)
            continue
        texts = deck_texts(deck) + label_texts(deck, lang, catalog.entries)
        matches = match(texts, catalog)
        row.total = len(texts)
        row.translated, row.fuzzy, row.missing = (matches.count(s) for s in (TRANSLATED, FUZZY, MISSING))
        row.obsolete = matches.obsolete + len(matches.stale)
        if generated:
            row.out_of_date, row.fuzzy, row.missing = row.fuzzy + row.missing, 0, 0
            if row.out_of_date or row.obsolete:
                row.advice = regenerate_hint(display_path(deck.path))
        for item in matches.items:
            if item.state == TRANSLATED:
                continue
            line = catalog.line_of(item.message)
            if generated:
                row.diagnostics.append(Diagnostic(display, line, 1 if line else 0, "out-of-date-translation",
                                                  f"{lang}: {item.text.context} is out of date", severity=Severity.WARNING,
                                                  card_id=item.text.card_id, hint=regenerate_hint(display_path(deck.path)),
                                                  ).naming(display_path(deck.path)))  # (named apart: NAMES)
                continue
            what, hint = _not_translated(item, display, f"deckctl i18n update {shell_word(display_path(deck.path))} --lang {lang}")
            row.diagnostics.append(Diagnostic(display, line, 1 if line else 0, f"{item.state}-translation",
                                              f"{lang}: {item.text.context} {what}", severity=Severity.WARNING,
                                              card_id=item.text.card_id, hint=hint,
                                              ).naming(display, display_path(deck.path)))  # (named apart: NAMES)
        _, problems = localize(deck, lang, catalog)
        row.diagnostics += [d for d in problems if d.is_error]
        result.append(row)
    return result
