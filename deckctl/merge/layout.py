"""Cut a card file's text into the pieces a merge works on: a header, one chunk per card (cut
again into one chunk per top-level field) and a footer.

Every line of the file lands in exactly one piece, so putting pieces back together gives the
file's text unchanged; a merge takes each piece whole from one side, which keeps comments, quotes
and layout exactly as written. Line spans come from libyaml's node marks:

- a card spans the lines deckctl/io/card_spans.py gives it: from its dash line to its last line
  of content, plus the comments right below it that are indented into it (a commented-out field
  belongs to its card);
- the blank lines and column-0 comments above a card belong to that card (they introduce it),
  except above the first card, where they are the file's header (the schema line);
- within a card, a field runs from the line after the previous field to its own last line of
  content, so the comments above a key belong to that key;
- a field whose value is a block list (a card's questions, iKNOW's clues) is cut again into its
  head (the key's line, with the comments above it) and one item per entry, each from the line
  after the previous entry to its own last line of content; an entry that is a block mapping is
  cut into its keys as a card is into its fields, and so on down.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from deckctl.io.card_spans import LastLines, NotCardList, cut_at_cards, dash_line


NotCardFile = NotCardList  # also for cards without unique ids (the merge falls back to lines)


@dataclass
class FieldChunk:
    key: str
    lines: list[str]  # the first field's dash is blanked out (see Card.dash_col)
    value: object  # the field's data, for telling a change of value from one of layout
    blanked: int | None = None  # the column of the dash blanked out of the first line, if any
    head: list[str] = field(default_factory=list)  # a block list's lines above its first item
    items: list[Item] | None = None  # a block list's entries; None: the value is not one

    @property
    def written(self) -> list[str]:
        """The lines as the file has them (the dash given back)."""
        if self.blanked is None:
            return list(self.lines)
        first = self.lines[0]
        return [first[: self.blanked] + "-" + first[self.blanked + 1:], *self.lines[1:]]


@dataclass
class Item:
    """An entry of a block list: a card of the file, or a question or clue of a card."""
    leading: list[str]  # blank lines and comments that introduce the entry
    body: list[str]  # from the dash line to the end of the entry, as written
    data: object
    fields: list[FieldChunk] | None  # None: not a block mapping with its first key on the dash line
    tail: list[str] = field(default_factory=list)  # comments after the last field, inside the entry
    dash_col: int = 0
    key_col: int = 2

    @property
    def text(self) -> list[str]:
        return self.leading + self.body


@dataclass
class Card(Item):
    id: str = ""


@dataclass
class CardFile:
    header: list[str]
    cards: list[Card]
    footer: list[str]

    def by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.cards}


def split_lines(text: str) -> list[str]:
    """The lines of `text`, each ending with exactly one newline."""
    if not text:
        return []
    lines = [line + "\n" for line in text.split("\n")]
    if text.endswith("\n"):
        lines.pop()
    return lines


def parse_card_file(text: str, data: object) -> CardFile:
    """Cut `text` (a card file; `data` is what deckctl's loader made of it, or None for a file
    without content) into pieces. Raises NotCardFile when the file is not a block list of
    cards, each with a unique `id`."""
    spans = cut_at_cards(text)
    lines = split_lines(text)
    if not spans.cards:
        return CardFile(header=lines, cards=[], footer=[])
    if not isinstance(data, list) or len(data) != len(spans.cards):
        raise NotCardFile("the file does not load as a list of cards")
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for index, (span, card_data) in enumerate(zip(spans.cards, data)):
        node = span.node
        card_id = card_data.get("id") if isinstance(card_data, dict) else None
        if not isinstance(card_id, str):
            _not_cards(node, "a card has no `id` (the merge matches cards by id)")
        if card_id in seen:
            _not_cards(node, f"the id `{card_id}` is used twice (first at line {seen[card_id]})")
        seen[card_id] = node.start_mark.line + 1
        leading = lines[spans.between(index)] if index else []  # all the lines above a card introduce it
        card = Card(leading, lines[span.dash: span.end + 1], card_data, None, dash_col=span.dash_col,
                    key_col=node.start_mark.column, id=card_id)
        if not node.flow_style and node.start_mark.line == span.dash:
            card.fields, card.tail = _fields(lines, node, card_data, span.dash, span.end, span.dash_col,
                                             spans.last_line)
        cards.append(card)
    return CardFile(header=lines[spans.between(0)], cards=cards, footer=lines[spans.between(len(cards))])


def _not_cards(node: yaml.Node, message: str):
    raise NotCardFile(message, node.start_mark.line + 1, node.start_mark.column + 1)


def _fields(lines: list[str], node: yaml.MappingNode, data: dict, dash: int, end: int,
            dash_col: int, last_line: LastLines) -> tuple[list[FieldChunk], list[str]]:
    chunks: list[FieldChunk] = []
    start = dash
    for key_node, value_node in node.value:
        last = max(last_line(key_node), last_line(value_node))
        chunk = FieldChunk(key_node.value, lines[start: last + 1], data.get(key_node.value))
        if start == dash:  # the dash is the card's, not the field's
            chunk.lines[0] = chunk.lines[0][:dash_col] + " " + chunk.lines[0][dash_col + 1:]
            chunk.blanked = dash_col
        below_key = last_line(key_node) + 1
        items = entries_of(lines, value_node, chunk.value, below_key, last_line)
        if items is not None:
            chunk.head, chunk.items = chunk.lines[: below_key - start], items
        chunks.append(chunk)
        start = last + 1
    return chunks, lines[start: end + 1]


def entries_of(lines: list[str], node: yaml.Node, data: object, start: int,
               last_line: LastLines) -> list[Item] | None:
    """The entries of a block list that starts below line `start - 1`, each with the lines above
    it; None where the value is not such a list (or an entry's dash is not where it should be)."""
    if not isinstance(node, yaml.SequenceNode) or node.flow_style or not node.value:
        return None
    if not isinstance(data, list) or len(data) != len(node.value):
        return None
    items: list[Item] = []
    for entry_node, entry_data in zip(node.value, data):
        dash = dash_line(lines, entry_node)
        if dash is None or dash < start:
            return None
        last = last_line(entry_node)
        dash_col = lines[dash].index("-")
        item = Item(lines[start: dash], lines[dash: last + 1], entry_data, None, dash_col=dash_col,
                    key_col=entry_node.start_mark.column)
        if (isinstance(entry_node, yaml.MappingNode) and not entry_node.flow_style
                and entry_node.start_mark.line == dash and isinstance(entry_data, dict)):
            item.fields, item.tail = _fields(lines, entry_node, entry_data, dash, last, dash_col, last_line)
        items.append(item)
        start = last + 1
    return items
