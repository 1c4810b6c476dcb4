"""Flow collections with a comment inside them, written back as they were written.

ruamel.yaml reads a flow collection over several lines with a comment inside it (`tags: [a, b,
# note` / `c]`, a flow mapping likewise, or one nested in another) and writes it on one line
without the comment: fmt's check then found the comment lost and refused a file validate
accepts. Such a collection is kept as its text stood instead (`_Constructor` notes the text,
`dumped` writes it back): the lines after its first move with the line it starts on (a card
re-indented from 4 to 2 spaces takes them along), and never stand left of that line.
A collection whose values were edited since it was read (an imported sheet's row, a repair) is
not its text any more and is written as ruamel writes it (the check then says what it lost).
"""

from __future__ import annotations

from dataclasses import dataclass

# What the writer puts in a kept collection's place before its text goes back in: a plain text
# no value holds (a number is added until it appears nowhere in the written file).
_PLACEHOLDER = "deckctl-kept-as-written-{}-{}"


@dataclass
class _Written:
    text: str  # the collection's text, from its opening bracket to its closing one
    indent: int  # the indent of the line it started on
    shape: tuple  # its values as read (`_shape`): an edited collection is not its text any more


def holds_comment(text: str) -> bool:
    """Whether a flow collection's text holds a comment (ruamel's scanner: a `#` in a quoted text is none)."""
    from ruamel.yaml import YAML
    from ruamel.yaml.tokens import CommentToken

    def held(comment) -> bool:  # a token's [end-of-line, [before...]], nested; a blank line is one too
        if isinstance(comment, CommentToken):
            comment = comment.value
        if isinstance(comment, str):
            return any(piece.strip().startswith("#") for piece in comment.split("\n"))
        return isinstance(comment, list) and any(held(item) for item in comment)

    try:
        return any(held(token if isinstance(token, CommentToken) else getattr(token, "_comment", None))
                   for token in YAML(typ="rt").scan(text))
    except Exception:  # (unreadable alone: leave it to ruamel, and the check)
        return False


def note_written(data, node) -> None:
    """Keep the text of a flow collection over several lines that holds a comment on its value
    (`data`, as the constructor built it from `node`)."""
    start, end = node.start_mark, node.end_mark
    buffer = getattr(start, "buffer", None)
    if node.flow_style is not True or start.line == end.line or not isinstance(buffer, str):
        return
    text = buffer[start.pointer:end.pointer]
    opening = min(i for i in (text.find("["), text.find("{"), len(text)) if i >= 0)  # (after its anchor and tag)
    text, opening = text[opening:], start.pointer + opening
    if not holds_comment(text):
        return
    line = buffer[buffer.rfind("\n", 0, opening) + 1:opening]
    data._deckctl_written = _Written(text, len(line) - len(line.lstrip(" ")), _shape(data))


def _shape(value) -> tuple:
    """A value with its types, quotes and tags: equal only where the collection's text still holds it."""
    from ruamel.yaml.comments import TaggedScalar

    if isinstance(value, dict):
        return ("map", tuple((_shape(k), _shape(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("seq", tuple(_shape(v) for v in value))
    if isinstance(value, TaggedScalar):
        return ("tagged", str(value.tag), value.value, value.style)
    return (type(value).__name__, repr(value))


def _kept(tree, scalar) -> list[tuple]:
    """The outermost collections of the tree to write as their text stood, each with that text
    (in the tree's order). One whose texts alone were edited (a value quoted, a text repaired)
    is its text with those edited (`scalar` writes one)."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    found, seen, stack = [], set(), [tree]
    while stack:
        node = stack.pop()
        if not isinstance(node, (CommentedMap, CommentedSeq)) or id(node) in seen:
            continue
        seen.add(id(node))
        written = getattr(node, "_deckctl_written", None)
        text = None if written is None else _edited(written, node, scalar)
        if text is not None:
            found.append((node, text))
            continue
        children = list(node.values()) if isinstance(node, CommentedMap) else list(node)
        stack.extend(reversed(children))
    return found


def _edited(written: _Written, node, scalar) -> str | None:
    """The collection's text holding its values now, or None where only ruamel can write it."""
    now = _shape(node)
    if now == written.shape:
        return written.text
    was_frame, was = _leaves(written.shape)
    now_frame, leaves = _leaves(now)
    if was_frame != now_frame:  # (an item added or taken away: only ruamel can write it)
        return None
    values = _leaf_values(node)
    spans = _scalar_spans(written.text)
    if spans is None or len(spans) != len(values):  # (an alias, an empty value: no text to edit)
        return None
    text = written.text
    for i in reversed([i for i, (a, b) in enumerate(zip(was, leaves)) if a != b]):
        start, end = spans[i]
        text = text[:start] + scalar(values[i]) + text[end:]
    return text


def _leaves(shape: tuple) -> tuple:
    """A shape's scalars in order, and the shape with each of them left out."""
    found: list = []

    def frame(piece):
        if piece[0] == "map":
            return ("map", tuple((frame(k), frame(v)) for k, v in piece[1]))
        if piece[0] == "seq":
            return ("seq", tuple(frame(v) for v in piece[1]))
        found.append(piece)
        return ()

    return frame(shape), found


def _leaf_values(value) -> list:
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in (*_leaf_values(key), *_leaf_values(item))]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaf_values(item)]
    return [value]


def _scalar_spans(text: str) -> list[tuple[int, int]] | None:
    """Where each scalar of a flow collection's text is written (start, end), in order; None
    where the text holds an alias or cannot be scanned alone."""
    from ruamel.yaml import YAML
    from ruamel.yaml.tokens import AliasToken, ScalarToken

    spans = []
    try:
        for token in YAML(typ="rt").scan(text):
            if isinstance(token, AliasToken):
                return None
            if isinstance(token, ScalarToken):
                spans.append((token.start_mark.index, token.end_mark.index))
    except Exception:  # (unreadable alone: only ruamel can write it)
        return None
    return spans


def dumped(tree, dump, scalar) -> str:
    """`dump()` (which writes `tree`) with every kept collection of the tree written as its text
    stood; `scalar(value)` is how the writer writes a text inside a flow collection."""
    kept = _kept(tree, scalar)
    if not kept:
        return dump()
    salt = 0
    while True:
        marks = [_PLACEHOLDER.format(salt, n) for n in range(len(kept))]
        text = _with_placeholders([node for node, _ in kept], marks, dump)
        if all(text.count(mark) == 1 for mark in marks):
            break
        salt += 1  # (a value of the file holds the placeholder: another one)
    try:
        for (node, written), mark in zip(kept, marks):
            text = _put_back(text, mark, written, node._deckctl_written.indent)
    except ValueError:  # (not written where expected: as ruamel writes it, and the check says what it lost)
        return dump()
    return text


def _with_placeholders(kept: list, marks: list[str], dump) -> str:
    """The tree written with each kept collection holding only its placeholder (as `[mark]` or
    `{mark: x}`, with the comments around it), and then given back its values."""
    from collections import OrderedDict

    from ruamel.yaml.comments import CommentedMap

    saved = []
    try:
        for node, mark in zip(kept, marks):
            items = dict(node.ca.items)
            node.fa.set_flow_style()  # (an empty one is not marked flow when read)
            if isinstance(node, CommentedMap):
                values = list(OrderedDict.items(node))
                saved.append((node, values, items))
                OrderedDict.clear(node)
                OrderedDict.__setitem__(node, mark, "x")
            else:
                values = list.copy(node)
                saved.append((node, values, items))
                list.clear(node)
                list.append(node, mark)
            node.ca.items.clear()
        return dump()
    finally:
        for node, values, items in saved:
            if isinstance(node, CommentedMap):
                OrderedDict.clear(node)
                for key, value in values:
                    OrderedDict.__setitem__(node, key, value)
            else:
                list.clear(node)
                list.extend(node, values)
            node.ca.items.clear()
            node.ca.items.update(items)


def _put_back(text: str, mark: str, written: str, was_indent: int) -> str:
    """`text` with the placeholder collection `mark` stands in replaced by the collection's own
    text: its later lines moved as far as the line it starts on has moved, and none left of that
    line (so that they stay inside it)."""
    at = text.index(mark)
    opening = at - 1  # (the placeholder's own bracket)
    if text[opening] not in "[{":
        raise ValueError(mark)
    closing = text.index("]" if text[opening] == "[" else "}", at + len(mark))
    line = text[text.rfind("\n", 0, opening) + 1:opening]
    indent = len(line) - len(line.lstrip(" "))
    first, *rest = written.split("\n")
    filled = [len(piece) - len(piece.lstrip(" ")) for piece in rest if piece.strip()]
    shift = indent - was_indent
    if filled and min(filled) + shift < indent:  # (a line left of the one it starts on: inside it again)
        shift = indent + 2 - min(filled)
    moved = [_shifted(piece, shift) for piece in rest]
    return text[:opening] + "\n".join([first, *moved]) + text[closing + 1:]


def _shifted(line: str, by: int) -> str:
    if not line.strip():
        return ""
    return " " * by + line if by >= 0 else line[min(-by, len(line) - len(line.lstrip(" "))):]
