"""Is a deck file already in `deckctl fmt`'s layout? A quick answer from libyaml's parser events.

`deckctl fmt` round-trips every file through ruamel.yaml, a pure-Python parser and emitter, and
loads the result again to prove nothing was lost: safe, but more than ten times slower than
validating. Most files, most of the time, are already formatted, so fmt asks this module first.

`is_canonical(text)` is conservative: it answers True only for a file written in a plain subset
of YAML whose layout can be read off the token positions the C parser reports, and for which
fmt's round trip gives the same text back:

- block mappings and sequences at fmt's indents (a card file's cards at column 0 with their keys
  at 2; a key's nested mapping 2 further in; a key's list with its dashes 2 further in);
- scalars on one line (plain, or quoted: in double quotes escaped exactly as fmt's emitter escapes,
  `\\"`, `\\\\`, `\\t`, `\\n`, `\\e`, `\\x01`, `\\N`, and any other character as itself, a no-break
  space too; `''` in single ones), and `|`/`>` blocks whose lines are indented 2 more than their
  key, with no more-indented lines, and blank lines only between their lines;
- flow lists and mappings of such scalars on one line, written `[a, b]` and `{k: v, l: w}`, empty
  ones `[]` and `{}`, a flow mapping's values flow collections too (`{question: q?, accept: [a,
  b]}`, `{area: {id: a}}`);
- a comment at the end of a line after a scalar, a flow collection or a key whose value is below
  it (any spaces before `#`, as fmt keeps them), and comment lines indented as the line after them;
- blank lines, one or several, anywhere between two lines (between cards, between a card's keys,
  before a comment line); no trailing whitespace, tabs, CR, byte-order mark, `---`, anchors,
  aliases or tags, one newline at the end.

Such a file also loads without an error (no repeated or merge keys, no tags, no aliases), as fmt
requires before it formats anything.

Anything else answers False and fmt does the full round trip, so a False is never wrong, only
slower; the tests check that every True agrees with the round trip.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import yaml

_ODD = ("\r", "\t", "\ufeff", "\x85", "\u2028", "\u2029")
_BLOCK_HEADERS = {"|", "|-", ">", ">-"}
# A comment at the end of a line, after a value: fmt keeps it as written (its spaces before `#`
# too), so long as nothing trails it.
_END_COMMENT = re.compile(r" +#(?:.*\S)?")
# The characters ruamel's emitter writes as themselves (in a text of any style, and in a double-
# quoted one unescaped): printable ASCII and, as deckctl's emitter allows Unicode, the rest of YAML's
# printable set but for the byte-order mark and the line and paragraph separators (which fmt
# escapes, and a file holding one is _ODD). A no-break space, or a character Python calls
# unprintable (U+00AD, U+E000), is written as it is.
_NOT_AS_IS = re.compile("[^\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]|[\ufeff\u2028\u2029]")
# How the emitter escapes the others in a double-quoted text (with `"` and `\\`); any other as
# `\xXX`, `\uXXXX` or `\UXXXXXXXX`, upper case.
_NAMED_ESCAPES = {"\0": "0", "\x07": "a", "\x08": "b", "\t": "t", "\n": "n", "\x0b": "v", "\x0c": "f",
                  "\r": "r", "\x1b": "e", '"': '"', "\\": "\\", "\x85": "N", "\u2028": "L", "\u2029": "P"}
_ESCAPED = re.compile('[^\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]|[\ufeff\u2028\u2029"\\\\]')
# Plain texts YAML 1.1 reads as a tag (`!!value`, `!!merge`), which the loader refuses (unknown-tag)
# and fmt with it: the round trip's to tell.
_IMPLICIT_TAGS = {"=", "<<"}
_MAX_COLUMN = 64  # deeper than any deck file; the loader's own depth limit is further still
_MAX_FLOW_DEPTH = 8  # flow collections inside flow collections: read by recursion, so bounded


class _No(Exception):
    """The text is outside the subset (or not in the layout)."""


def is_canonical(text: str) -> bool:
    if not text.endswith("\n") or text.endswith("\n\n") or any(ch in text for ch in _ODD):
        return False
    lines = text.split("\n")[:-1]
    try:
        # (walked as they come: kept in a list, the events of 80,000 small cards took 500 MB)
        covered = _Reader(lines, yaml.parse(text, Loader=yaml.CSafeLoader)).read()
    except (_No, yaml.YAMLError):
        return False
    next_indent = _next_indents(lines)
    for number, line in enumerate(lines):
        if number in covered:
            continue
        if not line:
            if number == 0:
                return False  # a blank first line (fmt keeps blank lines in a row elsewhere)
            continue
        comment = line.lstrip(" ")
        if not comment.startswith("#") or line != line.rstrip() or not _as_is(line):
            return False  # something unexplained, or a comment with trailing space
        if len(line) - len(comment) != next_indent[number]:
            return False  # a comment line indented as the line it comes before, and only so
    return True


def _next_indents(lines: list[str]) -> list[int]:
    """For each line, the indentation of the next line after it that is neither blank nor a comment
    (0 at the end). One pass from the end: looking ahead from each comment line read the rest of
    the file again for every one (40,000 comment lines took fmt --check 50 s)."""
    indents, found = [0] * len(lines), 0
    for number in range(len(lines) - 1, -1, -1):
        indents[number] = found
        line = lines[number]
        if line and not line.lstrip(" ").startswith("#"):
            found = len(line) - len(line.lstrip(" "))
    return indents


def _as_is(text: str) -> bool:
    """Every character of `text` is one the emitter writes as itself."""
    return _NOT_AS_IS.search(text) is None


def _escape(match: re.Match) -> str:
    ch = match.group()
    if ch in _NAMED_ESCAPES:
        return "\\" + _NAMED_ESCAPES[ch]
    code = ord(ch)
    return f"\\x{code:02X}" if code <= 0xFF else f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}"


def _double_quoted(value: str) -> str:
    """`value` as fmt's emitter writes it in double quotes (ruamel's write_double_quoted, on one line)."""
    return '"' + _ESCAPED.sub(_escape, value) + '"'


def _nothing_but_a_comment(rest: str) -> bool:
    """What follows a token on its line is nothing, or a comment fmt keeps as it is."""
    return not rest or (_END_COMMENT.fullmatch(rest) is not None and _as_is(rest))


class _Reader:
    """Walks the events, checking each token's place and recording the lines it explains."""

    def __init__(self, lines: list[str], events: Iterator[yaml.Event]):
        self.lines = lines
        self.events = events
        self.covered: set[int] = set()

    def next(self, kind: type | tuple = yaml.Event):
        event = next(self.events, None)
        if not isinstance(event, kind) or isinstance(event, yaml.AliasEvent):
            raise _No
        if getattr(event, "anchor", None) is not None or getattr(event, "tag", None) is not None:
            raise _No
        return event

    def read(self) -> set[int]:
        self.next(yaml.StreamStartEvent)
        if self.next(yaml.DocumentStartEvent).explicit:
            raise _No
        start = self.next((yaml.MappingStartEvent, yaml.SequenceStartEvent))
        if start.flow_style or start.start_mark.column != 0:
            raise _No
        if isinstance(start, yaml.MappingStartEvent):
            self.mapping(0, first_prefix=None)
        else:
            self.sequence(0)
        if self.next(yaml.DocumentEndEvent).explicit:
            raise _No
        self.next(yaml.StreamEndEvent)
        return self.covered

    def line_prefix(self, line: int, column: int, prefix: str | None) -> None:
        """The line holds only spaces before `column` (or `prefix` there, a sequence dash)."""
        text = self.lines[line]
        expected = prefix if prefix is not None else " " * column
        if len(expected) != column or not text.startswith(expected):
            raise _No
        self.covered.add(line)

    def ends_at(self, mark) -> None:
        if not _nothing_but_a_comment(self.lines[mark.line][mark.column:]):
            raise _No  # a trailing space, or a comment with one

    def mapping(self, column: int, first_prefix: str | None) -> None:
        """A block mapping whose keys are at `column`; its first key may follow a dash."""
        if column > _MAX_COLUMN:
            raise _No
        prefix = first_prefix
        keys: set[str] = set()
        while True:
            key = self.next((yaml.ScalarEvent, yaml.MappingEndEvent))
            if isinstance(key, yaml.MappingEndEvent):
                return
            if key.style or not key.value or key.value in keys or key.value in _IMPLICIT_TAGS \
                    or key.start_mark.column != column or key.end_mark.line != key.start_mark.line:
                raise _No  # (a repeated key or a merge key: the loader reports those, fmt leaves them)
            keys.add(key.value)
            self.line_prefix(key.start_mark.line, column, prefix)
            prefix = None
            text = self.lines[key.start_mark.line]
            if text[key.end_mark.column:key.end_mark.column + 1] != ":":
                raise _No
            self.value(key, column)

    def value(self, key, column: int) -> None:
        event = self.next((yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent))
        line, colon = key.end_mark.line, key.end_mark.column
        nested = isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)) and not event.flow_style
        if nested:
            if event.start_mark.line <= line or not _nothing_but_a_comment(self.lines[line][colon + 1:]):
                raise _No
            if isinstance(event, yaml.MappingStartEvent):
                self.mapping(column + 2, first_prefix=None)
            else:
                self.sequence(column + 2)
            return
        if event.start_mark.line != line or event.start_mark.column != colon + 2 \
                or self.lines[line][colon:colon + 2] != ": ":
            raise _No
        self.inline(event, block_indent=column + 2)

    def sequence(self, dash: int) -> None:
        """A block sequence whose dashes are at column `dash`."""
        while True:
            item = self.next((yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent,
                              yaml.SequenceEndEvent))
            if isinstance(item, yaml.SequenceEndEvent):
                return
            line, column = item.start_mark.line, item.start_mark.column
            if column != dash + 2:
                raise _No
            prefix = " " * dash + "- "
            if isinstance(item, yaml.MappingStartEvent) and not item.flow_style:
                self.mapping(dash + 2, first_prefix=prefix)
                continue
            if isinstance(item, yaml.SequenceStartEvent) and not item.flow_style:
                raise _No  # a list directly in a list
            if isinstance(item, yaml.ScalarEvent) and item.style in ("|", ">"):
                raise _No
            self.line_prefix(line, dash + 2, prefix)
            self.inline(item, block_indent=None)

    def inline(self, event, block_indent: int | None) -> None:
        """A value that starts on its key's or dash's line: a scalar, a block, or a flow collection."""
        if isinstance(event, yaml.ScalarEvent):
            if event.style in ("|", ">"):
                if block_indent is None:
                    raise _No
                self.block(event, block_indent)
                return
            self.scalar_text(event)
            self.ends_at(event.end_mark)
            return
        self.ends_at(self.flow(event)[1])

    def flow(self, event, depth: int = 0) -> tuple[str, yaml.Mark]:
        """A flow collection on one line, written as fmt writes it (`[a, b]`, `{k: v, l: [a, b]}`,
        `{k: {l: v}}`, `[]`, `{}`): its text and where it ends. A flow mapping's value may be a flow
        collection too, and a flow list's items are texts (fmt writes `[{k: v}]` as `[k: v]`; a
        collection in a list is left to the round trip)."""
        if depth > _MAX_FLOW_DEPTH:
            raise _No
        mapping = isinstance(event, yaml.MappingStartEvent)
        closing = yaml.MappingEndEvent if mapping else yaml.SequenceEndEvent
        parts, keys = [], set()
        while True:
            item = self.next((yaml.ScalarEvent, closing))
            if isinstance(item, closing):
                break
            text = self.scalar_text(item)
            if mapping:
                if item.style or item.value in keys or item.value == "<<":
                    raise _No  # (a repeated or merge key: the loader refuses the file, fmt leaves it)
                keys.add(item.value)
                value = self.next((yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent))
                if isinstance(value, yaml.ScalarEvent):
                    text += ": " + self.scalar_text(value)
                else:
                    text += ": " + self.flow(value, depth + 1)[0]
            parts.append(text)
        start, end = event.start_mark, item.end_mark
        brackets = "{}" if mapping else "[]"
        written = self.lines[start.line][start.column:end.column] if start.line == end.line else None
        if not event.flow_style or written != brackets[0] + ", ".join(parts) + brackets[1]:
            raise _No
        return written, end

    def scalar_text(self, event) -> str:
        """The scalar as written, when it is one line that fmt writes back the same."""
        start, end = event.start_mark, event.end_mark
        value = event.value
        if start.line != end.line or not value:
            raise _No
        written = self.lines[start.line][start.column:end.column]
        if event.style == '"':
            # (escaped as fmt's emitter escapes, `\\e`, `\\x01`; any other character as itself, so
            # `\\u00e9`, `\\_` or `\\x09` would be rewritten)
            expected = _double_quoted(value)
        elif not _as_is(value):
            raise _No
        elif event.style == "'":
            expected = "'" + value.replace("'", "''") + "'"
        elif event.style in (None, ""):  # (plain is "" from libyaml)
            if value in _IMPLICIT_TAGS:
                raise _No
            expected = value
        else:
            raise _No
        if written != expected:
            raise _No
        return written

    def block(self, event, indent: int) -> None:
        """A `|` or `>` block: a plain header, then lines indented exactly `indent`."""
        start, end = event.start_mark, event.end_mark
        header = self.lines[start.line][start.column:]
        if header not in _BLOCK_HEADERS:
            raise _No
        last = min(end.line if end.column == 0 else end.line + 1, len(self.lines))
        while last > start.line + 1 and not self.lines[last - 1]:
            last -= 1  # blank lines after a block belong to it for the parser; they are checked as blank lines
        content = range(start.line + 1, last)
        if not content:
            raise _No
        for number in content:
            text = self.lines[number]
            if not text and number not in (content.start, content.stop - 1):
                self.covered.add(number)  # a blank line between the text's paragraphs
                continue
            if not text.startswith(" " * indent) or text[indent:indent + 1] in ("", " ") or text != text.rstrip():
                raise _No
            self.covered.add(number)
