"""Control characters in a catalog: refused, so that none reaches a card, a PDF or a terminal.

Two places, two looks:
- the file as written: any C0 or C1 control character but tab, line feed and carriage return
  (which lay the file out) is refused where it stands, comments and header included; and so is a
  carriage return not followed by a line feed (old Mac line ends: the lines it ends are one to
  gettext and to deckctl, and a catalog of them had been read as one comment, its translations
  missing, and `i18n update` wrote it again without them);
- the texts as GNU gettext reads them (`escapes`): PO escapes make control characters too
  (`\\a`, `\\r`, `\\t`, `\\033`, `\\x1b`, `\\302\\233`). A translation (msgstr) or a header
  field may hold line breaks only: a tab prints as nothing on a card. A msgctxt or msgid (or a
  `#|` previous one) may also hold a tab, since it copies the deck's source text.
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.finding_cap import MAX_PER_KIND, closing
from deckctl.core.printable import BIDI_EMBEDDINGS, NONCHARACTERS, one_of, printable_line, refused_character
from deckctl.core.quoted import shortened

CODE = "control-character"
# (and the bidirectional embeddings, overrides and isolates, as in a deck's texts: deckctl.validate.controls)
_IN_FILE = re.compile(one_of(f"\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}"))
_ALONE = re.compile("\r(?!\n)")  # a carriage return that ends no line
_IN_TRANSLATION = re.compile(one_of(f"\x00-\x09\x0b-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}"))
_IN_SOURCE = re.compile(one_of(f"\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}"))
_HINT = "delete it; write a line break as \\n, and spaces instead of tabs"
LONE_CR = "lone-cr"
_LONE_CR_HINT = "save the catalog with LF (or CRLF) line ends: a carriage return alone ends no line"


def all_in_file(text: str, display: str) -> list[Diagnostic]:
    """An error for each control character written into the file itself, at its line and column,
    in file order: the first MAX_PER_KIND, then one finding counting the rest, which are counted,
    not located (a file can be little else)."""
    found: list[Diagnostic] = []
    line, counted, line_start = 1, 0, 0  # (counted on from the last one: the file is read once)
    for hit in _IN_FILE.finditer(text):
        breaks = text.count("\n", counted, hit.start())
        if breaks:
            line += breaks
            line_start = text.rfind("\n", counted, hit.start()) + 1
        counted = hit.start()
        error = Diagnostic(display, line, hit.start() - line_start + 1, CODE, _message(hit.group()), hint=_HINT)
        if len(found) == MAX_PER_KIND:
            found.append(closing(error, 1 + _IN_FILE.subn("", text[hit.end():])[1]))
            break
        found.append(error)
    return _with_lone_cr(text, display, found)


def _with_lone_cr(text: str, display: str, found: list[Diagnostic]) -> list[Diagnostic]:
    """`found` with one error at the first carriage return that ends no line, counting the others
    (a catalog saved with old Mac line ends has one on every line), in file order."""
    first = _ALONE.search(text)
    if first is None:
        return found
    others = len(_ALONE.findall(text, first.end()))
    line_start = text.rfind("\n", 0, first.start()) + 1
    error = Diagnostic(display, text.count("\n", 0, first.start()) + 1, first.start() - line_start + 1, LONE_CR,
                       "a line ends in a carriage return alone (U+000D), which ends no line"
                       + (f" ({others:,} more in the file)" if others else ""), hint=_LONE_CR_HINT)
    return sorted([*found, error], key=lambda d: (d.line, d.col))


def blanked(text: str) -> str:
    """`text` with each control character written into it replaced by U+FFFD, so that the rest
    of the file can be read and checked while those are refused where they stand."""
    return _IN_FILE.sub("\ufffd", text)


def in_texts(catalog_file) -> list[Diagnostic]:
    """One error per entry whose msgctxt, msgid or msgstr holds a control character (from an
    escape), at the entry's msgstr line (the msgid's, for the msgid and msgctxt)."""
    problems = []
    catalog = catalog_file.catalog
    for message in [*catalog, *catalog.obsolete.values()]:
        if not message.id:  # the header: Babel's own copy of fields that print nowhere
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        sources = [message.context or "", *(message.id if isinstance(message.id, (list, tuple)) else [message.id]),
                   *(message.previous_id or ()), getattr(message, "previous_context", None) or ""]
        # (`#| msgid` and `#| msgctxt`: kept, and written back by `i18n update`)
        found = next((m for m in (_IN_TRANSLATION.search(s or "") for s in strings) if m), None)
        line = catalog_file.line_of(message) if found else message.lineno or 0
        found = found or next((m for m in (_IN_SOURCE.search(s or "") for s in sources) if m), None)
        if found is None:
            continue
        context = printable_line(message.context or "")
        first, _, rest = context.partition("/")
        card_id = first if rest and first not in ("deck", "areas", "label") else ""
        where = rest if card_id else context  # as a translation the models refuse is named
        problems.append(Diagnostic(catalog_file.display, line, 1 if line else 0, CODE,
                                   (f"{shortened(where)}: " if where else "") + _message(found.group()),
                                   card_id=card_id, hint=_HINT, extra={"context": context}))
    return problems


def in_header(header: dict[str, str], display: str, line_of) -> Diagnostic | None:
    """The first header field whose name or value holds a control character (escapes read:
    `Language-Team: \\033...`), at the line `line_of(name)` gives; line breaks separate the
    fields, and nothing else of the kind belongs in one."""
    for name, value in header.items():
        found = _IN_TRANSLATION.search(name) or _IN_TRANSLATION.search(value)
        if found:
            line = line_of(name)
            return Diagnostic(display, line, 1 if line else 0, CODE,
                              f"the header's `{printable_line(shortened(name))}`: " + _message(found.group()), hint=_HINT)
    return None


def _message(char: str) -> str:
    return f"the text holds {refused_character(char)}"
