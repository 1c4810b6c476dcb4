"""Spreadsheets in and out: `deckctl export sheet` and `deckctl import sheet` (deckctl/sheet/)."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

import openpyxl
import pytest

from deckfactory import DECKS
from deckctl.games import GAME_IDS, get
from deckctl.sheet.columns import card_columns
from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet, write

STARTERS = sorted(p.name for p in DECKS.iterdir() if (p / "deck.yaml").is_file())


def _copy(tmp_path: Path, name: str, only: str | None = None) -> Path:
    """A starter deck in tmp_path; with `only`, that card file alone (a smaller sheet to write)."""
    deck = tmp_path / name
    shutil.copytree(DECKS / name, deck)
    for card_file in (deck / "cards").glob("*.yaml") if only else ():
        if card_file.name != only:
            card_file.unlink()
    return deck


def _snapshot(deck: Path) -> dict[str, bytes]:
    return {p.relative_to(deck).as_posix(): p.read_bytes() for p in sorted(deck.rglob("*")) if p.is_file()}


def _import(sheet: Path, deck: Path, prune: bool = False):
    result = merge_sheet(sheet, deck, prune)
    if result.ok:
        write(result)
    return result


def _edit_xlsx(path: Path, edits: dict[tuple[str, str], object], append: dict[str, object] | None = None) -> None:
    """Set cells by (card id, header); `append` adds a row by header."""
    book = openpyxl.load_workbook(path)
    sheet = book["cards"]
    headers = [c.value for c in sheet[1]]
    rows = {row[0].value: row for row in sheet.iter_rows(min_row=2)}
    for (card_id, header), value in edits.items():
        rows[card_id][headers.index(header)].value = value
    if append:
        sheet.append([append.get(h) for h in headers])
    book.save(path)


def _cell_of(path: Path, card_id: str, header: str) -> str:
    sheet = openpyxl.load_workbook(path)["cards"]
    headers = [c.value for c in sheet[1]]
    row = next(r for r in sheet.iter_rows(min_row=2) if r[0].value == card_id)
    return row[headers.index(header)].coordinate


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
@pytest.mark.parametrize("name", STARTERS)
def test_export_then_import_leaves_every_source_byte_identical(tmp_path, name, suffix):
    deck = _copy(tmp_path, name)
    before = _snapshot(deck)
    sheet = tmp_path / f"sheet{suffix}"
    assert export_sheet(deck, sheet) == []
    result = _import(sheet, deck)
    assert result.ok, result.diagnostics
    assert (result.texts, result.changed, result.added, result.missing) == ({}, [], [], [])
    assert _snapshot(deck) == before


def test_every_game_is_a_starter_deck_here():
    games = {(DECKS / name / "deck.yaml").read_text().split("game:")[1].split()[0] for name in STARTERS}
    assert games == set(GAME_IDS)


def test_columns_come_from_each_games_model():
    headers = {game: [c.header for c in card_columns(get(game).card)] for game in GAME_IDS}
    assert headers["wissens-spektrum"][:3] == ["id", "area", "questions/1/question"]
    assert "questions/6/accept" in headers["wissens-spektrum"] and "questions/7/answer" not in headers["wissens-spektrum"]
    assert "questions/5/accept" in headers["you-know-it"] and "questions/6/question" not in headers["you-know-it"]
    assert [h for h in headers["iknow"] if h.startswith("clues/")] == ["clues/1", "clues/2", "clues/3"]
    assert {"effect/type", "effect/steps", "effect/subject", "level", "subject", "kind"} <= set(headers["i-know"])
    value = next(c for c in card_columns(get("knowledge").card) if c.header == "value")
    assert set(value.choices) == {0, 1, 2, 3, 4, 5, "A", "B", "C", "D", "E", "red", "yellow", "green", "blue", "white"}
    assert value.many and not value.only_many
    for game in GAME_IDS:
        assert headers[game][0] == "id" and headers[game][-3:] == ["tags", "source", "notes"]


def test_csv_opens_in_excel_with_the_right_columns(tmp_path):
    deck = _copy(tmp_path, "iknow-starter")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    data = sheet.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\n" in data
    with sheet.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle, dialect="excel"))
    assert list(rows[0]) == ["id", "category", "question", "clues/1", "clues/2", "clues/3", "answer", "accept",
                             "read_aloud", "tags", "source", "notes", "file", "exported-from"]
    cards = [c for f in sorted((deck / "cards").glob("*.yaml")) for c in __import__("yaml").safe_load(f.read_text())]
    assert [r["id"] for r in rows] == [c["id"] for c in cards]
    first = cards[0]
    assert rows[0]["clues/2"] == first["clues"][1] and rows[0]["file"].startswith("cards/")
    assert rows[0]["accept"] == " | ".join(first.get("accept", []))


def test_xlsx_has_a_frozen_header_widths_and_drop_downs(tmp_path):
    deck = _copy(tmp_path, "i-know-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    assert cards.freeze_panes == "B2"
    assert book["lists"].sheet_state == "hidden"
    headers = [c.value for c in cards[1]]
    lists = book["lists"]
    vocabularies = {}
    for rule in cards.data_validations.dataValidation:
        column = headers.index(next(h for h in headers if str(rule.sqref).startswith(_letter(headers, h) + "2")))
        if rule.type == "list":
            ref = rule.formula1.split("!")[1].replace("$", "")
            vocabularies[headers[column]] = [c.value for row in lists[ref] for c in row]
        else:
            vocabularies[headers[column]] = (rule.type, rule.formula1, rule.formula2)
    assert vocabularies["level"] == ["A", "B", "C", "D"]
    assert vocabularies["kind"] == ["question", "announcement"]
    assert "industrial-arts-home-economics" in vocabularies["subject"]
    assert vocabularies["effect/subject"][-1] == "any"
    assert vocabularies["effect/steps"] == ("whole", "-6", "6")
    assert "question" not in vocabularies and "answer" not in vocabularies  # open texts: no list
    widths = {h: cards.column_dimensions[_letter(headers, h)].width for h in headers}
    assert widths["question"] > widths["level"] and max(widths.values()) <= 60


def _letter(headers: list[str], header: str) -> str:
    from openpyxl.utils import get_column_letter

    return get_column_letter(headers.index(header) + 1)


def test_wissens_spektrum_areas_drop_down_comes_from_the_deck(tmp_path):
    deck = _copy(tmp_path, "wissens-spektrum-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    book = openpyxl.load_workbook(sheet)
    rule = next(r for r in book["cards"].data_validations.dataValidation if str(r.sqref).startswith("B2"))
    ref = rule.formula1.split("!")[1].replace("$", "")
    assert [c.value for row in book["lists"][ref] for c in row] == [
        "general-knowledge", "geography", "history", "art", "natural-science", "sport"]


def test_an_edit_of_one_field_changes_only_that_line(tmp_path):
    deck = _copy(tmp_path, "wissens-spektrum-starter", only="art.yaml")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    _edit_xlsx(sheet, {("famous-paintings", "questions/2/answer"): "Vincent Willem van Gogh"})
    before = (deck / "cards/art.yaml").read_text().split("\n")
    result = _import(sheet, deck)
    assert result.ok and result.changed == ["famous-paintings"]
    after = (deck / "cards/art.yaml").read_text().split("\n")
    changed = [(a, b) for a, b in zip(before, after) if a != b]
    assert len(before) == len(after) and changed == [
        ("      answer: Vincent van Gogh", "      answer: Vincent Willem van Gogh")]


def test_values_typed_by_spreadsheets_come_back_as_the_model_wants(tmp_path):
    deck = _copy(tmp_path, "knowledge-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    # A number typed as 4.0, a text typed as a number, a text a YAML reader would take for a number.
    _edit_xlsx(sheet, {("venus-moons", "value"): 4.0, ("venus-moons", "back"): 12,
                       ("earthworm-legs", "back"): "  1.10  "})
    result = _import(sheet, deck)
    assert result.ok, result.diagnostics
    text = (deck / "cards/number.yaml").read_text()
    assert "  value: 4\n  tags: [astronomy]" in text and "value: 4.0" not in text
    assert '  back: "12"\n' in text and '  back: "1.10"\n' in text
    # Imported again unchanged: nothing more to do (4 is 4, "12" is 12).
    again = merge_sheet(sheet, deck)
    assert again.ok and again.texts == {}


def test_a_new_row_is_appended_as_a_card_to_the_file_it_names(tmp_path):
    deck = _copy(tmp_path, "knowledge-starter")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    rows = list(csv.reader(sheet.open(encoding="utf-8-sig", newline="")))
    header = rows[0]
    new = dict.fromkeys(header, "")
    new.update({"id": "tricycle-wheels", "category": "number", "value": "'3", "front": "How many wheels has a tricycle?",
                "back": "Three: one in front, two behind.", "tags": "vehicles | toys",
                "file": "letter.yaml"})
    rows.insert(3, [new[h] for h in header])
    # Saved as Excel does in a German locale: `;`, no byte-order mark.
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, delimiter=";").writerows(rows)
    before = (deck / "cards/letter.yaml").read_text()
    result = _import(sheet, deck)
    assert result.ok, result.diagnostics
    assert result.added == ["tricycle-wheels"] and result.changed == []
    after = (deck / "cards/letter.yaml").read_text()
    assert after.startswith(before) and after[len(before):] == (
        "- id: tricycle-wheels\n"
        "  category: number\n"
        "  front: How many wheels has a tricycle?\n"
        "  back: 'Three: one in front, two behind.'\n"
        "  value: 3\n"
        "  tags: [vehicles, toys]\n")


def test_a_bad_cell_is_located_with_the_card_id_and_nothing_is_written(tmp_path, cli):
    deck = _copy(tmp_path, "i-know-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    _edit_xlsx(sheet, {("safety-patrol", "effect/steps"): "two", ("library-books-on-time", "text"): "Changed."})
    level_card, subject_card = "math-a-001", "math-a-002"
    _edit_xlsx(sheet, {(level_card, "level"): "E", (subject_card, "subject"): "cooking"})
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    steps = _cell_of(sheet, "safety-patrol", "effect/steps")
    assert f"deck.xlsx!{steps}: error: card `safety-patrol`: `two` is not a whole number" in run.stdout
    assert "hint: type a whole number from -6 to 6" in run.stdout
    # The bad cell hides nothing: the model's own checks of the other rows (in the merged deck)
    # point at their cells in the same run.
    level, subject = _cell_of(sheet, level_card, "level"), _cell_of(sheet, subject_card, "subject")
    assert f"deck.xlsx!{level}: error: card `{level_card}`:" in run.stdout
    assert f"deck.xlsx!{subject}: error: card `{subject_card}`:" in run.stdout
    assert run.stdout.count(": error: ") == 3
    assert "nothing written" in run.stderr and _snapshot(deck) == before
    _edit_xlsx(sheet, {("safety-patrol", "effect/steps"): 2})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.stdout.count(": error: ") == 2 and steps not in run.stdout
    assert _snapshot(deck) == before


def test_a_bad_cell_of_a_new_row_is_one_error_and_its_other_cells_are_checked(tmp_path, cli):
    deck = _copy(tmp_path, "i-know-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    _edit_xlsx(sheet, {}, append={"id": "new-announcement", "kind": "announcement", "text": "Run!",
                                  "effect/type": "move", "effect/steps": "two", "file": "cards/announcements.yaml",
                                  "tags": "x"})
    _edit_xlsx(sheet, {("math-a-001", "level"): "E"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    assert "card `new-announcement`: `two` is not a whole number" in run.stdout
    assert run.stdout.count("card `new-announcement`") == 1  # not also "missing steps" at the same cell
    assert "card `math-a-001`" in run.stdout


def test_the_unknown_column_hint_names_each_column_once(make_deck, tmp_path):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    rows = list(csv.reader(sheet.open(encoding="utf-8-sig", newline="")))
    rows[0][3] = "zzzz"
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows(rows)
    [error] = [d for d in merge_sheet(sheet, deck).diagnostics if d.is_error]
    assert error.code == "unknown-column"
    named = error.hint.removeprefix("the columns are: ").split(", ")
    assert named[0] == "id" and len(named) == len(set(named)) and "back" in named and named[-1] == "file"


def test_csv_errors_name_row_and_column(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck = _copy(tmp_path, "iknow-starter")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    rows = list(csv.reader(sheet.open(encoding="utf-8-sig", newline="")))
    rows[0][3] = "clue/1"
    with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle).writerows(rows)
    result = merge_sheet(sheet, deck)
    [error] = [d for d in result.diagnostics if d.is_error]
    assert (error.file, error.line, error.col, error.code) == ("deck.csv", 1, 4, "unknown-column")
    assert error.hint == "did you mean `clues/1`?"


def test_a_missing_row_is_reported_and_removed_only_with_prune(tmp_path, cli):
    deck = _copy(tmp_path, "you-know-it-starter")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    lines = sheet.read_text("utf-8-sig").splitlines(keepends=True)
    gone = lines[2].split(",", 1)[0]
    sheet.write_text("\ufeff" + "".join(lines[:2] + lines[3:]), "utf-8")
    before = _snapshot(deck)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and f"card `{gone}`: the card is not in the sheet; it is kept" in run.stdout
    assert "1 not in the sheet" in run.stderr and _snapshot(deck) == before
    run = cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path)
    assert run.exit_code == 0 and "1 removed" in run.stderr
    text = "".join((deck / "cards" / f).read_text() for f in ("set-a.yaml", "set-b.yaml"))
    assert f"id: {gone}\n" not in text
    assert cli("validate", deck).exit_code == 0


def test_usage_errors(tmp_path, cli):
    deck = _copy(tmp_path, "iknow-starter")
    assert cli("export", "sheet", deck, "--out", tmp_path / "deck.ods").exit_code == 2
    assert cli("import", "sheet", tmp_path / "missing.csv", deck).exit_code == 2
    not_xlsx = tmp_path / "fake.xlsx"
    not_xlsx.write_text("id,question\n")
    run = cli("import", "sheet", not_xlsx, deck, cwd=tmp_path)
    assert run.exit_code == 1 and "fake.xlsx: error: the file is not an XLSX workbook, or it is damaged" in run.stdout


def test_a_key_added_at_the_end_of_a_card_stays_above_the_gap_to_the_next(tmp_path):
    deck = _copy(tmp_path, "iknow-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    _edit_xlsx(sheet, {("events-001", "notes"): "Checked twice.", ("events-001", "tags"): "history | europe"})
    before = (deck / "cards/events.yaml").read_text()
    assert _import(sheet, deck).ok
    after = (deck / "cards/events.yaml").read_text()
    source = "  source: https://en.wikipedia.org/wiki/Fall_of_the_Berlin_Wall\n"
    assert source + "\n- id: events-002" in before
    assert ("  tags: [history, europe]\n" + source + "  notes: Checked twice.\n\n- id: events-002") in after


def test_a_changed_file_cell_moves_the_card_and_a_new_file_is_created(tmp_path):
    deck = _copy(tmp_path, "iknow-starter")
    sheet = tmp_path / "deck.xlsx"
    export_sheet(deck, sheet)
    _edit_xlsx(sheet, {("events-002", "file"): "cards/world.yaml", ("events-003", "file"): "extra.yaml",
                       ("events-004", "answer"): "'90s"})
    result = _import(sheet, deck)
    assert result.ok and result.moved == ["events-002", "events-003"] and result.changed == ["events-004"]
    events, world = (deck / "cards/events.yaml").read_text(), (deck / "cards/world.yaml").read_text()
    assert "id: events-002" not in events and world.rstrip().split("\n- id: ")[-1].startswith("events-002\n")
    extra = (deck / "cards/extra.yaml").read_text()
    assert extra.startswith("# yaml-language-server: $schema=../../../schemas/iknow.cards.schema.json\n- id: events-003\n")
    assert "  answer: \"'90s\"\n" in events or "  answer: '''90s'\n" in events  # an apostrophe kept: not a number
    assert merge_sheet(sheet, deck).texts == {}  # the deck now matches the sheet


def test_pruning_every_card_of_a_file_deletes_the_file(tmp_path, cli):
    deck = _copy(tmp_path, "you-know-it-starter")
    sheet = tmp_path / "deck.csv"
    export_sheet(deck, sheet)
    lines = sheet.read_text("utf-8-sig").splitlines(keepends=True)
    sheet.write_text("".join(line for line in lines if ",cards/set-b.yaml," not in line), "utf-8")
    run = cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path)
    assert run.exit_code == 0 and "1 empty card file deleted" in run.stderr
    assert sorted(p.name for p in (deck / "cards").iterdir()) == ["set-a.yaml"]
    assert cli("validate", deck).exit_code == 0
