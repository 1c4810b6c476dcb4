"""The comments of a piece of a card file, and keeping one a side wrote at the end of a line.

Where the merge takes one side's field for its new value over the other side's change of layout
or comments (deckctl/merge/cards.py), a comment only the other side wrote would go with it. One
written at the end of a one-line field is put back at the end of the new value's line (a comment
after a one-line value changes no data, and the driver checks the result loads as the merged
cards); any other is reported, so that nobody loses a note without a word.
"""

from __future__ import annotations

import re
import textwrap
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass

import yaml

_COMMENT = re.compile(r"#[^\n]*")


@dataclass(frozen=True)
class Comment:
    line: int  # 0-based, within the piece
    text: str  # from `#`, trailing blanks dropped
    inline: bool  # written after content on its line


def comments(lines: list[str]) -> list[Comment]:
    """Every comment of `lines` (whole lines of a card file: a field, a list entry, a card): what
    lies between libyaml's tokens, besides blanks, is one."""
    text = textwrap.dedent("".join(lines))  # (a field's lines are indented: read them as a document)
    try:
        tokens = list(yaml.scan(text, Loader=yaml.CSafeLoader))
    except yaml.YAMLError:  # (not expected of whole lines of a file that loads: guess by the `#`)
        return [Comment(n, line[line.index("#"):].rstrip(), bool(line[:line.index("#")].strip()))
                for n, line in enumerate(text.splitlines()) if "#" in line]
    starts = [0] + [match.end() for match in re.finditer("\n", text)]
    found, end = [], 0
    for token in (*tokens, None):
        start = len(text) if token is None else token.start_mark.index
        for match in _COMMENT.finditer(text, end, start):
            line = bisect_right(starts, match.start()) - 1  # (counting the newlines before it was quadratic)
            found.append(Comment(line, match.group().rstrip(), bool(text[starts[line]:match.start()].strip())))
        if token is not None:
            end = max(end, token.end_mark.index)
    return found


def added(side: list[str], base: list[str] | None) -> list[Comment]:
    """The comments `side` has that `base` (the same piece in the base version) has not."""
    before = Counter(comment.text for comment in comments(base or []))  # (a list searched was quadratic)
    found = []
    for comment in comments(side):
        if before[comment.text]:
            before[comment.text] -= 1
        else:
            found.append(comment)
    return found


def lost(chosen: list[str], other: list[str], base: list[str] | None) -> list[Comment]:
    """The comments `other` added since the base that `chosen` does not have."""
    kept = {comment.text for comment in comments(chosen)}
    return [comment for comment in added(other, base) if comment.text not in kept]


def is_content(line: str) -> bool:
    """Whether a line is neither blank nor a comment."""
    return bool(line.strip()) and not line.lstrip().startswith("#")


def first_content(lines: list[str], default: int | None = 0) -> int | None:
    """The index of the first line that is neither blank nor a comment (`default` if there is none)."""
    return next((n for n, line in enumerate(lines) if is_content(line)), default)


def content_lines(lines: list[str]) -> list[int]:
    """The indexes of the lines that are neither blank nor a comment."""
    return [n for n, line in enumerate(lines) if is_content(line)]


def at_line_end(chosen: list[str], comment: Comment, other: list[str],
                other_content: list[int] | None = None, base: list[str] | None = None) -> list[str] | None:
    """`chosen` (a field's lines) with `comment`, an end-of-line comment of `other`'s one-line
    value, at the end of its own one-line value; None where that is not plainly safe (either
    value spans lines, or the chosen line has a comment of its own that is not the `base`'s
    end-of-line comment, which the other side rewrote: that one is replaced). `other_content` is
    content_lines(other), where the caller asks about each of many comments of `other` (read
    again for each, a long field's comments took minutes): only a comment on `other`'s one line
    of content reads `chosen`."""
    if other_content is None:
        other_content = content_lines(other)
    if other_content != [comment.line] or not comment.inline:
        return None
    start = first_content(chosen)
    content = [n for n, line in enumerate(chosen) if n >= start and line.strip()]
    if len(content) != 1:
        return None
    text = chosen[start].rstrip("\n")
    mine = next((found for found in comments(chosen) if found.line == start), None)
    if mine is not None:
        if not _rewritten(mine, base, other, comment) or not text.rstrip(" \t").endswith(mine.text):
            return None
        text = text.rstrip(" \t")[:-len(mine.text)]
    line = other[comment.line].rstrip()
    if not line.endswith(comment.text):
        return None
    before = line[:len(line) - len(comment.text)]
    gap = before[len(before.rstrip(" \t")):] or "  "  # (searching for `[ \t]*$` was quadratic in a run of spaces)
    result = list(chosen)
    result[start] = text.rstrip(" \t") + gap + comment.text + "\n"
    return result


def _rewritten(mine: Comment, base: list[str] | None, other: list[str], comment: Comment) -> bool:
    """Whether `mine`, the end-of-line comment of the chosen one-line value, is the base's own
    end-of-line comment left as it was, which the other side replaced by `comment` (its value
    is one line in the base too, and `other` has `mine` nowhere): the chosen side did not touch
    it, so the other side's edit of it is what the merge keeps."""
    if not base or len(content_lines(base)) != 1:
        return False
    line = content_lines(base)[0]
    was = [found for found in comments(base) if found.line == line]
    return (len(was) == 1 and was[0].inline and was[0].text == mine.text
            and comment.text != mine.text and all(found.text != mine.text for found in comments(other)))
