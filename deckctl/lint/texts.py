"""What the rules read from any game's cards, found by the cards' shape rather than the game's name.

A card asks through `questions` (a list of question/answer pairs), `question` (one question, its
`answer`, maybe `clues`) or `front` (a Knowledge? front: a prompt, often not a question). Cards with
none of these (I know! announcements) ask nothing and are not fact cards.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from deckctl.core.deck import CardRef


@dataclass(frozen=True)
class Asked:
    ref: CardRef
    path: tuple  # of the question text inside the card
    text: str
    answers: tuple[str, ...]  # the answer and every accepted answer
    hints: tuple[tuple[tuple, str], ...] = ()  # (path, text) of texts read before the answer (clues)
    is_question: bool = True  # False for prompts that need not be questions (Knowledge? fronts)


def asked(ref: CardRef) -> Iterator[Asked]:
    card = ref.card
    questions = getattr(card, "questions", None)
    if questions:
        for i, qa in enumerate(questions):
            yield Asked(ref, ("questions", i, "question"), qa.question, (qa.answer, *(qa.accept or ())))
        return
    question = getattr(card, "question", None)
    if isinstance(question, str):
        clues = getattr(card, "clues", None) or ()
        yield Asked(ref, ("question",), question, (card.answer, *(card.accept or ())),
                    tuple((("clues", i), clue) for i, clue in enumerate(clues)))
        return
    front = getattr(card, "front", None)
    if isinstance(front, str):
        yield Asked(ref, ("front",), front, tuple(getattr(card, "accept", None) or ()), is_question=False)


def strings(value, skipped: frozenset[str] | set[str] = frozenset(), path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    """(path, text) of every string in a card's raw data, but under the keys in `skipped`."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in skipped:
                yield from strings(item, skipped, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, skipped, (*path, i))


def is_fact_card(ref: CardRef) -> bool:
    return next(asked(ref), None) is not None


def _is_gap(ch: str) -> bool:
    """Punctuation, symbols, spaces and control characters: what `normalise` reads as a space."""
    return unicodedata.category(ch)[0] in "PSZC"


_ASCII_GAPS = str.maketrans({chr(i): " " for i in range(128) if _is_gap(chr(i))})


def normalise(text: str) -> str:
    """Case, accents kept, punctuation and spacing ignored: `What is  7+5?` -> `what is 7 5`."""
    text = unicodedata.normalize("NFKC", text).casefold()
    if text.isascii():  # most texts: one table lookup instead of a category per character
        text = text.translate(_ASCII_GAPS)
    else:
        text = "".join(" " if _is_gap(ch) else ch for ch in text)
    return " ".join(text.split())


def line_of(ref: CardRef, path: tuple) -> str:
    line, _ = ref.source.mark((ref.index, *path))
    return f"{ref.source.display}:{line}"


def language_of(deck) -> str:
    return deck.manifest.language.split("-")[0].lower()
