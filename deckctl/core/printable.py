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

So are the characters a terminal shows as nothing (`INVISIBLE`): those Unicode says to show as
nothing when they cannot be drawn (its Default_Ignorable_Code_Point property: the zero width space
U+200B, the word joiner U+2060, the byte-order mark U+FEFF, the invisible operators U+2061-U+2064,
the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the
variation selectors U+FE00-U+FE0F and U+E0100-U+E01EF, the tag characters U+E0000-U+E007F and the
code points kept for more such); the interlinear annotation characters U+FFF9-U+FFFB; and the line
and paragraph separators U+2028 and U+2029, which some terminals and editors break the line at and
others ignore. Without them `di\\u200bsc` printed as `disc`, and a diff showed an old and a new
line that looked the same (`Ve\\u034fnus`, `Venus`). Kept as they are: the zero width joiner and
non-joiner (U+200D, U+200C), which Indic and Arabic writing and emoji sequences need; the tag
characters of the three emoji flags Unicode recommends (U+1F3F4 followed by the tags `gbeng`,
`gbsct` or `gbwls` and a cancel tag: England, Scotland, Wales; any other tags are shown escaped,
as a terminal draws the black flag alone whatever they spell); a variation selector directly after
a character it chooses a form of, which the terminal shows: U+FE0E (text) or U+FE0F (emoji) after
one of the characters Unicode gives both forms (`\\u2764\\ufe0f`, the red heart; `\\u00a9\\ufe0f`, the
copyright sign as an emoji; after `#`, `*` or a digit only in a keycap, `#\\ufe0f\\u20e3`, where
U+20E3 follows: `14\\ufe0f40` looks like `1440`), U+FE00-U+FE02 or U+E0100-U+E01EF after a CJK
ideograph (the glyph of a name), a Mongolian free variation selector after a Mongolian letter; and
the Cf characters that are drawn (the Arabic number signs U+0600-U+0605 and their kin). A
variation selector anywhere else (after a letter or a lone digit, a second one in a row) is
escaped: there it changes nothing shown, and only hides a difference. The soft hyphen U+00AD is
escaped (`\\xad`) although a card may hold it on purpose, to say where a word may be hyphenated
(docs/pdf.md): a terminal shows it as nothing or as a hyphen, and a diff of the hyphenation would
show nothing changed.

An escape is text a file's name can hold too: `a\\u200bb.yaml`, six characters where the other file
holds a zero width space, is a name anyone's branch can commit, and the two were shown the same.
`printable_name` shows a name as `printable_line` does, but with a backslash that would read as the
start of an escape (before another backslash, `x`, `u` or `U` and hex digits, `n`, `r`, `t`, or a
character shown escaped) doubled: `a\\\\u200bb.yaml`. Every name is then shown as no other is (but
for `bytes_shown`'s `\\x80`-`\\xff`, see there), and a name without such a backslash exactly as
before. It is kept to names, where the name shown is all a reader has to tell two files apart by (a
finding's file:line, the proof's and the diff's pages, `deckctl diff`'s lines): `printable` and
`printable_line` leave backslashes as they are, since much of what they print was escaped once
already (a text quoted in a message, escaped again as the message is printed), and a second pass
would double the first one's escapes. A name inside a message (a duplicate's place, a folder a hint
names) is shown so by `names_shown`, given the names the finding says its message holds
(`Diagnostic.naming`): what it shows of them the line's own escaping leaves as it is.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from functools import lru_cache

# Unicode's Bidi_Control characters: the embeddings (LRE RLE), overrides (LRO RLO), their end
# (PDF) and the isolates (LRI RLI FSI PDI), which deck texts and catalogs may not hold
# (deckctl.validate.controls, deckctl.i18n.controls); and the marks ALM, LRM and RLM, which they may.
BIDI_EMBEDDINGS = "\u202a-\u202e\u2066-\u2069"
BIDI_CONTROLS = f"\u061c\u200e\u200f{BIDI_EMBEDDINGS}"
# Unicode's 66 noncharacters (U+FDD0-U+FDEF, and the last two code points of every plane): for a
# program's own use, never to be exchanged. XML has no place for U+FFFE and U+FFFF, so a deck title
# holding one made the XMP metadata of a PDF/X-4 file unreadable to a print shop's preflight.
NONCHARACTERS = "\ufdd0-\ufdef" + "".join(f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}"
                                         for plane in range(17))
_PAST_BMP = re.compile("[\U00010000-\U0010ffff](?:-[\U00010000-\U0010ffff])?")
_RANGE_ACROSS_BMP = re.compile("(?<![\U00010000-\U0010ffff])-[\U00010000-\U0010ffff]")


def one_of(chars: str) -> str:
    """A regular expression for one character of the class `[chars]` (as a pattern writes a class,
    not negated; no range runs across U+FFFF), quick to search a long text for. Python's re tries a
    class's characters and ranges past U+FFFF one by one at every character it reads: with the
    noncharacters' 32 such, looking through a German catalog of 378 KB for a control character took
    14 ms instead of 1. So the class is matched by its characters up to U+FFFF, read from a table,
    and by any character past it, which is then held against the whole class (behind it)."""
    if chars.startswith("^") or _RANGE_ACROSS_BMP.search(chars):
        raise ValueError("one_of takes a class that is not negated, with no range across U+FFFF")
    within = _PAST_BMP.sub("", chars)
    return f"[{chars}]" if within == chars else f"[{within}\U00010000-\U0010ffff](?<=[{chars}])"


# What no text of a deck may hold, in its source files (deckctl.validate.controls) or in a bundle
# played from (deckctl.export.bundle_checks): C0 and C1 controls but tab and line feed, DEL, the
# bidirectional embeddings, overrides and isolates, and the noncharacters.
REFUSED_CONTROLS = re.compile(one_of(f"\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}"))


def texts_in(value, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """(path, text) of every string in `value`, a document of mappings and lists, keys aside (a key
    the schema does not know is refused as such)."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(item, str):
            yield (*path, key), item
        elif isinstance(item, (dict, list)):
            yield from texts_in(item, (*path, key))
# What a terminal shows as nothing (see above): Unicode's Default_Ignorable_Code_Point characters
# (the soft hyphen, the combining grapheme joiner, the Hangul fillers, the Khmer inherent vowels, the
# Mongolian variation selectors and vowel separator, the zero width space, the word joiner and
# invisible operators, the deprecated format characters, the variation selectors, the byte-order
# mark, the shorthand and musical format controls, the tag characters, and the code points Unicode
# keeps for more of them) but the bidirectional marks (BIDI_CONTROLS) and the joiners U+200C and
# U+200D; the interlinear annotation characters; and the line and paragraph separators.
# (HIDDEN: all of them but the soft hyphen, which a card may hold on purpose; the `whitespace` lint
# rule reports these)
HIDDEN = ("\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u2060-\u2065\u206a-\u206f\u3164\ufe00-\ufe0f"
          "\ufeff\uffa0\ufff0-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
          "\u2028\u2029")
INVISIBLE = f"\u00ad{HIDDEN}"
# The emoji flags of a region (England, Scotland, Wales), the only ones Unicode recommends (RGI): a
# black flag, the tag letters gbeng, gbsct or gbwls, a cancel tag. Any other tags after a black flag
# are shown escaped: a terminal draws them as the black flag alone, whatever they spell.
EMOJI_FLAG = "\U0001f3f4\U000e0067\U000e0062(?:\U000e0065\U000e006e\U000e0067|\U000e0073\U000e0063\U000e0074" \
             "|\U000e0077\U000e006c\U000e0073)\U000e007f"
# The characters Unicode gives a text and an emoji presentation, chosen with U+FE0E and U+FE0F
# (emoji-variation-sequences.txt): `\u2764\ufe0f` is the red heart; `\u00a9\ufe0f` the copyright
# sign drawn as an emoji. (The keycap bases `#*0-9` are KEYCAP_BASES.)
EMOJI_VARIATION_BASES = (
    "\u00a9\u00ae\u203c\u2049\u2122\u2139\u2194-\u2199\u21a9\u21aa\u231a\u231b\u2328\u23cf\u23e9-\u23f3"
    "\u23f8-\u23fa\u24c2\u25aa\u25ab\u25b6\u25c0\u25fb-\u25fe\u2600-\u2604\u260e\u2611\u2614\u2615\u2618"
    "\u261d\u2620\u2622\u2623\u2626\u262a\u262e\u262f\u2638-\u263a\u2640\u2642\u2648-\u2653\u265f\u2660"
    "\u2663\u2665\u2666\u2668\u267b\u267e\u267f\u2692-\u2697\u2699\u269b\u269c\u26a0\u26a1\u26a7\u26aa"
    "\u26ab\u26b0\u26b1\u26bd\u26be\u26c4\u26c5\u26c8\u26ce\u26cf\u26d1\u26d3\u26d4\u26e9\u26ea\u26f0-\u26f5"
    "\u26f7-\u26fa\u26fd\u2702\u2705\u2708-\u270d\u270f\u2712\u2714\u2716\u271d\u2721\u2728\u2733\u2734"
    "\u2744\u2747\u274c\u274e\u2753-\u2755\u2757\u2763\u2764\u2795-\u2797\u27a1\u27b0\u27bf\u2934\u2935"
    "\u2b05-\u2b07\u2b1b\u2b1c\u2b50\u2b55\u3030\u303d\u3297\u3299\U0001f004\U0001f170\U0001f171\U0001f17e"
    "\U0001f17f\U0001f202\U0001f21a\U0001f22f\U0001f237\U0001f30d-\U0001f30f\U0001f315\U0001f31c\U0001f321"
    "\U0001f324-\U0001f32c\U0001f336\U0001f378\U0001f37d\U0001f393\U0001f396\U0001f397\U0001f399-\U0001f39b"
    "\U0001f39e\U0001f39f\U0001f3a7\U0001f3ac-\U0001f3ae\U0001f3c2\U0001f3c4\U0001f3c6\U0001f3ca-\U0001f3ce"
    "\U0001f3d4-\U0001f3e0\U0001f3ed\U0001f3f3\U0001f3f5\U0001f3f7\U0001f408\U0001f415\U0001f41f\U0001f426"
    "\U0001f43f\U0001f441\U0001f442\U0001f446-\U0001f449\U0001f44d\U0001f44e\U0001f453\U0001f46a\U0001f47d"
    "\U0001f4a3\U0001f4b0\U0001f4b3\U0001f4bb\U0001f4bf\U0001f4cb\U0001f4da\U0001f4df\U0001f4e4-\U0001f4e6"
    "\U0001f4ea-\U0001f4ed\U0001f4f7\U0001f4f9-\U0001f4fb\U0001f4fd\U0001f508\U0001f50d\U0001f512\U0001f513"
    "\U0001f549\U0001f54a\U0001f550-\U0001f567\U0001f56f\U0001f570\U0001f573-\U0001f579\U0001f587"
    "\U0001f58a-\U0001f58d\U0001f590\U0001f5a5\U0001f5a8\U0001f5b1\U0001f5b2\U0001f5bc\U0001f5c2-\U0001f5c4"
    "\U0001f5d1-\U0001f5d3\U0001f5dc-\U0001f5de\U0001f5e1\U0001f5e3\U0001f5e8\U0001f5ef\U0001f5f3\U0001f5fa"
    "\U0001f610\U0001f687\U0001f68d\U0001f691\U0001f694\U0001f698\U0001f6ad\U0001f6b2\U0001f6b9\U0001f6ba"
    "\U0001f6bc\U0001f6cb\U0001f6cd-\U0001f6cf\U0001f6e0-\U0001f6e5\U0001f6e9\U0001f6f0\U0001f6f3")
# The keycap bases (`#`, `*`, the digits): a selector after one is part of a keycap only when the
# combining keycap U+20E3 follows (`#\ufe0f\u20e3`); alone (`14\ufe0f40`) it shows nothing, and
# `1440` and `14\ufe0f40` would look the same.
KEYCAP_BASES = "#*0-9"
# The CJK ideographs (the unified ones, their extensions and the compatibility ones), which a
# variation selector gives a glyph of a person's or place's name (U+FE00-U+FE02, and the
# ideographic ones U+E0100-U+E01EF); and the Mongolian letters, which the free variation selectors
# give their forms.
CJK_IDEOGRAPHS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff"
MONGOLIAN_LETTERS = "\u1820-\u1878\u1880-\u18aa"
# A variation selector directly after a character it gives a presentation or a glyph of: kept (what
# it selects shows); anywhere else it only hides a difference, and is escaped.
VARIATION_SEQUENCE = (f"[{EMOJI_VARIATION_BASES}][\ufe0e\ufe0f]|[{KEYCAP_BASES}][\ufe0e\ufe0f](?=\u20e3)"
                      f"|[{CJK_IDEOGRAPHS}][\ufe00-\ufe02\U000e0100-\U000e01ef]"
                      f"|[{MONGOLIAN_LETTERS}][\u180b-\u180d\u180f]")
# The variation selectors (a sequence's second character).
SELECTORS = "\ufe00-\ufe0f\u180b-\u180f\U000e0100-\U000e01ef"
# What is kept whole although it holds an invisible character (a match longer than one character).
# (The look-ahead for a selector first: testing every character against the classes of bases
# made printing a long text eight times slower.)
KEPT_SEQUENCES = f"{EMOJI_FLAG}|(?=.{one_of(SELECTORS)})(?:{VARIATION_SEQUENCE})"
# C0 but tab and line feed, DEL, C1; the bidirectional controls; the invisible characters (but a
# flag's tags and a variation sequence's selector: a match longer than one character is kept as it
# is); and lone surrogates. (In a line, line feeds too.)
ESCAPED = f"\x00-\x08\x0b-\x1f\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff"
ESCAPED_IN_A_LINE = f"\x00-\x08\x0a-\x1f\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff"
SHOWN_ESCAPED = re.compile(f"{KEPT_SEQUENCES}|{one_of(ESCAPED)}")
_SHOWN_ESCAPED_IN_A_LINE = re.compile(f"{KEPT_SEQUENCES}|{one_of(ESCAPED_IN_A_LINE)}")
# Whether a text holds anything the above match: a kept sequence holds a character of ESCAPED too
# (its selector, its tags). Most texts hold none, and are looked through once, quickly.
_ANY_ESCAPED = re.compile(one_of(ESCAPED))

# The abbreviations of the C0 and C1 control characters (ISO 6429), which Unicode gives no name.
_C0 = ("NUL SOH STX ETX EOT ENQ ACK BEL BS HT LF VT FF CR SO SI "
       "DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US").split()
_C1 = ("PAD HOP BPH NBH IND NEL SSA ESA HTS HTJ VTS PLD PLU RI SS2 SS3 "
       "DCS PU1 PU2 STS CCH MW SPA EPA SOS SGCI SCI CSI ST OSC PM APC").split()
# The abbreviations Unicode's bidirectional algorithm (UAX #9) uses.
_BIDI = {0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
         0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI"}


_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\"}

# A backslash in a name, where what follows it would read as an escape (or as a backslash shown
# doubled): `\\`. The escapes deckctl shows are `\xHH`, `\uHHHH`, `\UHHHHHHHH`, `\n`, `\r` and, where
# a tab is shown escaped, `\t`; a backslash before a character shown escaped is followed by one.
# With the bytes of a name that are not UTF-8 written `\x80`-`\xff` already (`shown_path`), those
# are escapes, and only a backslash before `\x00`-`\x7f` is doubled.
_BEFORE_AN_ESCAPE = r"\\(?=\\|x{hex}|u[0-9a-fA-F]{{4}}|U[0-9a-fA-F]{{8}}|[nrt]|[{escaped}])"


@lru_cache(maxsize=None)
def _name_escaped(bytes_shown: bool, tabs: bool) -> re.Pattern:
    escaped = "\x00-\x1f" if tabs else "\x00-\x08\x0a-\x1f"
    escaped += f"\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff"
    hex_ = "[0-7][0-9a-fA-F]" if bytes_shown else "[0-9a-fA-F]{2}"
    return re.compile(f"{KEPT_SEQUENCES}|{_BEFORE_AN_ESCAPE.format(hex=hex_, escaped=escaped)}|[{escaped}]")


def _escape(match: re.Match) -> str:
    char = match.group()
    if len(char) > 1:  # (an emoji flag, a variation sequence)
        return char
    code = ord(char)
    if code > 0xFFFF:
        return f"\\U{code:08x}"
    return _SHORT.get(char) or (f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")


# A character a card shows: neither a space nor one of the invisible characters, a soft hyphen or a
# bidirectional mark (a combining mark alone is drawn, on a dotted circle or a space).
_SHOWN = re.compile(f"[^\\s{INVISIBLE}{BIDI_CONTROLS}]")


def shows_nothing(text: str) -> bool:
    """Whether a card would show nothing of `text`: spaces and invisible characters only (`\u200b`)."""
    return _SHOWN.search(text) is None


def printable(text: str) -> str:
    """`text` with every control character but line breaks and tabs shown as an escape."""
    return SHOWN_ESCAPED.sub(_escape, text) if _ANY_ESCAPED.search(text) else text


def printable_line(text: str) -> str:
    """`text` as one line on a terminal: line breaks escaped too (`\\n`), tabs kept."""
    if "\n" not in text and not _ANY_ESCAPED.search(text):
        return text
    return _SHOWN_ESCAPED_IN_A_LINE.sub(_escape, text)


def printable_name(name: str, bytes_shown: bool = False, tabs: bool = False) -> str:
    """A file's or folder's name as `printable_line` shows it, that no other name shows the same:
    a backslash it holds is doubled (`\\\\`) where what follows would read as an escape, so that
    `a\\u200bb.yaml` (the six characters) is shown `a\\\\u200bb.yaml` and a zero width space
    `a\\u200bb.yaml`. A name without a backslash is shown as `printable_line` shows it, and so is
    a backslash followed by anything else (`a\\b`). `tabs`: a tab is shown escaped too (`\\t`).
    `bytes_shown`: the name's bytes that are not UTF-8 are written `\\xHH` in it already
    (`io.discover.shown_path`), and are left as they are (a name that holds those four characters
    is shown as that byte is)."""
    return _name_escaped(bytes_shown, tabs).sub(_escape, name)


def names_shown(text: str, names, bytes_shown: bool = True) -> str:
    """`text`, a message or hint, with each of the file or folder `names` it holds shown as
    `printable_name` shows it and the rest left as it is: the line it is printed in is escaped as a
    whole later (`printable_line`, `printable`), which leaves a name so shown as it is (nothing in
    it is escaped again: its escapes are ASCII, and a backslash is not escaped). Where the message
    was built a name can only be kept as it is (JSON's message holds it exactly: Diagnostic's
    NAMES), so it is told apart here, as the message is shown. The longest name first where one
    holds another."""
    names = sorted({name for name in names if name and name in text}, key=len, reverse=True)
    if not names:
        return text
    pattern = re.compile("|".join(map(re.escape, names)))
    return pattern.sub(lambda match: printable_name(match.group(), bytes_shown=bytes_shown), text)


# What json.dumps(..., ensure_ascii=False) leaves as it is of the above: it escapes C0 itself.
_JSON_LEAVES = re.compile(f"{KEPT_SEQUENCES}|" + one_of(f"\x7f-\x9f{BIDI_CONTROLS}{INVISIBLE}\ud800-\udfff"))


def json_printable(dumped: str) -> str:
    """JSON text made by `json.dumps(..., ensure_ascii=False)`, with DEL, C1, the bidirectional
    controls, the invisible characters and lone surrogates written as `\\u` escapes too: the same
    data, safe to show on a terminal (they occur only inside strings, where an escape means the
    same character)."""
    return _JSON_LEAVES.sub(lambda match: match.group() if len(match.group()) > 1 else _u_escape(match.group()),
                            dumped)


def refused_character(char: str) -> str:
    """What a text may not hold, said: `a control character (U+001B ESC)`, `a noncharacter (U+FFFE)`."""
    name = control_name(char)
    if name.endswith(" noncharacter"):
        return f"a noncharacter ({name.removesuffix(' noncharacter')})"
    return f"a control character ({name})"


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
    elif 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE:
        name = "noncharacter"
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
