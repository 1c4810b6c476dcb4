"""A row's `file` cell names a card file the deck reads, and an import it accepts leaves a deck
that `deckctl validate` passes (deckctl/sheet/cardfiles.py). A new card put into `deck.yaml` had
been written to `cards/deck.yaml`, which makes `cards/` a deck of its own: validate then failed
with `cards-not-read`, exit 0 from the import. A name holding U+202E, one Windows keeps for a
device (`CON.yaml`) or apart from a card file's only in case had been written too."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS
from deckctl.io.discover import MAX_CARD_FILE_NAME_BYTES
from deckctl.sheet.export import export_sheet

HINT = "hint: name a file in cards/, like cards/extra.yaml"


def _deck(tmp_path: Path) -> tuple[Path, Path]:
    deck = tmp_path / "knowledge-starter"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    return deck, sheet


def _add_rows(sheet: Path, files: list[str]) -> tuple[int, int, list[str]]:
    """A new card for each of `files` (its `file` cell) at the sheet's end: (the first new row's
    number, the file column's number, the new cards' ids)."""
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0]
    ids = []
    for n, name in enumerate(files):
        row = [""] * len(header)
        values = {"id": f"new-card-{n}", "category": "colour", "value": "red", "front": f"The colour of thing {n}.",
                  "back": f"Thing {n} is red.", "tags": "flags", "file": name}
        for key, value in values.items():
            row[header.index(key)] = value
        rows.append(row)
        ids.append(values["id"])
    with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle).writerows(rows)
    return len(rows) - len(files) + 1, header.index("file") + 1, ids


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("cell, problem", [
    ("deck.yaml", "a cards/deck.yaml would make cards/ a deck of its own, and the deck would read none of its "
                  "card files"),
    ("cards/Deck.yaml", "a cards/deck.yaml would make cards/ a deck of its own, and the deck would read none of its "
                        "card files"),  # (one file with deck.yaml where names are compared without case: macOS)
    ("\u202eevil6.yaml", "its name holds U+202E RLO, which shows as nothing or changes how the text around it is "
                         "shown, so the file's name would not read as it is"),
    ("cards/ex\u200btra.yaml", "its name holds U+200B ZERO WIDTH SPACE, which shows as nothing or changes how the "
                               "text around it is shown, so the file's name would not read as it is"),
    ("CON.yaml", "Windows keeps the name `CON` for a device, whatever follows it: a checkout there could not hold "
                 "the file"),
    ("cards/nul .old.yaml", "Windows keeps the name `nul` for a device, whatever follows it: a checkout there could "
                            "not hold the file"),
    ("Lpt\u00b9.yaml", "Windows keeps the name `Lpt\u00b9` for a device, whatever follows it: a checkout there could "
                       "not hold the file"),
    ("com7.yaml", "Windows keeps the name `com7` for a device, whatever follows it: a checkout there could not hold "
                  "the file"),
    ("a:b.yaml", "Windows allows no `:` in a file name: a checkout there could not hold the file"),
    ("why?.yaml", "Windows allows no `?` in a file name: a checkout there could not hold the file"),
])
def test_a_new_file_no_checkout_or_deck_would_read_as_named_is_refused_at_its_cell(tmp_path, cli, cell, problem):
    deck, sheet = _deck(tmp_path)
    row, column, _ = _add_rows(sheet, [cell])
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    shown = cell.replace("\u202e", "\\u202e").replace("\u200b", "\\u200b")
    assert (f"deck.csv:{row}:{column}: error: card `new-card-0`: `{shown}` is not a card file of the deck: "
            f"{problem} [bad-file]\n    {HINT}\n") in run.stdout, run.stdout
    assert _snapshot(deck) == before
    assert cli("validate", deck, cwd=tmp_path).exit_code == 0


def test_a_new_file_apart_from_another_only_in_case_or_accents_is_refused(tmp_path, cli):
    deck, sheet = _deck(tmp_path)
    row, column, _ = _add_rows(sheet, ["Letter.yaml", "cards/caf\u00e9.yaml", "cafe\u0301.yaml", "CAF\u00c9.yaml"])
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None, run.stdout + run.stderr
    # A card file of the deck, then the new file an earlier row named: the first row naming it takes it.
    assert (f"deck.csv:{row}:{column}: error: card `new-card-0`: `Letter.yaml` is not a card file of the deck: "
            "cards/letter.yaml is there already, a name apart only in case or accents: on macOS and Windows the two "
            "would be one file [bad-file]\n    hint: write cards/letter.yaml to put the card into it, or give the new "
            "file another name\n") in run.stdout, run.stdout
    assert f"deck.csv:{row + 1}:{column}:" not in run.stdout
    for later, cell in ((row + 2, "cafe\u0301.yaml"), (row + 3, "CAF\u00c9.yaml")):
        assert (f"deck.csv:{later}:{column}: error: card `new-card-{later - row}`: `{cell}` is not a card file of the "
                f"deck: cards/caf\u00e9.yaml is there already, a name apart only in case or accents") in run.stdout
    assert run.stdout.count("[bad-file]") == 3
    assert _snapshot(deck) == before


ACCEPTED = [
    "cards/letter.yaml", "letter.yaml", "cards\\number.yaml",  # the deck's card files, written three ways
    "extra.yaml", "cards/more cards.yaml", "caf\u00e9.yaml", "\u00fcbersicht-\u6f22\u5b57.yaml", "\u2764\ufe0f.yaml",
    "board.yaml", "CONSOLE.yaml", "con-men.yaml", "aux1x.yaml", "deck.yaml.yaml", "decks.yaml", "cards.yaml",
    "a" * (MAX_CARD_FILE_NAME_BYTES - len(".yaml")) + ".yaml",
]


def test_after_an_import_into_every_kind_of_name_the_file_column_takes_the_deck_validates(tmp_path, cli):
    deck, sheet = _deck(tmp_path)
    first = cli("validate", deck, cwd=tmp_path)
    assert first.exit_code == 0
    cards = int(first.stderr.split("deck, ")[1].split(" ")[0])
    _, _, ids = _add_rows(sheet, ACCEPTED + ["cards/Extra.yaml".replace("E", "e")])  # (the same new file again)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.exception is None, run.stdout + run.stderr
    for card_id, cell in zip(ids, ACCEPTED + ["cards/extra.yaml"]):
        name = cell.replace("\\", "/").removeprefix("cards/")
        assert f"- id: {card_id}\n" in (deck / "cards" / name).read_text(encoding="utf-8"), cell
    checked = cli("validate", deck, cwd=tmp_path)
    assert checked.exit_code == 0, checked.stdout + checked.stderr
    assert f"all valid: 1 deck, {cards + len(ids)} valid cards" in checked.stdout + checked.stderr


def test_a_card_file_the_deck_has_is_taken_whatever_its_name(tmp_path, cli):
    """The rules for a new name are not held against a card file the deck reads already: the
    sheet `export sheet` writes of it imports, and a new card goes into it."""
    deck, _ = _deck(tmp_path)
    odd = "\u202eevil.yaml"
    shutil.move(deck / "cards/colour.yaml", deck / "cards" / odd)
    shutil.move(deck / "cards/number.yaml", deck / "cards/CON.yaml")
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and _snapshot(deck) == before, run.stdout + run.stderr
    _, _, ids = _add_rows(sheet, [f"cards/{odd}", "CON.yaml"])
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert f"- id: {ids[0]}\n" in (deck / "cards" / odd).read_text(encoding="utf-8")
    assert f"- id: {ids[1]}\n" in (deck / "cards/CON.yaml").read_text(encoding="utf-8")


def test_what_validate_finds_in_the_deck_folder_after_the_merge_stops_the_import(tmp_path, monkeypatch):
    """Behind the cell's check, the merged deck's folder is looked at as validate looks at it: a
    card file that made `cards/` a deck of its own is reported, and nothing is written."""
    from deckctl.sheet import cardfiles
    from deckctl.sheet.merge import merge_sheet

    deck, sheet = _deck(tmp_path)
    _add_rows(sheet, ["deck.yaml"])
    monkeypatch.setattr(cardfiles, "new_card_file_problem", lambda name: "")  # (as if the cell's rule missed it)
    monkeypatch.chdir(tmp_path)
    result = merge_sheet(Path("deck.csv"), Path("knowledge-starter"))
    assert not result.ok
    found = [d for d in result.diagnostics if d.is_error]
    assert [(d.file, d.code) for d in found] == [("knowledge-starter/cards", "cards-not-read")], found
    assert "deckctl-sheet-" not in found[0].message + found[0].hint
    assert "(knowledge-starter/cards/cards/)" in found[0].message
