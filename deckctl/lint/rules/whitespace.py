"""Stray spaces inside a text: two or more in a row, or at the start or end of a quoted text.

deckctl trims texts when it reads them, but only at the ends, and a quoted YAML string keeps
whatever spaces it holds: `"Paris "` is printed and bundled trimmed, while `"New  York"` keeps its
double space on the card and in translations. Both are usually typos. Line breaks written on
purpose (a `|` block) and the final line break of a block are fine. `source` and `notes` are not
checked: they are never printed.

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

ID = "whitespace"
SEVERITY = Severity.WARNING
SKIPPED = {"id", "source", "notes", "tags"}
_DOUBLE = re.compile(r"\S[ \t]{2,}\S|\S\t\S")


def _texts(value, path):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in SKIPPED:
                yield from _texts(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _texts(item, (*path, i))


def problem(text: str) -> str:
    if text != text.lstrip():
        return "starts with a space"
    if text.rstrip("\n") != text.rstrip():
        return "ends with a space"
    for line in text.split("\n"):
        if _DOUBLE.search(line.strip()):
            return "has a tab between words" if "\t" in _DOUBLE.search(line.strip()).group() else "has a double space"
    return ""


def check(deck):
    for ref in deck.cards:
        raw = ref.source.data[ref.index]
        for path, text in _texts(raw, ()):
            what = problem(text)
            if what:
                yield ref.error(path, ID, f"the text {what}: \"{text.strip()[:40]}\"",
                                "remove the extra spaces", severity=SEVERITY)
