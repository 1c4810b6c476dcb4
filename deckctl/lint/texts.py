"""What the rules read from any game's cards, found by the cards' shape rather than the game's name.

A card asks through `questions` (a list of question/answer pairs), `question` (one question, its
`answer`, maybe `clues`) or `front` (a Knowledge? front: a prompt, often not a question, answered
by the card's `value`). Cards with none of these (I know! announcements) ask nothing and are not
fact cards.
"""

from __future__ import annotations

import unicodedata
import weakref
from collections.abc import Callable, Iterator
from typing import NamedTuple

from deckctl.core.deck import CardRef
from deckctl.core.variation_selectors import without_variation_selectors


class Asked(NamedTuple):  # (made for every question of a deck: a tuple is made faster than a dataclass)
    ref: CardRef
    path: tuple  # of the question text inside the card
    text: str
    answers: tuple[str, ...]  # the answer and every accepted answer
    hints: tuple[tuple[tuple, str], ...] = ()  # (path, text) of texts read before the answer (clues)
    is_question: bool = True  # False for prompts that need not be questions (Knowledge? fronts)
    # The words of a Knowledge? front's `value`, its answer: a colour (`yellow`, or each of a
    # list's), as the deck writes it, which its language may print otherwise (`gelb`). A number
    # (0-5) or a letter (A-E) is no word: it stands for the answer (the count, the initial), and a
    # question that names one need not give the answer away.
    values: tuple[str, ...] = ()


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
        yield Asked(ref, ("front",), front, tuple(getattr(card, "accept", None) or ()), is_question=False,
                    values=_value_words(getattr(card, "value", None)))


def _value_words(value) -> tuple[str, ...]:
    """The words among a front's `value` (a colour, or a list of them); none of a number or a letter."""
    values = value if isinstance(value, list) else [value]
    return tuple(word for word in values if isinstance(word, str) and len(word) > 1)


def _texts_into(found: list, ref: CardRef, value, path: tuple) -> None:
    """Append (ref, path, text) for every string inside `value` (a dict or a list of a card's raw
    data); a string is appended at once, not visited with a call of its own: decks hold many."""
    for key, item in (value.items() if isinstance(value, dict) else enumerate(value)):
        kind = item.__class__  # (the loader's own types first: a comparison costs less than isinstance)
        if kind is str:
            found.append((ref, path + (key,), item))
        elif kind is dict or kind is list:
            _texts_into(found, ref, item, path + (key,))
        elif isinstance(item, str):
            found.append((ref, path + (key,), item))
        elif isinstance(item, (dict, list)):
            _texts_into(found, ref, item, path + (key,))


# What the rules read of a deck, worked out once per deck: the rules run one after the other on
# the same deck, and each walked its cards again. Kept until the deck is dropped.
_worked_out: dict[int, dict] = {}


def _of_deck(deck) -> dict:
    key = id(deck)
    found = _worked_out.get(key)
    if found is None:
        found = _worked_out[key] = {}
        weakref.finalize(deck, _worked_out.pop, key, None)
    return found


def worked_out(deck) -> dict:
    """What the rules worked out of the deck so far, by name: kept until the deck is dropped."""
    return _of_deck(deck)


class _Memo(dict):
    def __init__(self, work: Callable[[str], object]):
        super().__init__()
        self.work = work

    def __missing__(self, text: str):
        self[text] = found = self.work(text)
        return found


def memo_of(deck, work: Callable[[str], object]) -> dict:
    """`work(text)` for texts of the deck, each worked out once for all the rules:
    `memo_of(deck, normalise)[text]`."""
    memo = _of_deck(deck)
    found = memo.get(work)
    if found is None:
        found = memo[work] = _Memo(work)
    return found


def questions(deck) -> tuple[Asked, ...]:
    """What every card of the deck asks (`asked`), in card order."""
    memo = _of_deck(deck)
    if "questions" not in memo:
        memo["questions"] = tuple(item for ref in deck.cards for item in asked(ref))
    return memo["questions"]


def card_texts(deck, skipped: frozenset[str] = frozenset()) -> tuple[tuple[CardRef, tuple, str], ...]:
    """(card, path in the card, text) of every string in the raw data of the deck's cards, card
    after card, but those under a key in `skipped` (at any depth)."""
    memo = _of_deck(deck)
    every = memo.get(("texts", frozenset()))
    if every is None:
        found: list = []
        for ref in deck.cards:
            raw = ref.source.data[ref.index]
            if isinstance(raw, str):
                found.append((ref, (), raw))
            elif isinstance(raw, (dict, list)):
                _texts_into(found, ref, raw, ())
        every = memo[("texts", frozenset())] = tuple(found)
    key = ("texts", skipped)
    if key not in memo:
        # a key skipped at any depth is in the path of every text under it (a path holds keys and indices)
        memo[key] = tuple(entry for entry in every if skipped.isdisjoint(entry[1]))
    return memo[key]


def is_fact_card(ref: CardRef) -> bool:
    return next(asked(ref), None) is not None


def _is_gap(ch: str) -> bool:
    """Punctuation, symbols, spaces and control characters: what `normalise` reads as a space."""
    return unicodedata.category(ch)[0] in "PSZC"


class _Gaps(dict):
    """A `str.translate` table: a gap to a space, any other character to itself, each character's
    category looked up once (translate keeps its own cache for ASCII)."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        self[code] = " " if _is_gap(ch) else ch
        return self[code]


_GAPS = _Gaps()
# The same for ASCII, as a table of bytes: every ASCII character but a letter or a digit is a gap.
_ASCII_GAPS = bytes(ord(" ") if _is_gap(chr(code)) else code for code in range(128)) + bytes(128)


def normalise(text: str) -> str:
    """Case, accents kept, punctuation and spacing ignored: `What is  7+5?` -> `what is 7 5`; a
    variation selector left out, as answers are compared (`Par\\ufe0fis` is `paris`)."""
    if text.isascii():  # (most texts) NFKC leaves ASCII as it is, casefold is lower, bytes translate at once
        return " ".join(text.lower().encode("ascii").translate(_ASCII_GAPS).decode("ascii").split())
    return " ".join(folded(text).translate(_GAPS).split())


def folded(text: str) -> str:
    """`text` in NFKC, case folded, without variation selectors (a form of the character before
    them, not another one): what the rules compare, punctuation and spacing kept."""
    return unicodedata.normalize("NFKC", without_variation_selectors(text)).casefold()


def line_of(ref: CardRef, path: tuple) -> str:
    line, _ = ref.source.mark((ref.index, *path))
    return f"{ref.source.display}:{line}"


def language_of(deck) -> str:
    return deck.manifest.language.split("-")[0].lower()
