"""A new card's CSV row in which two texts were each split at a comma typed outside quotes with a
space after it (`The colour of a calm, deep sea.` in the front, `Blue, like ink.` in the back):
the cells starting with a space do not stand side by side, so `_new_row_split` (which took only
one run of such cells for a split) let the row through, to a `wrong-kind` error about the `terms`
the last piece landed in, naming no split. It is one `shifted-row` error at the first piece,
naming both texts joined again under the columns they were typed into, nothing written; a row
typed with a space after every comma still imports (test_sheet_new_card_split_twice)."""

from __future__ import annotations

import pytest
from sheetbook import with_typed_row as _with_row

NEW = "sea-colour,colour,blue,The colour of a calm deep sea.,Blue like ink.,Navy."


@pytest.mark.parametrize("line, later", [
    (NEW.replace("calm deep", "calm, deep").replace(",Navy.", "").replace("Blue like", "Blue, like"), ""),
    (NEW.replace("calm deep", "calm, deep").replace("Blue like", "Blue, like"),
     ", every later cell one column right for each split before it"),
])
def test_two_texts_split_in_a_new_cards_row_are_refused(cli, make_deck, tmp_path, line, later):
    deck, sheet, rows = _with_row(cli, make_deck, tmp_path, line)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    header = rows[0]
    assert (f"deck.csv:{len(rows) + 1}:{header.index('back') + 1}: error: card `sea-colour`: the `back` cell "
            f"(` deep sea.`) of this new card starts with a space after a comma, as the `{header[header.index('back') + 2]}` "
            "cell (` like ink.`) does, each after a text: commas typed outside quotes into two cells split them "
            "there, the `front` cell (`The colour of a calm, deep sea.`) and the `back` cell (`Blue, like ink.`), "
            f"and each tail lands in the next cell{later} [shifted-row]") in run.stdout
    assert ("hint: if a text belongs to the cell before it, put that whole cell in double quotes (\"...\"); if the "
            "cells are meant as they read, delete the space at the start of each") in run.stdout
    assert run.stdout.count("error:") == 1 and "wrong-kind" not in run.stdout
    assert "Traceback" not in run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_number_cards_row_split_twice_is_not_imported_shifted(cli, make_deck, tmp_path):
    # (a number card takes `terms`, so the old code imported this row: front and back cut at
    # their commas, `accept` `Two`, `terms` ` one a side.`)
    line = "crab-claws,number,2,How many claws does a crab have, legs aside?,Two, one a side."
    deck, sheet, rows = _with_row(cli, make_deck, tmp_path, line)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{len(rows) + 1}:{rows[0].index('back') + 1}: error: card `crab-claws`: the `back` cell "
            "(` legs aside?`) of this new card starts with a space after a comma") in run.stdout
    assert ("the `front` cell (`How many claws does a crab have, legs aside?`) and the `back` cell "
            "(`Two, one a side.`)") in run.stdout and run.stdout.count("error:") == 1
    assert (deck / "cards" / "cards.yaml").read_bytes() == before
