"""A folded text (`>-`) edited in the sheet keeps the line breaks it had around the edit, whether
its text is changed where it stands or its card goes through fmt's writer (deckctl/sheet/inplace.py
`moved_folds`)."""

from __future__ import annotations

import shutil

from deckfactory import DECKS, import_edited_sheet

from deckctl.sheet.inplace import moved_folds

SOURCES = ("  source: >-\n    https://en.wikipedia.org/wiki/Mona_Lisa;\n"
           "    https://en.wikipedia.org/wiki/Vincent_van_Gogh;\n")


def _edited(tmp_path, cli, cells: dict) -> tuple[str, str]:
    """The Wissens-Spektrum starter deck with `cells` edited in its sheet (a cell None: its
    famous-paintings source with Mona_Lisa renamed), art.yaml before and after."""
    import yaml

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "wissens-spektrum-starter", deck)
    art = deck / "cards/art.yaml"
    before = art.read_text(encoding="utf-8")
    assert SOURCES in before
    source = next(card for card in yaml.safe_load(before) if card["id"] == "famous-paintings")["source"]
    cells = {place: source.replace("Mona_Lisa", "Mona_Lisa_(painting)") if value is None else value
             for place, value in cells.items()}
    run = import_edited_sheet(cli, deck, tmp_path, cells)
    assert run.exit_code == 0, run.stdout
    return before, art.read_text(encoding="utf-8")


def test_a_folded_text_edited_in_place_keeps_its_line_breaks(tmp_path, cli):
    before, after = _edited(tmp_path, cli, {("famous-paintings", "source"): None})
    assert after == before.replace("wiki/Mona_Lisa;\n", "wiki/Mona_Lisa_(painting);\n", 1)


def test_a_folded_text_in_a_card_written_by_fmts_writer_keeps_its_line_breaks(tmp_path, cli):
    before, after = _edited(tmp_path, cli, {("famous-paintings", "source"): None,
                                            ("famous-paintings", "questions/6/accept"): ""})  # (a cleared cell)
    assert after == before.replace("wiki/Mona_Lisa;\n", "wiki/Mona_Lisa_(painting);\n", 1).replace(
        "      accept: [Rembrandt van Rijn]\n", "", 1)


def test_the_edited_part_of_a_folded_text_is_broken_where_a_line_would_outgrow_the_longest_old_one():
    old = "alpha beta; gamma delta; eps zeta"  # (folded as: alpha beta; / gamma delta; / eps zeta)
    assert moved_folds(old, [11, 24], old) == moved_folds(old, [11, 24], old.replace("gamma", "GAMMA")) == [11, 24]
    new = old.replace("alpha", "one two three four five six")
    lines = "".join("\n" if at in moved_folds(old, [11, 24], new) else ch for at, ch in enumerate(new)).split("\n")
    assert lines == ["one two", "three four", "five six", "beta; gamma", "delta;", "eps zeta"]  # (re-flowed to an old break)
    assert moved_folds(old, [11, 24], "x") == []
