"""The canonical layout of deck sources, and the one writer that puts a file in it keeping its comments.

`deckctl fmt` (deckctl/fmt/) rewrites whole decks with it; `lint --fix`, `import sheet` and
`new card` edit single values through it.

The canonical layout is the one the starter decks are written in:

- mappings indent by 2; a sequence inside a mapping puts its dash 2 further in, its items' keys 4
  (``clues:`` / ``    - ...``); a card file's top-level sequence starts at column 0 with each
  card's keys at column 2 (``- id: ...`` / ``  category: ...``);
- comments (the ``# yaml-language-server: $schema=...`` first line included), blank lines, key
  order, card order, flow lists (``value: [C, D]``), quotes and block scalars (``>-``, ``|``) are
  kept as written, and so is every plain scalar, character for character (``~`` stays ``~``);
- a comment at the end of a line keeps the spaces it had after its value, whatever the value's
  new width or the card's new indent (deckctl/io/comment_gaps.py);
- long texts are never wrapped; a plain text an editor broke over several lines is joined, and so
  is a flow collection, unless it holds a comment: then it is kept as written, its lines moving
  with its card (deckctl/io/rewrite_flow.py);
- a comment after a list item's dash, or after a tag or anchor on a key's line, stays at the end
  of that line (deckctl/io/rewrite_comments.py);
- a `!!str` that the plain text implies is left out (`!!str Paris` is written `Paris`), one it
  does not is written as a quoted text (`!!str 5` is written `"5"`); `!!int`, `!!float` and
  `!!bool` stay, their values plain (`!!int 0x2`);
- no byte-order mark, no ``---`` line before the content and no ``...`` after it (a comment on
  either line is kept, on a line of its own), LF line ends, no trailing whitespace, exactly one
  newline at the end.

It also quotes what the validator reports as ``unquoted-scalar`` (a plain ``1.10``, ``0123``,
``yes`` or ``2024-01-01`` where the model wants text), keeping exactly the characters written.

Nothing is written unless it is safe: the new text is loaded again with the same loader the
validator uses and must give the same data (the quoted values excepted, which become text) and
keep every comment, those at the end of a line included, and (fmt's, `format_file`) every blank
line between its lines but those inside a value written over several lines, which is joined; a
file that does not load, or would not survive, is left alone and reported. Writes are atomic.
"""

from __future__ import annotations

import copy
import difflib
import functools
import io
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.printable import printable_line
from deckctl.core.workflow_commands import inert_line
from deckctl.io.comment_gaps import keep_comment_gaps
from deckctl.io.discover import CARDS, display_path
from deckctl.io.line_ends import BOM
from deckctl.io.rewrite_comments import at_line_ends, crowded_alone
from deckctl.io.rewrite_flow import dumped, note_written
from deckctl.io.plain_tabs import tabs_quoted
from deckctl.io.source import _read_as as read_as
from deckctl.io.source import load_source, source_of_bytes, with_card_ids

_STR_TAG = "tag:yaml.org,2002:str"
_PLAIN_WITH_TAG = {f"tag:yaml.org,2002:{kind}" for kind in ("int", "float", "bool")}
_DOC_START = re.compile(r"---[ \t]*(#.*)?")
_DOC_END = re.compile(r"\.\.\.(?:[ \t]+(#.*)?)?")

# The largest file `fmt` rewrites through ruamel.yaml (a file already in the layout is only checked, at
# any size validate reads). ruamel is pure Python: a 3 MiB card file of small commented cards took
# `fmt --check` 47 s of CPU and 440 MB; 512 KiB of small cards with a comment on each line 11.5 s
# (over 30 s on a busy host). Real card files have up to about 150 KB.
MAX_REWRITE_BYTES = 256 * 1024
# The bytes `fmt` (and `fmt --check`) and `lint --fix` rewrite through ruamel.yaml in one deck in
# one run, the files of it that take the round trip together (one in the layout, only checked,
# does not count). Each file within MAX_REWRITE_BYTES, 12 card files of 257 KB of commented
# cards with long `tags:` lists had taken `fmt --check` 103 s, where `validate` takes 3.4 s. Four
# files at MAX_REWRITE_BYTES, and more than the first `fmt` of the largest real deck (1.7 MB) needs
# in most layouts; past it, the rest is left for the next run (what is formatted now is then only
# checked), so running `fmt` again always gets further.
MAX_DECK_REWRITE_BYTES = 4 * MAX_REWRITE_BYTES


@dataclass
class RewriteBudget:
    """What is left of one deck's MAX_DECK_REWRITE_BYTES in this run (`format_file`'s `budget`)."""

    left: int = field(default_factory=lambda: MAX_DECK_REWRITE_BYTES)



@dataclass
class Outcome:
    """What formatting one file gives: its new text, or why it is left alone."""

    path: Path
    display: str
    old: bytes = b""
    new: str | None = None  # None: refused (see diagnostics)
    quoted: list[str] = field(default_factory=list)  # the values that were quoted, as written
    replaced: list[tuple] = field(default_factory=list)  # the data paths of the texts repaired (`replace`)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def refused(self) -> bool:
        return self.new is None

    @property
    def changed(self) -> bool:
        return self.new is not None and self.new.encode("utf-8") != self.old

    @property
    def old_text(self) -> str:
        return self.old.decode("utf-8", errors="replace")


# --- formatting -------------------------------------------------------------------------------


def _yaml():
    """ruamel.yaml in round-trip mode, reading every plain scalar as the text written.

    With no implicit types (only the empty value is null), `1.10`, `~` or `+12` load as the
    strings written and are dumped back plain and unchanged: the formatter never re-spells a value.
    """
    from ruamel.yaml.comments import TaggedScalar
    from ruamel.yaml.composer import Composer
    from ruamel.yaml.constructor import RoundTripConstructor
    from ruamel.yaml.emitter import Emitter
    from ruamel.yaml.events import MappingEndEvent, SequenceEndEvent
    from ruamel.yaml.representer import RoundTripRepresenter
    from ruamel.yaml.resolver import VersionedResolver

    class _TagsAsRead(RoundTripRepresenter):
        """A tagged scalar (`front: !!str What?`) dumped with the tag it was read with: ruamel
        writes a `!!` tag back as `!!%20str` (it joins the handle and suffix with a space), which
        no YAML reader takes. A standard tag that every reading of the text implies is left out,
        the value the same (`!!str What?` is written `What?`). This writer reads every plain
        text as a string, YAML (and validate) does not: a plain text it reads as something else
        (`!!str 5`, `!!str yes`, `!!str 1.10`, `!!str` alone) is written quoted, as fmt quotes
        an `unquoted-scalar`, so that it stays a string without its tag (`"5"`)."""

        def represent_tagged_scalar(self, data):
            anchor = data.yaml_anchor() if hasattr(data, "yaml_anchor") else None
            style = data.style
            if str(data.tag) == _STR_TAG and not style and read_as(data.value) != _STR_TAG:
                style = '"'
            return self.represent_scalar(data.tag, data.value, style=style, anchor=anchor)

    _TagsAsRead.add_representer(TaggedScalar, _TagsAsRead.represent_tagged_scalar)

    class _NotesFlowText(RoundTripConstructor):
        """A flow collection over several lines with a comment inside keeps its text (rewrite_flow)."""

        def set_collection_style(self, data, node) -> None:
            super().set_collection_style(data, node)
            note_written(data, node)

    class _AsWritten(VersionedResolver):
        _only_empty_is_null = {"": [("tag:yaml.org,2002:null", re.compile(r"^$"))]}

        @property
        def versioned_resolver(self):
            return self._only_empty_is_null

    class _CardsAtColumnZero(Emitter):
        """Items of a top-level sequence get their dash at column 0 and their keys at column 2
        (ruamel would indent them like a nested sequence: dash at 2, keys at 4)."""

        def expect_block_sequence_item(self, first: bool = False) -> None:
            values = self.indents.values
            if not (len(values) == 1 and values[0][1]):
                return super().expect_block_sequence_item(first)
            saved = self.sequence_dash_offset, self.best_sequence_indent
            self.sequence_dash_offset, self.best_sequence_indent = 0, 2
            try:
                return super().expect_block_sequence_item(first)
            finally:
                self.sequence_dash_offset, self.best_sequence_indent = saved

        def choose_scalar_style(self):
            # ruamel writes an empty text with a `!!` tag plain (its issue 449), and `key: !!str ''`
            # came out `key:`, which YAML reads as null: a quoted one stays quoted.
            if self.event.value == "" and self.event.style in ("'", '"'):
                return self.event.style
            # `!!int 0` was read as a number and written back quoted (`!!int '0'`): ruamel quotes a
            # standard tag that a plain text does not imply, and this writer's plain texts imply
            # none. Written plain, with its tag, it reads as it was written.
            if not self.event.style and str(self.event.tag) in _PLAIN_WITH_TAG:
                if self.analysis is None:
                    self.analysis = self.analyze_scalar(self.event.value)
                plain = self.analysis.allow_flow_plain if self.flow_level else self.analysis.allow_block_plain
                if plain and not self.analysis.empty and not self.analysis.multiline:
                    return ""
            return super().choose_scalar_style()

        # A flow collection's end with a comment after it: ruamel leaves `no_newline` (set after a
        # list's `- ` or a commented `key:` above it) standing, so the next item's second key went
        # on the line of its first (`- f: g h: i`, or `h:   -` when h holds a list). The comment
        # ends the line, so nothing is pending any more (as ruamel itself does without a comment).
        def _ended(self, step, end: type) -> None:
            ends = isinstance(self.event, end)
            step()
            if ends and not self.flow_context:
                self.no_newline = False

        def expect_flow_sequence_item(self) -> None:
            self._ended(super().expect_flow_sequence_item, SequenceEndEvent)

        def expect_first_flow_sequence_item(self) -> None:
            self._ended(super().expect_first_flow_sequence_item, SequenceEndEvent)

        def expect_flow_mapping_key(self) -> None:
            self._ended(super().expect_flow_mapping_key, MappingEndEvent)

        def expect_first_flow_mapping_key(self) -> None:
            self._ended(super().expect_first_flow_mapping_key, MappingEndEvent)

    class _KeepsLinesBefore(Composer):
        """A flow collection with a comment after it takes that comment for its own and drops the
        blank or comment lines before it that it held (ruamel's composer replaces the one with the
        other): `- [a]`, a blank line, `- [b]  # c` lost the blank line, and with a comment line
        there fmt refused the file. Both are kept."""

        def compose_sequence_node(self, anchor):
            return self._with_lines_before(super().compose_sequence_node, anchor)

        def compose_mapping_node(self, anchor):
            return self._with_lines_before(super().compose_mapping_node, anchor)

        def _with_lines_before(self, compose, anchor):
            before = self.parser.peek_event().comment
            node = compose(anchor)
            if node.flow_style and before is not None and len(before) > 1 and before[1] \
                    and node.comment is not before and node.comment and node.comment[1] is None:
                node.comment = [node.comment[0], before[1], *node.comment[2:]]
            return node

    yaml = _round_trip_yaml()
    yaml.Composer = _KeepsLinesBefore
    yaml.Constructor = _NotesFlowText
    yaml.Resolver = _AsWritten
    yaml.Representer = _TagsAsRead
    yaml.Emitter = _CardsAtColumnZero
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 1_000_000_000  # never wrap a text
    yaml.preserve_quotes = True
    yaml.explicit_start = False
    return yaml


def _load(yaml, text: str):
    """The round-trip tree of `text` (as loaded), each comment that ended a line held so (rewrite_comments)."""
    tree = yaml.load(text)
    at_line_ends(tree)
    _without_alias_copies(tree)
    return tree


def _without_alias_copies(tree) -> None:
    """ruamel holds the comment at the end of an anchored value's line (`front: &q text  # c`) at
    each alias of it as well (`back: *q`). Written while they are one node, the last one's wins;
    once an edit made them two (`import sheet` or `lint --fix` put a new text at one of them, or
    removed the alias's key), the comment was written twice, or kept on a line of its own for the
    alias, and the check after dumping refused the file. Each alias's copy goes, and with it the
    alias's entry where it held nothing else, so the anchor's comment is its own and written once."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    first: dict[int, list] = {}  # an anchored node's id -> the comment tokens of its own key or item
    seen, stack = set(), [tree]
    while stack:
        node = stack.pop()
        if not isinstance(node, (CommentedMap, CommentedSeq)) or id(node) in seen:
            continue
        seen.add(id(node))
        children = list(node.items()) if isinstance(node, CommentedMap) else list(enumerate(node))
        for where, child in children:
            if not getattr(getattr(child, "anchor", None), "value", None):
                continue
            slots = node.ca.items.get(where)
            if id(child) not in first:
                first[id(child)] = [token for token in slots or () if token is not None]
                continue
            if not slots:
                continue
            kept = [None if any(token is mine for mine in first[id(child)]) else token for token in slots]
            if any(token is not None for token in kept):
                node.ca.items[where] = kept
            else:
                del node.ca.items[where]
        stack.extend(reversed([child for _, child in children]))


def _round_trip_yaml():
    """ruamel.yaml in round-trip mode, with a scanner that joins a run of comment lines in linear time."""
    from ruamel.yaml import YAML

    from deckctl.io.comment_scanner import LinearCommentScanner

    yaml = YAML(typ="rt")
    yaml.Scanner = LinearCommentScanner
    return yaml


def without_document_start(text: str) -> str:
    """Drop a `---` line that only opens the document (the round trip would lose the comments
    above it); a comment on that line stays, on a line of its own."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        match = _DOC_START.fullmatch(line.rstrip())
        if match:
            lines[i: i + 1] = [match.group(1)] if match.group(1) else []
        break
    return "\n".join(lines)


def without_document_end(text: str) -> str:
    """Drop the `...` lines that end the document where only comments and blank lines follow
    (the round trip would lose the comments after them); a comment on such a line stays, on a
    line of its own. (A `...` at column 0 ends any block or text before it, so the lines after
    it are never a text's content.)"""
    lines = text.split("\n")
    first = None
    for i in range(len(lines) - 1, -1, -1):
        if _DOC_END.fullmatch(lines[i].rstrip()):
            first = i
        elif lines[i].strip() and not lines[i].lstrip().startswith("#"):
            break
    if first is None:
        return text
    tail = [match.group(1) if (match := _DOC_END.fullmatch(line.rstrip())) else line for line in lines[first:]]
    return "\n".join(lines[:first] + [line for line in tail if line is not None])


def _dump(tree, yaml) -> str:
    def dump() -> str:
        out = io.StringIO()
        yaml.dump(tree, out)
        return out.getvalue()

    def scalar(value) -> str:  # (a text as the writer writes it in a flow list)
        from ruamel.yaml.comments import CommentedSeq

        alone = CommentedSeq([value])
        alone.fa.set_flow_style()
        out = io.StringIO()
        yaml.dump(alone, out)
        return out.getvalue().strip()[1:-1]

    return dumped(tree, dump, scalar)  # (a flow collection holding a comment as it was written)


def canonical_text(data) -> str:
    """`data` (plain values, or ruamel's with their quotes and styles) in the canonical layout,
    unchecked: a caller that puts it into a file loads the result back (`new card` does)."""
    return _dump(data, _yaml())


_BLOCK_HEADER = re.compile(r"( *)\S.*\s[|>][1-9+-]{0,2}")  # `key: |`, `- >-`, `key: |2` (comment removed)
_COMMENT = re.compile(r"(^|\s)#.*$")


def _tidy(text: str, strip: str) -> str:
    """Exactly one final newline; trailing whitespace removed from every line ("all"), from every
    line outside block scalars, whose content it may be ("outside-blocks"), or from none."""
    lines = text.split("\n")
    block_indent = None  # the indentation of the line that opened the block scalar we are in
    for i, line in enumerate(lines):
        indent = len(line) - len(line.lstrip(" "))
        if block_indent is not None and line.strip() and indent <= block_indent:
            block_indent = None
        in_block = block_indent is not None
        if block_indent is None and (header := _BLOCK_HEADER.fullmatch(_COMMENT.sub("", line).rstrip())):
            block_indent = len(header.group(1))
        if strip == "all" or (strip == "outside-blocks" and not in_block):
            lines[i] = line.rstrip(" \t")
    return "\n".join(lines).rstrip("\n") + "\n"


def _comment_lines(text: str) -> list[str]:
    return [s for line in text.split("\n") if (s := line.strip()).startswith("#")]


@functools.lru_cache(maxsize=4)  # the old text is compared with up to three candidates
def _all_comments(text: str) -> Counter | None:
    """Every comment of `text`, those at the end of a line included, as ruamel's scanner finds
    them (a `#` inside a quoted or plain text or a block scalar is none); None when it cannot
    be scanned. A comment the round trip loses is missing here although no line starts with it."""
    from ruamel.yaml.tokens import CommentToken

    found: Counter = Counter()

    def gather(comment) -> None:  # a token's [end-of-line, [before...]], nested and mixed
        if isinstance(comment, CommentToken):
            comment = comment.value
        if isinstance(comment, str):
            found.update(s for piece in comment.split("\n") if (s := piece.strip()).startswith("#"))
        elif isinstance(comment, list):
            for item in comment:
                gather(item)

    try:
        for token in _round_trip_yaml().scan(text):
            gather(token if isinstance(token, CommentToken) else getattr(token, "_comment", None))
    except Exception:  # ruamel's scanner reads a little differently from libyaml: never guess
        return None
    return found


def _difference(a, b, path: tuple = ()) -> tuple | None:
    """The first path where `a` and `b` differ (in type, value or key order), else None."""
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        if list(a) != list(b):
            return path
        for key in a:
            where = _difference(a[key], b[key], path + (key,))
            if where is not None:
                return where
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return path
        for i, (x, y) in enumerate(zip(a, b)):
            where = _difference(x, y, path + (i,))
            if where is not None:
                return where
        return None
    if isinstance(a, float) and math.isnan(a) and math.isnan(b):
        return None
    return None if a == b else path


def _set(data, path: tuple, value) -> None:
    for step in path[:-1]:
        data = data[step]
    data[path[-1]] = value


def _get(data, path: tuple):
    for step in path:
        data = data[step]
    return data


def _shown(path: tuple) -> str:
    return "/".join(str(step) for step in path) or "(the whole file)"


def format_file(path: Path, unquoted: set[tuple[int, int]] = frozenset(), display: str | None = None,
                quick: bool = True, replace: dict[tuple, tuple[str, str]] | None = None,
                limited: bool = False, budget: RewriteBudget | None = None) -> Outcome:
    """Format one file in memory; `unquoted` holds the (line, col) of values to quote. `quick`:
    a file already in the layout, with nothing to quote, is known unchanged without the round trip.
    `replace`: data path -> (text now, text wanted), repairs of single texts (`lint --fix`); a text
    that no longer reads as expected is left as it is. Each keeps its quoting or block style.
    `limited`: a file over `MAX_REWRITE_BYTES` that would have to be rewritten is left alone, with
    an error (`fmt`, `lint --fix`). `budget`: its deck's bytes still to rewrite in this run; a file
    that would have to be rewritten and does not fit is left alone too, with an error."""
    from deckctl.io.paths import Refused, TooLarge, read_regular
    from deckctl.io.source import MAX_FILE_BYTES

    outcome = Outcome(path, display or display_path(path))
    try:
        # (a named pipe put in its place since it was listed: no hang; a file larger than a deck
        # file may be, validate's `file-too-large`, not read: a sparse deck.yaml of 600 MB, a few
        # KB in git, had been read whole, three times its size in memory)
        outcome.old = read_regular(path, MAX_FILE_BYTES)
    except TooLarge as exc:
        outcome.diagnostics.append(Diagnostic(
            outcome.display, 0, 0, "file-too-large",
            f"not formatted: the file is {exc.size:,} bytes, and deck files may be at most {MAX_FILE_BYTES:,}",
            hint="validate refuses it too: shorten it (a card file: split its cards over several files in cards/)"))
        return outcome
    except OSError as exc:
        outcome.diagnostics.append(Diagnostic(outcome.display, 0, 0, "unreadable", f"cannot read the file: {exc.strerror or exc}"))
        return outcome
    except Refused as exc:
        outcome.diagnostics.append(Diagnostic(outcome.display, 0, 0, "unreadable", f"the file is not read: {exc.message}"))
        return outcome
    if quick and not unquoted and not replace and _already_formatted(outcome.old):
        outcome.new = outcome.old.decode("utf-8").replace("\r\n", "\n")  # (LF, as a round trip gives it)
        return outcome
    if limited and len(outcome.old) > MAX_REWRITE_BYTES:
        outcome.diagnostics.append(_too_large_to_rewrite(path, outcome))
        return outcome
    if budget is not None:  # (the first file to rewrite always fits: each run gets further)
        if len(outcome.old) > budget.left and budget.left < MAX_DECK_REWRITE_BYTES:
            outcome.diagnostics.append(_past_deck_rewrite(outcome, budget))
            return outcome
        budget.left -= len(outcome.old)
    return _round_trip(path, unquoted, outcome, replace or {})


def _too_large_to_rewrite(path: Path, outcome: Outcome) -> Diagnostic:
    """A file over `MAX_REWRITE_BYTES` that would have to be rewritten: left as it is, not read
    through ruamel. The hint says what would bring it under the limit: a text longer than any
    text may be shortened (a file of one card cannot be split), its cards split over files."""
    from deckctl.core.deck_limits import MAX_TEXT_CHARS

    cards, (longest, line) = _cards_and_longest_text(outcome.old)
    if longest > MAX_TEXT_CHARS:
        hint = (f"the text at line {line} has {longest:,} characters, and a text may have at most {MAX_TEXT_CHARS:,} "
                "(validate's `text-too-long`): shorten it")
        if path.parent.name == CARDS and cards > 1 and len(outcome.old) - longest > MAX_REWRITE_BYTES:
            hint += ", and split the file's cards over several files in cards/"
    elif path.parent.name == CARDS and cards == 1:
        hint = "the file holds one card, which no split makes smaller: shorten its lists and comments"
    elif path.parent.name == CARDS:
        hint = "split its cards over several files in cards/ (each is formatted on its own)"
    else:
        hint = "a file this large holds little but comments and blank lines: remove those"
    return Diagnostic(outcome.display, 0, 0, "file-too-large",
                      f"not rewritten: the file is {len(outcome.old):,} bytes, and deckctl rewrites a file of at most "
                      f"{MAX_REWRITE_BYTES:,} bytes (fmt, lint --fix; fmt only checks one already in its layout, with "
                      "nothing to quote)",
                      hint=f"{hint}; the file is left as it is")


def _cards_and_longest_text(data: bytes) -> tuple[int, tuple[int, int]]:
    """The items of a file's top-level list (its cards), and its longest text's length and line
    (from 1), as libyaml's scanner finds them; (0, (0, 0)) when it cannot be scanned."""
    import yaml

    cards, depth, longest = 0, 0, (0, 0)
    try:
        for token in yaml.scan(data.decode("utf-8-sig"), Loader=yaml.CSafeLoader):
            if isinstance(token, (yaml.BlockSequenceStartToken, yaml.BlockMappingStartToken)):
                depth += 1
            elif isinstance(token, yaml.BlockEndToken):
                depth -= 1
            elif isinstance(token, yaml.BlockEntryToken) and depth == 1:
                cards += 1
            elif isinstance(token, yaml.ScalarToken) and len(token.value) > longest[0]:
                longest = (len(token.value), token.start_mark.line + 1)
    except (yaml.YAMLError, UnicodeDecodeError):
        return 0, (0, 0)
    return cards, longest


def _past_deck_rewrite(outcome: Outcome, budget: RewriteBudget) -> Diagnostic:
    """A file to rewrite that the deck's MAX_DECK_REWRITE_BYTES has no room left for in this run."""
    spent = MAX_DECK_REWRITE_BYTES - budget.left
    return Diagnostic(outcome.display, 0, 0, "file-too-large",
                      f"not rewritten: the file is {len(outcome.old):,} bytes, and the deck's files rewritten before it "
                      f"in this run already have {spent:,} of the {MAX_DECK_REWRITE_BYTES:,} deckctl rewrites of one "
                      "deck in one run (fmt, lint --fix)",
                      hint="run `deckctl fmt` (or `lint --fix`) on the deck again while it says this: a file it "
                           "has rewritten is not rewritten the next time, so each run goes further (`fmt --check` "
                           "writes nothing: run `deckctl fmt`); the file is left as it is")


def _already_formatted(data: bytes) -> bool:
    """Whether the file is in fmt's layout, as far as the quick check tells: its lines may end with
    CRLF, each of them (a checkout with Git for Windows' autocrlf: `fmt` keeps its line ends)."""
    from deckctl.io.canonical import is_canonical
    from deckctl.io.line_ends import CRLF, LF, crlf
    from deckctl.io.source import MAX_FILE_BYTES

    if len(data) > MAX_FILE_BYTES:
        return False
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return is_canonical(text.replace(CRLF, LF) if crlf(text) else text)


def _round_trip(path: Path, unquoted: set[tuple[int, int]], outcome: Outcome,
                replace: dict[tuple, tuple[str, str]]) -> Outcome:
    """The new text through ruamel.yaml, kept only if it loads back to the same data and comments."""
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString
    source = load_source(path, outcome.display)
    # (in a card file, each naming the card it falls in, as validate and lint name it)
    found = with_card_ids(source)[0] if path.parent.name == CARDS else source.diagnostics
    errors = [d for d in found if d.is_error]
    if not errors and not isinstance(source.data, (dict, list)):
        # (a file holding one text, number or null, `TODO` or `~`: no layout of fmt's, and no comment
        # of a card or key to keep; left alone, said as validate says it, never without a word)
        outcome.diagnostics.append(_not_a_collection(source, path))
        return outcome
    if source.data is None or errors:
        outcome.diagnostics += errors or found
        return outcome

    def refuse(where: tuple, message: str, at: tuple[int, int] | None = None) -> Outcome:
        line, col = at or source.mark(where)
        outcome.diagnostics.append(Diagnostic(
            outcome.display, line, col, "fmt-unsafe", message,
            hint="the file is left as it is; format it by hand (and please report this)"))
        return outcome

    # ruamel's scanner trips over a tab after a value, so trailing whitespace goes before parsing
    # (not in block scalars, where it is content; the check below would catch a wrong guess).
    # (and a plain text of one line holding a tab read double-quoted: ruamel's scanner stops on the
    # tab, where libyaml, validate's reader, takes it as part of the text: io/plain_tabs.py)
    text = tabs_quoted(_as_loaded(source.text))
    after_alias = comment_after_alias(text)
    if after_alias is not None:  # (ruamel writes an alias without it: the check below would refuse it unplaced)
        line, col = after_alias
        outcome.diagnostics.append(Diagnostic(
            outcome.display, line + _dropped_start(source.text), col, "fmt-unsafe",
            "deckctl's writer cannot keep a comment at the end of a line that ends in an alias (`*name`)",
            hint="the file is left as it is; put the comment on a line of its own above, then format it"))
        return outcome
    yaml = _yaml()
    try:
        tree = _load(yaml, text)
    except Exception as exc:  # ruamel reads a little differently from libyaml; never guess
        problem, at = load_problem(exc, source.text)
        return refuse((), f"cannot format this file: {problem or type(exc).__name__}", at)
    # (a file's top level in block style, as fmt lays every file out: a card file written as one
    # flow list, `[{id: ...}, {id: ...}]`, becomes a list of flow mappings; after a comment,
    # ruamel's writer had failed on it, an internal error)
    tree.fa.set_block_style()

    expected = copy.deepcopy(source.data)
    fixes = sorted((p for p, mark in source.value_marks.items() if mark in unquoted and p in source.typed_scalars),
                   key=lambda p: source.value_marks[p])
    for where in fixes:
        written = source.typed_scalars[where].text
        try:
            current = _get(tree, where)
        except (KeyError, IndexError, TypeError):
            continue
        if type(current) is not str or current != written:  # anchored, tagged or otherwise unusual: leave it
            continue
        _set(tree, where, DoubleQuotedScalarString(written))
        _set(expected, where, written)
        outcome.quoted.append(written)

    shared = _anchored_paths(tree) if replace else {}
    for where, (old, new) in replace.items():
        try:
            current = _get(tree, where)
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(current, str) or str(current) != old:  # changed since it was checked
            continue
        anchor = getattr(getattr(current, "anchor", None), "value", None)
        value = new if type(current) is str else type(current)(new, anchor=anchor)  # the same quotes or block
        if type(current) is str and read_as(new) != _STR_TAG:
            # (a plain text the repair turns into one YAML reads as another type, `\u200b12` into
            # `12`, `\u200byes` into `yes`: written quoted, as fmt quotes an unquoted-scalar. This
            # writer reads every plain text as a string, so the check after dumping had refused the
            # file as `fmt-unsafe`, asking for a report)
            value = DoubleQuotedScalarString(new)
        # (a text or list anchored, `&q`, is one node wherever an alias, `*q`, names it: the text
        # repaired there too, and the alias kept, where the anchor's comment had been copied to it)
        for named in _aliased(tree, where, current, shared):
            if _get(tree, named) is current:
                _set(tree, named, value)
            _set(expected, named, new)
        outcome.replaced.append(where)

    # (each end-of-line comment as far from its value as it was, whatever the value's new width
    # or the card's new indent: ruamel would keep its column)
    keep_comment_gaps(tree)
    new, problem = _safe_dump(tree, expected, text, outcome.display, yaml)
    if new is None:
        return refuse(*problem)
    lost = _lost_blank_line(text, new)
    if lost is not None:  # (ruamel has dropped one in layouts of its own: never without a word)
        return refuse((), "formatting would drop this blank line", (lost + _dropped_start(source.text), 1))
    outcome.new = new
    return outcome


def _anchored_paths(tree) -> dict[int, list[tuple]]:
    """Every anchored node of a round-trip tree (a text, list or mapping written `&name`), by its
    id, with the paths at which the tree holds it: its own and those of its aliases."""
    found: dict[int, list[tuple]] = {}

    def walk(node, path: tuple) -> None:
        if getattr(getattr(node, "anchor", None), "value", None):
            found.setdefault(id(node), []).append(path)
            if len(found[id(node)]) > 1:
                return  # (an alias: its inside is the anchored node's, walked there)
        if isinstance(node, dict):
            for key, child in node.items():
                walk(child, path + (key,))
        elif isinstance(node, list):
            for n, child in enumerate(node):
                walk(child, path + (n,))

    walk(tree, ())
    return found


def _aliased(tree, where: tuple, current, shared: dict[int, list[tuple]]) -> list[tuple]:
    """`where` and every path naming the same node through an alias: of `current` itself, or of
    a list or mapping it lies in."""
    paths = [where]
    for cut in range(len(where), -1, -1):
        node = current if cut == len(where) else _get(tree, where[:cut])
        for other in shared.get(id(node), ()):
            if other != where[:cut]:
                paths.append(other + where[cut:])
    return paths


def _not_a_collection(source, path: Path) -> Diagnostic:
    """A deck source whose whole content is one value (a text, a number, null): validate's error
    for it, which fmt reports as the reason it leaves the file alone."""
    if path.parent.name == CARDS:
        return source.error((), "not-a-list", "a card file must be a list of cards", "start each card with `- id: ...`")
    return source.error((), "not-a-mapping", f"{path.name} must be a mapping of keys to values",
                        "write its keys, each at the start of its line (see deckctl's docs/format.md)")


def _layout_blanks(text: str) -> int | None:
    """The blank lines of `text` that are its layout, which fmt keeps: those between its first and
    last line that are not inside a flow collection or a text over several lines, nor between a
    key or dash and its value on a later line (fmt joins those). None if libyaml cannot scan it."""
    import yaml

    inside: set[int] = set()
    level, opened, before = 0, 0, None
    try:
        for token in yaml.scan(text, Loader=yaml.CSafeLoader):
            since = before.end_mark.line if before is not None else token.start_mark.line
            if isinstance(token, (yaml.FlowSequenceStartToken, yaml.FlowMappingStartToken)):
                opened = since if level == 0 else opened
                level += 1
            elif isinstance(token, (yaml.FlowSequenceEndToken, yaml.FlowMappingEndToken)):
                level -= 1
                if level == 0:
                    inside.update(range(opened + 1, token.end_mark.line))
            elif isinstance(token, yaml.ScalarToken) and level == 0:
                last = token.start_mark.line if token.style in ("|", ">") else token.end_mark.line
                inside.update(range(since + 1, last))  # (a block's own lines are its text, checked as such)
            before = token
    except yaml.YAMLError:
        return None
    lines = text.split("\n")
    filled = [n for n, line in enumerate(lines) if line.strip()]
    return sum(1 for n in range(filled[0], filled[-1]) if not lines[n].strip() and n not in inside) if filled else 0


def _lost_blank_line(old: str, new: str) -> int | None:
    """The line (from 1) of `old` (as loaded) holding a blank line that `new` has lost, or None."""
    was, now = _layout_blanks(old), _layout_blanks(new)
    if was is None or now is None or now >= was:
        return None
    before, after = old.split("\n"), new.split("\n")
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    for _, i1, i2, j1, j2 in matcher.get_opcodes():
        blanks = [n for n in range(i1, i2) if not before[n].strip()]
        if len(blanks) > sum(1 for line in after[j1:j2] if not line.strip()):
            return blanks[0] + 1
    return 1


def _dropped_start(text: str) -> int:
    """The lines `_as_loaded` drops before the content: a `---` line alone."""
    started = text.removeprefix(BOM).replace("\r\n", "\n")
    return started.count("\n") - without_document_start(started).count("\n")


def _safe_dump(tree, expected, old_text: str, display: str, yaml=None) -> tuple[str | None, tuple[tuple, str] | None]:
    """The tree's text in the canonical layout and None, or None and why it is unsafe (`_check`).
    `old_text` is the file's as loaded (`_as_loaded`)."""
    try:
        dumped = _dump(tree, yaml or _yaml())
    except Exception as exc:  # (ruamel's writer fails on a few layouts it reads, `# c` then `[a]`: never guess)
        return None, ((), f"deckctl's YAML writer cannot write this file's layout ({type(exc).__name__} in ruamel.yaml)")
    problem = None
    # Trailing whitespace goes, unless it is the content of a block scalar (`|`).
    for candidate in dict.fromkeys(_tidy(dumped, strip) for strip in ("all", "outside-blocks", "none")):
        problem = _check(candidate, expected, old_text, display)
        if problem is None:
            return candidate, None
    return None, problem


def _check(new: str, expected, old_text: str, display: str) -> tuple[tuple, str] | None:
    """Why `new` is not a safe replacement (path, message), or None when it is."""
    reloaded = source_of_bytes(new.encode("utf-8"), display)
    if reloaded.data is None or not reloaded.ok:
        first = next((d for d in reloaded.diagnostics if d.is_error), None)
        return (), f"formatting would make the file unreadable ({first.message if first else 'unknown'})"
    where = _difference(expected, reloaded.data)
    if where is not None:
        return where, f"formatting would change the value at {_shown(where)}"
    if _comment_lines(new) != _comment_lines(old_text):
        return (), "formatting would move or lose a comment"
    if new != old_text and (_all_comments(new) is None or _all_comments(new) != _all_comments(old_text)):
        lost = list((_all_comments(old_text) or Counter()) - (_all_comments(new) or Counter()))
        named = f" `{lost[0] if len(lost[0]) <= 60 else lost[0][:59] + '…'}`" if lost else ""
        return (), f"formatting would lose or change the comment{named} at the end of a line"
    return None


def unified_diff(outcome: Outcome) -> str:
    """`fmt --diff`: the changes of a file, read on terminals and in CI logs. Its name (a deck
    folder's may hold any bytes: git commits them) and its lines are shown as findings are: control
    and bidirectional characters escaped (`\\x1b`, `\\u202e`; a line's own LF or CRLF kept), `::`
    at a line's start and `##[` written `\\x3a:` and `\\x23#[` (deckctl.core.workflow_commands)."""
    old = outcome.old_text.splitlines(True)
    new = (outcome.new or "").splitlines(True)
    name = inert_line(printable_line(outcome.display))
    return "".join(_diff_line(line) for line in difflib.unified_diff(old, new, f"a/{name}", f"b/{name}"))


def _diff_line(line: str) -> str:
    end = "\r\n" if line.endswith("\r\n") else "\n" if line.endswith("\n") else ""
    shown = inert_line(printable_line(line[:len(line) - len(end)]))
    return shown + end if end else shown + "\n\\ No newline at end of file\n"


# --- editing through the same writer (deckctl/sheet/merge.py) ----------------------------------


def load_tree(source):
    """A loaded source's ruamel round-trip tree, read as `fmt` reads it (comments, order, quotes
    and styles kept); raises ruamel's errors for the few files ruamel reads differently."""
    return load_text_tree(source.text)


def load_text_tree(text: str):
    """`load_tree` of a file's text, or of a piece of it (one card's lines, deckctl/sheet/merge.py)."""
    return _load(_yaml(), _as_loaded(text))


def load_problem(exc: Exception, text: str) -> tuple[str, tuple[int, int] | None]:
    """What ruamel found in a file's `text` that it cannot read (`load_tree`, fmt), in its words
    ("" when it has none), and where in the file: (line, column), or None when it does not say."""
    problem = getattr(exc, "problem", None) or (str(exc).splitlines() or [""])[0]
    mark = getattr(exc, "problem_mark", None)
    if mark is None:
        return problem, None
    return problem, (mark.line + 1 + _dropped_start(text), mark.column + 1)  # (a `---` line ruamel does not see)


def _as_loaded(text: str) -> str:
    """A file's text as `load_tree` reads it: no BOM, LF, no `---` or `...` line (a comment on one
    kept on a line of its own), no trailing whitespace outside block scalars, and a comment after
    `key:` or `- ` over a value ending in a comment of its own on a line of its own (`crowded_alone`)."""
    text = text.removeprefix(BOM).replace("\r\n", "\n")
    text = without_document_end(without_document_start(_comment_tabs_spaced(text)))
    return crowded_alone(_tidy(text, "outside-blocks"))


def comment_after_alias(text: str) -> tuple[int, int] | None:
    """Where (line, column, from 1, in `text`) the first comment ending a line after an alias
    (`back: *q  # checked`) starts, or None: ruamel.yaml writes an alias with no comment after it,
    and holds this one before the next line, where fmt's check found it moved."""
    if "*" not in text or "#" not in text:
        return None
    import yaml

    try:
        for token in yaml.scan(text, Loader=yaml.CSafeLoader):
            if isinstance(token, yaml.AliasToken):
                found = _BEFORE_COMMENT.match(text, token.end_mark.index)
                if found is not None:
                    return token.end_mark.line + 1, token.end_mark.column + len(found.group())
    except yaml.YAMLError:
        return None
    return None


_BEFORE_COMMENT = re.compile(r"[ \t]*#")
_AFTER_HEADER = re.compile(r"[|>][-+0-9]*[ \t]*#")
_AFTER_COLON = re.compile(r"[ \t]+(?=[^\s])")


def _comment_tabs_spaced(text: str) -> str:
    """`text` with each tab between a value (or a key's colon, a block text's `|`) and the comment
    ending its line, and between a key's colon and its value, written as a space: YAML takes a tab
    there, and libyaml, which validate reads with, does; ruamel.yaml's scanner stops on it ("found
    character '\\t' that cannot start any token"), and fmt, lint --fix and import sheet had refused
    a valid file (`fmt-unsafe`, asking for a report). A comment stays as far from its value, a tab
    counting as one space."""
    if "\t" not in text:
        return text
    import yaml

    spans = []
    try:
        for token in yaml.scan(text, Loader=yaml.CSafeLoader):
            if isinstance(token, yaml.ScalarToken) and token.style in ("|", ">"):
                found = _AFTER_HEADER.match(text, token.start_mark.index)
            elif isinstance(token, yaml.ValueToken):  # (`key:<TAB>value`: the tab after the colon too)
                found = _AFTER_COLON.match(text, token.end_mark.index)
            else:
                found = _BEFORE_COMMENT.match(text, token.end_mark.index)
            if found is not None and "\t" in found.group():
                spans.append(found.span())
    except yaml.YAMLError:
        return text
    chars = list(text)
    for start, end in spans:
        chars[start:end] = text[start:end].replace("\t", " ")
    return "".join(chars)


def dump_checked(tree, expected, old_text: str, display: str, alone: tuple = ()) -> str | None:
    """The text of an edited tree in the canonical layout, or None when it would not load back to
    `expected` or would not keep the comments of `old_text`, in order. `alone`: the places
    (line, column, from 0, as `load_tree` read the file) of comments at the end of a line that the
    edit removed, each kept on a line of its own where the line was."""
    # (as loaded: a comment on a `...` line is kept on a line of its own)
    return _safe_dump(tree, expected, _comments_alone(_as_loaded(old_text), alone), display)[0]


def dump_problem(tree, expected, old_text: str, display: str, alone: tuple = ()) -> tuple | None:
    """Where `dump_checked` finds its text unsafe: the data path of the first value it would change
    (() for a comment or the whole file), or None when it is safe."""
    new, problem = _safe_dump(tree, expected, _comments_alone(_as_loaded(old_text), alone), display)
    return None if new is not None else problem[0]


def _comments_alone(text: str, alone: tuple) -> str:
    """`text` with the comments at `alone` on lines of their own (what the new text is held to)."""
    if not alone:
        return text
    lines = text.split("\n")
    for line, column in alone:
        if line < len(lines) and lines[line][column:].startswith("#"):
            lines[line] = " " * (len(lines[line]) - len(lines[line].lstrip())) + lines[line][column:]
    return "\n".join(lines)


def spliced(new: str, old_text: str, edited: set[int], expected, display: str) -> str | None:
    """A card file's old text with only the cards at `edited` taken from `new` (`dump_checked`'s
    text of the edited file), set at the old text's indent; every other card and every line
    between cards stays as it was. So a file not in the canonical layout changes only in the
    edited cards' lines. None when the two cannot be put together so that the text loads as
    `expected` and keeps `new`'s comments."""
    from deckctl.io.card_spans import NotCardList, cut_at_cards, lines_of

    old = _as_loaded(old_text)
    try:
        was, now = cut_at_cards(old), cut_at_cards(new)
    except NotCardList:
        return None
    if len(was.cards) != len(now.cards) or not was.cards:
        return None
    old_lines, new_lines = lines_of(old), lines_of(new)
    lines = old_lines[was.between(0)]
    for index, (before, after) in enumerate(zip(was.cards, now.cards)):
        gap = old_lines[was.between(index + 1)]
        if index in edited:
            # The new card runs to the next one; the lines between the two are the old ones.
            stop = now.cards[index + 1].dash if index + 1 < len(now.cards) else len(new_lines)
            card = new_lines[after.dash: stop]
            if gap:
                if card[-len(gap):] != gap:
                    return None
                card = card[: -len(gap)]
            lines += [" " * before.dash_col + line if line else line for line in card]
        else:
            lines += old_lines[before.dash: before.end + 1]
        lines += gap
    text = "\n".join(lines) + "\n"
    return text if _check(text, expected, new, display) is None else None


def in_layout(source, display: str) -> bool:
    """Would fmt leave the file's text as it is (its line ends, a byte-order mark or a `---` aside)?"""
    tree = load_tree(source)
    keep_comment_gaps(tree)  # (as fmt writes it)
    return dump_checked(tree, source.data, source.text, display) == _as_loaded(source.text)


def loads_as(text: str, expected, display: str) -> bool:
    """Whether a text put together from pieces of `dump_checked`'s (cards cut out of one file and
    added to another) loads as `expected`."""
    return _check(text, expected, text, display) is None
