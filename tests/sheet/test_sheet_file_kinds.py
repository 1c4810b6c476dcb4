"""A sheet in a spreadsheet's own format (LibreOffice saves .ods by default) is refused with how
to save it as one deckctl reads."""

from __future__ import annotations

from deckfactory import VALID_CARDS


def test_an_ods_sheet_gets_how_to_save_it_as_xlsx(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    (tmp_path / "my cards.ods").write_bytes(b"PK\x03\x04")
    run = cli("import", "sheet", "my cards.ods", deck, cwd=tmp_path)
    assert run.exit_code == 2
    assert "my cards.ods: a sheet is a .xlsx or .csv file" in run.stderr
    assert "hint: save it as .xlsx: File > Save As > Excel 2007-365 (.xlsx), or " \
           "`soffice --headless --convert-to xlsx --outdir . 'my cards.ods'`" in run.stderr


def test_an_ods_export_gets_the_xlsx_to_write(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    run = cli("export", "sheet", deck, "--out", "cards.ods", cwd=tmp_path)
    assert run.exit_code == 2
    assert "hint: write cards.xlsx: LibreOffice and Excel open and save it as it is" in run.stderr
    assert not (tmp_path / "cards.ods").exists()


def test_another_kind_of_file_is_refused_as_before(make_deck, tmp_path, cli):
    deck = make_deck("knowledge", VALID_CARDS["knowledge"])
    (tmp_path / "cards.txt").write_text("id\n")
    run = cli("import", "sheet", tmp_path / "cards.txt", deck, cwd=tmp_path)
    assert run.exit_code == 2 and "a sheet is a .xlsx or .csv file" in run.stderr and "hint" not in run.stderr
