"""The textconv of a card file git left with conflict markers: each side's resolution, field by
field, with the lines where they differ between git's markers.

During a merge that stopped, `git diff` compares the working tree's file with both sides, each
through the textconv. Printed as it is, the file would differ from the sides' field-by-field
lines everywhere; printed so, it differs from each side only where the conflict is, as git's own
conflicts do without deckctl. Where a resolution does not load (or a marker line is left alone),
there is none: the caller prints the file as it is.
"""

from __future__ import annotations

from typing import Callable

from deckctl.core.source import SourceFile
from deckctl.core.align import opcodes
from deckctl.io.conflicts import ConflictBlock, conflict_blocks


def as_conflict(text: str, convert: Callable[[SourceFile], str | None]) -> str | None:
    """`text` (with conflict markers) as `convert` prints each side's resolution, the lines the two
    share once and those they do not between the file's own markers; None where it cannot be."""
    blocks = conflict_blocks(text)
    if not blocks or any(block.leftover for block in blocks):
        return None
    lines = _lines(text)
    sides = []
    for side in ("ours", "theirs"):
        converted = _load_converted(_resolved(lines, blocks, side), convert)
        if converted is None:
            return None
        sides.append(converted.splitlines(keepends=True))
    ours, theirs = sides
    first = blocks[0]
    opening, closing = lines[first.start].rstrip("\r\n") + "\n", lines[first.end].rstrip("\r\n") + "\n"
    separator = "=" * (len(opening) - len(opening.lstrip("<"))) + "\n"
    result: list[str] = []
    for tag, o_start, o_end, t_start, t_end in opcodes(ours, theirs):
        if tag == "equal":
            result += ours[o_start:o_end]
        else:
            result += [opening, *ours[o_start:o_end], separator, *theirs[t_start:t_end], closing]
    return "".join(result)


def _resolved(lines: list[str], blocks: list[ConflictBlock], side: str) -> str:
    """The text with every conflict resolved to one side ("ours" or "theirs")."""
    kept: list[str] = []
    at = 0
    for block in blocks:
        kept += lines[at: block.start]
        kept += (lines[block.start + 1: block.base or block.separator] if side == "ours"
                 else lines[block.separator + 1: block.end])
        at = block.end + 1
    return "".join(kept + lines[at:])


def _lines(text: str) -> list[str]:
    """The text's LF lines with their breaks, numbered as `conflict_blocks` numbers them (not
    `str.splitlines`, which also breaks at U+2028, U+0085 and other characters a value may hold)."""
    lines = [line + "\n" for line in text.split("\n")]
    lines[-1] = lines[-1][:-1]
    return lines if lines[-1] else lines[:-1]


def _load_converted(text: str, convert: Callable[[SourceFile], str | None]) -> str | None:
    from deckctl.io.source import source_of_bytes

    return convert(source_of_bytes(text.encode("utf-8"), "resolved.yaml"))
