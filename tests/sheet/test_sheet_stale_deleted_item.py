"""A stale CSV sheet without `exported-from`: exported before YAML deleted a card's middle item (a
Wissens-Spektrum card's third question, a new sixth added; an iKNOW card's second clue, a new
third added). The sheet holds the card's later items right of where YAML has them now, as a split
cell holds values right of their own columns, but no join of cells at typed commas brings them
back (a question is four columns; a clue is followed by the answer, which stays), so it is no
`shifted-row` (deckctl/sheet/shifted.py `shifted`, `_tail_split`): the rows merge two ways, the
sheet's cells winning, with the `no-record` warning (docs/sheets.md). The sheets are the deck's CSV
export as Excel may write it (empty last cells left out) and as LibreOffice saves it (every cell)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from ruamel.yaml import YAML
from sheetbook import excel_short_csv

SOFFICE = shutil.which("soffice")


def _card(text: str) -> dict:
    return YAML(typ="safe").load(text)[0]  # (PyYAML reads no `?` in a flow mapping's plain text)


def _libreoffice_csv(sheet, tmp_path) -> None:
    """LibreOffice opens the CSV (UTF-8, commas) and saves it as CSV again, in its place."""
    out = tmp_path / "libreoffice"
    subprocess.run([SOFFICE, f"-env:UserInstallation=file://{tmp_path / 'profile'}", "--headless",
                    "--infilter=CSV:44,34,76,1", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1",
                    "--outdir", str(out), str(sheet)], check=True, capture_output=True, timeout=180)
    sheet.write_bytes((out / sheet.name).read_bytes())


@pytest.mark.parametrize("saved_by", ["excel", pytest.param("libreoffice", marks=pytest.mark.skipif(
    SOFFICE is None, reason="LibreOffice is not installed (make test installs it)"))])
@pytest.mark.parametrize("game, deleted, added, key, exported", [
    ("wissens-spektrum", "    - {question: Question 3?, answer: Answer 3}\n",
     "    - {question: Question 7?, answer: Answer 7}\n", "questions",
     [{"question": f"Question {i}?", "answer": f"Answer {i}"} for i in range(1, 7)]),
    ("iknow", "    - Second clue.\n", "    - A new third clue.\n", "clues",
     ["First clue.", "Second clue.", "Third clue."]),
])
def test_a_stale_sheet_is_no_shifted_row(cli, make_deck, tmp_path, saved_by, game, deleted, added, key, exported):
    deck = make_deck(game)
    sheet = tmp_path / "deck.csv"
    excel_short_csv(cli, deck, sheet)
    if saved_by == "libreoffice":
        _libreoffice_csv(sheet, tmp_path)
    cards = deck / "cards" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    assert text.count(deleted) == 1
    last = text.rstrip("\n").split("\n")[-1 if game == "wissens-spektrum" else -2] + "\n"
    text = text.replace(deleted, "").replace(last, last + added, 1)
    cards.write_text(text, encoding="utf-8")
    assert len(_card(text)[key]) == len(exported)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    assert "shifted-row" not in run.stdout and "error:" not in run.stdout
    assert "[no-record]" in run.stdout
    assert _card(cards.read_text(encoding="utf-8"))[key] == exported  # (the sheet's cells win)
