"""A card file's text cut at its cards, so that `import sheet` can take a card out of a file (moved
to another by its `file` cell, or pruned) and put it into another with its own comments, leaving
every other comment where it was.

A card's own comments are the ones on its lines and between them (indented into the card, or at
the end of a line) and the comment lines directly above it, with no blank line between them and
the card above. A comment after a blank line (a heading like `# --- B ---`) introduces the cards
below it and stays; so do the lines above the first card (the schema line) and below the last.

The text is one `dump_checked` wrote, in fmt's layout (cards at column 0, their keys at column 2);
line spans come from libyaml's node marks. A text put together again is checked by the caller.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml


@dataclass
class CardText:
    head: list[str]  # the lines above the first card
    cards: list[list[str]]  # each card's lines, its own comments above it first
    gaps: list[list[str]]  # gaps[i]: the lines after card i that are no card's (blank lines, headings, notes)

    def text(self) -> str:
        """The lines joined again, with no blank line at the start or end (but those of a `|+` text)."""
        lines = _trimmed(self.head if self.cards else self.head + self.gaps[-1:])
        for card, gap in zip(self.cards, self.gaps):
            lines += card + gap
        if self.cards:
            lines[len(lines) - len(self.gaps[-1]):] = _trimmed(self.gaps[-1])
        while lines and not lines[0]:
            lines.pop(0)
        return "\n".join(lines) + "\n"

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


def _trimmed(lines: list[str]) -> list[str]:
    """The lines without the blank ones at their end."""
    end = len(lines)
    while end and not lines[end - 1]:
        end -= 1
    return lines[:end]


def cut(text: str, count: int) -> CardText | None:
    """The text cut at its `count` cards, or None when it is not laid out as expected."""
    lines = text.split("\n")
    if lines and not lines[-1]:
        lines.pop()
    if not count:
        return CardText(lines, [], [])
    try:
        root = yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return None
    if not isinstance(root, yaml.SequenceNode) or root.flow_style or len(root.value) != count:
        return None
    starts = [node.start_mark.line for node in root.value]
    if any(not isinstance(node, yaml.MappingNode) or not lines[start].startswith("- ")
           for node, start in zip(root.value, starts)):
        return None
    ends = [_card_end(lines, _last_line(node, lines), stop)
            for node, stop in zip(root.value, [*starts[1:], len(lines)])]
    head = lines[: starts[0]] if starts else lines
    cards, gaps = [], []
    for index, (start, end) in enumerate(zip(starts, ends)):
        stop = starts[index + 1] if index + 1 < len(starts) else len(lines)
        gap = lines[end + 1: stop]
        if any(line and not line.lstrip(" ").startswith("#") for line in gap):
            return None
        cards.append(lines[start: end + 1])
        gaps.append(gap)
    for index in range(1, len(cards)):  # comment lines right below the card above: the next card's
        if gaps[index - 1] and all(gaps[index - 1]):
            cards[index][:0] = gaps[index - 1]
            gaps[index - 1] = []
    return CardText(head, cards, gaps)


def _last_line(node: yaml.Node, lines: list[str]) -> int:
    """The 0-based line of the last character of a node's content (not the comments after it)."""
    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        end = node.end_mark
        last = end.line if end.column > 0 else end.line - 1
        if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
            # libyaml ends a block scalar after the blank lines below it; only `|+` keeps them as text.
            kept = max(len(node.value) - len(node.value.rstrip("\n")) - 1, 0)
            blank = 0
            while last - blank > node.start_mark.line and not lines[last - blank].strip():
                blank += 1
            last -= max(blank - kept, 0)
        return last
    children = node.value if isinstance(node, yaml.SequenceNode) else [n for pair in node.value for n in pair]
    return max((_last_line(child, lines) for child in children), default=node.start_mark.line)


def _card_end(lines: list[str], last: int, stop: int) -> int:
    """The last line of a card whose content ends on `last`: comments indented into the card
    below its content belong to it."""
    end = last
    for number in range(last + 1, stop):
        line = lines[number]
        if not line.strip():
            continue
        if line.startswith(" ") and line.lstrip(" ").startswith("#"):
            end = number
        else:
            break
    return end
