"""A sheet that holds edits not imported yet: `export sheet` does not write over it.

An editor exports a sheet, edits it for an afternoon, and runs `export sheet` again to the same
file (from the shell's history, or a script): the edits were gone without a word. Before writing
over a file that is there, the export works out what importing it would do (`merge_sheet`, which
writes nothing): cards it would change, add or move are edits to lose. A file that is no sheet of
the deck's (it cannot be read as one, or names none of its cards) holds none.
"""

from __future__ import annotations

from pathlib import Path


def unimported_edits(sheet: Path, deck_dir: Path) -> str | None:
    """What importing the sheet at `sheet` into the deck would do to its cards (`3 cards: 2
    changed, 1 added`), or None when it would change none."""
    from deckctl.sheet.merge import merge_sheet

    result = merge_sheet(sheet, deck_dir)
    counts = [(len(result.changed), "changed"), (len(result.added), "added"), (len(result.moved), "moved")]
    total = sum(count for count, _ in counts)
    if not total:
        return None
    return f"{total} card{'' if total == 1 else 's'}: " + ", ".join(f"{count} {what}" for count, what in counts if count)
