"""A new card's CSV row in which one text was split at two commas typed outside quotes, each with
a space after it (`The colour of a calm, deep, wide sea.`): two cells side by side start with a
space. `_new_row_split` refused only a row in which exactly one cell does, so this row had been
imported as typed, the front `The colour of a calm`, the back `deep`, `accept` `wide sea.` (or a
`wrong-kind` error about the `terms` the last piece landed in, naming no split). It is a
`shifted-row` error at the first piece, naming the text joined again, and nothing is written; a
row typed with a space after every comma still imports."""

from __future__ import annotations

import pytest
import yaml
from sheetbook import with_typed_row as _with_row

NEW = "sea-colour,colour,blue,The colour of a calm deep wide sea.,Blue.,Navy."


@pytest.mark.parametrize("line, later", [
    (NEW.replace("calm deep wide", "calm, deep, wide"), ", every later cell two columns right"),
    (NEW.replace("calm deep wide sea.,Blue.,Navy.", "calm, deep, wide sea."), ""),  # (the row ends there)
])
def test_a_text_split_at_two_commas_in_a_new_cards_row_is_refused(cli, make_deck, tmp_path, line, later):
    deck, sheet, rows = _with_row(cli, make_deck, tmp_path, line)
    before = (deck / "cards" / "cards.yaml").read_bytes()
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1, run.stdout
    assert (f"deck.csv:{len(rows) + 1}:{rows[0].index('back') + 1}: error: card `sea-colour`: the `back` cell "
            "(` deep`) of this new card starts with a space after a comma, as the next cell does: 2 commas typed "
            "outside quotes into the `front` cell (`The colour of a calm, deep, wide sea.`) split it in three, and "
            f"its pieces land in the next two cells{later} [shifted-row]") in run.stdout
    assert ("hint: if the text belongs to the `front` cell, put that whole cell in double quotes (\"...\"); if the "
            "cells are meant as they read, delete the space at the start of each") in run.stdout
    assert "Traceback" not in run.stdout + run.stderr
    assert (deck / "cards" / "cards.yaml").read_bytes() == before


def test_a_space_after_every_comma_still_imports(cli, make_deck, tmp_path):
    deck, sheet, _rows = _with_row(cli, make_deck, tmp_path, NEW.replace(",", ", "))
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout
    cards = {c["id"]: c for c in yaml.safe_load((deck / "cards" / "cards.yaml").read_text(encoding="utf-8"))}
    assert cards["sea-colour"]["front"] == "The colour of a calm deep wide sea."
    assert cards["sea-colour"]["back"] == "Blue." and cards["sea-colour"]["accept"] == ["Navy."]
