"""The comments of a piece, those a side added and those a merge leaves out are found in linear
time, and are exactly what the driver found when it counted the newlines before each comment,
searched lists of comments and read the other side's lines again for each comment: the old
functions are kept here and compared on random fields (comments repeated, above, inside and at the
end of lines, values of one line and of several)."""

from __future__ import annotations

import re
import textwrap

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckctl.merge import comments
from deckctl.merge.cards import _kept_comments
from deckctl.merge.comments import Comment, first_content, is_content

_COMMENT = re.compile(r"#[^\n]*")


def _old_comments(lines: list[str]) -> list[Comment]:
    """deckctl/merge/comments.py's `comments` before 2026-12-03 (quadratic in the comments)."""
    text = textwrap.dedent("".join(lines))
    try:
        tokens = list(yaml.scan(text, Loader=yaml.CSafeLoader))
    except yaml.YAMLError:
        return [Comment(n, line[line.index("#"):].rstrip(), bool(line[:line.index("#")].strip()))
                for n, line in enumerate(text.splitlines()) if "#" in line]
    starts = [0] + [match.end() for match in re.finditer("\n", text)]
    found, end = [], 0
    for token in (*tokens, None):
        start = len(text) if token is None else token.start_mark.index
        for match in _COMMENT.finditer(text, end, start):
            line = text.count("\n", 0, match.start())
            found.append(Comment(line, match.group().rstrip(), bool(text[starts[line]:match.start()].strip())))
        if token is not None:
            end = max(end, token.end_mark.index)
    return found


def _old_added(side: list[str], base: list[str] | None) -> list[Comment]:
    before = [comment.text for comment in _old_comments(base or [])]
    found = []
    for comment in _old_comments(side):
        if comment.text in before:
            before.remove(comment.text)
        else:
            found.append(comment)
    return found


def _old_lost(chosen: list[str], other: list[str], base: list[str] | None) -> list[Comment]:
    kept = [comment.text for comment in _old_comments(chosen)]
    return [comment for comment in _old_added(other, base) if comment.text not in kept]


def _old_at_line_end(chosen: list[str], comment: Comment, other: list[str]) -> list[str] | None:
    start = first_content(chosen)
    content = [n for n, line in enumerate(chosen) if n >= start and line.strip()]
    other_content = [n for n, line in enumerate(other) if is_content(line)]
    if len(content) != 1 or other_content != [comment.line] or not comment.inline:
        return None
    if any(mine.line == start for mine in _old_comments(chosen)):
        return None
    line = other[comment.line].rstrip()
    if not line.endswith(comment.text):
        return None
    before = line[:len(line) - len(comment.text)]
    gap = before[len(before.rstrip(" \t")):] or "  "
    result = list(chosen)
    result[start] = chosen[start].rstrip("\n").rstrip(" \t") + gap + comment.text + "\n"
    return result


def _base_comment_replaced(chosen: list[str], comment: Comment, other: list[str], base: list[str] | None) -> list[str] | None:
    """Since 2026-12-04: the chosen one-line value's end-of-line comment, where it is the base's
    own (a one-line value there too) and the other side rewrote it, replaced by the other
    side's (else None)."""
    start = first_content(chosen)
    mine = [found for found in _old_comments(chosen) if found.line == start]
    base_content = [n for n, line in enumerate(base or []) if is_content(line)]
    if not mine or len(base_content) != 1 or comment.text == mine[0].text:
        return None
    was = [found for found in _old_comments(base) if found.line == base_content[0]]
    if [(found.text, found.inline) for found in was] != [(mine[0].text, True)] \
            or mine[0].text in [found.text for found in _old_comments(other)]:
        return None
    without = chosen[start].rstrip("\n").rstrip(" \t")
    if not without.endswith(mine[0].text):
        return None
    stripped = [without[: len(without) - len(mine[0].text)].rstrip(" \t") + "\n"]
    return _old_at_line_end(chosen[:start] + stripped + chosen[start + 1:], comment, other)


def _old_kept_comments(lines: list[str], other: list[str], base: list[str] | None) -> tuple[list[str], list[str]]:
    """cards._kept_comments's lines and dropped comments before 2026-12-03 (with
    _base_comment_replaced since 2026-12-04)."""
    dropped = []
    for comment in _old_lost(lines, other, base):
        kept = _old_at_line_end(lines, comment, other) or _base_comment_replaced(lines, comment, other, base)
        if kept is None:
            dropped.append(comment.text)
        else:
            lines = kept
    return lines, dropped


_NOTES = st.sampled_from(["# a", "# b", "#", "# a note", "#c  "])
_VALUES = st.sampled_from(["x", "'y'", "[1, 2]", "a # not", ">-"])


@st.composite
def _field(draw) -> list[str]:
    """A field's lines: comments above its key, its key and value (one line, a block list or a
    folded text), comments inside and at the end of lines, blank lines."""
    lines = [f"  {draw(_NOTES)}\n" if draw(st.booleans()) else "\n"
             for _ in range(draw(st.integers(0, 2)))]
    value = draw(_VALUES)
    end = f"  {draw(_NOTES)}" if draw(st.booleans()) else ""
    if value == ">-":
        lines.append(f"  key: >-{end}\n")
        lines += [f"    text {n}\n" for n in range(draw(st.integers(1, 2)))]
    else:
        lines.append(f"  key: {value}{end}\n")
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["item", "note", "blank"]))
        end = f" {draw(_NOTES)}" if draw(st.booleans()) else ""
        lines.append("    - item" + end + "\n" if kind == "item" and value not in (">-",) and lines[-1] != "\n"
                     else f"  {draw(_NOTES)}\n" if kind == "note" else "\n")
    return lines


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_field(), _field(), _field(), st.booleans())
def test_comments_found_as_before(chosen, other, base, new):
    base = None if new else base
    assert comments.comments(other) == _old_comments(other)
    assert comments.added(other, base) == _old_added(other, base)
    assert comments.lost(chosen, other, base) == _old_lost(chosen, other, base)
    kept = _kept_comments("card `x`", "key", chosen, other, base, "ours")
    assert (list(kept), [note.comment for note in getattr(kept, "dropped", [])]) == \
        _old_kept_comments(chosen, other, base)


def test_a_comment_at_the_end_of_a_line_is_still_kept():
    """The one case where at_line_end puts a comment back, for the fields above to be sure to
    cover it."""
    kept = _kept_comments("card `x`", "key", ["  key: new\n"], ["  key: old  # why\n"], ["  key: old\n"], "ours")
    assert kept == ["  key: new  # why\n"] and not getattr(kept, "dropped", [])
    assert _old_kept_comments(["  key: new\n"], ["  key: old  # why\n"], ["  key: old\n"]) == (kept, [])


def test_many_comments_in_one_field():
    """The audit's kind of case, shrunk: thousands of comments one side wrote inside a list the
    other side changed, all of them dropped in their order."""
    other = ["  tags:\n", "    - a\n"] + [f"    # c{n % 50}\n" for n in range(3000)] + ["    - b\n"]
    kept = _kept_comments("card `x`", "tags", ["  tags:\n", "    - a\n", "    - c\n"], other,
                          ["  tags:\n", "    - a\n", "    - b\n"], "ours")
    assert [note.comment for note in kept.dropped] == [f"# c{n % 50}" for n in range(3000)]
