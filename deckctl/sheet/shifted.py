"""Rows of a CSV sheet that a separator typed outside quotes split: longer than the header row
(`long-row`), or no longer than it (`shifted-row`).

A comma (or the sheet's other separator) typed into a text whose cell is not in quotes ends the
cell there: the rest of the text lands in the next cell, and every later cell one column right.
Read as it stands, the row would write the card's values into the wrong fields, so it is refused,
naming the text joined again, and nothing is written. A row longer than the header shows its split
plainly (`long_row`, the split cell found by `_split_cell`; not where a spreadsheet wrote the rows
as long as one holding a value past the header, `rows_padded`); the `shifted-row` checks find the
others by what a split leaves: the card's own values one column right of their own (`shifted`), a
text's tail in the card's empty last field (`_tail_split`), a new card's cells starting with a
space after a filled text (`new_row_split`), and an XLSX made from such a CSV (`converted_split`).
They share the helpers at the end (`splits_said`, `agrees_with_card`, `holds`).
"""

from __future__ import annotations

import os

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.printable import printable_line
from deckctl.core.quoted import shortened
from deckctl.io.discover import CARDS
from deckctl.sheet.cells import CellError, from_cell, same
from deckctl.sheet.columns import FILE, ID, Column, value_at
from deckctl.sheet.provenance import RECORD
from deckctl.sheet.table import Row, Table

SEPARATORS = {",": "comma", ";": "semicolon", "\t": "tab"}


# A row no longer than the header is taken for split only where the joins give back at least this
# many more of the card's values than the row as read (`shifted`).
_SHIFT_EVIDENCE = 2
_SHIFT_JOINS = 4  # joins tried in one row (each a separator typed outside quotes)


def shifted(row: Row, used, card_id: str, ours: dict, owner: str | None, table: Table,
            diagnostics: list[Diagnostic]) -> bool:
    """Whether a CSV row of a card of the deck that is no longer than the header row holds the
    card's values one column right of their own, a separator typed into a text outside quotes
    having split that cell (`shifted-row`, the row left alone). A spreadsheet that leaves out a
    row's empty last cells (Excel, in some blocks of rows) wrote it short: the split lengthened it
    by one cell, and the card's last value landed in a cell that had been left out, so the row is
    no longer than the header and `long_row` cannot tell. Taken for split where joining cells again
    at separators gives back at least `_SHIFT_EVIDENCE` more of the card's values than the row as
    read, every cell after the first join but the joined ones then agrees with the card, and at
    least one of the card's values is among the cells moved: an edit that moved two of the card's
    values one column right each, or changed cells so that they hold them, and changed nothing else
    right of them, is no edit anyone makes; one (an old answer typed into `accept`, a new answer
    into `back`) is not enough. A row the editor did not touch agrees with its card as read, and is never taken for
    split. Positions past the row's end are missing cells, left alone: they agree."""
    if not table.separator:
        return False  # (an XLSX: no cell is ever split)
    width = row.ends_at if row.ends_at is not None else (row.spills or len(table.headers))
    cells = [v if v is not None else "" for v in row.values[:width]]
    if any(not isinstance(v, str) for v in cells):
        return False

    known: dict[tuple[int, str], bool] = {}

    def agrees(index: int, text: str) -> bool:
        if index not in used:
            return True
        if (index, text) not in known:
            known[index, text] = agrees_with_card(text, used[index], ours, owner)
        return known[index, text]

    def disagreeing(cells: list[str]) -> set[int]:
        return {i for i, text in enumerate(cells) if not agrees(i, text)}

    as_read = disagreeing(cells)
    if len(as_read) < _SHIFT_EVIDENCE:
        return bool(as_read) and _tail_split(row, used, card_id, ours, table, diagnostics)
    joined: list[int] = []  # where joins were made, in the cells as they are now
    now = as_read
    while len(joined) < _SHIFT_JOINS:
        # A join at i changes cell i and moves every cell after it one column left (`_split_cell`).
        n = len(cells)
        before = [0] * (n + 1)
        for i in range(n):
            before[i + 1] = before[i] + (not agrees(i, cells[i]))
        after = [0] * (n + 1)  # after[i]: cells i+2.. each one column left
        for i in range(n - 2, -1, -1):
            after[i] = after[i + 1] + (i + 2 < n and not agrees(i + 1, cells[i + 2]))
        best, at = (-len(now), False), None
        for i in range(n - 1):
            count = before[i] + (not agrees(i, cells[i] + table.separator + cells[i + 1])) + after[i]
            key = (-count, cells[i + 1][:1].isspace())
            if count < len(now) and key > best:
                best, at = key, i
        if at is None:
            break
        cells = cells[:at] + [cells[at] + table.separator + cells[at + 1]] + cells[at + 2:]
        joined = [j - 1 if j > at else j for j in joined] + [at]
        now = disagreeing(cells)
    if not joined or len(as_read) - len(now) < _SHIFT_EVIDENCE:
        return _tail_split(row, used, card_id, ours, table, diagnostics)
    first = min(joined)
    if any(i > first and i not in joined for i in now):
        return False
    # The values the split moved, each as (its column, the column it stood in as read).
    moved = [(table.headers[j], table.headers[j + sum(k < j for k in joined)]) for j in range(first + 1, len(cells))
             if j not in joined and holds(cells[j])]
    if not moved:
        return False
    separator = SEPARATORS.get(table.separator, "separator")
    split = [(index, cells[index], joined.count(index)) for index in sorted(set(joined))]
    said = ", ".join(f"`{theirs}` in `{held}`" for theirs, held in moved)
    message = (f"the row holds the card's values right of their own columns ({said}): "
               f"{splits_said(split, table, separator)}")
    hint = (f"a {separator} typed into a text splits its cell unless the cell is in quotes: put the whole cell in "
            "double quotes (\"...\"), or type the text in a spreadsheet, which quotes it")
    diagnostics.append(row.places[first].diagnostic("shifted-row", message, hint, card_id))
    return True


def _tail_split(row: Row, used, card_id: str, ours: dict, table: Table, diagnostics: list[Diagnostic]) -> bool:
    """Whether a CSV row's last filled cell is the tail of the cell before it, split off by a
    separator typed outside quotes (`Blue, or azure` typed into the last filled cell gives it
    `Blue` and the next cell ` or azure`): a split there moves no value of the card, so
    `shifted` cannot see it. Refused (`shifted-row`) where its card has nothing in that last
    cell's column, the cell before it is a text the card has too, and either the last cell starts
    with a space (a spreadsheet never writes a cell's leading space unless one was typed, and an
    exported row holds none where its card has nothing) or the two cells joined again are the
    card's text with the separator typed into its middle (`The colour of fresh,green grass.`:
    `_typed_inside`), which no edit of the two cells gives. Deleting the space, or quoting the two
    cells as one, says which was meant. A separator typed with no space after it elsewhere
    (`Green.` changed to `Green,lime`) cannot be told from two cells typed so, and is read so."""
    filled = [i for i, v in enumerate(row.values) if isinstance(v, str) and v.strip()]
    if len(filled) < 2 or filled[-1] != filled[-2] + 1:
        return False
    last, before = filled[-1], filled[-2]
    column, previous = used.get(last), used.get(before)
    text = row.values[last]
    if not (isinstance(column, Column) and isinstance(previous, Column) and column.text and previous.text
            and not holds(value_at(ours, column.path)) and holds(value_at(ours, previous.path))):
        return False
    mine = value_at(ours, previous.path)
    spaced = text[:1] == " "
    if not spaced and not _typed_inside(mine, row.values[before], text, table.separator):
        return False
    separator = SEPARATORS.get(table.separator, "separator")
    joined = printable_line(shortened(row.values[before] + table.separator + text))
    said = (f"the `{column.header}` cell (`{printable_line(shortened(text))}`) starts with a space after a "
            f"{separator}, where the card has no `{column.header}`" if spaced else
            f"the `{previous.header}` cell (`{printable_line(shortened(row.values[before]))}`) and the "
            f"`{column.header}` cell (`{printable_line(shortened(text))}`) are the card's `{previous.header}` "
            f"(`{printable_line(shortened(mine))}`) with text typed into its middle, where the card has no "
            f"`{column.header}`")
    diagnostics.append(row.places[last].diagnostic(
        "shifted-row", f"{said}: a {separator} typed outside quotes into the `{previous.header}` cell (`{joined}`) "
        "splits it there, and its tail lands in the next cell",
        f"if the text belongs to the `{previous.header}` cell, put that whole cell in double quotes (\"...\"); "
        + (f"if it is meant as the card's `{column.header}`, delete the space before it" if spaced else
           "if the two cells are meant as they read, make the edit in the card's YAML file or in an XLSX export"),
        card_id))
    return True


def _typed_inside(old, first: str, tail: str, separator: str) -> bool:
    """Whether `first`, the separator and `tail` together are the text `old` with a text holding
    that separator typed into its middle, a letter or digit of `old` on each side of it: the
    separator split a cell the editor was typing into. Typed at its end (`Green.,lime`), or with
    only punctuation after it (`Green,lime.` for `Green.`), it is no sign: a new cell typed after
    the old text, or the old one cut short and another typed, read the same."""
    if not isinstance(old, str):
        return False
    joined = first + separator + tail
    extra = len(joined) - len(old)
    if extra <= 0:
        return False
    head = len(os.path.commonprefix([old, joined]))
    end = len(os.path.commonprefix([old[::-1], joined[::-1]]))
    cut = len(first)  # where the separator stands in `joined`
    # `old[:k]` starts `joined`, `old[k:]` ends it, and the separator is in the text typed between;
    # the text may have been typed at several such k (`olive,lime.` for `olive.`: after `oliv` or
    # `olive`): each must leave a letter or digit of `old` on both sides.
    places = range(max(0, len(old) - end, cut - extra + 1), min(head, len(old), cut) + 1)
    letters = [i for i, c in enumerate(old) if c.isalnum()]  # (one pass: a cell may be long)
    return bool(places) and bool(letters) and letters[0] < places[0] and places[-1] <= letters[-1]


def new_row_split(row: Row, used, card_id: str, table: Table, diagnostics: list[Diagnostic]) -> bool:
    """Whether a CSV row of a new card (an id the deck does not have) holds a cell split by a
    separator typed outside quotes with a space after it (`clear, daytime` typed into the front
    gives it `The colour of a clear` and the back ` daytime sky.`, every later cell one column
    right). No card tells what the cells should hold, so the one sign is the space: refused
    (`shifted-row`) where each run of the row's cells that start with a space, side by side (one
    cell, or the pieces of one text split at each of its separators: `calm, deep, wide sea.`),
    follows a filled cell of free text (no id, no word of a closed list), all in columns that take
    text; two texts split apart (`calm, deep sea.` and `Blue, like ink.`) are one error naming
    both (`_new_row_split_apart`). A row typed with a space after every separator is a way of writing, not a split (spaces
    around a text are dropped), and a split typed without a space cannot be told from two cells
    typed so (docs/sheets.md). Deleting the space, or quoting the cells as one, says which was
    meant. A row longer than the header is `long_row`'s."""
    if not table.separator or row.spills:
        return False
    width = row.ends_at if row.ends_at is not None else len(table.headers)
    spaced = [i for i, v in enumerate(row.values[:width]) if isinstance(v, str) and v[:1] == " " and v.strip()]
    runs: list[list[int]] = []  # the cells starting with a space, in runs side by side
    for i in spaced:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    if not runs or not all(_after_free_text(run, row, used) for run in runs):
        return False  # (a separator is typed into a free text: not into an id or a word of a closed list)
    if len(runs) > 1:
        return _new_row_split_apart(row, runs, width, card_id, table, diagnostics)
    at, pieces = spaced[0], len(spaced)
    column, previous, before = used.get(at), used.get(at - 1), row.values[at - 1]
    text = row.values[at]
    separator = SEPARATORS.get(table.separator, "separator")
    joined = printable_line(shortened(table.separator.join([before, *row.values[at:at + pieces]])))
    later = any(v not in (None, "") for v in row.values[at + pieces:width])
    words = _NUMBER_WORDS.get(pieces, str(pieces))
    if pieces == 1:
        said = (f"starts with a space after a {separator}: a {separator} typed outside quotes into the "
                f"`{previous.header}` cell (`{joined}`) splits it there, and its tail lands in the next cell"
                + (", every later cell one column right" if later else ""))
    else:
        does = "does" if pieces == 2 else "do"
        said = (f"starts with a space after a {separator}, as the next {_cells(pieces - 1)} {does}: "
                f"{pieces} {separator}s typed outside quotes into the `{previous.header}` cell (`{joined}`) split it in "
                f"{_NUMBER_WORDS.get(pieces + 1, str(pieces + 1))}, and its pieces land in the next {words} cells"
                + (f", every later cell {words} columns right" if later else ""))
    diagnostics.append(row.places[at].diagnostic(
        "shifted-row", f"the `{column.header}` cell (`{printable_line(shortened(text))}`) of this new card " + said,
        f"if the text belongs to the `{previous.header}` cell, put that whole cell in double quotes (\"...\"); "
        + (f"if it is meant as the card's `{column.header}`, delete the space before it" if pieces == 1 else
           "if the cells are meant as they read, delete the space at the start of each"), card_id))
    return True


def _after_free_text(run: list[int], row: Row, used) -> bool:
    """Whether the cells of `run`, side by side and each starting with a space, take text and follow
    a filled cell of free text (no id, no word of a closed list): the pieces of that text."""
    previous, before = used.get(run[0] - 1), row.values[run[0] - 1] if run[0] else None
    return (_free_text(previous) and isinstance(before, str) and bool(before.strip())
            and all(isinstance(used.get(i), Column) and used[i].text for i in run))


def _new_row_split_apart(row: Row, runs: list[list[int]], width: int, card_id: str, table: Table,
                         diagnostics: list[Diagnostic]) -> bool:
    """`new_row_split` where two texts or more of a new card's row are split, each at a separator
    typed outside quotes with a space after it (`calm, deep sea.` in the front, `Blue, like ink.`
    in the back): one `shifted-row` error at the first piece, naming every text joined again under
    the column it was typed into (each split moves the later cells one column right)."""
    separator = SEPARATORS.get(table.separator, "separator")
    named, moved = [], 0
    for run in runs:
        start = run[0] - 1
        text = printable_line(shortened(table.separator.join(row.values[start:run[-1] + 1])))
        header = table.headers[start - moved] if start - moved < len(table.headers) else ""
        times = f", {len(run)} {separator}s" if len(run) > 1 else ""
        named.append(f"the `{header}` cell (`{text}`{times})")
        moved += len(run)
    first, others = runs[0][0], [i for run in runs[1:] for i in run]
    said = ", ".join(f"the `{table.headers[i]}` cell (`{printable_line(shortened(row.values[i]))}`)" for i in others)
    later = any(v not in (None, "") for v in row.values[runs[-1][-1] + 1:width])
    message = (f"the `{table.headers[first]}` cell (`{printable_line(shortened(row.values[first]))}`) of this new "
               f"card starts with a space after a {separator}, as {said} {'does' if len(others) == 1 else 'do'}, each "
               f"after a text: {separator}s typed outside quotes into {_cells(len(runs))} split them there, "
               f"{', '.join(named[:-1])} and {named[-1]}, and each tail lands in the next cell"
               + (", every later cell one column right for each split before it" if later else ""))
    diagnostics.append(row.places[first].diagnostic(
        "shifted-row", message,
        "if a text belongs to the cell before it, put that whole cell in double quotes (\"...\"); if the cells "
        "are meant as they read, delete the space at the start of each", card_id))
    return True


def rows_padded(table: Table, used, id_index: int, current: dict, owner: dict) -> bool:
    """Whether a CSV row holds a value past the header that no split cell explains (a value typed
    right of the last column): a spreadsheet may have written other rows as long as that one, so
    their empty cells past the header are then no sign of a split cell."""
    for row in table.rows:
        if not row.spills or all(v in (None, "") for v in row.values[table.header_cells:]):
            continue
        try:
            card_id = str(from_cell(row.values[id_index], used[id_index]) or "").strip()
        except CellError:
            return True
        if card_id not in current or _split_cell(row, used, current[card_id], owner.get(card_id), table) is None:
            return True
    return False


def long_row(row: Row, used, card_id: str, ours: dict | None, owner: str | None, table: Table, padded: bool,
             diagnostics: list[Diagnostic]) -> bool:
    """Whether a CSV row has more cells than the header row, and is refused (`long-row`, the row
    left alone): a separator typed into a text outside its quotes splits that cell in two, and
    moves every cell after it one column right (a question's tail into the answer's cell). Read so,
    a row whose last cell was empty lost nothing but its place, and was written shifted. The cell
    named is the one split: of the row's cells joined again at one separator, the join that gives
    back most of the card's values (the first, of equals); for a new card, or where no join does,
    the first cell past the header. Not where the cells past the header are empty and another row
    holds a value past it (the rows may be a spreadsheet's, written as long as that one)."""
    if not row.spills:
        return False
    past = [v for v in row.values[table.header_cells:] if v not in (None, "")]
    if not past and padded:
        return False
    separator = SEPARATORS.get(table.separator, "separator")
    extra = row.spills - table.header_cells
    cells = f"the row has {row.spills} cells, {extra} more than the header row's {table.header_cells}"
    split = _split_cell(row, used, ours, owner, table) if ours is not None else None
    hint = (f"a {separator} typed into a text splits its cell unless the cell is in quotes: put the whole cell "
            "in double quotes (\"...\"), or type the text in a spreadsheet, which quotes it")
    if split is not None:
        index = split[0][0]
        message = f"{cells}: {splits_said(split, table, separator)}"
        explained = sum(times for _, _, times in split)
        if explained < extra:  # (joins gave back what they could; the rest stays unexplained)
            message += f" ({explained} of its {extra} extra cells: no split explains the rest)"
    else:
        index = table.header_cells + (row.values[table.header_cells:].index(past[0]) if past else 0)
        message = (f"{cells}: a {separator} typed into a text outside quotes splits its cell in two and moves every "
                   "cell after it one column right" + (", or a value was typed right of the last column" if past
                                                       else ""))
        if past:
            hint += "; a value right of the last column needs a header of its own"
    diagnostics.append(row.places[index].diagnostic("long-row", message, hint, card_id))
    return True


def _split_cell(row: Row, used, ours: dict, owner: str | None, table: Table) -> list[tuple[int, str, int]] | None:
    """The cells a separator split, left to right, each as (its index, its text joined again, how
    many separators split it), where joining the row's cells again at a separator, once for each
    cell too many, gives back more of the card's values than the row as read; else None. Each join
    is chosen whole: the one giving back most; of equals, one whose second part starts with a space
    (`clear, daytime`: a separator typed into a text is followed by one, a cell rarely starts with
    one), then the first."""
    cells = [v if v is not None else "" for v in row.values[:row.spills]]
    joined: list[int] = []  # where joins were made, in the cells as they are now
    while len(cells) > table.header_cells:
        def agrees(index: int, text: str) -> int:
            return int(index in used and agrees_with_card(text, used[index], ours, owner))
        # A join at i changes cell i and moves every cell after it one column left: the row's
        # agreement then is that of the cells before i as they are, of the joined cell, and of
        # the later cells each one column left.
        n = len(cells)
        before = [0] * (n + 1)
        for i in range(n):
            before[i + 1] = before[i] + agrees(i, cells[i])
        after = [0] * (n + 1)  # after[i]: cells i+1.. each one column left
        for i in range(n - 2, -1, -1):
            after[i] = after[i + 1] + agrees(i + 1, cells[i + 2] if i + 2 < n else "")
        best, at = (before[n], False), None
        for i in range(n - 1):
            score = before[i] + agrees(i, cells[i] + table.separator + cells[i + 1]) + after[i]
            key = (score, cells[i + 1][:1].isspace())
            if score > before[n] and key > best:
                best, at = key, i
        if at is None:
            break
        cells[at:at + 2] = [cells[at] + table.separator + cells[at + 1]]
        joined = [j - 1 if j > at else j for j in joined] + [at]
    if not joined:
        return None
    return [(index, cells[index], joined.count(index)) for index in sorted(set(joined))]


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def _cells(count: int) -> str:
    return "cell" if count == 1 else f"{_NUMBER_WORDS.get(count, str(count))} cells"


def splits_said(split: list[tuple[int, str, int]], table: Table, separator: str) -> str:
    """Each split cell named with its text joined again, so that one fix mends the row: `the
    `front` cell (`a, b`) holds a comma outside quotes, ...`; for several cells, how many first."""
    def cell(index: int, text: str, times: int) -> str:
        header = f"`{table.headers[index]}` cell" if table.headers[index] else f"cell in column {index + 1}"
        return f"the {header} (`{printable_line(shortened(text))}`" + (f", {times} {separator}s)" if times > 1 and
                                                                       len(split) > 1 else ")")
    if len(split) == 1:
        index, text, times = split[0]
        if times == 1:
            return (f"{cell(index, text, times)} holds a {separator} outside quotes, which splits it in two and moves "
                    "every cell after it one column right")
        words = _NUMBER_WORDS.get(times + 1, str(times + 1)), _NUMBER_WORDS.get(times, str(times))
        return (f"{cell(index, text, times)} holds {times} {separator}s outside quotes, which split it in {words[0]} "
                f"and move every cell after it {words[1]} columns right")
    named = [cell(*each) for each in split]
    return (f"{len(split)} cells hold a {separator} outside quotes, which splits each in two and moves every cell "
            f"after it one column right: {', '.join(named[:-1])} and {named[-1]}")


def converted_split(table: Table, index: int, by_header: dict[str, Column], diagnostics: list[Diagnostic]) -> bool:
    """Whether every value in the unnamed column `index`, the first past an XLSX's last header,
    stands in a row that a separator typed outside quotes split in the CSV the XLSX was made from
    (LibreOffice's --convert-to xlsx, or opening the CSV and saving it): such a row has exactly one
    cell more than the header, and a cell of it starts with a space right after a filled cell of
    free text (`The colour of a clear` and ` daytime sky.`), as in a new card's CSV row
    (`new_row_split`). Each such row is a `shifted-row` error at that cell, naming the text
    joined again, in place of the column's `unknown-column` error, which named no split; the
    import is refused either way. A value typed into that column by hand, or a row without the
    space, keeps the `unknown-column` error: the XLSX alone cannot tell it."""
    if table.separator or not all(table.headers[:index]) or ID not in table.headers:
        return False
    id_index = table.headers.index(ID)
    found: list[tuple[Row, int]] = []
    for row in table.rows:
        filled = [i for i, v in enumerate(row.values) if v not in (None, "")]
        if not filled or filled[-1] < index:
            continue
        if filled[-1] != index:
            return False  # (more than one cell past the header: no single split)
        at = next((i for i in range(1, index) if isinstance(row.values[i], str) and row.values[i][:1] == " "
                   and row.values[i].strip() and _free_text(by_header.get(table.headers[i - 1]))
                   and isinstance(row.values[i - 1], str) and row.values[i - 1].strip()), None)
        if at is None:
            return False
        found.append((row, at))
    for row, at in found:
        header = table.headers[at - 1]
        joined = printable_line(shortened(f"{row.values[at - 1]},{row.values[at]}"))
        raw_id = row.values[id_index] if id_index < len(row.values) else None
        diagnostics.append(row.places[at].diagnostic(
            "shifted-row", f"the row has one cell more than the header row, a value in the column past its last "
            f"header, and the `{table.headers[at]}` cell (`{printable_line(shortened(row.values[at]))}`) starts with "
            f"a space: a comma typed outside quotes into the `{header}` cell (`{joined}`) of the CSV this XLSX was "
            "made from likely split it there, and moved every later cell one column right",
            f"fix the CSV (put the whole `{header}` cell in double quotes: \"...\") and convert it again, or fix "
            f"the cells in the XLSX (join the two cells, then move the later ones back one column left)",
            str(raw_id).strip() if raw_id not in (None, "") else ""))
    return bool(found)


def _free_text(column) -> bool:
    """A column of free text: no id, no word of a closed list."""
    return isinstance(column, Column) and column.text and not column.choices and column.path != (ID,)


def agrees_with_card(raw: str, column, ours: dict, owner: str | None) -> bool:
    """Whether a CSV cell holds what the card has under its column."""
    if column == RECORD:
        return raw.lstrip().startswith("{")
    if column == FILE:
        return bool(owner) and raw.strip() in (owner, owner.removeprefix(CARDS + "/"))
    try:
        value = from_cell(raw or None, column)
    except CellError:
        return False
    mine = value_at(ours, column.path)
    return same(mine, value) if value is not None and mine is not None else value is None and not holds(mine)


def holds(value) -> bool:
    """Whether a card's value is one an empty cell would clear."""
    return value is not None and value != "" and value != [] and value != {}
