"""The three-way merge of card files by card id, on the pieces of deckctl/merge/layout.py.

The unit is the card, then the card's top-level field, then, in a field holding a block list
(a card's questions, iKNOW's clues) whose length both sides kept, the entry at each position,
then that entry's keys, and so on down. For each unit, the side that changed it (its text, or its
value with aliases resolved: `back: *anch` changes with its anchor's value) wins; when both
changed it, its parts are merged one by one where it has parts, else a side that only changed
its layout or comments (same value as the base) gives way to the side that changed the value;
two different values are a conflict, shown with markers around that unit alone, and so are
comments both sides rewrote differently, whether or not one side changed the value (taking
that side's text would drop the other's comments). A comment the
side giving way had added is kept at the end of a one-line value, else noted
(`Merged.dropped_lines`), as is one added to a field or card the other side deleted. Card order
(and a card's field order) follows ours, or theirs where only theirs reordered (where both did, the cards theirs moved
that ours's order does not keep where they put it are noted: `Merged.move_lines`, and so are fields:
`Merged.field_move_lines`); a card one side added goes after the card it
follows on that side (after the other side's additions there, so cards both sides append at the
end keep ours first). A list whose length changed on either side stays one unit: entries are
matched by position only, so one added or removed would pair different questions.

A card id the base lacks that both sides added with different values is two different cards
(each editor's `deckctl new card` took the same next id), unless the two merge field by field
without a conflict (they agree on every field both have): both are kept whole, ours first,
without markers (`TwoCards`), so the file loads and only one id needs changing.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field, replace

from deckctl.merge import comments, text_lines
from deckctl.merge.layout import Card, CardFile, FieldChunk, Item
from deckctl.merge.list_indent import block_lists, card_at, entries_below_dash, inner_entries, item_at, lists_moved
from deckctl.merge.markers import DEFAULT_MARKERS, Markers


@dataclass
class Conflict:
    ours: list[str]
    theirs: list[str]
    what: str  # in words, for the report: "card `x`: field `answer`"
    base: list[str] = field(default_factory=list)  # the base's lines, for git's diff3 style


@dataclass(frozen=True)
class Move:
    """A card their side moved, where both sides reordered the cards and the merged order, ours,
    does not keep that move."""
    card_id: str
    after: str | None  # the card it follows on their side (None: it is their first)


# A card id both sides added with the same values, whose comments differ.
ADDED_ON_BOTH_SIDES = "added on both sides"


@dataclass
class TwoCards:
    """Two different cards both sides added under one id the base lacks: both whole, ours first.
    No markers: either card alone is a card, and a conflict between the two would read as "keep
    one"; the merge still reports it (git stops), and validate names the duplicate id."""
    card_id: str
    ours: list[str]
    theirs: list[str]

    @property
    def lines(self) -> list[str]:
        return self.ours + self.theirs


@dataclass
class Dropped:
    """A comment one side added that the merge could not keep: the other side's text of its
    field (or entry, or card) was taken for its new value."""
    what: str  # "card `x`"
    where: str  # the field's path (`back`, `questions/2/answer`); "" for the whole card
    comment: str
    side: str  # the side that wrote it: "ours" or "theirs"
    deleted: bool = False  # the other side deleted the field (or card) it was written on
    same_value: bool = False  # both sides kept the value: the other side's text was taken for its layout


class Lines(list):
    """Lines taken from one side, with the comments of the other side they leave out."""

    def __init__(self, lines: list[str], dropped: list[Dropped]):
        super().__init__(lines)
        self.dropped = dropped


@dataclass(frozen=True)
class FieldMove:
    """A field their side moved, where both sides moved the fields of a card (or list entry) and
    the merged order, ours, does not keep that move."""
    what: str  # "card `x`"
    path: str  # the field's path (`back`, `questions/2/answer`)
    after: str | None  # the key above it on their side (None: their first)


class Noted(list):
    """No lines: a field move the merge does not keep, noted on the field that follows."""

    def __init__(self, move: FieldMove):
        super().__init__()
        self.move = move


Piece = list[str] | Conflict | TwoCards  # lines taken as they are (Lines: some comments dropped), or a conflict


@dataclass
class Merged:
    pieces: list[Piece] = field(default_factory=list)
    data: list = field(default_factory=list)  # the merged cards' data (conflicts: ours)
    card_pieces: dict[str, int] = field(default_factory=dict)  # each merged card's first piece
    moves_not_kept: list[Move] = field(default_factory=list)  # their side's, where both reordered

    @property
    def conflicts(self) -> list[Conflict]:
        return [piece for piece in self.pieces if isinstance(piece, Conflict)]

    @property
    def two_cards(self) -> list[TwoCards]:
        return [piece for piece in self.pieces if isinstance(piece, TwoCards)]

    @property
    def clean(self) -> bool:
        return not self.conflicts and not self.two_cards

    def text(self, markers: Markers = DEFAULT_MARKERS) -> str:
        return "".join(_render(self.pieces, markers))

    def resolved(self, side: str) -> str:
        """The text with every conflict resolved to one side ("ours" or "theirs")."""
        return "".join(line for piece in self.pieces
                       for line in (getattr(piece, side) if isinstance(piece, Conflict)
                                    else piece.lines if isinstance(piece, TwoCards) else piece))

    def dropped_lines(self, markers: Markers = DEFAULT_MARKERS) -> list[tuple[int, Dropped]]:
        """(1-based line in text(markers) of the field or card, what) for each comment dropped."""
        placed = self._placed(markers)
        last = max(sum(len(rendered) for _, _, rendered in placed), 1)  # (a card deleted at the end: after it)
        return [(min(line + comments.first_content(piece), last), note)
                for line, piece, _ in placed if isinstance(piece, Lines) for note in piece.dropped]

    def move_lines(self, markers: Markers = DEFAULT_MARKERS) -> list[tuple[int, Move]]:
        """(1-based line in text(markers) of the card's dash, the move) for each of their side's
        moves the merged order does not keep."""
        if not self.moves_not_kept:
            return []
        firsts = {at: line for line, _, _, at in self._placed_at(markers)}
        lines = _render(self.pieces, markers)
        content = comments.content_lines(lines)  # (the card's first line of content is its dash)
        found = []
        for move in self.moves_not_kept:
            first = firsts[self.card_pieces[move.card_id]] - 1
            at = bisect_left(content, first)
            found.append(((content[at] if at < len(content) else first) + 1, move))
        return found

    def field_move_lines(self, markers: Markers = DEFAULT_MARKERS) -> list[tuple[int, FieldMove]]:
        """(1-based line in text(markers) of the field's key, the move) for each field their side
        moved that the merged order does not keep."""
        if not any(isinstance(piece, Noted) for piece in self.pieces):
            return []
        placed = self._placed(markers)
        found = []
        for at, (line, piece, _) in enumerate(placed):
            if isinstance(piece, Noted):
                following = next((rendered for _, _, rendered in placed[at + 1:] if rendered), [])
                found.append((line + comments.first_content(following), piece.move))
        return found

    def conflict_lines(self, markers: Markers = DEFAULT_MARKERS) -> list[tuple[int, str]]:
        """(1-based line of the `<<<<<<<` marker, what) for each conflict in text(markers)."""
        return [(line + rendered.index(markers.opening()), piece.what)
                for line, piece, rendered in self._placed(markers) if isinstance(piece, Conflict)]

    def two_card_lines(self, markers: Markers = DEFAULT_MARKERS) -> list[tuple[str, int, int]]:
        """(id, 1-based line of our card's dash, of theirs's) in text(markers) for each id given
        to two cards."""
        return [(piece.card_id, line + comments.first_content(piece.ours),
                 line + len(piece.ours) + comments.first_content(piece.theirs))
                for line, piece, _ in self._placed(markers) if isinstance(piece, TwoCards)]

    def _placed(self, markers: Markers) -> list[tuple[int, Piece, list[str]]]:
        """Each piece with its first line (1-based) in text(markers) and its lines there."""
        return [(line, piece, rendered) for line, piece, rendered, _ in self._placed_at(markers)]

    def _placed_at(self, markers: Markers) -> list[tuple[int, Piece, list[str], int]]:
        """As _placed, with each piece's index."""
        placed, line = [], 1
        for at, piece in enumerate(self.pieces):
            rendered = _render([piece], markers)
            placed.append((line, piece, rendered, at))
            line += len(rendered)
        return placed


def _render(pieces: list[Piece], markers: Markers) -> list[str]:
    lines: list[str] = []
    for piece in pieces:
        if isinstance(piece, Conflict):
            lines += markers.render(piece.ours, piece.base, piece.theirs)
        elif isinstance(piece, TwoCards):
            lines += piece.lines
        else:
            lines += piece
    return lines


class _Missing:
    """The value of a unit one side does not have (unequal to every value, None included)."""


MISSING = _Missing()


def _pick(base, ours, theirs, values: tuple | None = None):
    """Three-way choice for one unit given as text, or as _Written (None: absent): "ours",
    "theirs" or None for a conflict. `values` (base, ours, theirs), where given, decide when both
    texts changed."""
    if ours == theirs or theirs == base:
        return "ours"
    if ours == base:
        return "theirs"
    if values is not None:
        base_value, ours_value, theirs_value = values
        # Keys moved are an edit, not layout: taken for layout, a card whose fields one side
        # reordered would be deleted (or a list holding it rewritten) by the other without a word.
        if _same_in_order(ours_value, theirs_value):
            return "ours"
        if _same_in_order(ours_value, base_value):
            return "theirs"
        if _same_in_order(theirs_value, base_value):
            return "ours"
    return None


class _Written:
    """A unit's text with its value, aliases resolved: unchanged only where both are. An alias
    (`back: *anch`) keeps its text when one side edits the anchored value (`front: &anch ...`):
    judged by its text alone, the field would look untouched on that side and the other side's
    edit of it would win without a conflict, losing the change made through the anchor."""

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, text: list[str], value: object):
        self.text, self.value = text, value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Written) and self.text == other.text and _same_value(self.value, other.value)


def _written(units: tuple, text, value) -> tuple[_Written | None, ...]:
    """(base, ours, theirs) as _Written, from each unit's `text` and `value` (None: absent)."""
    return tuple(_Written(text(unit), value(unit)) if unit is not None else None for unit in units)


def _same_value(a: object, b: object) -> bool:
    """a == b, where a `.nan` equals a `.nan`: the same text loads twice to equal values."""
    if isinstance(a, float) and isinstance(b, float) and a != a and b != b:
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same_value(a[key], b[key]) for key in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same_value, a, b))
    return a == b


def _same_in_order(a: object, b: object) -> bool:
    """_same_value, where mappings must also hold their keys in the same order."""
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(_same_in_order(a[key], b[key]) for key in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(_same_in_order, a, b))
    return _same_value(a, b)


def merge_card_files(base: CardFile, ours: CardFile, theirs: CardFile) -> Merged:
    merged = Merged()
    _merge_lines(merged, base.header, ours.header, theirs.header, "the lines above the first card changed on both sides")
    base_cards, our_cards, their_cards = base.by_id(), ours.by_id(), theirs.by_id()
    order = _order(base, ours, theirs)
    _footer_once(base, our_cards, their_cards, order)
    elsewhere = _Elsewhere(base, ours, theirs)
    for card_id in order:
        at, cards = len(merged.pieces), len(merged.data)
        _merge_card(merged, card_id, base_cards.get(card_id), our_cards.get(card_id), their_cards.get(card_id),
                    base.footer, elsewhere)
        if len(merged.data) > cards:  # (not deleted)
            merged.card_pieces[card_id] = at
    merged.moves_not_kept = [move for move in _moves_not_kept(base, ours, theirs, order)
                             if move.card_id in merged.card_pieces]
    _merge_lines(merged, base.footer, ours.footer, theirs.footer, "the lines below the last card changed on both sides")
    return merged


def _footer_once(base: CardFile, our_cards: dict[str, Card], their_cards: dict[str, Card], order: list[str]) -> None:
    """Where both sides appended a card below the base's last one, the comments below it (the
    base's footer) now introduce each side's first new card: keep them above the first of the two
    in the merged order only, not twice."""
    footer = base.footer
    if not base.cards or not any(line.lstrip().startswith("#") for line in footer):
        return  # (blank lines above each new card are each side's own spacing)
    last, in_base = base.cards[-1].id, base.by_id()
    moved = []
    for cards in (our_cards, their_cards):
        ids = list(cards)
        at = ids.index(last) + 1 if last in ids else None
        following = cards[ids[at]] if at is not None and at < len(ids) else None
        if following is None or following.id in in_base or following.leading[:len(footer)] != footer:
            return
        moved.append((cards, following))
    (_, ours), (_, theirs) = moved
    if ours.id == theirs.id or ours.id not in order or theirs.id not in order:
        return
    cards, second = moved[1] if order.index(ours.id) < order.index(theirs.id) else moved[0]
    cards[second.id] = replace(second, leading=second.leading[len(footer):])


def _merge_lines(merged: Merged, base: list[str], ours: list[str], theirs: list[str], what: str) -> None:
    side = _pick(base, ours, theirs)
    if side is None:
        merged.pieces.append(Conflict(ours, theirs, what, base))
    else:
        merged.pieces.append(ours if side == "ours" else theirs)


def _order(base: CardFile, ours: CardFile, theirs: CardFile) -> list[str]:
    """Every card id of either side, in the merged order (deleted ones are dropped later)."""
    base_ids = [card.id for card in base.cards]
    our_ids, their_ids = [card.id for card in ours.cards], [card.id for card in theirs.cards]

    in_base = set(base_ids)
    ours_kept, theirs_kept = _keeps_order(our_ids, base_ids, in_base), _keeps_order(their_ids, base_ids, in_base)
    first, second = (their_ids, our_ids) if ours_kept and not theirs_kept else (our_ids, their_ids)
    return _interleave(first, second, set(first) - in_base)


def _keeps_order(ids: list[str], base_ids: list[str], in_base: set[str]) -> bool:
    """Whether the cards base had are still in base's order."""
    common = [i for i in ids if i in in_base]
    kept = set(common)
    return common == [i for i in base_ids if i in kept]


def _moves_not_kept(base: CardFile, ours: CardFile, theirs: CardFile, order: list[str]) -> list[Move]:
    """Where both sides reordered the cards (the merged order is ours), the cards their side
    moved that the merged order does not keep where they put it, so that the editor hears of each
    move lost. Moved: not among the most cards a side left in the base's order (of the cards all
    three versions have); where they put it: below which of the cards neither side moved (these
    are in the base's order in all three), or, where every card moved, next to which card."""
    base_ids = [card.id for card in base.cards]
    in_base = set(base_ids)
    our_ids, their_ids = [card.id for card in ours.cards], [card.id for card in theirs.cards]
    if _keeps_order(our_ids, base_ids, in_base) or _keeps_order(their_ids, base_ids, in_base):
        return []
    everywhere = in_base & set(our_ids) & set(their_ids)
    theirs_common = [card_id for card_id in their_ids if card_id in everywhere]
    ours_common = [card_id for card_id in our_ids if card_id in everywhere]
    merged_common = [card_id for card_id in order if card_id in everywhere]
    position = {card_id: at for at, card_id in enumerate(base_ids)}
    their_stayed = _longest_rising(theirs_common, position)
    unmoved = their_stayed & _longest_rising(ours_common, position)
    if unmoved:
        theirs_place, merged_place = _below_which(theirs_common, unmoved), _below_which(merged_common, unmoved)
        lost = [card_id for card_id in theirs_common
                if card_id not in their_stayed and theirs_place[card_id] != merged_place[card_id]]
    else:
        theirs_near, merged_near = _neighbours(theirs_common), _neighbours(merged_common)
        lost = [card_id for card_id in theirs_common if card_id not in their_stayed
                and theirs_near[card_id][0] != merged_near[card_id][0]
                and theirs_near[card_id][1] != merged_near[card_id][1]]
    before = dict(zip(theirs_common, [None, *theirs_common]))
    return [Move(card_id, before[card_id]) for card_id in lost]


def _below_which(ids: list[str], unmoved: set[str]) -> dict[str, str | None]:
    """For each id, the last of `unmoved` above it (None: none is)."""
    found, last = {}, None
    for card_id in ids:
        found[card_id] = last
        if card_id in unmoved:
            last = card_id
    return found


def _neighbours(ids: list[str]) -> dict[str, tuple[str | None, str | None]]:
    """For each id, the id before it and the one after it (None at either end)."""
    padded = [None, *ids, None]
    return {card_id: (padded[at], padded[at + 2]) for at, card_id in enumerate(ids)}


def _longest_rising(ids: list[str], position: dict[str, int]) -> set[str]:
    """The largest set of `ids` whose positions rise along the list (a longest increasing
    subsequence, O(n log n)): the cards a side left in the base's order."""
    tails: list[int] = []  # tails[k]: the position of the smallest end of a rising run of length k + 1
    tail_at: list[int] = []  # the index in ids of that end
    before = [-1] * len(ids)
    for at, card_id in enumerate(ids):
        value = position[card_id]
        k = bisect_left(tails, value)
        before[at] = tail_at[k - 1] if k else -1
        if k == len(tails):
            tails.append(value)
            tail_at.append(at)
        else:
            tails[k], tail_at[k] = value, at
    found, at = set(), tail_at[-1] if tail_at else -1
    while at != -1:
        found.add(ids[at])
        at = before[at]
    return found


def _interleave(first: list[str], second: list[str], skipped: set[str]) -> list[str]:
    """`first`, with each id of `second` it lacks put after the id `second` has before it (at the
    start for none), past the ids of `skipped` (some of first's: its side's additions there come
    first) that follow that one. The order is that of inserting the ids one by one into a list
    searched for each (an id first repeats found at its first place), in linear time: that search
    took minutes for a side that added 40,000 cards. So a linked list, and where each run of
    skipped ids ends worked out beforehand: a run is passed over whole, as no id is ever put
    before a skipped one (that would stop the search inside it)."""
    count = len(first)
    past_skipped = [count] * (count + 1)  # for each place in first, the next one not holding a skipped id
    for at in range(count - 1, -1, -1):
        past_skipped[at] = past_skipped[at + 1] if first[at] in skipped else at
    start = count  # nodes 0..count-1 are first's ids, node `start` stands before them, the rest are inserted
    ids = [*first, None]
    following = [*range(1, count), -1] if count else []  # each node's next one, -1 at the end
    following.append(0 if count else -1)  # the start's
    node_of: dict[str, int] = {}
    for node in range(count - 1, -1, -1):
        node_of[first[node]] = node
    anchor = None
    for card_id in second:
        if card_id in node_of:
            anchor = node_of[card_id]
            continue
        if anchor is None or anchor < count:  # past the skipped ids after it (from the start: before first's first)
            at = past_skipped[0 if anchor is None else anchor + 1]
            anchor = at - 1 if at else start
        node = len(ids)
        ids.append(card_id)
        following.append(following[anchor])
        following[anchor] = node
        node_of[card_id] = anchor = node
    order, node = [], following[start]
    while node != -1:
        order.append(ids[node])
        node = following[node]
    return order


def _counted(lines: list[str]) -> Counter:
    return Counter(comment.text for comment in comments.comments(lines))


class _Elsewhere:
    """The comments of each whole version, counted by text (read once, where first asked)."""

    def __init__(self, base: CardFile, ours: CardFile, theirs: CardFile):
        self.files = {"base": base, "ours": ours, "theirs": theirs}
        self.counted: dict[str, Counter] = {}

    def count(self, side: str) -> Counter:
        if side not in self.counted:
            found = self.files[side]
            self.counted[side] = _counted(found.header + [line for card in found.cards for line in card.text]
                                          + found.footer)
        return self.counted[side]


def _moved_comments(kept: list[str], above: int, base: list[str] | None, added: list[comments.Comment],
                    base_all, side_all) -> tuple[list[str], list[comments.Comment]]:
    """For a unit (card, field) one side kept, only moved or relaid, and the other deleted: the
    lines above it to keep in its place, and the comments of `added` (those `kept`, its lines, has
    that the base's unit has not) that go with it. Kept: comment lines among the first `above`
    lines that were elsewhere in the base (another card's or field's, or the file's last lines)
    and are gone from there on the side that kept it (`base_all`, `side_all`: the comments of the
    whole file or card there, counted, or a callable giving them), with the blank lines among
    them. That side, moving units, left them above this one; nobody wrote them, and the unit
    deleted is not theirs: the merge keeps them where it was."""
    if not any(comment.line < above and not comment.inline for comment in added):
        return [], added
    base_all, side_all = (found() if callable(found) else found for found in (base_all, side_all))
    spare = base_all - _counted(base or [])
    spare.subtract(side_all - _counted(kept))
    moved = set()
    for comment in added:
        if comment.line < above and not comment.inline and spare[comment.text] > 0:
            spare[comment.text] -= 1
            moved.add(comment.line)
    if not moved:
        return [], added
    lines = [line for number, line in enumerate(kept[:above]) if number in moved or not line.strip()]
    return lines, [comment for comment in added if comment.line not in moved]


def _merge_card(merged: Merged, card_id: str, base: Card | None, ours: Card | None, theirs: Card | None,
                footer: list[str], elsewhere: _Elsewhere) -> None:
    what = f"card `{card_id}`"
    written = _written((base, ours, theirs), lambda card: card.text, lambda card: card.data)
    side = _pick(*written)
    if side is None and (ours is None or theirs is None):  # deleted on one side: was it changed?
        side = _pick(*written,
                     values=tuple(c.data if c else MISSING for c in (base, ours, theirs)))
    if side is not None or ours is None or theirs is None:
        chosen = {"ours": ours, "theirs": theirs}.get(side)
        if side is None:  # deleted on one side, changed on the other
            merged.pieces.append(Conflict(ours.text if ours else [], theirs.text if theirs else [],
                                          f"{what}: deleted on one side, changed on the other", base.text))
            chosen = ours or theirs
        elif chosen is not None:
            merged.pieces.append(chosen.text)
        elif ours or theirs:  # deleted on one side, only its layout or comments changed on the other
            kept = ours or theirs
            kept_by = "ours" if ours else "theirs"
            lines, lost = _moved_comments(kept.text, len(kept.leading), base.text if base else None,
                                          comments.lost([], kept.text, base.text if base else None),
                                          lambda: elsewhere.count("base"), lambda: elsewhere.count(kept_by))
            merged.pieces.append(_noting(what, "", lines, lost, side, deleted=True))
        if chosen is not None:
            merged.data.append(chosen.data)
        return
    base, ours, theirs = _one_key_column(base, ours, theirs)
    pieces, data = _merge_fields(f"card `{card_id}`", "", base, ours, theirs)
    if base is None and ours.data != theirs.data and (pieces is None or any(isinstance(p, Conflict) for p in pieces)):
        merged.pieces.append(TwoCards(card_id, list(ours.text), _below_ours(theirs.text, ours.text, footer)))
        merged.data += [ours.data, theirs.data]
        return
    if pieces is None:  # not to be merged by field: whole cards, a change of value over one of layout
        side = _pick(*written, values=tuple(c.data if c else MISSING for c in (base, ours, theirs)))
        if side is not None and _comments_clash(base.text if base else [], ours.text, theirs.text):
            also = "" if _same_value(ours.data, theirs.data) else ", its values on one"
            merged.pieces.append(Conflict(ours.text, theirs.text, f"{what}: its comments changed on both sides{also}",
                                          base.text if base else []))
            merged.data.append(ours.data)
            return
        chosen = {"ours": ours, "theirs": theirs}.get(side)
        other = theirs if side == "ours" else ours
        merged.pieces.append(_noting(what, "", chosen.text, comments.lost(chosen.text, other.text,
                                                                          base.text if base else None), side,
                                     same_value=ours.data == theirs.data)
                             if chosen else Conflict(ours.text, theirs.text, f"{what}: changed on both sides",
                                                     base.text if base else []))
        merged.data.append((chosen or ours).data)
        return
    merged.pieces += pieces
    merged.data.append(data)


def _one_key_column(base: Card | None, ours: Card, theirs: Card) -> tuple[Card | None, Card, Card]:
    """The three versions of a card both sides changed, with their keys at one column where ours
    and theirs indent them differently (one side ran `deckctl fmt` on a card written `-   id: x`):
    the column of the side that changed it (ours where both did), so the two merge field by field
    and a comment the other side added above a key is kept, in that layout. As they are where a
    version cannot be moved (deckctl/merge/list_indent.py)."""
    if ours.fields is None or theirs.fields is None:
        return base, ours, theirs
    if ours.key_col != theirs.key_col:
        column = theirs.key_col if base is not None and ours.key_col == base.key_col else ours.key_col
        moved = _all_moved((base, ours, theirs), lambda card: card_at(card, column, ""))
        if moved is None:
            return base, ours, theirs
        base, ours, theirs = moved
    return _one_list_column(base, ours, theirs)


def _one_list_column(base: Item | None, ours: Item, theirs: Item) -> tuple[Item | None, Item, Item]:
    """Likewise for the entries of each block list of the card (or list entry) that ours and
    theirs put at different columns (`deckctl fmt` indents entries written at the key's column),
    and for the lists inside those entries (a question's `accept:`), an outer list before its
    inner ones, which move with it. Each version is moved and cut again once for all its lists
    (one cut per list took minutes for a card of many questions); where a version does not load
    so, the card's own lists alone are moved, else none."""
    cards = (base, ours, theirs)
    lists = [block_lists(card) if card is not None else {} for card in cards]
    moves: tuple[list, list, list] = ([], [], [])
    moved_by: list[dict[tuple, int]] = [{}, {}, {}]
    for path in lists[1]:
        # (a list's column now: as written, moved with the lists it is inside)
        columns = [found[path][2] + sum(done.get(path[:end], 0) for end in range(1, len(path), 2))
                   if path in found else None for found, done in zip(lists, moved_by)]
        base_col, our_col, their_col = columns
        if our_col is None or their_col is None or our_col == their_col:
            continue
        column = their_col if our_col == base_col else our_col
        for version, current in enumerate(columns):
            if current is not None and current != column:
                start, stop, _ = lists[version][path]
                moves[version].append((start, stop, column - current, len(path)))
                moved_by[version][path] = column - current
    for depth in (None, 1):  # every list, else the card's own lists only
        moved = tuple(lists_moved(card, [move[:3] for move in version_moves if depth is None or move[3] == depth], "")
                      if card is not None else None for card, version_moves in zip(cards, moves))
        if all(new is not None for new, card in zip(moved, cards) if card is not None):
            return moved
    return base, ours, theirs


def _all_moved(cards: tuple, move) -> tuple | None:
    """`move` applied to each card there is; None where it cannot move one of them."""
    moved = tuple(move(card) if card is not None else None for card in cards)
    return None if any(new is None for new, card in zip(moved, cards) if card is not None) else moved


def _below_ours(theirs: list[str], ours: list[str], footer: list[str]) -> list[str]:
    """Their card's lines, to follow ours: without the base's footer where both cards start with
    it (both sides appended their card below the last one), so its comments stay once."""
    if any(line.lstrip().startswith("#") for line in footer) and ours[:len(footer)] == footer == theirs[:len(footer)]:
        return theirs[len(footer):]
    return list(theirs)


def _merge_fields(what: str, path: str, base: Item | None, ours: Item, theirs: Item) -> tuple[list[Piece] | None, dict]:
    """The pieces of an entry (a card, or a question of one: `path` is where it sits, like
    `questions/2/`) merged field by field, and its data; (None, {}) when it cannot be merged by
    field (a flow mapping, or the two sides indent it differently). `what` names its card."""
    if ours.fields is None or theirs.fields is None or (base is not None and base.fields is None):
        return None, {}
    if (ours.dash_col, ours.key_col) != (theirs.dash_col, theirs.key_col):
        return None, {}
    base_fields = {f.key: f for f in base.fields} if base else {}
    our_fields, their_fields = {f.key: f for f in ours.fields}, {f.key: f for f in theirs.fields}

    pieces: list[Piece] = []
    above = f"above `{path.rstrip('/')}`" if path else "above it"
    leading = _pick(base.leading if base else [], ours.leading, theirs.leading)
    pieces.append(Conflict(ours.leading, theirs.leading, f"{what}: the lines {above} changed on both sides",
                           base.leading if base else [])
                  if leading is None else (ours.leading if leading == "ours" else theirs.leading))
    data: dict = {}
    body: list[Piece] = []
    order = _field_order(base, ours, theirs)
    moves = _field_moves_not_kept(base, ours, theirs, order)
    for key in order:
        b, o, t = base_fields.get(key), our_fields.get(key), their_fields.get(key)
        if key in moves:
            body.append(Noted(FieldMove(what, f"{path}{key}", moves[key])))
        written = _written((b, o, t), lambda chunk: chunk.lines, lambda chunk: chunk.value)
        side = _pick(*written)
        if side is None:  # (a side that only moved comment lines sideways changed layout alone)
            side = _pick(*_written((b, o, t), lambda chunk: _comments_unindented(chunk.lines),
                                   lambda chunk: chunk.value))
        clash = ""
        if side is None and b is not None and o is not None and t is not None:
            by_item = _merge_list(what, f"{path}{key}", b, o, t) or _merge_text(key, b, o, t)
            if by_item is not None:
                body += by_item[0]
                data[key] = by_item[1]
                continue
        by_value = side is None  # (the other side's text changed too: its layout or comments)
        if side is None:
            side = _pick(*written, values=tuple(f.value if f else MISSING for f in (b, o, t)))
            # (where both sides rewrote its comments, each differently, taking one side's text for
            # its value would drop the other's comments: a conflict, whichever side changed the value)
            if side is not None and o is not None and t is not None \
                    and _comments_clash(b.lines if b else [], o.lines, t.lines):
                side = None
                clash = (f"{ADDED_ON_BOTH_SIDES}, the comments of field `{path}{key}` differ" if base is None
                         else f"the comments of field `{path}{key}` changed on both sides"
                         + ("" if _same_value(o.value, t.value) else ", its value on one"))
        if side is None:
            conflict = clash if clash else (f"{ADDED_ON_BOTH_SIDES}, field `{path}{key}` differs" if base is None
                                            else f"field `{path}{key}` changed on both sides")
            body.append(Conflict(list(o.lines) if o else [], list(t.lines) if t else [],
                                 f"{what}: {conflict}", b.written if b else []))
            chosen = o
        else:
            chosen = o if side == "ours" else t
            other = t if side == "ours" else o
            if chosen is not None:
                lines = _both_texts(b, o, t, chosen) or list(chosen.lines)
                if by_value and other is not None:
                    lines = _kept_comments(what, f"{path}{key}", lines, other.lines, b.lines if b else None, side,
                                           same_value=o is not None and t is not None and o.value == t.value)
                body.append(lines)
            elif other is not None:  # deleted on one side, only its layout or comments changed on the other
                kept_in = theirs if side == "ours" else ours
                lines, lost = _moved_comments(other.lines, len(_above_key(other.lines)[0]), b.lines if b else None,
                                              comments.lost([], other.lines, b.lines if b else None),
                                              lambda: _counted(base.text if base else []),
                                              lambda: _counted(kept_in.text))
                body.append(_noting(what, f"{path}{key}", lines, lost, side, deleted=True))
        if chosen is not None:
            data[key] = chosen.value
    _comments_kept_out_of_texts(body, ours.key_col)
    if not _put_dash(body, ours.dash_col):
        return None, {}
    tail = _pick(base.tail if base else [], ours.tail, theirs.tail)
    at_end = f"at the end of `{path.rstrip('/')}`" if path else "at its end"
    body.append(Conflict(ours.tail, theirs.tail, f"{what}: the comments {at_end} changed on both sides",
                         base.tail if base else [])
                if tail is None else (ours.tail if tail == "ours" else theirs.tail))
    return pieces + body, data


def _comments_kept_out_of_texts(body: list[Piece], key_col: int) -> None:
    """Comment lines above a key indented past the key's column (`deckctl fmt` moves keys and
    leaves comment lines where they were) are put at that column where the field above them in
    the merge is a block text: there, as that side did not have them, they would be lines of the
    text. Layout only; the driver checks the merge loads as the merged cards."""
    for at in range(1, len(body)):
        above, piece = body[at - 1], body[at]
        if isinstance(above, Conflict) or isinstance(piece, Conflict) or not above or not piece:
            continue
        deeper = 0
        while deeper < len(piece) and piece[deeper].lstrip(" ").startswith("#") \
                and len(piece[deeper]) - len(piece[deeper].lstrip(" ")) > key_col:
            deeper += 1
        if deeper and text_lines.is_block_text(above):
            piece[:deeper] = [" " * key_col + line.lstrip(" ") for line in piece[:deeper]]


def _merge_list(what: str, path: str, base: FieldChunk, ours: FieldChunk,
                theirs: FieldChunk) -> tuple[list[Piece], list] | None:
    """A block list both sides changed, merged entry by entry, position by position, with the
    entries' values; None where that cannot be done (a side's list is not a block list, the
    lengths differ, the two sides indent their entries differently, or both changed the lines
    above the first entry), and the list is one unit, as any field."""
    if base.items is None or ours.items is None or theirs.items is None:
        return None
    if not len(base.items) == len(ours.items) == len(theirs.items):
        return None
    if len({item.dash_col for item in ours.items + theirs.items}) != 1:
        return None
    head = _pick(base.head, ours.head, theirs.head)
    if head is None:
        return None
    pieces: list[Piece] = [list(ours.head if head == "ours" else theirs.head)]
    values = []
    for number, entries in enumerate(zip(base.items, ours.items, theirs.items), start=1):
        entry_pieces, value = _merge_item(what, f"{path}/{number}", *entries)
        pieces += entry_pieces
        values.append(value)
    return pieces, values


def _merge_text(key: str, base: FieldChunk, ours: FieldChunk, theirs: FieldChunk) -> tuple[list[Piece], str] | None:
    """A block text (`back: |`) whose value both sides changed, each differently, merged line by
    line (deckctl/merge/text_lines.py); None where the changes touch, or a version is no block
    text, and the field is one unit."""
    if _same_value(ours.value, base.value) or _same_value(theirs.value, base.value) \
            or not all(isinstance(chunk.value, str) for chunk in (base, ours, theirs)) \
            or not all(text_lines.is_block_text(chunk.lines) for chunk in (base, ours, theirs)):
        return None
    lines = text_lines.merged_lines(base.lines, ours.lines, theirs.lines)
    if lines is None:
        return None
    loads, value = text_lines.value_of(lines, key)
    return ([lines], value) if loads else None


def _merge_item(what: str, path: str, base: Item, ours: Item, theirs: Item) -> tuple[list[Piece], object]:
    """One entry of a list (the same position in all three), as a card is merged: the side that
    changed it, else its keys one by one, else the side that changed its value, else a conflict."""
    texts = (base.text, ours.text, theirs.text)
    written = _written((base, ours, theirs), lambda item: item.text, lambda item: item.data)
    side = _pick(*written)
    by_value = side is None  # (the other side's text changed too: its layout or comments)
    if side is None:
        pieces, data = _merge_fields(what, f"{path}/", *_one_entry_key_column(base, ours, theirs))
        if pieces is not None:
            return pieces, data
        nested = _merge_inner_list(what, path, base, ours, theirs)
        if nested is not None:
            return nested
        side = _pick(*written, values=(base.data, ours.data, theirs.data))
        if side is not None and _comments_clash(*texts):
            also = "" if _same_value(ours.data, theirs.data) else ", its value on one"
            return [Conflict(list(ours.text), list(theirs.text),
                             f"{what}: the comments of field `{path}` changed on both sides{also}",
                             list(base.text))], ours.data
    if side is None:
        return [Conflict(list(ours.text), list(theirs.text), f"{what}: field `{path}` changed on both sides",
                         list(base.text))], ours.data
    chosen = ours if side == "ours" else theirs
    if by_value:
        other = theirs if side == "ours" else ours
        return [_noting(what, path, chosen.text, comments.lost(chosen.text, other.text, base.text), side,
                        same_value=ours.data == theirs.data)], chosen.data
    return [list(chosen.text)], chosen.data


def _merge_inner_list(what: str, path: str, base: Item, ours: Item, theirs: Item) -> tuple[list[Piece], list] | None:
    """An entry that is itself a block list (`- - a`) both sides changed, merged entry by entry as
    a field's list is (same lengths, one column), its dash given back on the first line; None
    where that cannot be done, and the entry is one unit. Likewise one whose inner list starts on
    the line below its dash (`-` alone, then `- a`), the dash line the same on all three."""
    below = [entries_below_dash(item, "") for item in (base, ours, theirs)]
    if all(found is not None for found in below):
        if not base.body[0] == ours.body[0] == theirs.body[0]:
            return None
        merged = _merge_inner_entries(what, path, base, ours, theirs, below)
        return None if merged is None else ([merged[0][0], [ours.body[0]], *merged[0][1:]], merged[1])
    if ours.key_col != theirs.key_col:  # (`- - a` on one side, fmt's `-   - a` on the other)
        column = theirs.key_col if ours.key_col == base.key_col else ours.key_col
        moved = tuple(item_at(item, column, "") for item in (base, ours, theirs))
        if any(item is None for item in moved):
            return None
        base, ours, theirs = moved
    entries = [inner_entries(item, "") for item in (base, ours, theirs)]
    merged = _merge_inner_entries(what, path, base, ours, theirs, entries)
    if merged is None or not _put_dash(merged[0][1:], ours.dash_col):
        return None
    return merged


def _merge_inner_entries(what: str, path: str, base: Item, ours: Item, theirs: Item,
                         entries: list) -> tuple[list[Piece], list] | None:
    """The entries of an inner list (`entries`: base's, ours's, theirs's) merged one by one, the
    outer entry's leading lines first; None where that cannot be done (the lengths or columns
    differ, or both sides changed the leading lines)."""
    if any(found is None for found in entries) or not len(entries[0]) == len(entries[1]) == len(entries[2]):
        return None
    if len({entry.dash_col for entry in entries[1] + entries[2]}) != 1:
        return None
    leading = _pick(base.leading, ours.leading, theirs.leading)
    if leading is None:
        return None
    body: list[Piece] = []
    values = []
    for number, inner in enumerate(zip(*entries), start=1):
        inner_pieces, value = _merge_item(what, f"{path}/{number}", *inner)
        body += inner_pieces
        values.append(value)
    return [list(ours.leading if leading == "ours" else theirs.leading), *body], values


def _one_entry_key_column(base: Item, ours: Item, theirs: Item) -> tuple[Item, Item, Item]:
    """The three versions of a list entry (a question) both sides changed, with its keys at one
    column where ours and theirs put them at different ones (one side ran `deckctl fmt` on an
    entry written `-   question: ...`): the column of the side that changed it (ours where both
    did), as _one_key_column does for a card. As they are where a version cannot be moved."""
    if ours.fields is None or theirs.fields is None or base.fields is None or ours.key_col == theirs.key_col:
        return base, ours, theirs
    column = theirs.key_col if ours.key_col == base.key_col else ours.key_col
    moved = tuple(item_at(item, column, "") for item in (base, ours, theirs))
    if any(item is None for item in moved):
        return base, ours, theirs
    # (fmt indents a list inside the entry as well, `accept:` then its `- a` one level in: its
    # entries are put at one column too, so it still merges entry by entry)
    return _one_list_column(*moved)


def _kept_comments(what: str, where: str, lines: list[str], other: list[str], base: list[str] | None,
                   side: str, same_value: bool = False) -> list[str]:
    """A field's `lines`, taken from `side` for its value, with the end-of-line comment the other
    side added to its one-line value put back on the chosen one-line value; other comments that
    side added are noted as dropped (deckctl/merge/comments.py)."""
    dropped = []
    other_content = comments.content_lines(other)
    for comment in comments.lost(lines, other, base):
        kept = comments.at_line_end(lines, comment, other, other_content, base)
        if kept is None:
            dropped.append(comment)
        else:
            lines = kept
    return _noting(what, where, lines, dropped, side, same_value=same_value)


def _noting(what: str, where: str, lines: list[str], dropped: list[comments.Comment], side: str,
            deleted: bool = False, same_value: bool = False) -> list[str]:
    """`lines` (taken from `side` for its value, or none where `side` deleted the unit), noting the
    comments of the other side they leave out."""
    if not dropped:
        return list(lines)
    loser = "theirs" if side == "ours" else "ours"
    return Lines(lines, [Dropped(what, where, comment.text, loser, deleted, same_value) for comment in dropped])


def _both_texts(base: FieldChunk | None, ours: FieldChunk | None, theirs: FieldChunk | None,
                chosen: FieldChunk) -> list[str] | None:
    """Where both sides rewrote a field and one side's value was chosen: the comments above the
    key merged apart from the key and value, so a comment one side wrote there is kept with the
    other side's new value. None where the comments were changed both ways."""
    if base is None or ours is None or theirs is None:
        return None
    side = _pick(*(_above_key(f.lines)[0] for f in (base, ours, theirs)))
    if side is None:
        side = _pick(*(_comments_unindented(_above_key(f.lines)[0]) for f in (base, ours, theirs)))
    if side is None:
        return None
    above = _above_key((ours if side == "ours" else theirs).lines)[0]
    return above + _above_key(chosen.lines)[1]


def _comments_unindented(lines: list[str]) -> list[str]:
    """The lines with each comment line's indentation left out: `deckctl fmt` moves keys but
    leaves comment lines where they were, so a side that ran it and one that edited the comment
    above a key differ in that comment's column only on the first side. (The value is compared
    too: a `#` line of a block text, whose indentation counts, is not taken for a comment so.)"""
    return [line.lstrip(" ") if line.lstrip(" ").startswith("#") else line for line in lines]


def _comments_clash(base: list[str], ours: list[str], theirs: list[str]) -> bool:
    """Whether both sides rewrote the comments of a unit (the lines above its key or first line,
    or those on and inside its lines), each differently. Where neither side wins by value, no
    side's comments can be taken over the other's: a conflict, as git's line merge would give."""
    parts = [_above_key(lines) for lines in (base, ours, theirs)]
    for at in (0, 1):
        b, o, t = (tuple(comment.text for comment in comments.comments(part[at])) for part in parts)
        if o != b and t != b and o != t:
            return True
    return False


def _above_key(lines: list[str]) -> tuple[list[str], list[str]]:
    """A field's lines cut into the blank and comment lines above its key, and the rest."""
    at = comments.first_content(lines, default=len(lines))
    return lines[:at], lines[at:]


def _field_order(base: Card | None, ours: Card, theirs: Card) -> list[str]:
    """The keys in ours's order, or in theirs's where only theirs moved some (as with cards: a
    side that moved fields while the other edited one keeps its move); a key only the other side
    has goes after the key it follows there (and after the keys the first side added there)."""
    base_keys = [f.key for f in base.fields] if base else []
    our_keys, their_keys = [f.key for f in ours.fields], [f.key for f in theirs.fields]
    in_base = set(base_keys)
    if base is not None and _keeps_order(our_keys, base_keys, in_base) \
            and not _keeps_order(their_keys, base_keys, in_base):
        our_keys, their_keys = their_keys, our_keys
    return _interleave(our_keys, their_keys, set(our_keys) - set(their_keys) - in_base)


def _field_moves_not_kept(base: Item | None, ours: Item, theirs: Item, order: list[str]) -> dict[str, str | None]:
    """Where both sides moved fields (the merged order is ours's), each key their side moved (not
    among the most it left in the base's order) that the merged order does not keep below the same
    key as theirs (of the keys all three have): key -> that key (None: their first)."""
    if base is None:
        return {}
    base_keys = [f.key for f in base.fields]
    in_base = set(base_keys)
    our_keys, their_keys = [f.key for f in ours.fields], [f.key for f in theirs.fields]
    if _keeps_order(our_keys, base_keys, in_base) or _keeps_order(their_keys, base_keys, in_base):
        return {}
    everywhere = in_base & set(our_keys) & set(their_keys)
    theirs_common = [key for key in their_keys if key in everywhere]
    merged_common = [key for key in order if key in everywhere]
    stayed = _longest_rising(theirs_common, {key: at for at, key in enumerate(base_keys)})
    above_theirs = dict(zip(theirs_common, [None, *theirs_common]))
    above_merged = dict(zip(merged_common, [None, *merged_common]))
    return {key: above_theirs[key] for key in theirs_common
            if key not in stayed and above_theirs[key] != above_merged[key]}


def _put_dash(body: list[Piece], dash_col: int) -> bool:
    """Give the card its `-` back, on the first line of its first field (on both sides of a
    conflict there); False when that cannot be done (a conflict with one side empty)."""
    first = next((piece for piece in body if _has_lines(piece)), None)
    if first is None:
        return False
    sides = [first.ours, first.theirs] if isinstance(first, Conflict) else [first]
    for lines in sides:
        number = comments.first_content(lines, default=None)
        if number is None:
            return False
        line = lines[number]
        if line[dash_col: dash_col + 1] != " ":
            return False
        lines[number] = line[:dash_col] + "-" + line[dash_col + 1:]
    return True



def _has_lines(piece: Piece) -> bool:
    return bool(piece.ours or piece.theirs) if isinstance(piece, Conflict) else bool(piece)
