"""Which entry lends its translation to a text that has none, or whose source changed (`merge`
then marks it fuzzy, naming that entry with `#| msgctxt` and `#| msgid`, as msgmerge does).

An entry of the very source text lends first: one no text uses any more (a card renamed), or one
whose msgctxt now holds another text (a question deleted or inserted before it moved it a place).
A text whose source changed otherwise keeps its own entry. A text the catalog has no entry of
its source for (not one whose entry is left empty: `guess`) may else take the translation of a
*similar* source text (a card renamed and edited, or deleted and written
again), as GNU msgmerge's fuzzy matching finds one: alike as msgmerge's fstrcmp measures it,
twice the characters the two texts have in common in order (their longest common subsequence)
over both lengths; more than 0.6 is alike. The most alike lends; between equals, an entry of the
same field (`questions/1/question`), then the first one. Unlike msgmerge, a translation a text
still uses is not offered to another: it stays where it is, and only what would otherwise be
left obsolete moves, to one text: the most alike of those it is alike to (a deleted card's
"The first letter of the capital of Greece." is not offered to every untranslated "The first
letter of ..." of the deck).

Bounded, so that a catalog of thousands of entries is not compared pair by pair:

- a text is first compared with the entries of its own card and of the cards that lent its card
  a text unchanged (a renamed card's other texts came from there): a few texts each (`PER_CARD`);
- only if none of them is alike, with the `FEW` entries sharing the most 4-character pieces with
  it, which an index of the pieces finds (as msgmerge finds its candidates). The index is read,
  rarest piece first, no further than `READ` entries per text: a piece most texts have (`Whic`)
  costs nothing. A text of fewer than 4 characters has no piece: only its cards' entries are
  compared with it.

Printed labels take only the translation of their very English text (a similar one could lose a
placeholder the card fills in).

Everything is in the catalog's and the deck's order, so the same catalog and cards lend the same.
"""

from __future__ import annotations

from collections import Counter
from operator import itemgetter

from babel.messages.catalog import Message
from rapidfuzz.distance import Indel

from deckctl.i18n import labels
from deckctl.i18n.catalog import is_text
from deckctl.i18n.texts import LABEL, Text

GRAM = 4  # characters in a piece (msgmerge's choice: 3 makes the lists too long)
FEW = 10  # entries compared with a text, found by the index
READ = 1_000  # entries of the index read per text
PER_CARD = 100  # entries of one card compared with a text
PASSES = 4  # looks for the texts still without one (see `lenders`)
PIECES_PER_ENTRY = 400  # pieces filed of one entry: its first 403 characters (a card text is shorter)
MAX_PIECES = 250_000  # different pieces filed (a catalog of 29,000 card texts has about 25,000)


def lenders(texts: list[Text], unused: list[Message], moved: list[Message] = (),
            own: list[Message | None] | None = None, guess: list[bool] | None = None) -> list[Message | None]:
    """For each of `texts`, the entry it takes its translation from, or None.

    `unused`: entries no text uses, in order of preference. `moved`: entries of contexts that now
    hold another text; they lend to their very source text first, and like `unused` ones once
    their context's text does not keep them. `own`: for each text, its own translated entry if
    its source changed: it keeps that one (None here) unless it finds an entry of its very source
    text, or another text takes that entry as its own source's. `guess`: for each text, whether
    it may take a similar text's translation (all may if None); any may take its very source's."""
    own = own or [None] * len(texts)
    guess = guess or [True] * len(texts)
    translated = [m for m in unused if _lends(m) and isinstance(m.string, str) and m.string]
    same = {message.id: message for message in _first_of_each_source([*translated, *moved])}
    found: list[Message | None] = [same.get(text.source) for text in texts]
    taken = {id(m) for m in found if m is not None}
    kept = {id(mine) for mine, lender in zip(own, found, strict=True)
            if mine is not None and lender is None and id(mine) not in taken}
    partners: dict[str, dict[str, None]] = {}  # card -> the cards that lent it a text unchanged
    for text, lender in zip(texts, found, strict=True):
        if lender is not None:
            partners.setdefault(_card(text.context), {})[_card(lender.context)] = None
    # Printed labels (deckctl's words, not the deck's) neither take nor lend a similar text's
    # translation: one without the label's `{n}` would be refused (`labels.refused`).
    similar = [m for m in [*translated, *moved] if id(m) not in kept and not (m.context or "").startswith(labels.PREFIX)]
    looking = [number for number, text in enumerate(texts)
               if found[number] is None and id(own[number]) not in kept and text.kind != LABEL and guess[number]]
    # The next update reads the catalog without the entries lent now, and the index may then
    # find a text a similar one the lent ones crowded out: look again without them until none
    # is found, so that a second update changes nothing (PASSES bounds a contrived catalog).
    for turn in range(PASSES):
        lent = {id(m) for m in found if m is not None}
        pool = _first_of_each_source([m for m in similar if id(m) not in lent])
        by_card: dict[str, list[Message]] = {}
        for message in pool:
            by_card.setdefault(_card(message.context), []).append(message)
        index: _Index | None = None
        keys: dict[int, tuple] = {}
        for number in looking:
            text = texts[number]
            card = _card(text.context)
            cards = dict.fromkeys([card, *(partners.get(card, {}) if turn == 0 else ())])
            found[number], key = _most_alike(text, [m for card in cards for m in by_card.get(card, ())[:PER_CARD]])
            keys[number] = (True, *key)  # (its cards' own entries before any other's)
            if found[number] is None and len(text.source) >= GRAM:
                index = index or _Index(pool, max(len(texts[n].source) for n in looking))
                found[number], key = _most_alike(text, index.candidates(text.source))
                keys[number] = (False, *key)
        # A similar entry's translation moves to one text, the most alike (between equals, the
        # first): the others look again without it, as the next update would see the catalog.
        taker: dict[int, int] = {}
        for number in looking:
            if found[number] is not None:
                other = taker.get(id(found[number]))
                if other is None or keys[number] > keys[other]:
                    taker[id(found[number])] = number
        for number in looking:
            if found[number] is not None and taker[id(found[number])] != number:
                found[number] = None
        still = [number for number in looking if found[number] is None]
        if len(still) == len(looking):
            break
        looking = still
    return found


def _first_of_each_source(messages: list[Message]) -> list[Message]:
    """The entries that can lend: the first of each source text."""
    first: dict[str, Message] = {}
    for message in messages:
        first.setdefault(message.id, message)
    return list(first.values())


def _lends(message: Message) -> bool:
    """An entry that can lend its translation: a deck text's, or one that lost its msgctxt (deleted
    by hand, or swallowed by an editor), whose msgid is a text all the same, as msgmerge takes it."""
    return is_text(message) or (message.context is None and bool(message.id) and isinstance(message.id, str))


def _card(context: str | None) -> str:
    """The card a msgctxt names (`deck`, `areas` and `label` stand for the deck's own texts; none
    for an entry without one)."""
    return (context or "").split("/", 1)[0]


def _field(context: str | None) -> str:
    return (context or "").split("/", 1)[-1]


def _most_alike(text: Text, candidates: list[Message]) -> tuple[Message | None, tuple]:
    """The most alike of `candidates` and its key (how alike, whether of the same field)."""
    best, best_key = None, None
    for message in candidates:
        total = len(text.source) + len(message.id)
        # (total - distance) / total > 3/5, in integers: distance <= limit
        limit = (2 * total - 1) // 5
        distance = Indel.distance(text.source, message.id, score_cutoff=limit)
        if distance > limit:
            continue
        # (a float is exact enough: two different fractions of such totals never round to one)
        key = ((total - distance) / total, _field(message.context) == _field(text.context))
        if best_key is None or key > best_key:
            best, best_key = message, key
    return best, best_key or ()


def _pieces(source: str) -> set[str]:
    return set(_pieces_in_order(source))


def _pieces_in_order(source: str) -> list[str]:
    return [source[start:start + GRAM] for start in range(len(source) - GRAM + 1)]


class _Index:
    """Piece -> the numbers of the entries whose source text has it, in order. Bounded whatever
    the catalog holds: an entry too long to be alike to a text of `longest` characters is left
    out, only the first PIECES_PER_ENTRY pieces of an entry and at most MAX_PIECES different
    pieces are filed (a catalog of 8 MB of random letters would otherwise take gigabytes)."""

    def __init__(self, pool: list[Message], longest: int):
        self.pool = pool
        self.lists: dict[str, list[int]] = {}
        for number, message in enumerate(pool):
            if 3 * len(message.id) >= 7 * longest:  # (alike needs the shorter over 3/7 of the longer)
                continue
            for piece in dict.fromkeys(_pieces_in_order(message.id[:PIECES_PER_ENTRY + GRAM - 1])):
                numbers = self.lists.get(piece)
                if numbers is not None:
                    numbers.append(number)
                elif len(self.lists) < MAX_PIECES:
                    self.lists[piece] = [number]

    def candidates(self, source: str) -> list[Message]:
        """The FEW entries sharing the most pieces with `source` (between equals, the one met
        first, rarest piece first). A piece in more entries than are left to read ends the reading."""
        shared = sorted((piece for piece in _pieces(source) if piece in self.lists),
                        key=lambda piece: (len(self.lists[piece]), piece))
        counts: Counter[int] = Counter()
        left = READ
        for piece in shared:
            numbers = self.lists[piece]
            if len(numbers) > left:
                break
            counts.update(numbers)
            left -= len(numbers)
        ranked = sorted(counts.items(), key=itemgetter(1), reverse=True)[:FEW]  # (stable: in the order met)
        return [self.pool[number] for number, _ in ranked]
