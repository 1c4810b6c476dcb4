"""The answer is given away by its own question (or, on iKNOW cards, by a clue).

The answer and every accepted answer are looked for as whole words in the question, ignoring case,
punctuation and variation selectors (U+FE0F and its kin choose how a character is drawn: one inside
a word leaves the word); a leading article (`the`, `a`, `der`, `le`...) is dropped first. In a
German deck a name is found in the genitive too (`Österreichs` for `Österreich`). Answers of one
character (a letter, a digit) are not looked for: they appear everywhere by chance. A word the
question cites as a word, in quotation marks or in capitals, is what the question is about, not a
give-away (`Spell the word JUMP`, `Which word in "The dog runs" is a noun?`; German `„…“`, `‚…‘`
and `»…«` quote too), so quoted passages and
words in capitals (unless the answer itself is in capitals, or has that word) are not searched. A question that
offers its options is not giving the answer away either: an answer found as one of `X/Y`
(`True/False?`, `[Input/Output] Mouse?`), next to an `or` (`Is it a frog or a toad?`,
`Rome, Paris or Madrid?`), after `Options:` / `Choices:` or lettered options (`A) Sydney
B) Canberra`, `(a) ... (b) ...`, `a. ... b. ...`), or as an item of a list of three or more
short items (`Odd one out: Paris, Rome, Madrid, Sydney?`) is one choice among others. Any other
deliberate case can be suppressed with a `# deckctl: disable=answer-in-question` comment on the
card's id line.

A Knowledge? front is answered by its card's `value`: a colour value (or each colour of a list)
is looked for in the front as the deck's language prints it (`yellow`, in German `gelb`), with
any `accept` answers. A number (0-5) or a letter (A-E) is not: it stands for the answer (a count,
an initial), so a front that names one is not giving it away.

Passes:

```yaml
- id: capital-of-france
  question: What is the capital of France?
  answer: Paris
```

Passes (the question offers its options):

```yaml
- id: river-of-paris
  question: Which river, the Seine or the Loire, flows through Paris?
  answer: The Seine
```

Fails (the answer `Mary Shelley` is in the question):

```yaml
- id: frankenstein
  question: Who wrote Frankenstein, Mary Shelley's first novel, published in 1818?
  answer: Mary Shelley
```

Fails (the Knowledge? card's value `yellow` is in its front):

```yaml
- id: banana
  category: colour
  front: The colour of a ripe banana, which is yellow.
  back: Yellow.
  value: yellow
```
"""

from __future__ import annotations

import re

from deckctl.core.diagnostics import Severity
from deckctl.core.quoted import shortened
from deckctl.lint.texts import folded as _folded
from deckctl.lint.texts import language_of, memo_of, normalise, questions

ID = "answer-in-question"
SEVERITY = Severity.WARNING
PER_CARD = True  # each card judged by itself (deckctl/lint/by_file.py keeps findings per card file)

ARTICLES = {"the", "a", "an", "der", "die", "das", "ein", "eine", "le", "la", "les", "l", "un", "une", "el", "los",
            "las", "il", "lo", "gli"}


_OR = {"or", "oder", "ou", "oppure", "eller"}  # the words that join offered options (not "o"/"of": too common)
_OPTIONS = re.compile(r"\b(?:options|choices|optionen|auswahl)\s*:", re.IGNORECASE)
# A label of lettered options, `a)`, `(a)`, `a:` or `a.` (or `b`), then a space (`_lettered_start`).
_LABEL = re.compile(r"(?<!\w)(\(?)([ab])([).:])\s", re.IGNORECASE)
_CLAUSE = re.compile(r"[:;?!]|\.\s")  # a list of options stands on its own between these
_ITEM = re.compile(r",|\s(?:" + "|".join(_OR) + r")\s", re.IGNORECASE)
LIST_ITEM_WORDS = 4  # an item of an offered list is a name, not a clause
_ASKING = {"what", "which", "who", "whom", "whose", "where", "when", "why", "how",
           "was", "welche", "welcher", "welches", "wer", "wo", "wann", "wie"}  # a clause, not an option
_TOKEN = re.compile(r"\w+|[,/]")
# Quotations: each opening mark, and what closes it (the first of them after it).
_OPENING = re.compile('["“„«»‚‹›]')
_CLOSING = {'"': re.compile('"'), "“": re.compile("”"), "„": re.compile("[“”]"), "«": re.compile("»"),
            "»": re.compile("«"), "‚": re.compile("[‘’]"), "‹": re.compile("›"), "›": re.compile("‹")}
_WORD = re.compile(r"\w+")


def uncited(text: str, answer: str) -> str:
    """`text` without the passages it cites as words: quotations, and words in capitals other than
    the answer's own (`FIFA` is cited in `Spell FIFA`, but part of the answer `The FIFA World Cup`)."""
    text = _unquoted(text)
    if not answer.isupper():
        own = set(_WORD.findall(answer))
        text = _WORD.sub(lambda m: " " if len(m.group()) > 1 and m.group().isupper() and m.group() not in own
                         else m.group(), text)
    return text


def _unquoted(text: str) -> str:
    """`text` with each quotation (an opening mark to the first mark that closes it) a space. Looked
    for mark by mark: a pattern tried at each opening mark scanned to the end of the text from each
    one that is never closed (`„„„„`), in quadratic time; here a mark once found never closed is
    not looked for again."""
    parts, kept, at, never_closed = [], 0, 0, set()
    while (opening := _OPENING.search(text, at)) is not None:
        mark, at = opening.group(), opening.end()
        closing = None if mark in never_closed else _CLOSING[mark].search(text, at)
        if closing is None:
            never_closed.add(mark)
            continue
        parts += [text[kept:opening.start()], " "]
        kept = at = closing.end()
    return "".join(parts) + text[kept:]


def _lettered_start(text: str) -> int | None:
    """Where lettered options start: the first `a` label with a `b` label of the same kind after it
    (`a) ... b) `, `(a) ... (b) `; `(a)` is an `a)` label too). From the labels in one pass: a
    pattern from each `a` label on to a `b` one was quadratic in a text of `a)` labels alone."""
    labels = []  # (start, end, letter, kind)
    for label in _LABEL.finditer(text):
        letter = label[2].lower()
        labels.append((label.start(), label.end(), letter, (label[1], label[3])))
        if label[1]:
            labels.append((label.start() + 1, label.end(), letter, ("", label[3])))
    last_b: dict[tuple, int] = {}
    for start, _, letter, kind in labels:
        if letter == "b":
            last_b[kind] = max(last_b.get(kind, -1), start)
    return min((start for start, end, letter, kind in labels if letter == "a" and last_b.get(kind, -1) >= end),
               default=None)


def core(answer: str) -> str:
    words = normalise(answer).split()
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return " ".join(words)


def _offered(tokens: list[str], start: int, end: int) -> bool:
    """Is tokens[start:end] one of the options the question offers (`X/Y`, `X or Y`, `X, Y or Z`)?"""
    before = [t for t in tokens[max(0, start - 2):start] if t not in ARTICLES]
    after = tokens[end:end + 1]
    if (before and before[-1] in ("/", *_OR)) or (after and after[0] in ("/", *_OR)):
        return True
    # one of a list `X, Y or Z`: a comma next to it and an `or` in the same list
    return bool((before and before[-1] == ",") or (after and after[0] == ",")) and any(t in _OR for t in tokens)


def _without_options(text: str) -> str:
    """`text` up to the options it offers after `Options:` or lettered labels."""
    text = _OPTIONS.split(text, 1)[0]
    lettered = _lettered_start(text)
    return text[:lettered] if lettered is not None else text


def _option_like(item: str) -> bool:
    words = item.split()
    return 0 < len(words) <= LIST_ITEM_WORDS and words[0] not in _ASKING


def _listed(text: str, needle: str) -> bool:
    """Is `needle` one item of a list of three or more short items (`Paris, Rome, Madrid, Sydney`)?"""
    for clause in _CLAUSE.split(text):
        items = [core(item) for item in _ITEM.split(clause)]
        if len(items) >= 3 and needle in items and all(_option_like(item) for item in items):
            return True
    return False


def gives_away(text: str, answer: str) -> bool:
    """Does `text` contain `answer` as whole words, other than as a cited word or an offered option?"""
    needle = core(answer).split()
    return len(" ".join(needle)) >= 2 and _given_away(text, _folded(text), answer, needle)


def _given_away(text: str, folded: str, answer: str, needle: list[str], genitive: tuple[str, ...] = ()) -> bool:
    """`gives_away` with the text folded (`_folded`) and the answer's words (`core`) at hand.
    `genitive`: the endings a name takes in the genitive in the deck's language, with which its
    last word is found too (German `Österreichs` for `Österreich`)."""
    for word in needle:
        if word not in folded:  # (nearly every pair: no need to read the words)
            return False
    text = _without_options(uncited(text, answer))
    if _listed(text, " ".join(needle)):
        return False
    tokens = [t for t in _TOKEN.findall(_folded(text)) if t != "_"]
    # (the answer's words, not its commas and slashes, are looked for: `Washington, D.C.` is found)
    at = [n for n, token in enumerate(tokens) if token not in (",", "/")]
    words = [tokens[n] for n in at]
    size = len(needle)
    last = needle[-1]
    for first in range(len(words) - size + 1):
        found = words[first:first + size]
        if (found == needle or genitive and found[:-1] == needle[:-1] and found[-1].startswith(last)
                and found[-1][len(last):] in genitive) and not _offered(tokens, at[first], at[first + size - 1] + 1):
            return True
    return False


# The endings of a name in the genitive, by the deck's language (English's `'s` is a word apart).
GENITIVE = {"de": ("s", "es")}


def _value_names(deck) -> dict[str, str]:
    """A Knowledge? value's word as the deck's language prints it (`yellow` is `gelb` in German;
    English where deckctl has no word for the language)."""
    from deckctl.i18n import labels

    return labels.resolve(str(deck.manifest.language), (), {})[0]


def check(deck):
    genitive = GENITIVE.get(language_of(deck), ())
    cores = memo_of(deck, core)  # (near-duplicate's gather reads the same)
    normalised = memo_of(deck, normalise)  # (duplicate-question worked out the questions')
    names = None
    for item in questions(deck):
        texts = [(item.path, item.text, "question")]
        for path, text in item.hints:
            texts.append((path, text, "clue"))
        answers = item.answers if len(item.answers) == 1 else dict.fromkeys(item.answers)
        if item.values:  # a Knowledge? front: its value is its answer (a colour, in the deck's language)
            names = names or _value_names(deck)
            answers = dict.fromkeys((*item.answers, *(names.get(value, value) for value in item.values)))
        for path, text, what in texts:
            plain, folded = normalised[text], None
            for answer in answers:
                needle = cores[answer]
                # (an answer of one letter or digit appears everywhere by chance)
                if len(needle) < 2:
                    continue
                words = needle.split()
                # (nearly every pair) a word of the answer is a run of letters and digits: it is in
                # the folded text if and only if it is in the normalised one, which is at hand
                if words[0] not in plain:
                    continue
                if folded is None:
                    folded = _folded(text)
                if not _given_away(text, folded, answer, words, genitive):
                    continue
                yield item.ref.error(path, ID, f"the answer `{shortened(answer)}` appears in its own {what}",
                                     f"reword the {what} so that it does not give the answer away", severity=SEVERITY)
                break
