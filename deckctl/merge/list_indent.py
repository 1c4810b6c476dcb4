"""One indentation for the list of cards of the three versions, before they are merged.

A card file's cards are the items of one block list, and YAML wants every item of it at one
column. `deckctl fmt` puts them at column 0 (`- id: x`, keys at 2); an editor may indent the whole
list (`  - id: x`, keys at 4), which loads the same. Where one side ran fmt on an indented file and
the other edited it, the merge takes cards from both: spliced as written, the cards of one side
would sit at another column than the rest, and the file would not load back. So, before merging,
the versions whose cards are not at the merged file's column are shifted there, every line from
the first card's dash to the last card's end moved by the same number of spaces (what is relative
stays relative: keys, nested lists, block texts' indentation), but the comment lines, which stay
where they were as `deckctl fmt` leaves them (so a card fmt only moved compares equal to the same
card shifted here). The merged file's column is the
side's that changed it (as with a field), ours where both did. A shifted version must load as the
same cards (else it is shifted again, its comment lines too: a `#` line may be a block text's);
where it does not, it is merged as written, and the merge falls back to lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckctl.io.source import SourceFile, source_of_bytes
from deckctl.merge.layout import CardFile, NotCardFile, parse_card_file, split_lines


@dataclass
class Version:
    source: SourceFile  # as loaded: its text and data
    cards: CardFile  # the text cut into pieces


def list_column(base: CardFile, ours: CardFile, theirs: CardFile) -> int | None:
    """The column of the merged file's card dashes: the side's that changed it from the base (ours
    where both did, or where the base has no cards); None where no version has cards."""
    columns = [file.cards[0].dash_col if file.cards else None for file in (base, ours, theirs)]
    base_col, our_col, their_col = columns
    if our_col is None or their_col is None:
        return our_col if our_col is not None else their_col
    return their_col if our_col == base_col else our_col


def at_column(version: Version, column: int | None, display: str) -> CardFile:
    """The version's pieces with its cards at `column`: shifted where they are elsewhere (and the
    shifted text loads as the same cards), else as they are."""
    cards = version.cards.cards
    if column is None or not cards or cards[0].dash_col == column:
        return version.cards
    lines = split_lines(version.source.text)
    first, stop = len(version.cards.header), len(lines) - len(version.cards.footer)
    by = column - cards[0].dash_col
    for comments_too in (False, True):  # (a `#` line may be a block text's: then it moves too)
        text = "".join(lines[:first] + [_shifted(line, by, comments_too) for line in lines[first:stop]]
                       + lines[stop:])
        moved = source_of_bytes(text.encode("utf-8"), display)
        if moved.ok and moved.data == version.source.data:
            try:
                return parse_card_file(moved.text, moved.data)
            except NotCardFile:
                break
    return version.cards


def _shifted(line: str, by: int, comments_too: bool) -> str:
    """The line moved `by` columns (left: by at most its leading spaces); an empty line stays so,
    and a comment line too unless `comments_too`."""
    if line == "\n" or (not comments_too and line.lstrip(" ").startswith("#")):
        return line
    if by > 0:
        return " " * by + line
    indent = len(line) - len(line.lstrip(" "))
    return line[min(-by, indent):]
