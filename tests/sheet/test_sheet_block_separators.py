"""A block text (`|`, `>-`) given a line or paragraph separator (U+2028, U+2029) in its cell: a
block would read one as a line break, so the text is double-quoted (`\\L`), as a plain text edited
so is written, rather than refused as a file that would not load back as edited."""

from __future__ import annotations

import openpyxl
import pytest
import yaml

from deckfactory import VALID_CARDS

BLOCKS = (VALID_CARDS["knowledge"]
          .replace("  back: Blue.\n", "  back: |\n    Blue.\n    On a clear day.\n")
          .replace("  back: Green.\n", "  back: >-\n    Green, as\n    fresh grass is.\n"))


@pytest.mark.parametrize("card_id", ["sky-colour", "grass-colour"])
@pytest.mark.parametrize("separator", ["\u2028", "\u2029"])
def test_a_separator_in_a_block_text_s_cell_is_written_double_quoted(make_deck, tmp_path, cli, card_id, separator):
    deck = make_deck("knowledge", BLOCKS)
    sheet = tmp_path / "cards.xlsx"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    book = openpyxl.load_workbook(sheet)
    rows = book["cards"]
    headers = [c.value for c in rows[1]]
    next(r for r in rows.iter_rows(min_row=2) if r[0].value == card_id)[headers.index("back")].value = \
        f"first{separator}second"
    book.save(sheet)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    text = (deck / "cards" / "cards.yaml").read_text(encoding="utf-8")
    escape = {"\u2028": "\\L", "\u2029": "\\P"}[separator]
    assert f'  back: "first{escape}second' in text
    back = next(card for card in yaml.safe_load(text) if card["id"] == card_id)["back"]
    assert back.rstrip("\n") == f"first{separator}second"
    assert cli("validate", deck).exit_code == 0
