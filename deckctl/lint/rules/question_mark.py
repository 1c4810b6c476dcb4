"""A question that is worded as a question ends with a question mark.

A question field is read as a question when it starts with a question word (`What`, `Which`,
`How`...), a preposition and a question word (`In which`, `Since when`; German asks so often:
`In welcher Stadt`, `Seit wann`, `Von wem`) or an inverted verb (`Is`, `Does`, `Can`...) of the
deck's language (English and German are known; other languages are skipped). Prompts such as `Name the capital of France.` or
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


# Question words that may follow a preposition (`In which`, `Aus welchem`, `Um wie viel`).
ASKING = {
    "en": {"who", "whom", "whose", "what", "which", "where", "when", "how"},
    "de": {"wem", "wen", "wessen", "was", "welcher", "welche", "welches", "welchen", "welchem", "wann", "wie",
           "wo"},
}
PREPOSITIONS = {
    "en": {"in", "at", "on", "from", "to", "for", "with", "by", "since", "until", "after", "before", "of", "into",
           "during", "under", "over", "through", "about"},
    "de": {"in", "im", "an", "am", "auf", "aus", "bei", "mit", "nach", "seit", "von", "vom", "zu", "zum", "zur",
           "um", "für", "gegen", "ohne", "durch", "über", "unter", "vor", "hinter", "neben", "zwischen", "bis",
           "ab", "wegen", "während"},
}
# What the hint offers instead of a question: a prompt, in the deck's language.
PROMPT = {"en": "Name ...", "de": "Nenne ..."}


def first_word(text: str) -> str:
    word = ""
    for ch in text.lstrip(" \"'“„‘«¿¡("):
        if not ch.isalpha():
            break
        word += ch
    return word.casefold()


def check(deck):
    language = language_of(deck)
    openers = OPENERS.get(language)
    if not openers:
        return
    for item in questions(deck):
        if not item.is_question or "?" in item.text:
            continue
        word = first_word(item.text)
        if word not in openers:
            words = _first_two(item.text)
            if not (len(words) == 2 and words[0] in PREPOSITIONS[language] and words[1] in ASKING[language]):
                continue
            word = " ".join(words)
        yield item.ref.error(item.path, ID, f"the question starts with `{word}` but has no question mark",
                             f"end it with `?`, or word it as a prompt (`{PROMPT[language]}`)", severity=SEVERITY)


def _first_two(text: str) -> list[str]:
    """The text's first two words, lower case (the first as `first_word` reads it)."""
    first = first_word(text)
    rest = text.lstrip(" \"'“„‘«¿¡(")[len(first):].lstrip()
    return [first, first_word(rest)] if first and rest else [first]
