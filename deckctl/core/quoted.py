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
    return shortened(_written(value, limit), limit)


def quoted(value: object, limit: int = QUOTED_CHARS) -> str:
    """Any value as a message quotes it, in backticks and cut short (`` `red` ``), or for a whole
    number too long to quote, `a number of N digits`."""
    if _too_long(value, limit):
        return digits_phrase(value)
    return f"`{shortened(_written(value, limit), limit)}`"


# The most bits of a number str() writes out (4,214 digits; Python refuses more than 4,300); the
# YAML loader keeps a longer number as the text written (io.source).
WRITABLE_BITS = 14_000


def _written(value: object, room: int) -> str:
    """str(value), but a number in a list or mapping too long for str() is named by its length
    (`[a number of 4,335 digits]`), and a list or mapping is written only as far as `room`."""
    if isinstance(value, (list, tuple, dict)):
        pairs = value.items() if isinstance(value, dict) else ((None, item) for item in value)
        parts, used = [], 0
        for key, item in pairs:
            if used > room:
                parts.append("…")
                break
            part = _item(item, room) if key is None else f"{_item(key, room)}: {_item(item, room)}"
            parts.append(part)
            used += len(part) + 2
        if isinstance(value, dict):
            return "{" + ", ".join(parts) + "}"
        if isinstance(value, tuple):
            return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
        return "[" + ", ".join(parts) + "]"
    if _is_number(value) and value.bit_length() > WRITABLE_BITS:
        return digits_phrase(value)
    return str(value)


def _item(value: object, room: int) -> str:
    """An item of a list or mapping as str() of the list writes it: texts in quotes (repr)."""
    if isinstance(value, (list, tuple, dict)) or _is_number(value):
        return _written(value, room)
    return repr(value)
