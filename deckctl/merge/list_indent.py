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

from dataclasses import dataclass, replace

from deckctl.io.source import SourceFile, source_of_bytes
import yaml

from deckctl.io.card_spans import LastLines
from deckctl.merge.layout import Card, CardFile, Item, NotCardFile, entries_of, parse_card_file, split_lines


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


def _keys_moved(entry: Item, key_col: int) -> list[str] | None:
    """The lines of a card or list entry with its keys at `key_col`, its dash where it is: only
    spaces between the dash and the keys on the dash line, every line below moved as far, comments
    too (a comment above a key goes with the key); None where the keys cannot stand there."""
    dash_line = entry.body[0]
    if key_col <= entry.dash_col or dash_line[entry.dash_col + 1: entry.key_col].strip(" "):
        return None
    by = key_col - entry.key_col
    return [dash_line[: entry.dash_col + 1] + " " * (key_col - entry.dash_col - 1) + dash_line[entry.key_col:],
            *(_shifted(line, by, comments_too=True) for line in entry.body[1:])]


def card_at(card: Card, key_col: int, display: str) -> Card | None:
    """The card with its keys at `key_col` (its dash where it is): every line below the dash line
    moved by the same number of columns, comments too (a comment above a key goes with the key),
    so that two sides that indent a card's keys differently (one ran `deckctl fmt` on a file
    written `-   id: x`) can be merged field by field; None where the card is not a block mapping
    starting on its dash line, or the moved text does not load alone as the same card (an alias
    of another card's anchor)."""
    if card.fields is None or not card.body:
        return None
    if key_col == card.key_col:
        return card
    body = _keys_moved(card, key_col)
    return None if body is None else _reparsed(card, body, display)


def item_at(item: Item, key_col: int, display: str) -> Item | None:
    """A list entry (a question) with its keys at `key_col`, its dash where it is, moved as card_at
    moves a card's: so that an entry written `-   question: ...` (keys aligned after extra spaces)
    and the same entry as `deckctl fmt` writes it (`- question: ...`) merge key by key; likewise an
    entry that is a list started on its dash line, its inner dashes at `key_col` (`- - a` and
    fmt's `-   - a`). None where the entry is neither or the moved text does not load alone as
    the same entry."""
    if not item.body or isinstance(item, Card) or (item.fields is None and not isinstance(item.data, list)):
        return None
    if key_col == item.key_col:
        return item
    body = _keys_moved(item, key_col)
    return None if body is None else _item_reparsed(item, body, display)


def _item_reparsed(item: Item, body: list[str], display: str) -> Item | None:
    """The list entry whose lines (from its dash) are now `body`, cut again; None where they do not
    load alone as the same entry (of the same kind)."""
    root = _one_entry(body, item.data, display)
    if root is None:
        return None
    entries = entries_of(body, root, [item.data], 0, LastLines(body))
    if entries is None or len(entries) != 1 or (entries[0].fields is None) != (item.fields is None) \
            or entries[0].leading or len(entries[0].body) != len(body):
        return None
    return replace(entries[0], leading=list(item.leading), data=item.data)


def _one_entry(lines: list[str], data, display: str) -> yaml.SequenceNode | None:
    """The node of `lines` loaded alone, where they load as a list of the one entry `data`."""
    moved = source_of_bytes("".join(lines).encode("utf-8"), display)
    if not moved.ok or moved.data != [data]:
        return None
    try:
        root = yaml.compose(moved.text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return None
    return root if isinstance(root, yaml.SequenceNode) and len(root.value) == 1 else None


def inner_entries(item: Item, display: str) -> list[Item] | None:
    """The entries of a list entry that is itself a block list started on its dash line
    (`- - a`, the next entries aligned under the inner dash), each cut as a list's entries are,
    the outer dash blanked out of the first one's line (given back by the merge); None where the
    entry is not such a list or its lines do not load alone as the same list."""
    if item.fields is not None or not item.body or not isinstance(item.data, list) or not item.data:
        return None
    first = item.body[0]
    if first[item.dash_col: item.dash_col + 1] != "-" or not first[item.dash_col + 1:].lstrip(" ").startswith("-"):
        return None
    root = _one_entry(item.body, item.data, display)
    if root is None:
        return None
    node = root.value[0]
    if not isinstance(node, yaml.SequenceNode) or node.flow_style or node.start_mark.line != 0:
        return None
    body = [first[: item.dash_col] + " " + first[item.dash_col + 1:], *item.body[1:]]
    entries = entries_of(body, node, item.data, 0, LastLines(body))
    if entries is None or sum(len(entry.text) for entry in entries) != len(body):
        return None
    return entries


def entries_below_dash(item: Item, display: str) -> list[Item] | None:
    """The entries of a list entry that is itself a block list started on the line below its
    dash (the dash alone on its line, `-`, then `- a`), each cut as a list's entries are, the
    dash line not among them; None where the entry is not such a list or its lines do not load
    alone as the same list."""
    if item.fields is not None or len(item.body) < 2 or not isinstance(item.data, list) or not item.data:
        return None
    if item.body[0].rstrip("\n").rstrip(" ") != " " * item.dash_col + "-":
        return None
    root = _one_entry(item.body, item.data, display)
    if root is None:
        return None
    node = root.value[0]
    if not isinstance(node, yaml.SequenceNode) or node.flow_style or node.start_mark.line == 0:
        return None
    entries = entries_of(item.body, node, item.data, 1, LastLines(item.body))
    if entries is None or sum(len(entry.text) for entry in entries) != len(item.body) - 1:
        return None
    return entries


def block_lists(card: Item) -> dict[tuple, tuple[int, int, int]]:
    """The card's block lists by path: a key of the card (`("questions",)`), or one inside an
    entry of one of its block lists (`("questions", 1, "accept")`: the second question's
    `accept`), each list before the lists inside its entries. For each: (its entries' first line,
    the line past their last, the column of their dashes), lines counted in the card's lines from
    its dash, where an entry's lines from its dash are its fields' lines, one after another."""
    found: dict[tuple, tuple[int, int, int]] = {}

    def walk(entry: Item, above: tuple, offset: int) -> None:
        for chunk in entry.fields or []:
            if chunk.items:
                path, start = (*above, chunk.key), offset + len(chunk.head)
                found[path] = (start, offset + len(chunk.lines), chunk.items[0].dash_col)
                for index, item in enumerate(chunk.items):
                    walk(item, (*path, index), start + len(item.leading))
                    start += len(item.text)
            offset += len(chunk.lines)

    walk(card, (), 0)
    return found


def lists_moved(card: Item, moves: list[tuple[int, int, int]], display: str) -> Item | None:
    """The card with the lines of some of its block lists' entries moved: for each (first line,
    line past the last, columns) of `moves` (as block_lists gives the lines), those lines move
    by that many columns, comments too, as `deckctl fmt` moves them (`questions:` with its
    entries' dashes at the key's column, indented by fmt). A list inside another moves with it
    and by its own move too. The card is cut again once, whatever the moves; None where the
    moved text does not load alone as the same card. A list entry (a question) likewise, for
    the lists inside it."""
    if not moves:
        return card
    change = [0] * (len(card.body) + 1)
    for start, stop, by in moves:
        change[start] += by
        change[stop] -= by
    body, by = [], 0
    for number, line in enumerate(card.body):
        by += change[number]
        body.append(_shifted(line, by, comments_too=True) if by else line)
    return _reparsed(card, body, display) if isinstance(card, Card) else _item_reparsed(card, body, display)


def _reparsed(card: Card, body: list[str], display: str) -> Card | None:
    """The card whose lines (from its dash) are now `body`, cut again; None where they do not load
    alone as the same card."""
    moved = source_of_bytes("".join(body).encode("utf-8"), display)
    if not moved.ok or moved.data != [card.data]:
        return None
    try:
        parsed = parse_card_file(moved.text, moved.data)
    except NotCardFile:
        return None
    if len(parsed.cards) != 1 or parsed.header or parsed.footer:
        return None
    return replace(parsed.cards[0], leading=list(card.leading))
