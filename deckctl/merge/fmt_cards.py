"""`deckctl fmt`'s layout for a card file, formatting only the cards that are not in it already.

fmt round-trips the whole file through ruamel.yaml and checks the result (some 2.5 s per 100 KB).
A clean merge of a file one side formatted is mostly in the layout: only the cards (or fields)
taken from the other side are not. fmt's round trip works card by card: ruamel writes each card
of the top-level list from that card alone, and the lines between two cards (blank lines,
comments) stay where they were, below the card before them. So the text is cut at each card's
`-` line into units (the lines above the first card go with it), and

- a unit `is_canonical` judges in the layout, followed by one more card as in the file, is one
  fmt gives back unchanged: it is kept byte for byte;
- the others are formatted together, in one round trip of their own (a last card stands in for
  the next unit where the file goes on below them, so their last lines are written as in the
  file), and the formatted text is cut at its cards again.

Where any of this cannot be done as said (the text does not cut into cards, fmt refuses the
units, the formatted text does not cut back into the same units), `formatted` returns None and
the caller formats the whole text as before; the result is the same bytes either way.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from deckctl.io.canonical import is_canonical
from deckctl.io.card_spans import NotCardList, cut_at_cards
from deckctl.merge.layout import split_lines

# The card that stands in for the rest of the file below the last unit formatted (its id is
# never looked at: fmt does not check ids). In fmt's layout it is this one line.
_NEXT_ID = "deckctl-merge-next-card"


def formatted(text: str, display: str) -> str | None:
    """`text` (a card file, LF line breaks) as `format_with_fmt(text, display)` gives it, having
    formatted only the units not in fmt's layout; None where it cannot be done so (fmt refusing
    those units included)."""
    units = _units(text)
    if units is None:
        return None
    next_card = " " * units.dash_col + f"- id: {_NEXT_ID}\n"
    last = len(units.texts) - 1
    pending = [index for index, unit in enumerate(units.texts)
               if not is_canonical(unit if index == last else unit + next_card)]
    if not pending:  # (the text is not in the layout, so some unit is not: never seen; let fmt say)
        return None
    batch = "".join(units.texts[index] for index in pending) + ("" if pending[-1] == last else next_card)
    new = format_with_fmt(batch, display)
    if new is None:
        return None
    pieces = _units(new)
    expected = len(pending) + (pending[-1] != last)
    if pieces is None or len(pieces.texts) != expected:
        return None
    if pending[-1] != last and pieces.texts.pop() != f"- id: {_NEXT_ID}\n":
        return None
    if pending[0] != 0 and not pieces.starts_at_card:  # (the first unit formatted has no header)
        return None
    result = list(units.texts)
    for index, piece in zip(pending, pieces.texts):
        result[index] = piece
    return "".join(result)


@dataclass
class _Units:
    texts: list[str]  # one per card: from its `-` line to the next card's (the first from the top)
    dash_col: int
    starts_at_card: bool  # no line above the first card's `-`


def _units(text: str) -> _Units | None:
    try:
        spans = cut_at_cards(text)
    except NotCardList:
        return None
    lines = split_lines(text)
    if not spans.cards or not text.endswith("\n"):  # (split_lines would end the last line)
        return None
    dashes = [span.dash for span in spans.cards]
    bounds = [0, *dashes[1:], len(lines)]
    texts = ["".join(lines[start:stop]) for start, stop in zip(bounds, bounds[1:])]
    return _Units(texts, spans.cards[0].dash_col, dashes[0] == 0)


def format_with_fmt(text: str, display: str) -> str | None:
    """The text as `deckctl fmt` writes it (layout only: nothing is quoted), or None where fmt
    would leave it alone."""
    from deckctl.io.rewrite import format_file

    with tempfile.TemporaryDirectory(prefix="deckctl-merge-") as tmp:
        path = Path(tmp) / "merged.yaml"
        path.write_bytes(text.encode("utf-8"))
        outcome = format_file(path, display=display)
    return None if outcome.new is None or outcome.diagnostics else outcome.new
