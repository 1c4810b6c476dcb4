"""What the growth tests take for a stranded word and a hyphenated line, written out apart from
`text._strands` and `text._hyphens`."""

from __future__ import annotations

from deckctl.export.pdf.text import line_width


def strands(grown, designed) -> bool:
    """Whether a grown text (`text._grown` at a step) strands a word: it sets more lines than the
    designed size does (`designed`: `text._grown` at that size, None when the text does not fit so),
    and one of them (the last of three or more aside) is a single word shorter than half the widest."""
    widths = [line_width(line, "regular", 1.0) for line in grown.lines]
    lines = list(zip(grown.lines, widths))
    body = lines if len(lines) <= 2 else lines[:-1]
    return (designed is not None and len(grown.lines) > len(designed.lines)
            and any(" " not in line and width < 0.5 * max(widths) for line, width in body))


def largest_unstranded(taken, designed):
    """Of the steps a text takes (`text._grown` at each, smallest first), the largest that strands
    no word (`strands`), or None."""
    return next((grown for grown in reversed(taken) if not strands(grown, designed)), None)


def calmest(taken, designed, breaks_badly):
    """Of the steps a text takes (smallest first), the largest that strands no word and breaks no
    line badly (`breaks_badly`: `text._breaks_badly`), when one does, or, when the largest's worst
    is graver than a widow, None if `designed` breaks none; else the largest that strands none."""
    unstranded = [grown for grown in reversed(taken) if not strands(grown, designed)]
    if not unstranded or not breaks_badly(unstranded[0]):
        return unstranded[0] if unstranded else None
    for grown in unstranded:
        if not breaks_badly(grown):
            return grown
    if breaks_badly(unstranded[0]) < 3:  # (a parted name or a widow keeps the step: text.GRAVE is 3)
        return unstranded[0]
    return None if designed is not None and not breaks_badly(designed) else unstranded[0]


def hyphenated(lines, value: str) -> int:
    """How many of `lines` end at a hyphenation point: a hyphen drawn where `value` has none (a
    soft hyphen is such a point; a word's own hyphen, `north-` / `east`, is not)."""
    return sum(line.endswith("-") and line.split()[-1] + "".join(after.split()[:1]) not in value
               for line, after in zip(lines, lines[1:]))


def no_more_hyphens(taken, designed, value: str) -> list:
    """The steps of `taken` that end no more lines at a hyphenation point than `designed` (`fit`
    at the designed size, no growth; None where the text does not fit there) does."""
    if designed is None:
        return list(taken)
    most = hyphenated(designed.lines, value)
    return [grown for grown in taken if hyphenated(grown.lines, value) <= most]
