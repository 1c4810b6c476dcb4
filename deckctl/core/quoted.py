"""Input quoted in a message, cut short.

Messages quote what a file holds (`unknown key `colour``, `quote it: "1.0"`), and a file may hold
a 5,000-digit number or a translation of 19,000 characters: quoted whole, one finding would fill
the screen, twice when its hint repeats it. Every message that quotes input quotes it through
`shortened`, which keeps the beginning (where a reader finds the place) and marks the cut.

A value that need not be text (what YAML or TOML read as a number) is quoted through `quoted` or
`quoted_text`: Python refuses to write a whole number of more than 4,300 digits as text, and
`value: 0x` with 3,600 `f`s is one; a number too long to quote is named by its length instead.
"""

from __future__ import annotations

import math

# As many characters as a message quotes of one input: a sentence or a long name fits whole.
QUOTED_CHARS = 60


def shortened(text: str, limit: int = QUOTED_CHARS) -> str:
    """`text` whole when it has at most `limit` characters, else its first `limit - 1` and `…`."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


# Past this many bits a number's digits are estimated from its bits, not counted exactly: counting
# takes a power of ten as long as the number (a second for 10 million digits; 8 MB of `f`s is 9.6).
_COUNTED_BITS = 1 << 22
_DIGITS_PER_BIT = math.log10(2)


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _digit_count(number: int) -> tuple[int, bool]:
    """(how many decimal digits `number` has, whether that is exact), without writing it out."""
    size = abs(number)
    estimate = int(size.bit_length() * _DIGITS_PER_BIT) + 1  # exact, or one too many
    if size.bit_length() > _COUNTED_BITS:
        return estimate - 1, False
    return (estimate if size >= 10 ** (estimate - 1) else estimate - 1), True


def _too_long(value: object, limit: int) -> bool:
    # (more digits than a message quotes: any number str() is asked for below is short)
    return _is_number(value) and abs(value) >= 10 ** limit


def digits_phrase(number: int) -> str:
    """`a number of 4,335 digits`: a whole number too long to quote, named by its length."""
    count, exact = _digit_count(number)
    return f"a number of {'' if exact else 'more than '}{count:,} digits"


def quoted_text(value: object, limit: int = QUOTED_CHARS) -> str:
    """Any value as text a message can quote: `shortened(str(value))`, or for a whole number too
    long to quote, `a number of N digits` (never written out: str() refuses 4,300 digits)."""
    if _too_long(value, limit):
        return digits_phrase(value)
    return shortened(str(value), limit)


def quoted(value: object, limit: int = QUOTED_CHARS) -> str:
    """Any value as a message quotes it, in backticks and cut short (`` `red` ``), or for a whole
    number too long to quote, `a number of N digits`."""
    if _too_long(value, limit):
        return digits_phrase(value)
    return f"`{shortened(str(value), limit)}`"
