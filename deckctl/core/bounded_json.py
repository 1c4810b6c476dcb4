"""JSON that deckctl did not write itself (a bundle to play, a replay log), read within limits.

`json.loads` recurses once per level of nesting and turns a number of any length into an int: a
file nested a few thousand levels deep, or holding a number thousands of digits long, stops it
with RecursionError or ValueError, and one nested a few hundred deep stops the code that walks the
data afterwards. A file of millions of tiny values (`[{},{},...]`) costs far more to check than
its size suggests: pydantic reports every wrong value, at about 20 microseconds and 1 kB each.
So the bytes are measured first: their size, then, with the strings left out, the longest number,
the count of values and the depth of nesting (regular expressions and C loops, no Python loop per
byte). Only then are they parsed.
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate

# A bundle holds a whole deck, indented: ~1.3 kB a card for the wordiest game, so a 2,160-card
# deck's bundle is ~3 MB. Twice the 8 MB a YAML source may be (io/source.py); parsing a file this
# size takes at most ~25 bytes of memory per byte (tiny objects), within the 512 MB deckctl keeps to.
MAX_BYTES = 16 * 1024 * 1024
# As for YAML sources: the deepest bundle is 6 levels (a card's questions' accepted answers), a
# log line 4; past this depth json and pydantic recurse towards Python's recursion limit.
MAX_DEPTH = 64
# Numbers, texts, lists and objects: a card of the wordiest game has ~34, so this is ~7,000 such
# cards, three times the largest deck measured. 250,000 wrong values take ~5 s and ~300 MB to report.
MAX_VALUES = 250_000
# Digits in one number: seeds, counts and card values have at most 20 (64 bits); Python refuses
# to read an int of more than 4,300 digits, and reading one near that costs quadratic time.
MAX_DIGITS = 100

_MB = 1024 * 1024
# A JSON string (escapes included), never across a line: JSON strings hold no raw line breaks,
# so the skeleton left without them has the same lines as the file. The closing quote is optional
# so that a match, once begun at a quote, never fails: one that could fail (a string left open,
# `"\"\"\"...`) was tried again from each quote inside it, in time quadratic in its length. An open
# string is not JSON, and json.loads stops at it, so what it hides from the skeleton is never parsed.
_STRING = re.compile(rb'"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"?')
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
# A number too long is looked for with every digit made "0" and everything else a space, as a run
# of zeros (bytes.find, in C): a regular expression tried at every byte took 1.3 s over 16 MB.
_DIGITS_AS_ZEROS = bytes(ord("0") if chr(code).isdigit() and code < 128 else ord(" ") for code in range(256))
_TOO_MANY_DIGITS = b"0" * (MAX_DIGITS + 1)
_ZEROS = re.compile(rb"0*")
_BRACKETS = re.compile(rb"[\[\]{}]")
_NOT_BRACKETS = bytes(code for code in range(256) if code not in b"[]{}")
# An opening bracket goes one level deeper, a closing one back up.
_STEP = [1 if code in b"[{" else -1 if code in b"]}" else 0 for code in range(256)]


# What a file past MAX_BYTES is said to be (the caller in io reads it: io.paths.read_json_file).
TOO_LARGE = f"is larger than {MAX_BYTES // _MB} MB, the most deckctl reads of a JSON file"


class JsonLimitError(ValueError):
    """The file is beyond a limit; `line` and `col` are where (1-based, a column in characters), 0
    for the whole file."""

    def __init__(self, message: str, line: int = 0, col: int = 0):
        super().__init__(message)
        self.line = line
        self.col = col


def check_limits(data: bytes, max_bytes: int | None = None, max_values: int | None = None) -> None:
    """Raise JsonLimitError when `data` is beyond a limit; whether it is JSON is not judged here.
    `max_bytes`, `max_values`: the limits of a file that has its own (the build manifest), else
    MAX_BYTES and MAX_VALUES."""
    max_bytes = MAX_BYTES if max_bytes is None else max_bytes
    max_values = MAX_VALUES if max_values is None else max_values
    if len(data) > max_bytes:
        raise JsonLimitError(TOO_LARGE if max_bytes == MAX_BYTES else f"is larger than {max_bytes:,} bytes")
    # Texts first counted by their quotes, in C: taking them out of the skeleton costs ~170 bytes
    # each (16 MB of `"",` took 4 s and 1 GB). A quote after a backslash may be inside a text, so
    # this counts no more texts than there are; a file within the limits has at most two (a key
    # and its value) for each value counted below.
    texts = (data.count(b'"') - data.count(b'\\"')) // 2
    if texts > 2 * max_values:
        raise JsonLimitError(f"holds about {texts:,} values; deckctl reads up to {max_values:,} in a JSON file")
    skeleton = _STRING.sub(b'""', data)
    values = skeleton.count(b",") + skeleton.count(b"[") + skeleton.count(b"{")
    if values > max_values:
        raise JsonLimitError(f"holds about {values:,} values; deckctl reads up to {max_values:,} in a JSON file")
    digits = skeleton.translate(_DIGITS_AS_ZEROS)
    start = digits.find(_TOO_MANY_DIGITS)
    if start >= 0:
        length = _ZEROS.match(digits, start).end() - start
        raise JsonLimitError(f"holds a number {length} digits long; deckctl reads numbers of "
                             f"up to {MAX_DIGITS} digits", *_place(data, skeleton, start))
    del digits
    brackets = skeleton.translate(None, _NOT_BRACKETS)
    if max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        raise JsonLimitError(f"is nested more than {MAX_DEPTH} levels deep (lists and objects inside each "
                             "other)", *_place(data, skeleton, _too_deep(skeleton)))


def loads(data: bytes, max_bytes: int | None = None, max_values: int | None = None):
    """`data` parsed as JSON after `check_limits` (with these limits). Raises JsonLimitError, or ValueError (with
    json.JSONDecodeError among them) for what is not JSON: text that is not UTF-8 (a byte-order
    mark allowed), NaN and Infinity, which JSON does not have (nor a number beyond a float's range,
    which Python reads as one), and lone UTF-16 surrogates."""
    check_limits(data, max_bytes, max_values)
    try:  # (json.loads would read bytes leniently: a raw lone surrogate, ED A0 80, let through as text)
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ValueError(f"it is not UTF-8 text (byte {exc.start + 1} cannot be read)") from None
    value = json.loads(text, parse_constant=_not_json, parse_float=_finite)
    if _SURROGATE_ESCAPE.search(data):  # (rare: only a writer escaping all but ASCII writes one)
        try:  # a pair is one character; a lone half is none, and no text holding it can be written out
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ValueError(f"it holds a lone UTF-16 surrogate (\\u{ord(exc.object[exc.start]):04x}), "
                             "which is not a character") from None
    return value


def _finite(written: str) -> float:
    """A JSON number with a fraction or exponent, which Python would read past a float's range as
    infinity (`1e999`: a bundle's format version said to be `inf`)."""
    value = float(written)
    if math.isinf(value):
        raise ValueError(f"the number {written[:24]} is larger than any this file can hold")
    return value


def _not_json(name: str):
    raise ValueError(f"`{name}` is not a JSON value")


def _place(data: bytes, skeleton: bytes, offset: int) -> tuple[int, int]:
    """The line and column in `data` of the skeleton's byte at `offset`: the skeleton has the
    file's lines (no text spans one), each text shortened to `""`, so the texts before it are
    measured again (only once a limit is passed; they are no more than the limits allow)."""
    shift = 0  # what the texts before `offset` lost in the skeleton
    for match in _STRING.finditer(data):
        if match.start() - shift >= offset:
            break
        shift += len(match.group()) - 2
    position = offset + shift
    start = data.rfind(b"\n", 0, position) + 1
    if start == 0 and data.startswith(b"\xef\xbb\xbf"):
        start = 3  # (a byte-order mark is no column, as json counts them)
    return skeleton.count(b"\n", 0, offset) + 1, len(data[start:position].decode("utf-8", "replace")) + 1


def _too_deep(skeleton: bytes) -> int:
    """The offset of the first bracket past MAX_DEPTH (looked for only once the depth is known to be
    too great, up to that bracket)."""
    depth = 0
    for match in _BRACKETS.finditer(skeleton):
        depth += _STEP[skeleton[match.start()]]
        if depth > MAX_DEPTH:
            return match.start()
    return 0
