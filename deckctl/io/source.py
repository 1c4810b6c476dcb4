"""Load one YAML source file into plain data plus the position of every key and value.

Parsing goes through libyaml's C parser (PyYAML's CSafeLoader), which composes a node graph with
line/column marks quickly; we then build plain dicts, lists and scalars ourselves so that we can:

- report duplicate keys (YAML loaders silently keep the last one),
- remember which scalars were *plain* and typed by YAML (``1.10`` became a float, ``yes`` a
  bool, ``2024-01-01`` a date), so a checker can say "quote it" instead of converting silently,
- bound alias expansion, so a small file cannot expand into gigabytes (the "billion laughs").

Problems are returned as diagnostics, never raised: a file that cannot be read yields
``data=None`` and at least one error.
"""

from __future__ import annotations

import codecs
import re
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

import yaml
from yaml.constructor import SafeConstructor

from deckctl.core.diagnostics import Diagnostic, Severity
from deckctl.core.quoted import WRITABLE_BITS, shortened
from deckctl.core.source import Path_, Scalar, SourceFile
from deckctl.io.conflicts import conflict_blocks, conflict_error
from deckctl.io.paths import Refused, kind_of, read_regular

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64
# Values (scalars, lists, mappings) written in one file, counted on libyaml's events before the
# node graph is composed: the graph costs about 400 bytes a value (80,000 small cards, 880,000
# values in 6.4 MB, took 353 MB to compose and 544 MB to load). Above the 139,000 values of 3,000
# six-question cards in one file (deckctl/validate/limits.py's MAX_CARDS), and about 100 MB to compose.
MAX_VALUES = 250_000
_BOM = b"\xef\xbb\xbf"

_YAML_TAG = "tag:yaml.org,2002:"  # (written `!!`)
_STR = "tag:yaml.org,2002:str"
_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"
_MERGE = "tag:yaml.org,2002:merge"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_NULL = "tag:yaml.org,2002:null"
_TAG_WORDS = {
    "tag:yaml.org,2002:int": "a number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:bool": "a true/false value",
    "tag:yaml.org,2002:null": "an empty value (null)",
    "tag:yaml.org,2002:timestamp": "a date",
}

@dataclass(frozen=True)
class DateLike:
    """A plain scalar YAML reads as a date (`2024-01-01`, even `2024-13-45`): kept as written, but
    not as text, so no text field accepts it and the checker asks for quotes (docs/format.md)."""

    text: str

    def __str__(self) -> str:
        return self.text


class _Positions:
    """1-based (line, col) of a libyaml mark as editors count them.

    libyaml also breaks lines at U+0085, U+2028 and U+2029 (and a lone CR, which is refused before
    this: `_lone_cr`); editors, grep and GitHub count only LF. In the rare file holding one of
    those, positions come from the mark's character index instead, so that everything after it is
    not reported a line too low.
    """

    def __init__(self, text: str):
        odd = any(ch in text for ch in "\x85\u2028\u2029")
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)] if odd else None
        # (the builder asks for every node's position: a plain function where libyaml's marks will do)
        self.at = _as_counted if self.starts is None else self._counted_by_index

    def __call__(self, mark) -> tuple[int, int]:
        return self.at(mark)

    def _counted_by_index(self, mark) -> tuple[int, int]:
        line = bisect_right(self.starts, mark.index)
        return line, mark.index - self.starts[line - 1] + 1


def _as_counted(mark) -> tuple[int, int]:
    return mark.line + 1, mark.column + 1


class _Loader(yaml.CSafeLoader):
    """libyaml's parser with the safe loader's tags, resolved without the machinery for path
    resolvers (which the safe loader never registers): resolving runs once per scalar, tens of
    thousands of times in a large deck, and was a third of the time spent composing."""

    _scalar_resolvers = {
        first: tuple(resolvers) + tuple(yaml.CSafeLoader.yaml_implicit_resolvers.get(None, ()))
        for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items() if first is not None
    }
    _wildcard = tuple(yaml.CSafeLoader.yaml_implicit_resolvers.get(None, ()))

    def resolve(self, kind, value, implicit, _scalar=yaml.ScalarNode, _sequence=yaml.SequenceNode):
        if kind is _scalar:
            if implicit[0]:
                for tag, regexp in self._scalar_resolvers.get(value[:1], self._wildcard):
                    if regexp.match(value):
                        return tag
            return _STR
        return _SEQ if kind is _sequence else _MAP

    def descend_resolver(self, current_node, current_index):
        pass

    def ascend_resolver(self):
        pass


_COUNTED = (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)


def _past_values(text: str):
    """The mark of the value past MAX_VALUES that `text` writes, else None; a file with a syntax
    error is left to the composer, which says where. Only a file larger than MAX_VALUES bytes can
    hold that many (a value takes a byte at least: `{a,b}`), so smaller ones are not parsed twice."""
    if len(text) <= MAX_VALUES:
        return None
    loader, count, counted = _Loader(text), 0, _COUNTED
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, counted):
                count += 1
                if count > MAX_VALUES:
                    return event.start_mark
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()
    return None


class _TooLarge(Exception):
    pass


class _TooDeep(Exception):
    pass


def _written_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML_TAG):] if tag.startswith(_YAML_TAG) else tag


def _read_as(value: str) -> str:
    """The tag YAML gives `value` written plain, without a tag of its own."""
    for tag, regexp in _Loader._scalar_resolvers.get(value[:1], _Loader._wildcard):
        if regexp.match(value):
            return tag
    return _STR


class _Builder:
    """Turns a composed node graph into plain data, recording marks as it goes."""

    def __init__(self, source: SourceFile, node_budget: int, char_budget: int, positions: _Positions):
        self.source = source
        self.pos = positions.at
        self.budget = node_budget
        # Without aliases, the scalars of a file hold no more characters than the file itself;
        # a long text repeated through many aliases is a bomb even when the node count is small.
        self.chars = char_budget
        self.constructor = SafeConstructor()
        # Aliases share their anchor's node: a node met again is being repeated by an alias.
        self.seen: set[int] = set()
        self.repeating: list[yaml.Mark] = []  # anchors being repeated, outermost first

    def build(self, node: yaml.Node, path: Path_, depth: int) -> object:
        self.budget -= 1
        if isinstance(node, yaml.ScalarNode):
            self.chars -= len(node.value)
        mark = node.start_mark
        if self.budget < 0 or self.chars < 0:
            raise _TooLarge(self.repeating[0] if self.repeating else mark)
        if depth > MAX_DEPTH:
            raise _TooDeep(mark)
        self.source.value_marks[path] = self.pos(mark)
        if isinstance(node, yaml.ScalarNode):
            return self._scalar(node, path)
        repeated = id(node) in self.seen
        if repeated:
            self.repeating.append(mark)
        else:
            self.seen.add(id(node))
            if node.tag != (_MAP if isinstance(node, yaml.MappingNode) else _SEQ):
                # (`- !!python/object/new:os.system` over a card's keys: nothing is built from a
                # tag, but one deckctl does not read is refused wherever it is written)
                self._unknown_tag(node)
        try:
            if isinstance(node, yaml.MappingNode):
                return self._mapping(node, path, depth)
            return [self.build(child, path + (i,), depth + 1) for i, child in enumerate(node.value)]
        finally:
            if repeated:
                self.repeating.pop()

    def _mapping(self, node: yaml.MappingNode, path: Path_, depth: int) -> dict:
        result: dict = {}
        pos = self.pos
        counted = pos is _as_counted  # (then written out below: two calls fewer per key)
        key_marks = self.source.key_marks
        value_marks = self.source.value_marks
        deeper = depth + 1
        for key_node, value_node in node.value:
            mark = key_node.start_mark
            key_mark = (mark.line + 1, mark.column + 1) if counted else pos(mark)
            if key_node.tag == _MERGE:
                self._report(key_mark, "merge-key", "merge keys (`<<`) are not supported in deck files",
                             "write the keys out in full")
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self._report(key_mark, "key-not-text", "a key must be a plain word, not a list or mapping",
                             "write the key as a word (`front:`), and quote one that starts with ?, [ or {")
                continue
            if key_node.tag != _STR and key_node.tag not in _TAG_WORDS:
                self._unknown_tag(key_node)
            key = key_node.value
            if key in result:
                first = self.source.key_marks[path + (key,)]
                self._report(key_mark, "duplicate-key",
                             f"duplicate key `{shortened(key)}` (first written at line {first[0]})",
                             "keep one of them: YAML would silently drop the first")
                continue
            child = path + (key,)
            key_marks[child] = key_mark
            if value_node.tag == _STR and type(value_node) is yaml.ScalarNode and deeper <= MAX_DEPTH:
                # A text, most values in a deck: what `build` does with it, without the call.
                value = value_node.value
                self.budget -= 1
                self.chars -= len(value)
                if self.budget < 0 or self.chars < 0:
                    raise _TooLarge(self.repeating[0] if self.repeating else value_node.start_mark)
                mark = value_node.start_mark
                value_marks[child] = (mark.line + 1, mark.column + 1) if counted else pos(mark)
                result[key] = value
            else:
                result[key] = self.build(value_node, child, deeper)
        return result

    def _scalar(self, node: yaml.ScalarNode, path: Path_) -> object:
        if node.tag == _STR:
            return node.value
        word = _TAG_WORDS.get(node.tag)
        if word is None:
            self._unknown_tag(node)
            return node.value
        self.source.typed_scalars[path] = Scalar(node.value, word)
        if node.tag == _TIMESTAMP:
            return DateLike(node.value)
        if node.tag == _NULL and _read_as(node.value) != _NULL:
            self._not_what_its_tag_says(node, word)  # (`!!null What is...`: the text would be dropped)
            return node.value
        try:
            value = self.constructor.construct_object(node)
        except (ValueError, KeyError, yaml.YAMLError):
            if _read_as(node.value) != node.tag:  # (`!!bool maybe`, `!!float abc`: the tag was written)
                self._not_what_its_tag_says(node, word)
            # (else a decimal of more than 4,300 digits, which Python refuses to read)
            return node.value
        if type(value) is int and value.bit_length() > WRITABLE_BITS:
            # (`0x` and 3,600 `f`s: kept as written, too long for any field (`text-too-long`), like such
            # a decimal; messages, bundles and sheets can then write every number read)
            return node.value
        return value

    def _not_what_its_tag_says(self, node: yaml.ScalarNode, word: str) -> None:
        self._report(self.pos(node.start_mark), "unknown-tag",
                     f"the tag `{_written_tag(node.tag)}` makes `{shortened(node.value)}` {word}, which it cannot be",
                     "remove the tag (and quote a text YAML would read otherwise)")

    def _unknown_tag(self, node: yaml.Node) -> None:
        """A tag other than YAML's own types, on a text, a key, a list or a mapping."""
        written = _written_tag(node.tag)
        self._report(self.pos(node.start_mark), "unknown-tag", f"unsupported YAML tag `{shortened(written)}`",
                     "remove the tag")

    def _report(self, mark: tuple[int, int], code: str, message: str, hint: str = "") -> None:
        self.source.diagnostics.append(
            Diagnostic(self.source.display, mark[0], mark[1], code, message, hint=hint))


_WIDE_BOMS = ((codecs.BOM_UTF32_LE, "UTF-32 (little-endian, with a byte-order mark)"),
              (codecs.BOM_UTF32_BE, "UTF-32 (big-endian, with a byte-order mark)"),
              (codecs.BOM_UTF16_LE, "UTF-16 (little-endian, with a byte-order mark)"),
              (codecs.BOM_UTF16_BE, "UTF-16 (big-endian, with a byte-order mark)"))
# What YAML 1.1 allows in a file (its "printable" characters); libyaml refuses the others.
_NOT_PRINTABLE = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_SAMPLE = 256  # bytes looked at for a UTF-16 or UTF-32 text without a byte-order mark


def _wide_encoding(raw: bytes) -> str | None:
    """What a file in UTF-16 or UTF-32 is, in words, else None. With a byte-order mark (UTF-32's
    first, as UTF-16 LE's is its start); without one, by its NUL bytes: a text of Latin letters in
    UTF-16 has one in every other byte, in UTF-32 three of every four. YAML refuses NUL anyway,
    so reading a file with stray NULs this way only changes the words of its error."""
    for bom, name in _WIDE_BOMS:
        if raw.startswith(bom):
            return name
    sample = raw[: _SAMPLE - _SAMPLE % 4]
    if len(sample) < 4 or b"\x00" not in sample[:4]:
        return None
    units = [sample[i:i + 4] for i in range(0, len(sample) - len(sample) % 4, 4)]
    for shape, name in (((1, 2, 3), "UTF-32 (little-endian)"), ((0, 1, 2), "UTF-32 (big-endian)"),
                        ((1, 3), "UTF-16 (little-endian)"), ((0, 2), "UTF-16 (big-endian)")):
        nuls = sum(all(unit[i] == 0 for i in shape) for unit in units)
        if 4 * nuls >= 3 * len(units):  # (a few characters outside Latin leave their byte set)
            return name
    return None


def _line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


# What starts a line's content as YAML's block indicators: `- ` (a list item), `? ` and `: ` (a
# complex key and its value), as many as are nested on it (`- - a`, `? - a`). libyaml separates
# each from what follows with spaces only: a tab there is refused as a tab in the indentation.
_INDICATORS = re.compile(r"(?:[-?:](?:[ \t]+|(?=\r?$)))+")


# How a block of text starts (`|`, `>-`, `|2`), after the key or `- ` of its line.
_BLOCK_HEADER = re.compile(r"[|>](?:[1-9][+-]?|[+-][1-9]?)?")


def _opens_block_text(body: str) -> bool:
    """Whether a line's value is a block of text (`back: |`, `- >-`, `key: |2  # comment`): the
    lines after it indented further are the text's, tabs and all. (Read word by word, not by one
    pattern over the line: a line may be megabytes long.)"""
    value = re.split(r"[ \t]#", body, maxsplit=1)[0].rstrip(" \t\r")
    words = value.rsplit(None, 1)
    if not words or not _BLOCK_HEADER.fullmatch(words[-1]):
        return False
    before = words[0].rstrip(" \t") if len(words) == 2 else ""
    return before.endswith(":") or not before.strip("-? \t")


def _tab_indents(text: str) -> list[tuple[int, int, str, str]]:
    """(line, col, message, hint) of each line indented with a tab, or with a tab after its `- `,
    `? ` or `: `, which YAML refuses. The hint's spaces line the line up with the keys of the line
    above (one level deeper after a line that opens a block), as a text editor would. The lines of
    a block of text (`|`, `>`) indented further than its key are its text, where YAML keeps a tab
    (one where the block's indentation is, libyaml refuses in words of its own)."""
    found: list[tuple[int, int, str, str]] = []
    if "\t" not in text:  # (nearly every file: no need to read it line by line)
        return found
    above = None  # the indentation the keys of the last content line have
    card = 0  # the indentation of the last card's `- id:` line: where another card's goes
    block = None  # the indentation of the key whose block of text the lines are, while they are
    for number, line in enumerate(text.split("\n"), start=1):
        body = line.lstrip(" \t")
        if block is not None:
            if not body or len(line) - len(line.lstrip(" ")) > block:
                continue
            block = None
        indicators = _INDICATORS.match(body)
        if "\t" in line[: len(line) - len(body)] and body:
            spaces = line.index("\t")
            # (a card's `- id:` lines up with the other cards', not with the keys above it)
            indent = card if _CARD_ID.match(body) else above if above is not None else 0
            found.append((number, spaces + 1, "a tab is used for indentation; YAML indents with spaces",
                          f"indent it with {indent} spaces instead" if indent else "delete the tab: the line is not indented"))
        elif not body or body.startswith("#"):
            continue
        else:
            indent = len(line) - len(body)
            if _CARD_ID.match(body):
                card = indent
            if indicators and "\t" in indicators.group():
                found.append((number, *_tab_after_indicator(indent, indicators.group(), body)))
        opens = body.startswith(("- ", "-\t")) or body.rstrip().endswith(":")
        above = indent + 2 if opens else indent
        block = indent if ("|" in body or ">" in body) and _opens_block_text(body) else None
    return found


def _yaml_refusal(text: str) -> yaml.YAMLError | None:
    """libyaml's error reading the whole text, or None when it reads it: a line `_tab_indents`
    finds may be YAML's after all (a quoted or plain text continued on a line that starts with a
    tab), and is refused only when YAML refuses the file. (Only for a file with such a line,
    within the count of values.)"""
    try:
        for _ in yaml.parse(text, Loader=yaml.CSafeLoader):
            pass
    except yaml.YAMLError as exc:
        return exc
    return None


def _tab_after_indicator(indent: int, indicators: str, body: str) -> tuple[int, str, str]:
    """(col, message, hint) for the first tab after one of a line's `-`, `?` or `:` (`-\tid: a`,
    `- \tid: a`): read as indentation, it is refused, as a tab before the `-` is."""
    at = indicators.index("\t")
    mark = indicators[: at].rstrip(" \t")[-1]
    message = f"a tab follows `{mark}`: YAML separates it from what follows with spaces only"
    rest = body[len(indicators):].strip()
    hint = f"delete the tab after `{mark}`" if not rest else f"write one space after `{mark}`, not a tab"
    return indent + at + 1, message, hint


def _fail(source: SourceFile, line: int, col: int, code: str, message: str, hint: str = "") -> SourceFile:
    source.diagnostics.append(Diagnostic(source.display, line, col, code, message, hint=hint))
    source.data = None
    return source


def _too_large(source: SourceFile, size: int) -> SourceFile:
    return _fail(source, 0, 0, "file-too-large", f"file is {size:,} bytes; deck files may be at most {MAX_FILE_BYTES:,}",
                 "split the cards over several files in cards/")


_LONE_CR = re.compile("\r(?!\n)")


def _lone_cr(source: SourceFile, text: str) -> SourceFile | None:
    """The file refused at its first carriage return without a line feed after it, if it has one.
    YAML (1.1 and 1.2) breaks a line there, but git, diff, the merge driver, grep and deckctl's
    line numbers break lines at LF only: a file of CR line ends (as classic Mac OS saved text)
    would be one line to them, every finding placed on line 1."""
    first = _LONE_CR.search(text)
    if first is None:
        return None
    line, col = _line_col(text, first.start())
    if len(_LONE_CR.findall(text)) > text.count("\n"):
        return _fail(source, line, col, "cr-line-ends",
                     "the lines end with a carriage return alone (CR): YAML reads that as a line break, "
                     "git and deckctl only a line feed (LF), so the file would be one line",
                     "save the file with LF line ends (CRLF is read too)")
    return _fail(source, line, col, "lone-cr",
                 "a carriage return (CR) without a line feed after it: YAML reads it as a line break, "
                 "git and deckctl do not",
                 "delete it, or end the line with LF")


# What YAML 1.1 breaks a line at besides LF and CR: NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
_UNICODE_BREAK = re.compile("[\x85\u2028\u2029]")
_BREAK_NAMES = {"\x85": "next-line character (U+0085)", "\u2028": "line separator (U+2028)",
                "\u2029": "paragraph separator (U+2029)"}


def _hidden_line_break(source: SourceFile, text: str, at: int) -> SourceFile:
    """The file refused at `at`, its first line break that only YAML sees (`_line_breaks`). git,
    diffs, review tools and deckctl's line numbers break lines at LF only, so `- id: x<U+2028>
    front: ...` is one line to a reviewer and a whole card to YAML: content could hide there, as
    behind a lone CR."""
    char = text[at]
    line, col = _line_col(text, at)
    name = _BREAK_NAMES[char]
    if text.count(char) > text.count("\n"):
        return _fail(source, line, col, "hidden-line-break",
                     f"the lines end with a {name}: YAML reads that as a line break, git and deckctl only "
                     "a line feed (LF), so the file would be one line",
                     "save the file with LF line ends")
    where, why = ("", " (inside quotes too)") if char == "\x85" else (" outside a quoted text", "")
    return _fail(source, line, col, "hidden-line-break",
                 f"an invisible {name}{where}: YAML reads it as a line break{why}, git, diffs and deckctl "
                 "do not, so the lines YAML reads after it look like part of this one",
                 "replace it with a line break (LF) if one is meant, else delete it"
                 + ("" if char == "\x85" else f" (to keep it in a text, write the text in double quotes "
                                              f"and the separator as \\u{ord(char):04X})"))


def _line_breaks(text: str) -> tuple[int | None, int | None]:
    """(index of the first line break only YAML sees, index of the first U+2028 or U+2029 inside
    a quoted text), each None when there is none. YAML 1.1 breaks lines at U+0085 anywhere (it
    becomes a line feed, inside quotes too), and at U+2028 and U+2029 outside a quoted text
    (inside one, they are characters of the text). A separator past where libyaml's scanner
    stops (a tab, a quote never closed) is neither: the error there is the one to fix first."""
    nel = text.find("\x85")
    separators = [m.start() for m in _UNICODE_BREAK.finditer(text, 0, nel if nel >= 0 else len(text))]
    if not separators:
        return (nel if nel >= 0 else None), None
    quoted, readable = _quoted_spans(text, separators[-1])
    starts = [start for start, _ in quoted]
    first_quoted = None
    for at in separators:
        if at >= readable:
            return None, first_quoted
        inside = bisect_right(starts, at) - 1
        if inside < 0 or at >= quoted[inside][1]:
            return at, first_quoted
        first_quoted = at if first_quoted is None else first_quoted
    return (nel if nel >= 0 else None), first_quoted


def _quoted_spans(text: str, last: int) -> tuple[list[tuple[int, int]], int]:
    """The (start, end) character indexes of each quoted text libyaml's scanner reads up to index
    `last`, quotes included, and the index up to which it could read (past `last` when it could)."""
    spans, loader = [], _Loader(text)
    try:
        while (token := loader.get_token()) is not None and token.start_mark.index <= last:
            if getattr(token, "style", None) in ('"', "'"):
                spans.append((token.start_mark.index, token.end_mark.index))
    except yaml.MarkedYAMLError as exc:
        # (a quote never closed: from its opening on; else where the scanner stopped, so that
        # `a<U+2028>b: c`, a key it could not finish, is still found)
        opened = exc.context_mark if "quoted" in (exc.context or "") else None
        stopped = opened or exc.problem_mark or exc.context_mark
        return spans, stopped.index if stopped is not None else 0
    except yaml.YAMLError:
        return spans, 0
    finally:
        loader.dispose()
    return spans, len(text) + 1


def load_source(path: Path, display: str | None = None) -> SourceFile:
    source = SourceFile(path=path, display=display or str(path))
    fail = partial(_fail, source)

    # Each command judges a deck's files before loading them (io.paths.source_refusal); this is
    # the last guard, for a file that was swapped since or a caller that did not: a named pipe
    # or a device is never waited on or read, nor more than the limit of anything.
    try:
        info = path.stat()
        kind = kind_of(info.st_mode)
        if kind is not None:
            return fail(0, 0, "unreadable", f"the file is not read: it is {kind}, not a file",
                        "put a regular file in its place")
        if info.st_size > MAX_FILE_BYTES:
            return _too_large(source, info.st_size)
        raw = read_regular(path, MAX_FILE_BYTES)
    except Refused as exc:  # (swapped or grown since the stat above)
        return fail(0, 0, "unreadable", f"the file is not read: {exc.message}", exc.hint)
    except OSError as exc:
        return fail(0, 0, "unreadable", f"cannot read the file: {exc.strerror or exc}")
    return _parsed(source, raw)


def source_of_bytes(data: bytes, display: str) -> SourceFile:
    """What `load_source` gives for a file holding `data` (a version from git, a text about to be
    written, checked before it is): no file is written to read it back. Its `path` is `display`."""
    source = SourceFile(path=Path(display), display=display)
    return _too_large(source, len(data)) if len(data) > MAX_FILE_BYTES else _parsed(source, data)


def _parsed(source: SourceFile, raw: bytes) -> SourceFile:
    fail = partial(_fail, source)
    if raw.startswith(_BOM):
        raw, source.bom = raw[len(_BOM):], True
        source.diagnostics.append(Diagnostic(
            source.display, 1, 1, "byte-order-mark", "the file starts with a byte-order mark; it is ignored",
            severity=Severity.WARNING, hint="save the file as UTF-8 without BOM"))
    wide = _wide_encoding(raw)
    if wide is not None:  # (UTF-16 is what Notepad and Excel call "Unicode")
        return fail(1, 1, "not-utf8", f"the file is {wide}, not UTF-8", "save it as UTF-8 (in the editor's "
                    "Save As, choose the encoding UTF-8)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = raw[: exc.start].decode("utf-8", errors="replace")
        line, col = _line_col(good, len(good))
        return fail(line, col, "not-utf8", f"the file is not valid UTF-8 (byte 0x{raw[exc.start]:02x})",
                    "save the file with UTF-8 encoding")
    source.text = text
    if "\r" in text:
        lone_cr = _lone_cr(source, text)
        if lone_cr is not None:
            return lone_cr

    conflicts = conflict_blocks(text)
    if conflicts:
        cards = _cards_at(text.split("\n"), conflicts)
        source.diagnostics += [conflict_error(source.display, block, card) for block, card in zip(conflicts, cards)]
        source.data = None
        return source

    tabs = _tab_indents(text)
    if tabs:
        refusal = "past" if _past_values(text) is not None else _yaml_refusal(text)
        if refusal is not None:
            # What libyaml stopped at before the first tab (a quote never closed, which reads the
            # tab into its text) is a mistake of its own, and the first to fix: said with the tabs.
            before = (_syntax_error(refusal, text) if isinstance(refusal, yaml.MarkedYAMLError)
                      and "maximum nesting depth" not in (refusal.problem or "") else None)
            if before is not None and before[0] < tabs[0][0]:
                fail(before[0], before[1], "yaml-syntax", before[2], before[3])
            for line, col, message, hint in tabs:
                fail(line, col, "tab-indent", message, hint)
            return source
    if not text.strip() or all(not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines()):
        return fail(1, 1, "empty-file", "the file is empty")

    past = _past_values(text)
    if past is not None:
        line, col = _Positions(text)(past)
        return fail(line, col, "too-many-values",
                    f"the file writes more than {MAX_VALUES:,} values (texts, lists and mappings)",
                    "no deck file holds this many: split the cards over several files in cards/, or the deck into several decks")
    if _UNICODE_BREAK.search(text):  # (after the limits: this reads the file's tokens)
        outside, quoted = _line_breaks(text)
        if outside is not None:
            return _hidden_line_break(source, text, outside)
        if quoted is not None:
            line, col = _line_col(text, quoted)
            source.diagnostics.append(Diagnostic(
                source.display, line, col, "line-separator",
                f"an invisible {_BREAK_NAMES[text[quoted]]} inside a quoted text",
                severity=Severity.WARNING,
                hint=f"write it as \\u{ord(text[quoted]):04X} inside double quotes to keep it visible, or delete it"))

    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        if "maximum nesting depth" in (exc.problem or ""):  # (libyaml reads 1,000 levels at most)
            return _too_deep(fail, _Positions(text)(exc.problem_mark) if exc.problem_mark else (1, 1))
        line, col, message, hint = _syntax_error(exc, text)
        return fail(line, col, "yaml-syntax", message, hint)
    except yaml.YAMLError as exc:
        refused = _NOT_PRINTABLE.search(text)
        if refused is not None:  # (libyaml's reader stops there, with no line to show)
            line, col = _line_col(text, refused.start())
            return fail(line, col, "yaml-syntax", f"a control character (U+{ord(refused.group()):04X}) that YAML does "
                        "not allow in a file", "delete it")
        # (libyaml's reader and the check above agree on the characters it refuses: this is a last
        # guard, in deckctl's words and at the place libyaml gives, never its own text)
        return fail(*_reader_place(exc, text), "yaml-syntax", "YAML cannot read the file from here",
                    "look for an invisible or control character here, and delete it")
    if node is None:
        return fail(1, 1, "empty-file", "the file is empty")

    # A file without aliases holds fewer nodes than half its bytes; more means aliases expanded.
    positions = _Positions(text)
    builder = _Builder(source, node_budget=len(raw) // 2 + 1000, char_budget=len(text) + 1000, positions=positions)
    try:
        source.data = builder.build(node, (), 0)
    except _TooLarge as exc:
        line, col = _mark_of(exc, positions)
        return fail(line, col, "alias-bomb",
                    "aliases (`*name`) repeat the value anchored here so often that the file would "
                    "expand far beyond its written size",
                    "write the values out instead of repeating them through aliases")
    except _TooDeep as exc:
        return _too_deep(fail, _mark_of(exc, positions))
    return source


def _syntax_error(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str]:
    """(line, col, message, hint) for the place and the mistake libyaml's syntax error is about,
    in deckctl's words."""
    opened = (_never_closed(exc, text) or _quote_across_cards(exc, text) or _apostrophe_ends_quote(exc, text)
              or _text_after_quote(exc, text) or _duplicate_anchor(exc, text) or _anchored_alias(exc, text))
    if opened is not None:
        return opened
    without_colon = _key_without_colon_above(exc, text)
    if without_colon is not None:
        return without_colon
    mark = exc.problem_mark or exc.context_mark
    if "could not find expected ':'" in (exc.problem or "") and "simple key" in (exc.context or "") \
            and exc.context_mark is not None and exc.problem_mark is not None \
            and exc.context_mark.line < exc.problem_mark.line:
        # (libyaml notices the missing colon only on the next line; the key that lacks it is here)
        mark = exc.context_mark
    line, col = _Positions(text)(mark) if mark else (1, 1)
    message, hint = _plain_syntax(exc.problem or "", exc.context or "", text, line)
    col, message, hint = _character_at_fault(exc.problem or "", exc.context or "", text, line, col) \
        or (col, message, hint)
    lines = text.split("\n")
    separator = _UNICODE_BREAK.search(lines[line - 1]) if 0 < line <= len(lines) else None
    if separator:  # (a quoted key over a line break YAML sees, `'a<U+2028>b': c`, is no key to it)
        hint = (f"this line holds an invisible {_BREAK_NAMES[separator.group()]} at col {separator.start() + 1}, "
                "which YAML reads as a line break: delete it")
    return line, col, message, hint


def _too_deep(fail, place: tuple[int, int]):
    return fail(*place, "too-deep",
                f"the data is nested more than {MAX_DEPTH} levels deep (or an alias refers to itself)",
                "nest fewer levels; an alias (`*name`) may not stand inside the value it names")


def top_level_aliases(text: str) -> dict[int, tuple[int, int, str]]:
    """Each item of the file's top list written as an alias (`- *card`): its index -> the alias's
    (line, col) and name. The loaded data cannot tell: an alias is its anchor's value again, with
    the anchor's places. Read from the parser's events, for a file that loaded (so within limits)."""
    found: dict[int, tuple[int, int, str]] = {}
    loader, positions, depth, index = _Loader(text), _Positions(text), 0, -1
    try:
        while loader.check_event():
            event = loader.get_event()
            if depth == 0 and isinstance(event, yaml.MappingStartEvent):
                break  # (no list of cards)
            if depth == 1 and isinstance(event, yaml.NodeEvent):  # (an item of the top list starts)
                index += 1
                if isinstance(event, yaml.AliasEvent):
                    found[index] = (*positions(event.start_mark), event.anchor)
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
    except yaml.YAMLError:
        pass
    finally:
        loader.dispose()
    return found


# A card's first line, `- id: <id>`: how a file YAML cannot read still tells its cards apart.
_ID_LINE = r"""-[ \t]+id:[ \t]*["']?([^"'#\s]+)"""
_CARD_ID = re.compile(_ID_LINE)


def _cards_at(lines: list[str], blocks: list) -> list[str]:
    """The card each conflict holds (its `- id:` line between the markers), else the one it sits
    in. The card before each line is found in one pass: looking back from each conflict read the
    file again for every one (20,000 marker lines left in a file took validate 93 s). Conflicts do
    not overlap, so reading the lines between their markers reads each line once at most."""
    card_before, card = [], ""
    for line in lines:
        card_before.append(card)
        match = _CARD_ID.match(line.lstrip(" "))
        if match:
            card = match.group(1)
    found = []
    for block in blocks:
        held = (_CARD_ID.match(line.lstrip(" ")) for line in lines[block.start + 1: block.end])
        found.append(next((match.group(1) for match in held if match), "") or card_before[block.start])
    return found


def _mark_of(exc: Exception, positions: _Positions) -> tuple[int, int]:
    """The 1-based (line, col) of the node a builder exception carries, else (1, 1)."""
    mark = exc.args[0] if exc.args else None
    return positions(mark) if mark is not None else (1, 1)


def _reader_place(exc: yaml.YAMLError, text: str) -> tuple[int, int]:
    """The (line, col) where libyaml's reader stopped: its position counts the bytes of the file
    as UTF-8, not characters."""
    position = getattr(exc, "position", None)
    if not isinstance(position, int) or position < 0:
        return 1, 1
    index = len(text.encode("utf-8")[:position].decode("utf-8", errors="ignore"))
    return _line_col(text, index)


_ANCHOR = re.compile(r"&([^\s,\[\]{}]+)")


def _duplicate_anchor(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) of an anchor (`&name`) written a second time in the file."""
    if "duplicate anchor" not in (exc.context or "") or exc.problem_mark is None or exc.context_mark is None:
        return None
    positions = _Positions(text)
    (line, col), first = positions(exc.problem_mark), positions(exc.context_mark)[0]
    found = _ANCHOR.match(text.split("\n")[line - 1], col - 1)
    anchor = f"`&{shortened(found.group(1))}`" if found else "an anchor (`&name`)"
    return (line, col, f"{anchor} is defined a second time (first at line {first})",
            "give each anchor its own name, or write the value out")


def _anchored_alias(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) of an alias given an anchor (`&x *y`), which libyaml calls a key
    it did not find, as if the line were indented wrong."""
    if "expected key" not in (exc.problem or "") or exc.problem_mark is None:
        return None
    line, col = _Positions(text)(exc.problem_mark)
    written = text.split("\n")[line - 1] if line <= text.count("\n") + 1 else ""
    if written[col - 1: col] != "*" or not re.search(r"&\S+[ \t]+$", written[: col - 1]):
        return None
    return (line, col, "an alias (`*name`) cannot have an anchor (`&name`) of its own",
            "remove the `&name` before the alias")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _indented_deeper(text: str, line: int) -> bool:
    """True when `line` (1-based) is indented more than the `key: value` line before it."""
    lines = text.split("\n")
    if not 1 < line <= len(lines):
        return False
    previous = next((ln for ln in reversed(lines[: line - 1]) if ln.strip() and not ln.lstrip().startswith("#")), "")
    return ": " in previous and _indent(lines[line - 1]) > _indent(previous)


_CHECK_LINE = "check the indentation and the quotes on this line and the line before it"
# A byte-order mark anywhere but at the very start (where it is dropped) is a character to YAML,
# and an invisible one: the line then seems indented wrong, or a key seems to lack its colon.
_STRAY_BOM = ("an invisible byte-order mark (U+FEFF) stands here, inside the file: YAML reads it as a character, "
              "so this line cannot be read", "delete it (a BOM is left where two files were joined)")
_ESCAPE = re.compile(r"\\(?:u[0-9A-Fa-f]{0,4}|U[0-9A-Fa-f]{0,8}|x[0-9A-Fa-f]{0,2}|.?)")


def _character_at_fault(problem: str, context: str, text: str, line: int, col: int) -> tuple[int, str, str] | None:
    """(column, message, hint) when libyaml stopped at `line`, `col` because of one character
    sequence it names in words that mislead: an escape it refuses in a double-quoted text (it
    says the text "is not closed"), or a byte-order mark inside the file (an indentation error)."""
    lines = text.split("\n")
    if not 0 < line <= len(lines):
        return None
    written = lines[line - 1]
    if "quoted scalar" in context:
        return _bad_escape(problem, written, col)
    if "\ufeff" in written:
        return (written.index("\ufeff") + 1, *_STRAY_BOM)
    return None


def _bad_escape(problem: str, written: str, col: int) -> tuple[int, str, str] | None:
    """The escape libyaml refuses on the line `written`: the last backslash up to where libyaml
    stopped (`col`; it stops a few characters into `\\ud800`)."""
    start = written.rfind("\\", 0, col)
    found = _ESCAPE.match(written, start) if start >= 0 else None
    if found is None:
        return None
    escape = found.group()
    if "invalid Unicode character" in problem:
        code = int(escape[2:] or "0", 16)
        what = "half of a UTF-16 surrogate pair, not a character" if 0xD800 <= code <= 0xDFFF else "beyond Unicode"
        return (start + 1, f"`{escape}` in this quoted text is {what}",
                "write the character itself (the file is UTF-8), or as one escape of 8 hex digits "
                '(\\U0001F600, not the pair \\ud83d\\ude00)')
    if "hexdecimal number" in problem:
        digits = {"x": 2, "u": 4, "U": 8}.get(escape[1:2], 0)
        return (start + 1, f"`{escape}` in this quoted text needs {digits} hexadecimal digits",
                "write the character itself, or complete its escape")
    if "unknown escape character" in problem:
        return (start + 1, f"`{escape}` in this quoted text is no escape YAML knows",
                "write a backslash as \\\\ in double quotes, or quote the text with single quotes, "
                "where a backslash is itself")
    return None


# What libyaml was reading (its context mark) when the file, or the card, ended before it was closed.
_OPENED = (
    ("quoted scalar", "the quote opened here is never closed: YAML reads the rest of the file as this one text",
     "end the text with the same quote it starts with{char}"),
    ("flow sequence", "the `[` opened here is never closed with `]`: YAML reads the lines after it as items of this list",
     "close it with `]`, and quote any item that holds a comma, a bracket or \": \""),
    ("flow mapping", "the `{` opened here is never closed with `}`: YAML reads the lines after it as keys of this mapping",
     "close it with `}`, and quote any value that holds a comma, a bracket or \": \""),
)


def _never_closed(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) for what libyaml was reading ("while scanning a quoted scalar",
    "while parsing a flow sequence"...) when it met the end of the file, or a bracket still open at
    a later card: its problem mark is then there, after the cards that follow, and only its
    context mark says where the text or bracket was opened: the place to fix, and the card to name."""
    context, problem_mark, context_mark = exc.context or "", exc.problem_mark, exc.context_mark
    if problem_mark is None or context_mark is None:
        return None
    positions = _Positions(text)
    (line, col), problem_at = positions(context_mark), positions(problem_mark)
    # (at the end of a file without a last line break, libyaml's mark is on the line after it)
    at_end = problem_at >= _line_col(text, len(text))
    found = next((said for said in _OPENED if said[0] in context), None)
    if found is None:
        if not (at_end and context.startswith("while scanning")):
            return None
        return line, col, *_plain_syntax(exc.problem or "", context, text, line)
    if not (at_end or "flow" in found[0] and (_card_starts(_lines_between(text, line, problem_at[0]))
                                               or _outdented_after(text, line, problem_at[0]))):
        return None
    char = text.split("\n")[line - 1][col - 1: col] if found[0] == "quoted scalar" else ""
    return line, col, found[1], found[2].replace("{char}", f" ({char})" if char else "")


def _outdented_after(text: str, line: int, through: int) -> bool:
    """Whether a line after `line` up to `through` (1-based) starts no further in than the keys of
    `line` (past its `- `): the next key, read into brackets left open on `line`. A list in
    brackets continued over lines is indented further than its key."""
    lines = text.split("\n")
    opening = lines[line - 1] if 0 < line <= len(lines) else ""
    keys_at = len(opening) - len(re.sub(r"^[ ]*(?:-[ ]+)*", "", opening))
    return any(written.strip() and not written.lstrip().startswith("#") and _indent(written) <= keys_at
               for written in lines[line: through])


def _quote_across_cards(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) of a quote left open on its line that the next quote in the file,
    cards later, closed: YAML lets a quoted text run over lines, so libyaml fails only after it,
    at the later card. A quoted text read across a card's `- id:` line was never meant to end
    there; one over several lines inside its card is left alone."""
    if exc.problem_mark is None:
        return None
    positions, loader = _Positions(text), _Loader(text)
    card_lines = [line for (line, _), _ in _card_starts(text)]  # (once: a file may hold many long texts)
    try:
        while (token := loader.get_token()) is not None and token.start_mark.index < exc.problem_mark.index:
            if getattr(token, "style", None) in ('"', "'"):
                (line, col), end = positions(token.start_mark), positions(token.end_mark)[0]
                if bisect_right(card_lines, end) > bisect_right(card_lines, line):
                    _, message, hint = _OPENED[0]
                    return line, col, message, hint.replace("{char}", f" ({token.style})")
    except yaml.YAMLError:
        pass  # (the scanner's own error: the tokens before it were read)
    finally:
        loader.dispose()
    return None


def _apostrophe_ends_quote(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) when an apostrophe inside a word (`aeroplane's`) ended a text
    begun in single quotes: libyaml reads the text up to it and then fails at the letter after it
    ("did not find expected key"), which says nothing of the apostrophe. The error is placed at the
    apostrophe, not the opening quote: it is the character to change (write it twice), it sits on
    the line libyaml stopped at even in a text over several lines, and the message names the opening."""
    if exc.problem_mark is None or not (exc.context or "").startswith("while parsing"):
        return None
    positions, loader = _Positions(text), _Loader(text)
    failed_at = positions(exc.problem_mark)
    opened_at = None
    try:
        while (token := loader.get_token()) is not None and token.start_mark.index < exc.problem_mark.index:
            if getattr(token, "style", None) == "'" and positions(token.end_mark) == failed_at:
                opened_at = positions(token.start_mark)
    except yaml.YAMLError:
        pass  # (the scanner's own error: the tokens before it were read)
    finally:
        loader.dispose()
    if opened_at is None:
        return None
    line, col = failed_at
    written, apostrophe = text.split("\n")[line - 1], col - 2
    if not (0 < apostrophe < len(written) - 1 and written[apostrophe] == "'"
            and written[apostrophe - 1].isalnum() and written[apostrophe + 1].isalpha()):
        return None
    start = apostrophe - 1
    while start > 0 and written[start - 1].isalnum():
        start -= 1
    word = shortened(written[start:apostrophe + 1] + _WORD.match(written, apostrophe + 1).group())
    begun = f"col {opened_at[1]}" if opened_at[0] == line else f"line {opened_at[0]}, col {opened_at[1]}"
    return (line, apostrophe + 1, f"the apostrophe in `{word}` ends the text begun in single quotes at {begun}",
            "write the apostrophe twice ('') inside single quotes, or put the text in double quotes")


_WORD = re.compile(r"[^\W_]+")  # (letters and digits, in any script)
# What libyaml says when a value goes on after its closing quote (in a mapping, a list, brackets).
_AFTER_VALUE = ("did not find expected key", "did not find expected '-' indicator", "did not find expected ','")


def _text_after_quote(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) when a text begun in quotes goes on after its closing quote
    (`back: "None at all." Venus has none.`): YAML reads the quoted part as the whole value and
    cannot read what follows, and libyaml calls that a key it did not find, as if the line were
    indented wrong. The place is the first character after the quote's text."""
    if exc.problem_mark is None or not any(said in (exc.problem or "") for said in _AFTER_VALUE):
        return None
    positions, loader = _Positions(text), _Loader(text)
    last = None
    try:
        while (token := loader.get_token()) is not None and token.start_mark.index < exc.problem_mark.index:
            last = token
    except yaml.YAMLError:
        pass  # (the scanner's own error: the tokens before it were read)
    finally:
        loader.dispose()
    if last is None or getattr(last, "style", None) not in ('"', "'"):
        return None
    between = text[last.end_mark.index: exc.problem_mark.index]
    if between.strip(" \t\r\n") or text[exc.problem_mark.index: exc.problem_mark.index + 1] in ("", "#", "\n"):
        return None
    line, col = positions(exc.problem_mark)
    rest = text[exc.problem_mark.index:].split("\n", 1)[0].split(" #", 1)[0].rstrip(" \t\r")
    if "\n" in between:  # (a line of text under a quoted one, not a key indented wrong)
        opened = text.split("\n")[positions(last.start_mark)[0] - 1]
        keys_at = len(opened) - len(re.sub(r"^[ ]*(?:-[ ]+)*", "", opened))
        if col - 1 <= keys_at or re.match(r"[^\s:]+:(?:[ \t]|$)", rest):
            return None
    quote = last.style
    (opened_line, opened_col), closed_line = positions(last.start_mark), positions(last.end_mark)[0]
    if closed_line > opened_line and _outdented_after(text, opened_line, closed_line):
        # (the quote was left open on its line, and a later quote closed it, keys and all)
        return (opened_line, opened_col, "the quote opened here is not closed on its line: YAML reads the lines "
                "after it, up to the next quote, as this one text", _OPENED[0][2].replace("{char}", f" ({quote})"))
    written = text[last.start_mark.index + 1: last.end_mark.index - 1]
    message = (f"this line goes on with the quoted text above after its closing quote ({quote}): YAML reads only "
               "the quoted part as the value" if "\n" in between else
               f"text follows the closing quote ({quote}) of a quoted text: YAML reads only the quoted part as the value")
    whole = written + between + rest
    if "\n" in whole or '"' in whole or "'" in whole or "\\" in whole:
        hint = "quote the whole text: move the closing quote to its end (or write the text without quotes)"
    else:
        hint = f"quote the whole text: {shortened(quote + re.sub(' +', ' ', whole) + quote)} (or write it without quotes)"
    return line, col, message, hint


def _lines_between(text: str, after: int, through: int) -> str:
    """The lines of `text` after line `after` up to line `through` (1-based), joined."""
    return "\n".join(text.split("\n")[after:through])


_LONGEST_KEY = 1024


def _key_before(text: str, line: int) -> str:
    """What stands before the first colon of line `line` (1-based), past its indent and `- `."""
    lines = text.split("\n")
    written = lines[line - 1] if 0 < line <= len(lines) else ""
    key = written.split(":", 1)[0].strip() if ":" in written else ""
    return key[2:] if key.startswith("- ") else key


def _plain_syntax(problem: str, context: str, text: str, line: int) -> tuple[str, str]:
    """libyaml's complaint in plain words, and what to write instead: (message, hint)."""
    if "mapping values are not allowed" in problem or "could not find expected ':'" in problem:
        key = _key_before(text, line)
        if len(key) > _LONGEST_KEY:  # (libyaml reads no key longer than that, and says anything but that)
            return (f"a key of {len(key):,} characters: YAML reads a key of at most {_LONGEST_KEY:,}",
                    "shorten the key (the keys of a deck file are short words such as `front`)")
    if "mapping values are not allowed" in problem:
        if _indented_deeper(text, line):
            return ("this line is indented more than the line above it, so YAML cannot tell what it belongs to",
                    'line its key up with the keys above it (and quote a text containing ": ")')
        return ('a text holds a colon and a space (": "), which YAML reads as the start of a new key',
                'a text containing ": " must be quoted: "like: this"')
    if "expected '-' indicator" in problem:
        return (("this line does not line up with the list above it: it is indented less than the keys "
                 "of its item, but is not a new item (`- `)"),
                "indent it like the other keys of its card, or start a new item with `- `")
    if "did not find expected key" in problem:
        return (("this line does not line up with the lines above it: keys of one mapping, and items of "
                 "one list, start at the same column"),
                "indent it like its neighbours (each card's keys 2 spaces in, list items under their key)")
    if "could not find expected ':'" in problem:
        return "this line is neither `key: value` nor a list item (`- `)", _colon_hint(text, line)
    if "document indicator" in problem:
        return ("a `---` or `...` line stands inside a quoted text, where YAML reads it as the end of the document",
                "indent that line, or close the quote before it")
    if "quoted scalar" in context:
        return ("a quoted text is not closed: it runs on to here",
                "end the text with the same quote it starts with")
    if "found character" in problem and "cannot start any token" in problem:
        return "a text starts with a character YAML reserves (such as @ or `)", "quote the text that starts with this character"
    if "found another document" in problem:
        return ("the file holds another document after a `---` line",
                "a deck file holds one YAML document: remove the `---` line and merge the two parts")
    if "undefined alias" in problem:
        return ("an alias (`*name`) refers to an anchor (`&name`) that is not defined before it",
                "define the anchor first, or write the value out")
    if "expected ',' or ']'" in problem or "expected ',' or '}'" in problem:
        closing = "]" if "]" in problem else "}"
        return (f"a list or mapping written in brackets is not closed with `{closing}`",
                f"close it with `{closing}`, and quote any item that holds a comma, a bracket or \": \"")
    return _rarer_syntax(problem, context, text, line)


_KEY_WITHOUT_COLON = re.compile(r"(?:- )*([A-Za-z_][A-Za-z0-9_]*)[ \t]+(\S.*)")


def _key_without_colon_above(exc: yaml.MarkedYAMLError, text: str) -> tuple[int, int, str, str] | None:
    """(line, col, message, hint) when the line above the one libyaml calls "a colon in a text"
    is a key the file uses written without its colon (`- id world-007`, then `  category: x`):
    YAML reads the two lines as one text, up to the colon of the second."""
    if "mapping values are not allowed" not in (exc.problem or "") or exc.problem_mark is None:
        return None
    lines, number = text.split("\n"), exc.problem_mark.line  # (0-based: the line above, 1-based)
    if not 0 < number <= len(lines) or ": " in lines[number - 1] or lines[number - 1].rstrip().endswith(":"):
        return None
    hint = _colon_hint(text, number)
    if not hint.startswith("write a colon"):
        return None
    written = lines[number - 1]
    col = len(written) - len(re.sub(r"^[ ]*(?:-[ ]+)*", "", written)) + 1
    if number < len(lines) and _indent(lines[number]) != col - 1:  # (the next key is one of its neighbours)
        return None
    return number, col, "this line is neither `key: value` nor a list item (`- `)", hint


def _colon_hint(text: str, line: int) -> str:
    """The hint for a line without `: `: the key written with its colon when the line starts with
    a word the file uses as a key elsewhere and a value (`value 0`), else the general rule (a
    line of text astray is no key to complete)."""
    lines = text.split("\n")
    written = lines[line - 1].strip(" \r") if 0 < line <= len(lines) else ""
    found = _KEY_WITHOUT_COLON.fullmatch(written) if len(written) <= 200 else None
    if found is None or not re.search(rf"^[ ]*(?:-[ ]+)*{found.group(1)}:(?:[ ]|\r?$)", text, re.MULTILINE):
        return "each line of a mapping needs `key: value`"
    return f"write a colon after the key: `{found.group(1)}: {found.group(2)}`"


def _rarer_syntax(problem: str, context: str, text: str, line: int) -> tuple[str, str]:
    """(message, hint) for the rarer things libyaml refuses: directives, tags, anchors, block texts.
    Its own words ("while scanning a simple key", "<document start>") never reach a message."""
    if "incompatible YAML document" in problem:
        return ("the `%YAML` line asks for a YAML version deckctl does not read",
                "delete the `%YAML` line: deck files need no directive")
    if "directive" in problem or "directive" in context:
        return ("a line starting with `%` is a YAML directive, and this one cannot be read",
                "delete the line (deck files need no directive); quote a key or text that starts with `%`")
    before = text.split("\n")[: line - 1]
    if "<document start>" in problem and any(written.rstrip() == "..." for written in before):
        return "the file goes on after a `...` line, which ends the YAML document", "delete the `...` line"
    if "<document start>" in problem or _directive_not_ended(before):
        return "a `%` directive line must be followed by a `---` line", "delete the directive line: deck files need none"
    if "undefined tag handle" in problem:
        return ("this tag's `!name!` is defined by no `%TAG` line", "remove the tag: deck files need no tags")
    if "tag" in context:
        return ("a `!` starts a YAML tag here, and this one cannot be read",
                "remove the tag, or quote a text that starts with `!`")
    if "block scalar" in context:
        if "tab character" in problem:
            return "a tab stands in the indentation of this block of text", "indent it with spaces"
        return ("a `|` or `>` starts a block of text and must end its line (only `-`, `+` or a digit 1-9 may follow it)",
                "put the text on the lines below, indented more than its key; quote a text that starts with | or >")
    if "anchor" in context or "alias" in context:
        return ("`&` starts an anchor and `*` an alias, and a name must follow either directly",
                "quote a text that starts with & or *")
    if "tab character" in problem:
        return "a tab stands where YAML expects spaces", "replace the tab with spaces"
    if "block sequence entries" in problem:
        return ("a list item (`- `) cannot start after a key on the same line",
                "start the list on the next line, indented; quote a text that starts with \"- \"")
    if "mapping keys are not allowed" in problem:
        return ("`? ` starts a complex key, which cannot stand here", "quote a text that starts with \"? \"")
    if "found unexpected ':'" in problem:
        return ("a colon inside brackets is read as the end of a key", "quote the text that holds the colon")
    if "expected node content" in problem:
        return ("a value is missing here: YAML expects a text, a list or a mapping",
                "inside [ ] or { } items are separated by commas, without `- `; "
                "quote a text that starts with -, ?, :, & or *")
    return "YAML cannot read the file from here", _CHECK_LINE


def _directive_not_ended(lines: list[str]) -> bool:
    """True when `lines` start with a directive (`%YAML 1.1`) that no `---` line follows."""
    written = [line for line in lines if line.strip() and not line.startswith("#")]
    return bool(written) and written[0].startswith("%") and not any(line.startswith("---") for line in written)


def card_id_of(raw: object) -> str:
    """A loaded card's id as text; "" when it has none that reads as one."""
    card_id = raw.get("id") if isinstance(raw, dict) else None
    return str(card_id) if isinstance(card_id, (str, int, float)) and not isinstance(card_id, bool) else ""


# Mistakes that stop YAML reading a card file, yet lie within one card.
_IN_A_CARD = ("yaml-syntax", "tab-indent", "too-many-values", "lone-cr", "hidden-line-break")
# (a document marker ends the card before it)
# (a card's `- id:` line may start with tabs, the mistake `tab-indent` names: that card's, not the one before it)
_CARD_START = re.compile(rf"^(?:\t*{_ID_LINE}|---|\.\.\.)", re.MULTILINE)


def with_card_ids(source: SourceFile) -> tuple[list[Diagnostic], set[int]]:
    """A card file's loader diagnostics (duplicate keys, tags, a YAML syntax error...), each naming
    the card it falls in, and the indexes of the cards with a loader error (they are not valid,
    whatever their model says). Where YAML cannot read the file, its `- id:` lines still tell the
    cards apart: validate, lint and fmt name the same card."""
    if isinstance(source.data, list):
        starts = [(source.value_marks.get((i,), (0, 0)), card_id_of(raw)) for i, raw in enumerate(source.data)]
    elif any(d.code in _IN_A_CARD for d in source.diagnostics):  # its `- id:` lines still tell the cards apart
        starts = _card_starts(source.text or "")
    else:
        return list(source.diagnostics), set()
    # (by bisection: a scan of the cards for each diagnostic took 12 s for 18,000 duplicate keys)
    known = [(place, index) for index, (place, _) in enumerate(starts) if place >= (1, 1)]  # in file order
    places = [place for place, _ in known]
    result, broken = [], set()
    for diagnostic in source.diagnostics:
        if not diagnostic.card_id and diagnostic.line > 0:
            at = bisect_right(places, (diagnostic.line, diagnostic.col))
            if at:
                index = known[at - 1][1]
                diagnostic = replace(diagnostic, card_id=starts[index][1])
                if diagnostic.is_error:
                    broken.add(index)
        result.append(diagnostic)
    return result, broken


def _card_starts(text: str) -> list[tuple[tuple[int, int], str]]:
    """((line, 1), card id) of each `- id:` line of `text`, lines counted on from the last one
    (counting from the start for each was quadratic: 23 s for the 36,000 cards of a 2.7 MB file)."""
    starts, line, counted = [], 1, 0
    for match in _CARD_START.finditer(text):
        line += text.count("\n", counted, match.start())
        counted = match.start()
        starts.append(((line, 1), match.group(1) or ""))
    return starts
