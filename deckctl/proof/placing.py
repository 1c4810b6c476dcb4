"""Where each finding of `validate` and `lint` goes in a proof: on its card, its card file, its
deck, or the list of what belongs to no deck; and which language, field and side it is about, so
that the page can mark the box of the text at fault on the card's picture.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from deckctl.core.diagnostics import Diagnostic
from deckctl.proof.entries import CardEntry, DeckEntry


@dataclass
class Finding:
    diagnostic: Diagnostic
    language: str  # "" when it is about no language in particular
    field: str = ""  # the card's field it is about, as `pictures.Placed.field` names it
    side: str = ""  # "front", "back", or "" (wherever the field is drawn)


@dataclass
class Placement:
    cards: dict[tuple[str, int], list[Finding]] = field(default_factory=dict)  # (card file, index)
    files: dict[str, list[Finding]] = field(default_factory=dict)  # card file
    decks: dict[int, list[Finding]] = field(default_factory=dict)  # deck number
    elsewhere: list[Finding] = field(default_factory=list)

    def on_card(self, card: CardEntry) -> list[Finding]:
        return self.cards.get((card.file, card.index), [])


def place(decks: list[DeckEntry], diagnostics: list[Diagnostic]) -> Placement:
    """Each finding where it goes, and the decks' own notes (texts left untranslated) after them."""
    placement = Placement()
    folders = [(n, os.path.realpath(deck.path) + os.sep) for n, deck in enumerate(decks)]
    resolved: dict[str, str] = {}
    for d in [*diagnostics, *(note for deck in decks for note in deck.notes)]:
        where = resolved.get(d.file)
        if where is None:
            where = resolved[d.file] = _where(d.file)
        number = next((n for n, folder in folders if where.startswith(folder)), None)
        if number is None:
            placement.elsewhere.append(Finding(d, _language(d)))
            continue
        deck = decks[number]
        finding = Finding(d, _language(d), str(d.extra.get("field", "")), str(d.extra.get("side", "")))
        card = _card_of(deck, d) if d.card_id else None
        if card is not None:
            if not finding.field and d.file == card.file:
                finding.field = _field_at(card, d.line, d.col)
            placement.cards.setdefault((card.file, card.index), []).append(finding)
        elif any(f.file == d.file for f in deck.files):
            placement.files.setdefault(d.file, []).append(finding)
        else:
            placement.decks.setdefault(number, []).append(finding)
    return placement


def _where(file: str) -> str:
    """The real path of `file`'s folder, and its name: a card file that is a link (one leading out
    of the repository is refused, `unreadable`) is placed where it is, in its deck, not where it
    leads."""
    if not file:
        return ""
    folder, name = os.path.split(file)
    return os.path.join(os.path.realpath(folder or os.curdir), name) if name else os.path.realpath(file)


def _language(d: Diagnostic) -> str:
    """The finding's language: named by it (a picture of that language: text-fits), else its
    catalog's; "" for a finding about a source file (a card file, deck.yaml), which is about
    every language's card: the language switch never hides it (a card file that does not parse
    stops the card loading in every language). Its mark is on the deck's own pictures, whose text it
    is about, and a translation's only where that sets the same text (`page._marks`)."""
    named = d.extra.get("language")
    if isinstance(named, str) and named:
        return named
    path = Path(d.file)
    if path.suffix == ".po" and path.parent.name == "locales":
        from deckctl.i18n.locales import language_tag

        return language_tag(path.stem)
    return ""


def _card_of(deck: DeckEntry, d: Diagnostic) -> CardEntry | None:
    """The card a finding names: in its own card file the one whose lines hold the finding (ids
    may repeat, an error of their own), elsewhere (a catalog, deck.yaml) the first of that id."""
    for listed in deck.files:
        if listed.file != d.file:
            continue
        chosen = None
        for card in listed.cards:
            if card.card_id == d.card_id and (chosen is None or card.line <= d.line):
                chosen = card
        if chosen is not None:
            return chosen
    return next((c for f in deck.files for c in f.cards if c.card_id == d.card_id), None)


def _field_at(card: CardEntry, line: int, col: int) -> str:
    """The field of the card whose key or value starts at line:col, if one does."""
    return card.fields.get(f"{line}:{col}", "")
