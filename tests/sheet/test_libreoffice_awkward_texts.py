"""Texts a spreadsheet might change, in a card file mixing CRLF and LF line ends, through sheets
LibreOffice (headless) opened and saved, CSV and XLSX each way: the import changes no byte. Spaces
and tabs at a text's ends and inside it, line breaks (LF in a block, U+2028, U+2029), texts that
look like formulas, numbers or dates, a long text, a text starting with an apostrophe."""

from __future__ import annotations

import json
import shutil
import subprocess

import openpyxl
import pytest

from deckfactory import MANIFESTS, REPO, deckctl_in_process

SOFFICE = shutil.which("soffice")
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed (make test installs it)")

TEXTS = [" spaces at both ends ", "a\tb", "\ta tab first", "one\u2028two", "one\u2029two", "=1+1", "@SUM(A1:A2)",
         "+cmd|' /C calc'!A0", "-2+3", "'=quoted", "=HYPERLINK(\"http://x\";\"y\")", "007", "1-2", "3/4",
         "2024-01-01", "50%", "TRUE", "x" * 1000, "\u00a0no-break spaces\u00a0", "a  b   c", "'90s",
         "a, -b; =c", "Canberra;=cmd|' /C calc'!A0"]
BLOCK = "  notes: |\n    - item\n    =2+2\n    \tindented by a tab\n"
TRIPS = ("csv", "xlsx", "csv-saved-as-csv", "csv-saved-as-xlsx", "xlsx-saved-as-xlsx", "xlsx-saved-as-csv")


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _card_file() -> bytes:
    cards = "".join(f"- id: text-{i}\n  category: letter\n  front: {_quoted(text)}\n  back: Back {i}.\n  value: A\n"
                    f"  accept: [{_quoted(text.replace('|', '/')[:40])}, other]\n" for i, text in enumerate(TEXTS))
    cards += "- id: block\n  category: letter\n  front: Front.\n  back: Back.\n  value: B\n" + BLOCK
    lines = cards.split("\n")  # every third line ends with CRLF
    return "".join(line + ("\r\n" if i % 3 == 0 else "\n") for i, line in enumerate(lines[:-1])).encode("utf-8")


@pytest.fixture(scope="module")
def trips(tmp_path_factory):
    root = tmp_path_factory.mktemp("awkward")
    profile = tmp_path_factory.mktemp("libreoffice-profile") / "profile"
    deck = root / "deck"
    (deck / "cards").mkdir(parents=True)
    (deck / "deck.yaml").write_text(MANIFESTS["knowledge"], encoding="utf-8")
    (deck / "cards" / "cards.yaml").write_bytes(_card_file())
    cache = tmp_path_factory.mktemp("deckctl-cache")
    for kind in ("csv", "xlsx"):
        (root / kind).mkdir()
        done = deckctl_in_process("export", "sheet", deck, "-o", root / kind / f"cards.{kind}", cwd=REPO, cache=cache)
        assert done.exit_code == 0, done.stdout + done.stderr
    as_csv = "csv:Text - txt - csv (StarCalc):44,34,76"
    opened = "CSV:44,34,76,1,,1033,false,true,false,false,false,true"  # (special numbers detected, formulas evaluated)
    for trip, source, to, infilter in (("csv-saved-as-csv", "csv", as_csv, opened),
                                       ("csv-saved-as-xlsx", "csv", "xlsx", opened),
                                       ("xlsx-saved-as-xlsx", "xlsx", "xlsx", ""),
                                       ("xlsx-saved-as-csv", "xlsx", as_csv, "")):
        command = [SOFFICE, f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", to, "--outdir",
                   str(root / trip), str(root / source / f"cards.{source}")]
        if infilter:
            command.insert(3, f"--infilter={infilter}")
        subprocess.run(command, check=True, capture_output=True, timeout=180)
    return deck, root


@pytest.mark.parametrize("trip", TRIPS)
def test_awkward_texts_come_back_byte_for_byte(cli, trips, tmp_path, trip):
    source, root = trips
    deck = tmp_path / "deck"
    shutil.copytree(source, deck)
    sheet = next((root / trip).glob("cards.*"))
    if sheet.suffix == ".xlsx":
        book = openpyxl.load_workbook(sheet)
        assert [c.coordinate for ws in book.worksheets for row in ws.iter_rows() for c in row if c.data_type == "f"] \
            == []  # no text became a formula
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0 and run.stdout == "", run.stdout
    assert "0 files written" in run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == (source / "cards" / "cards.yaml").read_bytes()


def test_an_edited_block_in_a_sheet_libreoffice_saved_keeps_each_line_s_end(cli, trips, tmp_path):
    source, root = trips
    deck = tmp_path / "deck"
    shutil.copytree(source, deck)
    sheet = tmp_path / "cards.xlsx"
    shutil.copy(root / "csv-saved-as-xlsx" / "cards.xlsx", sheet)
    book = openpyxl.load_workbook(sheet)
    headers = [c.value for c in book["cards"][1]]
    row = next(r for r in book["cards"].iter_rows(min_row=2) if r[0].value == "block")
    row[headers.index("notes")].value = "- item\n=2+3\n\tindented by a tab\nand one line more"
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    before = (source / "cards" / "cards.yaml").read_bytes()
    lines = before.split(b"\n")
    at = lines.index(b"    =2+2" if lines.count(b"    =2+2") else b"    =2+2\r")
    old_end = b"\r\n" if lines[at].endswith(b"\r") else b"\n"
    last_end = b"\r\n" if lines[at + 1].endswith(b"\r") else b"\n"
    after = before.replace(b"    =2+2" + old_end, b"    =2+3" + old_end).removesuffix(b"\n").removesuffix(b"\r")
    assert (deck / "cards" / "cards.yaml").read_bytes() == after + last_end + b"    and one line more" + last_end
