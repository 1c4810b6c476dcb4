"""Comments at the end of a line that ruamel.yaml would write on a line of their own.

ruamel reads a comment after a list item's dash (`- # note`, the item's keys below), or after a
tag or an anchor on a key's line (`print: !!map # note`, `tags: &t # note`), as a comment on the
lines before the value below it, and writes it there, on a line of its own: fmt's check then found
a comment moved and refused a file validate accepts. `at_line_ends` gives each such comment back to
the place ruamel keeps a comment after `key:` or `- ` in: after `key:` (the tag, implied, and an
anchor nothing refers to are not written); after the dash of an item that is a mapping
(`- # note`); after the value of an item written on one line (`- text  # note`). Where that
value's line ends in a comment of its own, the one after `key:` or `- ` goes on a line of its own
above instead (`crowded_alone`), as no line holds two.
"""

from __future__ import annotations

import re


def at_line_ends(tree) -> None:
    """Every comment of the tree that stood at the end of a line, and that ruamel holds as one on
    a line of its own before a value, held as one at the end of that value's line."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    seen, stack = set(), [tree]
    while stack:
        node = stack.pop()
        if not isinstance(node, (CommentedMap, CommentedSeq)) or id(node) in seen or node.fa.flow_style():
            continue  # (a flow collection's comments: rewrite_flow)
        seen.add(id(node))
        mapping = isinstance(node, CommentedMap)
        for where, slots in list(node.ca.items.items()):
            if mapping:
                _after_key(slots, node[where] if where in node else None)
            else:
                _after_dash(slots)
        stack.extend(node.values() if mapping else node)


def _ended_a_line(token) -> bool:
    """Whether a comment stood after something on its line (not on a line of its own)."""
    text, at = getattr(token.start_mark, "buffer", None), getattr(token.start_mark, "pointer", None)
    if not isinstance(text, str) or not isinstance(at, int) or not text.startswith("#", at):
        return False
    return bool(text[text.rfind("\n", 0, at) + 1:at].strip())


def _split(before) -> tuple | None:
    """The first of a list of comments when it stood at the end of a line, and the rest (or None)."""
    from ruamel.yaml.tokens import CommentToken

    if not isinstance(before, list) or not before or not isinstance(before[0], CommentToken):
        return None
    if not _ended_a_line(before[0]):
        return None
    return before[0], (before[1:] or None)


def _after_key(slots: list, value) -> None:
    # (`key: !!map # c`: [.., .., None, [c]]; `key: # c` is [.., .., c, None], which ruamel writes so)
    if len(slots) < 4 or slots[2] is not None or (split := _split(slots[3])) is None:
        return
    first, rest = split
    slots[2], slots[3] = first, rest
    own = getattr(value, "ca", None)
    if own is not None and isinstance(own.comment, list) and len(own.comment) > 1 and own.comment[0] is None \
            and own.comment[1] is not None and own.comment[1][:1] == [first]:
        own.comment[0], own.comment[1] = first, rest


def _after_dash(slots: list) -> None:
    # (`- # c` over an item's lines: [None, [.., c, ..], ..], after the blank and comment lines
    # above the dash; an item's own end-of-line comment is [c, ..]. The lines stay above the dash.)
    from ruamel.yaml.tokens import CommentToken

    if len(slots) < 2 or slots[0] is not None or not isinstance(slots[1], list):
        return
    at = next((i for i, token in enumerate(slots[1]) if isinstance(token, CommentToken) and _ended_a_line(token)), None)
    if at is not None:
        slots[0], slots[1] = slots[1][at], (slots[1][:at] + slots[1][at + 1:]) or None


# A key's or a dash's line ending in a comment, with no value before it (a tag or an anchor at most):
# only such a file can hold a comment `crowded_alone` moves (a cheap test before the scan).
_HEADER_COMMENT = re.compile(r"(?m)(?:(?:^|[ \t])-|:)(?:[ \t]+[!&]\S*)*[ \t]+#")


def crowded_alone(text: str) -> str:
    """`text` with each comment after `key:` or `- ` (or a tag after them) whose value, on a later
    line, ends in a comment of its own, put on a line of its own above, at that line's indent:
    ruamel keeps one comment at the end of a value's line, and lost the other (`key: # a` /
    `  text  # b`). The writer's check holds the new text to this one."""
    from ruamel.yaml import YAML
    from ruamel.yaml.tokens import CommentToken, ScalarToken, ValueToken

    if not _HEADER_COMMENT.search(text):
        return text
    moved, before = [], None
    try:
        for token in YAML(typ="rt").scan(text):
            held = getattr(token, "_comment", None)
            if isinstance(token, ScalarToken) and held and held[0] is not None:
                if len(held) > 1 and isinstance(held[1], list):
                    moved += [c for c in held[1] if isinstance(c, CommentToken) and _ended_a_line(c)]
                if isinstance(before, ValueToken) and before._comment and isinstance(before._comment[0], CommentToken):
                    moved.append(before._comment[0])
            before = token
    except Exception:  # (what ruamel cannot scan, it cannot load either: the writer says so)
        return text
    lines = text.split("\n")
    for comment in sorted(moved, key=lambda c: (c.start_mark.line, c.start_mark.column), reverse=True):
        row, column = comment.start_mark.line, comment.start_mark.column
        line = lines[row]
        if not line.startswith("#", column):
            continue
        indent = len(line) - len(line.lstrip(" "))
        lines[row: row + 1] = [" " * indent + line[column:].rstrip(), line[:column].rstrip()]
    return "\n".join(lines)
