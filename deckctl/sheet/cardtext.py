"""A card file's text cut at its cards, so that `import sheet` can take a card out of a file (moved
to another by its `file` cell, or pruned) and put it into another with its own comments, leaving
every other comment where it was.

A card's own comments are the ones on its lines and between them (indented into the card, or at
the end of a line) and the comment lines directly above it, with no blank line between them and
the card above. A comment after a blank line (a heading like `# --- B ---`) introduces the cards
below it and stays; so do the lines above the first card (the schema line) and below the last.

The text is the file's with its edits made: in fmt's layout (cards at column 0, their keys at
column 2) or in its own (`  - id:` under nothing, keys 4 from the dash, `- {id: ...}`), its cards'
dashes all at one column, each on the line of the card's first key. A card joining the file is set
in the layout its cards have (`Layout`, `relaid`), and a new one writes its lists as they write
theirs (`Styles`, `lists_indented`). The blank lines at the file's start and end stay there. Where each card starts and ends is
deckctl/io/card_spans.py's, and the comments between cards are owned here. A text put together
again is checked by the caller.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import yaml

from deckctl.io.card_spans import LastLines, NotCardList, cut_at_cards, lines_of

_DASH = re.compile(r"( *)-( +)(.?)")


@dataclass(frozen=True)
class Layout:
    """Where a file's cards stand: the column of their dash, how far their keys are from it (None
    where no card has its keys on its dash line: flow mappings only), whether every card is a flow
    mapping (`- {id: ...}`). fmt writes the cards at column 0, their keys 2 from the dash."""

    dash: int = 0
    keys: int | None = 2
    flow: bool = False


FMT_LAYOUT = Layout()


@dataclass(frozen=True)
class Styles:
    """How a file's cards write their lists and the mappings under their keys: in flow style
    (`[a, b]`, `{type: move}`) or in block style (one item a line), the style most of them have
    at each place in a card (`("questions", "*", "accept")`, a list's positions as `*`); and
    `texts`, the one style of every list of texts they have, where they all have one; and `indent`,
    how far the dash of a list written one item a line is from its key, most of them (fmt's: 2)."""

    at: dict[tuple, bool] = field(default_factory=dict)  # place -> flow?
    texts: bool | None = None
    indent: int = 2

    def flow(self, path: tuple, texts: bool) -> bool | None:
        """Do the file's cards write a collection at `path` (`texts`: a list of texts) in flow
        style? None where they do not say."""
        if path in self.at:
            return self.at[path]
        return self.texts if texts else None


@dataclass
class CardText:
    head: list[str]  # the lines above the first card
    cards: list[list[str]]  # each card's lines, its own comments above it first
    gaps: list[list[str]]  # gaps[i]: the lines after card i that are no card's (blank lines, headings, notes)
    # The blank lines the file had at its start and at its end (below its last card and its notes):
    # they stay there, whichever cards leave or join it.
    lead: int = 0
    trail: int = 0
    styles: Styles = Styles()  # how its cards write their lists (a new card writes its own so)

    def text(self) -> str:
        """The lines joined again, with the file's blank lines at its start and end (and no other
        there but those of a `|+` text: a card that left takes the blank line that set it apart)."""
        lines = list(self.head) if self.cards else _trimmed(self.head)  # (a blank line above the first card stays)
        for card, gap in zip(self.cards, self.gaps):
            lines += card + gap
        if self.cards:
            lines[len(lines) - len(self.gaps[-1]):] = _trimmed(self.gaps[-1]) + [""] * self.trail
        while lines and not lines[0]:
            lines.pop(0)
        return "\n" * self.lead + "\n".join(lines) + "\n"

    def remove(self, index: int) -> list[str]:
        """Take a card out (its lines); the lines around it join, with one blank line where each had one."""
        before = self.gaps[index - 1] if index else self.head
        after = self.gaps.pop(index)
        if not index and not any(after):
            after = []  # the next card comes right below the head, as the first one did
        if before and after and not before[-1] and not after[0]:
            after = after[1:]
        before += after
        return self.cards.pop(index)

    def layout(self) -> Layout:
        """The layout of the file's cards: their dash's column and the distance of their keys
        most of them have (fmt's where the file has no card)."""
        shapes = [_shape(card) for card in self.cards]
        if not shapes:
            return FMT_LAYOUT
        keys = Counter(shape.keys for shape in shapes if not shape.flow).most_common(1)
        return Layout(shapes[0].dash, keys[0][0] if keys else None, all(shape.flow for shape in shapes))

    def replace(self, index: int, card: list[str]) -> None:
        """Put `card` (the lines of this card in another cut, edited) in the place of the card at
        `index`, set in the layout that card had; its own comments above it stay as they were."""
        own = self.cards[index][: _dash_line(self.cards[index])]
        self.cards[index] = own + relaid(card[_dash_line(card):], _shape(self.cards[index]))

    def append(self, card: list[str]) -> None:
        """Add a card below the last one (above the notes at the end of the file), set apart by a
        blank line where the file sets every card apart so."""
        if not self.cards:
            self.cards.append(card)
            self.gaps.append([])
            return
        between = self.gaps[:-1]
        apart = bool(between) and all(gap and not gap[0] for gap in between)
        self.gaps.append(self.gaps[-1])
        self.gaps[-2] = [""] if apart else []
        self.cards.append(card)


def styles_of(text: str) -> Styles:
    """The styles of the lists and mappings in the cards of a card file's `text` (fmt's writer's
    where it cannot be cut at its cards)."""
    try:
        return _styles([span.node for span in cut_at_cards(text).cards])
    except NotCardList:
        return Styles()


def _styles(cards: list[yaml.MappingNode]) -> Styles:
    """The styles of the collections in a file's block cards (a flow card's are all flow)."""
    seen: dict[tuple, Counter] = {}
    texts: set[bool] = set()
    indents: Counter = Counter()
    for card in cards:
        if not card.flow_style:
            _count_styles(card, (), seen, texts, indents)
    at = {path: counts.most_common(1)[0][0] for path, counts in seen.items() if path}
    indent = indents.most_common(1)[0][0] if indents else Styles.indent
    return Styles(at, texts.pop() if len(texts) == 1 else None, indent)


def _count_styles(node: yaml.Node, path: tuple, seen: dict[tuple, Counter], texts: set[bool],
                  indents: Counter) -> None:
    """Count the style of `node` (a list or mapping with items: an empty one is flow) at `path`,
    and of those inside it; and the distance of each block list's dash from its key."""
    if isinstance(node, yaml.SequenceNode):
        children = [("*", item) for item in node.value]
        if children and all(isinstance(item, yaml.ScalarNode) for item in node.value):
            texts.add(bool(node.flow_style))
    elif isinstance(node, yaml.MappingNode):
        children = [(key.value, value) for key, value in node.value]
        if not node.flow_style:
            indents.update(value.start_mark.column - key.start_mark.column for key, value in node.value
                           if isinstance(value, yaml.SequenceNode) and value.value and not value.flow_style)
    else:
        return
    if children:
        seen.setdefault(path, Counter())[bool(node.flow_style)] += 1
    for step, child in children:
        _count_styles(child, (*path, step), seen, texts, indents)


def lists_indented(card: list[str], indent: int) -> list[str]:
    """A card's lines in fmt's layout (a block list's dash 2 in from its key) with the dash of each
    such list `indent` in from its key, the lines of its items moved with it."""
    if indent == Styles.indent:
        return card
    root = yaml.compose("\n".join(card) + "\n", Loader=yaml.CSafeLoader)
    shifts = [0] * len(card)
    last_line = LastLines(card)
    for node in _block_lists(root):
        for number in range(node.start_mark.line, last_line(node) + 1):
            shifts[number] += indent - Styles.indent
    return [_shifted(line, by) for line, by in zip(card, shifts)]


def _block_lists(node: yaml.Node):
    """The block lists with items under the keys of the block mappings in `node`, outermost first."""
    if isinstance(node, yaml.MappingNode) and not node.flow_style:
        for _, value in node.value:
            if isinstance(value, yaml.SequenceNode) and value.value and not value.flow_style:
                yield value
            yield from _block_lists(value)
    elif isinstance(node, yaml.SequenceNode) and not node.flow_style:
        for item in node.value:
            yield from _block_lists(item)


def _trimmed(lines: list[str]) -> list[str]:
    """The lines without the blank ones at their end."""
    end = len(lines)
    while end and not lines[end - 1]:
        end -= 1
    return lines[:end]


@dataclass(frozen=True)
class Uncut:
    """Why a text cannot be cut at its cards: what, at which line and column (1-based; 0: none)."""

    problem: str
    line: int = 0
    col: int = 0
    card_id: str = ""  # the card at that line, where it is one


def cut(text: str, count: int) -> CardText | None:
    """The text cut at its `count` cards, or None when it is not laid out as expected."""
    cards = cut_or_why(text, count)
    return cards if isinstance(cards, CardText) else None


def cut_or_why(text: str, count: int) -> CardText | Uncut:
    """The text cut at its `count` cards, or where and why it is not laid out as expected."""
    lines = lines_of(text)
    if not count:
        return CardText(lines, [], [])
    try:
        spans = cut_at_cards(text)
    except NotCardList as exc:
        return Uncut(exc.message, exc.line, exc.col)
    if len(spans.cards) != count:
        return Uncut(f"it holds {len(spans.cards)} cards where {count} were read")
    for span in spans.cards:
        if span.node.start_mark.line != span.dash:
            return Uncut("a card's `-` stands on a line of its own", span.dash + 1, span.dash_col + 1, _id(span.node))
        if not _DASH.fullmatch(lines[span.dash][: span.dash_col + 2]):
            return Uncut("a card's `-` is not followed by a space", span.dash + 1, span.dash_col + 1, _id(span.node))
    cards = [lines[span.dash: span.end + 1] for span in spans.cards]
    gaps = [lines[spans.between(index + 1)] for index in range(count)]
    for index in range(count):
        start = spans.between(index + 1).start
        for number, line in enumerate(gaps[index], start):
            if line.strip() and not line.lstrip(" ").startswith("#"):
                return Uncut("a line between cards is no comment", number + 1, len(line) - len(line.lstrip(" ")) + 1)
    for index in range(1, count):  # comment lines right below the card above, no blank line among them: the next card's
        if gaps[index - 1] and all(gaps[index - 1]):
            cards[index][:0] = gaps[index - 1]
            gaps[index - 1] = []
    lead = next(number for number, line in enumerate(lines) if line)  # (a card has a line)
    return CardText(lines[spans.between(0)], cards, gaps, lead, len(gaps[-1]) - len(_trimmed(gaps[-1])),
                    _styles([span.node for span in spans.cards]))


def _id(card: yaml.MappingNode) -> str:
    """A card's id as written (its `id` key's text), or ""."""
    return next((value.value for key, value in card.value if key.value == "id" and isinstance(value, yaml.ScalarNode)),
                "")


def relaid(card: list[str], to: Layout, keys: bool = True) -> list[str]:
    """A card's lines (`CardText.cards`' own, `cut` of another file's or of fmt's text) with its
    dash at `to.dash`, and with `keys`, its keys `to.keys` from it (a flow mapping keeps its own
    distance). Its lines below the keys' column move with the keys, the others (its own comments
    above it, a comment between dash and keys) with the dash: the card reads as it did."""
    own, dash_line = _shape(card), _dash_line(card)
    distance = to.keys if keys and to.keys is not None and not own.flow else own.keys
    keys_col = own.dash + own.keys
    by_dash, by_keys = to.dash - own.dash, to.dash + distance - keys_col
    lines = []
    for number, line in enumerate(card):
        if number == dash_line:
            lines.append(" " * to.dash + "-" + " " * (distance - 1) + line[keys_col:])
        elif number > dash_line and len(line) - len(line.lstrip(" ")) >= keys_col:
            lines.append(_shifted(line, by_keys))
        else:
            lines.append(_shifted(line, by_dash))
    return lines


def _dash_line(card: list[str]) -> int:
    """The line of a card's dash: the first after its own comments above it."""
    return next(number for number, line in enumerate(card) if line.strip() and not line.lstrip().startswith("#"))


def _shape(card: list[str]) -> Layout:
    """One card's layout, read from its dash line (`cut` made sure of a `- ` on it)."""
    match = _DASH.match(card[_dash_line(card)])
    return Layout(len(match.group(1)), len(match.group(2)) + 1, match.group(3) == "{")


def _shifted(line: str, by: int) -> str:
    """`line` moved `by` columns right (left: as far as its leading spaces go)."""
    if not line:
        return line
    if by >= 0:
        return " " * by + line
    return line[min(-by, len(line) - len(line.lstrip(" "))):]
