"""Edits by two sides to different cards of a starter card file, or to different fields of one
card, always merge cleanly into exactly the cards both sides meant (in process, no git)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from deckfactory import DECKS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckctl.io.source import load_source
from deckctl.merge.driver import merge_files
from deckctl.merge.layout import parse_card_file

CARD_FILES = sorted(DECKS.glob("*/cards/*.yaml"))
EDITS = ("keep", "delete", "add-field", "add-card")


def _new_card(card_id: str, indent: int) -> str:
    return f"- id: {card_id}\n{' ' * indent}front: A new card?\n"


def _edited(source_text: str, data: list, edits: dict[int, str], side: str) -> tuple[str, list]:
    """The file with `edits` (card index -> edit) made as an editor would, and the data meant."""
    cut = parse_card_file(source_text, data)
    lines, meant = list(cut.header), []
    for index, card in enumerate(cut.cards):
        edit = edits.get(index, "keep")
        if edit != "delete":
            lines += card.text
            meant.append(dict(card.data))
        if edit == "add-field":
            lines.append(f"{' ' * card.key_col}{side}-note: added by {side}\n")
            meant[-1][f"{side}-note"] = f"added by {side}"
        if edit == "add-card":
            lines.append(_new_card(f"{side}-after-{card.id}", card.key_col))
            meant.append({"id": f"{side}-after-{card.id}", "front": "A new card?"})
    return "".join(lines + cut.footer), meant


def _expected(data: list, ours: dict[int, str], theirs: dict[int, str]) -> list:
    merged = []
    for index, card in enumerate(data):
        edits = (ours.get(index, "keep"), theirs.get(index, "keep"))
        if "delete" not in edits:
            merged.append(dict(card))
            for side, edit in zip(("ours", "theirs"), edits):
                if edit == "add-field":
                    merged[-1][f"{side}-note"] = f"added by {side}"
        for side, edit in zip(("ours", "theirs"), edits):  # both append after the card: ours first
            if edit == "add-card":
                merged.append({"id": f"{side}-after-{card['id']}", "front": "A new card?"})
    return merged


@st.composite
def _two_sides(draw):
    path = draw(st.sampled_from(CARD_FILES))
    count = len(load_source(path).data)
    ours, theirs = {}, {}
    for index in draw(st.lists(st.integers(0, count - 1), max_size=6, unique=True)):
        ours_edit = draw(st.sampled_from(EDITS))
        # a card one side deletes is one the other leaves alone; otherwise both may edit it
        theirs_edit = "keep" if ours_edit == "delete" else draw(st.sampled_from(("keep", "delete", "add-field", "add-card")))
        if theirs_edit == "delete" and ours_edit != "keep":
            theirs_edit = "keep"
        ours[index], theirs[index] = ours_edit, theirs_edit
    return path, ours, theirs


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(case=_two_sides())
def test_edits_that_do_not_touch_the_same_field_merge_into_what_both_meant(tmp_path: Path, case):
    path, our_edits, their_edits = case
    source = load_source(path)
    files = {"base": source.text}
    files["ours"], _ = _edited(source.text, source.data, our_edits, "ours")
    files["theirs"], _ = _edited(source.text, source.data, their_edits, "theirs")
    for name, text in files.items():
        (tmp_path / name).write_text(text)

    result = merge_files(tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards.yaml")

    assert (result.conflicts, result.by_lines, result.diagnostics) == (0, False, [])
    merged = load_source(tmp_path / "ours")
    assert merged.ok
    assert merged.data == _expected(source.data, our_edits, their_edits)
    if "delete" not in {*our_edits.values(), *their_edits.values()}:  # a deleted card takes its comments
        assert _comments(merged.text) == _comments(source.text)


def _comments(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.lstrip().startswith("#")]


def _list_cards() -> list[tuple[Path, int, str]]:
    """(file, card index, field) for the first card with a block list in each starter card file."""
    found = []
    for path in CARD_FILES:
        source = load_source(path)
        for index, card in enumerate(parse_card_file(source.text, source.data).cards):
            chunk = next((chunk for chunk in card.fields[1:] if chunk.items), None)
            if chunk is not None:
                found.append((path, index, chunk.key))
                break
    return found


def _entry_edited(text: str, data: list, index: int, key: str, entry: int, side: str) -> tuple[str, list]:
    """The file with entry `entry` of the card's list `key` changed as an editor would: a mapping
    entry gets a key of its own, any other entry is replaced; and the data meant."""
    cut = parse_card_file(text, data)
    card = cut.cards[index]
    meant = copy.deepcopy(data)
    body = list(card.leading)
    for number, chunk in enumerate(card.fields):
        if chunk.key != key:
            body += chunk.written if number == 0 else chunk.lines
            continue
        body += chunk.head
        for position, item in enumerate(chunk.items):
            body += item.text
            if position != entry:
                continue
            if item.fields is not None:
                body.append(f"{' ' * item.key_col}{side}-note: added by {side}\n")
                meant[index][key][position][f"{side}-note"] = f"added by {side}"
            else:
                body[len(body) - len(item.body):] = [f"{' ' * item.dash_col}- replaced by {side}\n"]
                meant[index][key][position] = f"replaced by {side}"
    body += card.tail
    lines = list(cut.header)
    for number, other in enumerate(cut.cards):
        lines += body if number == index else other.text
    return "".join(lines + cut.footer), meant


@pytest.mark.parametrize("path, index, key", _list_cards(), ids=lambda v: v.name if isinstance(v, Path) else str(v))
@pytest.mark.parametrize("entries", [(0, -1), (1, 1)], ids=["different entries", "the same entry"])
def test_edits_to_entries_of_a_starter_cards_list_merge_into_what_both_meant(tmp_path, path, index, key, entries):
    source = load_source(path)
    size = len(source.data[index][key])
    ours_entry, theirs_entry = (entry % size for entry in entries)
    ours, ours_meant = _entry_edited(source.text, source.data, index, key, ours_entry, "ours")
    theirs, _ = _entry_edited(source.text, source.data, index, key, theirs_entry, "theirs")
    _, meant = _entry_edited(ours, ours_meant, index, key, theirs_entry, "theirs")
    clash = ours_entry == theirs_entry and not isinstance(source.data[index][key][ours_entry], dict)
    for name, text in (("base", source.text), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_text(text)

    result = merge_files(tmp_path / "base", tmp_path / "ours", tmp_path / "theirs", "cards.yaml")

    assert not result.by_lines, result.diagnostics
    if clash:  # one clue replaced two ways
        assert result.conflicts == 1
        return
    assert (result.conflicts, result.diagnostics) == (0, [])
    merged = load_source(tmp_path / "ours")
    assert merged.ok and merged.data == meant
    assert _comments(merged.text) == _comments(source.text)
