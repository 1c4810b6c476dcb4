"""Clearing a cell or changing a list keeps the comments and blank lines around the field: those
after it stay where they are, one at the end of a removed line stays on a line of its own, and a
list item kept keeps its own (deckctl/sheet/merge.py, `_keep_comments_of_key`/`_of_list`)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from deckfactory import DECKS, edit_sheet_cells


def _deck(tmp_path: Path, name: str) -> Path:
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / name, deck)
    return deck


def _core_file_with(tmp_path: Path, old: str, new: str) -> tuple[Path, Path, str]:
    """The I know! starter deck copied, its core.yaml with the one `old` made `new`: (deck, file, text)."""
    deck = _deck(tmp_path, "i-know-starter")
    path = deck / "cards" / "core.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return deck, path, text


def _import_with(cli, deck: Path, tmp_path: Path, cells: dict[tuple[str, str], str]):
    sheet = tmp_path / "cards.csv"
    assert cli("export", "sheet", deck, "-o", sheet).exit_code == 0
    edit_sheet_cells(sheet, cells)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 0, run.stdout + run.stderr
    assert "1 card changed" in run.stderr
    return run


@pytest.mark.parametrize("name, file, card_id, removed", [
    # the card's last key, above a blank line and `# --- yellow ---`
    ("knowledge-starter", "colour.yaml", "china-flag-field", "  source: https://en.wikipedia.org/wiki/Flag_of_China\n"),
    ("i-know-starter", "core.yaml", "math-d-003", "  source: https://en.wikipedia.org/wiki/Pythagorean_theorem\n"),
    # a block text, whose blank line before the next card is no line end of its own
    ("you-know-it-starter", "set-a.yaml", "card-001", "".join(
        f"    https://en.wikipedia.org/wiki/{page}\n"
        for page in ("Spider;", "Canberra;", "Iron;", "Elizabeth_II;", "Prime_number")).join(["  source: >-\n", ""])),
])
def test_clearing_a_last_field_removes_only_its_lines(cli, tmp_path, name, file, card_id, removed):
    deck = _deck(tmp_path, name)
    path = deck / "cards" / file
    before = path.read_text(encoding="utf-8")
    assert before.count(removed) == 1
    _import_with(cli, deck, tmp_path, {(card_id, "source"): ""})
    assert path.read_text(encoding="utf-8") == before.replace(removed, "", 1)


def test_a_comment_at_the_end_of_a_cleared_or_changed_line_is_kept(cli, tmp_path):
    deck = _deck(tmp_path, "i-know-starter")
    path = deck / "cards" / "core.yaml"
    text = path.read_text(encoding="utf-8")
    old = '  accept: ["10", ten]\n  source: https://en.wikipedia.org/wiki/Pythagorean_theorem\n'
    assert text.count(old) == 1
    text = text.replace(old, '  accept:\n    - "10"  # digits\n    # between\n    - ten  # word\n'
                             '  source: https://en.wikipedia.org/wiki/Pythagorean_theorem  # checked\n')
    path.write_text(text, encoding="utf-8")
    _import_with(cli, deck, tmp_path, {("math-d-003", "source"): "", ("math-d-003", "accept"): "ten | 10 | eleven"})
    assert path.read_text(encoding="utf-8") == text.replace(
        '  accept:\n    - "10"  # digits\n    # between\n    - ten  # word\n'
        '  source: https://en.wikipedia.org/wiki/Pythagorean_theorem  # checked\n',
        '  accept:\n    - ten  # word\n    - "10"  # digits\n    - eleven\n    # between\n  # checked\n')


def test_clearing_a_field_in_the_middle_of_a_card_keeps_the_comment_after_it(cli, tmp_path):
    deck = _deck(tmp_path, "knowledge-starter")
    path = deck / "cards" / "colour.yaml"
    text = path.read_text(encoding="utf-8")
    old = "  tags: [flags]\n  source: https://en.wikipedia.org/wiki/Flag_of_China\n"
    text = text.replace(old, "  tags: [flags]  # one tag\n  # the source below\n"
                             "  source: https://en.wikipedia.org/wiki/Flag_of_China\n", 1)
    path.write_text(text, encoding="utf-8")
    _import_with(cli, deck, tmp_path, {("china-flag-field", "tags"): ""})
    assert path.read_text(encoding="utf-8") == text.replace("  tags: [flags]  # one tag\n", "  # one tag\n", 1)


def test_a_block_list_that_ends_its_card_keeps_the_heading_below_it(cli, tmp_path):
    deck, path, text = _core_file_with(
        tmp_path, '  accept: ["10", ten]\n  source: https://en.wikipedia.org/wiki/Pythagorean_theorem\n\n# --- Spelling ---\n',
        '  accept:\n    - "10"\n    - ten\n\n# --- Spelling ---\n')
    _import_with(cli, deck, tmp_path, {("math-d-003", "accept"): "10 | ten | ten cm"})
    assert path.read_text(encoding="utf-8") == text.replace(
        '    - ten\n\n# --- Spelling ---\n', '    - ten\n    - ten cm\n\n# --- Spelling ---\n')


@pytest.mark.parametrize("above", ["  # source checked by Ann\n", "\n  # source checked by Ann\n  # twice\n"])
def test_clearing_a_last_field_keeps_the_comment_lines_above_it(cli, tmp_path, above):
    """After a flow list (`tags: [flags]`), ruamel holds the comment lines that follow it with the
    next key: clearing that key had lost them, and the import stopped as unsafe (`fmt-unsafe`,
    "please report this")."""
    deck = _deck(tmp_path, "knowledge-starter")
    path = deck / "cards" / "colour.yaml"
    text = path.read_text(encoding="utf-8")
    old = "  tags: [flags]\n  source: https://en.wikipedia.org/wiki/Flag_of_Canada\n"
    assert text.count(old) == 1
    text = text.replace(old, "  tags: [flags]\n" + above + "  source: https://en.wikipedia.org/wiki/Flag_of_Canada\n")
    path.write_text(text, encoding="utf-8")
    _import_with(cli, deck, tmp_path, {("canada-maple-leaf", "source"): ""})
    assert path.read_text(encoding="utf-8") == text.replace(
        "  source: https://en.wikipedia.org/wiki/Flag_of_Canada\n", "", 1)


def test_an_item_edited_in_place_keeps_its_comment_when_another_is_added(cli, tmp_path):
    """`- Apfel  # German` edited to `Äpfel` while `manzana` is added: the comment stays on its
    item (it had gone below the list, a line of its own), as it does when nothing is added."""
    deck, path, text = _core_file_with(tmp_path, '  accept: ["10", ten]\n',
                                       '  accept:\n    - apple  # the fruit\n    - Apfel  # German\n    - pomme\n')
    # (its source cleared too: the card goes through fmt's writer, not edited where it stands)
    _import_with(cli, deck, tmp_path, {("math-d-003", "accept"): "apple | Äpfel | pomme | manzana",
                                       ("math-d-003", "source"): ""})
    assert path.read_text(encoding="utf-8") == text.replace(
        '    - Apfel  # German\n    - pomme\n  source: https://en.wikipedia.org/wiki/Pythagorean_theorem\n',
        '    - Äpfel  # German\n    - pomme\n    - manzana\n')
