"""Reading and writing gettext catalogs.

Babel parses (`read_po`) and holds the entries (`Catalog`, `Message`); we write the file
ourselves because the output must be byte-for-byte deterministic and GNU-clean: a fixed header
(no tool version, dates kept from the existing file), previous msgids of fuzzy entries as
`#| msgid` lines (however long; with `#| msgctxt` when the translation came from another
entry), entries in the order given.
"""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email import message_from_string
from functools import cached_property
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, PoFileParser, unescape

from deckctl.core.deck_limits import MAX_CATALOGS
from deckctl.core.diagnostics import MORE, Diagnostic, Severity
from deckctl.core.finding_cap import MAX_PER_KIND, Capped, closing
from deckctl.core.printable import printable_line
from deckctl.core.quoted import shortened
from deckctl.i18n import controls, escapes, limits
from deckctl.i18n.escapes import denormalize
from deckctl.i18n.locales import language_tag
from deckctl.i18n.wrap import po_string
from deckctl.io.conflicts import conflict_blocks, conflict_error
from deckctl.io.line_ends import CRLF, LF, crlf

# Flags Babel adds by itself (a `%` in a msgid reads as a Python format string to it): deck texts
# are never format strings, and `msgfmt -c` would hold translations to one.
NOT_OURS = frozenset({"python-format", "python-brace-format"})
HEADER_ORDER = ("Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date", "PO-Revision-Date",
                "Last-Translator", "Language-Team", "Language", "MIME-Version", "Content-Type",
                "Content-Transfer-Encoding", "Plural-Forms")
_FIXED = {"MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit"}


@dataclass
class CatalogFile:
    """A catalog as read: its entries (None when it cannot be parsed), raw header fields,
    header comment, and the problems found reading it."""

    path: Path
    display: str
    catalog: Catalog | None = None
    header: dict[str, str] = field(default_factory=dict)
    header_comment: str = ""
    diagnostics: list[Diagnostic] = field(default_factory=list)
    msgstr_lines: dict[str, int] = field(default_factory=dict)  # msgctxt -> line of its msgstr
    # Its line ends, which the catalog written again keeps: a CRLF checkout (Git for Windows'
    # core.autocrlf) is not turned into a whole-file diff. (A byte-order mark is read, and not
    # written again: GNU msgfmt takes it for a syntax error.)
    newline: str = LF
    digest: str = ""  # the SHA-256 of the bytes it was parsed from ("" when none were read)
    # When `catalog` is None for entries refused (control characters): its other entries, for
    # validate to check their translations in the same run. No other reader uses it.
    checkable: Catalog | None = None

    def line_of(self, message: Message | None) -> int:
        """Where a translator fixes `message`: its msgstr line (else its entry's line, else 0)."""
        if message is None:
            return 0
        return self.msgstr_lines.get(message.context or "", 0) or message.lineno or 0

    @cached_property  # (asked for once per label a deck prints: the catalog is not changed once read)
    def entries(self) -> dict[str, Message]:
        """Active entries by msgctxt (the first one, if a context is repeated)."""
        found: dict[str, Message] = {}
        for message in self.catalog or ():
            if is_text(message):
                found.setdefault(message.context, message)
        return found


def is_text(message: Message) -> bool:
    """An entry that can hold a deck text: a msgctxt and a singular msgid (not the header, not a
    plural entry, not an entry without context)."""
    return bool(message.id) and isinstance(message.id, str) and message.context is not None


def now_stamp() -> str:
    """The date written into a new catalog (SOURCE_DATE_EPOCH wins, for reproducible builds)."""
    from deckctl.core.source_date import source_date

    moment = source_date() or datetime.now(timezone.utc)
    return moment.strftime("%Y-%m-%d %H:%M+0000")


def read_catalog(path: Path, display: str) -> CatalogFile:
    return _read(path, display, _parsed)


def shared_catalog(path: Path, display: str) -> CatalogFile:
    """`read_catalog`, but the same object for the same name and bytes while this process runs, and
    one parse of the same bytes under any name (`_Kept`): checking, translating and printing a deck
    then parse its catalog once, and so do both sides of a diff. Its readers must not change it."""
    return _read(path, display, _shared)


def parse_kept(digest: str | None) -> bool:
    """Whether `shared_catalog` keeps the parse of the bytes of this digest (`digest_of`): reading
    them costs no parse."""
    return digest in _shared


def _read(path: Path, display: str, parse) -> CatalogFile:
    """The catalog at `path`, parsed by `parse`; not read at all when it is a link leading out of
    its deck's repository (`locales/` is in the deck folder), a named pipe or a device, or larger
    than limits.MAX_CATALOG_BYTES: one error then."""
    result = CatalogFile(path, display)
    data = _bytes(path, display, result.diagnostics)
    return result if data is None else parse(path, display, data)


def digest_of(path: Path) -> str | None:
    """The SHA-256 of the catalog's bytes, read as `read_catalog` reads them (None where it would
    not read them): whether a catalog parsed before is still the file's, without parsing it."""
    import hashlib

    data = _bytes(path, "", [])
    return hashlib.sha256(data).hexdigest() if data is not None else None


def _bytes(path: Path, display: str, diagnostics: list[Diagnostic]) -> bytes | None:
    from deckctl.io.paths import Refused, read_regular, source_refusal

    refusal = source_refusal(path, path.parent.parent)
    if refusal:
        diagnostics.append(_refused(path, display, refusal))
        return None
    try:
        return read_regular(path, limits.MAX_CATALOG_BYTES)
    except OSError as exc:
        diagnostics.append(Diagnostic(display, 0, 0, "unreadable-catalog", f"cannot read: {exc.strerror or exc}"))
    except Refused:  # (a regular file a moment ago: too large)
        diagnostics.append(Diagnostic(display, 0, 0, "file-too-large",
                                      f"the catalog is larger than {limits.MAX_CATALOG_BYTES:,} bytes",
                                      hint=_TOO_LARGE_HINT))
    return None


_TOO_LARGE_HINT = "a catalog holds one deck's texts: split a deck this large into several"
_OUTSIDE_HINT = "keep the deck's catalogs inside its repository as plain files (not links leading out of it)"
_NOT_A_FILE_HINT = "a catalog is a plain file (locales/<lang>.po): remove the {kind}, and put the catalog in its place"
_DANGLING_HINT = "point the link at a catalog inside the deck's repository, or remove it"


def _refused(path: Path, display: str, refusal: str) -> Diagnostic:
    """The error for a catalog `source_refusal` does not read, with a hint that fits what is there:
    a link leading out of the repository, a link to nothing, a folder or named pipe, a file that
    cannot be opened."""
    import os

    message, hint = f"the catalog is not read: {refusal}", _OUTSIDE_HINT
    if refusal.startswith("it cannot be read: "):  # (not "not read: it cannot be read")
        reason = refusal.removeprefix("it cannot be read: ")
        if os.path.islink(path) and not os.path.exists(path):
            message, hint = f"the catalog is a symbolic link leading to no file ({reason})", _DANGLING_HINT
        else:
            message, hint = f"the catalog cannot be read: {reason}", None
    elif refusal.startswith("it is a") and refusal.endswith(", not a file"):  # (a folder, a named pipe...)
        kind = refusal.removeprefix("it is a").removesuffix(", not a file").removeprefix("n ").strip()
        hint = _NOT_A_FILE_HINT.format(kind=kind)
    return Diagnostic(display, 0, 0, "unreadable-catalog", message, hint=hint)


class _Kept:
    """The catalogs `shared_catalog` parsed last, by their bytes: the same bytes under another name
    (`diff --html` loads each side's decks into a folder of its own, and most of a change's
    catalogs are the same on both sides) are parsed once, and read as that name's (`_named`). Kept
    while together they are no more lines than one catalog may have, nor bytes (16 MiB, about ten
    catalogs of 1.5 MB): Babel's objects take some 13 times a catalog's bytes (measured: 20 MB for
    a 1.6 MB catalog of 15,500 entries, 38 MB for 3.1 MB), so the parses kept stay within about
    210 MB however many decks a process reads. The one parsed last is always kept.

    Which go when they do not all fit: the one used longest ago, unless the catalog just parsed
    was let go of before (`_gone`, the digests of the last ones let go of). That is a process
    going over the same catalogs again in the same order (`diff --html` reads each one to compare,
    then to load the old side's deck, then the new side's): letting go of the oldest would let go
    of the very one asked for next, every catalog parsed again each time round. The one used
    last before it goes instead, so that the others are kept for the next round."""

    def __init__(self) -> None:
        # digest -> (its parse, under the name it was first read by; each other name's copy; its
        # bytes and lines, counted)
        self._kept: OrderedDict[str, tuple[CatalogFile, dict[tuple[Path, str], CatalogFile], int, int]] = OrderedDict()
        self._gone: OrderedDict[str, None] = OrderedDict()  # digests let go of, the last GONE_KEPT of them
        # (the instance's, not the class's: build empties every `cache_clear` of this module's names)
        self.cache_clear = self._clear

    def _clear(self) -> None:
        self._kept.clear()
        self._gone.clear()

    def __call__(self, path: Path, display: str, data: bytes) -> CatalogFile:
        import hashlib

        digest = hashlib.sha256(data).hexdigest()
        if digest in self._kept:
            self._kept.move_to_end(digest)
        else:
            self._kept[digest] = (_parsed(path, display, data), {}, len(data), data.count(b"\n"))
            again = digest in self._gone
            self._gone.pop(digest, None)
            while len(self._kept) > 1 and self._over():
                self._let_go(self._last_used_before(digest) if again else next(iter(self._kept)))
        first, named, _, _ = self._kept[digest]
        if (first.path, first.display) == (path, display):
            return first
        if (path, display) not in named:
            named[(path, display)] = _named(first, path, display)
        return named[(path, display)]

    def __contains__(self, digest: object) -> bool:
        return digest in self._kept

    def _last_used_before(self, digest: str) -> str:
        return next(kept for kept in reversed(self._kept) if kept != digest)

    def _let_go(self, digest: str) -> None:
        del self._kept[digest]
        self._gone[digest] = None
        if len(self._gone) > GONE_KEPT:
            self._gone.popitem(last=False)

    def _over(self) -> bool:
        kept = self._kept.values()
        return (sum(size for _, _, size, _ in kept) > limits.MAX_CATALOG_BYTES
                or sum(lines for _, _, _, lines in kept) > limits.MAX_LINES)


def _named(first: CatalogFile, path: Path, display: str) -> CatalogFile:
    """`first`'s parse read under another name: Babel's objects shared (no reader changes them), its
    own errors naming its own file."""
    from dataclasses import replace

    named = replace(first, path=path, display=display,
                    diagnostics=[replace(d, file=display) if d.file == first.display else d for d in first.diagnostics])
    if "entries" in first.__dict__:  # (worked out already: the same entries)
        named.__dict__["entries"] = first.entries
    return named


# How many digests of catalogs let go of `_Kept` remembers (a digest each): as many as the two
# sides of a diff of a deck may have, so that going over them again is told.
GONE_KEPT = 2 * MAX_CATALOGS
_shared = _Kept()


def _parsed(path: Path, display: str, data: bytes) -> CatalogFile:
    import hashlib

    result = CatalogFile(path, display, digest=hashlib.sha256(data).hexdigest())
    try:
        text = data.decode("utf-8-sig")  # a byte order mark, as some editors write, is dropped
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        result.diagnostics.append(Diagnostic(display, line, 1, "catalog-encoding", "the catalog is not UTF-8 text",
                                             hint="save it as UTF-8 (and say `charset=UTF-8` in its header)"))
        return result
    result.newline = CRLF if crlf(text) else LF
    shape = limits.shape_problem(text)  # (first: every step after this one splits the text into lines)
    if shape:
        line, code, what, hint = shape
        result.diagnostics.append(Diagnostic(display, line, 1, code, what, hint=hint))
        return result
    conflicts = conflict_blocks(text)
    if conflicts:  # translations are merged by git's line merge, which leaves these
        result.diagnostics += [conflict_error(display, block) for block in conflicts]
        return result
    lines = limits.catalog_lines(text)
    # Each error found on the lines is reported, all in one run and in file order: one tells
    # nothing of the next, so fixing a catalog takes no run per error.
    found = Capped()
    syntax = _gather(found, _syntax_problems(lines), lambda problem: Diagnostic(
        display, problem[0], 1, "catalog-syntax", f"the catalog cannot be read: {problem[1]}", hint=problem[2]))
    written = controls.all_in_file(text, display)  # control characters written into the file
    found.extend(written)
    # (a line Babel would skip, or lines a lone CR runs into one: no entry is read, no size counted)
    if syntax or any(d.code == controls.LONE_CR for d in written):
        return _with(result, found)
    too_large = limits.size_problem(lines)
    if too_large:
        line, code, what, hint = too_large
        result.diagnostics.append(Diagnostic(display, line, 1, code, what, hint=hint))
        return result
    if written:  # (refused where they stand; the rest of the file is still read and checked)
        text = controls.blanked(text)
    # (after the size check: a long string is decoded only within the limits)
    escape_errors: list[escapes.EscapeError] = []
    babel_text = escapes.for_babel(text.split("\n"), escape_errors) or text
    # An obsolete entry's previous msgid (`#~| msgid`, as msgmerge --previous writes it) is
    # read as an active one's (`#|`, a comment to Babel): Babel takes `#~` lines for entry lines.
    babel_text = _OBSOLETE_PREVIOUS.sub(r"\1#|", babel_text)
    _gather(found, escape_errors, lambda exc: Diagnostic(
        display, exc.line, exc.column, "catalog-syntax", f"the catalog cannot be read: {exc}", hint=escapes.HINT))
    # (an escape refused is its string's own: the line stays as written, and its entry is refused)
    refused_lines = {d.line for d in written if MORE not in d.extra} | {exc.line for exc in escape_errors}
    unread = _gather(found, _repeated_contexts(lines), lambda repeated: Diagnostic(
        display, repeated[0], 1, "catalog-duplicate",
        f"a second entry for `{shortened(repeated[1])}` (the first is at line {repeated[2]})",
        hint="keep one entry per msgctxt and delete the other"))
    if unread:
        return _with(result, found)
    try:
        catalog = _BoundedCatalog()
        _CommentKeepingParser(catalog, abort_invalid=True).parse(io.StringIO(babel_text))
    except _HeaderRefused as exc:
        found.append(_header_error(display, lines, exc))
        return _with(result, found)
    except PoFileError as exc:
        found.extend(_header_error(display, lines, refused) for refused in catalog.refused)
        if catalog.plural_refused is not None and "than num_plurals" in str(exc):
            return _with(result, found)  # (no nplurals to hold the entries' plural forms to)
        past = _past_nplurals(lines, exc.lineno, catalog.num_plurals) if "than num_plurals" in str(exc) else None
        if past:
            line, what = past
            found.append(Diagnostic(display, line, 1, "catalog-syntax", f"the catalog cannot be read: {what}",
                                    hint=_PLURAL_INDEX_HINT))
            return _with(result, found)
        message = str(exc).rsplit(" on ", 1)[0]
        line = exc.line.strip() if isinstance(exc.line, str) else ""
        missing = message.startswith("missing msgstr")  # (its msgstr line deleted: no line to quote)
        found.append(Diagnostic(display, exc.lineno, 1 if exc.lineno else 0, "catalog-syntax",
                                f"the catalog cannot be read: {message}" + (f": {line!r}" if line else ""),
                                hint='give the entry its msgstr line (`msgstr ""` while it has no translation)'
                                if missing else "check the quoting of this entry (each line a \"...\" string)"))
        return _with(result, found)
    except Exception as exc:  # Babel raises plain errors for some broken headers
        found.append(Diagnostic(display, 0, 0, "catalog-syntax", f"the catalog cannot be read: {exc}"))
        return _with(result, found)
    found.extend(_header_error(display, lines, refused) for refused in catalog.refused)
    for message in [*catalog, *catalog.obsolete.values()]:
        _lift_previous(message)
    result.catalog = catalog
    result.header, result.header_comment = _raw_header(text)
    result.msgstr_lines = _msgstr_lines(lines)
    start = next((number for number, line in enumerate(lines, 1) if line.strip() == 'msgid ""'), 0)
    in_header = controls.in_header(result.header, display, lambda name: _header_line(lines, start, name))
    in_texts = controls.in_texts(result)
    found.extend([in_header] * bool(in_header) + in_texts)
    if found.closed():  # (what Babel read stays out of every reader's hands)
        result.catalog = None
        # validate still checks the other entries' translations (`CatalogFile.checkable`)
        result.checkable = _without(catalog, lines, refused_lines,
                                    {d.extra.get("context") for d in in_texts})
        return _with(result, found)
    other = _other_charset(result.header)
    if other:
        line = _header_line(lines, start, "Content-Type")
        result.diagnostics.append(Diagnostic(
            display, line, 1 if line else 0, "catalog-header",
            f"the header says `charset={shortened(other)}`, but the catalog is UTF-8 text (deckctl reads every "
            "catalog so): gettext's tools and translation editors go by the header, and would garble its accented "
            "letters", severity=Severity.WARNING,
            hint="write `charset=UTF-8` in its Content-Type line (`deckctl i18n update` does)"))
    return result


def _other_charset(header: dict[str, str]) -> str:
    """The charset a catalog's Content-Type names where that is not UTF-8 (`ISO-8859-1`, a
    template's `CHARSET` left in), else ""."""
    found = re.search(r"charset\s*=\s*([^\s;]+)", header.get("Content-Type", ""), re.IGNORECASE)
    if found is None:
        return ""
    charset = found.group(1).strip("\"'")
    return "" if charset.lower().replace("_", "-") in ("utf-8", "utf8") else charset


def _header_error(display: str, lines: list[str], exc: _HeaderRefused) -> Diagnostic:
    line = _header_line(lines, exc.lineno, exc.field, exc.value) if exc.field else exc.lineno
    return Diagnostic(display, line, 1 if line else 0, "catalog-header", f"the catalog's header cannot be used: {exc}",
                      hint=_FIELD_HINTS.get(exc.field.lower(), _HEADER_HINT))


def _gather(found: Capped, problems, diagnostic) -> int:
    """Adds `diagnostic(problem)` of each of `problems` to `found`: the first MAX_PER_KIND of
    them, then one closing finding counting the rest (which are not made into findings: a file
    can hold one on every line). Returns how many there were."""
    count, left_out = 0, None
    for problem in problems:
        count += 1
        if count <= MAX_PER_KIND:
            found.append(diagnostic(problem))
        elif left_out is None:
            left_out = problem
    if left_out is not None:
        found.append(closing(diagnostic(left_out), count - MAX_PER_KIND))
    return count


def _with(result: CatalogFile, found: Capped) -> CatalogFile:
    """`result` with the errors found, in file order."""
    result.diagnostics += sorted(found.closed(), key=lambda d: (d.line, d.col))
    return result


def _without(catalog: Catalog, lines: list[str], refused_lines: set[int], refused: set[str | None]) -> Catalog:
    """`catalog` without the entries refused: those named in `refused` (their msgctxt, printable)
    and those holding a line of `refused_lines` (an entry's lines run from its first line after a
    blank one). The header stays: no translation is checked against it."""
    block, blocks = 0, []  # the entry (block of lines between blank ones) each line is in
    for line in lines:
        block += not line.strip()
        blocks.append(block)
    refused_blocks = {blocks[line - 1] for line in refused_lines if 0 < line <= len(blocks)}
    for message in list(catalog):
        if not message.id:
            continue
        if (printable_line(message.context or "") in refused
                or (message.lineno and blocks[message.lineno - 1] in refused_blocks)):
            catalog.delete(message.id, message.context)
    return catalog


_PLURAL_FORMS_HINT = ("write the language's own, e.g. `Plural-Forms: nplurals=2; plural=(n != 1);\\n` "
                      "(`deckctl i18n update` writes it for a new catalog)")
_HEADER_HINT = "write `Language:` as a language tag (`fr`, `pt_BR`) and dates as `2024-05-01 12:00+0000`"
_DATE_HINT = "write the date as `2024-05-01 12:00+0000` (year-month-day, hour:minute and the offset from UTC)"
_FIELD_HINTS = {"plural-forms": _PLURAL_FORMS_HINT, "language": "write `Language:` as a language tag (`fr`, `pt_BR`)",
                "pot-creation-date": _DATE_HINT, "po-revision-date": _DATE_HINT}
# The header fields Babel makes more of than a text: one it cannot read, it refuses the file for.
_READ_BY_BABEL = frozenset({"language", "pot-creation-date", "po-revision-date"})


class _HeaderRefused(Exception):
    def __init__(self, problem: str, lineno: int, field: str = "", value: str = ""):
        super().__init__(problem)
        self.lineno = lineno
        self.field = field  # the header field at fault, where known
        self.value = value  # (its value: which line, where the field is given twice)


class _CommentKeepingParser(PoFileParser):
    """Babel's parser, reading a translator comment as GNU gettext does: everything after its `#`
    but one space there, leading and trailing blanks kept (Babel strips the line: `#   indented
    note` came back from `i18n update` as `# indented note`, where msgcat keeps it). `_entry`
    writes it back as GNU does, so a comment msgcat would leave alone is written byte for byte."""

    _line = ""

    def parse(self, fileobj) -> None:
        def lines():
            for line in fileobj:
                self._line = line  # (Babel reads lines one by one: the comment being read is this one)
                yield line
        super().parse(lines())

    def _process_comment(self, line) -> None:
        super()._process_comment(line)
        if line[:2] not in ("#:", "#,", "#."):  # (every other comment is a translator comment to Babel)
            written = self._line.removesuffix("\n").removesuffix("\r")
            self.user_comments[-1] = written[written.index("#") + 1:].removeprefix(" ")


class _BoundedCatalog(Catalog):
    """Babel's catalog, refusing header fields as it reads them: an unusable Plural-Forms before
    any plural entry after it gets a list of `nplurals` translations (`limits`), and a Language
    or date Babel cannot read before it refuses the whole file for it. Each field refused is
    noted (`refused`) and left out, and the rest read on, so that the entries' own errors are
    found in the same run; a catalog with one noted is read by no one but validate."""

    refused: tuple[_HeaderRefused, ...] = ()

    @property
    def plural_refused(self) -> _HeaderRefused | None:
        return next((refused for refused in self.refused if refused.field == "Plural-Forms"), None)

    def __setitem__(self, id, message: Message) -> None:
        if id == "":  # a header entry (Babel reads every `msgid ""` entry as one)
            left_out = set()
            for name, value in message_from_string(message.string or "").items():
                problem = _field_problem(name, str(value))
                if problem and name.lower() not in left_out:
                    field = "Plural-Forms" if name.lower() == "plural-forms" else name
                    self.refused += (_HeaderRefused(problem, message.lineno or 0, field, str(value)),)
                    left_out.add(name.lower())
            if left_out:
                message.string = "\n".join(row for row in (message.string or "").split("\n")
                                           if row.split(":", 1)[0].strip().lower() not in left_out)
            try:
                return super().__setitem__(id, message)
            except (ValueError, TypeError, LookupError) as exc:  # a Language or a date Babel cannot read
                raise _HeaderRefused(printable_line(str(exc)), message.lineno or 0) from None
        super().__setitem__(id, message)


def _field_problem(name: str, value: str) -> str | None:
    """Why the header field `name: value` cannot be used, in plain words; None when it can."""
    if name.lower() == "plural-forms":
        return limits.plural_forms_problem(value)
    if name.lower() not in _READ_BY_BABEL:
        return None
    try:
        Catalog().mime_headers = [(name, value)]  # (as Babel reads it, on a catalog of its own)
    except (ValueError, TypeError, LookupError) as exc:
        return f"`{printable_line(name)}: {printable_line(shortened(value, 60))}` cannot be read: {printable_line(str(exc))}"
    return None


def _header_line(lines: list[str], start: int, field: str, value: str = "") -> int:
    """The line of the header entry starting at `start` where `field` starts, the one with `value`
    where the field is given twice (else the first; else `start`)."""
    starts = re.compile(rf'(?:msgstr\s*)?"\s*{re.escape(field)}\s*:\s*(.*)', re.IGNORECASE)
    first = 0
    for number in range(max(start, 1), len(lines) + 1):
        if not lines[number - 1].strip():
            break
        found = starts.match(lines[number - 1].strip())
        # (the line's value as read, the file's escapes undone, `\"` a quote: the whole value, or
        # its start where it goes on over the string lines after it)
        if found and (not value or value.strip().startswith(unescape('"' + found.group(1)).strip())):
            return number
        first = first or (number if found else 0)
    return first or start


def _msgstr_lines(lines: list[str]) -> dict[str, int]:
    """The line of each active entry's msgstr, by msgctxt: errors in a translation point there."""
    found: dict[str, int] = {}
    context = None
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("msgctxt"):
            context = _context_at(lines, number)
        elif stripped.startswith("msgstr") and context is not None:
            found.setdefault(context, number)
            context = None
    return found


def _context_at(lines: list[str], number: int) -> str:
    """The msgctxt starting on line `number` (1-based), with the string lines that continue it."""
    parts = [lines[number - 1].strip()[len("msgctxt"):].strip()]
    # By index: a slice of the rest of the file, per entry, made reading a catalog quadratic.
    while number < len(lines) and lines[number].strip().startswith('"'):
        parts.append(lines[number].strip())
        number += 1
    return denormalize("\n".join(parts))


_STRING = r'"(?:[^"\\]|\\.)*"'
_LINE = re.compile(rf'^(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?{_STRING}\s*$')


def _syntax_problems(lines: list[str]) -> Iterator[tuple[int, str, str]]:
    """(line, what, hint) of each line that is not a comment, a keyword with a string, or a
    string: Babel skips such lines (an unterminated string loses its entry) where GNU gettext
    refuses the file; and of each msgstr[N] that no language has (`_plural_index_problem`). Each
    is a line's own: one tells nothing of the next."""
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#~"):
            stripped = stripped[2:].strip()
            if stripped.startswith("|"):  # an obsolete entry's previous msgid: a comment, as `#|` is
                continue
        elif stripped.startswith("#") or not stripped:
            continue
        if not _LINE.match(stripped):
            if _QUOTE_INSIDE.match(stripped):
                yield number, f"a quotation mark inside the text ends its string early: {stripped[:60]!r}", _QUOTE_HINT
            elif stripped.count('"') % 2 or not stripped.endswith('"'):
                yield number, f"a string is not closed: {stripped[:60]!r}", _SYNTAX_HINT
            else:
                yield number, f"this line is not a msgctxt, msgid or msgstr with a string: {stripped[:60]!r}", _SYNTAX_HINT
        elif stripped.startswith("msgstr["):
            past = _plural_index_problem(stripped)
            if past:
                yield number, past, _PLURAL_INDEX_HINT


_SYNTAX_HINT = "each msgctxt, msgid and msgstr is followed by one \"...\" string per line"
# A string that would be whole but for a `"` inside it not escaped (`msgstr "the "sleeve" channel"`).
_QUOTE_INSIDE = re.compile(r'^(?:(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?"(?:[^"\\]|\\.)*"(?:[^"\\]|\\.)*"(?:[^"\\]|\\.|")*"\s*$')
_QUOTE_HINT = "write a quotation mark inside a text as \\\" (a backslash before it), or use the language's own, „…“ or “…”"
_PLURAL_INDEX_HINT = "number an entry's plural forms msgstr[0], msgstr[1] and on, one for each of the header's nplurals"
_PLURAL_INDEX = re.compile(r"msgstr\[(\d+)\]")


def _plural_index_problem(line: str) -> str | None:
    """Why the msgstr[N] starting `line` is no language's plural form, or None. Checked before Babel
    reads the catalog: it reads N as a whole number, which Python refuses past 4,300 digits."""
    written = _PLURAL_INDEX.match(line).group(1)
    if len(written) < 3 and int(written) < limits.MAX_NPLURALS:
        return None
    digits_written = f" (its number has {len(written):,} digits)" if len(written) > 12 else ""
    return (f"msgstr[{shortened(written, 12)}]{digits_written} is not a plural form: a language has "
            f"at most {limits.MAX_NPLURALS}, msgstr[0] to msgstr[{limits.MAX_NPLURALS - 1}]")


def _past_nplurals(lines: list[str], start: int, nplurals: int) -> tuple[int, str] | None:
    """(the line, what is wrong) of the first msgstr[N] from line `start` on (the entry Babel
    refused) that is past the header's `nplurals`, or None."""
    for number in range(max(start, 1), len(lines) + 1):
        stripped = lines[number - 1].strip().removeprefix("#~").lstrip()
        index = _PLURAL_INDEX.match(stripped)
        if index and int(index.group(1)) >= nplurals:  # (at most 5: _plural_index_problem came first)
            return number, (f"msgstr[{index.group(1)}] is not a plural form of this catalog: the header says "
                            f"nplurals={nplurals}, msgstr[0] to msgstr[{nplurals - 1}]")
    return None


def _repeated_contexts(lines: list[str]) -> Iterator[tuple[int, str, int]]:
    """Each msgctxt given to a further active entry: (its line, the context, the first's line).
    Babel would merge or keep both; deckctl names each text by its msgctxt, so it must be unique."""
    seen: dict[str, int] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip().startswith("msgctxt"):
            continue
        context = _context_at(lines, number)
        if context in seen:
            yield number, context, seen[context]
        else:
            seen[context] = number


def _raw_header(text: str) -> tuple[dict[str, str], str]:
    """The header entry's fields as written (Babel fills missing ones with defaults) and its
    comment; nothing when the file does not start with a header entry."""
    lines = limits.catalog_lines(text)
    start = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), len(lines))
    body = [line.strip() for line in lines[start:]]
    if body[:1] != ['msgid ""'] or not body[1:2] or not body[1].startswith("msgstr"):
        return {}, ""
    strings = [body[1][len("msgstr"):].strip()]
    for line in body[2:]:
        if not line.startswith('"'):
            break
        strings.append(line)
    header: dict[str, str] = {}
    for row in denormalize("\n".join(strings)).split("\n"):
        if ":" in row:
            key, value = row.split(":", 1)
            header[key.strip()] = value.strip()
    comment = [line for line in lines[:start] if line.startswith("#") and not line.startswith("#,")]
    return header, "\n".join(comment)


_PREVIOUS = re.compile(r'^\|\s*+(msgctxt|msgid)?\s*+(".*")\s*$')  # (possessive: `|` and spaces were quadratic)
_OBSOLETE_PREVIOUS = re.compile(r"^([ \t]*)#~[ \t]*\|", re.MULTILINE)


def _lift_previous(message: Message) -> None:
    """Babel reads `#| msgid "..."` lines as translator comments; make them the previous msgid."""
    kept, parts, target = [], {"msgctxt": [], "msgid": []}, None
    for comment in message.user_comments:
        match = _PREVIOUS.match(comment.lstrip())  # (the comment as written: `#| msgid`, read as `| msgid`)
        if not match:
            kept.append(comment)
            continue
        if match.group(1):
            target = match.group(1)
        if target:
            parts[target].append(match.group(2))
    if parts["msgid"]:
        message.previous_id = [denormalize("\n".join(parts["msgid"]))]
        if parts["msgctxt"]:
            message.previous_context = denormalize("\n".join(parts["msgctxt"]))
        message.user_comments = kept


def previous_context(message: Message) -> str | None:
    """The msgctxt a fuzzy entry was translated under (`#| msgctxt`), when it was another entry's
    (a card renamed): Babel's Message has no field for it, so it rides along as an attribute."""
    return getattr(message, "previous_context", None)


def translated_for(message: Message) -> tuple[str | None, str] | None:
    """The (msgctxt, msgid) an entry's `#| msgctxt` and `#| msgid` name (its own msgctxt when it
    has no `#| msgctxt`), if it has a previous msgid."""
    if not message.previous_id:
        return None
    context = previous_context(message)
    return (message.context if context is None else context, message.previous_id[0])


def header_for(existing: dict[str, str], *, project: str, language: str, stamp: str,
               plural_forms: str) -> dict[str, str]:
    """The header to write: ours where deckctl owns a field, the existing file's elsewhere."""
    header = {
        "Project-Id-Version": project,
        "Report-Msgid-Bugs-To": existing.get("Report-Msgid-Bugs-To", ""),
        "POT-Creation-Date": existing.get("POT-Creation-Date") or stamp,
        "PO-Revision-Date": existing.get("PO-Revision-Date") or stamp,
        "Last-Translator": existing.get("Last-Translator", ""),
        "Language-Team": existing.get("Language-Team", ""),
        # A catalog's own spelling of its language (Weblate writes `pt_BR`) is kept.
        "Language": existing["Language"] if language and language_tag(existing.get("Language", "")) == language else language,
        **_FIXED,
        "Plural-Forms": existing.get("Plural-Forms") or plural_forms,
    }
    extra = {k: v for k, v in existing.items() if k not in header and k != "Generated-By"}
    return {**header, **extra}


def plural_forms(language: str) -> str:
    """The language's Plural-Forms header (a template's, language "", gets the common default)."""
    from babel import Locale, UnknownLocaleError

    try:
        locale = Locale.parse(language.replace("-", "_"))
    except (UnknownLocaleError, ValueError, TypeError):
        return "nplurals=2; plural=(n != 1);"
    return Catalog(locale=locale).plural_forms


def comment_text(text: str) -> str:
    """A deck's text (its title, a card file's name) as it goes into a comment line: on that one
    line, every line break escaped (U+2028 and U+2029 too: deckctl and GNU gettext end a line at
    line feeds only, but an editor or tool built on str.splitlines() would not), or a title or file
    name holding one would start catalog lines of its own choosing."""
    return printable_line(text).translate(_UNICODE_BREAKS)


_UNICODE_BREAKS = {0x2028: "\\u2028", 0x2029: "\\u2029"}


def render(header_comment: str, header: dict[str, str], messages: list[Message], obsolete: list[Message]) -> bytes:
    out = io.StringIO()
    if header_comment:
        out.write(header_comment.rstrip("\n") + "\n")
    out.write('msgid ""\n')
    out.write(po_string("msgstr", "".join(f"{key}: {value}\n" for key, value in header.items())) + "\n")
    for message in messages:
        out.write("\n")
        _entry(out, message)
    for message in obsolete:
        out.write("\n")
        _entry(out, message, prefix="#~ ")
    return out.getvalue().encode("utf-8")


def _entry(out: io.StringIO, message: Message, prefix: str = "") -> None:
    for comment in message.user_comments:  # (as GNU writes them: see _CommentKeepingParser)
        out.write(f"# {comment}\n" if comment else "#\n")
    if not prefix:
        for comment in message.auto_comments:
            out.write(f"#. {comment}\n")
        locations = [f"{comment_text(name)}:{line}" if line else comment_text(name) for name, line in message.locations]
        if locations:
            out.write("#: " + " ".join(dict.fromkeys(locations)) + "\n")
    # An obsolete entry keeps its flags and previous msgid as GNU msgmerge writes them (`#, fuzzy`,
    # `#~| msgid`): a fuzzy translation whose text comes back is still to be reviewed.
    # (`fuzzy` first, as GNU writes it: msgcat would move it there)
    flags = sorted(set(message.flags) - NOT_OURS, key=lambda flag: (flag != "fuzzy", flag))
    if flags:
        out.write("#, " + ", ".join(flags) + "\n")
    before = translated_for(message) if "fuzzy" in message.flags else None
    if before is not None:
        lead = "#~| " if prefix else "#| "
        if before[0] != message.context:
            out.write(po_string("msgctxt", before[0], prefix=lead) + "\n")
        out.write(po_string("msgid", before[1], prefix=lead) + "\n")
    if message.context is not None:
        out.write(po_string("msgctxt", message.context, prefix) + "\n")
    if isinstance(message.id, str):
        out.write(po_string("msgid", message.id, prefix) + "\n")
        out.write(po_string("msgstr", message.string or "", prefix) + "\n")
        return
    out.write(po_string("msgid", message.id[0], prefix) + "\n")
    out.write(po_string("msgid_plural", message.id[1], prefix) + "\n")
    for index, string in enumerate(message.string):  # a plural entry (a stranger here: kept as obsolete)
        out.write(po_string(f"msgstr[{index}]", string or "", prefix) + "\n")
