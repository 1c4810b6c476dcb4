"""An edit made in place reads only the edited card's lines with fmt's writer, not the whole file
(deckctl/sheet/merge.py, `_edit_card`), and a card leaving a file reads none: a line elsewhere
that the writer cannot read stops neither, and a card sharing a value with another one through
an anchor is edited as before."""

from __future__ import annotations

import shutil
from pathlib import Path

from deckfactory import DECKS, edit_sheet_cells, import_edited_sheet

_JAPAN_BACK = "  back: Japan's flag shows a red disc, the sun, on a white field.\n"


def _deck(tmp_path: Path, old: str, new: str) -> tuple[Path, Path, str]:
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    path = deck / "cards" / "colour.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return deck, path, text


def _import(cli, deck: Path, tmp_path: Path, cells: dict[tuple[str, str], str]):
    return import_edited_sheet(cli, deck, tmp_path, cells)


def test_a_tab_the_writer_cannot_read_in_another_card_does_not_stop_an_edit_in_place(cli, tmp_path):
    # (the validator reads the tab after an anchor as a space; ruamel, fmt's reader, refuses it)
    deck, path, text = _deck(tmp_path, "  front: The colour of the gemstone ruby.\n",
                             "  front: &ruby\tThe colour of the gemstone ruby.\n")
    run = _import(cli, deck, tmp_path, {("japan-flag-disc", "back"): "A red disc."})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert path.read_text(encoding="utf-8") == text.replace(_JAPAN_BACK, "  back: A red disc.\n")



def test_a_tab_the_writer_cannot_read_does_not_stop_a_card_leaving_the_file(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "  front: The colour of the gemstone ruby.\n",
                             "  front: &ruby\tThe colour of the gemstone ruby.\n")
    run = _import(cli, deck, tmp_path, {("japan-flag-disc", "file"): "cards/number.yaml"})
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "japan-flag-disc" not in path.read_text(encoding="utf-8")
    assert "  front: &ruby\tThe colour of the gemstone ruby.\n" in path.read_text(encoding="utf-8")
    assert "- id: japan-flag-disc" in (deck / "cards" / "number.yaml").read_text(encoding="utf-8")

def test_a_tab_the_writer_cannot_read_in_the_edited_card_is_still_named(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "  front: The colour of the disc on the flag of Japan.\n",
                             "  front: &japan\tThe colour of the disc on the flag of Japan.\n")
    run = _import(cli, deck, tmp_path, {("japan-flag-disc", "back"): "A red disc."})
    assert run.exit_code == 1 and "cannot be edited safely" in run.stdout + run.stderr
    assert path.read_text(encoding="utf-8") == text


def test_cards_sharing_a_value_through_an_anchor_are_edited_as_the_file_reads(cli, tmp_path):
    deck, path, text = _deck(tmp_path, "  tags: [flags]\n  source: https://en.wikipedia.org/wiki/Flag_of_Japan\n",
                             "  tags: &flags [flags]\n  source: https://en.wikipedia.org/wiki/Flag_of_Japan\n")
    text = text.replace("  tags: [flags]\n  source: https://en.wikipedia.org/wiki/Flag_of_Canada\n",
                        "  tags: *flags\n  source: https://en.wikipedia.org/wiki/Flag_of_Canada\n")
    path.write_text(text, encoding="utf-8")
    run = _import(cli, deck, tmp_path, {("japan-flag-disc", "back"): "A red disc.",
                                        ("canada-maple-leaf", "back"): "A red leaf."})
    assert run.exit_code == 0, run.stdout + run.stderr
    expected = text.replace(_JAPAN_BACK, "  back: A red disc.\n").replace(
        "  back: The Canadian flag has a red maple leaf on a white square between two red bands.\n",
        "  back: A red leaf.\n")
    assert path.read_text(encoding="utf-8") == expected


def test_cards_read_alone_give_the_files_the_whole_tree_gives(tmp_path, monkeypatch):
    from deckctl.sheet import merge
    from deckctl.sheet.export import export_sheet

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    sheet = tmp_path / "cards.csv"
    export_sheet(deck, sheet)
    edit_sheet_cells(sheet, {
        ("japan-flag-disc", "back"): "A red disc.",  # in place
        ("ruby-gem", "source"): "",  # a key removed: fmt's writer
        ("canada-maple-leaf", "notes"): "A note.",  # a key added: fmt's writer
        ("canada-maple-leaf", "tags"): "flags | north-america",
        ("longest-visible-wavelength", "file"): "cards/number.yaml",  # a move, after an edit in the file
        ("venus-moons", "back"): "None: Venus has no moon.",
    })
    alone = merge.merge_sheet(sheet, deck)
    monkeypatch.setattr(merge, "_own_tree", lambda card_file, index: None)  # every edit on the file's tree
    whole = merge.merge_sheet(sheet, deck)
    assert alone.ok and alone.changed == whole.changed and len(alone.texts) == 2
    assert alone.texts == whole.texts



def test_the_cycle_collector_is_off_while_a_sheet_is_merged_and_left_as_it_was_found(tmp_path, monkeypatch):
    import gc

    from deckctl.sheet import merge
    from deckctl.sheet.export import export_sheet

    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    sheet = tmp_path / "cards.csv"
    export_sheet(deck, sheet)
    edit_sheet_cells(sheet, {("japan-flag-disc", "back"): "A red disc."})
    seen, loads = [], merge._own_tree
    monkeypatch.setattr(merge, "_own_tree", lambda card_file, index: seen.append(gc.isenabled()) or loads(card_file, index))
    assert gc.isenabled()
    assert merge.merge_sheet(sheet, deck).ok and gc.isenabled() and seen == [False]
    gc.disable()
    try:
        merge.merge_sheet(sheet, deck)
        assert not gc.isenabled()
    finally:
        gc.enable()
