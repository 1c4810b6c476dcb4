"""A text still holding a `TODO` placeholder.

`deckctl new card` appends a card whose texts say `TODO: ...`, so that the file validates at
once and the deck can be checked while the card is being written; this rule lists every text
the editor has not filled in yet (`--strict` makes them fail CI). It looks at every text of a
card, `source` and `notes` included, for the word `TODO` in capitals.

Passes:

```yaml
- id: capital-of-france
  question: What is the capital of France?
  answer: Paris
  source: https://en.wikipedia.org/wiki/Paris
```

Fails:

```yaml
- id: capital-of-france
  question: "TODO: the question?"
  answer: "TODO: the answer"
  source: "TODO: where the fact was checked"
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity

ID = "placeholder"
SEVERITY = Severity.WARNING

_TODO = re.compile(r"\bTODO\b")


def _texts(value, path):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key != "id":
                yield from _texts(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _texts(item, (*path, i))


def check(deck):
    for ref in deck.cards:
        for path, text in _texts(ref.source.data[ref.index], ()):
            if _TODO.search(text):
                shown = "/".join(str(p + 1) if isinstance(p, int) else p for p in path)
                yield ref.error(path, ID, f"`{shown}` is still a placeholder: \"{text.strip()[:40]}\"",
                                "write the card's text in place of the TODO", severity=SEVERITY)
