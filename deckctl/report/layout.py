"""Text laid out for a terminal's width: lines wrapped between phrases, never inside a word, and
names that have no space to wrap at cut with an ellipsis."""

from __future__ import annotations

import textwrap

GLUE = "\x00"  # a space the wrapping does not break at


def wrap_phrases(phrases: list[str], width: int, first: str = "", rest: str = "") -> str:
    """The phrases joined by spaces and wrapped to `width` between phrases only, the first line
    starting with `first` and the others with `rest` (a phrase longer than a line is broken at its
    own spaces; a word longer than a line stays whole)."""
    glued = " ".join(phrase.replace(" ", GLUE) if len(rest) + len(phrase) <= width else phrase
                     for phrase in phrases)
    wrapped = textwrap.fill(glued, width, initial_indent=first, subsequent_indent=rest,
                            break_long_words=False, break_on_hyphens=False)
    return wrapped.replace(GLUE, " ")


def fit(name: str, width: int) -> str:
    """`name` as it is when it fits `width`, else cut with an ellipsis."""
    return name if len(name) <= width else name[:max(width - 1, 0)] + "…"
