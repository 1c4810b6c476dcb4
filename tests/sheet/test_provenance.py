"""Sheets know what they were exported from, and `import sheet` merges three ways with it: a
stale sheet never undoes a YAML commit (deckctl/sheet/provenance.py, threeway.py, revision.py)."""

from __future__ import annotations

import csv
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import openpyxl
import pytest

from deckfactory import DECKS, VALID_CARDS
from deckctl.sheet import limits
from deckctl.sheet.provenance import RECORD

CARDS = "cards/number.yaml"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=Editor", "-c", "user.email=editor@example.org", *args],
                          cwd=repo, capture_output=True, text=True, check=True).stdout


@pytest.fixture
def repo(tmp_path):
    """A deck in a git repository, committed."""
    repo = tmp_path / "repo"
    shutil.copytree(DECKS / "knowledge-starter", repo / "decks" / "quiz")
    shutil.rmtree(repo / "decks" / "quiz" / "locales")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "deck")
    return repo


def _deck(repo: Path) -> Path:
    return repo / "decks" / "quiz"


def _exported(repo: Path, tmp_path: Path, cli, suffix: str = ".csv") -> tuple[Path, Path]:
    """The deck of `repo`, and the sheet `deck.csv` (or `suffix`) exported from it."""
    deck, sheet = _deck(repo), tmp_path / f"deck{suffix}"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    return deck, sheet


# A change made in YAML after the export: the source of one card.
VENUS = ("  source: https://en.wikipedia.org/wiki/Venus\n", "  source: https://en.wikipedia.org/wiki/Venus_(planet)\n")


def _replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def _rows(sheet: Path) -> list[list]:
    if sheet.suffix == ".csv":
        with sheet.open(encoding="utf-8-sig", newline="") as handle:
            return list(csv.reader(handle))
    return [list(row) for row in openpyxl.load_workbook(sheet)["cards"].iter_rows(values_only=True)]


def _edit(sheet: Path, cells: dict[tuple[str, str], object]) -> dict[tuple[str, str], str]:
    """Set cells by (card id, header), as an editor would; where each is, as a diagnostic names it."""
    places = {}
    if sheet.suffix == ".csv":
        rows = _rows(sheet)
        for (card_id, header), value in cells.items():
            number = next(i for i, row in enumerate(rows) if row[0] == card_id)
            rows[number][rows[0].index(header)] = value
            places[card_id, header] = f"{sheet.name}:{number + 1}:{rows[0].index(header) + 1}"
        with sheet.open("w", encoding="utf-8-sig", newline="") as handle:
            csv.writer(handle, lineterminator="\r\n").writerows(rows)
        return places
    book = openpyxl.load_workbook(sheet)
    cards = book["cards"]
    headers = [c.value for c in cards[1]]
    by_id = {row[0].value: row for row in cards.iter_rows(min_row=2)}
    for (card_id, header), value in cells.items():
        cell = by_id[card_id][headers.index(header)]
        cell.value = value
        places[card_id, header] = f"{sheet.name}!{cell.coordinate}"
    book.save(sheet)
    return places


def _records(sheet: Path) -> dict[str, dict]:
    rows = _rows(sheet)
    column = rows[0].index(RECORD)
    return {row[0]: json.loads(row[column]) for row in rows[1:] if row[0]}


# --- the record ---------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_each_row_records_the_card_its_file_the_deck_and_the_commit(repo, tmp_path, cli, suffix):
    sheet = tmp_path / f"deck{suffix}"
    assert cli("export", "sheet", _deck(repo), "-o", sheet).exit_code == 0
    head = git(repo, "rev-parse", "HEAD").strip()
    records = _records(sheet)
    import yaml

    cards = yaml.safe_load((_deck(repo) / CARDS).read_text())
    for card in cards:
        record = records[card["id"]]
        assert (record["v"], record["deck"], record["file"], record["rev"], record["card"]) == (
            1, "knowledge-starter", CARDS, head, card)
        content = {key: value for key, value in record.items() if key != "sha256"}
        assert record["sha256"] == hashlib.sha256(
            json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
    if suffix == ".xlsx":  # out of the editor's way
        cards_sheet = openpyxl.load_workbook(sheet)["cards"]
        letter = openpyxl.utils.get_column_letter([c.value for c in cards_sheet[1]].index(RECORD) + 1)
        assert cards_sheet.column_dimensions[letter].hidden


def test_outside_git_the_record_has_no_commit_and_git_runs_nothing_of_the_repository(make_deck, tmp_path, cli):
    deck = make_deck("knowledge")
    sheet = tmp_path / "deck.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    assert all("rev" not in record for record in _records(sheet).values())
    # A repository whose config and hooks would run a program: exporting runs none of them.
    git(deck, "init", "-q")
    marker = tmp_path / "ran"
    script = tmp_path / "script.sh"
    script.write_text(f"#!/bin/sh\ntouch {marker}\n")
    script.chmod(0o755)
    for key in ("core.fsmonitor", "core.sshCommand", "core.pager", "diff.external"):
        git(deck, "config", key, str(script))
    git(deck, "config", "core.hooksPath", str(tmp_path))
    for hook in ("post-checkout", "post-commit", "pre-commit", "reference-transaction"):
        shutil.copy(script, tmp_path / hook)
    git(deck, "add", ".")
    git(deck, "-c", "core.hooksPath=/dev/null", "commit", "-q", "--no-verify", "-m", "deck")
    marker.unlink(missing_ok=True)
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    assert not marker.exists()
    assert {record["rev"] for record in _records(sheet).values()} == {git(deck, "rev-parse", "HEAD").strip()}


# --- the three-way merge ----------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_stale_sheet_keeps_the_yaml_commit_made_after_the_export(repo, tmp_path, cli, suffix):
    deck, sheet = _exported(repo, tmp_path, cli, suffix)
    # After the export, a commit changes another field of the card the sheet edits, and another card.
    _replace(deck / CARDS, "  front: How many legs does an earthworm have?\n",
             "  front: How many legs has an earthworm?\n")
    _replace(deck / CARDS, *VENUS)
    git(repo, "commit", "-q", "-am", "reword")
    committed = (deck / CARDS).read_text()
    _edit(sheet, {("earthworm-legs", "back"): "None: it crawls by muscle."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "1 card changed" in run.stderr and "2 with YAML changes since the export kept" in run.stderr
    assert run.stdout == ""  # no warning: the sheet has its records
    diff = git(repo, "diff", "-U0", "--", "decks/quiz/cards/number.yaml")
    changed = [line for line in diff.splitlines() if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert changed == [
        "-  back: An earthworm has no legs; it moves by stretching and squeezing its segmented body.",
        "+  back: 'None: it crawls by muscle.'"]
    assert "How many legs has an earthworm?" in committed and "Venus_(planet)" in (deck / CARDS).read_text()


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_a_field_changed_on_both_sides_is_a_conflict_at_its_cell(repo, tmp_path, cli, suffix):
    deck, sheet = _exported(repo, tmp_path, cli, suffix)
    _replace(deck / CARDS, *VENUS)
    _replace(deck / CARDS, "  tags: [nature]\n  source: https://en.wikipedia.org/wiki/Earthworm\n",
             "  tags: [nature, animals]\n  source: https://en.wikipedia.org/wiki/Earthworm\n")
    git(repo, "commit", "-q", "-am", "sources")
    head = git(repo, "rev-parse", "HEAD~1").strip()
    places = _edit(sheet, {("venus-moons", "source"): "https://example.org/venus",
                           ("earthworm-legs", "tags"): "nature | animals",  # the same change: no conflict
                           ("water-freezing-celsius", "back"): "Two parts."})
    before = (deck / CARDS).read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert (f"{places['venus-moons', 'source']}: error: card `venus-moons`: `source` was changed both in the sheet, "
            "to `https://example.org/venus`, and in YAML since the sheet was exported, to "
            "`https://en.wikipedia.org/wiki/Venus_(planet)` (it was `https://en.wikipedia.org/wiki/Venus`) "
            "[edit-conflict]") in run.stdout
    assert f"`git log -p {head[:12]}.. -- repo/decks/quiz/{CARDS}` shows the YAML changes since the export" \
        in run.stdout  # (named from where the command runs)
    assert run.stdout.count("[edit-conflict]") == 1
    assert "nothing written" in run.stderr and (deck / CARDS).read_bytes() == before
    # Settled by typing YAML's value into the cell: the rest of the sheet's edits go in.
    _edit(sheet, {("venus-moons", "source"): "https://en.wikipedia.org/wiki/Venus_(planet)"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / CARDS).read_text()
    assert "  back: Two parts.\n" in text and "Venus_(planet)" in text and "[nature, animals]" in text


def test_a_card_moved_in_yaml_since_the_export_stays_where_it_went(repo, tmp_path, cli):
    deck, sheet = _exported(repo, tmp_path, cli, ".xlsx")
    text = (deck / CARDS).read_text()
    start = text.index("- id: venus-moons\n")
    end = text.index("- id: ", start + 1)
    (deck / CARDS).write_text(text[:start] + text[end:])
    with (deck / "cards" / "letter.yaml").open("a") as handle:
        handle.write(text[start:end])
    git(repo, "commit", "-q", "-am", "move")
    _edit(sheet, {("venus-moons", "back"): "None."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "id: venus-moons" not in (deck / CARDS).read_text()
    assert "  back: None.\n" in (deck / "cards" / "letter.yaml").read_text()


def test_a_card_deleted_in_yaml_since_the_export_is_not_added_back(repo, tmp_path, cli):
    deck, sheet = _exported(repo, tmp_path, cli)
    text = (deck / CARDS).read_text()
    for card_id in ("venus-moons", "earthworm-legs"):
        start = text.index(f"- id: {card_id}\n")
        text = text[:start] + text[text.index("- id: ", start + 1):]
    (deck / CARDS).write_text(text)
    git(repo, "commit", "-q", "-am", "delete two cards")
    places = _edit(sheet, {("earthworm-legs", "back"): "Edited in the sheet."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1
    row = places["earthworm-legs", "back"].split(":")[1]
    assert (f"deck.csv:{row}:1: error: card `earthworm-legs`: the card was deleted in YAML since the sheet was "
            "exported, and the sheet changed its `back` [edit-conflict]") in run.stdout
    assert "venus-moons" in run.stdout and "its row is not added back" in run.stdout  # told, not an error
    _edit(sheet, {("earthworm-legs", RECORD): ""})  # as the hint says: the row is a new card
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "1 added" in run.stderr
    text = (deck / CARDS).read_text()
    assert "id: earthworm-legs" in text and "id: venus-moons" not in text


# --- records that cannot be trusted, and sheets without them -----------------------------------


def _tampered(record: str) -> dict[str, str]:
    data = json.loads(record)
    edited = dict(data, card={**data["card"], "back": "Changed in the record."})
    return {
        "edited": json.dumps(edited),
        "cut short": record[:-10],
        "not JSON": "exported at noon",
        "another version": json.dumps(dict(data, v=2)),
        "too long": json.dumps(dict(data, pad="x" * limits.MAX_RECORD_CHARS)),
        "deep": "[" * 10_000 + "]" * 10_000,
    }


@pytest.mark.parametrize("suffix, how", [(".csv", how) for how in ("edited", "cut short", "not JSON", "another version",
                                                                   "too long", "deep")]
                         + [(".xlsx", "edited"), (".xlsx", "not JSON")])
def test_a_record_that_was_changed_is_an_error_at_its_cell(repo, tmp_path, cli, suffix, how):
    deck, sheet = _exported(repo, tmp_path, cli, suffix)
    record = next(row for row in _rows(sheet) if row[0] == "water-freezing-celsius")[-1]
    places = _edit(sheet, {("water-freezing-celsius", RECORD): _tampered(record)[how], ("water-freezing-celsius", "back"): "Two."})
    before = (deck / CARDS).read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert (f"{places['water-freezing-celsius', RECORD]}: error: card `water-freezing-celsius`: the `exported-from` cell is not a record "
            "deckctl wrote: ") in run.stdout and "[bad-record]" in run.stdout
    assert (deck / CARDS).read_bytes() == before


def test_a_sheet_without_records_imports_as_the_sheet_says_with_one_warning(repo, tmp_path, cli):
    deck, sheet = _exported(repo, tmp_path, cli)
    rows = _rows(sheet)
    column = rows[0].index(RECORD)
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle).writerows([row[:column] + row[column + 1:] for row in rows])
    _replace(deck / CARDS, *VENUS)
    _edit(sheet, {("water-freezing-celsius", "back"): "Two."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0
    assert run.stdout.count("warning") == 1 and (
        "deck.csv: warning: the sheet has no `exported-from` column, which records what each row was exported "
        "from: its cells overwrite the cards, changes made in YAML since the export included [no-record]") in run.stdout
    text = (deck / CARDS).read_text()
    assert "  back: Two.\n" in text and "Venus_(planet)" not in text  # as before records: the sheet's value


def test_a_sheet_of_another_deck_is_merged_as_it_says_with_a_warning(repo, tmp_path, cli):
    deck, sheet = _exported(repo, tmp_path, cli)
    _replace(deck / "deck.yaml", "id: knowledge-starter\n", "id: another-deck\n")
    _edit(sheet, {("water-freezing-celsius", "back"): "Two."})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout.count("warning") == 1
    assert "the sheet was exported from another deck than this one (`another-deck`)" in run.stdout


def test_a_card_too_long_for_its_record_is_exported_without_one(make_deck, tmp_path, cli):
    # Six questions and answers each as long as a text may be (validate's 1,000 characters):
    # longer together than a record may be.
    long = ("A long text. " * 76).strip()
    cards = VALID_CARDS["wissens-spektrum"] + "- id: long-1\n  area: history\n  questions:\n" + "".join(
        f"    - {{question: {long} {q}?, answer: {long}}}\n" for q in range(1, 7))
    deck = make_deck("wissens-spektrum", cards)
    sheet = tmp_path / "deck.csv"
    run = cli("export", "sheet", deck, "-o", sheet, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "warning: card `long-1`: the card is longer than its record may be (8,192 characters as JSON)" \
        in run.stdout and "[no-record]" in run.stdout
    rows = _rows(sheet)
    records = {row[0]: row[-1] for row in rows[1:]}
    assert records["long-1"] == "" and all(records[i] for i in records if i != "long-1")
    _edit(sheet, {("long-1", "questions/1/answer"): "Short"})
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and "the row has no `exported-from` record: its cells overwrite the card" in run.stdout
