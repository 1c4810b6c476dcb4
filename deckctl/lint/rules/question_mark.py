"""A question that is worded as a question ends with a question mark.

A question field is read as a question when it starts with a question word (`What`, `Which`,
`How`...) or an inverted verb (`Is`, `Does`, `Can`...) of the deck's language (English and German
are known; other languages are skipped). Prompts such as `Name the capital of France.` or
`Spell "necessary".` are not questions and are left alone, as are Knowledge? fronts, which are
mostly prompts (`The first letter of ...`). A `?` anywhere in the text is enough
(`Who wrote it? (surname only)`).

Passes:

```yaml
- {question: Which river flows through Vienna?, answer: The Danube}
- {question: Name the river that flows through Vienna., answer: The Danube}
```

Fails:

```yaml
- {question: Which river flows through Vienna, answer: The Danube}
```
"""

from __future__ import annotations

from deckctl.core.diagnostics import Severity
from deckctl.lint.texts import language_of, questions

ID = "question-mark"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)

OPENERS = {
    "en": {"who", "whom", "whose", "what", "which", "where", "when", "why", "how", "is", "are", "was", "were",
           "do", "does", "did", "can", "could", "will", "would", "should", "has", "have", "had", "may", "must",
           "shall", "am"},
    "de": {"wer", "wen", "wem", "wessen", "was", "welcher", "welche", "welches", "welchen", "welchem", "wo",
           "woher", "wohin", "wann", "warum", "wieso", "weshalb", "weswegen", "wie", "wieviel", "wievielte",
           "womit", "wofür", "wovon", "worauf", "woraus", "wodurch", "worin", "ist", "sind", "war", "waren",
           "hat", "haben", "hatte", "kann", "können", "konnte", "gibt", "gab", "wird", "werden", "wurde",
           "darf", "muss", "soll"},
}


def first_word(text: str) -> str:
    word = ""
    for ch in text.lstrip(" \"'“„‘«¿¡("):
        if not ch.isalpha():
            break
        word += ch
    return word.casefold()


def check(deck):
    openers = OPENERS.get(language_of(deck))
    if not openers:
        return
    for item in questions(deck):
        if not item.is_question or "?" in item.text:
            continue
        word = first_word(item.text)
        if word in openers:
            yield item.ref.error(item.path, ID, f"the question starts with `{word}` but has no question mark",
                                 "end it with `?`, or word it as a prompt (`Name ...`)", severity=SEVERITY)
