"""Control characters in a deck's texts: refused where they stand, each error carrying the repair
`deckctl lint --fix` applies (the control characters deleted).

libyaml refuses most control characters written into a file as they are, but a double-quoted
scalar writes any character as an escape (`"\\e"`, `"\\x07"`, `"\\u009b"`, `"\\0"`), and a few pass
as written (U+0085). On a card such a character prints as nothing, or as a box; on a terminal it
acts (ESC starts sequences that clear the screen, set the window title or make links), and
bundles, play and the reports carry deck texts to terminals. Tab and line feed are not refused:
a `|` block holds line breaks on purpose, and a tab between words is the `whitespace` lint rule's
to flag and repair. Every string of a file is checked, texts that are never printed included.

The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are refused
too, balanced or not: a card is laid out in the order its text is stored, with no bidirectional
algorithm, so on a card they do nothing (the font has no glyph for them); in a review page, an
editor or a terminal they reorder what is shown around them, so a text can read differently from
what is printed ("Trojan Source"). An error, not a lint finding, for the same reason as the
control characters: a comment in the same pull request could switch a finding off. The marks LRM, RLM and ALM (U+200E, U+200F, U+061C) pass: they change no
order beyond their neighbours, and right-to-left writing needs them; every report shows them
escaped all the same (deckctl.core.printable).
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Diagnostic
from deckctl.core.printable import BIDI_EMBEDDINGS, NONCHARACTERS, REFUSED_CONTROLS, one_of, refused_character, texts_in
from deckctl.core.source import SourceFile

CODE = "control-character"
# C0 but tab and line feed, DEL and C1 (as deckctl.core.printable escapes), and the bidirectional
# embeddings, overrides and isolates.
# What a file must hold for any of its texts to hold one: an escape, or a control character
# written as it is (but tab, line feed and carriage return, which lay the file out). Most files
# hold none, and their texts need no look.
_POSSIBLE = re.compile(one_of(f"\\\\\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{BIDI_EMBEDDINGS}{NONCHARACTERS}"))
_HINT = ("delete it (`deckctl lint --fix` does); a line break is written as a new line in a `|` block, "
         "and a space between words as a space")


# A whole terminal sequence: CSI (`ESC [ 2 J`), a terminated OSC (`ESC ] 0 ; title BEL`), or ESC and
# one character; its parameters are no text either, and would be left behind by the ESC alone.
# An OSC runs to the first BEL, ESC or ST after it; the regular expression that read it to there
# was tried again from each OSC before that when it was not a terminator (`\x9d` 4,000 times took
# 86 ms, a text of a million 1.4 hours), so `_without_sequences` looks for that end once.
_SEQUENCE = re.compile("(?:\x1b\\[|\x9b)[0-?]*[ -/]*[@-~]|(\x1b\\]|\x9d)|\x1b[@-Z\\\\-_]")
_OSC_STOP = re.compile("[\x07\x1b\x9c]")


def without_controls(text: str) -> str:
    """`text` with its control characters deleted, and any terminal sequence they start."""
    return REFUSED_CONTROLS.sub("", _without_sequences(text))


def _without_sequences(text: str) -> str:
    """`text` without its terminal sequences: at each place, a CSI, else a terminated OSC, else
    ESC and one character (an OSC left open is an ESC and `]`, or a lone C1 OSC)."""
    parts, kept, at = [], 0, 0
    open_until = -1  # the stop of an OSC found open: one starting before it is open too
    while (found := _SEQUENCE.search(text, at)) is not None:
        start, end = found.span()
        if found.group(1) is not None:  # an OSC
            stop = _OSC_STOP.search(text, end) if end > open_until else None
            if stop is not None and (stop.group() != "\x1b" or text.startswith("\\", stop.end())):
                end = stop.end() + (stop.group() == "\x1b")
            else:
                if end > open_until:
                    open_until = stop.start() if stop is not None else len(text)
                if found.group(1) == "\x9d":  # (kept, as a control character, for REFUSED_CONTROLS)
                    at = end
                    continue
        parts.append(text[kept:start])
        kept = at = end
    parts.append(text[kept:])
    return "".join(parts)


def problems(source: SourceFile) -> list[Diagnostic]:
    """One error for each text of `source` holding a control character, at the text, naming the
    first such character; in a card file, with the card's id."""
    if source.data is None or not _POSSIBLE.search(source.text or ""):
        return []
    found = []
    cards = isinstance(source.data, list)
    for path, text in texts_in(source.data, ()):
        match = REFUSED_CONTROLS.search(text)
        if match is None:
            continue
        card = source.data[path[0]] if cards and path else None
        card_id = card.get("id") if isinstance(card, dict) else None
        error = source.error(path, CODE, f"the text holds {refused_character(match.group())}",
                             _HINT, card_id=card_id if isinstance(card_id, str) else "")
        fix = {"path": list(path), "old": text, "new": without_controls(text)}
        found.append(Diagnostic(error.file, error.line, error.col, error.code, error.message, severity=error.severity,
                                card_id=error.card_id, hint=error.hint, extra={"fix": fix}))
    return found


