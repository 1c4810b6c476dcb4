"""End-of-line comments written as far from their values as they stood in the file.

ruamel writes a comment at the end of a line at the column it had in the file: after a value
written wider (a quoted `"1.10"`, an edited text), on a card re-indented from 4 to 2 spaces, or on
a flow line given another key, it would be glued to the value (one space) or left far from it.
`keep_comment_gaps` tells the writer instead to put each such comment the number of spaces after
its value that it had in the file. fmt (deckctl/io/rewrite.py) and `import sheet`
(deckctl/sheet/merge.py) call it on the tree they read before writing it.
"""

from __future__ import annotations

import copy


def keep_comment_gaps(node, seen: set[int] | None = None) -> None:
    """Every end-of-line comment of a round-trip tree (`rewrite.load_tree`), nested ones included,
    written with the spaces before it that it had in the text the tree was read from (the writer
    puts one, so the comment's text takes the others). A comment already given its gap is left
    as it is, so calling this twice changes nothing."""
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    seen = set() if seen is None else seen
    if id(node) in seen:  # (a node shared through an alias, or holding itself)
        return
    seen.add(id(node))
    for slots in node.ca.items.values():
        for token in slots if isinstance(slots, list) else ():
            _keep_gap(token)
    for child in node.values() if isinstance(node, CommentedMap) else node:
        if isinstance(child, (CommentedMap, CommentedSeq)):
            keep_comment_gaps(child, seen)


def _keep_gap(token) -> None:
    """`token`, a comment at the end of a line of the file as read, written as far from its value."""
    gap = _gap_before(token)
    if gap is None:
        return
    mark = copy.copy(token.start_mark)  # (a copied token shares its mark)
    mark.column = 0  # left of the value's end: the writer puts one space
    token.start_mark = mark
    token.value = " " * (gap - 1) + token.value


def _gap_before(token) -> int | None:
    """How many spaces stood between a comment at the end of a line and the value before it, in
    the text the tree was read from; None for any other comment (on a line of its own, one made
    by an edit, or one already given its gap)."""
    from ruamel.yaml.tokens import CommentToken

    if not isinstance(token, CommentToken) or not token.value.startswith("#"):
        return None
    text, at = getattr(token.start_mark, "buffer", None), getattr(token.start_mark, "index", None)
    if not isinstance(text, str) or not isinstance(at, int) or not text.startswith("#", at):
        return None
    before = text[text.rfind("\n", 0, at) + 1: at]
    gap = len(before) - len(before.rstrip(" \t"))
    return gap if gap and before.strip() else None
