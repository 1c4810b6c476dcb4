"""git's conflict markers left in a source file after a merge that stopped.

Neither YAML nor gettext can read them, and their own error would name a puzzling problem on a
line near the markers; deckctl says what they are instead, one error per conflict. git's
`merge.conflictStyle` diff3 (and zdiff3) adds a `|||||||` line with the base's lines below it,
up to `=======`: the hint names them, and a marker line left alone once the others are deleted
(most often that `|||||||` line, with the base's lines) is named as a leftover of the conflict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from deckctl.core.diagnostics import Diagnostic

MESSAGE = "unresolved merge conflict: git's markers (`<<<<<<<`, `=======`, `>>>>>>>`) are still in the file"
HINT = "keep what is right between the markers, delete the three marker lines, then `git add` the file"
DIFF3_MESSAGE = ("unresolved merge conflict: git's markers (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`) "
                 "are still in the file")
DIFF3_HINT = ("keep what is right between `<<<<<<<` and `|||||||` (ours) or `=======` and `>>>>>>>` (theirs); "
              "delete the `<<<<<<<` line, the `|||||||` line and the base's lines below it up to and with "
              "`=======`, and the `>>>>>>>` line, then `git add` the file")
_LEFTOVER = {
    "|": ("a leftover of a merge conflict: the `|||||||` line git writes above the base's lines is still "
          "in the file", "delete it and the base's lines below it (the conflict's old text, up to where "
          "`=======` was), then `git add` the file"),
    "<": ("a leftover of a merge conflict: a `<<<<<<<` marker line is still in the file, without its `>>>>>>>`",
          "delete it, keeping what is right of the lines that were between the markers, then `git add` the file"),
    ">": ("a leftover of a merge conflict: a `>>>>>>>` marker line is still in the file, without its `<<<<<<<`",
          "delete it, keeping what is right of the lines that were between the markers, then `git add` the file"),
}
# A marker line as git writes it: at least seven of one character at the start, then a space and
# a label, or nothing (`\r`: a file with CRLF line breaks).
_MARKER = re.compile(r"(<{7,}|\|{7,}|>{7,})(?= |\r?$)")


@dataclass(frozen=True)
class ConflictBlock:
    start: int  # 0-based line of `<<<<<<<` (of the marker itself for a leftover)
    end: int  # of the `>>>>>>>` closing it (start for a leftover)
    base: int | None = None  # of the `|||||||` line of git's diff3 and zdiff3 styles
    separator: int | None = None  # of the `=======` line (None for a leftover)
    leftover: str = ""  # the marker character of a line left alone: "|", "<" or ">"


def conflict_blocks(text: str) -> list[ConflictBlock]:
    """Each conflict in `text`, and each marker line left outside one, in the file's order, by
    0-based LF line (a U+2028 or U+0085 in a quoted value starts no line here)."""
    if "<<<<<<<" not in text and "|||||||" not in text and ">>>>>>>" not in text:
        return []
    lines = text.split("\n")
    found: list[ConflictBlock] = []
    inside: set[int] = set()
    start = None
    for number, line in enumerate(lines):
        if line.startswith("<<<<<<<") and start is None:
            start = number
        elif line.startswith(">>>>>>>") and start is not None:
            between = lines[start + 1: number]
            separator = next((n for n, line in enumerate(between) if line.startswith("=======")), None)
            if separator is not None:
                base = next((start + 1 + n for n, line in enumerate(between[:separator])
                             if line.startswith("|||||||")), None)
                found.append(ConflictBlock(start, number, base, start + 1 + separator))
                inside.update(range(start, number + 1))
            start = None
    for number, line in enumerate(lines):
        marker = _MARKER.match(line)
        if marker and number not in inside:
            found.append(ConflictBlock(number, number, leftover=marker.group()[0]))
    return sorted(found, key=lambda block: block.start)


def conflict_error(display: str, block: ConflictBlock, card_id: str = "") -> Diagnostic:
    """The error for one conflict (at its `<<<<<<<` line), or for a marker line left alone."""
    if block.leftover:
        message, hint = _LEFTOVER[block.leftover]
    else:
        message, hint = (MESSAGE, HINT) if block.base is None else (DIFF3_MESSAGE, DIFF3_HINT)
    return Diagnostic(display, block.start + 1, 1, "merge-conflict", message, card_id=card_id, hint=hint)
