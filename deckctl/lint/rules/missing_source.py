"""A fact card without a `source`.

Every card that asks something should say where its fact was checked (a URL or a citation):
the next editor needs it to settle a dispute or to update a fact that changed. The source is
never printed. Cards that ask nothing (I know! announcements) are exempt.

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
  question: What is the capital of France?
  answer: Paris
```
"""

from __future__ import annotations

from deckctl.core.diagnostics import Severity
from deckctl.lint.texts import is_fact_card

ID = "missing-source"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)


def check(deck):
    for ref in deck.cards:
        if getattr(ref.card, "source", None) is None and is_fact_card(ref):
            yield ref.error(("id",), ID, "the card does not say where its fact was checked",
                            "add `source:` with a URL or a citation", severity=SEVERITY)
