"""The same question twice in one deck.

Two questions are the same when they read the same after ignoring case, punctuation, spacing and
variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF, the Mongolian U+180B-U+180D and U+180F: `☎`
and `☎` followed by U+FE0F are one character drawn two ways), as a typed answer is compared with a
card's at the table.
A repeated question is usually a card added twice, or two editors writing the same fact; players
notice, and the repeat takes the place of a new question. Knowledge? fronts count as questions.
On cards whose question only names a kind of answer and whose clues carry the content (iKNOW:
`Which scientist is this?`), two cards are the same when both the question and the answer are.
A question still holding a `TODO` (`deckctl new card`'s `TODO: the question?`) is `placeholder`'s
finding, not compared.

Passes:

```yaml
- {id: card-001, questions: [{question: Which river flows through Vienna?, answer: The Danube}, ...]}
- {id: card-002, questions: [{question: Which river flows through Paris?, answer: The Seine}, ...]}
```

Fails (the second question reads the same as the first):

```yaml
- {id: card-001, questions: [{question: Which river flows through Vienna?, answer: The Danube}, ...]}
- {id: card-002, questions: [{question: which river flows through  vienna, answer: Danube}, ...]}
```
"""

from __future__ import annotations

from deckctl.core.diagnostics import Severity
from deckctl.lint.rules.placeholder import is_placeholder
from deckctl.lint.texts import line_of, memo_of, normalise, questions

ID = "duplicate-question"
SEVERITY = Severity.WARNING


def check(deck):
    first = {}
    normalised = memo_of(deck, normalise)  # (near-duplicate's gather reads the same)
    for item in questions(deck):
        key = normalised[item.text]
        if not key or is_placeholder(item.text):
            continue
        if item.hints:  # the clues carry the question: the same answer is the same card
            key = (key, normalised[item.answers[0]])
        if key in first:
            other = first[key]
            what = "question and answer" if item.hints else "question"
            # (the other card's file named apart from any other, as the finding's own: NAMES)
            yield item.ref.error(item.path, ID, f"the same {what} as card `{other.ref.id}` ({line_of(other.ref, other.path)})",
                                 "ask something else, or remove one of them",
                                 severity=SEVERITY).naming(other.ref.source.display)
        else:
            first[key] = item
