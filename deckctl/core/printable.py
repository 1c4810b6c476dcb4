"""Text from a deck, bundle, catalog or log made safe to show on a terminal.

A terminal acts on control characters: ESC starts sequences that recolour, move the cursor, clear
the screen, set the window title or make links (OSC), and some terminals act on the 8-bit C1
forms (U+009B is CSI) too. Texts deckctl prints come from files it did not write, so every
control character in them is shown as an escape (`\\x1b`) instead of being sent. Line breaks and
tabs are kept where a text may span lines; `printable_line` escapes line breaks as well, for
output read one line per finding. Lone surrogates (a JSON `"\\ud800"`) are escaped too: they
cannot even be encoded, and writing one would stop the output with an error.

The bidirectional controls (Unicode's Bidi_Control: the embeddings, overrides and isolates
U+202A-U+202E and U+2066-U+2069, and the marks U+200E, U+200F, U+061C) are escaped as well
(`\\u202e`): a terminal, a CI log or a review page reorders the rest of the line around them, so a
finding could show a text other than the one the file holds ("Trojan Source").

So are the characters a terminal shows as nothing (`INVISIBLE`): the format characters (Unicode's
category Cf) that normal text does not need, such as the zero width space U+200B, the word joiner
U+2060, the byte-order mark U+FEFF, the invisible operators U+2061-U+2064 and the tag characters
U+E0000-U+E007F; and the line and paragraph separators U+2028 and U+2029, which some terminals and
editors break the line at and others ignore. Without them `di\\u200bsc` printed as `disc`, and a
diff showed an old and a new line that looked the same. Kept as they are: the zero width joiner and
non-joiner (U+200D, U+200C), which Indic and Arabic writing and emoji sequences need; the tag
characters of an emoji flag (U+1F3F4 followed by tags, the flag of Scotland); and the Cf
characters that are drawn (the Arabic number signs U+0600-U+0605 and their kin). The soft hyphen
U+00AD is escaped (`\\xad`) although a card may hold it on purpose, to say where a word may be
hyphenated (docs/pdf.md): a terminal shows it as nothing or as a hyphen, and a diff of the
hyphenation would show nothing changed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

# Unicode's Bidi_Control characters: the embeddings (LRE RLE), overrides (LRO RLO), their end
# (PDF) and the isolates (LRI RLI FSI PDI), which deck texts and catalogs may not hold
# (deckctl.validate.controls, deckctl.i18n.controls); and the marks ALM, LRM and RLM, which they may.
BIDI_EMBEDDINGS = "\u202a-\u202e\u2066-\u2069"
BIDI_CONTROLS = f"\u061c\u200e\u200f{BIDI_EMBEDDINGS}"
# What no text of a deck may hold, in its source files (deckctl.validate.controls) or in a bundle
# played from (deckctl.export.bundle_checks): C0 and C1 controls but tab and line feed, DEL, and the
# bidirectional embeddings, overrides and isolates.
REFUSED_CONTROLS = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}]")


def texts_in(value, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """(path, text) of every string in `value`, a document of mappings and lists, keys aside (a key
    the schema does not know is refused as such)."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(item, str):
            yield (*path, key), item
        elif isinstance(item, (dict, list)):
            yield from texts_in(item, (*path, key))
# What a terminal shows as nothing (see above): the soft hyphen, the Mongolian vowel separator, the
# zero width space, the word joiner and invisible operators, the deprecated format characters, the
# byte-order mark, the interlinear annotation characters, the shorthand and musical format
# controls, the tag characters; and the line and paragraph separators.
# (HIDDEN: all of them but the soft hyphen, which a card may hold on purpose; the `whitespace` lint
# rule reports these)
HIDDEN = ("\u180e\u200b\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb\U0001bca0-\U0001bca3"
          "\U0001d173-\U0001d17a\U000e0000-\U000e007f\u2028\u2029")
INVISIBLE = f"\u00ad{HIDDEN}"
# An emoji flag of a region (England, Scotland, Wales): a black flag, tag letters or digits, a cancel tag.
EMOJI_FLAG = "\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]++\U000e007f"
# C0 but tab and line feed, DEL, C1; the bidirectional controls; the invisible characters (but a
# flag's tags: a match longer than one character is kept as it is); and lone surrogates.
SHOWN_ESCAPED = re.compile(f"{EMOJI_FLAG}|[\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff]")
_SHOWN_ESCAPED_IN_A_LINE = re.compile(
    f"{EMOJI_FLAG}|[\x00-\x08\x0a-\x1f\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff]")

# The abbreviations of the C0 and C1 control characters (ISO 6429), which Unicode gives no name.
_C0 = ("NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI "
       "DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US").split()
_C1 = ("PAD HOP BPH NBH IND NEL SSA ESA HTS HTJ VTS PLD PLU RI SS2 SS3 "
       "DCS PU1 PU2 STS CCH MW SPA EPA SOS SGCI SCI CSI ST OSC PM APC").split()
# The abbreviations Unicode's bidirectional algorithm (UAX #9) uses.
_BIDI = {0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
         0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI"}


_SHORT = {"\n": "\\n", "\r": "\\r"}


def _escape(match: re.Match) -> str:
    char = match.group()
    if len(char) > 1:  # (an emoji flag)
        return char
    code = ord(char)
    if code > 0xFFFF:
        return f"\\U{code:08x}"
    return _SHORT.get(char) or (f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")


def printable(text: str) -> str:
    """`text` with every control character but line breaks and tabs shown as an escape."""
    return SHOWN_ESCAPED.sub(_escape, text)


def printable_line(text: str) -> str:
    """`text` as one line on a terminal: line breaks escaped too (`\\n`), tabs kept."""
    return _SHOWN_ESCAPED_IN_A_LINE.sub(_escape, text)


# What json.dumps(..., ensure_ascii=False) leaves as it is of the above: it escapes C0 itself.
_JSON_LEAVES = re.compile(f"{EMOJI_FLAG}|[\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff]")


def json_printable(dumped: str) -> str:
    """JSON text made by `json.dumps(..., ensure_ascii=False)`, with DEL, C1, the bidirectional
    controls, the invisible characters and lone surrogates written as `\\u` escapes too: the same
    data, safe to show on a terminal (they occur only inside strings, where an escape means the
    same character)."""
    return _JSON_LEAVES.sub(lambda match: match.group() if len(match.group()) > 1 else _u_escape(match.group()),
                            dumped)


def control_name(char: str) -> str:
    """`U+001B ESC`, `U+202E RLO`, `U+200B ZERO WIDTH SPACE`: the code point and the abbreviation
    a control character is known by (else its name)."""
    code = ord(char)
    if code < 0x20:
        name = _C0[code]
    elif code == 0x7F:
        name = "DEL"
    elif 0x80 <= code <= 0x9F:
        name = _C1[code - 0x80]
    else:
        name = _BIDI.get(code) or unicodedata.name(char, "")
    return f"U+{code:04X} {name}".rstrip()


# --- output that a stream's encoding cannot carry ---------------------------------------------------
#
# A terminal or CI runner whose locale is not UTF-8 (LANG=C with Python's UTF-8 mode off,
# PYTHONIOENCODING=ascii or latin-1) gives deckctl an output stream that cannot encode a German
# text or a `→`. Nothing deckctl prints may stop on that (an internal error, exit 70): the command
# line has every such stream write what it cannot encode as a `\uXXXX` escape (`escape_unencodable`),
# and the JSON and SARIF reports are written in ASCII on such a stream (`json_for`): the same
# JSON, since a character outside ASCII occurs only inside its strings, where the escape means it,
# and readable whatever encoding its reader assumes (JSON tools assume UTF-8).

UNENCODABLE = "deckctl.escape"


def _u_escape(char: str) -> str:
    code = ord(char)
    if code > 0xFFFF:  # (as JSON writes it: a surrogate pair)
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def _escaped(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(_u_escape(char) for char in error.object[error.start:error.end]), error.end


def escape_unencodable(stream) -> None:
    """Have `stream` (sys.stdout, sys.stderr) write a character its encoding cannot carry as a
    `\\uXXXX` escape instead of raising UnicodeEncodeError, if it would raise (a stream that
    already replaces or escapes, as Python's stderr does, is left as it is)."""
    import codecs

    try:
        codecs.lookup_error(UNENCODABLE)
    except LookupError:
        codecs.register_error(UNENCODABLE, _escaped)
    # (surrogateescape: what Python sets for a C or POSIX locale, which raises on any other character)
    if getattr(stream, "errors", None) in ("strict", "surrogateescape") and not carries_unicode(stream) \
            and hasattr(stream, "reconfigure"):
        stream.reconfigure(errors=UNENCODABLE)


def carries_unicode(stream) -> bool:
    """Whether `stream` encodes every character (UTF-8, or another UTF)."""
    import codecs

    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "utf-8").name.startswith("utf")
    except LookupError:
        return False


_NOT_ASCII = re.compile("[^\x00-\x7f]")


def json_for(stream, text: str) -> str:
    """JSON `text` as `stream` can carry it whatever reads it: as it is on a UTF-8 stream, else
    with every character outside ASCII escaped (`\\u00fc`), as `json.dumps(ensure_ascii=True)` writes."""
    if carries_unicode(stream):
        return text
    return _NOT_ASCII.sub(lambda match: _u_escape(match.group()), text)
