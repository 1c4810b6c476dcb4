"""The translatable texts of a deck, each named by its msgctxt.

A card text's context is `<card id>/<field path>`: keys as in the card file, list positions
counted from 1 as printed on the cards (`rivers-of-europe/questions/3/answer`, `people-001/clues/2`).
Deck texts are `deck/title`, `deck/description` and `areas/<area id>/name`.

Translated keys: front, back, terms, question, clues, answer, accept, text, and the value of
Knowledge? letter cards (its letters, `E` or `C D`). Never source or notes. An `accept` list is
one entry, its items joined by ` | `, so a language can accept more or fewer answers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from deckctl.core.deck_limits import ACCEPT_SEPARATOR  # (in core: the deck limits count an accept list joined by it)

TEXT_KEYS = frozenset({"front", "back", "terms", "question", "clues", "answer", "accept", "text", "read_aloud"})
NEVER = frozenset({"source", "notes"})
# Translated keys no card prints: `deckctl play` judges answers by `accept` and hides `read_aloud`'s
# words from whoever answers (docs/format.md); the printed card shows neither.
UNPRINTED_KEYS = frozenset({"accept", "read_aloud"})

TEXT, ACCEPT, LETTERS, LABEL = "text", "accept", "letters", "label"  # LABEL: a printed label (`deckctl.i18n.labels`)

NOTES = {
    ACCEPT: "Extra accepted answers, separated by \" | \"; list as many or as few as this language needs.",
    LETTERS: "The letter(s) A-E this card's value is in this language (several: \"C D\"); "
             "copy them if they stay the same.",
}


@dataclass(frozen=True)
class Text:
    context: str
    source: str  # the source text (accept lists joined, letters space-separated)
    kind: str  # TEXT, ACCEPT or LETTERS
    path: tuple  # where it sits in the card (or manifest) data: keys and 0-based indexes
    card_id: str  # "" for deck texts
    file: str  # the source file, relative to the deck folder (the catalog's `#:` location)
    line: int = 0  # the line of the text in that file (0: unknown)


def context_of(card_id: str, path: tuple) -> str:
    return "/".join([card_id, *(str(p + 1) if isinstance(p, int) else p for p in path)])


def _relative(path: Path, deck_dir: Path) -> str:
    try:
        return path.relative_to(deck_dir).as_posix()
    except ValueError:
        return path.name


def deck_texts(deck) -> list[Text]:
    """Every translatable text of a valid deck, in deck order (manifest first, then cards)."""
    manifest = deck.manifest
    source = deck.manifest_source
    where = _relative(source.path, deck.path)
    texts = [Text("deck/title", manifest.title, TEXT, ("title",), "", where)]
    if manifest.description:
        texts.append(Text("deck/description", manifest.description, TEXT, ("description",), "", where))
    for index, area in enumerate(getattr(manifest, "areas", None) or []):
        texts.append(Text(f"areas/{area.id}/name", area.name, TEXT, ("areas", index, "name"), "", where))
    texts = [replace(text, line=source.mark(text.path)[0]) for text in texts]
    for ref in deck.cards:
        file = _relative(ref.source.path, deck.path)
        texts += [replace(text, line=ref.source.mark((ref.index, *text.path))[0])
                  for text in card_texts(ref.card, file)]
    return texts


def card_texts(card, file: str = "") -> list[Text]:
    data = card.model_dump(exclude_none=True)
    texts: list[Text] = []
    _walk(data, (), card.id, file, texts)
    if data.get("category") == "letter":
        value = data["value"]
        letters = " ".join(value) if isinstance(value, list) else value
        texts.append(Text(context_of(card.id, ("value",)), letters, LETTERS, ("value",), card.id, file))
    return texts


def _walk(data: dict, path: tuple, card_id: str, file: str, texts: list[Text]) -> None:
    for key, value in data.items():
        if key in NEVER or key == "id":
            continue
        here = (*path, key)
        if key == "accept" and isinstance(value, list):
            texts.append(Text(context_of(card_id, here), ACCEPT_SEPARATOR.join(value), ACCEPT, here, card_id, file))
        elif key in TEXT_KEYS and isinstance(value, str):
            texts.append(Text(context_of(card_id, here), value, TEXT, here, card_id, file))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if key in TEXT_KEYS and isinstance(item, str):
                    texts.append(Text(context_of(card_id, (*here, index)), item, TEXT, (*here, index), card_id, file))
                elif isinstance(item, dict):
                    _walk(item, (*here, index), card_id, file, texts)
        elif isinstance(value, dict):
            _walk(value, here, card_id, file, texts)


def split_accept(text: str) -> list[str]:
    return [item.strip() for item in text.split("|")]


def split_letters(text: str) -> str | list[str]:
    letters = text.replace(",", " ").split()
    return letters[0] if len(letters) == 1 else letters
