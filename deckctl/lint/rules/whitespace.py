"""Stray spaces inside a text: two or more in a row, at the start or end of a quoted text, or invisible.

deckctl trims texts when it reads them, but only at the ends, and a quoted YAML string keeps
whatever spaces it holds: `"Paris "` is printed and bundled trimmed, while `"New  York"` keeps its
double space on the card and in translations. Both are usually typos. Line breaks written on
purpose (a `|` block) and the final line break of a block are fine. `source` and `notes` are not
checked: they are never printed. `deckctl lint --fix` removes the extra spaces.

Invisible characters are reported too: a zero width space (U+200B), word joiner (U+2060),
byte-order mark (U+FEFF), invisible operator (U+2061-U+2064), combining grapheme joiner (U+034F),
Hangul filler (U+3164, U+FFA0), variation selector (U+FE00-U+FE0F, U+E0100-U+E01EF), tag
character (U+E0000-U+E007F), any other character Unicode says to show as nothing (its
Default_Ignorable_Code_Point property), or line or paragraph separator (U+2028, U+2029), pasted
from a web page or a word processor. A card shows nothing there (or a box), yet `di\\u200bsc` is
not `disc`: players' answers, search and `duplicate-question` miss it. deckctl's reports show such
a character escaped. `--fix` deletes it (a separator becomes a space). Passed: a zero width space
next to Thai, Lao, Khmer, Burmese, Tibetan, Chinese or Japanese, which are written without spaces
and mark where a line may break with it; the zero width joiner and non-joiner (U+200D, U+200C),
which Indic and Arabic writing and emoji need; the tags of the flags of England, Scotland and
Wales; a variation selector right after a character it chooses a form of (U+FE0E or U+FE0F after
one of the characters Unicode gives a text and an emoji form, `\\u2764\\ufe0f` the red heart, and
after `#`, `*` or a digit only in a keycap, where U+20E3 follows; a glyph of a CJK ideograph, a
form of a Mongolian letter); and the soft hyphen (U+00AD), which says
where a word may be hyphenated on the card. A text of nothing but such characters (a soft hyphen
or a zero width space alone) shows nothing on the card: reported so, and left by `--fix` for its
editor to write (deleting the character would leave an empty text, which validate refuses).

The texts of every catalog in `locales/` are read too: a translation with the same fault is a
finding at its msgstr line, naming its language and msgctxt (`[de, card-001/front]`); `--fix`
leaves a catalog to its translators.

Passes:

```yaml
- {question: Which city is called the Big Apple?, answer: New York}
- {question: "What is a Donau\\u00addampf\\u00adschiff?", answer: A Danube steamer}
```

Fails (a double space, a trailing space inside quotes, and a zero width space):

```yaml
- {question: Which city is called the  Big Apple?, answer: "New York "}
- {question: "Which sport uses a di\\u200bsc?", answer: Ultimate}
```
"""

from __future__ import annotations

import re
import unicodedata

from deckctl.core.diagnostics import Severity
from deckctl.core.printable import HIDDEN, KEPT_SEQUENCES, control_name, one_of, shows_nothing
from deckctl.core.quoted import shortened
from deckctl.lint import translations
from deckctl.lint.repair import fix_of
from deckctl.lint.texts import card_texts

ID = "whitespace"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id", "source", "notes", "tags"})
_DOUBLE = re.compile(r"\S[ \t]{2,}\S|\S\t\S")


# An emoji flag or a variation sequence (kept whole), or an invisible character
_HIDDEN = re.compile(f"{KEPT_SEQUENCES}|{one_of(HIDDEN)}")
# Whether a text holds any of them: a flag's tags and a sequence's selector are invisible too, and
# this looks through a text at one class (the above tries each kind at every character).
_ANY_HIDDEN = re.compile(one_of(HIDDEN))
# Scripts written without spaces, where a zero width space marks where a line may break.
_UNSPACED = ("THAI ", "LAO ", "KHMER ", "MYANMAR ", "TIBETAN ", "CJK ", "HIRAGANA ", "KATAKANA ")
SEPARATORS = "\u2028\u2029"


def _unspaced(char: str) -> bool:
    return unicodedata.name(char, "").startswith(_UNSPACED)


def hidden(text: str):
    """The invisible characters of `text` the rule reports (their matches)."""
    for match in _HIDDEN.finditer(text):
        if len(match.group()) > 1:  # an emoji flag, a variation sequence
            continue
        at = match.start()
        if match.group() == "\u200b" and (_unspaced(text[at - 1:at] or " ") or _unspaced(text[at + 1:at + 2] or " ")):
            continue
        yield match


_BLANK = "shows nothing on the card"
_BLANK_HINT = "write the text (or leave the key out, where the card may go without it)"


def problem(text: str) -> str:
    if (text.strip() and ("\u00ad" in text or _ANY_HIDDEN.search(text)) and shows_nothing(text)):
        # (a text of nothing but a soft hyphen or a zero width space: the card shows it blank, and
        # deleting the character, as `--fix` would, leaves an empty text, which validate refuses)
        return f"{_BLANK}: it holds only {control_name(text.strip()[0])}" + (" and more" if len(text.strip()) > 1 else "")
    found = next(hidden(text), None) if _ANY_HIDDEN.search(text) else None
    if found:
        return f"has an invisible character, {control_name(found.group())}"
    if "  " not in text and "\t" not in text and not text[:1].isspace() and not text[-1:].isspace():
        return ""  # (nearly every text) no run of spaces, no tab, nothing to strip at either end
    if text != text.lstrip():
        return "starts with a space"
    if text.rstrip("\n") != text.rstrip():
        return "ends with a space"
    for line in text.split("\n"):
        if _DOUBLE.search(line.strip()):
            return "has a tab between words" if "\t" in _DOUBLE.search(line.strip()).group() else "has a double space"
    return ""


_RUN = re.compile(r"(?<=\S)(?:[ \t]{2,}|\t)(?=\S)")


def repaired(text: str) -> str:
    """`text` without the stray spaces: ends trimmed, runs inside a line made one space; line
    breaks, a block's final line break and the indentation inside a block are kept."""
    for match in reversed(list(hidden(text))):
        gone = " " if match.group() in SEPARATORS else ""
        text = text[:match.start()] + gone + text[match.end():]
    body = text.rstrip("\n")
    ending = text[len(body):]
    lines = [_RUN.sub(" ", line.rstrip(" \t")) for line in body.split("\n")]
    return "\n".join(lines).strip(" \t") + ending


def _in_translation(text: str) -> tuple[str, str] | None:
    what = problem(text)
    if not what:
        return None
    hint = (_BLANK_HINT + " in the msgstr" if what.startswith(_BLANK)
            else "delete it in the msgstr: it shows as nothing on the card" if "invisible" in what
            else "write one space for the tab in the msgstr" if "tab" in what else "remove the extra spaces in the msgstr")
    return f"the translation {what}: \"{shortened(text.strip(), 40)}\"", hint


def _in_cards(deck):
    for ref, path, text in card_texts(deck, SKIPPED):
        what = problem(text)
        if what:
            if what.startswith(_BLANK):  # (nothing to repair: the text is to be written)
                yield ref.error(path, ID, f"the text {what}: \"{shortened(text.strip(), 40)}\"", _BLANK_HINT,
                                severity=SEVERITY)
                continue
            hint = ("delete it: it shows as nothing on the card (`deckctl lint --fix` does)" if "invisible" in what
                    else "write one space for the tab (`deckctl lint --fix` does)" if "tab" in what
                    else "remove the extra spaces (`deckctl lint --fix` does)")
            found = ref.error(path, ID, f"the text {what}: \"{shortened(text.strip(), 40)}\"", hint,
                              severity=SEVERITY)
            yield fix_of(found, (ref.index, *path), text, repaired(text))


# (the cards' own texts, then every catalog's translations: deckctl/lint/translations.py)
check, check_cards = translations.rule_checks(_in_cards, lambda deck: _in_translation, ID, SEVERITY)
