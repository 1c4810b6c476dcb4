"""Stray spaces inside a text: two or more in a row, or at the start or end of a quoted text.

deckctl trims texts when it reads them, but only at the ends, and a quoted YAML string keeps
whatever spaces it holds: `"Paris "` is printed and bundled trimmed, while `"New  York"` keeps its
double space on the card and in translations. Both are usually typos. Line breaks written on
purpose (a `|` block) and the final line break of a block are fine. `source` and `notes` are not
checked: they are never printed. `deckctl lint --fix` removes the extra spaces.

Passes:

```yaml
- {question: Which city is called the Big Apple?, answer: New York}
```

Fails (a double space, and a trailing space inside quotes):

```yaml
- {question: Which city is called the  Big Apple?, answer: "New York "}
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity
from deckctl.core.quoted import shortened
from deckctl.lint.repair import fix_of
from deckctl.lint.texts import card_texts

ID = "whitespace"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id", "source", "notes", "tags"})
_DOUBLE = re.compile(r"\S[ \t]{2,}\S|\S\t\S")



def problem(text: str) -> str:
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
    body = text.rstrip("\n")
    ending = text[len(body):]
    lines = [_RUN.sub(" ", line.rstrip(" \t")) for line in body.split("\n")]
    return "\n".join(lines).strip(" \t") + ending


def check(deck):
    for ref, path, text in card_texts(deck, SKIPPED):
        what = problem(text)
        if what:
            found = ref.error(path, ID, f"the text {what}: \"{shortened(text.strip(), 40)}\"",
                              "remove the extra spaces (`deckctl lint --fix` does)", severity=SEVERITY)
            yield fix_of(found, (ref.index, *path), text, repaired(text))
