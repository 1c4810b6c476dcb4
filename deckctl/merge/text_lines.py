"""A field holding a block text (`back: |` and the lines below it) that both sides changed,
merged line by line as git merges a text file: each side's changes to the base's lines are
taken where they do not touch, and the field is one unit again (a conflict) where they do.

Changes touch where their ranges of base lines overlap or meet, as in git's own merge: an edit to
line 2 and one to line 3 are a conflict, edits to lines 2 and 4 merge. The same change made on
both sides is taken once. The merged lines are loaded again; the field's value is what they load
to, and the driver checks the whole file loads as the merged cards (else it merges by lines).
"""

from __future__ import annotations

import textwrap

import yaml

from deckctl.core.align import opcodes

Hunk = tuple[int, int, tuple[str, ...]]  # base lines [start, end) replaced by these lines


def is_block_text(lines: list[str]) -> bool:
    """Whether `lines` (a field's) hold a key whose value is a block text (`|` or `>`)."""
    try:
        node = yaml.compose(textwrap.dedent("".join(lines)), Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return False
    return (isinstance(node, yaml.MappingNode) and len(node.value) == 1
            and isinstance(node.value[0][1], yaml.ScalarNode) and node.value[0][1].style in ("|", ">"))


def merged_lines(base: list[str], ours: list[str], theirs: list[str]) -> list[str] | None:
    """The three-way merge of `ours` and `theirs`'s changes to `base`, line by line; None where
    changes of the two sides touch (and differ)."""
    hunks = sorted([(*hunk, 0) for hunk in _hunks(base, ours)] + [(*hunk, 1) for hunk in _hunks(base, theirs)])
    result: list[str] = []
    at = 0  # the base lines before `at` are done
    index = 0
    while index < len(hunks):
        start, end, _, _ = hunks[index]
        group = [hunks[index]]
        index += 1
        while index < len(hunks) and hunks[index][0] <= end:  # (touching: overlapping or meeting)
            end = max(end, hunks[index][1])
            group.append(hunks[index])
            index += 1
        if len({hunk[3] for hunk in group}) > 1:  # both sides changed here
            if len({hunk[:3] for hunk in group}) != 1:
                return None
            group = group[:1]
        result += base[at:start]
        for _, _, lines, _ in group:  # (one side's hunks, in order, never touching one another)
            result += lines
        at = end
    return result + base[at:]


def _hunks(base: list[str], side: list[str]) -> list[Hunk]:
    return [(b0, b1, tuple(side[s0:s1])) for tag, b0, b1, s0, s1 in opcodes(base, side) if tag != "equal"]


def value_of(lines: list[str], key: str) -> tuple[bool, object]:
    """(True, the value) of the field `key` written as `lines`, where they load as one block text
    of that key; (False, None) where not."""
    if not is_block_text(lines):
        return False, None
    try:
        loaded = yaml.load(textwrap.dedent("".join(lines)), Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return False, None
    if not isinstance(loaded, dict) or list(loaded) != [key] or not isinstance(loaded[key], str):
        return False, None
    return True, loaded[key]
