"""git's conflict markers left in a source file after a merge that stopped.

Neither YAML nor gettext can read them, and their own error would name a puzzling problem on a
line near the markers; deckctl says what they are instead, one error per conflict.
"""

from __future__ import annotations

from deckctl.core.diagnostics import Diagnostic

MESSAGE = "unresolved merge conflict: git's markers (`<<<<<<<`, `=======`, `>>>>>>>`) are still in the file"
HINT = "keep what is right between the markers, delete the three marker lines, then `git add` the file"


def conflict_blocks(text: str) -> list[tuple[int, int]]:
    """(0-based line of `<<<<<<<`, of the `>>>>>>>` closing it) for each conflict in `text`."""
    if "\n>>>>>>>" not in text:
        return []
    lines = text.split("\n")
    found: list[tuple[int, int]] = []
    start = None
    for number, line in enumerate(lines):
        if line.startswith("<<<<<<<") and start is None:
            start = number
        elif line.startswith(">>>>>>>") and start is not None:
            if any(between.startswith("=======") for between in lines[start + 1: number]):
                found.append((start, number))
            start = None
    return found


def conflict_error(display: str, line: int, card_id: str = "") -> Diagnostic:
    """The error for the conflict whose `<<<<<<<` is on `line` (1-based)."""
    return Diagnostic(display, line, 1, "merge-conflict", MESSAGE, card_id=card_id, hint=HINT)
