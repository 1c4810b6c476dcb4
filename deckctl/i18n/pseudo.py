"""The pseudo-locale `en-XA`: every text accented and about 40 % longer, written as the catalog
`locales/en-XA.po` (`deckctl i18n pseudo`), so a deck's fit on the card and its handling of
accents can be checked before any translation exists.

`Which river?` becomes `[Ŵĥííçĥ ŕííʋééŕ?]`: letters get accents, vowels are repeated until the
text is about 40 % longer, and brackets show where it starts and ends (a cut-off text loses its
`]`). Kept as they are: texts without letters (number answers), letter values (Knowledge? cards
keep their A-E), `{…}` placeholders of printed labels, and the ` | ` between accepted answers.
A question's `read_aloud` words are written as they appear in the question's pseudo-translation.
The same deck always gives the same catalog.
"""

from __future__ import annotations

import math
import re

from babel.messages.catalog import Message

from deckctl.core.fields import spoken_spans
from deckctl.i18n.locales import PSEUDO  # (re-exported: the pseudo-locale's tag)
from deckctl.i18n.texts import ACCEPT, ACCEPT_SEPARATOR, LETTERS, Text, split_accept

# The hint of a pseudo-translated text that does not fit: the text is longer on purpose, so the
# fix is in the deck (or in removing the test catalog), never in the catalog itself.
OVERFLOW_HINT = ("en-XA is the pseudo-locale, about 40 % longer on purpose: a translation this much longer would "
                 "not fit. Shorten the card's own text (or choose a larger card size), or delete locales/en-XA.po "
                 "to build without it (never edit it)")
GROWTH = 0.4

_ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķĺṁñóþǫŕšţúʋŵχýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚƲŴΧÝŽ"))  # in the card font, capitalised too
# A tab between words prints as a space (and is lint's `whitespace` warning); a catalog's msgstr
# may not hold one (deckctl/i18n/controls.py), so the pseudo-translation writes the space.
_SHOWN = {**_ACCENTED, "\t": " "}
_VOWELS = frozenset("aeiouyAEIOUY")
_PROTECTED = re.compile(r"\{[^{}]*\}")  # label placeholders stay as they are


def pseudo_text(text: str) -> str:
    """`text` accented, about 40 % longer and bracketed; unchanged if it has no letter."""
    if not any(char.isalpha() for char in text):
        return text
    return "[" + "".join(_pseudo_chars(text)) + "]"


def _pseudo_chars(text: str) -> list[str]:
    """What each character of `text` becomes (the brackets apart), so that a part of a text can
    be found in its pseudo-translation."""
    # Marked once, in one pass: asking every span for every character took a deck of 2,900
    # texts of 333 placeholders each 30 s.
    protected = [False] * len(text)
    for match in _PROTECTED.finditer(text):
        protected[match.start():match.end()] = [True] * (match.end() - match.start())
    vowels = [i for i, char in enumerate(text) if char in _VOWELS and not protected[i]]
    extra = max(0, math.ceil(len(text) * GROWTH) - 2)  # the brackets count toward the growth
    repeats = {index: extra // len(vowels) + (1 if n < extra % len(vowels) else 0)
               for n, index in enumerate(vowels)} if vowels else {}
    out = []
    for index, char in enumerate(text):
        shown = char if protected[index] else _SHOWN.get(char, char)
        out.append(shown * (1 + repeats.get(index, 0)))
    if not vowels and extra:
        out[-1] += "~" * extra
    return out


def pseudo_translation(text: Text) -> str:
    if text.kind == LETTERS:
        return text.source  # a letter value stays a letter value
    if text.kind == ACCEPT:
        return ACCEPT_SEPARATOR.join(pseudo_text(item) for item in split_accept(text.source))
    return pseudo_text(text.source)


def pseudo_spoken(text: Text, question: str) -> str:
    """A `read_aloud` text as its question's pseudo-translation writes it (the words must stay
    words of the question, or the card is refused); accented alone if the question lacks them."""
    spans = spoken_spans(question, text.source)
    if not spans or not any(char.isalpha() for char in question):
        return "".join(_SHOWN.get(char, char) for char in text.source)
    start, end = spans[0]
    return "".join(_pseudo_chars(question)[start:end])


def pseudo_entries(texts: list[Text]) -> list[Message]:
    """The catalog's entries: every text translated into the pseudo-locale."""
    questions = {(text.card_id, text.path[:-1]): text.source for text in texts if text.path[-1:] == ("question",)}

    def translated(text: Text) -> str:
        if text.path[-1:] == ("read_aloud",):
            return pseudo_spoken(text, questions.get((text.card_id, text.path[:-1]), ""))
        return pseudo_translation(text)

    return [Message(text.source, translated(text), context=text.context,
                    locations=[(text.file, text.line or None)] if text.file else [])
            for text in texts]
