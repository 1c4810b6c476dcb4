"""A card joining or leaving a card file not in fmt's layout (`import sheet` with a new row, a
changed `file`, `--prune`): the joining card is set in the layout of the file's cards, and no other
line of the file changes (deckctl/sheet/merge.py `_apply`, deckctl/sheet/cardtext.py `relaid`)."""

from __future__ import annotations

import csv
import shutil
from pathlib import Path

from deckfactory import DECKS

from deckctl.sheet.export import export_sheet
from deckctl.sheet.merge import merge_sheet, write

GREECE = ("- id: capital-greece\n  category: letter\n  front: The first letter of the capital of Greece.\n"
          "  back: The capital of Greece is Athens, named after the goddess Athena.\n"
          "  value: A\n  tags: [geography]\n  source: https://en.wikipedia.org/wiki/Athens\n")
RUBY = ("- id: ruby-gem\n  category: colour\n  front: The colour of the gemstone ruby.\n"
        "  back: Ruby is the red variety of the mineral corundum; its name comes from the Latin word for red.\n"
        "  value: red\n  tags: [science]\n  source: https://en.wikipedia.org/wiki/Ruby\n")
NEW_ROW = {"id": "sky-colour", "category": "colour", "front": "The colour of a clear sky.",
           "back": "Blue: air scatters blue light most.", "value": "blue", "file": "cards/colour.yaml"}


def _deck(tmp_path: Path, relayout, windows: bool = False) -> tuple[Path, Path]:
    """The Knowledge? starter deck with colour.yaml's cards in another layout (its schema line
    kept; `windows`: saved with a BOM and CRLF), and its sheet exported as CSV."""
    deck = tmp_path / "deck"
    shutil.copytree(DECKS / "knowledge-starter", deck)
    colour = deck / "cards/colour.yaml"
    schema, rest = colour.read_text(encoding="utf-8").split("\n", 1)
    text = schema + "\n" + relayout(rest)
    colour.write_bytes(("\ufeff" + text.replace("\n", "\r\n") if windows else text).encode("utf-8"))
    sheet = tmp_path / "deck.csv"
    assert export_sheet(deck, sheet) == []
    return deck, sheet


def _import(deck: Path, sheet: Path, cells: dict = {}, drop: tuple = (), add: tuple = (), prune: bool = False):
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    headers = rows[0]
    for row in rows[1:]:
        for (card_id, header), value in cells.items():
            if row[0] == card_id:
                row[headers.index(header)] = value
    rows = [row for row in rows if row[0] not in drop] + [[new.get(h, "") for h in headers] for new in add]
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(rows)
    result = merge_sheet(sheet, deck, prune)
    assert result.ok, result.diagnostics
    write(result)
    return result


def _wide(text: str) -> str:
    """Cards indented 2 under nothing (`  - id:`), their keys 4 from the dash, comments at 2."""
    lines = []
    for line in text.split("\n"):
        if line.startswith("- "):
            line = "  -   " + line[2:]
        elif line:
            line = ("    " if line.startswith(" ") else "  ") + line
        lines.append(line)
    return "\n".join(lines)


def _as_wide(card: str) -> str:
    return _wide(card.rstrip("\n")) + "\n"


def test_cards_join_and_leave_an_indented_crlf_file_in_its_layout_every_other_byte_kept(tmp_path):
    def commented(text: str) -> str:  # a comment leading a card, a quoted value and its comment's gap
        text = _wide(text).replace("  -   id: mars-nickname\n", "  # Mars: checked in 2024.\n  -   id: mars-nickname\n")
        return text.replace("      value: red\n", "      value: 'red'    # a quoted one\n", 1)

    deck, sheet = _deck(tmp_path, commented, windows=True)
    colour, letter = deck / "cards/colour.yaml", deck / "cards/letter.yaml"
    before, letters = colour.read_bytes(), letter.read_text(encoding="utf-8")
    mars = before[before.index(b"  # Mars"):before.index(b"  -   id: stop-sign")]
    assert mars.count(b"\r\n") == 8
    result = _import(deck, sheet, {("capital-greece", "file"): "cards/colour.yaml"}, drop=("mars-nickname",),
                     add=(NEW_ROW,), prune=True)
    assert (result.moved, result.added, result.removed) == (["capital-greece"], ["sky-colour"], ["mars-nickname"])
    sky = ("  -   id: sky-colour\r\n      category: colour\r\n      front: The colour of a clear sky.\r\n"
           "      back: 'Blue: air scatters blue light most.'\r\n      value: blue\r\n")
    assert colour.read_bytes() == (before.replace(mars, b"")
                                   + _as_wide(GREECE).replace("\n", "\r\n").encode() + sky.encode())
    assert letter.read_text(encoding="utf-8") == letters.replace(GREECE, "")


def test_a_card_leaving_an_indented_file_joins_a_file_in_fmts_layout_in_that_layout(tmp_path):
    deck, sheet = _deck(tmp_path, _wide)
    colour, letter = deck / "cards/colour.yaml", deck / "cards/letter.yaml"
    before, letters = colour.read_text(encoding="utf-8"), letter.read_text(encoding="utf-8")
    _import(deck, sheet, {("ruby-gem", "file"): "cards/letter.yaml"})
    assert colour.read_text(encoding="utf-8") == before.replace(_as_wide(RUBY), "")
    assert letter.read_text(encoding="utf-8") == letters + RUBY


def test_a_card_edited_through_fmts_writer_in_a_file_a_card_joins_leaves_the_other_cards_as_they_are(tmp_path):
    deck, sheet = _deck(tmp_path, lambda text: "\n".join("  " + line if line else line for line in text.split("\n")))
    colour = deck / "cards/colour.yaml"
    before = colour.read_text(encoding="utf-8")
    # (a cleared cell cannot be written in place: the card goes through fmt's writer)
    _import(deck, sheet, {("capital-greece", "file"): "cards/colour.yaml", ("stop-sign", "source"): ""})
    indented = "".join("  " + line + "\n" for line in GREECE.rstrip("\n").split("\n"))
    assert colour.read_text(encoding="utf-8") == before.replace(
        "    source: https://en.wikipedia.org/wiki/Stop_sign\n", "", 1) + indented


def test_a_new_card_joins_a_file_of_flow_mappings_as_one(tmp_path):
    def flow(text: str) -> str:
        return "# One card a line.\n\n" + "\n".join(
            f"- {{id: {card}, category: colour, front: The colour of {card}., back: It is red.,"
            f" value: red}}   # {card}" for card in ("a-red", "b-red")) + "\n"

    deck, sheet = _deck(tmp_path, flow)
    colour = deck / "cards/colour.yaml"
    before = colour.read_text(encoding="utf-8")
    _import(deck, sheet, add=(NEW_ROW,))
    assert colour.read_text(encoding="utf-8") == before + (
        "- {id: sky-colour, category: colour, front: The colour of a clear sky., "
        "back: 'Blue: air scatters blue light most.', value: blue}\n")


def test_the_blank_line_above_a_files_first_card_stays_when_a_card_leaves(tmp_path):
    deck, sheet = _deck(tmp_path, lambda text: "# Colour cards.\n\n" + text[text.index("- id:"):])
    colour = deck / "cards/colour.yaml"
    before = colour.read_text(encoding="utf-8")
    _import(deck, sheet, {("ruby-gem", "file"): "cards/letter.yaml"})
    assert colour.read_text(encoding="utf-8") == before.replace(RUBY, "")


def test_a_file_whose_cards_cannot_be_told_apart_is_refused_rather_than_rewritten(tmp_path, cli):
    deck, sheet = _deck(tmp_path, lambda text: _wide(text).replace("  -   id:", "  -\n      id:"))
    colour = deck / "cards/colour.yaml"
    before = colour.read_bytes()
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    rows = [row for row in rows if row[0] != "ruby-gem"]
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(rows)
    run = cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    # (at the line of the first card that cannot be told apart: no sheet cell changes the file)
    assert "colour.yaml:5:3: error: card `japan-flag-disc`: the file is not in deckctl fmt's layout, and its cards' " \
        "start and end cannot be told apart (a card's `-` stands on a line of its own)" in run.stdout
    assert "hint: run `deckctl fmt deck/cards/colour.yaml` (a commit of its own" in run.stdout
    assert "card `ruby-gem`: the card is not in the sheet: it is removed once the errors are fixed " \
        "(nothing is written now) [not-in-sheet]" in run.stdout  # (not "removed": nothing is)
    assert colour.read_bytes() == before
    # The hint's command puts that file (and no other) in fmt's layout, and the import goes through.
    letters = (deck / "cards/letter.yaml").read_bytes()
    assert cli("fmt", "deck/cards/colour.yaml", cwd=tmp_path).exit_code == 0
    assert cli("import", "sheet", sheet, deck, "--prune", cwd=tmp_path).exit_code == 0
    assert (deck / "cards/letter.yaml").read_bytes() == letters
    assert b"ruby-gem" not in colour.read_bytes()


def test_a_refused_move_names_the_line_of_the_file_that_cannot_be_cut_at_its_cards(tmp_path, cli):
    deck, sheet = _deck(tmp_path, lambda text: text.replace("- id: ruby-gem\n", "-\n  id: ruby-gem\n"))
    colour = deck / "cards/colour.yaml"
    before = colour.read_bytes()
    assert before.split(b"\n")[18] == b"-"
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    next(row for row in rows if row[0] == "capital-greece")[rows[0].index("file")] = "cards/colour.yaml"
    with sheet.open("w", encoding="utf-8-sig", newline="") as f:
        csv.writer(f).writerows(rows)
    run = cli("import", "sheet", sheet, deck, cwd=tmp_path)
    assert run.exit_code == 1 and run.exception is None
    assert "cards/colour.yaml, which this row changes, is not in deckctl fmt's layout, and its cards' start and end " \
        "cannot be told apart (line 19: a card's `-` stands on a line of its own)" in run.stdout
    assert "[fmt-unsafe]\n    hint: run `deckctl fmt deck/cards/colour.yaml`" in run.stdout
    assert colour.read_bytes() == before


def test_a_card_relaid_reads_as_it_did_its_block_text_and_comments_moving_with_it():
    import yaml

    from deckctl.sheet.cardtext import FMT_LAYOUT, Layout, relaid

    card = ["# checked", "- id: a  # the id", "  notes: |", "    line one", "", "      indented",
            "  # a note on the card", "  clues:", "    - x", "    - y"]
    wide = relaid(card, Layout(dash=2, keys=4))
    assert wide == ["  # checked", "  -   id: a  # the id", "      notes: |", "        line one", "",
                    "          indented", "      # a note on the card", "      clues:", "        - x", "        - y"]
    assert relaid(wide, FMT_LAYOUT) == card
    assert relaid(wide, Layout(dash=0, keys=None)) == ["# checked", "-   id: a  # the id"] + [
        line[2:] for line in wide[2:]]  # (no key distance to take: the card keeps its own)
    assert yaml.safe_load("\n".join(wide)) == yaml.safe_load("\n".join(card))


def test_the_layout_of_a_file_is_the_one_most_of_its_cards_have():
    from deckctl.sheet.cardtext import Layout, cut

    text = "  -   id: a\n      v: 1\n  - id: b\n  -   id: c\n  - {id: d}\n"
    assert cut(text, 4).layout() == Layout(dash=2, keys=4, flow=False)
    assert cut("- {id: a}\n- {id: b}\n", 2).layout() == Layout(dash=0, keys=None, flow=True)
