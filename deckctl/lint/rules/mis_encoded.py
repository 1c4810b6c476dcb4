"""Mis-encoded text (mojibake): UTF-8 read as another encoding, such as `isnâ€™t` for `isn’t`.

Question banks imported from spreadsheets, old editions or web pages often went through a wrong
encoding once: curly quotes become `â€™`, an ellipsis `â€¦`, accented letters `Ã©`. The card
would print that garbage. Every text of a card is checked with ftfy, which recognises such
sequences and undoes them without touching text that is merely unusual; the repaired text is
the hint, and `deckctl lint --fix` writes it. When a byte was lost on the way (cp1252 has no
character for one byte of `”`, so it often arrives as `â€` or `â€?`), nothing can be undone
safely: ftfy still recognises the garbage, and the finding asks for the part to be retyped
(`--fix` leaves it). Ids and tags are not checked (they are ASCII names).

Passes:

```yaml
- {question: Which café in Paris isn’t far from the Louvre?, answer: Café de la Régence}
```

Fails (`â€™` is a mis-encoded `’`, `Ã©` an `é`):

```yaml
- {question: Which cafÃ© in Paris isnâ€™t far from the Louvre?, answer: CafÃ© de la RÃ©gence}
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity
from deckctl.core.quoted import shortened
from deckctl.lint.repair import fix_of
from deckctl.lint.texts import card_texts

ID = "mis-encoded"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id", "tags"})

# Every sequence ftfy takes for mojibake (ftfy.badness.BADNESS_RE) holds a C1 control character,
# one of `Â Ã Œ œ`, or two non-ASCII characters in a row (tests/lint/test_mojibake_filter.py
# checks this against the installed ftfy), and ftfy leaves a text without any such sequence as it
# is. Most non-ASCII texts (`Zürich`, `Café`) hold none, and this search is far cheaper than ftfy's.
_MAYBE_MOJIBAKE = re.compile(r"[\x80-\x9fÂÃŒœ]|[^\x00-\x7f]{2}")


def may_be_mis_encoded(text: str) -> bool:
    """False for a text ftfy would neither repair nor call mojibake (nearly every text)."""
    return not text.isascii() and _MAYBE_MOJIBAKE.search(text) is not None


def repaired(text: str) -> str:
    """`text` with its mojibake undone (and nothing else changed)."""
    if not may_be_mis_encoded(text):
        return text
    import ftfy

    # never guess a lost byte (`â€` + `?` for `”`): a U+FFFD on the card is no repair
    return ftfy.fix_encoding(text, config=ftfy.TextFixerConfig(replace_lossy_sequences=False))


def lost(text: str) -> str | None:
    """The word holding mojibake that cannot be undone (a byte was lost), or None."""
    if not may_be_mis_encoded(text):
        return None
    from ftfy.badness import BADNESS_RE, is_bad

    if not is_bad(text):
        return None
    match = BADNESS_RE.search(text)
    left = text.rfind(" ", 0, match.start()) + 1
    right = text.find(" ", match.end())
    return text[left:right if right != -1 else len(text)][:40]


def _first_difference(old: str, new: str) -> str:
    """The mis-encoded part of `old`, with a little context, for the message."""
    start = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
    tail = 0
    while tail < min(len(old), len(new)) - start and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    left = max(0, old.rfind(" ", 0, start) + 1)
    right = old.find(" ", len(old) - tail)
    return shortened(old[left:right if right != -1 else len(old)], 40)


def check(deck):
    for ref, path, text in card_texts(deck, SKIPPED):
        if not may_be_mis_encoded(text):
            continue
        fixed = repaired(text)
        if fixed == text:
            part = lost(text)
            if part:
                yield ref.error(path, ID, f"the text looks mis-encoded: \"{shortened(part, 40)}\"",
                                "a character was lost in a wrong encoding, so it cannot be repaired "
                                "automatically: retype it (often a quotation mark or an accented letter)",
                                severity=SEVERITY)
            continue
        found = ref.error(path, ID, f"the text looks mis-encoded: \"{_first_difference(text, fixed)}\"",
                          f"it should read \"{shortened(fixed.strip(), 80)}\" (`deckctl lint --fix` writes it)",
                          severity=SEVERITY)
        yield fix_of(found, (ref.index, *path), text, fixed)
