"""A text still holding a `TODO` placeholder.

`deckctl new card` appends a card whose texts say `TODO: ...`, so that the file validates at
once and the deck can be checked while the card is being written; this rule lists every text
the editor has not filled in yet (`--strict` makes them fail CI). It looks at every text of a
card, `source` and `notes` included, for the word `TODO` in capitals. A `TODO` is this rule's
alone: `unprintable`, which finds other placeholders (`TBD`, `{name}`), leaves it, so each
unwritten text is one finding.

The texts of every catalog in `locales/` are read too: a translation with the same fault is a
finding at its msgstr line, naming its language and msgctxt (`[de, card-001/front]`); `--fix`
leaves a catalog to its translators.

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
from deckctl.core.quoted import shortened
from deckctl.lint import translations
from deckctl.lint.texts import card_texts

ID = "placeholder"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)
SKIPPED = frozenset({"id"})

_TODO = re.compile(r"\bTODO\b")


def is_placeholder(text: str) -> bool:
    """Whether `text` still holds a `TODO` (the word, in capitals)."""
    return "TODO" in text and _TODO.search(text) is not None


def _in_translation(text: str) -> tuple[str, str] | None:
    if not is_placeholder(text):
        return None
    return (f"the translation is still a placeholder: \"{shortened(text.strip(), 40)}\"",
            "write the text's translation in place of the TODO in the msgstr")


def _in_cards(deck):
    for ref, path, text in card_texts(deck, SKIPPED):
        if is_placeholder(text):
            shown = "/".join(str(p + 1) if isinstance(p, int) else p for p in path)
            yield ref.error(path, ID, f"`{shown}` is still a placeholder: \"{shortened(text.strip(), 40)}\"",
                            "write the card's text in place of the TODO", severity=SEVERITY)


# (the cards' own texts, then every catalog's translations: deckctl/lint/translations.py)
check, check_cards = translations.rule_checks(_in_cards, lambda deck: _in_translation, ID, SEVERITY)
