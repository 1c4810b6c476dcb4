"""A sheet's changed values written into a card file's text where they stand.

`import sheet` changes a value by replacing its text, and nothing else of the file: the card
keeps its layout (keys indented 4 under `- id:`, a flow mapping `{question: ..., answer: ...}`),
its key order and its comments, and a comment after the value keeps its distance from it. The
new text has the old one's style where it can: a plain text stays plain unless YAML would read it
as something else or cannot hold it plain (then it is quoted, single quotes where they do, as
fmt's writer quotes; a text with line breaks becomes a literal block, `|-`, below),
a quoted text keeps its quotes (double ones where single ones cannot hold it),
a block text (`>-`, `|`) its header and indent (a folded one its line breaks around the edit,
`moved_folds`), a flow list (`[a, b]`) stays one, and a block
list changes only in its items that changed, those added (a line each, after its last) and
those removed (their lines, where nothing else stands on them).

A plain text given line breaks (typed into a cell) becomes a literal block, as fmt's writer writes
such a text: `key: |-` (its comment kept after the header), its lines below, indented from the key
(a list item's dash) as far as the file's block texts and nested lists and mappings are, most of
them (fmt's 2). A text a literal block cannot hold as fmt's writer would write it (a first line
starting with a space, a space before a line break, a tab, more than one line break at its end)
is double-quoted as before.

Not every edit can be made so. `edited_in_place` gives None, and the caller writes the file
through fmt's writer as before (deckctl/sheet/merge.py, `_only_the_edits`: the edited card in
fmt's layout), when a change adds or removes a key (a cell filled or cleared), empties a
block list or turns it into a text, removes a block list's item that shares its lines, fills an empty value, touches a value
with an anchor, alias or tag, or a block text with an indentation indicator, or when the text
put together would not load back as the edited data.
"""

from __future__ import annotations

import bisect
import functools
import os
import re
from collections import Counter

import yaml

_PRINTABLE = re.compile("[\t\n\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]*")
_ESCAPES = {"\0": "\\0", "\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\v": "\\v", "\f": "\\f",
            "\r": "\\r", "\x1b": "\\e", '"': '\\"', "\\": "\\\\", "\x85": "\\N", "\u2028": "\\L", "\u2029": "\\P"}
_BLOCK_HEADER = re.compile(r"[|>][+-]?[ \t]*(#.*)?")  # (an indentation indicator: not edited in place)


class _NotInPlace(Exception):
    """This edit cannot be made to the value's text alone."""


def edited_in_place(text: str, edits: list[tuple[tuple, object]], root=None,
                    not_in_place: set[int] = frozenset()) -> tuple[str, set[int]] | None:
    """`text` (a card file's, LF line ends, no byte-order mark) with the value at each data path of
    `edits` (card index first) replaced by the new one (an int, a text or a list of texts), every
    other character as it was, and the indexes of the cards whose edits cannot be made so (module
    docstring) or that the caller leaves to fmt's writer (`not_in_place`), left as they were; None
    where the file cannot be read so. The caller checks that the text loads back as edited.
    `root`: the text as libyaml composes it, where the caller has it."""
    try:
        root = root if root is not None else yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return None
    by_card: dict[int, list[tuple[int, int, str]]] = {}
    not_in_place = set(not_in_place)
    step = functools.cache(lambda: _indent_step(root, text))  # (walked once, where a literal block needs it)
    for path, value in edits:
        try:
            node, flow, column = _node_at(root, path, text)
            by_card.setdefault(path[0], []).extend(_replacements(text, node, value, flow, column, step))
        except _NotInPlace:
            not_in_place.add(path[0])
    replacements = sorted(r for index, found in by_card.items() if index not in not_in_place for r in found)
    if any(a[1] > b[0] for a, b in zip(replacements, replacements[1:])):
        return None  # (two edits of one value: never, but never guess)
    pieces, done = [], 0
    for start, end, new in replacements:  # (one pass: a file of thousands of edited cards is not copied for each)
        pieces += [text[done:start], new]
        done = end
    return "".join(pieces) + text[done:], not_in_place


# The plain scalars the YAML 1.2 core schema (the spec's 10.3.2, which js-yaml, go-yaml v3 and
# ruamel.yaml follow) reads as a null, bool, int or float, where YAML 1.1 (the validator's reader)
# reads text: `1e3`, `-2E5`, `.5e1` (1.1 wants a dot before the exponent, and a sign after it),
# `0o17` (1.1 has no `0o`).
_CORE_SCHEMA_NOT_TEXT = re.compile(
    r"null|Null|NULL|~|true|True|TRUE|false|False|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+"
    r"|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)")


@functools.cache
def _ruamel_resolvers():
    """ruamel.yaml's resolvers of YAML 1.1 and 1.2 (fmt's reader, and a reader of other programs):
    they add `-0o17`, and 1.1's `y` and `n`, to what the others read as no text."""
    from ruamel.yaml.resolver import VersionedResolver

    return VersionedResolver(version=(1, 1)), VersionedResolver(version=(1, 2))


def reads_as_other_than_text(text: str) -> bool:
    """Would a YAML reader take this text, written plain, for a number, date, bool or null: the
    validator's (YAML 1.1), or one of YAML 1.2 that reads the card file elsewhere (an editor, a
    script)? (fmt's writer keeps plain scalars as written, so it would be written plain; this
    decides when the sheet's writers quote it, in place and through fmt's writer alike.)"""
    if yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False)) != "tag:yaml.org,2002:str":
        return True
    if _CORE_SCHEMA_NOT_TEXT.fullmatch(text):
        return True
    from ruamel.yaml.nodes import ScalarNode

    return any(str(resolver.resolve(ScalarNode, text, (True, False))) != "tag:yaml.org,2002:str"
               for resolver in _ruamel_resolvers())


def literal_holds(value) -> bool:
    """Is `value` a text with line breaks that a literal block holds as fmt's writer writes one:
    `|-` (`|` with one line break at its end), no indentation indicator, no escape?"""
    if not isinstance(value, str) or "\n" not in value or value.endswith("\n\n") or value[:1] in (" ", "\n"):
        return False
    if any(ch in value for ch in "\r\x85\u2028\u2029"):
        return False  # (line breaks the block would read as LF, or not at all)
    return yaml.emitter.Emitter(None, allow_unicode=True).analyze_scalar(value).allow_block


def _node_at(root, path: tuple, text: str):
    """The node at a data path, whether it stands in a flow collection, and the column its block
    texts are indented from (its key's; a list item's dash's)."""
    node, flow, column = root, False, 0
    for step in path:
        if node is not root and text[node.start_mark.index: node.start_mark.index + 1] in ("&", "*", "!"):
            raise _NotInPlace  # (an anchored value may be another card's too: the writer decides)
        flow = flow or bool(getattr(node, "flow_style", False))
        if isinstance(node, yaml.SequenceNode) and isinstance(step, int) and step < len(node.value):
            node, column = node.value[step], node.start_mark.column
        elif isinstance(node, yaml.MappingNode):
            key, node = next(((k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == step),
                             (None, None))
            column = key.start_mark.column if key is not None else column
        else:
            node = None
        if node is None:
            raise _NotInPlace  # a key the edit adds
    return node, flow, column


def _indent_step(root, text: str) -> int:
    """How far in from its key (a list item's dash) the file indents what stands below it: as its
    block texts' lines are, most of them; where it has none, as its nested lists' dashes and
    mappings' keys are; fmt's 2 where it has none of those either."""
    blocks: Counter = Counter()
    steps: Counter = Counter()
    todo = [root]
    while todo:
        node = todo.pop()
        if getattr(node, "flow_style", True):
            continue  # (a scalar, or a flow collection: nothing below a key in it)
        pairs = node.value if isinstance(node, yaml.MappingNode) else [(None, item) for item in node.value]
        for key, value in pairs:
            column = key.start_mark.column if key is not None else node.start_mark.column
            if isinstance(value, yaml.ScalarNode):
                if value.style in ("|", ">"):
                    blocks[_block_indent(text, value) - column] += 1
            elif value.start_mark.line > (key or value).start_mark.line or key is None and value.value:
                steps[value.start_mark.column - column] += 1
            todo.append(value)
    for counts in (blocks, steps):
        positive = [step for step, _ in counts.most_common() if step > 0]
        if positive:
            return positive[0]
    return 2


def _block_indent(text: str, node) -> int:
    """The indent of a block text's first line of content (its header's column where it has none)."""
    for line in text[node.start_mark.index: node.end_mark.index].split("\n")[1:]:
        if line.strip():
            return len(line) - len(line.lstrip(" "))
    return node.start_mark.column


def _replacements(text: str, node, value, flow: bool, column: int, step) -> list[tuple[int, int, str]]:
    """(start, end, new text) of the pieces of `text` that give `node` the value `value`; a text
    becoming a literal block is indented `step()` from `column` (`_node_at`)."""
    start, end = node.start_mark.index, node.end_mark.index
    if start >= end or text[start] in "&*!":  # an empty value, an anchor, an alias or a tag
        raise _NotInPlace
    if value is None:
        raise _NotInPlace  # a key the edit removes
    if isinstance(value, list):
        if isinstance(node, yaml.SequenceNode) and not node.flow_style:
            return _block_items(text, node, value, step)
        olds = node.value if isinstance(node, yaml.SequenceNode) else []
        items = [_scalar(item, _style_of(olds[i]) if i < len(olds) else "", True) for i, item in enumerate(value)]
        return [(start, end, "[" + ", ".join(items) + "]")]
    if isinstance(node, yaml.SequenceNode) and not node.flow_style:
        raise _NotInPlace  # (a text written in a block list's place would stand on the line below its key)
    style = _style_of(node)
    if style in ("|", ">"):
        return [_block_text(text, node, str(value))]
    if style == "" and not flow and isinstance(node, yaml.ScalarNode) and literal_holds(value):
        return _literal(text, node, value, column + step())
    return [(start, end, _scalar(value, style, flow))]


def _literal(text: str, node, value: str, indent: int) -> list[tuple[int, int, str]]:
    """A plain text replaced by a literal block holding `value`: its header where the text stood
    (a comment after it stays there), its lines below that line, at `indent`."""
    line_end = text.find("\n", node.end_mark.index)
    line_end = len(text) if line_end < 0 else line_end
    lines = "".join("\n" + (" " * indent + line if line else "") for line in value.rstrip("\n").split("\n"))
    return [(node.start_mark.index, node.end_mark.index, "|" if value.endswith("\n") else "|-"),
            (line_end, line_end, lines)]


def _style_of(node) -> str:
    return node.style or "" if isinstance(node, yaml.ScalarNode) else ""


def _block_items(text: str, node, value: list, step) -> list[tuple[int, int, str]]:
    """A block list's items changed one by one; items past its end each get a line of their own
    after its last one, and its last items' lines go where the list got shorter."""
    if not value or any(not isinstance(item, yaml.ScalarNode) for item in node.value):
        raise _NotInPlace
    found = []
    for item, new in zip(node.value, value):
        if item.value != str(new):
            found += _replacements(text, item, new, False, node.start_mark.column, step)
    last = node.value[min(len(value), len(node.value)) - 1]
    line_start = text.rfind("\n", 0, last.start_mark.index) + 1
    dash = text[line_start: last.start_mark.index]
    line_end = text.find("\n", last.end_mark.index)
    if len(value) == len(node.value):
        return found
    if not re.fullmatch(r" *- +", dash) or line_end < 0:
        raise _NotInPlace
    if len(value) > len(node.value):
        added = "".join("\n" + dash + _scalar(new, "", False) for new in value[len(node.value):])
        return found + [(line_end, line_end, added)]
    for item in node.value[len(value):]:  # (a removed item's line holds it and nothing else)
        start = text.rfind("\n", 0, item.start_mark.index) + 1
        end = text.find("\n", item.end_mark.index)
        if text[start: item.start_mark.index] != dash or text[item.end_mark.index: end].strip():
            raise _NotInPlace
    gone_end = text.find("\n", node.value[-1].end_mark.index)
    if sum(1 for line in text[line_end:gone_end].split("\n") if line.strip()) != len(node.value) - len(value):
        raise _NotInPlace  # (a comment line between them, or an item on several lines)
    return found + [(line_end, gone_end, "")]


def _scalar(value, style: str, flow: bool) -> str:
    """A text or a whole number as one line of YAML, in `style` where it holds it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # (the model wants a number: written plain, it is one)
    if not isinstance(value, str):
        raise _NotInPlace
    analysis = yaml.emitter.Emitter(None, allow_unicode=True).analyze_scalar(value)
    plain = analysis.allow_flow_plain if flow else analysis.allow_block_plain
    if style == "" and plain and not analysis.multiline and not reads_as_other_than_text(value):
        return value
    if style in ("", "'") and analysis.allow_single_quoted and not analysis.multiline \
            and not (style == "" and reads_as_other_than_text(value)):  # (fmt's writer double-quotes those)
        return "'" + value.replace("'", "''") + "'"
    return '"' + "".join(_escaped(ch) for ch in value) + '"'


def _escaped(ch: str) -> str:
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if _PRINTABLE.fullmatch(ch) and ch != "\ufeff":
        return ch
    code = ord(ch)
    return f"\\x{code:02X}" if code <= 0xFF else f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}"


def _block_text(text: str, node, value: str) -> tuple[int, int, str]:
    """A block text's content lines replaced, at their indent; its header line (`key: >-  # note`)
    and the blank lines after its content stay."""
    start, end = node.start_mark.index, node.end_mark.index
    header_end = text.find("\n", start)
    if header_end < 0 or header_end >= end or not _BLOCK_HEADER.fullmatch(text[start:header_end].rstrip()):
        raise _NotInPlace
    body = text[header_end + 1: end]
    lines = body.split("\n")
    content = [line for line in lines if line.strip()]
    if not content:
        raise _NotInPlace
    indent = len(content[0]) - len(content[0].lstrip(" "))
    last = max(i for i, line in enumerate(lines) if line.strip())
    stop = header_end + 1 + sum(len(line) + 1 for line in lines[:last]) + len(lines[last])
    folds = moved_folds(node.value, _folds_of(node.value, [line[indent:] for line in lines[: last + 1]]), value) \
        if node.style == ">" else []
    new_lines = _block_lines(value, node.style, folds)
    return header_end + 1, stop, "\n".join(" " * indent + line if line else line for line in new_lines)


def _block_lines(value: str, style: str, folds: list[int] = ()) -> list[str]:
    """The content lines of a block text holding `value` (its ending is the chomping's, kept); a
    folded one (`>`) broken at the spaces `folds` (`moved_folds`)."""
    body = value.rstrip("\n")
    lines = body.split("\n")
    first = next((line for line in lines if line), "")
    if not first or first[0] in " \t" or not _PRINTABLE.fullmatch(body) or "\r" in body:
        raise _NotInPlace  # (a first line starting with a space would need an indentation indicator)
    if style == ">":
        if any(line[:1] in (" ", "\t") for line in lines):
            raise _NotInPlace  # (a more-indented line keeps its line breaks: not worth guessing)
        # A line break between two lines reads as a space (the folds are such spaces): each run of
        # the value's line breaks takes one more, a blank line.
        lines = "".join("\n" if at in folds else ch + "\n" if ch == "\n" and body[at + 1: at + 2] != "\n" else ch
                        for at, ch in enumerate(body)).split("\n")
    return lines


def _folds_of(value: str, lines: list[str]) -> list[int]:
    """The places in a folded text's `value` of the spaces its content `lines` (their indent taken
    off) were broken at; none where the lines do not read as that value so (a more-indented line)."""
    folds, at = [], 0
    for number, line in enumerate(lines):
        if not line:
            continue
        if value[at: at + len(line)] != line:
            return []
        at += len(line)
        blank = 0
        while number + 1 + blank < len(lines) and not lines[number + 1 + blank]:
            blank += 1
        if number + 1 + blank >= len(lines):
            break
        if blank:
            if value[at: at + blank] != "\n" * blank:
                return []
            at += blank
        elif value[at: at + 1] == " ":
            folds.append(at)
            at += 1
        else:
            return []
    return folds


def moved_folds(old: str, folds: list[int], new: str) -> list[int]:
    """The spaces `new`, an edit of the folded text `old`, is broken at: those `old` was broken at
    (`folds`) before the edited line, and from it on the old ones where the line they end is no
    longer than the longest of `old`'s and not much shorter than before; elsewhere the paragraph is
    re-flowed (each line as long as that width allows) until a line starts where an old one did
    again, or the paragraph ends. A folded text edited keeps its other line breaks, and its width,
    and a line that grew pushes its last words on into the next line rather than onto one alone."""
    if not folds:
        return []
    folds = sorted(folds)
    head = len(os.path.commonprefix([old, new]))
    tail = len(os.path.commonprefix([old[head:][::-1], new[head:][::-1]]))
    shift, edit_end = len(new) - len(old), len(new) - tail  # (`new` from edit_end on is `old`'s end)
    before = [at for at in folds if at < head]
    after = [at + shift for at in folds if at >= len(old) - tail]
    width = _longest_line(old, folds)
    breaks, line_start = [], max([-1, *before, new.rfind("\n", 0, head)]) + 1
    old_breaks = set(folds)
    while not (line_start >= edit_end and _starts_a_line(old, old_breaks, line_start - shift)):
        paragraph_end = _paragraph_end(new, line_start)
        kept = _kept_fold(old, folds, after, shift, line_start, paragraph_end, width)
        if kept is None and paragraph_end - line_start <= width:
            if paragraph_end >= len(new):
                return [at for at in before + breaks if _foldable(new, at)]
            line_start = paragraph_end + 1
            continue
        line_end = kept if kept is not None else _filled_line_end(new, line_start, paragraph_end, width)
        if line_end is None:
            line_start = paragraph_end + 1  # (a paragraph with no space to break at after the edit)
            if line_start > len(new):
                return [at for at in before + breaks if _foldable(new, at)]
            continue
        breaks.append(line_end)
        line_start = line_end + 1
    return [at for at in before + breaks + [at for at in after if at >= line_start] if _foldable(new, at)]


def _longest_line(old: str, folds: list[int]) -> int:
    breaks = sorted([-1, *folds, *(at for at, ch in enumerate(old) if ch == "\n"), len(old)])
    return max(b - a - 1 for a, b in zip(breaks, breaks[1:]))


def _starts_a_line(old: str, folds: set[int], at: int) -> bool:
    """Did a line of the folded text `old` start at `at`?"""
    return at == 0 or at > 0 and (old[at - 1] == "\n" or at - 1 in folds)


def _paragraph_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _kept_fold(old: str, folds: list[int], after: list[int], shift: int, line_start: int, paragraph_end: int,
               width: int) -> int | None:
    """The old line break after the edit that ends the line starting at `line_start`, where the line
    it makes fits the width and is at least half as long as that, or as long as its old line was."""
    at = bisect.bisect_right(after, line_start)
    if at == len(after) or after[at] >= paragraph_end:
        return None
    fold = after[at]
    old_fold = fold - shift
    before_it = bisect.bisect_left(folds, old_fold)
    previous = folds[before_it - 1] if before_it else -1
    old_line = old_fold - max(previous, old.rfind("\n", previous + 1, old_fold)) - 1
    length = fold - line_start
    return fold if length <= width and (2 * length >= width or length >= old_line) else None


def _filled_line_end(text: str, line_start: int, paragraph_end: int, width: int) -> int | None:
    """The space a line starting at `line_start` breaks at to be as long as `width` allows (past it
    where a word is longer), or None where the paragraph has no space left to break at."""
    for at in range(min(line_start + width, paragraph_end - 1), line_start, -1):
        if _foldable(text, at):
            return at
    return next((at for at in range(line_start + width + 1, paragraph_end - 1) if _foldable(text, at)), None)


def _foldable(text: str, at: int) -> bool:
    """Can a folded text break at `at` (a space between two words)?"""
    return 0 < at < len(text) - 1 and text[at] == " " and not text[at - 1].isspace() and not text[at + 1].isspace()
