"""A card file's text cut at its cards: the lines each card spans, and the lines between them.

Two commands take a card file apart as text, so that what they do not touch stays byte for byte:
`import sheet` moves and prunes cards with their own comments (deckctl/sheet/cardtext.py), and the
merge driver splices pieces of three versions together (deckctl/merge/layout.py). Both cut here,
so they agree on where a card starts and ends:

- a card starts on the line of its `-`;
- it ends on its last line of content, plus the comment lines below that are indented further
  than its dash (a commented-out field belongs to its card), with the blank lines among them;
- a block text (`|`, `>`) ends on its last line of text: libyaml counts the blank lines below
  it into the text's span, but only a `|+` or `>+` text keeps them as content. Below any other,
  they are between this piece and the next.

Every other line is between cards: `between(0)` above the first card (the schema line), then
`between(i)` above card i, and `between(len(cards))` below the last. Who owns those lines is the
caller's rule, and the two differ because the two commands do:

- `import sheet`: a card's own comments are the comment lines directly above it with no blank
  line among them and the card above; a heading after a blank line stays (docs/sheets.md);
- the merge: every line belongs to one piece, so all the lines above a card are its own, but
  above the first card, where they are the file's header (docs/git.md).

Line numbers are 0-based, on the text's LF lines (a last line break opens no line); a text with
a byte-order mark or other line breaks (CR, U+0085, U+2028, U+2029) is refused, as libyaml would
count lines differently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

_ODD_BREAKS = re.compile("[\x85\u2028\u2029\r]")
_NULL = "tag:yaml.org,2002:null"


class NotCardList(Exception):
    """The text is not a block list of cards; `line` and `col` (1-based) say where."""

    def __init__(self, message: str, line: int = 1, col: int = 1):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col


@dataclass(frozen=True)
class CardSpan:
    node: yaml.MappingNode  # the card as libyaml composed it (its keys, their marks)
    dash: int  # the line of its `-` (its first key is usually on it)
    end: int  # its last line: content, then the comments indented into it
    dash_col: int


@dataclass
class CardSpans:
    cards: list[CardSpan]
    line_count: int
    last_line: LastLines  # how `end` was measured, for cutting a card further (the merge's fields)
    root: yaml.Node | None = None  # the text as libyaml composed it

    def between(self, index: int) -> slice:
        """The lines above card `index` that no card spans: from below the card before it (the top
        of the file for the first) to its dash; `index == len(cards)`: those below the last card."""
        start = self.cards[index - 1].end + 1 if index else 0
        stop = self.cards[index].dash if index < len(self.cards) else self.line_count
        return slice(start, stop)


class LastLines(dict):
    """The line of the last character of content in a node (not the comments or blank lines after
    it), remembered by node: cards, fields and list entries nest, and each level asks again."""

    def __init__(self, lines: list[str]):
        super().__init__()
        self.lines = lines

    def __call__(self, node: yaml.Node) -> int:
        found = self.get(id(node))
        if found is None:
            found = self[id(node)] = self._find(node)
        return found

    def _find(self, node: yaml.Node) -> int:
        if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
            end = node.end_mark
            last = end.line if end.column > 0 else end.line - 1
            if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
                kept = max(len(node.value) - len(node.value.rstrip("\n")) - 1, 0)  # `|+`'s blank lines
                blank = 0
                while last - blank > node.start_mark.line and not self.lines[last - blank].strip():
                    blank += 1
                last -= max(blank - kept, 0)
            return last
        children = node.value if isinstance(node, yaml.SequenceNode) else [n for pair in node.value for n in pair]
        return max((self(child) for child in children), default=node.start_mark.line)


def lines_of(text: str) -> list[str]:
    """The text's lines, without their line breaks, as the spans count them."""
    lines = text.split("\n")
    if lines and not lines[-1]:
        lines.pop()
    return lines


def cut_at_cards(text: str) -> CardSpans:
    """The span of each card of `text`. A text without content (comments only, or an empty value
    like `~`) has none. Raises NotCardList where the text is not a block list of mappings."""
    if text.startswith("\ufeff") or _ODD_BREAKS.search(text):
        raise NotCardList("the file has a byte-order mark or line breaks other than LF")
    lines = lines_of(text)
    last_line = LastLines(lines)  # (it keeps the nodes alive, so their ids stay unique)
    try:
        root = yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        raise NotCardList(f"YAML cannot read the file: {exc.problem}", *_place(mark)) from None
    except yaml.YAMLError as exc:
        raise NotCardList(f"YAML cannot read the file: {exc}") from None
    if root is None or (isinstance(root, yaml.ScalarNode) and root.tag == _NULL):
        return CardSpans([], len(lines), last_line)
    if not isinstance(root, yaml.SequenceNode) or root.flow_style:
        raise NotCardList("the file is not a block list of cards (`- id: ...`)", *_place(root.start_mark))
    cards = []
    for node in root.value:
        if not isinstance(node, yaml.MappingNode):
            raise NotCardList("a list item is not a card (a mapping with an `id`)", *_place(node.start_mark))
        cards.append(node)
    spans: list[CardSpan] = []
    dashes = [_card_dash(lines, node) for node in cards]
    for index, (node, dash) in enumerate(zip(cards, dashes)):
        stop = dashes[index + 1] if index + 1 < len(dashes) else len(lines)
        dash_col = lines[dash].index("-")
        spans.append(CardSpan(node, dash, _card_end(lines, last_line(node), stop, dash_col), dash_col))
    return CardSpans(spans, len(lines), last_line, root)


def dash_line(lines: list[str], node: yaml.Node) -> int | None:
    """The line holding the `-` of a block list's entry, or None where it is not where it should be
    (the entry's content starts on it, or below it after nothing but comments)."""
    number, col = node.start_mark.line, node.start_mark.column
    if lines[number][:col].strip() == "-":
        return number
    for above in range(number - 1, -1, -1):
        stripped = lines[above].strip()
        if stripped == "-" or stripped.startswith(("- #", "-\t")):
            return above
        if stripped and not stripped.startswith("#"):
            break
    return None


def _card_dash(lines: list[str], node: yaml.Node) -> int:
    number = dash_line(lines, node)
    if number is None:
        raise NotCardList("a card's `-` could not be found", *_place(node.start_mark))
    return number


def _card_end(lines: list[str], last: int, stop: int, dash_col: int) -> int:
    """The last line of a card whose content ends on `last`: the comments below it indented into
    the card are its own, up to the first line that is not one (or the next card's dash, `stop`)."""
    end = last
    for number in range(last + 1, stop):
        line = lines[number]
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        if line[indent:].startswith("#") and indent > dash_col:
            end = number
        else:
            break
    return end


def _place(mark) -> tuple[int, int]:
    return (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
