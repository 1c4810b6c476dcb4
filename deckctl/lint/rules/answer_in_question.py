"""The answer is given away by its own question (or, on iKNOW cards, by a clue).

The answer and every accepted answer are looked for as whole words in the question, ignoring case
and punctuation; a leading article (`the`, `a`, `der`, `le`...) is dropped first. Answers of one
character (a letter, a digit) are not looked for: they appear everywhere by chance. A word the
question cites as a word, in quotation marks or in capitals, is what the question is about, not a
give-away (`Spell the word JUMP`, `Which word in "The dog runs" is a noun?`), so quoted passages and
words in capitals (unless the answer itself is in capitals) are not searched. Any other deliberate
case can be suppressed with a `# deckctl: disable=answer-in-question` comment on the card's id line.

Passes:

```yaml
- id: capital-of-france
  question: What is the capital of France?
  answer: Paris
```

Fails (the accepted answer `Seine` is in the question):

```yaml
- id: river-of-paris
  question: Which river, the Seine or the Loire, flows through Paris?
  answer: The Seine
  accept: [Seine]
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity
from deckctl.lint.texts import asked, normalise

ID = "answer-in-question"
SEVERITY = Severity.WARNING

ARTICLES = {"the", "a", "an", "der", "die", "das", "ein", "eine", "le", "la", "les", "l", "un", "une", "el", "los",
            "las", "il", "lo", "gli"}


_QUOTED = re.compile(r'"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|»[^«]*«')
_WORD = re.compile(r"\w+")


def uncited(text: str, answer: str) -> str:
    """`text` without the passages it cites as words: quotations, and words in capitals."""
    text = _QUOTED.sub(" ", text)
    if not answer.isupper():
        text = _WORD.sub(lambda m: " " if len(m.group()) > 1 and m.group().isupper() else m.group(), text)
    return text


def core(answer: str) -> str:
    words = normalise(answer).split()
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return " ".join(words)


def check(deck):
    for ref in deck.cards:
        for item in asked(ref):
            texts = [(item.path, item.text, "question"), *((path, text, "clue") for path, text in item.hints)]
            for path, text, what in texts:
                for answer in dict.fromkeys(item.answers):
                    needle = core(answer)
                    if len(needle) < 2 or f" {needle} " not in f" {normalise(uncited(text, answer))} ":
                        continue
                    yield ref.error(path, ID, f"the answer `{answer}` appears in its own {what}",
                                    f"reword the {what} so that it does not give the answer away", severity=SEVERITY)
                    break
