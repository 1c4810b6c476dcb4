"""Cards of the packaged starter deck added to a sample deck, so that a new deck plays at once.

A game that needs many cards of each kind (Wissens-Spektrum: 13 an area for six players) gets its
sample card files filled up to the game's `full_table_per_kind` when `deckctl init` writes them:
the sample's own card first, then the starter deck's cards of the same kind, in the starter deck's
order, in English or, for a German deck, as the starter deck's German catalog translates them
(quotation marks typed straight).
Nothing is copied into deckctl's code: the cards are read from the starter deck deckctl ships.
"""

from __future__ import annotations

from collections import Counter

from deckctl import games
from deckctl.io.resources import starter_deck
from deckctl.scaffold.new_card import KIND_KEYS


def filled(game_id: str, samples: dict[str, str], language: str) -> dict[str, str]:
    """`samples` (card file name -> text, from templates.card_files) with starter cards added to
    each file until each kind of card in it has the game's `full_table_per_kind`; as they are
    when the game needs no more. A starter card with a question lint would call the same or
    nearly the same as one before it (`duplicate-question`, `near-duplicate`) is left out."""
    import yaml

    from deckctl.scaffold.templates import german, spelt

    wanted = games.get(game_id).full_table_per_kind
    if wanted <= 1:
        return samples
    parsed = {name: yaml.load(text, Loader=yaml.CSafeLoader) for name, text in samples.items()}
    own = [card for cards in parsed.values() for card in cards]
    starter = _starter_cards(game_id, "de" if german(language) else None)
    repeats = _repeating(own, starter)
    out = {}
    for name, text in samples.items():
        counts = Counter(_kind(card) for card in parsed[name])
        added = []
        for number, card in enumerate(starter):
            kind = _kind(card)
            if kind in counts and counts[kind] < wanted and number not in repeats:
                counts[kind] += 1
                added.append(card)
        out[name] = text + "".join("\n" + spelt(_as_text(card), language) for card in added)
    return out


def _kind(card: dict) -> tuple:
    return tuple(card.get(key) for key in KIND_KEYS)


def _repeating(own: list[dict], starter: list[dict]) -> set[int]:
    """The numbers of the starter cards with a question that repeats one of the sample's or of an
    earlier starter card, as lint compares them (the same words, reworded, a typo apart, or the
    same answer and most words, at near-duplicate's default threshold)."""
    from deckctl.lint.rules.answer_in_question import core
    from deckctl.lint.similar import near_duplicates
    from deckctl.lint.texts import normalise

    owners = []  # the card each question is on: -1 the sample's, else the starter card's number
    asked = []
    for number, card in [(-1, card) for card in own] + list(enumerate(starter)):
        for item in card.get("questions") or [card]:
            if isinstance(item.get("question"), str):
                owners.append(number)
                asked.append((normalise(item["question"]), core(str(item.get("answer", ""))), len(owners)))
    return {owners[match.later] for match in near_duplicates(asked) if owners[match.later] >= 0}


def _starter_cards(game_id: str, language: str | None) -> list[dict]:
    """The starter deck's cards as plain data, keys in the order its card files write them; in
    `language` when given (its catalog's translations; a card with a text left untranslated is
    left out, as it would mix two languages)."""
    from deckctl.i18n.apply import localize
    from deckctl.validate.deck import load_deck

    deck = load_deck(starter_deck(game_id))
    translated = deck
    if language is not None:
        translated, _ = localize(deck, language)
    untranslated = {card_id for card_id, _ in translated.untranslated}
    cards = []
    for ref, shown in zip(deck.cards, translated.cards):
        if ref.id in untranslated:
            continue
        data = shown.card.model_dump(exclude_none=True)
        cards.append(_shaped(ref.source.data[ref.index], _typed(data) if language else data))
    return cards


# The catalog holds German texts with the quotation marks German prints („Faust“); a deck's sources
# are typed with straight ones, which the export sets as the deck's language prints them (« » in
# Swiss German), as the sample's own cards are.
_AS_TYPED = str.maketrans({"„": '"', "“": '"'})


def _typed(value):
    if isinstance(value, dict):
        return {key: _typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_typed(item) for item in value]
    return value.translate(_AS_TYPED) if isinstance(value, str) else value


def _shaped(raw, value):
    """`value` (a card's model data) with only the keys `raw` (the card as written) has, in its order."""
    if isinstance(raw, dict) and isinstance(value, dict):
        return {key: _shaped(raw[key], value[key]) for key in raw if key in value}
    if isinstance(raw, list) and isinstance(value, list) and raw and all(isinstance(r, dict) for r in raw):
        return [_shaped(r, v) for r, v in zip(raw, value)]
    return value


def _as_text(card: dict) -> str:
    """One card in fmt's layout: lists of texts (`accept`) written as a flow list, as the starter
    deck writes them, and a text YAML would read as something else (`1989`, `yes`) quoted."""
    from ruamel.yaml.comments import CommentedSeq
    from ruamel.yaml.scalarstring import DoubleQuotedScalarString

    from deckctl.io.rewrite import canonical_text, read_as

    def styled(value):
        if isinstance(value, dict):
            return {key: styled(item) for key, item in value.items()}
        if isinstance(value, list):
            items = CommentedSeq(styled(item) for item in value)
            if all(isinstance(item, str) for item in value):
                items.fa.set_flow_style()
            return items
        if isinstance(value, str) and read_as(value) != "tag:yaml.org,2002:str":
            return DoubleQuotedScalarString(value)
        return value

    return canonical_text([styled(card)])
