"""import sheet checks the deck's limits (deckctl/validate/limits.py) on the sheet's cells, before
any card goes through the YAML writer, and names the cell of each refusal."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from deckctl.io import rewrite
from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet
from deckctl.validate.limits import MAX_CARDS, MAX_DECK_BYTES, MAX_LIST_ITEMS, MAX_TEXT_CHARS


def _sheet(deck: Path, tmp_path: Path) -> tuple[Path, list[list[str]]]:
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        return sheet, list(csv.reader(handle))


def _new_row(header: list[str], card_id: str, front: str = "Front?", back: str = "Back.") -> list[str]:
    row = [""] * len(header)
    for key, value in {"id": card_id, "category": "number", "front": front, "back": back, "value": "2"}.items():
        row[header.index(key)] = value
    return row


def _write(sheet: Path, rows: list[list[str]]) -> None:
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)


def _errors(result) -> list[tuple]:
    return [(d.code, d.line, d.col, d.card_id) for d in result.diagnostics if d.is_error]


@pytest.fixture
def dumped(monkeypatch):
    """The card values each call of the YAML writer was asked to write."""
    seen: list = []
    real = rewrite.dump_checked

    def spy(tree, expected, *rest):
        seen.append(expected)
        return real(tree, expected, *rest)

    monkeypatch.setattr(rewrite, "dump_checked", spy)
    return seen


def _longest_text(value) -> int:
    if isinstance(value, str):
        return len(value)
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return max(map(_longest_text, items), default=0)


def test_a_text_too_long_is_refused_at_its_cell_and_never_written(make_deck, tmp_path, dumped):
    deck = make_deck("knowledge")
    sheet, rows = _sheet(deck, tmp_path)
    header = rows[0]
    front = header.index("front")
    rows[1][front] = "x" * (MAX_TEXT_CHARS + 1)
    rows.append(_new_row(header, "new-card", front="y" * 32_767))
    _write(sheet, rows)
    result = merge_sheet(sheet, deck)
    long = [d for d in result.diagnostics if d.code == "text-too-long"]
    assert [(d.line, d.col, d.card_id) for d in long] == [(2, front + 1, rows[1][0]),
                                                          (len(rows), front + 1, "new-card")]
    assert all(d.file.endswith("deck.csv") for d in long)
    assert long[0].message == (f"the text is {MAX_TEXT_CHARS + 1:,} characters long; "
                               f"a text may have at most {MAX_TEXT_CHARS:,}")
    assert "32,767 characters" in long[1].message and long[1].hint.startswith("shorten it")
    assert not result.ok
    assert max((_longest_text(value) for value in dumped), default=0) <= MAX_TEXT_CHARS


def test_accepted_answers_and_lists_are_checked_at_their_cells(make_deck, tmp_path):
    deck = make_deck("knowledge")
    sheet, rows = _sheet(deck, tmp_path)
    header = rows[0]
    accept, tags = header.index("accept"), header.index("tags")
    rows[1][accept] = " | ".join(["a" * 400] * 3)  # each answer short, together too long
    rows[2][tags] = " | ".join(f"t{i}" for i in range(MAX_LIST_ITEMS + 1))
    _write(sheet, rows)
    result = merge_sheet(sheet, deck)
    assert _errors(result) == [("text-too-long", 2, accept + 1, rows[1][0]), ("list-too-long", 3, tags + 1, rows[2][0])]
    assert result.diagnostics[0].message.startswith("the accepted answers together are 1,206 characters long")
    assert result.texts == {}


def test_the_row_that_takes_the_deck_past_its_bytes_is_named_before_any_card_is_written(make_deck, tmp_path, dumped):
    deck = make_deck("knowledge")
    sheet, rows = _sheet(deck, tmp_path)
    header = rows[0]
    text = "z" * MAX_TEXT_CHARS
    per_row = 2 * MAX_TEXT_CHARS
    rows += [_new_row(header, f"big-{i}", front=text, back=text) for i in range(MAX_DECK_BYTES // per_row + 2)]
    _write(sheet, rows)
    result = merge_sheet(sheet, deck)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert error.code == "deck-too-large" and error.file.endswith("deck.csv")
    assert error.line <= MAX_DECK_BYTES // per_row + 2 and error.col == header.index("front") + 1
    assert error.card_id == rows[error.line - 1][0]
    assert error.message.startswith(f"the deck's card files hold more than {MAX_DECK_BYTES:,} bytes together")
    assert error.hint.startswith("split the deck")
    assert (result.texts, dumped) == ({}, [])


def test_the_row_of_card_3001_is_named_and_nothing_is_merged(tmp_path, make_deck, dumped):
    kept = 600
    cards = "".join(f"- id: c-{i}\n  category: number\n  front: F{i}?\n  back: B.\n  value: 2\n" for i in range(kept))
    deck = make_deck("knowledge", cards)
    sheet, rows = _sheet(deck, tmp_path)
    header = rows[0]
    rows = [header] + [_new_row(header, f"n-{i}") for i in range(MAX_CARDS - kept + 1)]
    _write(sheet, rows)
    result = merge_sheet(sheet, deck)  # without --prune the sheet's cards join the deck's 600
    [error] = [d for d in result.diagnostics if d.is_error]
    last = f"n-{MAX_CARDS - kept}"
    assert (error.code, error.line, error.col, error.card_id) == ("too-many-cards", len(rows), 1, last)
    assert error.message == f"the deck has more than {MAX_CARDS:,} cards: this is card {MAX_CARDS + 1:,}"
    assert (result.texts, dumped) == ({}, [])
