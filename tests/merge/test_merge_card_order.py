"""The merged order of cards (and of a card's fields) is worked out in linear time, and is exactly
the order the driver gave when it inserted each id into a list it searched: the old functions are
kept here and compared on random base, ours and theirs (insertions, deletions and moves on both
sides, ids both sides added), and on arbitrary lists, repeated ids included."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckctl.merge.cards import _field_order, _interleave, _order


def _old_order(base, ours, theirs) -> list[str]:
    """deckctl/merge/cards.py's `_order` before 2026-12-03 (quadratic in the cards)."""
    base_ids = [card.id for card in base.cards]
    our_ids, their_ids = [card.id for card in ours.cards], [card.id for card in theirs.cards]

    in_base = set(base_ids)

    def kept_order(ids: list[str]) -> bool:
        common = [i for i in ids if i in in_base]
        kept = set(common)
        return common == [i for i in base_ids if i in kept]

    first, second = (their_ids, our_ids) if kept_order(our_ids) and not kept_order(their_ids) else (our_ids, their_ids)
    return _old_insertion(first, second, set(first) - in_base)


def _old_field_order(base, ours, theirs) -> list[str]:
    """deckctl/merge/cards.py's `_field_order` before 2026-12-03, with the first side chosen as
    `_old_order` chooses it for cards (theirs's order where only theirs moved keys, 2026-12-04)."""
    base_keys = [f.key for f in base.fields] if base else []
    first, second = [f.key for f in ours.fields], [f.key for f in theirs.fields]

    def kept_order(keys: list[str]) -> bool:
        common = [key for key in keys if key in base_keys]
        return common == [key for key in base_keys if key in common]

    if base is not None and kept_order(first) and not kept_order(second):
        first, second = second, first
    skipped = set(first) - set(second) - set(base_keys)
    return _old_insertion(first, second, skipped)


def _old_insertion(first: list[str], second: list[str], skipped: set[str]) -> list[str]:
    """The loop both old functions ran."""
    result = list(first)
    anchor = None
    for card_id in second:
        if card_id in result:
            anchor = card_id
            continue
        at = result.index(anchor) + 1 if anchor is not None else 0
        while at < len(result) and result[at] in skipped:
            at += 1
        result.insert(at, card_id)
        anchor = card_id
    return result


@st.composite
def _edited(draw, base: list[str], new_ids: list[str]) -> list[str]:
    """`base` as one side left it: some ids deleted, some moved (or all shuffled), new ones put in."""
    ids = [card_id for card_id in base if draw(st.integers(0, 4))]  # about one in five deleted
    if ids and draw(st.booleans()):
        ids = draw(st.permutations(ids))
    else:
        for _ in range(draw(st.integers(0, 3))):
            if ids:
                ids.insert(draw(st.integers(0, len(ids) - 1)), ids.pop(draw(st.integers(0, len(ids) - 1))))
    for card_id in draw(st.lists(st.sampled_from(new_ids), unique=True, max_size=len(new_ids))):
        ids.insert(draw(st.integers(0, len(ids))), card_id)
    return ids


@st.composite
def _three_versions(draw) -> tuple[list[str], list[str], list[str]]:
    base = [f"b{number}" for number in range(draw(st.integers(0, 12)))]
    shared = [f"both{number}" for number in range(draw(st.integers(0, 4)))]  # ids both sides may add
    ours = draw(_edited(base, shared + [f"o{number}" for number in range(6)]))
    theirs = draw(_edited(base, shared + [f"t{number}" for number in range(6)]))
    return base, ours, theirs


def _card_file(ids: list[str]):
    return SimpleNamespace(cards=[SimpleNamespace(id=card_id) for card_id in ids])


def _card(keys: list[str]):
    return SimpleNamespace(fields=[SimpleNamespace(key=key) for key in keys])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_three_versions())
def test_cards_are_in_the_old_order(versions):
    assert _order(*map(_card_file, versions)) == _old_order(*map(_card_file, versions))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_three_versions(), st.booleans())
def test_fields_are_in_the_old_order(versions, new_card):
    base, ours, theirs = map(_card, versions)
    if new_card:
        base = None
    assert _field_order(base, ours, theirs) == _old_field_order(base, ours, theirs)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("abcdefgh")), st.lists(st.sampled_from("abcdefghijkl")), st.data())
def test_any_lists_are_in_the_old_order(first, second, data):
    """Repeated ids too (parse_card_file refuses a repeated card id, but not a repeated key);
    the ids skipped are some of the first list's, as both callers pass."""
    skipped = data.draw(st.sets(st.sampled_from(first))) if first else set()
    assert _interleave(first, second, skipped) == _old_insertion(first, second, skipped)


def test_a_side_that_added_many_cards():
    """The audit's case, shrunk: one side added thousands of cards after the one card."""
    theirs = ["a1"] + [f"b{number}" for number in range(3000)]
    assert _order(_card_file(["a1"]), _card_file(["a1"]), _card_file(theirs)) == theirs
    ours = ["a1"] + [f"o{number}" for number in range(3000)]
    merged = _order(_card_file(["a1"]), _card_file(ours), _card_file(theirs))
    assert merged == ours + theirs[1:]
