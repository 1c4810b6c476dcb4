"""Exported sheets opened and saved by a real spreadsheet program (LibreOffice, headless): no
deck text becomes a formula, and the saved sheet imports back to the same cards."""

from __future__ import annotations

import csv
import functools
import shutil
import subprocess

import openpyxl
import pytest
from deckfactory import DECKS, REPO, deckctl_in_process

SOFFICE = shutil.which("soffice")
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")

HOSTILE = {"japan-flag-disc": '=HYPERLINK("http://evil.example";"click")'}


def libreoffice(sources, out_dir, to: str, profile, infilter: str = "") -> None:
    """LibreOffice opens each file of `sources` (one filter for all) and saves it into out_dir."""
    # (`profile`: the module's own settings folder, made by its first run: nothing shared with another)
    command = [SOFFICE, f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", to,
               "--outdir", str(out_dir), *map(str, sources)]
    if infilter:
        command.insert(3, f"--infilter={infilter}")
    subprocess.run(command, check=True, capture_output=True, timeout=180)


@pytest.fixture(scope="module")
def profile(tmp_path_factory):
    """LibreOffice's settings folder for this module's runs: made once, by the first."""
    return tmp_path_factory.mktemp("libreoffice-profile") / "profile"


def hostile_deck(folder):
    """The Knowledge? starter deck with a front that is a formula."""
    deck = folder / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.rmtree(deck / "locales")
    colour = deck / "cards" / "colour.yaml"
    text = colour.read_text(encoding="utf-8")
    text = text.replace("front: The colour of the disc on the flag of Japan.",
                        "front: '=HYPERLINK(\"http://evil.example\";\"click\")'", 1)
    colour.write_text(text, encoding="utf-8")
    return deck


def with_separated_back(deck):
    """The deck's hostile card also gets a back that, split at `;` or a tab, puts a formula in a cell."""
    colour = deck / "cards" / "colour.yaml"
    text = colour.read_text(encoding="utf-8")
    text = text.replace("back: Japan's flag shows a red disc, the sun, on a white field.",
                        "back: \"Canberra;=cmd|' /C calc'!A0;x\\t+1+1\\n=2+2\"", 1)
    colour.write_text(text, encoding="utf-8")
    return deck


def export_sheet(deck, sheet, cache) -> None:
    done = deckctl_in_process("export", "sheet", deck, "-o", sheet, cwd=REPO, cache=cache)
    assert done.exit_code == 0, done.stdout + done.stderr


@pytest.fixture(scope="module")
def hostile(tmp_path_factory, profile):
    """The hostile deck's sheets (CSV, XLSX) and those of the deck with the separated back (CSV),
    exported in this process and each opened and saved by LibreOffice once for the module:
    (the hostile deck, {case: the saved XLSX}). The hostile XLSX waits for `saved`, which has
    LibreOffice open it together with that fixture's own."""
    root = tmp_path_factory.mktemp("hostile")
    cache = tmp_path_factory.mktemp("deckctl-cache")
    deck = hostile_deck(root / "plain")
    separated = with_separated_back(hostile_deck(root / "separated"))
    exported = root / "exported"
    exported.mkdir()
    export_sheet(deck, exported / "cards.csv", cache)
    export_sheet(deck, exported / "hostile.xlsx", cache)
    export_sheet(separated, exported / "separated.csv", cache)
    saved = {}
    # CSV opened with formulas evaluated (the last option), as a user opening it would see it.
    for case, source, infilter in (
            ("csv", exported / "cards.csv", "CSV:44,34,76,1,,0,false,false,false,false,false,true"),
            ("semicolon", exported / "separated.csv", "CSV:59,34,76,1,,0,false,false,false,false,false,true"),
            ("tab", exported / "separated.csv", "CSV:9,34,76,1,,0,false,false,false,false,false,true")):
        libreoffice([source], root / case, "xlsx", profile, infilter)
        saved[case] = root / case / f"{source.stem}.xlsx"
    return deck, exported / "hostile.xlsx", saved


def formulas_and_texts(path) -> tuple[list[str], list[str]]:
    book = openpyxl.load_workbook(path)
    cells = [cell for sheet in book.worksheets for row in sheet.iter_rows() for cell in row]
    return ([c.coordinate for c in cells if c.data_type == "f"],
            [c.value for c in cells if isinstance(c.value, str)])


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_no_deck_text_becomes_a_formula_and_the_saved_sheet_imports_back(cli, hostile, saved, tmp_path, kind):
    deck = tmp_path / "deck"
    shutil.copytree(hostile[0], deck)
    sheet = hostile[2]["csv"] if kind == "csv" else saved[2] / "hostile.xlsx"
    formulas, texts = formulas_and_texts(sheet)
    assert formulas == []
    assert "'" + HOSTILE["japan-flag-disc"] in texts  # shown as the text it is
    before = {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    run = cli("import", "sheet", sheet, deck)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before


@pytest.mark.parametrize("separator", ["semicolon", "tab"])
def test_a_csv_opened_with_another_separator_shows_no_formula(hostile, separator):
    """As Excel and LibreOffice open a CSV where the decimal separator is a comma: split at `;`,
    where a text's quotes are no longer at a cell's start, so its line breaks end rows too."""
    formulas, texts = formulas_and_texts(hostile[2][separator])
    assert formulas == []
    assert any(t.startswith("'=2+2") for t in texts), texts  # after the break: a row of its own, text


# --- what LibreOffice does to number-like texts -----------------------------------------------

NUMBER_LIKE = {"venus-moons": "007", "earthworm-legs": "1.10", "water-freezing-celsius": "1/2",
               "mammals-count-none": "12345678901234567890",
               # LibreOffice shows these in a format of its own: 1.00E+03, 5.00E-03, -5, $5.00, 01/05/26, 12:30:45.50
               "mercury-moons": "1e3", "insects-count-none": "5e-3", "leap-years-count-none": "(5)",
               "german-reunification-last-digit": "$5", "liquid-elements-count-none": "Jan 5",
               "landlocked-count-austria": "12:30:45.5"}


@pytest.fixture(scope="module")
def saved(tmp_path_factory, profile, hostile):
    """A deck whose answers look like numbers and dates, exported as CSV and XLSX, each opened
    and saved again by LibreOffice (as CSV and XLSX) once for every test here; the hostile deck's
    XLSX (`hostile`) opened and saved with this one's, as hostile.xlsx."""
    root = tmp_path_factory.mktemp("libreoffice")
    deck = root / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    shutil.rmtree(deck / "locales")
    number = deck / "cards" / "number.yaml"
    text = number.read_text(encoding="utf-8")
    for card_id, answer in NUMBER_LIKE.items():
        head, rest = text.split(f"- id: {card_id}\n", 1)
        line = next(line for line in rest.split("\n") if line.startswith("  back: "))
        text = f"{head}- id: {card_id}\n" + rest.replace(line, f'  back: "{answer}"', 1)
    number.write_text(text, encoding="utf-8")
    exported = root / "exported"
    exported.mkdir()
    cache = tmp_path_factory.mktemp("deckctl-cache")
    for kind in ("csv", "xlsx"):  # (in this process: a deckctl process each cost as much)
        done = deckctl_in_process("export", "sheet", deck, "-o", exported / f"cards.{kind}", cwd=REPO, cache=cache)
        assert done.exit_code == 0, done.stdout + done.stderr
    # The CSV as deckctl exported it before it wrote an apostrophe before such texts itself.
    exported_csv = (exported / "cards.csv").read_text(encoding="utf-8-sig")
    (exported / "bare.csv").write_text(
        functools.reduce(lambda text, answer: text.replace(f",'{answer},", f",{answer},").replace(
            f',"\'{answer}",', f',"{answer}",'), NUMBER_LIKE.values(), exported_csv), encoding="utf-8-sig")
    out = root / "saved"
    # (as US English LibreOffice opens a CSV, special numbers such as dates and currencies detected)
    libreoffice([exported / "cards.csv", exported / "bare.csv"], out, "csv:Text - txt - csv (StarCalc):44,34,76",
                profile, "CSV:44,34,76,1,,1033,false,true")
    libreoffice([exported / "cards.xlsx", hostile[1]], out, "xlsx", profile)
    return deck, exported, out


def _copy_deck(saved, tmp_path):
    deck = tmp_path / "deck"
    shutil.copytree(saved[0], deck)
    return deck


def test_a_csv_libreoffice_saved_keeps_the_texts_the_export_wrote_as_text(cli, saved, tmp_path):
    # The CSV export writes an apostrophe before each, as an editor types one: LibreOffice keeps it.
    deck = _copy_deck(saved, tmp_path)
    sheet = saved[2] / "cards.csv"
    rows = list(csv.reader(sheet.open(encoding="utf-8-sig", newline="")))
    back = rows[0].index("back")
    cells = {row[0]: row[back] for row in rows[1:]}
    assert {card_id: cells[card_id] for card_id in NUMBER_LIKE} == {k: "'" + v for k, v in NUMBER_LIKE.items()}
    before = {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before


def test_a_csv_libreoffice_saved_is_refused_where_it_rewrote_a_text(cli, saved, tmp_path):
    # Exported without the apostrophes (by an earlier deckctl, or typed over in the CSV).
    deck = _copy_deck(saved, tmp_path)
    sheet = saved[2] / "bare.csv"
    rows = list(csv.reader(sheet.open(encoding="utf-8-sig", newline="")))
    back = rows[0].index("back")
    cells = {row[0]: row[back] for row in rows[1:]}
    assert cells["earthworm-legs"] == "1.1" and cells["venus-moons"] == "7"  # what LibreOffice did
    assert [cells[card_id] for card_id in list(NUMBER_LIKE)[4:]] == [
        "1.00E+03", "5.00E-03", "-5", "$5.00", f"01/05/{cells['liquid-elements-count-none'][-2:]}", "12:30:45.50"]
    before = {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    for card_id, answer in NUMBER_LIKE.items():
        row = next(i for i, r in enumerate(rows) if r[0] == card_id) + 1
        assert f"bare.csv:{row}:{back + 1}: error: card `{card_id}`: the cell holds `{cells[card_id]}` " \
               f"where the card has `{answer}`" in run.stdout
    assert run.stdout.count("[coerced-cell]") == len(NUMBER_LIKE)
    assert {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before


def test_an_xlsx_libreoffice_saved_keeps_the_texts_as_text(cli, saved, tmp_path):
    deck = _copy_deck(saved, tmp_path)
    sheet = saved[2] / "cards.xlsx"
    cards = openpyxl.load_workbook(sheet)["cards"]
    headers = [c.value for c in cards[1]]
    kept = {row[0].value: row[headers.index("back")].value for row in cards.iter_rows(min_row=2)}
    assert {card_id: kept[card_id] for card_id in NUMBER_LIKE} == NUMBER_LIKE
    before = {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")}
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert {p.name: p.read_bytes() for p in (deck / "cards").glob("*.yaml")} == before


# --- the records of what each row was exported from ---------------------------------------------


def _table(sheet) -> list[list]:
    if sheet.suffix == ".csv":
        with sheet.open(encoding="utf-8-sig", newline="") as handle:
            return list(csv.reader(handle))
    return [["" if v is None else v for v in row]
            for row in openpyxl.load_workbook(sheet)["cards"].iter_rows(values_only=True)]


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_libreoffice_keeps_every_record(saved, kind):
    _, exported, out = saved
    before, after = _table(exported / f"cards.{kind}"), _table(out / f"cards.{kind}")
    column = before[0].index("exported-from")
    assert after[0][column] == "exported-from"
    assert [row[column] for row in after[1:]] == [row[column] for row in before[1:]]
    assert all(row[column].startswith('{"card":{') for row in before[1:])
    if kind == "xlsx":
        sheet = openpyxl.load_workbook(out / "cards.xlsx")["cards"]
        assert sheet.column_dimensions[openpyxl.utils.get_column_letter(column + 1)].hidden


def _edit_table(sheet, cells: dict[tuple[str, str], str]) -> None:
    if sheet.suffix == ".csv":
        rows = _table(sheet)
        for (card_id, header), value in cells.items():
            next(row for row in rows if row[0] == card_id)[rows[0].index(header)] = value
        with sheet.open("w", encoding="utf-8", newline="") as handle:
            csv.writer(handle).writerows(rows)
        return
    book = openpyxl.load_workbook(sheet)
    headers = [c.value for c in book["cards"][1]]
    rows = {row[0].value: row for row in book["cards"].iter_rows(min_row=2)}
    for (card_id, header), value in cells.items():
        rows[card_id][headers.index(header)].value = value
    book.save(sheet)


@pytest.mark.parametrize("kind", ["csv", "xlsx"])
def test_a_stale_sheet_saved_by_libreoffice_keeps_the_yaml_changes(cli, saved, tmp_path, kind):
    deck = _copy_deck(saved, tmp_path)
    sheet = tmp_path / f"cards.{kind}"
    shutil.copy(saved[2] / f"cards.{kind}", sheet)
    # Since the export, YAML changed another field of the card the sheet edits, and another card.
    colour = deck / "cards" / "colour.yaml"
    text = colour.read_text(encoding="utf-8")
    text = text.replace("back: Japan's flag shows a red disc, the sun, on a white field.",
                        "back: A red disc, the sun, on a white field.", 1)
    text = text.replace("source: https://en.wikipedia.org/wiki/Flag_of_Japan", "source: https://example.org/japan", 1)
    colour.write_text(text, encoding="utf-8")
    _edit_table(sheet, {("japan-flag-disc", "front"): "The colour of the sun on the flag of Japan."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "1 card changed" in run.stderr and "1 with YAML changes since the export kept" in run.stderr
    after = colour.read_text(encoding="utf-8")
    assert after == text.replace("front: The colour of the disc on the flag of Japan.",
                                 "front: The colour of the sun on the flag of Japan.", 1)


# --- every starter deck, there and back -----------------------------------------------------------

ROUND_TRIPS = ("csv", "xlsx", "csv-saved-as-csv", "csv-saved-as-xlsx", "xlsx-saved-as-xlsx")


@pytest.fixture(scope="module")
def starter_sheets(tmp_path_factory, profile):
    """Every starter deck exported as CSV and XLSX, and those opened and saved by LibreOffice (as
    US English opens a CSV, special numbers detected): {round trip: folder of <deck>.<suffix>}."""
    root = tmp_path_factory.mktemp("starters")
    cache = tmp_path_factory.mktemp("deckctl-cache")
    for kind in ("csv", "xlsx"):
        (root / kind).mkdir()
        for deck in sorted(DECKS.iterdir()):
            done = deckctl_in_process("export", "sheet", deck, "-o", root / kind / f"{deck.name}.{kind}", cwd=REPO,
                                      cache=cache)
            assert done.exit_code == 0, done.stdout + done.stderr
    csvs, xlsxs = sorted((root / "csv").iterdir()), sorted((root / "xlsx").iterdir())
    opened = "CSV:44,34,76,1,,1033,false,true"
    libreoffice(csvs, root / "csv-saved-as-csv", "csv:Text - txt - csv (StarCalc):44,34,76", profile, opened)
    libreoffice(csvs, root / "csv-saved-as-xlsx", "xlsx", profile, opened)
    libreoffice(xlsxs, root / "xlsx-saved-as-xlsx", "xlsx", profile)
    return root


@pytest.mark.parametrize("trip", ROUND_TRIPS)
def test_every_starter_deck_comes_back_byte_for_byte(cli, starter_sheets, tmp_path, trip):
    # (the Wissens-Spektrum starter's `1,440` and `3,600` came back as 1440 and 3600 from a CSV, refused)
    for source in sorted(DECKS.iterdir()):
        deck = tmp_path / source.name
        shutil.copytree(source, deck)
        sheet = next((starter_sheets / trip).glob(f"{source.name}.*"))
        run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
        assert run.exit_code == 0 and run.stdout == "", f"{sheet}: {run.stdout}"
        assert "0 files written" in run.stderr
        files = sorted(p.relative_to(source) for p in source.rglob("*") if p.is_file())
        assert sorted(p.relative_to(deck) for p in deck.rglob("*") if p.is_file()) == files
        assert all((deck / name).read_bytes() == (source / name).read_bytes() for name in files), source.name
