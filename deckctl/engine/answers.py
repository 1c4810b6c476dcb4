"""Typed answers against a card's `answer` and `accept` forms, the same way in every game's UI.

One normalisation: accents folded (é -> e), case folded, variation selectors dropped (they choose
how a character is drawn: `14\\ufe0f40` looks like `1440`), punctuation read as spaces, spacing
collapsed, and a leading article dropped when words follow it ("The Pacific" -> "pacific", but
the answer "A" stays "a"). A game whose cards are not in English passes its own `articles` (or none):
`articles(language)` gives them for the deck's language (German: der, die, das...).

A bot at the table says no words: it answers right or wrong (its action). `bot_answers` and
`bot_answered` are the lines that say its answer as a quizmaster would: right, the card's answer
(what it said); wrong, that it was wrong and then the card's answer. Both come from the card
alone, never from a draw, so a game shows the same lines on every replay of its steps.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from deckctl.core.spelt_out import GERMAN
from deckctl.core.variation_selectors import without_variation_selectors
from deckctl.engine.words import _

ARTICLES = ("the", "a", "an")
# The articles a typed answer may start with, by the language of the deck on the table.
ARTICLES_BY_LANGUAGE = {
    "en": ARTICLES,
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"),
}


def articles(language: str) -> tuple[str, ...]:
    """The leading articles dropped in `language` (a regional tag takes its language's; a language
    listed nowhere drops none rather than English ones)."""
    return ARTICLES_BY_LANGUAGE.get(language, ARTICLES_BY_LANGUAGE.get(language.split("-")[0], ()))


def normalise(text: str, articles: Iterable[str] = ARTICLES) -> str:
    """An answer as compared: `The  Pound sterling!` -> `pound sterling`, `Éire` -> `eire`."""
    text = unicodedata.normalize("NFKD", without_variation_selectors(text))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    words = re.sub(r"[^\w\s]", " ", text).split()
    if len(words) > 1 and words[0] in articles:
        words = words[1:]
    return " ".join(words)


# Where a keyboard lacks a language's letters, the spelling its readers accept instead (German:
# `Muenchen` for `München`). Compared as well as the letters with their accents folded (`Munchen`).
SPELT_WITHOUT = {"de": GERMAN}


def matches(typed: str, entry: dict, articles: Iterable[str] = ARTICLES, language: str = "",
            spelling: bool = False) -> bool:
    """Whether `typed` is the entry's `answer` or one of its `accept` forms; an empty answer never is.
    `language`: the deck's, whose spelling without its own letters is accepted too (`SPELT_WITHOUT`).
    `spelling`: the card asks for a word's spelling (one with `read_aloud` words does too), whose
    letters then count as written, accents and `ß` included: `grun` is not `grün`."""
    forms = [entry["answer"], *(entry.get("accept") or [])]
    if spelling or entry.get("read_aloud"):
        wanted = spelt(typed)
        return bool(wanted) and any(spelt(form) == wanted for form in forms)
    wanted = normalise(typed, articles)
    if not wanted:
        return False
    if any(normalise(form, articles) == wanted for form in forms):
        return True
    table = SPELT_WITHOUT.get(language.split("-")[0])
    if table is None:
        return False
    wanted = normalise(typed.translate(table), articles)
    return any(normalise(form.translate(table), articles) == wanted for form in forms)


def also_accepted(entry: dict) -> str:
    """A card's other accepted answers as a line lists them: `; ` between them, since an answer
    may hold a comma itself (`0,75`, `Washington, D.C.`)."""
    return "; ".join(entry.get("accept") or ())


def spelt(text: str) -> str:
    """A spelling as compared: its letters as written (accents, `ß`), in lower case, punctuation
    and spacing aside."""
    text = unicodedata.normalize("NFC", without_variation_selectors(text)).lower()
    return " ".join(re.sub(r"[^\w\s]", " ", text).split())


def bot_answers(player: str, right: bool, answer: str) -> str:
    """A bot's answer said before the card's answer is shown (I know!, Wissens-Spektrum show it
    next): right, the card's answer as the bot's (`Player 2 answers: France`); wrong, only that it
    was (the card's answer follows on the next line)."""
    if right:
        return _("{player} answers: {answer}").format(player=player, answer=answer)
    return _("{player} gives a wrong answer.").format(player=player)


def bot_answered(player: str, right: bool, answer: str) -> str:
    """A bot's answer said at its verdict, after the card's answer was shown to everyone (iKNOW,
    You Know It!): right, the card's answer as the bot's; wrong, that it was, then the card's answer."""
    if right:
        return _("{player} answered right: {answer}").format(player=player, answer=answer)
    return _("{player} answered wrong; the right answer: {answer}").format(player=player, answer=answer)
