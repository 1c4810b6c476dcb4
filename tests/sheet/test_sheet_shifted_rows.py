"""A CSV row that a spreadsheet wrote without its empty last cells (Excel does, in some blocks of
rows) and in which a comma was then typed outside quotes, in a text editor, is no longer than the
header row: the split cell's tail and every later value moved one column right, the card's last
value into a cell that had been left out. It had been imported shifted with a `no-record` warning
only (the front cut at the comma, its tail written as the back, the back as `accept`, the tags as
the source, the source as notes). It is a `shifted-row` error at the split cell, naming the values
moved, and nothing is written; an untouched row is never taken for split, and an edit that
moves one value (an old answer kept in `accept`) still imports (deckctl/sheet/shifted.py `shifted`)."""

from __future__ import annotations


import pytest
import yaml
from deckfactory import VALID_CARDS
from sheetbook import excel_short_csv, knowledge_deck_with_backs

CARDS = VALID_CARDS["knowledge"].replace(
    "  value: blue\n", "  value: blue\n  tags: [sky]\n  source: https://example.org/sky\n", 1)
FRONT = "The colour of a clear daytime sky."


def _excel_short(cli, make_deck, tmp_path, separator=","):
    """The deck and its CSV export as Excel may write it (`sheetbook.excel_short_csv`)."""
    deck = make_deck("knowledge", CARDS)
    sheet = tmp_path / "deck.csv"
    return deck, sheet, excel_short_csv(cli, deck, sheet, separator)


def _read(sheet) -> str:
    return sheet.read_bytes().decode("utf-8-sig")  # (its CRLF kept)


def _write(sheet, text: str) -> None:
    sheet.write_bytes(("\ufeff" + text).encode("utf-8"))


def _typed(sheet, old: str, new: str, separator=",") -> None:
    text = _read(sheet)
    assert text.count(old + separator) == 1
    _write(sheet, text.replace(old + separator, new + separator))


def _number(rows, card_id: str) -> int:
    return next(i for i, row in enumerate(rows) if row[0] == card_id) + 1


@pytest.mark.parametrize("separator, name", [(",", "comma"), (";", "semicolon")])
@pytest.mark.parametrize("old, new, column, moved", [
    (FRONT, "The colour of a clear, daytime sky.", "front",
     "`back` in `accept`, `tags` in `source`, `source` in `notes`"),
    ("Blue.", "Blue, as seen at noon.", "back", "`tags` in `source`, `source` in `notes`"),
])
def test_a_comma_typed_into_a_row_written_short_is_refused(cli, make_deck, tmp_path, old, new, column, moved,
                                                           separator, name):
    new = new.replace(",", separator)
    deck, sheet, rows = _excel_short(cli, make_deck, tmp_path, separator)
    number = _number(rows, "sky-colour")
    assert len(rows[number - 1]) == len(rows[0]) - 1  # (notes, empty, left out)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    untouched = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert untouched.exit_code == 0 and "0 cards changed" in untouched.stderr, untouched.stdout
    _typed(sheet, old, new, separator)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{number}:{rows[0].index(column) + 1}: error: card `sky-colour`: the row holds the card's "
            f"values right of their own columns ({moved}): the `{column}` cell (`{new}`) holds a {name} outside "
            "quotes, which splits it in two and moves every cell after it one column right [shifted-row]") \
        in run.stdout
    assert f"hint: a {name} typed into a text splits its cell unless the cell is in quotes" in run.stdout
    assert run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_only_the_split_row_is_refused_and_quoting_its_cell_mends_it(cli, make_deck, tmp_path):
    """sky-colour's new back, with the old one kept in `accept` (one value moved one column right,
    and a cell changed), is an edit; grass-colour's split front moves its back into `accept`. Put
    in quotes, the front imports with its comma, and so does the edit."""
    deck, sheet, rows = _excel_short(cli, make_deck, tmp_path)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    _typed(sheet, "Blue.,", "Azure.,Blue.")
    _typed(sheet, "The colour of fresh grass.", "The colour of fresh, green grass.")
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{_number(rows, 'grass-colour')}:{rows[0].index('front') + 1}: error: card `grass-colour`: the "
            "row holds the card's values right of their own columns (`back` in `accept`)") in run.stdout
    assert run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
    _typed(sheet, "The colour of fresh, green grass.", '"The colour of fresh, green grass."')
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["grass-colour"]["front"] == "The colour of fresh, green grass."
    assert cards["grass-colour"]["back"] == "Green." and "accept" not in cards["grass-colour"]
    assert cards["sky-colour"]["back"] == "Azure." and cards["sky-colour"]["accept"] == ["Blue."]
    assert cards["sky-colour"]["source"] == "https://example.org/sky" and cards["sky-colour"]["tags"] == ["sky"]


def test_a_comma_typed_into_a_rows_last_filled_cell_is_refused(cli, make_deck, tmp_path):
    """grass-colour's row ends at its back: `Green, or lime.` typed there gives the back `Green`
    and `accept` ` or lime.`, no value of the card moved. The cell's leading space tells it from a
    value typed into `accept`: deleting it says that was meant, quoting the back says the other."""
    deck, sheet, rows = _excel_short(cli, make_deck, tmp_path)
    number = _number(rows, "grass-colour")
    text = _read(sheet)
    assert text.count(",Green.\r\n") == 1
    _write(sheet, text.replace(",Green.\r\n", ",Green, or lime.\r\n"))
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{number}:{rows[0].index('accept') + 1}: error: card `grass-colour`: the `accept` cell "
            "(` or lime.`) starts with a space after a comma, where the card has no `accept`: a comma typed outside "
            "quotes into the `back` cell (`Green, or lime.`) splits it there, and its tail lands in the next cell "
            "[shifted-row]") in run.stdout
    assert run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
    _write(sheet, text.replace(",Green.\r\n", ",\"Green, or lime.\"\r\n"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["grass-colour"]["back"] == "Green, or lime." and "accept" not in cards["grass-colour"]
    _write(sheet, text.replace(",Green.\r\n", ",Green.,or lime.\r\n"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["grass-colour"]["back"] == "Green." and cards["grass-colour"]["accept"] == ["or lime."]


@pytest.mark.parametrize("typed, refused", [
    ("Green,lime or olive.", True),  # (typed into its middle: the card's back on both sides of the comma)
    ("Green or olive.,lime", False),  # (typed after it: a value typed into `accept` reads the same)
    ("Green or olive,lime.", False),  # (only its full stop after the comma: the same)
])
def test_a_comma_typed_without_a_space_into_a_rows_last_filled_cell(cli, make_deck, tmp_path, typed, refused):
    """grass-colour's row ends at its back, `Green or olive.`: a comma typed with no space after
    it splits the back there, and its tail lands in `accept`. Where the two cells are the old
    back with text typed into its middle, a letter of it on each side of the comma, no edit of
    the two cells gives that: refused. Elsewhere the row is, byte for byte, a new back and a new
    `accept` typed, and imports so (docs/sheets.md)."""
    deck = knowledge_deck_with_backs(make_deck, {"grass-colour": "Green or olive."})
    sheet = tmp_path / "deck.csv"
    rows = excel_short_csv(cli, deck, sheet)
    number = _number(rows, "grass-colour")
    text = _read(sheet)
    assert text.count(",Green or olive.\r\n") == 1
    _write(sheet, text.replace(",Green or olive.\r\n", f",{typed}\r\n"))
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    if not refused:
        assert run.exit_code == 0, run.stdout
        head, tail = typed.split(",")
        card = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
        assert card["grass-colour"]["back"] == head and card["grass-colour"]["accept"] == [tail]
        return
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{number}:{rows[0].index('accept') + 1}: error: card `grass-colour`: the `back` cell (`Green`) "
            "and the `accept` cell (`lime or olive.`) are the card's `back` (`Green or olive.`) with text typed into "
            "its middle, where the card has no `accept`: a comma typed outside quotes into the `back` cell "
            "(`Green,lime or olive.`) splits it there, and its tail lands in the next cell [shifted-row]") in run.stdout
    assert ("hint: if the text belongs to the `back` cell, put that whole cell in double quotes (\"...\"); if the two "
            "cells are meant as they read, make the edit in the card's YAML file or in an XLSX export") in run.stdout
    assert run.stdout.count("error:") == 1 and "Traceback" not in run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
    _write(sheet, text.replace(",Green or olive.\r\n", f",\"{typed}\"\r\n"))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    card = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert card["grass-colour"]["back"] == typed and "accept" not in card["grass-colour"]
